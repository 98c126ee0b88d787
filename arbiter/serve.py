"""``arbiter serve``: the recorder page and the arbiter behind it, for one browser on this machine.

The standard library's :class:`http.server.ThreadingHTTPServer` is enough: three routes, bodies
bounded to one record (:data:`MAX_INPUT_BYTES`), one user. It adds no dependency for a referee to
install, and everything it answers goes through the functions the command line uses.

What it refuses, and why:

* a body over 64 KiB (413) or without a length (411): a record is a few kilobytes, and nothing
  the server reads may make it slow or big;
* a request whose ``Host`` is not the server's own address, or whose ``Origin`` (sent by a
  browser with every cross-site request) is not the server's own page (403): a web page open in
  the same browser, or a name rebound to 127.0.0.1, cannot make it rule or read anything;
* a séance record naming coup files (``marqué coup "f.tric"``): the server never opens a file a
  request names; such a séance is settled with ``arbiter settle`` on the command line.
"""

from __future__ import annotations

import html
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from arbiter.limits import MAX_INPUT_BYTES

PAGE = "recorder.html"
"""The recorder page, shipped in ``arbiter.templates`` (its script and styles inside it)."""
INITIAL_MARK = '<textarea hidden id="initial-record" data-name=""></textarea>'
"""Where the page receives the record ``arbiter record FILE`` opens (escaped as HTML text)."""
LOOPBACK = ("127.0.0.1", "localhost", "[::1]")


def page(initial: str = "", name: str = "") -> str:
    """The recorder page, with ``initial`` (a record's text) ready to open under ``name``."""
    from arbiter.render.templating import _templates  # the one place that finds templates

    text = _templates().joinpath(PAGE).read_text(encoding="utf-8")
    if initial or name:
        filled = (f'<textarea hidden id="initial-record" data-name="{html.escape(name)}">'
                  f"{html.escape(initial)}</textarea>")
        text = text.replace(INITIAL_MARK, filled, 1)
    return text


def own_hosts(host: str, port: int) -> frozenset[str]:
    """The ``Host`` values that name this server: the address it was given, and the loopback
    names when it listens on the loopback or on every address."""
    shown = f"[{host}]" if ":" in host and not host.startswith("[") else host
    names = {shown}
    if host in ("127.0.0.1", "localhost", "::1", "0.0.0.0", "::"):
        names.update(LOOPBACK)
    return frozenset(f"{n}:{port}" for n in names)


class Answer:
    """One response: status, content type and body."""

    __slots__ = ("body", "status", "type")

    def __init__(self, status: int, body: str, type_: str = "application/json") -> None:
        self.status, self.body, self.type = status, body, type_


def _json(status: int, value: Any) -> Answer:
    return Answer(status, json.dumps(value, ensure_ascii=False, indent=1) + "\n")


def _diagnostics(diagnostics: Any, text: str, lang: str) -> list[dict[str, Any]]:
    out = []
    for d in diagnostics:
        if not hasattr(d, "render"):
            out.append({"severity": "error", "line": 0, "column": 0, "message": str(d),
                        "text": str(d)})
            continue
        out.append({"severity": d.severity, "line": d.span.line, "column": d.span.column,
                    "message": d.message.get(lang),
                    "expected": d.expected.get(lang) if d.expected else None,
                    "text": d.render(text, lang)})   # type: ignore[arg-type]
    return out


def _no_files(record: Any, source: str) -> list[Any]:
    """A diagnostic at each marqué of a séance that names a coup file: the server opens none."""
    from arbiter.i18n import Msg
    from arbiter.notation.diagnostics import Diagnostic
    from arbiter.span import Span

    return [Diagnostic(Span(m.line, 1),
                       Msg(f"le serveur n'ouvre pas de fichier (« {m.coup} »)",
                           f"the server opens no file (“{m.coup}”)"),
                       Msg("« arbiter settle » en ligne de commande pour une séance qui nomme "
                           "des coups", "“arbiter settle” on the command line for a séance "
                           "naming coups"), source=source)
            for m in record.marques if m.coup is not None]


def check_answer(text: str, lang: str) -> Answer:
    """``POST /check``: every diagnostic of the record, as ``arbiter check`` finds them."""
    from arbiter.record_kind import is_seance

    name = "<page>"
    if is_seance(text):
        from arbiter.ecrire import check_seance

        record, diagnostics = check_seance(text, source=name)
        if record is not None:
            diagnostics = [*diagnostics, *_no_files(record, name)]
    else:
        from arbiter.notation import check

        record, diagnostics = check(text, source=name)  # type: ignore[assignment]
    ok = record is not None and not any(getattr(d, "severity", "error") == "error"
                                        for d in diagnostics)
    return _json(200, {"ok": ok, "diagnostics": _diagnostics(diagnostics, text, lang)})


def rule_answer(text: str, fmt: str, lang: str) -> Answer:
    """``POST /rule``: the ruling (or a séance's settlement) as HTML or JSON; a record that
    cannot be ruled answers 422 with its diagnostics."""
    from arbiter.notation import NotationError
    from arbiter.record_kind import is_seance

    name = "<page>"
    kind = "application/json" if fmt == "json" else "text/html; charset=utf-8"
    try:
        if is_seance(text):
            from arbiter.ecrire import parse_seance, settle
            from arbiter.ecrire.render import render_settlement
            from arbiter.laws import load_laws

            seance = parse_seance(text, source=name)
            refused = _no_files(seance, name)
            if refused:
                raise NotationError(refused)
            body = render_settlement(settle(seance, {}, laws_sha256=load_laws().sha256),
                                     fmt, lang)  # type: ignore[arg-type]
        else:
            from arbiter.engine import decide
            from arbiter.notation import parse
            from arbiter.render import render

            body = render(decide(parse(text, source=name), source_text=text), fmt,
                          lang)  # type: ignore[arg-type]
    except NotationError as err:
        return _json(422, {"ok": False, "diagnostics": _diagnostics(err.diagnostics, text,
                                                                      lang)})
    return Answer(200, body, kind)


class Handler(BaseHTTPRequestHandler):
    """The three routes; every answer says its length and is never cached."""

    server: RecorderServer
    server_version = "arbiter"
    sys_version = ""

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.verbose:
            super().log_message(format, *args)

    def do_GET(self) -> None:
        if not self._allowed():
            return
        path = urlsplit(self.path).path
        if path in ("/", "/index.html"):
            try:
                answer = Answer(200, page(self.server.initial, self.server.name),
                                "text/html; charset=utf-8")
            except Exception as err:    # a bug of ours, or a broken installation
                answer = _json(500, {"error": f"internal error: {type(err).__name__}"})
            self._send(answer)
        else:
            self._send(_json(404, {"error": f"no page {path}"}))

    def do_POST(self) -> None:
        if not self._allowed():
            return
        url = urlsplit(self.path)
        if url.path not in ("/check", "/rule"):
            self._send(_json(404, {"error": f"no route {url.path}"}))
            return
        query = parse_qs(url.query)
        lang = query.get("lang", ["fr"])[-1]
        fmt = query.get("format", ["html"])[-1]
        if lang not in ("fr", "en") or fmt not in ("html", "json"):
            self._send(_json(400, {"error": "lang is fr or en; format is html or json"}))
            return
        text = self._body()
        if text is None:
            return
        try:
            answer = check_answer(text, lang) if url.path == "/check" else \
                rule_answer(text, fmt, lang)
        except Exception as err:        # a bug of ours: one line, never a traceback
            answer = _json(500, {"error": f"internal error: {type(err).__name__}"})
        self._send(answer)

    def do_PUT(self) -> None:
        self._send(_json(405, {"error": "GET / or POST /check, /rule"}))

    do_DELETE = do_PATCH = do_PUT

    def _allowed(self) -> bool:
        """The request names this server (Host) and comes from its own page (Origin)."""
        host = self.headers.get("Host", "")
        origin = self.headers.get("Origin")
        own = self.server.hosts
        if host not in own or (origin is not None and origin not in
                               {f"http://{h}" for h in own}):
            self._send(_json(403, {"error": "this server answers only its own page"}))
            return False
        return True

    def _body(self) -> str | None:
        """The request's text, or None once an error was answered."""
        length = self.headers.get("Content-Length")
        if self.headers.get("Transfer-Encoding") or length is None:
            self._send(_json(411, {"error": "a Content-Length is required"}))
            return None
        try:
            size = int(length)
        except ValueError:
            size = -1
        if size < 0:
            self._send(_json(400, {"error": "bad Content-Length"}))
            return None
        if size > MAX_INPUT_BYTES:
            self._send(_json(413, {"error": f"a record is at most {MAX_INPUT_BYTES // 1024} "
                                            "KiB"}))
            return None
        data = self.rfile.read(size).removeprefix(b"\xef\xbb\xbf")
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            self._send(_json(400, {"error": "the record is not UTF-8 text"}))
            return None

    def _send(self, answer: Answer) -> None:
        data = answer.body.encode("utf-8")
        self.send_response(answer.status)
        self.send_header("Content-Type", answer.type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        if answer.status >= 400 and self.command == "POST":
            self.close_connection = True    # an unread body must not be read as a request
        self.end_headers()
        self.wfile.write(data)


class RecorderServer(ThreadingHTTPServer):
    """The server, with what its handler needs: its own names, the record to open."""

    daemon_threads = True

    def __init__(self, host: str, port: int, initial: str = "", name: str = "",
                 verbose: bool = False) -> None:
        super().__init__((host, port), Handler)
        self.initial, self.name, self.verbose = initial, name, verbose
        self.hosts = own_hosts(host, self.server_address[1])

    @property
    def url(self) -> str:
        host = self.server_address[0]
        shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
        if ":" in shown:
            shown = "localhost" if shown == "::" else f"[{shown}]"
        return f"http://{shown}:{self.server_address[1]}/"


def start(host: str = "127.0.0.1", port: int = 0, initial: str = "", name: str = "",
          verbose: bool = False) -> tuple[RecorderServer, threading.Thread]:
    """A server listening on ``host:port`` (0: a free port), answering from a thread."""
    server = RecorderServer(host, port, initial, name, verbose)
    thread = threading.Thread(target=server.serve_forever, name="arbiter-serve", daemon=True)
    thread.start()
    return server, thread
