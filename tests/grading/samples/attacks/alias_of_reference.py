"""The imperative reference, renamed: the file defines no function."""
from fnsearch.reference.algorithms import alpha_beta_hard as alpha_beta

__all__ = ["alpha_beta"]
