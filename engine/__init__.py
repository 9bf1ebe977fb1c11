"""A chapter-structured inference engine that runs llama.cpp's GGUF models."""
