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

Weights that a decode step streams from memory are read into `huge_page_empty` at load:
the file's memory map holds them in 4 KiB pages, and a GEMV over a matrix that large
crosses a page (a TLB entry, and a stop for the hardware prefetcher) every 4 KiB. In 2 MiB
pages the same Q4_K/Q6_K matrices read 6-17% faster (Zen 4, 2 threads, caches flushed
between calls). `available_memory` says whether a model's weights fit beside what runs.
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


HUGE_PAGE = 2 << 20


def huge_page_empty(shape, dtype: torch.dtype, touch: bool = True) -> torch.Tensor:
    """An uninitialised CPU tensor on an anonymous map of its own, starting on a 2 MiB
    boundary and asked of Linux in 2 MiB pages (madvise MADV_HUGEPAGE: honoured where
    transparent huge pages are `always` or `madvise`); torch.empty below 2 MiB or where the
    platform has no such advice. `touch=False` leaves its pages to be faulted in by the
    caller (`touch_pages`)."""
    count = math.prod(int(n) for n in shape)
    nbytes = count * torch.empty((), dtype=dtype).element_size()
    if nbytes < HUGE_PAGE or not hasattr(mmap, "MADV_HUGEPAGE"):
        return torch.empty(shape, dtype=dtype)
    pages = mmap.mmap(-1, nbytes + HUGE_PAGE, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    pages.madvise(mmap.MADV_HUGEPAGE)
    whole = torch.frombuffer(pages, dtype=torch.uint8)        # keeps `pages` mapped while used
    skip = -whole.data_ptr() % HUGE_PAGE                       # to the first 2 MiB boundary
    out = whole[skip:skip + nbytes]
    if touch:
        touch_pages(out)
    return out.view(dtype).view(shape)


def touch_pages(t: torch.Tensor):
    """Fault in the pages of the contiguous tensor t, one write each: a read() into pages
    not yet there took 2.5x as long, faulting inside its copy. (On the virtual machine
    measured, a fresh 2 MiB page costs about 4 ms the first time, as the host backs it;
    two threads faulting halves took half the time.)"""
    t.view(-1).view(torch.uint8)[::HUGE_PAGE].fill_(0)


def available_memory() -> int | None:
    """Bytes Linux could give this process without swapping: /proc/meminfo MemAvailable
    (free memory and the page cache it can drop), less where the process's cgroup (v2)
    caps it lower (memory.max - memory.current); None where neither is known."""
    found = []
    try:
        with open("/proc/meminfo") as f:
            found += [int(line.split()[1]) * 1024 for line in f if line.startswith("MemAvailable:")]
    except (OSError, ValueError, IndexError):
        pass
    try:
        with open("/sys/fs/cgroup/memory.max") as f_max, open("/sys/fs/cgroup/memory.current") as f_now:
            cap = f_max.read().strip()
            if cap != "max":
                found.append(max(int(cap) - int(f_now.read()), 0))
    except (OSError, ValueError):
        pass
    return min(found) if found else None
