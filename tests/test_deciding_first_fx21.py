"""Deciding articles of the exam21/exam22 disputes that the casebook key cannot hold yet.

ft-07 (examiner ft): Jules leaves without taking his jeton off, plays the next relevé, and
Charles marks the école of the jeton. Lebrun, « Du privilège de s'en aller »: « Celui qui s'en
va, a le dé, et peut jouer sans crainte d'être envoyé à l'école faute d'avoir ôté son jeton ».
That sentence decides (the examiner's law): the ruling cites it first and finds the fausse
école of Charles's mark.
"""

from __future__ import annotations

from cited import cited_laws, ruled

FT07 = "ft-07-s-en-va-sans-oter-son-jeton-lebrun"
A_LE_DE = "lebrun.s-en-va-a-le-de"


def test_the_leavers_jeton_is_cited_and_the_ecole_marked_is_false() -> None:
    assert A_LE_DE in cited_laws(FT07)
    assert any(f["kind"] == "fausse_ecole" and f["by"] == "noir" for f in ruled(FT07)["faults"])


def test_the_leavers_jeton_leads_where_only_the_ecole_is_claimed() -> None:
    """fs-09 (examiner fs): no école marked, the dispute the claim of it: the sentence leads."""
    assert cited_laws("fs-09-qui-s-en-va-sans-oter-son-jeton-lebrun")[0] == A_LE_DE


def test_the_leavers_jeton_leads() -> None:
    assert cited_laws(FT07)[0] == A_LE_DE
