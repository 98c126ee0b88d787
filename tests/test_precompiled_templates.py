"""The templates' compiled code, kept in the user's cache and run without Jinja2
(arbiter.render.precompiled), writes the very page Jinja2 writes, or none at all: then Jinja2
renders. Compared here on every record of the casebook, in both formats and both languages, on
random values, and on what the kept code must refuse."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import jinja2
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from markupsafe import Markup

from arbiter.cli import cli
from arbiter.render import precompiled, templating

ROOT = Path(__file__).resolve().parent.parent
COUPS = sorted((ROOT / "casebook").glob("*.tric"))
SEANCES = sorted((ROOT / "casebook" / "ecrire").glob("*.tric"))
COUP = ROOT / "casebook" / "contract-03-ecole-par-trop.tric"


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """An empty cache folder of the user's, for this test alone."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("ARBITER_NO_CACHE", raising=False)
    return tmp_path / "cache" / "trictrac-arbiter"


@pytest.fixture(scope="module")
def module_cache(tmp_path_factory):
    """One cache folder for the casebook's pages: its grammar, law base and templates are
    made once, not once a record."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
        patch.delenv("ARBITER_NO_CACHE", raising=False)
        yield


@pytest.fixture
def both_ways(module_cache, monkeypatch):
    """Every page rendered from kept code is also rendered by Jinja2; the pairs are listed."""
    pages: list[tuple[str, str | None, str]] = []
    kept_render = precompiled.render

    def render(env: Any, name: str, variables: dict[str, Any]) -> str | None:
        fast = kept_render(env, name, variables)
        slow = templating.environment(env.autoescape).get_template(name).render(**variables)
        pages.append((name, fast, slow))
        return fast

    monkeypatch.setattr(precompiled, "render", render)
    return pages


def _kept(source: str, html: bool) -> str | None:
    """Why the code Jinja2 compiles for ``source`` would not be kept, or None."""
    code = templating.environment(html).compile(source, "t", "t", raw=True)
    reason = precompiled.check(code)
    if reason is None and not precompiled.loop_attributes(code) <= precompiled.LOOP:
        return "loop"
    return reason


@functools.cache
def _kept_env(source: str, html: bool) -> Any:
    kept = precompiled._build({"t": source}, templating.environment(html))
    return precompiled._Environment(kept, html, templating.wrap) if "t" in kept else None


def _fast(source: str, html: bool, **variables: Any) -> str | None:
    """The page of ``source`` from its kept code, or None (not kept, or refused at render)."""
    env = _kept_env(source, html)
    return None if env is None else precompiled.render(env, "t", variables)


def _jinja(source: str, html: bool, **variables: Any) -> str:
    return templating.environment(html).from_string(source).render(**variables)


# -- the same pages ---------------------------------------------------------------------------
RECORDS = [("rule", path) for path in COUPS] + [("settle", path) for path in SEANCES]


@pytest.mark.parametrize(("command", "path"), RECORDS, ids=lambda x: getattr(x, "stem", x))
def test_every_casebook_page_is_the_page_jinja2_writes(command, path, both_ways):
    """Each ruling of a coup and each settlement sheet of a séance, both formats, both
    languages."""
    runner = CliRunner()
    for fmt in ("text", "html"):
        for lang in ("fr", "en"):
            runner.invoke(cli, [command, str(path), "--format", fmt, "--lang", lang])
    assert both_ways, "no page was rendered"
    for name, fast, slow in both_ways:
        assert fast is not None, f"{name} was not rendered from kept code"
        assert fast == slow


TEMPLATE = """{% for x in items %}{{ loop.index }}/{{ loop.length }}{{ x }}\
{% if not loop.last %}, {% endif %}{% if loop.first %}!{% endif %}{% endfor %}
{{ items | join(sep) }} {{ (a ~ " " ~ b) | upper }} {{ "%-6s|" | format(a) }}
{% if b is none %}none{% else %}{{ b }}{% endif %} {{ a or "-" }} {{ d.k }} {{ d["k"] }}
{{ (a ~ b) | wrap(2, "- ") }}
"""

TEXT = st.text(alphabet=st.sampled_from("ab <>&'\"é\u2028\n"), max_size=12)
VALUE = st.one_of(TEXT, TEXT.map(Markup), st.integers(-5, 5), st.none())


@settings(max_examples=150, deadline=None)
@given(items=st.lists(VALUE, max_size=4), sep=st.one_of(TEXT, TEXT.map(Markup)),
       a=VALUE, b=VALUE, k=VALUE, html=st.booleans())
def test_random_values_make_the_same_page(items, sep, a, b, k, html):
    variables = dict(items=items, sep=sep, a=a, b=b, d={"k": k})
    try:
        slow = _jinja(TEMPLATE, html, **variables)
    except Exception as err:       # what Jinja2 refuses, the kept code must not write
        assert _fast(TEMPLATE, html, **variables) is None, err
        return
    assert _fast(TEMPLATE, html, **variables) == slow


def test_the_css_and_every_template_are_kept():
    for html in (False, True):
        sources = precompiled._sources(str(templating._templates()))
        assert set(precompiled._build(sources, templating.environment(html))) == set(sources)


# -- what is not kept, or not rendered, goes to Jinja2 -------------------------------------------
@pytest.mark.parametrize("source", [
    "{% macro m() %}x{% endmacro %}{{ m() }}",
    "{% set x = 1 %}{{ x }}",
    "{% block b %}x{% endblock %}",
    "{{ x | title }}",
    "{{ x | join(', ', attribute='a') | e }}",
    "{{ x is defined }}",
    "{{ x | default('y') }}",
    "{% for i in x %}{{ loop.cycle('a', 'b') }}{% endfor %}",
    "{% for i in x %}{{ loop }}{% endfor %}",
    "{% for i in x %}{{ loop.previtem }}{% endfor %}",
    "{% for i in x recursive %}{{ loop(i) }}{% endfor %}",
    "{% include x %}",
    "{% for i in x %}{% include 'ruling.css' %}{% endfor %}",
    "{{ range(3) | list }}",
    "{{ x.y(1) }}",
    "{% filter upper %}x{% endfilter %}",
    "{% autoescape false %}{{ x }}{% endautoescape %}",
])
def test_code_using_anything_else_is_not_kept(source):
    assert _kept(source, html=True) is not None
    assert _fast(source, True, x=[]) is None


@pytest.mark.parametrize("body", [
    "def root(context):\n    yield 'a'.upper()",              # an attribute of an expression
    "import os\ndef root(context):\n    yield os.sep",         # an import
    "def root(context):\n    yield open('f').read()",          # a name from outside
    "f = lambda: 1\ndef root(context):\n    yield str(f())",   # a lambda
    "def root(context):\n    yield context.vars['x']",         # the context's insides
])
def test_the_check_refuses_code_beyond_the_helpers(body):
    assert precompiled.check("from jinja2.runtime import missing\n" + body) is not None
    assert precompiled.check(body) is not None                      # not Jinja2's output at all


def test_the_helpers_refuse_what_strict_jinja2_would_refuse_or_decide_otherwise():
    assert _fast("{{ nothing }}", False) is None                    # undefined name
    assert _fast("{{ d.nothing }}", False, d={}) is None            # undefined attribute
    assert _fast("{{ 'a' if x }}", False, x=False) is None          # inline if, no else
    assert _fast("{{ x | join(', ', attribute='a') }}", False, x=[]) is None
    assert _fast("{{ d.nothing is none }}", False, d={}) is None    # Jinja2 says False
    assert _jinja("{{ d.nothing is none }}", False, d={}) == "False"


def test_a_template_kept_code_cannot_render_is_rendered_by_jinja2(cache):
    with pytest.raises(jinja2.UndefinedError):
        templating.render("ruling.txt.j2", html=False, t={})
    assert list(cache.glob("templates-text-*.marshal"))             # kept all the same


# -- the kept file ------------------------------------------------------------------------------
def test_the_kept_code_is_written_once_and_read_back(cache, monkeypatch):
    page = templating.render("ruling.css", html=True)
    files = list(cache.glob("templates-html-*.marshal"))
    assert len(files) == 1 and page
    precompiled._environments.clear()
    monkeypatch.setattr(templating, "environment",
                        lambda html: pytest.fail("Jinja2 was asked for"))
    assert templating.render("ruling.css", html=True) == page


def test_a_corrupt_kept_file_is_made_again(cache):
    page = templating.render("ruling.css", html=True)
    (path,) = cache.glob("templates-html-*.marshal")
    path.write_bytes(b"\x00garbage")
    precompiled._environments.clear()
    assert templating.render("ruling.css", html=True) == page
    assert path.read_bytes() != b"\x00garbage"


def test_a_kept_file_of_anything_but_compiled_code_is_never_run(cache):
    import marshal

    page = templating.render("ruling.css", html=True)
    (path,) = cache.glob("templates-html-*.marshal")
    path.write_bytes(marshal.dumps({"ruling.css": "raise SystemExit(9)"}))
    precompiled._environments.clear()
    assert templating.render("ruling.css", html=True) == page


def test_without_a_cache_jinja2_renders(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("ARBITER_NO_CACHE", "1")
    assert precompiled.environment("x", False, "", templating.wrap, lambda: None) is None
    monkeypatch.delenv("ARBITER_NO_CACHE")
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    folder = str(templating._templates())
    assert precompiled.environment(folder, False, "", templating.wrap,
                                   lambda: templating.environment(False)) is None
    assert templating.render("ruling.css", html=True)                # Jinja2 did


def test_another_template_text_names_another_file(cache, tmp_path):
    folder = tmp_path / "templates"
    folder.mkdir()
    (folder / "a.j2").write_text("{{ x }}", encoding="utf-8")
    env = precompiled.environment(str(folder), False, "o", templating.wrap,
                                  lambda: templating.environment(False))
    assert env is not None and precompiled.render(env, "a.j2", {"x": 1}) == "1"
    (folder / "a.j2").write_text("[{{ x }}]", encoding="utf-8")
    precompiled._environments.clear()
    env = precompiled.environment(str(folder), False, "o", templating.wrap,
                                  lambda: templating.environment(False))
    assert env is not None and precompiled.render(env, "a.j2", {"x": 1}) == "[1]"
    assert len(list(cache.glob("templates-text-*.marshal"))) == 1   # the older one is gone


def test_a_text_ruling_imports_no_jinja2_once_its_templates_are_kept(tmp_path):
    probe = ("import sys, runpy; sys.argv = ['arbiter', 'rule', sys.argv[1], '--format', "
             "sys.argv[2]]\ntry:\n    runpy.run_module('arbiter.cli', run_name='__main__')\n"
             "except SystemExit:\n    pass\n"
             "print(sorted(m for m in sys.modules if m.split('.')[0] in "
             "('jinja2', 'markupsafe')), file=sys.stderr)")
    env = {k: v for k, v in os.environ.items() if k != "ARBITER_NO_CACHE"}
    env["XDG_CACHE_HOME"] = str(tmp_path)
    for fmt, allowed in (("text", "[]"), ("html", "['markupsafe', 'markupsafe._speedups']")):
        first = subprocess.run([sys.executable, "-c", probe, str(COUP), fmt], env=env,
                               capture_output=True, cwd=ROOT, timeout=120)
        again = subprocess.run([sys.executable, "-c", probe, str(COUP), fmt], env=env,
                               capture_output=True, cwd=ROOT, timeout=120)
        assert first.stdout == again.stdout and again.stdout
        imported = again.stderr.decode().strip().splitlines()[-1]
        assert imported in (allowed, "['markupsafe']"), imported
