"""Quantized layers (book Chapter 38): linear layers, embeddings and MoE experts that keep
a file's weights quantized in memory - raw blocks, or repacked into one affine layout."""
