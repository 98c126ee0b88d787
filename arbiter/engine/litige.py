"""What the dispute is about: the record's ``[Litige]`` read as a referee reads it.

A referee is handed a question (« Noir soutient que ses six points, non effacés à temps, lui
restent ») and answers it with the article that speaks of that matter: here « Oubli d'effacer
les points de l'adversaire », not the articles every ruling of the kind rests on. The
engine's reasoning finds every law that bears on the coup; this module says which of them the
question is about, from the words they share with it:

* a law's words are its heading and our summary of it (the law base), and the steps of the
  reasoning that apply it (what the law was found to say of this coup), in French and in
  English, so that a dispute written in either is read;
* the dispute's words are the ``[Litige]`` header's, without the words every dispute uses
  (the players' colours and names, « marque », « points », « soutient »…), accents and case
  aside, each cut to its first letters so that « effacés » meets « effacer »;
* a law's *relevance* is how many words it shares with the dispute (at most :data:`CAP`:
  beyond a few, more words say more about the length of a summary than about the matter).

:mod:`.citing` puts the most relevant law first among those the reasoning gives the same
weight; :mod:`.disputed` uses the same reading to tell which fault the dispute names.
Without a ``[Litige]`` every law is as relevant as another, and the order is the reasoning's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from arbiter.value import Value, value_class
from arbiter.words import fold

CAP = 3
"""The most shared words that count: past three, the match is as good as certain."""

_STEM = 6
"""Letters kept of each word: enough to tell « effacer » from « efforts », few enough that
« effacés », « efface » and « effacer » are one word."""

# Words that every dispute and every article of marking uses, and that say nothing of the
# matter in dispute (folded, as they are compared).
_COMMON = frozenset(fold(w)[:_STEM] for w in (
    "le", "la", "les", "de", "des", "du", "un", "une", "et", "a", "au", "aux", "en", "pour",
    "par", "sur", "que", "qui", "ne", "pas", "non", "il", "ils", "elle", "elles", "son", "sa",
    "ses", "leur", "leurs", "lui", "se", "ce", "cet", "cette", "ces", "est", "sont", "etait",
    "avait",
    "avoir", "ete", "etre", "fait", "faire", "ont", "on", "dans", "plus", "moins", "mais", "ou",
    "si", "sans", "avec", "comme", "tout", "tous", "toute", "toutes", "deux", "trois", "quatre",
    "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "point", "points", "noir",
    "blanc", "jules", "charles", "soutient", "pretend", "dit", "dire", "marque", "marquer",
    "marques", "marquee", "coup", "coups", "jeu", "ligne", "peut", "doit", "avant", "apres",
    # the same in English, for a dispute written in English
    "the", "and", "that", "his", "her", "him", "has", "had", "was", "were", "for", "with",
    "from", "not", "but", "all", "one", "two", "three", "four", "five", "six", "mark", "marks",
    "marked", "black", "white", "says", "claims", "throw", "line", "before", "after", "may",
    "must", "can", "game"))


_STAYS = re.compile(r"\b(je|tu|il|elle|on|qui)\s+(ne\s+)?reste\b")
"""« reste » said of a player who stays (« je reste », « il ne reste pas »): the verb
« rester », not the points « de reste » left over a trou, which the same letters spell."""


_TENIR = re.compile(r"\b(tenir|tiens|tient|tenu)\b(?!\s+(son|le|leur|ses|sa)\s+plein)")
_LEAVING = re.compile(r"\bs'en (aller|va|vont|alle)\b|\bm'en vais\b|\bpartir\b")
"""« tenir » beside words of leaving is to stay (Guiton ch. I « Tenir, ne pas s'en aller »:
« il peut s'en aller, comme il peut tenir, c'est-à-dire continuer »), not to keep one's plein
(ch. I « Conserver ou tenir son plein »), which the same word says elsewhere (« six pour
tenir »): a text that speaks of leaving reads it as « rester » (:func:`words`)."""


_TOUT_D_UNE = re.compile(r"\btout d'une\b")
"""« Tout d'une », one dame carrying both numbers (Guiton ch. I): a matter of its own, whose
words « tout », « une » every sentence uses; read as one word so that a dispute over the tout
d'une meets the articles and the steps that speak of it."""


_DUTY_CLAIMED = re.compile(r"\bdev(?:ait|aient|rait|raient)\b(?=\s+(?:pas\s+)?(?:(?:la|le|les|lui|"
                           r"leur|se|en|y)\s+|l'|s')?[a-z]+(?:er|ir|re)\b)")
"""A duty a dispute says a side was under: « devait » before an infinitive (« il devait la
marquer »), not « devait » of a debt (« à qui il devait une école »)."""

_DUTY_DENIED = re.compile(r"\bpas oblige|\bn'est tenu|\bnot obliged|\bbe compelled")
"""The words in which an article denies such a duty: « l'adversaire n'est pas obligé de la
marquer » (Guiton III), « Nul n'est tenu d'envoyer l'adversaire à l'école » (Lebrun). « doit »,
which every rule says, and « oblige » said of a duty that binds (« cette parole l'oblige à s'en
aller ») are not read so."""

_DUTY = "astreint"
"""The one word both are read as (:func:`words`): a claim that a side was bound to act is
about the article that says he was not; a word no article nor dispute spells."""


def words(text: str) -> frozenset[str]:
    """The words of ``text`` that can name a matter: folded, cut to their stem, the common
    ones left out. « Je reste » is read as « rester » (:data:`_STAYS`): a dispute about the
    points de reste is not about the word that binds one to stay; « tenir » said beside
    words of leaving is that word too (:data:`_LEAVING`), not the plein kept. A duty claimed
    (« il devait la marquer ») and a duty denied (« n'est pas obligé ») are one word
    (:data:`_DUTY`)."""
    folded = _STAYS.sub(lambda m: m.group(0)[:-len("reste")] + "rester", fold(text))
    folded = _TOUT_D_UNE.sub("toutdune", folded.replace("’", "'"))
    folded = _DUTY_CLAIMED.sub(_DUTY, folded)
    if _DUTY_DENIED.search(folded):
        folded += " " + _DUTY
    if _LEAVING.search(folded):
        folded = _TENIR.sub("rester", folded)
    return frozenset(w[:_STEM] for w in re.findall(r"[a-z]+", folded)
                     if len(w) > 2 and w[:_STEM] not in _COMMON)


_TOO_LATE = re.compile(r"\btrop tard\b|\btardi(?:f|ve|fs|ves|vement)\b|\btoo late\b")
"""The plain words of a dispute that says a claim or a mark came after its term (« trop
tard », or its adjective: « Noir la dit tardive »)."""

_PLEADS = (r"(?:dit|soutient|pretend|repond|affirme|objecte|proteste|plaide|says|claims|"
           r"argues|replies|maintains)\b")
"""The verbs by which a side pleads, in a clause of the dispute whose subject he is."""

_ASKS = re.compile(r"\b(?:veut|veulent|voudrait|reclame|reclament|demande|demandent|exige|"
                   r"exigent|wants|demands)\b([^;,]*)")
"""A verb by which a side asks something of the arbiter, and what he asks, to the end of the
clause (:meth:`Dispute.demand`)."""


def _subject(speaker: Iterable[str]) -> re.Pattern[str] | None:
    """A clause (folded) whose subject is ``speaker`` (his colour, his name): it begins with
    one of them. None where he has neither. One reading for what he asks, what the others ask
    and what the others say (:meth:`Dispute.asked_by`, :meth:`Dispute.demand`,
    :meth:`Dispute.not_by`)."""
    said = [re.escape(fold(n).strip()) for n in speaker if n and n.strip()]
    return re.compile(rf"^\s*(?:{'|'.join(said)})\b") if said else None


_WORTH = r"(gagn\w*|vaut|valait|valu)"
_DENIED = re.compile(rf"\b(rien|pas)\b[^;,.]{{0,20}}\b{_WORTH}|\b{_WORTH}\b[^;,.]{{0,20}}\brien\b")
"""The words in which a dispute denies that a throw earned (« il n'a rien gagné », « on ne
gagne rien », « il ne vaut rien »): Lebrun's « ce qu'il gagne », the tariff's « vaut », denied.
« Les quatre points qu'il gagnait à faux » says he forgot them, not that they were not his.
Read in what is claimed (:meth:`Dispute.denies_earning`): an omission so pleaded is a denial of
the earning, which its own article answers (:mod:`.earning_disputed`)."""

_NOT_MADE = re.compile(r"\b(pas|point)\b[^;,.]{0,12}\bfai(t|ts|te)\b")
"""The words in which a dispute says the jan or plein was not made (« dit n'avoir pas fait le
jan de trois coups », fr-08): the earning denied, not a marking forgotten. Read in what is
claimed (:meth:`Dispute.denies_made`)."""

_ASIDE = re.compile(r",[^,]*,")
"""A circumstance set between two commas inside the claim."""


@value_class
class Dispute(Value):
    """The question put to the arbiter: its text (lower case, apostrophes plain, for the
    phrases that name a fault) and its words (for the laws that speak of it)."""

    text: str
    words: frozenset[str]
    claim: frozenset[str] = frozenset()
    """The words of what is claimed, without the circumstances set between commas
    (« Noir soutient que Blanc, ayant effacé les points de trop, ne peut plus s'en aller » claims
    that Blanc may not leave: the wiping is the ground he gives, not the question)."""
    claim_text: str = ""
    """What is claimed, as :attr:`text` is written (lower case), for the phrases that name a
    matter (« le dé », « la queue »)."""

    @classmethod
    def of(cls, header: str | None) -> Dispute | None:
        """The dispute a ``[Litige]`` header puts, or None without one."""
        if not header or not header.strip():
            return None
        text = header.lower().replace("’", "'")
        claimed = _ASIDE.sub(" ", text)
        return cls(text, words(header), words(claimed) or words(header), claimed)

    def first_question(self) -> Dispute:
        """The first of the questions a dispute puts one after the other, each closed by its
        « ? » (« … est-il à l'école ? Noir pouvait-il la marquer … ? »): a referee answers them
        in their order, and the article cited first answers the first. A dispute of one
        question is itself."""
        asked = [q for q in self.text.split("?") if q.strip()]
        if self.text.count("?") < 2 or len(asked) < 2:
            return self
        return Dispute.of(asked[0]) or self

    def dated(self) -> Dispute:
        """The dispute with its circumstances read as part of what is claimed: where the
        question is whether a claim came in time, the circumstance that says when it came
        (« Noir, après avoir jeté les dés, réclame l'école ») is part of it."""
        return Dispute(self.text, self.words, self.words, self.text)

    def plea(self, speaker: Iterable[str]) -> Dispute:
        """What one side pleads: the clauses of a dispute that sets the two sides' words one
        after the other (« Blanc dit qu'il n'a fait que toucher sa dame … ; Noir a marqué
        l'école … ») in which ``speaker`` (his colour, his name) says something
        (:data:`_PLEADS`), not those that tell what he did (« Blanc marque six points pour
        quatre ; Noir … marque l'école »). The article that answers what the loser pleads
        decides: the winner's clause says what he did or claims in the words of every ruling
        of its kind (« école »). The whole dispute where it is not so set out."""
        his, clauses = self._said_by(speaker), self._clauses()
        if not his or len(his) == len(clauses):
            return self
        return Dispute.of(" ; ".join(his)) or self

    def demand(self, besides: Iterable[str] = ()) -> Dispute | None:
        """What a side asks of the arbiter (« Blanc veut les voir … », « … et réclame ses deux
        points de reste »): the words after the verb of asking, to the end of its clause; None
        where the dispute asks nothing so. The facts told before it (« Noir s'en va sans avoir
        ôté son jeton et … ») are the ground of the demand, not the question. The clauses of
        ``besides`` (the author of the fault found: his colour, his name) are left out: what
        he asks is his plea (:meth:`plea`), measured as such."""
        his = _subject(besides)
        return self._asked(lambda clause: his is None or not his.match(clause))

    def asked_by(self, speaker: Iterable[str]) -> Dispute | None:
        """What ``speaker`` (his colour, his name) asks of the arbiter in the clauses whose
        subject he is (« … ; Blanc exige qu'il la marque tout entière »): the words after the
        verb of asking, as :meth:`demand` reads the others'; None where he asks nothing so.
        The other half of :meth:`demand`, which leaves his clauses out as his plea: read where
        the ruling gives him a right he may be asking to use (:func:`.answer.option_asked`), and
        to tell whether he asks at all (:func:`.heard.contested`)."""
        his = _subject(speaker)
        return None if his is None else self._asked(lambda clause: bool(his.match(clause)))

    def _asked(self, kept: Callable[[str], bool]) -> Dispute | None:
        """The words after each verb of asking in the clauses ``kept`` (folded), as one
        dispute: :meth:`demand` and :meth:`asked_by` read the same clauses, from the two
        sides."""
        asked = [m.group(1) for clause in fold(self.text).split(";") if kept(clause)
                 for m in _ASKS.finditer(clause)]
        return Dispute.of(" ; ".join(asked)) if asked else None

    def pleads(self, speaker: Iterable[str]) -> bool:
        """Whether ``speaker`` (his colour, his name) says something in a clause of the
        dispute (« Blanc soutient que Noir a marqué trop tard… »): he claims, and what he says
        is late is the other side's act, not his own."""
        return bool(self._said_by(speaker))

    def not_by(self, speaker: Iterable[str]) -> Dispute | None:
        """The clauses whose subject is not ``speaker`` (his colour, his name): what the other
        side says, contests or asks (« Noir conteste le départ de Blanc, jeton resté à dix »),
        not the facts ``speaker``'s own clause tells of his act (« Noir s'en va sans avoir ôté
        son jeton et réclame ses deux points de reste »). None where every clause is his."""
        his = _subject(speaker)
        others = [c for c in self._clauses() if his is None or not his.match(fold(c))]
        return Dispute.of(" ; ".join(others)) if others else None

    def _clauses(self) -> list[str]:
        return [c for c in self.text.split(";") if c.strip()]

    def _said_by(self, speaker: Iterable[str]) -> list[str]:
        """The clauses in which ``speaker`` says something (:data:`_PLEADS`)."""
        said = [re.escape(fold(n).strip()) for n in speaker if n and n.strip()]
        if not said:
            return []
        pleads = re.compile(rf"^\s*(?:{'|'.join(said)})\b\s*(?:,[^,]*,\s*)?{_PLEADS}")
        return [c for c in self._clauses() if pleads.match(fold(c))]

    def relevance(self, texts: Iterable[str], *, cap: int | None = CAP) -> int:
        """How many of the dispute's words ``texts`` (a law's heading, summary, steps) share,
        up to ``cap`` (:data:`CAP`; None: all of them, to tell apart two articles that both
        reach it)."""
        shared: set[str] = set()
        for text in texts:
            shared |= self.words & words(text)
            if cap is not None and len(shared) >= cap:
                return cap
        return len(shared)

    def shares(self, texts: Iterable[str]) -> frozenset[str]:
        """The dispute's words that ``texts`` share, uncounted: for a measure that takes some
        of them from one text and some from another (:func:`.citing.deciding_first`)."""
        shared: set[str] = set()
        for text in texts:
            shared |= self.words & words(text)
        return frozenset(shared)

    def denies_earning(self) -> bool:
        """Whether what is claimed denies that the throw earned (:data:`_DENIED`: « il n'a rien
        gagné »): the side who let it go unmarked did not forget it, he holds it was not his."""
        return bool(_DENIED.search(self.claim_text))

    def denies_made(self) -> bool:
        """Whether what is claimed says the jan or plein was not made (:data:`_NOT_MADE`: « dit
        n'avoir pas fait le jan de trois coups »): the earning denied, not a marking forgotten."""
        return bool(_NOT_MADE.search(self.claim_text))

    def says_too_late(self) -> bool:
        """Whether the dispute says in so many words that something came too late (« Blanc dit
        qu'il est trop tard », « Noir la dit tardive », « … too late »): it puts the term in
        question, whatever words of the article that sets that term it uses."""
        return bool(_TOO_LATE.search(self.text))

    def names(self, heading: str) -> bool:
        """Whether the dispute names the matter of an article whose heading is ``heading``: a
        word in common, a word of the dispute shorter than the stem matching the words it
        begins (« jeton », « jetons »)."""
        said = words(heading)
        return any(w in said or (len(w) < _STEM and any(t.startswith(w) for t in said))
                   for w in self.words)

    def claimed(self, texts: Iterable[str]) -> int:
        """How many words of what is claimed (:attr:`claim`) ``texts`` share, up to
        :data:`CAP`. A word shorter than the stem matches the words it begins (« ôte »,
        « ôtée »): the claim is short, and each of its words counts."""
        said: set[str] = set()
        for text in texts:
            said |= words(text)
        shared = {w for w in self.claim
                  if w in said or (len(w) < _STEM and any(t.startswith(w) for t in said))}
        return min(len(shared), CAP)


@value_class
class Hearing(Value):
    """One dispute read against the fault found, as :func:`.citing.deciding_first` weighs it:
    what the fault's author pleads (:meth:`Dispute.plea`: the article that answers his plea
    decides), what the claimant asks (:meth:`Dispute.demand`: among articles the dispute
    reaches alike, the one on his demand first), and the lines of the other side's acts, whose
    steps do not speak of the author's plea (« Blanc marque l'école ; elle était due »). Three
    readings of one text against one author, made together so that they read the same author
    by the same names."""

    plea: Dispute | None = None
    """What the fault's author pleads; the whole dispute where it sets out no plea of his, or
    where no fault is found; None without a dispute."""
    demand: Dispute | None = None
    """What the claimant asks, in the dispute's first question, the author's clauses left out;
    None where nothing is asked so."""
    others: frozenset[int] = frozenset()
    """The lines of the acts of the side the fault was made against."""

    @classmethod
    def of(cls, dispute: Dispute | None, author: Iterable[str] | None = None,
           others: frozenset[int] = frozenset()) -> Hearing:
        """``dispute`` read against the author of the fault found, by ``author`` (his colour,
        his name; None where no fault is found), ``others`` the lines of the other side's
        acts. Without a fault the plea is the whole dispute and the demand anyone's."""
        if dispute is None:
            return cls()
        question = dispute.first_question()
        if author is None:
            return cls(dispute, question.demand())
        names = tuple(author)
        return cls(dispute.plea(names), question.demand(names), others)
