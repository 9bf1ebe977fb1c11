"""Chapter 38: the grouped expert kernel (engine/kernels/triton_experts.py) against each
expert's float product, and the MoE layer that calls it.

One launch multiplies every routed (token, expert) pair of a MoE layer by its expert's
GGML blocks, stacked [E, out, row bytes] as the file holds them: for each type with a
direct kernel, decode (one token: the GEMV body) and a prompt (17 tokens: `tl.dot`
tiles), top-k > 1, experts with no token, an expert with an odd count; then the layer
(`QuantExperts.grouped_matmul`, biases included) and `Experts.forward` through it, the
stacks staying one copy when moved, and the refusals. On a machine without CUDA in
Triton's interpreter (tests/conftest.py turns it on).
"""
from functools import lru_cache

import pytest
import torch

from engine.kernels import interpreting

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
pytest.importorskip("triton")
if DEVICE == "cpu" and not interpreting():
    pytest.skip("no CUDA and TRITON_INTERPRET is not 1: the Triton kernels cannot run here",
                allow_module_level=True)

from engine.blocks import registry  # noqa: E402
from engine.kernels import triton_experts as te  # noqa: E402
from engine.kernels.backend import resolve_backend  # noqa: E402
from engine.models.qwen3_moe import QuantizedExperts  # noqa: E402
from engine.quantized.experts import QuantExperts  # noqa: E402
from test_ch38_runtime import random_blocks  # noqa: E402

E, N = 6, 33       # experts, output rows (odd: a ragged last N tile)


@lru_cache(maxsize=None)
def stacked_blocks(type_name, experts, rows, cols, seed):
    """uint8 [experts, rows, row bytes]: random blocks with moderate scales (every bit
    pattern of codes; made once, read only)."""
    return torch.stack([torch.from_numpy(random_blocks(type_name, rows, cols, seed=seed + e))
                        for e in range(experts)])


def routing(tokens, k, seed):
    """[tokens, k] distinct experts per token from 0 .. E - 2 (the last expert gets none),
    expert 0 in every token's choice (its count: `tokens`, odd here)."""
    gen = torch.Generator().manual_seed(seed)
    rest = torch.stack([torch.randperm(E - 2, generator=gen)[:k - 1] + 1 for _ in range(tokens)])
    return torch.cat([torch.zeros(tokens, 1, dtype=torch.int64), rest], dim=1)


def per_expert_reference(x, raw, type_name, experts, rows):
    """y[p] = x[rows[p]] @ W[experts[p]].T in float64, each expert's weights decoded alone."""
    k = x.shape[1]
    w = [registry.dequantize(raw[e], type_name, (raw.shape[1], k)).double() for e in range(raw.shape[0])]
    return torch.stack([x[r].double() @ w[e].T for e, r in zip(experts.tolist(), rows.tolist())])


def assert_close(got, want, x):
    """Within float32 rounding of K products summed."""
    bound = 2e-6 * x.shape[1] * want.abs().max().item() + 1e-30
    torch.testing.assert_close(got.double().cpu(), want, rtol=0, atol=bound)


@pytest.mark.parametrize("type_name", list(te.DIRECT))
@pytest.mark.parametrize("tokens", [1, 17])
def test_grouped_kernel_equals_each_experts_product(type_name, tokens):
    per_block = te.DIRECT[type_name]["W"]
    k = 256 if per_block == 256 else 3 * per_block          # 96: a ragged last K tile
    raw = stacked_blocks(type_name, E, N, k, seed=1)
    x = torch.randn(tokens, k, generator=torch.Generator().manual_seed(7))
    index = routing(tokens, 3, seed=tokens)
    experts, rows = index.reshape(-1), torch.arange(tokens * 3) // 3
    before = te.LAUNCHES["experts"]
    got = te.ggml_experts_matmul(x.to(DEVICE), raw.to(DEVICE), type_name, N, experts.to(DEVICE),
                                 rows.to(DEVICE), per_expert=tokens)
    assert te.LAUNCHES["experts"] == before + 1 and got.shape == (tokens * 3, N)
    assert_close(got, per_expert_reference(x, raw, type_name, experts, rows), x)


@pytest.mark.parametrize("gemv,block_m", [(True, 2), (False, 16)])
def test_an_expert_spread_over_several_tiles(gemv, block_m):
    """More pairs of one expert than a tile holds (GEMV tiles of 2 rows, tl.dot tiles of
    16), pairs read in place (rows None), bf16 x accumulating in float32."""
    raw = stacked_blocks("Q4_K", E, N, 256, seed=3)
    experts = torch.tensor([0, 4, 4, 4, 1, 4, 0, 2, 4, 4] if gemv else [0, 4, 1] + [4] * 16 + [1])
    x = torch.randn(experts.numel(), 256).bfloat16()
    got = te.ggml_experts_matmul(x.to(DEVICE), raw.to(DEVICE), "Q4_K", N, experts.to(DEVICE),
                                 gemv=gemv, block_m=block_m, block_k=64)
    assert got.dtype == torch.bfloat16
    w = torch.stack([registry.dequantize(raw[e], "Q4_K", (N, 256)) for e in range(E)]).bfloat16()
    want = torch.stack([x[p].double() @ w[e].double().T for p, e in enumerate(experts.tolist())])
    torch.testing.assert_close(got.double().cpu(), want, rtol=2e-2, atol=2e-2 * want.abs().max().item())


def test_tile_table_covers_every_pair_once():
    experts = torch.tensor([3, 0, 3, 3, 5, 0, 3, 3, 3])
    order, expert, first, stop = te.tile_table(experts, 6, 2)
    assert experts[order.long()].tolist() == sorted(experts.tolist())
    live = expert >= 0
    spans = [(int(e), int(a), int(b)) for e, a, b in zip(expert[live], first[live], stop[live])]
    assert spans == [(0, 0, 2), (3, 2, 4), (3, 4, 6), (3, 6, 8), (5, 8, 9)]
    assert expert.numel() == 5 + 6 - 1 and (expert[~live] == -1).all()     # ceil(9 / 2) + min(6, 9) - 1


def test_grouped_kernel_refuses_bad_input():
    raw = torch.zeros(2, 4, 144, dtype=torch.uint8)
    x, ids = torch.zeros(3, 256), torch.tensor([0, 1, 1])
    with pytest.raises(ValueError, match=r"raw must be uint8 \[experts, 4, row_bytes\]"):
        te.ggml_experts_matmul(x, raw[0], "Q4_K", 4, ids)
    with pytest.raises(ValueError, match="no direct kernel for IQ2_XXS"):
        te.ggml_experts_matmul(x, raw, "IQ2_XXS", 4, ids)
    with pytest.raises(ValueError, match=r"expert ids must be in \[0, 2\), found 0 .. 2"):
        te.ggml_experts_matmul(x, raw, "Q4_K", 4, torch.tensor([0, 2, 1]))
    with pytest.raises(ValueError, match=r"rows must be in \[0, 3\)"):
        te.ggml_experts_matmul(x, raw, "Q4_K", 4, ids, torch.tensor([0, 3, 1]))
    with pytest.raises(ValueError, match=r"x must have a row per pair \(2\)"):
        te.ggml_experts_matmul(x, raw, "Q4_K", 4, ids[:2])
    with pytest.raises(ValueError, match="experts must be int32/int64"):
        te.ggml_experts_matmul(x, raw, "Q4_K", 4, ids.float())
    with pytest.raises(ValueError, match=r"x must be \[M, 256\]"):
        te.ggml_experts_matmul(torch.zeros(3, 128), raw, "Q4_K", 4, ids)
    assert te.ggml_experts_matmul(x, raw, "Q4_K", 4, ids[:0], ids[:0]).shape == (0, 4)


# ------------------------------------------------------------------ the layer

def quant_experts(backend, types=("Q4_K", "Q4_K", "Q6_K"), biases=False, hidden=256, inner=256):
    """QuantExperts over stacked blocks as a file holds them: gate, up [E, I, D], down [E, D, I]."""
    parts = []
    for i, (type_name, shape) in enumerate(zip(types, ((E, inner, hidden), (E, inner, hidden), (E, hidden, inner)))):
        parts.append((stacked_blocks(type_name, *shape, seed=10 * i).reshape(-1), type_name, list(shape)))
    bias = None
    if biases:
        gen = torch.Generator().manual_seed(5)
        bias = [torch.randn(E, inner, generator=gen), torch.randn(E, inner, generator=gen),
                torch.randn(E, hidden, generator=gen)]
    return QuantExperts.from_ggml(*parts, dtype=torch.float32, backend=backend, biases=bias)


@pytest.mark.parametrize("biases", [False, True])
def test_experts_layer_runs_the_grouped_kernel(biases):
    """`Experts.forward` over a file's experts on the Triton backend: three grouped launches
    (gate, up, down) and the sum each expert's own layers give (PyTorch's, expert by
    expert), biases included (gpt-oss's MXFP4 experts)."""
    types = ("MXFP4", "MXFP4", "MXFP4") if biases else ("Q4_K", "Q4_K", "Q6_K")
    triton = QuantizedExperts(quant_experts(resolve_backend(DEVICE, kernels="triton"), types, biases))
    ref = QuantizedExperts(quant_experts(resolve_backend("cpu", kernels="torch"), types, biases))
    triton.to(DEVICE)
    for tokens in (1, 5):
        x = torch.randn(tokens, 256, generator=torch.Generator().manual_seed(tokens))
        index = routing(tokens, 2, seed=tokens)
        weight = torch.rand(tokens, 2)
        before = te.LAUNCHES["experts"]
        got = triton(x.to(DEVICE), index.to(DEVICE), weight.to(DEVICE)).cpu()
        assert te.LAUNCHES["experts"] == before + 3
        want = ref(x, index, weight)
        torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4 * want.abs().max().item())


def test_stacks_stay_one_copy_when_moved():
    """Moving the experts moves each stack once; every expert's layer views its moved stack."""
    quant = quant_experts(resolve_backend(DEVICE, kernels="triton"))
    before = [layer.raw.clone() for layer in quant.down]
    quant._apply(lambda t: t.clone())         # what .to(another device) does to each tensor
    for name, layers in (("gate_blocks", quant.gate), ("up_blocks", quant.up), ("down_blocks", quant.down)):
        stack = getattr(quant, name)
        assert all(layer.raw.data_ptr() == stack[e].data_ptr() for e, layer in enumerate(layers))
    assert all(torch.equal(layer.raw, b) for layer, b in zip(quant.down, before))


def test_without_a_grouped_kernel_the_layer_goes_expert_by_expert():
    """The PyTorch backend has no grouped kernel (None), and neither do weights a kernel
    cannot read where they lie: the per-expert path runs, nothing is launched."""
    x, index, weight = torch.randn(3, 256), routing(3, 2, seed=1), torch.rand(3, 2)
    torch_quant = quant_experts(resolve_backend("cpu", kernels="torch"))
    assert torch_quant.grouped_matmul("gate_up", x, index.reshape(-1), torch.arange(6) // 2) is None
    before = te.LAUNCHES["experts"]
    y = QuantizedExperts(torch_quant)(x, index, weight)
    assert te.LAUNCHES["experts"] == before and y.shape == (3, 256)
    dense = quant_experts(resolve_backend(DEVICE, kernels="triton"), ("IQ2_XXS", "IQ2_XXS", "IQ2_XXS"))
    assert dense.gate_blocks is None and dense.grouped_matmul("down", x, index.reshape(-1)) is None


COMPILE_FOR_CUDA = """
import os, sys
os.environ.pop("TRITON_INTERPRET", None)
import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from engine.kernels import triton_experts as te
facts = te.DIRECT[sys.argv[1]]
const = {**{k: v for k, v in facts.items() if k != "M"}, "M_": facts["M"], "PRECISION": "tf32",
         "BLOCK_N": 64, "BLOCK_K": 64}
sig = {"x_ptr": "*bf16", "raw_ptr": "*u8", "levels_ptr": "*fp32", "y_ptr": "*bf16",
       **{p: "*i32" for p in ("tile_expert_ptr", "tile_first_ptr", "tile_stop_ptr", "pair_ptr", "xrow_ptr")},
       **{n: "i32" for n in ("N", "K", "stride_xm", "stride_xk", "stride_re", "stride_rn", "stride_ym", "stride_yn")}}
for gemv, block_m in ((True, 4), (False, 64)):
    given = {**const, "GEMV": gemv, "BLOCK_M": block_m}
    src = ASTSource(te.ggml_experts_kernel, {**sig, **{k: "constexpr" for k in given}}, constexprs=given)
    print(gemv, bool(triton.compile(src, target=GPUTarget("cuda", 90, 32)).asm["ptx"]))
"""


def test_grouped_kernel_compiles_for_cuda():
    """Both bodies (GEMV, tl.dot tiles) and the spare tiles' early return compile for an sm_90
    GPU (no GPU needed: Triton's own toolchain)."""
    from conftest import compile_for_cuda
    done = compile_for_cuda(COMPILE_FOR_CUDA, "Q4_K")
    assert done.stdout.split() == ["True", "True", "False", "True"]
