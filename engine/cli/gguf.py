"""`python run.py gguf ...`: Chapter 38's command.

    run.py gguf                              the main job on a built-in random test model
    run.py gguf -m FILE.gguf                 load a real file, summarise it, generate
                                             (--model-dir FILE.gguf, the book's name, works too)
    run.py gguf inspect FILE [--json]        metadata, tensor table, bits per weight
    run.py gguf quantize IN OUT TYPE         re-encode a GGUF file (or HF checkpoint) as a
                                             tensor type or a llama.cpp recipe (Q4_K_M ...),
                                             optionally weighted by --imatrix FILE
    run.py gguf imatrix MODEL --text FILE    compute an importance matrix (llama.cpp format)

Errors print one line and exit with code 2; Ctrl-C prints one line and exits with 130
(engine/cli/failures.py, for every command). Nothing heavy is imported at module level, so `--help` and a refused option answer at once.
"""
from engine.cli.options import add_lora_options
from engine.cli.options import (NON_EMPTY, PROBABILITY, add_chat_template_options, add_compute_options,
                                add_model_file, add_spec_options, add_tp_option, at_least)


def add_arguments(p):
    add_model_file(p, required=False)
    p.add_argument("--prompt", "-p", default="The capital of France is", action=NON_EMPTY,
                   help="text to continue (default: %(default)r)")
    p.add_argument("--max-tokens", "-n", type=int, default=32, action=at_least(1), metavar="N",
                   help="tokens to generate, at least 1 (default: %(default)s)")
    p.add_argument("--temperature", type=float, default=0.0, action=at_least(0), metavar="T",
                   help="0 picks the most likely token (greedy); above 0 samples, higher is more "
                        "random (default: %(default)s)")
    p.add_argument("--top-k", type=int, default=0, action=at_least(0), metavar="K",
                   help="sample among the K most likely tokens; 0 = all (default: %(default)s)")
    p.add_argument("--top-p", type=float, default=1.0, action=PROBABILITY, metavar="P",
                   help="then among the fewest tokens holding probability P, in (0, 1]; 1 = all "
                        "(default: %(default)s)")
    p.add_argument("--seed", type=int, default=0,
                   help="random seed of the sampler (default: %(default)s)")
    p.add_argument("--chat", action="store_true",
                   help="wrap the prompt in the file's chat template (default: off; --chat-template or "
                        "--chat-template-file implies it)")
    add_chat_template_options(p)
    p.add_argument("--dequantize", action="store_true",
                   help="load weights as dense floats instead of keeping them quantized (default: off)")
    add_compute_options(p)
    add_lora_options(p)
    add_tp_option(p)
    add_spec_options(p)
    p.add_argument("--json", action="store_true",
                   help="without a file: one JSON object per line instead of the explanation "
                        "(default: off)")
    sub = p.add_subparsers(dest="action", metavar="<action>")
    ins = sub.add_parser("inspect", help="show a GGUF file's metadata and tensors",
                         description="Show a GGUF file's metadata and tensors. A file whose tensor "
                                     "data is damaged still shows its header and metadata, then the "
                                     "error (exit code 2).")
    ins.add_argument("file", metavar="FILE.gguf", help="the GGUF file to look inside")
    ins.add_argument("--json", action="store_true",
                     help="one JSON object, every metadata value in full, instead of tables whose "
                          "long arrays and strings are abbreviated (default: off)")
    q = sub.add_parser("quantize", help="re-encode a GGUF file or HF checkpoint as TYPE")
    q.add_argument("input", metavar="IN", help="a .gguf file or a Hugging Face checkpoint directory")
    q.add_argument("output", metavar="OUT", help="the .gguf file to write (never the input)")
    q.add_argument("type", metavar="TYPE",
                   help="a tensor type (Q8_0, Q4_K, ...) or a llama.cpp recipe (Q4_K_M, Q5_K_S, "
                        "Q3_K_L, ...)")
    q.add_argument("--recipe", action="store_true", default=None,   # absent: TYPE decides
                   help="for names that are both (Q4_0, Q8_0, Q6_K, IQ4_XS ...): llama.cpp's "
                        "per-tensor mix instead of one type for every weight (default: one type)")
    q.add_argument("--force", action="store_true", help="overwrite OUT if it exists (default: off)")
    q.add_argument("--imatrix", metavar="FILE",
                   help="importance matrix (llama.cpp's GGUF or legacy .dat) weighting the encoders "
                        "(default: none)")
    im = sub.add_parser("imatrix", help="compute an importance matrix from calibration text")
    im.add_argument("model", metavar="FILE.gguf", help="the model to run")
    im.add_argument("--text", required=True, metavar="FILE", help="calibration text, UTF-8 (required)")
    im.add_argument("-o", "--output", default="imatrix.gguf", metavar="FILE",
                    help="file to write (default: %(default)s)")
    im.add_argument("--chunk-size", type=int, default=512, action=at_least(1), metavar="N",
                    help="tokens per chunk (default: %(default)s)")
    im.add_argument("--chunks", type=int, default=None, action=at_least(1), metavar="N",
                    help="at most this many chunks (default: all)")
    im.add_argument("--process-output", action="store_true",
                    help="also record output.weight, as llama-imatrix --process-output (default: off)")
    im.add_argument("--output-format", choices=("gguf", "dat"), default="gguf",
                    help="llama.cpp's GGUF imatrix or the legacy .dat (default: %(default)s)")
    im.add_argument("--force", action="store_true", help="overwrite the output if it exists (default: off)")


def main(args) -> int:
    if args.threads:
        import torch
        torch.set_num_threads(args.threads)
    if args.tp > 1 and (args.action or not args.model_dir):
        raise ValueError(f"--tp {args.tp} splits a model file: it goes with -m FILE.gguf and generation, "
                         f"not with {args.action or 'the built-in demo'}")
    if args.action == "inspect":
        from engine.cli.inspect_file import inspect_main
        return inspect_main(args.file, as_json=args.json)
    if args.action == "quantize":
        from engine.quantize.requantize import quantize_main
        return quantize_main(args)
    if args.action == "imatrix":
        from engine.quantize.imatrix_collect import imatrix_main
        return imatrix_main(args)
    if args.model_dir:
        from engine.cli.generate import run_file
        return run_file(args)
    from engine.cli.demo import demo
    return demo(args)


def interrupted_note(args) -> str | None:
    """What a Ctrl-C left undone (run.py prints it after "interrupted: ")."""
    return f"{args.output} was not written" if args.action in ("quantize", "imatrix") else None
