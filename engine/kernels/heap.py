"""The process heap on the CPU: freed activation buffers kept for the next tensor.

PyTorch gets every intermediate tensor from malloc and frees it when its last reference
goes. glibc serves a request above its mmap threshold (128 KiB at start) with fresh pages
from the kernel and unmaps them on free, and gives back the free top of its heap beyond
its trim threshold; either way the next tensor of that size faults in every 4 KiB page
again and the kernel zeroes each one. A prefill makes and drops the same [T, inner]
tensors in every layer (3 MiB each for SmolLM2 at 512 tokens), so those faults were most
of the time of the activation, the gate-times-up product and the rotation.

`keep_freed_buffers()` fixes both thresholds (mallopt) so that blocks up to MMAP_LIMIT come
from the heap and up to TRIM_LIMIT of free heap stays mapped: the next tensor reuses pages
already there. Larger blocks still come and go as mappings (their faults are small beside
the work done on them). What the process holds after a pass is bounded by its largest
pass, as it is in llama.cpp, whose compute buffer is allocated once.

Long-lived buffers that come and go whole (a KV cache) take `mapped_zeros` instead: pages
of their own, outside the heap, zero as the kernel hands them over and resident only once
written, given back whole when the tensor goes, so the heap's activations never settle
around them.
"""
import ctypes
import math
import mmap
import os
import platform

import torch

MMAP_LIMIT = 32 << 20     # glibc's largest mmap threshold on 64-bit machines
TRIM_LIMIT = 64 << 20     # free top of the heap kept mapped

# mallopt parameters (malloc.h)
M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3

_state = {}


def keep_freed_buffers() -> bool:
    """Fix glibc's mmap and trim thresholds for this process (once); True when they are
    set. Left alone (False) off glibc, or where the user tuned the allocator already
    through MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_ / GLIBC_TUNABLES."""
    if "set" not in _state:
        _state["set"] = _set_thresholds()
    return _state["set"]


def _set_thresholds() -> bool:
    if platform.system() != "Linux" or platform.libc_ver()[0] != "glibc":
        return False
    if any(k in os.environ for k in ("MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_")) \
            or "malloc" in os.environ.get("GLIBC_TUNABLES", ""):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes, mallopt.restype = (ctypes.c_int, ctypes.c_int), ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, MMAP_LIMIT)) and bool(mallopt(M_TRIM_THRESHOLD, TRIM_LIMIT))


def mapped_zeros(shape, dtype: torch.dtype) -> torch.Tensor:
    """A zeroed CPU tensor on an anonymous memory map of its own (see the module docstring):
    no page is touched until written, and the map is unmapped when the tensor is freed."""
    count = math.prod(int(n) for n in shape)
    nbytes = count * torch.empty((), dtype=dtype).element_size()
    if nbytes == 0:
        return torch.zeros(shape, dtype=dtype)
    pages = mmap.mmap(-1, nbytes, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    return torch.frombuffer(pages, dtype=dtype, count=count).view(shape)
