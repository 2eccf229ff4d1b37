"""Yezi 叶子: traditional Chinese paper-card games."""

__version__ = "0.1.0"
