"""An RMSNorm over a projection whose heads are spread over the ranks (OLMo 2's and
MiniMax-M2's q/k norms: one RMS over every head of the token's q, or of its k).

Each rank holds its heads' part of the weight and of the projection; the mean of squares
needs every rank's part: each rank sums the squares of its own heads (a key/value head
replicated over several ranks is counted by the first of them alone), one all-reduce adds
the sums, and each rank normalises its heads by the whole projection's RMS. The sum runs in
another order than one process's, so results agree to float rounding, not to the bit.
"""
import torch
import torch.nn.functional as F
from torch import nn


class RankSplitNorm(nn.Module):
    """weight * x / rms(whole projection), x [..., this rank's width] (see the module docstring).

    norm: the rank's RMSNorm (its weight already cut to the rank's heads); width: the whole
    projection's; counted: whether this rank's squares join the sum; sum_over_ranks: the
    all-reduce (float32 in, the ranks' sum out)."""

    def __init__(self, norm: nn.Module, width: int, counted: bool, sum_over_ranks):
        super().__init__()
        self.weight, self.eps = norm.weight, norm.eps
        self.width, self.counted, self.sum_over_ranks = width, counted, sum_over_ranks

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = x.float()
        squares = h.pow(2).sum(-1, keepdim=True) if self.counted else h.new_zeros(*h.shape[:-1], 1)
        total = self.sum_over_ranks(squares.contiguous())
        h = h * torch.rsqrt(total / self.width + self.eps)
        return (self.weight * h.to(x.dtype)).to(x.dtype)

    def step_spec(self) -> dict:
        """For the fused decode step (a COLLECTIVE of engine/kernels/cpu/step_parallel.py)."""
        return {"op": "rank_split_norm", "weight": self.weight, "eps": self.eps, "width": self.width,
                "counted": self.counted}

    def extra_repr(self):
        return f"{tuple(self.weight.shape)} of {self.width}, counted={self.counted}"


class RankSplitGroupNorm(nn.Module):
    """A Mamba-2 layer's grouped gated norm, rmsnorm(y * silu(z)) over each group of channels,
    where this rank holds part of one group's heads (more ranks than groups): the rank's sum
    of squares put at its group's place in a vector of every group's, one all-reduce adds the
    ranks' vectors, and its channels are normalised by their whole group's RMS.

    norm: the rank's GroupedGatedRMSNorm (its weight cut to the rank's heads); group: the
    group its heads are in, of `groups`; width: a whole group's channels; sum_over_ranks: the
    all-reduce."""

    def __init__(self, norm: nn.Module, group: int, groups: int, width: int, sum_over_ranks):
        super().__init__()
        self.weight, self.eps = norm.weight, norm.eps
        self.group, self.groups, self.width, self.sum_over_ranks = group, groups, width, sum_over_ranks

    def forward(self, y: torch.Tensor, z: torch.Tensor) -> torch.Tensor:
        h = y.float() * F.silu(z.float())
        squares = h.new_zeros(*h.shape[:-1], self.groups)
        squares[..., self.group] = h.pow(2).sum(-1)
        total = self.sum_over_ranks(squares)[..., self.group:self.group + 1]
        h = h * torch.rsqrt(total / self.width + self.eps)
        return (self.weight.reshape(-1) * h.to(z.dtype)).to(z.dtype)

    def step_spec(self) -> dict:
        """For the fused decode step (a COLLECTIVE of engine/kernels/cpu/step_parallel.py after
        the Mamba-2 layer's SSM op)."""
        return {"op": "rank_split_group_norm", "weight": self.weight, "eps": self.eps, "group": self.group,
                "groups": self.groups, "width": self.width}

    def extra_repr(self):
        return f"{tuple(self.weight.shape)}, group {self.group} of {self.groups} ({self.width} wide)"
