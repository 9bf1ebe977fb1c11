"""Benchmark files for the Chapter 42 architectures: random transformers checkpoints with a
real model's widths but few layers, converted by llama.cpp's `convert_hf_to_gguf.py` and
quantized by llama.cpp's quantizer, so ours and llama-bench time the very same file.

    python benchmarks/wide_files.py [--out-dir /tmp/wide_files] [--only qwen35,gpt-oss]
    python benchmarks/cpu_vs_llamacpp.py /tmp/wide_files/*.gguf

qwen35:  Qwen3.5-0.8B's widths (hidden 1024, 16 DeltaNet heads of 128, 8 attention heads
         of 256, MLP 3584), 4 layers (three DeltaNet, one full attention) -> Q4_K_M.
gpt-oss: hidden 1024, 16 query heads of 64, 4 KV heads, window 128, 16 experts of 1024
         (top 4), 4 layers -> MXFP4_MOE.
llama8b: Llama-3-8B's widths (hidden 4096, MLP 14336, 32 query heads of 128, 8 KV heads),
         2 layers -> Q4_K_M (benchmarks/tp.py; the checkpoint is written in bfloat16). It and
         llama3b declare Llama 3.1's 131072 positions, so `--depth 8192` and longer prompts fit.
qwen7b:  Qwen2.5-7B's widths (hidden 3584, MLP 18944, 28 query heads of 128, 4 KV heads, q/k/v
         biases, rope theta 1e6, untied 152,064-row output in the real model; here Qwen2's 151,936),
         2 layers -> Q4_K_M: Qwen's 7B class beside llama8b's (bfloat16 checkpoint).
llama3b: Llama-3.2-3B's widths (hidden 3072, MLP 8192, 24 query heads of 128, 8 KV heads, rope
         theta 500000, tied embeddings), 2 layers -> Q4_K_M: the 3-4B class beside llama8b's 7-8B
         (its vocabulary is Qwen2's below, not Llama 3's 128,256; bfloat16 checkpoint).
deepseek2: DeepSeek-V2-Lite's widths (hidden 2048, 16 heads of 128 + 64 rotated dims, values
         of 128, latent 512; 64 routed experts of 1408, top 6, 2 shared; softmax routing), 3
         layers (one dense of 10944, two MoE) -> Q4_K_M. The query goes through DeepSeek-V2's
         rank-1536 latent, not Lite's plain q_proj: llama.cpp reads a plain q_proj only at
         Lite's depths (26 or 27 layers). DeepseekV2Config; the checkpoint in bfloat16.
lfm2:    LFM2-1.2B's widths (hidden 2048, 32 query heads of 64, 8 KV heads, 3-tap convolutions,
         intermediate_size 12288, which block_auto_adjust_ff_dim turns into an MLP of 8192),
         4 layers (conv, conv, attention, conv, as LFM2-1.2B's first four) -> Q4_K_M.
Weights are N(0, 0.02) from a fixed seed; Qwen2's tokenizer (151,936 tokens, rebuilt from
the Qwen2.5 file in $GGUF_MODELS, which llama.cpp's converter recognises) is the vocabulary
of each (LFM2's own has 65,536 tokens; its tests convert with Qwen2's too), so the output
matrix weighs as it does in the real models. With so few layers the last one counts for more
than in a real model: its MLP runs for a prompt's last token only (here as in llama.cpp), so
qwen7b's prompt tokens cost 262 M multiply-adds, not the 466 M of two whole layers, and such
a file prefills, per layer, some 1.7 times as fast as a deep model of its widths, in both
engines. A file already in --out-dir is kept.
"""
import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

QWEN35 = dict(hidden_size=1024, intermediate_size=3584, num_hidden_layers=4, num_attention_heads=8,
              num_key_value_heads=2, head_dim=256, linear_conv_kernel_dim=4, linear_key_head_dim=128,
              linear_value_head_dim=128, linear_num_key_heads=16, linear_num_value_heads=16,
              full_attention_interval=4, rms_norm_eps=1e-6, tie_word_embeddings=True,
              max_position_embeddings=4096,
              rope_parameters={"rope_type": "default", "rope_theta": 10000000.0, "partial_rotary_factor": 0.25})
GPT_OSS = dict(hidden_size=1024, intermediate_size=1024, num_hidden_layers=4, num_attention_heads=16,
               num_key_value_heads=4, head_dim=64, num_local_experts=16, num_experts_per_tok=4,
               sliding_window=128, max_position_embeddings=131072,
               rope_parameters=dict(rope_type="yarn", factor=32.0, beta_fast=32.0, beta_slow=1.0, truncate=False,
                                    original_max_position_embeddings=4096, rope_theta=150000.0))
LLAMA8B = dict(hidden_size=4096, intermediate_size=14336, num_hidden_layers=2, num_attention_heads=32,
               num_key_value_heads=8, head_dim=128, rms_norm_eps=1e-5, rope_theta=500000.0,
               max_position_embeddings=131072, tie_word_embeddings=False)
LLAMA3B = dict(hidden_size=3072, intermediate_size=8192, num_hidden_layers=2, num_attention_heads=24,
               num_key_value_heads=8, head_dim=128, rms_norm_eps=1e-5, rope_theta=500000.0,
               max_position_embeddings=131072, tie_word_embeddings=True)
QWEN7B = dict(hidden_size=3584, intermediate_size=18944, num_hidden_layers=2, num_attention_heads=28,
              num_key_value_heads=4, rms_norm_eps=1e-6, rope_theta=1000000.0, max_position_embeddings=32768,
              tie_word_embeddings=False)
DEEPSEEK2 = dict(hidden_size=2048, intermediate_size=10944, num_hidden_layers=3, num_attention_heads=16,
                 num_key_value_heads=16, q_lora_rank=1536, kv_lora_rank=512, qk_nope_head_dim=128,
                 qk_rope_head_dim=64, v_head_dim=128, n_routed_experts=64, num_experts_per_tok=6,
                 n_shared_experts=2, moe_intermediate_size=1408, first_k_dense_replace=1, n_group=None,
                 topk_group=None, topk_method="greedy", scoring_func="softmax", norm_topk_prob=False,
                 routed_scaling_factor=1.0, rms_norm_eps=1e-6, max_position_embeddings=4096,
                 tie_word_embeddings=False, rope_parameters={"rope_type": "default", "rope_theta": 10000.0})
LFM2 = dict(hidden_size=2048, intermediate_size=12288, block_auto_adjust_ff_dim=True, block_ffn_dim_multiplier=1.0,
            block_multiple_of=256, num_hidden_layers=4, layer_types=["conv", "conv", "full_attention", "conv"],
            num_attention_heads=32, num_key_value_heads=8, conv_L_cache=3, norm_eps=1e-5,
            max_position_embeddings=4096, tie_word_embeddings=True,
            rope_parameters={"rope_type": "default", "rope_theta": 1000000.0})
BFLOAT16 = {"llama8b", "deepseek2", "llama3b", "qwen7b"}     # checkpoints of 0.9B to 1.8B parameters, made in bfloat16
# name -> (transformers config class, model class, fields, converter flags, llama.cpp file type)
FILES = {
    "llama8b": ("LlamaConfig", "LlamaForCausalLM", LLAMA8B, [], "Q4_K_M"),
    "qwen35": ("Qwen3_5TextConfig", "Qwen3_5ForCausalLM", QWEN35, ["--no-mtp"], "Q4_K_M"),
    "gpt-oss": ("GptOssConfig", "GptOssForCausalLM", GPT_OSS, [], "MXFP4_MOE"),
    "deepseek2": ("DeepseekV2Config", "DeepseekV2ForCausalLM", DEEPSEEK2, [], "Q4_K_M"),
    "lfm2": ("Lfm2Config", "Lfm2ForCausalLM", LFM2, [], "Q4_K_M"),
    "llama3b": ("LlamaConfig", "LlamaForCausalLM", LLAMA3B, [], "Q4_K_M"),
    "qwen7b": ("Qwen2Config", "Qwen2ForCausalLM", QWEN7B, [], "Q4_K_M"),
}


def default_converter() -> Path:
    from test_ch38_llama_cpp_convert import converter_cache
    return converter_cache() / "convert_hf_to_gguf.py"


def checkpoint(name: str, folder: Path, metadata: dict):
    """Save the random transformers model `name` and Qwen2's tokenizer into `folder`."""
    import torch
    import transformers

    from engine.layers.decoder import init_random_
    from test_ch38_llama_cpp_convert import write_qwen2_tokenizer
    config_cls, model_cls, fields, _, _ = FILES[name]
    write_qwen2_tokenizer(metadata, folder)
    config = getattr(transformers, config_cls)(
        **fields, vocab_size=len(metadata["tokenizer.ggml.tokens"]),
        bos_token_id=metadata["tokenizer.ggml.bos_token_id"], eos_token_id=metadata["tokenizer.ggml.eos_token_id"])
    wide = name in BFLOAT16                           # half the bytes of float32
    default = torch.get_default_dtype()
    torch.set_default_dtype(torch.bfloat16 if wide else torch.float32)
    try:
        model = getattr(transformers, model_cls)(config).eval()
    finally:
        torch.set_default_dtype(default)
    with torch.no_grad():
        init_random_(model, seed=0, std=0.02)
    model.save_pretrained(folder)


def build(name: str, out_dir: Path, converter: Path) -> Path:
    """out_dir/<name>-<file type>.gguf, made (checkpoint, F16 conversion, quantization) unless present."""
    from engine.evaluation import llama_cpp
    from engine.gguf.reader import GGUFReader
    from conftest import REAL_MODELS, models_dir
    _, _, _, flags, ftype = FILES[name]
    dst = out_dir / f"{name}-wide-{ftype}.gguf"
    if dst.is_file():
        return dst
    folder, f16 = out_dir / f"{name}-hf", out_dir / f"{name}-wide-F16.gguf"
    qwen25 = models_dir() / REAL_MODELS["qwen25"]
    if not qwen25.is_file():
        raise FileNotFoundError(f"{qwen25} (Qwen2's tokenizer) is absent: run ../shared/models/fetch "
                                f"and export GGUF_MODELS")
    folder.mkdir(parents=True, exist_ok=True)
    checkpoint(name, folder, GGUFReader(qwen25).metadata)
    env = {k: v for k, v in os.environ.items() if k != "NO_LOCAL_GGUF"}     # the converter's own gguf-py
    done = subprocess.run([sys.executable, str(converter), str(folder), "--outfile", str(f16),
                           "--outtype", "f16", *flags], capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise RuntimeError(f"convert_hf_to_gguf.py failed on {folder}:\n{done.stderr[-3000:]}")
    part = dst.with_suffix(".part")
    llama_cpp.quantize(f16, part, ftype)
    part.rename(dst)
    f16.unlink()
    shutil.rmtree(folder)             # the seed remakes it
    return dst


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out-dir", type=Path, default=Path("/tmp/wide_files"))
    ap.add_argument("--only", default=",".join(FILES), help=f"comma-separated, of {', '.join(FILES)}")
    ap.add_argument("--converter", type=Path, default=None,
                    help="llama.cpp's convert_hf_to_gguf.py (default: the copy the tests unpack)")
    args = ap.parse_args()
    converter = args.converter or default_converter()
    if not converter.is_file():
        sys.exit(f"--converter: {converter} is not a file (run tests/test_ch38_llama_cpp_convert.py once "
                 f"to unpack it, or pass llama.cpp's convert_hf_to_gguf.py)")
    names = [n.strip() for n in args.only.split(",") if n.strip()]
    unknown = [n for n in names if n not in FILES]
    if unknown:
        sys.exit(f"--only: unknown {unknown}; known: {list(FILES)}")
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name in names:
        print(build(name, args.out_dir, converter), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
