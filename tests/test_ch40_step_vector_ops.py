"""Chapter 40: the vector copies of the fused step's DeltaNet and softcap ops (DELTA, CONV,
SOFTCAP; engine/kernels/cpu/delta_net_step.h, decode_step_body.h) take blocks of columns,
channels and logits and leave a tail; every block size and tail, in every instruction-set
copy this CPU runs, must give the PyTorch forward's logits and states.

Oracle: the same model's layer-by-layer PyTorch forward (fused_decode unset), as in
tests/test_ch40_decode_step.py, whose helpers this file uses.
"""
import pytest
import torch

from engine.formats.runtime import resolve_backend
from engine.layers.decoder import init_random_
from engine.models import build_model
from engine.models.tiny import tiny_config

cpu = pytest.importorskip("engine.kernels.cpu")
try:    # no compiler: skip; a compiler whose build fails: the error fails the run
    cpu.require_library()
except cpu.NoCompiler as e:
    pytest.skip(f"CPU kernels not built: {e}", allow_module_level=True)
from forced_paths import forced_paths  # noqa: E402
from test_ch40_decode_step import assert_close, decode_qwen35, run_steps, tiny_model  # noqa: E402


def test_vector_lanes_and_tails_of_the_delta_conv_and_softcap_ops_on_every_instruction_set():
    """The vector copies of DELTA, CONV and SOFTCAP take blocks of columns and leave a tail:
    value heads of 85 (AVX-512: 64 + 16 + 5 columns; AVX2: 32 + 32 + 8 + 8 + 5), 404 conv
    channels (a tail of 4), and logits softcapped at 0.5 (far past the cap: both of tanh's
    ranges, and a vocabulary of 300 = 37 * 8 + 4). Every copy this CPU runs gives the
    PyTorch forward's logits and states."""
    kinds = ["linear_attention", "full_attention", "linear_attention"]
    cfg = tiny_config("qwen3_5", num_hidden_layers=3, layer_types=kinds, linear_num_key_heads=2,
                      linear_num_value_heads=4, linear_key_head_dim=16, linear_value_head_dim=85)
    delta = init_random_(build_model(cfg).float(), seed=3, std=0.1).eval()
    with torch.no_grad():
        for layer in delta.model.layers:
            if hasattr(layer, "linear_attn"):
                layer.linear_attn.A.uniform_(-2.0, -0.2)
    assert delta.model.layers[0].linear_attn.conv1d.weight.shape[0] == 404
    want, want_cache = decode_qwen35(delta, fused=False)
    gemma = tiny_model("gemma3", "legacy", seed=4)
    gemma.config.final_logit_softcapping = 0.5
    gemma_want, _ = run_steps(gemma, [[1, 2, 3], [4, 5]], [0, 2], steps=4, fused=False)
    assert gemma_want.abs().amax() > 0.45 and (gemma_want.abs() < 0.06).any()
    for path in forced_paths():
        backend = resolve_backend("cpu", cpu_path=path)
        got, got_cache = decode_qwen35(delta, fused=True, backend=backend)
        assert_close(got, want)
        for i in got_cache.conv:
            assert_close(got_cache.conv[i], want_cache.conv[i])
            assert_close(got_cache.state[i], want_cache.state[i])
        assert_close(run_steps(gemma, [[1, 2, 3], [4, 5]], [0, 2], 4, True, backend=backend)[0], gemma_want)
