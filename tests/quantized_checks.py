"""The check a quantized file of any architecture is held to: our model on the file equals our
model holding the file's tensors decoded to float32 by gguf-py (the exact reference: the
same weights, decoded by another library), and sits as close to llama.cpp's logits as that
reference does (KL no worse than 1.2x the reference's). llama.cpp's kernels round the
activations too, so the reference's own KL, not zero, is the bar.
"""
import torch

from engine.evaluation.logit_quality import kl_divergence, relative_logit_error
from engine.gguf.config import QK_PERMUTED, module_name, unpermute_qk
from engine.gguf.load import load_gguf
from engine.gguf.reader import GGUFReader
from test_ch38_llama_cpp_convert import gguf_py_decode

# the block types a file quantized by llama.cpp as FTYPE must hold (Q4_K_M falls back to
# other types on rows that are not a multiple of 256 wide, so the check is worth making)
EXPECTED_TYPES = {"Q8_0": {"Q8_0"}, "Q4_K_M": {"Q4_K", "Q6_K"}}


def decoded_reference(path):
    """Our model of the file at `path` holding every tensor decoded to float32 by gguf-py
    (Llama-permuted q/k rows put back, expert stacks joined as gate_up_proj or filed as one,
    a tied lm_head given the decoded embedding, tensors the model skips left out)."""
    model, _ = load_gguf(path, dtype=torch.float32, keep_quantized=False, progress=False)
    cfg, reader, state = model.config, GGUFReader(path), {}
    arch = reader.metadata["general.architecture"]
    skips = getattr(model, "skips_tensor", lambda name: False)
    for name, (shape, type_name, _) in reader.tensors.items():
        if skips(name) or name == "rope_freqs.weight":    # the frequencies: load_gguf set them already
            continue
        w = torch.as_tensor(gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name)).float()
        if cfg.model_type in QK_PERMUTED and name.endswith(("attn_q.weight", "attn_k.weight")):
            w = unpermute_qk(w, cfg.num_attention_heads if "attn_q" in name else cfg.num_key_value_heads)
        state[module_name(name, arch)] = w
    for key in [k for k in state if k.endswith("mlp.experts.gate_proj.weight")]:
        prefix = key[:-len("gate_proj.weight")]
        state[prefix + "gate_up_proj"] = torch.cat((state.pop(key), state.pop(prefix + "up_proj.weight")), dim=1)
        state[prefix + "down_proj"] = state.pop(prefix + "down_proj.weight")
    for key in [k for k in state if k.endswith("mlp.experts.gate_up_proj.weight")]:   # one gate_up stack (Gemma 4)
        prefix = key[:-len("gate_up_proj.weight")]
        state[prefix + "gate_up_proj"] = state.pop(key)
        state[prefix + "down_proj"] = state.pop(prefix + "down_proj.weight")
    mine = model.state_dict()
    if cfg.tie_word_embeddings and "lm_head.weight" in mine:
        state["lm_head.weight"] = state["model.embed_tokens.weight"]
    for name, t in state.items():
        mine[name].copy_(t.reshape(mine[name].shape))
    return model


@torch.no_grad()
def check_quantized_file(path, ftype: str, ids, run, llama_cpp_logits, rows: list, rel_bound=1e-4):
    """Assert the file `path` (llama.cpp's FTYPE quantization) holds the types FTYPE should,
    loads without a float Linear, gives the exact reference's logits to `rel_bound` and is
    no further from llama.cpp's (`llama_cpp_logits(path, ids)`) than 1.2x the reference's KL.
    `run(model, ids)` -> logits [T, V]. Appends the figures to `rows`; returns
    (rel, KL ours, KL reference)."""
    types = {t for _, t, _ in GGUFReader(path).tensors.values()}
    assert EXPECTED_TYPES[ftype] <= types, f"{ftype}: the file holds {sorted(types)}"
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert not [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear)]
    mine = run(model, ids)
    ref = run(decoded_reference(path), ids)
    theirs = llama_cpp_logits(path, ids)
    rel = relative_logit_error(mine, ref)
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    rows.append((f"{ftype} rel vs the file's weights decoded by gguf-py", f"{rel:.1e}"))
    rows.append((f"{ftype} KL(llama.cpp || ours) / KL(llama.cpp || reference)", f"{kl_ours:.2e} / {kl_ref:.2e}"))
    assert rel <= rel_bound, f"{ftype}: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"{ftype}: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"
    return rel, kl_ours, kl_ref
