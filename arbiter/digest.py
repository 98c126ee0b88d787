"""SHA-256, as every ruling's receipt and the law base's fingerprint need it."""

from __future__ import annotations

from hashlib import sha256

__all__ = ["sha256"]
