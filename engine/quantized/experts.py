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
STACKS = ("gate_blocks", "up_blocks", "down_blocks")   # the stacked blocks of gate, up and down


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
    return per_expert, [per_expert[e] for e in range(experts)]


class QuantExperts(nn.Module):
    """E experts, each `down(act(gate(x)) * up(x))` with quantized gate, up and down layers.

    gate[e], up[e]: [I, D] layers; down[e]: [D, I]. `matmul("gate_up", e, x_e)` returns
    x_e [n, D] @ gate_up_proj[e].T = [n, 2I] (gate's I columns first, then up's), and
    `matmul("down", e, h_e)` returns h_e [n, I] @ down_proj[e].T = [n, D], the two
    per-expert products a stacked-experts MoE module performs.
    """

    def __init__(self, gate, up, down, stacks=None):
        super().__init__()
        if not (len(gate) == len(up) == len(down)) or not gate:
            raise ValueError(f"QuantExperts: need as many gate, up and down layers, found "
                             f"{len(gate)}, {len(up)}, {len(down)}")
        self.gate, self.up, self.down = nn.ModuleList(gate), nn.ModuleList(up), nn.ModuleList(down)
        self.num_experts = len(gate)
        self.intermediate_size, self.hidden_size = gate[0].out_features, gate[0].in_features
        # The file's stacks of blocks [E, rows, row bytes] (uint8), kept where every expert's
        # layer reads a view of one (raw blocks, not regrouped or repacked): a backend's grouped
        # kernel then multiplies all routed pairs in one call (`grouped_matmul`).
        self._biases = {}
        for name, layers, stack in zip(STACKS, (self.gate, self.up, self.down), stacks or (None,) * 3):
            views = stack is not None and all(
                getattr(layer, "raw", None) is not None and not getattr(layer, "interleave", 0)
                and layer.raw.data_ptr() == stack[e].data_ptr() for e, layer in enumerate(layers))
            self.register_buffer(name, stack if views else None, persistent=False)

    @classmethod
    def from_ggml(cls, gate, up, down, dtype=torch.bfloat16, layout="auto", backend=None, biases=None):
        """gate, up, down: (raw uint8 bytes, type name, shape [E, rows, cols]) of the three
        GGUF expert tensors -> experts whose layers view those bytes (`quant_linear`).
        `biases`: None, or the three float bias stacks [E, rows] in the same order."""
        layers, stacks = [], []
        names = ("ffn_gate_exps", "ffn_up_exps", "ffn_down_exps")
        for i, (what, (raw, type_name, shape)) in enumerate(zip(names, (gate, up, down))):
            stack, views = _expert_views(raw, type_name, shape, what)
            stacks.append(stack)
            bias = None if biases is None else biases[i]
            if bias is not None and tuple(bias.shape) != (len(views), int(shape[1])):
                raise ValueError(f"QuantExperts: {what}.bias must be [{len(views)}, {int(shape[1])}], "
                                 f"found {list(bias.shape)}")
            layers.append([quant_linear(v, type_name, tuple(shape[1:]), dtype=dtype, layout=layout,
                                        backend=backend, bias=None if bias is None else bias[e].float())
                           for e, v in enumerate(views)])
        return cls(*layers, stacks=stacks)

    def _apply(self, fn, recurse=True):
        """Moving the experts (`.to(device)`) moves each stack of blocks once and points its
        experts' layers at views of the moved stack: one copy of the bytes, as in the file,
        not a copy per expert beside the stack."""
        kept = [(layers, name) for name, layers in zip(STACKS, (self.gate, self.up, self.down))
                if getattr(self, name) is not None]
        for layers, _ in kept:
            for layer in layers:
                layer._buffers["raw"] = None          # moved below, as a view of its stack
        super()._apply(fn, recurse)
        for layers, name in kept:
            stack = getattr(self, name)
            for e, layer in enumerate(layers):
                layer._buffers["raw"] = stack[e]
        self._biases = {}
        return self

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

    def grouped_matmul(self, which: str, x: torch.Tensor, experts: torch.Tensor,
                       rows: torch.Tensor | None = None, per_expert: int | None = None):
        """Every routed pair at once (`Backend.experts_matmul`): y[p] = x[rows[p]] @ W.T of
        expert experts[p] (rows None: x[p]), biases included: which='gate_up' -> [P, 2I],
        'down' -> [P, D]. None where the backend has no grouped kernel for the three
        projections' blocks (then `matmul` runs expert by expert)."""
        if which not in PROJECTIONS:
            raise ValueError(f"QuantExperts.grouped_matmul: which must be one of {PROJECTIONS}, found {which!r}")
        if not self._stacked():
            return None
        parts = []
        for name, layers in (("gate_blocks", self.gate), ("up_blocks", self.up)) if which == "gate_up" \
                else (("down_blocks", self.down),):
            first = layers[0]
            y = first.backend.experts_matmul(x, getattr(self, name), first.type_name, first.out_features,
                                             experts, rows, per_expert)
            if y is None:
                return None
            if first.bias is not None:
                y = y + self._bias_stack(name, layers, y.dtype)[experts]
            parts.append(y)
        return parts[0] if len(parts) == 1 else torch.cat(parts, dim=-1)

    def grouped_kernels(self) -> bool:
        """True when `grouped_matmul` answers (never None) for both products, known before any
        token runs: the three stacks kept, float activations, and the backend's grouped kernel
        for each projection's type. (A type without one sends down's pairs expert by expert,
        with the experts used read back to the host.)"""
        return self._stacked() and all(layers[0].backend.experts_kernel(layers[0].type_name)
                                       for layers in (self.gate, self.up, self.down))

    def _stacked(self) -> bool:
        """The three stacks kept and float activations: what a grouped call needs of the layers."""
        return all(getattr(self, name) is not None for name in STACKS) and self.down[0].activations == "float"

    def _bias_stack(self, name, layers, dtype):
        """The experts' biases of one projection stacked [E, rows], made once per dtype."""
        key = (name, dtype)
        if key not in self._biases:
            self._biases[key] = torch.stack([layer.bias for layer in layers]).to(dtype)
        return self._biases[key]

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
