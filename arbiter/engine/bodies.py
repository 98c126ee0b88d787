"""Which body of law decides, and how the ruling cites the other: one rule, read from the law
base's classification of Lebrun's trictrac section (the field ``lebrun`` of each of his laws).

The engine cites the laws it applies (mostly Guiton's; Lebrun's where a rule of
:mod:`arbiter.engine.regimes` puts his decision in place of Guiton's) and marks, with
:meth:`Findings.diverge`, each point where the two bodies part. From that and the
classification alone, a ruling is cited as its body of law says:

- under ``lebrun-1828``, each Guiton law cited brings Lebrun's laws on the same matter, cited
  before it (his article first, Guiton's after), the one that speaks of what the ruling says
  under Guiton's law first (:func:`his_articles`): those that say the same, and those that part
  from it on another point where they speak of this one (« no école of trous » also covers the
  one trou de trop, which both only correct; « allez-vous-en », said of false trous, is cited
  after Guiton's law on a « vous n'avez rien »); his first article leads the ruling; at a point
  where they part, Lebrun's differing law leads the citations and Guiton's is named as the
  other opinion;
- under ``lebrun-1828``, a Guiton law cited on whose matter Lebrun's text has no rule (his law
  classified ``silent-on`` it) brings that text of Lebrun's, cited first, and one sentence of
  the reasoning saying that Guiton's law is applied as Guiton's, not as Lebrun's;
- under ``guiton-1822``, Guiton's law decides, and at a point where they part, Lebrun's differing
  law is named as the other opinion.

No article is handled by name here: adding a rule of Lebrun's to the base is all it takes.
"""

from __future__ import annotations

import enum
import functools
from dataclasses import replace
from typing import TYPE_CHECKING

from arbiter.engine.citing import GENERAL
from arbiter.engine.ecole_laws import PLEIN_A_ROMPRE
from arbiter.engine.litige import CAP
from arbiter.engine.regimes import EFFACER_SUFFIT_LEBRUN, LEBRUN
from arbiter.engine.wording import both
from arbiter.value import Value, value_class

if TYPE_CHECKING:
    from collections.abc import Callable, Collection

    from arbiter.engine.findings import Findings
    from arbiter.laws import Law, LawBase

@value_class
class Classification(Value):
    """The law base's ``lebrun`` fields, indexed by Guiton's law."""

    same: dict[str, tuple[str, ...]]       # Guiton id -> Lebrun laws that say the same
    differing: dict[str, tuple[str, ...]]  # Guiton id -> Lebrun laws that decide otherwise
    silent: dict[str, tuple[str, ...]]     # Guiton id -> Lebrun's texts with no rule on it
    breadth: dict[str, int]                # Lebrun id -> how many of Guiton's he says the same as
    closing: frozenset[str]                # Lebrun's closing rules (Law.closing_rule)


@functools.cache
def _classification(base: LawBase) -> Classification:
    same: dict[str, list[str]] = {}
    differing: dict[str, list[str]] = {}
    silent: dict[str, list[str]] = {}
    for law in base:
        # a rule on what no record can show (a dame left between two flèches, the grande
        # bredouille's mark) says the same as Guiton's but never decides a ruling: not cited
        for guiton in (law.same_as if law.use != "not-decidable" else ()):
            same.setdefault(guiton, []).append(law.id)
        if law.differs_from:
            differing.setdefault(law.differs_from, []).append(law.id)
        for guiton in law.silent_on:
            silent.setdefault(guiton, []).append(law.id)
    breadth = {law.id: len(law.same_as) for law in base if law.same_as}
    closing = frozenset(law.id for law in base if law.closing_rule)
    # his description's article on a matter before a closing rule on one case of it
    same = {guiton: sorted(ids, key=lambda lebrun: lebrun in closing)
            for guiton, ids in same.items()}
    return Classification(*({k: tuple(v) for k, v in d.items()}
                            for d in (same, differing, silent)), breadth, closing)


PRISE_POUR_UNE_AUTRE = "lebrun.regle-dame-prise-pour-une-autre"
INJOUABLES_TOUCHEES = "lebrun.regle-dames-injouables-touchees"
ECOLE_EN_BREDOUILLE = "lebrun.ecole-acheve-la-bredouille"
INDIVISIBLE = "lebrun.ecole-indivisible"
LEAD_WHERE_MET = frozenset({PRISE_POUR_UNE_AUTRE, INJOUABLES_TOUCHEES, ECOLE_EN_BREDOUILLE,
                            INDIVISIBLE, PLEIN_A_ROMPRE})
"""Lebrun's provisos: sentences of his description on one case of a matter that the replay
recognises (a dame taken and put back, a touched dame that cannot be played, an école that
completes its victim's bredouille, a part of an école marked, a plein believed kept:
:meth:`.Findings.meet`), each that case's own rule. Cited only where the record shows their case
(:data:`CITED_WHERE_MET`), and there they lead his article on the whole matter
(:func:`his_articles`; rule 5 and rule 7, closing rules, keep their place after his
description). Rule 5 and rule 7 say the same as Guiton's « On doit jouer toutes les dames
touchées », but a dame touched after « j'adoube » was spent, and played or not, is neither of
their cases; « six points dont il l'envoie à l'école, marque une partie bredouille » says the
same as Guiton's cost of the école par moins where the victim has the bredouille, not of every
école that gives a trou. « du moment que l'on marque une partie de l'école, l'adversaire peut
obliger de marquer le tout » is a proviso on a part of the école marked: where nothing of it was
(the excess only wiped, « vous les effacez et cela suffit »), his sentence on the whole option
answers (« Au total, on ne peut être contraint d'envoyer à l'école », lebrun.envoi-facultatif),
not the proviso on a condition the record does not show. « qu'il a marqués à tort pour son
plein, parce qu'il fallait le rompre » is his case of a plein believed kept by a throw that
breaks it, not of every plein marked and not made."""

CITED_WHERE_MET = LEAD_WHERE_MET | {EFFACER_SUFFIT_LEBRUN}
"""Lebrun's sentences cited with his article on a matter only where the record shows their case
(:meth:`.Findings.meet`), and never as his article for the whole matter: the provisos
(:data:`LEAD_WHERE_MET`), and « vous les effacez et cela suffit », said of points marked too
many that the victim only wipes, not of every école whose option Guiton's « On n'est pas obligé
de marquer une école » states (lo-06: an école par moins). That one is no proviso on the option:
where met, it does not lead his article on the whole option (« Au total, on ne peut être
contraint d'envoyer à l'école »); which of the two answers is the dispute's to say (hb-04,
fn-05)."""


def _nearness(table: Classification, lebrun: str,
              relevance: Callable[[str], int] | None = None) -> tuple[bool, int]:
    """The order of Lebrun's articles on one matter of Guiton's, as a sort key (the base's
    order breaks ties): an article of his description before a closing rule on one case of
    it; then one the dispute speaks of as closely as is measured (``relevance``,
    :mod:`.litige`, :data:`~arbiter.engine.litige.CAP` words: a partie double pegged for
    simple is his « on ne peut pas envoyer à l'école d'un trou entier … partie double au lieu
    de simple », not « l'on n'envoie point à l'école de l'école », though one of Guiton's
    articles holds both), the closest first."""
    near = relevance(lebrun) if relevance is not None else 0
    return (lebrun in table.closing, -near if near >= CAP else 0)


def with_his_words(wording: Callable[[str], tuple[str, ...]], base: LawBase,
                   cited: Collection[str],
                   speaks: Callable[[tuple[str, ...]], int]) -> Callable[[str], tuple[str, ...]]:
    """``wording`` where Lebrun's law rules: a law of Guiton's is cited through Lebrun's
    articles that say the same (:func:`lebrun_first`), so one of those that speaks of the
    dispute itself (``speaks``: as closely as is measured, :data:`CAP` words) lends it its
    words (« Qui s'en va, perd tous les points qu'il a de reste … relevé suivant » stands for
    Guiton's « On ne peut s'en aller lorsqu'on a marqué les points qu'on a de reste »). An
    article of his the ruling already ``cited`` in its own right speaks for itself and lends
    nothing. The law's own heading stays first."""
    table = _classification(base)

    def his(law_id: str) -> tuple[str, ...]:
        lent = (wording(lebrun) for lebrun in table.same.get(law_id, ()) if lebrun not in cited)
        return (*wording(law_id), *(text for words in lent if speaks(words) >= CAP
                                    for text in words))
    return his


def in_his_nearness(findings: Findings, base: LawBase,
                    speaks: Callable[[str], int]) -> Callable[[str], int]:
    """How closely the article the ruling cites for a law under Lebrun's body speaks of the
    dispute (``speaks``: uncapped, :func:`arbiter.engine.heard.speaks_of`): for a law of
    Guiton's, the closest of the articles of his the ruling cites before it
    (:func:`his_articles`); for any other, the law itself.
    :mod:`.citing` breaks with it a tie between two laws the dispute speaks of alike in
    Guiton's words: Guiton's « On doit jouer toutes les dames touchées » holds « à moins
    qu'avant de la toucher on n'ait dit j'adoube », his « dame touchée, dame jouée » does not,
    and his next sentence (« l'on n'appelle point avoir touché son bois quand on a dit
    j'adoube ») answers a dispute over a touch after « j'adoube »."""
    def near(law_id: str) -> int:
        his, _ = his_articles(findings, base, law_id, speaks)
        return max((speaks(lebrun) for lebrun in his), default=speaks(law_id))
    return near


def has_lebrun_article(law_id: str, base: LawBase) -> bool:
    """Lebrun has an article on the matter of Guiton's ``law_id`` (the same rule, another,
    or his text with no rule on it), which :func:`cite_by_body` cites before it."""
    table = _classification(base)
    return law_id.startswith("lebrun.") or any(
        law_id in d for d in (table.same, table.differing, table.silent))


def applied_through_classification(base: LawBase) -> set[str]:
    """Lebrun's laws this module cites for the applied Guiton laws they say the same as: they
    are applied whenever those are (what :mod:`arbiter.laws.links` cannot see from code)."""
    return {law.id for law in base if law.id.startswith("lebrun.")
            and any(g in base and base.get(g).use == "applied"
                    for g in (*law.same_as, *law.silent_on))}


def cite_by_body(findings: Findings, lois: str, base: LawBase,
                 relevance: Callable[[str], int] | None = None,
                 disputed: tuple[str, ...] = ()) -> None:
    """Order the ruling's citations and name the other opinion as ``lois`` says (module doc);
    ``relevance``: how closely a law speaks of the dispute (:mod:`.litige`), if there is one;
    ``disputed``: his articles the fault disputed first rests on in their own right."""
    if lois == LEBRUN:
        lebrun_first(findings, base, relevance, disputed)
    cite_where_parted(findings, lois, base, relevance)


def lebrun_first(findings: Findings, base: LawBase,
                 relevance: Callable[[str], int] | None = None,
                 disputed: tuple[str, ...] = ()) -> None:
    """Each Guiton law cited brings Lebrun's laws on the same matter, cited before it, one the
    dispute speaks of first (:func:`_nearness`); on a matter where Lebrun has no rule, his text
    after those and a sentence that Guiton's law applies as Guiton's. Trictrac under
    ``lebrun-1828``, and Jacquet under Lebrun's name: a law of conduct Jacquet borrows from
    trictrac is then borrowed from Lebrun's trictrac first. ``disputed``: his articles the
    fault disputed first rests on in their own right, first among his on their matter."""
    table = _classification(base)
    laws: list[str] = []
    borrowed: list[tuple[str, str]] = []
    elsewhere: set[str] = set()
    for law_id in findings.laws:
        # his articles on the matter, the one that speaks of this ruling's point first, or his
        # text on a matter where he has no rule (Guiton's law applies, as Guiton's); a law of
        # his that parts from Guiton's on another point of it is named after Guiton's
        mine, beside = his_articles(findings, base, law_id, relevance)
        # his sentence the disputed fault rests on in its own right (« après que l'on a touché
        # ses dames, on n'y est plus reçu » for an omission consummated by a touch) is his
        # article on the point in dispute, before his others on the matter of Guiton's law
        mine = (*(m for m in mine if m in disputed), *(m for m in mine if m not in disputed))
        borrowed += [(lebrun, law_id) for lebrun in table.silent.get(law_id, ())]
        # (one the engine applied itself is his article on its own point)
        elsewhere |= set(beside) - set(mine) - set(findings.laws)
        for first in (*mine, law_id, *beside):
            if first not in laws:
                laws.append(first)
    laws = list(dict.fromkeys(laws))
    # the article that decides is the body's own: where the most particular matter is one
    # Lebrun does not treat, his first article on the others still leads the citations (not
    # one that parts from Guiton's on a point this ruling does not reach)
    own = next((law for law in laws if law.startswith("lebrun.") and law not in elsewhere),
               None)
    if own is not None:
        laws.remove(own)
        laws.insert(0, own)
    findings.laws[:] = laws
    for lebrun, guiton in borrowed:
        _silent(findings, base, lebrun, guiton)
    _steps_in_his_words(findings, base, table)


def his_articles(findings: Findings, base: LawBase, guiton: str,
                 relevance: Callable[[str], int] | None = None,
                 ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Lebrun's articles on the matter of Guiton's law ``guiton``, as a ruling under his law
    cites them before it, the one that decides first; and those of his laws that part from
    Guiton's on another point of the matter, cited after it.

    One rule, the one :mod:`.litige` applies to a dispute: the article that decides is the
    one that speaks most closely of the dispute (the words it shares with the record's
    ``[Litige]``, counted where they reach :data:`~arbiter.engine.litige.CAP`,
    :func:`_nearness`) and of what the ruling says under Guiton's law (the steps that
    apply it, the faults and options that rest on it, the sentences of the decision it
    decides), measured by the words they share; where two speak of it alike, the one the
    reasoning names for Guiton's law (:func:`_closest`: its faults, and its steps where no
    other speaks of what the step says, :func:`_his_for_step`, are said in that article's
    name).
    Where the ruling says nothing under Guiton's law (it is cited for what a throw earned),
    the order of the base, which is his text's. In every case his description comes before
    his closing rules, which add particular cases to it; one that says the same before his
    text where he has no rule, and that before one that parts from Guiton's. A law of his
    that parts from Guiton's on a point the ruling does not reach is his article here only
    where it speaks of the ruling's point as closely as Guiton's own law (« On ne peut pas
    envoyer à l'école d'un trou entier … ou s'il avait encore marqué partie double au lieu de
    simple » for two trous marked for one, which both only correct; not « allez-vous-en »,
    said of false trous, for a « vous n'avez rien »): else it is cited after Guiton's. Even
    where it is his article here, it comes after those of his that say the same as Guiton's,
    unless the dispute speaks of it as closely as is measured: the words it shares with the
    ruling are of the matter, not of the point where he parts (his « si vous avez joué
    depuis », on the victim's term, does not answer a jeton let go on points de trop that the
    victim marked in time: « dès que le jeton est abandonné, l'école est faite »)."""
    table = _classification(base)
    same = tuple(law for law in table.same.get(guiton, ())
                 if law not in CITED_WHERE_MET or law in findings.met)
    silent = table.silent.get(guiton, ())
    differing = table.differing.get(guiton, ())
    if not (same or silent or differing):
        return (), ()
    said = _said_under(findings, guiton)

    def close(law_id: str) -> int:
        return len(said & _law_words(base, law_id))

    reached = guiton in findings.diverged or guiton in findings.aside
    near = close(guiton)
    mine = [*same, *silent, *(d for d in differing if reached or close(d) >= near)]
    beside = tuple(d for d in differing if d not in mine)

    named = _closest(table, guiton) if said else None
    # his article in whose name a step of Guiton's law that grounds a decision is said
    # (Findings.ground: « noir n'a pas marqué ses 4 points de reste : marqués, ils lui auraient
    # ôté le droit de s'en aller », under « noir s'en va régulièrement ») states the condition
    # the decision stands on: it comes before his article on what only follows from it (« Qui
    # s'en va, perd tous les points qu'il a de reste »), whatever more words that one shares
    # with all the ruling says under Guiton's law; unless the dispute speaks of another as
    # closely as is measured (« veut garder ses six points de reste »: the reste lost is then
    # the question, fkm-04)
    grounded = frozenset(_his_for_step(base, table, guiton, f"{m.fr} {m.en}")
                         for m, law, _ in findings.grounds if law == guiton) \
        if guiton in table.same else frozenset()
    from arbiter.engine.citing import GENERAL

    def rank(law_id: str) -> tuple:
        kind = 0 if law_id in same else 1 if law_id in silent else 2
        # ``spoken``: how closely the dispute speaks of it (negative, 0 below CAP), not ``near``
        # above, how closely the steps said under Guiton's law speak of his
        closing, spoken = _nearness(table, law_id, relevance)
        # where he parts from Guiton is not this ruling's point unless the replay reached it or
        # the dispute speaks of it: his article that says the same comes first
        off_point = law_id in differing and not reached and not spoken
        return (closing, off_point, spoken if grounded else 0, law_id not in grounded,
                spoken - close(law_id), law_id != named, kind)

    ordered = sorted(mine, key=rank)    # stable: the base's order breaks ties
    # of those that say the same as Guiton's, his article particular to the matter comes before
    # his general one that also covers it (« Le jan de trois coups » before his « Tarif », which
    # lists every jan's value), in the places they hold; his closing rules, which add a case of
    # their own (« le coin évacué »), stay after his description unless the dispute speaks of
    # the rule's case more closely than of the description
    def unnamed_closing(law_id: str) -> bool:
        if law_id not in table.closing:
            return False
        if relevance is None:
            return True
        return relevance(law_id) <= max((relevance(law) for law in same
                                         if law not in table.closing), default=0)

    # a proviso of his description on one case of the matter that the record shows
    # (LEAD_WHERE_MET, met; not a closing rule, placed as above) is that case's own rule: it
    # comes before his article on the whole matter (« du moment que l'on marque une partie de
    # l'école … » where a part was marked, before « Au total, on ne peut être contraint
    # d'envoyer à l'école »), as citing.PARTICULAR_CASE puts a rule's case
    def case_met(law_id: str) -> bool:
        return law_id in LEAD_WHERE_MET and law_id not in table.closing

    alike = [law for law in ordered if law in same]
    places = [i for i, law in enumerate(ordered) if law in same]
    for place, law in zip(places, sorted(alike, key=lambda law: (unnamed_closing(law),
                                                                 not case_met(law),
                                                                 law in GENERAL)), strict=True):
        ordered[place] = law
    return tuple(ordered), beside


def _said_under(findings: Findings, law_id: str) -> frozenset[str]:
    """The words of what the ruling says under ``law_id``: the steps that apply it, the
    faults and options that rest on it, the decision's sentences it decides."""
    from arbiter.engine.litige import words

    texts = [s.text for s in findings.trace if s.law == law_id]
    texts += [f.summary for f in findings.faults if law_id in f.laws]
    texts += [o.subject for o in findings.options if law_id in o.laws]
    texts += [m for m, law in findings.decided_by if law == law_id]
    # and what a throw earned under it, by name: « jan de mézéas » is his sentence on the
    # mézéas, not the one on the deux tables that Guiton's « Battre les deux coins » also covers
    return words(" ".join([*(f"{m.fr} {m.en}" for m in texts),
                           *findings.earned.get(law_id, ())]))


@functools.cache
def _law_words(base: LawBase, law_id: str) -> frozenset[str]:
    """A law's words: its heading, our summary and its quote."""
    from arbiter.engine.litige import words

    law = base.get(law_id)
    return words(" ".join((law.article, law.summary.fr, law.summary.en, law.quote)))


@functools.cache
def general_in_his_words(base: LawBase) -> frozenset[str]:
    """Guiton's particular articles whose matter Lebrun states only in general articles
    (:data:`arbiter.engine.citing.GENERAL`): under his law the ruling cites those for them,
    so they decide no more than his general articles do. Guiton's « École par moins plus
    préjudiciable que l'école par trop » draws the double cost of the omission; Lebrun's
    sentence on the same matter (« Des Jans ») is his definition of the école par moins, « une
    règle générale pour tous les autres jans »."""
    from arbiter.engine.citing import GENERAL

    table = _classification(base)
    # a sentence of his on one case of the matter (:data:`CITED_WHERE_MET`) does not
    # state it
    return frozenset(guiton for guiton, his in table.same.items()
                     if guiton not in GENERAL and his
                     and all(law in GENERAL or law in CITED_WHERE_MET for law in his))


def stands_for(lebrun: str, guiton: str, base: LawBase) -> bool:
    """``lebrun`` is one of his articles on the matter of Guiton's ``guiton`` (the same, his
    text where he has no rule, or one that parts from it): cited together, his first."""
    table = _classification(base)
    return any(lebrun in d.get(guiton, ())
               for d in (table.same, table.silent, table.differing))


def in_his_words(values: list, lois: str, base: LawBase) -> tuple:
    """The faults or options as the ruling names their laws: under Lebrun, his article where
    he says the same as Guiton's law (:func:`his_laws`), as the reasoning's steps do
    (:func:`lebrun_first`); under another body, as they are."""
    if lois != LEBRUN:
        return tuple(values)
    return tuple(replace(v, laws=his_laws(v.laws, base)) for v in values)


def coups_in_his_words(coups: tuple, lois: str, base: LawBase) -> tuple:
    """What each throw earned, as the ruling names the law of each item: under Lebrun his
    closest article where he says the same as Guiton's (« Des Jans » for a plein kept, his
    « Tarif » or « Des Jans » for a dame battue), as for the faults (:func:`in_his_words`)."""
    if lois != LEBRUN:
        return coups
    return tuple(replace(c, items=tuple(replace(i, law=his_laws((i.law,), base)[0])
                                        for i in c.items)) for c in coups)


def his_laws(laws: tuple[str, ...], base: LawBase) -> tuple[str, ...]:
    """``laws`` (a fault's, an option's) as a ruling under Lebrun names them: each law of
    Guiton's on which Lebrun says the same is his closest article (:func:`_closest`)."""
    table = _classification(base)

    def heading(law: str) -> tuple[str, str]:
        return (base.get(law).source, base.get(law).article) if law in base else (law, law)

    # a law named in its own right stays; an article put for one of Guiton's is left out where
    # another of the same heading is already named (the page names headings)
    kept = [law for law in laws if law not in table.same]
    headings = {heading(law) for law in kept}
    out: list[str] = []
    for law in laws:
        his = _closest(table, law)
        if his != law and heading(his) in headings:
            continue
        headings.add(heading(his))
        out.append(his)
    return tuple(dict.fromkeys(out))


def _closest(table: Classification, law: str) -> str:
    """Lebrun's article closest to Guiton's ``law``: of those that say the same, one of his
    description before one of his closing rules, which add particular cases to it (« la dame
    prise pour une autre », « le coin évacué »: :data:`arbiter.laws.LEBRUN_CLOSING`); then the
    one that says the same as fewest of Guiton's (his « Tarif » covers the whole tariff; « Des
    Jans » the pleins alone); ``law`` itself where he has none."""
    same = tuple(lebrun for lebrun in table.same.get(law, ())
                 if lebrun not in CITED_WHERE_MET) or table.same.get(law, ())
    if not same:
        return law
    return min(same, key=lambda lebrun: (lebrun in table.closing, table.breadth[lebrun]))


def _steps_in_his_words(findings: Findings, base: LawBase, table: Classification) -> None:
    """Each step of the reasoning that applies a law of Guiton's on which Lebrun says the same
    names Lebrun's article instead: under his body of law the ruling reasons from his text
    (his article is cited, and the law base holds that they agree). Of his articles on the
    matter, the one that speaks of what the step itself says (:func:`_his_for_step`). The
    citations still list Guiton's law after his (:func:`lebrun_first`)."""
    for i, step in enumerate(findings.trace):
        if step.law in table.same:
            his = _his_for_step(base, table, step.law, f"{step.text.fr} {step.text.en}")
            findings.trace[i] = replace(step, law=his)


def _his_for_step(base: LawBase, table: Classification, law: str, text: str) -> str:
    """Lebrun's article a step said in ``text`` under Guiton's ``law`` names: his closest
    (:func:`_closest`), unless one of his particular articles on the matter (not one of his
    general articles, :data:`~arbiter.engine.citing.GENERAL`, nor a closing rule, which adds
    a case to his description) shares more of the step's own words, and as many as are
    measured (:data:`CAP`); then the one that shares most. Guiton's article on the reste
    marked holds two of his: the winner who leaves loses his reste, his « Qui s'en va, perd tous
    les points qu'il a de reste »; the reste not marked that left him free to go, « s'il a des
    points de reste, et qu'il les ait marqués, il ne peut plus s'en aller » (the reasoning says
    each in a step of its own). The second to mark who marks with two jetons, his « De la
    Bredouille », not where the jeton stands for two points."""
    from arbiter.engine.citing import GENERAL
    from arbiter.engine.litige import words

    said = words(text)

    def shared(lebrun: str) -> int:
        return len(said & _law_words(base, lebrun))

    closest = _closest(table, law)
    floor = max(CAP, shared(closest) + 1)
    closer = [lebrun for lebrun in table.same[law]
              if lebrun not in table.closing and lebrun not in GENERAL
              and lebrun not in CITED_WHERE_MET and shared(lebrun) >= floor]
    return max(closer, key=shared, default=closest)


def cite_where_parted(findings: Findings, lois: str, base: LawBase,
                      relevance: Callable[[str], int] | None = None) -> None:
    """At each point where the bodies part: under ``lebrun-1828`` Lebrun's differing law leads
    the citations and Guiton's is named as the other opinion; under any other body (Guiton's,
    or a game that borrows Guiton's law by analogy, as Jacquet's seed 004 and Lepeintre do)
    Lebrun's differing law is named as the other opinion. Under Lebrun, the article cited
    first stays first when the dispute speaks of it as closely as is measured and more closely
    than of the differing law (``relevance``, :mod:`.litige`): a reste put back after leaving
    is answered by « Qui s'en va, perd tous les points qu'il a de reste », though the école it
    makes was marked in time by his term only. Where several points part, his differing laws
    lead in the order the ruling already gives them (:mod:`.citing`), not the order the replay
    met them: « dès qu'il a joué » before « dame touchée » for a cheville pegged after a touch."""
    table = _classification(base)
    parted = list(dict.fromkeys((*findings.diverged, *findings.aside)))
    if lois == LEBRUN:
        # several points parted: his laws lead in the order the ruling already gives them
        # (the dispute's and the reasoning's, :mod:`.citing`), not the replay's
        ranked = {law: i for i, law in enumerate(findings.laws)}
        lead = sorted((lebrun for guiton in findings.diverged
                       for lebrun in table.differing.get(guiton, ())),
                      key=lambda law: ranked.get(law, len(ranked)))
        beside = [lebrun for guiton in findings.aside
                  for lebrun in table.differing.get(guiton, ())]
        keep: tuple[str, ...] = ()
        if relevance is not None and lead and findings.laws:
            near = min(CAP, relevance(findings.laws[0]))
            if near >= CAP and all(min(CAP, relevance(law)) < near for law in lead):
                keep = (findings.laws[0],)
        if lead and findings.laws and _own_term_first(findings.laws[0], lead, table):
            keep = (findings.laws[0],)
        findings.laws[:] = list(dict.fromkeys((*keep, *lead, *findings.laws, *beside)))
        for guiton in parted:
            if table.differing.get(guiton):
                _name(findings, base, guiton)
    else:
        for guiton in parted:
            for lebrun in table.differing.get(guiton, ()):
                _name(findings, base, lebrun)


def _own_term_first(first: str, lead: list[str], table: Classification) -> bool:
    """Whether the article cited first stays before his differing laws at the points where
    the bodies part: it is itself one of his laws that part from Guiton's, a particular one
    (not one of the articles that take part in every ruling of their kind,
    :data:`.citing.GENERAL`), and those laws are all general ones. The bodies part on the
    clock's terms, whose laws are general (« vous ne pouvez plus envoyer votre adversaire à
    l'école … si vous avez joué depuis »); a right that has a term of its own, where he parts
    from Guiton (« On est reçu à faire sa déclaration à cet égard jusqu'à ce que l'adversaire
    ait marqué la partie », « De la Bredouille », against Guiton's « le coup d'après »), is
    decided by that article, as :mod:`.citing` put it first, not by the general term. His
    article that says the same as Guiton's on the right (« l'école du jeton ») sets no term of
    its own: there the general term leads (fu-04)."""
    parts = any(first in his for his in table.differing.values())
    return parts and first.startswith("lebrun.") and first not in GENERAL \
        and all(law in GENERAL for law in lead)


def _silent(findings: Findings, base: LawBase, lebrun: str, guiton: str) -> None:
    """Lebrun has no rule on the matter of Guiton's law applied: say so, once, in the
    reasoning, so that Guiton's rule is never taken for Lebrun's."""
    law: Law = base.get(guiton)
    note = both("bodies.lebrun-silent", source=base.citation_source(law, "fr"),
                article=law.article)
    findings.law(lebrun, *note)
    # told before the first step that applies Guiton's law: the basis comes before the rule
    step = findings.trace.pop()
    first = next((i for i, s in enumerate(findings.trace) if s.law == guiton),
                 len(findings.trace))
    findings.trace.insert(first, step)


def name_other(findings: Findings, law_id: str) -> None:
    """Name ``law_id`` as the other opinion where the engine itself reaches a point one body
    settles and the other leaves open (the classification cannot say it: ``undecidable``)."""
    from arbiter.laws import load_laws

    _name(findings, load_laws(), law_id)


def _name(findings: Findings, base: LawBase, law_id: str) -> None:
    """The other opinion: the other body's law, by its source, heading and summary (once)."""
    if law_id in findings.opinion_laws or law_id not in base:
        return
    law: Law = base.get(law_id)
    findings.opinion(*both("bodies.other-opinion", source=base.citation_source(law, "fr"),
                           article=law.article, summary=law.summary), law_id)


class OpenPoint(enum.Enum):
    """Whose open question a law is: the ruling body's own, or the other body's."""

    RULING = "ruling"
    OTHER = "other"


def open_point(law_id: str, lois: str) -> OpenPoint | None:
    """A law the base marks ``not-decidable`` that a throw bears on (the game's rules name it
    among what the throw is measured against; Lebrun's « plusieurs personnes prétendent… » is
    one, an opinion he reports without adopting it): when it belongs to the body of law the
    record names, the engine cannot decide the point with it and the ruling says so; under the
    other body it is that body's opinion, named beside the decision. Any other law: None. The
    body is read from the law's source (« Lebrun 1828 » is ``lebrun-1828``)."""
    from arbiter.laws import load_laws

    base = load_laws()
    if law_id not in base:
        return None
    law = base.get(law_id)
    if law.use != "not-decidable":
        return None
    mine = law.source.lower().replace(" ", "-") == lois
    return OpenPoint.RULING if mine else OpenPoint.OTHER
