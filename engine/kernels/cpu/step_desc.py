"""The fused decode step's program as a description: the records `Program` (step_program.py)
emits while it walks the model's step_specs, in plain Python, their weights held as handles
(the tensors themselves), not addresses.

A backend materializes a description into what its interpreter reads: step_cpu.py turns it
into decode_step.h's ctypes records (the one place a weight's address is taken); a rank of a
split model is the same description over its shards. Each record here has the fields of its
C record of the same meaning (decode_step.h), by the same names, with these differences:

    Op.kind          the op's name ("norm", "matmul", ...: step_records.OPS), not its number
    Op.src, dst, src2, Moe.router_src   a buffer's name ("x", "h", ...: step_records.BUFFERS)
    Op.mats, Moe.experts                a list of Mat, not an array's address
    Op.moe, delta, mla, ssm             the record, not its address (one record may serve two
                                        ops: CONV and DELTA share their Delta)
    a float vector (a norm weight, A, sinks, a bias)   the float32 tensor, checked when emitted

`describe(program)` prints the ops with their weights' names, types and shapes.
"""
from dataclasses import dataclass, field, fields

import torch


@dataclass
class Mat:
    """A matrix [n, k] of a matmul: `w` the GGML blocks' uint8 rows or a float weight [n, row],
    rows `row_stride` bytes apart; `type` its GGML type id (type_name: the name); q8: the layer
    takes llama.cpp-quantized activations; interleave: its rows are interleaved for the int8
    kernels; bias [n] or None. w None: an expert another rank holds (zeros here)."""
    w: torch.Tensor | None
    row_stride: int
    n: int
    k: int
    type: int
    q8: int = 0
    interleave: int = 0
    bias: torch.Tensor | None = None
    name: str = ""
    type_name: str = ""


@dataclass
class Moe:
    """A sparse MLP (decode_step.h's StepMoe): route and act are its ROUTE_* and ACT_* codes."""
    n_experts: int
    top_k: int
    norm_topk: int
    route: int
    act: int
    alpha: float
    limit: float
    router: Mat
    experts: list
    n_group: int = 1
    topk_group: int = 1
    scale: float = 1.0
    norm_min: float = 0.0
    bias: torch.Tensor | None = None
    expert_scale: torch.Tensor | None = None
    router_src: str | None = None       # None: the op's own src


@dataclass
class Delta:
    """A Gated DeltaNet layer, or a convolution alone (LFM2, Mamba-2: n_k .. dv 0)."""
    n_k: int
    n_v: int
    dk: int
    dv: int
    conv_dim: int
    kernel: int
    conv: torch.Tensor
    A: torch.Tensor | None = None
    dt_bias: torch.Tensor | None = None
    norm: torch.Tensor | None = None
    eps: float = 0.0
    grouped: int = 0


@dataclass
class Mla:
    """Multi-head latent attention (step_latent.py)."""
    n_heads: int
    nope: int
    rope: int
    latent: int
    v_dim: int
    kv_off: int
    q_off: int
    k_b: torch.Tensor
    v_b: torch.Tensor
    norm: torch.Tensor
    eps: float


@dataclass
class Ssm:
    """A Mamba-2 layer's selective scan (step_mamba.py); norm None: left unnormalised."""
    n_heads: int
    head_dim: int
    n_groups: int
    d_state: int
    A: torch.Tensor
    D: torch.Tensor
    dt_bias: torch.Tensor
    norm: torch.Tensor | None
    eps: float


@dataclass
class Op:
    """One op of the program (decode_step.h's StepOp; the module docstring says what differs)."""
    kind: str
    src: str
    dst: str
    acc: int = 0
    n_mats: int = 0
    act: int = 0
    layer: int = 0
    rope: int = 0
    gated: int = 0
    coll: int = 0
    n: int = 0
    window: int = 0
    eps: float = 0.0
    offset: float = 0.0
    scale: float = 0.0
    cap: float = 0.0
    alpha: float = 0.0
    limit: float = 0.0
    mats: list = field(default_factory=list)
    weight: torch.Tensor | None = None
    weight2: torch.Tensor | None = None
    moe: Moe | None = None
    delta: Delta | None = None
    mla: Mla | None = None
    at: int = 0
    ssm: Ssm | None = None
    kv_heads: int = 0
    head_dim: int = 0
    rope_dims: int = 0
    kv_flags: int = 0
    src2: str = "x"
    name: str = ""          # the module it computes (its matrices carry their own)


def _show(value) -> str:
    if isinstance(value, torch.Tensor):
        return f"{str(value.dtype).removeprefix('torch.')}{list(value.shape)}"
    if isinstance(value, Mat):
        return f"{value.name or '?'} {value.type_name} [{value.n}, {value.k}]" + (" +bias" if value.bias is not None
                                                                                 else "")
    if isinstance(value, (Moe, Delta, Mla, Ssm)):
        return f"{type(value).__name__}({', '.join(_fields(value))})"
    return repr(value)


def _fields(record) -> list[str]:
    """`name=value` of each field of `record` not at its default (experts: their count)."""
    out = []
    for f in fields(record):
        value = getattr(record, f.name)
        if f.name in ("kind", "src", "dst", "name", "type_name") or value is None or (
                f.default is not None and not isinstance(value, torch.Tensor) and value == f.default):
            continue
        if isinstance(value, list):
            if not value:
                continue
            shown = f"[{len(value)} mats]" if f.name == "experts" else f"[{'; '.join(map(_show, value))}]"
        else:
            shown = _show(value)
        out.append(f"{f.name}={shown}")
    return out


def describe(program) -> str:
    """The program's ops, one a line: kind, src -> dst, the module it computes, and the fields
    set (matrices by name, GGML type and shape; vectors by dtype and shape)."""
    lines = []
    for j, op in enumerate(program.ops):
        shown = [s for s in _fields(op) if not s.startswith("n_mats=")]
        lines.append(f"{j:3d} {op.kind.upper():<11} {op.src} -> {op.dst}  " + " ".join(([op.name] if op.name else [])
                                                                                      + shown))
        if j + 1 == program.body_ops:
            lines.append("    (head)")
    return "\n".join(lines)
