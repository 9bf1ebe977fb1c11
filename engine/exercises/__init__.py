"""The book's exercises: find the functions marked `(Your engine: Chapter NN)`, stub them,
restore them byte for byte, and run a command with the reference code (`--impl`)."""
