"""Gzip data inflated with a cap, for every reader: a log is small, a gzip bomb is not.

One implementation, so the mjlog, mjai and tenhou.net/6 readers refuse a bomb, a damaged stream
and an empty cut-off stream in the same words.
"""

from __future__ import annotations

import zlib

GZIP_MAGIC = b"\x1f\x8b"


def inflate(data: bytes, limit: int, error: type[Exception]) -> tuple[bytes, str | None]:
    """``data`` itself when it is not gzip (told by its magic bytes), else what it inflates to,
    refused past ``limit`` bytes; the second value says the stream is cut off (what came before
    the cut is kept)."""
    if not data.startswith(GZIP_MAGIC):
        return data, None
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = inflater.decompress(data, limit + 1)
    except zlib.error as exc:
        raise error(f"the gzip data is damaged ({exc})") from None
    if len(out) > limit:
        raise error(
            f"the gzip data inflates to more than {limit // 2**20} MB, "
            "far more than any real log (refused)"
        )
    if not inflater.eof:
        if not out:
            raise error("the gzip stream is cut off before any data")
        return out, "the gzip stream is cut off"
    return out, None
