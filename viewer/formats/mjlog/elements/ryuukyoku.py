"""``<RYUUKYOKU>``: a drawn round (exhaustive or abortive), the hands shown and the payments."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml import etree

from viewer.domain.events import Ryuukyoku
from viewer.formats.mjlog.errors import shown
from viewer.formats.mjlog.limits import MAX_ATTRIBUTE_CHARS
from viewer.formats.mjlog.tags import HAND_ATTRIBUTES, tile_id

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState

ATTRIBUTES = frozenset({"type", "ba", "sc", *HAND_ATTRIBUTES, "owari", "ratio", "chip"})
RYUUKYOKU_TYPES = frozenset({"nm", "yao9", "kaze4", "reach4", "ron3", "kan4"})
_new = tuple.__new__


def read_ryuukyoku(state: ParseState, el: etree._Element) -> Ryuukyoku:
    """A drawn round: the fast path of ``ryuukyoku_checked`` (one read per attribute, no list
    padding), falling back to it on anything unusual."""
    get = el.get
    kind = get("type")
    players = state.player_count
    ba, sc = get("ba"), get("sc")
    if ba is None or sc is None:
        return ryuukyoku_checked(state, el)
    try:
        if kind is not None and kind not in RYUUKYOKU_TYPES:
            raise ValueError  # the checked handler warns about it
        if len(ba) > MAX_ATTRIBUTE_CHARS or len(sc) > MAX_ATTRIBUTE_CHARS:
            raise ValueError
        honba, sticks = [*map(int, ba.split(","))][:2]
        sc_values = [*map(int, sc.split(","))]
        if len(sc_values) < 2 * players:
            raise ValueError
        revealed: list[tuple[int, ...] | None] = []
        for name in HAND_ATTRIBUTES:
            text = get(name)
            if not text:
                revealed.append(None)
            elif len(text) > MAX_ATTRIBUTE_CHARS:
                raise ValueError
            else:
                revealed.append(tuple(sorted(map(tile_id, text.split(",")))))
    except (ValueError, KeyError, TypeError):
        return ryuukyoku_checked(state, el)
    state.owari(get("owari"))
    b0, d0, b1, d1, b2, d2, b3, d3 = (*sc_values, 0, 0)[:8]  # 6 values in a 3-player game
    ryuukyoku: Ryuukyoku = _new(Ryuukyoku, (
        kind, honba, sticks, (b0 * 100, b1 * 100, b2 * 100, b3 * 100),
        (d0 * 100, d1 * 100, d2 * 100, d3 * 100), tuple(revealed),
    ))  # fmt: skip
    return ryuukyoku


def ryuukyoku_checked(state: ParseState, el: etree._Element) -> Ryuukyoku:
    kind = el.get("type")
    if kind is not None and kind not in RYUUKYOKU_TYPES:
        state.warn(f"unknown draw type {shown(kind)}", key=f"ryuukyoku:{kind}")
    honba, sticks = state.ba(el)
    scores_before, deltas = state.score_change(el)
    revealed = tuple(
        tuple(sorted(state.tiles(el, f"hai{seat}"))) if el.get(f"hai{seat}") else None
        for seat in range(4)
    )
    state.owari(el.get("owari"))
    return Ryuukyoku(
        kind=str(kind) if kind is not None else None,
        honba=honba,
        riichi_sticks=sticks,
        scores_before=scores_before,
        deltas=deltas,
        revealed=revealed,
    )
