"""Options the commands share, and value checks that run while the arguments are parsed.

A bad value (`--max-tokens 0`, `--top-p 2`) stops the command in argparse, with the
option's own name and exit code 2, before torch or the model is loaded. Nothing here
imports more than argparse: `run.py CMD --help` must answer at once.
"""
import argparse

from engine.serve.defaults import CACHE_SPELLINGS, CACHE_TYPES, KV_CACHE, WEIGHTS

DTYPES = ("float32", "bfloat16", "float16")


def checked(test, expected: str):
    """An argparse action that keeps a value (already converted by `type=`) when `test(value)`
    holds and otherwise stops with `--option must be EXPECTED, got VALUE`."""

    class Check(argparse.Action):
        def __call__(self, parser, namespace, value, option_string=None):
            if not test(value):
                parser.error(f"{option_string or self.metavar or self.dest} must be {expected}, "
                             f"got {value!r}")
            setattr(namespace, self.dest, value)
    return Check


def at_least(n):
    return checked(lambda v: v >= n, f"at least {n}")


PROBABILITY = checked(lambda v: 0 < v <= 1, "in (0, 1]")
NON_EMPTY = checked(lambda v: v != "", "non-empty text")
PORT = checked(lambda v: 0 <= v <= 65535, "in 0..65535")


def add_model_file(p, required: bool):
    """`-m/--model FILE.gguf` (`--model-dir` is the book's name for it, kept as an alias)."""
    p.add_argument("-m", "--model", "--model-dir", dest="model_dir", metavar="FILE.gguf",
                   required=required,
                   help="the GGUF file to load, a split model's first shard ("
                        + ("required)" if required else "default: none, the built-in demo runs)"))


KERNELS = ("auto", "c", "torch", "triton")
DEVICE_SPELLING = "auto, cpu, cuda or cuda:N"


def _device_spelled(value: str) -> bool:
    head, _, index = value.partition(":")
    return value in ("auto", "cpu", "cuda") or (head == "cuda" and index.isdigit())


DEVICE = checked(_device_spelled, DEVICE_SPELLING)


class CpuPath(argparse.Action):
    """`--cpu-path NAME`: one of the C library's instruction-set copies that this CPU runs.
    The names live in engine/kernels/cpu/library.py (PATHS), read only when the option is
    given, so `--help` stays free of torch."""

    def __call__(self, parser, namespace, value, option_string=None):
        from engine.kernels.cpu.library import check_path
        try:
            check_path(value, option_string)
        except ValueError as e:
            parser.error(str(e))
        setattr(namespace, self.dest, value)


def add_compute_options(p, threads_default=None, cpu_path=False):
    """How a loaded file computes: kernels, threads, dtype, activations, KV cache (the same on
    every command that runs a model, with llama.cpp's CPU backend as the default); with
    cpu_path, also `--cpu-path` (the commands that pass it on to resolve_backend)."""
    p.add_argument("--kernels", default="auto", choices=KERNELS,
                   help="c: the C library (engine/kernels/cpu); torch: the book's PyTorch code "
                        "(Chapter 38's decoders and affine layers, slow); triton: Triton's kernels (CUDA, or "
                        "the CPU under TRITON_INTERPRET=1, very slow); auto: triton on CUDA, c where it builds "
                        "(default: %(default)s)")
    p.add_argument("--device", default="auto", action=DEVICE, metavar="DEVICE",
                   help="where the model's weights and caches live: cpu, cuda or cuda:N; auto: CUDA when "
                        "present (default: %(default)s)")
    if cpu_path:
        p.add_argument("--cpu-path", action=CpuPath, default=None, metavar="NAME",
                       help="the C library's instruction-set copy: scalar, avx2, avxvnni, avx512, avx512vnni or amx "
                            "(default: the best this CPU runs)")
    p.add_argument("--threads", "-t", type=int, action=at_least(1), default=threads_default, metavar="N",
                   help="CPU threads for torch and the C kernels (default: "
                        + (f"{threads_default})" if threads_default else "torch's count, the cores)"))
    p.add_argument("--dtype", default="float32", choices=DTYPES,
                   help="activation and dense-weight dtype (default: %(default)s)")
    p.add_argument("--activations", default="q8", choices=("q8", "float"),
                   help="q8: quantize each layer's input to 8 bits like llama.cpp's CPU backend (its "
                        "arithmetic and speed); float: exact float products (default: %(default)s)")
    p.add_argument("--weights", default="auto", choices=WEIGHTS,
                   help="where a CPU model's weights live: resident: copied into memory of their own at load, in "
                        "2 MiB pages (decode streams them faster); mapped: read through the file's memory map as "
                        "first used (quicker to start, and a model larger than memory still runs); auto: resident "
                        "when the file fits in the memory available (default: %(default)s)")
    types = tuple(CACHE_TYPES) + tuple(CACHE_SPELLINGS)
    p.add_argument("--kv-cache", default=KV_CACHE, choices=types, metavar="TYPE",
                   help="how keys and values are stored: f16, f32, bf16, or llama.cpp's block types q8_0, q4_0, "
                        "q4_1, q5_0, q5_1, iq4_nl (head_dim / 32 blocks a row: q8_0 is 0.53x f16's bytes, "
                        "q4_0 0.28x); float16 / float32 also accepted (default: %(default)s, as llama.cpp)")
    p.add_argument("--cache-type-k", "-ctk", default=None, choices=types, metavar="TYPE",
                   help="the keys' type alone, as llama.cpp's flag (default: --kv-cache's)")
    p.add_argument("--cache-type-v", "-ctv", default=None, choices=types, metavar="TYPE",
                   help="the values' type alone (default: --kv-cache's)")


def compute_device(args):
    """The torch.device the options ask for (`--device`, `auto` resolved), refused in one line
    naming the flag when the machine lacks it or `--kernels` cannot run there."""
    from engine.kernels import interpreting, triton_available
    from engine.kernels.backend import pick_device
    deterministic = getattr(args, "deterministic", False)     # run.py serve: the C library's row kernels
    cpu_only = args.kernels == "c" or getattr(args, "cpu_path", None) or deterministic
    try:   # the C library asked for by name (or by --deterministic): `auto` is then the CPU, GPU or not
        device = pick_device("cpu" if args.device == "auto" and cpu_only else args.device)
    except ValueError as e:
        raise ValueError(f"--device {args.device}: {str(e).partition(': ')[2] or e}") from None
    if device.type == "cuda" and args.kernels == "c":
        raise ValueError(f"--kernels c runs on the CPU; with --device {args.device} choose --kernels triton, "
                         f"torch or auto")
    if device.type == "cuda" and getattr(args, "cpu_path", None):
        raise ValueError(f"--cpu-path chooses the C library's copy on the CPU; --device {args.device} runs "
                         f"no C kernels")
    if deterministic:
        from engine.kernels.backend import check_batch_invariant
        check_batch_invariant(device, args.kernels)
    if args.kernels == "triton":
        if not triton_available():
            raise ValueError("--kernels triton: triton is not installed")
        if device.type == "cpu" and not interpreting():
            raise ValueError("--kernels triton needs a CUDA device (--device cuda) or Triton's CPU "
                             "interpreter (TRITON_INTERPRET=1)")
    return device


def cache_types(args) -> tuple[str, str]:
    """(keys' type, values' type) of the KV cache the options ask for (kv_types.py's names)."""
    k, v = args.cache_type_k or args.kv_cache, args.cache_type_v or args.kv_cache
    return CACHE_SPELLINGS.get(k, k), CACHE_SPELLINGS.get(v, v)


def add_tp_option(p):
    """`--tp N`: tensor parallelism over N processes started by torchrun (engine/parallel/)."""
    p.add_argument("--tp", type=int, action=at_least(1), default=1, metavar="N",
                   help="split the model over N ranks, one process each, started by torchrun: "
                        "`torchrun --nproc-per-node N run.py ... --tp N` (default: %(default)s, one process)")


def join_tp(args, device):
    """The command's TensorParallel when `--tp` > 1 (its ranks joined and their files checked,
    before any weight is read), else None. Ranks other than 0 print nothing on stdout. On
    CUDA (`device`, `compute_device`'s) each rank runs on cuda:LOCAL_RANK (`tp.device`)."""
    if getattr(args, "tp", 1) <= 1:
        return None
    import os
    import sys

    import atexit

    from engine.parallel.shard import TensorParallel
    tp = TensorParallel.join(args.tp, args.model_dir, device=device)   # NCCL on CUDA
    atexit.register(tp.close)   # the group torn down before the interpreter's (gloo's threads abort otherwise)
    if not tp.main:
        sys.stdout = open(os.devnull, "w")
    return tp


class LoraFile(argparse.Action):
    """llama.cpp's `--lora F` (comma-separated files load several): each file at scale 1,
    kept with --lora-scaled's in the order given as [(path, scale)]."""

    def __call__(self, parser, namespace, value, option_string=None):
        specs = list(getattr(namespace, self.dest) or [])
        for path in value.split(","):
            if not path:
                parser.error(f"{option_string} needs a file name, got {value!r}")
            specs.append((path, 1.0))
        setattr(namespace, self.dest, specs)


class LoraScaled(argparse.Action):
    """`--lora-scaled F S` (llama.cpp's older form) or `--lora-scaled F:S[,F:S...]` (its newer one)."""

    def __call__(self, parser, namespace, values, option_string=None):
        pairs = [tuple(values)] if len(values) == 2 and ":" not in values[1] else None
        if pairs is None:
            if len(values) != 1:
                parser.error(f"{option_string} takes FILE SCALE or FILE:SCALE[,FILE:SCALE...], got {values}")
            pairs = [item.rpartition(":")[::2] for item in values[0].split(",")]
        specs = list(getattr(namespace, self.dest) or [])
        for path, scale in pairs:
            try:
                specs.append((path, float(scale)))
            except ValueError:
                parser.error(f"{option_string} {path}: the scale must be a number, got {scale!r}")
            if not path:
                parser.error(f"{option_string} needs a file name, got {values}")
        setattr(namespace, self.dest, specs)


def add_lora_options(p, server: bool = False):
    """llama.cpp's LoRA adapter options (engine/gguf/lora.py): `--lora F`, `--lora-scaled F S`, and
    on the server `--lora-init-without-apply`. The adapters, in the order given, are `args.lora`."""
    p.add_argument("--lora", dest="lora", action=LoraFile, default=[], metavar="FILE",
                   help="a LoRA adapter GGUF (llama.cpp's convert_lora_to_gguf.py) applied at scale 1; repeat it "
                        "or separate files by commas for several (default: none)")
    p.add_argument("--lora-scaled", dest="lora", action=LoraScaled, nargs="+", metavar="FILE SCALE",
                   help="a LoRA adapter at SCALE: FILE SCALE, or FILE:SCALE[,FILE:SCALE...] (repeatable; default: none)")
    if server:
        p.add_argument("--lora-init-without-apply", action="store_true",
                       help="load the adapters at scale 0; POST /lora-adapters or a request's `lora` turns them "
                            "on (default: off)")


class ChatTemplateName(argparse.Action):
    """`--chat-template NAME`: a built-in template (engine/tokenizer/builtin_templates.py);
    keeps (origin, Jinja source)."""

    def __call__(self, parser, namespace, value, option_string=None):
        from engine.tokenizer.builtin_templates import TEMPLATES
        if value not in TEMPLATES:
            parser.error(f"{option_string} must be one of {', '.join(TEMPLATES)}, got {value!r}")
        setattr(namespace, self.dest, (f"the built-in {value!r} template", TEMPLATES[value]))


class ChatTemplateFile(argparse.Action):
    """`--chat-template-file FILE`: a Jinja template read and compiled now, so a file that
    cannot be read or does not compile stops the command before the model loads; keeps
    (origin, Jinja source)."""

    def __call__(self, parser, namespace, value, option_string=None):
        from engine.tokenizer.chat_template import ChatTemplate, ChatTemplateError
        try:
            with open(value, encoding="utf-8") as f:
                source = f.read()
        except (OSError, UnicodeDecodeError) as e:
            parser.error(f"{option_string} {value}: cannot read it ({getattr(e, 'strerror', None) or e})")
        if not source.strip():
            parser.error(f"{option_string} {value}: the file is empty")
        try:
            ChatTemplate(source, name=f"{option_string} {value}")
        except ChatTemplateError as e:
            parser.error(str(e))
        setattr(namespace, self.dest, (value, source))


def add_chat_template_options(p):
    """llama-server's `--chat-template NAME` / `--chat-template-file FILE`: the template a chat
    is rendered in instead of the file's own (or of the built-in one a file without a
    template gets)."""
    from engine.tokenizer.builtin_templates import TEMPLATES
    group = p.add_mutually_exclusive_group()
    group.add_argument("--chat-template", dest="chat_template", action=ChatTemplateName, default=None,
                       metavar="NAME",
                       help=f"a built-in chat template: {', '.join(TEMPLATES)} (default: the file's own; "
                            "a file without one gets the built-in one its tokens or architecture suggest)")
    group.add_argument("--chat-template-file", dest="chat_template", action=ChatTemplateFile, metavar="FILE",
                       help="a Jinja chat template read from FILE (default: the file's own)")


def add_spec_options(p):
    """Speculative decoding (engine/serve/speculative.py) with llama-server's names where it has
    them: `--model-draft/-md` (also `--spec-draft-model`), `--draft-max` (`--spec-draft-n-max`),
    `--draft-min` (`--spec-draft-n-min`); `--spec-ngram` for its n-gram lookup."""
    g = p.add_argument_group("speculative decoding (greedy output unchanged; sampled output distributed "
                             "as without)")
    g.add_argument("--spec-ngram", action="store_true",
                   help="draft by n-gram lookup: the last tokens matched against the prompt and the answer "
                        "so far, the tokens that followed proposed (default: off)")
    g.add_argument("--spec-ngram-min", type=int, default=1, action=at_least(1), metavar="N",
                   help="the shortest n-gram looked up (default: %(default)s)")
    g.add_argument("--spec-ngram-max", type=int, default=4, action=at_least(1), metavar="N",
                   help="the longest n-gram looked up, tried first (default: %(default)s)")
    g.add_argument("--model-draft", "-md", "--spec-draft-model", dest="model_draft", metavar="FILE.gguf",
                   help="draft with this smaller model of the same vocabulary (default: none)")
    g.add_argument("--draft-max", "--spec-draft-n-max", dest="draft_max", type=int, default=8, action=at_least(1),
                   metavar="N", help="tokens drafted per step at most (default: %(default)s)")
    g.add_argument("--draft-min", "--spec-draft-n-min", dest="draft_min", type=int, default=0, action=at_least(0),
                   metavar="N", help="a draft shorter than this is not verified (default: %(default)s)")


def spec_options(args):
    """The command's SpecOptions, or None without --spec-ngram / --model-draft. Refuses what
    cannot go together (both drafters, --draft-min over --draft-max, n-gram sizes out of order,
    a split model: its ranks do not cut their caches back) before the model loads."""
    if not (args.spec_ngram or args.model_draft):
        return None
    import os
    from engine.serve.speculative import SpecOptions
    if args.spec_ngram and args.model_draft:
        raise ValueError("--spec-ngram and --model-draft: choose one drafter")
    if args.draft_min > args.draft_max:
        raise ValueError(f"--draft-min {args.draft_min} is above --draft-max {args.draft_max}")
    if args.spec_ngram_min > args.spec_ngram_max:
        raise ValueError(f"--spec-ngram-min {args.spec_ngram_min} is above --spec-ngram-max {args.spec_ngram_max}")
    if getattr(args, "tp", 1) > 1:
        raise ValueError(f"--tp {args.tp}: speculative decoding (--spec-ngram, --model-draft) runs on one process only")
    if args.model_draft and not os.path.isfile(args.model_draft):
        raise ValueError(f"--model-draft {args.model_draft}: no such GGUF file")
    return SpecOptions(ngram=args.spec_ngram, ngram_min=args.spec_ngram_min, ngram_max=args.spec_ngram_max,
                       model_draft=args.model_draft, draft_max=args.draft_max, draft_min=args.draft_min)
