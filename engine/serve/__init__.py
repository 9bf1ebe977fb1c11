"""Serving: tokenizer, KV cache, requests, batching and sampling."""
