"""How close one model's logits are to a reference's (e.g. a quantized model to llama.cpp).

All measures take logits of shape [..., V] (any leading dims: positions, batch) and
compute in float64, so a measure's own rounding never hides a small difference.

- relative_logit_error: ||a - b|| / ||b|| over everything; sensitive to any change,
  including ones that leave the distribution alone (a constant shift per row).
- kl_divergence: KL(P_ref || Q) per position, what the difference costs in nats;
  llama.cpp's `llama-perplexity --kl-divergence` reports the same quantity.
- top1_agreement / greedy_agreement: how often the most likely token is the same.
- near_ties: positions where the reference itself barely prefers its top token; a
  greedy continuation may fork there without anything being wrong.
"""
import torch


def _pair(logits, reference, name):
    a, b = torch.as_tensor(logits), torch.as_tensor(reference)
    if a.shape != b.shape:
        raise ValueError(f"{name}: logits {tuple(a.shape)} and reference {tuple(b.shape)} differ in shape")
    if a.ndim == 0:
        raise ValueError(f"{name}: expected logits [..., V], got a scalar")
    return a.double(), b.double()


def relative_logit_error(logits, reference) -> float:
    """||logits - reference|| / ||reference|| (Frobenius norm over all elements, float64)."""
    a, b = _pair(logits, reference, "relative_logit_error")
    norm = torch.linalg.vector_norm(b)
    if norm == 0:
        raise ValueError("relative_logit_error: the reference logits are all zero")
    return float(torch.linalg.vector_norm(a - b) / norm)


def kl_divergence(logits_p_ref, logits_q) -> torch.Tensor:
    """KL(P_ref || Q) in nats at every position: float64 [...] from logits [..., V].

    sum_v p(v) (log p(v) - log q(v)) with log-softmax (stable for large logits); a
    token P_ref gives no probability (logit -inf) contributes nothing.
    """
    p_logits, q_logits = _pair(logits_p_ref, logits_q, "kl_divergence")
    log_p = torch.log_softmax(p_logits, dim=-1)
    log_q = torch.log_softmax(q_logits, dim=-1)
    p = log_p.exp()
    terms = torch.where(p > 0, p * (log_p - log_q), torch.zeros_like(p))
    return terms.sum(dim=-1).clamp_min(0.0)   # >= 0 in exact arithmetic


def top1_agreement(logits, reference) -> float:
    """Fraction of positions where both put their largest logit on the same token."""
    a, b = _pair(logits, reference, "top1_agreement")
    return float((a.argmax(dim=-1) == b.argmax(dim=-1)).double().mean())


def greedy_agreement(a, b) -> float:
    """Fraction of positions where two greedy choices match.

    a, b: logits [..., V] (compared by argmax) or token ids [...] (compared as they are),
    of the same shape.
    """
    a, b = torch.as_tensor(a), torch.as_tensor(b)
    if a.is_floating_point() != b.is_floating_point():
        raise ValueError("greedy_agreement: pass two logits tensors or two token-id tensors, not one of each")
    if a.is_floating_point():
        return top1_agreement(a, b)
    if a.shape != b.shape:
        raise ValueError(f"greedy_agreement: token ids {tuple(a.shape)} and {tuple(b.shape)} differ in shape")
    if a.numel() == 0:
        raise ValueError("greedy_agreement: no positions to compare")
    return float((a == b).double().mean())


def first_divergence(a, b) -> int | None:
    """Index of the first position where two token sequences differ (None if one is a
    prefix of the other): how long two greedy continuations agree."""
    for i, (x, y) in enumerate(zip(list(a), list(b))):
        if int(x) != int(y):
            return i
    return None


def near_ties(reference, gap: float = 0.5) -> torch.Tensor:
    """bool [...]: positions where the reference's two largest logits differ by less than `gap`."""
    ref = torch.as_tensor(reference).double()
    if ref.shape[-1] < 2:
        raise ValueError(f"near_ties: expected logits [..., V] with V >= 2, got {tuple(ref.shape)}")
    top2 = ref.topk(2, dim=-1).values
    return (top2[..., 0] - top2[..., 1]) < gap


def compare(logits, reference, gap: float = 0.5) -> dict:
    """Summary of logits [..., V] against reference logits of the same shape.

    Keys: positions, kl_mean, kl_median, kl_max (nats), top1_agreement,
    top1_agreement_clear (over positions that are not near ties of the reference; nan
    if all are), near_ties (count), relative_error.
    """
    a, b = _pair(logits, reference, "compare")
    kl = kl_divergence(b, a).flatten()
    agree = (a.argmax(dim=-1) == b.argmax(dim=-1)).flatten()
    ties = near_ties(b, gap).flatten()
    clear = agree[~ties]
    return {
        "positions": kl.numel(),
        "kl_mean": float(kl.mean()),
        "kl_median": float(kl.median()),
        "kl_max": float(kl.max()),
        "top1_agreement": float(agree.double().mean()),
        "top1_agreement_clear": float(clear.double().mean()) if clear.numel() else float("nan"),
        "near_ties": int(ties.sum()),
        "relative_error": relative_logit_error(a, b),
    }
