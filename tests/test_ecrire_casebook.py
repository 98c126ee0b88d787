"""Every séance case of casebook/ecrire settles as its expected file says, and the comparison
itself reports each kind of mismatch (so that a case passing means something)."""

from __future__ import annotations

import pytest

from arbiter.cases import Case
from arbiter.ecrire.cases import check_seance_case, compare_settlement, list_seance_cases, subset

CASES = list_seance_cases()


def test_the_seance_casebook_is_large():
    assert len(CASES) >= 20
    assert all(c.tric.exists() and c.expected.exists() for c in CASES)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_seance_case(case: Case):
    assert check_seance_case(case) == []


SAMPLE = {"schema": "settlement.v1", "outcome": "decided",
          "marques": [{"status": "won", "payment": 15}, {"status": "refait"}],
          "paris": [], "balance": {"winner": "blanc", "jetons": 80},
          "citations": [{"id": "guiton.VIII.marque-double", "article": "Marqué double"},
                        {"id": "guiton.VIII.queue", "article": "La queue"}]}


@pytest.mark.parametrize(("expected", "problem"), [
    ({"outcome": "undecided"}, "outcome = 'decided', want 'undecided'"),
    ({"marques": [{"payment": 16}]}, "marques[0].payment = 15, want 16"),
    ({"marques": [{}, {}, {}]}, "marques[2]: missing"),
    ({"paris": [{"jetons": 28}]}, "paris[0]: missing"),
    ({"marques": []}, "marques: 2 item(s), want none"),
    ({"balance": {"winner": "noir"}}, "balance.winner = 'blanc', want 'noir'"),
    ({"cites": ["Marqué quadruple"]}, "no citation of « Marqué quadruple »"),
    ({"deciding": "guiton.VIII.queue"},
     "first citation is guiton.VIII.marque-double, want guiton.VIII.queue"),
])
def test_each_mismatch_is_reported(expected, problem):
    problems = compare_settlement(SAMPLE, expected)
    assert len(problems) == 1 and problems[0].startswith(problem), problems


def test_a_matching_subset_passes_and_a_wrong_schema_does_not():
    assert compare_settlement(SAMPLE, {"marques": [{"status": "won"}], "cites": ["double"],
                                       "deciding": "guiton.VIII.marque-double"}) == []
    assert compare_settlement({**SAMPLE, "schema": "ruling.v1"}, {})[0].startswith("schema")
    assert subset({"a": 1}, {"a": {"b": 1}}) == ["a: 1, want a mapping"]


def test_a_broken_case_is_a_problem_not_a_crash(tmp_path):
    (tmp_path / "x.tric").write_text("séance 8 marqués\nmarqué blanc 6\n", encoding="utf-8")
    (tmp_path / "x.expected.yaml").write_text("outcome: decided\n", encoding="utf-8")
    [case] = list_seance_cases(tmp_path)
    problems = check_seance_case(case)
    assert problems and "does not parse" in problems[0]


TABLES = [c for c in CASES if "à-tourner" in c.tric.read_text(encoding="utf-8")
          or "chouette" in c.tric.read_text(encoding="utf-8")
          or "deux-contre-deux" in c.tric.read_text(encoding="utf-8")]


def test_there_are_tables_where_the_player_behind_leaves():
    assert any(c.id.startswith("ts-e09") for c in TABLES)


@pytest.mark.parametrize("case", TABLES, ids=[c.id for c in TABLES])
def test_at_a_table_the_order_of_play_gives_the_de(case: Case):
    """At a table of several players the dé of each marqué is the order's (Guiton ch. VIII
    « Partie à tourner »: « à tous les suivants la priorité appartient de droit à celui qui
    reste »; « Entre quatre joueurs »: « au joueur restant »), never the two-player rule of the
    winner (Guiton ch. III) or the leaver (Lebrun), which may name a player who sits out the
    next marqué (ts-e09: the winner of the second marqué sits out the third)."""
    from arbiter.ecrire.cases import settle_file

    for finding in settle_file(case.tric)["findings"]:
        assert finding.get("topic") != "de", (case.id, finding.get("text"))
