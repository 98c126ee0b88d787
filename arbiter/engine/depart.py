"""Words that bind, and the laws for leaving or staying (Guiton ch. V).

A player may leave (« s'en aller »: both sides re-pile and play on) only on a trou won by his
own throw, and not once he has marked the points he has over (« de reste »). « Je m'en vais »,
« je reste », « je ne marque pas » and « je romps » bind like acts; other words do not
(« tout est-il joué ? » binds nobody).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.colour import Colour
from arbiter.engine import dice, ecoles
from arbiter.engine.dispatch import LawFamily
from arbiter.engine.marks import open_ecole, wipe
from arbiter.i18n import Msg
from arbiter.laws.links import applies
from arbiter.notation import acts as A
from arbiter.ruling import Fault
from arbiter.score import POINTS_PER_TROU
from arbiter.vocabulary import FaultKind
from arbiter.words import fold, points_en, points_fr

if TYPE_CHECKING:
    from arbiter.engine.replay import Replay
    from arbiter.engine.table import Coup

CONDITIONS = "guiton.V.conditions-s-en-aller"
PAROLE = "guiton.V.parole-obligatoire"
RESTE = "guiton.V.reste-marque"
FAUX_TROU = "guiton.V.faux-trou-rompre"
TROUS = "guiton.V.trous-de-plus-ou-de-moins"
JETONS_AVANT = "guiton.III.jetons-avant-le-trou"

_WORDS = {
    "leave": ("je m'en vais", "je m'en vas", "je pars", "je m'en irai"),
    "stay": ("je reste", "je tiens", "je continue"),
    "ne_marque_pas": ("je ne marque pas", "je ne marque rien"),
    "misled": ("vous n'avez rien", "tu n'as rien", "vous ne gagnez rien"),
    "romps": ("je romps",),
    "invite": ("a vous", "jetez", "a vous de jouer", "a vous de jeter"),
    "gagne": ("j'ai gagne",),
    "tout_joue": ("tout est-il joue", "tout est joue"),
    "pour_tout": ("je joue pour tout", "pour tout"),
    "bredouille_contestee": ("vous n'aviez pas marque la bredouille", "le trou est simple",
                             "vous n'avez pas la bredouille", "vous n'aviez pas la bredouille"),
}


def _plain(text: str) -> str:
    return fold(text).strip(" .!?«»\"")


_DECLINE = ("n'en marque pas l'ecole", "ne marque pas l'ecole", "je ne prends pas l'ecole",
            "je n'en prends pas l'ecole")


def classify(words: str) -> str:
    """What a sentence means to the laws: one of the keys of ``_WORDS``, ``decline`` (the
    victim of an école says he does not mark it), or ``other``."""
    plain = _plain(words)
    if any(form in plain for form in _DECLINE):
        return "decline"
    for kind, forms in _WORDS.items():
        if any(plain == f or plain.startswith(f + " ") or plain.startswith(f + ",")
               for f in forms):
            return kind
    return "other"


@applies(PAROLE, "guiton.III.avertissement-ne-marque-pas", "guiton.III.erreur-occasionnee",
         ecoles.FACULTATIVE, ecoles.IMPOSSIBLE, "guiton.VII.jouer-pour-tout",
         "guiton.I.jouer-pour-tout")
def on_say(replay: Replay, act: A.Say) -> None:
    colour = act.actor
    assert colour is not None
    line = act.span.line
    kind = classify(act.words)
    coup = replay.coup
    quoted = f"« {act.words} »"
    if kind == "leave":
        _leave(replay, colour, line, words=True)
    elif kind == "stay":
        if coup is not None:
            coup.staying = line
        replay.findings.law(PAROLE, f"Ligne {line} : {colour} dit {quoted} ; cette parole "
                            "l'oblige à rester.",
                            f"Line {line}: {colour} says {quoted}; these words bind him to "
                            "stay.")
    elif kind == "ne_marque_pas":
        window = replay.window(colour)
        if window is not None:
            window.said_ne_marque_pas = line
        replay.findings.law("guiton.III.avertissement-ne-marque-pas",
                            f"Ligne {line} : {colour} avertit qu'il ne marque pas ; cet "
                            "avertissement vaut marque.",
                            f"Line {line}: {colour} warns that he does not mark; the warning "
                            "counts as a marking.")
    elif kind == "misled":
        window = replay.window(colour.opponent)
        if window is not None:
            window.misled_at = line
        replay.findings.law("guiton.III.erreur-occasionnee",
                            f"Ligne {line} : {colour} dit {quoted} à son adversaire ; on ne "
                            "peut profiter d'une erreur qu'on a occasionnée.",
                            f"Line {line}: {colour} tells his opponent {quoted}; nobody may "
                            "profit from an error he caused.")
    elif kind == "decline":
        declined = [e for e in replay.open_ecoles
                    if e.victim is colour and not e.lapsed and e.claimed < e.points]
        for ecole in declined:
            ecole.lapsed = True
            if ecole.par_trop:
                wipe(replay, ecole.fault.by, ecole.points - ecole.claimed)
        replay.findings.conclude(
            f"Ligne {line} : {colour} déclare ne pas marquer l'école ; c'est son droit "
            "(on n'est pas obligé de marquer une école).",
            f"Line {line}: {colour} declares he does not mark the école; that is his right "
            "(nobody is bound to mark an école).", ecoles.FACULTATIVE, line)
    elif kind == "bredouille_contestee":
        _bredouille_contested(replay, colour, line)
    elif kind == "romps":
        dice.on_rompt(replay, A.Rompt(actor=colour, span=act.span))
    elif kind == "invite":
        ecoles.invited(replay, colour, line)
    elif kind == "tout_joue":
        replay.findings.reject(
            f"Ligne {line} : la question {quoted} n'oblige personne ; seuls les actes "
            "consomment une école.",
            f"Line {line}: the question {quoted} binds nobody; only acts consummate an école.",
            ecoles.IMPOSSIBLE)
    elif kind == "gagne":
        replay.findings.law(ecoles.IMPOSSIBLE,
                            f"Ligne {line} : {colour} se lève en disant {quoted} ; cela ne "
                            "consomme pas d'école.",
                            f"Line {line}: {colour} stands up saying {quoted}; that "
                            "consummates no école.")
    elif kind == "pour_tout":
        replay.findings.law("guiton.VII.jouer-pour-tout",
                            f"Ligne {line} : {colour} joue pour tout ; il garde le choix de "
                            "rester ou de s'en aller après avoir vu les dés.",
                            f"Line {line}: {colour} plays “pour tout”; he keeps the choice to "
                            "stay or leave after seeing the dice.")
    else:
        replay.findings.fact(f"Ligne {line} : {colour} dit {quoted} (parole sans effet "
                             "obligatoire).",
                             f"Line {line}: {colour} says {quoted} (words that bind nobody).",
                             line)


@applies(JETONS_AVANT)
def _bredouille_contested(replay: Replay, colour: Colour, line: int) -> None:
    """The opponent denies the bredouille of a trou marked double after the jetons were moved:
    his word prevails and the trou is simple (« Peine encourue par celui qui enlève les
    jetons avant de marquer le trou »)."""
    other = colour.opponent
    pending = replay.pending_of("double-after-wipe", other)
    if pending is None:
        replay.findings.reject(
            f"Ligne {line} : {colour} conteste la bredouille, mais {other} n'a pas ôté ses "
            "jetons avant de marquer un trou double ; la preuve reste sur le tablier.",
            f"Line {line}: {colour} disputes the bredouille, but {other} did not move his "
            "jetons before marking a double trou; the proof is still on the tablier.",
            JETONS_AVANT)
        return
    side = replay.score.of(other)
    replay.score = replay.score.with_side(other, side.evolve(trous=max(0, side.trous - 1)))
    replay.pending.remove(pending)
    marked = pending.line
    replay.findings.law(
        JETONS_AVANT,
        f"Ligne {line} : {other} a ôté ses jetons (ligne {marked}) avant de marquer le trou "
        f"double ; {colour} conteste la bredouille, sa parole fait foi : le trou est simple.",
        f"Line {line}: {other} moved his jetons (line {marked}) before marking the double trou;"
        f" {colour} disputes the bredouille, his word prevails: the trou is simple.")


def on_releve(replay: Replay, act: A.Releve) -> None:
    colour = act.actor
    assert colour is not None
    coup = replay.coup
    window = replay.window(colour)
    if window is not None and not window.closed and window.fichet > 0:
        # He pegged a trou and takes up his dames: the jeton goes back to the bande with
        # them; it is not left showing points (compare « jeton laissé » in ecoles).
        _jeton_to_bande(replay, colour, act.span.line)
    if coup is not None and coup.leaving is not None and coup.thrower is colour:
        return    # he already said he leaves: taking up his dames is the leaving itself
    if coup is not None and coup.thrower is colour and not coup.dames_touched:
        coup.dames_touched = True
        replay.consummate(colour, act.span.line,
                          Msg("il a relevé ses dames", "he has taken up his dames"))
    _leave(replay, colour, act.span.line, words=False)


def _jeton_to_bande(replay: Replay, colour: Colour, line: int) -> None:
    """Re-piling one's dames sends one's jeton back to the bande with them."""
    points = replay.score.of(colour).points
    if points <= 0:
        return
    replay.score = replay.score.with_side(
        colour, replay.score.of(colour).evolve(points=0, bredouille=False))
    window = replay.window(colour)
    if window is not None and not window.closed:
        window.marked -= points
    replay.findings.fact(
        f"Ligne {line} : en relevant ses dames, {colour} remet son jeton à la bande "
        f"({points_fr(points)} de moins).",
        f"Line {line}: taking up his dames, {colour} puts his jeton back to the bande "
        f"({points_en(points)} fewer).", line)


def _trou_by_own_throw(replay: Replay, coup: Coup, colour: Colour) -> tuple[int, int]:
    """(trous his own throw wins him, points he lacked for a trou) for ``colour``."""
    before = coup.score_at_throw
    after = replay.marking.add_points(before, colour, coup.due(colour))
    won = after.of(colour).trous - before.of(colour).trous
    lacking = 0 if won else POINTS_PER_TROU - before.of(colour).points - coup.due(colour)
    return won, lacking


@applies(PAROLE, CONDITIONS, RESTE, TROUS, "guiton.I.aller", "guiton.I.tenir",
         "guiton.V.sortie-s-en-aller")
def _leave(replay: Replay, colour: Colour, line: int, *, words: bool) -> None:
    coup = replay.coup
    how = "dit qu'il s'en va" if words else "relève ses dames pour s'en aller"
    how_en = "says he leaves" if words else "takes up his dames to leave"
    if coup is None or coup.void:
        replay.findings.ask(
            f"Ligne {line} : {colour} {how}, mais aucun coup n'est enregistré avant ; quel "
            "trou invoque-t-il ?",
            f"Line {line}: {colour} {how_en}, but no throw is recorded before; which trou "
            "does he rely on?")
        return
    if coup.leaving is not None:
        return
    coup.leaving = line
    replay.findings.cite(PAROLE)
    if coup.staying is not None and coup.staying < line:
        _irregular(replay, colour, line, PAROLE,
                   Msg(f"{colour} avait dit « je reste » (ligne {coup.staying}) ; sa parole "
                       "l'oblige.",
                       f"{colour} had said “je reste” (line {coup.staying}); his word binds "
                       "him."))
        return
    if coup.thrower is not colour:
        won, _ = _trou_by_own_throw(replay, coup, colour)
        why = (Msg(f"le trou de {colour} vient des dés de son adversaire : il ne peut s'en "
                   "aller.", f"{colour}'s trou comes from his opponent's dice: he may not "
                   "leave.") if won else
               Msg(f"{colour} n'a pas gagné de trou par son propre dé.",
                   f"{colour} has won no trou by his own throw."))
        _irregular(replay, colour, line, CONDITIONS, why)
        return
    won, lacking = _trou_by_own_throw(replay, coup, colour)
    if not won:
        _false_trou(replay, coup, colour, line, lacking, words=words)
        return
    window = coup.windows[colour]
    if replay.score.of(colour).points > 0 and window.jeton_lines:
        _irregular(replay, colour, line, RESTE,
                   Msg(f"{colour} a marqué ses points de reste (ligne "
                       f"{window.jeton_lines[-1]}) avant de parler de s'en aller : il doit "
                       "rester.",
                       f"{colour} marked his points de reste (line {window.jeton_lines[-1]})"
                       " before speaking of leaving: he must stay."))
        return
    if window.fichet > window.expected_trous > 0:
        extra = window.fichet - window.expected_trous
        why = Msg(f"{colour} a marqué {window.fichet} trous pour {window.expected_trous} "
                  f"gagnés et s'en va.",
                  f"{colour} marked {window.fichet} trous for {window.expected_trous} won and "
                  "leaves.")
        claimed = _points_for_trous(replay, coup, colour, window.fichet)
        if claimed is None:
            replay.findings.ask(
                f"{colour} a marqué {window.fichet} trous : pour combien de points croyait-il "
                "les prendre ?",
                f"{colour} marked {window.fichet} trous: for how many points did he believe he "
                "took them?")
            replay.blocking = True
            return
        # Staying is the default of the option below: the extra trous go and his marks are
        # what the throw gave him; the opponent marks the école of what he claimed beyond.
        correct = replay.marking.correct(coup.score_at_throw, coup.items).of(colour)
        replay.score = replay.score.with_side(colour, correct)
        open_ecole(replay, FaultKind.TROUS_DE_TROP, colour, why, (TROUS,),
                          claimed - coup.due(colour), line, TROUS)
        replay.findings.option(
            colour.opponent,
            Msg(f"{colour.opponent} peut obliger {colour} à rester, effacer les {extra} trous "
                "de trop et marquer une école de 2",
                f"{colour.opponent} may force {colour} to stay, erase the {extra} extra trous "
                "and mark an école of 2"),
            [("rester", Msg("l'obliger à rester", "force him to stay"), True),
             ("laisser", Msg("le laisser partir", "let him go"), False)],
            (TROUS,))
        return
    if 0 < window.fichet < window.expected_trous:
        replay.findings.law(TROUS,
                            f"{colour} n'a marqué que {window.fichet} trou(s) sur "
                            f"{window.expected_trous} : il perd les autres, sans école.",
                            f"{colour} marked only {window.fichet} trou(s) of "
                            f"{window.expected_trous}: he loses the others, with no école.")
    _jeton_to_bande(replay, colour, line)
    # Leaving forfeits the points de reste: what he left unmarked or marked too much on his
    # jeton goes with it, so his window is closed without an école (Guiton ch. V).
    window.closed = True
    window.closed_by = line
    replay.findings.conclude(
        f"Ligne {line} : {colour} a gagné {won} trou(s) par son propre dé : il peut s'en aller.",
        f"Line {line}: {colour} won {won} trou(s) by his own throw: he may leave.",
        CONDITIONS, line)
    replay.findings.decide(f"{colour} s'en va régulièrement ; il a la priorité du dé au "
                           "relevé suivant.",
                           f"{colour} leaves regularly; he has the dé for the next relevé.")


def _points_for_trous(replay: Replay, coup: Coup, colour: Colour, trous: int) -> int | None:
    """The fewest points that would have given ``colour`` these ``trous`` from his marks at
    the throw: what he claimed when he pegged them (Guiton's player at ten who « croyant en
    gagner quatorze » pegs three trous)."""
    before = coup.score_at_throw
    for points in range(coup.due(colour) + 2, 50, 2):
        after = replay.marking.add_points(before, colour, points)
        if after.of(colour).trous - before.of(colour).trous >= trous:
            return points
    return None


def _irregular(replay: Replay, colour: Colour, line: int, law: str, why: Msg) -> None:
    summary = Msg(f"Ligne {line} : " + why.fr, f"Line {line}: " + why.en)
    replay.findings.fault(Fault(kind=FaultKind.DEPART_IRREGULIER, by=colour, summary=summary,
                                laws=(law,), consummated=True, act=line))
    replay.findings.conclude(summary.fr, summary.en, law, line)
    replay.findings.decide(f"{colour} ne peut s'en aller : il reste et la partie continue.",
                           f"{colour} may not leave: he stays and the game goes on.")


@applies(FAUX_TROU)
def _false_trou(replay: Replay, coup: Coup, colour: Colour, line: int, lacking: int, *,
                words: bool) -> None:
    """« Peine qu'encourt celui qui, croyant avoir le trou, et ne l'ayant pas, rompt son jeu
    pour s'en aller »: école of the points he lacked, and his touched dames at the opponent's
    choice."""
    why = Msg(f"Ligne {line} : {colour} croit avoir le trou et rompt son jeu, mais il lui "
              f"manquait {points_fr(lacking)} : il fait école de ces points.",
              f"Line {line}: {colour} believes he has the trou and breaks his game, but he "
              f"lacked {points_en(lacking)}: he makes an école of those points.")
    replay.findings.fault(Fault(kind=FaultKind.DEPART_IRREGULIER, by=colour, summary=why,
                                laws=(FAUX_TROU,), consummated=True, act=line))
    open_ecole(replay, FaultKind.ECOLE_PAR_TROP, colour, why, (FAUX_TROU,), lacking, line,
                      FAUX_TROU)
    if not words:
        replay.findings.option(
            colour.opponent,
            Msg(f"{colour.opponent} peut obliger {colour} à jouer les dames qu'il a touchées "
                "en rompant, à son choix",
                f"{colour.opponent} may make {colour} play the dames he touched while "
                "breaking his game, choosing which"),
            [("faire-jouer", Msg("les faire jouer", "have them played"), False),
             ("laisser", Msg("ne pas l'exiger", "not require it"), True)],
            (FAUX_TROU,))


FAMILY = LawFamily(name="paroles", handlers={A.Say: on_say, A.Releve: on_releve})
