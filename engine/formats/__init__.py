"""The book's Chapter 38 names in one place: `gguf.py` (the container and loading),
`ggml_quants.py` (block types), `runtime.py` (quantized layers); each re-exports its folder."""
