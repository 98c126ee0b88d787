"""Citations by body of law, from the law base's classification alone (issue 20 §4).

Under ``lebrun-1828`` Lebrun's laws that say the same as a Guiton law cited come before it, and
where the replay reached a point where the bodies part, Lebrun's differing law leads and
Guiton's is named as the other opinion; under ``guiton-1822`` the reverse. Only the field
``lebrun`` of the law base drives it: no article is handled by name.
"""

from __future__ import annotations

import pytest

from arbiter.engine import bodies
from arbiter.engine.findings import Findings
from arbiter.i18n import Msg
from arbiter.laws import Law, LawBase, load_laws


def _base() -> LawBase:
    def law(law_id: str, article: str, **kw: object) -> Law:
        source = "Lebrun 1828" if law_id.startswith("lebrun.") else "Guiton 1822"
        return Law(law_id, source, "b", "ch. III", article, "q", Msg(f"{article} fr",
                                                                     f"{article} en"),
                   "applied", **kw)   # type: ignore[arg-type]

    return LawBase([law("guiton.III.a", "A"), law("guiton.III.b", "B"), law("guiton.III.c", "C"),
                    law("lebrun.same-a", "SA", lebrun=("same-as", "guiton.III.a")),
                    law("lebrun.differs-b", "DB", lebrun=("differs-from", "guiton.III.b")),
                    law("lebrun.open", "O", lebrun=("undecidable", "why"))], "0" * 64)


def _findings(*cited: str, diverged: tuple[str, ...] = ()) -> Findings:
    findings = Findings()
    findings.cite(*cited)
    for law_id in diverged:
        findings.diverge(law_id)
    return findings


def test_under_lebrun_his_same_law_comes_before_guiton_s():
    findings = _findings("guiton.III.c", "guiton.III.a", "guiton.III.b")
    bodies.cite_by_body(findings, "lebrun-1828", _base())
    # his law that parts from B on another point is still his article on B's matter; where
    # the first matter is one he does not treat, his first article leads all the same
    assert findings.laws == ["lebrun.same-a", "guiton.III.c", "guiton.III.a",
                             "lebrun.differs-b", "guiton.III.b"]
    assert findings.other_opinions == []     # no point where they part was reached


def test_under_lebrun_where_they_part_his_law_leads_and_guiton_s_is_the_other_opinion():
    findings = _findings("guiton.III.a", "guiton.III.b", diverged=("guiton.III.b",))
    bodies.cite_by_body(findings, "lebrun-1828", _base())
    assert findings.laws[0] == "lebrun.differs-b"
    assert findings.laws[1:] == ["lebrun.same-a", "guiton.III.a", "guiton.III.b"]
    assert findings.laws.count("lebrun.differs-b") == 1
    [opinion] = findings.other_opinions
    assert "Guiton 1822, ch. III" in opinion.fr and "« B »" in opinion.fr and "B fr" in opinion.fr
    assert "B en" in opinion.en and findings.opinion_laws == ["guiton.III.b"]


def test_a_point_beside_the_decision_names_the_other_opinion_without_leading():
    """Where the bodies part only on a point the decision does not turn on (the term of an
    option still open), the article that decides keeps the lead: Lebrun's differing law is
    cited where its Guiton law is, and Guiton's is still named as the other opinion."""
    findings = _findings("guiton.III.a", "guiton.III.b")
    findings.diverge("guiton.III.b", beside=True)
    bodies.cite_by_body(findings, "lebrun-1828", _base())
    assert findings.laws == ["lebrun.same-a", "guiton.III.a", "lebrun.differs-b", "guiton.III.b"]
    [opinion] = findings.other_opinions
    assert "« B »" in opinion.fr and findings.opinion_laws == ["guiton.III.b"]
    under_guiton = _findings("guiton.III.a", "guiton.III.b")
    under_guiton.diverge("guiton.III.b", beside=True)
    bodies.cite_by_body(under_guiton, "guiton-1822", _base())
    [opinion] = under_guiton.other_opinions
    assert "« DB »" in opinion.fr


def test_under_guiton_lebrun_is_named_only_where_they_part():
    quiet = _findings("guiton.III.a", "guiton.III.b")
    bodies.cite_by_body(quiet, "guiton-1822", _base())
    assert quiet.laws == ["guiton.III.a", "guiton.III.b"] and quiet.other_opinions == []
    parted = _findings("guiton.III.b", diverged=("guiton.III.b",))
    bodies.cite_by_body(parted, "guiton-1822", _base())
    assert parted.laws == ["guiton.III.b", "lebrun.differs-b"]
    [opinion] = parted.other_opinions
    assert opinion.fr.startswith("Autre avis — Lebrun 1828") and "DB fr" in opinion.fr


def test_an_opinion_already_named_is_not_named_twice():
    findings = _findings("guiton.III.b", diverged=("guiton.III.b",))
    findings.opinion("déjà dit", "already said", "lebrun.differs-b")
    bodies.cite_by_body(findings, "guiton-1822", _base())
    assert findings.other_opinions == [Msg("déjà dit", "already said")]


@pytest.mark.parametrize(("case", "lois", "first", "named"), [
    # the deadline of the école: Lebrun's « si vous avez joué depuis » against Guiton's throw
    ("lb-d1a-ecole-par-trop-reclamee-apres-le-jet-lebrun", "lebrun-1828",
     "lebrun.delai-de-l-ecole", "guiton.III.epoque-ecoles-consommees"),
    ("g3-fd06-ecole-par-trop-reclamee-apres-le-jet", "guiton-1822", None,
     "lebrun.delai-de-l-ecole"),
    # no école of trous
    ("lb-r09a-trous-de-trop-lebrun", "lebrun-1828", "lebrun.ecole-de-trou",
     "guiton.III.ecole-d-ecole"),
    ("lb-r09b-trous-de-trop-guiton", "guiton-1822", None, "lebrun.ecole-de-trou"),
    # the école des deux jetons
    ("lb-l10a-deux-jetons-quatre-points-lebrun", "lebrun-1828", "lebrun.ecole-deux-jetons",
     "guiton.III.ecole-deux-jetons"),
    ("lb-l10b-deux-jetons-quatre-points-guiton", "guiton-1822", None,
     "lebrun.ecole-deux-jetons"),
])
def test_the_differences_disputes_showed_are_cited_by_body(case: str, lois: str,
                                                           first: str | None, named: str):
    from arbiter.cases import find_case, rule_file

    ruling = rule_file(find_case(case).tric)
    assert ruling["lois"] == lois
    laws = [c["law"] for c in ruling["citations"]]
    if first is not None:
        assert laws[0] == first
    assert named in laws
    article = load_laws().get(named).article
    assert any(article in o for o in ruling["other_opinions"]), ruling["other_opinions"]


def test_a_lebrun_ruling_on_a_rule_they_share_cites_lebrun_before_guiton():
    from arbiter.cases import find_case, rule_file

    ruling = rule_file(find_case("lb-e1-trou-double-pour-simple-lebrun").tric)
    laws = [c["law"] for c in ruling["citations"]]
    assert laws.index("lebrun.ecole-de-trou") < laws.index("guiton.III.ecole-d-ecole")
    guiton = rule_file(find_case("g3-rc07-trou-double-pour-simple").tric)
    assert not any(c["law"].startswith("lebrun.") for c in guiton["citations"])


def test_every_lebrun_ruling_of_the_casebook_cites_a_law_of_lebrun_s_first():
    """« Under lebrun-1828, Lebrun's own article decides and is cited first »: on every case
    of the casebook judged by his law, whatever the dispute."""
    from arbiter.cases import list_cases, rule_file

    cases = [c for c in list_cases() if '[Lois "lebrun-1828"]' in c.tric.read_text("utf-8")]
    assert len(cases) >= 50
    for case in cases:
        citations = rule_file(case.tric)["citations"]
        assert citations and citations[0]["law"].startswith("lebrun."), case.id


def test_a_law_its_own_text_leaves_open_is_asked_under_its_body_and_named_under_the_other():
    # Lebrun reports « plusieurs personnes » without deciding (use: not-decidable)
    open_ = "lebrun.remplir-par-puissance-du-coin"
    assert bodies.open_point(open_, "lebrun-1828") is bodies.OpenPoint.RULING
    assert bodies.open_point(open_, "guiton-1822") is bodies.OpenPoint.OTHER
    assert bodies.open_point("guiton.IV.coin-seul", "lebrun-1828") is None    # applied
    assert bodies.open_point("no.such-law", "guiton-1822") is None


def test_the_particular_article_that_concludes_is_cited_before_the_general_ones():
    # The replay cites what every coup needs first (beating, what an école is); the ruling
    # leads with the article that decides (docs/ARCHITECTURE.md, engine/citing.py).
    from arbiter.engine.citing import GENERAL, deciding_first
    from arbiter.engine.findings import Findings
    from arbiter.i18n import Msg
    from arbiter.ruling import TraceStep

    findings = Findings()
    findings.trace.append(TraceStep("law", Msg("a", "a"), law="guiton.I.battre"))
    findings.trace.append(TraceStep("law", Msg("b", "b"), law="guiton.III.oubli-de-demarquer"))
    findings.trace.append(TraceStep("conclusion", Msg("c", "c"),
                                    law="guiton.III.epoque-ecoles-consommees"))
    findings.trace.append(TraceStep("conclusion", Msg("d", "d"),
                                    law="guiton.III.premier-de"))
    findings.laws[:] = ["guiton.I.battre", "guiton.III.oubli-de-demarquer",
                        "guiton.III.epoque-ecoles-consommees", "guiton.III.premier-de"]
    deciding_first(findings)
    assert findings.laws == ["guiton.III.premier-de", "guiton.III.oubli-de-demarquer",
                             "guiton.III.epoque-ecoles-consommees", "guiton.I.battre"]
    assert "guiton.III.premier-de" not in GENERAL
    # a miscount: the tariff's general article before the clock's, a particular one unmoved
    findings.laws[:] = ["guiton.III.epoque-ecoles-consommees", "guiton.I.battre"]
    deciding_first(findings, counted=("guiton.I.battre",))
    assert findings.laws == ["guiton.I.battre", "guiton.III.epoque-ecoles-consommees"]


def test_every_guiton_ruling_leads_with_a_particular_article_when_it_cites_one(monkeypatch):
    """On every trictrac case of the casebook under Guiton's law that finds a fault: nothing
    done after the ordering (the bodies of law, the end of the record) puts a general article
    back first, unless the dispute speaks of that general article as closely as the engine
    measures (engine/litige.py: « Blanc réclame, après le jet de Noir, l'école… » is about
    « Époque où les écoles sont consommées »), or says the claim came « trop tard », which
    puts the clock's article in question (heard.lapsed_term), or the general article opens the
    option the casebook expects a side to hold and that side asks the arbiter for something in
    his own clause (answer.option_asked: « Blanc exige que Noir marque l'école entière »). That
    last reason is read from the examiner's expectation and the dispute's text, not from the
    engine's own measure of the words the demand shares with the option's choices, which this
    test would otherwise only restate."""
    from arbiter.cases import list_cases, load_expected, rule_file
    from arbiter.engine import clock
    from arbiter.engine.citing import ASIDE_UNLESS_NAMED, GENERAL
    from arbiter.engine.litige import CAP, Dispute
    from arbiter.notation import parse

    base = load_laws()
    clock_laws = {law for terms in clock.CLOCK.values() for term in terms for law in term.laws}

    def closest(text: str, ruling: dict, law: str) -> bool:
        dispute = Dispute.of(parse(text).header("Litige"))
        said = [base.get(law).article, base.get(law).summary.fr, base.get(law).summary.en,
                *(t["text"] for t in ruling["trace"] if t["law"] == law)]
        late = dispute is not None and dispute.says_too_late() and law in clock_laws
        return dispute is not None and (dispute.relevance(said) >= CAP or late
                                        or pleaded(text, ruling, law, dispute)
                                        or option_asked(text, ruling, law, dispute))

    def option_asked(text: str, ruling: dict, law: str, dispute: Dispute) -> bool:
        # the examiner expects a side to hold an option, the ruling's option of his is opened
        # by this article, and he asks something of the arbiter in his own clause
        held = {want["holder"] for want in load_expected(current_case).get("options") or []}
        for option in ruling["options"]:
            holder = option["holder"]
            if holder in held and option["laws"][:1] == [law] and dispute.asked_by(
                    (holder, parse(text).header(holder.capitalize()) or "")) is not None:
                return True
        return False

    def words_of(ruling: dict, law: str, others: frozenset[int] = frozenset()) -> list[str]:
        return [base.get(law).article, base.get(law).summary.fr, base.get(law).summary.en,
                *(t["text"] for t in ruling["trace"] if t["law"] == law
                  and t["line"] not in others)]

    def pleaded(text: str, ruling: dict, law: str, dispute: Dispute) -> bool:
        # what the loser pleads (the author of the fault disputed, in the clause where he
        # says something) speaks of this general article more than of any particular one
        # cited (citing.deciding_first): « Blanc soutient qu'il comptait encore ses points »;
        # what the reasoning says of the other side's acts does not speak of his plea
        by = ruling["faults"][0]["by"]
        plea = dispute.plea((by, parse(text).header(by.capitalize()) or ""))
        if plea is dispute:
            return False
        others = frozenset(a["line"] for a in ruling["acts"]
                           if a["actor"] not in (by, None))
        cited = [c["law"] for c in ruling["citations"]]
        most = max((plea.relevance(words_of(ruling, other, others)) for other in cited
                    if other not in GENERAL), default=0)
        return plea.relevance(words_of(ruling, law, others)) > most

    def named(text: str, ruling: dict, law: str) -> bool:
        # an article said beside the point wherever its fact occurs, whose heading the dispute
        # does not name, is read as a general one (citing.ASIDE_UNLESS_NAMED)
        dispute = Dispute.of(parse(text).header("Litige"))
        return dispute is not None and dispute.names(base.get(law).article)

    cases = [c for c in list_cases() if "[Lois" not in (text := c.tric.read_text("utf-8"))
             or '[Lois "guiton-1822"]' in text]
    cases = [c for c in cases if "[Jeu" not in c.tric.read_text("utf-8")]
    assert len(cases) >= 300
    answered: dict[str, list[str]] = {}
    decide_first = Findings.decide_first

    def said_with(self, fr, en, law_id=None):
        answered.setdefault(current, []).append(law_id)
        decide_first(self, fr, en, law_id)

    monkeypatch.setattr(Findings, "decide_first", said_with)
    for case in cases:
        current, current_case = case.id, case
        ruling = rule_file(case.tric)
        if not ruling["faults"]:
            continue        # the decision names its own article (Findings.decide): it leads
        text = case.tric.read_text("utf-8")
        laws = [c["law"] for c in ruling["citations"]]
        particular = [law for law in laws if law not in GENERAL
                      and not law.startswith("lebrun.")     # Lebrun's: the other opinion
                      and not (law in ASIDE_UNLESS_NAMED and not named(text, ruling, law))]
        # a decision that opens with an answer before its faults, said with its law
        # (Findings.decide_first: « Des 8 points que noir marque …, 4 points sont les siens et
        # 4 points marquent l'école de blanc »), names the article that leads, as the
        # decision's own does
        if particular and laws[0] != particular[0] and laws[0] not in answered.get(case.id, ()):
            assert laws[0] in GENERAL and closest(text, ruling, laws[0]), case.id


def test_under_lebrun_the_reasoning_names_his_article_where_he_says_the_same():
    """On every trictrac case under Lebrun's law: a step of the reasoning, a fault or an option
    that rests on a law of Guiton's on which Lebrun says the same names Lebrun's article,
    which the ruling cites."""
    from arbiter.cases import list_cases, rule_file

    table = bodies._classification(load_laws())
    cases = [c for c in list_cases() if '[Lois "lebrun-1828"]' in c.tric.read_text("utf-8")
             and "[Jeu" not in c.tric.read_text("utf-8")]
    assert len(cases) >= 50
    for case in cases:
        ruling = rule_file(case.tric)
        cited = {c["law"] for c in ruling["citations"]}
        for step in ruling["trace"]:
            assert step["law"] not in table.same, (case.id, step["law"])
            assert step["law"] is None or step["law"] in cited, (case.id, step["law"])
        for named in (*ruling["faults"], *ruling["options"]):   # their brackets too
            assert not set(named["laws"]) & set(table.same), (case.id, named["laws"])
            assert set(named["laws"]) <= cited, (case.id, named["laws"])


def test_the_general_articles_are_laws_of_the_base():
    # a misspelt id would silently let a general article lead the citations
    from arbiter.engine.citing import GENERAL

    laws = load_laws()
    assert GENERAL and all(law in laws for law in GENERAL), sorted(GENERAL - {
        law.id for law in laws})


def test_his_description_is_his_article_before_a_closing_rule_on_one_case_of_it():
    """Lebrun's closing rules add particular cases « qui n'ont pu trouver place dans la
    description du jeu » (seed 003): where his description has an article on the matter of a
    Guiton law, it is his, in the reasoning and first in the citations; a closing rule is his
    article only where the description has none (his rule 6, on the fausse case)."""
    laws = load_laws()
    table = bodies._classification(laws)
    for guiton, same in table.same.items():
        described = [law for law in same if not laws.get(law).closing_rule]
        if described:
            assert bodies._closest(table, guiton) in described, guiton
            assert list(same[:len(described)]) == described, guiton
    # the dame touchée (not « la dame prise pour une autre »), the coin beaten (not « le coin
    # évacué »), and his rule 6 where the description says nothing of the fausse case
    assert bodies._closest(table, "guiton.III.dames-touchees") == "lebrun.dame-touchee"
    assert bodies._closest(table, "guiton.I.battre-le-coin") == "lebrun.jan-de-recompense"
    assert bodies._closest(table, "guiton.III.fausse-case") == "lebrun.regle-fausse-case"


def test_a_dame_touchee_under_lebrun_cites_his_dame_touchee_dame_jouee_first():
    """dx-02: a dame touched and not played is his « dame touchée, dame jouée » (« De la
    Manière de marquer les points »), cited first and in the fault; dx-01, the dame that
    could not be played, rests on the same article's exception."""
    from arbiter.cases import find_case, rule_file

    for case_id in ("dx-01-dame-touchee-vers-le-grand-jan-a-remplir-lebrun-noir",
                    "dx-02-dame-touchee-passe-tout-d-une-au-petit-jan-lebrun-noir"):
        case = find_case(case_id)
        assert case is not None, case_id
        ruling = rule_file(case.tric)
        assert ruling["citations"][0]["law"] == "lebrun.dame-touchee", case_id
        for fault in ruling["faults"]:
            assert fault["laws"][0] == "lebrun.dame-touchee", case_id
        # the step that clears the dame or the fault that charges it rests on his article
        named = {s["law"] for s in ruling["trace"]} | {
            law for fault in ruling["faults"] for law in fault["laws"]}
        assert "lebrun.dame-touchee" in named, case_id


@pytest.mark.parametrize(("case_id", "says", "his"), [
    # « Qui s'en va, perd tous les points qu'il a de reste », not « s'il a des points de reste,
    # et qu'il les ait marqués, il ne peut plus s'en aller », for the reste lost by leaving ...
    ("fa-04-s-en-va-puis-remet-son-reste-lebrun", "perd ses 2 points", "lebrun.reste-perdu"),
    # ... and the other way for the reste not marked, the condition the leave stands on
    ("fa-04-s-en-va-puis-remet-son-reste-lebrun", "n'a pas marqué ses 2 points de reste",
     "lebrun.reste-marque"),
    # « De la Bredouille » (« le second à marquer le fait avec deux jetons »), not where the
    # jeton stands for two points, for a bredouille marked with two jetons
    ("bl-01-debredouiller-oublie-partie-double-reclamee-aussitot-noir-lebrun",
     "marque ses points avec deux jetons", "lebrun.bredouille"),
])
def test_a_step_names_his_article_that_speaks_of_what_it_says(case_id, says, his):
    """Of Lebrun's articles that say the same as the Guiton law a step applies, the step names
    the one whose words it shares, not merely the one that says the same as fewest of
    Guiton's (:func:`bodies._his_for_step`)."""
    from arbiter.cases import find_case, rule_file

    case = find_case(case_id)
    assert case is not None, case_id
    steps = [s for s in rule_file(case.tric)["trace"] if says in s["text"]]
    assert steps, case_id
    assert {s["law"] for s in steps} == {his}, case_id


def test_a_step_keeps_his_closest_article_where_no_other_speaks_of_it_more():
    """The closest article stays where the step's words do not reach :data:`litige.CAP` in
    another: a step that shares one word with each names the closest."""
    base = load_laws()
    table = bodies._classification(base)
    law = "guiton.V.reste-marque"
    assert bodies._his_for_step(base, table, law, "rien") == bodies._closest(table, law)
    assert bodies._his_for_step(base, table, law, "Blanc s'en va sans marquer ses points de "
                                "reste : en s'en allant il les perd. White leaves without "
                                "marking his points de reste: leaving, he loses them.") \
        == "lebrun.reste-perdu"


def _term_base() -> LawBase:
    """Guiton's article on when an école is made, Lebrun's that says the same of it, and his
    that parts from Guiton's on the victim's term, in words that say more of the coup."""
    def law(law_id: str, article: str, summary: str, **kw: object) -> Law:
        source = "Lebrun 1828" if law_id.startswith("lebrun.") else "Guiton 1822"
        return Law(law_id, source, "b", "ch. III", article, "q", Msg(summary, summary),
                   "applied", **kw)   # type: ignore[arg-type]

    return LawBase([law("guiton.III.made", "Made", "jeton abandonne"),
                    law("lebrun.made", "His made", "jeton abandonne",
                        lebrun=("same-as", "guiton.III.made")),
                    law("lebrun.term", "His term", "jeton abandonne delai victime trop",
                        lebrun=("differs-from", "guiton.III.made"))], "1" * 64)


@pytest.mark.parametrize(("diverged", "first"), [((), "lebrun.made"),
                                                 (("guiton.III.made",), "lebrun.term")])
def test_where_he_parts_from_guiton_leads_only_where_the_ruling_reaches_that_point(
        diverged: tuple[str, ...], first: str) -> None:
    """fv-06 (exam24): a jeton let go on two points de trop is an école « et l'on ne peut
    reculer » (Lebrun's « De la Manière de marquer les points », the same as Guiton's « Époque
    où les écoles sont consommées »); his « si vous avez joué depuis », on the victim's term
    where he parts from Guiton, shares more words with what is said of the école par trop but
    is not the point of a ruling whose victim marked in time. Where the replay reaches that
    point (the victim marked after his throw), it leads."""
    findings = _findings(diverged=diverged)
    findings.law("guiton.III.made", "jeton abandonne delai victime trop",
                 "jeton abandonne delai victime trop")
    bodies.cite_by_body(findings, "lebrun-1828", _term_base())
    assert findings.laws[0] == first
