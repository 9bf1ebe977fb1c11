"""Quantized linear layers that keep a GGUF file's weights quantized in memory.

Four layouts, one `forward(x [..., in]) -> [..., out]`:
- `DenseLinear`: F32/F16/BF16 weights, viewing the file's bytes when the dtype matches.
- `AffineQuantLinear`: `w[r, c] = codes[r, c] * scales[r, c // g] + offsets[r, c // g]`,
  the form every legacy and K-quant type repacks into (`repack_ggml`), and GPTQ/AWQ too.
- `CodebookQuantLinear` (engine/formats/codebook.py): `table[code] * scale`, for the
  4-bit non-uniform types IQ4_NL, IQ4_XS, MXFP4, NVFP4.
- `GGMLQuantLinear`: the file's raw blocks, kept as they are (any type, Q4_K stays 4.5
  bits a weight), decoded by a direct kernel or tile by tile.

Each forward dispatches at call time: Triton on CUDA (or on CPU under TRITON_INTERPRET=1
with `TRITON_KERNELS["force"]`), the C kernels on CPU when built and enabled, otherwise
the pure-PyTorch reference `reference(x)` beside it, which the fast paths are tested
against. `quant_linear` picks the layout for one tensor of a file.
"""
import torch
from torch import nn

from . import ggml_quants
from .repack import AFFINE, affine_weight, pack_nibbles, repack_ggml, unpack_nibbles  # noqa: F401
from ..kernels import interpreting, triton_available

CPU_KERNELS = {"enabled": True}     # use engine.kernels.cpu when it builds
TRITON_KERNELS = {"force": False}   # run Triton kernels on CPU tensors (TRITON_INTERPRET=1)
CPU_DECODE_ROWS = 16                # batches up to this many rows take the CPU affine kernel
TILE_WEIGHTS = 1 << 22              # weights the reference paths decode at a time
TRITON_DIRECT = ("Q4_K", "Q6_K", "Q8_0", "Q5_0")  # raw GGML types with a Triton kernel
DENSE = {"F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16}
DTYPE_NAMES = {dtype: name for name, dtype in DENSE.items()}


def _use_triton(x: torch.Tensor) -> bool:
    if x.is_cuda:
        return triton_available()
    return TRITON_KERNELS["force"] and interpreting()


def _cpu_kernels():
    """The CPU kernel module when enabled and built, else None."""
    if not CPU_KERNELS["enabled"]:
        return None
    try:
        from ..kernels import cpu
        return cpu if cpu.available() else None
    except (ImportError, AttributeError):
        return None


def _tiled_matmul(x: torch.Tensor, out_features: int, decode_rows, dtype) -> torch.Tensor:
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


def _flat(x: torch.Tensor, in_features: int, name: str) -> torch.Tensor:
    if x.shape[-1] != in_features:
        raise ValueError(f"{name}: input's last dimension must be {in_features}, "
                         f"found shape {tuple(x.shape)}")
    return x.reshape(-1, in_features)


def _epilogue(y, x, bias, lead, out_features):
    """A layer's output back in x's dtype and leading shape, bias added."""
    y = y.to(x.dtype)
    if bias is not None:
        y = y + bias.to(y.dtype)
    return y.reshape(*lead, out_features)


def _nbytes(*tensors) -> int:
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
        return _nbytes(self.weight)

    def dequantized_weight(self) -> torch.Tensor:
        return self.weight.float()

    def forward(self, x):
        y = torch.nn.functional.linear(x.to(self.weight.dtype), self.weight, self.bias)
        return y.to(x.dtype)


class AffineQuantLinear(nn.Module):
    """Linear layer over affine codes: `w[r, c] = codes[r, c] * scales[r, c // g] + offsets[r, c // g]`.

    codes: uint8 [out, in] or, when `packed`, [out, in // 2] with column 2i in the low
    nibble of byte i; scales, offsets: [out, in // g] (float16 or float32). `perm`
    (LongTensor [in]) says stored column c multiplies input feature perm[c] (GPTQ's act
    order); `dtype` is the matmul dtype of the reference path. `storage_bytes` counts
    codes, scales, offsets and perm (not the bias).
    """

    def __init__(self, codes, scales, offsets, group_size, packed, perm=None, bias=None,
                 dtype=torch.bfloat16):
        super().__init__()
        if codes.dtype != torch.uint8 or codes.dim() != 2:
            raise ValueError(f"AffineQuantLinear: codes must be 2-D uint8, found "
                             f"{codes.dtype} {tuple(codes.shape)}")
        out_features, in_features = codes.shape[0], codes.shape[1] * (2 if packed else 1)
        if group_size <= 0 or in_features % group_size:
            raise ValueError(f"AffineQuantLinear: in_features {in_features} is not a multiple "
                             f"of group_size {group_size}")
        groups = (out_features, in_features // group_size)
        for name, t in (("scales", scales), ("offsets", offsets)):
            if tuple(t.shape) != groups or not t.is_floating_point():
                raise ValueError(f"AffineQuantLinear: {name} must be float {list(groups)}, "
                                 f"found {t.dtype} {list(t.shape)}")
        if perm is not None and tuple(perm.shape) != (in_features,):
            raise ValueError(f"AffineQuantLinear: perm must be [{in_features}], found {list(perm.shape)}")
        if bias is not None and tuple(bias.shape) != (out_features,):
            raise ValueError(f"AffineQuantLinear: bias must be [{out_features}], found {list(bias.shape)}")
        self.in_features, self.out_features = in_features, out_features
        self.group_size, self.packed, self.dtype = group_size, bool(packed), dtype
        self.type_name = f"affine{group_size}"
        self.register_buffer("codes", codes)
        self.register_buffer("scales", scales)
        self.register_buffer("offsets", offsets)
        self.register_buffer("perm", None if perm is None else perm.long())
        self.register_buffer("bias", bias)

    @classmethod
    def from_packed(cls, packed, scales, offsets, group_size, perm=None, bias=None,
                    dtype=torch.bfloat16):
        """4-bit codes packed along the input dimension: uint8 [out, in // 2] (two a byte) or
        int32 [out, in // 8] (eight a word, lowest nibble first, as GPTQ/AWQ store them)."""
        if packed.dtype == torch.int32:
            packed = packed.contiguous().view(torch.uint8)  # little-endian: nibble order kept
        return cls(packed, scales, offsets, group_size, True, perm, bias, dtype)

    @classmethod
    def from_ggml(cls, raw, type_name, shape, bias=None, dtype=torch.bfloat16):
        """GGML blocks of an affine type (see `repack.AFFINE`) -> layer with the same weights."""
        layer = cls(*repack_ggml(raw, type_name, shape), bias=bias, dtype=dtype)
        layer.type_name = type_name
        return layer

    @property
    def storage_bytes(self) -> int:
        return _nbytes(self.codes, self.scales, self.offsets, self.perm)

    def _stored_rows(self, r0, r1) -> torch.Tensor:
        """float32 weight rows [r1 - r0, in] in stored column order."""
        return affine_weight(self.codes[r0:r1], self.scales[r0:r1], self.offsets[r0:r1],
                             self.group_size, self.packed)

    def dequantized_weight(self) -> torch.Tensor:
        """float32 [out, in] in input-feature order."""
        w = self._stored_rows(0, self.out_features)
        if self.perm is None:
            return w
        return torch.empty_like(w).index_copy_(1, self.perm, w)

    def reference(self, x):
        """x [M, in] (stored column order) @ W.T by dequantize + matmul, in `self.dtype`."""
        return _tiled_matmul(x, self.out_features, self._stored_rows, self.dtype)

    def forward(self, x):
        lead = x.shape[:-1]
        x2 = _flat(x, self.in_features, "AffineQuantLinear")
        if self.perm is not None:
            x2 = x2.index_select(1, self.perm)
        cpu = _cpu_kernels() if x2.device.type == "cpu" and x2.shape[0] <= CPU_DECODE_ROWS else None
        if _use_triton(x2):
            from ..kernels.triton_formats import affine_matmul
            y = affine_matmul(x2, self.codes, self.scales, self.offsets, self.group_size,
                              self.out_features, self.packed)
        elif cpu is not None:
            y = cpu.affine_gemm(x2.float().contiguous(), self.codes, self.scales.float(),
                                self.offsets.float(), self.group_size, self.packed)
        else:
            y = self.reference(x2)
        return _epilogue(y, x, self.bias, lead, self.out_features)


class RowDecodedLinear(nn.Module):
    """Base of the layers whose weight rows decode on demand: a subclass supplies
    `_rows(r0, r1)` (float32 rows [r1 - r0, in]); the dense weight and the reference
    forward (decode row tiles + matmul, never the whole weight at once) follow from it."""

    def dequantized_weight(self) -> torch.Tensor:
        """float32 [out, in] (the whole dense weight: for tests and inspection)."""
        return self._rows(0, self.out_features)

    def reference(self, x):
        return _tiled_matmul(x, self.out_features, self._rows, self.dtype)


class GGMLQuantLinear(RowDecodedLinear):
    """Linear layer over a GGML tensor's raw blocks, kept as stored (uint8 [out, row_bytes]).

    Forward: a Triton direct kernel on CUDA for the types in `TRITON_DIRECT`, the C kernel
    on CPU where `engine.kernels.cpu.supports(type)`, else row tiles decoded with
    `ggml_quants.dequantize` and multiplied (never the whole dense weight at once).
    `storage_bytes` is exactly the file's bytes for the tensor.

    `activations`: "float" multiplies the weights by x as given (exact up to float
    rounding); "q8" first quantizes each row of x as llama.cpp does (Q8_0 / Q8_1 / Q8_K,
    `engine.kernels.cpu.ACT_TYPES`), so results follow llama.cpp's own rounding: the C
    integer kernel on CPU when built, else the same quantization in PyTorch followed by
    the float path on the dequantized rows.
    """

    def __init__(self, raw, type_name, shape, bias=None, dtype=torch.bfloat16, activations="float"):
        super().__init__()
        if type_name not in ggml_quants.BLOCK:
            raise ValueError(f"GGMLQuantLinear: unknown GGML type {type_name!r}")
        _check_activations(activations, type_name, "GGMLQuantLinear")
        out_features, in_features = (int(s) for s in shape)
        row = ggml_quants.row_bytes(type_name, in_features)
        if raw.numel() != out_features * row:
            raise ValueError(f"GGMLQuantLinear: {type_name} {list(shape)} needs "
                             f"{out_features * row} bytes, found {raw.numel()}")
        self.in_features, self.out_features = in_features, out_features
        self.type_name, self.dtype, self.activations = type_name, dtype, activations
        self.register_buffer("raw", raw.reshape(out_features, row))
        self.register_buffer("bias", None if bias is None else bias.to(dtype))

    @property
    def storage_bytes(self) -> int:
        return _nbytes(self.raw)

    def _rows(self, r0, r1) -> torch.Tensor:
        return ggml_quants.dequantize(self.raw[r0:r1], self.type_name, (r1 - r0, self.in_features))

    def _forward_float(self, x2):
        cpu = _cpu_kernels() if x2.device.type == "cpu" else None
        if _use_triton(x2) and self.type_name in TRITON_DIRECT:
            from ..kernels.triton_formats import ggml_matmul
            return ggml_matmul(x2, self.raw, self.type_name, self.out_features)
        if cpu is not None and cpu.supports(self.type_name):
            return cpu.ggml_gemm(x2.float().contiguous(), self.raw, self.type_name)
        return self.reference(x2)

    def _forward_q8(self, x2):
        """x2 [M, in] quantized like llama.cpp, times W -> [M, out]."""
        cpu = _cpu_kernels() if x2.device.type == "cpu" else None
        if cpu is not None and cpu.supports_q8(self.type_name):
            return cpu.ggml_gemm_q8(x2.float().contiguous(), self.raw, self.type_name)
        from ..kernels.cpu import reference as q8_reference
        xq = q8_reference.quantize_activations_reference(x2, self.type_name)
        xd = q8_reference.dequantize_activations(xq, self.type_name, self.in_features)
        y = self._forward_float(xd)
        offset = q8_reference.q8_1_offset_term(xq, self.raw, self.type_name, self.in_features)
        return y if offset is None else y + offset.to(y.dtype)

    def forward(self, x):
        lead = x.shape[:-1]
        x2 = _flat(x, self.in_features, f"GGMLQuantLinear({self.type_name})")
        y = self._forward_q8(x2) if self.activations == "q8" else self._forward_float(x2)
        return _epilogue(y, x, self.bias, lead, self.out_features)


ACTIVATIONS = ("float", "q8")


def _check_activations(activations, type_name, who):
    """`activations` must be one of ACTIVATIONS, and "q8" needs an integer kernel for the type."""
    if activations not in ACTIVATIONS:
        raise ValueError(f"{who}: activations must be one of {ACTIVATIONS}, found {activations!r}")
    if activations == "q8":
        from ..kernels.cpu.q8 import ACT_TYPES
        if type_name not in ACT_TYPES:
            raise ValueError(f"{who}: activations='q8' has no int8 kernel for {type_name}; "
                             f"types with one: {', '.join(ACT_TYPES)}")


LAYOUTS = ("auto", "affine", "codebook", "raw")


def _run_device(device=None) -> torch.device:
    """Where a layer will run: `device`, else CUDA when present, else the CPU."""
    return torch.device(device if device is not None else
                        ("cuda" if torch.cuda.is_available() else "cpu"))


def auto_layout(type_name: str, device=None) -> str:
    """The layout `quant_linear` picks for a GGML type on `device` (default: CUDA when
    present). CUDA: 'raw' for the Triton direct types, else 'affine' / 'codebook' (both
    have Triton kernels). CPU: 'raw' where the C kernel serves the type, else 'affine' /
    'codebook' (exact PyTorch repacks). Any other type: 'raw'."""
    from .codebook import CODEBOOK
    device = _run_device(device)
    repacked = "affine" if type_name in AFFINE else "codebook" if type_name in CODEBOOK else None
    if repacked is None:
        return "raw"
    if device.type == "cuda":
        return "raw" if type_name in TRITON_DIRECT else repacked
    cpu = _cpu_kernels()
    if cpu is not None and cpu.supports(type_name):
        return "raw"
    return repacked


def _keeps_half_bytes(type_name, dtype, device) -> bool:
    """An F16 / BF16 weight computed in another dtype (float32, typically) on the CPU
    stays as the file's 2-byte values, widened row by row by the C kernel, rather than
    becoming a dense copy twice the file's size (that is also how llama.cpp runs it)."""
    if type_name not in ("F16", "BF16") or DENSE[type_name] == dtype:
        return False
    cpu = _cpu_kernels() if _run_device(device).type == "cpu" else None
    return cpu is not None and cpu.supports(type_name)


def quant_linear(raw, type_name, shape, bias=None, dtype=torch.bfloat16, layout="auto", device=None,
                 activations="float"):
    """One 2-D weight of a file -> its layer. F32/F16/BF16 -> `DenseLinear` (a view when
    stored in `dtype`; F16/BF16 computed in another dtype on the CPU: `GGMLQuantLinear`
    over the stored bytes, see `_keeps_half_bytes`); GGML types ->
    the layout `auto_layout` picks: `GGMLQuantLinear` (raw blocks) where a direct kernel
    serves the type, else `AffineQuantLinear` (legacy and K types) or
    `CodebookQuantLinear` (IQ4_NL, IQ4_XS, MXFP4, NVFP4), else raw blocks.
    `layout='affine'|'codebook'|'raw'` forces one; `device` is where the layer will run.
    `activations='q8'` quantizes x like llama.cpp before each product (see
    `GGMLQuantLinear`): GGML types then take the raw layout (the only one that has it);
    dense weights keep float activations."""
    from .codebook import CODEBOOK, CodebookQuantLinear
    if activations not in ACTIVATIONS:
        raise ValueError(f"quant_linear: activations must be one of {ACTIVATIONS}, found {activations!r}")
    if type_name in DENSE:
        if _keeps_half_bytes(type_name, dtype, device):
            return GGMLQuantLinear(raw, type_name, shape, bias, dtype)
        return DenseLinear.from_raw(raw, type_name, shape, bias, dtype)
    if layout not in LAYOUTS:
        raise ValueError(f"quant_linear: layout must be one of {LAYOUTS}, found {layout!r}")
    _check_activations(activations, type_name, "quant_linear")
    if activations == "q8":
        if layout not in ("auto", "raw"):
            raise ValueError(f"quant_linear: activations='q8' runs on the raw layout, not {layout!r}")
        return GGMLQuantLinear(raw, type_name, shape, bias, dtype, activations=activations)
    if layout == "auto":
        layout = auto_layout(type_name, device)
    if layout in ("affine", "codebook") and device is not None and torch.device(device).type == "cuda":
        raw = raw.to(device)   # repack on the GPU: much faster than on the CPU, and already there
        bias = None if bias is None else bias.to(device)
    if layout == "affine":
        if type_name not in AFFINE:
            raise ValueError(f"quant_linear: {type_name} is not affine; use layout='raw' "
                             f"(affine types: {', '.join(AFFINE)})")
        return AffineQuantLinear.from_ggml(raw, type_name, shape, bias, dtype)
    if layout == "codebook":
        if type_name not in CODEBOOK:
            raise ValueError(f"quant_linear: {type_name} is not a codebook type; use layout='raw' "
                             f"(codebook types: {', '.join(CODEBOOK)})")
        return CodebookQuantLinear.from_ggml(raw, type_name, shape, bias, dtype)
    return GGMLQuantLinear(raw, type_name, shape, bias, dtype)


def _params(module) -> int:
    if hasattr(module, "in_features"):
        return module.in_features * module.out_features
    return module.num_embeddings * module.embedding_dim   # embedding tables


def resident_bits_report(model: nn.Module) -> dict:
    """type name -> {params, bytes, bits_per_weight} over the model's weight layers, as
    resident in memory (a Q4_K tensor held affine shows 6 bits, held raw 4.5). Counts
    every module with `storage_bytes` and `type_name`, and plain nn.Linear/nn.Embedding.
    Layers viewing the same bytes (a tied embedding and lm_head) are counted once."""
    report, seen = {}, set()
    for module in model.modules():
        held = tuple(sorted(t.data_ptr() for t in
                            list(module.buffers(recurse=False)) + list(module.parameters(recurse=False))))
        if held and held in seen:
            continue
        seen.add(held)
        if hasattr(module, "storage_bytes") and hasattr(module, "type_name") and (
                hasattr(module, "in_features") or hasattr(module, "num_embeddings")):
            name, nbytes = module.type_name, module.storage_bytes
        elif isinstance(module, (nn.Linear, nn.Embedding)):
            name = DTYPE_NAMES.get(module.weight.dtype, str(module.weight.dtype))
            nbytes = _nbytes(module.weight)
        else:
            continue
        entry = report.setdefault(name, {"params": 0, "bytes": 0})
        entry["params"] += _params(module)
        entry["bytes"] += nbytes
    for entry in report.values():
        entry["bits_per_weight"] = 8 * entry["bytes"] / max(entry["params"], 1)
    return report
