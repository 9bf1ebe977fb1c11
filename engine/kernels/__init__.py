"""Kernel dispatch helpers shared by the Triton (GPU) and C (CPU) fast paths.

Optional accelerators (triton, the compiled CPU library) are never imported here at
module level, so everything imports on a CPU-only machine.
"""
import os

import torch

# Batches of fewer rows than this are decode-sized: matrix-vector kernels (C), decode tiles
# (Triton); this many or more take the prefill path. A Backend may set its own (decode_rows).
DECODE_ROWS = 32


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
