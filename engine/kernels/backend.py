"""How a model computes, decided once: which kernels, which activations, how many threads.

`resolve_backend(...)` looks at the device, what is installed and built (Triton, the C
library) and the caller's wishes, and returns a frozen `Backend`. A loaded model holds
one (`model.backend`) and so does every quantized layer; their forwards read it and
nothing else (no environment variable or module switch is consulted per call). Tests
force a path by resolving a backend with `kernels="torch" | "c" | "triton"` and handing
it to `quant_linear(..., backend=)` or `model.set_backend(...)`.

The seam. `Backend` is also the one interface the layers compute through: a matmul over a
quantized weight's blocks, its affine or codebook repack, a norm, the rotary, a prompt's
attention, a gated unit, decoding blocks, the fused decode step. Each method returns the
result where the backend has a kernel for the case, else None, and the layer then runs
its own PyTorch code (the reference the kernels are tested against). This class is the
PyTorch backend (every answer None); each kernel set is a subclass that implements what
it has: `CBackend` (engine/kernels/cpu/backend.py) and `TritonBackend`
(engine/kernels/triton_backend.py). `Backend(device, kernels, ...)` gives the subclass of
`kernels`, so a backend is always the class of its kernels; nothing outside this package
asks which kernels run.

Kernels:
    "triton"  Triton kernels (CUDA; on the CPU only in Triton's interpreter, TRITON_INTERPRET=1)
    "c"       the C library of engine/kernels/cpu (SIMD copies chosen by `cpu_path`)
    "torch"   the pure-PyTorch reference every fast path is tested against
"""
import importlib
from dataclasses import dataclass, fields

import torch

from engine.blocks import registry
from engine.kernels import DECODE_ROWS, interpreting, triton_available

KERNELS = ("triton", "c", "torch")
ACTIVATIONS = ("float", "q8")
# kernels -> the module and class implementing them (imported on first use: optional
# accelerators are never imported at module level)
IMPLEMENTATIONS = {"c": ("engine.kernels.cpu.backend", "CBackend"),
                   "triton": ("engine.kernels.triton_backend", "TritonBackend")}

# The book's switch: False makes backends resolved afterwards leave the C kernels alone
# ("auto" then means PyTorch on the CPU). A model keeps the backend it was loaded with.
CPU_KERNELS = {"enabled": True}


def backend_class(kernels: str) -> type:
    """The class implementing `kernels` (this module's `Backend` for "torch" and for names
    `_validate` will refuse)."""
    if kernels not in IMPLEMENTATIONS:
        return Backend
    module, name = IMPLEMENTATIONS[kernels]
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class Backend:
    """A resolved compute policy and the operations it computes (see the module docstring);
    build it with `resolve_backend`. This class answers as PyTorch: no kernel anywhere."""
    device: torch.device
    kernels: str                 # "triton" | "c" | "torch"
    activations: str = "float"   # "q8": quantize layer inputs like llama.cpp where a type has an int8 dot
    threads: int = 1             # threads of the C kernels
    cpu_path: str | None = None  # C instruction-set copy: "scalar" | "avx2" | "avxvnni" | "avx512" | "avx512vnni" | "amx"
    decode_rows: int = DECODE_ROWS
    prompt_piece = None          # a cached prompt goes through the model this many tokens at a time (None: whole)
    mlp_piece_bytes = None       # a gated MLP's [rows, ffn] float32 products kept within this (None: all rows)

    def __new__(cls, *args, **kwargs):
        """`Backend(...)` gives the class of its kernels (a subclass is built as itself)."""
        if cls is Backend:
            kernels = args[1] if len(args) > 1 else kwargs.get("kernels")
            cls = backend_class(kernels)
        return object.__new__(cls)

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
        return False

    def q8(self, type_name: str) -> bool:
        """Whether a layer of `type_name` quantizes its input to int8 (it needs an int8 dot)."""
        return self.activations == "q8" and type_name in registry.ACT_TYPES

    def with_(self, **changes) -> "Backend":
        """A copy with some fields changed (validated again; the class follows `kernels`)."""
        values = {f.name: getattr(self, f.name) for f in fields(Backend)}
        values.update(changes)
        b = Backend(**values)
        _validate(b)
        return b

    def dequantize(self, raw: torch.Tensor, type_name: str, shape) -> torch.Tensor:
        """One tensor's bytes (uint8) -> float32 `shape`: `registry.dequantize`, or a kernel
        bit for bit equal to it."""
        return registry.dequantize(raw, type_name, shape)

    # ------------------------------------------------------------ the layers' operations
    # Layers (engine/layers/, engine/quantized/) call these and never ask which kernels run:
    # each returns the result where this backend has a kernel for the case, else None, and
    # the layer computes it with its own PyTorch code (the reference the kernels are tested
    # against). Here, the PyTorch backend: None everywhere.

    def reads_blocks(self, type_name: str) -> bool:
        """Whether a kernel multiplies by `type_name`'s GGML blocks where they lie (the raw
        layout), so a weight of that type need not be repacked."""
        return False

    def decodes_once(self, type_name: str) -> bool:
        """Whether a weight of `type_name`, which none of this backend's kernels reads (raw or
        repacked), is held as a dense copy decoded at load rather than decoded at every call."""
        return False

    def interleaves(self, type_name: str, rows: int) -> bool:
        """Whether a raw `type_name` weight of `rows` rows is best held in the 16-row groups
        of engine/kernels/cpu/interleave.py for this backend's int8 kernels."""
        return False

    def blocks_matmul(self, x: torch.Tensor, raw: torch.Tensor, type_name: str,
                      out_features: int) -> torch.Tensor | None:
        """x [M, in] @ W.T, W the GGML blocks `raw` [out, row bytes] in the file's layout."""
        return None

    def blocks_matmul_q8(self, x: torch.Tensor, raw: torch.Tensor, type_name: str,
                         interleave: int) -> torch.Tensor | None:
        """The same with x quantized to int8 as llama.cpp quantizes it (`q8`), `raw` in
        16-row groups when `interleave`."""
        return None

    def blocks_glu_q8(self, x: torch.Tensor, raw: torch.Tensor, type_name: str, gate: torch.Tensor,
                      activation: str, interleave: int) -> torch.Tensor | None:
        """act(gate) * (x @ W.T) with int8 x, written over `gate` (contiguous float32 [M, out])
        and returned, the products never held whole."""
        return None

    def experts_matmul(self, x: torch.Tensor, raw: torch.Tensor, type_name: str, out_features: int,
                       experts: torch.Tensor, rows: torch.Tensor | None = None,
                       per_expert: int | None = None) -> torch.Tensor | None:
        """Every routed pair of a MoE layer at once: y[p] = x[rows[p]] @ W[experts[p]].T ->
        [pairs, out], W the E experts' GGML blocks `raw` [E, out, row bytes] as the file
        stacks them (rows None: pair p reads x[p]; `per_expert`: the most pairs one expert
        may get, a tiling hint). None: the layer runs each expert's matmul."""
        return None

    def experts_kernel(self, type_name: str) -> bool:
        """True when `experts_matmul` answers for experts of `type_name` (asked before any
        token runs: a CUDA graph needs the grouped call, which reads nothing back)."""
        return False

    def affine_matmul(self, x, codes, scales, offsets, group_size: int, out_features: int,
                      packed: bool) -> torch.Tensor | None:
        """x [M, in] @ W.T over the affine repack (engine/quantized/affine.py)."""
        return None

    def codebook_matmul(self, x, codes, scales, table, group_size: int,
                        out_features: int) -> torch.Tensor | None:
        """x [M, in] @ W.T over the codebook repack (engine/quantized/codebook.py)."""
        return None

    def rms_norm(self, x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor | None:
        """weight * x / rms(x) over a prompt's rows ([B, T > 1, ...])."""
        return None

    def rotate(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor | None:
        """Rotary embedding of heads x [B, H, T, hd]."""
        return None

    def attend_causal(self, q, k, v, scale, window, sinks) -> torch.Tensor | None:
        """A maskless prefill's causal attention (window and sinks included)."""
        return None

    def gated_unit(self, gate: torch.Tensor, up: torch.Tensor, activation: str, prompt: bool) -> torch.Tensor | None:
        """act(gate) * up written over gate."""
        return None

    def fused_decoder(self, model) -> tuple:
        """(the model's one-call decode step, None), or (None, why it has none)."""
        return None, f"off: kernels are {self.kernels!r}, the fused step runs the C library"

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
    if type(b) is not backend_class(b.kernels):
        raise ValueError(f"a {type(b).__name__} computes with kernels {b.kernels!r}: build it as "
                         f"Backend(...) or resolve_backend(...)")
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


def pick_device(device: str | None = "auto") -> torch.device:
    """The device a model loads onto: "auto" (or None) is CUDA when present, else the CPU;
    "cpu", "cuda" and "cuda:N" as given, refused when the machine has no such device."""
    if device in (None, "auto"):
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    try:
        device = torch.device(device)
    except (RuntimeError, TypeError):
        raise ValueError(f"device must be auto, cpu, cuda or cuda:N, found {device!r}") from None
    if device.type == "cuda":
        if not torch.cuda.is_available():
            raise ValueError(f"device {str(device)!r}: no CUDA device is available here "
                             f"(torch.cuda.is_available() is False)")
        if device.index is not None and device.index >= torch.cuda.device_count():
            raise ValueError(f"device {str(device)!r}: this machine has {torch.cuda.device_count()} "
                             f"CUDA device(s)")
    elif device.type != "cpu":
        raise ValueError(f"device must be auto, cpu, cuda or cuda:N, found {str(device)!r}")
    return device


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


def check_batch_invariant(device, kernels: str = "auto") -> None:
    """Refuse, in one line naming `--deterministic`, a device or kernels that cannot give its
    batch-invariant rows: only the C library's row kernels on the CPU keep a row's numbers
    whatever is batched beside it (library.set_batch_invariant). On CUDA the Triton kernels
    pick their tiles by the batch's rows and PyTorch's attention its algorithm by the shapes;
    torch.use_deterministic_algorithms makes a run repeat itself, not a row equal to itself
    alone, which is what the flag promises."""
    device = torch.device(device)
    if device.type != "cpu":
        raise ValueError(f"--deterministic: batch-invariant answers come from the C library's row kernels on "
                         f"the CPU; on {device} the kernels' tiles follow the batch (use --device cpu, or "
                         f"leave --deterministic out)")
    if kernels == "triton":
        raise ValueError("--deterministic: batch-invariant answers come from the C library's row kernels; "
                         "--kernels triton's tiles follow the batch (use --kernels c or auto)")
