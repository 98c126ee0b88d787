"""The answer of a settlement says first the point the claim is about (the dé, the queue, the
consolation), then the payment (:mod:`arbiter.ecrire.disputed`)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from arbiter.cli import main
from arbiter.ecrire.disputed import answering

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook" / "ecrire"

DE = {"topic": "de", "text": "la priorité du dé est à blanc."}
REFAIT = {"topic": "refait", "text": "Refait : noir a le dé ; la consolation sera double."}
CONSOLATION = {"topic": "refait", "text": "Après 1 refait, la consolation se paie double."}
QUEUE = {"topic": "queue", "text": "la queue de 2 fiches est à noir."}
QUEUE_JETONS = {"topic": "queue-jetons", "text": "blanc prend la queue des jetons."}


def test_the_point_the_claim_names_first_answers():
    claim = "Blanc soutient qu'il garde le dé après le refait ; Noir, parti, le réclame."
    assert answering(claim, [REFAIT, CONSOLATION]) == REFAIT["text"]   # its text gives the dé
    assert answering(claim, [CONSOLATION, DE]) == DE["text"]           # its topic is the dé
    assert answering("Noir conteste la consolation.", [REFAIT, CONSOLATION]) == \
        CONSOLATION["text"]                                            # the last on a tie


def test_the_longer_phrase_and_the_topic_tell_two_queues_apart():
    assert answering("Blanc soutient que la queue lui revient.",
                     [QUEUE_JETONS, QUEUE]) == QUEUE["text"]
    assert answering("Blanc réclame la queue des jetons.",
                     [QUEUE, QUEUE_JETONS]) == QUEUE_JETONS["text"]


def test_circumstances_between_commas_are_not_the_claim():
    claim = "Noir, qui s'en est allé, réclame la queue."
    assert answering(claim, [{"topic": "depart", "text": "noir s'en va."}, QUEUE]) == \
        QUEUE["text"]


def test_without_a_claim_that_names_a_point_the_payment_answers():
    assert answering(None, [DE, QUEUE]) is None
    assert answering("Noir conteste le compte.", [DE, QUEUE]) is None


def _answer(name: str, capsys) -> str:
    path = next(CASEBOOK.glob(f"{name}*.tric"))
    with pytest.raises(SystemExit) as exit_:
        main(["rule", "--format", "json", str(path)])
    assert exit_.value.code in (0, None)
    return json.loads(capsys.readouterr().out)["summary"]["answer"]


def test_a_seance_disputed_on_the_de_answers_with_the_de_then_the_payment(capsys):
    answer = _answer("jq-e01", capsys)
    assert re.match(r"Noir s'en va en perdant le marqué : la priorité du dé", answer)
    assert answer.endswith("10 fiches (dont 2 de queue).")
