"""Bounds on what the arbiter reads, shared by the command line and the séance's coup files.

One place for them, so that a coup file a séance names is held to the same bound as a record
given on the command line: no input, whichever way it comes in, can make the process slow or big.
"""

from __future__ import annotations

MAX_INPUT_BYTES = 64 * 1024
"""A record of one coup is a few kilobytes (the largest of the casebook, 2 KB); a file beyond
64 KiB is refused unread (exit 3), so that no input can make the process slow or big: reading
and ruling cost about 0.7 ms an act, and 64 KiB holds some two thousand acts."""
