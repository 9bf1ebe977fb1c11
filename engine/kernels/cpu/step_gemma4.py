"""What Gemma 4 adds to the fused decode step's program (step_program.py emits the rest;
engine/models/gemma4.py's docstring says what each part computes):

- per-layer inputs: at the step's start, per row, MATMUL x -> act (the projection to
  layers x P), SCALE by hidden^-1/2, a NORM over each layer's slice act -> pli (its `at`),
  EMBED the token's row of the second table into pli (+=, times sqrt(P)), SCALE pli by
  2^-1/2; after each layer's blocks, GATED x -> act with one matrix (gelu(x . gate) times
  the layer's slice of pli), MATMUL act -> tmp, NORM tmp -> x (+=);
- a layer's output scale: SCALE x;
- the MoE block (26B-A4B) in place of the MLP's residual block: NORM x -> h, the gated MLP
  -> tmp, NORM tmp -> att (post_1); NORM x -> qkv (the router's input: its norm without a
  weight, times its scale and hidden^-1/2, as one weight), NORM x -> h (pre_2), MOE h -> tmp
  (routed by qkv, each weight times its expert's per_expert_scale), NORM tmp -> att (+=,
  post_2), NORM att -> x (+=, the block's post-norm);
- attention layers of their own shape (global layers' wider heads, fewer key/value heads)
  and ROPE_STORE's kv_flags: values normalised per head, values that are the keys'
  projection (`k_eq_v`: no v rows in the matmul), layers that read an earlier layer's
  cache (`kv_source`: a q-only matmul, nothing stored).

On a rank of a split model (engine/parallel/plan.py) each part runs as it is: the per-layer
inputs (their table, projection and each layer's gate and projection) are replicated, so
every rank computes them whole; value norms, k_eq_v values and shared key/values act per
head, on the rank's heads (a shared layer reads its source's cache, which holds the same
heads); the MoE block's MLP down_proj and experts are each all-reduced in place (into tmp,
acc 0) before their post-norms, as the PyTorch path's hooks on down_proj and experts do
(step_parallel.py), the router and its scales replicated.
"""
import torch

from engine.blocks.registry import TYPES
from engine.kernels.cpu.step_desc import Mat
from engine.kernels.cpu.step_records import KV_K_EQ_V, KV_SHARED, KV_VALUE_NORM, Unsupported, float_vector, spec


def _table(table, what: str, rows: int, width: int) -> Mat:
    """A Mat over an embedding table the step decodes rows of (GGML blocks, or float32)."""
    from engine.kernels.cpu import dequant_exact
    raw, type_name = getattr(table, "raw", None), getattr(table, "type_name", None)
    if raw is None:
        raw, type_name = getattr(table, "weight", None), "F32"
    if not isinstance(raw, torch.Tensor) or (type_name == "F32" and raw.dtype != torch.float32) \
            or not dequant_exact.decodes(type_name) or raw.device.type != "cpu" or not raw.is_contiguous() \
            or getattr(table, "num_embeddings", None) != rows or getattr(table, "embedding_dim", None) != width:
        raise Unsupported(f"{what}: a table of [{rows}, {width}] rows the step decodes (GGML blocks or "
                          f"float32 on the CPU), found a {type(table).__name__} ({type_name})")
    return Mat(raw, raw.numel() * raw.element_size() // rows, rows, width, TYPES[type_name], name=what,
               type_name=type_name)


def per_layer_inputs(prog, s: dict, embed) -> None:
    """The ops that fill pli [rows, layers x P] at the step's start (module docstring)."""
    if prog._embedding(embed) is None:
        raise Unsupported("model: per-layer inputs need the token embedding decoded by the step (the "
                          "second table's rows are read by the same token ids)")
    P, L, D = s["size"], s["layers"], prog.D
    prog.widths["pli"] = L * P
    prog.widths["act"] = max(prog.widths["act"], L * P)
    prog.kmax = max(prog.kmax, L * P)       # EMBED decodes a whole row into the thread's kmax floats
    prog._matmul([(s["projection"], "model.per_layer_model_projection", L * P, D)], "x", "act", acc=0)
    prog._op("scale", "act", "act", n=L * P, scale=D ** -0.5)
    for i in range(L):
        prog._norm(s["norm"], "model.per_layer_projection_norm", "act", "pli", acc=0)
        if prog.ops[-1].n != P:
            raise Unsupported(f"model.per_layer_projection_norm: a norm of {prog.ops[-1].n} values over "
                              f"per-layer inputs of {P}")
        prog.ops[-1].at = i * P
    table = _table(s["table"], "model.embed_tokens_per_layer", s["rows"], L * P)
    prog._op("embed", "pli", "pli", acc=1, n=L * P, scale=P ** 0.5, mats=[table], n_mats=1)
    prog._op("scale", "pli", "pli", n=L * P, scale=2 ** -0.5)


def layer_tail(prog, s: dict, i: int, name: str) -> None:
    """After layer i's blocks: its MoE block, per-layer input block and output scale."""
    if s.get("moe_block") is not None:
        moe_block(prog, s["moe_block"], f"{name}.mlp")
    pl = s.get("per_layer_input")
    if pl is not None:
        if prog.widths["pli"] == 0:
            raise Unsupported(f"{name}: a per-layer input block in a model without per-layer inputs")
        gate, D = pl["gate"], prog.D
        P = gate.out_features
        act = prog._activation(pl, f"{name}.per_layer_input_gate")
        mats = prog._mats([(gate, f"{name}.per_layer_input_gate", P, D)])
        op = prog._op("gated", "x", "act", n_mats=1, mats=mats, **act)
        op.src2, op.at = "pli", i * P
        prog._matmul([(pl["proj"], f"{name}.per_layer_projection", D, P)], "act", "tmp", acc=0)
        prog._norm(pl["norm"], f"{name}.post_per_layer_input_norm", "tmp", "x", acc=1)
    scalar = s.get("layer_scalar")
    if scalar is not None:
        if scalar.numel() != 1:
            raise Unsupported(f"{name}.layer_scalar: one number expected, found {list(scalar.shape)}")
        value = float(scalar.detach())
        if value != 1.0:
            prog._op("scale", "x", "x", n=prog.D, scale=value)


def kv_layout(prog, s: dict, i: int, name: str, entries: list) -> tuple[list, int]:
    """(the attention matmul's entries, ROPE_STORE's kv_flags) of attention spec `s`: the
    q|k|v `entries` less the v rows of a k_eq_v layer, less k and v on a layer reading
    layer kv_source's cache. A value norm (its eps) shares ROPE_STORE's eps with the q norm."""
    flags = KV_VALUE_NORM if s.get("value_norm") is not None else 0
    if not (flags or s.get("k_eq_v") or s.get("kv_source") is not None):
        return entries, 0
    q_eps = None if s.get("q_norm") is None else spec(s["q_norm"], f"{name}.q_norm")["eps"]
    if flags and q_eps != s["value_norm"]:
        raise Unsupported(f"{name}: value norms of eps {s['value_norm']} beside q norms of eps {q_eps} "
                          f"(the step's ROPE_STORE has one eps)")
    if s.get("kv_source") is not None:
        source = s["kv_source"]
        if not 0 <= source < i:
            raise Unsupported(f"{name}: keys/values of layer {source}, which does not come before layer {i}")
        return entries[:1], KV_SHARED
    if s.get("k_eq_v"):
        return entries[:2], flags | KV_K_EQ_V
    return entries, flags


def moe_block(prog, s: dict, name: str) -> None:
    """x += post(post_1(mlp(pre(x))) + post_2(experts(pre_2(x)), routed by x)) (module docstring)."""
    D, router = prog.D, s["router"]
    prog.widths["att"] = max(prog.widths["att"], D)
    prog.widths["qkv"] = max(prog.widths["qkv"], D)
    prog._norm(s["pre"], f"{name}.pre_feedforward_layernorm", "x", "h", acc=0)
    mlp = spec(s["mlp"], name)
    if mlp.get("op") != "gated_mlp":
        raise Unsupported(f"{name}: a {mlp.get('op')!r} block beside the experts (expected gated_mlp)")
    prog._gated(mlp, name, "tmp", acc=0)
    prog._norm(s["post_1"], f"{name}.post_feedforward_layernorm_1", "tmp", "att", acc=0)
    weight = (router.scale.detach().float() * router.root).contiguous()      # rms(x) * scale * D^-1/2
    prog._op("norm", "x", "qkv", n=D, eps=float(router.eps), weight=float_vector(weight, f"{name}.router.scale", D),
             name=f"{name}.router")
    prog._norm(s["pre_2"], f"{name}.pre_feedforward_layernorm_2", "x", "h", acc=0)
    prog._moe({"experts": s["experts"], "router": router.proj, "routing": "softmax_topk", "top_k": router.top_k,
               "norm_topk": True, "activation": s["activation"]}, name, "tmp", 0)
    moe = next(op for op in reversed(prog.ops) if op.kind == "moe").moe     # (a rank's: its all-reduce follows)
    scale = router.per_expert_scale.detach()
    moe.expert_scale = float_vector(scale, f"{name}.router.per_expert_scale", moe.n_experts)
    moe.router_src = "qkv"
    prog._norm(s["post_2"], f"{name}.post_feedforward_layernorm_2", "tmp", "att", acc=1)
    prog._norm(s["post"], f"{name}.post_feedforward_layernorm", "att", "x", acc=1)
