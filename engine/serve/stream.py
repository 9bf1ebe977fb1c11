"""Text as it is generated, and stop strings found in it.

The engine works on token ids; text comes from a `detokenize(ids) -> str` callable (a
tokenizer's `decode`). Decoding one token at a time is wrong for byte-level
vocabularies: a character can span several tokens, and a lone piece of it decodes to
U+FFFD. `IncrementalText` re-decodes a short window of recent tokens instead and
releases text only once it no longer ends in an unfinished character.
"""
from typing import Callable, Sequence

REPLACEMENT = "\ufffd"  # what decoders produce for an incomplete UTF-8 sequence


class IncrementalText:
    """Turns a growing list of token ids into new text, a few tokens of work per call.

    `prefix` is where the window of re-decoded tokens starts; `read` is how many tokens
    have been released as text. Decoding `ids[prefix:]` and subtracting the text of
    `ids[prefix:read]` gives the new text with the right spacing at its start (some
    tokenizers drop a leading space when a sequence starts mid-word). `context` (a
    prompt's last few ids) starts the window, so even the first new token keeps its
    leading space; it is not part of `text`.
    """

    def __init__(self, detokenize: Callable[[Sequence[int]], str], context: Sequence[int] = ()):
        self.detokenize = detokenize
        self.ids: list[int] = [int(i) for i in context]
        self.text = ""
        self.prefix = 0
        self.read = len(self.ids)

    def add(self, ids: Sequence[int]) -> str:
        """Append token ids; return the text they complete ("" while a character is unfinished)."""
        self.ids.extend(int(i) for i in ids)
        before = self.detokenize(self.ids[self.prefix:self.read])
        after = self.detokenize(self.ids[self.prefix:])
        if len(after) <= len(before) or after.endswith(REPLACEMENT):
            return ""
        new = after[len(before):]
        self.prefix, self.read = self.read, len(self.ids)
        self.text += new
        return new


def find_stop(text: str, new_chars: int, stops: Sequence[str]) -> int:
    """Where the earliest stop string ends its match in `text`, looking only at matches
    that end inside the last `new_chars` characters; returns the index the kept text ends
    at (the stop string itself is cut), or -1 when there is none.
    """
    if not stops or new_chars <= 0:
        return -1
    best = -1
    for stop in stops:
        # A match ending in the new text starts at most len(stop) - 1 characters before it.
        start = max(0, len(text) - new_chars - len(stop) + 1)
        at = text.find(stop, start)
        if at >= 0 and (best < 0 or at < best):
            best = at
    return best


def partial_stop(text: str, stops: Sequence[str]) -> int:
    """Length of the longest end of `text` that begins some stop string (0 if none): text
    held back from a stream until it is known not to be a stop."""
    longest = 0
    for stop in stops:
        for n in range(min(len(stop) - 1, len(text)), longest, -1):
            if text.endswith(stop[:n]):
                longest = n
                break
    return longest


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """How many tokens `a` and `b` share at their start (a cached prefix a prompt reuses)."""
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i
