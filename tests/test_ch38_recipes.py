"""llama.cpp file-type recipes (`gguf_recipes`) against llama.cpp's own quantizer.

Tiny random models (rows of 256 so every block fits, plus one with rows of 288 / 544 so
the 256-weight types fall back) are exported as F32; `llama_model_quantize` turns each
into every recipe. `tensor_type` must name the type llama.cpp chose for every tensor, and
the recipe's file_type must be llama.cpp's. The searching K-quant encoders are slow in
Python, so the full `quantize_gguf` run (types, file_type, size within 2% of llama.cpp's
file) covers five recipes on a 2-layer model and Q4_K_M on the 288-row one. Run with `-s`
for the table.
"""
import json

import pytest
import torch
from conftest import figure_table

from engine.quantize.export import export_gguf
from engine.quantize.requantize import quantize_gguf, resolve_type
from engine.gguf.reader import GGUFReader
from engine.quantize.recipes import (RECIPES, ModelFacts, fallback, model_facts,
                                         tensor_type, use_more_bits)
from engine.layers.decoder import init_random_
from engine.models import build_model

torch.set_num_threads(2)

BASE = dict(vocab_size=512, hidden_size=256, intermediate_size=512, num_hidden_layers=8,
            num_attention_heads=4, num_key_value_heads=2, head_dim=64, rms_norm_eps=1e-6,
            rope_theta=10000.0, max_position_embeddings=512, tie_word_embeddings=False)
# name -> config: which rule each one exercises
MODELS = {
    "llama-8": dict(BASE, model_type="llama"),                        # use_more_bits layers
    "qwen3-16-gqa4-tied": dict(BASE, model_type="qwen3", num_hidden_layers=16,
                               num_key_value_heads=1, tie_word_embeddings=True),  # n/16, GQA
    "qwen3_moe-8x": dict(BASE, model_type="qwen3_moe", num_hidden_layers=4, num_experts=8,
                         num_experts_per_tok=2, moe_intermediate_size=256,
                         norm_topk_prob=True),                        # 8-expert rules
    "qwen2-rows288": dict(BASE, model_type="qwen2", num_hidden_layers=3, hidden_size=288,
                          head_dim=72, intermediate_size=544),       # row-length fallbacks
}
FULL_MODEL = dict(BASE, model_type="qwen3", num_hidden_layers=2)
# (model, recipe) encoded in full by quantize_gguf
FULL_CASES = [("full", r) for r in ("Q4_K_M", "Q4_0", "Q3_K_L", "Q5_K_S", "IQ4_XS")] + [
    ("qwen2-rows288", "Q4_K_M")]
ROWS = []


def test_use_more_bits_layers():
    # 32 layers: first and last 4, then every third from layer 6
    assert [i for i in range(32) if use_more_bits(i, 32)] == [
        0, 1, 2, 3, 6, 9, 12, 15, 18, 21, 24, 27, 28, 29, 30, 31]


def test_fallbacks_and_rules_without_llama_cpp():
    assert [fallback(t, 544) for t in ("Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K", "IQ4_XS")] == [
        "Q4_0", "Q4_0", "Q5_0", "Q5_1", "Q8_0", "IQ4_NL"]
    assert fallback("Q4_K", 100) == "F16" and fallback("Q8_0", 100) == "F16"
    f = ModelFacts(arch="llama", n_layers=8, n_gqa=1, n_expert=0, tied_embeddings=False,
                   n_attn_v=8)
    assert tensor_type("Q4_K_M", "output.weight", [512, 256], f) == "Q6_K"
    assert tensor_type("Q8_0", "output.weight", [512, 256], f) == "Q8_0"
    # 8 layers: more bits on 0, 3, 6, 7
    assert tensor_type("Q4_K_M", "blk.3.ffn_down.weight", [256, 512], f) == "Q6_K"
    assert tensor_type("Q4_K_M", "blk.2.ffn_down.weight", [256, 512], f) == "Q4_K"
    assert tensor_type("Q4_K_M", "blk.3.attn_norm.weight", [256], f) == "F32"
    assert resolve_type("q4_k_m") == ("Q4_K_M", True)
    assert resolve_type("Q4_0") == ("Q4_0", False) and resolve_type("Q4_0", True) == ("Q4_0", True)
    with pytest.raises(ValueError, match="unknown file-type recipe 'Q7_K_M'"):
        resolve_type("Q7_K_M", recipe=True)


# ------------------------------------------------------------------ llama.cpp as oracle
@pytest.fixture(scope="module")
def llama_cpp():
    from conftest import llama_cpp_oracle
    llama_cpp_oracle()
    from engine.evaluation import llama_cpp as oracle
    return oracle


@pytest.fixture(scope="module")
def gguf():
    return pytest.importorskip("gguf", reason="gguf-py is not installed")


_print_table = figure_table("model | recipe | tensors matched | size ours / llama.cpp", ROWS)


def export_f32(config, path):
    model = build_model(config)
    init_random_(model, seed=0, std=0.08)
    export_gguf(model.float().eval(), None, path, "F32", name="recipe test model")
    return path


def llama_cpp_quantize(llama_cpp, src, dst, recipe):
    rc = llama_cpp.quantize_rc(src, dst, recipe)
    assert rc == 0, f"llama.cpp's quantizer failed on {src} -> {recipe} (returned {rc})"
    return dst


def file_types(gguf, path):
    """(tensor name -> type name, general.file_type) as gguf-py reads `path`."""
    r = gguf.GGUFReader(str(path))
    return ({t.name: t.tensor_type.name for t in r.tensors},
            int(r.fields["general.file_type"].contents()))


@pytest.fixture(scope="module")
def f32_files(tmp_path_factory):
    made = {}

    def get(model):
        if model not in made:
            config = FULL_MODEL if model == "full" else MODELS[model]
            made[model] = export_f32(config, tmp_path_factory.mktemp(model) / "f32.gguf")
        return made[model]
    return get


@pytest.mark.parametrize("recipe", list(RECIPES))
@pytest.mark.parametrize("model", list(MODELS))
def test_tensor_types_match_llama_cpp(model, recipe, f32_files, llama_cpp, gguf):
    src = f32_files(model)
    theirs, their_file_type = file_types(gguf, llama_cpp_quantize(
        llama_cpp, src, src.with_name(f"{recipe}.gguf"), recipe))
    reader = GGUFReader(src)
    facts = model_facts(reader.metadata, reader.tensors)
    ours = {n: tensor_type(recipe, n, shape, facts) for n, (shape, _, _) in reader.tensors.items()}
    reader.close()
    assert set(ours) == set(theirs)
    wrong = {n: (ours[n], theirs[n]) for n in ours if ours[n] != theirs[n]}
    ROWS.append((model, recipe, f"{len(ours) - len(wrong)}/{len(ours)}", "-"))
    assert not wrong, f"{model} {recipe}: (ours, llama.cpp) differ: {wrong}"
    assert their_file_type == RECIPES[recipe].file_type
    assert len(set(theirs.values())) > 1, "every recipe mixes at least F32 and its types"


@pytest.mark.parametrize("model,recipe", FULL_CASES)
def test_quantize_gguf_recipe_matches_llama_cpp_file(model, recipe, f32_files, llama_cpp, gguf,
                                                     tmp_path):
    src = f32_files(model)
    theirs_path = llama_cpp_quantize(llama_cpp, src, tmp_path / "theirs.gguf", recipe)
    # Q4_K_M names only a recipe; Q4_0, IQ4_XS are tensor types too and need recipe=True
    ours_path = quantize_gguf(src, tmp_path / "ours.gguf", recipe, progress=False,
                              recipe=True if recipe in ("Q4_0", "IQ4_XS") else None)
    ours, ours_ft = file_types(gguf, ours_path)
    theirs, theirs_ft = file_types(gguf, theirs_path)
    ratio = ours_path.stat().st_size / theirs_path.stat().st_size
    ROWS.append((f"{model} (encoded)", recipe,
                 f"{sum(ours[n] == theirs.get(n) for n in ours)}/{len(theirs)}", f"{ratio:.4f}"))
    assert ours == theirs
    assert ours_ft == theirs_ft == RECIPES[recipe].file_type
    assert abs(ratio - 1) < 0.02, f"{recipe}: our file is {ratio:.4f} x llama.cpp's"
    assert len(set(ours.values()) - {"F32"}) > 1   # a mix, not one type for all


def test_main_reports_the_recipe(f32_files, tmp_path, capsys):
    from engine.quantize.requantize import quantize_main

    class Args:
        input, output, type, force = str(f32_files("full")), str(tmp_path / "m.gguf"), "q3_k_s", False
    assert quantize_main(Args) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["type"] == "Q3_K_S"
    # 2 layers x 7 matrices + token_embd; output.weight Q6_K; 4 norms a layer + output_norm
    assert report["tensors"] == {"F32": 9, "Q3_K": 15, "Q6_K": 1}
