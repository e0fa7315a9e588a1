#!/usr/bin/env python3
"""A scripted HTTP(S) server for askform's submission tests. Python 3 standard library only.

    server.py --script SCRIPT.json --log LOG.jsonl [--cert CERT.pem --key KEY.pem] [--lifetime 60]

Listens on 127.0.0.1, on a port the system picks, and prints that port as the first line
of stdout. SCRIPT is a JSON list of responses, one per request in arrival order; the last
one repeats. Each response is an object with any of:

    status     HTTP status code (default 200)
    headers    object of header names to values, e.g. {"Retry-After": "2"}
    body       response body text (default "")
    delay      seconds to wait before answering
    trickle    milliseconds between body bytes: the headers go out at once, then the body
               one byte at a time, for up to `trickleBytes` bytes (default 600)
    close      true: read the request, then drop the connection without answering
    redirect   a URL: answer 307 with that Location (unless `status` says otherwise)
    echo       true: the body is the request's body, as received
    cutHeaders true: send the status line and one header, then close without ending the
               header block (a response cut off in its headers)

Every request is appended to LOG as one JSON line, before the response is sent:
{"index", "method", "path", "headers": [[name, value], ...], "body", "time"} where time is
CLOCK_MONOTONIC seconds (compare entries with each other, not with wall time).

Every connection is appended to LOG.raw as one JSON line when it ends, requests or not:
{"connection", "raw"} where raw is every byte the client sent on it (read to its end, so a
second request smuggled after the first shows up), as Latin-1 text.

The server exits on its own after --lifetime seconds, or as soon as its stdin reaches end
of file (the test that started it has closed the pipe or died), so nothing lingers.
"""

import argparse
import http.server
import json
import os
import socket
import ssl
import sys
import threading
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--script", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--cert")
    parser.add_argument("--key")
    parser.add_argument("--lifetime", type=float, default=60.0)
    options = parser.parse_args()

    with open(options.script, encoding="utf-8") as handle:
        script = json.load(handle)
    if not isinstance(script, list) or not script:
        sys.exit("server.py: the script must be a non-empty JSON list of responses")

    state = {"count": 0}
    lock = threading.Lock()
    log = open(options.log, "a", encoding="utf-8")
    raw_log = open(options.log + ".raw", "a", encoding="utf-8")
    connections = {"count": 0}

    class Recorder:
        """Wraps the connection's reading file and keeps a copy of every byte read."""

        def __init__(self, stream):
            self.stream = stream
            self.data = bytearray()

        def read(self, *args):
            chunk = self.stream.read(*args)
            self.data += chunk
            return chunk

        def readline(self, *args):
            line = self.stream.readline(*args)
            self.data += line
            return line

        def __getattr__(self, name):
            return getattr(self.stream, name)

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.0"

        def setup(self):
            # The TLS handshake happens here, in the request's own thread, so a client
            # that never finishes it cannot stall the accept loop.
            if isinstance(self.request, ssl.SSLSocket):
                self.request.settimeout(10)
                self.request.do_handshake()
                self.request.settimeout(None)
            super().setup()
            self.recorder = Recorder(self.rfile)
            self.rfile = self.recorder

        def finish(self):
            try:
                super().finish()
            except OSError:
                pass
            # Whatever else the client sent on this connection (HTTP/1.0: one request each).
            try:
                if not isinstance(self.request, ssl.SSLSocket):
                    self.request.shutdown(socket.SHUT_WR)  # the response is whole: say so
                self.request.settimeout(2)
                while True:
                    chunk = self.request.recv(65536)
                    if not chunk:
                        break
                    self.recorder.data += chunk
            except OSError:
                pass
            with lock:
                number = connections["count"]
                connections["count"] += 1
                raw_log.write(json.dumps({"connection": number,
                                          "raw": bytes(self.recorder.data).decode("latin-1")}) + "\n")
                raw_log.flush()

        def log_message(self, format, *args):
            sys.stderr.write("server.py: " + (format % args) + "\n")

        def handle_one(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length > 0 else b""
            self.request_body = body
            with lock:
                index = state["count"]
                state["count"] += 1
                record = {
                    "index": index,
                    "method": self.command,
                    "path": self.path,
                    "headers": [[name, value] for name, value in self.headers.items()],
                    "body": body.decode("utf-8", "replace"),
                    "time": time.monotonic(),
                }
                log.write(json.dumps(record) + "\n")
                log.flush()
            return script[min(index, len(script) - 1)]

        def answer(self):
            step = self.handle_one()
            if step.get("delay"):
                time.sleep(float(step["delay"]))
            if step.get("close"):
                try:
                    self.connection.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                self.close_connection = True
                return
            if step.get("cutHeaders"):
                self.wfile.write(b"HTTP/1.0 %d OK\r\nContent-Type: text/plain\r\n" % int(step.get("status", 200)))
                self.wfile.flush()
                try:
                    self.connection.shutdown(socket.SHUT_WR)
                except OSError:
                    pass
                self.close_connection = True
                return
            status = int(step.get("status", 307 if step.get("redirect") else 200))
            body = str(step.get("body", "")).encode("utf-8")
            if step.get("echo"):
                body = self.request_body
            headers = dict(step.get("headers", {}))
            if step.get("redirect"):
                headers["Location"] = step["redirect"]
            self.send_response(status)
            trickle = step.get("trickle")
            if trickle:
                size = int(step.get("trickleBytes", 600))
                self.send_header("Content-Length", str(size))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.flush()
                try:
                    for _ in range(size):
                        time.sleep(float(trickle) / 1000.0)
                        self.wfile.write(b".")
                        self.wfile.flush()
                except OSError:
                    pass  # the client gave up, as it should
                return
            self.send_header("Content-Length", str(len(body)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()

        do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = answer

    class Server(http.server.ThreadingHTTPServer):
        daemon_threads = True

        def handle_error(self, request, client_address):
            kind, value = sys.exc_info()[:2]
            sys.stderr.write("server.py: %s: %s\n" % (kind.__name__ if kind else "error", value))

    server = Server(("127.0.0.1", 0), Handler)
    if options.cert:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(options.cert, options.key)
        server.socket = context.wrap_socket(server.socket, server_side=True,
                                            do_handshake_on_connect=False)

    def exit_now(reason):
        sys.stderr.write("server.py: exiting: %s\n" % reason)
        sys.stderr.flush()
        os._exit(0)

    def watch_stdin():
        while sys.stdin.buffer.read(4096):
            pass
        exit_now("stdin closed")

    threading.Timer(options.lifetime, exit_now, ["lifetime of %g s over" % options.lifetime]).start()
    threading.Thread(target=watch_stdin, daemon=True).start()

    sys.stdout.write("%d\n" % server.server_address[1])
    sys.stdout.flush()
    server.serve_forever()


if __name__ == "__main__":
    main()
