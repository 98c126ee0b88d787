"""The JSON ruling is ruling.v1, deterministic, and keeps accents readable."""

import json

from render_sample import sample_ruling

from arbiter.render import FORMATS, render
from arbiter.render.json import render_json


def test_json_is_the_models_object_and_ends_with_a_newline():
    ruling = sample_ruling()
    out = render_json(ruling)
    assert out.endswith("}\n")
    data = json.loads(out)
    assert list(data)[:3] == ["schema", "lang", "summary"]      # « En bref » comes first
    assert {k: v for k, v in data.items() if k != "summary"} == ruling.to_json("fr")
    assert "école" in out and "\\u00e9" not in out


def test_json_is_deterministic_byte_for_byte():
    assert render_json(sample_ruling(), "en").encode() == render_json(sample_ruling(),
                                                                      "en").encode()


def test_json_language_changes_sentences_only():
    fr, en = json.loads(render_json(sample_ruling())), json.loads(render_json(sample_ruling(),
                                                                               "en"))
    assert fr["lang"] == "fr" and en["lang"] == "en"
    assert fr["decision"] != en["decision"]
    assert fr["citations"][0]["quote"] == en["citations"][0]["quote"]   # quotes stay French
    assert fr["score_after"] == en["score_after"]


def test_render_dispatches_on_format():
    assert set(FORMATS) == {"text", "html", "json"}
    assert render(sample_ruling(), "json") == render_json(sample_ruling())
    import pytest

    with pytest.raises(ValueError, match="unknown format"):
        render(sample_ruling(), "pdf")
