"""Logit quality measures: relative logit error, KL divergence, greedy agreement."""
