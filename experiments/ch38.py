"""Chapter 38, stretch 1 and 4: how much each quantization type costs, for this engine's
quantizer (plain and importance-weighted) and llama.cpp's, side by side.

    python experiments/ch38.py [--model FILE.gguf] [--recipes Q8_0,Q6_K,...] [--layers N]

1. Reference: the model's weights decoded to F32 and written with this engine's writer
   (the real files are already quantized; the highest precision at hand is their decoded
   weights). Every file below is quantized from this one F32 file.
2. An importance matrix computed with this engine on calibration text (by default the
   repository's own guides and sources), written in llama.cpp's GGUF imatrix format.
3. Per recipe, four files: ours, ours with the imatrix, llama.cpp's quantizer, llama.cpp's
   with the same imatrix (read by llama.cpp's gguf parser from our file).
4. Per file, this engine's logits (load_gguf, quantized layers) on an evaluation text
   against the engine's logits on the F32 reference: mean KL divergence per token and
   top-1 agreement. llama.cpp's logits on our file and on its own file give the
   cross-check: engine-vs-llama.cpp KL on our file over the same on llama.cpp's file.
5. A markdown table (printed, and written with a JSON of every figure and a PNG plot of KL
   against bits per weight to --out), and the issue's checks: size within 2% and the same
   tensor types as llama.cpp's file of the recipe, cross-check ratio <= 1.25, and our
   Q4_K_M / Q5_K_M / Q6_K no worse than llama.cpp's in KL (within 3%).

Results are cached per file in --work (results.json), so an interrupted run resumes;
quantized files are deleted once measured unless --keep.
"""
import argparse
import glob
import json
import os
import sys
import time
import warnings
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from engine.evaluation.logit_quality import kl_divergence, top1_agreement  # noqa: E402
from engine.quantize.requantize import carried_metadata, decoded_rows, quantize_gguf  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from engine.gguf.writer import Typed, write_gguf  # noqa: E402

RECIPES = ["Q8_0", "Q6_K", "Q5_K_M", "Q4_K_M", "Q4_0", "IQ4_XS", "Q3_K_M", "Q2_K"]
MUST_MATCH_KL = ("Q4_K_M", "Q5_K_M", "Q6_K")     # ours no worse than llama.cpp's (within 3%)
VARIANTS = ("ours", "ours+imatrix", "llama.cpp", "llama.cpp+imatrix")
DEFAULT_MODEL = Path(os.environ.get("GGUF_MODELS", Path.home() / ".cache" / "gguf-models")) / \
    "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_EVAL = Path("/usr/share/common-licenses/GPL-3")


# ---------------------------------------------------------------- inputs
def decoded_copy(src, dst, n_layers=None) -> Path:
    """`src` with every tensor decoded to F32 (metadata kept, general.file_type 0); with
    `n_layers`, only the first n_layers blocks (block_count rewritten): a small real model."""
    reader = GGUFReader(src)
    meta = carried_metadata(reader)
    meta["general.file_type"] = Typed(0, "u32")
    arch = reader.metadata["general.architecture"]
    keep = list(reader.tensors)
    if n_layers is not None:
        meta[f"{arch}.block_count"] = Typed(n_layers, "u32")
        keep = [n for n in keep if not n.startswith("blk.") or int(n.split(".")[1]) < n_layers]

    write_gguf(dst, meta, _Decoded(reader, keep))
    reader.close()
    return Path(dst)


class _Decoded(Mapping):
    """name -> (decoded tensor, "F32"), rows decoded only as the writer asks for them."""

    def __init__(self, reader, names):
        self.reader, self.names = reader, names

    def __getitem__(self, name):
        return decoded_rows(self.reader, name), "F32"

    def __iter__(self):
        return iter(self.names)

    def __len__(self):
        return len(self.names)


def calibration_text() -> str:
    """The repository's guides and engine sources: technical English and Python."""
    files = sorted(glob.glob(str(ROOT / "chapters" / "*.md"))) + [str(ROOT / "README.md")]
    files += sorted(glob.glob(str(ROOT / "engine" / "**" / "*.py"), recursive=True))
    return "\n\n".join(Path(f).read_text(encoding="utf-8") for f in files)


FALLBACK_EVAL = (
    "The lighthouse keeper wrote in his log every evening: the wind from the north-west, the "
    "height of the swell, the ships that passed and the lamps that were trimmed. In 1911 the "
    "keeper recorded forty-two vessels in one week, most of them colliers bound for London.\n\n"
    "def moving_average(values, width):\n    total = sum(values[:width])\n    out = [total / width]\n"
    "    for i in range(width, len(values)):\n        total += values[i] - values[i - width]\n"
    "        out.append(total / width)\n    return out\n\n"
    "A recipe for bread needs flour, water, salt and yeast; the dough rests for two hours, is "
    "folded, shaped and baked at 230 degrees until the crust sounds hollow when tapped. "
    "Questions: if a train leaves at 9:40 and the journey takes 2 hours 35 minutes, it arrives "
    "at 12:15. The committee will meet again on Thursday to review the budget for next year.\n")


def eval_text(path) -> str:
    """The evaluation text: `path` if it exists, else a built-in mix of prose, code and numbers."""
    if path and Path(path).is_file():
        return Path(path).read_text(encoding="utf-8")
    return FALLBACK_EVAL * 6


# ---------------------------------------------------------------- measuring one file
def engine_logits(path, ids) -> torch.Tensor:
    from engine.gguf.load import load_gguf
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    with torch.inference_mode():
        out = model(torch.tensor([ids]))[0].float()
    del model
    return out


def file_facts(path) -> dict:
    r = GGUFReader(path)
    types = {n: t for n, (_, t, _) in r.tensors.items()}
    params = sum(torch.Size(s).numel() for s, _, _ in r.tensors.values())
    r.close()
    size = os.path.getsize(path)
    return {"bytes": size, "bpw": 8 * size / params, "types": types}


def measure(path, ids, reference, llama_logits=True) -> dict:
    """KL / top-1 of the engine on `path` against `reference`; with `llama_logits`, also the
    KL between llama.cpp's and the engine's logits on the same file (the cross-check)."""
    from engine.evaluation import llama_cpp
    ours = engine_logits(path, ids)
    kl = kl_divergence(reference, ours)
    out = {**file_facts(path), "kl_mean": float(kl.mean()), "kl_median": float(kl.median()),
           "kl_p99": float(kl.quantile(0.99)), "top1": top1_agreement(ours, reference)}
    if llama_logits:
        theirs = llama_cpp.logits(path, ids)
        out["engine_vs_llama_kl"] = float(kl_divergence(theirs, ours).mean())
    return out


# ---------------------------------------------------------------- the run
def make_file(variant, recipe, ref, imfile, importance, work: Path) -> Path:
    from engine.evaluation import llama_cpp
    out = work / f"{recipe}-{variant.replace('+', '-')}.gguf"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")           # "no entry for output.weight": expected
        if variant == "ours":
            quantize_gguf(ref, out, recipe, force=True, recipe=True, progress=False)
        elif variant == "ours+imatrix":
            quantize_gguf(ref, out, recipe, force=True, recipe=True, progress=False, imatrix=imfile)
        elif variant == "llama.cpp":
            llama_cpp.quantize(ref, out, recipe)
        else:
            llama_cpp.quantize(ref, out, recipe, importance)
    return out


def run(args):
    from engine.evaluation import llama_cpp
    from engine.gguf.tokenizer import tokenizer_from_gguf
    from engine.quantize.imatrix import write_imatrix
    from engine.quantize.imatrix_collect import imatrix_from_text

    work, out_dir = Path(args.work), Path(args.out)
    work.mkdir(parents=True, exist_ok=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    cache_path = work / "results.json"
    cache = json.loads(cache_path.read_text()) if cache_path.is_file() else {}
    ref = work / "reference-f32.gguf"
    if not ref.is_file():
        log(f"decoding {args.model} -> {ref}" + (f" ({args.layers} layers)" if args.layers else ""))
        decoded_copy(args.model, ref, args.layers)
    imfile = work / "imatrix.gguf"
    if not imfile.is_file():
        t0 = time.perf_counter()
        im = imatrix_from_text(ref, calibration_text(), chunk_size=512, max_chunks=args.calibration_chunks,
                               dataset="repository guides and sources")
        write_imatrix(imfile, im)
        log(f"imatrix: {len(im.entries)} entries over {im.chunk_count} chunks of 512 tokens "
            f"in {time.perf_counter() - t0:.0f} s")
    importance = llama_cpp.read_imatrix(imfile)["importance"]     # as llama.cpp reads our file
    reader = GGUFReader(ref)
    tok = tokenizer_from_gguf(reader.metadata)
    reader.close()
    ids = tok.encode(eval_text(args.text), add_special=True)[:args.tokens]
    log(f"evaluation: {len(ids)} tokens of {args.text if Path(args.text).is_file() else 'a built-in paragraph'}")
    reference = engine_logits(ref, ids)
    text_name = args.text if Path(args.text).is_file() else "a built-in paragraph"
    cache.setdefault("meta", {}).update({"model": str(args.model), "layers": args.layers,
                                         "tokens": len(ids), "text": text_name,
                                         "calibration_chunks": args.calibration_chunks,
                                         "reference": file_facts(ref)["bpw"]})
    for recipe in args.recipes:
        for variant in VARIANTS:
            key = f"{recipe} {variant}"
            if key in cache:
                continue
            t0 = time.perf_counter()
            path = make_file(variant, recipe, ref, imfile, importance, work)
            made = time.perf_counter() - t0
            cache[key] = {**measure(path, ids, reference, llama_logits=variant in ("ours", "llama.cpp")),
                          "quantize_s": round(made, 1)}
            log(f"{key}: KL {cache[key]['kl_mean']:.5f}, top-1 {cache[key]['top1']:.3f}, "
                f"{cache[key]['bpw']:.2f} bpw, quantized in {made:.0f} s")
            cache_path.write_text(json.dumps(cache, indent=1))
            if not args.keep:
                path.unlink()
    report(cache, args.recipes, out_dir)


def log(msg):
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- report
def checks(cache, recipes) -> list:
    """(description, figure, anchor, passed) for each of the issue's must-show checks."""
    rows = []
    for r in recipes:
        ours, theirs = cache[f"{r} ours"], cache[f"{r} llama.cpp"]
        ratio = ours["bytes"] / theirs["bytes"]
        rows.append((f"{r}: size ours / llama.cpp", f"{ratio:.4f}", "within 2%", abs(ratio - 1) <= 0.02))
        differ = sorted(n for n in ours["types"] if ours["types"][n] != theirs["types"].get(n))
        rows.append((f"{r}: tensor types equal llama.cpp's", f"{len(differ)} differ", "0",
                     not differ and ours["types"].keys() == theirs["types"].keys()))
        a, b = ours["engine_vs_llama_kl"], theirs["engine_vs_llama_kl"]
        rows.append((f"{r}: llama.cpp-vs-engine KL, our file / llama.cpp's", f"{a:.2e} / {b:.2e} = {a / b:.3f}",
                     "<= 1.25", a <= 1.25 * b))
        for v in ("+imatrix",):
            o, t = cache[f"{r} ours{v}"], cache[f"{r} llama.cpp{v}"]
            differ = sorted(n for n in o["types"] if o["types"][n] != t["types"].get(n))
            rows.append((f"{r}{v}: tensor types equal llama.cpp's", f"{len(differ)} differ", "0", not differ))
        if r in MUST_MATCH_KL:
            a, b = ours["kl_mean"], theirs["kl_mean"]
            rows.append((f"{r}: KL vs F32, ours / llama.cpp", f"{a:.5f} / {b:.5f} = {a / b:.3f}",
                         "<= 1.03", a <= 1.03 * b))
    return rows


def source_types(model) -> str:
    """The tensor types of the file the reference was decoded from, e.g. "Q4_1 x210, F32 x61"."""
    from collections import Counter
    r = GGUFReader(model)
    counts = Counter(t for _, t, _ in r.tensors.values())
    r.close()
    return ", ".join(f"{t} x{n}" for t, n in counts.most_common())


def markdown(cache, recipes) -> str:
    meta = cache["meta"]
    lines = [f"Model {Path(meta['model']).name}" + (f" (first {meta['layers']} layers)" if meta["layers"] else "")
             + f", {meta['tokens']} evaluation tokens of {meta.get('text', 'the evaluation text')}, "
             f"importance matrix from {meta.get('calibration_chunks', '?')} chunks of 512 tokens of the "
             "repository's guides and sources. Reference: the weights decoded to F32 (the file "
             f"holds {source_types(meta['model'])}), so they sit on that file's quantization grid. "
             "Mean KL(reference || file) per token in nats, top-1 agreement with the reference, "
             "file bits per weight.", "",
             "| recipe | " + " | ".join(f"{v} KL | {v} top-1" for v in VARIANTS) + " | bpw ours / llama.cpp |",
             "|---" * (2 + 2 * len(VARIANTS)) + "|"]
    for r in recipes:
        cells = []
        for v in VARIANTS:
            c = cache[f"{r} {v}"]
            cells += [f"{c['kl_mean']:.5f}", f"{c['top1']:.3f}"]
        lines.append(f"| {r} | " + " | ".join(cells)
                     + f" | {cache[f'{r} ours']['bpw']:.3f} / {cache[f'{r} llama.cpp']['bpw']:.3f} |")
    lines += ["", "| check | figure | anchor | |", "|---|---|---|---|"]
    lines += [f"| {d} | {f} | {a} | {'pass' if ok else 'FAIL'} |" for d, f, a, ok in checks(cache, recipes)]
    return "\n".join(lines)


def plot(cache, recipes, path) -> bool:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        log("matplotlib is not installed (pip install -r requirements-dev.txt): no plot")
        return False
    fig, ax = plt.subplots(figsize=(8, 5))
    for v, marker in zip(VARIANTS, "osx^"):
        xs = [cache[f"{r} {v}"]["bpw"] for r in recipes]
        ys = [cache[f"{r} {v}"]["kl_mean"] for r in recipes]
        ax.scatter(xs, ys, marker=marker, label=v, alpha=0.8)
    for r in recipes:
        c = cache[f"{r} ours"]
        ax.annotate(r, (c["bpw"], c["kl_mean"]), textcoords="offset points", xytext=(4, 4), fontsize=8)
    ax.set_yscale("log")
    ax.set_xlabel("file bits per weight")
    ax.set_ylabel("mean KL(F32 || quantized) per token [nats]")
    ax.set_title(f"{Path(cache['meta']['model']).name}: quantization cost by type")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    return True


def report(cache, recipes, out_dir: Path):
    text = markdown(cache, recipes)
    print(text)
    (out_dir / "ch38.md").write_text(text + "\n")
    (out_dir / "ch38.json").write_text(json.dumps(cache, indent=1))
    if plot(cache, recipes, out_dir / "ch38.png"):
        log(f"wrote {out_dir / 'ch38.md'}, ch38.json and ch38.png")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--model", default=str(DEFAULT_MODEL), help="GGUF file (default: SmolLM2 Q4_1)")
    p.add_argument("--recipes", default=",".join(RECIPES), help="comma-separated llama.cpp recipes")
    p.add_argument("--layers", type=int, default=None, help="keep only the first N layers")
    p.add_argument("--text", default=str(DEFAULT_EVAL), help="evaluation text (default: the GPL-3 "
                   "text where installed, else a built-in paragraph)")
    p.add_argument("--tokens", type=int, default=1024, help="evaluation tokens (default: %(default)s)")
    p.add_argument("--calibration-chunks", type=int, default=32, help="imatrix chunks of 512 tokens")
    p.add_argument("--work", default="/tmp/ch38-work", help="files and the results cache")
    p.add_argument("--out", default="experiments/results", help="table, JSON and plot")
    p.add_argument("--keep", action="store_true", help="keep the quantized files")
    p.add_argument("--threads", type=int, default=1,
                   help="torch threads (the search encoders run best on one; default: %(default)s)")
    p.add_argument("--report-only", action="store_true",
                   help="write the table, JSON and plot from --work's cached results")
    args = p.parse_args(argv)
    args.recipes = [r.strip().upper() for r in args.recipes.split(",") if r.strip()]
    torch.set_num_threads(args.threads)
    if args.report_only:
        Path(args.out).mkdir(parents=True, exist_ok=True)
        report(json.loads((Path(args.work) / "results.json").read_text()), args.recipes, Path(args.out))
    else:
        run(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
