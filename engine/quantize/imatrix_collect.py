"""Compute an importance matrix with this engine: `run.py gguf imatrix MODEL.gguf --text FILE`.

What llama.cpp's `llama-imatrix` does, on the engine's model: the calibration text is
tokenized once (with BOS when the model adds one), cut into chunks of `chunk_size` tokens
(a partial last chunk is dropped), each chunk starts with BOS, and every chunk runs
through the model once. Hooks on the inputs of every quantizable matrix of the layers
(`blk.*`: attention q/k/v/output, ffn gate/up/down, the MoE router and experts) add, per
input column, the sum of x^2 over the tokens, and count the tokens. MoE experts count
only the tokens routed to them ([E, cols] sums, [E] counts). `output.weight` is included
only with `process_output` (as llama.cpp's --process-output), and never when the
embedding is tied (the product is then with token_embd, which llama.cpp does not record).
The model runs in float32 with dense weights (llama.cpp records float32 activations).
"""
import json
import sys
import time
from pathlib import Path

import torch

from engine.quantize.imatrix import Imatrix, ImatrixEntry, write_imatrix, write_imatrix_dat

# GGUF kinds of the matrices an imatrix records (what llama.cpp's quantizer can weight)
LINEAR_KINDS = ("attn_q", "attn_k", "attn_v", "attn_output", "ffn_gate", "ffn_up", "ffn_down",
                "ffn_gate_inp")
DEFAULT_CHUNK_SIZE = 512


class ImatrixCollector:
    """Context manager: while open, forward pre-hooks on `model` accumulate per GGUF weight
    name the float64 sums of x^2 per input column ([n_mat, cols]) and token counts
    ([n_mat]); `imatrix(...)` returns them as an `Imatrix`."""

    def __init__(self, model, process_output: bool = False):
        self.model, self.process_output = model, process_output
        self.sums, self.counts = {}, {}
        self._handles, self._patched = [], []

    # ------------------------------------------------------------ accumulation
    def add(self, name: str, x: torch.Tensor, mat: int = 0, n_mat: int = 1):
        """Add the rows of x [..., cols] to weight `name`'s matrix `mat` (of `n_mat`)."""
        x = x.detach().reshape(-1, x.shape[-1]).double()
        if name not in self.sums:
            self.sums[name] = torch.zeros(n_mat, x.shape[1], dtype=torch.float64)
            self.counts[name] = torch.zeros(n_mat, dtype=torch.float64)
        self.sums[name][mat] += (x * x).sum(0)
        self.counts[name][mat] += x.shape[0]

    # ------------------------------------------------------------ hooks
    def _targets(self):
        """(module path, GGUF weight name) of every 2-D product to record."""
        from engine.quantize.export import gguf_tensor_name

        tied = getattr(self.model.config, "tie_word_embeddings", False)
        for path, module in self.model.named_modules():
            try:
                name = gguf_tensor_name(path + ".weight")
            except ValueError:          # a module the file has no tensor of
                continue
            kind = name.split(".")[-2]
            if name.startswith("blk.") and kind in LINEAR_KINDS:
                yield module, name
            elif name == "output.weight" and self.process_output and not tied:
                yield module, name

    def __enter__(self):
        from engine.models.qwen3_moe import Experts

        for module, name in self._targets():
            self._handles.append(module.register_forward_pre_hook(self._input_hook(name)))
        for path, module in self.model.named_modules():
            if isinstance(module, Experts):
                self._patch_experts(module, path.split(".")[2])
        return self

    def _input_hook(self, name):
        def hook(module, args):
            self.add(name, args[0])
        return hook

    def _patch_experts(self, experts, layer: str):
        """Route each expert's product through `add` (its tokens only): gate_up feeds
        ffn_gate_exps and ffn_up_exps, down feeds ffn_down_exps."""
        names = {"gate_up": [f"blk.{layer}.ffn_gate_exps.weight", f"blk.{layer}.ffn_up_exps.weight"],
                 "down": [f"blk.{layer}.ffn_down_exps.weight"]}
        inner, n_mat = experts.expert_matmul, experts.num_experts

        def expert_matmul(e, which, x_e):
            for name in names[which]:
                self.add(name, x_e, e, n_mat)
            return inner(e, which, x_e)
        experts.expert_matmul = expert_matmul
        self._patched.append(experts)

    def __exit__(self, *exc):
        for h in self._handles:
            h.remove()
        for experts in self._patched:
            del experts.expert_matmul          # the class's method again
        self._handles, self._patched = [], []

    def imatrix(self, datasets=(), chunk_count=0, chunk_size=0) -> Imatrix:
        entries = {n: ImatrixEntry(self.sums[n].float(), self.counts[n].float())
                   for n in sorted(self.sums)}
        return Imatrix(entries, list(datasets), chunk_count, chunk_size)


def token_chunks(ids: list, chunk_size: int, bos_id=None, max_chunks=None) -> list:
    """Cut token ids into whole chunks of `chunk_size` (at most `max_chunks`); with a
    `bos_id` each chunk's first token becomes BOS, as llama-imatrix does."""
    if chunk_size < 1:
        raise ValueError(f"chunk size must be >= 1, got {chunk_size}")
    n = len(ids) // chunk_size if max_chunks is None else min(len(ids) // chunk_size, max_chunks)
    if n < 1:
        raise ValueError(f"the text has {len(ids)} tokens, fewer than one chunk of {chunk_size}; "
                         "give more text or a smaller --chunk-size")
    chunks = [list(ids[i * chunk_size:(i + 1) * chunk_size]) for i in range(n)]
    if bos_id is not None:
        for c in chunks:
            c[0] = bos_id
    return chunks


def collect_imatrix(model, chunks, process_output=False, datasets=(), progress=False) -> Imatrix:
    """Run `model` (input_ids [1, T] -> logits) over each chunk of token ids under an
    `ImatrixCollector`; chunk_size is the chunks' length."""
    from tqdm import tqdm

    with ImatrixCollector(model, process_output) as collector, torch.inference_mode():
        for chunk in tqdm(chunks, desc="imatrix", unit="chunk", file=sys.stderr, disable=not progress):
            model(torch.tensor([chunk]))
    return collector.imatrix(datasets, len(chunks), len(chunks[0]))


def imatrix_from_text(model_path, text: str, chunk_size=DEFAULT_CHUNK_SIZE, max_chunks=None,
                      process_output=False, dataset="", progress=False) -> Imatrix:
    """Load `model_path` (float32, dense), tokenize `text` and collect its importance matrix."""
    from engine.gguf.load import load_gguf

    model, tok = load_gguf(model_path, dtype=torch.float32, keep_quantized=False, progress=progress)
    ids = tok.encode(text, add_special=True)
    chunks = token_chunks(ids, chunk_size, tok.bos_id if tok.add_bos else None, max_chunks)
    return collect_imatrix(model, chunks, process_output, [dataset] if dataset else [], progress)


def imatrix_main(args) -> int:
    """`run.py gguf imatrix MODEL --text FILE [-o OUT]`: compute, write, print one JSON line."""
    model, text_path, out = Path(args.model), Path(args.text), Path(args.output)
    if not model.is_file():
        raise FileNotFoundError(f"{model}: no such model file")
    if not text_path.is_file():
        raise FileNotFoundError(f"{text_path}: no such text file")
    if out.exists() and (out.resolve() in (model.resolve(), text_path.resolve()) or not args.force):
        raise FileExistsError(f"{out} exists; pass --force to overwrite it (never the model or text)")
    start = time.perf_counter()
    imatrix = imatrix_from_text(model, text_path.read_text(encoding="utf-8"), args.chunk_size,
                                args.chunks, args.process_output, str(text_path), progress=True)
    (write_imatrix_dat if args.output_format == "dat" else write_imatrix)(out, imatrix)
    print(json.dumps({"model": str(model), "output": str(out), "format": args.output_format,
                      "entries": len(imatrix.entries), "chunks": imatrix.chunk_count,
                      "chunk_size": imatrix.chunk_size,
                      "seconds": round(time.perf_counter() - start, 2)}), flush=True)
    return 0
