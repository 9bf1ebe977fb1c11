"""Tokenizer: text <-> token ids for byte-level BPE and SentencePiece vocabularies.

`Tokenizer(spec, config)` follows llama.cpp's tokenizer, which is the reference its
tests compare ids against:
1. special tokens are cut out of the text first, longest first (control tokens only when
   `parse_special`, user-defined tokens like `<think>` always);
2. each remaining fragment goes to the model: byte-level BPE (`bpe.py`, after the
   pre-tokenizer regexes of `pretokenizers.py`) or SentencePiece BPE (`sentencepiece.py`);
3. `add_special` puts the BOS (and EOS) around the result when the file asks for it.

spec (the parts of a tokenizer.json this engine uses):
    {"model": {"type": "BPE", "vocab": [text, ...] or {text: id} or a StringTable,
               "merges": ["a b", ...] or a StringTable, "drop_whitespace": bool (llama.cpp's
               "whitespace" model: whitespace only separates words)}
           or {"type": "SentencePiece", "vocab": [...], "scores": [...]},
     "token_types": [1..6 per id] (llama.cpp's: 1 normal, 2 unknown, 3 control,
                                   4 user-defined, 5 unused, 6 byte; default all 1),
     "added_tokens": [{"id": i, "content": s, "special": bool}] (special -> control,
                      else user-defined; overrides token_types),
     "pre_tokenizer": {"name": "qwen2"} (BPE only), "normalizer": {"type": "NFC"} or None,
     "decoder": {"clean_spaces": bool, "add_space_prefix": bool}}
config: {"bos_token_id", "eos_token_id", "eot_token_id", "eom_token_id", "add_bos_token",
         "add_eos_token", "chat_template", "architecture"} (the last two choose the chat template:
         the file's own, else a built-in one, builtin_templates.py).
"""
import unicodedata
import warnings

import regex
from array import array
from itertools import compress

from engine.tokenizer.bpe import BytePairEncoder, chars_to_bytes
from engine.tokenizer import builtin_templates
from engine.tokenizer.chat_template import ChatTemplate
from engine.tokenizer.pretokenizers import PRE_OPTIONS, Splitter, pre_tokenizer
from engine.tokenizer.sentencepiece import SPACE, SentencePieceBPE
from engine.tokenizer.string_table import StringTable

NORMAL, UNKNOWN, CONTROL, USER_DEFINED, UNUSED, BYTE = 1, 2, 3, 4, 5, 6
# token texts llama.cpp treats as end of generation (and as control), whatever their type
EOG_TEXTS = {"<|eot_id|>", "<|im_end|>", "<|end|>", "<|return|>", "<|call|>", "<|flush|>", "<|calls|>",
             "<end_of_turn>", "<|endoftext|>", "</s>", "<|eom_id|>", "<EOT>", "_<EOT>", "[EOT]", "[EOS]",
             "<|end_of_text|>", "<end_of_utterance>", "<eos>", "<turn|>", "<|tool_response>",
             "<｜end▁of▁sentence｜>", "[e~["}
# fill-in-the-middle tokens llama.cpp also stops on (pad, repo, file separator), by text
FIM_EOG_TEXTS = ({"<|fim_pad|>", "<fim-pad>", "<fim_pad>", "<PAD>", "[PAD]"},
                 {"<|fim_repo|>", "<|repo_name|>", "<fim-repo>", "<REPO>", "<reponame>"},
                 {"<|file_sep|>"})
# other fill-in-the-middle texts llama.cpp makes control tokens (prefix, suffix, middle)
FIM_TEXTS = {"<|fim_prefix|>", "<fim-prefix>", "<fim_prefix>", "<｜fim▁begin｜>", "<PRE>", "▁<PRE>",
             "<|code_prefix|>", "<|prefix|>", "<|fim_suffix|>", "<fim-suffix>", "<fim_suffix>",
             "<｜fim▁hole｜>", "<SUF>", "▁<SUF>", "<|code_suffix|>", "<|suffix|>", "<|fim_middle|>",
             "<fim-middle>", "<fim_middle>", "<｜fim▁end｜>", "<MID>", "▁<MID>", "<|code_middle|>",
             "<|middle|>"}
# what llama.cpp's isspace() strips after a right-stripping token (bytes, so ASCII only)
ASCII_SPACE = " \t\n\v\f\r"
# llama.cpp's whitespace code points (the `regex` package's \s is the same set; str.isspace is not)
_WHITESPACE = regex.compile(r"\s+")
# gpt-oss markup llama.cpp always renders as text
ALWAYS_TEXT = {"<|channel|>", "<|message|>", "<|start|>", "<|constrain|>"}


class Tokenizer:
    """Encode text to ids and back. Attributes: `bos_id`, `eos_ids` (set), `vocab_size`,
    `template` (the chat template in use), `chat_template_origin` (where it came from) and
    `chat_template_is_fallback` (the file has none: a built-in one was chosen)."""

    def __init__(self, spec: dict, config: dict):
        self.spec, self.config = spec, dict(config)
        model = spec["model"]
        vocab = model["vocab"]
        # the texts in one block of bytes, looked up both ways (string_table.py)
        self.tokens = vocab if isinstance(vocab, StringTable) else StringTable(
            _ordered(vocab) if isinstance(vocab, dict) else vocab)
        self.vocab = self.tokens.ids               # text -> id: vocab[text], vocab.get(text), text in vocab
        try:
            twice = self.tokens.first_duplicate()
        except ValueError as e:
            raise ValueError(f"tokenizer vocab: {e}") from None
        if twice is not None:
            raise ValueError(f"tokenizer vocab: duplicate token texts: ids {twice[0]} and {twice[1]} "
                             f"are both {self.tokens[twice[0]]!r}")
        self.vocab_size = len(self.tokens)
        self.token_types = self._types(spec)
        self.kind = model["type"]
        decoder = spec.get("decoder") or {}
        self.add_space_prefix = bool(decoder.get("add_space_prefix", False))
        self.clean_spaces = bool(decoder.get("clean_spaces", False))
        norm = spec.get("normalizer")
        self.normalize = None
        if norm and norm.get("type") == "NFC":
            self.normalize = lambda s: unicodedata.normalize("NFC", s)
        self.pre_name = None
        if self.kind == "BPE":
            pre = spec.get("pre_tokenizer") or {}
            self.pre_name = pre.get("name") or "default"
            self.split = Splitter(pre.get("regexes") or pre_tokenizer(self.pre_name))
            opts = PRE_OPTIONS.get(self.pre_name, {})
            ignore = model.get("ignore_merges", opts.get("ignore_merges", False))
            self.escape_spaces = opts.get("escape_whitespaces", False)      # " " -> "▁" first
            # llama.cpp's "whitespace" model: whitespace separates words and is not a token
            self.drop_whitespace = bool(model.get("drop_whitespace", False))
            self.bpe = BytePairEncoder(self.vocab, model.get("merges", []), ignore_merges=ignore,
                                       byte_encode=opts.get("byte_encode", True),
                                       newline_tokens=opts.get("newline_tokens", False))
        elif self.kind == "SentencePiece":
            byte_ids = {}
            for b in range(256):             # <0xNN>, else the byte as a one-character token
                tid = self.vocab.get(f"<0x{b:02X}>", self.vocab.get(chr(b)))
                if tid is not None:
                    byte_ids[b] = tid
            self.spm = SentencePieceBPE(self.vocab, model["scores"], byte_ids)
        else:
            raise ValueError(f"tokenizer model type {self.kind!r}: expected 'BPE' or 'SentencePiece'")

        cfg = self.config
        self.bos_id = cfg.get("bos_token_id")
        self.eos_id = cfg.get("eos_token_id")
        self.add_bos = bool(cfg.get("add_bos_token", False))
        self.add_eos = bool(cfg.get("add_eos_token", False))
        self.eos_ids = self._end_of_generation()     # may retype a few tokens, so before specials
        # special tokens in the order llama.cpp tries them: longest text first
        special = {CONTROL, USER_DEFINED, UNKNOWN}.__contains__
        self.specials = sorted(compress(range(self.vocab_size), map(special, self.token_types)),
                               key=lambda i: -self.tokens.nbytes(i))
        self._special_first = {}             # first character -> specials starting with it
        for i in self.specials:
            self._special_first.setdefault(self.tokens[i][:1], []).append(i)
        self.rstrip = self._rstrip(cfg.get("rstrip") or {})
        self._pieces = {}                    # id -> bytes, filled as tokens are decoded
        source = cfg.get("chat_template")
        self.chat_template_is_fallback = not source
        self.chat_template_origin = "tokenizer.chat_template"
        if not source:
            name, why = builtin_templates.choose(self.vocab, cfg.get("architecture"))
            source = builtin_templates.TEMPLATES[name]
            self.chat_template_origin = f"the built-in {name!r} template ({why})"
        self._template_source, self._template = source, None

    def _types(self, spec):
        """Per-id token types (an array of int32, 4 bytes an id where a list takes 8): the
        spec's, added tokens on top, then llama.cpp's by-text fixes."""
        given = spec.get("token_types")
        try:
            types = array("i", given if given is not None and len(given) else [NORMAL] * self.vocab_size)
        except (OverflowError, TypeError) as e:
            raise ValueError(f"tokenizer token_types: expected small integers, one per token ({e})") from None
        if len(types) != self.vocab_size:
            raise ValueError(f"tokenizer token_types: expected {self.vocab_size} entries, found {len(types)}")
        for added in spec.get("added_tokens", []):
            tid = added["id"]
            if not 0 <= tid < self.vocab_size or self.tokens[tid] != added["content"]:
                raise ValueError(f"tokenizer added_tokens: {added} does not match the vocab")
            types[tid] = CONTROL if added.get("special", True) else USER_DEFINED
        # by text: looked up in the vocab (texts are unique) rather than scanning every token
        for text in EOG_TEXTS | FIM_TEXTS | set().union(*FIM_EOG_TEXTS):
            if text in self.vocab:
                types[self.vocab[text]] = CONTROL
        for text in ALWAYS_TEXT:
            if text in self.vocab:
                types[self.vocab[text]] = USER_DEFINED
        return types

    def _rstrip(self, rule: dict) -> frozenset:
        """The ids that take the whitespace after them in a text (llama.cpp's RSTRIP attribute):
        the specials where `rule["specials"]`, with the texts of `rule["also"]`, without those of
        `rule["except"]` (a file's name gives the rule: engine/gguf/tokenizer.py)."""
        ids = set(self.specials) if rule.get("specials") else set()
        ids |= {self.vocab[t] for t in rule.get("also", ()) if t in self.vocab}
        return frozenset(ids - {self.vocab[t] for t in rule.get("except", ()) if t in self.vocab})

    # ------------------------------------------------------------------ encode
    def encode(self, text: str, add_special: bool = True, parse_special: bool = False) -> list:
        """Text -> ids. `add_special`: BOS/EOS as the file asks; `parse_special`: control
        tokens written in the text (e.g. `<|im_start|>`) become their ids."""
        out = []
        if add_special and self.add_bos:
            if self.bos_id is None:
                raise ValueError("tokenizer: add_bos_token is true but there is no bos_token_id")
            out.append(self.bos_id)
        prev_special = True
        for piece in self._partition(text, parse_special):
            if isinstance(piece, int):
                out.append(piece)
                prev_special = True
                continue
            if self.kind == "BPE":
                out.extend(self._encode_bpe(piece))
            else:
                if self.add_space_prefix and prev_special:
                    piece = " " + piece
                out.extend(self.spm.encode(piece.replace(" ", SPACE)))
            prev_special = False
        if add_special and self.add_eos and self.eos_id is not None:
            out.append(self.eos_id)
        return out

    def _encode_bpe(self, text):
        if self.normalize:
            text = self.normalize(text)
        if self.escape_spaces:
            text = text.replace(" ", SPACE)
        ids, encode_word = [], self.bpe.encode_word
        for word in self.split(text):
            if not (self.drop_whitespace and _WHITESPACE.fullmatch(word)):
                ids.extend(encode_word(word))
        return ids

    def _partition(self, text, parse_special):
        """Split `text` into str fragments and special-token ids, llama.cpp's order: each
        special token (longest first) is cut out of every fragment left so far."""
        present = self._specials_in(text, parse_special)
        pieces = [text] if text else []
        for tid in present:
            needle = self.tokens[tid]
            new = []
            for piece in pieces:
                if not isinstance(piece, str) or needle not in piece:
                    new.append(piece)
                    continue
                parts = piece.split(needle)
                for k, part in enumerate(parts):
                    if k:
                        new.append(tid)
                        if tid in self.rstrip:
                            part = part.lstrip(ASCII_SPACE)
                    if part:
                        new.append(part)
            pieces = new
        return pieces

    def _specials_in(self, text, parse_special):
        """The special tokens that occur in `text` (in trial order), found by first character."""
        if not self.specials:
            return []
        found = set()
        for ch in set(text) & self._special_first.keys():
            for tid in self._special_first[ch]:
                if (parse_special or self.token_types[tid] == USER_DEFINED) and self.tokens[tid] in text:
                    found.add(tid)
        return [tid for tid in self.specials if tid in found]

    # ------------------------------------------------------------------ decode
    def _piece(self, tid):
        """A token's bytes as llama.cpp's token_to_piece(special=True) writes them."""
        text, kind = self.tokens[tid], self.token_types[tid]
        if kind in (CONTROL, UNKNOWN, USER_DEFINED):
            return text.encode("utf-8")
        if kind == BYTE:
            return bytes([int(text[3:5], 16)])
        if self.kind == "BPE" and self.bpe.byte_encode:
            return chars_to_bytes(text)
        if self.kind == "BPE" and not self.escape_spaces:
            # raw UTF-8 ("whitespace" vocabs; llama.cpp reads these as GPT-2 byte characters,
            # which garbles every non-ASCII token)
            return text.encode("utf-8")
        return text.replace(SPACE, " ").encode("utf-8")

    def token_bytes(self, tid: int, special: bool = False) -> bytes:
        """The bytes one token stands for; control/unknown tokens are empty unless `special`."""
        if not special and self.token_types[tid] in (CONTROL, UNKNOWN):
            return b""
        piece = self._pieces.get(tid)
        if piece is None:
            piece = self._pieces[tid] = self._piece(tid)
        return piece

    def decode_bytes(self, ids, special: bool = False) -> bytes:
        """ids -> bytes (llama.cpp's detokenize without its space clean-up)."""
        pieces = [self.token_bytes(int(t), special) for t in ids]
        if self.add_space_prefix and pieces and pieces[0][:1] == b" ":
            pieces[0] = pieces[0][1:]        # the space the encoder put in front (llama.cpp's lstrip)
        return b"".join(pieces)

    def decode(self, ids, special: bool = False) -> str:
        """ids -> text; bytes that are not valid UTF-8 become U+FFFD."""
        text = self.decode_bytes(ids, special).decode("utf-8", errors="replace")
        return clean_up_spaces(text) if self.clean_spaces else text

    def detokenizer(self, special: bool = False):
        """A fresh streaming decoder (see `Detokenizer`)."""
        return Detokenizer(self, special)

    # ------------------------------------------------------------------ chat
    @property
    def template(self) -> ChatTemplate:
        """The chat template in use, compiled on first use: a file whose template does not
        compile (ChatTemplateError here) still encodes and decodes, and can be given another
        with `use_chat_template`."""
        if self._template is None:
            self._template = ChatTemplate(self._template_source, bos_token=self._text_of(self.bos_id),
                                          eos_token=self._text_of(self.eos_id), name=self.chat_template_origin)
        return self._template

    def use_chat_template(self, source: str, origin: str) -> None:
        """Render chats with `source` from now on (compiled here: ChatTemplateError names
        `origin`, e.g. "the built-in 'chatml' template" or a file's path)."""
        self._template = ChatTemplate(source, bos_token=self._text_of(self.bos_id),
                                      eos_token=self._text_of(self.eos_id), name=origin)
        self._template_source, self.chat_template_origin = source, origin
        self.chat_template_is_fallback = False

    def apply_chat_template(self, messages, add_generation_prompt: bool = True, **kwargs) -> str:
        """Render a conversation with the chat template (jinja2, sandboxed); a file without
        one gets a built-in template, with a warning (chosen explicitly with
        `use_chat_template`, none)."""
        if self.chat_template_is_fallback:
            warnings.warn(f"tokenizer has no chat template: using {self.chat_template_origin}",
                          stacklevel=2)
        return self.template.render(messages, add_generation_prompt=add_generation_prompt, **kwargs)

    # ------------------------------------------------------------------ helpers
    def _text_of(self, tid):
        return self.tokens[tid] if tid is not None and 0 <= tid < self.vocab_size else ""

    def _end_of_generation(self):
        """llama.cpp's end-of-generation set: eos, eot, eom, EOG-looking and FIM stop tokens."""
        vocab = self.vocab
        ids = {vocab[t] for t in EOG_TEXTS if t in vocab}
        for names in FIM_EOG_TEXTS:
            hit = [vocab[t] for t in names if t in vocab]
            if hit:
                ids.add(min(hit))            # the first such token in the vocab
        for key in ("eos_token_id", "eot_token_id", "eom_token_id"):
            tid = self.config.get(key)
            if tid is not None and 0 <= tid < self.vocab_size:
                ids.add(int(tid))
        texts = {self.tokens[i]: i for i in ids}
        # gpt-oss / solar-open: "<|end|>" separates turns there, it does not end generation
        if "<|end|>" in texts and ({"<|return|>", "<|call|>"} <= texts.keys()
                                   or {"<|calls|>", "<|flush|>"} <= texts.keys()):
            ids.discard(texts["<|end|>"])
            self.token_types[texts["<|end|>"]] = USER_DEFINED
        if "</s>" in texts and "<|tool_response>" in texts:      # gemma4
            ids.discard(texts["</s>"])
            self.token_types[texts["</s>"]] = NORMAL
        return ids


class Detokenizer:
    """Incremental decoding for streaming: `push(id)` returns the text that is now
    complete. Bytes of a UTF-8 character split across tokens (byte-fallback `<0xNN>`
    tokens, or byte-level BPE pieces) are held until the character is whole; bytes that
    can never form a character come out as U+FFFD. `finish()` flushes the rest."""

    def __init__(self, tokenizer: Tokenizer, special: bool = False):
        self.tok, self.special = tokenizer, special
        self.pending = b""
        self.first = True

    def push(self, tid: int) -> str:
        data = self.tok.token_bytes(int(tid), self.special)
        if self.first and self.tok.add_space_prefix and data[:1] == b" ":
            data = data[1:]
        self.first = False
        self.pending += data
        cut = _complete_prefix(self.pending)
        out, self.pending = self.pending[:cut], self.pending[cut:]
        return out.decode("utf-8", errors="replace")

    def finish(self) -> str:
        out, self.pending = self.pending, b""
        return out.decode("utf-8", errors="replace")


def _complete_prefix(data: bytes) -> int:
    """Length of `data` without a trailing, still incomplete UTF-8 character."""
    n = len(data)
    for back in range(1, min(4, n) + 1):
        b = data[n - back]
        if b < 0x80:
            return n                         # ASCII: nothing pending
        if b >= 0xC0:                        # a lead byte: is its character complete?
            need = 2 if b < 0xE0 else 3 if b < 0xF0 else 4
            return n if back >= need else n - back
    return n                                 # only continuation bytes: invalid, emit them


def clean_up_spaces(text: str) -> str:
    """llama.cpp's `clean_spaces`: drop the space before ?!., and in " 's", " 'm", " 're",
    " 've", and the spaces around a lone " ' "."""
    for p in "?!.,":
        text = text.replace(" " + p, p)
    text = text.replace(" ' ", "'")
    for c in ("'s", "'m", "'re", "'ve"):
        text = text.replace(" " + c, c)
    return text


def _ordered(vocab: dict) -> list:
    tokens = [None] * len(vocab)
    for text, i in vocab.items():
        if not 0 <= i < len(vocab) or tokens[i] is not None:
            raise ValueError(f"tokenizer vocab: ids must be 0..{len(vocab) - 1} once each; found {i}")
        tokens[i] = text
    return tokens


__all__ = ["ALWAYS_TEXT", "BYTE", "CONTROL", "Detokenizer", "EOG_TEXTS", "FIM_EOG_TEXTS", "FIM_TEXTS",
           "NORMAL", "Tokenizer", "UNKNOWN", "UNUSED", "USER_DEFINED", "clean_up_spaces"]
