"""Chapter 40: a single decoding row takes its int8-activation legacy matrices four rows a
call (the multi-row kernels of dot_q8_avx2.h); every row's value must be bit for bit the
row kernel's, which a batch of two rows still uses, on every instruction-set copy.

Oracle: the same fused step with two rows (row by row), and the AVX2 copy's values.
"""
import copy

import pytest
import torch

from engine.formats.runtime import resolve_backend, set_backend
from engine.layers.decoder import init_random_
from engine.models import build_model
from engine.serve.kv_cache import KVCache
from test_ch40_decode_step import ARCHS, BASE, quantize_linears_

cpu = pytest.importorskip("engine.kernels.cpu")
try:    # no compiler: skip; a compiler whose build fails: the error fails the run
    cpu.require_library()
except cpu.NoCompiler as e:
    pytest.skip(f"CPU kernels not built: {e}", allow_module_level=True)
from forced_paths import forced_paths  # noqa: E402
from engine.kernels.cpu.decode_step import FusedDecoder  # noqa: E402

# every type with a multi-row kernel (and Q8_0, row by row); a vocabulary of 301 leaves the lm_head a short last group
MIX = {"q_proj": "Q4_0", "k_proj": "Q4_1", "v_proj": "Q5_0", "o_proj": "Q5_1", "gate_proj": "IQ4_NL",
       "up_proj": "MXFP4", "down_proj": "Q8_0", "lm_head": "Q4_1"}
PATHS = [p for p in forced_paths() if p != "scalar"]


def one_step(model, cache, tokens, slots, path):
    """Logits [B, V] of one fused step of `tokens` into `slots` of a copy of `cache`."""
    model.fused_decode = FusedDecoder(model, resolve_backend("cpu", activations="q8", cpu_path=path))
    with torch.inference_mode():
        out = model(torch.tensor(tokens)[:, None], cache=copy.deepcopy(cache), slots=slots, last_only=True)
    model.fused_decode = None
    return out[:, -1]


@pytest.mark.skipif(not PATHS, reason="this CPU has no AVX2")
@pytest.mark.parametrize("arch", ["llama", "gemma3"])   # SiLU and GELU gates
def test_one_row_in_groups_equals_row_by_row_on_every_copy(arch):
    torch.manual_seed(2)
    model = init_random_(build_model({**BASE, **ARCHS[arch], "vocab_size": 301}).float(), seed=2, std=0.05)
    model = set_backend(quantize_linears_(model, MIX, seed=2).eval(), resolve_backend("cpu", activations="q8"))
    cache = KVCache.for_model(model, n_slots=2, max_len=32)
    prompt = [5, 17, 42, 7, 99]
    with torch.inference_mode():
        model(torch.tensor([prompt, prompt]), cache=cache, slots=[0, 1], last_only=True)
    want = one_step(model, cache, [3, 3], [0, 1], "avx2")
    assert torch.equal(want[0], want[1])
    for path in PATHS:
        single = one_step(model, cache, [3], [0], path)
        pair = one_step(model, cache, [3, 3], [0, 1], path)
        assert torch.equal(single[0], pair[0]), f"{path}: one row differs from the batch of two"
        assert torch.equal(single[0], want[0]), f"{path}: differs from the AVX2 copy"
