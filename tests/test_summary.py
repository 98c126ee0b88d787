"""« En bref » / « In short »: the answer at the top of every ruling, from the ruling's data.

The same summary is the ``summary`` object of ruling.v1 and the first block of the text and
HTML pages; each test below reads a field the referee needs (the claim, the answer, who erred
and what it costs, the score after and what it assumes, the options with their deadline).
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

from render_sample import sample_ruling

from arbiter.engine import decide
from arbiter.i18n import Msg
from arbiter.notation import parse
from arbiter.render.html import render_html
from arbiter.render.json import render_json
from arbiter.render.summary import in_short, sentence
from arbiter.render.text import render_text

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"


def _rule(name: str):
    text = (CASEBOOK / name).read_text(encoding="utf-8")
    return decide(parse(text, source=name), source_text=text)


def test_the_sample_summary_answers_the_claim_and_names_the_cost():
    s = in_short(sample_ruling())
    assert s["claim"] == "Noir marque une école de quatre points ; Blanc conteste."
    assert s["answer"] == "Noir marque quatre points d'école."
    assert [f["text"] for f in s["faults"]] == [
        "Jules (blanc) : école par moins, 4 points pour Charles (noir) (ligne 22)."]
    assert s["faults"][0]["to"] == "noir"
    assert s["score_after"] == ("Jules (blanc) 0 point, 3 trous ; "
                                "Charles (noir) 4 points, 2 trous (bredouille)")
    assert s["options"][0]["until"] == "avant de jeter les dés"
    assert s["options"][0]["text"] == ("Au choix de Charles (noir) : marquer l'école, "
                                       "avant de jeter les dés.")


def test_the_summary_says_what_the_score_after_assumes():
    ruling = sample_ruling()
    option = replace(ruling.options[0], assumes_default=True)
    s = in_short(replace(ruling, options=(option,)), "en")
    assert s["score_after_assumes"] == "counting Charles (noir)'s default choice: mark four points"
    plain = in_short(ruling, "en")
    assert plain["score_after_assumes"] == "not counting what choosing an option would change"
    assert in_short(replace(ruling, options=()))["score_after_assumes"] is None


def test_several_default_choices_are_named_once_with_their_option_numbers():
    ruling = sample_ruling()
    option = replace(ruling.options[0], assumes_default=True)
    s = in_short(replace(ruling, options=(option, option)), "en")
    assert s["score_after_assumes"] == (
        "counting the default choices of options 1 and 2, that is Charles (noir): mark four "
        "points; Charles (noir): mark four points")
    assert in_short(replace(ruling, options=(option, option)))["score_after_assumes"].startswith(
        "en comptant les choix par défaut des options 1 et 2, soit Charles (noir) : ")


def test_an_undecided_ruling_says_so_and_lists_its_questions():
    ruling = replace(sample_ruling(), outcome="undecided",
                     questions=(Msg("noir a-t-il vu le jeton ?", "did noir see the jeton?"),))
    s = in_short(ruling)
    assert s["answer"].startswith("Non décidé : l'arbitre doit d'abord trancher 1 question")
    assert s["questions"] == ["Noir a-t-il vu le jeton ?"]


def test_sentences_are_capitalised_and_closed():
    assert sentence("noir peut encore marquer") == "Noir peut encore marquer."
    assert sentence("Déjà dit.") == "Déjà dit."


def test_every_page_shows_the_summary_first():
    ruling = sample_ruling()
    for lang, head in (("fr", "EN BREF"), ("en", "IN SHORT")):
        text = render_text(ruling, lang)
        assert text.index(head) < text.index("I. ")
        html = render_html(ruling, lang)
        assert html.index('id="in-short"') < html.index('id="case"')
        data = json.loads(render_json(ruling, lang))
        assert data["summary"] == in_short(ruling, lang)


def test_a_real_ruling_names_the_option_holder_once_and_its_deadline():
    s = in_short(_rule("g3-s13-dame-dans-le-grand-jan.tric"))
    assert s["options"][0]["text"] == ("Jules (blanc) peut exiger que le coup soit rejoué "
                                       "selon les règles, jusqu'à ce que blanc jette les dés.")
    assert s["faults"][2]["to"] is None and "pas encore consommée" in s["faults"][2]["text"]
    assert s["score_after_assumes"] == "sans compter ce que changerait le choix d'une option"


def test_a_game_without_points_gives_the_state_of_the_game():
    ruling = _rule("j-39-double-non-convenue.tric")
    data = json.loads(render_json(ruling))
    assert data["summary"]["score_after"] is None
    assert data["summary"]["game"] == "Partie gagnée par Jules (blanc) : 1 trou."
    assert "La partie : Partie gagnée par Jules (blanc) : 1 trou." in render_text(ruling)


def _settle(name: str):
    from arbiter.ecrire.coups import coup_trous
    from arbiter.ecrire.notation import parse_seance
    from arbiter.ecrire.settle import settle

    path = CASEBOOK / "ecrire" / name
    record = parse_seance(path.read_text(encoding="utf-8"))
    return settle(record, coup_trous(record, path.parent))


def test_a_settlement_says_first_who_pays_whom_and_how_much():
    from arbiter.ecrire.render import render_settlement

    settlement = _settle("e11-postillon-huit-marques.tric")
    data = json.loads(render_settlement(settlement, "json"))
    assert list(data)[:2] == ["schema", "summary"]
    payment = data["summary"]["payment"]
    assert (payment["payer"], payment["payee"], payment["fiches"]) == ("noir", "blanc", 10)
    assert data["summary"]["answer"] == ("Charles (noir) paie à Jules (blanc) 10 fiches "
                                         "(dont 2 de queue) = 50 sous.")
    for fmt in ("text", "html"):
        page = render_settlement(settlement, fmt, "en")
        assert page.index("Charles (noir) pays Jules (blanc) 10 fiches") < page.index("Marqué 1")


def test_an_open_option_of_a_seance_is_named_with_its_holder():
    from arbiter.ecrire.render import settlement_v1

    summary = settlement_v1(_settle("e24-seize-dames-option.tric"), "fr")["summary"]
    assert summary["payment"] is None
    assert summary["answer"].startswith("Séance en cours : aux marqués joués, Jules (blanc) a "
                                        "gagné 7 jetons, Charles (noir) a gagné 9 jetons")
    assert summary["options"][0]["text"].startswith("Jules (blanc) peut annuler toute la partie")


def test_a_fault_told_twice_in_the_same_words_is_told_once():
    """lb-l2: one act (noir breaks his game believing he has the trou) is judged as a départ
    irrégulier and as an école par trop, in the same words: the second refers to the first,
    and the decision does not say the sentence twice."""
    text = render_text(_rule("lb-l2-sonnez-de-charles.tric"))
    told = "noir croit avoir le trou et rompt son jeu"
    faults = text[text.index("V. LES FAUTES"):text.index("VI. LES LOIS")]
    assert faults.count(told) == 1 and "Le même acte que la faute 1" in faults
    decision = text[text.index("VIII. LA DÉCISION"):text.index("IX. LES OPTIONS")]
    assert decision.count(told) == 1


def test_the_page_speaks_in_capitalised_sentences_without_code_words():
    text = render_text(_rule("g3-s13-dame-dans-le-grand-jan.tric"), "en")
    assert "1. Fact: Line 33" in text and "4. Conclusion: Noir marked" in text
    assert "rejected" not in text and "écarté" not in text
    for line in text.splitlines():         # law ids wrap with the rest (the facts are the
        if not line.startswith("   l. "):      # record's own lines, shown as written)
            assert len(line) <= 92, line


def test_an_irregular_play_names_the_lawful_plays():
    """The claim answered: Lepeintre's courier (j-08) had to play the three, the lawful plays
    of 5 and 3 being the courier's tout d'une resting on either free flèche, 15-18-23 and
    15-20-23; a point défaillant (g7-rc71) is played inside the board."""
    s = in_short(_rule("j-08-courrier-arrive-au-milieu-lepeintre.tric"), "en", marks=False)
    assert s["answer"].endswith("with 5-3, the lawful plays are: 15-18-23 ; 15-20-23.")
    s = in_short(_rule("g7-rc71-point-defaillant-sorti.tric"))
    assert "avec deux et as, les jeux permis sont : 20-21 22-24 ; 20-21-23 ;" in s["answer"]


def test_the_claim_refused_is_answered_with_its_ground_in_the_games_terms():
    """g1-fd05: noir holds that the demi-case closes the passage; the summary says why the
    nine beats à vrai (the demi-case is a passage for beating), beside his école."""
    s = in_short(_rule("g1-fd05-passage-par-une-demi-case.tric"))
    assert s["grounds"] and "c'est un passage" in s["grounds"][0]
    assert s["faults"][0]["kind"] == "ecole_par_trop"
    # the sample's reasoning reads one law before concluding; its fault's own law is not a ground
    assert in_short(sample_ruling())["grounds"] == ["Le 6 et 5 bat à vrai la dame de noir."]


def test_the_reasoning_names_a_law_by_its_heading_and_links_it_to_its_quote():
    """No law id in the prose of the page: « [« Battre »] », and in HTML a link to the quote."""
    ruling = _rule("contract-02-ecole-par-moins.tric")
    text = render_text(ruling)
    prose = text[text.index("IV. "):text.index("VI. ")] + text[text.index("VII. "):]
    assert "[« Battre »]" in prose and "[guiton." not in prose
    html = render_html(ruling)
    assert '<a class="law-ref" href="#law-guiton.I.battre">[« Battre »]</a>' in html
    assert 'id="law-guiton.I.battre"' in html


def test_with_no_fault_the_answer_is_what_the_replay_decided():
    """la-12: the bredouille is rightly disputed, nobody is at fault, and the ruling takes the
    second trou off: the answer says both, not only that no fault is found."""
    [path] = sorted(CASEBOOK.glob("la-12-*.tric"))
    ruling = _rule(path.name)
    assert not ruling.faults
    answer = in_short(ruling)["answer"]
    assert answer.startswith("Aucune faute n'est relevée. ")
    assert "simple" in answer and "ôté" in answer
    assert sum("simple" in d.fr for d in ruling.decision) == 1      # said once


def test_an_ecole_its_victim_is_dechu_of_is_not_said_to_be_his():
    """Guiton III « celui qui a marqué le trou trop précipitamment, serait déchu du droit de
    marquer cette école à son profit »: the école is made, but not « pour » its victim; the
    answer says he has lost it, under Guiton (mm-08) and under Lebrun, silent, where Guiton's
    law applies (rr-04); the near case where he pegged after the école keeps it (rr-05)."""
    for name, fr, en in (
            ("mm-08-ecole-marquee-par-le-dechu.tric", "dont Charles (noir) est déchu",
             "which Charles (noir) has lost the right to mark"),
            ("rr-04-trou-a-faux-pris-trop-tot-ecole-reclamee-dechu-lebrun-noir.tric",
             "dont Charles (noir) est déchu", "which Charles (noir) has lost the right to mark")):
        ruling = _rule(name)
        [fault] = ruling.faults
        assert fault.forfeited and fault.to_json("fr")["forfeited"] is True
        s, s_en = in_short(ruling), in_short(ruling, "en")
        assert [f["to"] for f in s["faults"]] == [None]
        assert fr in s["faults"][0]["text"] and "pour Charles" not in s["faults"][0]["text"]
        assert en in s_en["faults"][0]["text"]
        assert re.search(r"dont noir, qui a marqué son trou trop tôt \(ligne \d+\), est déchu\.$",
                         s["answer"]), s["answer"]
    kept = _rule("rr-05-trou-a-faux-pris-apres-l-ecole-ecole-marquee-lebrun-noir.tric")
    [fault] = kept.faults
    assert not fault.forfeited and "forfeited" not in fault.to_json("fr")
    assert "pour Charles (noir)" in in_short(kept)["faults"][0]["text"]


def test_the_grounds_of_a_decision_in_its_own_words_come_from_the_article_that_decides():
    """A leave held, answered with no fault (« Aucune faute n'est relevée. Noir s'en va
    régulièrement … »): with no conclusion said under the article cited first, the summary's
    « Pourquoi » gives the steps said under it, not the opening steps of the coup (the sortie's
    laws): « doit rester » is answered by the reste not marked (fon-02), the leaver's claim to
    keep his reste by the reste lost (fkm-04)."""
    from arbiter.cases import find_case

    def grounds(case_id: str) -> list[str]:
        case = find_case(case_id)
        assert case is not None, case_id
        text = case.tric.read_text(encoding="utf-8")
        return in_short(decide(parse(text), source_text=text))["grounds"]

    first = grounds("fon-02-reste-non-marque-je-m-en-vais-a-la-sortie-lebrun")[0]
    assert "n'a pas marqué ses 4 points de reste" in first
    assert "perd ses 6 points" in grounds(
        "fkm-04-qui-s-en-va-perd-le-reste-trou-simple-lebrun-noir")[0]
