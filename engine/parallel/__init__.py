"""Tensor parallelism: one model split across processes (ranks) over torch.distributed, each
rank reading only its own slices of the GGUF file (plan.py says which, shard.py loads them and
adds the collectives)."""
