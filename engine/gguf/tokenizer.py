"""The tokenizer a GGUF file carries in its `tokenizer.ggml.*` metadata, both ways, and a
tiny byte-level BPE trainer for test models.

Keys read: `model` (gpt2 = byte-level BPE, gemma4 and whitespace = BPE on raw UTF-8,
llama = SentencePiece), `pre` (the pre-tokenizer's name, see `PRE_TOKENIZERS`), `tokens`, `token_type`, `merges` (gpt2),
`scores` (llama), `bos/eos/eot/eom_token_id`, `add_bos_token`, `add_eos_token`,
`add_space_prefix`, and `tokenizer.chat_template` (with `general.architecture`, which chooses
a built-in template for a file without one).
"""
import collections
import warnings
from array import array
from itertools import repeat

import numpy as np

from engine.tokenizer.pretokenizers import PRE_OPTIONS, PRE_TOKENIZERS, Splitter, pre_tokenizer
from engine.tokenizer.tokenizer import CONTROL, NORMAL, Tokenizer
from engine.tokenizer.bpe import BYTE_TO_CHAR, bytes_to_chars
from engine.tokenizer.string_table import StringTable

__all__ = ["tokenizer_from_gguf", "tokenizer_to_gguf", "train_bpe", "PRE_TOKENIZERS"]

# tokenizer.ggml.model -> spec model type: gemma4 is SentencePiece-style BPE (its pre-tokenizer
# is always "gemma4"), whitespace is BPE on words between whitespace (jina-embeddings-v2-base-zh)
MODELS = {"gpt2": "BPE", "gemma4": "BPE", "whitespace": "BPE", "llama": "SentencePiece"}
_IDS = ("bos", "eos", "eot", "eom", "unknown", "padding")


def tokenizer_from_gguf(metadata: dict) -> Tokenizer:
    """GGUF metadata (key -> python value) -> Tokenizer. (Your engine: Chapter 38)

    Follows llama.cpp's reading of the same keys: a missing `pre` means `default`; an
    SPM vocabulary adds BOS and a space prefix unless the file says otherwise.
    """
    model = metadata.get("tokenizer.ggml.model")
    if model not in MODELS:
        raise ValueError(f"tokenizer.ggml.model: unsupported tokenizer {model!r}; this engine reads "
                         f"{sorted(MODELS)}")
    tokens = _strings(metadata, "tokenizer.ggml.tokens")
    n = len(tokens)
    types = _numbers(metadata, "tokenizer.ggml.token_type", n, int)   # None: Tokenizer takes all NORMAL
    spec = {"model": {"type": MODELS[model], "vocab": tokens}, "token_types": types}
    config = {"chat_template": metadata.get("tokenizer.chat_template"),
              "architecture": metadata.get("general.architecture")}   # picks a built-in template
    for name in _IDS:
        value = metadata.get(f"tokenizer.ggml.{name}_token_id")
        if value is not None:
            if not 0 <= int(value) < n:
                raise ValueError(f"tokenizer.ggml.{name}_token_id: {value} is outside the vocab (0..{n - 1})")
            config[f"{name}_token_id"] = int(value)
    if MODELS[model] == "BPE":
        pre = "gemma4" if model == "gemma4" else metadata.get("tokenizer.ggml.pre")
        if model == "whitespace":
            if metadata.get("tokenizer.ggml.normalizer.lowercase"):
                raise ValueError("tokenizer.ggml.normalizer.lowercase: lowercasing a 'whitespace' vocab "
                                 "is not implemented here")
            spec["model"]["drop_whitespace"] = True
        if not pre:
            warnings.warn("tokenizer.ggml.pre is missing: using llama.cpp's 'default' pre-tokenizer, "
                          "which may not be the one the model was trained with", stacklevel=2)
            pre = "default"
        pre_tokenizer(pre)                   # unknown names fail here, listing the known ones
        spec["model"]["merges"] = _strings(metadata, "tokenizer.ggml.merges")
        spec["pre_tokenizer"] = {"name": pre}
        # llama.cpp reads add_space_prefix for every vocab; BPE only uses it when detokenizing
        spec["decoder"] = {"clean_spaces": PRE_OPTIONS[pre]["clean_spaces"],
                           "add_space_prefix": bool(metadata.get("tokenizer.ggml.add_space_prefix", False))}
        add_bos = pre in ("llama3", "llama-v3", "llama-bpe", "falcon3", "falcon-h1", "pixtral",
                          "midm-2.0", "lfm2", "jina-v5-nano", "tekken", "chameleon")
    else:
        scores = _numbers(metadata, "tokenizer.ggml.scores", n, float)
        if scores is None:
            raise ValueError("tokenizer.ggml.scores: a SentencePiece ('llama') vocab needs scores; none found")
        spec["model"]["scores"] = scores
        spec["decoder"] = {"clean_spaces": False,
                           "add_space_prefix": bool(metadata.get("tokenizer.ggml.add_space_prefix", True))}
        config.setdefault("bos_token_id", 1)
        config.setdefault("eos_token_id", 2)
        add_bos = True
    config["add_bos_token"] = bool(metadata.get("tokenizer.ggml.add_bos_token", add_bos))
    config["add_eos_token"] = bool(metadata.get("tokenizer.ggml.add_eos_token", False))
    name = str(metadata.get("general.name", "")).lower()
    if any(n in name for n in RSTRIP_NAMES):
        config["rstrip"] = RSTRIP_RULE
    spec["gguf_model"] = model
    return Tokenizer(spec, config)


# A file stores no per-token attributes; llama.cpp gives some by the model's general.name
# (lowercased): a Phi-3's special tokens (control, user-defined, unknown) and </s> take the
# whitespace after them in a text (RSTRIP), save <unk>, <s> and <|endoftext|>
RSTRIP_NAMES = ("phi-3", "phi3")
RSTRIP_RULE = {"specials": True, "also": ["</s>"], "except": ["<unk>", "<s>", "<|endoftext|>"]}


def tokenizer_to_gguf(tokenizer: Tokenizer) -> dict:
    """Tokenizer -> the `tokenizer.ggml.*` metadata that writes it into a GGUF file."""
    spec, cfg = tokenizer.spec, tokenizer.config
    model = spec.get("gguf_model", "gpt2") if tokenizer.kind == "BPE" else "llama"
    meta = {"tokenizer.ggml.model": model,
            "tokenizer.ggml.tokens": list(tokenizer.tokens),
            "tokenizer.ggml.token_type": np.asarray(tokenizer.token_types, dtype=np.int32)}
    if tokenizer.kind == "BPE":
        meta["tokenizer.ggml.pre"] = tokenizer.pre_name
        meta["tokenizer.ggml.merges"] = list(spec["model"]["merges"])
    else:
        meta["tokenizer.ggml.scores"] = np.asarray(spec["model"]["scores"], dtype=np.float32)
        meta["tokenizer.ggml.add_space_prefix"] = tokenizer.add_space_prefix
    for name in _IDS:
        if cfg.get(f"{name}_token_id") is not None:
            meta[f"tokenizer.ggml.{name}_token_id"] = int(cfg[f"{name}_token_id"])
    meta["tokenizer.ggml.add_bos_token"] = tokenizer.add_bos
    meta["tokenizer.ggml.add_eos_token"] = tokenizer.add_eos
    if cfg.get("chat_template"):             # the file's own (a built-in one is not written)
        meta["tokenizer.chat_template"] = cfg["chat_template"]
    return meta


CHATML = ("{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\n' + message['content'] "
          "+ '<|im_end|>' + '\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}"
          "{% endif %}")
SPECIALS = ("<|endoftext|>", "<|im_start|>", "<|im_end|>")


def merge_pair(seqs: dict, a: str, b: str) -> None:
    """Every adjacent (a, b) in each word's symbol list (`seqs`: word -> symbols) made one
    symbol a + b, left to right, in place: one merge step of BPE training."""
    for w, s in seqs.items():
        i, out = 0, []
        while i < len(s):
            if i + 1 < len(s) and s[i] == a and s[i + 1] == b:
                out.append(a + b)
                i += 2
            else:
                out.append(s[i])
                i += 1
        seqs[w] = out


def train_bpe(texts, vocab_size: int, pre: str = "qwen2") -> Tokenizer:
    """Train a byte-level BPE tokenizer of exactly `vocab_size` tokens on `texts`.

    Vocab: the 256 byte characters, then one token per merge (most frequent adjacent
    pair within pre-tokenized words; ties by the pair's text), then the ChatML control
    tokens; if the text runs out of pairs, reserved control tokens fill the rest.
    """
    n_base = 256 + len(SPECIALS)
    if vocab_size < n_base:
        raise ValueError(f"train_bpe: vocab_size must be at least {n_base}, got {vocab_size}")
    split = Splitter(pre_tokenizer(pre))
    words = collections.Counter(bytes_to_chars(w.encode("utf-8")) for t in texts for w in split(t))
    seqs = {w: list(w) for w in words}
    tokens = [BYTE_TO_CHAR[b] for b in range(256)]
    merges = []
    while len(tokens) < vocab_size - len(SPECIALS):
        pairs = collections.Counter()
        for w, count in words.items():
            s = seqs[w]
            for a, b in zip(s, s[1:]):
                pairs[a, b] += count
        if not pairs:
            break
        (a, b), _ = min(pairs.items(), key=lambda kv: (-kv[1], kv[0]))
        merges.append(f"{a} {b}")
        tokens.append(a + b)
        merge_pair(seqs, a, b)
    first_special = len(tokens)
    tokens += SPECIALS
    tokens += [f"<|reserved_{i}|>" for i in range(vocab_size - len(tokens))]
    types = [NORMAL] * first_special + [CONTROL] * (len(tokens) - first_special)
    spec = {"model": {"type": "BPE", "vocab": tokens, "merges": merges}, "token_types": types,
            "pre_tokenizer": {"name": pre},
            "decoder": {"clean_spaces": PRE_OPTIONS[pre]["clean_spaces"], "add_space_prefix": False}}
    config = {"bos_token_id": first_special, "eos_token_id": first_special + 2,
              "add_bos_token": False, "chat_template": CHATML}
    return Tokenizer(spec, config)


def _strings(metadata, key):
    value = metadata.get(key)
    if isinstance(value, StringTable):
        return value                         # the reader's table itself, not a copy
    if not isinstance(value, (list, tuple)) or not all(map(isinstance, value, repeat(str))):
        raise ValueError(f"{key}: expected an array of strings, found {type(value).__name__}")
    return StringTable(value)


def _numbers(metadata, key, n, kind):
    """The first n entries of a numeric array: an array("i") of ints (kind int) or an
    array("d") of floats (kind float): 4 and 8 bytes an entry, where a list takes 8 more."""
    value = metadata.get(key)
    if value is None:
        return None
    value = np.asarray(value).ravel()
    if len(value) < n:
        raise ValueError(f"{key}: expected {n} entries (one per token), found {len(value)}")
    value = value[:n]
    if kind is float:   # one array of doubles: 8 bytes an entry, where a list of floats takes 32
        return array("d", value.astype(np.float64).tobytes())
    if value.dtype.kind not in "biu" or (len(value) and not (-2**31 <= value.min() and value.max() < 2**31)):
        raise ValueError(f"{key}: expected 32-bit integers, found {value.dtype} values")
    return array("i", value.astype(np.int32).tobytes())
