"""The C library as a backend: `CBackend`, what `Backend(device, "c", ...)` gives.

Each operation of the seam (engine/kernels/backend.py) that the C library has a kernel for
is answered here with the backend's instruction-set copy (`cpu_path`) and thread count; a
case it has no kernel for (another device, a dtype it does not take) answers None, and the
layer computes it in PyTorch.
"""
from dataclasses import dataclass

import torch

from engine.blocks import registry
from engine.kernels import MLP_PIECE_BYTES, PROMPT_PIECE
from engine.kernels.backend import Backend


@dataclass(frozen=True)
class CBackend(Backend):
    """The C kernels of engine/kernels/cpu on the CPU (see Backend for each operation)."""
    prompt_piece, mlp_piece_bytes = PROMPT_PIECE, MLP_PIECE_BYTES

    @property
    def rows_alone(self) -> bool:
        from engine.kernels.cpu.library import batch_invariant
        return batch_invariant()

    def dequantize(self, raw: torch.Tensor, type_name: str, shape) -> torch.Tensor:
        """The C decoders (bit for bit registry.dequantize) for bytes on the CPU."""
        if type_name != "F32" and raw.device.type == "cpu":   # F32 stays a view
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
        return super().dequantize(raw, type_name, shape)

    # ------------------------------------------------------------ quantized weights
    def reads_blocks(self, type_name: str) -> bool:
        return bool(registry.ggml_type(type_name).kernel)

    def interleaves(self, type_name: str, rows: int) -> bool:
        """Q4_0 / Q4_1 / IQ4_NL / Q5_0 / Q5_1 weights computed with q8 activations, whose row
        count is a multiple of 16. Q8_0 keeps the file's rows: its interleaved kernel is faster
        on a matrix the caches hold, but whole decode steps streaming the weights from memory
        measured 10-30% slower with it (SmolLM2 requantized to Q8_0, 2 threads) and prefill
        no faster."""
        from engine.kernels.cpu import interleave
        return self.q8(type_name) and type_name != "Q8_0" and interleave.fits(type_name, int(rows))

    def blocks_matmul(self, x, raw, type_name, out_features):
        if not registry.ggml_type(type_name).kernel or x.device.type != "cpu":
            return None
        from engine.kernels import cpu
        return cpu.ggml_gemm(x.float().contiguous(), raw, type_name, path=self.cpu_path, threads=self.threads)

    def blocks_matmul_q8(self, x, raw, type_name, interleave):
        if x.device.type != "cpu":
            return None
        from engine.kernels import cpu
        return cpu.ggml_gemm_q8(x.float().contiguous(), raw, type_name, path=self.cpu_path,
                                threads=self.threads, interleave=interleave)

    def blocks_glu_q8(self, x, raw, type_name, gate, activation, interleave):
        if x.device.type != "cpu" or gate.dtype != torch.float32 or not gate.is_contiguous():
            return None
        from engine.kernels import cpu
        cpu.ggml_gemm_q8_glu(x.float().contiguous(), raw, type_name, gate, activation, path=self.cpu_path,
                             threads=self.threads, interleave=interleave)
        return gate

    def affine_matmul(self, x, codes, scales, offsets, group_size, out_features, packed):
        """Decode-sized batches only (fewer than decode_rows rows): a prompt's rows take the
        reference's decoded tiles and BLAS."""
        if x.device.type != "cpu" or x.shape[0] >= self.decode_rows:
            return None
        from engine.kernels import cpu
        return cpu.affine_gemm(x.float().contiguous(), codes, scales.float(), offsets.float(), group_size, packed,
                               path=self.cpu_path, threads=self.threads)

    # ------------------------------------------------------------ the layers' other operations
    def rms_norm(self, x, weight, eps):
        """A prompt's rows ([B, T > 1, ...] float32) in one C pass. A decode step keeps
        PyTorch's rounding, which the fused step's norm shares."""
        if x.dim() >= 3 and x.shape[1] > 1 and x.dtype == weight.dtype == torch.float32 and x.is_contiguous():
            from engine.kernels.cpu.prompt import rms_norm_rows
            return rms_norm_rows(x, weight, eps, self.cpu_path, self.threads)
        return None

    def rotate(self, x, cos, sin):
        """float32 heads in one C pass (the same bits as PyTorch's)."""
        if x.dtype == cos.dtype == sin.dtype == torch.float32:
            from engine.kernels.cpu.prompt import rotate_heads
            return rotate_heads(x, cos, sin, self.cpu_path, self.threads)
        return None

    def attend_causal(self, q, k, v, scale, window, sinks):
        """A float32 prompt's attention: the C library's tiled kernel."""
        if q.shape[2] > 1 and q.dtype == torch.float32:
            from engine.kernels.cpu.prompt import attend_causal
            return attend_causal(q, k, v, scale, self.cpu_path, self.threads, window, sinks)
        return None

    def gated_unit(self, gate, up, activation, prompt):
        """Contiguous float32: a prompt's rows take the vector copy, a decode step's the scalar
        one, as the fused step's own unit does, so both decode paths agree to the bit."""
        if (not gate.requires_grad and gate.dtype == up.dtype == torch.float32
                and gate.is_contiguous() and up.is_contiguous()):
            from engine.kernels.cpu.prompt import glu_rows
            return glu_rows(gate, up, activation, self.cpu_path if prompt else "scalar", self.threads)
        return None

    def fused_decoder(self, model) -> tuple:
        """The one-call decode step (engine/kernels/cpu/decode_step.py) where the model fits it."""
        from engine.kernels.cpu.decode_step import FusedDecoder
        return FusedDecoder.for_model(model, self)
