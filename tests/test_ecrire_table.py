"""Séances of three to five players (issue 24): the order of play that ``check`` knows, the
refusals of a bad agreement, the sheet in text, JSON and HTML, and conduct. The settlements
themselves are the casebook's (``casebook/ecrire/e60``–``e83``), written from the texts."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter.cli import main
from arbiter.ecrire import check_seance, parse_seance, settle
from arbiter.ecrire.record import TableRecord
from arbiter.ecrire.render import render_settlement

HEAD = """[Lois "guiton-1822"]
séance 12 marqués à-tourner
joueur A "Jules"
joueur B "Charles"
joueur C "Paul"
"""


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    out, err = capsys.readouterr()
    return (0 if exit_.value.code is None else exit_.value.code), out, err


def errors(text: str) -> list:
    _, diagnostics = check_seance(text, source="t.tric")
    return [d for d in diagnostics if d.severity == "error"]


# -- the order of play ------------------------------------------------------------------------
def test_a_tourner_the_loser_of_the_first_gives_way_to_the_third():
    good = HEAD + "marqué A 7, B 3, part A\nmarqué A 6, C 2, part A\n"
    assert errors(good) == []
    wrong = HEAD + "marqué A 7, B 3, part A\nmarqué B 6, C 2, part B\n"
    [d] = errors(wrong)
    assert d.span.line == 7
    assert "marqué 2 joué par B" in d.message.fr and "A et C" in d.message.fr
    assert "marqué 2 played by B" in d.message.en and "A and C" in d.message.en


def test_a_tourner_the_first_to_retire_plays_the_last():
    lines = ["marqué A 2, B 6, part B"]      # A loses: then C, and each in turn sits out
    seats = [("B", "C"), ("C", "A"), ("A", "B")] * 4
    for k in range(2, 13):
        w, l_ = seats[k - 2]
        lines.append(f"marqué {w} 6, {l_} 2, part {w}")
    text = HEAD + "\n".join(lines) + "\n"
    assert errors(text) == []
    record = parse_seance(text)
    assert set(record.marques[-1].players) == {"C", "A"}
    wrong = HEAD + "\n".join([*lines[:-1], "marqué B 6, C 2, part B"]) + "\n"
    [d] = errors(wrong)
    assert d.span.line == 17


def test_the_chouette_plays_every_marque_and_the_associates_two_each():
    head = HEAD.replace("12 marqués à-tourner", "4 marqués chouette") + "chouette A\n"
    assert errors(head + "marqué A 7, B 3, part A\nmarqué A 7, B 3, part A\n"
                  "marqué A 7, C 3, part A\n") == []
    [d] = errors(head + "marqué A 7, B 3, part A\nmarqué A 7, C 3, part A\n")
    assert d.span.line == 8 and "C" in d.message.fr
    [d] = errors(head + "marqué B 7, C 3, part B\n")
    assert "chouette" in d.message.fr and "chouette" in d.message.en
    [d] = errors(head + "marqué A 7, B 3, part A, dé B\n")
    assert "dé" in d.message.fr


def test_two_against_two_who_marked_the_first_gives_way_by_guiton_who_lost_it_by_lebrun():
    """Guiton « au premier, celui qui a marqué se retire » (the winner: the loser « est
    marqué »); Lebrun « celui des deux associés qui a perdu le premier marqué, fait place à
    l'autre »."""
    head = (HEAD.replace("12 marqués à-tourner", "8 marqués deux-contre-deux")
            + 'joueur D "Louis"\nassociés A B\nassociés C D\n')
    assert errors(head + "marqué A 6, C 2, part A\nmarqué B 6, C 2, part B\n") == []
    [d] = errors(head + "marqué A 6, C 2, part A\nmarqué A 6, D 2, part A\n")
    assert d.span.line == 10
    lebrun = head.replace("guiton-1822", "lebrun-1828")
    assert errors(lebrun + "marqué A 6, C 2, part A\nmarqué A 6, D 2, part A\n") == []
    [d] = errors(lebrun + "marqué A 6, C 2, part A\nmarqué B 6, C 2, part B\n")
    assert d.span.line == 10
    [d] = errors(head + "marqué A 6, B 2, part A\n")
    assert "associés" in d.message.fr


def test_two_against_two_seated_the_other_way_is_refused_with_the_article_and_the_other_body():
    """The examiner's ez-15 shape: under Guiton the loser of the first marqué sat out. The
    recorder is told, at the line, who is not at the table (both, in the plural), who should
    be, and why in the article's own words (« au premier, celui qui a marqué se retire »),
    with Lebrun's other opinion and the [Lois] that follows it; and the same the other way
    under Lebrun; the later marqués say « chaque joueur se retire après avoir joué deux
    marqués »."""
    head = (HEAD.replace("12 marqués à-tourner", "4 marqués deux-contre-deux")
            + 'joueur D "Louis"\nassociés A B\nassociés C D\n')
    lines = "marqué A 6, C 2, part A\nmarqué D 6, A 2, part D\n"
    [d] = errors(head + lines)
    assert d.span.line == 10
    assert "marqué 2 joué par A et D, qui ne sont pas au jeu" in d.message.fr
    assert "who are not at the table" in d.message.en
    assert "« au premier, celui qui a marqué se retire" in d.message.fr
    assert "A, qui a marqué le premier, cède la place à B" in d.message.fr
    assert '[Lois "lebrun-1828"]' in d.message.fr and '[Lois "lebrun-1828"]' in d.message.en
    assert d.expected is not None and d.expected.fr == "B et C"
    lebrun = head.replace("guiton-1822", "lebrun-1828")
    [d] = errors(lebrun + "marqué A 6, C 2, part A\nmarqué B 6, C 2, part B\n")
    assert "B et C, qui ne sont pas au jeu" in d.message.fr
    assert "« celui des deux associés qui a perdu le premier marqué" in d.message.fr
    assert '[Lois "guiton-1822"]' in d.message.fr
    third = errors(head + "marqué A 6, C 2, part A\nmarqué B 6, C 2, part B\n"
                   "marqué B 6, C 2, part B\n")
    assert [d.span.line for d in third] == [11]
    assert "marqué 3 joué par C, qui n'est pas au jeu" in third[0].message.fr
    assert "« chaque joueur se retire après avoir joué deux marqués »" in third[0].message.fr


def test_the_vacant_noted_is_checked():
    [d] = errors(HEAD + "marqué A 7, B 3, part A, vacant B\n")
    assert "vacant" in d.message.fr and "sitting out" in d.message.en


def test_a_refait_is_replayed_by_the_same_players():
    assert errors(HEAD + "marqué A 6, B 6, part A\nmarqué A 7, B 3, part A\n") == []
    assert errors(HEAD + "marqué A 6, B 6, part A\nmarqué A 7, C 3, part A\n")


@pytest.mark.parametrize(("text", "words"), [
    (HEAD.replace('joueur C "Paul"\n', ""), "il faut 3 joueurs"),
    (HEAD.replace("12 marqués", "10 marqués"), "divisible par 3"),
    (HEAD + "marqué A 7, D 3, part A\n", "n'est pas nommé"),
    (HEAD + "marqué A 7, B 3, part C\n", "pas au jeu"),
    (HEAD + "marqué A 7, B 3, part A, touche A dames\n", "est au jeu"),
    (HEAD.replace("à-tourner", "chouette"), "chouette n'est pas nommée"),
    ('séance poule\njoueur A "x"\njoueur B "y"\njoueur C "z"\n', "contribution"),
    ("séance 8 marqués\nmarqué A 7, B 3, part A\n", "séance à plusieurs"),
    (HEAD + "marqué blanc 7, noir 3, part blanc\n", "par leur lettre"),
])
def test_a_bad_table_is_refused_where_it_is(text, words):
    found = errors(text)
    assert any(words in d.message.fr for d in found), [d.message.fr for d in found]


def test_the_poule_ends_when_one_beats_all_the_others():
    text = ('séance poule\njoueur A "x"\njoueur B "y"\njoueur C "z"\nmise 1 fiches\n'
            "partie A 12, B 3\npartie A 12, C 3\npartie B 12, A 3\n")
    [d] = errors(text)
    assert d.span.line == 8 and "de trop" in d.message.fr


# -- the sheet -------------------------------------------------------------------------------
THREE = HEAD + "fiche 10 jetons\nmarqué A 7, B 3, part A, touche C jetons\n"


def test_json_is_settlement_v1_with_the_keys_of_several_accounts():
    data = json.loads(render_settlement(settle(parse_seance(THREE)), "json", "en"))
    assert data["schema"] == "settlement.v1" and data["arrangement"] == "à-tourner"
    assert data["players"] == {"A": "Jules", "B": "Charles", "C": "Paul"}
    assert data["marques"][0]["vacant"] == ["C"] and data["marques"][0]["vacant_consolation"] == 2
    assert data["account"] == {"A": 6, "B": -8, "C": 2}
    conduct = next(f for f in data["findings"] if f["topic"] == "conduite")
    assert conduct["laws"][0] == "guiton.VIII.associe-externe" and conduct["question"]
    assert data["outcome"] == "undecided"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_text_and_html_name_every_player_and_quote_the_laws(lang):
    settlement = settle(parse_seance(THREE))
    text = render_settlement(settlement, "text", lang)
    html = render_settlement(settlement, "html", lang)
    for page in (text, html):
        assert "Jules (A)" in page and "Paul (C)" in page
        assert "Entre quatre joueurs" in page and "[guiton.VIII.associe-externe]" in page
    assert "exécution appartient exclusivement à celui qui tient le dé" in html
    assert "<script" not in html


def test_the_html_sheet_fits_a_phone_with_four_players():
    text = (HEAD.replace("12 marqués à-tourner", "8 marqués deux-contre-deux")
            + 'joueur D "Louis"\nassociés A B\nassociés C D\n'
            + "marqué A 6, C 2, part A\nmarqué B 16 bredouille, C 0, part B\n")
    html = render_settlement(settle(parse_seance(text)), "html", "fr")
    assert 'name="viewport" content="width=device-width' in html
    table = html.split('<table class="marques">')[1].split("</table>")[0]
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)
    widths = [len(re.findall(r"<t[hd][ >]", r)) for r in rows]
    # number, four players, winner, jetons: seven narrow cells; the reckoning on a row of its own
    assert max(widths) == 7
    assert "table-layout: fixed" in html and "overflow-wrap: anywhere" in html
    assert table.count('colspan="7"') == 2
    assert html.count('class="reckoning"') == 2


def test_untrusted_names_are_escaped():
    text = THREE.replace('"Jules"', '"<b>Jules</b>"')
    html = render_settlement(settle(parse_seance(text)), "html", "fr")
    assert "<b>Jules</b>" not in html and "&lt;b&gt;Jules&lt;/b&gt;" in html


def test_settle_and_check_from_the_command_line(tmp_path, capsys):
    path = tmp_path / "t.tric"
    path.write_text(THREE, encoding="utf-8")
    code, out, _ = run(["settle", str(path), "--format", "json"], capsys)
    assert code == 0 and json.loads(out)["arrangement"] == "à-tourner"
    path.write_text(HEAD + "marqué A 7, B 3, part A\nmarqué B 6, C 2, part B\n",
                    encoding="utf-8")
    code, _, err = run(["check", str(path)], capsys)
    assert code == 3 and ":7:" in err
    code, out, _ = run(["fmt", str(tmp_path / "t.tric")], capsys)
    assert code == 3


def test_a_coup_record_names_who_held_each_colour(tmp_path):
    from arbiter.ecrire.coups import read_coups

    coup = (tmp_path / "coups" / "coup.tric")   # a séance opens coup files in its own folder
    coup.parent.mkdir()
    source = (__import__("pathlib").Path(__file__).parent.parent / "casebook" / "ecrire"
              / "coups" / "e33-sixieme-trou.tric")
    coup.write_text(source.read_text("utf-8"), encoding="utf-8")
    text = HEAD + 'marqué coup "coups/coup.tric", blanc B, noir A, part B\n'
    record = parse_seance(text)
    assert isinstance(record, TableRecord)
    ends, problems = read_coups(record, tmp_path)
    assert problems == []
    data = settle(record, ends).to_json("fr")
    won = data["marques"][0]
    assert won["status"] in ("won", "not-ended") and set(won["players"]) == {"A", "B"}


# -- properties ------------------------------------------------------------------------------
def _evening(draws: list[tuple[int, int, bool]], key: str) -> str:
    """A séance whose every marqué is played by the players the order seats (so it checks),
    with the trous drawn: (winner's trous, loser's trous, the first seated wins)."""
    from arbiter.ecrire.order import _Walk, outcome_of
    from arbiter.ecrire.record import TableMarque

    head = {"t": 'séance 9 marqués à-tourner\njoueur A "a"\njoueur B "b"\njoueur C "c"\n',
            "c": 'séance 4 marqués chouette\njoueur A "a"\njoueur B "b"\njoueur C "c"\n'
                 "chouette A\n",
            "p": 'séance 8 marqués deux-contre-deux\njoueur A "a"\njoueur B "b"\njoueur C "c"\n'
                 'joueur D "d"\nassociés A B\nassociés C D\n'}[key]
    text = '[Lois "guiton-1822"]\n' + head + "fiche 10 jetons\nqueue 2 fiches\n"
    for high, low, first in draws:
        record = parse_seance(text)
        walk = _Walk(record)
        for m in record.marques:
            walk.advance(m, outcome_of(m, record.lois))
        if walk.number > record.marques_agreed:
            break
        seat = walk.seating(TableMarque(line=0, seats=()))
        players = sorted(seat.players) if seat and seat.players else (
            ["A", "B"] if key != "p" else ["A", "C"])
        a, b = players if first else players[::-1]
        text += f"marqué {a} {high}, {b} {low}, part {a}\n"
    return text


@given(st.sampled_from("tcp"), st.lists(st.tuples(st.integers(6, 14), st.integers(0, 14),
                                                  st.booleans()), min_size=1, max_size=10))
@settings(max_examples=40, deadline=None)
def test_every_evening_checks_and_its_accounts_sum_to_nothing(key, draws):
    text = _evening(draws, key)
    assert errors(text) == []
    data = settle(parse_seance(text)).to_json("en")
    assert sum(data["account"].values()) == 0 or key != "t"
    if data["balances"] and key == "t":
        assert sum(data["balances"].values()) == 0
        lost = data["marques_lost"]
        paris = sum(1 for _ in data["paris"])
        assert paris == sum(max(0, n - 3) for n in lost.values())
