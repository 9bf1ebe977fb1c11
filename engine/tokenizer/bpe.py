"""Byte-level BPE (GPT-2 style): words from the pre-tokenizer, merged pair by pair by rank.

Every byte of a word is first written as one printable character (`BYTE_TO_CHAR`, the
GPT-2 table: printable Latin-1 bytes stand for themselves, the rest move to U+0100..),
so the vocabulary and merges are strings. Merging follows llama.cpp exactly: the pair
with the lowest merge rank goes first, ties go to the leftmost pair, and a merged
symbol only re-queues its two new neighbours (a heap over a linked list, so a word of
n symbols costs O(n log n), not a rescan per merge). Results are cached per word.
"""
import heapq

import numpy as np

from engine.tokenizer.string_table import StringTable


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


def merge_ranks(merges) -> dict:
    """{(left, right): rank} from "left right" merge strings, rank = position; a pair
    listed twice keeps its first rank. llama.cpp cuts a merge at the first space after
    its first character ("  a" is (" ", "a")); a merge without one is an error."""
    ranks = {}
    for rank, merge in enumerate(merges):
        pos = merge.find(" ", 1)
        if pos < 0:
            raise ValueError(f"tokenizer.ggml.merges[{rank}]: expected 'left right', found {merge!r}")
        ranks.setdefault((merge[:pos], merge[pos + 1:]), rank)
    return ranks


def merge_ranks_by_text(merges):
    """{"left right": rank}: the merge strings themselves as keys, first rank kept, as a
    read-only mapping over a `StringTable` of them (no Python object per merge).

    For symbols without a space (every byte-level symbol: a space byte is written "Ġ")
    `by_text[left + " " + right]` is `merge_ranks(merges)[left, right]`: such a text has
    exactly one space, right after `left`, where llama.cpp cuts it. Merges that llama.cpp
    could not cut raise the same error as `merge_ranks`, found in one pass over the bytes.
    """
    table = merges if isinstance(merges, StringTable) else StringTable(merges)
    if len(table):
        cut = np.zeros(len(table), dtype=bool)
        cut[table.ids_containing(" ", after_first=True)] = True
        if not cut.all():
            merge_ranks(table)           # raises, naming the first merge without a cut
    return table.ids


class BytePairEncoder:
    """Merge byte-level words into token ids.

    vocab: token text -> id (a dict, or a `StringTable`'s `ids`). merges: "left right"
    strings, rank = position (a list or a `StringTable`).
    ignore_merges: a whole word that is already a token is taken as is (llama3 files).
    byte_encode: words are merged as GPT-2 byte characters (True) or as raw UTF-8 text, a
    piece without a token falling back to `<0xNN>` byte tokens (SentencePiece-style BPE).
    newline_tokens: a word of newlines only that is a token is taken as is (gemma4).
    `ranks` ({(left, right): rank}) is built on first use; merging looks pairs up by
    their "left right" text (`merge_ranks_by_text`), which is cheaper to hold.
    """

    def __init__(self, vocab, merges, ignore_merges: bool = False, byte_encode: bool = True,
                 newline_tokens: bool = False):
        self.vocab = vocab
        self.byte_encode, self.newline_tokens = byte_encode, newline_tokens
        self.merges = merges if isinstance(merges, StringTable) else StringTable(merges)
        self.by_text = merge_ranks_by_text(self.merges)
        self._ranks = None
        self.ignore_merges = ignore_merges
        self.cache = {}

    @property
    def ranks(self) -> dict:
        """{(left, right): rank}, as llama.cpp cuts the merges (see `merge_ranks`)."""
        if self._ranks is None:
            self._ranks = merge_ranks(self.merges)
        return self._ranks

    def encode_word(self, word: str) -> list:
        """One pre-tokenized word (plain text) -> ids; cached by the word."""
        ids = self.cache.get(word)
        if ids is None:
            ids = self._encode(bytes_to_chars(word.encode("utf-8")) if self.byte_encode else word)
            if len(self.cache) < 200_000:
                self.cache[word] = ids
        return ids

    def _encode(self, word):
        vocab = self.vocab
        if (self.ignore_merges or self.newline_tokens and not word.strip("\n")) and word in vocab:
            return [vocab[word]]
        out = []
        for piece in self.merge(word):
            tid = vocab.get(piece)
            if tid is not None:
                out.append(tid)
            elif self.byte_encode:          # no token: one per byte character, if present
                out.extend(vocab[c] for c in piece if c in vocab)
            else:                           # no token: one <0xNN> per UTF-8 byte, if present
                out.extend(vocab[t] for t in (f"<0x{b:02X}>" for b in piece.encode("utf-8")) if t in vocab)
        return out

    def merge(self, word: str) -> list:
        """The symbols `word` ends as after every merge (pure strings, for tests and study).

        Byte-level words hold no space; a word that does (a plain string given here) is
        merged by `merge_by_rescan` over `ranks`, where a "left right" text could be ambiguous.
        """
        if " " in word:
            return merge_by_rescan(word, self.ranks)
        syms = list(word)
        n = len(syms)
        if n < 2:
            return syms
        ranks = self.by_text
        nxt = list(range(1, n + 1))
        nxt[-1] = -1
        prev = list(range(-1, n - 1))
        heap = []
        for i in range(n - 1):
            r = ranks.get(syms[i] + " " + syms[i + 1])
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
                r = ranks.get(syms[p] + " " + text)
                if r is not None:
                    heapq.heappush(heap, (r, p, i, syms[p] + text))
            if k >= 0:
                r = ranks.get(text + " " + syms[k])
                if r is not None:
                    heapq.heappush(heap, (r, i, k, text + syms[k]))
        return [s for s in syms if s]


def merge_by_rescan(word: str, ranks: dict) -> list:
    """The textbook loop: merge the adjacent pair of lowest rank (leftmost on ties), rescan,
    repeat. O(n^2) per word; the reference the heap merge is tested against."""
    syms = list(word)
    while True:
        ranked = [(ranks.get(pair), i) for i, pair in enumerate(zip(syms, syms[1:]))]
        ranked = [(r, i) for r, i in ranked if r is not None]
        if not ranked:
            return syms
        _, i = min(ranked)
        syms[i:i + 2] = [syms[i] + syms[i + 1]]
