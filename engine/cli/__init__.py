"""The command line's commands (`python run.py <command>`): one module per command, each with
`add_arguments(parser)` and `main(args)`, imported only when its command runs."""
