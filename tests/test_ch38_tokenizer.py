"""Chapter 38: tokenizers from GGUF metadata, checked id for id against llama.cpp.

Oracles: llama.cpp's tokenizer through llama-cpp-python (`Llama(vocab_only=True)`) for
ids, detokenized text and the end-of-generation set; transformers' chat-template
renderer for prompts. Real files come from $GGUF_MODELS (skipped when absent); a
tokenizer trained here is written to a small GGUF file so llama.cpp can be asked too.
"""
import collections
import functools
import warnings

import numpy as np
import pytest
import torch

from conftest import real_model_path
from engine.formats.gguf import GGUFReader, write_gguf
from engine.gguf.tokenizer import (PRE_TOKENIZERS, tokenizer_from_gguf, tokenizer_to_gguf,
                                           train_bpe)
from engine.tokenizer.bpe import BytePairEncoder
from engine.tokenizer.chat_template import ChatTemplate, ChatTemplateError
from engine.tokenizer.pretokenizers import Splitter
from engine.serve.tokenizer import Tokenizer

from conftest import llama_cpp_oracle

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
from engine.evaluation import llama_cpp as oracle  # noqa: E402

CORPUS = [
    "Hello world", "The quick brown fox jumps over the lazy dog.",
    "Café crème brûlée, naïve façade — déjà vu! Ærøskøbing, Łódź, İstanbul, straße",
    "Привет, как дела? Съешь же ещё этих мягких французских булок.",
    "Γειά σου Κόσμε· ή καλημέρα", "مرحبا بالعالم، كيف حالك؟ ١٢٣", "שלום עולם, מה שלומך?",
    "नमस्ते दुनिया, आप कैसे हैं? ४२", "你好，世界！我们今天去北京。", "こんにちは世界、カタカナとひらがな",
    "สวัสดีชาวโลก ภาษาไทย", "안녕하세요 세계, 한국어",
    "def f(x):\n\treturn x**2 + 1  # comment\n\nclass A(B):\n    pass\n",
    "for (int i = 0; i < n; ++i) { a[i] += b[i] >> 2; } // C++ && || != <=",
    "12345678901234567890 3.14159 1,000,000 007 0x1F 1e-9 ٣٤٥ ²³",
    "   leading and    multiple   spaces\t\ttabs\n\n\nnewlines\r\n trailing   ",
    "emoji 😀👍🏽 👨‍👩‍👧‍👦 🏳️‍🌈 🇯🇵 ✨",
    "combining: e\u0301 a\u0308 n\u0303 Z\u0335\u0321\u0334 \u0915\u094d\u0937",
    "<|im_start|>user\nHi there<|im_end|>\n<|im_start|>assistant\n",
    "<start_of_turn>user\nhi<end_of_turn>\n<bos><eos>",
    "it's don't I'm we'll they've you'd IT'S  ?!. , ' s",
    "<think>reasoning</think> <tool_call>{\"a\": 1}</tool_call>",
    " ", "", "\n", "\t", "a\u00a0b\u2003c\u3000d\u200bz", "xxx ▁ ▁▁ x▁y", "\x00\x01 control \x7f",
]
MODELS = ("smollm2", "qwen25", "gemma3")


@functools.lru_cache(maxsize=None)
def _load(path):
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    return tok, llama_cpp.Llama(str(path), vocab_only=True, verbose=False), path


def real(name):
    """(our tokenizer, llama.cpp's, path) for a fetched file, loaded once per session."""
    return _load(real_model_path(name))


@pytest.fixture(scope="module")
def trained_gguf(tmp_path_factory):
    """A tokenizer trained here, written to a tiny llama-architecture GGUF file."""
    texts = [t for t in CORPUS if "<" not in t] * 2
    tok = train_bpe(texts, vocab_size=600, pre="qwen2")
    meta = {"general.architecture": "llama", "general.name": "tokenizer test",
            "llama.context_length": 64, "llama.embedding_length": 32, "llama.block_count": 1,
            "llama.feed_forward_length": 64, "llama.attention.head_count": 2,
            "llama.attention.head_count_kv": 2, "llama.rope.dimension_count": 16,
            "llama.attention.layer_norm_rms_epsilon": 1e-5, "llama.vocab_size": tok.vocab_size}
    meta.update(tokenizer_to_gguf(tok))
    path = tmp_path_factory.mktemp("tok") / "trained.gguf"
    write_gguf(path, meta, {"token_embd.weight": (torch.zeros(tok.vocab_size, 32), "F32")})
    return tok, llama_cpp.Llama(str(path), vocab_only=True, verbose=False), path


@pytest.fixture(scope="module")
def spm_gguf(tmp_path_factory):
    """A tiny SentencePiece vocab (few letters, so most text takes the byte fallback) with
    add_space_prefix on, written to GGUF for llama.cpp."""
    text = " ".join(CORPUS[:4]).replace(" ", "\u2581")
    counts = collections.Counter(text[i:i + n] for n in (2, 3, 4) for i in range(len(text) - n + 1))
    singles = sorted(set("abcdefghijklmnopqrstuvwxyz\u2581.,"))
    pieces = singles + [p for p, _ in counts.most_common(300) if p not in singles]
    tokens = ["<unk>", "<s>", "</s>"] + [f"<0x{b:02X}>" for b in range(256)] + pieces
    meta = {"general.architecture": "llama", "llama.context_length": 64, "llama.embedding_length": 32,
            "llama.block_count": 1, "llama.feed_forward_length": 64, "llama.attention.head_count": 2,
            "llama.attention.head_count_kv": 2, "llama.rope.dimension_count": 16,
            "llama.attention.layer_norm_rms_epsilon": 1e-5,
            "tokenizer.ggml.model": "llama", "tokenizer.ggml.tokens": tokens,
            "tokenizer.ggml.scores": np.array([0.0] * 259 + [-float(i) for i in range(len(pieces))], np.float32),
            "tokenizer.ggml.token_type": np.array([2, 3, 3] + [6] * 256 + [1] * len(pieces), np.int32),
            "tokenizer.ggml.bos_token_id": 1, "tokenizer.ggml.eos_token_id": 2,
            "tokenizer.ggml.unknown_token_id": 0, "tokenizer.ggml.add_space_prefix": True}
    path = tmp_path_factory.mktemp("spm") / "spm.gguf"
    write_gguf(path, meta, {"token_embd.weight": (torch.zeros(len(tokens), 32), "F32")})
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    return tok, llama_cpp.Llama(str(path), vocab_only=True, verbose=False), path


def llama_detokenize(llm, ids, special=False):
    """llama.cpp's own llama_detokenize (the C function, no Python-side trimming)."""
    return oracle.detokenize(llm, ids, special)


def check_against_llama_cpp(tok, llm, lossless):
    for text in CORPUS:
        for special in (False, True):
            ref = llm.tokenize(text.encode(), add_bos=False, special=special)
            ours = tok.encode(text, add_special=False, parse_special=special)
            assert ours == ref, (text, special)
            assert tok.decode(ours, special=special) == llama_detokenize(llm, ours, special), text
        assert tok.encode(text) == llm.tokenize(text.encode(), add_bos=True, special=False), text
        ids = tok.encode(text, add_special=False)
        if not tok.add_space_prefix:     # Llama.detokenize trims a space only after a BOS
            assert tok.decode(ids) == llm.detokenize(ids).decode("utf-8", errors="replace"), text
        if lossless(text):
            assert tok.decode(ids) == text


@pytest.mark.parametrize("name", MODELS)
def test_ids_and_text_match_llama_cpp(name):
    tok, llm, _ = real(name)
    # SentencePiece writes spaces as ▁, so a literal ▁ comes back as a space
    lossless = (lambda t: "\u2581" not in t) if tok.kind == "SentencePiece" else (lambda t: True)
    check_against_llama_cpp(tok, llm, lossless)


def test_trained_tokenizer_matches_llama_cpp(trained_gguf):
    tok, llm, path = trained_gguf
    assert tok.vocab_size == 600
    check_against_llama_cpp(tok, llm, lambda t: True)
    # read back through our own reader: the same tokenizer
    again = tokenizer_from_gguf(GGUFReader(path).metadata)
    assert again.tokens == tok.tokens and all(again.encode(t) == tok.encode(t) for t in CORPUS)
    assert again.apply_chat_template([{"role": "user", "content": "hi"}]) == \
        "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"


def test_sentencepiece_space_prefix_and_byte_fallback_match_llama_cpp(spm_gguf):
    tok, llm, _ = spm_gguf
    assert tok.add_space_prefix and tok.add_bos and tok.kind == "SentencePiece"
    check_against_llama_cpp(tok, llm, lambda t: "\u2581" not in t)
    ids = tok.encode("Ж", add_special=False)         # no such piece: its two UTF-8 bytes
    assert [tok.tokens[i] for i in ids] == ["\u2581", "<0xD0>", "<0x96>"]


def test_spec_normalizer_and_added_tokens(trained_gguf):
    """A tokenizer.json-shaped spec: dict vocab, NFC normalizer, added tokens by flag."""
    base = trained_gguf[0]
    spec = dict(base.spec, model=dict(base.spec["model"], vocab={t: i for i, t in enumerate(base.tokens)}),
                normalizer={"type": "NFC"},
                added_tokens=[{"id": base.vocab["<|im_start|>"], "content": "<|im_start|>", "special": False}])
    tok = Tokenizer(spec, base.config)
    assert tok.encode("cafe\u0301", add_special=False) == base.encode("caf\u00e9", add_special=False)
    assert base.encode("cafe\u0301", add_special=False) != base.encode("caf\u00e9", add_special=False)
    # now user-defined: matched even without parse_special, and decoded as text
    start = tok.vocab["<|im_start|>"]
    assert tok.encode("a<|im_start|>", add_special=False) == tok.encode("a", add_special=False) + [start]
    assert base.encode("a<|im_start|>", add_special=False) != tok.encode("a<|im_start|>", add_special=False)
    assert tok.decode([start]) == "<|im_start|>" and base.decode([start]) == ""


@pytest.mark.parametrize("name", MODELS)
def test_end_of_generation_ids_match_llama_cpp(name):
    tok, llm, _ = real(name)
    ref = oracle.end_of_generation_ids(llm)
    assert tok.eos_ids == ref and tok.eos_id in tok.eos_ids
    assert tok.bos_id == oracle.bos_id(llm)


def test_merge_loop_matches_a_rescanning_reference(trained_gguf):
    """The heap merge gives what the textbook loop (rescan, merge the best pair) gives."""
    tok = trained_gguf[0]
    bpe = tok.bpe

    def reference(word):
        syms = list(word)
        while True:
            ranked = [(bpe.ranks.get((a, b)), i) for i, (a, b) in enumerate(zip(syms, syms[1:]))]
            ranked = [(r, i) for r, i in ranked if r is not None]
            if not ranked:
                return syms
            _, i = min(ranked)
            syms[i:i + 2] = [syms[i] + syms[i + 1]]

    rng = np.random.default_rng(0)
    letters = sorted({c for w in bpe.cache for c in w}) or list("abc")
    words = list(bpe.cache) + ["".join(rng.choice(letters, size=rng.integers(2, 30))) for _ in range(200)]
    for word in words:
        assert bpe.merge(word) == reference(word), word


def test_ignore_merges_takes_whole_word_tokens():
    vocab = {"a": 0, "b": 1, "c": 2, "ab": 3, "abc": 4}
    assert BytePairEncoder(vocab, ["a b"]).encode_word("abc") == [3, 2]
    assert BytePairEncoder(vocab, ["a b"], ignore_merges=True).encode_word("abc") == [4]


@pytest.mark.parametrize("name", MODELS)
def test_streaming_detokenizer(name):
    tok, _, _ = real(name)
    for text in CORPUS:
        ids = tok.encode(text, add_special=False)
        stream = tok.detokenizer()
        parts = [stream.push(i) for i in ids] + [stream.finish()]
        assert "".join(parts) == tok.decode_bytes(ids).decode("utf-8", errors="replace")
        assert all("\ufffd" not in p for p in parts), text      # no half characters, ever


def test_streaming_holds_split_characters():
    tok, _, _ = real("gemma3")
    ids = [tok.vocab[f"<0x{b:02X}>"] for b in "€".encode()]      # three byte-fallback tokens
    stream = tok.detokenizer()
    assert [stream.push(i) for i in ids] == ["", "", "€"]
    bpe, _, _ = real("qwen25")
    ids = bpe.encode("👨‍👩‍👧", add_special=False)
    stream = bpe.detokenizer()
    parts = [stream.push(i) for i in ids]
    assert "".join(parts) == "👨‍👩‍👧" and "" in parts


@pytest.mark.parametrize("name", MODELS)
def test_chat_template_matches_transformers(name):
    from transformers.utils.chat_template_utils import render_jinja_template
    tok, _, path = real(name)
    # a base model's file (Gemma-3-270M) has no template: then the fallback is flagged and
    # it is the fallback that both renderers must agree on
    has_template = "tokenizer.chat_template" in GGUFReader(path).metadata
    assert tok.chat_template_is_fallback == (not has_template)
    chats = [[{"role": "user", "content": "Hello! What is 2+2?"}],
             [{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Hi"},
              {"role": "assistant", "content": "Hello."}, {"role": "user", "content": "Bye ünïcode 😀"}]]
    if name == "gemma3":
        chats = [c for c in chats if c[0]["role"] != "system"] + [chats[1][1:]]
    for chat in chats:
        for gen in (True, False):
            ref, _ = render_jinja_template([chat], chat_template=tok.template.source,
                                           add_generation_prompt=gen, bos_token=tok.template.bos_token,
                                           eos_token=tok.template.eos_token)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                assert tok.apply_chat_template(chat, add_generation_prompt=gen) == ref[0]


def test_hostile_templates_are_stopped(tmp_path):
    marker = tmp_path / "pwned"
    hostile = [
        "{{ ''.__class__.__mro__[1].__subclasses__() }}",
        "{{ cycler.__init__.__globals__.os.popen('touch " + str(marker) + "').read() }}",
        "{{ self.__init__.__globals__.__builtins__ }}",
        "{{ os.system('touch " + str(marker) + "') }}",
        "{% set x = messages.append({'role': 'x'}) %}",
        "{% set ns = namespace(__class__=1) %}{{ ns }}",
    ]
    for source in hostile:
        with pytest.raises(ChatTemplateError):
            ChatTemplate(source).render([{"role": "user", "content": "hi"}])
    assert not marker.exists()
    with pytest.raises(ChatTemplateError, match="no"):
        ChatTemplate("{{ raise_exception('no') }}").render([])
    with pytest.raises(ChatTemplateError, match="compile"):
        ChatTemplate("{% for %}")


def test_template_helpers():
    ns = ChatTemplate("{% set ns = namespace(n=0) %}{% for m in messages %}{% set ns.n = ns.n + 1 %}"
                      "{% endfor %}{{ ns.n }}")
    assert ns.render([{"role": "user", "content": "a"}] * 3) == "3"
    t = ChatTemplate("{{ bos_token }}{{ messages | tojson }}{% for m in messages %}{{ loop.index }}"
                     "{% if loop.last %}{% break %}{% endif %}{% endfor %}{{ strftime_now('%Y') | length }}",
                     bos_token="<s>")
    assert t.render([{"role": "user", "content": "é<>"}]) == '<s>[{"role": "user", "content": "é<>"}]14'


def test_missing_template_falls_back_and_says_so():
    meta = tokenizer_to_gguf(train_bpe(["hello world"], vocab_size=300))
    del meta["tokenizer.chat_template"]
    plain = tokenizer_from_gguf(meta)
    assert plain.chat_template_is_fallback
    with pytest.warns(UserWarning, match="no chat template.*built-in 'chatml'"):
        out = plain.apply_chat_template([{"role": "user", "content": "hi"}])
    assert out == "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"   # chatml, the last resort


def test_bad_metadata_errors():
    meta = tokenizer_to_gguf(train_bpe(["hello world"], vocab_size=300))
    with pytest.raises(ValueError, match="unknown pre-tokenizer 'nonsense'.*qwen2"):
        tokenizer_from_gguf(dict(meta, **{"tokenizer.ggml.pre": "nonsense"}))
    with pytest.raises(ValueError, match="tokenizer.ggml.model.*'bert'"):
        tokenizer_from_gguf(dict(meta, **{"tokenizer.ggml.model": "bert"}))
    with pytest.raises(ValueError, match="tokenizer.ggml.tokens"):
        tokenizer_from_gguf({"tokenizer.ggml.model": "gpt2"})
    with pytest.raises(ValueError, match="eos_token_id"):
        tokenizer_from_gguf(dict(meta, **{"tokenizer.ggml.eos_token_id": 10**6}))
    no_pre = dict(meta)
    del no_pre["tokenizer.ggml.pre"]
    with pytest.warns(UserWarning, match="tokenizer.ggml.pre is missing"):
        assert tokenizer_from_gguf(no_pre).pre_name == "default"


def test_pre_tokenizer_table():
    for name in ("default", "llama3", "llama-bpe", "qwen2", "qwen35", "gpt-2", "smollm", "falcon",
                 "deepseek-llm", "deepseek-coder", "deepseek-v3", "gpt-4o", "tekken", "bloom", "starcoder"):
        assert PRE_TOKENIZERS[name], name
    for name, regexes in PRE_TOKENIZERS.items():
        if regexes:
            pieces = Splitter(regexes)("Hello World 12345, it's   fine\n\n¿Qué? 你好")
            assert "".join(pieces) == "Hello World 12345, it's   fine\n\n¿Qué? 你好", name
    assert Splitter(PRE_TOKENIZERS["smollm"])("ab 123") == ["ab", " ", "1", "2", "3"]
    assert Splitter(PRE_TOKENIZERS["llama3"])("ab 12345") == ["ab", " ", "123", "45"]


def test_user_defined_tokens_are_text_not_control():
    tok, llm, _ = real("qwen25")
    tid = tok.vocab["<tool_call>"]
    assert tok.encode("<tool_call>", add_special=False, parse_special=False) == [tid]
    assert tok.decode([tid]) == "<tool_call>"
    im_end = tok.vocab["<|im_end|>"]
    assert tok.encode("<|im_end|>", add_special=False, parse_special=True) == [im_end]
    assert tok.encode("<|im_end|>", add_special=False) != [im_end]
    assert tok.decode([im_end]) == "" and tok.decode([im_end], special=True) == "<|im_end|>"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        tok.apply_chat_template([{"role": "user", "content": "x"}])


# characters where splitters tend to disagree: odd whitespace, contractions, digits of
# other scripts, joiners, markup
FUZZ_ALPHABET = (list("aZé ß\t\n\r\x0b\x0c\x1c\x1f\x85\u2028\u00a0\u1680\u2000\u202f\u3000\u200b\ufeff"
                      "'sStTmMlLdDrReEvV0123456789٣²½Ⅻ.,!?;:-_()[]{}<>/\\\"`~@#$%^&*+=|")
                 + list("Привет你好こんにちは안녕สวัสดีनमस्तेمرحباשלום😀👍🏽‍\u0301\u0308\u094d\ufe0f")
                 + ["<|im_start|>", "<|im_end|>", "<think>", "<tool_call>", "<start_of_turn>", "<eos>",
                    "<0x41>", "▁", "  ", "\n\n"])


@pytest.mark.parametrize("name", MODELS)
def test_random_strings_match_llama_cpp(name):
    tok, llm, _ = real(name)
    rng = np.random.default_rng(1)
    for k in range(300):
        text = "".join(rng.choice(FUZZ_ALPHABET, size=rng.integers(1, 25)))
        special = bool(k % 2)
        ours = tok.encode(text, add_special=False, parse_special=special)
        assert ours == llm.tokenize(text.encode(), add_bos=False, special=special), (text, special)
        assert tok.decode(ours) == llm.detokenize(ours).decode("utf-8", errors="replace"), text
