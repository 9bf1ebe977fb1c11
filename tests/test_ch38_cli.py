"""The command line as a new user meets it: `run.py gguf` (run, inspect, quantize) and
`run.py bench`. Options and their refusals, what is imported before the first word, one
size unit, fallback types as llama.cpp's quantizer picks them, `inspect --json` in full
and on a truncated file, Ctrl-C, the loading bar, and the package (pyproject.toml and the
README's Python example run from outside the checkout).

Most tests run in this process on a tiny file; a few need a fresh interpreter (what
`--help` imports, how a warning prints) and run `run.py` in a subprocess.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import numpy as np
import pytest
import torch

import run
from engine.gguf.reader import GGUFReader
from engine.gguf.writer import Typed, write_gguf
from engine.quantize.requantize import fallback_note, planned_types, quantize_gguf

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("torch", "numpy", "triton")


def run_py(*args, cwd=ROOT, timeout=300, env=None):
    return subprocess.run([sys.executable, "run.py", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout, env=env)


def cli(*args) -> int:
    """`run.py ARGS` in this process."""
    return run.main([str(a) for a in args])


def subcommand(command: str, action: str | None = None) -> argparse.ArgumentParser:
    """The parser of `run.py COMMAND [ACTION]`, as run.py builds it."""
    parser = run.build_parser([command])
    p = _choices(parser)[command]
    return _choices(p)[action] if action else p


def _choices(parser):
    return next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    """The demo's 4-layer random Qwen3 model with its tokenizer, as a Q8_0 file."""
    from engine.cli.demo import test_model
    from engine.quantize.export import export_gguf

    model, tok = test_model()
    return export_gguf(model, tok, tmp_path_factory.mktemp("cli") / "tiny-Q8_0.gguf", "Q8_0",
                       name="cli test model")


def rows_576(path: Path, type_name="F32") -> Path:
    """A small llama-named file whose matrices have SmolLM2's row lengths (576; ffn_down 1536)."""
    g = torch.Generator().manual_seed(0)
    tensors = {"token_embd.weight": (torch.randn(64, 576, generator=g), type_name),
               "blk.0.attn_q.weight": (torch.randn(64, 576, generator=g), type_name),
               "blk.0.ffn_down.weight": (torch.randn(32, 1536, generator=g), type_name),
               "blk.0.attn_norm.weight": (torch.randn(576, generator=g), "F32")}
    return write_gguf(path, {"general.architecture": "llama"}, tensors)


# ------------------------------------------------------------------ 1. fallbacks as llama.cpp
# ftype whose default tensor type (with params.pure) is the type itself
FTYPE = {"Q4_K": "Q4_K_M", "Q5_K": "Q5_K_M", "Q6_K": "Q6_K", "Q2_K": "Q2_K"}
FALLBACK = {"Q4_K": "Q5_0", "Q5_K": "Q5_1", "Q6_K": "Q8_0", "Q2_K": "Q4_0"}


def test_fallback_note_says_how_many_to_what_and_why():
    shapes = {"a": [8, 576], "b": [8, 576], "c": [8, 1536], "d": [8, 100]}
    plan = {"a": ("Q4_K", "Q5_0"), "b": ("Q4_K", "Q5_0"), "c": ("Q4_K", "Q4_K")}
    assert fallback_note(plan, shapes) == (
        "2 tensors fell back, as llama.cpp's quantizer does: Q4_K -> Q5_0 (rows of 576 weights "
        "do not hold whole 256-weight blocks)")
    plan["d"] = ("Q8_0", "F16")
    assert fallback_note(plan, shapes).startswith("3 tensors fell back, as llama.cpp's quantizer "
                                                  "does: 2 Q4_K -> Q5_0 (rows of 576 weights")
    assert fallback_note(plan, shapes).endswith("; 1 Q8_0 -> F16 (rows of 100 weights do not "
                                                "hold whole 32-weight blocks)")
    assert fallback_note({"c": ("Q4_K", "Q4_K")}, shapes) is None


@pytest.fixture(scope="module")
def smollm2_rows(tmp_path_factory) -> Path:
    """The real SmolLM2 file cut down: its metadata, blocks 0 and 1 and the embedding, each
    matrix 32 of its rows (of their real lengths, 576 and 1536: what decides a fallback), as
    F32, so that both quantizers run in seconds."""
    from conftest import real_model_path
    from engine.blocks import registry as gq
    from engine.kernels.backend import dequantize
    from engine.quantize.requantize import carried_metadata

    r = GGUFReader(real_model_path("smollm2"))
    meta = carried_metadata(r)
    meta["llama.block_count"] = Typed(2, "u32")
    tensors = {}
    for name, (shape, type_name, _) in r.tensors.items():
        m = re.match(r"blk\.(\d+)\.", name)
        if m and int(m.group(1)) >= 2:
            continue
        if len(shape) >= 2:
            raw = r.raw(name)[:32 * gq.row_bytes(type_name, shape[-1])]
            tensors[name] = (dequantize(raw, type_name, (32, shape[-1])), "F32")
        else:
            tensors[name] = (r.tensor(name), "F32")
    path = write_gguf(tmp_path_factory.mktemp("smollm2") / "smollm2-2-blocks-F32.gguf", meta, tensors)
    r.close()
    return path


@pytest.mark.parametrize("type_name", list(FTYPE))
def test_fallback_types_match_llama_cpp_on_smollm2_rows(type_name, smollm2_rows, tmp_path):
    """`quantize TYPE` writes every tensor as llama.cpp's quantizer (`--pure`, the same type)
    does: the 576-wide rows fall back per type, the 1536-wide ffn_down rows keep TYPE."""
    from conftest import llama_cpp_oracle
    from engine.evaluation import llama_cpp as oracle

    llama_cpp_oracle()
    theirs_path = tmp_path / "theirs.gguf"
    assert oracle.quantize_rc(smollm2_rows, theirs_path, FTYPE[type_name], pure=True, requantize=True) == 0
    theirs = {n: t for n, (_, t, _) in GGUFReader(theirs_path).tensors.items()}
    with pytest.warns(UserWarning, match=rf"^13 tensors fell back, as llama.cpp's quantizer does: "
                                         rf"{type_name} -> {FALLBACK[type_name]} \(rows of 576 weights"):
        ours_path = quantize_gguf(smollm2_rows, tmp_path / "ours.gguf", type_name, progress=False)
    ours = {n: t for n, (_, t, _) in GGUFReader(ours_path).tensors.items()}
    assert ours == theirs
    assert ours["blk.0.attn_q.weight"] == FALLBACK[type_name] and ours["blk.0.ffn_down.weight"] == type_name
    planned = planned_types(GGUFReader(smollm2_rows), type_name, recipe=False)
    assert {n: written for n, (_, written) in planned.items()} == theirs


# ------------------------------------------------------------------ 2. sizes in MiB
def _no_mb_keys(obj: dict):
    bad = [k for k in obj if re.search(r"_mb$|_MB$", k)]
    assert not bad, f"sizes must be MiB, named _mib: {bad}"


def test_sizes_are_mib_everywhere(tiny, tmp_path, capsys):
    from engine.cli.generate import summary
    from engine.gguf.load import load_gguf

    out = tmp_path / "q4_0.gguf"
    assert cli("gguf", "quantize", tiny, out, "Q4_0") == 0
    q = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    _no_mb_keys(q)
    assert q["output_mib"] == round(out.stat().st_size / 2**20, 2) > 0
    assert q["input_mib"] == round(tiny.stat().st_size / 2**20, 2)

    assert cli("gguf", "inspect", "--json", tiny) == 0
    total = json.loads(capsys.readouterr().out)["total"]
    assert total["mib"] == round(total["bytes"] / 2**20, 2)

    model, _ = load_gguf(tiny, dtype=torch.float32, progress=False)
    s = summary(model, tiny)
    _no_mb_keys(s)
    assert s["file_mib"] == round(tiny.stat().st_size / 2**20, 2)
    assert 0 < s["weights_mib"] <= s["file_mib"] * 1.5 and s["rss_mib"] > 0

    assert cli("bench", "-m", tiny, "--prompt-tokens", 8, "--gen-tokens", 2, "--runs", 2, "--depth", 5,
                     "--threads", torch.get_num_threads()) == 0
    text = capsys.readouterr().out
    b = json.loads(text.strip().splitlines()[-1])
    _no_mb_keys(b)
    assert b["file_mib"] == s["file_mib"] and b["rss_peak_mib"] >= b["rss_run_mib"] > 0
    assert b["depth"] == 5 and b["prompt_tokens"] == 8     # 5 tokens of context, then the 8 timed
    assert b["prefill_best_tok_s"] >= b["prefill_tok_s"] > 0 and b["decode_best_tok_s"] >= b["decode_tok_s"] > 0
    assert " MiB" in text and " MB" not in text


# ------------------------------------------------------------------ 4. options and help
@pytest.mark.parametrize("command", ["gguf", "bench"])
def test_model_file_option_names(command):
    p = subcommand(command)
    for flag in ("-m", "--model", "--model-dir"):
        assert p.parse_args([flag, "x.gguf"]).model_dir == "x.gguf"
    text = p.format_help()
    assert "-m FILE.gguf, --model FILE.gguf, --model-dir FILE.gguf" in text and "MODEL_DIR" not in text


@pytest.mark.parametrize("command,action", [("gguf", None), ("bench", None), ("gguf", "inspect"),
                                            ("gguf", "quantize"), ("gguf", "imatrix"), ("serve", None),
                                            ("chat", None)])
def test_every_option_says_its_default(command, action):
    p = subcommand(command, action)
    for a in p._actions:
        if a.option_strings and a.help != argparse.SUPPRESS and "-h" not in a.option_strings:
            assert a.help and ("default" in a.help or a.required and "required" in a.help), f"{command} {action or ''} {a.option_strings[-1]}: {a.help!r}"
        if not a.option_strings and not isinstance(a, argparse._SubParsersAction):
            assert a.help, f"{command} {action}: positional {a.dest} has no help"


def test_kernels_option_picks_the_book_code_or_the_c_library(tiny, capsys):
    """`--kernels torch` runs a file on the PyTorch code (Chapter 38's decoders and layers),
    `--kernels c` on the C library; with float activations both give the same greedy text."""
    texts = {}
    for kernels in ("torch", "c"):
        assert cli("gguf", "-m", tiny, "--kernels", kernels, "--activations", "float", "--prompt", "hello",
                   "--max-tokens", 6) == 0
        out = capsys.readouterr().out.splitlines()
        assert json.loads(out[0])["backend"].split()[0] == kernels, out[0]
        assert json.loads(out[-1])["generated_tokens"] == 6, out[-1]
        texts[kernels] = "\n".join(out[1:-1])     # the prompt and what was generated
    assert texts["torch"].startswith("hello") and texts["torch"] == texts["c"]


def test_gguf_and_bench_share_compute_options():
    gguf, bench = subcommand("gguf"), subcommand("bench")
    for dest in ("threads", "dtype", "activations", "kv_cache", "cache_type_k", "cache_type_v"):
        g = next(a for a in gguf._actions if a.dest == dest)
        b = next(a for a in bench._actions if a.dest == dest)
        assert g.choices == b.choices, dest
    assert next(a for a in gguf._actions if a.dest == "dtype").choices == ("float32", "bfloat16", "float16")


# ------------------------------------------------------------------ 5. refused early, nothing heavy
REFUSED = [
    (["gguf", "--max-tokens", "0"], "--max-tokens must be at least 1, got 0"),
    (["gguf", "--temperature", "-1"], "--temperature must be at least 0, got -1.0"),
    (["gguf", "--top-p", "2"], "--top-p must be in (0, 1], got 2.0"),
    (["gguf", "--top-p", "0"], "--top-p must be in (0, 1], got 0.0"),
    (["gguf", "--prompt", ""], "--prompt must be non-empty text, got ''"),
    (["gguf", "--top-k", "-1"], "--top-k must be at least 0, got -1"),
    (["gguf", "--threads", "0"], "--threads must be at least 1, got 0"),
    (["bench", "-m", "x.gguf", "--runs", "0"], "--runs must be at least 1, got 0"),
    (["bench", "-m", "x.gguf", "--depth", "-1"], "--depth must be at least 0, got -1"),
    (["gguf", "imatrix", "m.gguf", "--text", "t.txt", "--chunk-size", "0"],
     "--chunk-size must be at least 1, got 0"),
    # an unknown option before a sub-action: named, not its value taken for the action
    (["gguf", "--max-new-tokens", "8"], "unrecognized option --max-new-tokens (did you mean --max-tokens?)"),
    (["bench", "-m", "x.gguf", "--thread", "2", "--bogus"], "unrecognized option --bogus"),
]


@pytest.mark.parametrize("argv,message", REFUSED, ids=[" ".join(a) for a, _ in REFUSED])
def test_bad_values_are_refused_in_the_options_words(argv, message, capsys):
    with pytest.raises(SystemExit) as e:
        run.main(argv)
    assert e.value.code == 2
    prog = "run.py gguf imatrix" if "imatrix" in argv else f"run.py {argv[0]}"
    assert capsys.readouterr().err.strip().splitlines()[-1] == f"{prog}: error: {message}"


def test_unknown_cpu_path_is_refused(capsys):
    """--cpu-path is checked against the library's copies (which loads torch, so it is not
    among the refusals below that must stay light)."""
    with pytest.raises(SystemExit) as e:
        run.main(["bench", "-m", "x.gguf", "--cpu-path", "avx3"])
    assert e.value.code == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        "run.py bench: error: --cpu-path must be one of scalar, avx2, avxvnni, avx512, avx512vnni, amx, got 'avx3'")


def test_help_and_refusals_import_nothing_heavy():
    """`--help` and a refused option answer before torch (seconds on a loaded machine) loads."""
    calls = [["gguf", "--help"], ["bench", "--help"], ["models", "--help"], ["exercise", "--help"],
             ["gguf", "quantize", "--help"], ["gguf", "inspect", "--help"], *[a for a, _ in REFUSED]]
    script = (
        "import contextlib, io, json, sys\n"
        "import run\n"
        "codes = []\n"
        f"for argv in {calls!r}:\n"
        "    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):\n"
        "        try:\n"
        "            run.main(argv)\n"
        "        except SystemExit as e:\n"
        "            codes.append(e.code)\n"
        f"print(json.dumps({{'codes': codes, 'heavy': sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r})}}))\n")
    p = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    got = json.loads(p.stdout)
    assert got["codes"] == [0] * 6 + [2] * len(REFUSED)
    assert got["heavy"] == [], f"imported before any work: {got['heavy'][:5]}"


# ------------------------------------------------------------------ 6. quantize's messages
def test_quantize_warnings_are_plain_lines(tmp_path):
    """A requantized input and fallen-back rows: one `warning:` line each, no Python source."""
    src = rows_576(tmp_path / "q4_1.gguf", "Q4_1")
    p = run_py("gguf", "quantize", src, tmp_path / "out.gguf", "Q4_K")
    assert p.returncode == 0, p.stderr
    lines = [ln for ln in re.split(r"[\r\n]", p.stderr) if ln and not ln.startswith("quantize Q4_K")]
    assert lines == [
        f"warning: {src} already holds Q4_1 tensors; they are decoded and re-encoded as Q4_K, "
        "so their errors add up",
        "warning: 2 tensors fell back, as llama.cpp's quantizer does: Q4_K -> Q5_0 (rows of 576 "
        "weights do not hold whole 256-weight blocks)"], p.stderr
    assert {t for _, t, _ in GGUFReader(tmp_path / "out.gguf").tensors.values()} == {"F32", "Q4_K", "Q5_0"}


def test_ctrl_c_during_quantize_is_one_line_and_leaves_no_file(tiny, tmp_path, monkeypatch, capsys):
    from engine.gguf import writer

    inner, calls = writer._write_tensor, []

    def interrupted(*args, **kw):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return inner(*args, **kw)
    monkeypatch.setattr(writer, "_write_tensor", interrupted)
    out = tmp_path / "out.gguf"
    assert cli("gguf", "quantize", tiny, out, "Q8_0") == 130
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == f"interrupted: {out} was not written"
    assert "Traceback" not in err and len(calls) == 3
    assert list(tmp_path.iterdir()) == []          # neither OUT nor OUT.part


def test_quantize_into_a_missing_directory_names_it(tiny, tmp_path, capsys):
    out = tmp_path / "no-such-dir" / "out.gguf"
    assert cli("gguf", "quantize", tiny, out, "Q8_0") == 2
    err = capsys.readouterr().err
    assert err == f"error: {out}: the directory {out.parent} does not exist (create it first, or write elsewhere)\n"
    with pytest.raises(FileNotFoundError, match=rf"the directory {re.escape(str(out.parent))} does not exist"):
        write_gguf(out, {}, {})


# ------------------------------------------------------------------ 7. inspect
METADATA = {
    "general.architecture": "llama",
    "general.name": "naïve – ünïcode",
    "tokenizer.chat_template": "{% for m in messages %}\n" * 40,      # long and multi-line
    "u8": Typed(255, "u8"), "i8": Typed(-128, "i8"), "u16": Typed(65535, "u16"),
    "i16": Typed(-32768, "i16"), "u32": Typed(2**32 - 1, "u32"), "i32": Typed(-2**31, "i32"),
    "u64": Typed(2**64 - 1, "u64"), "i64": Typed(-2**63, "i64"), "f32": Typed(0.1, "f32"),
    "f64": Typed(1 / 3, "f64"), "bool": False,
    "strings": [f"tok{i}" for i in range(1000)] + ["é\n\t\"'"],
    "i32s": np.arange(-50, 50, dtype=np.int32), "f32s": np.linspace(-1, 1, 77, dtype=np.float32),
    "u64s": np.array([0, 2**64 - 1], dtype=np.uint64), "bools": np.array([True, False] * 9),
    "u8s": Typed(list(range(20)), "u8"), "empty": Typed([], "i32"),
}


def _plain(v):
    return v.tolist() if isinstance(v, np.ndarray) else v


@pytest.fixture(scope="module")
def every_value(tmp_path_factory) -> Path:
    tensors = {"blk.0.attn_q.weight": (torch.randn(64, 256), "Q8_0"),
               "blk.0.attn_norm.weight": (torch.randn(256), "F32")}
    return write_gguf(tmp_path_factory.mktemp("inspect") / "every-value.gguf", METADATA, tensors)


def _round_trip(path, capsys):
    assert cli("gguf", "inspect", "--json", path) == 0
    got = json.loads(capsys.readouterr().out)
    r = GGUFReader(path)
    assert list(got["metadata"]) == list(r.metadata)
    for key, value in r.metadata.items():
        assert got["metadata"][key] == _plain(value), key
        kind = r.value_types[key]
        assert got["metadata_types"][key] == (list(kind) if isinstance(kind, tuple) else kind), key
    assert [t["name"] for t in got["tensors"]] == list(r.tensors) and got["error"] is None
    return got


def test_inspect_json_round_trips_every_metadata_value(every_value, capsys):
    got = _round_trip(every_value, capsys)
    assert got["metadata"]["u64"] == 2**64 - 1 and got["metadata_types"]["strings"] == ["array", "string"]
    assert cli("gguf", "inspect", every_value) == 0      # the table abbreviates
    table = capsys.readouterr().out
    assert "[1001 x string] ['tok0'," in table and "... (960 chars)" in table


def test_inspect_json_round_trips_a_real_file(capsys):
    from conftest import real_model_path
    got = _round_trip(real_model_path("smollm2"), capsys)
    assert len(got["metadata"]["tokenizer.ggml.tokens"]) == 49152


def test_inspect_truncated_file_shows_header_metadata_then_the_error(every_value, tmp_path, capsys):
    data = every_value.read_bytes()
    r = GGUFReader(every_value)
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(data[:r.data_start + 100])            # inside the first tensor's data
    assert cli("gguf", "inspect", cut) == 2
    out, err = capsys.readouterr()
    assert f"data at byte {r.data_start}" in out and "general.name" in out
    assert "blk.0.attn_q.weight" in out and "per type" in out
    assert err.startswith(f"error: {cut}: tensor ") and "runs past the end of the file" in err
    assert err.endswith(f"(its tensors need {len(data):,} bytes: the file is cut short)\n")
    assert len(err.splitlines()) == 1
    assert cli("gguf", "inspect", "--json", cut) == 2
    got = json.loads(capsys.readouterr().out)
    assert got["metadata"]["strings"] == METADATA["strings"] and "runs past the end" in got["error"]
    # cut inside the tensor infos: the metadata is whole, the tensor table as far as it goes
    cut.write_bytes(data[:r.data_start - 40])
    assert cli("gguf", "inspect", "--json", cut) == 2
    got = json.loads(capsys.readouterr().out)
    assert got["data_start"] is None and got["metadata"]["f64"] == 1 / 3 and "truncated" in got["error"]
    # cut inside the metadata: nothing is intact to show, one error line
    cut.write_bytes(data[:200])
    assert cli("gguf", "inspect", cut) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"error: {cut}: ") and len(err.splitlines()) == 1


# ------------------------------------------------------------------ 8. the loading bar
def test_loading_bar_leaves_no_line_of_spaces(tiny, capsys):
    from engine.gguf.load import load_gguf

    load_gguf(tiny, dtype=torch.float32, progress=True)
    err = capsys.readouterr().err
    pieces = re.split(r"[\r\n]", err)
    assert not [p for p in pieces if p and not p.strip()], repr(err[-300:])
    assert [p for p in pieces if p][-1].startswith(f"loaded {tiny.name} in ")
    assert err.endswith("\n") and "loading" in err


# ------------------------------------------------------------------ 9. the package
def _requirements(name) -> list:
    return [ln.strip() for ln in (ROOT / name).read_text().splitlines()
            if ln.strip() and not ln.startswith(("#", "-r"))]


def _tracked_engine_files() -> list:
    out = subprocess.run(["git", "ls-files", "engine"], cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0 or not out.stdout:
        pytest.skip("not a git checkout")
    return [f for f in out.stdout.splitlines() if (ROOT / f).is_file()]


def test_pyproject_takes_the_requirements_files_and_ships_every_data_file():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    dynamic = project["tool"]["setuptools"]["dynamic"]
    assert dynamic["dependencies"] == {"file": ["requirements.txt"]}
    assert dynamic["optional-dependencies"]["dev"] == {"file": ["requirements-test.txt"]}
    assert "torch==2.13.0" in _requirements("requirements.txt")
    assert set(_requirements("requirements-dev.txt")) == set()      # only -r lines: no list of its own
    data = project["tool"]["setuptools"]["package-data"]
    for f in _tracked_engine_files():
        if not f.endswith(".py"):
            package, name = str(Path(f).parent).replace("/", "."), Path(f).name
            assert any(Path(name).match(g) for g in data.get(package, [])), f"{f} is not package data"


def test_wheel_holds_the_engine_and_the_readme_example_runs_elsewhere(tiny, tmp_path):
    """A wheel built from pyproject.toml holds every file of engine/; installed (unpacked) in
    a directory of its own, the README's Python example runs from a directory outside the
    checkout, its C kernels built from the packaged sources."""
    src = tmp_path / "src"
    files = _tracked_engine_files() + ["requirements.txt", "requirements-test.txt", "pyproject.toml", "README.md"]
    for f in files:
        (src / f).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / f, src / f)
    p = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                        "-q", str(src), "-w", str(tmp_path / "dist")], capture_output=True, text=True,
                       timeout=300)
    if p.returncode != 0 and "No module named" in p.stderr:
        pytest.skip(f"cannot build wheels here: {p.stderr.strip().splitlines()[-1]}")
    assert p.returncode == 0, p.stderr
    wheel, = (tmp_path / "dist").glob("*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        assert not [f for f in files[:-4] if f not in names]
        z.extractall(tmp_path / "site")
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    code = next(b for b in blocks if "load_gguf" in b)       # the book's API, with the CLI's settings
    assert '"model.gguf"' in code and "dtype=torch.float32" in code and 'activations="q8"' in code
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "example.py").write_text(
        "import engine, sys\nprint(engine.__file__, file=sys.stderr)\n" + code.replace('"model.gguf"', repr(str(tiny))))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(tmp_path / "site")
    p = subprocess.run([sys.executable, "example.py"], cwd=elsewhere, capture_output=True, text=True,
                       timeout=300, env=env)
    assert p.returncode == 0, p.stderr[-2000:]
    assert p.stderr.splitlines()[0] == str(tmp_path / "site" / "engine" / "__init__.py")
    assert p.stdout.strip(), "the example printed no text"
