"""A whole decode step in one C call, for dense Llama / Qwen2 / Qwen3 models on the CPU.

Decoding one token is a chain of small matrix-vector products; run op by op from
Python, the interpreter's few microseconds per op add up to milliseconds per token, as
much as the arithmetic itself on a small model. `FusedDecoder` describes the model to
the C library once (pointers to its weights, norms and rotary frequencies; the weights
stay the file's GGML blocks) and then runs every layer of a one-token step, final norm
and lm_head included, in one call (decode_step_body.h), with the threads meeting at a
barrier between phases instead of returning to Python.

`CausalLM.forward` hands a step to `model.fused_decode` when it is set and accepts the
step (one new token per row, a float32 cache); everything else — prefill, padded
batches, other dtypes — takes the PyTorch path, which is also the reference the fused
step is tested against (tests/test_ch40_decode_step.py).
"""
import ctypes
import weakref

import torch

from engine.kernels.cpu.library import KERNEL_TYPES, _check, _lib, _path

_p, _i64, _i32, _f = ctypes.c_void_p, ctypes.c_int64, ctypes.c_int32, ctypes.c_float
DENSE_TYPES = {torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16"}
CACHE_DTYPES = (torch.float32, torch.float16)   # what the step reads and writes in a KV cache
ARCHITECTURES = ("llama", "qwen2", "qwen3", "qwen3_moe")   # pre-norm decoders, SwiGLU or MoE MLPs


class StepMat(ctypes.Structure):     # mirrors decode_step.h
    _fields_ = [("w", _p), ("row_stride", _i64), ("n", _i64), ("k", _i64), ("type", _i32),
                ("q8", _i32), ("bias", _p)]


class StepLayer(ctypes.Structure):
    _fields_ = ([("attn_norm", _p), ("ffn_norm", _p), ("q_norm", _p), ("k_norm", _p)]
                + [(name, StepMat) for name in ("q", "k", "v", "o", "gate", "up", "down")]
                + [("n_experts", _i64), ("top_k", _i64), ("norm_topk", _i64), ("router", StepMat),
                   ("experts", _p)])


class StepModel(ctypes.Structure):
    _fields_ = [("n_layers", _i64), ("dim", _i64), ("n_heads", _i64), ("n_kv_heads", _i64),
                ("head_dim", _i64), ("vocab", _i64), ("max_len", _i64), ("cache_f16", _i64),
                ("eps", _f), ("inv_freq", _p), ("layers", _p), ("final_norm", _p),
                ("lm_head", StepMat)]


class Unsupported(ValueError):
    """The model has a part the fused step does not compute (the message names it)."""


def _float_vector(t, what: str, n: int) -> int:
    if t is None or t.dtype != torch.float32 or t.device.type != "cpu" or not t.is_contiguous() \
            or t.numel() != n:
        found = None if t is None else f"{t.dtype} {list(t.shape)} on {t.device}"
        raise Unsupported(f"{what} must be a contiguous float32 CPU vector of {n}, found {found}")
    return t.data_ptr()


def _mat(layer, what: str, n: int, k: int) -> StepMat:
    """A StepMat over a quantized layer's raw blocks, or a dense layer's weight."""
    bias = getattr(layer, "bias", None)
    bias_ptr = _float_vector(bias, f"{what}.bias", n) if bias is not None else None
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
    return StepMat(w.data_ptr(), w.stride(0) * w.element_size(), n, k, KERNEL_TYPES[type_name][0],
                   q8, bias_ptr)


class _Weight:
    """A bare float weight [out, in] seen as a layer (a slice of stacked expert weights)."""

    def __init__(self, weight):
        self.weight, self.out_features, self.in_features = weight, weight.shape[0], weight.shape[1]


class FusedDecoder:
    """Runs one-token decode steps of `model` in one C call each (see module docstring)."""

    def __init__(self, model, backend=None):
        cfg = model.config
        self.threads = backend.threads if backend is not None else torch.get_num_threads()
        self.path = backend.cpu_path if backend is not None else None
        if cfg.model_type not in ARCHITECTURES:
            raise Unsupported(f"architecture {cfg.model_type!r} (the fused step runs {ARCHITECTURES})")
        if getattr(model, "rope_scale", 1.0) != 1.0:
            raise Unsupported(f"rotary cos/sin scaled by {model.rope_scale} (YaRN); the fused step does not scale")
        if model.activation_dtype != torch.float32:
            raise Unsupported(f"activations are {model.activation_dtype}; the fused step computes in float32")
        D, H, Hkv, hd = cfg.hidden_size, cfg.num_attention_heads, cfg.num_key_value_heads, cfg.head_dim
        self.dim, self.vocab, self.n_kv_heads, self.head_dim = D, cfg.vocab_size, Hkv, hd
        layers = model.model.layers
        self._layers = (StepLayer * len(layers))()
        self._experts = []   # the expert StepMat arrays the layers point to
        for i, layer in enumerate(layers):
            attn, name, L = layer.self_attn, f"model.layers.{i}", self._layers[i]
            L.attn_norm = _float_vector(layer.input_layernorm.weight, f"{name}.input_layernorm", D)
            L.ffn_norm = _float_vector(layer.post_attention_layernorm.weight, f"{name}.post_attention_layernorm", D)
            for norm in ("q_norm", "k_norm"):
                module = getattr(attn, norm, None)
                setattr(L, norm, None if module is None else
                        _float_vector(module.weight, f"{name}.self_attn.{norm}", hd))
            for field, path, n, k in (("q", "q_proj", H * hd, D), ("k", "k_proj", Hkv * hd, D),
                                      ("v", "v_proj", Hkv * hd, D), ("o", "o_proj", D, H * hd)):
                setattr(L, field, _mat(getattr(attn, path), f"{name}.self_attn.{path}", n, k))
            self._mlp(L, layer.mlp, f"{name}.mlp", D)
        self._inv_freq = model.inv_freq.float().contiguous()
        self._model = StepModel(len(layers), D, H, Hkv, hd, cfg.vocab_size, 0, 0, cfg.rms_norm_eps,
                                _float_vector(self._inv_freq, "inv_freq", hd // 2),
                                ctypes.cast(self._layers, _p),
                                _float_vector(model.model.norm.weight, "model.norm", D),
                                _mat(model.lm_head, "lm_head", cfg.vocab_size, D))
        self._cache, self._cache_ptrs = lambda: None, None   # weak reference to the bound cache
        self._keep = model   # the pointers above are into this model's tensors

    def _mlp(self, L, mlp, name, D):
        """Fill layer L's MLP fields from a SwiGLU or a SparseMoe module."""
        from engine.layers.basic import SwiGLU
        from engine.models.qwen3_moe import QuantizedExperts, SparseMoe
        if isinstance(mlp, SwiGLU):
            inner = mlp.gate_proj.out_features
            for field, path, n, k in (("gate", "gate_proj", inner, D), ("up", "up_proj", inner, D),
                                      ("down", "down_proj", D, inner)):
                setattr(L, field, _mat(getattr(mlp, path), f"{name}.{path}", n, k))
            return
        if not isinstance(mlp, SparseMoe):
            raise Unsupported(f"{name} is a {type(mlp).__name__}; the fused step runs SwiGLU and "
                              f"SparseMoe MLPs")
        E, experts = mlp.experts.num_experts, mlp.experts
        L.n_experts, L.top_k, L.norm_topk = E, mlp.top_k, int(bool(mlp.norm_topk_prob))
        L.router = _mat(mlp.gate, f"{name}.gate", E, D)
        mats = (StepMat * (3 * E))()
        for e in range(E):
            if isinstance(experts, QuantizedExperts):
                q = experts.quant
                gate, up, down = q.gate[e], q.up[e], q.down[e]
            else:   # stacked float weights: gate_up_proj [E, 2I, D], down_proj [E, D, I]
                gate_up = experts.gate_up_proj[e]
                inner = gate_up.shape[0] // 2
                gate, up, down = (_Weight(gate_up[:inner]), _Weight(gate_up[inner:]),
                                  _Weight(experts.down_proj[e]))
            inner = gate.out_features if hasattr(gate, "out_features") else gate.weight.shape[0]
            for j, (layer, what, n, k) in enumerate(((gate, "gate", inner, D), (up, "up", inner, D),
                                                     (down, "down", D, inner))):
                mats[3 * e + j] = _mat(layer, f"{name}.experts[{e}].{what}", n, k)
        L.experts = ctypes.cast(mats, _p)
        self._experts.append(mats)

    @classmethod
    def for_model(cls, model, backend=None):
        """(FusedDecoder, None) when the C library is built and the model fits, else
        (None, the reason)."""
        from engine.kernels.cpu.library import available, unavailable_reason
        if not available():
            return None, f"CPU kernels unavailable: {unavailable_reason()}"
        try:
            return cls(model, backend), None
        except Unsupported as e:
            return None, str(e)

    def accepts(self, cache, step) -> bool:
        """True for a step this decoder computes: one new token in every row (no padding)
        over a float32 or float16 CPU cache."""
        k = cache.k[0]
        return (step.write is None and k.dtype in CACHE_DTYPES and k.device.type == "cpu"
                and k.is_contiguous() and tuple(k.shape[1:3]) == (self.n_kv_heads, cache.max_len))

    def _bind(self, cache):
        if self._cache() is not cache:
            n = len(cache.k)
            self._cache_ptrs = ((_p * n)(*[t.data_ptr() for t in cache.k]),
                                (_p * n)(*[t.data_ptr() for t in cache.v]))
            self._model.max_len = cache.max_len
            self._model.cache_f16 = int(cache.k[0].dtype == torch.float16)
            self._cache = weakref.ref(cache)
        return self._cache_ptrs

    def __call__(self, x: torch.Tensor, cache, step) -> torch.Tensor:
        """x [B, 1, D] embeddings of each row's new token -> float32 logits [B, 1, V]; the
        new keys/values go into `cache` at `step` (the caller commits the step)."""
        B = x.shape[0]
        x = x.reshape(B, self.dim).to(torch.float32, copy=True)   # the residual stream, updated in place
        slots, pos = step.slots.contiguous(), step.start.contiguous()
        k_ptrs, v_ptrs = self._bind(cache)
        logits = torch.empty(B, self.vocab)
        _check(_lib().decode_step(ctypes.byref(self._model), x.data_ptr(), B, k_ptrs, v_ptrs,
                                  slots.data_ptr(), pos.data_ptr(), logits.data_ptr(), self.threads,
                                  _path(self.path)), "decode_step")
        return logits[:, None]
