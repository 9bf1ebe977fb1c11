"""DeepSeek-V3's MoE block (also GLM-4.5's): a router that scores every expert with a sigmoid
(or a softmax), picks the top k among the best groups of experts, and weighs them by their
scores; shared experts run on every token beside them.

Routing of one token, with E experts in G groups of E / G:
1. scores = sigmoid(router logits) (`scoring="softmax"`: a softmax over the E);
2. the choice adds a learned per-expert correction (`e_score_correction_bias`, llama.cpp's
   `exp_probs_b`) to the scores; the weights do not;
3. group-limited top-k: each group is rated by the sum of its two best corrected scores, the
   `topk_group` best groups are kept and the top k experts are chosen among theirs (G = 1:
   a plain top k);
4. the k chosen experts' uncorrected scores, renormalised to sum to 1 (`norm_topk_prob`), times
   `routed_scaling_factor`, weigh their outputs.
llama.cpp computes the same (`build_moe_ffn`: gating func, exp_probs_b, expert groups, weights
norm and scale), reading expert_group_count / expert_group_used_count from the file.
The fused decode step runs it as its group route (step_spec: "sigmoid_group_topk" or
"softmax_group_topk" with the correction, groups, scale and floor).
"""
import torch
from torch import nn

from engine.layers import SwiGLU
from engine.models.qwen3_moe import SparseMoe

SCORING = ("sigmoid", "softmax")
NORM_MIN = 6.103515625e-5      # llama.cpp's floor of the k weights' sum before renormalising


def group_limited_topk(choice: torch.Tensor, top_k: int, n_group: int = 1, topk_group: int = 1) -> torch.Tensor:
    """choice [N, E] (the scores the choice is made on) -> the chosen experts [N, top_k]: the
    top k among the `topk_group` groups (of E / n_group consecutive experts) whose two best
    scores sum highest."""
    N, E = choice.shape
    if n_group > 1:
        groups = choice.view(N, n_group, E // n_group)
        rating = groups.topk(min(2, E // n_group), dim=-1).values.sum(dim=-1)       # (N, G)
        keep = torch.zeros_like(rating, dtype=torch.bool).scatter_(1, rating.topk(topk_group, dim=-1).indices, True)
        choice = groups.masked_fill(~keep[..., None], float("-inf")).view(N, E)
    return choice.topk(top_k, dim=-1).indices


class GroupLimitedMoe(SparseMoe):
    """Router `gate` (D -> E) with a correction `e_score_correction_bias` [E], stacked `experts`
    and `shared_experts` (one SwiGLU of the shared experts' joint width, or None): x [..., D]
    -> [..., D].

    Reads from the config: num_experts, num_experts_per_tok, moe_intermediate_size,
    norm_topk_prob, shared_expert_intermediate_size (0 or None: no shared experts), and where
    present n_group, topk_group (1, 1), routed_scaling_factor (1.0), scoring ("sigmoid").
    """

    def __init__(self, config):
        super().__init__(config)
        self.n_group, self.topk_group = getattr(config, "n_group", 1) or 1, getattr(config, "topk_group", 1) or 1
        self.scaling = float(getattr(config, "routed_scaling_factor", 1.0) or 1.0)
        self.scoring = getattr(config, "scoring", "sigmoid")
        E = config.num_experts
        if self.scoring not in SCORING:
            raise ValueError(f"{type(config).__name__}: scoring {self.scoring!r}; expected one of {SCORING}")
        if E % self.n_group or not 0 < self.topk_group <= self.n_group:
            raise ValueError(f"{type(config).__name__}: {E} experts in n_group={self.n_group} groups, "
                             f"topk_group={self.topk_group}: expected groups that divide the experts and "
                             f"1 <= topk_group <= n_group")
        if self.top_k > E // self.n_group * self.topk_group:
            raise ValueError(f"{type(config).__name__}: top {self.top_k} of the {self.topk_group} kept groups' "
                             f"{E // self.n_group * self.topk_group} experts")
        self.e_score_correction_bias = nn.Parameter(torch.zeros(E))
        shared = getattr(config, "shared_expert_intermediate_size", None)
        self.shared_experts = SwiGLU(config.hidden_size, shared) if shared else None

    def route(self, x):
        """x [N, D] -> (experts [N, k], weights [N, k] in x's dtype)."""
        logits = self.gate(x).float()
        scores = logits.sigmoid() if self.scoring == "sigmoid" else logits.softmax(dim=-1)
        bias = self.e_score_correction_bias.float().reshape(-1)
        index = group_limited_topk(scores + bias, self.top_k, self.n_group, self.topk_group)
        weight = scores.gather(-1, index)
        if self.norm_topk_prob:
            weight = weight / weight.sum(dim=-1, keepdim=True).clamp(min=NORM_MIN)
        return index, (weight * self.scaling).to(x.dtype)

    def forward(self, x):
        out = super().forward(x)
        return out if self.shared_experts is None else out + self.shared_experts(x)

    def step_spec(self) -> dict:
        """For the fused decode step: sigmoid (or softmax) scores, the correction for the choice,
        the groups, the weights' scale and floor; the shared experts beside them."""
        return {**super().step_spec(), "routing": f"{self.scoring}_group_topk", "bias": self.e_score_correction_bias,
                "n_group": self.n_group, "topk_group": self.topk_group, "scale": self.scaling, "norm_min": NORM_MIN,
                "shared": self.shared_experts}
