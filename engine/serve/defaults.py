"""The serving defaults the Python API (llm.py) and the commands (run.py serve / chat) share,
kept apart from them so a command's `--help` needs no torch."""
from dataclasses import dataclass

PARALLEL = 4           # requests decoded together (KV-cache slots), as llama-server's default
CTX_SIZE = 4096        # tokens one request may hold (prompt + answer), capped at the model's own
BATCH_SIZE = 512       # prompt tokens one engine step prefills (longer prompts go in chunks)
POOLINGS = ("none", "mean", "cls", "last")   # embeddings' poolings (embeddings.py)
MAX_QUEUE = 64         # requests that may wait for a slot before new ones get 503
# KV cache types (kv_types.py), llama.cpp's --cache-type-k/-v names -> the GGML type of a row
CACHE_TYPES = {"f32": "F32", "f16": "F16", "bf16": "BF16", "q8_0": "Q8_0", "q4_0": "Q4_0", "q4_1": "Q4_1",
               "q5_0": "Q5_0", "q5_1": "Q5_1", "iq4_nl": "IQ4_NL"}
CACHE_SPELLINGS = {"float32": "f32", "float16": "f16", "bfloat16": "bf16"}      # the dtype names also taken
KV_CACHE = "f16"       # as llama.cpp's default cache
# where a CPU model's weights live (load_gguf's `weights`, --weights): auto, or copied into
# memory of their own, or viewed in the file's memory map
WEIGHTS = ("auto", "resident", "mapped")


@dataclass
class RequestDefaults:
    """What an HTTP request that leaves a setting out gets: llama-server's defaults, which
    `run.py serve --temp/--top-k/--seed/-n ...` change for every request, as llama-server's
    flags do (`LLM.defaults`)."""
    temperature: float = 0.8
    top_k: int = 40
    top_p: float = 0.95
    min_p: float = 0.05
    repeat_penalty: float = 1.0
    repeat_last_n: int = 64
    presence_penalty: float = 0.0
    frequency_penalty: float = 0.0
    seed: int | None = None        # None: a fresh random seed per request (llama-server's -1)
    n_predict: int = -1            # tokens per answer; -1: until EOS or the slot is full (/v1/completions: 16)
    prefill_assistant: bool = True     # a chat ending in an assistant message continues it

    def sampling(self) -> dict:
        """The sampling defaults, as llama-server's /props lists them."""
        return {"temperature": self.temperature, "top_k": self.top_k, "top_p": self.top_p, "min_p": self.min_p}
