"""Precedence as data: the exceptions to the école par moins in order, Lebrun as overrides."""

from __future__ import annotations

from arbiter.engine import judging, regimes
from arbiter.laws import load_laws


def test_the_exceptions_to_the_ecole_par_moins_are_ordered_and_labelled():
    assert [e.label for e in judging.EXCEPTIONS] == [
        "jeton-not-moved-back", "jeton-moved-back-in-time", "marked-enough", "partie-won",
        "points-left-by-the-winner", "misled-by-the-opponent", "covered-by-the-ecole",
        "not-yet-consummated", "warned-ne-marque-pas"]
    laws = load_laws()
    assert all(e.law in laws for e in judging.EXCEPTIONS)


def test_lebrun_is_a_set_of_overrides_of_named_laws_of_guiton():
    overridden = regimes.OVERRIDES[regimes.LEBRUN]
    assert set(overridden) == {"guiton.III.ecole-deux-jetons",
                               "guiton.VII.points-effaces-sortie",
                               "guiton.III.ecole-d-ecole",
                               # no keeping one who leaves on his trou with trous de trop
                               "guiton.V.trous-de-plus-ou-de-moins",
                               # leaving after the jeton is moved, after a dame is touched
                               "guiton.V.jetons-a-la-bande", "guiton.V.parole-obligatoire",
                               # the bredouille jeton claimed after the claimant has played
                               "guiton.III.debredouiller",
                               # the opponent's « allez-vous-en » on a false trou consummates
                               # the école (Guiton: an error he induced, to be reformed)
                               "guiton.III.erreur-occasionnee",
                               # no école of a throw that cannot be played, invitation or not
                               "guiton.III.ecole-impossible"}
    laws = load_laws()
    # each override is Lebrun's opinion against that very article
    opinions = {law.opinion_of: law.id for law in laws if law.opinion_of}
    assert all(law_id in opinions for law_id in overridden)
    assert regimes.GUITON not in regimes.OVERRIDES


def test_lebrun_moves_four_terms_of_the_clock_and_names_his_article_for_them():
    """The victim's right to mark an école, and to have a hole de trop taken back, last until
    he has played under Lebrun (« si vous avez joué depuis »), until he throws under Guiton;
    the jeton left on the old points after a trou is an école when its author throws under
    Guiton, when he plays his bois under Lebrun (« joue son bois sans ôter son jeton »); the
    second hole of a partie double pegged simple is admitted until a dame is touched under
    Guiton (« lorsqu'il a touché ses dames pour jouer son coup »), until one is played under
    Lebrun (« dès qu'il a joué », « De la Bredouille »); every other term is the same act
    under both."""
    from arbiter.engine import clock

    parted = {f for f in clock.Final if clock.parts(f)}
    assert parted == {clock.Final.ECOLE_CLAIM, clock.Final.HOLE_DE_TROP,
                      clock.Final.JETON_LEFT, clock.Final.TROU_DOUBLE}
    assert clock.term(regimes.GUITON, clock.Final.JETON_LEFT).at is clock.At.THROW
    assert clock.term(regimes.LEBRUN, clock.Final.JETON_LEFT).at is clock.At.PLAY
    assert clock.term(regimes.GUITON, clock.Final.TROU_DOUBLE).at is clock.At.TOUCH
    assert clock.term(regimes.LEBRUN, clock.Final.TROU_DOUBLE).at is clock.At.PLAY
    assert clock.term(regimes.LEBRUN, clock.Final.TROU_DOUBLE).laws == (
        "lebrun.trou-double-jusqu-au-jeu",)
    for final in parted - {clock.Final.JETON_LEFT, clock.Final.TROU_DOUBLE}:
        assert clock.term(regimes.GUITON, final).at is clock.At.VICTIM_THROWS
        assert clock.term(regimes.LEBRUN, final).at is clock.At.VICTIM_PLAYS
        assert clock.term(regimes.LEBRUN, final).laws == ("lebrun.delai-de-l-ecole",)
    laws = load_laws()
    for lois, terms in clock.CLOCK.items():
        assert [t.final for t in terms] == list(clock.Final), lois
        assert all(law in laws for t in terms for law in t.laws)
        # each body cites its own articles for its terms
        own = lois.split("-")[0]
        assert all(law.startswith(own) for t in terms for law in t.laws
                   if t != clock.term(regimes.GUITON, t.final)), lois
    opinions = {law.opinion_of for law in laws if law.opinion_of}
    assert "guiton.III.epoque-ecoles-consommees" in opinions


def test_every_fault_kind_and_outcome_has_a_name_in_both_languages():
    """Seven kinds of fault used to print as their code (« trous de trop »…), and the outcome
    « nothing-to-decide » as nothing at all: the vocabulary names them all."""
    from arbiter.render.names import OUTCOMES, kind_name
    from arbiter.vocabulary import FaultKind, Outcome

    for kind in FaultKind:
        assert kind.display.fr and kind.display.en
        assert kind_name(kind.value, "en") == kind.display.en or kind.value in (
            "ecole_par_moins", "ecole_par_trop", "fausse_ecole", "dame_touchee",
            "dame_mal_posee", "fausse_case", "coup_irregulier", "quatorze_dames",
            "seize_dames", "depart_irregulier")
    assert kind_name("trous_de_trop", "en") == "trous de trop (too many trous pegged)"
    assert OUTCOMES[Outcome.NOTHING_TO_DECIDE.value].en == "nothing to decide"
    assert {o.value for o in Outcome} <= set(OUTCOMES)


def test_the_engine_writes_its_kinds_as_the_vocabulary_says():
    import ast
    from pathlib import Path

    from arbiter.vocabulary import FaultKind

    engine = Path(__file__).resolve().parent.parent / "arbiter" / "engine"
    values = {k.value for k in FaultKind}
    bare = [(p.name, node.value) for p in engine.glob("*.py")
            for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
            if isinstance(node, ast.Constant) and node.value in values]
    assert bare == []


def test_the_catalogue_says_each_sentence_in_both_languages_with_the_same_values():
    import string

    from arbiter.colour import Colour
    from arbiter.engine.wording import CATALOGUE, say

    fields = string.Formatter()
    for key, (fr, en) in CATALOGUE.items():
        assert {f for _, f, _, _ in fields.parse(fr) if f} == \
            {f for _, f, _, _ in fields.parse(en) if f}, key
    msg = say("throw.worth", line=12, thrower=Colour.BLANC, dice=(6, 5), due=4,
              colour=Colour.NOIR)
    assert msg.fr == "Ligne 12 : blanc amène six et cinq ; ce coup vaut 4 points à noir."
    assert msg.en.startswith("Line 12: blanc throws ") and msg.en.endswith(
        "worth 4 points to noir.")


def test_every_sentence_of_the_catalogue_is_said_somewhere():
    import ast
    from pathlib import Path

    from arbiter.engine.wording import CATALOGUE

    engine = Path(__file__).resolve().parent.parent / "arbiter" / "engine"
    said = {key.value for p in engine.glob("*.py") if p.name != "wording.py"
            for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("say", "both")
            and node.args
            for key in ast.walk(node.args[0])   # a key, or keys chosen by a condition
            if isinstance(key, ast.Constant) and isinstance(key.value, str)}
    assert sorted(set(CATALOGUE) - said) == []
    assert sorted(said - set(CATALOGUE)) == []


def test_every_sentence_of_the_catalogue_compiles():
    from arbiter.engine import wording

    for key in wording.CATALOGUE:
        fr, en, _fields = wording._compiled(key)   # raises on a field the two languages differ on
        assert fr and en


def test_each_sentence_is_in_one_part_of_the_catalogue():
    """The catalogue is kept in parts (arbiter/engine/sentences_*.py); a key written in two
    parts would silently keep only one of its sentences."""
    import importlib
    from pathlib import Path

    from arbiter.engine import wording

    # every part on disk, so that a new part the catalogue forgets fails here too
    engine = Path(wording.__file__).parent
    parts = [importlib.import_module(f"arbiter.engine.{path.stem}")
             for path in sorted(engine.glob("sentences_*.py"))]
    assert len(parts) >= 7
    assert sum(len(p.SENTENCES) for p in parts) == len(wording.CATALOGUE)
