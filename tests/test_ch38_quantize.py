"""`run.py gguf quantize`: re-encoding tiny GGUF files (and a tiny HF checkpoint), checked
with gguf-py (types, metadata), the engine's loader (logits) and llama.cpp (opens the
file, same token ids). The searching K-quant encoders are slow in Python, so Q4_K runs
once on a 1-layer model."""
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from engine.evaluation.logit_quality import relative_logit_error
from engine.quantize.export import FILE_TYPES, export_gguf
from engine.gguf.load import load_gguf
from engine.quantize.requantize import quantize_gguf, quantize_main
from engine.gguf.writer import Typed, write_gguf

gguf = pytest.importorskip("gguf")
ROOT = Path(__file__).resolve().parents[1]
TEXT = "The engine reads the container, keeps the weights quantized, and generates text."
# keys the quantizer rewrites on purpose
REWRITTEN = {"general.file_type", "general.quantization_version"}


def _fields(path) -> dict:
    """gguf-py's view of the metadata: key -> (value types, contents)."""
    r = gguf.GGUFReader(str(path))
    return {k: ([t.name for t in f.types], f.contents()) for k, f in r.fields.items()
            if not k.startswith("GGUF.")}


def _types(path) -> dict:
    """tensor name -> (gguf-py type name, number of dims)."""
    r = gguf.GGUFReader(str(path))
    return {t.name: (t.tensor_type.name, len(t.shape)) for t in r.tensors}


def _logits(path, ids):
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    with torch.inference_mode():
        return model(ids).float()


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    """(F32 GGUF of the 4-layer test model, its tokenizer, token ids of TEXT, F32 logits)."""
    from engine.cli.demo import test_model

    model, tok = test_model()
    path = tmp_path_factory.mktemp("quantize") / "model-f32.gguf"
    export_gguf(model, tok, path, "F32", name="quantize test model")
    ids = torch.tensor([tok.encode(TEXT, add_special=False)])
    return path, tok, ids, _logits(path, ids)


@pytest.fixture(scope="module")
def quantized(source):
    """TYPE -> file quantized from the F32 source (Q8_0 and Q4_0: the fast encoders)."""
    path = source[0]
    return {t: quantize_gguf(path, path.with_name(f"model-{t}.gguf"), t, progress=False)
            for t in ("Q8_0", "Q4_0")}


def _check_file(src, out, type_name):
    """2-D weights are TYPE, 1-D tensors F32; metadata equal except the rewritten keys."""
    kinds = _types(out)
    assert kinds.keys() == _types(src).keys()
    for name, (kind, dims) in kinds.items():
        assert kind == (type_name if dims >= 2 else "F32"), name
    before, after = _fields(src), _fields(out)
    assert after["general.file_type"] == (["UINT32"], FILE_TYPES[type_name])
    assert after["general.quantization_version"] == (["UINT32"], 2)
    assert before["general.file_type"][1] != FILE_TYPES[type_name]
    assert {k: v for k, v in after.items() if k not in REWRITTEN} == \
           {k: v for k, v in before.items() if k not in REWRITTEN}


@pytest.mark.parametrize("type_name", ["Q8_0", "Q4_0"])
def test_types_and_metadata(source, quantized, type_name):
    src, out = source[0], quantized[type_name]
    _check_file(src, out, type_name)
    tokens = _fields(out)["tokenizer.ggml.tokens"][1]
    assert tokens == list(source[1].tokens)
    assert _fields(out)["general.architecture"][1] == "qwen3"


@pytest.mark.parametrize("type_name, bound", [("Q8_0", 0.05), ("Q4_0", 0.3)])
def test_logits_close_to_f32(source, quantized, type_name, bound):
    _, _, ids, want = source
    got = _logits(quantized[type_name], ids)
    err = relative_logit_error(got, want)
    assert 0 < err < bound, f"{type_name}: relative logit error {err}"


def test_llama_cpp_opens_and_tokenizes_alike(source, quantized):
    from conftest import llama_cpp_oracle
    llama_cpp = llama_cpp_oracle()
    text = TEXT.encode()
    ref = llama_cpp.Llama(str(source[0]), vocab_only=True, verbose=False)
    want = ref.tokenize(text, add_bos=False)
    assert want == source[1].encode(TEXT, add_special=False)
    for path in quantized.values():
        got = llama_cpp.Llama(str(path), vocab_only=True, verbose=False).tokenize(text, add_bos=False)
        assert got == want, path.name


def test_q4_k_from_f16(tmp_path):
    """One (slow) searching encoder on a 1-layer model, from an F16 source file."""
    from engine.cli.demo import TEST_CONFIG, test_model
    from engine.layers.decoder import init_random_
    from engine.models import build_model

    _, tok = test_model()
    model = build_model(dict(TEST_CONFIG, vocab_size=tok.vocab_size, num_hidden_layers=1,
                             intermediate_size=256))
    init_random_(model, seed=1)
    src = export_gguf(model.float().eval(), tok, tmp_path / "one-f16.gguf", "F16")
    out = quantize_gguf(src, tmp_path / "one-q4_k.gguf", "Q4_K", progress=False)
    _check_file(src, out, "Q4_K")
    ids = torch.tensor([tok.encode(TEXT, add_special=False)])
    want = _logits(src, ids)
    err = relative_logit_error(_logits(out, ids), want)
    q4_0 = quantize_gguf(src, tmp_path / "one-q4_0.gguf", "Q4_0", progress=False)
    err_q4_0 = relative_logit_error(_logits(q4_0, ids), want)
    # 4.5 bits with searched sub-block scales and mins beat Q4_0's 4.5 bits of one scale
    assert 0 < err < min(0.25, err_q4_0), (err, err_q4_0)


def test_metadata_types_alignment_and_fallback(tmp_path):
    """Values whose GGUF type differs from the writer's default keep it; a non-default
    alignment survives; rows of 48 weights (no whole Q4_0 block) fall back to F16;
    a router matrix stays F32."""
    meta = {"general.architecture": "test", "general.file_type": Typed(0, "u32"),
            "test.small": Typed(7, "u8"), "test.wide": Typed(2**40, "u64"),
            "test.signed": Typed(5, "i32"), "test.double": Typed(0.1, "f64"),
            "test.empty_strings": Typed([], "string"), "test.flag": True,
            "test.i16s": np.array([1, -2, 3], dtype=np.int16), "test.words": ["a", "b"]}
    g = torch.Generator().manual_seed(0)
    tensors = {"blk.0.ffn_up.weight": (torch.randn(8, 64, generator=g), "F32"),
               "blk.0.odd.weight": (torch.randn(4, 48, generator=g), "F32"),
               "blk.0.ffn_gate_inp.weight": (torch.randn(4, 64, generator=g), "F32"),
               "blk.0.attn_norm.weight": (torch.ones(64), "F32")}
    src = write_gguf(tmp_path / "odd.gguf", meta, tensors, alignment=64)
    out = quantize_gguf(src, tmp_path / "odd-q4_0.gguf", "Q4_0", progress=False)
    before, after = _fields(src), _fields(out)
    for key in meta:
        if key not in REWRITTEN:
            assert after[key] == before[key], key
    assert after["general.alignment"] == (["UINT32"], 64)
    assert gguf.GGUFReader(str(out)).alignment == 64
    assert _types(out) == {"blk.0.ffn_up.weight": ("Q4_0", 2), "blk.0.odd.weight": ("F16", 2),
                           "blk.0.ffn_gate_inp.weight": ("F32", 2),
                           "blk.0.attn_norm.weight": ("F32", 1)}
    with pytest.warns(UserWarning, match="already holds Q4_0"):
        plain = quantize_gguf(out, tmp_path / "plain.gguf", "Q8_0", progress=False)
    assert "general.alignment" in _fields(plain)   # still non-default: kept


def test_hf_checkpoint_directory(tmp_path):
    """A Hugging Face checkpoint directory goes through load_hf + export_gguf."""
    from safetensors.torch import save_file

    from engine.cli.demo import TEST_CONFIG, test_model

    model, tok = test_model()
    ckpt = tmp_path / "ckpt"
    ckpt.mkdir()
    (ckpt / "config.json").write_text(json.dumps(dict(TEST_CONFIG, vocab_size=tok.vocab_size)))
    state = {k: v.contiguous() for k, v in model.state_dict().items() if "inv_freq" not in k}
    save_file(state, str(ckpt / "model.safetensors"))
    (ckpt / "tokenizer.json").write_text("{}")
    with pytest.warns(UserWarning, match="tokenizer.json is not converted"):
        out = quantize_gguf(ckpt, tmp_path / "hf-q8_0.gguf", "Q8_0", progress=False)
    kinds = _types(out)
    assert {k for k, (t, d) in kinds.items() if d >= 2 and t != "Q8_0"} == set()
    assert _fields(out)["general.file_type"][1] == FILE_TYPES["Q8_0"]
    # a recipe goes through a staged F32 file, removed afterwards
    with pytest.warns(UserWarning, match="tokenizer.json is not converted"):
        out = quantize_gguf(ckpt, tmp_path / "hf-q4_0.gguf", "Q4_0", progress=False, recipe=True)
    kinds = _types(out)
    assert kinds["output.weight"] == ("Q6_K", 2) and kinds["blk.0.ffn_down.weight"] == ("Q4_0", 2)
    assert _fields(out)["general.file_type"][1] == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ckpt", "hf-q4_0.gguf", "hf-q8_0.gguf"]


def test_refusals(source, tmp_path, monkeypatch):
    src = source[0]
    monkeypatch.chdir(src.parent)
    with pytest.raises(ValueError, match="output is the input"):
        quantize_gguf(src.name, f"../{src.parent.name}/./{src.name}", "Q8_0", force=True)
    link = tmp_path / "hard-link.gguf"
    os.link(src, link)
    with pytest.raises(ValueError, match="output is the input"):
        quantize_gguf(src, link, "Q8_0", force=True)
    existing = tmp_path / "existing.gguf"
    existing.write_bytes(b"keep me")
    with pytest.raises(FileExistsError, match="--force"):
        quantize_gguf(src, existing, "Q8_0")
    assert existing.read_bytes() == b"keep me"
    with pytest.raises(ValueError, match=r"unknown tensor type 'Q9_9'.*Q4_K.*Q8_0"):
        quantize_gguf(src, tmp_path / "x.gguf", "Q9_9")
    with pytest.raises(ValueError, match="recipe.*try Q4_K"):
        quantize_gguf(src, tmp_path / "x.gguf", "Q4_K_M", recipe=False)
    with pytest.raises(ValueError, match="neither a tensor type nor a file-type recipe.*Q4_K_M"):
        quantize_gguf(src, tmp_path / "x.gguf", "Q6_K_M")
    assert not (tmp_path / "x.gguf").exists()
    quantize_gguf(src, existing, "Q8_0", force=True, progress=False)
    assert _types(existing)["token_embd.weight"] == ("Q8_0", 2)


def test_main_prints_one_json_line(source, tmp_path, capsys):
    class Args:
        input, output, type, force = str(source[0]), str(tmp_path / "m.gguf"), "q8_0", False
    assert quantize_main(Args) == 0
    line, = capsys.readouterr().out.strip().splitlines()
    report = json.loads(line)
    assert report["type"] == "Q8_0" and report["tensors"]["Q8_0"] == 30
    assert report["tensors"]["F32"] == 17 and report["output_mib"] > 0


def test_cli_error_is_one_line_exit_2(source, tmp_path):
    p = subprocess.run([sys.executable, "run.py", "gguf", "quantize", str(source[0]),
                        str(tmp_path / "x.gguf"), "Q9_9"], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 2
    assert p.stderr.startswith("error: unknown tensor type 'Q9_9'")
    assert len(p.stderr.strip().splitlines()) == 1


def test_cli_takes_recipe_names(source, tmp_path, capsys):
    """`run.py gguf quantize IN OUT Q4_K_M` (a name that is only a recipe) mixes types per
    tensor as llama.cpp does; `--recipe` turns a name that is both (Q4_0) into its recipe."""
    import run
    out = tmp_path / "m.gguf"
    assert run.main(["gguf", "quantize", str(source[0]), str(out), "Q4_K_M"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    kinds = {kind for kind, dims in _types(out).values() if dims >= 2}
    assert report["type"] == "Q4_K_M" and {"Q4_K", "Q6_K"} <= kinds, kinds
    assert _fields(out)["general.file_type"][1] == 15          # LLAMA_FTYPE_MOSTLY_Q4_K_M
    plain, mixed = tmp_path / "q4_0.gguf", tmp_path / "q4_0-recipe.gguf"
    assert run.main(["gguf", "quantize", str(source[0]), str(plain), "Q4_0"]) == 0
    assert run.main(["gguf", "quantize", str(source[0]), str(mixed), "Q4_0", "--recipe"]) == 0
    assert {k for k, d in _types(plain).values() if d >= 2} == {"Q4_0"}
    assert _types(mixed)["output.weight" if "output.weight" in _types(mixed) else "token_embd.weight"][0] == "Q6_K"


# the tiny configs made exportable: fields a GGUF file has no key for, set to llama.cpp's fixed values
@pytest.mark.parametrize("arch", sorted(__import__("engine.models", fromlist=["MODELS"]).MODELS))
def test_every_architecture_exports_as_itself(arch, tmp_path):
    """Each registered architecture's tiny model, exported as F32 and loaded back, computes
    the same logits, and llama.cpp's on the file are within KL 1e-5 of them."""
    from engine.cli.demo import TRAINING_TEXT
    from engine.gguf.tokenizer import train_bpe
    from engine.kernels.backend import resolve_backend
    from engine.layers.decoder import init_random_
    from engine.models import build_model
    from engine.models.tiny import tiny_file_config
    config = tiny_file_config(arch, vocab_size=300)
    model = init_random_(build_model(config).float(), seed=0, std=0.05).eval()
    path = tmp_path / f"{arch}.gguf"
    export_gguf(model, train_bpe(TRAINING_TEXT, 300), path, "F32")
    loaded, _ = load_gguf(path, dtype=torch.float32, backend=resolve_backend("cpu", kernels="torch"),
                          progress=False)
    ids = torch.tensor([[1, 5, 9, 30, 2, 7, 8, 100, 250, 3]])
    with torch.no_grad():
        want, got = model(ids), loaded(ids)
    assert relative_logit_error(got, want) < 1e-5, arch
    from conftest import llama_cpp_oracle
    llama_cpp_oracle()                   # and llama.cpp runs the file as the same model (skips without it)
    from engine.evaluation import llama_cpp
    from engine.evaluation.logit_quality import kl_divergence
    if arch == "phi3":                   # llama.cpp's context (rounded up to 256) takes the long factors
        model.set_context_length(256)
        with torch.no_grad():
            want = model(ids)
    kl = kl_divergence(llama_cpp.logits(path, ids[0].tolist()), want[0]).max().item()
    assert kl <= 1e-5, (arch, kl)


def test_export_refuses_what_it_cannot_write_before_writing(tmp_path):
    """Gemma 4's shared key/values (E2B/E4B) have no tensor layout in the writer: refused by
    name, and no file (or half file) is left."""
    from engine.models import build_model
    from engine.models.tiny import tiny_config
    model = build_model(tiny_config("gemma4", num_hidden_layers=4, num_kv_shared_layers=2)).float()
    with pytest.raises(ValueError, match="cannot export model_type 'gemma4' with num_kv_shared_layers yet"):
        export_gguf(model, None, tmp_path / "g.gguf", "F32")
    assert not list(tmp_path.iterdir())
