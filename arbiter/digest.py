"""SHA-256, as every ruling's receipt and the law base's fingerprint need it, at little cost.

:mod:`hashlib` loads OpenSSL's library when imported, a noticeable part of a ruling's
start-up, to hash a few kilobytes. CPython also builds its own SHA-256 (the module
:mod:`hashlib` falls back on): it is used when present, under its name in Python 3.11
(``_sha256``) or 3.12 and later (``_sha2``), and :mod:`hashlib` otherwise. The digests are the
same whichever computes them.
"""

from __future__ import annotations

try:
    from _sha2 import sha256  # type: ignore[import-not-found]  # Python 3.12 and later
except ImportError:
    try:
        from _sha256 import sha256  # type: ignore[import-not-found,no-redef]  # Python 3.11
    except ImportError:     # an interpreter built without its own hashes
        from hashlib import sha256  # type: ignore[assignment]

__all__ = ["sha256"]
