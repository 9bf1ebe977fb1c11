"""`python run.py gguf` without a file (engine/cli/demo.py): the book's Chapter 38 "Run it".

The demo runs in this process three times (--json with each --impl, then the plain
text), one thread each, so the module takes a few seconds. Its lines must be the book's
(keys, types, order), its relative logit errors within half to twice the book's for the
seed it uses, the greedy next token the float model's, and the chapter guide's "Run it"
section must show what it prints.
"""
import contextlib
import io
import json
import math
import re
from pathlib import Path

import pytest
import torch

import run
from engine.cli import demo

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "chapters" / "38-gguf.md"
VALUE_TYPES = {"type": str, "file_bits_per_param": float, "resident_bits_per_quantized_weight": float,
               "relative_logit_error": float, "same_greedy_next_token": bool}


@contextlib.contextmanager
def one_thread():
    """Torch on one thread meanwhile (two threads on a busy two-core machine spin and take
    several times as long)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)


def _run(argv, triton=True):
    """(exit code, stdout, stderr) of `run.py ARGS` in this process, on one thread."""
    out, err = io.StringIO(), io.StringIO()
    with pytest.MonkeyPatch.context() as mp, contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), \
            one_thread():
        if not torch.cuda.is_available():
            mp.setenv("TRITON_INTERPRET", "1")     # what the demo sets; undone afterwards
        if not triton:                            # the Triton check runs once, in the engine run
            mp.setattr(demo, "triton_check", lambda reader: {"ran": False, "why": "skipped by the test"})
        code = run.main([*argv, "--threads", "1"])
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def printed():
    """impl -> the demo's --json lines, parsed; 'plain' -> its text (engine)."""
    runs = {"engine": _run(["gguf", "--json"]),
            "reference": _run(["gguf", "--json", "--impl", "reference"], triton=False),
            "plain": _run(["gguf"], triton=False)}
    for name, (code, _, err) in runs.items():
        assert code == 0 and "error" not in err, (name, err)
    out = {k: [json.loads(line) for line in runs[k][1].splitlines()] for k in ("engine", "reference")}
    out["plain"] = runs["plain"][1]
    return out


def _check_lines(lines):
    """The book's lines: one object a type (the book's two first), then the served ids."""
    assert [row.get("type") for row in lines[:-1]] == list(demo.TYPES) == ["Q8_0", "Q4_K", "Q4_K_M"]
    for row in lines[:-1]:
        assert list(row) == list(VALUE_TYPES), row
        assert all(type(row[k]) is t for k, t in VALUE_TYPES.items()), row
    assert list(lines[-1]) == ["served_from_q4_k"]
    served = lines[-1]["served_from_q4_k"]
    assert len(served) == demo.SERVED and all(type(i) is int and 0 <= i < 512 for i in served), served


@pytest.mark.parametrize("impl", ["engine", "reference"])
def test_json_lines_have_the_books_keys_and_types(printed, impl):
    _check_lines(printed[impl])


@pytest.mark.parametrize("impl", ["engine", "reference"])
def test_logit_errors_within_half_to_twice_the_books(printed, impl):
    rows = {row["type"]: row for row in printed[impl][:-1]}
    for name, book in (("Q8_0", 0.0071), ("Q4_K", 0.0697)):
        err = rows[name]["relative_logit_error"]
        assert 0.5 * book <= err <= 2 * book, (name, err, book)
        assert demo.good_error(name, err)
        assert rows[name]["same_greedy_next_token"], name
    # llama.cpp's recipe spends Q6_K on the sensitive tensors: better than plain Q4_K
    assert rows["Q4_K_M"]["relative_logit_error"] < rows["Q4_K"]["relative_logit_error"]
    assert rows["Q4_K_M"]["same_greedy_next_token"]


def test_both_impls_hold_the_same_weights_differently(printed):
    """Same files, same weights: the same errors and file bits; what is held differs."""
    from engine.kernels.backend import resolve_backend

    eng, ref = ({row["type"]: row for row in printed[k][:-1]} for k in ("engine", "reference"))
    for name in demo.TYPES:
        assert eng[name]["file_bits_per_param"] == ref[name]["file_bits_per_param"]
        assert math.isclose(eng[name]["relative_logit_error"], ref[name]["relative_logit_error"], abs_tol=2e-4)
    # the affine layout: codes + a scale and an offset per 32, FP32 unless f16 holds them exactly
    assert (ref["Q8_0"]["resident_bits_per_quantized_weight"], ref["Q4_K"]["resident_bits_per_quantized_weight"]) \
        == (9.0, 6.0)
    held = {name: eng[name]["resident_bits_per_quantized_weight"] for name in ("Q8_0", "Q4_K")}
    if resolve_backend("cpu").c:          # the file's raw blocks, read by the C kernels
        assert held == {"Q8_0": 8.5, "Q4_K": 4.5}
    else:                                 # no C library: the engine holds the affine layout too
        assert held == {"Q8_0": 9.0, "Q4_K": 6.0}
    # the files: 34 bytes a 32-weight Q8_0 block, 144 a 256-weight Q4_K super-block, + F32 norms
    assert (eng["Q8_0"]["file_bits_per_param"], eng["Q4_K"]["file_bits_per_param"]) == (8.52, 4.52)


def test_plain_text_says_what_each_figure_means(printed):
    text = printed["plain"]
    served = printed["engine"][-1]["served_from_q4_k"]
    assert "hidden 256" in text and "4-layer" in text
    assert text.count(", correct;") == 3 and "FAR FROM" not in text
    for figure in ("(the book: 0.0071)", "(the book: 0.0697)", "(the book: 10.0)", "(the book: 6.0)"):
        assert figure in text
    assert f"'The engine reads' -> {served} = " in text         # the ids and their text
    assert "8 + 0.5 + 0.5 = 9.0" in text and "4 + 1 + 1 = 6.0" in text     # why the held bits differ
    assert "30 of 30 tensors" in text and "DIFFERS" not in text


def test_a_failed_check_is_an_error():
    row = {"type": "Q4_K", "file_bits_per_param": 4.52, "resident_bits_per_quantized_weight": 6.0,
           "relative_logit_error": 0.3, "same_greedy_next_token": False}
    checks = {"tensor_types": {"Q4_K": 1}, "layers": ["AffineQuantLinear"],
              "repack": {"tensors_by_type": {"Q4_K": 1}, "against_c": False,
                         "differing": ["blk.0.attn_q.weight: repack_ggml vs dequant"]},
              "triton": {"ran": True, "device": "cpu", "tensor": "blk.0.attn_q.weight",
                         "max_relative_difference": 0.5}}
    said = []
    failed = demo._say_row(lambda *a: said.append(" ".join(map(str, a))), row, checks)
    assert len(failed) == 2 and "repack_ggml vs dequant" in failed[0] and "Triton" in failed[1]
    assert "FAR FROM THE BOOK'S" in "\n".join(said) and "DIFFERS" in "\n".join(said)


def test_the_test_model_starts_as_pytorch_starts_untrained_layers():
    """nn.Linear's uniform +-1/sqrt(in), nn.Embedding's N(0, 1): the embedding carries the
    residual stream (with N(0, 0.02) everywhere the layers did, and their errors compounded)."""
    with one_thread():
        model, _ = demo.test_model()
        again, _ = demo.test_model()
    assert all(torch.equal(a, b) for a, b in zip(model.parameters(), again.parameters()))
    emb = model.model.embed_tokens.weight
    assert abs(emb.std().item() - 1) < 0.02
    for name, p in model.named_parameters():
        if p.dim() == 2 and "embed" not in name:
            bound = 1 / math.sqrt(p.shape[1])
            assert p.abs().max() <= bound and p.abs().max() > 0.99 * bound, name
            assert abs(p.std().item() - bound / math.sqrt(3)) < 0.02 * bound, name


def _guide_block(command: str) -> list:
    """The lines the guide's "Run it" section shows after `$ COMMAND`."""
    section = GUIDE.read_text().split("## Run it", 1)[1].split("\n## ", 1)[0]
    lines, taking = [], False
    for line in section.splitlines():
        if line.startswith("$ "):
            taking = line == f"$ {command}"
        elif line.startswith("```"):
            taking = False
        elif taking:
            lines.append(line)
    return lines


@pytest.mark.parametrize("impl,command", [("engine", "python run.py gguf --json"),
                                          ("reference", "python run.py gguf --impl reference --json")])
def test_the_guide_shows_what_a_student_gets(printed, impl, command):
    shown = [json.loads(line) for line in _guide_block(command)]
    _check_lines(shown)
    got = printed[impl]
    for want_row, got_row in zip(shown[:-1], got[:-1]):
        for key, value in want_row.items():
            if key == "relative_logit_error":       # the C kernels' and torch's rounding may differ
                assert math.isclose(value, got_row[key], abs_tol=5e-4), (key, value, got_row[key])
            elif key != "resident_bits_per_quantized_weight" or impl == "reference":
                assert value == got_row[key], (want_row["type"], key, value, got_row[key])
    plain = "\n".join(_guide_block("python run.py gguf"))
    for line in plain.splitlines():
        if re.match(r"^(Q8_0|Q4_K|Q4_K_M) ", line) or "relative error" in line:
            assert line in printed["plain"], line
