"""Turning a batch of next-token logits into next tokens.

Each row of the batch belongs to one request with its own settings: temperature (0 =
greedy), top-k, top-p and a random generator seeded per request. A row's token depends
only on that row's logits and its own generator, never on the other rows, so a seeded
request gives the same tokens alone or in any batch.

How a row is sampled (the order llama.cpp, vLLM and Hugging Face share):
    logits / temperature -> keep the k largest -> keep the smallest set of those whose
    renormalised probability reaches p -> draw one token from what is left.
The draw is one uniform number per row pushed through the cumulative probability of
the kept tokens in token-id order (inverse CDF): one number per token keeps a
request's random stream, and so its tokens, the same in any batch.

`sample` is the reference; `sample_fast` gives the same tokens without sorting the
whole vocabulary (a full sort of 150k logits costs milliseconds a row on a CPU).
"""
import torch

CANDIDATES = 256   # sample_fast looks at this many top tokens when they hold the kept set


def keep_sorted(sorted_logits: torch.Tensor, top_k: torch.Tensor, top_p: torch.Tensor) -> torch.Tensor:
    """Which entries of rows sorted in descending order survive top-k then top-p.

    sorted_logits: float [B, N], each row descending. top_k: long [B] (0 = no limit).
    top_p: float [B] in (0, 1] (1 = no limit). Returns bool [B, N]; each row's True
    entries are a prefix, at least one long.
    """
    n = sorted_logits.shape[-1]
    rank = torch.arange(n, device=sorted_logits.device)
    k = torch.where(top_k > 0, top_k, n).clamp_max(n)
    keep = rank[None, :] < k[:, None]                                 # top-k
    probs = torch.softmax(sorted_logits.masked_fill(~keep, float("-inf")), dim=-1)
    mass_before = torch.cumsum(probs, dim=-1) - probs                 # exclusive cumsum
    keep &= (mass_before < top_p[:, None]) | (top_p[:, None] >= 1)    # top-p (first always kept)
    return keep


def top_k_top_p_mask(logits: torch.Tensor, top_k, top_p) -> torch.Tensor:
    """bool [B, V] in vocabulary order: the tokens top-k then top-p leave to sample from.

    logits: float [B, V] (already divided by the temperature); top_k, top_p: per-row
    tensors [B] or one number for all rows. Ties at the cut go to the lower token id.
    """
    batch = logits.shape[0]
    top_k = torch.as_tensor(top_k, device=logits.device).expand(batch)
    top_p = torch.as_tensor(top_p, dtype=torch.float32, device=logits.device).expand(batch)
    sorted_logits, order = torch.sort(logits.float(), dim=-1, descending=True, stable=True)
    keep = keep_sorted(sorted_logits, top_k, top_p)
    return torch.zeros_like(keep).scatter(-1, order, keep)


def draw(logits: torch.Tensor, keep: torch.Tensor | None, uniforms: torch.Tensor) -> torch.Tensor:
    """Inverse-CDF draw: long [B] positions into rows of logits [B, N] among the kept
    entries (bool [B, N]; None = all), each row with its uniform in [0, 1)."""
    weights = torch.exp(logits - logits.max(dim=-1, keepdim=True).values)
    if keep is not None:
        weights = weights * keep
    cdf = torch.cumsum(weights, dim=-1)
    total = cdf[:, -1:]
    # Rounding can lift u * total to the total itself; just below it, the first entry
    # whose cumulative weight exceeds the target is always a kept one (right=True).
    target = torch.minimum(uniforms[:, None].to(cdf.dtype) * total, torch.nextafter(total, torch.zeros_like(total)))
    return torch.searchsorted(cdf, target, right=True).squeeze(-1)


def greedy(logits: torch.Tensor) -> torch.Tensor:
    """Each row's argmax, long [B] from float [B, V]: the first largest entry (a NaN
    counting as largest), what `logits.argmax(dim=-1)` returns. A float32 CPU batch goes
    through numpy's argmax, a few times faster than torch's (about 50 against 120
    microseconds for a 49k vocabulary right after a decode step, 16 against 129 warm): a
    greedy decode pays it every token."""
    if logits.device.type == "cpu" and logits.dtype == torch.float32:
        return torch.from_numpy(logits.detach().numpy().argmax(axis=-1))
    return logits.argmax(dim=-1)


def sample(logits: torch.Tensor, temperature: torch.Tensor, top_k: torch.Tensor,
           top_p: torch.Tensor, uniforms: torch.Tensor) -> torch.Tensor:
    """Next token of every row (the reference). (Your engine: Chapter 31)

    logits: float [B, V]. temperature: float [B] (0 = greedy: argmax, its uniform is
    ignored). top_k: long [B] (0 = off). top_p: float [B] (1 = off). uniforms: float [B]
    in [0, 1), one fresh draw from each row's own generator. Returns long [B].
    """
    logits = logits.float()
    greedy = logits.argmax(dim=-1)
    scaled = logits / torch.where(temperature > 0, temperature, 1.0)[:, None]
    keep = top_k_top_p_mask(scaled, top_k, top_p)
    return torch.where(temperature > 0, draw(scaled, keep, uniforms), greedy)


def sample_fast(logits: torch.Tensor, temperature: torch.Tensor, top_k: torch.Tensor,
                top_p: torch.Tensor, uniforms: torch.Tensor) -> torch.Tensor:
    """The same tokens as `sample`, at a cost that does not grow with a full sort.

    Greedy rows take the argmax; rows without top-k/top-p draw over the whole vocabulary
    (no sort needed); filtered rows look only at their top CANDIDATES tokens, and only a
    row whose kept set reaches past them falls back to `sample`. Each choice depends on
    the row alone, so results stay independent of the batch.
    """
    logits = logits.float()
    tokens = greedy(logits)
    sampled = temperature > 0
    if not bool(sampled.any()):
        return tokens
    vocab = logits.shape[-1]
    filtered = sampled & ((top_k > 0) | (top_p < 1))
    plain = (sampled & ~filtered).nonzero().squeeze(-1)
    if plain.numel():
        scaled = logits[plain] / temperature[plain, None]
        tokens[plain] = draw(scaled, None, uniforms[plain])
    rows = filtered.nonzero().squeeze(-1)
    if rows.numel() == 0:
        return tokens
    n = min(CANDIDATES, vocab)
    scaled = logits[rows] / temperature[rows, None]
    values, ids = torch.topk(scaled, n, dim=-1)
    # Order the candidates as the reference's stable sort does: descending, ties by id.
    by_id = ids.argsort(dim=-1)
    values, ids = values.gather(-1, by_id), ids.gather(-1, by_id)
    by_value = values.argsort(dim=-1, descending=True, stable=True)
    values, ids = values.gather(-1, by_value), ids.gather(-1, by_value)
    k, p = top_k[rows], top_p[rows]
    keep = keep_sorted(values, k, p)
    if n < vocab:
        # Without top-k the top-p mass is over the whole vocabulary, not the candidates.
        whole = torch.exp(values - torch.logsumexp(scaled, dim=-1, keepdim=True))
        mass_before = torch.cumsum(whole, dim=-1) - whole
        keep = torch.where((k > 0)[:, None], keep, mass_before < p[:, None])
        fits = torch.where(k > 0, k <= n, keep[:, -1].logical_not())
    else:
        fits = torch.ones_like(k, dtype=torch.bool)
    # Draw in token-id order, as `sample` does: sort the kept ids, dropped ones last.
    order = torch.where(keep, ids, vocab).argsort(dim=-1)
    ids, values, keep = ids.gather(-1, order), values.gather(-1, order), keep.gather(-1, order)
    picked = ids.gather(-1, draw(values, keep, uniforms[rows])[:, None]).squeeze(-1)
    slow = (~fits).nonzero().squeeze(-1)
    if slow.numel():
        r = rows[slow]
        picked[slow] = sample(logits[r], temperature[r], k[slow], p[slow], uniforms[r])
    tokens[rows] = picked
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
