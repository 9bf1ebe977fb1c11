"""Which layer a weight of a file becomes, and what the layers of a model hold.

`quant_linear` turns one 2-D tensor's bytes into a layer: a dense layer for F32/F16/BF16,
the raw blocks where a kernel of the backend reads the type's blocks, else the repacked
affine or codebook layout (exact PyTorch repacks), else raw blocks decoded in tiles.
`resident_bits_report` says how many bits a weight each type takes as held in memory,
`resident_vs_file` how those bytes compare with the file's.
"""
import torch
from torch import nn

from engine.blocks import registry
from engine.kernels.backend import Backend, default_backend
from engine.quantized.affine import AffineQuantLinear
from engine.quantized.codebook import CodebookQuantLinear
from engine.quantized.linear import DENSE, DTYPE_NAMES, DenseLinear, GGMLQuantLinear, nbytes

LAYOUTS = ("auto", "affine", "codebook", "raw")


def auto_layout(type_name: str, backend: Backend) -> str:
    """The layout `quant_linear` picks for a GGML type: 'raw' where the backend has a
    kernel reading its blocks (`Backend.reads_blocks`: Triton's direct types on CUDA, the C
    kernels' types on the CPU) or computes q8 activations for it, else 'affine' / 'codebook' (both have Triton kernels
    and exact PyTorch references), else 'raw'."""
    t = registry.ggml_type(type_name)
    repacked = "affine" if t.affine else "codebook" if t.codebook else None
    if repacked is None or backend.reads_blocks(type_name) or backend.q8(type_name):
        return "raw"
    return repacked


def _keeps_half_bytes(type_name, dtype, backend) -> bool:
    """An F16 / BF16 weight computed in another dtype (float32, typically) by the C kernels
    stays as the file's 2-byte values, widened row by row in C, rather than becoming a
    dense copy twice the file's size (that is also how llama.cpp runs it)."""
    return type_name in ("F16", "BF16") and DENSE[type_name] != dtype and backend.reads_blocks(type_name)


def quant_linear(raw, type_name, shape, bias=None, dtype=torch.bfloat16, layout="auto",
                 backend: Backend | None = None):
    """One 2-D weight of a file -> its layer. F32/F16/BF16 -> `DenseLinear` (a view when
    stored in `dtype`; F16/BF16 computed in another dtype by the C kernels:
    `GGMLQuantLinear` over the stored bytes); GGML types -> the layout `auto_layout`
    picks, or a `DenseLinear` decoded once where the backend `decodes_once` the type (no
    kernel of it reads the type). `layout='affine'|'codebook'|'raw'` forces one. The backend (default:
    `default_backend` of the bytes' device) says how the layer computes; with q8 activations a type that has
    an int8 dot takes the raw layout (the only one that has it)."""
    backend = backend or default_backend(raw.device)
    registry.ggml_type(type_name)
    if type_name in DENSE:
        if _keeps_half_bytes(type_name, dtype, backend):
            return GGMLQuantLinear(raw, type_name, shape, bias, dtype, backend)
        return DenseLinear.from_raw(raw, type_name, shape, bias, dtype)
    if layout not in LAYOUTS:
        raise ValueError(f"quant_linear: layout must be one of {LAYOUTS}, found {layout!r}")
    if backend.q8(type_name) and layout not in ("auto", "raw"):
        raise ValueError(f"quant_linear: q8 activations run on the raw layout, not {layout!r}")
    if layout == "auto" and backend.decodes_once(type_name):   # no kernel reads it: decode once
        weight = backend.dequantize(raw, type_name, shape).to(dtype)
        return DenseLinear(weight, None if bias is None else bias.to(dtype), type_name)
    if layout == "auto":
        layout = auto_layout(type_name, backend)
    if layout in ("affine", "codebook") and backend.device.type == "cuda":
        raw = raw.to(backend.device)   # repack on the GPU: much faster than on the CPU
        bias = None if bias is None else bias.to(backend.device)
    if layout == "affine":
        if type_name not in registry.AFFINE:
            raise ValueError(f"quant_linear: {type_name} is not affine; use layout='raw' "
                             f"(affine types: {', '.join(registry.AFFINE)})")
        return AffineQuantLinear.from_ggml(raw, type_name, shape, bias, dtype, backend)
    if layout == "codebook":
        if type_name not in registry.CODEBOOK:
            raise ValueError(f"quant_linear: {type_name} is not a codebook type; use layout='raw' "
                             f"(codebook types: {', '.join(registry.CODEBOOK)})")
        return CodebookQuantLinear.from_ggml(raw, type_name, shape, bias, dtype, backend=backend)
    return GGMLQuantLinear(raw, type_name, shape, bias, dtype, backend,
                           interleave=interleaves(type_name, shape, backend))


def interleaves(type_name: str, shape, backend: Backend) -> bool:
    """True when a raw `type_name` weight [out, in] is held in the 16-row groups its backend's
    int8 kernels read fastest (engine/kernels/cpu/interleave.py; `Backend.interleaves` says
    which)."""
    return backend.interleaves(type_name, int(shape[0]))


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
            name, size = module.type_name, module.storage_bytes
        elif isinstance(module, (nn.Linear, nn.Embedding)):
            name = DTYPE_NAMES.get(module.weight.dtype, str(module.weight.dtype))
            size = nbytes(module.weight)
        else:
            continue
        entry = report.setdefault(name, {"params": 0, "bytes": 0})
        entry["params"] += _params(module)
        entry["bytes"] += size
    for entry in report.values():
        entry["bits_per_weight"] = 8 * entry["bytes"] / max(entry["params"], 1)
    return report


def resident_vs_file(model: nn.Module) -> dict:
    """A loaded file's weight memory as resident on the model's device against the file's
    tensor bytes: type name -> {file_bytes, resident_bytes, ratio}, and "total". The file's
    side counts its tensors of two or more dimensions (the weights; norms and biases are
    1-D), the model's side `resident_bits_report`. A type held as its GGML blocks shows 1.0;
    an affine repack about 1.3 (Q4_K: 6 bits a weight for 4.5); a dense copy 32 / bits."""
    reader = getattr(model, "gguf_reader", None)
    if reader is None:
        raise ValueError("resident_vs_file: the model was not loaded from a GGUF file (no gguf_reader)")
    report = {}
    for name, (shape, type_name, _) in reader.tensors.items():
        if len(shape) >= 2:
            entry = report.setdefault(type_name, {"file_bytes": 0, "resident_bytes": 0})
            entry["file_bytes"] += reader.nbytes(name)
    for type_name, held in resident_bits_report(model).items():
        report.setdefault(type_name, {"file_bytes": 0, "resident_bytes": 0})["resident_bytes"] += held["bytes"]
    report["total"] = {key: sum(e[key] for e in report.values()) for key in ("file_bytes", "resident_bytes")}
    for entry in report.values():
        entry["ratio"] = entry["resident_bytes"] / entry["file_bytes"] if entry["file_bytes"] else None
    return report


def set_backend(model: nn.Module, backend: Backend) -> nn.Module:
    """Give every layer of `model` that computes through a backend this one (kernels,
    threads, activations); layouts stay as loaded."""
    for module in model.modules():
        if hasattr(module, "backend") and module is not model:
            module.backend = backend
    return model
