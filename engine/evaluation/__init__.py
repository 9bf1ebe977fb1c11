"""Measuring a quantized model: relative logit error, KL divergence and greedy agreement
against a reference, and llama.cpp's own logits through llama-cpp-python."""
