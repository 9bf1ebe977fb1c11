"""File formats: GGUF container, GGML block types, quantized runtime layers."""
