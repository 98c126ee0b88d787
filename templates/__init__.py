"""Jinja2 templates of the rulings, shipped as the package ``arbiter.templates``.

The ``__init__`` makes the folder a regular package so that ``importlib.resources`` finds it
from an editable install as well as from a wheel.
"""
