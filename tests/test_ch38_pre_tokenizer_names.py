"""Chapter 38: the pre-tokenizer names llama.cpp 0.3.36 added last, id for id against llama.cpp.

`gemma4`, `granite-embed-multi-311m` and `sarvam-moe` are SentencePiece-style BPE: spaces
become `▁`, merges run over whole lines of raw UTF-8, a piece without a token falls back to
`<0xNN>` byte tokens (gemma4 also takes a run of newlines whole when it is a token).
`whitespace` (jina-embeddings-v2-base-zh) is BPE on the raw words between whitespace, which
is dropped. `glm5` is GLM-4's byte-level regex with `ignore_merges`. Each vocabulary is
trained here on a mixed-script text, written to a tiny GGUF file and read by llama.cpp.
"""
import collections

import numpy as np
import pytest
import torch

from conftest import llama_cpp_oracle
from engine.formats.gguf import GGUFReader, write_gguf
from engine.gguf.tokenizer import merge_pair, tokenizer_from_gguf, tokenizer_to_gguf, train_bpe
from engine.tokenizer.bpe import bytes_to_chars
from engine.tokenizer.pretokenizers import PRE_OPTIONS, PRE_TOKENIZERS, Splitter

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
from engine.evaluation import llama_cpp as oracle  # noqa: E402

TEXTS = [
    "The quick brown fox jumps over the lazy dog. The fox is quick, the dog is lazy!",
    "Café crème brûlée, naïve façade — déjà vu! Straße, İstanbul, Łódź.",
    "Привет, как дела? Съешь же ещё этих мягких французских булок.",
    "你好，世界！我们今天去北京。こんにちは世界、カタカナ。안녕하세요 세계",
    "مرحبا بالعالم، كيف حالك؟ नमस्ते दुनिया, आप कैसे हैं? ४२ ١٢٣",
    "def f(x):\n\treturn x**2 + 1  # comment\n\n\nclass A(B):\n    pass\n",
    "12345 3.14159 1,000,000 it's don't I'm   many   spaces\u00a0nbsp\u3000ideo ▁ x▁y",
]
UNSEEN = ["emoji 😀👍🏽 🇯🇵 Ærøskøbing Γειά σου Κόσμε", "\n\n\n\n x\n\n y \t z  "]
SPECIALS = ["<pad>", "<eos>", "<bos>", "<unk>"]
LLAMA_META = {"general.architecture": "llama", "general.name": "pre-tokenizer test", "llama.context_length": 64,
              "llama.embedding_length": 32, "llama.block_count": 1, "llama.feed_forward_length": 64,
              "llama.attention.head_count": 2, "llama.attention.head_count_kv": 2,
              "llama.rope.dimension_count": 16, "llama.attention.layer_norm_rms_epsilon": 1e-5}


def train_raw_bpe(words, n_merges):
    """BPE over raw characters (no byte-level alphabet): the base alphabet is every
    character seen twice or more, then one token per merge (most frequent pair first; none
    with a space or a newline)."""
    counts = collections.Counter(words)
    chars = collections.Counter(c for w, k in counts.items() for c in w for _ in range(k))
    alphabet = sorted(c for c, k in chars.items() if k >= 2)
    seqs = {w: list(w) for w in counts}
    merges, tokens = [], []
    for _ in range(n_merges):
        pairs = collections.Counter()
        for w, k in counts.items():
            s = seqs[w]
            for a, b in zip(s, s[1:]):
                if a in alphabet or len(a) > 1:
                    pairs[a, b] += k
        pairs = {p: k for p, k in pairs.items() if not set(" \n") & set(p[0] + p[1]) and p[0] + p[1] not in tokens
                 and p[0] + p[1] not in alphabet}
        if not pairs:
            break
        (a, b), _ = min(pairs.items(), key=lambda kv: (-kv[1], kv[0]))
        merges.append(f"{a} {b}")
        tokens.append(a + b)
        merge_pair(seqs, a, b)
    return alphabet, tokens, merges


def raw_vocab_gguf(path, model, pre, words, extra=()):
    """A raw-UTF-8 BPE vocab written to GGUF: specials, the 256 `<0xNN>` byte tokens, the
    alphabet, the merged tokens and `extra` whole tokens (no merge makes them)."""
    alphabet, merged, merges = train_raw_bpe(words, 300)
    pieces = alphabet + merged + [t for t in extra if t not in alphabet and t not in merged]
    tokens = SPECIALS + [f"<0x{b:02X}>" for b in range(256)] + pieces
    types = [3, 3, 3, 2] + [6] * 256 + [1] * len(pieces)
    meta = dict(LLAMA_META, **{"llama.vocab_size": len(tokens), "tokenizer.ggml.model": model,
                               "tokenizer.ggml.pre": pre, "tokenizer.ggml.tokens": tokens,
                               "tokenizer.ggml.token_type": np.array(types, np.int32),
                               "tokenizer.ggml.merges": merges, "tokenizer.ggml.bos_token_id": 2,
                               "tokenizer.ggml.eos_token_id": 1, "tokenizer.ggml.unknown_token_id": 3,
                               "tokenizer.ggml.padding_token_id": 0, "tokenizer.ggml.add_bos_token": False})
    write_gguf(path, meta, {"token_embd.weight": (torch.zeros(len(tokens), 32), "F32")})
    return path


def both(path):
    return (tokenizer_from_gguf(GGUFReader(path).metadata),
            llama_cpp.Llama(str(path), vocab_only=True, verbose=False))


def check_ids(tok, llm, texts, decode=True):
    for text in texts:
        ref = llm.tokenize(text.encode(), add_bos=False, special=False)
        ours = tok.encode(text, add_special=False)
        assert ours == ref, (text, [tok.tokens[i] for i in ours], [tok.tokens[i] for i in ref])
        if decode:
            assert tok.decode(ours) == oracle.detokenize(llm, ours, False), text
    return [tok.encode(t, add_special=False) for t in texts]


def spm_words(text):
    return Splitter(PRE_TOKENIZERS["gemma4"])(text.replace(" ", "\u2581"))


@pytest.mark.parametrize("model,pre", [("gpt2", "gemma4"), ("gemma4", "gemma4"),
                                       ("gpt2", "granite-embed-multi-311m"), ("gpt2", "sarvam-moe")])
def test_spm_style_bpe_matches_llama_cpp(tmp_path, model, pre):
    words = [w for t in TEXTS for w in spm_words(t)]
    path = raw_vocab_gguf(tmp_path / "v.gguf", model, pre, words, extra=["\n\n", "\n\n\n"])
    tok, llm = both(path)
    assert tok.pre_name == pre and PRE_OPTIONS[pre]["escape_whitespaces"]
    ids = check_ids(tok, llm, TEXTS + UNSEEN)
    fallback = tok.encode("😀", add_special=False)      # no such character: its four UTF-8 bytes
    assert [tok.tokens[i] for i in fallback] == ["<0xF0>", "<0x9F>", "<0x98>", "<0x80>"]
    # gemma4 takes a newline run that is a token whole; sarvam-moe merges it (no merge: "\n" each)
    newlines = tok.encode("a\n\nb", add_special=False)
    assert (tok.vocab["\n\n"] in newlines) == (pre != "sarvam-moe")
    assert newlines == llm.tokenize(b"a\n\nb", add_bos=False, special=False)
    assert tok.decode(ids[0]) == TEXTS[0]
    assert (tok.decode(tok.encode("x ?", add_special=False)) == "x?") == PRE_OPTIONS[pre]["clean_spaces"]


def test_whitespace_vocab_matches_llama_cpp(tmp_path):
    words = [w for t in TEXTS for w in t.split()]
    path = raw_vocab_gguf(tmp_path / "v.gguf", "whitespace", "whitespace", words)
    tok, llm = both(path)
    # llama.cpp detokenizes this vocab's raw UTF-8 as GPT-2 byte characters: ids only
    check_ids(tok, llm, TEXTS + UNSEEN, decode=False)
    assert tok.decode(tok.encode("the  quick\n\tfox", add_special=False)) == "thequickfox"
    with pytest.raises(ValueError, match="lowercase"):
        tokenizer_from_gguf(dict(GGUFReader(path).metadata, **{"tokenizer.ggml.normalizer.lowercase": True}))


@pytest.mark.parametrize("pre", ["glm5", "glm4"])
def test_glm5_ignores_merges_like_llama_cpp(tmp_path, pre):
    trained = train_bpe(TEXTS, vocab_size=330, pre=pre)   # words left unmerged
    meta = dict(LLAMA_META, **tokenizer_to_gguf(trained))
    # whole words no merge sequence reaches: taken as one token only with ignore_merges
    tokens = list(meta["tokenizer.ggml.tokens"])
    extra = [bytes_to_chars(w.encode()) for w in (" quick", " brown", "Привет", " lazy")]
    extra = [w for w in extra if w not in tokens]
    assert extra
    meta["tokenizer.ggml.tokens"] = tokens + extra
    meta["tokenizer.ggml.token_type"] = np.concatenate([meta["tokenizer.ggml.token_type"],
                                                        np.ones(len(extra), np.int32)])
    meta["llama.vocab_size"] = len(tokens) + len(extra)
    path = tmp_path / "glm.gguf"
    write_gguf(path, meta, {"token_embd.weight": (torch.zeros(len(tokens) + len(extra), 32), "F32")})
    tok, llm = both(path)
    assert PRE_OPTIONS[pre]["ignore_merges"]
    check_ids(tok, llm, TEXTS + UNSEEN)
    assert tok.vocab[extra[0]] in tok.encode(TEXTS[0], add_special=False)
