"""Logit processors: what a request's own settings do to its row of logits before sampling.

Applied in this order to one row [V] of float32 logits (the row is changed in place):
    logit_bias        added to the named tokens' logits (OpenAI's, -100..100)
    repeat_penalty    llama.cpp's: each token among the last `repeat_last_n` of prompt and
                      output gets its logit divided by the penalty when positive, multiplied
                      when negative (so > 1 always makes it less likely)
    presence / frequency penalties   OpenAI's: minus presence for every token generated so
                      far, minus frequency x its count (over the generated tokens, as vLLM)
    grammar           tokens the request's grammar does not allow now go to -inf
    min_p             tokens whose probability at the request's temperature is below min_p
                      x the top token's go to -inf (logit < max + T * log(min_p))
The sampler (sampling.py) then applies temperature, top-k and top-p to what is left.

Log-probabilities come from the model's own distribution (`token_logprobs`, OpenAI's), or
from the one a token was drawn from (`sampled_logprobs`, llama-server's post-sampling probs).
"""
import math

import torch

from engine.serve.sampling import top_k_top_p_mask

NEG_INF = float("-inf")


def apply_bias(row: torch.Tensor, bias: dict) -> None:
    ids = torch.tensor(list(bias.keys()), dtype=torch.long, device=row.device)   # on the row's device (a GPU's logits)
    values = torch.tensor(list(bias.values()), dtype=row.dtype, device=row.device)
    if ids.numel() and int(ids.max()) >= row.shape[0]:
        raise ValueError(f"logit_bias: token id {int(ids.max())} is outside the vocabulary [0, {row.shape[0]})")
    row.index_add_(0, ids, values)


def apply_repeat_penalty(row: torch.Tensor, recent: list, penalty: float) -> None:
    if not recent:
        return
    ids = torch.tensor(sorted(set(recent)), dtype=torch.long, device=row.device)
    values = row[ids]
    row[ids] = torch.where(values > 0, values / penalty, values * penalty)


def apply_presence_frequency(row: torch.Tensor, output: list, presence: float, frequency: float) -> None:
    if not output:
        return
    ids, counts = torch.tensor(output, dtype=torch.long, device=row.device).unique(return_counts=True)
    row.index_add_(0, ids, -(presence + frequency * counts.to(row.dtype)))


def apply_min_p(row: torch.Tensor, min_p: float, temperature: float) -> None:
    threshold = row.max() + temperature * math.log(min_p)
    row.masked_fill_(row < threshold, NEG_INF)


def recent_tokens(prompt: list, output: list, n: int) -> list:
    """The last n tokens of prompt + output, without copying the whole prompt."""
    if n <= 0:
        return []
    tail = output[-n:]
    need = n - len(tail)
    return (prompt[-need:] if need > 0 else []) + tail


def process_row(row: torch.Tensor, request) -> None:
    """Apply `request`'s processors to its logits row [V] in place (see the module docstring).
    Raises ValueError when nothing is left to sample from."""
    p = request.params
    if p.logit_bias:
        apply_bias(row, p.logit_bias)
    if p.repeat_penalty != 1 and p.repeat_last_n > 0:
        apply_repeat_penalty(row, recent_tokens(request.prompt, request.output, p.repeat_last_n),
                             p.repeat_penalty)
    if p.presence_penalty or p.frequency_penalty:
        apply_presence_frequency(row, request.output, p.presence_penalty, p.frequency_penalty)
    if request.matcher is not None:
        request.matcher.mask_logits(row)
    if not bool(torch.isfinite(row.max())):
        raise ValueError("no token is allowed at this step (the grammar or logit_bias excludes them all)")
    if p.min_p > 0 and p.temperature > 0:
        apply_min_p(row, p.min_p, p.temperature)


def token_logprobs(raw: torch.Tensor, tokens: list, top: list) -> list:
    """For each row of raw logits [B, V]: (logprob of tokens[b], the top[b] most likely
    (id, logprob) pairs) under the model's own distribution, before any processor."""
    logp = torch.log_softmax(raw.float(), dim=-1)
    chosen = logp.gather(-1, torch.tensor(tokens, device=raw.device)[:, None]).squeeze(-1).tolist()
    k = max(top) if top else 0
    if k:
        values, ids = torch.topk(logp, k, dim=-1)
        values, ids = values.tolist(), ids.tolist()
    out = []
    for b, n in enumerate(top):
        pairs = list(zip(ids[b][:n], values[b][:n])) if n else []
        out.append((chosen[b], pairs))
    return out


def sampled_logprobs(logits: torch.Tensor, params: list, tokens: list) -> list:
    """For each row of processed logits [B, V] (what the sampler saw, logit processors
    applied): (logprob of tokens[b], the params[b].logprobs most likely (id, logprob) pairs)
    under the distribution tokens[b] was drawn from: logits / temperature, cut by top-k and
    top-p, renormalised. A greedy row's distribution is all on its token; tokens the cut left
    out are not listed (llama-server's `post_sampling_probs`)."""
    out = []
    for b, p in enumerate(params):
        if p.temperature == 0:
            out.append((0.0, [(tokens[b], 0.0)][:p.logprobs]))
            continue
        scaled = logits[b:b + 1].float() / p.temperature
        keep = top_k_top_p_mask(scaled, p.top_k, p.top_p)
        logp = torch.log_softmax(scaled.masked_fill(~keep, NEG_INF), dim=-1)[0]
        values, ids = torch.topk(logp, min(p.logprobs, int(keep.sum())))
        out.append((float(logp[tokens[b]]), list(zip(ids.tolist(), values.tolist()))))
    return out
