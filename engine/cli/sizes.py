"""One unit for every size the commands print: MiB (2**20 bytes), named `_mib` in JSON keys
and "MiB" in text, the unit llama.cpp's tools print too.

Two kinds of memory figure, which differ on purpose:
- weights held: the bytes of the model's weight layers as they are kept (quantized blocks,
  or dense floats), whether those bytes sit in RAM or in pages mapped from the file;
- resident (RSS, VmRSS of /proc/self/status): the pages of this process that are in RAM
  now. Weights mapped from the file count only once read (a page of the file not yet
  touched is not resident), so right after loading RSS can be far below the weights held.
"""
MIB = 2 ** 20


def mib(nbytes) -> float:
    """A byte count in MiB, to two decimals."""
    return round(nbytes / MIB, 2)


def status_mib(field: str = "VmRSS") -> float:
    """A memory figure of this process from /proc/self/status (VmRSS: resident now, VmHWM:
    the peak of VmRSS) in MiB, or NaN where /proc is absent."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return round(int(line.split()[1]) * 1024 / MIB, 2)     # the file says kB
    except OSError:
        pass
    return float("nan")
