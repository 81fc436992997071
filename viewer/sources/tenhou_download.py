"""The one HTTP request of a Tenhou download: same-host redirects only, size and time caps.

Kept apart from ``tenhou`` because urllib.request pulls in http.client, ssl and email (tens of
milliseconds): ``tenhou.fetch_log`` imports this module only when a log is really downloaded.
"""

from __future__ import annotations

import socket
import time
import urllib.error
import urllib.request
from urllib.parse import urlsplit

from viewer import __version__
from viewer.sources.tenhou_net import TenhouError, is_loopback


class _SameHostRedirects(urllib.request.HTTPRedirectHandler):
    """Follow a redirect only to the same host (http -> https on tenhou.net, say)."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):  # type: ignore[no-untyped-def]
        if urlsplit(newurl).hostname != urlsplit(req.full_url).hostname:
            raise TenhouError(f"Tenhou redirected to another site ({urlsplit(newurl).hostname})")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def download(url: str, log_id: str, timeout: float, max_bytes: int) -> bytes:
    host = urlsplit(url).hostname or ""
    handlers: list[urllib.request.BaseHandler] = [_SameHostRedirects()]
    if is_loopback(host):
        handlers.append(urllib.request.ProxyHandler({}))  # never send loopback via a proxy
    opener = urllib.request.build_opener(*handlers)
    request = urllib.request.Request(
        url, headers={"User-Agent": f"mjlog-viewer/{__version__}", "Accept-Encoding": "gzip"}
    )
    deadline = time.monotonic() + timeout
    try:
        with opener.open(request, timeout=timeout) as answer:
            length = answer.headers.get("Content-Length")
            if length and length.isdigit() and int(length) > max_bytes:
                raise _too_big(log_id, max_bytes)
            chunks: list[bytes] = []
            size = 0
            while chunk := answer.read(64 * 1024):
                size += len(chunk)
                if size > max_bytes:
                    raise _too_big(log_id, max_bytes)
                if time.monotonic() > deadline:
                    raise TimeoutError
                chunks.append(chunk)
            return b"".join(chunks)
    except TenhouError:
        raise
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            hint = "a game still being played is not available yet"
            if log_id.rpartition("-")[2].startswith("x"):
                hint = "links with an 'x' id from Tenhou's own log list may need the plain id"
            raise TenhouError(f"Tenhou has no log {log_id} ({hint})") from None
        raise TenhouError(f"Tenhou answered {exc.code} {exc.reason} for {log_id}") from None
    except TimeoutError:
        raise TenhouError(f"Tenhou did not answer within {timeout:g} s ({log_id})") from None
    except urllib.error.URLError as exc:
        reason = exc.reason
        if isinstance(reason, TimeoutError | socket.timeout):
            raise TenhouError(f"Tenhou did not answer within {timeout:g} s ({log_id})") from None
        text = getattr(reason, "strerror", None) or str(reason)
        raise TenhouError(f"cannot reach {host} to download {log_id}: {text}") from None
    except (OSError, ValueError) as exc:
        raise TenhouError(f"the download of {log_id} failed: {exc}") from None


def _too_big(log_id: str, max_bytes: int) -> TenhouError:
    return TenhouError(
        f"Tenhou's answer for {log_id} is larger than {max_bytes // 1024} kB, "
        "far more than any log (refused)"
    )
