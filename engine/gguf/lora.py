"""LoRA adapter files: a GGUF file of low-rank pairs, read and checked against the model file.

llama.cpp's `convert_lora_to_gguf.py` writes a PEFT adapter as a GGUF file with
`general.type = "adapter"`, `adapter.type = "lora"`, `adapter.lora.alpha` (f32) and the
model's `general.architecture`; each adapted weight `W` [out, in] of the model file named
`<name>` (e.g. `blk.0.attn_q.weight`) gets two tensors, `<name>.lora_a` A [rank, in] and
`<name>.lora_b` B [out, rank] (PyTorch order), in any float or Q8_0 type. The layer then
computes W x + scale * B (A x) with llama.cpp's scale (llama-adapter.h):

    scale = user_scale * alpha / rank     (alpha != 0)
    scale = user_scale                    (alpha == 0, or no alpha in the file)

The converter permutes the rows of a Llama Q/K weight; on a pair that is B's rows (A is
untouched), so B is un-permuted here as the loader un-permutes the weight. Norm vectors
that mergekit adds (`*_norm.weight`) are skipped, as llama.cpp skips them. Everything
else is refused with the file and the field or tensor named: a file that is not a LoRA
adapter, another architecture, a pair whose base weight the model file lacks, shapes that
do not fit it.
"""
from dataclasses import dataclass, field
from pathlib import Path

import torch

from engine.gguf.config import QK_PERMUTED, module_name, unpermute_qk
from engine.gguf.reader import GGUFError, GGUFReader

SUFFIXES = (".lora_a", ".lora_b")
PERMUTED = {"attn_q": ("head_count",), "attn_k": ("head_count_kv", "head_count")}   # kind -> its heads' keys


@dataclass
class LoraPair:
    """One adapted weight: A [rank, in], B [out, rank] (float32) and alpha / rank."""
    a: torch.Tensor
    b: torch.Tensor

    @property
    def rank(self) -> int:
        return self.a.shape[0]


@dataclass
class LoraAdapter:
    """A LoRA adapter file, checked against a model file: its pairs by module path
    (`model.layers.0.self_attn.q_proj` -> LoraPair) and what llama-server reports of it."""
    path: str
    alpha: float
    pairs: dict = field(default_factory=dict)
    task_name: str = ""
    prompt_prefix: str = ""

    def factor(self, pair: LoraPair) -> float:
        """What a user scale is multiplied by on `pair` (alpha / rank, or 1 without alpha)."""
        return self.alpha / pair.rank if self.alpha else 1.0


def _text(meta: dict, key: str) -> str:
    value = meta.get(key, "")
    return value if isinstance(value, str) else str(value)


def check_header(path, meta: dict, arch: str) -> float:
    """The adapter's metadata against a model of architecture `arch`; returns its alpha."""
    kind = meta.get("general.type")
    if kind != "adapter":
        raise GGUFError(f"{path}: general.type is {kind!r}, expected 'adapter': not a LoRA adapter file"
                        + (" (it is a model: load it with -m)" if kind in (None, "model") else ""))
    if meta.get("adapter.type") != "lora":
        raise GGUFError(f"{path}: adapter.type is {meta.get('adapter.type')!r}, expected 'lora'")
    if meta.get("general.architecture") != arch:
        raise GGUFError(f"{path}: general.architecture is {meta.get('general.architecture')!r}, but the model's "
                        f"is {arch!r}: the adapter was made for another model")
    if "adapter.alora.invocation_tokens" in meta:
        raise GGUFError(f"{path}: adapter.alora.invocation_tokens: activated LoRA (aLoRA) adapters are not "
                        f"supported")
    alpha = meta.get("adapter.lora.alpha", 0.0)
    if isinstance(alpha, bool) or not isinstance(alpha, (int, float)):
        raise GGUFError(f"{path}: adapter.lora.alpha must be a number, found {alpha!r}")
    return float(alpha)


def read_adapter(path, model_reader: GGUFReader, load: bool = True) -> LoraAdapter:
    """Read the LoRA adapter at `path` and check it against the model file `model_reader`
    (architecture, every pair's base weight and shapes); pairs in float32, Q/K B rows
    un-permuted where the model's are. `load=False` checks the header and the tensor
    table only (no tensor is decoded; `pairs` stays empty): a command's check before the
    model's weights load."""
    reader = GGUFReader(path)
    meta = model_reader.metadata
    arch = meta.get("general.architecture")
    adapter = LoraAdapter(str(path), check_header(path, reader.metadata, arch),
                          task_name=_text(reader.metadata, "adapter.lora.task_name"),
                          prompt_prefix=_text(reader.metadata, "adapter.lora.prompt_prefix"))
    halves = {}
    for name in reader.tensors:
        suffix = next((s for s in SUFFIXES if name.endswith(s)), None)
        if suffix is None:
            if name.endswith("_norm.weight"):      # mergekit's norms: llama.cpp skips them too
                continue
            raise GGUFError(f"{path}: tensor {name!r} is neither a .lora_a nor a .lora_b tensor")
        halves.setdefault(name[:-len(suffix)], {})[suffix] = name
    if not halves:
        raise GGUFError(f"{path}: the adapter holds no .lora_a / .lora_b tensors")
    for base, parts in sorted(halves.items()):
        missing = [s for s in SUFFIXES if s not in parts]
        if missing:
            raise GGUFError(f"{path}: tensor {base + missing[0]!r} is missing (its pair "
                            f"{parts[next(iter(parts))]!r} is there)")
        if base not in model_reader.tensors:
            raise GGUFError(f"{path}: tensor {base}.lora_a adapts {base!r}, which the model file "
                            f"{model_reader.path.name} does not have (an adapter for another model?)")
        kind = base.split(".")[2] if base.startswith("blk.") else base.split(".")[0]
        if kind == "token_embd" or kind.endswith("_exps"):
            raise GGUFError(f"{path}: tensor {base}.lora_a: adapters on {kind} are not supported "
                            f"(only 2-D projection weights)")
        shape = [int(s) for s in model_reader.tensors[base][0]]     # [out, in]
        a_shape, b_shape = ([int(s) for s in reader.tensors[parts[s]][0]] for s in SUFFIXES)
        if len(shape) != 2 or len(a_shape) != 2 or len(b_shape) != 2 or a_shape[1] != shape[1] \
                or b_shape[0] != shape[0] or a_shape[0] != b_shape[1]:
            raise GGUFError(f"{path}: tensors {base}.lora_a {a_shape} and .lora_b {b_shape} do not "
                            f"fit {base} {shape}: expected [rank, {shape[-1]}] and [{shape[0]}, rank] "
                            f"(an adapter for another model?)")
        if not load:
            continue
        a, b = reader.tensor(parts[".lora_a"]), reader.tensor(parts[".lora_b"])
        if arch in QK_PERMUTED and kind in PERMUTED:
            heads = next(meta[k] for k in (f"{arch}.attention.{key}" for key in PERMUTED[kind]) if k in meta)
            b = unpermute_qk(b, int(heads))
        try:
            module = module_name(base, arch)[:-len(".weight")]
        except KeyError:
            raise GGUFError(f"{path}: tensor {base}.lora_a: adapters on {kind} are not supported here") from None
        adapter.pairs[module] = LoraPair(a.contiguous(), b.contiguous())
    return adapter


def read_adapters(specs, model_reader: GGUFReader, load: bool = True) -> list:
    """[(path, scale)] -> [(LoraAdapter, scale)], each checked (see `read_adapter`)."""
    return [(read_adapter(Path(path), model_reader, load), float(scale)) for path, scale in specs]


def load_adapters(model, specs) -> list:
    """Read `specs` ([(path, scale)]) against the file `model` was loaded from and apply them
    (engine/layers/lora.py); returns [(LoraAdapter, scale)] ([] and nothing done for no specs)."""
    if not specs:
        return []
    from engine.layers.lora import apply_lora
    adapters = read_adapters(specs, model.gguf_reader)
    apply_lora(model, adapters)
    return adapters
