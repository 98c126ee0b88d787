"""The shape of the package: no import cycle, no game named outside arbiter/games/.

Every import statement counts, those inside functions and under ``TYPE_CHECKING`` included: a
cycle dodged by importing late is still a cycle for whoever reads the code.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "arbiter"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _is_package(name: str) -> bool:
    return MODULES.get(name, Path()).name == "__init__.py"


def _imports(name: str) -> set[str]:
    """Every arbiter module ``name`` imports, by any import statement anywhere in it."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if _is_package(name) else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: _imports(name) for name in MODULES}


def _cycles() -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    result: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in GRAPH[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                result.append(sorted(component))

    for name in sorted(GRAPH):
        if name not in index:
            visit(name)
    return result


def test_the_import_reader_sees_imports_in_functions_and_type_checking():
    # replay.py imports the game bundle under TYPE_CHECKING only; cli.py imports lazily
    assert "arbiter.games.bundle" in GRAPH["arbiter.engine.replay"]
    assert "arbiter.engine" in GRAPH["arbiter.cli"] or "arbiter.engine.decide" in GRAPH[
        "arbiter.cli"]


def test_the_cycle_finder_finds_a_cycle():
    saved = dict(GRAPH)
    try:
        GRAPH["arbiter.colour"] = {*GRAPH["arbiter.colour"], "arbiter.board"}
        assert ["arbiter.board", "arbiter.colour"] in _cycles()
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


def test_no_import_cycle_in_arbiter():
    assert _cycles() == []


def test_no_module_outside_games_imports_trictrac():
    offenders = sorted(name for name, targets in GRAPH.items()
                       if not name.startswith("arbiter.games")
                       and any(t.startswith("arbiter.games.trictrac") for t in targets))
    assert offenders == []


# -- the layers of docs/ARCHITECTURE.md, as contracts over the same graph ----------------------
VALUES = {"arbiter.board", "arbiter.score", "arbiter.colour", "arbiter.span", "arbiter.i18n",
          "arbiter.words", "arbiter.vocabulary", "arbiter.sayings", "arbiter.value"}
"""The value objects: they import only one another."""
BUNDLE = {"arbiter.games", "arbiter.games.base", "arbiter.games.bundle", "arbiter.games.geometry",
          "arbiter.games.registry"}
"""What any layer may know of the games: the contract, the bundle, the board's geometry and the
registry that finds a bundle by key; never one game's package."""
INFRASTRUCTURE = {"arbiter", "arbiter.digest", "arbiter.limits"}
"""The package's version, a digest and the size limits: no layer's knowledge."""


def _in(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def _breaches(sources: str, allowed) -> list[str]:
    """Each import of a module under ``sources`` that ``allowed(target)`` refuses."""
    return sorted(f"{name} -> {target}" for name, targets in GRAPH.items()
                  if _in(name, sources) for target in targets
                  if not _in(target, sources) and not allowed(target))


def test_the_value_objects_import_only_value_objects():
    assert sorted(f"{n} -> {t}" for n in VALUES for t in GRAPH[n] if t not in VALUES) == []


def test_the_notation_never_imports_the_engine_nor_a_game_by_name():
    # it knows the value objects and finds a game through the registry (its position checks)
    assert _breaches("arbiter.notation", lambda t: t in VALUES | BUNDLE | INFRASTRUCTURE) == []


def test_a_game_s_package_never_imports_the_engine():
    # a game knows its board and moves (value objects, the games' contract, the law links, the
    # record it reads its body of law from), not the laws of conduct, which are the engine's
    allowed = VALUES | BUNDLE | {"arbiter.laws.links", "arbiter.ruling", "arbiter.notation.record"}
    for game in ("arbiter.games.trictrac", "arbiter.games.jacquet"):
        assert _breaches(game, lambda t, game=game: t in allowed) == [], game
    assert _breaches("arbiter.games", lambda t: t in allowed or _in(t, "arbiter.games")) == []


def test_the_engine_asks_the_game_bundle_never_a_game_by_name():
    breaches = _breaches("arbiter.engine", lambda t: not _in(t, "arbiter.games") or t in BUNDLE)
    assert breaches == []


def test_render_reads_only_the_ruling_value_objects_and_the_game_s_geometry():
    allowed = VALUES | BUNDLE | INFRASTRUCTURE | {"arbiter.ruling"}
    assert _breaches("arbiter.render", lambda t: t in allowed) == []


def test_the_law_base_and_the_ruling_know_nothing_of_the_layers_above():
    assert _breaches("arbiter.laws", lambda t: t in VALUES | INFRASTRUCTURE) == []
    assert _breaches("arbiter.ruling", lambda t: t in VALUES) == []


def test_a_layer_contract_fails_on_a_breach():
    saved = dict(GRAPH)
    try:
        GRAPH["arbiter.games.jacquet.rules"] = {*GRAPH["arbiter.games.jacquet.rules"],
                                                "arbiter.engine.dames"}
        GRAPH["arbiter.notation.check"] = {*GRAPH["arbiter.notation.check"],
                                           "arbiter.engine.depart"}
        GRAPH["arbiter.render.view"] = {*GRAPH["arbiter.render.view"], "arbiter.engine.replay"}
        GRAPH["arbiter.engine.dames"] = {*GRAPH["arbiter.engine.dames"],
                                         "arbiter.games.jacquet.geometry"}
        for test in (test_a_game_s_package_never_imports_the_engine,
                     test_the_notation_never_imports_the_engine_nor_a_game_by_name,
                     test_render_reads_only_the_ruling_value_objects_and_the_game_s_geometry,
                     test_the_engine_asks_the_game_bundle_never_a_game_by_name):
            try:
                test()
            except AssertionError:
                continue
            raise AssertionError(f"{test.__name__} let a breach through")
    finally:
        GRAPH.clear()
        GRAPH.update(saved)
