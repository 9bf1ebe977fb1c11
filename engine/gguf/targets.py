"""Where each tensor of a GGUF file goes in a model built from its config.

`place_tensors` maps every tensor name through the one name map (`module_name`) to the
module path it fills, checked against the model (a tensor the architecture has no place
for is an error naming it, unless the model says it skips it: `skips_tensor`, GLM-4.5's
MTP layer), and groups them: 2-D weights of Linear layers with their bias,
MoE expert stacks, and plain tensors (norms, embedding, rope_freqs, a convolution's
weights). A tensor holding several layers' rows (`FUSED_ROWS`: Phi-3's attn_qkv) fills each
of them with its share of the rows. `set_module`,
`set_tensor` put things in place; `check_filled` finds anything the file left empty.
"""
from dataclasses import dataclass, field

import torch
from torch import nn

from engine.gguf.config import config_from_gguf, fused_parts, fused_rows, module_name
from engine.gguf.reader import GGUFError

# the rotary frequency divisors a file may carry (Llama 3's, LongRoPE's): no module holds them
ROPE_DIVISORS = ("rope_freqs.weight", "rope_factors_short.weight", "rope_factors_long.weight")


@dataclass
class Places:
    """A file's tensors grouped by what they fill."""
    linears: dict = field(default_factory=dict)   # layer path -> {"weight": name, "bias": name,
    #                                               "rows": (start, stop) of a fused tensor's rows}
    experts: dict = field(default_factory=dict)   # decoder layer path -> {gate_proj|up_proj|down_proj[_bias]: name}
    plain: dict = field(default_factory=dict)     # parameter path -> name


def _target_paths(reader, model) -> dict:
    """GGUF tensor name -> the model path it fills, each checked against the model."""
    expected = {n for n, _ in model.named_parameters(remove_duplicate=False)}
    expected |= {n for n, _ in model.named_buffers(remove_duplicate=False)}
    expected.add("rope_freqs.weight")   # divides inv_freq; not a parameter of its own
    if hasattr(model, "set_rope_factors"):     # LongRoPE's divisors, likewise
        expected |= set(ROPE_DIVISORS)
    arch = reader.metadata.get("general.architecture")
    skips = getattr(model, "skips_tensor", None)    # tensors a model leaves out (GLM-4.5's MTP layer)
    paths = {}
    for name in reader.tensors:
        if skips is not None and skips(name):
            continue
        parts = fused_parts(name, arch)
        if parts is not None:
            absent = [p for p in parts if p not in expected]
            if absent:
                raise GGUFError(f"{reader.path}: unexpected tensor {name!r} for architecture {arch!r} "
                                f"(it would fill {absent}, which this model does not have)")
            paths[name] = parts
            continue
        try:
            path = module_name(name, arch)
        except KeyError:
            path = None
        if path is not None and ".mlp.experts." in path:  # gate/up/down exps fill stacked params
            layer, proj = path.split(".mlp.experts.")
            stacked = "down_proj" if proj.startswith("down_proj") else "gate_up_proj"
            target = f"{layer}.mlp.experts.{stacked}" + ("_bias" if proj.endswith(".bias") else "")
        else:
            target = path
        if target not in expected:
            raise GGUFError(f"{reader.path}: unexpected tensor {name!r} for architecture {arch!r}"
                            + (f" (it would fill {path}, which this model does not have)" if path else ""))
        paths[name] = path
    return paths


def place_tensors(reader, model) -> Places:
    """Every tensor of `reader`'s file grouped by what it fills in `model`."""
    paths = _target_paths(reader, model)
    weights = {p for path in paths.values() for p in ([path] if isinstance(path, str) else path)}
    places, config = Places(), None
    for name, path in paths.items():
        shape = reader.tensors[name][0]
        if not isinstance(path, str):
            config = config or config_from_gguf(reader.metadata)
            _place_rows(reader, name, path, places, config)
        elif path in ROPE_DIVISORS:
            places.plain[path] = name
        elif ".mlp.experts." in path:
            layer, proj = path.split(".mlp.experts.")       # e.g. gate_proj.weight, gate_proj.bias
            part = proj.split(".")[0] + ("_bias" if proj.endswith(".bias") else "")
            places.experts.setdefault(layer, {})[part] = name
        elif path.endswith(".weight") and len(shape) in (1, 2) and isinstance(   # 1-D: one row (load.py)
                model.get_submodule(path[:-len(".weight")]), nn.Linear):
            places.linears.setdefault(path[:-len(".weight")], {})["weight"] = name
        elif path.endswith(".bias") and path[:-len(".bias")] + ".weight" in weights:
            places.linears.setdefault(path[:-len(".bias")], {})["bias"] = name
        else:
            places.plain[path] = name
    for layer, parts in places.experts.items():
        # one gate_up stack (Gemma 4's ffn_gate_up_exps: each expert's gate rows, then its up rows)
        # stands for both
        fused = {"gate_proj", "up_proj"} if "gate_up_proj" in parts else set()
        missing = {"gate_proj", "up_proj", "down_proj"} - set(parts) - fused
        biases = {p for p in parts if p.endswith("_bias")}
        if biases and len(biases) != 3:
            missing |= {"gate_proj_bias", "up_proj_bias", "down_proj_bias"} - biases
        if missing:
            raise GGUFError(f"{reader.path}: {layer} lacks expert tensors {sorted(missing)}")
    return places


def _place_rows(reader, name: str, paths: list[str], places: Places, config: dict):
    """A fused tensor's rows (a weight's, or a bias's) handed out in order, in the shares the
    file's `config` gives (not the model's layers: a tensor-parallel rank's are its own slices)."""
    arch = reader.metadata.get("general.architecture")
    try:
        ranges = fused_rows(name, reader.tensors[name][0][0], arch, config)
    except ValueError as e:
        raise GGUFError(f"{reader.path}: {e}") from None
    for path, rows in zip(paths, ranges):
        layer, leaf = path.rsplit(".", 1)               # (layer path, weight | bias)
        places.linears.setdefault(layer, {}).update({leaf: name, "rows": rows})


def set_module(model: nn.Module, path: str, module: nn.Module):
    """Replace the submodule at dotted `path` (e.g. model.layers.0.self_attn.q_proj)."""
    parent, _, leaf = path.rpartition(".")
    setattr(model.get_submodule(parent) if parent else model, leaf, module)


def set_tensor(model: nn.Module, path: str, value: torch.Tensor):
    """Put `value` at the parameter or buffer `path` (a frozen parameter unless it is a buffer)."""
    parent, _, leaf = path.rpartition(".")
    owner = model.get_submodule(parent) if parent else model
    if leaf in owner._buffers:
        owner._buffers[leaf] = value
    else:
        setattr(owner, leaf, nn.Parameter(value, requires_grad=False))


def check_filled(model, reader):
    """Every parameter and buffer must have come from the file (none left on meta)."""
    for name, t in list(model.named_parameters()) + list(model.named_buffers()):
        if t.is_meta:
            raise GGUFError(f"{reader.path}: the file has no tensor for {name}")
