"""GGML block types (book Chapter 38): one registry of every type (`registry.py`), their
layouts and PyTorch decoders by family (legacy, K-quants, IQ/FP4) and the codebook tables."""
