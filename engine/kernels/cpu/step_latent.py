"""The fused decode step's multi-head latent attention (DeepSeek-V2/V3,
engine/models/deepseek2.py): the ops `Program` emits for a block whose step_spec is
"mla_attention" (decode_step.h's MLA_STORE and MLA_ATTEND, latent_attend.h).

With H heads of n + r query dims, a latent of c and values of v per head:

    q_lora:   MATMUL h -> act: q_a | kv_a;  NORM act -> h (q_a_layernorm);  MATMUL h -> qkv: q_b
    plain q:  MATMUL h -> qkv: q | kv_a
    MLA_STORE act or qkv (kv_a) -> the cache, its latent normed and its key rotated; qkv:
              each head's query [q_nope k_b | rotated q_pe] after the heads' q and kv_a
    MLA_ATTEND qkv -> att [H v];  MATMUL att -> out (o_proj, its collective under --tp)

The cache layer is the LatentCache's [n_slots, 1, max_len, c + r] (float32 or float16), the
one the PyTorch path writes, so a prompt prefilled there and the step's tokens share it.
k_b and v_b are the module's float32 [H, c, n] and [H, v, c]; under tensor parallelism a
rank's module holds its heads' rows of q and k_b / v_b, and o_proj's all-reduce is the
usual collective.
"""
import torch

from engine.kernels.cpu.step_desc import Mla


def _floats(t, what: str, shape: tuple) -> tuple[torch.Tensor | None, str | None]:
    """(t, None) when t is a contiguous float32 CPU tensor of `shape`, else (None, why)."""
    if t is None or t.dtype != torch.float32 or t.device.type != "cpu" or not t.is_contiguous() \
            or tuple(t.shape) != shape:
        found = None if t is None else f"{t.dtype} {list(t.shape)} on {t.device}"
        return None, f"{what} must be a contiguous float32 CPU tensor {list(shape)}, found {found}"
    return t, None


def latent_attention(program, s: dict, norm: dict, i: int, name: str, out: str, acc: int) -> str | None:
    """Emit the ops of block spec `s` (layer `i`; `norm`: its kv_a_layernorm's spec) into
    `program`, the output into `out` (+= when acc). Returns None, or why the step cannot."""
    H, n, r, c, v = s["heads"]
    D, qk, w = program.D, n + r, c + r
    if program.hd != r or program.Hkv != 1:
        return f"{name}: the model's rotary dims ({program.hd}) and key heads ({program.Hkv}) must be r = {r} and 1"
    if norm.get("offset", 0.0) != 0.0:
        return f"{name}.kv_a_layernorm: a weight offset"
    tensors = []
    for t, what, shape in ((s["k_b"], "k_b", (H, c, n)), (s["v_b"], "v_b", (H, v, c)), (norm["weight"],
                                                                                      "kv_a_layernorm.weight", (c,))):
        t, why = _floats(t.detach() if isinstance(t, torch.Tensor) else t, f"{name}.{what}", shape)
        if why:
            return why
        tensors.append(t)
    kv = (s["kv_a"], f"{name}.kv_a_proj_with_mqa", w, D)
    if s.get("q") is not None:
        program._matmul([(s["q"], f"{name}.q_proj", H * qk, D), kv], "h", "qkv", acc=0)
        kv_buf, kv_off = "qkv", H * qk
    else:
        ql = s["q_a"].out_features
        program._matmul([(s["q_a"], f"{name}.q_a_proj", ql, D), kv], "h", "act", acc=0)
        program._norm(s["q_norm"], f"{name}.q_a_layernorm", "act", "h", acc=0)
        program._matmul([(s["q_b"], f"{name}.q_b_proj", H * qk, ql)], "h", "qkv", acc=0)
        kv_buf, kv_off = "act", ql
        program.widths["h"] = max(program.widths["h"], ql)
    q_off = (kv_off + w) if kv_buf == "qkv" else H * qk
    program.widths[kv_buf] = max(program.widths[kv_buf], kv_off + w)
    program.widths["qkv"] = max(program.widths["qkv"], q_off + H * w)
    program.widths["att"] = max(program.widths["att"], H * v)
    program.kmax = max(program.kmax, w)          # a thread's row buffer holds the weighted cache row
    freqs = program._rope_tables.get(None)
    if freqs is None:
        return f"{name}: the model gives no rotary table"
    mla = Mla(H, n, r, c, v, kv_off, q_off, *tensors, float(norm["eps"]))
    program._op("mla_store", kv_buf, "qkv", layer=i, rope=program.rope_index(freqs), mla=mla, name=name)
    program._op("mla_attend", "qkv", "att", layer=i, scale=float(s["scale"]), mla=mla, name=name)
    program.latent = w
    program._out_matmul(s["o"], f"{name}.o_proj", D, H * v, "att", out, acc)
    return None
