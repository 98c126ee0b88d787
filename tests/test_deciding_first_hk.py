"""Helper hk: two sentences of one article that the dispute reaches alike are told apart by
what is asked, before the whole dispute's words: the claimant's demand, or, where the fault's
author pleads nothing, what he asks himself (:func:`arbiter.engine.citing.deciding_first`,
``_sentences_of_one_article``). lr-06 (examiner lr): « Blanc veut s'en aller après avoir touché
une dame … » is answered by Lebrun's « On doit aussi ne pas toucher ni jouer son bois lorsqu'on
veut s'en aller », not by the école of the jeton said in the same article."""

from __future__ import annotations

from arbiter.engine.citing import deciding_first
from arbiter.engine.findings import Findings
from arbiter.engine.litige import Dispute, Hearing

JETON, BOIS = "lebrun.ecole-du-jeton", "lebrun.s-en-aller-bois"
_WORDS = {  # heading and summaries, as the law base has them
    JETON: ("Du privilège de s'en aller",
            "Marquer le trou et jouer sans ôter son jeton fait école des points du jeton, "
            "moins le reste.",
            "Pegging the trou and playing without taking off one's jeton is an école of the "
            "jeton's points, less the reste."),
    BOIS: ("Du privilège de s'en aller",
           "Selon Lebrun, qui a touché ou joué ses dames pour jouer son coup ne peut plus "
           "s'en aller.",
           "By Lebrun, a player who has touched or played his dames to play his throw may no "
           "longer leave."),
}
LEAVE = ("Blanc veut s'en aller après avoir touché une dame, son jeton laissé sur huit "
         "points ; Noir le fait tenir et marque huit points d'école.")


def _laws(litige: str, author: tuple[str, str] = ("blanc", "Jules")) -> list[str]:
    findings = Findings()
    findings.cite(JETON, BOIS)
    # the steps said under each, as the replay says them of lr-06: both reach the dispute as
    # closely as is measured, and the reasoning concludes with both
    findings.conclude("Blanc a touché ses dames avant de s'en aller : il doit rester.",
                      "White touched his dames before leaving: he must stay.", BOIS)
    findings.conclude("Blanc a marqué le trou sans ramener son jeton : école par trop.",
                      "White pegged the trou without taking his jeton back: école par trop.",
                      JETON)
    dispute = Dispute.of(litige)
    deciding_first(findings, dispute=dispute, wording=lambda law: _WORDS[law],
                   hearing=Hearing.of(dispute, author))
    return findings.laws


def test_what_the_author_asks_tells_two_sentences_of_one_article_apart() -> None:
    # Blanc, the école's author, pleads nothing: what he asks (« s'en aller après avoir touché
    # une dame ») is the question, which the sentence on the bois answers
    assert _laws(LEAVE)[0] == BOIS


def test_without_a_demand_the_whole_dispute_tells_them_apart() -> None:
    # the same words told without a verb of asking: the whole dispute's words, of which the
    # école's summary shares more (« école », « jeton »), keep the école's sentence first
    told = LEAVE.replace("veut s'en aller", "s'en va")
    assert _laws(told)[0] == JETON


def test_an_author_who_pleads_is_measured_by_his_plea_not_his_demand() -> None:
    # where the author pleads (« Blanc soutient … »), what he asks is part of his plea: it does
    # not tell the sentences apart, as it does not order the articles (litige.Hearing)
    pleaded = ("Blanc soutient que son jeton laissé sur huit points ne fait pas école et veut "
               "s'en aller après avoir touché une dame ; Noir marque huit points d'école.")
    assert _laws(pleaded)[0] == JETON
