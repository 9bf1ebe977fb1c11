"""`load_hf`: a Hugging Face checkpoint directory (config.json + safetensors) -> model.

The model is built on the meta device (no memory), the safetensors files are
memory-mapped and each tensor is viewed in place (`torch.frombuffer`, no copy when the
file's dtype is the one asked for), then put into the model with `assign=True`.
Per-expert MoE tensors (`experts.{e}.gate_proj.weight` ..., how transformers writes
Qwen3-MoE) are stacked into `gate_up_proj [E, 2I, D]` / `down_proj [E, D, I]`.
"""
import json
import mmap
import re
from pathlib import Path

import torch

SAFETENSORS_DTYPES = {
    "F64": torch.float64, "F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16,
    "I64": torch.int64, "I32": torch.int32, "I16": torch.int16, "I8": torch.int8,
    "U8": torch.uint8, "BOOL": torch.bool,
}
# names a checkpoint may carry that the model derives itself
DERIVED = re.compile(r".*rotary_emb\.inv_freq$")
PER_EXPERT = re.compile(r"(.*\.mlp\.experts)\.(\d+)\.(gate_proj|up_proj|down_proj)\.weight$")


def read_safetensors(path) -> tuple[dict, mmap.mmap]:
    """name -> tensor viewing the memory-mapped file `path` (copy-on-write, the file is
    never written), and the map itself (keep it alive while the tensors are used)."""
    path = Path(path)
    with open(path, "rb") as f:
        size = path.stat().st_size
        if size < 8:
            raise ValueError(f"{path}: {size} bytes, too short for a safetensors header")
        data = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY)
    n = int.from_bytes(data[:8], "little")
    if 8 + n > size:
        raise ValueError(f"{path}: header length {n} runs past the end of the file ({size} bytes)")
    try:
        header = json.loads(bytes(data[8:8 + n]))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: the safetensors header is not valid JSON ({e})") from None
    tensors = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        if info.get("dtype") not in SAFETENSORS_DTYPES:
            raise ValueError(f"{path}: tensor {name!r} has dtype {info.get('dtype')!r}; expected one "
                             f"of {sorted(SAFETENSORS_DTYPES)}")
        dtype, shape = SAFETENSORS_DTYPES[info["dtype"]], list(info["shape"])
        begin, end = info["data_offsets"]
        want = torch.Size(shape).numel() * dtype.itemsize
        if end - begin != want or 8 + n + end > size:
            raise ValueError(f"{path}: tensor {name!r} {info['dtype']}{shape} needs {want} bytes, "
                             f"its offsets [{begin}, {end}) give {end - begin} (file {size} bytes)")
        raw = torch.frombuffer(data, dtype=torch.uint8, count=end - begin, offset=8 + n + begin) \
            if end > begin else torch.empty(0, dtype=torch.uint8)
        tensors[name] = raw.view(dtype).reshape(shape)
    return tensors, data


def checkpoint_files(directory: Path) -> list[Path]:
    """The shards named by model.safetensors.index.json, else every *.safetensors file."""
    index = directory / "model.safetensors.index.json"
    if index.is_file():
        weight_map = json.loads(index.read_text()).get("weight_map")
        if not isinstance(weight_map, dict):
            raise ValueError(f"{index}: expected a 'weight_map' object of tensor -> shard file")
        files = [directory / f for f in sorted(set(weight_map.values()))]
    else:
        files = sorted(directory.glob("*.safetensors"))
    if not files:
        raise ValueError(f"{directory}: no *.safetensors files (or index) found")
    for f in files:
        if not f.is_file():
            raise ValueError(f"{f}: named by the index but absent")
    return files


def stack_experts(tensors: dict) -> dict:
    """Per-expert gate/up/down weights -> the stacked `gate_up_proj` and `down_proj`."""
    groups = {}
    for name in list(tensors):
        m = PER_EXPERT.match(name)
        if m:
            groups.setdefault(m[1], {}).setdefault(m[3], {})[int(m[2])] = tensors.pop(name)
    for prefix, parts in groups.items():
        if set(parts) != {"gate_proj", "up_proj", "down_proj"}:
            raise ValueError(f"{prefix}: expected gate_proj, up_proj and down_proj per expert, "
                             f"found {sorted(parts)}")
        counts = {len(v) for v in parts.values()}
        n = len(parts["gate_proj"])
        if counts != {n} or set(parts["gate_proj"]) != set(range(n)):
            raise ValueError(f"{prefix}: experts must be numbered 0..{n - 1} in every projection")
        tensors[prefix + ".gate_up_proj"] = torch.stack(
            [torch.cat((parts["gate_proj"][e], parts["up_proj"][e])) for e in range(n)])
        tensors[prefix + ".down_proj"] = torch.stack([parts["down_proj"][e] for e in range(n)])
    return tensors


def load_hf(directory, dtype=torch.float32, device="cpu"):
    """A Hugging Face checkpoint directory -> model in `dtype` (llama, qwen2, qwen3, qwen3_moe,
    gemma3)."""
    from engine.models import build_skeleton

    directory = Path(directory)
    config_path = directory / "config.json"
    if not config_path.is_file():
        raise ValueError(f"{directory}: no config.json")
    config = json.loads(config_path.read_text())
    model = build_skeleton(config)
    tensors, maps = {}, []
    for f in checkpoint_files(directory):
        part, data = read_safetensors(f)
        tensors.update(part)
        maps.append(data)
    tensors = stack_experts({k: v for k, v in tensors.items() if not DERIVED.match(k)})
    tensors = model.hf_state_dict(tensors)        # e.g. Gemma's norms: 1 + w
    expected = model.state_dict()
    tied = model.config.tie_word_embeddings
    if tied:
        tensors["lm_head.weight"] = tensors.get("model.embed_tokens.weight")
    unexpected = sorted(set(tensors) - set(expected))
    if unexpected:
        raise ValueError(f"{directory}: tensors the {config.get('model_type')} model does not have: "
                         f"{unexpected[:5]}{' ...' if len(unexpected) > 5 else ''}")
    missing = sorted(k for k in expected if tensors.get(k) is None)
    if missing:
        raise ValueError(f"{directory}: the checkpoint lacks {missing[:5]}{' ...' if len(missing) > 5 else ''}")
    for name, t in tensors.items():
        if tuple(t.shape) != tuple(expected[name].shape):
            raise ValueError(f"{directory}: tensor {name!r} has shape {list(t.shape)}, the config "
                             f"implies {list(expected[name].shape)}")
    tensors = {k: (t.to(device=device, dtype=dtype) if t.is_floating_point() else t.to(device))
               for k, t in tensors.items()}
    model.load_state_dict(tensors, strict=True, assign=True)
    if tied:
        model.lm_head.weight = model.model.embed_tokens.weight
    model.requires_grad_(False)
    model._safetensors_maps = maps      # the mapped files outlive the views into them
    return model.to(device).eval()
