"""`python run.py gguf ...`: Chapter 38's command.

    run.py gguf                              the main job on a built-in random test model
    run.py gguf --model-dir FILE.gguf        load a real file, summarise it, generate
    run.py gguf inspect FILE [--json]        metadata, tensor table, bits per weight
    run.py gguf quantize IN OUT TYPE         re-encode a GGUF file (or HF checkpoint) as a
                                             tensor type or a llama.cpp recipe (Q4_K_M ...),
                                             optionally weighted by --imatrix FILE
    run.py gguf imatrix MODEL --text FILE    compute an importance matrix (llama.cpp format)

Errors print one line and exit with code 2.
"""
import sys

from engine.gguf.reader import GGUFError


def add_arguments(p):
    p.add_argument("-m", "--model", "--model-dir", dest="model_dir", metavar="FILE.gguf",
                   help="a GGUF file (or the first shard of a split model) to load and run")
    p.add_argument("--prompt", default="The capital of France is",
                   help="text to continue (default: %(default)r)")
    p.add_argument("--max-tokens", type=int, default=32, help="tokens to generate")
    p.add_argument("--temperature", type=float, default=0.0, help="0 = greedy (default)")
    p.add_argument("--top-k", type=int, default=0)
    p.add_argument("--top-p", type=float, default=1.0)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--chat", action="store_true", help="wrap the prompt in the chat template")
    p.add_argument("--dequantize", action="store_true",
                   help="load weights as dense floats instead of keeping them quantized")
    p.add_argument("--dtype", default="float32", choices=["float32", "bfloat16", "float16"],
                   help="activation / dense-weight dtype (default: %(default)s)")
    p.add_argument("--activations", default="q8", choices=["q8", "float"],
                   help="q8: quantize each layer's input like llama.cpp's CPU backend (its arithmetic "
                        "and speed); float: exact float products (default: %(default)s)")
    p.add_argument("--kv-cache", default="float16", choices=["float16", "float32"],
                   help="dtype of the stored keys/values (default: %(default)s, as llama.cpp; "
                        "attention computes in the activation dtype)")
    p.add_argument("--json", action="store_true",
                   help="without a file: one JSON object per line instead of the explanation")
    sub = p.add_subparsers(dest="action", metavar="<action>")
    ins = sub.add_parser("inspect", help="show a GGUF file's metadata and tensors")
    ins.add_argument("file")
    ins.add_argument("--json", action="store_true", help="one JSON object instead of tables")
    q = sub.add_parser("quantize", help="re-encode a GGUF file or HF checkpoint as TYPE")
    q.add_argument("input", help="a .gguf file or a Hugging Face checkpoint directory")
    q.add_argument("output", help="the .gguf file to write (never the input)")
    q.add_argument("type", help="a tensor type (Q8_0, Q4_K, ...) or a llama.cpp recipe (Q4_K_M, "
                                "Q5_K_S, Q3_K_L, ...)")
    q.add_argument("--recipe", action="store_true", default=None,   # absent: TYPE decides
                   help="for names that are both (Q4_0, Q8_0, Q6_K, IQ4_XS ...): llama.cpp's "
                        "per-tensor mix instead of one type for every weight")
    q.add_argument("--force", action="store_true", help="overwrite OUTPUT if it exists")
    q.add_argument("--imatrix", metavar="FILE",
                   help="importance matrix (llama.cpp's GGUF or legacy .dat) weighting the encoders")
    im = sub.add_parser("imatrix", help="compute an importance matrix from calibration text")
    im.add_argument("model", help="the .gguf model to run")
    im.add_argument("--text", required=True, metavar="FILE", help="calibration text (UTF-8)")
    im.add_argument("-o", "--output", default="imatrix.gguf", help="file to write (default: %(default)s)")
    im.add_argument("--chunk-size", type=int, default=512, help="tokens per chunk (default: %(default)s)")
    im.add_argument("--chunks", type=int, default=None, help="at most this many chunks (default: all)")
    im.add_argument("--process-output", action="store_true",
                    help="also record output.weight (llama-imatrix --process-output)")
    im.add_argument("--output-format", choices=("gguf", "dat"), default="gguf",
                    help="llama.cpp's GGUF imatrix (default) or the legacy .dat")
    im.add_argument("--force", action="store_true", help="overwrite OUTPUT if it exists")


def main(args) -> int:
    try:
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
    except (GGUFError, ValueError, FileNotFoundError, FileExistsError, KeyError) as e:
        msg = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        print(f"error: {msg}", file=sys.stderr)
        return 2
