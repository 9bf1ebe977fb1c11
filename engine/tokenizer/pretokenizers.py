"""Pre-tokenizers: how a byte-level BPE tokenizer cuts text into words before merging.

A GGUF file does not store its split regex; `tokenizer.ggml.pre` names it, and every
runtime keeps the name -> regex table. The facts here are llama.cpp's
(`src/llama-vocab.cpp`, the `LLAMA_VOCAB_PRE_TYPE_*` cases): several pre-types apply
more than one regex in sequence. Each regex splits every fragment left by the one
before it into its matches *and* the text between matches, so `["\\p{N}", GPT2]`
first isolates each digit, then runs the GPT-2 regex on what is left.

`PRE_TOKENIZERS`: name -> tuple of regexes (the `regex` package, for `\\p{..}`).
`PRE_OPTIONS`: name -> llama.cpp's per-type flags that change ids or text
(`ignore_merges`: a word that is already a token is not merged; `clean_spaces`:
detokenizing removes the space before `?!.,` and some apostrophes; `byte_encode`: off for
the SentencePiece-style BPE vocabularies (gemma4, sarvam-moe, whitespace), whose tokens are
raw UTF-8 with `<0xNN>` byte tokens instead of GPT-2's byte characters; `escape_whitespaces`:
spaces become `▁` before splitting, and back when detokenizing; `newline_tokens`: a word of
newlines only that is a token is taken whole, gemma4's fix).
"""
import regex

# --- the regexes, shared by several names ------------------------------------------------
GPT2 = r"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)"
_CONTRACTIONS = r"(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])"
LLAMA3 = (_CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*"
          r"|\s*[\r\n]+|\s+(?!\S)|\s+")
QWEN2 = (_CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
         r"|\s*[\r\n]+|\s+(?!\S)|\s+")
QWEN35 = (_CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*"
          r"|\s*[\r\n]+|\s+(?!\S)|\s+")
JAIS2 = (_CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+"
         r"|\s{512}(?!\S)|\s{256}(?!\S)|\s{128}(?!\S)|\s{64}(?!\S)|\s{32}(?!\S)|\s{16}(?!\S)"
         r"|\s{8}(?!\S)|\s{4}(?!\S)|\s{1,2}(?!\S)|\s{1}")
_UPPER = r"[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]"
_LOWER = r"[\p{Ll}\p{Lm}\p{Lo}\p{M}]"
# "a letter that is not a-z" / "not A-Z": llama.cpp's spelling of the case classes
_NOT_LOWER = r"((?=[\p{L}])([^a-z]))"
_NOT_UPPER = r"((?=[\p{L}])([^A-Z]))"
TEKKEN = (rf"[^\r\n\p{{L}}\p{{N}}]?{_NOT_LOWER}*{_NOT_UPPER}+|[^\r\n\p{{L}}\p{{N}}]?{_NOT_LOWER}+"
          rf"{_NOT_UPPER}*|\p{{N}}| ?[^\s\p{{L}}\p{{N}}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+")
GPT4O = (rf"[^\r\n\p{{L}}\p{{N}}]?{_NOT_LOWER}*{_NOT_UPPER}+{_CONTRACTIONS}?"
         rf"|[^\r\n\p{{L}}\p{{N}}]?{_NOT_LOWER}+{_NOT_UPPER}*{_CONTRACTIONS}?"
         r"|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+")
_NOT_LOWER_M = r"((?=[\p{L}\p{M}])([^a-z]))"
_NOT_UPPER_M = r"((?=[\p{L}\p{M}])([^A-Z]))"
GRANITE_EMB_MULTI = (rf"[^\r\n\p{{L}}\p{{N}}]?{_NOT_LOWER_M}*{_NOT_UPPER_M}+{_CONTRACTIONS}?"
                     rf"|[^\r\n\p{{L}}\p{{N}}]?{_NOT_LOWER_M}+{_NOT_UPPER_M}*{_CONTRACTIONS}?"
                     r"|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+")
TINY_AYA = (rf"[^\r\n\p{{L}}\p{{N}}]?{_UPPER}*{_LOWER}+{_CONTRACTIONS}?"
            rf"|[^\r\n\p{{L}}\p{{N}}]?{_UPPER}+{_LOWER}*{_CONTRACTIONS}?"
            r"|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+")
YOUTU = (rf"[^\r\n\p{{L}}\p{{N}}]?{_UPPER}*{_LOWER}+{_CONTRACTIONS}?"
         rf"|[^\r\n\p{{L}}\p{{N}}]?{_UPPER}+{_LOWER}*{_CONTRACTIONS}?"
         r"|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+")
_DEEPSEEK_LETTERS = (
    "A-Za-zµÀ-ÖØ-öø-ƺƼ-ƿǄ-ʓʕ-ʯͰ-ͳͶͷͻ-ͽͿΆΈ-ΊΌΎ-ΡΣ-ϵϷ-ҁҊ-ԯԱ-ՖႠ-ჅᎠ-Ᏽᏸ-ᏽᲐ-ᲺᲽ-Ჿᴀ-ᴫᵫ-ᵷᵹ-ᶚḀ-ἕἘ-Ἕἠ-ὅὈ-Ὅ"
    "ὐ-ὗὙὛὝὟ-\u1f7dᾀ-ᾴᾶ-ᾼ\u1fbeῂ-ῄῆ-ῌῐ-\u1fd3ῖ-\u1fdbῠ-Ῥῲ-ῴῶ-ῼℂℇℊ-ℓℕℙ-ℝℤ\u2126ℨ\u212a-ℭℯ-ℴℹℼ-ℿⅅ-ⅉⅎↃↄⰀ-ⱻⱾ-ⳤⳫ-ⳮⳲⳳꙀ-ꙭꚀ-ꚛꜢ-ꝯ"
    "ꝱ-ꞇꞋ-ꞎꭰ-ꮿﬀ-ﬆﬓ-ﬗＡ-Ｚａ-ｚ𐐀-𐑏𐒰-𐓓𐓘-𐓻𐲀-𐲲𐳀-𐳲𑢠-𑣟𞤀-𞥃")
_CJK_HANGUL = "[一-龥ࠀ-一가-퟿]+"
_DEEPSEEK3_MAIN = (r"[!\"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+"
                   r"| ?[\p{P}\p{S}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
_BLOOM = r" ?[^(\s|.,!?…。，、।۔،)]+"

# SentencePiece-style BPE (spaces already `▁`): merges run over whole lines
SPM_LINES = r"[^\n]+|[\n]+"

DEFAULT = (r"[\p{P}\$\+<=>\^~\|]+", GPT2, r"\p{N}+", "[0-9][0-9][0-9]")

# --- name -> regexes, in llama.cpp's grouping --------------------------------------------
_GROUPS = {
    "default": DEFAULT,
    "llama3": (LLAMA3,),
    "jais-2": (JAIS2,),
    "dbrx": (LLAMA3,), "smaug-bpe": (LLAMA3,), "chatglm4": (LLAMA3,),
    "deepseek-llm": ("[\r\n]", rf"\s?[{_DEEPSEEK_LETTERS}]+", r"\s?[!-/:-~！-／：-～‘-‟　-。]+",
                     r"\s+$", _CJK_HANGUL, r"\p{N}+"),
    "deepseek-v3": (r"\p{N}{1,3}", "[一-龥぀-ゟ゠-ヿ]+", _DEEPSEEK3_MAIN),
    "spark2_5": (r"\p{N}{1,3}", "[一-龥぀-ゟ゠-ヿ]+",
                 r"[!\"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+"
                 r"| ?[\p{P}\p{S}]+|[\r\n]|\s+(?!\S)|\s+", r"\p{N}"),
    "youtu": ("[가-힣ㄱ-ㆎ]+|[！…“”‘’—：；，、-〿︰-﹏]+|[ㄅ-ㄯ]+|[一-龥぀-ゟ゠-ヿ]+", YOUTU),
    "deepseek-coder": ("[\r\n]", r"\s?\p{L}+", r"\s?\p{P}+", _CJK_HANGUL, r"\p{N}"),
    "falcon": (r"[\p{P}\$\+<=>\^~\|`]+", GPT2, "[0-9][0-9][0-9]"),
    "starcoder": (r"\p{N}", GPT2),
    "gpt-2": (GPT2,),
    "qwen2": (QWEN2,),
    "qwen35": (QWEN35,),
    "bloom": (_BLOOM,),
    "viking": (_BLOOM, r"\p{N}"),
    "tekken": (TEKKEN,),
    "chameleon": ("<sentinel:[0-9]+>", "(IMGIMG)((A|B|C|D|E|F|G|H|I){1,4})Z", "([\\t\\n]|    |  )",
                  r"\p{N}", r"[\p{P}!-/:-@\[-`{-~]", GPT2),
    "gpt-4o": (GPT4O,),
    "granite-embed-multi-97m": (GRANITE_EMB_MULTI,),
    "tiny_aya": (r"\d{1,3}(?=(?:\d{3})*\b)", TINY_AYA),
    "superbpe": (r"\p{N}+", r"(?=(\d{3})+(?!\d))"),
    "bailingmoe": (r"'(?:[sSdDmMtT]|[lL][lL]|[vV][eE]|[rR][eE])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}"
                   r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]|\s+(?!\S)|\s+",),
    "seed-coder": (_CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1}| ?[^\s\p{L}\p{N}\r\n]+"
                   r"|\s*[\r\n]+|\s+(?!\S)|\s+",),
    "ufakzeka": (r"[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+",),
    "grok-2": (QWEN2,),
    "afmoe": None,          # needs llama.cpp's custom digit grouping: refused below
    "kimi-k2": None,        # needs llama.cpp's custom Han handler: refused below
    "laguna": (r"[^\n]+|[\n]+", QWEN2),
    "exaone-moe": (_CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?(?:\p{L}\p{M}*(?: \p{L}\p{M}*)*)+|\p{N}"
                   r"| ?[^\s\p{L}\p{N}]+[\r\n/]?|\s*[\r\n]|\s+(?!\S)|\s+",),
    "gemma4": (SPM_LINES,),
    "sarvam-moe": (SPM_LINES,),
    "whitespace": (r"\S+",),   # jina-embeddings-v2-base-zh: words between whitespace, raw UTF-8
    "minicpm5": (r"\p{N}{1,3}", _CONTRACTIONS + r"|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}+"
                 r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"),
}

# every name llama.cpp accepts -> the group whose regexes it uses
_ALIASES = {
    "llama3": ["llama3", "llama-v3", "llama-bpe", "falcon3", "falcon-h1", "pixtral", "midm-2.0",
               "lfm2", "jina-v5-nano"],
    "starcoder": ["starcoder", "refact", "command-r", "smollm", "codeshell", "exaone", "minerva-7b",
                  "mellum2"],
    "gpt-2": ["gpt-2", "phi-2", "jina-es", "jina-de", "gigachat", "jina-v2-es", "jina-v2-de", "a.x-4.0",
              "mellum", "modern-bert", "jina-v1-en", "jina-v2-code", "roberta-bpe", "mpt", "olmo",
              "jais", "trillion", "granite-docling", "exaone4"],
    "qwen2": ["qwen2", "deepseek-r1-qwen", "kormo", "f2llmv2", "stablelm2", "hunyuan", "solar-open",
              "megrez"],
    "deepseek-v3": ["deepseek-v3", "hunyuan-dense", "joyai-llm", "hy_v4"],
    "chatglm4": ["glm4", "glm5", "chatglm-bpe"],
    "gemma4": ["gemma4", "granite-embed-multi-311m"],
    "bloom": ["bloom", "poro-chat", "gpt3-finnish"],
    "gpt-4o": ["gpt-4o", "llama4", "kanana2", "talkie", "minimax-m2"],
    "tiny_aya": ["tiny_aya", "cohere2moe"],
    "bailingmoe": ["bailingmoe", "bailingmoe2", "llada-moe"],
}

PRE_TOKENIZERS = {}
for _group, _regexes in _GROUPS.items():
    for _name in _ALIASES.get(_group, [_group]):
        PRE_TOKENIZERS[_name] = _regexes

# llama.cpp's flags by name; clean_spaces is on for every BPE pre-type unless turned off
_NO_CLEAN = {"deepseek-llm", "deepseek-coder", "deepseek-v3", "spark2_5", "youtu", "command-r",
             "qwen2", "deepseek-r1-qwen", "kormo", "f2llmv2", "qwen35", "poro-chat", "viking", "tekken",
             "smollm", "chameleon", "gpt-4o", "llama4", "kanana2", "talkie", "granite-embed-multi-97m",
             "tiny_aya", "cohere2moe", "superbpe", "trillion", "granite-docling", "bailingmoe",
             "bailingmoe2", "llada-moe", "seed-coder", "hunyuan", "hunyuan-dense", "hy_v4", "joyai-llm",
             "kimi-k2", "ufakzeka", "grok-2", "afmoe", "laguna", "minimax-m2", "solar-open",
             "sarvam-moe"}
_IGNORE_MERGES = set(_ALIASES["llama3"]) | {"minicpm5", "youtu", "tekken", "granite-embed-multi-97m",
                                            "glm4", "glm5"}
_ESCAPE_SPACES = {"gemma4", "granite-embed-multi-311m", "sarvam-moe"}
_RAW_UTF8 = _ESCAPE_SPACES | {"whitespace"}
PRE_OPTIONS = {name: {"clean_spaces": name not in _NO_CLEAN, "ignore_merges": name in _IGNORE_MERGES,
                      "byte_encode": name not in _RAW_UTF8, "escape_whitespaces": name in _ESCAPE_SPACES,
                      "newline_tokens": name in _ALIASES["gemma4"]}
               for name in PRE_TOKENIZERS}


def pre_tokenizer(name):
    """The regexes for a `tokenizer.ggml.pre` name (None or "" means llama.cpp's `default`)."""
    name = name or "default"
    if name not in PRE_TOKENIZERS:
        raise ValueError(f"tokenizer.ggml.pre: unknown pre-tokenizer {name!r}; known: "
                         f"{', '.join(sorted(PRE_TOKENIZERS))}")
    regexes = PRE_TOKENIZERS[name]
    if regexes is None:
        raise ValueError(f"tokenizer.ggml.pre: {name!r} needs a hand-written splitter in llama.cpp "
                         f"(not a regex) that this engine does not have")
    return regexes


class Splitter:
    """Cut text into words with a sequence of regexes, llama.cpp's way (see module doc)."""

    def __init__(self, regexes):
        self.patterns = [regex.compile(r) for r in regexes]
        # a regex without groups, wrapped in one, lets `split` return gaps and matches together
        self.wrapped = [regex.compile(f"({p.pattern})") if not p.groups else None for p in self.patterns]

    def __call__(self, text: str) -> list:
        pieces = [text] if text else []
        for pattern, wrapped in zip(self.patterns, self.wrapped):
            if wrapped is not None:
                pieces = [w for piece in pieces for w in wrapped.split(piece) if w]
            else:
                pieces = [w for piece in pieces for w in _split_keep_gaps(pattern, piece)]
        return pieces


def _split_keep_gaps(pattern, text):
    """Matches of `pattern` in `text` and the unmatched runs between them, in order
    (empty matches are skipped)."""
    out, end = [], 0
    for m in pattern.finditer(text):
        start, stop = m.span()
        if start == stop:
            continue
        if start > end:
            out.append(text[end:start])
        out.append(text[start:stop])
        end = stop
    if end < len(text):
        out.append(text[end:])
    return out
