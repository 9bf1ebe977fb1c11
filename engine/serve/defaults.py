"""The serving defaults the Python API (llm.py) and the commands (run.py serve / chat) share,
kept apart from them so a command's `--help` needs no torch."""

PARALLEL = 4           # requests decoded together (KV-cache slots), as llama-server's default
CTX_SIZE = 4096        # tokens one request may hold (prompt + answer), capped at the model's own
BATCH_SIZE = 512       # prompt tokens one engine step prefills (longer prompts go in chunks)
POOLINGS = ("none", "mean", "cls", "last")   # embeddings' poolings (embeddings.py)
MAX_QUEUE = 64         # requests that may wait for a slot before new ones get 503
