"""The grammar of the .tric notation, shipped as package data (coup.lark)."""
