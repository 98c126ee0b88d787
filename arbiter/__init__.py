"""trictrac-arbiter: reasoned rulings on disputed coups of trictrac.

The package is layered so that data flows one way: notation text -> record of the coup ->
facts found by replaying it against a game's rules -> a ruling (a plain value object) -> a
rendered page. See docs/ARCHITECTURE.md.
"""

__version__ = "0.1.0"
