"""The fused decode step's records as Python sees them: decode_step.h's enums and structures
(ctypes mirrors, in its order, which step_cpu.py fills), the checks that turn a layer into a
matrix (step_desc.Mat) or a float vector the C code may read, and the strict reading of a
module's `step_spec()` (FIELDS, `spec`). `Program` (step_program.py) emits step_desc.py's
records; step_cpu.py turns them into these.
"""
import ctypes

import torch

from engine.kernels.cpu.library import KERNEL_TYPES
from engine.kernels.cpu.step_desc import Mat

_p, _i64, _i32, _f = ctypes.c_void_p, ctypes.c_int64, ctypes.c_int32, ctypes.c_float
DENSE_TYPES = {torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16"}
# decode_step.h's enums, in its order
BUFFERS = ("x", "h", "qkv", "att", "act", "tmp", "logits", "pli")
OPS = {"norm": 1, "matmul": 2, "gated": 3, "rope_store": 4, "attend": 5, "moe": 6, "softcap": 7, "conv": 8,
       "delta": 9, "collective": 10, "mla_store": 11, "mla_attend": 12, "embed": 13, "scale": 14, "ssm": 15}
KV_VALUE_NORM, KV_K_EQ_V, KV_SHARED = 1, 2, 4     # ROPE_STORE's kv_flags (Gemma 4)
# a MoE spec's "routing" -> ROUTE_*; ERNIE's biased top-k is the softmax group route with one group
ROUTES = {"softmax_topk": 0, "topk_softmax": 1, "softmax_group_topk": 2, "softmax_biased_topk": 2,
          "sigmoid_group_topk": 3}
GROUP_ROUTE = 2     # this route and the ones after it take a correction, groups, a scale and a floor
MAX_MATS, MAX_GROUPS = 8, 64
# methods whose override changes what a module computes: the class that overrides one
# must also give its own step_spec
HOOKS = ("forward", "qk_norm", "route", "logits", "rotary", "embed")


class StepMat(ctypes.Structure):     # mirrors decode_step.h
    _fields_ = [("w", _p), ("row_stride", _i64), ("n", _i64), ("k", _i64), ("type", _i32),
                ("q8", _i32), ("interleave", _i32), ("pad", _i32), ("bias", _p)]


class StepMoe(ctypes.Structure):
    _fields_ = [("n_experts", _i64), ("top_k", _i64), ("norm_topk", _i64), ("route", _i64), ("act", _i32),
                ("pad", _i32), ("alpha", _f), ("limit", _f), ("router", StepMat), ("experts", _p),
                ("n_group", _i64), ("topk_group", _i64), ("scale", _f), ("norm_min", _f), ("bias", _p),
                ("expert_scale", _p), ("router_src", _i64)]


class StepDelta(ctypes.Structure):
    _fields_ = ([(name, _i64) for name in ("n_k", "n_v", "dk", "dv", "conv_dim", "kernel")]
                + [(name, _p) for name in ("conv", "A", "dt_bias", "norm")] + [("eps", _f), ("pad", _f)]
                + [("grouped", _i64)])


class StepMla(ctypes.Structure):     # step_latent.py
    _fields_ = ([(name, _i64) for name in ("n_heads", "nope", "rope", "latent", "v_dim", "kv_off", "q_off")]
                + [(name, _p) for name in ("k_b", "v_b", "norm")] + [("eps", _f), ("pad", _f)])


class StepSsm(ctypes.Structure):     # step_mamba.py
    _fields_ = ([(name, _i64) for name in ("n_heads", "head_dim", "n_groups", "d_state")]
                + [(name, _p) for name in ("A", "D", "dt_bias", "norm")] + [("eps", _f), ("pad", _f)])


class StepOp(ctypes.Structure):
    _fields_ = ([(name, _i32) for name in ("kind", "src", "dst", "acc", "n_mats", "act", "layer", "rope",
                                           "gated", "coll")]
                + [("n", _i64), ("window", _i64)]
                + [(name, _f) for name in ("eps", "offset", "scale", "cap", "alpha", "limit")]
                + [("mats", _p), ("weight", _p), ("weight2", _p), ("moe", _p), ("delta", _p), ("mla", _p)]
                + [("at", _i64), ("ssm", _p)]
                + [(name, _i64) for name in ("kv_heads", "head_dim", "rope_dims")]
                + [("kv_flags", _i32), ("src2", _i32)])


class StepProgram(ctypes.Structure):
    _fields_ = [("n_ops", _i64), ("n_heads", _i64), ("n_kv_heads", _i64), ("head_dim", _i64),
                ("n_rope", _i64), ("rope_dims", _i64), ("widths", _i64 * len(BUFFERS)), ("kmax", _i64),
                ("ops", _p), ("rope", _p), ("k_type", _i64), ("v_type", _i64), ("k_rot", _i64), ("v_rot", _i64),
                ("max_len", _i64), ("cache_len", _p),
                ("conv_state", _p), ("delta_state", _p), ("rope_scale", _f), ("embed_scale", _f),
                ("embed", _p), ("embed_type", _i64), ("embed_rows", _i64), ("embed_row_bytes", _i64),
                ("collective", _p)]


class Unsupported(ValueError):
    """The model has a part the fused step does not compute (the message names it)."""


def float_vector(t, what: str, n: int) -> torch.Tensor:
    """`t`, checked to be a float vector of n the C code may read."""
    if t is None or t.dtype != torch.float32 or t.device.type != "cpu" or not t.is_contiguous() \
            or t.numel() != n:
        found = None if t is None else f"{t.dtype} {list(t.shape)} on {t.device}"
        raise Unsupported(f"{what} must be a contiguous float32 CPU vector of {n}, found {found}")
    return t


def step_mat(layer, what: str, n: int, k: int) -> Mat:
    """A Mat over a quantized layer's raw blocks, or a dense layer's weight."""
    bias = getattr(layer, "bias", None)
    bias = float_vector(bias, f"{what}.bias", n) if bias is not None else None
    raw = getattr(layer, "raw", None)
    if raw is not None and getattr(layer, "type_name", None) in KERNEL_TYPES:
        w, type_name = raw, layer.type_name
    elif isinstance(getattr(layer, "weight", None), torch.Tensor) and layer.weight.dtype in DENSE_TYPES:
        w, type_name = layer.weight, DENSE_TYPES[layer.weight.dtype]
    else:
        raise Unsupported(f"{what} is a {type(layer).__name__} "
                          f"({getattr(layer, 'type_name', '?')}); the fused step reads GGML blocks "
                          f"of {sorted(KERNEL_TYPES)} or a float weight")
    if w.device.type != "cpu" or w.dim() != 2 or w.shape[0] != n or w.stride(1) != 1:
        raise Unsupported(f"{what}: weight must be a CPU [{n}, row] tensor with contiguous rows, "
                          f"found {list(w.shape)} on {w.device}")
    if getattr(layer, "in_features", k) != k:
        raise Unsupported(f"{what}: expected {k} input features, found {layer.in_features}")
    q8 = int(getattr(layer, "activations", "float") == "q8")
    interleave = getattr(layer, "interleave", 0)
    if interleave and not q8:
        raise Unsupported(f"{what}: its rows are interleaved for the int8 kernels, which this "
                          "backend's float activations do not use")
    return Mat(w, w.stride(0) * w.element_size(), n, k, KERNEL_TYPES[type_name][0], q8, interleave, bias,
               name=what, type_name=type_name)


class Weight:
    """A bare float weight [out, in] (and bias [out]) seen as a layer (a slice of stacked
    expert weights)."""

    def __init__(self, weight, bias=None):
        self.weight, self.bias, self.out_features, self.in_features = weight, bias, weight.shape[0], weight.shape[1]


# every field a step_spec may carry, by its op: a field the step does not know is refused by
# name, never passed over (a module that grew one means the step would compute something else)
FIELDS = {
    "model": {"rotary", "norm", "lm_head", "softcap", "rope_scale", "embed", "embed_scale", "logits_scale",
              "per_layer_inputs"},
    "layer": {"blocks", "residual_scale", "per_layer_input", "layer_scalar", "moe_block"},
    "norm": {"weight", "eps", "offset"},
    "gated_norm": {"weight", "eps", "offset", "groups"},
    "attention": {"q", "k", "v", "o", "q_norm", "k_norm", "scale", "window", "sinks", "gated", "softcap", "rope",
                  "qk_norm_over", "kv_heads", "head_dim", "value_norm", "k_eq_v", "kv_source"},
    "gated_mlp": {"activation", "gate", "up", "down"},
    "moe": {"router", "experts", "top_k", "norm_topk", "routing", "activation", "alpha", "limit", "shared",
            "shared_gate", "bias", "n_group", "topk_group", "scale", "norm_min"},
    "delta_net": {"qkv", "z", "b", "a", "conv", "A", "dt_bias", "norm", "out", "heads", "ba", "value_heads"},
    "mla_attention": {"q", "q_a", "q_norm", "q_b", "kv_a", "kv_norm", "k_b", "v_b", "o", "scale", "heads"},
    "short_conv": {"in", "conv", "out"},
    "mamba2": {"in", "conv", "conv_bias", "A", "D", "dt_bias", "norm", "out", "heads"},
    "rank_split_norm": {"weight", "eps", "width", "counted"},     # engine/parallel/norms.py
    "rank_split_group_norm": {"weight", "eps", "group", "groups", "width"},
}


def spec(module, what: str) -> dict:
    """`module.step_spec()`, refused when the module has none or overrides a HOOKS method
    below the class whose step_spec it inherits (the spec would describe its parent)."""
    cls = type(module)
    if not hasattr(module, "step_spec"):
        raise Unsupported(f"{what} is a {cls.__name__}, which has no step_spec (the fused step "
                          f"runs only what a module describes)")
    owner = next(c for c in cls.__mro__ if "step_spec" in vars(c))
    for hook in HOOKS:
        defined = next((c for c in cls.__mro__ if hook in vars(c)), None)
        if defined is not None and defined is not owner and issubclass(defined, owner):
            raise Unsupported(f"{what}: {cls.__name__} overrides {hook} from {defined.__name__} but "
                              f"describes itself with {owner.__name__}.step_spec")
    s = module.step_spec()
    unknown = sorted(set(s) - {"op"} - FIELDS.get(s.get("op"), set(s)))
    if unknown:
        raise Unsupported(f"{what}: its {s.get('op')!r} step_spec has fields the fused step does not know: "
                          f"{unknown}")
    return s
