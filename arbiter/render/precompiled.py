"""The templates as Jinja2 compiles them, kept in the user's cache and run without importing
Jinja2.

Importing :mod:`jinja2` brings its lexer, parser, compiler, bytecode cache and loaders (and
with them :mod:`hashlib`, :mod:`pickle`, :mod:`tempfile`, :mod:`urllib.parse`…): a third of a
whole ``arbiter rule --format text`` process, to run four templates that were compiled long
ago. Jinja2 turns a template into the source of a Python module whose ``root`` function yields
the page; that code needs from Jinja2 only a handful of small helpers (look an attribute up,
join, escape, count a loop) and the four filters the templates use. This module keeps that
compiled code (as :mod:`marshal`, beside the other caches) and runs it against its own copy of
those helpers, so that a ruling is written with the templates' own code and no import of Jinja2.

It is only a faster road to the same page:

- **Jinja2 compiles**, the first time a process finds no kept code (or templates, options or
  Jinja2 itself changed: all of them name the file), with the very environment
  :mod:`arbiter.render.templating` renders with;
- **what is kept is checked first** (:func:`check`): the code may use only the helpers, context
  and environment methods, filters, tests and loop attributes written here, call filters as
  they are written here and include only templates kept with it. A template that uses anything
  else (a macro, a block, a ``{% set %}`` at the top, another filter…) is not kept, and Jinja2
  renders it, as before;
- **anything unexpected at render time** (a name the view did not give, which Jinja2's
  ``StrictUndefined`` would refuse, or any exception at all) gives no page here: the caller
  renders with Jinja2, which then writes exactly what it always wrote, or raises its own error.

The helpers below do what Jinja2 3.1's do for the same call (``Environment.getattr`` and
``getitem``, ``markup_join``, ``str_join``, the ``join``, ``format`` and ``upper`` filters, the
``none`` test, a loop's ``index``/``first``/``last``…); a test renders every case of the
casebook both ways, in both languages, and compares the pages byte for byte.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator
from types import CodeType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import ast

PROTOCOL = 1
"""The version of the helpers below: part of the cache file's name, so that code checked
against older helpers is never run with newer ones."""

FILTERS = {"join": True, "format": False, "upper": False, "wrap": False}
"""The filters the kept code may use, each with whether Jinja2 passes it the evaluation
context first (as it does for ``join``, marked ``pass_eval_context``)."""

TESTS = frozenset({"none"})
ENVIRONMENT = frozenset({"getattr", "getitem", "undefined", "concat", "filters", "tests",
                         "get_template"})
CONTEXT = frozenset({"resolve_or_missing", "eval_ctx", "get_all"})
LOOP = frozenset({"index", "index0", "first", "last", "length", "revindex", "revindex0"})
HELPERS = frozenset({"environment", "missing", "Undefined", "TemplateRuntimeError",
                     "internalcode", "str_join", "markup_join", "escape", "Markup",
                     "LoopContext", "str", "KeyError"})
"""The names the kept code may take from outside itself."""

_IMPORT = "from jinja2.runtime import "


class Unsupported(Exception):
    """Raised by the helpers where Jinja2 would go on with something this module does not do
    (an undefined value, an inline ``if`` without ``else``): the caller renders with Jinja2."""


# -- the check ----------------------------------------------------------------------------------
def check(source: str) -> str | None:
    """Why the module source Jinja2 compiled for a template cannot be run here, or None when it
    can. ``source`` is Jinja2's whole output (it begins with its import of the runtime)."""
    import ast

    first, _, body = source.partition("\n")
    if not first.startswith(_IMPORT):
        return "the code does not begin with the runtime's import"
    tree = ast.parse(body)
    bound: set[str] = set()
    loaded: set[str] = set()
    named: dict[str, tuple[str, str]] = {}      # t_N -> ("filters" | "tests", name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (loaded if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.FunctionDef):
            bound.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom, ast.Global, ast.Nonlocal, ast.Lambda,
                               ast.ClassDef, ast.AsyncFunctionDef, ast.Await, ast.AsyncFor)):
            return f"the code has a {type(node).__name__}"
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name) and _is_lookup(node.value):
            table = node.value.value.attr            # type: ignore[attr-defined]
            named[node.targets[0].id] = (table, node.value.slice.value)  # type: ignore
    outside = loaded - bound
    if not outside <= HELPERS:
        return f"the code uses {', '.join(sorted(outside - HELPERS))}"
    for node in ast.walk(tree):
        reason = _check_node(node, named)
        if reason is not None:
            return reason
    return None


def _is_lookup(node: ast.AST) -> bool:
    """``environment.filters['x']`` or ``environment.tests['x']``."""
    import ast

    return (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute)
            and isinstance(node.value.value, ast.Name) and node.value.value.id == "environment"
            and node.value.attr in ("filters", "tests")
            and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str))


def _check_node(node: ast.AST, named: dict[str, tuple[str, str]]) -> str | None:
    """The reason one node of the code cannot be run here, or None."""
    import ast

    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        allowed = {"environment": ENVIRONMENT, "context": CONTEXT,
                   "template": frozenset({"root_render_func", "new_context"}),
                   "gen": frozenset({"close"})}.get(node.value.id)
        if allowed is not None and node.attr not in allowed:
            return f"the code uses {node.value.id}.{node.attr}"
        if allowed is None:
            return f"the code reads the attribute {node.attr} of {node.value.id}"
    if isinstance(node, ast.Attribute) and _is_attr(node.value, "context", "eval_ctx"):
        return "the code reads the evaluation context"
    if isinstance(node, ast.Attribute) and not isinstance(node.value, ast.Name):
        return f"the code reads the attribute {node.attr} of an expression"
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) \
            and node.value.attr in ("filters", "tests"):
        if not _is_lookup(node):
            return "the code looks a filter or test up by a computed name"
        name = node.slice.value                                     # type: ignore[attr-defined]
        known = FILTERS if node.value.attr == "filters" else TESTS
        if name not in known:
            return f"the code uses the {node.value.attr[:-1]} {name!r}"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return _check_call(node, named)
    if isinstance(node, ast.Call) and _is_attr(node.func, "environment", "get_template") \
            and not (len(node.args) == 2 and all(isinstance(a, ast.Constant) for a in node.args)):
        return "the code includes a template named at render time"
    if isinstance(node, ast.Call) and _is_attr(node.func, "template", "new_context"):
        args = node.args
        if not (len(args) == 3 and not node.keywords
                and isinstance(args[0], ast.Call) and _is_attr(args[0].func, "context", "get_all")
                and isinstance(args[1], ast.Constant) and args[1].value is True
                and isinstance(args[2], ast.Dict) and not args[2].keys):
            return "the code includes a template with variables of its own"
    return None


def _check_call(node: ast.Call, named: dict[str, tuple[str, str]]) -> str | None:
    """The reason a call of a plain name cannot be run here, or None."""
    import ast

    name = node.func.id                                            # type: ignore[attr-defined]
    if name == "LoopContext":
        if len(node.args) != 2 or node.keywords:
            return "the code has a recursive or nested-depth loop"
        return None
    if name in named:
        table, which = named[name]
        passes = bool(node.args) and _is_attr(node.args[0], "context", "eval_ctx")
        if table == "filters" and passes != FILTERS[which]:
            return f"the code calls the filter {which!r} otherwise than written here"
        if table == "tests" and passes:
            return f"the code calls the test {which!r} otherwise than written here"
        if any(isinstance(a, ast.Starred) for a in node.args) or any(
                k.arg is None for k in node.keywords):
            return "the code unpacks arguments into a filter"
    return None


def _is_attr(node: ast.AST, owner: str, attr: str) -> bool:
    import ast

    return (isinstance(node, ast.Attribute) and node.attr == attr
            and isinstance(node.value, ast.Name) and node.value.id == owner)


def loop_attributes(source: str) -> set[str]:
    """What the code reads of a ``loop``: the attributes looked up with
    ``environment.getattr(l_1_loop, 'last')``, and ``"?"`` when a loop is used any other way
    (printed, passed to a filter, its attribute computed)."""
    import ast
    import re

    found = set()
    uses = looked_up = 0
    for node in ast.walk(ast.parse(source.partition("\n")[2])):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) \
                and re.fullmatch(r"l_\d+_loop", node.id):
            uses += 1
        if isinstance(node, ast.Call) and _is_attr(node.func, "environment", "getattr") \
                and node.args and isinstance(node.args[0], ast.Name) \
                and re.fullmatch(r"l_\d+_loop", node.args[0].id):
            looked_up += 1
            attribute = node.args[1] if len(node.args) == 2 else None
            found.add(attribute.value if isinstance(attribute, ast.Constant) else "?")
    if uses != looked_up:
        found.add("?")
    return found


# -- the helpers the kept code runs with ---------------------------------------------------------
class _Missing:
    """The marker of a name the context does not hold (Jinja2's ``missing``)."""

    def __repr__(self) -> str:
        return "missing"


missing = _Missing()


def _undefined(hint: object = None, obj: object = missing, name: object = None,
               exc: object = None) -> Any:
    """Where Jinja2 would make a (strict) undefined value: give the page up."""
    raise Unsupported(f"undefined {name!r}")


def _cond_expr_undefined(*args: object, **kwargs: object) -> Any:
    raise Unsupported("an inline if without else was false")


def _runtime_error(*args: object, **kwargs: object) -> Any:
    raise Unsupported("a template runtime error")


def _internalcode(function: Callable[..., Any]) -> Callable[..., Any]:
    return function


def _soft_str(value: object) -> str:
    """``value`` as text, a string (or markup) kept as it is."""
    return value if isinstance(value, str) else str(value)


def _str_join(values: Iterable[object]) -> str:
    return "".join(map(str, values))


def _markup_join(values: Iterable[object]) -> str:
    """Join as text, or, as soon as one part is markup, as markup (escaping the others)."""
    parts = [_soft_str(value) for value in values]
    if any(hasattr(part, "__html__") for part in parts):
        from markupsafe import Markup

        return Markup("").join(parts)
    return "".join(parts)


class _EvalContext:
    """What the ``join`` filter reads of the evaluation context: whether it escapes."""

    __slots__ = ("autoescape",)

    def __init__(self, autoescape: bool) -> None:
        self.autoescape = autoescape


def _join(eval_ctx: _EvalContext, value: Iterable[object], d: object = "",
          attribute: object = None) -> str:
    """The ``join`` filter."""
    if attribute is not None:
        raise Unsupported("join by attribute")
    if not eval_ctx.autoescape:
        return str(d).join(map(str, value))
    if hasattr(d, "__html__"):
        return _soft_str(d).join(map(_soft_str, value))
    items = list(value)
    markup = False
    for index, item in enumerate(items):
        if hasattr(item, "__html__"):
            markup = True
        else:
            items[index] = str(item)
    if markup:
        from markupsafe import escape

        return escape(d).join(items)
    return str(d).join(items)      # type: ignore[arg-type]


def _format(value: object, *args: object, **kwargs: object) -> str:
    """The ``format`` filter: printf-style."""
    if args and kwargs:
        raise Unsupported("format with both kinds of arguments")
    return _soft_str(value) % (kwargs or args)


def _upper(value: object) -> str:
    return _soft_str(value).upper()


class _Loop:
    """What a template reads of ``loop`` in a ``for``: the place of the item in the list."""

    __slots__ = ("index0", "length")

    def __init__(self, index0: int, length: int) -> None:
        self.index0 = index0
        self.length = length

    @property
    def index(self) -> int:
        return self.index0 + 1

    @property
    def first(self) -> bool:
        return self.index0 == 0

    @property
    def last(self) -> bool:
        return self.index0 == self.length - 1

    @property
    def revindex(self) -> int:
        return self.length - self.index0

    @property
    def revindex0(self) -> int:
        return self.length - self.index0 - 1


def _loop_context(iterable: Iterable[object], undefined: object) -> Iterator[tuple[object, _Loop]]:
    items = list(iterable)
    length = len(items)
    for index0, item in enumerate(items):
        yield item, _Loop(index0, length)


class _Context:
    """The variables a template renders with (no globals: a name the view does not give is
    missing, and Jinja2 decides what that means)."""

    __slots__ = ("eval_ctx", "vars")

    def __init__(self, variables: dict[str, Any], autoescape: bool) -> None:
        self.vars = variables
        self.eval_ctx = _EvalContext(autoescape)

    def resolve_or_missing(self, key: str) -> Any:
        return self.vars.get(key, missing)

    def get_all(self) -> dict[str, Any]:
        return self.vars


class _Template:
    """One kept template, made runnable against an environment."""

    def __init__(self, root: Callable[[_Context], Iterator[str]], autoescape: bool) -> None:
        self.root_render_func = root
        self.autoescape = autoescape

    def new_context(self, variables: dict[str, Any], shared: bool = False,
                    locals: dict[str, Any] | None = None) -> _Context:
        return _Context(variables, self.autoescape)

    def render(self, variables: dict[str, Any]) -> str:
        return "".join(self.root_render_func(self.new_context(variables)))


class _Environment:
    """The environment the kept code is run with: Jinja2's lookups and the filters and tests
    written above, and the kept templates for its includes."""

    concat = staticmethod("".join)
    undefined = staticmethod(_undefined)

    def __init__(self, codes: dict[str, Any], autoescape: bool, wrap: Callable[..., str]) -> None:
        self.codes = codes
        self.autoescape = autoescape
        self.filters: dict[str, Callable[..., Any]] = {
            "join": _join, "format": _format, "upper": _upper, "wrap": wrap}
        self.tests: dict[str, Callable[..., bool]] = {"none": lambda value: value is None}
        self.templates: dict[str, _Template] = {}

    def getattr(self, obj: Any, attribute: str) -> Any:
        try:
            return getattr(obj, attribute)
        except AttributeError:
            pass
        try:
            return obj[attribute]
        except (TypeError, LookupError, AttributeError):
            return self.undefined(obj=obj, name=attribute)

    def getitem(self, obj: Any, argument: Any) -> Any:
        try:
            return obj[argument]
        except (AttributeError, TypeError, LookupError):
            if isinstance(argument, str):
                try:
                    return getattr(obj, str(argument))
                except AttributeError:
                    pass
            return self.undefined(obj=obj, name=argument)

    def get_template(self, name: str, parent: str | None = None) -> _Template:
        template = self.templates.get(name)
        if template is None:
            code = self.codes.get(name)
            if code is None:
                raise Unsupported(f"{name} is not kept")
            namespace = self._namespace()
            exec(code, namespace)
            template = _Template(namespace["root"], self.autoescape)
            self.templates[name] = template
        return template

    def _namespace(self) -> dict[str, Any]:
        namespace: dict[str, Any] = {
            "__builtins__": __builtins__, "environment": self, "missing": missing,
            "Undefined": _cond_expr_undefined, "TemplateRuntimeError": _runtime_error,
            "internalcode": _internalcode, "str_join": _str_join, "markup_join": _markup_join,
            "LoopContext": _loop_context}
        if self.autoescape:
            from markupsafe import Markup, escape

            namespace.update(escape=escape, Markup=Markup)
        return namespace


# -- the kept file ------------------------------------------------------------------------------
def _sources(folder: str) -> dict[str, str]:
    """The templates of ``folder`` by name (every file but Python's)."""
    found = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.startswith(("_", ".")) or name.endswith(".py") or not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as handle:
            found[name] = handle.read()
    return found


def _file(cache: str, sources: dict[str, str], html: bool, options: str) -> str | None:
    """The cache file for these templates, environment and Jinja2, or None without Jinja2."""
    import _frozen_importlib_external

    from arbiter.cachefiles import installed_init
    from arbiter.digest import sha256

    jinja_init = installed_init("jinja2")
    if jinja_init is None:
        return None
    parts = [str(PROTOCOL), options, jinja_init.decode("latin-1"),
             _frozen_importlib_external.MAGIC_NUMBER.hex(), sys.version]
    for name, text in sources.items():
        parts += [name, text]
    digest = sha256("\0".join(parts).encode("utf-8")).hexdigest()[:24]
    tag = sys.implementation.cache_tag or "python"
    kind = "html" if html else "text"
    return os.path.join(cache, f"templates-{kind}-{tag}-{digest}.marshal")


def _build(sources: dict[str, str], jinja_env: Any) -> dict[str, Any]:
    """The code of every template that :func:`check` accepts, as compiled code by name; a
    template that includes one not kept is not kept either."""
    kept: dict[str, Any] = {}
    includes: dict[str, set[str]] = {}
    for name, text in sources.items():
        source = jinja_env.compile(text, name, name, raw=True)
        if check(source) is not None or not loop_attributes(source) <= LOOP:
            continue
        body = source.partition("\n")[2]
        kept[name] = compile("\n" + body, f"<arbiter: template {name}>", "exec",
                             dont_inherit=True)
        includes[name] = _included(body)
    changed = True
    while changed:
        changed = False
        for name in list(kept):
            if not includes[name] <= kept.keys():
                del kept[name]
                changed = True
    return kept


def _included(body: str) -> set[str]:
    import ast

    return {node.args[0].value for node in ast.walk(ast.parse(body))
            if isinstance(node, ast.Call) and _is_attr(node.func, "environment", "get_template")}


_environments: dict[tuple[str | None, str, bool], _Environment | None] = {}


def environment(folder: str, html: bool, options: str, wrap: Callable[..., str],
                jinja_env: Callable[[], Any]) -> _Environment | None:
    """The environment of the kept templates of ``folder`` (built and kept the first time), or
    None when there is no cache folder to keep them in. ``jinja_env`` gives Jinja2's own
    environment, called only when they must be compiled."""
    from arbiter.cachefiles import cache_folder

    key = (cache_folder(), folder, html)
    if key not in _environments:
        _environments[key] = _load(folder, html, options, wrap, jinja_env)
    return _environments[key]


def _load(folder: str, html: bool, options: str, wrap: Callable[..., str],
          jinja_env: Callable[[], Any]) -> _Environment | None:
    import marshal

    from arbiter.cachefiles import cache_folder, keep_made

    cache = cache_folder()
    if cache is None:
        return None
    try:
        sources = _sources(folder)
    except OSError:
        return None
    path = _file(cache, sources, html, options)
    if path is None:
        return None
    try:
        with open(path, "rb") as handle:
            codes = marshal.loads(handle.read())
        if isinstance(codes, dict) and all(
                isinstance(name, str) and isinstance(code, CodeType)
                for name, code in codes.items()):
            return _Environment(codes, html, wrap)
    except Exception:   # missing, unreadable, corrupt: compiled again below
        pass
    # compiled by Jinja2, kept; or, where nothing can be kept, Jinja2 renders as it would have
    codes = keep_made(path, lambda: _build(sources, jinja_env()), ".templates.")
    return None if codes is None else _Environment(codes, html, wrap)


def render(env: _Environment, name: str, variables: dict[str, Any]) -> str | None:
    """The page of the kept template ``name``, or None when it is not kept or its code met
    anything this module does not do (then Jinja2 is to render it)."""
    if name not in env.codes:
        return None
    try:
        return env.get_template(name).render(variables)
    except Exception:   # Jinja2 renders it instead, and says what it says
        return None
