"""Chapter 42: OLMo 2 (post-norms after attention and the MLP, no pre-norms; q/k RMS-normalised
over the whole projection) against transformers' Olmo2ForCausalLM and llama.cpp.

A tiny random Olmo2ForCausalLM (hidden 256, 4 layers, 4 query heads and 2 key/value heads of
64 dims, untied lm_head; rows 256 wide, so Q4_K_M quantizes them as Q4_K / Q6_K) is saved beside Qwen2's tokenizer (rebuilt from the real Qwen2.5
file, $GGUF_MODELS; skipped when absent: llama.cpp's converter only accepts a tokenizer it
knows), turned into an F32 GGUF file by llama.cpp's `convert_hf_to_gguf.py` (architecture
"olmo2"; q/k rows in order, rotate-half) and into Q8_0 and Q4_K_M by its quantizer. Then:

1. On the F32 file ours equals transformers to 1e-4 relative (a prefill, a left-padded
   batch, cached prefill + decode in slots); llama.cpp agrees (KL <= 1e-5); normalising q/k
   per head instead of over the whole projection moves the logits.
2. The Q8_0 and Q4_K_M files: ours equals our model holding gguf-py's decoded weights and
   agrees with llama.cpp about as well as that exact reference does (quantized_checks).
3. The fused decode step runs it (its blocks read the residual stream; NORM ops over the
   whole q and k): on the Q8_0 and Q4_K_M files, with float activations, its greedy tokens
   are the PyTorch path's (logits within 1e-4).
4. Tensor parallelism splits it (its q/k norms sum their squares over every rank's heads), the
   fused step too (a COLLECTIVE op sums them): greedy tokens are one process's.
Run with `-s` for the figures.
"""

import pytest
import torch

from conftest import llama_cpp_oracle  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table, fused_steps_against_layers, transformers_errors  # noqa: E402
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from test_ch38_gemma3 import llama_cpp_run, run  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import convert_random_checkpoint, converter  # noqa: E402,F401
from quantized_checks import check_quantized_file  # noqa: E402

torch.set_num_threads(2)

TINY = dict(hidden_size=256, intermediate_size=256, num_hidden_layers=4, num_attention_heads=4,
            num_key_value_heads=2, head_dim=64, rms_norm_eps=1e-6, max_position_embeddings=512,
            rope_parameters={"rope_type": "default", "rope_theta": 10000.0})
N_TOKENS = 32
ROWS = []

_print_table = figure_table("olmo2 tiny | figure", ROWS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the saved transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    return convert_random_checkpoint(tmp_path_factory.mktemp("olmo2"), converter, transformers.Olmo2Config,
                                     transformers.Olmo2ForCausalLM, TINY, N_TOKENS)


@pytest.fixture(scope="module")
def ours(tiny):
    return load_gguf(tiny[1], dtype=torch.float32, progress=False)[0]


def test_converted_file_config(tiny, ours):
    hf, path, _ = tiny
    reader = GGUFReader(path)
    assert reader.metadata["general.architecture"] == "olmo2"
    assert reader.tensors["blk.0.attn_q_norm.weight"][0] == [256]           # the whole projection
    assert reader.tensors["blk.0.attn_k_norm.weight"][0] == [128]
    assert "blk.0.attn_norm.weight" not in reader.tensors and "output.weight" in reader.tensors
    cfg = ours.config
    assert cfg.model_type == "olmo2" and not cfg.tie_word_embeddings
    assert (cfg.num_attention_heads, cfg.num_key_value_heads, cfg.head_dim) == (4, 2, 64)
    report = ours.load_report["fused_decode"]
    assert ours.fused_decode is not None and report == "on", report
    # tensor parallelism splits it, its q/k norms summing squares over every rank's heads
    from engine.parallel.plan import plan
    split = plan({**cfg.__dict__}, reader.tensors, 1, 2)
    assert split.whole_qk_norm and split.q_heads == (2, 4) and split.kv_heads == (1, 2)


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
def test_quantized_file_decodes_through_the_fused_step(tiny, ftype):
    """16 decode steps through the fused step (blocks reading x without a pre-norm, q/k norms
    over the whole projection) after a PyTorch prefill, float activations: the layers' logits
    and greedy tokens."""
    _, src, ids = tiny
    rel, same = fused_steps_against_layers(llama_cpp_quantized(src, ftype), ids)
    ROWS.append((f"{ftype} fused step vs layers, float activations: rel / same top-1", f"{rel:.1e} / {same:.3f}"))
    assert rel <= 1e-4 and same == 1.0, (ftype, rel, same)


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny, ours):
    """One prefill; a left-padded batch; cached prefill in slots + decode; llama.cpp on the file."""
    hf, path, ids = tiny
    want = run(hf, ids)
    err = relative_logit_error(run(ours, ids), want)
    batch_err, cached_err = transformers_errors(ours, hf, ids)   # a left-padded batch; prefill + decode in slots
    theirs = llama_cpp_run(path, ids)
    kl, top1 = kl_divergence(theirs, run(ours, ids)).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill / padded batch / cached rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err) <= 1e-4, (err, batch_err, cached_err)
    assert kl <= 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    # the q/k norm spans the projection: normalising each head alone moves the logits
    from engine.models.olmo2 import Olmo2Attention
    per_head = Olmo2Attention.qk_norm
    try:
        Olmo2Attention.qk_norm = lambda self, q, k: (
            torch.nn.functional.rms_norm(q, q.shape[-1:], eps=self.q_norm.eps) * self.q_norm.weight.view_as(q[0, 0]),
            torch.nn.functional.rms_norm(k, k.shape[-1:], eps=self.k_norm.eps) * self.k_norm.weight.view_as(k[0, 0]))
        assert relative_logit_error(run(ours, ids), want) > 1e-3
    finally:
        Olmo2Attention.qk_norm = per_head


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
def test_quantized_file_against_llama_cpp(ftype, tiny):
    _, src, ids = tiny
    check_quantized_file(llama_cpp_quantized(src, ftype), ftype, ids, run, llama_cpp_run, ROWS)


# ------------------------------------------------------------------ split over two ranks
def test_split_over_two_ranks_generates_what_one_process_does(tiny, tmp_path):
    """`--tp 2` (engine/parallel/): each rank holds two query heads and one key/value head, and
    its q/k norms sum their squares over both ranks (engine/parallel/norms.py; in the fused
    decode step, which runs on both ranks, one COLLECTIVE op); greedy tokens of two prompts
    batched with padding equal one process's on the F32 and Q8_0 files."""
    from test_ch31_tensor_parallel import assert_split_equals_one_process
    _, src, ids = tiny
    assert_split_equals_one_process([src, llama_cpp_quantized(src, "Q8_0")], [ids[:12], ids[12:17]], tmp_path, ROWS,
                                    fused=True)
