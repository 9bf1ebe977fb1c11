"""llama.cpp's file-type recipes: which tensor type each weight of a Q4_K_M (Q3_K_L,
IQ4_XS, ...) file gets.

A recipe is a base tensor type plus per-tensor promotions, the choice llama.cpp's
quantizer makes in `llama_tensor_get_type` (src/llama-quant.cpp) when it is not run with
`--pure` and has no importance matrix:
- `output.weight` (and a tied `token_embd.weight`) gets Q6_K, or Q8_0 in a Q8_0 file or
  where its rows do not hold whole blocks of the base type;
- `attn_v` (and the fused `attn_qkv`) and `ffn_down` get more bits in the `_M` / `_L`
  recipes on the layers `use_more_bits` picks, in the first layers of `_S`, and with
  grouped-query attention (n_head / n_head_kv >= 4) in Q2_K / IQ4_*;
- a model with 8 experts keeps `attn_v` / `attn_k` as Q8_0 and `attn_output` as Q5_K;
- a type whose block does not divide the row length falls back (the registry's `fallback`), then F16.
With an importance matrix two `ffn_down` rules change, as in llama.cpp: IQ4_NL / IQ4_XS
keep their base type on the first eighth of the layers (Q5_K only without one), and
Q4_0 / Q5_0 take Q4_1 / Q5_1 there. Not carried over: the IQ1/IQ2/IQ3 recipes (whose
other imatrix rules live there), and llama.cpp's 70B-model bump (it needs the model-size
class, which GGUF files do not name).
"""
import re
from dataclasses import dataclass

from engine.blocks import registry as gq


@dataclass(frozen=True)
class Recipe:
    base: str        # the tensor type of every weight no rule promotes
    file_type: int   # llama.cpp's general.file_type (LLAMA_FTYPE_MOSTLY_*)


RECIPES = {
    "Q4_0": Recipe("Q4_0", 2), "Q4_1": Recipe("Q4_1", 3), "Q8_0": Recipe("Q8_0", 7),
    "Q5_0": Recipe("Q5_0", 8), "Q5_1": Recipe("Q5_1", 9), "Q2_K": Recipe("Q2_K", 10),
    "Q3_K_S": Recipe("Q3_K", 11), "Q3_K_M": Recipe("Q3_K", 12), "Q3_K_L": Recipe("Q3_K", 13),
    "Q4_K_S": Recipe("Q4_K", 14), "Q4_K_M": Recipe("Q4_K", 15),
    "Q5_K_S": Recipe("Q5_K", 16), "Q5_K_M": Recipe("Q5_K", 17), "Q6_K": Recipe("Q6_K", 18),
    "IQ4_NL": Recipe("IQ4_NL", 25), "IQ4_XS": Recipe("IQ4_XS", 30),
}

# 2-D weights llama.cpp never quantizes (kept in the input's float type)
_NEVER_QUANTIZED = ("_norm.weight", "ffn_gate_inp.weight")


@dataclass(frozen=True)
class ModelFacts:
    """What the recipe rules look at besides a tensor's name and shape."""
    arch: str                # general.architecture
    n_layers: int            # block_count
    n_gqa: int               # query heads per key/value head (layer 0)
    n_expert: int            # experts per MoE layer, 0 for a dense model
    tied_embeddings: bool    # no output.weight: token_embd doubles as the output matrix
    n_attn_v: int            # attn_v / attn_qkv / attn_kv_b tensors in the file


def model_facts(metadata: dict, tensor_names) -> ModelFacts:
    """`ModelFacts` from a GGUF file's metadata and tensor names."""
    arch = metadata["general.architecture"]

    def first(key, default):
        v = metadata.get(f"{arch}.{key}", default)
        return v[0] if isinstance(v, (list, tuple)) else v

    n_head = int(first("attention.head_count", 1))
    n_head_kv = int(first("attention.head_count_kv", n_head)) or n_head
    names = list(tensor_names)
    return ModelFacts(arch=arch, n_layers=int(metadata[f"{arch}.block_count"]),
                      n_gqa=n_head // n_head_kv, n_expert=int(first("expert_count", 0)),
                      tied_embeddings="output.weight" not in names,
                      n_attn_v=sum(_category(n) == "attn_v" for n in names))


def use_more_bits(i_layer: int, n_layers: int) -> bool:
    """llama.cpp's layer pick for the extra bits of `_M` recipes: the first and last eighth
    of the layers and every third layer in between."""
    return (i_layer < n_layers // 8 or i_layer >= 7 * n_layers // 8
            or (i_layer - n_layers // 8) % 3 == 2)


def _category(name: str) -> str:
    """llama.cpp's broad tensor category, by substring and in its order (attn_qkv and
    attn_kv_b count as attn_v; ffn_up_exps is ffn_up)."""
    if name == "output.weight":
        return "output"
    if name in ("token_embd.weight", "per_layer_token_embd.weight"):
        return "token_embd"
    for part, category in (("attn_qkv.weight", "attn_v"), ("attn_kv_b.weight", "attn_v"),
                           ("attn_v.weight", "attn_v"), ("attn_k.weight", "attn_k"),
                           ("attn_q.weight", "attn_q"), ("attn_output.weight", "attn_output"),
                           ("ffn_up", "ffn_up"), ("ffn_gate", "ffn_gate"),
                           ("ffn_down", "ffn_down")):
        if part in name:
            return category
    return "other"


def _layer(name: str) -> int:
    m = re.match(r"blk\.(\d+)\.", name)
    if m is None:
        raise ValueError(f"tensor {name!r}: expected a blk.<layer>. name")
    return int(m.group(1))


def is_quantized(name: str, shape) -> bool:
    """Whether llama.cpp quantizes tensor `name` at all (2-D/3-D `.weight`, not a norm or
    MoE router)."""
    return len(shape) >= 2 and name.endswith("weight") and not any(
        s in name for s in _NEVER_QUANTIZED)


def fits(type_name: str, row_length: int) -> bool:
    return row_length % gq.BLOCK[type_name][0] == 0


def fallback(type_name: str, row_length: int) -> str:
    """`type_name`, or what llama.cpp writes instead when its block does not divide the row
    (the registry's `fallback`, then F16)."""
    return gq.fallback_type(type_name, row_length)


def _mixed_type(recipe: str, name: str, row_length: int, f: ModelFacts, imatrix: bool) -> str:
    """The recipe's type for a quantized tensor before the row-length fallback; `imatrix`:
    whether an importance matrix is given."""
    base = RECIPES[recipe].base
    cat = _category(name)
    falcon = f.arch == "falcon"
    if cat == "output" or (cat == "token_embd" and f.tied_embeddings):
        if falcon or not fits(base, row_length):
            return "Q8_0"
        return base if base == "Q8_0" else "Q6_K"
    if cat == "attn_v":
        # llama.cpp counts attn_v tensors in file order; one a layer makes that the layer
        i, n = _layer(name), f.n_attn_v
        new = base
        if recipe == "Q2_K":
            new = "Q4_K" if f.n_gqa >= 4 else "Q3_K"
        elif recipe == "Q3_K_M":
            new = "Q5_K" if i < 2 else "Q4_K"
        elif recipe == "Q3_K_L":
            new = "Q5_K"
        elif recipe in ("IQ4_NL", "IQ4_XS") and f.n_gqa >= 4:
            new = "Q5_K"
        elif recipe in ("Q4_K_M", "Q5_K_M") and use_more_bits(i, n):
            new = "Q6_K"
        elif recipe == "Q4_K_S" and i < 4:
            new = "Q5_K"
        return "Q8_0" if f.n_expert == 8 else new
    if cat == "attn_k":
        return "Q8_0" if f.n_expert == 8 else base
    if cat == "ffn_down":
        i, n = _layer(name), f.n_layers
        if recipe == "Q2_K":
            return "Q3_K"
        if recipe == "Q3_K_M":
            if i < n // 16:
                return "Q5_K"
            return "Q4_K" if not falcon or use_more_bits(i, n) else "Q3_K"
        if recipe == "Q3_K_L":
            return "Q4_K" if falcon else "Q5_K"
        if recipe == "Q4_K_M":
            if falcon:
                return "Q6_K" if i < n // 16 else "Q5_K" if use_more_bits(i, n) else "Q4_K"
            return "Q6_K" if use_more_bits(i, n) else base
        if recipe in ("IQ4_NL", "IQ4_XS") and i < n // 8 and not imatrix:
            return "Q5_K"
        if recipe == "Q5_K_M" and use_more_bits(i, n):
            return "Q6_K"
        if recipe == "Q4_K_S" and not falcon and i < n // 8:
            return "Q5_K"
        if recipe in ("Q4_0", "Q5_0") and imatrix and i < n // 8:
            # llama.cpp guards the first ffn_down layers, which Q4_0/Q5_0 handle badly even
            # with an importance matrix (only then, so old recipes stay reproducible)
            return "Q4_1" if recipe == "Q4_0" else "Q5_1"
        return base
    if cat == "attn_output":
        if falcon:
            return "Q4_K" if recipe == "Q3_K_L" else base
        if f.n_expert == 8:
            promoted = ("Q2_K", "Q3_K_S", "Q3_K_M", "IQ4_NL", "Q4_K_S", "Q4_K_M", "IQ4_XS")
            return "Q5_K" if recipe in promoted else base
        return {"Q2_K": "Q3_K", "Q3_K_M": "Q4_K", "Q3_K_L": "Q5_K"}.get(recipe, base)
    return base


def check_recipe(recipe: str) -> str:
    name = recipe.upper()
    if name not in RECIPES:
        raise ValueError(f"unknown file-type recipe {recipe!r}; known: {', '.join(RECIPES)}")
    return name


def chosen_type(recipe: str, name: str, shape, facts: ModelFacts, imatrix: bool = False) -> str:
    """The type `recipe` asks for tensor `name` before the row-length fallback ("F32" for
    tensors llama.cpp does not quantize); `tensor_type` is what is written."""
    recipe = check_recipe(recipe)
    if not is_quantized(name, shape):
        return "F32"
    return _mixed_type(recipe, name, shape[-1], facts, imatrix)


def tensor_type(recipe: str, name: str, shape, facts: ModelFacts, imatrix: bool = False) -> str:
    """The tensor type llama.cpp's quantizer gives tensor `name` (PyTorch-order `shape`,
    rows of shape[-1]) in a `recipe` file, with or without an importance matrix; "F32"
    for tensors it does not quantize."""
    return fallback(chosen_type(recipe, name, shape, facts, imatrix), shape[-1])
