"""Chapter 42: the gated delta rule of Qwen3.5's DeltaNet layers, chunked (prefill) against
the token loop it is derived from, and the token loop against transformers' own.

The chunked form must give the same outputs and final states on random inputs: rows
padded at the end (a padded batch), prompts that end inside a chunk and cross chunk
boundaries, a starting state (a prompt after a cached prefix) and strong decays whose
exponentials underflow. A tiny Qwen3.5 model's prefill (chunked) then equals the same
prefill through the token loop.
"""
import pytest
import torch

from engine.layers import delta_net
from engine.layers.decoder import init_random_
from engine.layers.delta_net import chunk_gated_delta_rule, gated_delta_rule, l2_normalize
from engine.models import build_model
from engine.models.tiny import tiny_config
from engine.serve.kv_cache import KVCache


def random_inputs(B, T, H, dk, dv, seed=0, decay=2.0):
    """q, k, v, g, beta as a DeltaNet layer makes them (q, k normalised, g < 0, beta in (0, 1))."""
    gen = torch.Generator().manual_seed(seed)
    q = l2_normalize(torch.randn(B, T, H, dk, generator=gen)) * dk ** -0.5
    k = l2_normalize(torch.randn(B, T, H, dk, generator=gen))
    v = torch.randn(B, T, H, dv, generator=gen)
    g = -decay * torch.rand(B, T, H, generator=gen)
    beta = torch.rand(B, T, H, generator=gen)
    return q, k, v, g, beta, torch.randn(B, H, dk, dv, generator=gen)


def rel(a, b):
    return float((a - b).norm() / b.norm())


@pytest.mark.parametrize("with_state", [False, True])
def test_chunked_equals_token_loop_on_a_padded_batch(with_state):
    """Rows of 150, 70 and 1 valid tokens (chunks of 64: boundaries at 64 and 128 inside
    the prompts, the last chunk partly padding): valid outputs and final states agree."""
    q, k, v, g, beta, S0 = random_inputs(3, 150, 4, 16, 8)
    S0 = S0 if with_state else None
    valid = torch.arange(150) < torch.tensor([150, 70, 1])[:, None]
    want, want_state = gated_delta_rule(q, k, v, g, beta, S0, valid)
    got, state = chunk_gated_delta_rule(q, k, v, g, beta, S0, valid)
    assert got.shape == want.shape and state.shape == want_state.shape
    assert rel(got[valid], want[valid]) < 1e-5 and rel(state, want_state) < 1e-5
    # the padded rows' states are those of their valid tokens alone
    alone, alone_state = chunk_gated_delta_rule(*(t[1:2, :70] for t in (q, k, v, g, beta)),
                                                None if S0 is None else S0[1:2])
    assert rel(state[1:2], alone_state) < 1e-5 and rel(got[1, :70], alone[0]) < 1e-5


@pytest.mark.parametrize("chunk", [1, 16, 64])
def test_chunked_with_strong_decay_and_any_chunk_size(chunk):
    """Decays down to exp(-30) a token (the cumulative products underflow inside a chunk)."""
    q, k, v, g, beta, S0 = random_inputs(2, 45, 2, 8, 8, seed=1, decay=30.0)
    want, want_state = gated_delta_rule(q, k, v, g, beta, S0)
    got, state = chunk_gated_delta_rule(q, k, v, g, beta, S0, chunk=chunk)
    assert torch.isfinite(got).all() and torch.isfinite(state).all()
    assert rel(got, want) < 1e-5 and rel(state, want_state) < 1e-5


def test_token_loop_equals_transformers_recurrence():
    """transformers' torch_recurrent_gated_delta_rule (it scales q itself) is the oracle."""
    qwen = pytest.importorskip("transformers.models.qwen3_5.modeling_qwen3_5")
    q, k, v, g, beta, S0 = random_inputs(2, 20, 4, 16, 8, seed=2)
    want, want_state = qwen.torch_recurrent_gated_delta_rule(q * 16 ** 0.5, k, v, g, beta, initial_state=S0,
                                                              output_final_state=True)
    got, state = gated_delta_rule(q, k, v, g, beta, S0)
    assert rel(got, want) < 1e-5 and rel(state, want_state) < 1e-5


@torch.no_grad()
def test_model_prefill_chunked_equals_token_loop(monkeypatch):
    """A tiny Qwen3.5's 150-token prefill, and the same prompt as 100 + 50 tokens into a cache
    slot, give the logits and states of the token loop."""
    model = build_model(tiny_config("qwen3_5"))
    init_random_(model, seed=0, std=0.08)
    model = model.float().eval()
    ids = torch.randint(0, model.config.vocab_size, (1, 150), generator=torch.Generator().manual_seed(0))

    def prefill():
        cache = KVCache.for_model(model, n_slots=2, max_len=160, dtype=torch.float32)
        logits = torch.cat([model(ids[:, a:b], cache=cache, slots=[1])[0] for a, b in ((0, 100), (100, 150))])
        return model(ids)[0], logits, cache.state[0][1]

    full, pieces, state = prefill()
    monkeypatch.setattr(delta_net, "chunk_gated_delta_rule", gated_delta_rule)
    want_full, want_pieces, want_state = prefill()
    assert rel(full, want_full) < 1e-5 and rel(pieces, want_pieces) < 1e-5 and rel(state, want_state) < 1e-5
    assert rel(pieces, want_full) < 1e-5


@pytest.mark.parametrize("C", [64, 48, 20, 1])
def test_unit_lower_inverse_equals_the_float64_inverse(C):
    """Blocks of 16 doubled up (64, and 48 where a round has no partner), plain rows (20),
    one row: (I + L)^-1 within float32 rounding of torch.linalg.inv in float64."""
    from engine.layers.delta_net import unit_lower_inverse
    L = (torch.randn(3, 2, C, C, generator=torch.Generator().manual_seed(C)) * 0.3).tril(-1)
    want = torch.linalg.inv(L.double() + torch.eye(C, dtype=torch.float64))
    got = unit_lower_inverse(L)
    assert got.dtype == torch.float32 and torch.equal(got.triu(1), torch.zeros_like(got))
    assert ((got.double() - want).norm() / want.norm()).item() < 1e-6
