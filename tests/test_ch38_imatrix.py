"""Importance matrices: llama.cpp's two file formats, computing one with the engine, and
quantizing with one.

Oracles: gguf-py (reads the GGUF imatrix we write; writes one laid out as llama-imatrix
does for us to read), llama.cpp through ctypes (its gguf parser reads our file with
llama-quantize's checks; `llama_model_quantize` takes the importance and picks tensor
types; `ggml_quantize_chunk` encodes with it), transformers (the activations of every
linear layer, for the values of a computed imatrix) and a direct PyTorch computation
of the MoE routing. Hand-written .dat files check the legacy layout.
"""
import json
import struct
import warnings

import numpy as np
import pytest
import torch

from benchmarks.quants import llama_quantize, remote_ggml, sample_weights
from engine.formats import ggml_quants as gq
from engine.cli.demo import test_model as demo_model
from engine.quantize.export import export_gguf
from engine.quantize.requantize import quantize_gguf
from engine.gguf.reader import GGUFReader
from engine.quantize.recipes import ModelFacts, model_facts, tensor_type
from engine.quantize.imatrix import (Imatrix, ImatrixEntry, ImatrixError, read_imatrix,
                                    write_imatrix, write_imatrix_dat)
from engine.quantize.imatrix_collect import collect_imatrix, imatrix_from_text, token_chunks

torch.set_num_threads(1)     # the search encoders run faster on one thread than on a busy two
gguf = pytest.importorskip("gguf")
LIB = remote_ggml()            # llama.cpp's libggml-base, in the oracle's worker process
needs_llama = pytest.mark.skipif(LIB is None, reason="llama_cpp/lib/libggml-base.so not loadable")
TEXT = ("An importance matrix records how large each input of every weight matrix is on "
        "real text, so that quantization can spend its precision where the model looks. ") * 12
WEIGHTED = ("Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K", "IQ4_NL", "IQ4_XS")


def sample_imatrix() -> Imatrix:
    """Two dense entries and a 3-expert stack, one expert without tokens."""
    g = torch.Generator().manual_seed(0)
    entries = {"blk.0.attn_q.weight": ImatrixEntry(torch.rand(1, 64, generator=g) * 50, torch.tensor([40.0])),
               "blk.0.ffn_down.weight": ImatrixEntry(torch.rand(1, 96, generator=g) * 7, torch.tensor([40.0])),
               "blk.1.ffn_up_exps.weight": ImatrixEntry(torch.rand(3, 32, generator=g), torch.tensor([9.0, 0.0, 31.0]))}
    return Imatrix(entries, ["calibration.txt"], chunk_count=2, chunk_size=20)


# ---------------------------------------------------------------- the GGUF format
def test_gguf_round_trip_and_gguf_py_view(tmp_path):
    im = sample_imatrix()
    path = write_imatrix(tmp_path / "m.imatrix.gguf", im)
    back = read_imatrix(path)
    assert (back.datasets, back.chunk_count, back.chunk_size, back.legacy) == (["calibration.txt"], 2, 20, False)
    for name, e in im.entries.items():
        assert torch.equal(back.entries[name].sums, e.sums) and torch.equal(back.entries[name].counts, e.counts)
    r = gguf.GGUFReader(str(path))
    fields = {k: ([t.name for t in f.types], f.contents()) for k, f in r.fields.items() if not k.startswith("GGUF.")}
    assert fields == {"general.type": (["STRING"], "imatrix"),
                      "imatrix.datasets": (["ARRAY", "STRING"], ["calibration.txt"]),
                      "imatrix.chunk_count": (["UINT32"], 2), "imatrix.chunk_size": (["UINT32"], 20)}
    # llama.cpp's layout: sorted names, sums then counts, ggml dims (1-D for one matrix)
    assert [(t.name, t.shape.tolist(), t.tensor_type.name) for t in r.tensors] == [
        ("blk.0.attn_q.weight.in_sum2", [64], "F32"), ("blk.0.attn_q.weight.counts", [1], "F32"),
        ("blk.0.ffn_down.weight.in_sum2", [96], "F32"), ("blk.0.ffn_down.weight.counts", [1], "F32"),
        ("blk.1.ffn_up_exps.weight.in_sum2", [32, 3], "F32"), ("blk.1.ffn_up_exps.weight.counts", [1, 3], "F32")]


def test_importance_is_sums_over_counts_per_expert():
    im = sample_imatrix()
    q = im.importance("blk.0.attn_q.weight", [16, 64])
    assert q.shape == (64,) and torch.equal(q, im.entries["blk.0.attn_q.weight"].sums[0] / 40)
    e = im.importance("blk.1.ffn_up_exps.weight", [3, 8, 32])
    sums = im.entries["blk.1.ffn_up_exps.weight"].sums
    assert e.shape == (3, 32)
    assert torch.equal(e[0], sums[0] / 9) and torch.equal(e[2], sums[2] / 31)
    assert torch.equal(e[1], torch.ones(32))                     # an expert no token reached
    assert im.importance("blk.5.attn_q.weight", [16, 64]) is None  # no entry: quantized without
    with pytest.raises(ImatrixError, match=r"<memory>: entry 'blk.0.attn_q.weight' holds 64 values; "
                                           r"the tensor of shape \[16, 128\] needs 1 x 128"):
        im.importance("blk.0.attn_q.weight", [16, 128])
    im.entries["token_embd.weight"] = ImatrixEntry(torch.ones(1, 10), torch.ones(1))
    assert im.importance("token_embd.weight", [100, 64]) is None   # skipped, as llama.cpp does


def test_reads_a_file_written_like_llama_imatrix(tmp_path):
    """gguf-py (llama.cpp's own package) writes the layout of llama-imatrix's save_imatrix,
    newer `.in_sum` tensors included; we read the sums and counts and ignore the rest."""
    path = tmp_path / "theirs.gguf"
    w = gguf.GGUFWriter(str(path), arch="llama")
    w.add_string("general.type", "imatrix")
    w.add_array("imatrix.datasets", ["wiki.train.raw"])
    w.add_uint32("imatrix.chunk_count", 3)
    w.add_uint32("imatrix.chunk_size", 512)
    rng = np.random.default_rng(0)
    sums = (rng.random((4, 48)) * 100).astype(np.float32)
    w.add_tensor("blk.2.ffn_down_exps.weight.in_sum2", sums)
    w.add_tensor("blk.2.ffn_down_exps.weight.counts", np.array([[512], [0], [7], [1024]], np.float32))
    w.add_tensor("blk.2.ffn_down_exps.weight.in_sum", sums[:, :].copy() * 0.1)
    w.add_tensor("blk.0.attn_v.weight.in_sum2", sums[0])
    w.add_tensor("blk.0.attn_v.weight.counts", np.array([1536], np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    im = read_imatrix(path)
    assert (im.datasets, im.chunk_count, im.chunk_size) == (["wiki.train.raw"], 3, 512)
    assert sorted(im.entries) == ["blk.0.attn_v.weight", "blk.2.ffn_down_exps.weight"]
    v = im.importance("blk.2.ffn_down_exps.weight", [4, 16, 48]).numpy()
    assert np.array_equal(v[0], sums[0] / np.float32(512)) and np.array_equal(v[1], np.ones(48, np.float32))
    assert np.array_equal(im.importance("blk.0.attn_v.weight", [8, 48]).numpy(), sums[0] / np.float32(1536))


@needs_llama
def test_llama_cpp_reads_our_gguf_file(tmp_path):
    from engine.evaluation import llama_cpp
    im = sample_imatrix()
    path = write_imatrix(tmp_path / "ours.gguf", im)
    theirs = llama_cpp.read_imatrix(path)
    assert (theirs["datasets"], theirs["chunk_count"], theirs["chunk_size"]) == (["calibration.txt"], 2, 20)
    assert set(theirs["importance"]) == set(im.entries)
    for name in im.entries:
        assert np.array_equal(theirs["importance"][name], im.mean_squares(name).numpy()), name


# ---------------------------------------------------------------- the legacy .dat format
def dat_bytes(entries, trailer=(5, "calib.txt")) -> bytes:
    """A .dat file by hand: llama.cpp's save_imatrix_legacy layout."""
    out = [struct.pack("<i", len(entries))]
    for name, ncall, values in entries:
        raw = name.encode()
        out += [struct.pack("<i", len(raw)), raw, struct.pack("<ii", ncall, len(values)),
                np.asarray(values, "<f4").tobytes()]
    if trailer is not None:
        out += [struct.pack("<ii", trailer[0], len(trailer[1])), trailer[1].encode()]
    return b"".join(out)


def test_legacy_dat_by_hand(tmp_path):
    path = tmp_path / "m.dat"
    path.write_bytes(dat_bytes([("blk.0.attn_k.weight", 4, [8.0, 2.0, 0.5, 4.0]),
                                ("blk.0.ffn_gate.weight", 0, [3.0, 1.0])]))
    im = read_imatrix(path)
    assert im.legacy and (im.chunk_count, im.datasets) == (5, ["calib.txt"])
    assert im.importance("blk.0.attn_k.weight", [2, 4]).tolist() == [2.0, 0.5, 0.125, 1.0]
    assert im.importance("blk.0.ffn_gate.weight", [2, 2]).tolist() == [3.0, 1.0]  # ncall 0: as stored
    path.write_bytes(dat_bytes([("blk.0.attn_k.weight", 2, [8.0, 2.0])], trailer=None))  # optional
    assert read_imatrix(path).chunk_count == 0


def test_legacy_dat_we_write_reads_back(tmp_path):
    im = sample_imatrix()
    back = read_imatrix(write_imatrix_dat(tmp_path / "m.dat", im))
    assert back.legacy and back.chunk_count == 2 and back.datasets == ["calibration.txt"]
    for name in im.entries:
        assert torch.allclose(back.mean_squares(name), im.mean_squares(name), rtol=1e-6), name
    # per entry ncall = ceil(max count / chunk size), values = mean * ncall
    raw = (tmp_path / "m.dat").read_bytes()
    assert struct.unpack_from("<i", raw, 0) == (3,)
    name_len, = struct.unpack_from("<i", raw, 4)
    assert raw[8:8 + name_len] == b"blk.0.attn_q.weight"
    assert struct.unpack_from("<ii", raw, 8 + name_len) == (2, 64)


# ---------------------------------------------------------------- malformed files
def _gguf_file(path, meta=True, tensors=None):
    w = gguf.GGUFWriter(str(path), arch="llama")
    if meta:
        w.add_string("general.type", "imatrix")
        w.add_array("imatrix.datasets", ["x.txt"])
        w.add_uint32("imatrix.chunk_count", 1)
        w.add_uint32("imatrix.chunk_size", 4)
    for name, array in (tensors or {}).items():
        w.add_tensor(name, array)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path


def test_malformed_files_name_file_and_entry(tmp_path):
    p = tmp_path / "bad"
    ones = np.ones(8, np.float32)
    cases = [
        (dict(meta=False, tensors={"x.in_sum2": ones, "x.counts": ones[:1]}),
         r"bad: a GGUF file but not an importance matrix .* lacks imatrix.datasets, imatrix.chunk_count"),
        (dict(tensors={"blk.0.attn_q.weight.in_sum2": ones}), r"bad: entry 'blk.0.attn_q.weight' has no "
                                                              r"blk.0.attn_q.weight.counts tensor"),
        (dict(tensors={"blk.0.attn_q.weight.in_sum2": ones.astype(np.float16),
                       "blk.0.attn_q.weight.counts": ones[:1]}), r"tensor 'blk.0.attn_q.weight.in_sum2' is F16"),
        (dict(tensors={"blk.0.a.weight.in_sum2": ones[:7], "blk.0.a.weight.counts": ones[:2]}),
         r"entry 'blk.0.a.weight': 7 sums do not split into 2 equal rows"),
        (dict(tensors={"blk.0.a.weight.in_sum2": np.full(8, np.inf, np.float32), "blk.0.a.weight.counts": ones[:1]}),
         r"entry 'blk.0.a.weight' holds non-finite sums"),
        (dict(tensors={"blk.0.a.weight.in_sum2": ones, "blk.0.a.weight.counts": -ones[:1]}),
         r"entry 'blk.0.a.weight' has negative or non-finite counts"),
        (dict(tensors={}), r"bad: no <name>.in_sum2 / <name>.counts tensors"),
    ]
    for kwargs, message in cases:
        p.unlink(missing_ok=True)
        _gguf_file(p, **kwargs)
        with pytest.raises(ImatrixError, match=message):
            read_imatrix(p)

    good = dat_bytes([("blk.0.attn_k.weight", 4, [1.0, 2.0, 3.0, 4.0])])
    for size in (0, 3, 6, 10, 30, 40):                            # cut inside every field
        p.write_bytes(good[:size])
        with pytest.raises(ImatrixError, match=r"bad: "):
            read_imatrix(p)
    p.write_bytes(good[:40])
    with pytest.raises(ImatrixError, match=r"bad: entry 1 \('blk.0.attn_k.weight'\): 4 float32 values: "
                                           r"needs 16 bytes at byte 35, the file has 40"):
        read_imatrix(p)
    p.write_bytes(struct.pack("<i", 0))
    with pytest.raises(ImatrixError, match="legacy importance matrix with 0 entries"):
        read_imatrix(p)
    p.write_bytes(struct.pack("<ii", 1, -5) + b"\0" * 16)
    with pytest.raises(ImatrixError, match=r"entry 1 of 1: name length -5 is impossible"):
        read_imatrix(p)
    p.write_bytes(dat_bytes([("blk.0.x.weight", 1, [])]))
    with pytest.raises(ImatrixError, match=r"entry 1 \('blk.0.x.weight'\): 0 values"):
        read_imatrix(p)
    with pytest.raises(FileNotFoundError, match="no such importance-matrix file"):
        read_imatrix(tmp_path / "absent.dat")


def test_a_model_file_is_not_an_imatrix(tmp_path):
    model, tok = demo_model()
    path = export_gguf(model, tok, tmp_path / "model.gguf", "F32")
    with pytest.raises(ImatrixError, match="model.gguf: a GGUF file but not an importance matrix"):
        read_imatrix(path)


# ---------------------------------------------------------------- the weighted encoders
@needs_llama
@pytest.mark.parametrize("type_name", ["Q4_0", "Q4_1", "Q5_0", "Q5_1"])
def test_weighted_legacy_encoders_match_llama_cpp(type_name):
    """With importance, llama.cpp searches the legacy types; ours agrees byte for byte but
    for float near-ties (its sums run in another order), and the weighted error is
    llama.cpp's within 0.5%."""
    rng = np.random.default_rng(gq.TYPES[type_name])
    for kind in ("gaussian", "student-t", "row-scaled"):
        w = sample_weights(kind, 16, 512, rng)
        imp = rng.uniform(0.05, 1.0, 512).astype(np.float32) ** 2
        ours = gq.quantize(torch.from_numpy(w), type_name, torch.from_numpy(imp)).numpy()
        theirs = llama_quantize(LIB, w, type_name, imp)
        assert (ours == theirs).mean() > 0.99, (type_name, kind)
        e = {k: weighted_error(q, w, type_name, imp) for k, q in (("ours", ours), ("theirs", theirs))}
        assert e["ours"] <= 1.005 * e["theirs"], (type_name, kind, e)


@needs_llama
def test_encoders_match_llama_cpp_bytes_on_decoded_weights():
    """Weights decoded from a quantized file sit on a grid, so scale candidates tie often
    and one rounding more (PyTorch's `number / tensor` is number * (1 / tensor)) changed
    about 5% of Q5_K blocks. Divided as C divides, the searching encoders write llama.cpp's
    bytes but for rare float near-ties, with and without importance."""
    from conftest import real_model_path
    reader = GGUFReader(real_model_path("smollm2"))
    w = reader.tensor("blk.0.ffn_down.weight")[:48].contiguous().numpy()       # decoded Q4_1
    reader.close()
    imp = (np.random.default_rng(0).lognormal(0, 1, w.shape[1]) ** 2).astype(np.float32)
    for type_name in WEIGHTED:
        for i in ((None, imp) if type_name not in ("Q4_0", "Q4_1", "Q5_0", "Q5_1") else (imp,)):
            ours = gq.quantize(torch.from_numpy(w), type_name, None if i is None else torch.from_numpy(i)).numpy()
            same = (ours == llama_quantize(LIB, w, type_name, i)).mean()
            assert same > 0.995, (type_name, i is not None, same)


def weighted_error(q, w, type_name, importance) -> float:
    """sum over weights of importance[col] * (decoded - w)^2."""
    dq = gq.dequantize(torch.from_numpy(np.ascontiguousarray(q)), type_name, w.shape).double().numpy()
    return float(((dq - w) ** 2 * np.asarray(importance, np.float64)).sum())


@pytest.mark.parametrize("type_name", WEIGHTED)
def test_importance_lowers_the_weighted_error(type_name):
    """Columns with larger mean squared activations get smaller errors: the
    importance-weighted error drops against the plain encoder."""
    rng = np.random.default_rng(3)
    w = sample_weights("student-t", 8, 512, rng)
    imp = (rng.lognormal(0, 1.5, 512) ** 2).astype(np.float32)     # heavy-tailed, like activations
    plain = gq.quantize(torch.from_numpy(w), type_name).numpy()
    weighted = gq.quantize(torch.from_numpy(w), type_name, torch.from_numpy(imp)).numpy()
    assert weighted_error(weighted, w, type_name, imp) < 0.97 * weighted_error(plain, w, type_name, imp)


def test_types_without_importance_ignore_it_in_files(tmp_path):
    assert not gq.uses_importance("Q8_0") and gq.uses_importance("Q4_0") and gq.uses_importance("Q6_K")
    with pytest.raises(ValueError, match="Q8_0 rounds to nearest and takes no importance"):
        gq.quantize(torch.randn(4, 64), "Q8_0", importance=torch.ones(64))
    with pytest.raises(ValueError, match="one value per column"):
        gq.quantize(torch.randn(4, 64), "Q4_0", importance=torch.ones(63))


# ---------------------------------------------------------------- recipes with an imatrix
def test_imatrix_recipe_rules_without_llama_cpp():
    f = ModelFacts(arch="llama", n_layers=16, n_gqa=1, n_expert=0, tied_embeddings=False, n_attn_v=16)
    down = lambda i: f"blk.{i}.ffn_down.weight"             # noqa: E731
    shape = [256, 512]
    assert [tensor_type("Q4_0", down(i), shape, f, imatrix=True) for i in (0, 1, 2)] == ["Q4_1", "Q4_1", "Q4_0"]
    assert [tensor_type("Q5_0", down(i), shape, f, imatrix=True) for i in (1, 2)] == ["Q5_1", "Q5_0"]
    assert tensor_type("Q4_0", down(0), shape, f) == "Q4_0"
    assert tensor_type("IQ4_XS", down(0), shape, f) == "Q5_K"
    assert tensor_type("IQ4_XS", down(0), shape, f, imatrix=True) == "IQ4_XS"
    assert tensor_type("IQ4_NL", down(1), shape, f, imatrix=True) == "IQ4_NL"


@pytest.fixture(scope="module")
def sixteen_layers(tmp_path_factory):
    """An F32 16-layer model (so the first eighth of the layers is two) and a uniform imatrix
    over its layer matrices. The recipes chosen: those with imatrix rules and some without."""
    from engine.layers.decoder import init_random_
    from engine.models import build_model

    config = dict(model_type="llama", vocab_size=256, hidden_size=256, intermediate_size=512,
                  num_hidden_layers=16, num_attention_heads=4, num_key_value_heads=1, head_dim=64,
                  rms_norm_eps=1e-6, rope_theta=10000.0, max_position_embeddings=256,
                  tie_word_embeddings=False)
    model = build_model(config)
    init_random_(model, seed=1, std=0.08)
    path = export_gguf(model.float().eval(), None, tmp_path_factory.mktemp("imatrix16") / "f32.gguf", "F32")
    reader = GGUFReader(path)
    importance = {n: np.ones(shape[-1], np.float32) for n, (shape, _, _) in reader.tensors.items()
                  if n.startswith("blk.") and len(shape) == 2}
    reader.close()
    return path, importance


@needs_llama
@pytest.mark.parametrize("recipe", ["Q4_0", "Q5_0", "IQ4_NL", "IQ4_XS", "Q2_K", "Q3_K_M", "Q4_K_M", "Q5_K_S"])
def test_recipe_types_with_imatrix_match_llama_cpp(recipe, sixteen_layers, tmp_path):
    from engine.evaluation import llama_cpp
    src, importance = sixteen_layers
    out = llama_cpp.quantize(src, tmp_path / "theirs.gguf", recipe, importance)
    theirs = {t.name: t.tensor_type.name for t in gguf.GGUFReader(out).tensors}
    reader = GGUFReader(src)
    facts = model_facts(reader.metadata, reader.tensors)
    ours = {n: tensor_type(recipe, n, shape, facts, imatrix=True) for n, (shape, _, _) in reader.tensors.items()}
    reader.close()
    wrong = {n: (ours[n], theirs[n]) for n in ours if ours[n] != theirs[n]}
    assert not wrong, f"{recipe} with an imatrix: (ours, llama.cpp) differ: {wrong}"


# ---------------------------------------------------------------- computing an imatrix
def _hf_reference_sums(model_ours, chunks) -> dict:
    """GGUF name -> (sums of x^2 [cols], tokens) over the inputs of transformers' own linear
    layers, on the same weights and chunks: what the imatrix must hold."""
    from test_ch38_load import transformers_reference
    hf = transformers_reference(model_ours)
    kinds = {"self_attn.q_proj": "attn_q", "self_attn.k_proj": "attn_k", "self_attn.v_proj": "attn_v",
             "self_attn.o_proj": "attn_output", "mlp.gate_proj": "ffn_gate", "mlp.up_proj": "ffn_up",
             "mlp.down_proj": "ffn_down"}
    sums, handles = {}, []
    for path, module in hf.named_modules():
        parts = path.split(".")
        if len(parts) == 5 and ".".join(parts[3:]) in kinds:
            name = f"blk.{parts[2]}.{kinds['.'.join(parts[3:])]}.weight"

            def hook(mod, args, name=name):
                x = args[0].detach().double().reshape(-1, args[0].shape[-1])
                s, n = sums.get(name, (0, 0))
                sums[name] = (s + (x * x).sum(0), n + x.shape[0])
            handles.append(module.register_forward_pre_hook(hook))
    with torch.inference_mode():
        for chunk in chunks:
            hf(torch.tensor([chunk]))
    for h in handles:
        h.remove()
    return sums


def test_computed_imatrix_equals_transformers_activations(tmp_path):
    from engine.gguf.load import load_gguf
    model, tok = demo_model()
    path = export_gguf(model, tok, tmp_path / "model.gguf", "F32")
    im = imatrix_from_text(path, TEXT, chunk_size=48, max_chunks=3, dataset="text.txt")
    assert (im.chunk_count, im.chunk_size, im.datasets) == (3, 48, ["text.txt"])
    ours_model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    chunks = token_chunks(tok.encode(TEXT), 48, tok.bos_id if tok.add_bos else None, 3)
    ref = _hf_reference_sums(ours_model, chunks)
    n_layers = model.config.num_hidden_layers
    assert set(im.entries) == set(ref) and len(ref) == 7 * n_layers      # no output.weight by default
    for name, (sums, tokens) in ref.items():
        e = im.entries[name]
        assert e.counts.tolist() == [float(tokens)] == [144.0], name
        err = (e.sums[0].double() - sums).norm() / sums.norm()
        assert err < 1e-5, (name, float(err))
    with_output = imatrix_from_text(path, TEXT, chunk_size=48, max_chunks=1, process_output=True)
    assert with_output.entries["output.weight"].sums.shape == (1, model.config.hidden_size)


def test_moe_experts_count_only_their_tokens():
    """Per-expert sums and counts against a direct computation: the router's top-k choice
    from the MoE block's input, then each expert's own inputs (gate/up: the block input;
    down: silu(gate) * up of its tokens)."""
    import torch.nn.functional as F

    from engine.layers.decoder import init_random_
    from engine.models import build_model

    config = dict(model_type="qwen3_moe", vocab_size=128, hidden_size=64, intermediate_size=128,
                  num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2, head_dim=16,
                  rms_norm_eps=1e-6, rope_theta=10000.0, max_position_embeddings=128,
                  tie_word_embeddings=False, num_experts=4, num_experts_per_tok=2,
                  moe_intermediate_size=32, norm_topk_prob=True)
    model = build_model(config)
    init_random_(model, seed=2, std=0.1)
    model = model.float().eval()
    chunks = torch.randint(0, 128, (3, 40), generator=torch.Generator().manual_seed(0)).tolist()
    block_inputs = {}
    hooks = [layer.mlp.register_forward_pre_hook(
        lambda m, a, i=i: block_inputs.setdefault(i, []).append(a[0].reshape(-1, 64).clone()))
        for i, layer in enumerate(model.model.layers)]
    im = collect_imatrix(model, chunks)
    for h in hooks:
        h.remove()
    assert "expert_matmul" not in vars(model.model.layers[0].mlp.experts)   # the patch is undone
    for i, layer in enumerate(model.model.layers):
        x = torch.cat(block_inputs[i]).double()
        index, _ = layer.mlp.route(x.float())
        gate_up, down = layer.mlp.experts.gate_up_proj.double(), layer.mlp.experts.down_proj.double()
        for e in range(4):
            xe = x[(index == e).any(-1)]
            g, u = (xe @ gate_up[e].T).chunk(2, dim=-1)
            h = F.silu(g) * u
            for kind, inp in (("ffn_gate_exps", xe), ("ffn_up_exps", xe), ("ffn_down_exps", h)):
                entry = im.entries[f"blk.{i}.{kind}.weight"]
                assert entry.sums.shape[0] == 4 and entry.counts[e] == xe.shape[0]
                assert torch.allclose(entry.sums[e].double(), (inp * inp).sum(0), rtol=1e-4, atol=1e-6)
        assert im.entries[f"blk.{i}.ffn_gate_inp.weight"].counts.tolist() == [120.0]
    assert sum(im.entries["blk.0.ffn_up_exps.weight"].counts.tolist()) == 120 * 2


def test_token_chunks():
    assert token_chunks(list(range(10)), 4, bos_id=99) == [[99, 1, 2, 3], [99, 5, 6, 7]]
    assert token_chunks(list(range(10)), 4, max_chunks=1) == [[0, 1, 2, 3]]
    with pytest.raises(ValueError, match="the text has 3 tokens, fewer than one chunk of 4"):
        token_chunks([1, 2, 3], 4)


# ---------------------------------------------------------------- quantizing with an imatrix
def file_weighted_error(src, out, imatrix) -> float:
    """Sum over the imatrix's weights of importance-weighted squared error, `out` against `src`."""
    a, b = GGUFReader(src), GGUFReader(out)
    total = 0.0
    for name in imatrix.entries:
        shape = a.tensors[name][0]
        imp = imatrix.importance(name, shape).double()
        total += float((((b.tensor(name).double() - a.tensor(name).double()) ** 2) * imp).sum())
    a.close(), b.close()
    return total


@pytest.fixture(scope="module")
def calibrated(tmp_path_factory):
    """The test model as F32 and its imatrix computed by the engine (GGUF file)."""
    model, tok = demo_model()
    d = tmp_path_factory.mktemp("calibrated")
    src = export_gguf(model, tok, d / "model-f32.gguf", "F32")
    im = imatrix_from_text(src, TEXT, chunk_size=64, max_chunks=3, dataset="text.txt")
    return src, write_imatrix(d / "model.imatrix.gguf", im)


@needs_llama
@pytest.mark.parametrize("recipe", ["Q4_0", "Q4_K_M", "IQ4_XS"])
def test_quantize_with_imatrix_against_llama_cpp(recipe, calibrated, tmp_path):
    """Our imatrix file goes through llama.cpp's reader into its quantizer; both
    quantizers, given it, write the same tensor types, lower the importance-weighted error
    against their plain files, and ours is within 1% of llama.cpp's."""
    from engine.evaluation import llama_cpp
    src, imfile = calibrated
    im = read_imatrix(imfile)
    importance = llama_cpp.read_imatrix(imfile)["importance"]
    files = {"theirs": llama_cpp.quantize(src, tmp_path / "theirs.gguf", recipe, importance),
             "theirs_plain": llama_cpp.quantize(src, tmp_path / "theirs-plain.gguf", recipe),
             "ours_plain": quantize_gguf(src, tmp_path / "ours-plain.gguf", recipe, recipe=True, progress=False)}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        files["ours"] = quantize_gguf(src, tmp_path / "ours.gguf", recipe, recipe=True, progress=False,
                                      imatrix=imfile)
    assert any("no entry for 1 quantized weights" in str(w.message) and "output.weight" in str(w.message)
               for w in caught)
    types = {k: {t.name: t.tensor_type.name for t in gguf.GGUFReader(str(f)).tensors} for k, f in files.items()}
    assert types["ours"] == types["theirs"]
    err = {k: file_weighted_error(src, f, im) for k, f in files.items()}
    assert err["ours"] < err["ours_plain"] and err["theirs"] < err["theirs_plain"], err
    assert err["ours"] <= 1.01 * err["theirs"], err
    meta = gguf.GGUFReader(str(files["ours"])).fields
    assert meta["quantize.imatrix.entries_count"].contents() == len(im.entries)
    assert meta["quantize.imatrix.chunks_count"].contents() == 3
    assert meta["quantize.imatrix.dataset"].contents() == "text.txt"


@pytest.mark.filterwarnings("ignore:.*no entry for 1 quantized weights")
def test_dat_and_gguf_imatrix_quantize_alike(calibrated, tmp_path):
    src, imfile = calibrated
    dat = write_imatrix_dat(tmp_path / "m.dat", read_imatrix(imfile))
    a = quantize_gguf(src, tmp_path / "a.gguf", "Q4_0", progress=False, imatrix=imfile)
    b = quantize_gguf(src, tmp_path / "b.gguf", "Q4_0", progress=False, imatrix=dat)
    ra, rb = GGUFReader(a), GGUFReader(b)
    same = [torch.equal(ra.raw(n), rb.raw(n)) for n in ra.tensors if ra.tensors[n][1] == "Q4_0"]
    assert len(same) > 20 and np.mean(same) > 0.9     # float rounding of mean * ncall / ncall aside
    ra.close(), rb.close()


@pytest.mark.filterwarnings("ignore:.*no entry for 1 quantized weights")
def test_cli_imatrix_then_quantize(calibrated, tmp_path, capsys):
    import run
    src, _ = calibrated
    text = tmp_path / "text.txt"
    text.write_text(TEXT)
    out = tmp_path / "cli.imatrix.gguf"
    argv = ["gguf", "imatrix", str(src), "--text", str(text), "-o", str(out), "--chunk-size", "64",
            "--chunks", "2"]
    assert run.main(argv) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert '"entries": 28' in line and '"chunks": 2' in line and read_imatrix(out).chunk_count == 2
    assert run.main(argv) == 2 and "exists; pass --force" in capsys.readouterr().err
    q4 = tmp_path / "q4.gguf"
    assert run.main(["gguf", "quantize", str(src), str(q4), "Q4_0", "--imatrix", str(out)]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["imatrix"] == str(out) and summary["tensors"]["Q4_0"] == 30   # 28 + embd + output
    bad = tmp_path / "bad.dat"
    bad.write_bytes(b"\x01\0\0\0\x05")
    assert run.main(["gguf", "quantize", str(src), str(tmp_path / "q.gguf"), "Q4_0", "--imatrix", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "bad.dat: entry 1 of 1" in err and len(err.strip().splitlines()) == 1


@needs_llama
@pytest.mark.filterwarnings("ignore:.*no entry for")
def test_moe_experts_quantize_with_their_own_importance(tmp_path):
    """A 3-D expert stack takes importance row e for expert e, in our quantizer as in
    llama.cpp's: same types, the same bytes but for float near-ties, and a weighted error
    within 1% of llama.cpp's."""
    from engine.evaluation import llama_cpp
    from engine.layers.decoder import init_random_
    from engine.models import build_model

    config = dict(model_type="qwen3_moe", vocab_size=256, hidden_size=256, intermediate_size=256,
                  num_hidden_layers=1, num_attention_heads=4, num_key_value_heads=2, head_dim=64,
                  rms_norm_eps=1e-6, rope_theta=10000.0, max_position_embeddings=256,
                  tie_word_embeddings=False, num_experts=4, num_experts_per_tok=2,
                  moe_intermediate_size=256, norm_topk_prob=True)
    model = build_model(config)
    init_random_(model, seed=4, std=0.08)
    model = model.float().eval()
    src = export_gguf(model, None, tmp_path / "moe-f32.gguf", "F32")
    chunks = torch.randint(0, 256, (2, 64), generator=torch.Generator().manual_seed(1)).tolist()
    im = collect_imatrix(model, chunks)
    im.entries["blk.0.ffn_down_exps.weight"].counts[3] = 0          # an expert no token reached
    imfile = write_imatrix(tmp_path / "moe.imatrix.gguf", im)
    importance = llama_cpp.read_imatrix(imfile)["importance"]
    assert importance["blk.0.ffn_up_exps.weight"].shape == (4 * 256,)
    ours = quantize_gguf(src, tmp_path / "ours.gguf", "Q4_K_M", progress=False, imatrix=imfile)
    theirs = llama_cpp.quantize(src, tmp_path / "theirs.gguf", "Q4_K_M", importance)
    types = [{t.name: t.tensor_type.name for t in gguf.GGUFReader(str(f)).tensors} for f in (ours, theirs)]
    assert types[0] == types[1] and types[0]["blk.0.ffn_down_exps.weight"] in ("Q4_K", "Q6_K")
    experts = {n: e for n, e in im.entries.items() if "_exps" in n}
    a, b, s = GGUFReader(ours), GGUFReader(theirs), GGUFReader(src)
    for name in experts:
        imp = im.importance(name, s.tensors[name][0]).double()[:, None, :]      # [E, 1, cols]
        err = [float((((r.tensor(name).double() - s.tensor(name).double()) ** 2) * imp).sum()) for r in (a, b)]
        assert err[0] <= 1.01 * err[1], (name, err)
        assert (a.raw(name) == b.raw(name)).float().mean() > 0.99, name   # same bytes but near-ties
    a.close(), b.close(), s.close()
