"""What words said at the table mean to the laws: which bind, and why others do not.

A record's ``dit "…"`` is plain French. The laws give a few sentences the force of acts
(« je m'en vais », « je reste », « je ne marque pas », « je romps »: Guiton ch. V « La parole
est obligatoire… », ch. III « Rompre les dés ») and others a meaning a law reads (« tout
est-il joué ? »). Reading them is a matter of words, not of the game's state, so it lives
here, below the notation and the engine alike: ``arbiter check`` and ``arbiter rule`` read a
line the same way because both call :func:`reading`.
"""

from __future__ import annotations

import re

from arbiter.words import fold

_WORDS = {
    "leave": ("je m'en vais", "je m'en vas", "je pars", "je m'en irai"),
    "stay": ("je reste", "je tiens", "je continue"),
    "ne_marque_pas": ("je ne marque pas", "je ne marque rien"),
    "misled": ("vous n'avez rien", "tu n'as rien", "vous ne gagnez rien"),
    "told_trou": ("prenez le trou", "prends le trou", "marquez le trou", "vous avez le trou",
                  "prenez votre trou", "prends ton trou", "marquez votre trou",
                  "marque ton trou"),
    "told_leave": ("allez-vous-en", "allez-vous en", "allez vous en", "partez", "va-t'en"),
    "romps": ("je romps",),
    "claim_fausse_case": ("vous avez fait une fausse case", "fausse case"),
    "invite": ("a vous", "jetez", "a vous de jouer", "a vous de jeter"),
    "gagne": ("j'ai gagne",),
    "tout_joue": ("tout est-il joue", "tout est joue"),
    "pour_tout": ("je joue pour tout", "pour tout"),
    "bredouille_contestee": ("vous n'aviez pas marque la bredouille", "le trou est simple",
                             "vous n'avez pas la bredouille", "vous n'aviez pas la bredouille"),
}


def _spaced(text: str) -> str:
    """Folded, with an apostrophe read as a space and runs of spaces as one: a recorder typing
    fast writes « je m en vais » or « je  reste » and means what the treatise's words mean."""
    return " ".join(fold(text).replace("'", " ").split())


def _plain(text: str) -> str:
    return _spaced(text).strip(" .!?«»\"")


_DECLINE = ("n'en marque pas l'ecole", "ne marque pas l'ecole", "je ne prends pas l'ecole",
            "je n'en prends pas l'ecole")
_BINDING = ("leave", "stay", "ne_marque_pas", "romps")
# Clauses that state no intention of one's own: a condition (« si je reste… ») or a report
# of what another said.
_NOT_STATED = ("si ", "s'il ", "et si ", "il dit ", "il a dit ", "vous dites ")


_FORMS = {kind: tuple(map(_spaced, forms)) for kind, forms in _WORDS.items()}
_DECLINE_FORMS = tuple(map(_spaced, _DECLINE))
_LEADS = tuple(_spaced(lead) + " " for lead in _NOT_STATED)


def _clauses(text: str) -> list[tuple[str, bool]]:
    """The clauses of a sentence, each with whether it is asked (ends in « ? »): « non, je
    reste » is « non » and « je reste »."""
    out: list[tuple[str, bool]] = []
    current = ""
    for ch in _spaced(text):
        if ch in ",;:.!?":
            if current.strip(" «»\""):
                out.append((current.strip(" «»\""), ch == "?"))
            current = ""
        else:
            current += ch
    if current.strip(" «»\""):
        out.append((current.strip(" «»\""), False))
    return out


# Words that open a clause and change nothing of what follows (« bon je m'en vais », « eh
# bien, je reste » alike).
_OPENERS = ("bon ", "eh bien ", "eh ", "bien ", "alors ", "allons ", "ma foi ", "oui ", "non ",
            "et ", "mais ", "donc ", "ah ", "oh ")


def _opened(clause: str) -> str:
    """The clause without the words that open it (:data:`_OPENERS`)."""
    stripped = True
    while stripped:
        stripped = False
        for opener in _OPENERS:
            if clause.startswith(opener) and not clause.startswith("et si "):
                clause, stripped = clause[len(opener):], True
    return clause


def _form_in(clause: str, forms: tuple[str, ...]) -> str | None:
    clause = _opened(clause)
    for f in forms:
        if _says(clause, f):
            return ""
        for lead in _LEADS:
            if clause.startswith(lead) and _says(clause[len(lead):], f):
                return lead.strip()
    return None


_DENIED = ("pas", "point", "plus", "jamais")


def _says(clause: str, form: str) -> bool:
    """The clause begins with the form as whole words, not denied by what follows it (« je
    m'en vais pas », said without « ne », is no leave)."""
    if clause == form:
        return True
    if not clause.startswith(form + " "):
        return False
    return clause[len(form) + 1:].split(" ", 1)[0] not in _DENIED


def _read(words: str) -> tuple[str, str | None, str | None]:
    """(kind, why binding words found do not bind, which kind they were)."""
    plain = _plain(words)
    if any(form in plain for form in _DECLINE_FORMS):
        return "decline", None, None
    clauses = _clauses(words)
    unbound: tuple[str, str] | None = None
    for kind, forms in _FORMS.items():
        for clause, asked in clauses:
            lead = _form_in(clause, forms)
            if lead is None:
                continue
            if kind not in _BINDING:
                return kind, None, None
            if asked:
                unbound = unbound or ("asked", kind)
            elif lead:
                unbound = unbound or ("condition", kind)
            else:
                return kind, None, None
    return ("other", *unbound) if unbound else ("other", None, None)


def reading(words: str) -> tuple[str, str | None]:
    """What a sentence means to the laws, and why binding words found in it do not bind.

    The kind is one of the keys of ``_WORDS``, ``decline`` (the victim of an école says he
    does not mark it), or ``other``. Binding words bind wherever they stand in what is said
    (« non, je reste », « bon, je m'en vais »: Guiton ch. V « La parole est obligatoire pour
    s'en aller ou pour rester »), but not when asked (« je reste ? ») or put as a condition or
    a report (« si je reste… »): then the kind is ``other`` and the second value says which.
    """
    kind, unbound, _ = _read(words)
    return kind, unbound


def unbound(words: str) -> tuple[str, str] | None:
    """Binding words that do not bind here: (the kind they would be, ``asked`` or
    ``condition``); None when the words hold none, or bind (« je romps ? » -> (romps, asked))."""
    kind, why, which = _read(words)
    return (which, why) if kind == "other" and why and which else None


def classify(words: str) -> str:
    """What a sentence means to the laws (the first value of :func:`reading`)."""
    return reading(words)[0]


WORD_BREAKS_NOTHING = ("lebrun-1828",)
"""The bodies of law under which words alone break no dice: Lebrun's rompre is « renvoyer
les dés de son adversaire avec le côté de son cornet … on doit dire, *je romps*, et porter son
cornet au devant » (« Manière de jouer ou de jeter les dés »): the word goes with the cornet,
where Guiton lets one break « ou même de la parole »."""


def breaks_by_word(lois: str | None) -> bool:
    """Whether « je romps » said without the cornet breaks the dice under ``lois``."""
    return lois not in WORD_BREAKS_NOTHING


def breaks_dice(words: str, lois: str | None = None) -> bool:
    """The words break the opponent's dice (« je romps »: Guiton ch. III « Rompre les dés »,
    « ou même de la parole »; not under Lebrun's body of law, :func:`breaks_by_word`), for
    every game and every reader (``check``, ``rule``)."""
    return classify(words) == "romps" and breaks_by_word(lois)


_NUMBERS = {"as": 1, "1": 1, "deux": 2, "2": 2, "trois": 3, "3": 3, "quatre": 4,
            "4": 4, "cinq": 5, "5": 5, "six": 6, "6": 6}
_NUMBER_RE = re.compile(r"(?<![\w-])(" + "|".join(_NUMBERS) + r")(?![\w-])")
_DOUBLETS = {"bezet": 1, "beset": 1, "double-as": 1, "double as": 1, "double-deux": 2,
             "double deux": 2, "terne": 3, "carne": 4, "carme": 4, "quine": 5, "sonnez": 6}
"""The doublets by the names the treatises give them (Lebrun « Manière de jouer ou de jeter
les dés »: bezet, terne, carne, quine, sonnez, « le double-2 excepté »; Guiton writes beset and
carme)."""
_DOUBLET_RE = re.compile(r"(?<![\w-])(" + "|".join(_DOUBLETS) + r")(?![\w-])")


def named_dice(words: str) -> tuple[int, int] | None:
    """The two numbers the words name, in the order said (« deux et cinq » -> (2, 5),
    « sonnez » -> (6, 6)), or None when they name other than one throw."""
    plain = fold(words)
    doublets = _DOUBLET_RE.findall(plain)
    found = [_NUMBERS[w] for w in _NUMBER_RE.findall(plain.replace("double-", "double "))
             ] if not doublets else []
    if len(doublets) == 1 and not _NUMBER_RE.search(_DOUBLET_RE.sub(" ", plain)):
        return (_DOUBLETS[doublets[0]],) * 2
    return (found[0], found[1]) if len(found) == 2 else None


def mentions_a_number(words: str) -> bool:
    """The words name a die's number (« le six »), as a word or a figure."""
    return bool(_NUMBER_RE.search(fold(words)))


def names_dice(words: str, dice: tuple[int, int]) -> bool:
    """The words name these dice (in either order): said by their thrower, the points are
    known, and the dice can no longer be broken (Guiton ch. I « Rompre les dés »: « avant
    qu'ils soient fixés et qu'aucun des points soit connu »). Read alike by ``check`` and
    ``rule``."""
    named = named_dice(words)
    return named is not None and sorted(named) == sorted(dice)


_COUNTS = {"deux": 2, "quatre": 4, "six": 6, "huit": 8, "dix": 10, "douze": 12}
_COUNT_RE = re.compile(r"\bje gagne (" + "|".join(_COUNTS) + r"|\d+) points?\b")


def counted_said(words: str) -> int | None:
    """The points a player says he wins (« je gagne six points »: Lebrun « De la Manière de
    marquer les points », « Qui, au contraire, dit je gagne six points et en marque huit »), or
    None where the words count nothing."""
    found = _COUNT_RE.search(_spaced(words))
    if found is None:
        return None
    said = found.group(1)
    return int(said) if said.isdigit() else _COUNTS[said]
