"""The CPU backend's side of the fused decode step's program: the description `Program`
emits (step_desc.py, weights as tensors) materialized as decode_step.h's ctypes records
(step_records.py), which the C interpreter reads. Here and only here a weight's address
is taken; `CpuProgram` holds every tensor and array the records point to, so they live as
long as the records.

Each description record becomes the ctypes structure of the same fields, field by field by
name: an op's kind its OPS number, a buffer's name its BUFFERS index, a tensor its
data_ptr(), a list of Mat an array of StepMat, a nested record a pointer to its structure
(made once, however many ops point to it: CONV and DELTA share their StepDelta).
"""
import ctypes

import torch

from engine.kernels.cpu.step_desc import Delta, Mat, Mla, Moe, Op, Ssm
from engine.kernels.cpu.step_records import (BUFFERS, OPS, StepDelta, StepMat, StepMla, StepMoe, StepOp,
                                             StepProgram, StepSsm)

_p, _i64 = ctypes.c_void_p, ctypes.c_int64
MIRRORS = {Mat: StepMat, Moe: StepMoe, Delta: StepDelta, Mla: StepMla, Ssm: StepSsm, Op: StepOp}
BUFFER_FIELDS = ("src", "dst", "src2", "router_src")     # a buffer's name -> its index (None: 0)


class CpuProgram:
    """decode_step.h's StepProgram (`struct`) over `program`'s description (cache fields
    filled when a cache is bound, FusedDecoder._bind)."""

    def __init__(self, program):
        self._keep, self._records = [], {}
        ops = (StepOp * len(program.ops))(*[self.record(op) for op in program.ops])
        hd, half, tables = program.rope_tables()
        rope = (_p * len(tables))(*[self.address(t) for t in tables])
        self._keep += [ops, rope]
        widths = (_i64 * len(BUFFERS))(*[program.widths[b] for b in BUFFERS])
        embed, embed_type, embed_rows, embed_row_bytes = program.embedding or (None, 0, 0, 0)
        collective = None if program.parallel is None else ctypes.cast(program.parallel.callback, _p)
        self.struct = StepProgram(len(program.ops), program.H, program.Hkv, hd, len(tables), 2 * half, widths,
                                  max(program.kmax, program.D), ctypes.addressof(ops), ctypes.addressof(rope),
                                  0, 0, 0, 0, 0, None, None, None, program.rope_scale, program.embed_scale,
                                  self.address(embed), embed_type, embed_rows, embed_row_bytes, collective)
        self.struct.records = self       # what it points to lives as long as it does

    def record(self, record):
        """The ctypes structure of description record `record` (module docstring)."""
        mirror = MIRRORS[type(record)]
        values = {}
        for name, ctype in mirror._fields_:
            if name == "pad":
                continue
            value = getattr(record, name)
            if name == "kind":
                value = OPS[value]
            elif name in BUFFER_FIELDS:
                value = 0 if value is None else BUFFERS.index(value)
            elif ctype is StepMat:                       # a MoE's router, held in place
                value = self.record(value)
            elif ctype is _p:
                value = self.address(value)
            values[name] = value
        return mirror(**values)

    def address(self, handle) -> int | None:
        """The address the C code reads `handle` at: a tensor's data, a list of Mat's StepMat
        array, a record's structure (None, or an empty list: NULL)."""
        if handle is None or (isinstance(handle, list) and not handle):
            return None
        if isinstance(handle, torch.Tensor):
            self._keep.append(handle)
            return handle.data_ptr()
        if isinstance(handle, list):
            array = (StepMat * len(handle))(*[self.record(m) for m in handle])
            self._keep.append(array)
            return ctypes.addressof(array)
        if id(handle) not in self._records:          # handle kept too: its id stays its own
            self._records[id(handle)] = (self.record(handle), handle)
        return ctypes.addressof(self._records[id(handle)][0])
