"""Kernel dispatch helpers shared by the Triton (GPU) and C (CPU) fast paths.

Optional accelerators (triton, the compiled CPU library) are never imported here at
module level, so everything imports on a CPU-only machine.
"""
import os

import torch

# Batches of fewer rows than this are decode-sized: matrix-vector kernels (C), decode tiles
# (Triton); this many or more take the prefill path. A Backend may set its own (decode_rows).
DECODE_ROWS = 32
# A long prompt's gated MLP takes this many rows at a time on the C backend: the [rows, ffn]
# products then stay in memory already mapped and the int8 activations in L3. A 4096-token
# prompt of a 7B-wide Q4_K_M file (2 threads, Zen 4) ran 6-10% faster with pieces of 256
# than with all rows at once (512: 5-8%, 1024: none), its peak memory 1.72 -> 1.39 GiB.
MLP_ROWS = 256
# A cached prompt longer than this goes through the model this many tokens at a time
# (llama.cpp's ubatch, whose default is the same), each piece attending to the cache the
# ones before it filled: every intermediate is a piece's size. The same 4096-token prompt:
# 714 -> 783-793 tok/s (pieces of 1024: 780-798, 256: 735).
PROMPT_ROWS = 512


def interpreting() -> bool:
    """True when Triton kernels run in its CPU interpreter (`TRITON_INTERPRET=1`)."""
    return os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")


def triton_available() -> bool:
    """True when triton is installed (found without importing it: TRITON_INTERPRET must be
    set before its first import for the CPU interpreter to take over)."""
    import importlib.util
    return importlib.util.find_spec("triton") is not None


def check_device(*tensors: torch.Tensor, name: str = "kernel") -> torch.device:
    """All tensors on one device; that device is returned. Raises ValueError otherwise."""
    devices = {t.device for t in tensors if t is not None}
    if len(devices) != 1:
        found = ", ".join(sorted(str(d) for d in devices))
        raise ValueError(f"{name}: all tensors must be on one device, found {found}")
    device = devices.pop()
    if device.type != "cuda" and not interpreting():
        raise ValueError(f"{name}: Triton kernels need CUDA tensors or TRITON_INTERPRET=1, found {device}")
    return device
