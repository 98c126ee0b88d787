"""A claim of the bredouille on a marqué the record marks simple, against trous, where the
settlement said nothing of it (examiner lw's lw-06): the article that tells a simple marqué from a
double says why, of the marqué the claim is about, and of no other."""

from __future__ import annotations

from arbiter.ecrire import settle
from arbiter.ecrire.notation import parse_seance

NOT_RECORDED = "n'est pas noté en bredouille"


def _settled(litige: str, *marques: str, lois: str = "lebrun-1828") -> dict:
    text = (f'[Blanc "Jules"]\n[Noir "Charles"]\n[Lois "{lois}"]\n[Litige "{litige}"]\n'
            f"séance {len(marques)} marqués\ndé blanc\n" + "\n".join(marques) + "\n")
    return settle(parse_seance(text, source="test")).to_json("fr")


def _said(settled: dict) -> list[str]:
    return [f["text"] for f in settled["findings"] if NOT_RECORDED in f["text"]]


def test_the_claimants_simple_marque_is_said_simple_by_the_bredouille_article():
    settled = _settled("Jules veut le marqué double pour être arrivé le premier à six trous ; "
                       "Charles dit que ses trous ont été interrompus.",
                       "marqué blanc 8, noir 3, part blanc", "marqué noir 6, blanc 5, part noir")
    assert len(_said(settled)) == 1
    assert settled["citations"][0]["id"] == "lebrun.ecrire-bredouille"


def test_not_said_where_a_marque_is_in_bredouille_or_the_claim_names_none():
    # the bredouille claimed is the recorded one's (lw-01), whatever the other marqué
    in_bredouille = _settled("Charles veut payer le premier marqué simple ; Jules le veut "
                             "double, Charles n'ayant aucun trou.",
                             "marqué blanc 6 bredouille, noir 0, part blanc",
                             "marqué noir 7, blanc 3, part noir", lois="guiton-1822")
    assert _said(in_bredouille) == []
    # a claim that does not name the bredouille
    other = _settled("Charles conteste la consolation.", "marqué blanc 8, noir 3, part blanc",
                     "marqué noir 6, blanc 5, part noir")
    assert _said(other) == []
