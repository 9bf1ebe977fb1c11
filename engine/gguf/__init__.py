"""The GGUF container (book Chapter 38): reading and writing the file, its metadata as a
model config and a tokenizer, and loading a file into a model (`load.py`)."""
