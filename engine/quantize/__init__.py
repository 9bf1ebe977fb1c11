"""Quantizing (book Chapter 38): the encoders of the block types, llama.cpp's recipes, the
`quantize` tool that re-encodes a file or checkpoint, and importance matrices (imatrix)."""
