"""Turning a batch of next-token logits into next tokens.

Each row of the batch belongs to one request with its own settings: temperature (0 =
greedy), top-k, top-p and a random generator seeded per request. A row's token depends
only on that row's logits and its own generator, never on the other rows, so a seeded
request gives the same tokens alone or in any batch.

How a row is sampled (the order llama.cpp, vLLM and Hugging Face share):
    logits / temperature -> keep the k largest -> keep the smallest set of those whose
    renormalised probability reaches p -> draw one token from what is left.
After a descending sort both filters keep a prefix of the sorted row, so the draw is
one uniform number per row pushed through the cumulative sum of that prefix (inverse
CDF). One uniform per token keeps a request's stream of random numbers, and so its
tokens, independent of the vocabulary layout of other rows and of the batch.
"""
import torch


def keep_sorted(sorted_logits: torch.Tensor, top_k: torch.Tensor, top_p: torch.Tensor) -> torch.Tensor:
    """Which entries of rows sorted in descending order survive top-k then top-p.

    sorted_logits: float [B, V], each row descending. top_k: long [B] (0 = no limit).
    top_p: float [B] in (0, 1] (1 = no limit). Returns bool [B, V]; each row's True
    entries are a prefix, at least one long.
    """
    vocab = sorted_logits.shape[-1]
    rank = torch.arange(vocab, device=sorted_logits.device)
    k = torch.where(top_k > 0, top_k, vocab).clamp_max(vocab)
    keep = rank[None, :] < k[:, None]                                 # top-k
    probs = torch.softmax(sorted_logits.masked_fill(~keep, float("-inf")), dim=-1)
    mass_before = torch.cumsum(probs, dim=-1) - probs                 # exclusive cumsum
    keep &= mass_before < top_p[:, None]                              # top-p (first always kept)
    return keep


def top_k_top_p_mask(logits: torch.Tensor, top_k, top_p) -> torch.Tensor:
    """bool [B, V] in vocabulary order: the tokens top-k then top-p leave to sample from.

    logits: float [B, V]; top_k, top_p: per-row tensors [B] or one number for all rows.
    Ties at the cut are broken towards the lower token id (a stable sort).
    """
    batch = logits.shape[0]
    top_k = torch.as_tensor(top_k, device=logits.device).expand(batch)
    top_p = torch.as_tensor(top_p, dtype=torch.float32, device=logits.device).expand(batch)
    sorted_logits, order = torch.sort(logits.float(), dim=-1, descending=True, stable=True)
    keep = keep_sorted(sorted_logits, top_k, top_p)
    return torch.zeros_like(keep).scatter(-1, order, keep)


def sample(logits: torch.Tensor, temperature: torch.Tensor, top_k: torch.Tensor,
           top_p: torch.Tensor, uniforms: torch.Tensor) -> torch.Tensor:
    """Next token of every row. (Your engine: Chapter 31)

    logits: float [B, V]. temperature: float [B] (0 = greedy: argmax, its uniform is
    ignored). top_k: long [B] (0 = off). top_p: float [B] (1 = off). uniforms: float [B]
    in [0, 1), one fresh draw from each row's own generator. Returns long [B].
    """
    logits = logits.float()
    greedy = logits.argmax(dim=-1)
    sampled_rows = temperature > 0
    if not bool(sampled_rows.any()):
        return greedy
    rows = sampled_rows.nonzero().squeeze(-1)
    scaled = logits[rows] / temperature[rows, None]
    sorted_logits, order = torch.sort(scaled, dim=-1, descending=True, stable=True)
    keep = keep_sorted(sorted_logits, top_k[rows], top_p[rows])
    probs = torch.softmax(sorted_logits.masked_fill(~keep, float("-inf")), dim=-1)
    cdf = torch.cumsum(probs, dim=-1)
    target = uniforms[rows, None].to(cdf.dtype) * cdf[:, -1:]
    # right=True: the first position whose cumulative mass exceeds the target; rounding
    # can push the target to the total, so stay inside the kept prefix.
    pos = torch.searchsorted(cdf, target, right=True).squeeze(-1)
    pos = torch.minimum(pos, keep.sum(dim=-1) - 1)
    tokens = greedy.clone()
    tokens[rows] = order.gather(-1, pos[:, None]).squeeze(-1)
    return tokens


def make_generator(seed: int | None) -> torch.Generator:
    """A request's own CPU generator: seeded when `seed` is given, else from the global
    torch generator (so `torch.manual_seed` still makes a whole run repeatable)."""
    if seed is None:
        seed = int(torch.randint(0, 2**62, (1,)).item())
    return torch.Generator().manual_seed(int(seed))


def draw_uniforms(generators: list, device) -> torch.Tensor:
    """float32 [B]: one uniform from each row's generator; None (a greedy row) gives 0
    and advances nothing."""
    values = [float(torch.rand((), generator=g)) if g is not None else 0.0 for g in generators]
    return torch.tensor(values, dtype=torch.float32).to(device, non_blocking=True)
