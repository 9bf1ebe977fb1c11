"""Time to open a GGUF file (parse the header, incl. the vocabulary arrays): ours next to
gguf-py's, in the same run.

    python benchmarks/gguf_header.py [FILE.gguf ...]   (default: the fetched real models)
"""
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.formats.gguf import GGUFReader  # noqa: E402


def median_time(fn, runs):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main(paths):
    import gguf

    print(f"{'file':<44} {'ours ms':>9} {'gguf-py ms':>11} {'ratio':>8}")
    for path in paths:
        ours = median_time(lambda: GGUFReader(path), runs=5)
        theirs = median_time(lambda: gguf.GGUFReader(path), runs=1)
        print(f"{Path(path).name:<44} {ours * 1e3:>9.1f} {theirs * 1e3:>11.1f} "
              f"{theirs / ours:>7.1f}x")


if __name__ == "__main__":
    files = sys.argv[1:]
    if not files:
        d = Path(os.environ.get("GGUF_MODELS", Path.home() / ".cache" / "gguf-models"))
        files = sorted(str(p) for p in d.glob("*.gguf"))
    main(files)
