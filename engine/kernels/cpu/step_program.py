"""The fused decode step's program: the model's own description of its layers turned into
op records the C library interprets (decode_step.h lists the ops; step_records.py holds their
Python mirrors and the strict reading of a module's `step_spec`). `Program` describes them
(step_desc.py: plain records whose weights are the tensors themselves, checked as they are
emitted); a backend materializes the description (step_cpu.py: the ctypes records).

Every module the step runs says what it computes in a `step_spec()` dict, next to the
`forward` it describes: the model (rotary tables per kind of layer, their length giving the
rotating dims, and their cos/sin factor; final norm, lm_head, logit soft-capping, the token
embedding and its rows' scale), each decoder layer (its residual blocks as (pre-norm, block,
post-norm or None)), RMSNorm (weight, eps, weight offset), attention (projections, per-head q/k
norms, score scale, sliding window, sink logits, output gate), the gated MLP (activation), the
sparse MoE (router, routing rule, top-k, experts and their gated unit: silu, or the clamped
SwiGLU with its alpha and limit; a group route's correction, expert groups, weight scale and
floor; shared experts, gated or not), the Gated DeltaNet (projections, conv weight, A, dt_bias,
gated norm, head sizes), LFM2's short convolution, DeepSeek's latent attention (step_latent.py)
and Mamba-2 (step_mamba.py); Granite's residual and logit multipliers (a layer's residual_scale,
the model's logits_scale).
The step decodes the new tokens' embedding rows itself when the table is GGML blocks or float32
(else `CausalLM.embed` runs before it). `Program` walks the specs and emits, for a residual
block x = x + post(block(pre(x))):

    NORM x -> h (pre);  the block's ops, writing x (+=), or tmp;  NORM tmp -> x (+=, post)

(a block without a pre-norm, OLMo 2's, reads x in place of h), with attention as MATMUL
h -> q|k|v (then, where the q/k norms span the whole projection, NORM ops in place over the q
and the k values of each row), ROPE_STORE, ATTEND -> att, MATMUL att -> out; a gated MLP as
GATED h -> act, MATMUL act -> out; a MoE as MOE h -> out (then its shared expert as a gated MLP
whose GATED carries the expert's gate row); a DeltaNet as MATMUL h -> q|k|v|z|b|a, CONV, DELTA ->
att, MATMUL att -> out; a short convolution as MATMUL h -> b|c|h, CONV (gated: b * h in, c times
its output), MATMUL -> out; latent attention as MATMULs, MLA_STORE and MLA_ATTEND; a Mamba-2
layer as MATMUL h -> z|xBC|dt, CONV (biased, over xBC), SSM -> att, MATMUL att -> out; a
residual scale s as the block into tmp, then SCALE tmp -> x (+= s tmp); then NORM x -> h,
MATMUL h -> logits, SCALE where the model scales its logits and SOFTCAP where it caps them.
Llama, Qwen2, Qwen3, Qwen3-MoE, Gemma 2 and 3, gpt-oss, Qwen3.5, Qwen3.5-MoE, Qwen3-Next,
ERNIE 4.5 MoE, GLM-4.5, LFM2, DeepSeek-V2/V3, SmolLM3 (whose NoPE layers rotate by a table of
zero frequencies), OLMo 2, MiniMax-M2, Granite 4.0 hybrid and Gemma 4 (step_gemma4.py:
per-layer inputs, value norms, layers of their own head shape, shared key/values, layer scales,
the MoE block): every registered architecture runs so.
A rank of a split model (`model.tensor_parallel`) runs its layers' collectives as COLLECTIVE ops
where their hooks sit (step_parallel.py); its MOE op runs the rank's experts, its DeltaNet and
LFM2 conv layers their heads' or channels' rows, and q/k norms over a projection split across
ranks a COLLECTIVE that sums their squares over the ranks; a Mamba-2 layer runs its heads (a
COLLECTIVE for a norm group spread over ranks), Gemma 4's parts as they are (step_gemma4.py).

Anything a spec holds that no op computes (an unknown activation or routing rule, a module
without a spec, a subclass overriding `forward` or a hook without its own `step_spec`) raises
`Unsupported` naming the module, and the model keeps the PyTorch path (`FusedDecoder.for_model`).

Adding an architecture built from the shared layers needs nothing here: its layer's `step_spec`
lists its residual blocks. A layer with a new computation (gpt-oss's sinks, Qwen3.5's DeltaNet,
LFM2's gated convolution, DeepSeek's latent attention) adds it in three places, none per
architecture: the field in its module's `step_spec` (and step_records.FIELDS), the op (or an op
field) in decode_step.h with its code in decode_step_body.h (a new field by the same name in
step_desc.py's record and step_records.py's mirror), and its emission in `_block_ops`; then
the architecture table of tests/test_ch40_decode_step.py checks the step against the model's
PyTorch forward.
"""
import torch

from engine.blocks.registry import TYPES
from engine.kernels.cpu.library import GATED_UNITS
from engine.kernels.cpu.step_desc import Delta, Mat, Moe, Op
from engine.kernels.cpu.step_gemma4 import kv_layout, layer_tail, per_layer_inputs
from engine.kernels.cpu.step_latent import latent_attention
from engine.kernels.cpu.step_mamba import mamba2
from engine.kernels.cpu.step_parallel import Collectives
from engine.kernels.cpu.step_records import (BUFFERS, GROUP_ROUTE, MAX_GROUPS, MAX_MATS, OPS, ROUTES, Unsupported,
                                             Weight, float_vector, spec, step_mat)


class Program:
    """The op records of one model (see the module docstring): a description (step_desc.py)
    whose weights are the model's tensors."""

    def __init__(self, model):
        cfg = model.config
        self.H, self.Hkv, self.hd = cfg.num_attention_heads, cfg.num_key_value_heads, cfg.head_dim
        self.D, self.vocab = cfg.hidden_size, cfg.vocab_size
        self.widths = dict.fromkeys(BUFFERS, 0)
        self.widths.update(x=self.D, h=self.D, tmp=self.D, logits=self.vocab,
                           qkv=(self.H + 2 * self.Hkv) * self.hd, att=self.H * self.hd)
        self.ops, self._rope, self.kmax = [], {}, 0
        self.recurrent = {}     # layer -> (conv state shape, delta state shape or None) of its slot
        self.latent = 0         # a latent attention model's cache row (c + r values per token), else 0
        # a rank of a split model: the collectives its layers' hooks run, as ops (step_parallel.py)
        tp = getattr(model, "tensor_parallel", None)
        self.parallel = None if tp is None else Collectives(tp)
        top = spec(model, "model")
        self._rope_tables = top["rotary"]         # window -> inv_freq [hd / 2]
        self.rope_scale = float(top.get("rope_scale", 1.0))    # YaRN's cos/sin factor
        self._no_rope = {}                        # frequencies 0 (cos 1, sin 0) for layers that do not rotate
        self.kv_shapes = {}                       # attention layer -> (kv heads, head_dim) of its cache rows
        if top.get("per_layer_inputs"):           # Gemma 4 (step_gemma4.py)
            per_layer_inputs(self, top["per_layer_inputs"], top.get("embed"))
        for i, layer in enumerate(model.model.layers):
            layer_spec = spec(layer, f"model.layers.{i}")
            for j, (pre, block, post) in enumerate(layer_spec["blocks"]):
                self._residual(pre, block, post, i, f"model.layers.{i}", j,
                               layer_spec.get("residual_scale", 1.0))      # Granite's residual multiplier
            layer_tail(self, layer_spec, i, f"model.layers.{i}")     # Gemma 4's per-layer input, scale
        self.body_ops = len(self.ops)             # the layers' ops; the head's follow
        self._norm(top["norm"], "model.norm", "x", "h", acc=0)
        self._out_matmul(top["lm_head"], "lm_head", self.vocab, self.D, "h", "logits", acc=0)
        if top.get("logits_scale", 1.0) != 1.0:      # Granite's logits / logits_scaling
            self._op("scale", "logits", "logits", n=self.vocab, scale=float(top["logits_scale"]))
        if top.get("softcap"):
            self._op("softcap", "logits", "logits", n=self.vocab, cap=float(top["softcap"]))
        self.embed_scale = float(top.get("embed_scale", 1.0))
        self.embedding = self._embedding(top.get("embed"))
        self.n_rope = len(self._rope)
        missing = None if self.parallel is None else self.parallel.missing(model)
        if missing:
            raise Unsupported(missing)

    def _embedding(self, embed) -> tuple | None:
        """(table, GGML type id, rows, row bytes) of a token embedding the step can decode
        rows of: GGML blocks (QuantEmbedding) or a float32 table of the model's width; else
        None, and the caller embeds (`CausalLM.embed`) before the step."""
        if embed is None or getattr(embed, "embedding_dim", None) != self.D:
            return None
        raw, type_name = getattr(embed, "raw", None), getattr(embed, "type_name", None)
        if raw is None:
            raw, type_name = getattr(embed, "weight", None), "F32"
            if not isinstance(raw, torch.Tensor) or raw.dtype != torch.float32:
                return None
        from engine.kernels.cpu import dequant_exact
        if not dequant_exact.decodes(type_name) or raw.device.type != "cpu" or not raw.is_contiguous():
            return None
        rows = embed.num_embeddings
        return raw, TYPES[type_name], rows, raw.numel() * raw.element_size() // rows

    def _op(self, kind, src, dst, acc=0, **fields) -> Op:
        if kind not in OPS or src not in BUFFERS or dst not in BUFFERS:
            raise ValueError(f"op {kind!r} {src!r} -> {dst!r}: the step has ops {sorted(OPS)} over buffers {BUFFERS}")
        op = Op(kind, src, dst, acc, **fields)
        self.ops.append(op)
        return op

    def _norm(self, norm, what, src, dst, acc):
        s = spec(norm, what)
        n = s["weight"].numel()
        self._op("norm", src, dst, acc, n=n, eps=s["eps"], offset=s.get("offset", 0.0), name=what,
                 weight=float_vector(s["weight"], f"{what}.weight", n))

    def _mats(self, entries) -> list[Mat]:
        mats = [step_mat(layer, what, n, k) for layer, what, n, k in entries]
        self.kmax = max([self.kmax] + [k for *_, k in entries])
        return mats

    def _matmul(self, entries, src, dst, acc):
        if len(entries) > MAX_MATS:
            raise Unsupported(f"{entries[0][1]}: {len(entries)} matrices in one matmul (at most {MAX_MATS})")
        mats = self._mats(entries)
        self._op("matmul", src, dst, acc, n_mats=len(entries), mats=mats)

    def _out_matmul(self, layer, what, n, k, src, dst, acc):
        """A block's (or the head's) output matmul: where tensor parallelism splits it, with
        its collective (step_parallel.py)."""
        if self.parallel is None:
            return self._matmul([(layer, what, n, k)], src, dst, acc)
        why = self.parallel.matmul(self, layer, what, n, k, src, dst, acc)
        if why:
            raise Unsupported(why)

    def _residual(self, pre, block, post, i, name, j, scale=1.0):
        """x = x + post(block(pre(x))), post optional; without a pre-norm (OLMo 2) the block
        reads x itself, which needs a post-norm (its output goes to tmp, not into x it reads).
        `scale` (Granite's residual multiplier): x = x + scale * block(pre(x)), through tmp."""
        if pre is None and post is None:
            raise Unsupported(f"{name}: residual block {j} has neither a pre-norm nor a post-norm "
                              f"(its block would read x while adding into it)")
        if scale != 1.0 and post is not None:
            raise Unsupported(f"{name}: residual block {j} has both a post-norm and a residual scale")
        if pre is not None:
            self._norm(pre, f"{name}.block{j}.pre_norm", "x", "h", acc=0)
        out, acc = ("x", 1) if post is None and scale == 1.0 else ("tmp", 0)
        self._block_ops(block, i, name, out, acc, src="h" if pre is not None else "x")
        if post is not None:
            self._norm(post, f"{name}.block{j}.post_norm", "tmp", "x", acc=1)
        elif scale != 1.0:
            self._op("scale", "tmp", "x", acc=1, n=self.D, scale=float(scale))

    def _block_ops(self, block, i, name, out, acc, src="h"):
        """The block's ops, reading `src` (h, or x where the block has no pre-norm)."""
        s = spec(block, name)
        kind = s.get("op")
        if src != "h" and kind not in ("attention", "gated_mlp", "moe"):
            raise Unsupported(f"{name}: a {kind!r} block without a pre-norm (the step reads x itself "
                              f"for attention, gated_mlp and moe blocks only)")
        if kind == "attention":
            self._attention(s, i, f"{name}.self_attn", out, acc, src)
        elif kind == "gated_mlp":
            self._gated(s, f"{name}.mlp", out, acc, src=src)
        elif kind == "moe":
            self._moe(s, f"{name}.mlp", out, acc, src)
        elif kind == "delta_net":
            self._delta_net(s, i, f"{name}.linear_attn", out, acc)
        elif kind == "mla_attention":       # step_latent.py
            why = latent_attention(self, s, spec(s["kv_norm"], f"{name}.self_attn.kv_a_layernorm"), i,
                                   f"{name}.self_attn", out, acc)
            if why:
                raise Unsupported(why)
        elif kind == "short_conv":
            self._short_conv(s, i, f"{name}.conv", out, acc)
        elif kind == "mamba2":              # step_mamba.py
            why = mamba2(self, s, i, f"{name}.mamba", out, acc)
            if why:
                raise Unsupported(why)
        else:
            raise Unsupported(f"{name}: a {type(block).__name__} block ({kind!r}); the fused step runs "
                              f"attention, gated_mlp, moe, delta_net, mla_attention, short_conv and mamba2 blocks")

    def rope_index(self, freqs) -> int:
        """The program's index of rotary table `freqs` (inv_freq), added at its first use."""
        if id(freqs) not in self._rope:
            self._rope[id(freqs)] = (len(self._rope), freqs.float().contiguous())
        return self._rope[id(freqs)][0]

    def _attention(self, s, i, name, out, acc, src="h"):
        # a layer of its own shape (Gemma 4's global layers), else the model's
        H, Hkv, hd, D = self.H, s.get("kv_heads") or self.Hkv, s.get("head_dim") or self.hd, self.D
        self.kv_shapes[i] = Hkv, hd
        gated = int(bool(s.get("gated")))       # q_proj gives each head its query, then its gate
        self.widths["qkv"] = max(self.widths["qkv"], (H * (1 + gated) + 2 * Hkv) * hd)
        self.widths["att"] = max(self.widths["att"], H * hd)
        entries, kv_flags = kv_layout(self, s, i, name, [        # less v or k|v (step_gemma4.py)
            (s["q"], f"{name}.q_proj", H * hd * (1 + gated), D), (s["k"], f"{name}.k_proj", Hkv * hd, D),
            (s["v"], f"{name}.v_proj", Hkv * hd, D)])
        self._matmul(entries, src, "qkv", acc=0)
        if s.get("qk_norm_over", "head") != "head":
            self._projection_norms(s, name, gated)
            s = {**s, "q_norm": None, "k_norm": None}       # ROPE_STORE's per-head norms: none
        norms = [None if s.get(k) is None else spec(s[k], f"{name}.{k}") for k in ("q_norm", "k_norm")]
        if any(n is not None and n.get("offset", 0.0) != 0.0 for n in norms):
            raise Unsupported(f"{name}: q/k norms with a weight offset")
        eps = next((n["eps"] for n in norms if n is not None), 0.0)
        window = s.get("window")
        freqs = self._rope_tables.get(window)
        if freqs is None:
            raise Unsupported(f"{name}: the model gives no rotary table for window {window}")
        if s.get("rope", True) is False:     # a NoPE layer (SmolLM3): rotation by angle 0
            if self.rope_scale != 1.0:
                raise Unsupported(f"{name}: a layer without rotation in a model whose cos/sin are scaled")
            freqs = self._no_rope.setdefault(freqs.numel(), torch.zeros(freqs.numel()))
        rope = self.rope_index(freqs)
        weights = [None if n is None else float_vector(n["weight"], f"{name}.{k}", hd)
                   for n, k in zip(norms, ("q_norm", "k_norm"))]
        if 2 * freqs.numel() > hd:
            raise Unsupported(f"{name}: a rotary table of {freqs.numel()} frequencies for heads of {hd}")
        shape = dict(kv_heads=Hkv, head_dim=hd)
        self._op("rope_store", "qkv", "qkv", layer=i, rope=rope, eps=eps, weight=weights[0], weight2=weights[1],
                 gated=gated, name=name, rope_dims=2 * freqs.numel(), kv_flags=kv_flags, **shape)
        scale, sinks = s.get("scale"), s.get("sinks")
        self._op("attend", "qkv", "att", layer=i, window=window or 0, gated=gated, **shape, name=name,
                 scale=hd ** -0.5 if scale is None else float(scale),
                 cap=float(s.get("softcap") or 0.0),      # Gemma 2's soft-capped scores; 0: none
                 weight=None if sinks is None else float_vector(sinks, f"{name}.sinks", H))
        self._out_matmul(s["o"], f"{name}.o_proj", D, H * hd, "att", out, acc)

    def _projection_norms(self, s, name, gated):
        """q/k RMSNorms over the whole projection (OLMo 2, MiniMax-M2): NORM ops in place
        over the q values and the k values of each q|k|v row, before ROPE_STORE (on a rank
        of a split model, one COLLECTIVE summing their squares over the ranks)."""
        H, Hkv, hd = self.H, self.Hkv, self.hd
        if s["qk_norm_over"] != "projection":
            raise Unsupported(f"{name}: q/k norms over {s['qk_norm_over']!r} (the step has per head and "
                              f"over the whole projection)")
        if self.parallel is not None and not gated:    # squares summed over the ranks (step_parallel.py)
            return self.parallel.projection_norms(self, s, name)
        if gated:
            raise Unsupported(f"{name}: q/k norms over the whole projection of a gated q (q|gate per head)")
        for k, at, n in (("q_norm", 0, H * hd), ("k_norm", H * hd, Hkv * hd)):
            self._norm(s[k], f"{name}.{k}", "qkv", "qkv", acc=0)
            if self.ops[-1].n != n:
                raise Unsupported(f"{name}.{k}: a norm of {self.ops[-1].n} values over a projection of {n}")
            self.ops[-1].at = at

    @staticmethod
    def _activation(s, name) -> dict:
        """A gated unit's ACT_* code and its clamped SwiGLU's alpha and limit (0 unused)."""
        act = s.get("activation")
        if act not in GATED_UNITS:
            raise Unsupported(f"{name}: gate activation {act!r} (the fused step has {sorted(GATED_UNITS)})")
        fields = {"act": GATED_UNITS[act], "alpha": 0.0, "limit": 0.0}
        if act == "clamped_swiglu":
            fields.update(alpha=float(s["alpha"]), limit=float(s["limit"]))
        return fields

    def _gated(self, s, name, out, acc, row_gate=None, src="h"):
        """GATED src -> act; MATMUL act -> out. `row_gate` (a [1, D] layer): the output also
        times sigmoid(row_gate(src)) (Qwen3.5-MoE's shared expert)."""
        act = self._activation(s, name)
        inner, D = s["gate"].out_features, self.D
        entries = [(s["gate"], f"{name}.gate_proj", inner, D), (s["up"], f"{name}.up_proj", inner, D)]
        if row_gate is not None:
            entries.append((row_gate, f"{name}_gate", 1, D))
        mats = self._mats(entries)
        self._op("gated", src, "act", n_mats=len(entries), mats=mats, **act)
        self.widths["act"] = max(self.widths["act"], inner)
        self._out_matmul(s["down"], f"{name}.down_proj", D, inner, "act", out, acc)

    def _moe(self, s, name, out, acc, src="h"):
        from engine.models.qwen3_moe import QuantizedExperts
        experts, D = s["experts"], self.D
        E = experts.num_experts
        # a rank of a split model holds experts [e0, e1) (ShardedExperts over its QuantExperts);
        # the others are absent matrices (no weights), which the MOE op counts as zeros
        q = getattr(experts, "quant", None)
        e0, e1 = (q.e0, q.e1) if hasattr(q, "e0") else (0, E)
        entries, absent = [], []
        for e in range(E):
            if not e0 <= e < e1:
                absent.append(e)
                continue
            if isinstance(experts, QuantizedExperts):
                local = q.quant if hasattr(q, "e0") else q
                gate, up, down = local.gate[e - e0], local.up[e - e0], local.down[e - e0]
            else:   # stacked float weights: gate_up_proj [E, 2I, D], down_proj [E, D, I], biases [E, 2I], [E, D]
                gate_up = experts.gate_up_proj[e]
                inner = gate_up.shape[0] // 2
                gu_bias = experts.gate_up_proj_bias
                gu_bias = (None, None) if gu_bias is None else (gu_bias[e, :inner], gu_bias[e, inner:])
                down_bias = None if experts.down_proj_bias is None else experts.down_proj_bias[e]
                gate, up, down = (Weight(gate_up[:inner], gu_bias[0]), Weight(gate_up[inner:], gu_bias[1]),
                                  Weight(experts.down_proj[e], down_bias))
            inner = gate.out_features if hasattr(gate, "out_features") else gate.weight.shape[0]
            entries += [(gate, f"{name}.experts[{e}].gate", inner, D), (up, f"{name}.experts[{e}].up", inner, D),
                        (down, f"{name}.experts[{e}].down", D, inner)]
        mats = self._mats(entries)
        if absent:       # held experts' records first; every expert in its place, absent ones without weights
            held = mats
            mats = [Mat(None, 0, held[j].n, held[j].k, held[j].type, held[j].q8, held[j].interleave,
                        type_name=held[j].type_name) if e in absent else held[3 * (e - e0) + j]
                    for e in range(E) for j in range(3)]
        router = step_mat(s["router"], f"{name}.gate", E, D)
        if s.get("routing") not in ROUTES:
            raise Unsupported(f"{name}: routing {s.get('routing')!r} (the fused step has {sorted(ROUTES)})")
        act, route, groups = self._activation(s, name), ROUTES[s["routing"]], self._groups(s, name, E)
        moe = Moe(E, s["top_k"], int(bool(s["norm_topk"])), route, act["act"], act["alpha"], act["limit"], router,
                  mats, *groups)
        self.widths["act"] = max(self.widths["act"], s["top_k"] * entries[0][2])
        split = self.parallel is not None and self.parallel.tp.placed(experts) is not None
        if split:        # the ranks' routed sums all-reduced before they join out (step_parallel.py)
            why = self.parallel.reduce(self, experts, f"{name}.experts", out, acc, D,
                                       lambda into, into_acc: self._op("moe", src, into, into_acc, moe=moe, name=name))
            if why:
                raise Unsupported(why)
        else:
            self._op("moe", src, out, acc, moe=moe, name=name)
        if s.get("shared") is not None:     # a shared expert on every token, added to the routed sum
            shared = spec(s["shared"], f"{name}.shared_expert")
            if shared.get("op") != "gated_mlp":
                raise Unsupported(f"{name}.shared_expert: a {shared.get('op')!r} block (expected gated_mlp)")
            self._gated(shared, f"{name}.shared_expert", out, acc=1, row_gate=s.get("shared_gate"), src=src)

    @staticmethod
    def _groups(s, name, E) -> tuple:
        """A group route's (n_group, topk_group, scale, norm_min, correction vector); a route
        before GROUP_ROUTE takes none of them."""
        n_group, topk_group, bias = int(s.get("n_group", 1)), int(s.get("topk_group", 1)), s.get("bias")
        scale, norm_min = float(s.get("scale", 1.0)), float(s.get("norm_min", 0.0))
        if ROUTES[s["routing"]] < GROUP_ROUTE:
            if bias is not None or n_group != 1 or scale != 1.0:
                raise Unsupported(f"{name}: routing {s['routing']!r} with a correction, groups or a scale "
                                  f"(the group routes take them)")
            return 1, 1, 1.0, 0.0, None
        if E % n_group or not 0 < topk_group <= n_group <= MAX_GROUPS or s["top_k"] > E // n_group * topk_group:
            raise Unsupported(f"{name}: top {s['top_k']} of {E} experts in {n_group} groups, {topk_group} kept "
                              f"(groups must divide the experts, at most {MAX_GROUPS}, and hold the top k)")
        return n_group, topk_group, scale, norm_min, None if bias is None else float_vector(bias, f"{name}.bias", E)

    def _delta_net(self, s, i, name, out, acc):
        """MATMUL h -> q|k|v|z|b|a; CONV over the first C; DELTA -> att; MATMUL att -> out."""
        n_k, n_v, dk, dv = s["heads"]
        C, D = 2 * n_k * dk + n_v * dv, self.D
        conv = s["conv"]
        if conv.dim() != 2 or conv.shape[0] != C:
            raise Unsupported(f"{name}.conv1d: expected a [{C}, kernel] weight, found {list(conv.shape)}")
        K = conv.shape[1]
        norm = spec(s["norm"], f"{name}.norm")
        if norm.get("op") != "gated_norm" or norm.get("offset", 0.0) != 0.0:
            raise Unsupported(f"{name}.norm: a {norm.get('op')!r} norm (the fused step has the gated RMSNorm)")
        # Qwen3-Next: value heads grouped by key head, b and a in one projection laid out per
        # key head (DELTA reads them in place: quantized rows cannot be reordered at load)
        grouped = s.get("value_heads", "tiled") == "grouped"
        if s.get("value_heads", "tiled") not in ("tiled", "grouped") or grouped != ("ba" in s) or n_v % n_k:
            raise Unsupported(f"{name}: {n_v} value heads {s.get('value_heads', 'tiled')!r} over {n_k} key heads "
                              f"with {'in_proj_ba' if 'ba' in s else 'in_proj_b, in_proj_a'} (the step runs tiled "
                              f"heads with b and a apart, or grouped heads with in_proj_ba)")
        ba = ([(s["ba"], f"{name}.in_proj_ba", 2 * n_v, D)] if grouped else
              [(s["b"], f"{name}.in_proj_b", n_v, D), (s["a"], f"{name}.in_proj_a", n_v, D)])
        self._matmul([(s["qkv"], f"{name}.in_proj_qkv", C, D), (s["z"], f"{name}.in_proj_z", n_v * dv, D)] + ba,
                     "h", "qkv", acc=0)
        delta = Delta(n_k, n_v, dk, dv, C, K, float_vector(conv.reshape(-1), f"{name}.conv1d.weight", C * K),
                      float_vector(s["A"], f"{name}.A", n_v), float_vector(s["dt_bias"], f"{name}.dt_bias", n_v),
                      float_vector(norm["weight"], f"{name}.norm.weight", dv), float(norm["eps"]), grouped)
        self._op("conv", "qkv", "qkv", layer=i, delta=delta, name=name)
        self._op("delta", "qkv", "att", layer=i, delta=delta, name=name)
        self.widths["qkv"] = max(self.widths["qkv"], C + n_v * dv + 2 * n_v)
        self.widths["att"] = max(self.widths["att"], n_v * dv)
        self._out_matmul(s["out"], f"{name}.out_proj", D, n_v * dv, "att", out, acc)
        self.recurrent[i] = ((C, K - 1), (n_v, dk, dv))

    def _short_conv(self, s, i, name, out, acc):
        """MATMUL h -> b|c|h; CONV, gated (b * h in, c times its output); MATMUL -> out (LFM2)."""
        conv, D = s["conv"], self.D
        if conv.dim() != 2:
            raise Unsupported(f"{name}.conv: expected a [channels, kernel] weight, found {list(conv.shape)}")
        C, K = conv.shape
        self._matmul([(s["in"], f"{name}.in_proj", 3 * C, D)], "h", "qkv", acc=0)
        delta = Delta(0, 0, 0, 0, C, K, float_vector(conv.reshape(-1), f"{name}.conv.weight", C * K))
        self._op("conv", "qkv", "qkv", layer=i, gated=1, delta=delta, name=name)
        self.widths["qkv"] = max(self.widths["qkv"], 3 * C)
        self._out_matmul(s["out"], f"{name}.out_proj", D, C, "qkv", out, acc)
        self.recurrent[i] = ((C, K - 1), None)      # conv states only

    def rope_tables(self) -> tuple[int, int, list]:
        """(the widest head_dim, rotary dims / 2, the rotary tables [half] in their index order):
        tables of fewer frequencies (a narrower layer's) padded with zeros, each ROPE_STORE
        reading its own."""
        hd = max([self.hd] + [d for _, d in self.kv_shapes.values()])     # the widest heads (Gemma 4)
        tables = [t for _, t in sorted(self._rope.values(), key=lambda r: r[0])]
        half = max(t.numel() for t in tables) if tables else hd // 2     # rotary dims / 2 (partial rotary: fewer)
        if not 0 < half <= hd // 2:
            raise Unsupported(f"model: a rotary table of {half} frequencies for heads of {hd}")
        tables = [torch.cat((t, t.new_zeros(half - t.numel()))) if t.numel() < half else t for t in tables]
        return hd, half, [float_vector(t, "inv_freq", half) for t in tables]
