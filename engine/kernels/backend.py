"""How a model computes, decided once: which kernels, which activations, how many threads.

`resolve_backend(...)` looks at the device, what is installed and built (Triton, the C
library) and the caller's wishes, and returns a frozen `Backend`. A loaded model holds
one (`model.backend`) and so does every quantized layer; their forwards read it and
nothing else (no environment variable or module switch is consulted per call). Tests
force a path by resolving a backend with `kernels="torch" | "c" | "triton"` and handing
it to `quant_linear(..., backend=)` or `model.set_backend(...)`.

Kernels:
    "triton"  Triton kernels (CUDA; on the CPU only in Triton's interpreter, TRITON_INTERPRET=1)
    "c"       the C library of engine/kernels/cpu (SIMD copies chosen by `cpu_path`)
    "torch"   the pure-PyTorch reference every fast path is tested against
"""
from dataclasses import dataclass, replace

import torch

from engine.blocks import registry
from engine.kernels import DECODE_ROWS, interpreting, triton_available

KERNELS = ("triton", "c", "torch")
ACTIVATIONS = ("float", "q8")

# The book's switch: False makes backends resolved afterwards leave the C kernels alone
# ("auto" then means PyTorch on the CPU). A model keeps the backend it was loaded with.
CPU_KERNELS = {"enabled": True}


@dataclass(frozen=True)
class Backend:
    """A resolved compute policy (see the module docstring); build it with `resolve_backend`."""
    device: torch.device
    kernels: str                 # "triton" | "c" | "torch"
    activations: str = "float"   # "q8": quantize layer inputs like llama.cpp where a type has an int8 dot
    threads: int = 1             # threads of the C kernels
    cpu_path: str | None = None  # C instruction-set copy: "scalar" | "avx2" | "avxvnni" | "avx512" | "avx512vnni" | "amx"
    decode_rows: int = DECODE_ROWS

    @property
    def c(self) -> bool:
        return self.kernels == "c"

    @property
    def triton(self) -> bool:
        return self.kernels == "triton"

    @property
    def rows_alone(self) -> bool:
        """True in the C library's batch-invariant mode (`run.py serve --deterministic`): a
        row's numbers must then not depend on the rows batched beside it, so a layer's own
        products (LoRA's deltas) go row by row too."""
        if not self.c:
            return False
        from engine.kernels.cpu.library import batch_invariant
        return batch_invariant()

    def q8(self, type_name: str) -> bool:
        """Whether a layer of `type_name` quantizes its input to int8 (it needs an int8 dot)."""
        return self.activations == "q8" and type_name in registry.ACT_TYPES

    def with_(self, **changes) -> "Backend":
        """A copy with some fields changed (validated again)."""
        b = replace(self, **changes)
        _validate(b)
        return b

    def dequantize(self, raw: torch.Tensor, type_name: str, shape) -> torch.Tensor:
        """`registry.dequantize`, through the C decoders (bit-exact with it) when this
        backend runs the C library and the bytes are on the CPU."""
        if self.c and type_name != "F32" and raw.device.type == "cpu":   # F32 stays a view
            from engine.kernels.cpu import dequant_exact
            if dequant_exact.decodes(type_name):
                t = registry.ggml_type(type_name)
                shape = tuple(map(int, shape))
                registry.check_bytes(raw, t, shape)
                count = 1
                for s in shape:
                    count *= s
                if count == 0:
                    return torch.zeros(shape)
                return dequant_exact.decode(raw, type_name, count // t.weights, t.weights,
                                            threads=self.threads).view(shape)
        return registry.dequantize(raw, type_name, shape)

    # ------------------------------------------------------------ the layers' operations
    # Layers (engine/layers/) call these and never ask which kernels run: each returns the
    # result where this backend has a kernel for the case, else None, and the layer computes
    # it with its own PyTorch code (the reference the kernels are tested against).

    def rms_norm(self, x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor | None:
        """weight * x / rms(x) for a prompt's rows ([B, T > 1, ...] float32): one C pass. A decode
        step keeps PyTorch's rounding, which the fused step's norm shares."""
        if (self.c and x.dim() >= 3 and x.shape[1] > 1 and x.dtype == weight.dtype == torch.float32
                and x.is_contiguous()):
            from engine.kernels.cpu.prompt import rms_norm_rows
            return rms_norm_rows(x, weight, eps, self.cpu_path, self.threads)
        return None

    def rotate(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor | None:
        """Rotary embedding of float32 heads x [B, H, T, hd] in one C pass (the same bits)."""
        if self.c and x.dtype == cos.dtype == sin.dtype == torch.float32:
            from engine.kernels.cpu.prompt import rotate_heads
            return rotate_heads(x, cos, sin, self.cpu_path, self.threads)
        return None

    def attend_causal(self, q, k, v, scale, window, sinks) -> torch.Tensor | None:
        """A maskless float32 prefill's causal attention (window and sinks included): the C
        library's tiled kernel."""
        if self.c and q.shape[2] > 1 and q.dtype == torch.float32:
            from engine.kernels.cpu.prompt import attend_causal
            return attend_causal(q, k, v, scale, self.cpu_path, self.threads, window, sinks)
        return None

    def gated_unit(self, gate: torch.Tensor, up: torch.Tensor, activation: str, prompt: bool) -> torch.Tensor | None:
        """act(gate) * up written over gate (contiguous float32): a prompt's rows take the
        vector copy, a decode step's the scalar one, as the fused step's own unit does, so both
        decode paths agree to the bit."""
        if (self.c and not gate.requires_grad and gate.dtype == up.dtype == torch.float32
                and gate.is_contiguous() and up.is_contiguous()):
            from engine.kernels.cpu.prompt import glu_rows
            return glu_rows(gate, up, activation, self.cpu_path if prompt else "scalar", self.threads)
        return None

    def __str__(self):
        extra = f" {self.cpu_path}" if self.cpu_path else ""
        return (f"{self.kernels}{extra} on {self.device}, {self.activations} activations, "
                f"{self.threads} thread{'s' if self.threads != 1 else ''}")


def _c_library():
    """The C kernels module when it is built, else (None, why not)."""
    from engine.kernels import cpu
    if cpu.available():
        return cpu, None
    return None, cpu.unavailable_reason()


def _validate(b: Backend) -> None:
    if b.kernels not in KERNELS:
        raise ValueError(f"kernels must be one of {KERNELS} (or 'auto'), found {b.kernels!r}")
    if b.activations not in ACTIVATIONS:
        raise ValueError(f"activations must be one of {ACTIVATIONS}, found {b.activations!r}")
    if not isinstance(b.threads, int) or b.threads < 1:
        raise ValueError(f"threads must be an int >= 1, found {b.threads!r}")
    if b.decode_rows < 1:
        raise ValueError(f"decode_rows must be >= 1, found {b.decode_rows}")
    if b.kernels == "triton":
        if not triton_available():
            raise ValueError("kernels='triton': triton is not installed")
        if b.device.type != "cuda" and not interpreting():
            raise ValueError(f"kernels='triton' needs a CUDA device, or TRITON_INTERPRET=1 for Triton's "
                             f"CPU interpreter; found {b.device}")
    if b.kernels == "c":
        if b.device.type != "cpu":
            raise ValueError(f"kernels='c' runs on the CPU, found {b.device}")
        cpu, why = _c_library()
        if cpu is None:
            raise ValueError(f"kernels='c': the C library is unavailable: {why}")
        cpu.check_path(b.cpu_path, "cpu_path")
    elif b.cpu_path is not None:
        raise ValueError(f"cpu_path applies to kernels='c', found kernels={b.kernels!r}")


def resolve_backend(device=None, kernels: str = "auto", activations: str = "float",
                    threads: int | None = None, cpu_path: str | None = None,
                    decode_rows: int = DECODE_ROWS) -> Backend:
    """Decide how to compute, once.

    device: where the model runs (default: CUDA when present, else the CPU).
    kernels: "auto" takes Triton on CUDA (when installed), the C library on the CPU (when
        it builds and CPU_KERNELS["enabled"]), else PyTorch; or name one of KERNELS.
    activations: "float" (exact products) or "q8" (llama.cpp's int8 activations where a
        weight type has an int8 dot).
    threads: the C kernels' threads (default: torch's intra-op thread count).
    cpu_path: the C library's instruction-set copy (default: the best this CPU runs).
    """
    device = torch.device(device if device is not None else
                          ("cuda" if torch.cuda.is_available() else "cpu"))
    if kernels == "auto":
        if device.type == "cuda":
            kernels = "triton" if triton_available() else "torch"
        elif device.type == "cpu" and CPU_KERNELS["enabled"] and _c_library()[0] is not None:
            kernels = "c"
        else:
            kernels = "torch"
    if kernels == "c" and cpu_path is None:
        cpu, _ = _c_library()
        cpu_path = cpu.best_path() if cpu is not None else None
    b = Backend(device, kernels, activations, int(threads or torch.get_num_threads()), cpu_path,
                decode_rows)
    _validate(b)
    return b


_default = {}


def default_backend(device=None) -> Backend:
    """The backend `resolve_backend(device)` gives with no other wishes, resolved once per
    device (None: CUDA when present, else the CPU). A layer made without a backend takes
    the one of the device its bytes are on, so bytes on the CPU compute on the CPU on a
    machine with a GPU too. Bytes on the meta device (a model's skeleton before its weights
    are placed) take the machine's default."""
    device = None if device is None or torch.device(device).type == "meta" else torch.device(device)
    key = None if device is None else str(device)
    if key not in _default:
        _default[key] = resolve_backend(device)
    return _default[key]


def dequantize(raw: torch.Tensor, type_name: str, shape) -> torch.Tensor:
    """Decode one tensor's bytes (uint8) -> float32 `shape`, with the default backend of
    their device (the C decoders on the CPU when built; bit for bit the PyTorch decoders' result)."""
    return default_backend(raw.device).dequantize(raw, type_name, shape)
