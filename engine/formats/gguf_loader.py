"""`load_gguf`: a GGUF file -> (model, tokenizer), weights kept in their GGML blocks.

The model is built on the meta device (no memory), then each module is filled once
from the file's memory map: norms and biases as small float tensors, 2-D weights as
quantized layers viewing the mapped bytes (`quant_linear`), MoE experts as
`QuantExperts`, the embedding table as `QuantEmbedding`. Nothing is dequantized
unless `keep_quantized=False`.
"""
import sys
import time

import torch
from torch import nn

from engine.formats import ggml_quants as gq
from engine.formats.gguf_reader import GGUFError, GGUFReader
from engine.formats.gguf_config import config_from_gguf, module_name, unpermute_qk


def _set_module(model: nn.Module, path: str, module: nn.Module):
    parent, _, leaf = path.rpartition(".")
    setattr(model.get_submodule(parent) if parent else model, leaf, module)


def _set_tensor(model: nn.Module, path: str, value: torch.Tensor):
    parent, _, leaf = path.rpartition(".")
    owner = model.get_submodule(parent) if parent else model
    if leaf in owner._buffers:
        owner._buffers[leaf] = value
    else:
        setattr(owner, leaf, nn.Parameter(value, requires_grad=False))


def _target_paths(reader, model):
    """GGUF tensor name -> the model path it fills, each checked against the model, so a
    tensor the architecture has no place for is an error naming it (never a new attribute)."""
    expected = {n for n, _ in model.named_parameters(remove_duplicate=False)}
    expected |= {n for n, _ in model.named_buffers(remove_duplicate=False)}
    expected.add("rope_freqs.weight")   # divides inv_freq; not a parameter of its own
    arch = reader.metadata.get("general.architecture")
    paths = {}
    for name in reader.tensors:
        try:
            path = module_name(name)
        except KeyError:
            path = None
        if path is not None and ".mlp.experts." in path:  # gate/up/down exps fill stacked params
            layer, proj = path.split(".mlp.experts.")
            stacked = "down_proj" if proj.startswith("down_proj") else "gate_up_proj"
            target = f"{layer}.mlp.experts.{stacked}"
        else:
            target = path
        if target not in expected:
            raise GGUFError(f"{reader.path}: unexpected tensor {name!r} for architecture {arch!r}"
                            + (f" (it would fill {path}, which this model does not have)" if path else ""))
        paths[name] = path
    return paths


def _group_tensors(reader, model):
    """File tensors by what they fill: 2-D layer weights (with their bias), experts, and
    plain tensors (norms, embedding, rope_freqs)."""
    paths = _target_paths(reader, model)
    weights = set(paths.values())
    linears, experts, plain = {}, {}, {}
    for name, path in paths.items():
        shape = reader.tensors[name][0]
        if ".mlp.experts." in path:
            layer, proj = path.split(".mlp.experts.")
            experts.setdefault(layer, {})[proj.split(".")[0]] = name   # gate_proj / up_proj / down_proj
        elif path.endswith(".weight") and len(shape) == 2 and not path.startswith("model.embed"):
            linears.setdefault(path[:-len(".weight")], {})["weight"] = name
        elif path.endswith(".bias") and path[:-len(".bias")] + ".weight" in weights:
            linears.setdefault(path[:-len(".bias")], {})["bias"] = name
        else:
            plain[path] = name
    return linears, experts, plain


def load_gguf(path, device="cpu", dtype=torch.bfloat16, keep_quantized=True, progress=True,
              activations="float"):
    """Load a GGUF file into an engine model and its tokenizer.

    Config from metadata, model on the meta device, each tensor put in place through
    the one name map (`GGUF_NAMES`); Llama Q/K rows are un-permuted (exact on quantized
    rows: the permutation moves whole rows); `rope_freqs` divides the rotary
    frequencies; a file without `output.weight` ties `lm_head` to the embedding.
    `activations="q8"` makes every quantized layer whose type has an integer kernel
    quantize its input the way llama.cpp's CPU backend does (the same arithmetic and
    accuracy, and its speed; tests/test_ch38_load.py checks the agreement);
    "float" (the default) multiplies exactly. Returns (model, tokenizer);
    `model.load_report` holds load seconds and sizes.
    (Your engine: Chapter 38)
    """
    from tqdm import tqdm

    from engine.formats.gguf_tokenizer import tokenizer_from_gguf
    from engine.formats.quant_embedding import QuantEmbedding
    from engine.formats.quant_experts import QuantExperts
    from engine.formats.runtime import ACTIVATIONS, DENSE, DenseLinear, quant_linear
    from engine.models import build_model

    t0 = time.perf_counter()
    reader = GGUFReader(path)
    try:
        config = config_from_gguf(reader.metadata)
    except ValueError as e:
        raise GGUFError(f"{reader.path}: {e}") from None
    config["tie_word_embeddings"] = "output.weight" not in reader.tensors
    with torch.device("meta"):
        model = build_model(config)
    cfg = model.config
    permuted = cfg.model_type == "llama"
    heads = {"self_attn.q_proj": cfg.num_attention_heads,
             "self_attn.k_proj": cfg.num_key_value_heads}
    dense = not keep_quantized
    if activations not in ACTIVATIONS:
        raise ValueError(f"load_gguf: activations must be one of {ACTIVATIONS}, found {activations!r}")

    def act_of(type_name):   # "q8" only where an integer kernel serves the type
        from engine.kernels.cpu.q8 import ACT_TYPES
        return "q8" if activations == "q8" and type_name in ACT_TYPES else "float"

    def raw_of(name):
        shape, type_name, _ = reader.tensors[name]
        return reader.raw(name), type_name, shape

    def float_of(name):
        return reader.tensor(name).to(dtype)

    linears, experts, plain = _group_tensors(reader, model)
    bar = tqdm(total=len(reader.tensors), desc="loading", unit="tensor", file=sys.stderr,
               disable=not progress, leave=False)
    for path, parts in linears.items():
        raw, type_name, shape = raw_of(parts["weight"])
        bias = float_of(parts["bias"]).float() if "bias" in parts else None
        kind = ".".join(path.split(".")[-2:])   # e.g. self_attn.q_proj
        if permuted and kind in heads:
            rows = shape[0]
            raw = unpermute_qk(raw.reshape(rows, -1), heads[kind]).reshape(-1)
        if dense:
            layer = DenseLinear(gq.dequantize(raw, type_name, shape).to(dtype), bias)
        else:
            layer = quant_linear(raw, type_name, shape, bias=bias, dtype=dtype, device=device,
                                 activations=act_of(type_name))
        _set_module(model, path, layer)
        bar.update(1 + ("bias" in parts))
    for layer_path, parts in experts.items():
        missing = {"gate_proj", "up_proj", "down_proj"} - set(parts)
        if missing:
            raise GGUFError(f"{reader.path}: {layer_path} lacks expert tensors {sorted(missing)}")
        gate, up, down = (raw_of(parts[p]) for p in ("gate_proj", "up_proj", "down_proj"))
        module = QuantExperts.from_ggml(gate, up, down, dtype=dtype, device=device, layout="auto",
                                        activations=[act_of(t) for _, t, _ in (gate, up, down)])
        _set_module(model, layer_path + ".mlp.experts", _experts_for(model, layer_path, module, dense))
        bar.update(3)
    for path, name in plain.items():
        shape, type_name, _ = reader.tensors[name]
        if path == "model.embed_tokens.weight":
            if dense or DENSE.get(type_name) == dtype:   # F32 (or F16 into float16 ...): a view
                _set_module(model, "model.embed_tokens",
                            nn.Embedding.from_pretrained(float_of(name), freeze=True))
            else:
                _set_module(model, "model.embed_tokens", QuantEmbedding(*raw_of(name), dtype=dtype))
            if cfg.tie_word_embeddings:
                raw, type_name, shape = raw_of(name)
                _set_module(model, "lm_head", DenseLinear(float_of(name)) if dense else
                            quant_linear(raw, type_name, shape, dtype=dtype, device=device,
                                         activations=act_of(type_name)))
        elif path == "rope_freqs.weight":
            model.set_rope_freqs(reader.tensor(name))
        else:
            _set_tensor(model, path, reader.tensor(name).to(dtype if dense else torch.float32))
        bar.update(1)
    bar.close()
    _check_filled(model, reader)
    model.to(device)
    model.eval()
    tokenizer = tokenizer_from_gguf(reader.metadata)
    seconds = time.perf_counter() - t0
    model.gguf_reader = reader   # keeps the memory map alive as long as the model
    model.load_report = {"file": str(reader.path), "load_s": round(seconds, 3),
                         "keep_quantized": keep_quantized, "fused_decode": _attach_fused_decode(model)}
    if progress:
        print(f"loaded {reader.path.name} in {seconds:.2f} s", file=sys.stderr)
    return model, tokenizer


def _attach_fused_decode(model) -> str:
    """On the CPU, let one-token steps run as one C call (engine/kernels/cpu/decode_step.py)
    when the kernels are built and the model fits; returns "on" or why not."""
    from engine.formats.runtime import _cpu_kernels
    if model.inv_freq.device.type != "cpu" or _cpu_kernels() is None:
        return "off: not on the CPU, or the CPU kernels are disabled or unavailable"
    from engine.kernels.cpu.decode_step import FusedDecoder
    model.fused_decode, why = FusedDecoder.for_model(model)
    return "on" if why is None else f"off: {why}"


def _experts_for(model, layer_path, quant, dense):
    """The MoE block's experts module filled from `quant` (a QuantExperts): kept as is, or
    for `keep_quantized=False` the stacked dense weights the reference module holds."""
    from engine.moe import quantized_experts

    return quantized_experts(model.get_submodule(layer_path + ".mlp.experts"), quant, dense)


def _check_filled(model, reader):
    """Every parameter and buffer must have come from the file (none left on meta)."""
    for name, t in list(model.named_parameters()) + list(model.named_buffers()):
        if t.is_meta:
            raise GGUFError(f"{reader.path}: the file has no tensor for {name}")
