"""The partie en douze trous (Guiton ch. VIII « Partie en douze trous »; Lebrun « De la grande
Bredouille »): one partie, its stake multiplied by the increases of bredouille when agreed.
"""

from __future__ import annotations

from arbiter.ecrire.record import PavillonClaim, SeanceRecord
from arbiter.ecrire.regimes import Regime
from arbiter.ecrire.settlement import Finding, PartieResult, Payment, Settlement
from arbiter.i18n import Msg
from arbiter.words import count


def douze_trous(record: SeanceRecord, reg: Regime, common: dict) -> Settlement:
    """A partie en douze trous: the stake multiplied as the body of law in force says."""
    partie = record.partie
    assert partie is not None and record.enjeu_fiches is not None
    high = max(partie.sides, key=lambda s: s.trous)
    low = min(partie.sides, key=lambda s: s.trous)
    bredouille = high.bredouille or high.pavillon is PavillonClaim.RECONNU or low.trous == 0
    m, laws, other, other_laws = reg.douze_trous(low.trous, bredouille, record.bredouille_convenue)
    result = PartieResult(partie.line, high.colour, tuple((s.colour, s.trous)
                                                          for s in partie.sides),
                          bredouille, m, record.enjeu_fiches, laws)
    agreed = ("les accroissements de bredouille sont convenus"
              if record.bredouille_convenue else "aucun accroissement n'est convenu")
    agreed_en = ("the increases of bredouille are agreed" if record.bredouille_convenue
                 else "no increase is agreed")
    findings = (Finding("partie", Msg(
        f"{high.colour} arrive à douze trous contre {low.trous} ; {agreed} : la partie vaut "
        f"{m} fois l'enjeu de {count(record.enjeu_fiches, 'fiche')}, "
        f"{count(result.value, 'fiche')}, que "
        f"{low.colour} paie à {high.colour}.",
        f"{high.colour} reaches twelve trous against {low.trous}; {agreed_en}: the partie is "
        f"worth {m} times the stake of {count(record.enjeu_fiches, 'fiche', 'en')}, "
        f"{count(result.value, 'fiche', 'en')}, which {low.colour} pays {high.colour}."),
        laws, partie.line, other, other_laws=other_laws),)
    payment = Payment(low.colour, 0, result.value)
    return Settlement(outcome="decided", status="complete", partie=result, payment=payment,
                      findings=findings, **common)
