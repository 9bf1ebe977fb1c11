"""Qwen3-MoE: Qwen3 whose MLP is, in sparse layers, a router over E SwiGLU experts.

Each token's router logits (`mlp.gate`, D -> E) go through a softmax; the top k
experts run on the token and their outputs are summed with those probabilities
(renormalised to sum to 1 when `norm_topk_prob`). The experts are stacked:
`gate_up_proj [E, 2I, D]` (gate's I rows first, then up's, as transformers 5.x stores
them) and `down_proj [E, D, I]`.
"""
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from engine.layers import DecoderLayer, SwiGLU
from engine.layers.decoder import building_on_meta
from engine.models.qwen3 import Qwen3, Qwen3Attention, Qwen3Config


@dataclass
class Qwen3MoeConfig(Qwen3Config):
    model_type: str = "qwen3_moe"
    num_experts: int = 0                  # E experts in each sparse layer
    num_experts_per_tok: int = 2          # k experts each token is routed to
    moe_intermediate_size: int = 0        # each expert's inner width I
    norm_topk_prob: bool = True           # renormalise the k routing weights to sum to 1
    mlp_only_layers: list = field(default_factory=list)   # layers that keep a dense MLP
    decoder_sparse_step: int = 1          # layer i is sparse when (i + 1) % step == 0

    def __post_init__(self):
        super().__post_init__()
        if self.num_experts and not 0 < self.num_experts_per_tok <= self.num_experts:
            raise ValueError(f"Qwen3MoeConfig: num_experts_per_tok must be in [1, {self.num_experts}], "
                             f"found {self.num_experts_per_tok}")
        if self.num_experts and self.moe_intermediate_size <= 0:
            raise ValueError(f"Qwen3MoeConfig: moe_intermediate_size must be positive, "
                             f"found {self.moe_intermediate_size}")

    def is_sparse(self, layer: int) -> bool:
        return (self.num_experts > 0 and layer not in self.mlp_only_layers
                and (layer + 1) % self.decoder_sparse_step == 0)


def silu_glu(gate: torch.Tensor, up: torch.Tensor) -> torch.Tensor:
    """SwiGLU's gated unit: silu(gate) * up."""
    return F.silu(gate) * up


class Experts(nn.Module):
    """E gated experts with stacked weights, run grouped by expert.

    forward(x [N, D], index [N, k], weight [N, k]) -> [N, D]: the N*k (token, expert)
    pairs are sorted by expert, and each expert that got tokens runs once on all of them.
    Each expert is down(glu(gate(x), up(x))); `glu` is SwiGLU's silu(gate) * up unless an
    architecture passes its own (gpt-oss: a clamped SwiGLU), and with `bias` every
    product adds its expert's bias (`gate_up_proj_bias [E, 2I]`, `down_proj_bias [E, D]`).
    Hook: the two products go through `expert_matmul(e, which, x_e)`, which="gate_up"
    ([n, D] -> [n, 2I], gate first) or "down" ([n, I] -> [n, D]). A quantized subclass
    that holds per-expert layers instead of the stacked tensors overrides only that, and
    `grouped_matmul(which, x, experts, rows, per_expert)` where its backend multiplies all
    routed pairs in one call (a grouped expert kernel); here it answers None.
    """

    def __init__(self, num_experts: int, hidden: int, inner: int, bias: bool = False, glu=silu_glu):
        super().__init__()
        self.num_experts, self.glu = num_experts, glu
        self.gate_up_proj = nn.Parameter(torch.empty(num_experts, 2 * inner, hidden))
        self.down_proj = nn.Parameter(torch.empty(num_experts, hidden, inner))
        self.gate_up_proj_bias = nn.Parameter(torch.zeros(num_experts, 2 * inner)) if bias else None
        self.down_proj_bias = nn.Parameter(torch.zeros(num_experts, hidden)) if bias else None
        if not building_on_meta():   # like nn.Linear, never uninitialised memory
            nn.init.normal_(self.gate_up_proj, std=0.02)
            nn.init.normal_(self.down_proj, std=0.02)

    def expert_matmul(self, e: int, which: str, x_e: torch.Tensor) -> torch.Tensor:
        weight, bias = ((self.gate_up_proj, self.gate_up_proj_bias) if which == "gate_up"
                        else (self.down_proj, self.down_proj_bias))
        return F.linear(x_e, weight[e].to(x_e.dtype), None if bias is None else bias[e].to(x_e.dtype))

    def grouped_matmul(self, which, x, experts, rows=None, per_expert=None):
        """Every pair's product in one call: [P, out], y[p] = x[rows[p]] (x[p] when rows is
        None) times expert experts[p]'s `which` weight; None: no grouped kernel here."""
        return None

    def capture_safe(self) -> bool:
        """True when `forward` on a GPU reads nothing back to the host, so a CUDA graph can
        record it: both products one grouped call each (`forward_grouped`). Stacked float
        experts size their groups on the host (`.tolist()`): False."""
        return False

    def forward_grouped(self, x, index, weight):
        """`forward`'s sum with each projection one grouped call over all N*k pairs in the
        router's order (no sort and no per-expert loop here), or None where `grouped_matmul`
        has none (or `expert_matmul` is wrapped, to see each expert's inputs)."""
        if "expert_matmul" in self.__dict__:
            return None
        N, k = index.shape
        flat = index.reshape(-1)
        token = torch.arange(N * k, device=x.device) // k     # token of each pair
        gate_up = self.grouped_matmul("gate_up", x, flat, token, per_expert=N)
        if gate_up is None:
            return None
        gate, up = gate_up.chunk(2, dim=-1)
        h = self.glu(gate, up)
        out = self.grouped_matmul("down", h, flat, per_expert=N)
        if out is None:                                       # down's blocks have no grouped kernel
            out = h.new_empty(N * k, x.shape[1])
            for e in flat.unique().tolist():
                pairs = (flat == e).nonzero()[:, 0]
                out[pairs] = self.expert_matmul(e, "down", h[pairs])
        out = out * weight.reshape(-1, 1).to(out.dtype)
        return torch.zeros_like(x).index_add_(0, token, out.to(x.dtype))

    def forward(self, x, index, weight):
        """x [N, D], index/weight [N, k] (each token's experts and router weights) -> [N, D]:
        sum over j of weight[i, j] * expert_{index[i, j]}(x[i]), one visit per used expert.
        (Your engine: Chapter 42)"""
        y = self.forward_grouped(x, index, weight)
        if y is not None:
            return y
        N, k = index.shape
        flat = index.reshape(-1)                              # (N*k,) expert of each pair
        order = flat.argsort(stable=True)
        token = order // k                                    # token of each sorted pair
        counts = torch.bincount(flat, minlength=self.num_experts).tolist()
        xs = x[token]                                         # (N*k, D) grouped by expert
        out = torch.empty_like(xs)
        start = 0
        for e, n in enumerate(counts):
            if n:
                gate, up = self.expert_matmul(e, "gate_up", xs[start:start + n]).chunk(2, dim=-1)
                out[start:start + n] = self.expert_matmul(e, "down", self.glu(gate, up))
                start += n
        out = out * weight.reshape(-1)[order, None].to(out.dtype)
        return torch.zeros_like(x).index_add_(0, token, out)

    def forward_reference(self, x, index, weight):
        """Token by token, expert by expert: the oracle for `forward`."""
        y = torch.zeros_like(x)
        for i in range(x.shape[0]):
            for j in range(index.shape[1]):
                e = int(index[i, j])
                gate, up = self.expert_matmul(e, "gate_up", x[i:i + 1]).chunk(2, dim=-1)
                y[i] += weight[i, j].to(x.dtype) * self.expert_matmul(e, "down", self.glu(gate, up))[0]
        return y


class QuantizedExperts(Experts):
    """Experts whose per-expert products come from a quantized experts module
    (`engine.quantized.experts.QuantExperts`: `matmul(which, e, x_e)`, biases included)."""

    def __init__(self, quant: nn.Module, glu=silu_glu):
        nn.Module.__init__(self)
        self.num_experts, self.glu = quant.num_experts, glu
        self.quant = quant

    def expert_matmul(self, e, which, x_e):
        return self.quant.matmul(which, e, x_e)

    def capture_safe(self):
        kernels = getattr(self.quant, "grouped_kernels", None)   # a split model's share has none
        return "expert_matmul" not in self.__dict__ and kernels is not None and kernels()

    def grouped_matmul(self, which, x, experts, rows=None, per_expert=None):
        grouped = getattr(self.quant, "grouped_matmul", None)    # a split model's share has none
        return None if grouped is None else grouped(which, x, experts, rows, per_expert)


def quantized_experts(experts: Experts, quant: nn.Module, dense: bool) -> Experts:
    """The experts module for a loaded MoE layer: `QuantizedExperts` over `quant`, or
    with `dense` the stacked float weights `quant.dense()` decodes to (in quant's dtype);
    either keeps `experts`' gated unit, and the biases must be where `experts` has them."""
    if quant.num_experts != experts.num_experts:
        raise ValueError(f"MoE experts: the model has {experts.num_experts} experts, the file has "
                         f"{quant.num_experts}")
    biases = quant.dense_biases() if hasattr(quant, "dense_biases") else None   # experts without biases may omit it
    wants_bias = getattr(experts, "gate_up_proj_bias", None) is not None
    if (biases is not None) != wants_bias:
        raise ValueError(f"MoE experts: the model's experts {'have' if wants_bias else 'have no'} biases, "
                         f"the file's {'have' if biases is not None else 'have none'}")
    if not dense:
        return QuantizedExperts(quant, experts.glu)
    gate_up, down = quant.dense()
    if tuple(gate_up.shape) != tuple(experts.gate_up_proj.shape) or \
            tuple(down.shape) != tuple(experts.down_proj.shape):
        raise ValueError(f"MoE experts: expected gate_up_proj {list(experts.gate_up_proj.shape)} and "
                         f"down_proj {list(experts.down_proj.shape)}, found {list(gate_up.shape)} "
                         f"and {list(down.shape)}")
    dtype = getattr(quant.gate[0], "dtype", torch.float32)
    out = Experts(experts.num_experts, gate_up.shape[2], down.shape[2], wants_bias, experts.glu).to("cpu")
    out.gate_up_proj = nn.Parameter(gate_up.to(dtype), requires_grad=False)
    out.down_proj = nn.Parameter(down.to(dtype), requires_grad=False)
    if wants_bias:
        out.gate_up_proj_bias = nn.Parameter(biases[0].to(dtype), requires_grad=False)
        out.down_proj_bias = nn.Parameter(biases[1].to(dtype), requires_grad=False)
    return out


class SparseMoe(nn.Module):
    """Router `gate` (D -> E) + stacked `experts`: x [..., D] -> [..., D]."""

    def __init__(self, config: Qwen3MoeConfig):
        super().__init__()
        self.top_k, self.norm_topk_prob = config.num_experts_per_tok, config.norm_topk_prob
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.experts = Experts(config.num_experts, config.hidden_size, config.moe_intermediate_size)

    def route(self, x):
        """x [N, D] -> (experts [N, k], weights [N, k] in x's dtype): softmax, then top k.
        (Your engine: Chapter 42)"""
        probs = self.gate(x).float().softmax(dim=-1)
        weight, index = probs.topk(self.top_k, dim=-1)
        if self.norm_topk_prob:
            weight = weight / weight.sum(dim=-1, keepdim=True)
        return index, weight.to(x.dtype)

    def forward(self, x):
        flat = x.reshape(-1, x.shape[-1])
        index, weight = self.route(flat)
        return self.experts(flat, index, weight).reshape(x.shape)

    def step_spec(self) -> dict:
        """For the fused decode step: a softmax over all experts, then the top_k (renormalised
        when norm_topk); SwiGLU experts."""
        return {"op": "moe", "router": self.gate, "experts": self.experts, "top_k": self.top_k,
                "norm_topk": self.norm_topk_prob, "routing": "softmax_topk", "activation": "silu"}


class Qwen3Moe(Qwen3):
    """Qwen3-MoE decoder: Qwen3 attention; SparseMoe or dense SwiGLU per layer."""
    config_class = Qwen3MoeConfig

    def make_layer(self, config: Qwen3MoeConfig, index: int):
        mlp = (SparseMoe(config) if config.is_sparse(index)
               else SwiGLU(config.hidden_size, config.intermediate_size))
        return DecoderLayer(config, Qwen3Attention(config), mlp)
