"""Decoded values shared between elements and games.

Calls, melds and a win's short attributes repeat across games; the values decoded from them are
immutable, so each is decoded once and shared. The benchmark empties them before each pass, as a
newly started viewer would have them.
"""

from __future__ import annotations

from viewer.domain.events import Call
from viewer.domain.melds import Meld

# A call by (sanma, who, m) as read from the element.
CALLS: dict[tuple[bool, str | None, str | None], Call] = {}
# The melds of a win are those its winner called in the round: decoded once, by (code, seat).
MELDS: dict[tuple[int, int], Meld] = {}
# A win's short attributes repeat from game to game ("0,0" for ba, "30,7700,0" for ten, the same
# yaku lists): their decoded values are shared, keyed by the attribute's text.
AGARI_HEADS: dict[tuple[str, str], tuple[int, int, int, int, int]] = {}  # (ba, ten)
AGARI_YAKU: dict[str, tuple[tuple[int, int], ...]] = {}  # yaku text ("" when absent)
AGARI_YAKUMAN: dict[str, tuple[int, ...]] = {}  # yakuman text ("" when absent)
CACHE_LIMIT = 65536  # entries per cache; a cache that grows past it starts again


def clear_caches() -> None:
    """Forget the shared decoded values (the benchmark starts each pass as a new process would)."""
    CALLS.clear()
    MELDS.clear()
    AGARI_HEADS.clear()
    AGARI_YAKU.clear()
    AGARI_YAKUMAN.clear()
