"""The canonical form of a record: one way of writing each thing.

``parse(format_record(r)) == r`` for every record ``r`` (checked with Hypothesis), so that
``arbiter fmt`` can rewrite a referee's file without changing what it says. The opening comment
block is kept; comments elsewhere are not part of the record and are dropped (docs/NOTATION.md
says so).
"""

from __future__ import annotations

from arbiter.board import TALON
from arbiter.colour import BOTH
from arbiter.notation import acts as A
from arbiter.notation.record import CoupRecord
from arbiter.notation.syntax import quote

_FIRST_HEADERS = ("lieu", "date", "arbitre", "blanc", "noir")
_INCIDENT_WORDS = {
    A.DiceIncident.CASSE: "cassé",
    A.DiceIncident.INCLINE: "incliné",
    A.DiceIncident.INCLINE_JETONS: "incliné-jetons",
    A.DiceIncident.PIROUETTANT: "pirouettant",
    A.DiceIncident.HORS: "hors",
    A.DiceIncident.UN_SEUL: "un-seul",
    A.DiceIncident.MAIN: "main",
    A.DiceIncident.SEPARES: "séparés",
    A.DiceIncident.SANS_BANDE: "sans-bande",
    A.DiceIncident.DRESSES: "dressés",
}


def format_record(record: CoupRecord) -> str:
    """The whole file, canonically laid out, ending with a newline."""
    out: list[str] = [f"# {line}".rstrip() for line in record.preamble]
    # Partie and Lois go after the opening run of who/where/when headers; the others keep
    # their order, so that printing never reorders what the referee wrote.
    split = 0
    while split < len(record.headers) and record.headers[split][0].lower() in _FIRST_HEADERS:
        split += 1
    headers = [*record.headers[:split], ("Partie", record.partie.value), ("Lois", record.lois),
               *record.headers[split:]]
    out += [f"[{tag} {quote(value)}]" for tag, value in headers]
    out += ["", "position"]
    for colour in BOTH:
        cells = [f"{_place(f)}:{n}" for f, n in enumerate(record.position.row(colour)) if n]
        out.append(f"  {colour.value:<6} {' '.join(cells)}".rstrip())
    if _without_marks(record):      # a game without points (Jacquet): no marque, no relevé
        out += ["", f"trait    {record.trait.value}"]
        return "\n".join(_acts(record, out)) + "\n"
    out += ["", "marque"]
    for colour in BOTH:
        side = record.score.of(colour)
        bredouille = " bredouille" if side.bredouille else ""
        pavillon = " pavillon" if side.pavillon else ""
        out.append(f"  {colour.value:<6} {side.points} points{bredouille}, "
                   f"{side.trous} trous{pavillon}")
    releve = record.releve
    kind = "" if releve.premier is None else (", premier" if releve.premier else ", suivant")
    out.append(f"relevé   blanc {releve.blanc}, noir {releve.noir}{kind}")
    out.append(f"trait    {record.trait.value}")
    return "\n".join(_acts(record, out)) + "\n"


def _acts(record: CoupRecord, out: list[str]) -> list[str]:
    if record.acts:
        out += ["", "actes"]
        for act in record.acts:
            text = format_act(act)
            out.append(f"  {act.actor.value} {text}" if act.actor is not None else f"  {text}")
    return out


def _without_marks(record: CoupRecord) -> bool:
    """The record plays a known game that marks no points (its score would be noise)."""
    from arbiter.games import registry

    try:
        return registry.get_game(registry.game_key(record)).marking is None
    except KeyError:
        return False


def format_act(act: A.Act) -> str:
    """One act as written after its colour (``jette 6 5``, ``joue 0-6-11``…)."""
    match act:
        case A.Throw(dice=(a, b), incident=incident, early=early, struck=struck):
            return f"jette {a} {b}" + (f" {_INCIDENT_WORDS[incident]}" if incident else "") + (
                f" heurté {struck}" if struck is not None else "") + (
                " avant-fin" if early else "")
        case A.PartialThrow(die=die):
            return f"jette {die} ?"
        case A.LateDie(die=die):
            return f"dé {die}"
        case A.LiftDice():
            return "enlève dés"
        case A.CoverDice():
            return "couvre dés"
        case A.Mark(points=p, bredouille=b, new_jeton=n):
            return f"marque {p}" + (" bredouille" if b else "") + (" nouveau-jeton" if n else "")
        case A.SetJeton(points=p, bredouille=b, opponent=o):
            if o:
                return f"jeton adversaire {p}"
            return f"jeton {p}" + (" bredouille" if b else "")
        case A.MarkTrous(count=c, sans_bouger=s):
            return ("marque trou" if c == 1 else f"marque {c} trous") + (
                " sans-bouger" if s else "")
        case A.UnmarkTrous(count=c, opponent=o):
            trous = "trou" if c == 1 else f"{c} trous"
            return f"efface {trous} adversaire" if o else f"démarque {trous}"
        case A.MarkEcole(points=p):
            return f"marque école {p}"
        case A.Efface(target=t, points=p):
            who = " adversaire" if t is A.EffaceTarget.OPPONENT else ""
            return f"efface{who}" + (f" {p}" if p is not None else "")
        case A.Touch(fleche=f, opponent=o):
            return f"touche {_place(f)}" + (" adversaire" if o else "")
        case A.Adoube():
            return "adoube"
        case A.Lift(fleche=f, count=c, opponent=o):
            return f"lève {_place(f)}" + (f" {c}" if c != 1 else "") + (
                " adversaire" if o else "")
        case A.Place(fleche=f, count=c, atop=atop):
            if atop:
                return f"pose sur {_place(f)}"
            return f"pose {_place(f)}" + (f" {c}" if c != 1 else "")
        case A.PutBack(fleche=f):
            return f"remet {_place(f)}"
        case A.Restore(groups=groups):
            return "remet " + _groups(groups)
        case A.ReturnDame(fleche=f):
            return f"rentre {_place(f)}"
        case A.Release():
            return "abandonne"
        case A.Play(groups=groups):
            return "joue " + _groups(groups)
        case A.Say(words=words):
            return f"dit {quote(words)}"
        case A.Releve():
            return "relève"
        case A.Empile():
            return "empile"
        case A.Rompt():
            return "rompt"
        case A.PushDieOut():
            return "pousse dé hors"
        case A.Constate(count=c, colour=colour):
            return f"constate {c} dames {colour.value}"
        case A.NouveauReleve():
            return "relevé"
    raise TypeError(f"no notation for {type(act).__name__}")


def _groups(groups: tuple[tuple[tuple[int, ...], ...], ...]) -> str:
    return " ".join(" & ".join("-".join(str(f) for f in path) for path in group)
                    for group in groups)


def _place(fleche: int) -> str:
    return "talon" if fleche == TALON else str(fleche)

