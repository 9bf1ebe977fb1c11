"""SentencePiece BPE (`tokenizer.ggml.model = "llama"`): merge by score, fall back to bytes.

Spaces are written as U+2581 ("▁"). Starting from single characters, the adjacent pair
whose concatenation is a token with the highest score merges first (ties: leftmost),
exactly as llama.cpp's SPM tokenizer does. A character that is no token is written as
its UTF-8 bytes, each the token `<0xNN>`.

Speed: no token contains "x▁" for most characters x (pieces start at a space), so the
text can be cut before such a "▁" into runs that never merge across the cut; each run
is merged alone and cached. The cut is exact: a merged symbol is always a token, so a
pair no token contains can never end up inside one symbol.
"""
import heapq
from array import array

import regex

from engine.tokenizer.string_table import StringIds

SPACE = "\u2581"


class SentencePieceBPE:
    """vocab: token text -> id (a dict, or a `StringTable`'s `ids`); scores: id -> float
    (held as one array of doubles: 8 bytes a token, where a list of Python floats takes
    32); byte_ids: byte -> id of `<0xNN>`."""

    def __init__(self, vocab, scores, byte_ids: dict):
        self.vocab = vocab
        self.scores = scores if isinstance(scores, array) and scores.typecode == "d" else array("d", map(float, scores))
        self.byte_ids = byte_ids
        self.cache = {}
        # characters x for which some token holds "x▁" (x not ▁): no cut after them
        if isinstance(vocab, StringIds):      # only the tokens holding ▁ past their start
            table = vocab.table
            texts = map(table.__getitem__, table.ids_containing(SPACE, after_first=True).tolist())
        else:
            texts = (text for text in vocab if SPACE in text[1:])
        glued, pair = set(), regex.compile(f"([^{SPACE}]){SPACE}")
        for text in texts:
            glued.update(pair.findall(text))
        cls = "".join(regex.escape(c) for c in sorted(glued))
        self.cut = regex.compile(f"(?<=[^{SPACE}{cls}])(?={SPACE})")

    def encode(self, text: str) -> list:
        """Text with spaces already written as ▁ -> ids."""
        out = []
        for run in self.cut.split(text):
            ids = self.cache.get(run)
            if ids is None:
                ids = self._encode(run)
                if len(self.cache) < 200_000:
                    self.cache[run] = ids
            out.extend(ids)
        return out

    def _encode(self, run):
        out = []
        for piece in self.merge(run):
            tid = self.vocab.get(piece)
            if tid is not None:
                out.append(tid)
            else:
                out.extend(self._byte_fallback(piece))
        return out

    def _byte_fallback(self, piece):
        ids = []
        for b in piece.encode("utf-8"):
            tid = self.byte_ids.get(b)
            if tid is None:
                raise ValueError(f"tokenizer.ggml.tokens: no byte token <0x{b:02X}> for {piece!r}")
            ids.append(tid)
        return ids

    def merge(self, text: str) -> list:
        """The pieces `text` ends as after every merge (strings)."""
        syms = list(text)
        n = len(syms)
        if n < 2:
            return syms
        vocab, scores = self.vocab, self.scores
        nxt = list(range(1, n + 1))
        nxt[-1] = -1
        prev = list(range(-1, n - 1))
        heap = []

        for i in range(n - 1):
            tid = vocab.get(syms[i] + syms[i + 1])
            if tid is not None:
                # highest score first, then leftmost; the length check drops stale pairs
                heap.append((-scores[tid], i, i + 1, 2))
        heapq.heapify(heap)
        while heap:
            _, i, j, size = heapq.heappop(heap)
            if not syms[i] or not syms[j] or len(syms[i]) + len(syms[j]) != size or nxt[i] != j:
                continue
            syms[i] += syms[j]
            syms[j] = ""
            k = nxt[j]
            nxt[i] = k
            if k >= 0:
                prev[k] = i
            p = prev[i]
            for a, b in ((p, i), (i, k)):
                if a >= 0 and b >= 0:
                    tid = vocab.get(syms[a] + syms[b])
                    if tid is not None:
                        heapq.heappush(heap, (-scores[tid], a, b, len(syms[a]) + len(syms[b])))
        return [s for s in syms if s]
