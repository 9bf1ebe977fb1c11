"""Tokenizers (book Chapter 38): byte-level BPE and SentencePiece as llama.cpp runs them, the
pre-tokenizer regexes, detokenizing, and chat templates in a sandbox."""
