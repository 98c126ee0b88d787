"""Which finding of a settlement answers the dispute, so that « Réponse » says it before the
payment.

A séance's record may put a question about one point of the account (« Noir, qui s'en est
allé au premier marqué, réclame le dé » is about the dé, not about what he pays). The
settlement answers every point as a :class:`~arbiter.ecrire.settlement.Finding` with a topic;
the answer in one sentence is the finding on the point the claim names, then the payment. The
rule is the one the coups follow (:mod:`arbiter.engine.answer`): the claim is the ``[Litige]``
without its circumstances between commas (:attr:`arbiter.engine.litige.Dispute.claim_text`),
and a topic is named by the words a club uses for it. A finding speaks of what its topic's
words name, and of what its own text says in those words (a refait that gives « le dé »).
Of the findings that speak of what the claim names, the one named first in the claim
answers (« il garde le dé après le refait » is about the dé), of two phrases that overlap the
longer (« la queue des jetons », not « la queue »); then by its topic before by its text;
and the last found on a tie (the account's conclusion on that point). Without a ``[Litige]``,
or with a claim that names nothing found, the payment alone answers.

What is claimed comes after the verb that claims it (« réclame le dé », « soutient que … »): a
phrase there is the claim's object and comes before a phrase of its subject (« Jules, qui s'en
est allé au refait, réclame le dé » is about the dé). A phrase names its topic, so a finding
that speaks of the topic in any of its words answers it (« réclame le dé », « garde la
priorité du dé »). A dispute that names one marqué (« au troisième marqué », « marqué 3 ») is
answered by what is found on that marqué first, and of the order of a table by its clause for
that marqué; « après un refait », « le marqué rejoué » name the marqué replayed, and a score
« sept contre deux » the one marqué won by those trous against those. A claim whose object is a
figure and nothing else (« Blanc réclame seize ») is of a marqué's value: the topic its subject
names (« le marqué en bredouille de Blanc ») says which marqué, and the payment answers, with
that marqué's own laws (« on double … avant la déduction »). « seize » alone is such a figure,
not the sixteen dames.

A dispute has two sides, and the side that pays states its own by what it offers (« Charles
offre la consolation double »): that is a claim's verb too. A claim whose object is a pronoun
(« Jules la réclame triple », « Jules en réclame quatre ») claims what the clause before it
named, and is read from that clause's verb, circumstances kept. A phrase the claim names after
its verb is ranked where it names it there (« il offre 8 fiches », after « à dix la fiche »).

A clause between commas that holds the claim's verb is the claim, not a circumstance of it
(« Charles, vacant, réclame de Jules, marqué, la consolation doublée »). The claimant is the
player named as the verb's subject (« entre Jules et Paul, Paul réclame »: Paul); a finding
that names a player the dispute never names, and not the claimant, is about that player's due
(the vacant Charles's consolation does not answer Paul's), and of two findings otherwise equal
the one said of the claimant answers.

The laws cited first are those of the answering finding (:func:`deciding_laws`), the article
that speaks of what the claim names first: the order of a table rests on the seats'
alternation and on the dé's priority, and a claim of « le dé » is answered by the priority's
article (« aux marqués suivants cette priorité appartient de droit au joueur restant »). The
séance's own body of law keeps its place before the other's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from arbiter.engine.litige import Dispute

NAMED_BY: Mapping[str, tuple[str, ...]] = {
    "de": ("le dé", "du dé", "au dé", "priorité"),
    "depart": ("s'en va", "s'en aller", "s'en est allé", "s'en allant", "parti", "départ",
               "marqué était fini", "marqué est fini", "finit le marqué", "fin du marqué"),
    "queue": ("la queue", "de queue", "les queues"),
    "queue-jetons": ("queue des jetons", "queue de jetons", "jetons des marqués",
                     "placés aux marqués"),
    "paris": ("pari", "postillon"),
    # a claim names the kind of a marqué as its attribute too (« le troisième marqué est
    # simple »): which kind it is, is the bredouille's question
    "bredouille": ("bredouille", "marqué double", "marqué simple", "marqué quadruple",
                   "est simple", "est double", "est quadruple", "soit simple", "soit double",
                   "soit quadruple", "était simple", "était double", "était quadruple"),
    "pavillon": ("pavillon",),
    "marque": ("octuple", "sextuple", "seize fois", "progression"),
    "refait": ("refait",),
    "consolation": ("consolation",),
    # « seize » alone is a figure too (« Blanc réclame seize »: sixteen jetons), not the dames
    "seize-dames": ("seize dames", "seizième dame", "dame de plus"),
    "fiches": ("fiche",),
    "avantage": ("avantage",),
    "vacant": ("vacant",),
    "poule": ("poule", "la masse"),
    "entree": ("entrée", "entre dans"),
    "rentree": ("rentrée", "rentre", "seconde contribution", "de nouveau"),
    "societe": ("associé", "société", "chouette"),
    "ordre": ("l'ordre", "à son tour", "son tour", "céder la place", "cède la place",
              "cède sa place", "fait place", "faire place", "se retire", "se retirer"),
}
"""The words by which a claim names a topic of the account (French, as headers are written)."""

_TOPIC_OF = {p: topic for topic, phrases in NAMED_BY.items() for p in phrases}
# a claim's verb, said by one player or by a society (« Paul et Louis soutiennent »); the side
# that pays states its own in what it offers (« Charles offre la consolation double »)
_VERB = re.compile(r"\b(réclament|réclame|soutiennent|soutient|contestent|conteste|demandent|"
                   r"demande|prétendent|prétend|refusent|refuse|exigent|exige|veulent|veut|"
                   r"offrent|offre|proposent|propose)\b")
# the verb of the clause a pronoun object stands for: a claim's, or what the side that pays
# pays (« Blanc paie la consolation doublée (huit) ; Noir la réclame triple »: la consolation).
# Paying is not a claim by itself: what is paid beside a claim is granted (« paie un postillon
# … mais n'offre que huit jetons »)
_ANTECEDENT = re.compile(_VERB.pattern.removesuffix(r")\b") + r"|paient|paie)\b")
# a claim's object said by a pronoun before its verb (« Jules la réclame triple », « Jules en
# réclame quatre »): it stands for what the other side's clause named
_PRONOUN = re.compile(r"(?:\b(?:la|le|les|en)\s+|\bl')$")
# the marqué replayed after a refait, named as such (« le marqué rejoué », « recommencé »,
# « après deux refaits de suite »)
_REPLAY = re.compile(r"\brejoué|\brecommencé|\baprès (?:un|le|les|deux|trois|quatre|\d+) "
                     r"refaits?\b")
# the subject of what is claimed: the words right after « soutient que », « veulent que » (« que
# chaque société reprenne les jetons des marqués » is about the jetons, said of the société)
_SUBJECT = re.compile(_VERB.pattern + r"\s+qu(?:e\s+|')(?:(?:le|la|les|chaque|son|sa|ses|leur|"
                      r"leurs)\s+|l')?$")
_ORDINALS = ("premier", "second", "troisième", "quatrième", "cinquième", "sixième",
             "septième", "huitième", "neuvième", "dixième", "onzième", "douzième",
             "treizième", "quatorzième", "quinzième")
_NTH = re.compile(r"\b(premier|second|deuxième|" + "|".join(_ORDINALS[2:])
                  + r")\s+marqué\b|\bmarqué\s+(\d+)\b")
_CLAUSE = re.compile(r"(?=\bmarqué \d+\b)")
_NUMBERS = ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
            "onze", "douze", "treize", "quatorze", "quinze", "seize")
_NUMBER = r"(\d+|" + "|".join(_NUMBERS) + r")"
# a marqué named by its trous, the winner's against the loser's (« sept contre deux »)
_SCORE = re.compile(rf"\b{_NUMBER}\s+contre\s+{_NUMBER}\b")
# what is claimed is a figure, nothing else (« Blanc réclame seize », « n'offre que 14 jetons »)
_TENS = r"(?:dix|vingt|trente|quarante|cinquante|soixante|quatre-vingt|cent)s?"
_FIGURE = re.compile(rf"(?:que\s+|qu')?(?:{_NUMBER}|{_TENS}(?:(?:-et)?-[a-z]+)?)"
                     r"(?:\s+jetons?)?")


def _number(word: str) -> int:
    """A figure said in digits or in words up to sixteen (the trous of a marqué)."""
    return int(word) if word.isdigit() else _NUMBERS.index(word)


def scored_marque(dispute: str | None, marques: Sequence[Mapping[str, Any]]) -> int | None:
    """The number of the one won marqué the ``[Litige]`` names by its trous, the winner's
    against the loser's (« le marqué en bredouille de Blanc (sept contre deux) »); None when
    it names none, or a score more than one marqué or none has."""
    if not dispute:
        return None
    found = set()
    for won, lost in _SCORE.findall(dispute.lower()):
        score = (_number(won), _number(lost))
        found |= {m.get("number") for m in marques if m.get("status") == "won"
                  and (m.get("trous") or {}).get(m.get("winner")) == score[0]
                  and (m.get("trous") or {}).get(m.get("loser")) == score[1]}
    return found.pop() if len(found) == 1 else None


def named_marque(dispute: str | None) -> int | None:
    """The number of the one marqué the whole ``[Litige]`` names (« au troisième marqué »,
    « marqué 3 »), circumstances included; None when it names none or several."""
    if not dispute:
        return None
    found = set()
    for word, digits in _NTH.findall(dispute.lower()):
        found.add(int(digits) if digits else
                  2 if word == "deuxième" else _ORDINALS.index(word) + 1)
    return found.pop() if len(found) == 1 else None


def answering(dispute: str | None, findings: Iterable[Mapping[str, Any]],
              marques: Sequence[Mapping[str, Any]] = (), names: Iterable[str] = ()
              ) -> str | None:
    """The text of the finding (as ``settlement.v1`` gives it: ``topic``, ``text``, ``line``)
    that answers the claim of ``dispute``, or None when the claim names no topic found.
    ``marques`` (``number``, ``line``) tell which lines are the marqué the dispute names;
    ``names`` are the players', of whom the claim may name the one it is about."""
    found = answering_finding(dispute, findings, marques, names)
    return None if found is None else found["text"]


def marque_lines(marques: Sequence[Mapping[str, Any]], nth: int) -> set[int]:
    """The lines of marqué ``nth``: the line that ends it and the lines before it since the
    marqué before (its refaits, the leaves that did not end it), which are that marqué too."""
    lines: set[int] = set()
    pending: list[int] = []
    for m in sorted(marques, key=lambda m: m.get("line") or 0):
        number, line = m.get("number"), m.get("line")
        if number is None or m.get("status") != "won":
            pending.append(line)
            if number == nth:
                lines.add(line)
            continue
        if number == nth:
            lines.update(pending)
            lines.add(line)
        pending = []
    return lines


def deciding_laws(dispute: str | None, findings: Sequence[Mapping[str, Any]],
                  marques: Sequence[Mapping[str, Any]] = (), names: Iterable[str] = (),
                  lois: str | None = None) -> tuple[str, ...]:
    """The laws that decide the point the claim is about, to be cited first: those of the
    finding that answers it, or, when the claim names one marqué and no finding answers it,
    that marqué's own (its value is the point).

    A finding may rest on several articles (the order of a table on the seats' alternation and
    on the dé's priority): of its laws, those whose article speaks of what the claim names
    (:func:`speaks_of`: « le dé » is « Le dé du premier marqué se tire ; ensuite il est au
    joueur qui reste », not « … cède la place à son associé ») come first, the more particular
    article answering the question put before the general one; a law of the other body of law
    does not pass one of the séance's own (``lois``), whose article on the matter leads."""
    answered = _answering(dispute, findings, marques, names)
    if answered is not None:
        found, phrase = answered
        return speaking_first(tuple(found.get("laws") or ()), _TOPIC_OF[phrase], lois)
    named = named_marque_result(dispute, marques)
    return tuple(named.get("laws") or ()) if named is not None else ()


def _wording(law_id: str) -> str | None:
    """An article's heading and summary, lower case, as a claim's words are compared with it
    (None for a law missing from the base)."""
    from arbiter.laws import load_laws

    base = load_laws()
    if law_id not in base:
        return None
    law = base.get(law_id)
    return f"{law.article} {law.summary.fr}".lower().replace("’", "'")


def speaks_of(law_id: str, topic: str) -> bool:
    """Whether the article ``law_id`` speaks of ``topic`` in the words a claim names it by
    (:data:`NAMED_BY`), whole words of its heading or its summary."""
    said = _wording(law_id)
    # a whole word here, or its plural (« le dé » is not « le début »)
    return said is not None and any(
        re.search(r"(?<!\w)" + re.escape(phrase) + r"[sx]?(?!\w)", said)
        for phrase in NAMED_BY[topic])


def speaking_first(laws: tuple[str, ...], topic: str, lois: str | None = None
                   ) -> tuple[str, ...]:
    """``laws`` with those that speak of ``topic`` first (:func:`speaks_of`), the séance's own
    body of law before the other (``lois``: « guiton-1822 », « lebrun-1828 »), each in the
    order the reasoning gave."""
    own = (lois or "").split("-")[0]

    def other_body(law: str) -> bool:
        return bool(own) and law.split(".")[0] in ("guiton", "lebrun") \
            and law.split(".")[0] != own
    return tuple(sorted(laws, key=lambda law: (other_body(law), not speaks_of(law, topic))))


def disputed_marque(dispute: str | None, marques: Sequence[Mapping[str, Any]]) -> int | None:
    """The number of the marqué the claim is about: one its claim names (« réclame … au
    troisième marqué »), or « le marqué rejoué » (« recommencé », « après un refait ») when one
    marqué was replayed after a refait,
    before one the circumstances name (« Louis, qui n'entre qu'au troisième marqué, réclame …
    du marqué rejoué » is about the replay)."""
    read = Dispute.of(dispute)
    if read is None:
        return None
    claim = claim_text(read)
    nth = named_marque(claim)
    if nth is None and _REPLAY.search(claim):
        replays = {m.get("number") for m in marques
                   if m.get("status") == "won" and (m.get("refaits_before") or 0) > 0}
        nth = replays.pop() if len(replays) == 1 else None
    if nth is None:
        nth = named_marque(dispute)
    return nth if nth is not None else scored_marque(dispute, marques)


def named_marque_result(dispute: str | None, marques: Sequence[Mapping[str, Any]]
                        ) -> Mapping[str, Any] | None:
    """The won marqué the ``[Litige]`` is about (:func:`disputed_marque`), if any."""
    nth = disputed_marque(dispute, marques)
    return next((m for m in marques if nth is not None and m.get("number") == nth
                 and m.get("status") == "won"), None)


def names_topic(dispute: str | None, topic: str) -> bool:
    """Whether what the ``[Litige]`` claims names ``topic`` (:data:`NAMED_BY`)."""
    read = Dispute.of(dispute)
    if read is None:
        return False
    claim, _ = _object_clause(read)
    return any(_at(claim, phrase) >= 0 for phrase in NAMED_BY[topic])


def claimant_side(dispute: str | None, names: Mapping[str, str]) -> str | None:
    """The side (``names``: each side's key, « blanc », « noir », to its player's name) of the
    player who claims (:func:`_claimant`); None where the claim names none."""
    read = Dispute.of(dispute)
    if read is None:
        return None
    who = _claimant(read, names.values())
    for side, name in names.items():
        if side in who or (name and name.lower() in who):
            return side
    return None


def answering_finding(dispute: str | None, findings: Iterable[Mapping[str, Any]],
                      marques: Sequence[Mapping[str, Any]] = (), names: Iterable[str] = ()
                      ) -> Mapping[str, Any] | None:
    """The finding that answers the claim (:func:`answering`), its text cut to the named
    marqué's clause when it is the order of a table."""
    answered = _answering(dispute, findings, marques, names)
    return None if answered is None else answered[0]


def _answering(dispute: str | None, findings: Iterable[Mapping[str, Any]],
               marques: Sequence[Mapping[str, Any]] = (), names: Iterable[str] = ()
               ) -> tuple[Mapping[str, Any], str] | None:
    """The finding that answers the claim (:func:`answering_finding`) and the phrase of the
    claim by which it answers it."""
    read = Dispute.of(dispute)
    if read is None:
        return None
    claim, verb = _object_clause(read)
    spans = {p: (_at(claim, p), _at(claim, p) + len(p))
             for phrases in NAMED_BY.values() for p in phrases if _at(claim, p) >= 0}
    # of two phrases that overlap, the longer is what the claim says (« la queue des jetons »)
    named = [p for p, (a, b) in spans.items()
             if not any(len(q) > len(p) and c < b and a < d for q, (c, d) in spans.items())]
    after = verb.start() if verb else 0
    # what the claim says after its verb, to the end of its clause (« réclame de Charles la
    # consolation doublée »; not the answer « ; Paul répond que … »)
    said = claim[after:].split(";")[0]
    if verb is not None and _FIGURE.fullmatch(said[verb.end() - after:].strip(" .!")):
        # what is claimed is a figure (« Blanc réclame seize »): the value of a marqué, its
        # payment; a topic the claim names before its verb says which marqué it is (« le
        # marqué en bredouille de Blanc »), not what is claimed of it
        return None
    about = (frozenset(n.lower() for n in names if n and n.lower() in said), _stems(said))
    # the players the dispute does not name at all: a finding said of one of them is about
    # another player's due (« Paul réclame de Jules la consolation doublée » is not the vacant
    # Charles's consolation, though Jules pays both)
    strangers = frozenset(n.lower() for n in names
                          if n and not re.search(rf"(?<!\w){re.escape(n.lower())}(?!\w)",
                                                 read.text))
    claimant = _claimant(read, names)
    findings = list(findings)
    nth = disputed_marque(dispute, marques)
    if nth is not None:
        lines = marque_lines(marques, nth)
        on_it = [_clause(f, nth) if f.get("topic") == "ordre" else f for f in findings
                 if f.get("line") in lines or f.get("topic") == "ordre"]
        best = _best(named, claim, after, [f for f in on_it if f is not None], about,
                     claimant, strangers)
        if best is not None:
            return best
    return _best(named, claim, after, findings, about, claimant, strangers)


_ASIDE = re.compile(r",([^,]*),")


def claim_text(read: Dispute) -> str:
    """What is claimed: the ``[Litige]`` without its circumstances set between commas
    (:attr:`arbiter.engine.litige.Dispute.claim_text`), but for a clause between commas that
    holds the claim's verb, which is the claim itself, not a circumstance of it (« Charles,
    vacant, réclame de Jules, marqué, la consolation doublée » claims the consolation from
    Jules): it is kept, and the comma that closes it may open the next circumstance."""
    text, out, at = read.text, [], 0
    while (found := _ASIDE.search(text, at)) is not None:
        if _VERB.search(found.group(1)):
            out.append(text[at:found.end() - 1])
            at = found.end() - 1
        else:
            out.append(text[at:found.start()] + " ")
            at = found.end()
    return "".join(out) + text[at:]


_NOT_SUBJECT = re.compile(r"(?:\b(?:de|d'|à|au|aux|entre|et|contre|pour|avec|sur|par|que|"
                          r"qu')\s*|[-'])$")


def _claimant(read: Dispute, names: Iterable[str]) -> frozenset[str]:
    """The player who claims: in the whole ``[Litige]``, the last player (name or colour)
    named before the first verb of claiming in its clause, not after a word that makes him
    an object (« entre Jules et Paul, Paul réclame »: Paul; « Noir, qui avait pris trois trous
    avant le pavillon de Blanc, ne veut payer »: Noir). Empty when none is."""
    verb = _VERB.search(read.text)
    if verb is None:
        return frozenset()
    start = read.text.rfind(";", 0, verb.start()) + 1
    before = read.text[start:verb.start()]
    found = [(m.start(), n) for n in (*(n.lower() for n in names if n), "blanc", "noir")
             for m in re.finditer(rf"(?<![\w-]){re.escape(n)}(?![\w-])", before)
             if not _NOT_SUBJECT.search(before[:m.start()])]
    return frozenset((max(found)[1],)) if found else frozenset()


def _object_clause(read: Dispute) -> tuple[str, re.Match[str] | None]:
    """The claim and its verb. A claim whose object is a pronoun (« Jules la réclame triple »)
    claims what the clause before it named (« Charles offre la consolation double, Jules la
    réclame triple »): it is read in the whole ``[Litige]``, circumstances kept (a clause set
    between commas may be that antecedent), from that clause's verb; without one, as it is."""
    claim = claim_text(read)
    verb = _VERB.search(claim)
    if verb is None or not _PRONOUN.search(claim[:verb.start()]):
        return claim, verb
    text = read.text
    verbs = list(_ANTECEDENT.finditer(text))
    at = next((i for i, m in enumerate(verbs)
               if m.group() == verb.group() and _PRONOUN.search(text[:m.start()])), None)
    if not at:      # not found again, or nothing before it to stand for
        return claim, verb
    return text, verbs[at - 1]


_WORD = re.compile(r"[a-zàâçéèêëîïôöûùüÿœ]+")
_COMMON = frozenset(("pour", "dans", "avec", "sans", "mais", "donc", "dont", "elle", "leur",
                     "cett", "celui", "celle", "plus", "comme", "tout", "toute", "avoir",
                     "être", "qu'il", "parce", "alors", "aussi", "encor", "jeton", "autre"))


def _at(claim: str, phrase: str, start: int = 0) -> int:
    """Where ``phrase`` first begins a word of ``claim`` from ``start`` (-1 if nowhere): « le dé »
    is not named by « double déjà »; a phrase may still end inside a word (« refaits »,
    « rentrer »)."""
    found = re.compile(r"(?<!\w)" + re.escape(phrase)).search(claim, start)
    return found.start() if found else -1


def _named_at(claim: str, phrase: str, after: int) -> int:
    """Where the claim names ``phrase``: after its verb if it does there (« il offre 8 fiches »,
    though « à dix la fiche » came before), else where it first does."""
    there = _at(claim, phrase, after)
    return there if there >= 0 else _at(claim, phrase)


def _stems(text: str) -> set[str]:
    """The words of ``text`` that can say what it is about, cut to five letters (« rentre »
    and « rentrée », « double » and « doublée » are one word here)."""
    return {w[:5] for w in _WORD.findall(text.lower()) if len(w) >= 4} - _COMMON


def _best(named: list[str], claim: str, after: int,
          findings: Iterable[Mapping[str, Any]],
          about: tuple[frozenset[str], set[str]] = (frozenset(), set()),
          claimant: frozenset[str] = frozenset(), strangers: frozenset[str] = frozenset()
          ) -> tuple[Mapping[str, Any], str] | None:
    """Of the findings on what the claim names, the best: a phrase after the verb, not the
    subject of what is claimed (« soutient que le refait comptait … »), the first named, the
    longer; then one of the phrase's own topic or that names the player the claim
    is about, unless it names a player the dispute does not and not the claimant
    (``strangers``: it is about his due; one of the two counts as much as the other, both
    more); then the one that
    shares most words with what the claim says (« doublée », « rejoué »); then one that says
    it of the claimant, its first word (« Noir, ayant pris ses six trous de suite, réclame le
    marqué double » is about noir's series, not blanc's in the next marqué); the last found on
    a tie. With the finding, the phrase of the claim by which it answers it."""
    players, words = about
    best, best_rank, by = None, None, ""
    for finding in findings:
        topic = finding["topic"]
        text = finding["text"].lower()
        # a finding that names a player the dispute does not, and not the claimant, is
        # about another player's due
        other = any(n in text for n in strangers) and not any(n in text for n in claimant)
        player = any(n in text for n in players) and not other
        shared = len(words & _stems(text))
        first = _WORD.match(text)
        said_of = first is not None and first.group() in claimant
        ranks = [((_named_at(claim, p, after) >= after, not _yields(claim, p, named),
                   -_named_at(claim, p, after), len(p),
                   int(player) + int(_TOPIC_OF[p] == topic), shared, said_of), p)
                 for p in named
                 if _TOPIC_OF[p] == topic or any(q in text for q in NAMED_BY[_TOPIC_OF[p]])]
        if ranks and (best_rank is None or max(ranks)[0] >= best_rank):
            best_rank, by = max(ranks)
            best = finding
    return None if best is None else (best, by)


def _yields(claim: str, phrase: str, named: list[str]) -> bool:
    """``phrase`` is the subject of what is claimed (right after « soutient que ») and the same
    clause names another topic, which is what it says of that subject (« que chaque société
    reprenne les jetons des marqués »: the jetons); a subject the clause says nothing else
    named of (« que la queue lui revient, ayant … ») is what is claimed, and does not yield."""
    at = _at(claim, phrase)
    if not _SUBJECT.search(claim[:at]):
        return False
    end = min((i for i in (claim.find(c, at) for c in ",;.") if i >= 0), default=len(claim))
    return any(at + len(phrase) <= _at(claim, q) < end for q in named if q != phrase)


def _clause(finding: Mapping[str, Any], nth: int) -> Mapping[str, Any] | None:
    """The order of a table said for marqué ``nth`` alone (its clauses, a replay's included)."""
    parts = [p.strip().rstrip(";.").strip() for p in _CLAUSE.split(finding["text"])
             if re.match(rf"marqué {nth}\b", p)]
    if not parts:
        return None
    return {**finding, "text": " ; ".join(parts) + "."}


_REPLY = re.compile(r"\b(répond|réplique|objecte|rétorque)\b")


def reply(dispute: str | None) -> str | None:
    """The clause of the claim that replies to it (« … ; Paul répond que celui qui a marqué
    se retire »), what follows its verb; None without one."""
    read = Dispute.of(dispute)
    if read is None:
        return None
    for clause in claim_text(read).split(";"):
        found = _REPLY.search(clause)
        if found is not None:
            return clause[found.end():]
    return None


def answered_reply(dispute: str | None, finding: Mapping[str, Any]) -> str | None:
    """The other opinion of the finding that answers the claim, when the claim's reply is that
    opinion (they share a word that says what they are about): a dispute of two sides is
    answered on both, the reply by the opinion the body of law named does not follow."""
    other = finding.get("other_opinion")
    said = reply(dispute)
    if not other or said is None or not _stems(said) & _stems(other):
        return None
    return other
