"""Kernel dispatch helpers shared by the Triton (GPU) and C (CPU) fast paths.

Optional accelerators (triton, the compiled CPU library) are never imported here at
module level, so everything imports on a CPU-only machine.
"""
import os

import torch

# Batches of fewer rows than this are decode-sized: matrix-vector kernels (C), decode tiles
# (Triton); this many or more take the prefill path. A Backend may set its own (decode_rows).
DECODE_ROWS = 32
# A cached prompt longer than this goes through the model this many tokens at a time on the
# C backend (llama.cpp's ubatch, whose default is the same), each piece attending to the
# cache the ones before it filled: every intermediate is a piece's size. A 4096-token prompt
# of a 7B-wide Q4_K_M file (2 threads, Zen 4): 714 -> 783-793 tok/s (pieces of 1024:
# 780-798, 256: 735).
PROMPT_PIECE = 512
# A prompt's gated MLP takes as many rows at a time as keep its [rows, ffn] float32 products
# within this many bytes: below glibc's largest mmap threshold (heap.py), they reuse pages
# already mapped. For the prompts that go through the model whole (a window, recurrent or
# latent cache; no cache): the same prompt whole (ffn 18944: pieces of 221 rows), 648 -> 709
# tok/s, peak 1.72 -> 1.39 GiB. A 512-token prompt of a 0.5B model, whose products fit, stays
# whole (pieces of 256 there cost 1-4%).
MLP_PIECE_BYTES = 16 << 20


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
