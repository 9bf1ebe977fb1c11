"""Qwen3-Next: the first release of Qwen3.5-MoE's hybrid stack (Gated DeltaNet layers,
every few layers gated full attention, a routed MLP plus a sigmoid-gated shared expert).

What differs from Qwen3.5-MoE, all of it in the DeltaNet's input side:
- transformers keeps two fused input projections: `in_proj_qkvz`, per key head its q and
  k, then the v and z of the Hv/Hk value heads that read it, and `in_proj_ba`, per key head
  the b of those value heads, then their a. llama.cpp's converter rewrites the first as
  Qwen3.5's `in_proj_qkv` (every head's q, then every k, then every v) and `in_proj_z`, and
  keeps the second whole (`ssm_ba`), so `in_proj_ba` is one layer here too;
- the value heads stay grouped by key head (value head h reads key head h // (Hv/Hk)):
  the converter does not reorder them to Qwen3.5's tiled order, and llama.cpp repeats each
  q and k head in place (`GroupedDeltaNet`);
- every layer's MLP is sparse: llama.cpp's qwen3next graph reads no dense FFN (so
  `decoder_sparse_step` must be 1 and `mlp_only_layers` empty);
- plain partial rotary (no mrope in the config) and no `text_config`, which Qwen3.5's
  config reading already takes as they come.
The norms, the gated attention, q/k norms and the MoE are Qwen3.5-MoE's (norm weights
stored as 1 + w; `hf_state_dict` adds the 1 to a checkpoint's).

The fused decode step runs this DeltaNet too (`GroupedDeltaNet.step_spec`): its DELTA op
maps value heads to key heads grouped and reads b and a in in_proj_ba's per-key-head layout.
"""
from dataclasses import dataclass

import torch
from torch import nn

from engine.layers.delta_net import GatedDeltaNet
from engine.models.qwen35 import Qwen35DecoderLayer
from engine.models.qwen35_moe import Qwen35Moe, Qwen35MoeConfig


@dataclass
class Qwen3NextConfig(Qwen35MoeConfig):
    model_type: str = "qwen3_next"
    decoder_sparse_step: int = 1          # every k-th layer sparse: llama.cpp has only 1
    mlp_only_layers: list | None = None   # layers with a dense MLP: llama.cpp has none

    def __post_init__(self):
        super().__post_init__()
        if self.decoder_sparse_step != 1 or self.mlp_only_layers:
            raise ValueError(f"Qwen3NextConfig: every layer's MLP must be sparse, as llama.cpp's qwen3next "
                             f"reads it (decoder_sparse_step 1, no mlp_only_layers); found decoder_sparse_step "
                             f"{self.decoder_sparse_step}, mlp_only_layers {self.mlp_only_layers}")


class GroupedDeltaNet(GatedDeltaNet):
    """Qwen3-Next's Gated DeltaNet: x [B, T, D] -> [B, T, D], Qwen3.5's layer with value
    head h reading key head h // (Hv/Hk) (grouped) and beta's and alpha's rows in one
    projection `in_proj_ba` [2 Hv, D]: per key head, its value heads' b, then their a."""

    def __init__(self, config):
        super().__init__(config)
        del self.in_proj_b, self.in_proj_a
        self.in_proj_ba = nn.Linear(config.hidden_size, 2 * self.n_v, bias=False)

    def repeat_keys(self, t, tile: int):
        """q or k [B, T, Hk, dk] -> [B, T, Hv, dk], each key head repeated in place."""
        return t.repeat_interleave(tile, dim=2)

    def beta_alpha(self, x):
        ba = self.in_proj_ba(x).unflatten(-1, (self.n_k, 2, self.n_v // self.n_k))   # (B, T, Hk, 2, Hv/Hk)
        return ba[..., 0, :].flatten(-2), ba[..., 1, :].flatten(-2)

    def step_spec(self) -> dict:
        """The DeltaNet as it is: grouped value heads and one in_proj_ba, which the fused
        step reads in place (kernels/cpu/step_program.py). Reordering the heads at load
        would move out_proj's columns, which quantized blocks (256 wide for the K-quants)
        do not allow."""
        return {"op": "delta_net", "qkv": self.in_proj_qkv, "z": self.in_proj_z, "ba": self.in_proj_ba,
                "value_heads": "grouped", "conv": self.conv1d.weight, "A": self.A, "dt_bias": self.dt_bias,
                "norm": self.norm, "out": self.out_proj, "heads": (self.n_k, self.n_v, self.dk, self.dv)}


class Qwen3NextDecoderLayer(Qwen35DecoderLayer):
    """Qwen3.5's layer with `GroupedDeltaNet` as its recurrent mixer."""
    delta_net_class = GroupedDeltaNet


class Qwen3Next(Qwen35Moe):
    """Qwen3-Next decoder (see the module docstring)."""
    config_class = Qwen3NextConfig
    tile_value_heads = False      # the converter keeps the checkpoint's grouped value heads

    def make_layer(self, config: Qwen3NextConfig, index: int):
        return Qwen3NextDecoderLayer(config, index, self.make_mlp(config, index))

    def hf_state_dict(self, state: dict) -> dict:
        """A transformers checkpoint as llama.cpp's converter writes it: each in_proj_qkvz
        [Hk (2 dk + 2 Hv/Hk dv), D] split into in_proj_qkv (q of every key head, then k,
        then v) and in_proj_z; then Qwen3.5's changes (1 + w norms, A, conv [C, K])."""
        cfg = self.config
        dk, dv, n_k = cfg.linear_key_head_dim, cfg.linear_value_head_dim, cfg.linear_num_key_heads
        per = cfg.linear_num_value_heads // n_k * dv          # one key head's v (and z) rows
        out = {}
        for name, t in state.items():
            if name.endswith("linear_attn.in_proj_qkvz.weight"):
                q, k, v, z = t.reshape(n_k, 2 * dk + 2 * per, -1).split([dk, dk, per, per], dim=1)
                base = name[:-len("in_proj_qkvz.weight")]
                out[base + "in_proj_qkv.weight"] = torch.cat([p.reshape(-1, t.shape[1]) for p in (q, k, v)])
                out[base + "in_proj_z.weight"] = z.reshape(-1, t.shape[1])
            else:
                out[name] = t
        return super().hf_state_dict(out)
