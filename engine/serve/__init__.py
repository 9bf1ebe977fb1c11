"""Serving (book Chapter 31): the engine core - requests, KV-cache slots, continuous batching,
sampling, streamed text - that turns a loaded model into answers."""
