"""`run.py gguf quantize IN OUT TYPE`: re-encode a GGUF file (or a Hugging Face checkpoint)
with every weight matrix as one GGML tensor type, or as a llama.cpp file-type recipe.

TYPE is a recipe (Q4_K_M, Q3_K_L, ...: tensor types mixed per tensor as llama.cpp's
quantizer mixes them, `gguf_recipes`) when it names one that is not also a tensor type;
Q4_0, Q8_0, Q6_K, IQ4_XS, ... are both, and mean the one type unless `quantize_gguf` is
called with `recipe=True`.

What is quantized with one type, following llama.cpp's `llama-quantize --pure`:
- every tensor of >= 2 dims whose name ends in `.weight` is decoded to float32 and
  encoded as TYPE; rows that do not hold whole TYPE blocks fall back per type as
  llama.cpp's quantizer does (`fallback_type`: Q4_K -> Q5_0, Q5_K -> Q5_1, Q6_K -> Q8_0,
  Q2_K/Q3_K -> Q4_0, IQ types -> IQ4_NL, then F16 where not even 32 divides the row),
  and one warning line says how many tensors fell back to what, and why;
- `token_embd.weight` and `output.weight` get TYPE too. Without `--pure`, llama.cpp gives
  `output.weight` Q6_K (Q8_0 where rows don't hold 256-weight super-blocks); that is
  what the recipes do;
- MoE router matrices (`ffn_gate_inp.weight`) stay F32, as in llama.cpp;
- everything else (norms, biases, `rope_freqs`) is written as F32.
Metadata is carried over verbatim with each value's original GGUF type; only
`general.file_type`, `general.quantization_version`, `general.alignment` and the
`split.*` keys of a split input change. A file type outside `FILE_TYPES` (MXFP4,
TQ1_0, TQ2_0) gets no `general.file_type`. Tensors are decoded one at a time as the
writer asks for them. An already quantized input is decoded and re-encoded (with a
warning: the errors add up), where llama-quantize asks for --allow-requantize.

With an importance matrix (`imatrix=`, `--imatrix FILE`: llama.cpp's GGUF or legacy
.dat format, `engine.quantize.imatrix`) each weight is encoded with its per-column
importance (sums / counts; expert e of a 3-D stack with row e), the recipes apply
llama.cpp's imatrix-only rules, and the file records `quantize.imatrix.*` as
llama-quantize does. A weight without an entry is encoded without one, as llama.cpp does
(with a warning naming it); an entry of the wrong size is an error.

A Hugging Face checkpoint directory is loaded with `load_hf` and written with
`export_gguf`; its tokenizer.json is not converted (this engine has no reader for it), so
that file carries no tokenizer and a warning says so.
"""
import json
import os
import sys
import time
import warnings
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from engine.blocks import registry as gq
from engine.kernels.backend import dequantize
from engine.quantize.export import FILE_TYPES
from engine.quantize.recipes import RECIPES, check_recipe, chosen_type, model_facts
from engine.gguf.reader import DEFAULT_ALIGNMENT, VALUE_TYPES, GGUFReader
from engine.gguf.writer import RowSource, Typed, write_gguf

# tensors llama.cpp never quantizes although they are 2-D weights
KEEP_F32_SUFFIXES = ("ffn_gate_inp.weight",)
# metadata this command rewrites (or drops) instead of copying
_REWRITTEN = ("general.file_type", "general.quantization_version", "general.alignment")
QUANTIZATION_VERSION = 2   # GGML_QNT_VERSION: the block layouts of the current format
_SCALAR_KINDS = {name for name, _ in VALUE_TYPES.values() if name != "array"}
_NOT_A_PRODUCT = ("token_embd.weight",)   # looked up, not multiplied: never in an imatrix


def encodable_types() -> list:
    """Tensor type names this engine can encode (the round-to-nearest and searching
    encoders' tables)."""
    from engine.quantize import encoders as ggml_encoders
    from engine.quantize import search_encoders as ggml_kencoders
    return sorted(set(ggml_encoders.ENCODERS) | set(ggml_kencoders.ENCODERS))


def check_type(type_name: str) -> str:
    """The canonical tensor type name (`q8_0` -> `Q8_0`); ValueError naming the encodable
    types for an unknown type, a type without an encoder, or a recipe-only name (Q4_K_M)."""
    name = type_name.upper()
    known = encodable_types()
    if name in known:
        return name
    listed = ", ".join(known)
    base = name.rsplit("_", 1)[0]
    if name in RECIPES:
        raise ValueError(f"{type_name!r} is a llama.cpp file-type recipe (tensor types mixed "
                         f"per tensor), not a tensor type; try {base}. Encodable types: {listed}")
    if name.endswith(("_S", "_M", "_L")) and base in known:
        raise ValueError(f"{type_name!r} is neither a tensor type nor a file-type recipe this "
                         f"engine knows; recipes: {', '.join(RECIPES)}; tensor types: {listed}")
    if name in gq.BLOCK:
        raise ValueError(f"GGML type {name} has no encoder in this engine; encodable types: {listed}")
    raise ValueError(f"unknown tensor type {type_name!r}; encodable types: {listed}; "
                     f"file-type recipes: {', '.join(RECIPES)}")


def resolve_type(type_name: str, recipe=None) -> tuple:
    """(canonical name, whether it names a recipe). `recipe=None`: a recipe only when the
    name is not also a tensor type (Q4_K_M yes, Q4_0 no); True / False force either."""
    name = type_name.upper()
    if recipe is None:
        recipe = name in RECIPES and name not in encodable_types()
    if recipe:
        return check_recipe(name), True
    return check_type(type_name), False


def _check_paths(input_path: Path, output_path: Path, force: bool):
    if not input_path.exists():
        raise FileNotFoundError(f"{input_path}: no such file or directory")
    same = input_path.resolve() == output_path.resolve()
    if not same and output_path.exists():
        same = os.path.samefile(input_path, output_path)
    if same:
        raise ValueError(f"{output_path}: the output is the input file; write to another path")
    if output_path.exists() and not force:
        raise FileExistsError(f"{output_path} exists; pass --force to overwrite it")
    if output_path.is_dir():
        raise ValueError(f"{output_path} is a directory; expected a .gguf file path")
    parent = output_path.parent
    if not parent.is_dir():
        raise FileNotFoundError(f"{output_path}: the directory {parent} does not exist "
                                f"(create it first, or write elsewhere)")


# --------------------------------------------------------------- metadata with its types
def carried_metadata(reader: GGUFReader) -> dict:
    """The input's metadata as `Typed` values (original GGUF types kept), without the keys
    this command rewrites and without `split.*` (the output is one file)."""
    kinds = reader.value_types
    out = {}
    for key, value in reader.metadata.items():
        if key in _REWRITTEN or key.startswith("split."):
            continue
        kind = kinds.get(key)
        if isinstance(kind, tuple):                 # ("array", element kind)
            if kind[1] == "array":
                raise ValueError(f"{reader.path}: metadata {key!r} is an array of arrays, which "
                                 "this writer cannot write")
            kind = kind[1] if kind[1] in _SCALAR_KINDS else None
        elif kind not in _SCALAR_KINDS:
            kind = None
        out[key] = Typed(value, kind) if kind else value
    return out


# --------------------------------------------------------------- tensors
def target_type(name: str, shape, type_name: str) -> str:
    """The type tensor `name` is written as (before the writer's row-length fallback)."""
    if len(shape) >= 2 and name.endswith(".weight") and not name.endswith(KEEP_F32_SUFFIXES):
        return type_name
    return "F32"


def planned_types(reader, type_name: str, recipe: bool, imatrix: bool = False) -> dict:
    """name -> (type asked for, type written) of every tensor of `reader` quantized as the
    tensor type (or, with `recipe`, llama.cpp's recipe) `type_name`: the written type is the
    one asked for, or its row-length fallback (`fallback_type`, llama.cpp's per-type table)."""
    facts = model_facts(reader.metadata, reader.tensors) if recipe else None
    plan = {}
    for name, (shape, _, _) in reader.tensors.items():
        asked = (chosen_type(type_name, name, shape, facts, imatrix) if recipe
                 else target_type(name, shape, type_name))
        plan[name] = (asked, gq.fallback_type(asked, shape[-1]))
    return plan


def fallback_note(plan: dict, shapes: dict) -> str | None:
    """One line on the tensors whose rows do not hold whole blocks of the type asked for
    (`plan` of `planned_types`, `shapes` name -> shape), e.g. "30 tensors fell back, as
    llama.cpp's quantizer does: Q4_K -> Q5_0 (rows of 576 weights do not hold whole
    256-weight blocks)"; None when none did."""
    groups = {}
    for name, (asked, written) in plan.items():
        if asked != written:
            g = groups.setdefault((asked, written), [0, set()])
            g[0] += 1
            g[1].add(shapes[name][-1])
    if not groups:
        return None
    parts = []
    for (asked, written), (n, lengths) in sorted(groups.items(), key=lambda kv: -kv[1][0]):
        rows = " or ".join(map(str, sorted(lengths)))
        count = f"{n} " if len(groups) > 1 else ""
        parts.append(f"{count}{asked} -> {written} (rows of {rows} weights do not hold whole "
                     f"{gq.BLOCK[asked][0]}-weight blocks)")
    total = sum(n for n, _ in groups.values())
    return f"{total} tensor{'s' if total > 1 else ''} fell back, as llama.cpp's quantizer does: " \
           + "; ".join(parts)


def decoded_rows(reader, name, first=None) -> RowSource:
    """Tensor `name` of `reader` decoded to float32 a few rows at a time, as the writer asks
    for them (`first()`, when given, is called before its first rows are decoded)."""
    shape, type_name, _ = reader.tensors[name]
    cols = shape[-1] if len(shape) else 1
    row_size = gq.row_bytes(type_name, cols)

    def rows(r0, r1):
        if r0 == 0 and first is not None:
            first()
        raw = reader.raw(name)[r0 * row_size:r1 * row_size]
        return dequantize(raw, type_name, (r1 - r0, cols))
    return RowSource(shape, rows)


class _DecodedTensors(Mapping):
    """name -> (RowSource of the decoded tensor, type, importance or None): the writer
    decodes a chunk of rows at a time, so no whole float copy of a weight is held; a tqdm
    bar advances per tensor. `without_importance` collects the quantized weights the
    imatrix lacks."""

    def __init__(self, reader, plan: dict, bar, imatrix=None):
        self.reader, self.plan, self.bar, self.imatrix = reader, plan, bar, imatrix
        self.without_importance = []

    def __getitem__(self, name):
        type_name = self.plan[name]
        importance = None
        if self.imatrix is not None and type_name != "F32":
            importance = self.imatrix.importance(name, self.reader.tensors[name][0])
            if importance is None and name not in _NOT_A_PRODUCT:
                self.without_importance.append(name)

        def first():
            self.bar.set_postfix_str(name, refresh=False)
            self.bar.update(1)
        return decoded_rows(self.reader, name, first), type_name, importance

    def __iter__(self):
        return iter(self.plan)

    def __len__(self):
        return len(self.plan)


def imatrix_metadata(imatrix) -> dict:
    """The `quantize.imatrix.*` keys llama-quantize writes into a file quantized with one."""
    meta = {"quantize.imatrix.file": imatrix.path[:127]}
    if imatrix.datasets:
        meta["quantize.imatrix.dataset"] = imatrix.datasets[0][:127]
    meta["quantize.imatrix.entries_count"] = Typed(len(imatrix.entries), "u32")
    if imatrix.chunk_count > 0:
        meta["quantize.imatrix.chunks_count"] = Typed(imatrix.chunk_count, "u32")
    return meta


def _quantize_file(input_path: Path, output_path: Path, type_name: str, recipe: bool,
                   progress: bool, imatrix=None):
    from tqdm import tqdm

    reader = GGUFReader(input_path)
    planned = planned_types(reader, type_name, recipe, imatrix is not None)
    plan = {name: written for name, (_, written) in planned.items()}
    file_type = RECIPES[type_name].file_type if recipe else FILE_TYPES.get(type_name)
    requantized = sorted({t for _, t, _ in reader.tensors.values()} - {"F32", "F16", "BF16", "F64"})
    if requantized:
        warnings.warn(f"{input_path} already holds {', '.join(requantized)} tensors; they are "
                      f"decoded and re-encoded as {type_name}, so their errors add up")
    note = fallback_note(planned, {name: shape for name, (shape, _, _) in reader.tensors.items()})
    if note:
        warnings.warn(note)
    meta = carried_metadata(reader)
    if file_type is not None:
        meta["general.file_type"] = Typed(file_type, "u32")
    meta["general.quantization_version"] = Typed(QUANTIZATION_VERSION, "u32")
    if imatrix is not None:
        meta.update(imatrix_metadata(imatrix))
    alignment = reader.metadata.get("general.alignment", DEFAULT_ALIGNMENT)
    with tqdm(total=len(plan), desc=f"quantize {type_name}", unit="tensor", file=sys.stderr,
              disable=not progress) as bar:
        tensors = _DecodedTensors(reader, plan, bar, imatrix)
        write_gguf(output_path, meta, tensors, alignment=alignment)
    reader.close()
    if tensors.without_importance:
        missing = tensors.without_importance
        warnings.warn(f"{imatrix.path} has no entry for {len(missing)} quantized weights, encoded "
                      f"without importance: {', '.join(missing[:6])}" + (" ..." if len(missing) > 6 else ""))


def _quantize_checkpoint(directory: Path, output_path: Path, type_name: str, recipe: bool,
                         progress: bool, imatrix=None):
    """A Hugging Face checkpoint directory -> GGUF via the engine model. Its tokenizer is not
    converted (this engine reads no Hugging Face tokenizer.json), so the file has none. A
    recipe or an importance matrix goes through an F32 file next to the output (the recipe
    rules and imatrix entries use GGUF names), removed afterwards."""
    from engine.quantize.export import export_gguf
    from engine.models.hf import load_hf

    model = load_hf(directory)
    if (directory / "tokenizer.json").is_file():
        warnings.warn(f"{directory}/tokenizer.json is not converted; {output_path} has no "
                      "tokenizer metadata (llama.cpp needs one to run it)")
    if not recipe and imatrix is None:
        export_gguf(model, None, output_path, type_name, name=directory.name)
        return
    staged = output_path.with_name(output_path.name + ".f32.tmp")
    try:
        export_gguf(model, None, staged, "F32", name=directory.name)
        del model
        _quantize_file(staged, output_path, type_name, recipe, progress, imatrix)
    finally:
        staged.unlink(missing_ok=True)


def quantize_gguf(input_path, output_path, type_name, force=False, progress=True,
                  recipe=None, imatrix=None) -> Path:
    """Write `output_path`: `input_path` (a .gguf file or a Hugging Face checkpoint
    directory) with every weight matrix encoded as `type_name`, or typed per tensor by the
    llama.cpp recipe `type_name` (see `resolve_type` for `recipe`). `imatrix`: an
    importance-matrix file path or `Imatrix` that weights the encoders (module docstring).
    Never overwrites the input; overwrites an existing output only with `force`. The file
    appears whole or not at all (the writer renames it into place). The progress bar
    (stderr) covers GGUF inputs; a checkpoint is written by `export_gguf` in one step."""
    from engine.quantize.imatrix import Imatrix, read_imatrix

    input_path, output_path = Path(input_path), Path(output_path)
    type_name, recipe = resolve_type(type_name, recipe)
    _check_paths(input_path, output_path, force)
    if imatrix is not None and not isinstance(imatrix, Imatrix):
        imatrix = read_imatrix(imatrix)
    if input_path.is_dir():
        _quantize_checkpoint(input_path, output_path, type_name, recipe, progress, imatrix)
    else:
        _quantize_file(input_path, output_path, type_name, recipe, progress, imatrix)
    return output_path


def summary(input_path, output_path, type_name, seconds) -> dict:
    """What `quantize_main` prints: tensors per type of the written file, the sizes of input
    and output in MiB (a checkpoint directory: its files together)."""
    from engine.cli.sizes import mib

    r = GGUFReader(output_path)
    per_type = dict(sorted(Counter(t for _, t, _ in r.tensors.values()).items()))
    r.close()
    input_path = Path(input_path)
    files = [p for p in input_path.rglob("*") if p.is_file()] if input_path.is_dir() else [input_path]
    return {"input": str(input_path), "output": str(output_path), "type": type_name,
            "tensors": per_type, "input_mib": mib(sum(p.stat().st_size for p in files)),
            "output_mib": mib(os.path.getsize(output_path)), "seconds": round(seconds, 2)}


def quantize_main(args) -> int:
    """`run.py gguf quantize IN OUT TYPE [--force] [--imatrix FILE]`: quantize, then one JSON
    line. An `args.recipe` (absent: None) is passed on as `quantize_gguf`'s `recipe`."""
    start = time.perf_counter()
    recipe = getattr(args, "recipe", None)
    imatrix = getattr(args, "imatrix", None)
    out = quantize_gguf(args.input, args.output, args.type, force=args.force, recipe=recipe,
                        imatrix=imatrix)
    line = summary(args.input, out, resolve_type(args.type, recipe)[0], time.perf_counter() - start)
    if imatrix:
        line["imatrix"] = str(imatrix)
    print(json.dumps(line), flush=True)
    return 0
