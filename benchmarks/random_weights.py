"""A GGUF file with a real file's metadata and tensor shapes but random weights.

Speed does not depend on what the weights are, only on their shapes and types, so a
stand-in made from a model's header measures the same as the model: the header (metadata
and tensor infos, a few MB) travels where the whole file (hundreds of MB) cannot, and the
stand-in is made where it is measured, then requantized like the real file
(`cpu_vs_llamacpp.py --types`, or llama.cpp's quantizer).

    python benchmarks/random_weights.py header MODEL.gguf MODEL.header.gguf
    python benchmarks/random_weights.py make MODEL.header.gguf MODEL.random.F16.gguf

`header` keeps the bytes of MODEL.gguf up to its tensor data; `make` reads such a cut file
(or a whole one) and writes every matrix as F16 and every vector as F32: matrices drawn
from N(0, 0.02^2) with a fixed seed, norm weights 1, the token list and the rest of the
metadata unchanged. The text such a model writes is noise; the timings are the model's.
"""
import argparse
import sys
import zlib
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.gguf.reader import GGUFReader  # noqa: E402
from engine.gguf.writer import RowSource, Typed, write_gguf  # noqa: E402
from engine.quantize.requantize import QUANTIZATION_VERSION, carried_metadata  # noqa: E402

F16_FILE_TYPE = 1          # llama.cpp's LLAMA_FTYPE_MOSTLY_F16
STD = 0.02


def save_header(src: Path, dst: Path):
    """The bytes of `src` before its tensor data: its header, metadata and tensor infos."""
    reader = GGUFReader(src)
    end = reader.data_start
    reader.close()
    with open(src, "rb") as f:
        dst.write_bytes(f.read(end))


def random_rows(name: str, shape: list[int], seed: int):
    """rows(r0, r1) of a random tensor: ones for a norm's weight, N(0, STD^2) otherwise,
    the same rows for the same name, shape and seed."""
    cols = shape[-1]
    if name.endswith("norm.weight"):
        return lambda r0, r1: torch.ones(r1 - r0, cols)

    def rows(r0, r1):
        g = torch.Generator().manual_seed(zlib.crc32(f"{seed} {name} {r0}".encode()))
        return torch.randn(r1 - r0, cols, generator=g) * STD
    return rows


def make(src: Path, dst: Path, seed: int = 0):
    reader, error = GGUFReader.header_only(src)
    if reader.data_start is None:
        raise SystemExit(f"{src}: the tensor infos are cut short ({error}); "
                         "`header` keeps them whole")
    meta = carried_metadata(reader)
    meta["general.file_type"] = Typed(F16_FILE_TYPE, "u32")
    if "general.quantization_version" in reader.metadata:
        meta["general.quantization_version"] = Typed(QUANTIZATION_VERSION, "u32")
    tensors = {name: (RowSource(shape, random_rows(name, shape, seed)),
                      "F16" if len(shape) >= 2 else "F32")
               for name, (shape, _, _) in reader.tensors.items()}
    alignment = reader.metadata.get("general.alignment", 32)
    reader.close()
    write_gguf(dst, meta, tensors, alignment=alignment)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    h = sub.add_parser("header", help="keep a file's bytes up to its tensor data")
    h.add_argument("src", type=Path)
    h.add_argument("dst", type=Path)
    m = sub.add_parser("make", help="a random-weight F16 file from a header (or a whole file)")
    m.add_argument("src", type=Path)
    m.add_argument("dst", type=Path)
    m.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    if args.dst.exists():
        raise SystemExit(f"{args.dst} exists; not overwriting it")
    if args.command == "header":
        save_header(args.src, args.dst)
    else:
        make(args.src, args.dst, args.seed)


if __name__ == "__main__":
    main()
