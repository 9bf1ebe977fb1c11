"""Chapter 38 on files made end to end by llama.cpp's own tools: its converter, then its quantizer.

Tiny random Hugging Face checkpoints, Qwen3ForCausalLM and Qwen3MoeForCausalLM (8 experts,
top-2), with 2 layers, rows of 256 (so every block type fits) and tied embeddings, are saved
by transformers and turned into F32 GGUF files by `convert_hf_to_gguf.py` from the
llama-cpp-python source distribution of the installed version. It runs with the gguf-py it
ships, which it puts on its own path (the gguf 0.19 release lacks constants it uses).
llama.cpp's `llama_model_quantize` then makes each file type: Q8_0, Q4_K_M, Q5_K_M, Q6_K,
Q4_0, IQ4_XS, and MXFP4_MOE for the MoE. Then:

1. The converted file holds Qwen2.5's vocabulary and merges unchanged, and the tokenizer we
   read from it gives llama.cpp's ids and text.
2. The F32 file: our logits equal the transformers model that was saved, and agree with
   llama.cpp's.
3. Each quantized file loads quantized (no nn.Linear), and our logits equal the exact
   reference to <= 1e-3 relative error in float32. The reference is transformers' model
   holding the file's weights decoded by gguf-py. KL(llama.cpp || ours) is no worse than
   KL(llama.cpp || that reference) by more than the other llama.cpp tests allow
   (1.2x + 1e-6). Random weights give flat logits, so KL is the measure, not top-1.

The converter names a BPE pre-tokenizer by hashing the ids its tokenizer gives for a fixed
text, and refuses one it does not know. So each checkpoint carries Qwen2's own
tokenizer.json, rebuilt from the vocabulary and merges stored in the real Qwen2.5 file
($GGUF_MODELS; skipped when absent): the full 151,936-token vocabulary, Qwen2's split
regex, NFC and the byte-level decoder, which the converter recognises as "qwen2". Llama and
Qwen2 output of the same converter is covered by the real SmolLM2 and Qwen2.5 files
(tests/test_ch38_load.py).

The source distribution is fetched once with `pip download` and the converter unpacked
under ~/.cache/llama-cpp-convert/<version>; without it the module skips and says why.
Run with `-s` to see the table of figures.
"""
import copy
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import NamedTuple

import numpy as np
import pytest
import torch

from conftest import llama_cpp_oracle

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table, real_model_path
from converter_process import convert_args
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement
from engine.cli.demo import TRAINING_TEXT
from engine.gguf.load import load_gguf
from engine.gguf.reader import GGUFReader
from engine.gguf.tokenizer import tokenizer_from_gguf
from engine.formats.runtime import resident_bits_report
from engine.layers.decoder import init_random_
from test_ch38_llama_cpp_archs import llama_cpp_quantize, run_llama_cpp, run_ours
from test_ch38_tokenizer import check_against_llama_cpp

torch.set_num_threads(2)

# architecture -> (transformers class prefix, extra config fields)
ARCHS = {
    "qwen3": ("Qwen3", {}),
    "qwen3_moe": ("Qwen3Moe", dict(num_experts=8, num_experts_per_tok=2, moe_intermediate_size=256,
                                   norm_topk_prob=True)),
}
BASE = dict(hidden_size=256, intermediate_size=512, num_hidden_layers=2, num_attention_heads=4,
            num_key_value_heads=2, head_dim=64, rms_norm_eps=1e-6, rope_theta=10000.0,
            max_position_embeddings=512, tie_word_embeddings=True)
FTYPES = ["Q8_0", "Q4_K_M", "Q5_K_M", "Q6_K", "Q4_0", "IQ4_XS"]
CASES = [(a, f) for a in ARCHS for f in FTYPES] + [("qwen3_moe", "MXFP4_MOE")]
N_TOKENS = 32
STD = 0.08          # matrices ~ N(0, 0.08), as in the other llama.cpp tests

# Qwen2's tokenizer.json: its split regex, then bytes -> printable characters
QWEN2_SPLIT = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}"
               r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
BYTE_LEVEL = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": False, "use_regex": False}
NORMAL, CONTROL, USER_DEFINED = 1, 3, 4          # GGUF token types

ROWS = []           # figures printed as one table at the end of the module


_print_table = figure_table("arch | file | resident bits | rel vs HF(gguf-py) | KL(lc||ours) | KL(lc||HF ref) "
                            "| |difference| | top-1 ours", ROWS)


# ------------------------------------------------------------------ llama.cpp's converter

def converter_cache() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    return base / "llama-cpp-convert" / llama_cpp.__version__


def unpack_converter(sdist: Path, dest: Path):
    """Copy convert_hf_to_gguf.py, its `conversion` package, gguf-py and `models/templates`
    (chat templates) out of the sdist's vendor/llama.cpp into `dest` (regular files only,
    paths made relative to that folder)."""
    with tarfile.open(sdist) as tar:
        for member in tar.getmembers():
            parts = Path(member.name).parts
            if not member.isfile() or parts[1:3] != ("vendor", "llama.cpp"):
                continue
            rel = Path(*parts[3:])
            wanted = rel.parts[0] in ("convert_hf_to_gguf.py", "convert_lora_to_gguf.py", "conversion", "gguf-py",
                                      "LICENSE") \
                or rel.parts[:2] == ("models", "templates")          # chat templates, for gpt-oss's
            if wanted and ".." not in rel.parts:
                (dest / rel).parent.mkdir(parents=True, exist_ok=True)
                (dest / rel).write_bytes(tar.extractfile(member).read())


@pytest.fixture(scope="module")
def converter() -> Path:
    """Path of llama.cpp's convert_hf_to_gguf.py matching the installed llama-cpp-python."""
    # it imports sentencepiece before looking for a tokenizer.model, even for BPE vocabularies
    pytest.importorskip("sentencepiece", reason="llama.cpp's converter needs sentencepiece")
    cache = converter_cache()
    script = cache / "convert_hf_to_gguf.py"
    if script.is_file() and _complete(cache):
        return script                 # (a cache unpacked before the templates or the LoRA script were is redone)
    version = llama_cpp.__version__
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
               f"llama-cpp-python=={version}", "-d", tmp]
        try:
            done = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        except subprocess.TimeoutExpired:
            pytest.skip(f"pip download of llama-cpp-python=={version} timed out")
        sdists = list(Path(tmp).glob("llama_cpp_python-*.tar.gz"))
        if done.returncode != 0 or not sdists:
            last = " | ".join(done.stderr.strip().splitlines()[-2:])
            pytest.skip(f"cannot obtain llama.cpp's converter: pip download llama-cpp-python=={version} "
                        f"failed: {last}")
        partial = cache.with_name(f"{version}.partial-{os.getpid()}")
        unpack_converter(sdists[0], partial)
        if not (partial / "convert_hf_to_gguf.py").is_file():
            pytest.skip(f"{sdists[0].name} holds no vendor/llama.cpp/convert_hf_to_gguf.py")
        if cache.exists() and not _complete(cache):
            shutil.rmtree(cache, ignore_errors=True)
        try:
            partial.rename(cache)         # atomic: a concurrent run may have won the race
        except OSError:
            shutil.rmtree(partial, ignore_errors=True)
    return script


def _complete(cache: Path) -> bool:
    """A cache holding what later versions of `unpack_converter` add: chat templates, the LoRA script."""
    return (cache / "models" / "templates").is_dir() and (cache / "convert_lora_to_gguf.py").is_file()


def convert(script: Path, hf_dir: Path, out: Path, *flags: str) -> Path:
    """Run llama.cpp's converter on a Hugging Face checkpoint folder -> F32 GGUF `out`
    (`flags`: more of its options, e.g. "--no-mtp")."""
    status, output = convert_args(script, [str(hf_dir), "--outfile", str(out), "--outtype", "f32", *flags])
    assert status == 0 and out.is_file(), f"convert_hf_to_gguf.py failed on {hf_dir}:\n{output[-3000:]}"
    return out


# ------------------------------------------------------------------ Qwen2's tokenizer.json

def write_qwen2_tokenizer(metadata: dict, folder: Path):
    """tokenizer.json + tokenizer_config.json of Qwen2's tokenizer, from a Qwen2 GGUF file's
    vocabulary (normal tokens in the BPE model, control / user-defined ones as added
    tokens; padding entries dropped), merges, special ids and chat template."""
    tokens, merges = metadata["tokenizer.ggml.tokens"], metadata["tokenizer.ggml.merges"]
    types = [int(t) for t in metadata["tokenizer.ggml.token_type"]]
    vocab = {t: i for i, (t, k) in enumerate(zip(tokens, types)) if k == NORMAL}
    added = [{"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
              "normalized": False, "special": k == CONTROL}
             for i, (t, k) in enumerate(zip(tokens, types)) if k in (CONTROL, USER_DEFINED)]
    spec = {
        "version": "1.0", "truncation": None, "padding": None, "added_tokens": added,
        "normalizer": {"type": "NFC"},
        "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
            {"type": "Split", "pattern": {"Regex": QWEN2_SPLIT}, "behavior": "Isolated", "invert": False},
            BYTE_LEVEL]},
        "post_processor": BYTE_LEVEL, "decoder": BYTE_LEVEL,
        "model": {"type": "BPE", "dropout": None, "unk_token": None, "continuing_subword_prefix": "",
                  "end_of_word_suffix": "", "fuse_unk": False, "byte_fallback": False,
                  "ignore_merges": False, "vocab": vocab, "merges": [m.split(" ") for m in merges]},
    }
    (folder / "tokenizer.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    config = {"tokenizer_class": "Qwen2Tokenizer", "add_bos_token": False, "bos_token": None,
              "eos_token": tokens[metadata["tokenizer.ggml.eos_token_id"]],
              "pad_token": tokens[metadata["tokenizer.ggml.padding_token_id"]],
              "chat_template": metadata["tokenizer.chat_template"], "model_max_length": 32768}
    (folder / "tokenizer_config.json").write_text(json.dumps(config, ensure_ascii=False), encoding="utf-8")


def convert_random_checkpoint(folder: Path, converter: Path, config_cls, model_cls, fields: dict,
                              n_tokens: int) -> tuple:
    """A random transformers `model_cls` (`fields` in its `config_cls`, matrices ~ N(0, 0.08))
    with Qwen2's tokenizer saved in `folder`, converted to F32 by llama.cpp's converter:
    (the model, the GGUF path, the first `n_tokens` ids of the training text)."""
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    write_qwen2_tokenizer(metadata, folder)
    eos = metadata["tokenizer.ggml.eos_token_id"]
    config = config_cls(**fields, vocab_size=len(metadata["tokenizer.ggml.tokens"]),
                        bos_token_id=metadata["tokenizer.ggml.bos_token_id"], pad_token_id=eos, eos_token_id=eos,
                        attn_implementation="eager")
    hf = model_cls(config).float().eval()
    init_random_(hf, seed=0, std=0.08)
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / f"{folder.name}-F32.gguf")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:n_tokens]
    assert len(ids) == n_tokens
    return hf, path, ids


@pytest.fixture(scope="module")
def qwen2_tokenizer(tmp_path_factory):
    """(folder holding Qwen2's tokenizer files, the Qwen2.5 file's metadata)."""
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    folder = tmp_path_factory.mktemp("qwen2-tokenizer")
    write_qwen2_tokenizer(metadata, folder)
    return folder, metadata


@pytest.fixture(scope="module")
def ids(qwen2_tokenizer):
    """N_TOKENS teacher-forced ids of varied text under Qwen2's tokenizer."""
    tok = tokenizer_from_gguf(qwen2_tokenizer[1])
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return ids


# ------------------------------------------------------------------ checkpoints and files

def hf_checkpoint(arch, metadata, folder: Path):
    """A random transformers model of `arch` (float32) saved in `folder` beside the tokenizer."""
    prefix, extra = ARCHS[arch]
    fields = dict(BASE, **extra)
    conf = getattr(transformers, f"{prefix}Config")(
        vocab_size=len(metadata["tokenizer.ggml.tokens"]),
        bos_token_id=metadata["tokenizer.ggml.bos_token_id"],
        eos_token_id=metadata["tokenizer.ggml.eos_token_id"], attn_implementation="eager", **fields)
    model = getattr(transformers, f"{prefix}ForCausalLM")(conf).float().eval()
    with torch.no_grad():
        init_random_(model, seed=0, std=STD)
    model.save_pretrained(folder)
    return model


class Converted(NamedTuple):
    model: torch.nn.Module          # the transformers model that was saved
    path: Path                      # its F32 GGUF file, by llama.cpp's converter
    llama_cpp_logits: torch.Tensor  # [N_TOKENS, V] on that file
    reference: torch.nn.Module      # a second model of the arch, to hold decoded weights


@pytest.fixture(scope="module")
def converted(tmp_path_factory, qwen2_tokenizer, ids, converter):
    """arch -> Converted, made on first use."""
    made = {}

    def get(arch):
        if arch not in made:
            tok_dir, metadata = qwen2_tokenizer
            folder = tmp_path_factory.mktemp(f"{arch}-hf")
            for name in ("tokenizer.json", "tokenizer_config.json"):
                (folder / name).write_bytes((tok_dir / name).read_bytes())
            model = hf_checkpoint(arch, metadata, folder)
            path = convert(converter, folder, folder.parent / f"{arch}-F32.gguf")
            made[arch] = Converted(model, path, run_llama_cpp(path, ids), copy.deepcopy(model))
        return made[arch]
    return get


@pytest.fixture(scope="module")
def quantized_files(converted):
    """(arch, ftype) -> llama.cpp's quantization of the converted F32 file."""
    made = {}

    def get(arch, ftype):
        if (arch, ftype) not in made:
            src = converted(arch).path
            dst = src.with_name(f"{arch}-{ftype}.gguf")
            rc = llama_cpp_quantize(src, dst, ftype)
            assert rc == 0, f"llama.cpp's quantizer failed on {src.name} -> {ftype} (returned {rc})"
            made[arch, ftype] = dst
        return made[arch, ftype]
    return get


# (sha256 of a large tensor's blocks, type) -> gguf-py's decoding. The tied vocabulary
# matrix (151,936 x 256) is the same Q6_K blocks in most of an architecture's files and
# takes seconds to decode in numpy.
DECODED = {}


def gguf_py_decode(raw: np.ndarray, type_name: str) -> torch.Tensor:
    """gguf-py's decoding of raw blocks [..., bytes per row] -> float32 [..., row length]."""
    def decode():
        return torch.from_numpy(
            gguf.quants.dequantize(raw, gguf.GGMLQuantizationType[type_name]).astype(np.float32))
    if raw.nbytes < 1 << 20:
        return decode()
    key = (hashlib.sha256(raw).hexdigest(), type_name)
    if key not in DECODED:
        if len(DECODED) >= 2:
            DECODED.pop(next(iter(DECODED)))
        DECODED[key] = decode()
    return DECODED[key]


def gguf_py_reference(path, model):
    """The exact reference: `model` (transformers, the file's architecture) given every
    tensor of `path` decoded by gguf-py (`gguf.quants.dequantize` on the raw blocks),
    placed through gguf-py's own name map (gate/up experts stacked as gate_up_proj).
    The container is read by our reader: gguf-py's spends most of a minute on the
    151,936 token strings."""
    reader = GGUFReader(path)
    weights = {}
    for name, (shape, type_name, _) in reader.tensors.items():
        raw = reader.raw(name).numpy().reshape(*shape[:-1], -1)          # [..., bytes per row]
        weights[name] = gguf_py_decode(raw, type_name)
        assert list(weights[name].shape) == list(shape), \
            f"{name}: gguf-py decoded {list(weights[name].shape)}, expected {shape}"
    arch_name = reader.metadata["general.architecture"]
    arch = {v: k for k, v in gguf.MODEL_ARCH_NAMES.items()}[arch_name]
    conf = model.config
    names = gguf.get_tensor_name_map(arch, conf.num_hidden_layers)
    state, used = {}, set()
    for key in model.state_dict():
        if key.endswith("mlp.experts.gate_up_proj"):
            block = key.split(".")[2]
            gate, up = f"blk.{block}.ffn_gate_exps.weight", f"blk.{block}.ffn_up_exps.weight"
            state[key] = torch.cat((weights[gate], weights[up]), dim=1)       # [E, 2I, D]
            used |= {gate, up}
            continue
        base = names.get_name(key, try_suffixes=(".weight", ".bias"))
        assert base is not None, f"gguf-py has no GGUF name for {key}"
        name = base if base.endswith((".weight", ".bias")) else base + ".weight"    # experts: no suffix
        if name == "output.weight" and name not in weights:
            name = "token_embd.weight"                                       # tied embeddings
        state[key] = weights[name].reshape(model.state_dict()[key].shape)
        used.add(name)
    assert used == set(weights), f"{path}: tensors the reference did not place: {set(weights) - used}"
    model.load_state_dict(state)
    return model


def run_hf(model, ids) -> torch.Tensor:
    with torch.inference_mode():
        return model(torch.tensor([ids])).logits[0].float()


# ------------------------------------------------------------------ tests

def test_converted_tokenizer_matches_llama_cpp(converted, qwen2_tokenizer):
    """The converter recognised the pre-tokenizer as qwen2 and wrote Qwen2.5's vocabulary
    back unchanged; the tokenizer we read from its file gives llama.cpp's ids and text on
    the tokenizer tests' corpus."""
    path = converted("qwen3").path
    metadata, original = GGUFReader(path).metadata, qwen2_tokenizer[1]
    assert metadata["tokenizer.ggml.model"] == "gpt2"
    assert metadata["tokenizer.ggml.pre"] == "qwen2"
    for key in ("tokens", "merges", "bos_token_id", "eos_token_id", "padding_token_id"):
        assert metadata[f"tokenizer.ggml.{key}"] == original[f"tokenizer.ggml.{key}"], key
    # padding entries ([PAD151665] ...) are UNUSED (5) in both
    assert list(metadata["tokenizer.ggml.token_type"]) == list(original["tokenizer.ggml.token_type"])
    tok = tokenizer_from_gguf(metadata)
    assert tok.vocab_size == 151936
    check_against_llama_cpp(tok, llama_cpp.Llama(str(path), vocab_only=True, verbose=False),
                            lambda text: True)


@pytest.mark.parametrize("arch", list(ARCHS))
def test_converted_f32_file(arch, converted, ids):
    hf, path, theirs, _ = converted(arch)
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    ours = run_ours(model, ids)
    rel = relative_logit_error(ours, run_hf(hf, ids))
    kl = kl_divergence(theirs, ours).mean().item()
    top1 = top1_agreement(ours, theirs)
    ROWS.append((arch, "F32", "32", f"{rel:.1e}", f"{kl:.2e}", "-", "-", f"{top1:.3f}"))
    assert rel <= 1e-4, f"{arch}: the converted F32 file differs from the saved model by {rel:.2e}"
    assert kl < 1e-5, f"{arch}: mean KL(llama.cpp || ours) {kl:.2e} on the converted F32 file"
    assert top1 >= 0.93, f"{arch}: top-1 agreement with llama.cpp {top1:.3f} on F32"


@pytest.mark.parametrize("arch,ftype", CASES)
def test_converted_and_quantized_file(arch, ftype, converted, quantized_files, ids):
    reference = converted(arch).reference
    path = quantized_files(arch, ftype)
    theirs = run_llama_cpp(path, ids)

    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    dense = [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear)]
    assert not dense, f"{arch} {ftype}: dense nn.Linear layers survived loading: {dense}"
    file_types = {t for shape, t, _ in GGUFReader(path).tensors.values() if len(shape) >= 2}
    report = resident_bits_report(model)
    assert set(report) <= file_types, \
        f"{arch} {ftype}: resident types {sorted(report)} not all among the file's {sorted(file_types)}"
    ours = run_ours(model, ids)
    del model

    ref = run_hf(gguf_py_reference(path, reference), ids)
    rel = relative_logit_error(ours, ref)
    kl_ours, kl_ref = kl_divergence(theirs, ours).mean().item(), kl_divergence(theirs, ref).mean().item()
    bits = ", ".join(f"{t} {e['bits_per_weight']:.2f}" for t, e in sorted(report.items()))
    ROWS.append((arch, ftype, bits, f"{rel:.1e}", f"{kl_ours:.2e}", f"{kl_ref:.2e}",
                 f"{abs(kl_ours - kl_ref):.1e}", f"{top1_agreement(ours, theirs):.3f}"))
    assert rel <= 1e-3, (f"{arch} {ftype}: relative logit error {rel:.2e} against transformers "
                         f"holding the gguf-py-decoded weights")
    assert kl_ours <= 1.2 * kl_ref + 1e-6, \
        f"{arch} {ftype}: mean KL(llama.cpp || ours) {kl_ours:.2e} > 1.2 x the reference's {kl_ref:.2e}"
