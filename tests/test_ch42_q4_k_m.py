"""Chapter 42: the new architectures in llama.cpp's Q4_K_M mix, against llama.cpp.

The Q8_0 and MXFP4_MOE files of tests/test_ch42_gpt_oss.py and test_ch42_qwen35.py come
from models of width 64, whose rows hold no 256-weight super-block, so a Q4_K_M recipe
would only write its fallback types there. Here gpt-oss, Qwen3.5 and Qwen3.5-MoE get rows
of 256 (hidden, intermediate, attention and DeltaNet value widths; two layers each, one of
either kind) with Qwen2's vocabulary (rebuilt from the Qwen2.5 file in $GGUF_MODELS;
skipped when absent). Each is saved by transformers, converted to F32 by llama.cpp's
`convert_hf_to_gguf.py` and quantized to Q4_K_M by its quantizer; the file must hold Q4_K
and Q6_K tensors. Loaded with its weights kept quantized, ours equals the exact reference
(transformers holding gguf-py's decoded weights) over a prefill and over cached decode
steps (the fused step), and agrees with llama.cpp's logits as well as that reference does
(KL). Run with `-s` for the figures.
"""
import pytest
import torch

transformers = pytest.importorskip("transformers", reason="transformers is not installed")
from conftest import figure_table, llama_cpp_oracle

llama_cpp_oracle()                  # skips the module where llama-cpp-python is not installed
from engine.cli.demo import TRAINING_TEXT
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error
from engine.gguf.config import module_name
from engine.gguf.load import load_gguf
from engine.gguf.reader import GGUFReader
from engine.gguf.tokenizer import tokenizer_from_gguf
from engine.layers.decoder import init_random_
from engine.quantized.select import resident_bits_report
from engine.serve.kv_cache import KVCache
from test_ch38_gemma3 import llama_cpp_run, run
from test_ch38_llama_cpp_archs import llama_cpp_quantize
from test_ch38_llama_cpp_convert import convert, converter, qwen2_tokenizer  # noqa: F401 (fixtures)
from test_ch42_gpt_oss import gguf_py_reference
from test_ch42_qwen35 import transformers_holding

torch.set_num_threads(2)

N_TOKENS = 24
QWEN35 = dict(hidden_size=256, intermediate_size=256, num_hidden_layers=2, num_attention_heads=4,
              num_key_value_heads=2, head_dim=64, linear_conv_kernel_dim=4, linear_key_head_dim=64,
              linear_value_head_dim=64, linear_num_key_heads=2, linear_num_value_heads=4,
              full_attention_interval=2, rms_norm_eps=1e-6, tie_word_embeddings=False, max_position_embeddings=512,
              rope_parameters={"rope_type": "default", "rope_theta": 10000.0, "partial_rotary_factor": 0.25})
# GGUF architecture -> (transformers config class, model class, fields, converter flags)
ARCHS = {
    "gpt-oss": ("GptOssConfig", "GptOssForCausalLM",
                dict(hidden_size=256, intermediate_size=256, num_hidden_layers=2, num_attention_heads=4,
                     num_key_value_heads=2, head_dim=64, num_local_experts=4, num_experts_per_tok=2,
                     sliding_window=8, max_position_embeddings=131072,
                     # a GGUF file cannot say `truncate`; llama.cpp (and so ours) rounds YaRN's ramp
                     rope_parameters=dict(rope_type="yarn", factor=32.0, beta_fast=32.0, beta_slow=1.0,
                                          truncate=True, original_max_position_embeddings=4096,
                                          rope_theta=150000.0)), []),
    "qwen35": ("Qwen3_5TextConfig", "Qwen3_5ForCausalLM", QWEN35, ["--no-mtp"]),
    "qwen35moe": ("Qwen3_5MoeTextConfig", "Qwen3_5MoeForCausalLM",
                  dict({k: v for k, v in QWEN35.items() if k != "intermediate_size"}, num_experts=4,
                       num_experts_per_tok=2, moe_intermediate_size=256, shared_expert_intermediate_size=256),
                  ["--no-mtp"]),
}
ROWS = []

_print_table = figure_table("Q4_K_M file | types | rel vs reference | KL(lc||ours) | KL(lc||ref)", ROWS)


@pytest.fixture(scope="module")
def q4_k_m(tmp_path_factory, qwen2_tokenizer, converter):  # noqa: F811
    """arch -> (the saved transformers model, its Q4_K_M file, N_TOKENS ids), made on first use."""
    made = {}

    def get(arch):
        if arch not in made:
            config_cls, model_cls, fields, flags = ARCHS[arch]
            tok_dir, metadata = qwen2_tokenizer
            folder = tmp_path_factory.mktemp(f"{arch}-q4km-hf")
            for name in ("tokenizer.json", "tokenizer_config.json"):
                (folder / name).write_bytes((tok_dir / name).read_bytes())
            config = getattr(transformers, config_cls)(
                **fields, vocab_size=len(metadata["tokenizer.ggml.tokens"]),
                bos_token_id=metadata["tokenizer.ggml.bos_token_id"],
                eos_token_id=metadata["tokenizer.ggml.eos_token_id"], attn_implementation="eager")
            hf = getattr(transformers, model_cls)(config).float().eval()
            with torch.no_grad():
                init_random_(hf, seed=2, std=0.08)
                for layer in hf.model.layers:            # DeltaNet decays spread like a trained model's
                    if hasattr(layer, "linear_attn"):
                        layer.linear_attn.A_log.copy_(torch.linspace(-2, 1, config.linear_num_value_heads))
            hf.save_pretrained(folder)
            src = convert(converter, folder, folder.parent / f"{arch}-wide-F32.gguf", *flags)
            path = src.with_name(f"{arch}-wide-Q4_K_M.gguf")
            assert llama_cpp_quantize(src, path, "Q4_K_M") == 0, f"llama.cpp's quantizer failed on {arch}"
            src.unlink()
            tok = tokenizer_from_gguf(GGUFReader(path).metadata)
            ids = tok.encode(" ".join(TRAINING_TEXT), add_special=False)[:N_TOKENS]
            made[arch] = (hf, path, ids)
        return made[arch]
    return get


@pytest.mark.parametrize("arch", sorted(ARCHS))
@torch.no_grad()
def test_q4_k_m_file_agrees_with_llama_cpp_as_the_exact_reference(arch, q4_k_m):
    hf, path, ids = q4_k_m(arch)
    reader = GGUFReader(path)
    assert reader.metadata["general.architecture"] == arch
    types = {t for _, t, _ in reader.tensors.values()}
    assert {"Q4_K", "Q6_K"} <= types, f"{arch} Q4_K_M: no K-quant super-blocks in {sorted(types)}"
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    floats = {module_name(n, arch).rsplit(".", 1)[0] for n, (_, t, _) in reader.tensors.items()
              if t in ("F32", "F16")}
    dense = [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear) and n not in floats]
    assert not dense, f"{arch} Q4_K_M: dense nn.Linear layers of quantized tensors survived loading: {dense}"
    assert "Q4_K" in resident_bits_report(model), resident_bits_report(model)
    mine = run(model, ids)
    cache = KVCache.for_model(model, 1, N_TOKENS)
    half = N_TOKENS // 2
    steps = torch.cat([model(torch.tensor([ids[:half]]), cache=cache)[0]]
                      + [model(torch.tensor([[t]]), cache=cache)[0] for t in ids[half:]])
    ref_model = gguf_py_reference(path, hf) if arch == "gpt-oss" else transformers_holding(hf, model, path)
    ref = run(ref_model, ids)
    theirs = llama_cpp_run(path, ids)
    rel = max(relative_logit_error(mine, ref), relative_logit_error(steps, ref))
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    ROWS.append((arch, ", ".join(sorted(types)), f"{rel:.1e}", f"{kl_ours:.2e}", f"{kl_ref:.2e}"))
    assert rel <= 1e-4, f"{arch} Q4_K_M: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"{arch} Q4_K_M: KL(llama.cpp || ours) {kl_ours:.2e} vs {kl_ref:.2e}"
