"""Logit quality measures against hand-computed values and torch's own KL."""
import math

import pytest
import torch

from engine.evaluation.logit_quality import (compare, first_divergence, greedy_agreement,
                                             kl_divergence, near_ties, relative_logit_error,
                                             top1_agreement)


def test_kl_of_identical_logits_is_zero():
    logits = torch.randn(4, 7, 50, generator=torch.Generator().manual_seed(0))
    kl = kl_divergence(logits, logits)
    assert kl.shape == (4, 7) and kl.dtype == torch.float64
    assert torch.all(kl.abs() < 1e-12)


def test_kl_two_token_distributions_by_hand():
    # P = (1/2, 1/2), Q = (3/4, 1/4)
    p, q = torch.tensor([0.0, 0.0], dtype=torch.float64), torch.tensor([math.log(3.0), 0.0], dtype=torch.float64)
    assert kl_divergence(p, q).item() == pytest.approx(0.5 * math.log(4 / 3), abs=1e-12)
    # KL is not symmetric: KL(Q || P) = 3/4 ln(3/2) + 1/4 ln(1/2)
    assert kl_divergence(q, p).item() == pytest.approx(0.75 * math.log(1.5) + 0.25 * math.log(0.5), abs=1e-12)


def test_kl_matches_torch_kl_div():
    g = torch.Generator().manual_seed(1)
    p, q = torch.randn(6, 100, generator=g) * 3, torch.randn(6, 100, generator=g) * 3
    expected = torch.nn.functional.kl_div(torch.log_softmax(q.double(), -1), torch.log_softmax(p.double(), -1),
                                          reduction="none", log_target=True).sum(-1)
    torch.testing.assert_close(kl_divergence(p, q), expected, rtol=1e-10, atol=1e-12)


def test_kl_is_stable_for_large_logits_and_masked_tokens():
    big = torch.tensor([[1000.0, 0.0], [0.0, 1000.0]])
    kl = kl_divergence(big, big.flip(0))
    assert torch.isfinite(kl).all()
    assert kl[0].item() == pytest.approx(1000.0, rel=1e-9)
    # A token the reference rules out (-inf) contributes nothing, not nan.
    masked = torch.tensor([0.0, 0.0, float("-inf")])
    other = torch.tensor([0.0, 0.0, 5.0])
    p_other = torch.softmax(other.double(), 0)
    assert kl_divergence(masked, other).item() == pytest.approx(math.log(0.5 / p_other[0].item()), abs=1e-12)


def test_shift_changes_relative_error_but_not_kl():
    logits = torch.randn(3, 20, generator=torch.Generator().manual_seed(2))
    shifted = logits + 4.0
    assert torch.all(kl_divergence(logits, shifted).abs() < 1e-12)
    assert relative_logit_error(shifted, logits) > 0.5


def test_relative_error_of_scaled_logits():
    logits = torch.randn(5, 30, generator=torch.Generator().manual_seed(3))
    assert relative_logit_error(1.1 * logits, logits) == pytest.approx(0.1, rel=1e-6)
    assert relative_logit_error(logits, logits) == 0.0
    # by hand: a = (3, 4), b = (0, 5): ||(3, -1)|| / 5
    assert relative_logit_error(torch.tensor([3.0, 4.0]), torch.tensor([0.0, 5.0])) == pytest.approx(
        math.sqrt(10) / 5, rel=1e-12)


def test_agreement_and_ties_by_hand():
    ref = torch.tensor([[3.0, 2.8, 0.0], [3.0, 1.0, 0.0], [0.0, 1.0, 5.0], [1.0, 0.0, 0.9]])
    other = torch.tensor([[2.0, 2.9, 0.0], [3.0, 1.0, 0.0], [0.0, 1.0, 5.0], [0.0, 2.0, 0.0]])
    assert top1_agreement(other, ref) == pytest.approx(0.5)
    assert greedy_agreement(other, ref) == pytest.approx(0.5)
    assert near_ties(ref).tolist() == [True, False, False, True]
    assert near_ties(ref, gap=0.05).tolist() == [False, False, False, False]
    assert greedy_agreement(torch.tensor([1, 2, 3, 4]), torch.tensor([1, 2, 0, 4])) == pytest.approx(0.75)
    assert first_divergence([5, 6, 7], [5, 6, 8]) == 2
    assert first_divergence([5, 6], [5, 6, 8]) is None


def test_compare_summary():
    ref = torch.tensor([[3.0, 2.8, 0.0], [3.0, 1.0, 0.0], [0.0, 1.0, 5.0], [1.0, 0.0, 0.9]])
    other = torch.tensor([[2.0, 2.9, 0.0], [3.0, 1.0, 0.0], [0.0, 1.0, 5.0], [0.0, 2.0, 0.0]])
    summary = compare(other, ref)
    kl = kl_divergence(ref, other)
    assert summary["positions"] == 4
    assert summary["kl_mean"] == pytest.approx(kl.mean().item())
    assert summary["kl_max"] == pytest.approx(kl.max().item())
    assert summary["kl_max"] > summary["kl_median"] >= 0
    assert summary["top1_agreement"] == pytest.approx(0.5)
    # the two clear positions (rows 1 and 2) agree; the disagreements sit on near ties
    assert summary["near_ties"] == 2 and summary["top1_agreement_clear"] == 1.0
    assert summary["relative_error"] == pytest.approx(relative_logit_error(other, ref))


def test_shape_mismatch_is_a_clear_error():
    with pytest.raises(ValueError, match=r"\(2, 3\).*\(2, 4\)"):
        kl_divergence(torch.zeros(2, 3), torch.zeros(2, 4))
    with pytest.raises(ValueError, match="all zero"):
        relative_logit_error(torch.ones(3), torch.zeros(3))
