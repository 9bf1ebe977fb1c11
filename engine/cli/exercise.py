"""`python run.py exercise ...`: turn a chapter's "Your engine" functions into stubs and back.

    run.py exercise 38                     stub Chapter 38's functions (references saved first)
    run.py exercise 38 --restore           put the reference bodies back, byte for byte
    run.py exercise --restore --only GGUFReader.value     one function
    run.py exercise [38] --list [--check]  each exercise, where it is, its state (and its tests)

The exercises are found, never listed by hand (engine/exercises/finder.py): every Python
function whose docstring, or C function whose comment just above it, holds
`(Your engine: Chapter NN)` is one.
"""
import sys

from engine.exercises.finder import repo_root
from engine.exercises.tool import listing, restore, stub


# ---------------------------------------------------------------- command line

def add_arguments(p):
    p.add_argument("chapter", nargs="?", type=int, help="the chapter number (38, 31, ...)")
    p.add_argument("--restore", action="store_true", help="put the reference bodies back")
    p.add_argument("--only", metavar="NAME", help="with --restore: one function (Class.method)")
    p.add_argument("--list", action="store_true", help="show each exercise and its state")
    p.add_argument("--check", action="store_true", help="with --list: run the tests too")
    p.add_argument("--force", action="store_true",
                   help="stub over uncommitted changes / restore over your own code (backed up)")


def main(args) -> int:
    root = repo_root()
    if args.only and not args.restore:
        print("error: --only goes with --restore (run.py exercise --restore --only NAME)", file=sys.stderr)
        return 2
    if args.check and not args.list:
        print("error: --check goes with --list (run.py exercise [CHAPTER] --list --check)", file=sys.stderr)
        return 2
    try:
        if args.list:
            return listing(root, args.chapter, check=args.check)
        if args.restore:
            return restore(root, args.chapter, args.only, force=args.force)
        if args.chapter is None:
            print("error: name a chapter (run.py exercise 38), or --list / --restore", file=sys.stderr)
            return 2
        return stub(root, args.chapter, force=args.force)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
