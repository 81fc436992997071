"""Telling a review report from a game log by its first bytes (no parsing, nothing imported)."""

from __future__ import annotations

SNIFF_BYTES = 65536


def is_report_bytes(data: bytes) -> bool:
    """Whether a file's opening looks like a review report: a JSON object with ``engine`` and
    ``review`` keys (game logs in tenhou.net/6 or mjai form have neither)."""
    head = data[:4096].lstrip(b"\xef\xbb\xbf \t\r\n")
    start = data[:SNIFF_BYTES]
    return head.startswith(b"{") and b'"engine"' in start and b'"review"' in start


def is_report_file(path: object) -> bool:
    """The same for a file (False when it cannot be read)."""
    try:
        with open(path, "rb") as stream:  # type: ignore[call-overload]
            return is_report_bytes(stream.read(SNIFF_BYTES))
    except OSError:
        return False
