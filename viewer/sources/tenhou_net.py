"""What both halves of a Tenhou download share: the error a user reads and the loopback test.

``tenhou`` (links, ids, the cache) and ``tenhou_download`` (the one HTTP request, imported on the
first download) both need them; kept here, below both, so neither imports the other's module in
a circle.
"""

from __future__ import annotations

import ipaddress


class TenhouError(Exception):
    """A link that cannot be followed or a download that failed: the message is for the user."""


def is_loopback(host: str) -> bool:
    """Whether ``host`` is this machine (the only place a plain-http base is allowed)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
