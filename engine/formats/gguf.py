"""GGUF, book Chapter 38: the public names in one place.

Each idea lives in a file of its own:
    gguf_reader.py     GGUFReader (memory-mapped, validating), GGUFError
    gguf_writer.py     write_gguf, Typed, fallback_type
    gguf_config.py     config_from_gguf, GGUF_NAMES, unpermute_qk
    gguf_tokenizer.py  tokenizer_from_gguf (and PRE_TOKENIZERS from engine/serve)
    gguf_loader.py     load_gguf
"""
from engine.gguf.config import GGUF_NAMES, config_from_gguf, unpermute_qk
from engine.gguf.load import load_gguf
from engine.gguf.reader import GGUFError, GGUFReader
from engine.gguf.tokenizer import tokenizer_from_gguf
from engine.gguf.writer import Typed, fallback_type, write_gguf
from engine.tokenizer.pretokenizers import PRE_TOKENIZERS

__all__ = ["GGUFError", "GGUFReader", "GGUF_NAMES", "PRE_TOKENIZERS", "Typed", "config_from_gguf",
           "fallback_type", "load_gguf", "tokenizer_from_gguf", "unpermute_qk", "write_gguf"]
