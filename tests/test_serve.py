"""``arbiter serve``: every answer of the server, the refusals included.

Each test talks to a server bound to 127.0.0.1 on a free port, started in this process and
shut down by the fixture; every connection has a timeout, so no test can hang.
"""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter.limits import MAX_INPUT_BYTES
from arbiter.serve import own_hosts, start

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"
COUP = (CASEBOOK / "contract-02-ecole-par-moins.tric").read_text(encoding="utf-8")
SEANCE_WITH_COUP = CASEBOOK / "ecrire" / "e33-coup-dans-le-marque.tric"
SEANCE = CASEBOOK / "ecrire" / "e01-lebrun-six-en-bredouille.tric"
TIMEOUT = 60


@pytest.fixture(scope="module")
def server():
    served, thread = start("127.0.0.1", 0, initial="[Blanc \"</textarea><b>x\"]\n",
                           name="a&b.tric")
    yield served
    served.shutdown()
    served.server_close()
    thread.join(10)
    assert not thread.is_alive()


def ask(server, method: str, path: str, body: bytes | str | None = None,
        headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], str]:
    host, port = server.server_address[:2]
    connection = http.client.HTTPConnection(host, port, timeout=TIMEOUT)
    try:
        data = body.encode("utf-8") if isinstance(body, str) else body
        connection.request(method, path, body=data, headers=headers or {})
        answer = connection.getresponse()
        return answer.status, dict(answer.getheaders()), answer.read().decode("utf-8")
    finally:
        connection.close()


def test_the_page_is_served_with_the_record_to_open_escaped(server):
    status, headers, body = ask(server, "GET", "/")
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert 'id="board"' in body and "<script>" in body
    # the record given to « arbiter record » is HTML text inside the page, never markup
    assert "&lt;/textarea&gt;&lt;b&gt;x" in body and "</textarea><b>x" not in body
    assert 'data-name="a&amp;b.tric"' in body
    script = body.split("<script>")[1].replace("http://www.w3.org/2000/svg", "")
    assert "http://" not in script and "https://" not in body


def test_the_page_fetches_nothing():
    from arbiter.serve import page

    text = page()
    for reference in ("src=", "href=", "@import", "url("):
        assert reference not in text, reference


def test_an_unknown_page_is_404(server):
    status, _, body = ask(server, "GET", "/etc/passwd")
    assert status == 404 and "no page" in json.loads(body)["error"]
    assert ask(server, "POST", "/fmt", COUP)[0] == 404


def test_other_methods_are_405(server):
    assert ask(server, "PUT", "/rule", COUP)[0] == 405


def test_check_answers_the_diagnostics_as_json(server):
    status, headers, body = ask(server, "POST", "/check", COUP)
    assert status == 200 and headers["Content-Type"] == "application/json"
    assert json.loads(body) == {"ok": True, "diagnostics": []}
    bad = COUP.replace("jette 6 5", "jette 7 5")
    answer = json.loads(ask(server, "POST", "/check", bad)[2])
    assert answer["ok"] is False
    (diagnostic,) = answer["diagnostics"]
    assert diagnostic["message"] == "un dé ne montre pas 7"
    assert diagnostic["line"] == bad.splitlines().index("  blanc jette 7 5") + 1
    english = json.loads(ask(server, "POST", "/check?lang=en", bad)[2])
    assert english["diagnostics"][0]["message"] == "a die cannot show 7"


def test_rule_answers_the_html_ruling(server):
    status, headers, body = ask(server, "POST", "/rule", COUP)
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert "<svg" in body and "école par moins de 4 points" in body


def test_rule_answers_ruling_v1_in_english(server):
    status, _, body = ask(server, "POST", "/rule?format=json&lang=en", COUP)
    ruling = json.loads(body)
    assert status == 200 and ruling["schema"] == "ruling.v1" and ruling["lang"] == "en"
    assert ruling["outcome"] == "decided"
    french = json.loads(ask(server, "POST", "/rule?format=json", COUP)[2])
    assert french["lang"] == "fr" and french["decision"] != ruling["decision"]


def test_a_record_that_cannot_be_ruled_is_422_with_its_diagnostics(server):
    status, _, body = ask(server, "POST", "/rule", "position\n  blanc talon:15\n")
    answer = json.loads(body)
    assert status == 422 and answer["ok"] is False and answer["diagnostics"]


def test_a_bad_query_is_400(server):
    assert ask(server, "POST", "/rule?lang=de", COUP)[0] == 400
    assert ask(server, "POST", "/rule?format=pdf", COUP)[0] == 400


def test_a_body_over_64_kib_is_413(server):
    status, _, body = ask(server, "POST", "/check", b"#" * (MAX_INPUT_BYTES + 1))
    assert status == 413 and "64 KiB" in json.loads(body)["error"]
    assert ask(server, "POST", "/check", b"#" * MAX_INPUT_BYTES)[0] == 200


def test_a_body_without_length_is_411(server):
    host, port = server.server_address[:2]
    connection = http.client.HTTPConnection(host, port, timeout=TIMEOUT)
    try:
        connection.putrequest("POST", "/check")
        connection.putheader("Transfer-Encoding", "chunked")
        connection.endheaders()
        connection.send(b"0\r\n\r\n")
        assert connection.getresponse().status == 411
    finally:
        connection.close()


def test_a_body_that_is_not_utf8_is_400(server):
    assert ask(server, "POST", "/check", b"position \xff\n")[0] == 400


@pytest.mark.parametrize("headers", [
    {"Host": "evil.example"},
    {"Host": "127.0.0.1:1"},                       # another port: another server
    {"Origin": "http://evil.example"},
    {"Origin": "null"},                            # a page opened from a file, a sandbox
])
def test_a_request_not_from_the_server_s_own_page_is_403(server, headers):
    port = server.server_address[1]
    for method, path in (("GET", "/"), ("POST", "/rule"), ("POST", "/check")):
        status, _, body = ask(server, method, path, COUP if method == "POST" else None,
                              headers)
        assert status == 403, (method, path, headers)
        assert "école" not in body
    assert f"127.0.0.1:{port}" in server.hosts


def test_the_server_s_own_origin_and_names_are_accepted(server):
    port = server.server_address[1]
    for name in ("127.0.0.1", "localhost"):
        status, _, _ = ask(server, "POST", "/check", COUP,
                           {"Host": f"{name}:{port}", "Origin": f"http://{name}:{port}"})
        assert status == 200


def test_own_hosts_of_another_address_are_only_that_address():
    assert own_hosts("192.0.2.7", 80) == frozenset({"192.0.2.7:80"})
    assert "localhost:5" in own_hosts("127.0.0.1", 5)


def test_a_seance_naming_a_coup_file_opens_no_file(server):
    text = SEANCE_WITH_COUP.read_text(encoding="utf-8")
    checked = json.loads(ask(server, "POST", "/check", text)[2])
    assert checked["ok"] is False
    assert any("n'ouvre pas de fichier" in d["message"] for d in checked["diagnostics"])
    status, _, body = ask(server, "POST", "/rule?lang=en", text)
    assert status == 422
    assert any("opens no file" in d["message"] for d in json.loads(body)["diagnostics"])


def test_a_seance_without_coup_files_is_settled(server):
    status, _, body = ask(server, "POST", "/rule?format=json", SEANCE.read_text("utf-8"))
    assert status == 200 and json.loads(body)["schema"] == "settlement.v1"


def _run_until_address(args: list[str]) -> tuple[subprocess.Popen[str], str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen([sys.executable, "-m", "arbiter.cli", *args],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=env)
    line = process.stdout.readline() if process.stdout else ""
    return process, line


def test_record_no_browser_prints_the_address_and_serves_the_file(tmp_path):
    coup = tmp_path / "coup.tric"
    coup.write_text(COUP, encoding="utf-8")
    process, line = _run_until_address(["record", str(coup), "--no-browser", "--port", "0"])
    try:
        assert "http://127.0.0.1:" in line, line + (process.stderr.read()
                                                     if process.poll() is not None else "")
        port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
        connection.request("GET", "/")
        page = connection.getresponse().read().decode("utf-8")
        connection.close()
        assert 'data-name="coup.tric"' in page and "[Noir &quot;Charles&quot;]" in page
    finally:
        process.terminate()
        process.wait(TIMEOUT)


def test_serve_on_a_port_in_use_is_a_usage_error(server):
    port = server.server_address[1]
    run = subprocess.run([sys.executable, "-m", "arbiter.cli", "serve", "--port", str(port)],
                         capture_output=True, text=True, timeout=TIMEOUT)
    assert run.returncode == 2 and f"cannot listen on 127.0.0.1:{port}" in run.stderr
