"""The recorder page in a real Chromium, driven through Playwright.

Casebook coups are recorded by pointing alone (the board, the buttons, the simple fields) and
the page's record must be what ``arbiter fmt`` writes of the case; every casebook coup read by
the page is written back as ``arbiter fmt`` writes it; the invariants are said in the words of
``arbiter check``; one coup is ruled through the server and its decision found in the page; at
390 px the page does not scroll sideways. Skips, saying why, where Chromium or Playwright is
not installed (CI installs Debian's chromium; Playwright comes with the ``test`` extra and
drives that browser, never one of its own).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from arbiter.board import OFF, Position
from arbiter.colour import BOTH, Colour
from arbiter.games.geometry import MIRRORED, ROTATED
from arbiter.notation import acts as A
from arbiter.notation import format_record, parse

ROOT = Path(__file__).resolve().parent.parent
CASEBOOK = ROOT / "casebook"
PAGE = ROOT / "templates" / "recorder.html"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 30_000

RECORDED_BY_CLICKS = [
    "contract-02-ecole-par-moins",           # throw, play, école
    "contract-06-reste-marque",              # trous, jeton, binding words
    "contract-07-ecole-impossible",          # points, trou, efface
    "g3-cb10-coin-par-puissance-remis-quine",  # dames carried back (remet with paths)
    "g3-exception-pile",                     # lève, pose, remet, abandonne
    "g3-co08-fichet-deplace-sans-rien-gagner",  # démarque trou
    "j-14-j-adoube-essai-de-deplacement",    # Jacquet: adoube, lève, pose, remet
    "j-22-rien-a-jouer",                     # Jacquet: words
    "j-23-sortie-exacte",                    # Jacquet: dames borne off
]


def _chromium() -> str:
    for candidate in ("/usr/bin/chromium", "chromium", "chromium-browser"):
        found = shutil.which(candidate)
        if found:
            return found
    pytest.skip("Chromium is not installed (apt-get install chromium)")


@pytest.fixture(scope="module")
def browser():
    executable = _chromium()
    sync_api = pytest.importorskip(
        "playwright.sync_api",
        reason="Playwright for Python is not installed (pip install '.[test]')")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=ARGS,
                                              timeout=TIMEOUT_MS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser):
    """A fresh tab with the page opened from its file; it must log no error and ask the
    network for nothing."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    tab = context.new_page()
    tab.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    requests: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.on("console", lambda message: errors.append(message.text)
           if message.type == "error" else None)
    tab.on("request", lambda request: requests.append(request.url))
    tab.goto(PAGE.as_uri())
    yield tab
    assert errors == []
    assert all(url.startswith(("file:", "blob:", "data:", "about:")) for url in requests), \
        requests
    context.close()


# -- driving the page as a referee does ------------------------------------------------------

def _cell(tab, game: str, colour: Colour, fleche: int) -> None:
    top, column = (ROTATED if game == "jacquet" else MIRRORED).cell(colour, fleche)
    tab.click(f'#board .hit[data-top="{int(top)}"][data-col="{column}"]')


def _checked(tab, selector: str, on: bool) -> None:
    tab.set_checked(selector, on)


def record_by_clicks(tab, text: str) -> str:
    """Record ``text``'s coup through the page's controls; the page's .tric text."""
    record = parse(text)
    game = next((v for k, v in record.headers if k.lower() == "jeu"), "trictrac")
    if record.preamble:
        tab.fill("#preamble", "\n".join(record.preamble))
    if game == "jacquet":
        tab.select_option("#game", "jacquet")
    fields = {"lieu": "#h-lieu", "date": "#h-date", "arbitre": "#h-arbitre",
              "blanc": "#h-blanc", "noir": "#h-noir", "litige": "#h-litige",
              "témoins": "#h-temoins", "conventions": "#h-conventions"}
    for key, value in record.headers:
        if key.lower() != "jeu":
            tab.fill(fields[key.lower()], value)
    tab.select_option("#h-lois", record.lois)
    if game != "jacquet":
        tab.select_option("#h-partie", record.partie.value)
    # the position, one click a dame
    tab.click("#tab-position")
    tab.click("#empty-position")
    for colour in BOTH:
        tab.click(f'.tool[data-tool="{colour.value}"]')
        for fleche, count in enumerate(record.position.row(colour)):
            for _ in range(count):
                if fleche == OFF:
                    tab.click(f"#off-{colour.value}-plus")
                else:
                    _cell(tab, game, colour, fleche)
    if game != "jacquet":
        for colour in BOTH:
            side = record.score.of(colour)
            tab.fill(f"#s-{colour.value}-points", str(side.points))
            tab.fill(f"#s-{colour.value}-trous", str(side.trous))
            _checked(tab, f"#s-{colour.value}-bredouille", side.bredouille)
            _checked(tab, f"#s-{colour.value}-pavillon", side.pavillon)
            tab.fill(f"#r-{colour.value}", str(record.releve.of(colour)))
        premier = record.releve.premier
        tab.select_option("#r-premier", "" if premier is None else
                          "premier" if premier else "suivant")
    tab.check(f'input[name=trait][value="{record.trait.value}"]')
    tab.click("#tab-acts")
    thrower: Colour | None = None
    for act in record.acts:
        if act.actor is not None:
            tab.click(f'.actor[data-actor="{act.actor.value}"]')
        if isinstance(act, A.Throw | A.PartialThrow):
            thrower = act.actor
        _act(tab, game, act, thrower)
    return tab.input_value("#tric")


def _verb(tab, verb: str) -> None:
    tab.click(f'.verb[data-verb="{verb}"]')


def _act(tab, game: str, act: A.Act, thrower: Colour | None) -> None:
    actor = act.actor
    match act:
        case A.Throw(dice=(a, b), incident=incident, early=early):
            tab.click(f'#die-a [data-value="{a}"]')
            tab.click(f'#die-b [data-value="{b}"]')
            tab.select_option("#incident", "" if incident is None else
                              format_act_word(incident))
            _checked(tab, "#early", early)
            tab.click("#throw")
        case A.PartialThrow(die=die):
            tab.click(f'#die-a [data-value="{die}"]')
            tab.click('#die-b [data-value="?"]')
            tab.click("#throw")
        case A.Play(groups=groups) | A.Restore(groups=groups):
            _verb(tab, "joue" if isinstance(act, A.Play) else "remet-path")
            owner = actor if isinstance(act, A.Play) else (thrower or actor)
            for g, group in enumerate(groups):
                for p, path in enumerate(group):
                    if p:
                        tab.click("#path-with")
                    elif g:
                        tab.click("#path-next")
                    for fleche in path:
                        if fleche == OFF:
                            tab.click("#path-bande")
                        else:
                            _cell(tab, game, owner, fleche)
            tab.click("#path-done")
        case A.Mark(points=p, bredouille=b, new_jeton=n):
            tab.select_option("#points", str(p))
            _checked(tab, "#mark-bredouille", b)
            _checked(tab, "#new-jeton", n)
            tab.click("#mark")
        case A.MarkEcole(points=p):
            tab.select_option("#points", str(p))
            tab.click("#ecole")
        case A.Efface(target=target, points=p):
            mine = target is not A.EffaceTarget.OPPONENT
            if p is not None:
                tab.select_option("#points", str(p))
            tab.click(("#efface-n" if mine else "#efface-opp-n") if p is not None else
                      ("#efface-all" if mine else "#efface-opp"))
        case A.SetJeton(points=p, bredouille=b, opponent=o):
            tab.select_option("#jeton", str(p))
            _checked(tab, "#mark-bredouille", b)
            tab.click("#set-jeton-opp" if o else "#set-jeton")
        case A.MarkTrous(count=c, sans_bouger=s):
            tab.fill("#trous-n", str(c))
            _checked(tab, "#sans-bouger", s)
            tab.click("#mark-trous")
        case A.UnmarkTrous(count=c, opponent=o):
            tab.fill("#trous-n", str(c))
            tab.click("#efface-trous" if o else "#unmark-trous")
        case A.Touch(fleche=f, opponent=o):
            _verb(tab, "touche")
            _checked(tab, "#opponent", o)
            _cell(tab, game, actor.opponent if o else actor, f)
        case A.Lift(fleche=f, count=c, opponent=o):
            _verb(tab, "lève")
            tab.fill("#count", str(c))
            _checked(tab, "#opponent", o)
            _cell(tab, game, actor.opponent if o else actor, f)
        case A.Place(fleche=f, count=c, atop=atop):
            _verb(tab, "pose sur" if atop else "pose")
            tab.fill("#count", str(c))
            _checked(tab, "#opponent", False)
            _cell(tab, game, actor, f)
        case A.PutBack(fleche=f) | A.ReturnDame(fleche=f):
            _verb(tab, "remet" if isinstance(act, A.PutBack) else "rentre")
            _checked(tab, "#opponent", False)
            _cell(tab, game, actor, f)
        case A.Say(words=words):
            options = tab.eval_on_selector_all("#binding option", "os => os.map(o => o.value)")
            if words in options:
                tab.select_option("#binding", words)
                tab.click("#say-binding")
            else:
                tab.fill("#free-words", words)
                tab.click("#say-free")
        case A.NouveauReleve():
            tab.click("#new-releve")
        case _:
            word = {A.Adoube: "adoube", A.Release: "abandonne", A.Releve: "relève",
                    A.Empile: "empile", A.Rompt: "rompt", A.LiftDice: "enlève dés",
                    A.CoverDice: "couvre dés"}[type(act)]
            tab.click(f'.simple[data-act="{word}"]')


def format_act_word(incident: A.DiceIncident) -> str:
    from arbiter.notation.printer import _INCIDENT_WORDS

    return _INCIDENT_WORDS[incident]


# -- the tests ---------------------------------------------------------------------------------

@pytest.mark.parametrize("case", RECORDED_BY_CLICKS)
def test_a_casebook_coup_recorded_by_clicks_is_the_casebook_s_record(page, case):
    text = (CASEBOOK / f"{case}.tric").read_text(encoding="utf-8")
    assert record_by_clicks(page, text) == format_record(parse(text))


def test_every_casebook_coup_opened_is_written_as_arbiter_fmt_writes_it(page):
    cases = [p for p in sorted(CASEBOOK.glob("*.tric"))
             if not p.read_text(encoding="utf-8").lstrip().startswith("séance")]
    texts = [p.read_text(encoding="utf-8") for p in cases]
    written = page.evaluate("ts => ts.map(t => window.recorder.canon(t))", texts)
    wrong = [case.name for case, text, got in zip(cases, texts, written, strict=True)
             if got != format_record(parse(text))]
    assert len(cases) > 300 and wrong == []


def test_editing_the_text_redraws_the_board_and_the_fields(page):
    before = page.locator("#board circle").count()
    text = (CASEBOOK / "contract-02-ecole-par-moins.tric").read_text(encoding="utf-8")
    page.fill("#tric", text)
    assert page.input_value("#h-blanc") == "Jules"
    assert page.locator("#board circle").count() != before
    assert page.input_value("#s-blanc-trous") == "3"
    page.fill("#tric", text.replace("Jules", "Jacques"))
    assert page.input_value("#h-blanc") == "Jacques"


def test_each_act_can_be_undone(page):
    page.click("#tab-acts")
    page.click('#die-a [data-value="6"]')
    page.click('#die-b [data-value="5"]')
    page.click("#throw")
    assert page.input_value("#tric").endswith("actes\n  blanc jette 6 5\n")
    page.click("#undo")
    assert "actes" not in page.input_value("#tric")


POSITIONS = [
    ("trictrac", {"blanc": {0: 14, 11: 1}, "noir": {0: 13, 12: 1, 5: 2}}),
    ("trictrac", {"blanc": {0: 15, 6: 2}, "noir": {0: 13, 17: 2}}),
    ("trictrac", {"blanc": {20: 5, 24: 10, 3: 1}, "noir": {0: 15}}),
    ("jacquet", {"blanc": {0: 13, 3: 1, 5: 1}, "noir": {0: 14, 15: 1}}),
    ("jacquet", {"blanc": {19: 3, 24: 11, 4: 1}, "noir": {0: 17}}),
]


@pytest.mark.parametrize(("game", "cells"), POSITIONS)
def test_the_invariants_are_said_in_the_words_of_arbiter_check(page, game, cells):
    from arbiter.games import registry

    rows = {c: [cells[c].get(f, 0) for f in range(25)] for c in ("blanc", "noir")}
    position = Position(tuple(rows["blanc"]), tuple(rows["noir"]))
    rules = registry.get_game(game).rules
    expected = [(p.message.fr, p.message.en) for p in rules.position_problems(position)]
    said = page.evaluate("([g, p]) => window.recorder.invariants(g, p)", [game, rows])
    assert expected and sorted((s["fr"], s["en"]) for s in said) == sorted(expected)


def test_the_invariants_show_as_the_referee_clicks_in_either_language(page):
    page.click('.tool[data-tool="blanc"]')
    _cell(page, "trictrac", Colour.BLANC, 11)      # a 16th dame, alone in his coin
    problems = page.inner_text("#problems")
    assert "blanc a une dame seule dans son coin de repos" in problems
    assert "blanc a 16 dames" not in problems       # sixteen is a fault the laws judge
    page.select_option("#lang", "en")
    assert "blanc has a lone dame in his coin de repos" in page.inner_text("#problems")


def test_a_coup_is_ruled_through_the_server_and_its_decision_shown(browser):
    from arbiter.engine import decide
    from arbiter.serve import start

    text = (CASEBOOK / "contract-02-ecole-par-moins.tric").read_text(encoding="utf-8")
    decision = decide(parse(text), source_text=text).to_json("fr")["decision"][0]
    server, thread = start("127.0.0.1", 0, initial=text, name="contract-02.tric")
    try:
        tab = browser.new_page()
        tab.set_default_timeout(TIMEOUT_MS)
        tab.goto(server.url)
        assert tab.input_value("#h-noir") == "Charles"
        tab.wait_for_selector('#status[data-ok="1"]')       # checked by the server
        tab.click("#rule")
        tab.wait_for_selector("#ruling-frame")
        frame = tab.frame_locator("#ruling-frame")
        shown = " ".join(frame.locator("body").inner_text().split())
        # the page writes the decision as a sentence (a capital first letter)
        assert decision[:1].upper() + decision[1:] in shown
        tab.close()
    finally:
        server.shutdown()
        server.server_close()
        thread.join(10)


@pytest.mark.parametrize("mode", ["#tab-position", "#tab-acts"])
def test_the_page_at_390_px_does_not_scroll_sideways(page, mode):
    page.set_viewport_size({"width": 390, "height": 844})
    page.click(mode)
    page.fill("#tric", (CASEBOOK / "contract-02-ecole-par-moins.tric").read_text("utf-8"))
    widths = page.evaluate("() => [document.documentElement.scrollWidth, "
                           "document.documentElement.clientWidth, document.body.scrollWidth]")
    assert widths[0] <= widths[1] and widths[2] <= widths[1], widths
    board = page.locator("#board svg").bounding_box()
    assert board is not None and 300 < board["width"] <= 390


def test_the_acts_tab_shows_the_dames_the_acts_played(page):
    """contract-02: blanc plays 0-6 0-5; his flèche 5 is empty before the acts, holds one
    dame after them (flèche 5 of blanc is the bottom row's sixth column)."""
    page.fill("#tric", (CASEBOOK / "contract-02-ecole-par-moins.tric").read_text("utf-8"))
    centre = 56 + 5 * 36 + 36 // 2          # GUTTER + column * W + W / 2 (render/svg.py)
    middle = 34 + 170 + 44 // 2             # BAND + H + GAP / 2: below it, the bottom row
    count = (f"() => [...document.querySelectorAll('#board circle[cx=\"{centre}\"]')]"
             f".filter(c => +c.getAttribute('cy') > {middle}).length")
    page.click("#tab-position")
    assert page.evaluate(count) == 0
    page.click("#tab-acts")
    assert page.evaluate(count) == 1


def test_a_record_is_opened_from_a_file_and_saved_as_arbiter_fmt_writes_it(page, tmp_path):
    case = CASEBOOK / "j-14-j-adoube-essai-de-deplacement.tric"
    text = case.read_text(encoding="utf-8")
    messy = tmp_path / "messy.tric"
    messy.write_text(text.replace("\n", "   # a comment fmt drops\n").replace(
        "position\n", "position\n\n\n").replace("    # a comment", "# a comment", 1),
        encoding="utf-8")
    page.set_input_files("#open", str(messy))
    page.wait_for_function("() => document.getElementById('tric').value.includes('jacquet')")
    assert page.input_value("#game") == "jacquet"
    with page.expect_download() as download:
        page.click("#save")
    saved = Path(download.value.path()).read_text(encoding="utf-8")
    assert download.value.suggested_filename == "messy.tric"
    assert saved == format_record(parse(messy.read_text(encoding="utf-8")))
