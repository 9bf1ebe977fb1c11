"""Linear layers over a GGUF file's weights as stored: dense floats, or raw GGML blocks.

Every layer here has one `forward(x [..., in]) -> [..., out]` and holds the `Backend`
it computes with (engine/kernels/backend.py): Triton on CUDA, the C kernels on the CPU,
or the pure-PyTorch `reference(x)` beside them, which the fast paths are tested against.
- `DenseLinear`: F32/F16/BF16 weights, viewing the file's bytes when the dtype matches.
- `GGMLQuantLinear`: the file's raw blocks kept as they are (any type: Q4_K stays 4.5
  bits a weight), multiplied by a direct kernel or decoded a row tile at a time.
The repacked layouts are in affine.py and codebook.py; select.py picks one per tensor.
"""
import torch
from torch import nn

from engine.blocks import registry
from engine.kernels.backend import Backend, default_backend

TILE_WEIGHTS = 1 << 22              # weights the reference paths decode at a time
DENSE = {"F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16}
DTYPE_NAMES = {dtype: name for name, dtype in DENSE.items()}


def tiled_matmul(x: torch.Tensor, out_features: int, decode_rows, dtype) -> torch.Tensor:
    """x [M, K] @ W.T with W decoded `decode_rows(r0, r1) -> float32 [r1 - r0, K]` a row
    tile at a time, so the whole dense weight never exists at once."""
    k = x.shape[1]
    tile = max(1, TILE_WEIGHTS // max(k, 1))
    xd = x.to(dtype)
    out = torch.empty(x.shape[0], out_features, dtype=dtype, device=x.device)
    for r0 in range(0, out_features, tile):
        r1 = min(r0 + tile, out_features)
        out[:, r0:r1] = xd @ decode_rows(r0, r1).to(device=x.device, dtype=dtype).T
    return out


def flat_input(x: torch.Tensor, in_features: int, name: str) -> torch.Tensor:
    """x [..., in] -> [M, in]; ValueError naming the layer when the width is wrong."""
    if x.shape[-1] != in_features:
        raise ValueError(f"{name}: input's last dimension must be {in_features}, "
                         f"found shape {tuple(x.shape)}")
    return x.reshape(-1, in_features)


def epilogue(y, x, bias, lead, out_features):
    """A layer's output back in x's dtype and leading shape, bias added."""
    y = y.to(x.dtype)
    if bias is not None:
        y = y + bias.to(y.dtype)
    return y.reshape(*lead, out_features)


def nbytes(*tensors) -> int:
    return sum(t.numel() * t.element_size() for t in tensors if t is not None)


class DenseLinear(nn.Module):
    """A plain `x @ weight.T + bias` over a weight [out, in] that may view a file's bytes."""

    def __init__(self, weight: torch.Tensor, bias=None, type_name=None):
        super().__init__()
        self.out_features, self.in_features = weight.shape
        self.type_name = type_name or DTYPE_NAMES.get(weight.dtype, str(weight.dtype))
        self.register_buffer("weight", weight)
        self.register_buffer("bias", None if bias is None else bias.to(weight.dtype))

    @classmethod
    def from_raw(cls, raw, type_name, shape, bias=None, dtype=torch.bfloat16):
        """Stored bytes -> layer; no copy when the stored dtype is `dtype`."""
        weight = raw.reshape(-1).view(DENSE[type_name]).reshape(*shape)
        if weight.dtype != dtype:
            weight = weight.to(dtype)
        return cls(weight, None if bias is None else bias.to(dtype), type_name)

    @property
    def storage_bytes(self) -> int:
        return nbytes(self.weight)

    def dequantized_weight(self) -> torch.Tensor:
        return self.weight.float()

    def forward(self, x):
        y = torch.nn.functional.linear(x.to(self.weight.dtype), self.weight, self.bias)
        return y.to(x.dtype)


class RowDecodedLinear(nn.Module):
    """Base of the layers whose weight rows decode on demand: a subclass supplies
    `_rows(r0, r1)` (float32 rows [r1 - r0, in]); the dense weight and the reference
    forward (decode row tiles + matmul, never the whole weight at once) follow from it."""

    def dequantized_weight(self) -> torch.Tensor:
        """float32 [out, in] (the whole dense weight: for tests and inspection)."""
        return self._rows(0, self.out_features)

    def reference(self, x):
        return tiled_matmul(x, self.out_features, self._rows, self.dtype)


class GGMLQuantLinear(RowDecodedLinear):
    """Linear layer over a GGML tensor's raw blocks, kept as stored (uint8 [out, row_bytes]).

    Forward by the backend (`Backend.blocks_matmul`: a Triton direct kernel for types with
    `triton` in the registry, the C kernel for types with `kernel`), else row tiles decoded
    and multiplied (never the whole dense weight at once). `storage_bytes` is exactly the file's bytes for the tensor.

    With `interleave`, a Q4_0 / Q4_1 / IQ4_NL / Q5_0 / Q5_1 / Q8_0 weight whose row count is a multiple of
    16 is held with its rows regrouped sixteen at a time for the int8 kernels
    (engine/kernels/cpu/interleave.py; the file's size); `file_rows` gives rows back as stored.

    Activations: with `backend.activations == "q8"` and a type that has an int8 dot
    (registry `act`), each row of x is first quantized as llama.cpp does (Q8_0 / Q8_1 /
    Q8_K), so results follow llama.cpp's own rounding: the C integer kernel, or the same
    quantization in PyTorch followed by the float path on the dequantized rows.
    """

    def __init__(self, raw, type_name, shape, bias=None, dtype=torch.bfloat16,
                 backend: Backend | None = None, interleave: bool = False):
        super().__init__()
        self.ggml = registry.ggml_type(type_name)
        out_features, in_features = (int(s) for s in shape)
        row = registry.row_bytes(type_name, in_features)
        if raw.numel() != out_features * row:
            raise ValueError(f"GGMLQuantLinear: {type_name} {list(shape)} needs "
                             f"{out_features * row} bytes, found {raw.numel()}")
        self.in_features, self.out_features = in_features, out_features
        self.type_name, self.dtype = type_name, dtype
        self.backend = backend or default_backend(raw.device)
        raw = raw.reshape(out_features, row)
        # 16 when the rows are regrouped for the int8 kernels (engine/kernels/cpu/interleave.py)
        self.interleave = 0
        if interleave:
            from engine.kernels.cpu import interleave as inter
            raw, self.interleave = inter.interleave_rows(raw, type_name), inter.ROWS
        self.register_buffer("raw", raw)
        self.register_buffer("bias", None if bias is None else bias.to(dtype))

    @property
    def activations(self) -> str:
        """"q8" when this layer quantizes its input (see the class docstring), else "float"."""
        return "q8" if self.backend.q8(self.type_name) else "float"

    @property
    def storage_bytes(self) -> int:
        return nbytes(self.raw)

    def file_rows(self, r0=0, r1=None) -> torch.Tensor:
        """Rows r0 .. r1 - 1 of the weight as the file stores them, uint8 [rows, row bytes]."""
        r1 = self.out_features if r1 is None else r1
        if self.interleave:
            from engine.kernels.cpu.interleave import file_rows
            return file_rows(self.raw, self.type_name, r0, r1)
        return self.raw[r0:r1]

    def _rows(self, r0, r1) -> torch.Tensor:
        return self.backend.dequantize(self.file_rows(r0, r1), self.type_name, (r1 - r0, self.in_features))

    def _forward_float(self, x2):
        if self.interleave:         # the float kernels read the file's layout: decode row tiles
            return self.reference(x2)
        y = self.backend.blocks_matmul(x2, self.raw, self.type_name, self.out_features)
        return self.reference(x2) if y is None else y

    def _forward_q8(self, x2):
        """x2 [M, in] quantized like llama.cpp, times W -> [M, out]."""
        y = self.backend.blocks_matmul_q8(x2, self.raw, self.type_name, self.interleave)
        if y is not None:
            return y
        from engine.kernels.cpu import reference as q8_reference
        xq = q8_reference.quantize_activations_reference(x2, self.type_name)
        xd = q8_reference.dequantize_activations(xq, self.type_name, self.in_features)
        y = self._forward_float(xd)
        offset = q8_reference.q8_1_offset_term(xq, self.file_rows(), self.type_name, self.in_features)
        return y if offset is None else y + offset.to(y.dtype)

    def forward(self, x):
        lead = x.shape[:-1]
        x2 = flat_input(x, self.in_features, f"GGMLQuantLinear({self.type_name})")
        y = self._forward_q8(x2) if self.activations == "q8" else self._forward_float(x2)
        return epilogue(y, x, self.bias, lead, self.out_features)

    def glu_into(self, x, gate, activation: str):
        """act(gate) * self(x) written over `gate` (contiguous float32 [..., out]) and
        returned, the products never held whole (cpu.ggml_gemm_q8_glu); None where this
        layer has no such route (float activations, a bias, no such kernel in its backend),
        for the caller to multiply first."""
        if (self.activations != "q8" or self.bias is not None or gate.dtype != torch.float32
                or not gate.is_contiguous() or gate.shape != (*x.shape[:-1], self.out_features)):
            return None
        x2 = flat_input(x, self.in_features, f"GGMLQuantLinear({self.type_name})")
        done = self.backend.blocks_glu_q8(x2, self.raw, self.type_name, gate.view(-1, self.out_features),
                                          activation, self.interleave)
        return None if done is None else gate

    def extra_repr(self):
        return (f"{self.in_features}, {self.out_features}, type={self.type_name}"
                + (f", interleave={self.interleave}" if self.interleave else ""))
