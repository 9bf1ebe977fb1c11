"""`load_gguf`: a GGUF file -> (model, tokenizer), weights kept in their GGML blocks.

The model is built on the meta device (no memory), then each module is filled once
from the file's memory map: norms and biases as small float tensors, 2-D weights as
quantized layers over the file's bytes (`quant_linear`; on the CPU read into memory of
their own in 2 MiB pages where the file fits, else viewing the map), MoE experts as
`QuantExperts`, the embedding table as `QuantEmbedding`. Nothing is dequantized
unless `keep_quantized=False`. How the layers compute is one `Backend`, resolved here
and held by the model (`model.backend`), on the backend's device: on CUDA the layers' GGML
blocks (or their repacks) are copied to the GPU as they are, never widened to floats.
"""
import gc
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import torch
from torch import nn

from engine.blocks import registry
from engine.gguf.config import QK_PERMUTED, TENSOR_FLAGS, config_from_gguf, unpermute_qk
from engine.gguf.reader import GGUFError, GGUFReader
from engine.gguf.targets import ROPE_DIVISORS, check_filled, place_tensors, set_module, set_tensor
from engine.gguf.tokenizer import tokenizer_from_gguf
from engine.kernels.backend import Backend, resolve_backend
from engine.kernels.heap import HUGE_PAGE, available_memory, huge_page_empty, keep_freed_buffers, touch_pages
from engine.models import build_skeleton
from engine.models.qwen3_moe import quantized_experts
from engine.quantized.embedding import QuantEmbedding
from engine.quantized.experts import QuantExperts
from engine.quantized.linear import DENSE, DenseLinear
from engine.quantized.select import quant_linear, set_backend
from engine.serve.defaults import WEIGHTS

PERMUTED = {"self_attn.q_proj": "num_attention_heads", "self_attn.k_proj": "num_key_value_heads"}


def _resident(weights: str, reader: GGUFReader) -> bool:
    """Whether `weights` (WEIGHTS) copies this file's weights into memory of their own."""
    if weights != "auto":
        return weights == "resident"
    free = available_memory()
    need = sum(reader.nbytes(name) for name in reader.tensors)
    return free is not None and need * 4 // 3 <= free


def _own_copy(layer: nn.Module, reader: GGUFReader, name: str, raw: torch.Tensor, threads: int) -> bool:
    """Give `layer` its own copy, in 2 MiB pages (`huge_page_empty`) read from the file, of
    each tensor that views the map at `raw` (bytes of tensor `name`); True when one did."""
    found, base = False, reader.raw(name).data_ptr()
    for module in layer.modules():
        for store in (module._parameters, module._buffers):
            for key, t in store.items():
                if t is not None and t.device.type == "cpu" and t.data_ptr() == raw.data_ptr() and t.is_contiguous():
                    try:
                        copy = huge_page_empty(t.shape, t.dtype, touch=False)
                    except OSError:      # no memory to map (a ulimit, strict overcommit): keep the view
                        continue
                    _read_pieces(reader, name, copy, t.data_ptr() - base, threads)
                    store[key] = nn.Parameter(copy, requires_grad=False) if isinstance(t, nn.Parameter) else copy
                    found = True
    return found


def _share_table(embed: QuantEmbedding, head: nn.Module):
    """A tied embedding reads the output layer's resident copy of their one table (the file's
    bytes, in the file's layout) instead of the map, so the table is held once."""
    own = getattr(head, "raw", None)
    if own is not None and own.numel() == embed.raw.numel() and own.data_ptr() != embed.raw.data_ptr():
        embed.raw = own.view(embed.raw.shape)


def _read_pieces(reader: GGUFReader, name: str, out: torch.Tensor, start: int, threads: int):
    """out = tensor `name`'s bytes from `start`, read in whole 2 MiB pages by `threads`
    threads, each faulting in its own pages first (`touch_pages`): both steps release the
    GIL, and the page faults are most of a fresh copy's time."""
    flat = out.view(-1).view(torch.uint8)
    piece = max(-(-flat.numel() // threads // HUGE_PAGE) * HUGE_PAGE, HUGE_PAGE)

    def read(lo):
        touch_pages(flat[lo:lo + piece])
        reader.read_into(name, flat[lo:lo + piece], start + lo)

    if flat.numel() <= piece:
        read(0)
        return
    with ThreadPoolExecutor(threads) as pool:
        list(pool.map(read, range(0, flat.numel(), piece)))


def model_config(reader: GGUFReader) -> dict:
    """The Hugging Face style config of a file: its metadata, whether it ties lm_head to the
    embedding (a file ties by leaving out `output.weight`) and the other flags only its
    tensors tell (`TENSOR_FLAGS`)."""
    try:
        config = config_from_gguf(reader.metadata)
    except ValueError as e:
        raise GGUFError(f"{reader.path}: {e}") from None
    config["tie_word_embeddings"] = "output.weight" not in reader.tensors
    for field, tensor in TENSOR_FLAGS.get(config.get("architecture"), {}).items():
        config.setdefault(field, tensor(config, reader.tensors) if callable(tensor) else tensor in reader.tensors)
    return config


def load_gguf(path, device="cpu", dtype=torch.bfloat16, keep_quantized=True, progress=True,
              activations="float", backend: Backend | None = None, shard=None, weights="auto"):
    """Load a GGUF file into an engine model and its tokenizer.

    Config from metadata, model on the meta device, each tensor put in place through
    the one name map (`GGUF_NAMES`); Llama Q/K rows are un-permuted (exact on quantized
    rows: the permutation moves whole rows); `rope_freqs` divides the rotary
    frequencies; a file without `output.weight` ties `lm_head` to the embedding.
    `activations="q8"` makes every quantized layer whose type has an integer kernel
    quantize its input the way llama.cpp's CPU backend does (its arithmetic, accuracy
    and speed); "float" (the default) multiplies exactly. `backend` (default: resolved
    from `device` and `activations`) says which kernels run. Returns (model, tokenizer);
    `model.load_report` holds load seconds and how the model computes. `shard` (an
    engine.parallel.shard.TensorParallel) loads only this rank's slices of a tensor-parallel
    model and adds the collectives between them. `weights`: where a CPU model's 2-D weights
    live: "mapped" views them in the file's memory map; "resident" copies each into memory
    of its own in 2 MiB pages (`huge_page_empty`: a decode step streams them faster) and
    hands the file's pages back; "auto" (the default) is "resident" when the file fits in
    the memory available with a quarter to spare, else "mapped" (a model larger than
    memory then still runs, from the page cache).
    (Your engine: Chapter 38)
    """
    if weights not in WEIGHTS:
        raise ValueError(f"load_gguf: weights must be one of {', '.join(WEIGHTS)}, found {weights!r}")
    t0 = time.perf_counter()
    reader = GGUFReader(path)
    config = model_config(reader)
    if shard is not None:
        config = shard.plan_for(config, reader.tensors).config    # this rank's heads and MLP width
    model = build_skeleton(config)
    backend = backend or resolve_backend(device, activations=activations)
    device = backend.device          # the model lives where its backend computes
    loader = _Loader(reader, model, backend, dtype, keep_quantized, shard)
    loader.resident = backend.device.type == "cpu" and keep_quantized and _resident(weights, reader)
    places = place_tensors(reader, model)
    bar = _progress(len(reader.tensors), progress)
    collecting = gc.isenabled()
    gc.disable()    # hundreds of modules and the vocabulary's dicts: no collector passes mid-load
    try:
        # the small tensors first: reading one maps the file's pages around it (as much as a
        # whole 2 MiB folio), which must happen before a repacked weight's pages are released
        for param_path, name in places.plain.items():
            loader.plain(param_path, name)
            bar.update(1)
        for layer_path, parts in places.linears.items():
            set_module(model, layer_path, loader.linear(layer_path, parts["weight"], parts.get("bias"),
                                                        parts.get("rows")))
            bar.update(_tensors_done(parts))
        for layer_path, parts in places.experts.items():
            set_module(model, layer_path + ".mlp.experts", loader.experts(layer_path, parts))
            bar.update(len(parts))
        check_filled(model, reader)
        model.to(device).eval()
        tokenizer = tokenizer_from_gguf(reader.metadata)
        seconds = time.perf_counter() - t0
        model.gguf_reader = reader   # keeps the memory map alive as long as the model
        model.load_report = {"file": str(reader.path), "load_s": round(seconds, 3),
                             "keep_quantized": keep_quantized,
                             "weights": "resident" if loader.resident else "mapped"}
        if shard is not None:
            model.tensor_parallel = shard
            model.load_report["tensor_parallel"] = {"rank": shard.rank, "world": shard.world,
                                                    "notes": shard.install(model)}
        use_backend(model, backend)
        _note_decoded(model, dtype)
    except BaseException:
        bar.close()                  # the bar as it stood; the error follows on its own line
        raise
    finally:
        if collecting:
            gc.enable()
    _finish(bar, f"loaded {reader.path.name} in {seconds:.2f} s")
    return model, tokenizer


class _Loader:
    """Makes the modules of one file's tensors (kept quantized, or dense with
    `keep_quantized=False`)."""

    def __init__(self, reader, model, backend, dtype, keep_quantized, shard=None):
        self.reader, self.model, self.backend = reader, model, backend
        self.dtype, self.dense, self.shard = dtype, not keep_quantized, shard
        self.resident = False        # load_gguf's weights="resident": 2-D weights copied out of the map

    def raw(self, name):
        """(bytes, type name, shape) of a tensor."""
        shape, type_name, _ = self.reader.tensors[name]
        return self.reader.raw(name), type_name, shape

    def floats(self, name):
        return self.reader.tensor(name).to(self.dtype)

    def linear(self, layer_path, weight, bias=None, rows=None) -> nn.Module:
        """A 2-D weight (and bias) -> its layer; Llama's Q/K rows un-permuted first. `rows`
        (start, stop): the layer's share of a fused tensor (a view of those rows' bytes)."""
        raw, type_name, shape = self.raw(weight)
        if len(shape) == 1:      # llama.cpp's quantizer writes a one-row weight (Qwen3.5-MoE's
            shape = [1, *shape]  # shared-expert gate [1, D]) without its dim of 1
        bias = self.floats(bias).float() if bias else None
        if rows is not None:     # whole rows of blocks: the same bytes as a tensor of its own
            raw = raw.reshape(shape[0], -1)[rows[0]:rows[1]].reshape(-1)
            shape = [rows[1] - rows[0], shape[1]]
            bias = None if bias is None else bias[rows[0]:rows[1]]
        kind = ".".join(layer_path.split(".")[-2:])   # e.g. self_attn.q_proj
        sliced = False
        if self.shard is not None:   # whole heads: the un-permutation below works on the rank's rows
            raw, shape, bias, sliced = self.shard.slice_linear(kind, raw, type_name, shape, bias, layer_path)
        copied = self.model.config.model_type in QK_PERMUTED and kind in PERMUTED
        if copied:
            heads = getattr(self.model.config, PERMUTED[kind])
            raw = unpermute_qk(raw.reshape(shape[0], -1), heads).reshape(-1)
        if self.dense:
            layer = DenseLinear(self.backend.dequantize(raw, type_name, shape).to(self.dtype), bias)
        else:
            layer = quant_linear(raw, type_name, shape, bias=bias, dtype=self.dtype, backend=self.backend)
            copied = copied or getattr(layer, "interleave", 0)   # its rows repacked into a copy
        copied = copied or sliced or (self.resident and
                                      _own_copy(layer, self.reader, weight, raw, self.backend.threads))
        if copied:   # the layer reads its own copy of the rows: the file's pages can go
            self.reader.release(weight)
        return layer

    def experts(self, layer_path, parts) -> nn.Module:
        """The three expert stacks of a MoE layer (and their biases) -> its experts module; a
        gate_up stack [E, 2I, D] gives gate and up each expert's first and last I rows."""
        if "gate_up_proj" in parts:
            raw, type_name, (E, rows, cols) = self.raw(parts["gate_up_proj"])
            halves = raw.reshape(E, rows, -1).split(rows // 2, dim=1)      # whole rows of blocks
            gate, up = ((h, type_name, [E, rows // 2, cols]) for h in halves)
            down = self.raw(parts["down_proj"])
        else:
            gate, up, down = (self.raw(parts[p]) for p in ("gate_proj", "up_proj", "down_proj"))
        biases = None
        if "down_proj_bias" in parts:
            biases = [self.reader.tensor(parts[p + "_bias"]) for p in ("gate_proj", "up_proj", "down_proj")]
        if self.shard is not None:      # this rank's experts only
            gate, up, down, biases = self.shard.slice_experts(gate, up, down, biases)
        quant = QuantExperts.from_ggml(gate, up, down, dtype=self.dtype, backend=self.backend, biases=biases)
        if self.shard is not None:
            quant = self.shard.local_experts(quant)
        return quantized_experts(self.model.get_submodule(layer_path + ".mlp.experts"), quant, self.dense)

    def plain(self, path, name):
        """Norms, biases of layers without weights here, the embedding and rope_freqs."""
        shape, type_name, _ = self.reader.tensors[name]
        if path == "model.embed_tokens.weight":
            if self.dense or DENSE.get(type_name) == self.dtype:   # F32 (or F16 into float16 ...): a view
                embed = nn.Embedding.from_pretrained(self.floats(name), freeze=True)
            else:
                embed = QuantEmbedding(*self.raw(name), dtype=self.dtype, backend=self.backend)
            set_module(self.model, "model.embed_tokens", embed)
            if self.model.config.tie_word_embeddings:
                head = self.linear("lm_head", name)
                set_module(self.model, "lm_head", head)
                if self.resident and isinstance(embed, QuantEmbedding) and not getattr(head, "interleave", 0):
                    _share_table(embed, head)
        elif path == "rope_freqs.weight":
            self.model.set_rope_freqs(self.reader.tensor(name))
        elif path in ROPE_DIVISORS:
            self.model.set_rope_factors(path[len("rope_factors_"):-len(".weight")], self.reader.tensor(name))
        else:   # a copy: a view would map the file's pages around it again at each first read
            value = self.reader.tensor(name).to(self.dtype if self.dense else torch.float32, copy=True)
            if self.shard is not None:
                value = self.shard.slice_plain(path, value)
            set_tensor(self.model, path, value)


def _tensors_done(parts: dict) -> int:
    """How many of the file's tensors a layer's parts account for: its weight and bias, a
    fused tensor's once (with its first share)."""
    if "rows" not in parts:
        return len(parts)
    return 0 if parts["rows"][0] else len(parts) - 1


def _note_decoded(model, dtype) -> None:
    """One line naming the GGML types held as dense copies decoded at load (no kernel of the
    backend reads them: `Backend.decodes_once`), also kept in `model.load_report["decoded_once"]`."""
    decoded = sorted({m.type_name for m in model.modules()
                      if isinstance(m, DenseLinear) and m.type_name in registry.REGISTRY
                      and m.type_name not in DENSE})
    if decoded:
        model.load_report["decoded_once"] = decoded
        print(f"note: no kernel reads {', '.join(decoded)}: those weights are held dense in "
              f"{str(dtype).removeprefix('torch.')}, decoded once at load", file=sys.stderr)


def use_backend(model, backend: Backend) -> str:
    """Make `model` compute with `backend` (every layer, and on the CPU with the C library
    the fused one-call decode step when the model fits, on CUDA the decode step as a CUDA
    graph; on the CPU the heap keeps freed activation buffers, engine/kernels/heap.py);
    returns "on" (on CUDA "cuda graph: on") or why the fused step is off, also kept in
    `model.load_report["fused_decode"]`."""
    set_backend(model, backend)
    model.backend = backend
    if backend.device.type == "cpu":
        keep_freed_buffers()
    model.fused_decode, why = None, None
    # a rank of a split model too: its step runs the ranks' collectives (kernels/cpu/step_parallel.py)
    model.fused_decode, why = backend.fused_decoder(model)
    report = (getattr(model.fused_decode, "report", "on") if model.fused_decode is not None   # "cuda graph: on"
              else why if why.startswith("off") else f"off: {why}")
    getattr(model, "load_report", {})["fused_decode"] = report
    return report


def _progress(total, enabled):
    from tqdm import tqdm
    return tqdm(total=total, desc="loading", unit="tensor", file=sys.stderr, disable=not enabled)


def _finish(bar, message):
    """Put `message` where the bar was and end the line: the bar's last state is replaced,
    not cleared, so no line of spaces is left before the message."""
    if bar.disable:
        return
    bar.bar_format = "{desc}"
    bar.set_description_str(message, refresh=False)
    bar.close()                      # draws the message over the bar, then a newline
