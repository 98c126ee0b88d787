"""Reading and writing recorded coups (.tric files)."""
