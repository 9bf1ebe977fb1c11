"""Byte-level BPE (GPT-2 style): words from the pre-tokenizer, merged pair by pair by rank.

Every byte of a word is first written as one printable character (`BYTE_TO_CHAR`, the
GPT-2 table: printable Latin-1 bytes stand for themselves, the rest move to U+0100..),
so the vocabulary and merges are strings. Merging follows llama.cpp exactly: the pair
with the lowest merge rank goes first, ties go to the leftmost pair, and a merged
symbol only re-queues its two new neighbours (a heap over a linked list, so a word of
n symbols costs O(n log n), not a rescan per merge). Results are cached per word.
"""
import heapq


def _byte_table():
    printable = (list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1))
                 + list(range(ord("®"), ord("ÿ") + 1)))
    table, extra = {}, 0
    for b in range(256):
        if b in printable:
            table[b] = chr(b)
        else:
            table[b] = chr(256 + extra)
            extra += 1
    return table


BYTE_TO_CHAR = _byte_table()                      # byte -> its character in the vocab
CHAR_TO_BYTE = {c: b for b, c in BYTE_TO_CHAR.items()}
_LATIN1_TO_CHARS = str.maketrans({chr(b): c for b, c in BYTE_TO_CHAR.items()})


def bytes_to_chars(data: bytes) -> str:
    """UTF-8 bytes -> the byte-level string the vocab is written in."""
    return data.decode("latin-1").translate(_LATIN1_TO_CHARS)   # latin-1: byte b -> chr(b)


def chars_to_bytes(text: str) -> bytes:
    """A byte-level token's text -> its bytes (characters outside the table are kept as UTF-8)."""
    out = bytearray()
    for ch in text:
        b = CHAR_TO_BYTE.get(ch)
        if b is None:
            out += ch.encode("utf-8")
        else:
            out.append(b)
    return bytes(out)


class BytePairEncoder:
    """Merge byte-level words into token ids.

    vocab: token text -> id. merges: "left right" strings, rank = position.
    ignore_merges: a whole word that is already a token is taken as is (llama3 files).
    """

    def __init__(self, vocab: dict, merges, ignore_merges: bool = False):
        self.vocab = vocab
        self.ranks = {}
        for rank, merge in enumerate(merges):
            # llama.cpp splits at the first space after the first byte ("  a" has a space left)
            pos = merge.find(" ", 1)
            if pos < 0:
                raise ValueError(f"tokenizer.ggml.merges[{rank}]: expected 'left right', found {merge!r}")
            self.ranks.setdefault((merge[:pos], merge[pos + 1:]), rank)
        self.ignore_merges = ignore_merges
        self.cache = {}

    def encode_word(self, word: str) -> list:
        """One pre-tokenized word (plain text) -> ids; cached by the word."""
        ids = self.cache.get(word)
        if ids is None:
            ids = self._encode(bytes_to_chars(word.encode("utf-8")))
            if len(self.cache) < 200_000:
                self.cache[word] = ids
        return ids

    def _encode(self, word):
        vocab = self.vocab
        if self.ignore_merges and word in vocab:
            return [vocab[word]]
        out = []
        for piece in self.merge(word):
            tid = vocab.get(piece)
            if tid is not None:
                out.append(tid)
            else:                           # no token: one per byte character, if present
                out.extend(vocab[c] for c in piece if c in vocab)
        return out

    def merge(self, word: str) -> list:
        """The symbols `word` ends as after every merge (pure strings, for tests and study)."""
        syms = list(word)
        n = len(syms)
        if n < 2:
            return syms
        ranks = self.ranks
        nxt = list(range(1, n + 1))
        nxt[-1] = -1
        prev = list(range(-1, n - 1))
        heap = []
        for i in range(n - 1):
            r = ranks.get((syms[i], syms[i + 1]))
            if r is not None:
                heap.append((r, i, i + 1, syms[i] + syms[i + 1]))
        heapq.heapify(heap)
        while heap:
            _, i, j, text = heapq.heappop(heap)
            left, right = syms[i], syms[j]
            if not left or not right or left + right != text:
                continue                    # stale: one side has merged since it was queued
            syms[i], syms[j] = text, ""
            k = nxt[j]
            nxt[i] = k
            if k >= 0:
                prev[k] = i
            p = prev[i]
            if p >= 0:
                r = ranks.get((syms[p], text))
                if r is not None:
                    heapq.heappush(heap, (r, p, i, syms[p] + text))
            if k >= 0:
                r = ranks.get((text, syms[k]))
                if r is not None:
                    heapq.heappush(heap, (r, i, k, text + syms[k]))
        return [s for s in syms if s]
