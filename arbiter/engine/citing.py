"""The order of a ruling's citations: the article that decides comes first.

The replay cites laws as it meets them: what a throw is worth and what an école is come
first in almost every coup, because every coup is scored and every fault defined before it
is judged. A referee reads the first article cited as the one that settles the dispute, so
the order is made from the reasoning, not from the replay's path:

1. an article particular to a situation comes before a general one. The general articles
   (:data:`GENERAL`) are those that take part in every ruling of their kind: what a doublet,
   beating, the coin or filling is, the tariff, what an école is, when it is consummated, the
   order of marking, the victim's freedom to mark an école or not, and to wait for the coup
   to be played before he does. They are always true and
   seldom the point in dispute. A few particular articles are stated wherever their
   fact occurs, beside whatever is disputed (:data:`ASIDE_UNLESS_NAMED`: the second scorer's
   one jeton and the bredouille lost): unless the dispute shares a word with their heading,
   they rank with the general ones;
2. within each of those, an article the reasoning concludes with, or opens an option with,
   before one a fault rests on, before one that says what a throw earned, before one under
   which the reasoning states a condition a decision disputed stands on (a ground,
   :meth:`~arbiter.engine.findings.Findings.ground`, where the side it goes against claims
   against it: :func:`~arbiter.engine.heard.contested`), before one only explained or set
   aside. A leave held stands on its conditions (the trou won by his own dé, the reste not
   marked, the jeton deposited at the bande while he deliberates); the word that binds him to
   go and the reste he loses by going only follow from it. « Blanc soutient que Noir, ayant
   quatre points de reste, doit rester » is answered by « s'il a des points de reste, et qu'il
   les ait marqués, il ne peut plus s'en aller », not by « il n'est pas permis de tenir après
   avoir dit je m'en vais », though the dispute reaches both alike (fon-02). An école by
   miscount (the side marked some of a throw's points, not the right number) rests on what
   the throw earned: there the general articles of the tariff come before the clock's.

3. an article that is a rule's own case (:data:`PARTICULAR_CASE`: the rule applied to one
   situation, or excepted in it) comes just before that rule, wherever the rule ranks by 1
   and 2: the situation is what the dispute is about, even where its words (« dame
   touchée », « jouez-la ») are the rule's. Guiton VII « Faute de celui qui prend une dame
   pour une autre » is « toute dame touchée doit être jouée » at the sortie, and decides a
   dispute over a dame touched there. Guiton III « On n'a pas le droit de couvrir les dés
   lancés » is the early thrower's own case (« lorsqu'ils ont eu l'imprudence de jeter ainsi les
   dés avant le coup consommé … en couvrant les dés ») and answers a dispute over dice thrown
   too early and covered, even where its facts reach « Ne pas jeter les dés avant que
   l'adversaire ait achevé » by more words (« Blanc veut les voir avant de jouer son second
   deux »: kg-06). A dispute that speaks of the rule and of nothing of its case keeps the
   rule first: it is about the rule's own matter.

The articles the decision's own sentences name (``Findings.decide``) lead all the others; where
none does, an école turning on whether the throw earned its points is led by that earning's
particular article (:mod:`.earning_disputed`: a jan or a plein marked and not earned, or denied
and earned).
Between point 1 and point 2, the articles that speak of what is disputed come first, the
closest first (:mod:`.litige`: the words each shares with the record's ``[Litige]``): a
referee answers the question put with the article on that matter, and the reasoning's roles
order those that speak of it alike. A general article the dispute speaks of as closely as is
measured (:data:`~arbiter.engine.litige.CAP` words) is read as particular to it: « Blanc
réclame, après le jet de Noir, l'école… » is about « Époque où les écoles sont consommées ».
Where the dispute sets out what the loser pleads (the clauses in which the author of the fault
found says something, :meth:`~arbiter.engine.litige.Dispute.plea`), the article that answers
his plea decides: a general article is particular to the dispute only as closely as the plea
speaks of it (« Blanc dit qu'il n'a fait que toucher sa dame sans la lever … ; Noir a marqué
l'école » is answered by « On doit jouer toutes les dames touchées », the winner's « école »
aside), or where the plea speaks of it more closely than of any particular article cited
(« Blanc soutient qu'il comptait encore ses points et n'avait rien joué » by « Époque où les
écoles sont consommées »: fy-04, fv-01). The plea is about the loser's own acts: what the
reasoning says of the other side's (« Blanc marque l'école ; elle était due ») does not speak of
it, though it share its words (« Noir soutient que son école … est due » is answered by « Fausse
école », not by the victim's option to mark it: kd-03).
Among those it reaches alike, the articles that speak of what the claimant asks come first
(:meth:`~arbiter.engine.litige.Dispute.demand`: the words after « veut », « réclame », « exige »
…, not the facts told before them nor the fault's author's own clauses), then the one under
which the reasoning refuses it in its words (« Blanc veut faire jouer le coup tout d'une » is
answered by « Le tout d'une n'est pas ouvert à blanc », said under Guiton III « Dame mal posée »'s
clause on the tout d'une, not by « Une dame abandonnée ne peut être déplacée », on which the
fault rests: kg-09; « Noir veut que le coup reste tel qu'il avait été joué »: fy-08).
With no fault found, a particular article under which the reasoning only concluded that no
école was made (:meth:`~arbiter.engine.findings.Findings.absent_under`: the trou's winner left
nothing but his reste on his jeton) does not lead where the dispute speaks no less of the order
of marking the reasoning concluded with: « Blanc soutient que ses dix points, marqués les
premiers …, ne pouvaient être effacés par le trou que Noir prend sur le même coup » is answered
by « Marque des points » (Lebrun « Quand on marque le trou, on efface tous les points que
l'autre joueur avait faits »), not by « Oubli de démarquer ses points lorsqu'on a le trou »,
an école nobody made (lg-05).
A dispute that puts its questions one after the other (« … est-il à l'école ? Noir pouvait-il
la marquer après le coup joué ? ») is measured by its first: the first article answers it. An
aside the dispute does not name gains nothing from the words it shares with it.
Two sentences of one article (one heading) that the dispute both reaches as closely as is
measured are then told apart, in the places they hold, by all the words of their own summaries
what is asked shares, then the whole dispute (:func:`_sentences_of_one_article`): « Noir veut
lui faire jouer le coup entier tout d'une » is « Dame mal posée »'s clause on the tout d'une, not
its opening sentence. What is asked is the claimant's demand, or, where the fault's author
pleads nothing, what he asks: « Blanc veut s'en aller après avoir touché une dame, son jeton
laissé sur huit points ; Noir le fait tenir et marque huit points d'école » asks whether he may
still leave, which Lebrun's « On doit aussi ne pas toucher ni jouer son bois lorsqu'on veut s'en
aller » answers; the école of the jeton, said in the same article, follows from that answer
(lr-06). The heading the two share says nothing between them, and the whole dispute's words
reach the école's summary by as many (« école », « jeton ») as the leave's (« aller »,
« touché »). In the casebook what is asked tells such sentences apart in ten rulings; only lr-06's
first citation moved with it.
A sentence the decision's own sentences name comes first among them, whatever words the others
share: where the record shows the player correcting his own dame mal posée, the sentence that
leaves it to the opponent answers (« vous ne le pouvez plus », Lebrun's rule 6), not the clause
on the tout d'une that nobody played or asked for (fy-08, fyn-05; fr-13, which asks for it, keeps
the clause first).
On the casebook this put the expected deciding article first in 647 rulings of 902, against
562 by points 1 and 2 alone. Under Lebrun, two laws the dispute speaks of as closely as is
measured in Guiton's words, with the same role, are told apart by the article of his the ruling
cites for each: the one that shares more of the dispute's words first
(:func:`arbiter.engine.bodies.in_his_nearness`: Guiton's « On doit jouer toutes les dames
touchées » names « j'adoube », Lebrun's « dame touchée, dame jouée » does not). The replay's
order breaks the remaining ties; a law cited only to name another opinion, or of the other body
of law, comes last. Bodies of law are applied after this
(:mod:`arbiter.engine.bodies`): under Lebrun his own article on each matter is put before
Guiton's, in the order this module gave. So under Lebrun a particular article of Guiton's
whose matter Lebrun states only in a general article (« École par moins plus préjudiciable… »,
which his « Des Jans » says as « une règle générale pour tous les autres jans ») ranks with the
general ones where the reasoning only explains with it: his general sentence would otherwise
lead a ruling whose dispute one of his particular articles decides
(:func:`arbiter.engine.bodies.general_in_his_words`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.litige import CAP, Hearing
from arbiter.engine.ranking import Reading, Role, rank

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from arbiter.engine.findings import Findings
    from arbiter.engine.litige import Dispute
    from arbiter.ruling import EarnedItem

GENERAL = frozenset({
    # Guiton ch. I: the words of the game
    "guiton.I.battre", "guiton.I.battre-a-faux", "guiton.I.doublet", "guiton.I.battre-le-coin",
    "guiton.I.aller", "guiton.I.tenir", "guiton.I.remplir", "guiton.I.points",
    # Guiton ch. III: what an école is, when it is made, the order of marking, the option
    "guiton.III.definition-ecole", "guiton.III.epoque-ecoles-consommees",
    "guiton.III.marque-des-points", "guiton.III.ecole-facultative",
    "guiton.III.attendre-coup-joue",
    # the order of marking between à vrai and à faux, a precept without penalty: said wherever
    # the battu marks first, seldom what is disputed
    "guiton.III.attendre-marque-a-vrai",
    # Lebrun: the same general articles of his
    "lebrun.tarif", "lebrun.doublets",
    # « Des Jans »'s list of his eight jans: cited for every jan, as the tariff is
    "lebrun.jans", "lebrun.plusieurs-moyens", "lebrun.jan-de-recompense",
    "lebrun.jan-qui-ne-peut",
    # « Des Jans »: « et c'est une règle générale pour tous les autres jans »
    "lebrun.ecole-par-moins",
    "lebrun.ecoles", "lebrun.marquer-les-points", "lebrun.marquer-avant-de-toucher",
    "lebrun.ecole-a-faux", "lebrun.ordre-de-la-marque",
    "lebrun.delai-de-l-ecole",
    # (not « du moment que l'on marque une partie de l'école, l'adversaire peut obliger de
    # marquer le tout »: a proviso cited only where a part is marked, bodies.LEAD_WHERE_MET)
    # (not « De la Bredouille »: his article on the bredouille, particular as Guiton's ch. I
    # « Bredouille » is, which it says the same as)
    # the modern rules of Jacquet: a throw and a doublet
    "lalanne.I.coup-simple", "lalanne.I.doublet",
})
"""Articles that take part in every ruling of their kind (module doc, point 1)."""

DEFINITIONS = frozenset(law for law in GENERAL if law.startswith("guiton.I."))
"""Guiton's ch. I, the words of the game: an article that says what a word means (« Tenir, ne
pas s'en aller »), not when it applies. A dispute that uses the word (« Blanc soutient qu'il
doit tenir ») reaches it as closely as is measured, but is answered by the particular article
the reasoning concludes or finds the fault with where the dispute speaks of that one too
(« on ne peut s'en aller si ce trou est acquis par le dé de l'adversaire »): a definition is
read as particular to a dispute only where no such article is."""

ASIDE_UNLESS_NAMED = frozenset({
    # the second to score who marks with one jeton loses the bredouille: said whenever he
    # does, beside whatever is disputed, unless the dispute speaks of it at all
    "guiton.III.bredouille-de-jetons", "lebrun.bredouille-marquee-simple",
    # a hand that only wipes the opponent's points makes no école of its own: said of every
    # such wiping (an excess taken off too late, points a trou left), seldom what is disputed
    "guiton.III.demarquer-pour-faire-ecole", "lebrun.fausse-ecole-par-l-envoi",
    # the plein an impuissance créée leaves standing is kept by impuissance: said beside the
    # claim on the created impuissance, which decides it
    "guiton.VI.conserver-par-impuissance",
})
"""Particular articles the reasoning states wherever their fact occurs: read as general
unless the dispute shares a word with them."""

PARTICULAR_CASE = {
    # at the sortie, a dame touched that the sortant number plays inside must be played so
    "guiton.VII.dame-pour-une-autre": "guiton.III.dames-touchees",
    # the talon touched without a dame lifted binds nothing
    "guiton.III.exception-pile": "guiton.III.dames-touchees",
    # the dice thrown too early and covered: « lorsqu'ils ont eu l'imprudence de jeter ainsi
    # les dés avant le coup consommé, cherchent à en prévenir les suites en couvrant les dés »
    "guiton.III.couvrir-les-des": "guiton.III.ne-pas-jeter-avant",
}
"""Articles that state a rule's own case (module doc, point 3): each with the rule it applies
to one situation, or excepts in it. Either is cited only where its situation occurs. A
dispute that speaks of the rule and of nothing of its case is about the rule's own matter:
the rule then keeps its place (« Noir soutient que Blanc avait achevé son coup quand il a
jeté » puts the moment of the throw in question, not the covering of the dice: kgn-06c)."""

_COUNTED, _CONCLUDED, _FAULT, _EARNED, _GROUNDED, _EXPLAINED = Role
# Under Guiton's law Lebrun's articles are the other opinion. Under Lebrun's, Guiton's laws
# the engine applies are his matters, which bodies.cite_by_body gives Lebrun's articles.
_OTHER_BODY = {"guiton-1822": "lebrun."}


def deciding_first(findings: Findings, items: tuple[EarnedItem, ...] = (),
                   lois: str | None = None, counted: tuple[str, ...] = (),
                   lead: tuple[str, ...] = (), dispute: Dispute | None = None,
                   wording: Callable[[str], tuple[str, ...]] | None = None,
                   general_here: frozenset[str] = frozenset(),
                   finer: Callable[[str], int] | None = None,
                   hearing: Hearing | None = None,
                   forgotten: tuple[str, Callable[[str], bool]] | None = None,
                   near: Mapping[str, int] | None = None) -> tuple[str, ...]:
    """Order ``findings.laws`` so that the article that decides comes first (module doc);
    ``items`` are what the record's throws earned, ``lois`` the record's body of law,
    ``counted`` the laws of what a throw earned where a side miscounted it, ``lead`` the
    laws the decision's own sentences name (:meth:`Findings.decide`), which come first.
    ``general_here``: particular articles of Guiton's that the record's body of law states
    only in a general article (:func:`arbiter.engine.bodies.general_in_his_words`): the
    ruling cites that article for them, so they rank with the general ones. ``finer``: how
    closely the article the ruling cites for a law speaks of the dispute, uncapped
    (:func:`arbiter.engine.bodies.in_his_nearness`), which breaks a tie the reasoning's roles
    leave (module doc). ``hearing``: the dispute read against the fault found (what the loser
    pleads, what the claimant asks, the lines of the other side's acts, whose steps do not
    speak of that plea: :class:`.litige.Hearing`; none without a dispute).
    ``forgotten``: for an omission forgotten whose earning is agreed
    (:func:`.earning_disputed.forgotten`), the clock's article and whether a law that would
    come first does not answer the plea: where it does not, the clock's article leads in the
    place of ``lead`` (« il pouvait marquer après avoir joué »: the earning, not in dispute,
    does not answer the plea, nor an article only the winner's clause reaches; the article that
    says when the time to mark is past does). ``near``: how closely the dispute speaks of each
    law cited (:func:`relevance`), where the caller measured it for these findings, which is
    not measured again where the hearing leaves the dispute whole (no plea set out). Returns
    the laws that led: ``lead``, or the clock's article."""
    role: dict[str, int] = {}

    def mark(law: str | None, tier: int) -> None:
        if law:
            role[law] = min(role.get(law, _EXPLAINED), tier)

    grounds = {(said, law) for said, law, _ in findings.grounds}
    for step in findings.trace:
        # a fault found absent answers only a ruling with no fault (Findings.absent_under)
        concluded = step.step == "conclusion" and not (findings.faults
                                                       and step.law in findings.absent)
        grounded = step.law is not None and (step.text, step.law) in grounds
        mark(step.law, _CONCLUDED if concluded else _GROUNDED if grounded else _EXPLAINED)
    for option in findings.options:
        for law in option.laws:
            mark(law, _CONCLUDED)
    for fault in findings.faults:
        for law in fault.laws:
            mark(law, _FAULT)
    for item in items:
        mark(item.law, _EARNED)
    # a particular article the body of law in force states only in general words, and which
    # the reasoning only explains with (no fault rests on it, no conclusion nor earning is
    # said under it): it ranks with the general articles, and the words its own text shares
    # with the dispute (« trou », which Guiton's says and the general article does not) are
    # not the body's, so they lift it no more than an aside's
    stated_generally = {law for law in general_here if role.get(law, _EXPLAINED) == _EXPLAINED}
    general = GENERAL | stated_generally
    for law in counted:
        if law in general:      # the tariff before the clock; a particular article stays
            mark(law, _COUNTED)
    # a law cited only to name another opinion, or Lebrun's under Guiton's law, never decides
    other = {law for law in findings.opinion_laws if law not in role}
    if lois in _OTHER_BODY:
        other |= {law for law in findings.laws if law.startswith(_OTHER_BODY[lois])}
    named = _named(findings, dispute, wording)
    # an aside the dispute does not name gains nothing from the everyday words of its quote
    # and steps (« oublié », « joué »): it ranks with the general articles, after them
    # a law under which the reasoning found a fault absent, in a ruling that found one under
    # another law, does not answer the dispute: the words it shares with it lift it no more
    # than an aside's (« X a marqué ce que le coup lui donnait » beside the other side's école)
    found_absent = {law for law in findings.absent if role.get(law) != _FAULT} \
        if findings.faults else set()
    # a law the reasoning only names (no step, fault, option nor earning said under it: the
    # article on binding words, cited whenever a leave is spoken) does not answer a ruling that
    # found a fault under another: the words of its heading lift it no more than an aside's
    named_only = {law for law in findings.laws if law not in role} if findings.faults else set()
    hearing = hearing if hearing is not None else Hearing()
    plea, demand = hearing.plea, hearing.demand
    # what is asked, to tell apart two sentences of one article: the claimant's demand, or,
    # where the fault's author pleads nothing, what he asks (« Blanc veut s'en aller après avoir
    # touché une dame … ; Noir le fait tenir et marque huit points d'école »: lr-06)
    asking = demand if demand is not None or dispute is None or plea is not dispute \
        else dispute.first_question().demand()
    heard = (plea, hearing.others) if plea is not None and plea is not dispute else None
    measured = near if near is not None and heard is None \
        else _relevance(findings, dispute, wording, heard)
    relevance = {law: r for law, r in measured.items()
                 if (law not in ASIDE_UNLESS_NAMED or law in named)
                 and law not in stated_generally and law not in found_absent
                 and law not in named_only}
    # a general article is particular to the dispute where what the loser pleads speaks of it
    # as closely as is measured, not the winner's clause in the words of every ruling of its
    # kind (« Noir a marqué l'école »)
    # (« Blanc dit qu'il n'a fait que toucher sa dame sans la lever … ; Noir a marqué
    # l'école »), and where that plea speaks of it more closely than of any particular article
    # cited: it names no particular matter, and the general article it speaks of answers it
    # (« Blanc soutient qu'il comptait encore ses points et n'avait rien joué » is answered by
    # the moment the école is consummated, not by the touched dame he then played)
    # with no fault found, a particular article under which the reasoning only concluded that
    # an école was not made (the trou's winner left nothing but his reste on his jeton) speaks
    # of an école nobody made: where the dispute speaks of the order of marking the reasoning
    # concluded with as closely as of it (and of it less than is measured), it ranks with the
    # general articles, and the order of marking answers who marked first and what the trou
    # wiped (lg-05: « ses dix points, marqués les premiers … effacés par le trou »)
    ordered = max((relevance.get(law, 0) for law in findings.absent if law in general),
                  default=None)
    unmade = frozenset(law for law in findings.absent if law not in general
                       and relevance.get(law, 0) < CAP and ordered
                       and relevance.get(law, 0) <= ordered) \
        if not findings.faults else frozenset()
    asked = {law: r for law, r in _relevance(findings, demand, wording).items()
             if law in relevance}
    # a demand the reasoning refuses in its words (« Le tout d'une n'est pas ouvert à blanc »)
    # is answered by the article it is refused under
    told = _relevance(findings, demand, lambda law: (), steps_of="rejected") \
        if demand is not None else {}
    pleaded, answers = relevance, frozenset[str]()
    if heard is not None:
        pleaded = {law: r for law, r in _relevance(findings, heard[0], wording, heard).items()
                   if law in relevance}
        most = max((r for law, r in pleaded.items() if law not in general), default=0)
        answers = frozenset(law for law in general if pleaded.get(law, 0) > most)
    # a definition the dispute uses the word of yields to a particular article the reasoning
    # concludes or finds the fault with, which the dispute speaks of too (DEFINITIONS)
    defined = DEFINITIONS if any(
        law not in general and relevance.get(law, 0) > 0
        and role.get(law, _EXPLAINED) in (_CONCLUDED, _FAULT) for law in findings.laws
    ) else frozenset()

    reading = Reading(role=role, other=frozenset(other), general=frozenset(general),
                      pleaded=pleaded, defined=defined, answers=answers,
                      unnamed=ASIDE_UNLESS_NAMED - named, unmade=unmade, relevance=relevance,
                      asked=asked, told=told, finer=finer)

    def led_by(leading: tuple[str, ...]) -> tuple[str, ...]:
        """Sort ``findings.laws`` with ``leading`` first, by their :class:`.ranking.Rank`; the
        replay's order, or the order the last sort gave, breaks the remaining ties."""
        first = {law: i for i, law in enumerate(leading)}
        order = {law: i for i, law in enumerate(findings.laws)}
        ranks = {law: rank(law, reading, first, order) for law in findings.laws}
        findings.laws.sort(key=ranks.__getitem__)
        _closer_first(findings, dispute, wording, relevance, lambda law: ranks[law].band, finer)
        _sentences_of_one_article(findings, dispute, wording, relevance, asking)
        for case, rule in PARTICULAR_CASE.items():
            if case in findings.laws and rule in findings.laws and case not in other \
                    and (relevance.get(case, 0) > 0 or relevance.get(rule, 0) == 0):
                findings.laws.remove(case)
                findings.laws.insert(findings.laws.index(rule), case)
        return leading

    led = led_by(lead)
    if forgotten is not None and findings.laws and forgotten[1](findings.laws[0]):
        # a law that does not answer the plea would lead: the clock's article does, the rest in
        # the order found
        led = led_by((forgotten[0],))
    return led


def _closer_first(findings: Findings, dispute: Dispute | None,
                  wording: Callable[[str], tuple[str, ...]] | None,
                  relevance: dict[str, int], band: Callable[[str], tuple[object, ...]],
                  finer: Callable[[str], int] | None = None) -> None:
    """Of two articles that reach the dispute as closely as is measured (:data:`CAP`) and rank
    alike before the reasoning's roles, the one whose words (its own and the steps said under
    it) take in all the dispute's words the other's do, and more, is the closer answer: the
    more particular article on the very point disputed, though the fault rest on the other.
    « Blanc soutient que son « j'adoube » couvrait aussi la seconde dame touchée » is answered
    by « on ne peut jouir du même privilège pour la seconde dame » (Guiton I « Adouber »), not
    by « Toute dame touchée doit être jouée », whose words it shares all but « seconde »
    (lh-12). Where neither's words take in the other's, the roles keep their order. Under
    Lebrun the ruling cites his article for a law, whose words are not the law's: there his
    own nearness (``finer``) tells apart the laws the dispute reaches alike, and this measure
    in Guiton's words is not taken (fk-02)."""
    if dispute is None or wording is None or finer is not None:
        return
    question = dispute.first_question()
    steps: dict[str, list[str]] = {}
    for step in findings.trace:
        if step.law:
            steps.setdefault(step.law, []).extend((step.text.fr, step.text.en))
    reached = [law for law in findings.laws if relevance.get(law, 0) >= CAP]
    shared = {law: question.shares((*wording(law), *steps.get(law, ()))) for law in reached}

    def takes_in(law: str) -> int:
        return sum(1 for other in reached if other != law and band(other) == band(law)
                   and shared[other] < shared[law])

    places = {law: i for i, law in enumerate(findings.laws)}
    findings.laws.sort(key=lambda law: (band(law), -takes_in(law), places[law])
                       if law in shared else (band(law), 0, places[law]))


def _sentences_of_one_article(findings: Findings, dispute: Dispute | None,
                              wording: Callable[[str], tuple[str, ...]] | None,
                              relevance: dict[str, int],
                              asking: Dispute | None = None) -> None:
    """Two sentences of one article (one heading) that the dispute both reaches as closely as
    is measured (:data:`CAP`) are told apart, in the places they hold, by all the words their
    own summary shares with what is asked (``asking``: the claimant's demand, or the author's
    where he pleads nothing), then with the whole dispute (the steps said under each tell of
    the coup, not of the sentence): « Noir veut lui faire jouer le coup entier tout d'une avec
    cette dame » is the clause of « Dame mal posée et abandonnée » on the tout d'une, not its
    opening sentence; « Blanc veut s'en aller après avoir touché une dame » is Lebrun's sentence
    on the bois touched, not the école of the jeton of the same article (lr-06)."""
    if dispute is None or wording is None:
        return
    question = dispute.first_question()
    groups: dict[str, list[str]] = {}
    for law in findings.laws:
        said = wording(law)
        if said and relevance.get(law, 0) >= CAP:
            groups.setdefault(said[0], []).append(law)
    for laws in groups.values():
        if len(laws) < 2:
            continue
        places = sorted(findings.laws.index(law) for law in laws)
        # a sentence the decision's own sentences name (Findings.decide) answers what the
        # record shows (the player's own correction of a dame mal posée) and keeps the first
        # place: a clause only set aside beside it takes it by no everyday word
        ranked = sorted(laws, key=lambda law: (
            law not in findings.deciding,
            -(asking.relevance(wording(law)[1:], cap=None) if asking is not None else 0),
            -question.relevance(wording(law)[1:], cap=None)))
        for place, law in zip(places, ranked, strict=True):
            findings.laws[place] = law


def _named(findings: Findings, dispute: Dispute | None,
           wording: Callable[[str], tuple[str, ...]] | None) -> frozenset[str]:
    """The asides (:data:`ASIDE_UNLESS_NAMED`) whose matter the dispute names: it shares a word
    with the article's heading. Their summary and steps speak of the coup in everyday words
    (« joué », « coup ») that a dispute about something else uses too."""
    if dispute is None or wording is None:
        return frozenset()
    return frozenset(law for law in findings.laws if law in ASIDE_UNLESS_NAMED
                     and wording(law) and dispute.names(wording(law)[0]))


def relevance(findings: Findings, dispute: Dispute | None,
              wording: Callable[[str], tuple[str, ...]] | None) -> dict[str, int]:
    """How closely each law cited speaks of the matter in dispute (:func:`_relevance`), for
    a rule that needs to know whether the dispute names a law's matter at all."""
    return _relevance(findings, dispute, wording)


def _relevance(findings: Findings, dispute: Dispute | None,
               wording: Callable[[str], tuple[str, ...]] | None,
               heard: tuple[Dispute, frozenset[int]] | None = None,
               steps_of: str | None = None) -> dict[str, int]:
    """How closely each law speaks of the matter in dispute (:mod:`.litige`): its heading and
    summary (``wording``), and the steps of the reasoning that apply it (``steps_of``: only
    those of that kind, « rejected »).

    ``heard``: the loser's plea, where the dispute sets it out, and the lines of the other
    side's acts. What the loser pleads is about his own acts: a step said of an act of the
    other side shares with the dispute only words that are not the plea's. « Noir soutient que
    son école de deux points est due ; Blanc la lui a ôtée et l'a marquée pour lui » is not
    about the step « Blanc marque l'école de 2 points ; elle était due », which says that
    Blanc's école was due, not Noir's: the victim's option to mark it (« On n'est pas obligé de
    marquer une école ») would otherwise answer Noir's plea in the place of « Fausse école »."""
    if dispute is None or wording is None:
        return {}
    dispute = dispute.first_question()
    others = heard[1] if heard is not None else frozenset()
    steps: dict[str, list[str]] = {}
    told: dict[str, list[str]] = {}
    for step in findings.trace:
        if step.law and steps_of in (None, step.step):
            said = told if step.line in others else steps
            said.setdefault(step.law, []).extend((step.text.fr, step.text.en))
    if heard is None or not told:
        return {law: dispute.relevance((*wording(law), *steps.get(law, ())))
                for law in findings.laws}
    return {law: min(CAP, len(dispute.shares((*wording(law), *steps.get(law, ())))
                              | (dispute.shares(told.get(law, ())) - heard[0].words)))
            for law in findings.laws}
