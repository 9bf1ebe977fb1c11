"""Quantized MoE experts: one quantized layer per expert and projection.

A GGUF MoE layer stores its experts as three 3-D tensors, `ffn_gate_exps` [E, I, D],
`ffn_up_exps` [E, I, D] and `ffn_down_exps` [E, D, I] (PyTorch order). Expert e's rows
are one contiguous run of bytes, so each expert becomes an ordinary quantized linear
layer over a view of the file's bytes, and an expert's matmul reads its codes, never a
dequantized copy of all experts. Experts with biases (gpt-oss: `ffn_gate_exps.bias`
[E, I], `ffn_up_exps.bias` [E, I], `ffn_down_exps.bias` [E, D], float) give each
expert's layer its row of them.
"""
import torch
from torch import nn

from engine.quantized.select import quant_linear

PROJECTIONS = ("gate_up", "down")


def _expert_views(raw, type_name, shape, what):
    """uint8 bytes of an [E, rows, cols] tensor -> list of E uint8 views [rows, row_bytes]
    (each layer then checks that its bytes fit its type and shape)."""
    if len(shape) != 3:
        raise ValueError(f"QuantExperts: {what} must be [experts, rows, cols], found {list(shape)}")
    experts, rows, _ = (int(s) for s in shape)
    if raw.numel() % (experts * rows):
        raise ValueError(f"QuantExperts: {what} {type_name} {list(shape)}: {raw.numel()} bytes "
                         f"do not split into {experts} x {rows} rows")
    per_expert = raw.reshape(experts, rows, -1)
    return [per_expert[e] for e in range(experts)]


class QuantExperts(nn.Module):
    """E experts, each `down(act(gate(x)) * up(x))` with quantized gate, up and down layers.

    gate[e], up[e]: [I, D] layers; down[e]: [D, I]. `matmul("gate_up", e, x_e)` returns
    x_e [n, D] @ gate_up_proj[e].T = [n, 2I] (gate's I columns first, then up's), and
    `matmul("down", e, h_e)` returns h_e [n, I] @ down_proj[e].T = [n, D], the two
    per-expert products a stacked-experts MoE module performs.
    """

    def __init__(self, gate, up, down):
        super().__init__()
        if not (len(gate) == len(up) == len(down)) or not gate:
            raise ValueError(f"QuantExperts: need as many gate, up and down layers, found "
                             f"{len(gate)}, {len(up)}, {len(down)}")
        self.gate, self.up, self.down = nn.ModuleList(gate), nn.ModuleList(up), nn.ModuleList(down)
        self.num_experts = len(gate)
        self.intermediate_size, self.hidden_size = gate[0].out_features, gate[0].in_features

    @classmethod
    def from_ggml(cls, gate, up, down, dtype=torch.bfloat16, layout="auto", backend=None, biases=None):
        """gate, up, down: (raw uint8 bytes, type name, shape [E, rows, cols]) of the three
        GGUF expert tensors -> experts whose layers view those bytes (`quant_linear`).
        `biases`: None, or the three float bias stacks [E, rows] in the same order."""
        layers = []
        names = ("ffn_gate_exps", "ffn_up_exps", "ffn_down_exps")
        for i, (what, (raw, type_name, shape)) in enumerate(zip(names, (gate, up, down))):
            views = _expert_views(raw, type_name, shape, what)
            bias = None if biases is None else biases[i]
            if bias is not None and tuple(bias.shape) != (len(views), int(shape[1])):
                raise ValueError(f"QuantExperts: {what}.bias must be [{len(views)}, {int(shape[1])}], "
                                 f"found {list(bias.shape)}")
            layers.append([quant_linear(v, type_name, tuple(shape[1:]), dtype=dtype, layout=layout,
                                        backend=backend, bias=None if bias is None else bias[e].float())
                           for e, v in enumerate(views)])
        return cls(*layers)

    @property
    def storage_bytes(self) -> int:
        return sum(layer.storage_bytes for layer in [*self.gate, *self.up, *self.down])

    def matmul(self, which: str, e: int, x_e: torch.Tensor) -> torch.Tensor:
        """x_e @ W_e.T for expert e: which='gate_up' ([n, D] -> [n, 2I]) or 'down' ([n, I] -> [n, D])."""
        if which == "gate_up":
            return torch.cat((self.gate[e](x_e), self.up[e](x_e)), dim=-1)
        if which == "down":
            return self.down[e](x_e)
        raise ValueError(f"QuantExperts.matmul: which must be one of {PROJECTIONS}, found {which!r}")

    def dense(self):
        """float32 (gate_up_proj [E, 2I, D], down_proj [E, D, I]): the reference weights."""
        gate_up = torch.stack([torch.cat((g.dequantized_weight(), u.dequantized_weight()))
                               for g, u in zip(self.gate, self.up)])
        down = torch.stack([d.dequantized_weight() for d in self.down])
        return gate_up, down

    def dense_biases(self):
        """float32 (gate_up_proj_bias [E, 2I], down_proj_bias [E, D]), or None without biases."""
        if self.down[0].bias is None:
            return None
        gate_up = torch.stack([torch.cat((g.bias, u.bias)) for g, u in zip(self.gate, self.up)])
        return gate_up.float(), torch.stack([d.bias for d in self.down]).float()
