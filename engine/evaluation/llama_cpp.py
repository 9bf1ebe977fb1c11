"""llama.cpp as an oracle, through llama-cpp-python: its models (tokenizer, logits), its
quantizer (with an importance matrix), and its GGUF parser reading an importance-matrix file.

Used by the tests, `experiments/ch38.py` and the benchmarks to compare what this engine
writes and computes with what llama.cpp does. Every call runs in the oracle's worker process
(`engine.evaluation.worker`): a crash or hang inside llama.cpp raises `OracleCrashed` /
`OracleHung` in the caller, naming the signal, and never takes the caller down. `llama_cpp`
is imported only there (it is a test-only dependency; `llama_cpp_build` installs it).

    from engine.evaluation import llama_cpp
    llm = llama_cpp.Llama("model.gguf", vocab_only=True, verbose=False)   # a proxy
    llm.tokenize(b"hello", add_bos=False)
    llama_cpp.logits("model.gguf", ids)                                  # float32 [T, V]
"""
import ctypes
import os
from pathlib import Path

import numpy as np
import torch

from engine.evaluation.worker import OracleCrashed, OracleHung, Remote, worker  # noqa: F401 (re-exported)

HERE = "engine.evaluation.llama_cpp"


def _llama_cpp():
    import llama_cpp
    return llama_cpp


def module() -> Remote:
    """llama-cpp-python's `llama_cpp` module, imported in the worker (ImportError when it is not
    installed there)."""
    return worker().module("llama_cpp")


def Llama(path, **kwargs) -> Remote:
    """`llama_cpp.Llama(str(path), **kwargs)` in the worker: its methods (`tokenize`, `eval`,
    `detokenize`, `n_vocab` ...) and attributes (`scores[...]`, `n_tokens`) run there."""
    return module().Llama(str(path), **kwargs)


def version() -> str:
    return module().__version__


def library_dir() -> str:
    """The folder of llama-cpp-python's shared libraries (libggml-base.so ...)."""
    return os.path.join(os.path.dirname(module().__file__), "lib")


def _in_worker(name, *args, **kwargs):
    return worker().call(f"{HERE}:{name}", *args, **kwargs)


def ftype_of(recipe: str) -> int:
    """llama.cpp's LLAMA_FTYPE_MOSTLY_<recipe> (Q4_K_M, Q8_0, IQ4_XS ...); AttributeError for a
    recipe it does not know."""
    return getattr(module(), f"LLAMA_FTYPE_MOSTLY_{recipe.upper()}")


def quantize(src, dst, recipe: str, importance=None, nthread=2, pure=False, requantize=False,
             embedding_type: str | None = None) -> Path:
    """Run `llama_model_quantize` on `src` -> `dst` for file type `recipe` (in the worker).

    importance: weight name -> float32 values (flat [n_mat * cols], as llama-quantize hands
    them to the library after dividing sums by counts), or None. requantize: let it read an
    already quantized `src` (llama-quantize --allow-requantize). embedding_type: the GGML
    type of token_embd (--token-embedding-type), else the recipe's. Raises RuntimeError when
    llama.cpp refuses (it logs why)."""
    rc = quantize_rc(src, dst, recipe, importance, nthread, pure, requantize, embedding_type)
    if rc != 0:
        raise RuntimeError(f"llama.cpp's quantizer failed on {src} -> {recipe} (returned {rc})")
    return Path(dst)


def quantize_rc(src, dst, recipe: str, importance=None, nthread=2, pure=False, requantize=False,
                embedding_type: str | None = None) -> int:
    """`quantize`, returning llama_model_quantize's status (0: written) instead of raising."""
    importance = None if importance is None else {k: np.asarray(v, dtype=np.float32) for k, v in importance.items()}
    return _in_worker("_quantize_here", str(src), str(dst), recipe, importance, nthread, pure, requantize,
                      embedding_type)


def _quantize_here(src, dst, recipe: str, importance=None, nthread=2, pure=False, requantize=False,
                   embedding_type: str | None = None) -> int:
    """The worker's side of `quantize_rc`."""
    llama_cpp = _llama_cpp()
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = getattr(llama_cpp, f"LLAMA_FTYPE_MOSTLY_{recipe.upper()}")
    params.nthread = nthread
    params.pure = pure
    params.allow_requantize = requantize
    if embedding_type is not None:
        from engine.blocks.registry import ggml_type
        params.token_embedding_type = ggml_type(embedding_type).id
    keep = []                                           # alive until the call returns
    if importance is not None:
        items = (llama_cpp.llama_model_imatrix_data * (len(importance) + 1))()
        for item, (name, values) in zip(items, sorted(importance.items())):
            data = np.ascontiguousarray(np.asarray(values, dtype=np.float32).reshape(-1))
            raw = name.encode()
            keep += [data, raw]
            item.name = raw
            item.data = data.ctypes.data_as(ctypes.POINTER(ctypes.c_float))
            item.size = data.size
        items[len(importance)].name = None              # the list ends at a null name
        keep.append(items)
        params.imatrix = ctypes.cast(items, ctypes.POINTER(llama_cpp.llama_model_imatrix_data))
    return llama_cpp.llama_model_quantize(str(src).encode(), str(dst).encode(), ctypes.byref(params))


# ---------------------------------------------------------------- llama.cpp's GGUF parser
class _InitParams(ctypes.Structure):
    _fields_ = [("no_alloc", ctypes.c_bool), ("ctx", ctypes.POINTER(ctypes.c_void_p))]


def _ggml():
    lib = ctypes.CDLL(os.path.join(os.path.dirname(_llama_cpp().__file__), "lib", "libggml-base.so"))
    p, i64, s = ctypes.c_void_p, ctypes.c_int64, ctypes.c_char_p
    for name, res, args in [("gguf_init_from_file", p, [s, _InitParams]), ("gguf_free", None, [p]),
                            ("gguf_find_key", i64, [p, s]), ("gguf_get_kv_type", ctypes.c_int, [p, i64]),
                            ("gguf_get_arr_type", ctypes.c_int, [p, i64]),
                            ("gguf_get_arr_n", ctypes.c_size_t, [p, i64]),
                            ("gguf_get_arr_str", s, [p, i64, ctypes.c_size_t]),
                            ("gguf_get_val_u32", ctypes.c_uint32, [p, i64]),
                            ("gguf_get_n_tensors", i64, [p]), ("gguf_get_tensor_name", s, [p, i64]),
                            ("gguf_get_tensor_type", ctypes.c_int, [p, i64]),
                            ("ggml_get_tensor", p, [p, s]), ("ggml_nelements", i64, [p]),
                            ("ggml_get_data_f32", ctypes.POINTER(ctypes.c_float), [p]),
                            ("ggml_free", None, [p])]:
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = res, args
    return lib


GGUF_TYPE_ARRAY, GGUF_TYPE_STRING, GGML_TYPE_F32 = 9, 8, 0


def read_imatrix(path) -> dict:
    """An importance-matrix GGUF file as llama.cpp reads it (in the worker); see
    `_read_imatrix_here`."""
    return _in_worker("_read_imatrix_here", str(path))


def _read_imatrix_here(path) -> dict:
    """An importance-matrix GGUF file as llama.cpp reads it (its gguf parser and the checks
    of llama-quantize's loader): {"datasets", "chunk_count", "chunk_size", "sums",
    "counts", "importance"}; the last three map weight name -> float32 numpy arrays,
    importance = sums / counts per matrix (1 where a count is 0). ValueError where
    llama.cpp would refuse the file."""
    lib = _ggml()
    ctx = ctypes.c_void_p()
    g = lib.gguf_init_from_file(str(path).encode(), _InitParams(False, ctypes.pointer(ctx)))
    if not g:
        raise ValueError(f"{path}: llama.cpp's gguf parser cannot read it")
    try:
        keys = {k: lib.gguf_find_key(g, k.encode())
                for k in ("imatrix.datasets", "imatrix.chunk_count", "imatrix.chunk_size")}
        if -1 in keys.values():
            raise ValueError(f"{path}: missing imatrix metadata {[k for k, v in keys.items() if v == -1]}")
        kd = keys["imatrix.datasets"]
        datasets = []
        if (lib.gguf_get_kv_type(g, kd) == GGUF_TYPE_ARRAY and lib.gguf_get_arr_type(g, kd) == GGUF_TYPE_STRING):
            datasets = [lib.gguf_get_arr_str(g, kd, i).decode() for i in range(lib.gguf_get_arr_n(g, kd))]
        out = {"datasets": datasets, "chunk_count": lib.gguf_get_val_u32(g, keys["imatrix.chunk_count"]),
               "chunk_size": lib.gguf_get_val_u32(g, keys["imatrix.chunk_size"]),
               "sums": {}, "counts": {}, "importance": {}}
        for i in range(lib.gguf_get_n_tensors(g)):
            tname = lib.gguf_get_tensor_name(g, i).decode()
            for suffix, table in ((".in_sum2", "sums"), (".counts", "counts")):
                if tname.endswith(suffix):
                    if lib.gguf_get_tensor_type(g, i) != GGML_TYPE_F32:
                        raise ValueError(f"{path}: {tname} is not F32")
                    t = lib.ggml_get_tensor(ctx, tname.encode())
                    n = lib.ggml_nelements(t)
                    out[table][tname[:-len(suffix)]] = np.ctypeslib.as_array(lib.ggml_get_data_f32(t), (n,)).copy()
        if set(out["sums"]) != set(out["counts"]):
            raise ValueError(f"{path}: mismatched sums and counts for "
                             f"{sorted(set(out['sums']) ^ set(out['counts']))}")
        for name, sums in out["sums"].items():
            counts = np.rint(out["counts"][name]).astype(np.int64)   # llama.cpp lrounds counts
            per = sums.reshape(counts.size, -1)
            values = np.where(counts[:, None] > 0, per / np.maximum(counts, 1)[:, None].astype(np.float32), 1.0)
            out["importance"][name] = values.astype(np.float32).reshape(-1)
        return out
    finally:
        lib.gguf_free(g)
        if ctx:
            lib.ggml_free(ctx)


# ---------------------------------------------------------------- logits
def logits(path, ids, n_threads=2, **kwargs) -> torch.Tensor:
    """llama.cpp's teacher-forced logits float32 [T, V] for token ids on the GGUF `path`, in one
    batch (kwargs go to `Llama`, e.g. type_k / type_v for the cache)."""
    return _in_worker("_logits_here", str(path), [int(i) for i in ids], n_threads, **kwargs)


def _logits_here(path, ids, n_threads=2, n_ctx=None, **kwargs) -> torch.Tensor:
    llm = _llama_cpp().Llama(path, n_ctx=n_ctx or max(2 * len(ids), 64), n_batch=512, logits_all=True,
                             n_threads=n_threads, verbose=False, **{"seed": 0, **kwargs})
    try:
        llm.eval(list(ids))
        return torch.from_numpy(np.array(llm.scores[:len(ids)], dtype=np.float32))
    finally:
        llm.close()


# ---------------------------------------------------------------- the vocabulary, in C
def detokenize(llm: Remote, ids, special: bool = False) -> str:
    """llama.cpp's own `llama_detokenize` of `ids` on the vocabulary of `llm` (a `Llama` proxy):
    the C function, without llama-cpp-python's trimming."""
    return _in_worker("_detokenize_here", llm, [int(i) for i in ids], special)


def _detokenize_here(llm, ids, special):
    llama_cpp = _llama_cpp()
    arr = (llama_cpp.llama_token * max(len(ids), 1))(*ids)
    size = 64 * len(ids) + 16
    buf = ctypes.create_string_buffer(size)
    n = llama_cpp.llama_detokenize(llm._model.vocab, arr, len(ids), buf, size, False, special)
    if n < 0:
        raise RuntimeError(f"llama_detokenize returned {n}")
    return buf.raw[:n].decode("utf-8", errors="replace")


def end_of_generation_ids(llm: Remote) -> set[int]:
    """The ids llama.cpp's vocabulary of `llm` marks end-of-generation (`llama_vocab_is_eog`)."""
    return _in_worker("_eog_here", llm)


def _eog_here(llm):
    llama_cpp = _llama_cpp()
    vocab = llm._model.vocab
    return {i for i in range(llama_cpp.llama_vocab_n_tokens(vocab)) if llama_cpp.llama_vocab_is_eog(vocab, i)}


def bos_id(llm: Remote) -> int:
    """llama.cpp's BOS id of `llm`'s vocabulary (-1: none)."""
    return _in_worker("_bos_here", llm)


def _bos_here(llm):
    return int(_llama_cpp().llama_vocab_bos(llm._model.vocab))
