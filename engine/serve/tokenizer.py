"""Tokenizer, detokenizer and chat templates: the public names in one place.

They live in engine/tokenizer/ (tokenizer.py, bpe.py, sentencepiece.py,
pretokenizers.py, chat_template.py).
"""
from engine.tokenizer.chat_template import ChatTemplate, ChatTemplateError  # noqa: F401
from engine.tokenizer.tokenizer import *  # noqa: F401,F403
from engine.tokenizer.tokenizer import __all__ as _names

__all__ = [*_names, "ChatTemplate", "ChatTemplateError"]
