"""benchrec: audited LLM-inference benchmark records from third-party write-ups and operator dumps."""

__version__ = "0.1.0"
