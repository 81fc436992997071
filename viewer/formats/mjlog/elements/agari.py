"""``<AGARI>``: a win (who, from whom, hand, melds, fu, points, yaku, dora, payments)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lxml import etree

from viewer.domain.events import Agari
from viewer.domain.melds import Meld, MeldCodeError, decode_meld
from viewer.formats.mjlog.caches import (
    AGARI_HEADS,
    AGARI_YAKU,
    AGARI_YAKUMAN,
    CACHE_LIMIT,
    MELDS,
)
from viewer.formats.mjlog.limits import MAX_ATTRIBUTE_CHARS
from viewer.formats.mjlog.tags import tile_id

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState

ATTRIBUTES = frozenset({
    "ba", "hai", "m", "machi", "ten", "yaku", "yakuman", "doraHai", "doraHaiUra", "who",
    "fromWho", "paoWho", "sc", "owari", "chip", "ratio",
})  # fmt: skip
_new = tuple.__new__


def read_agari(state: ParseState, el: etree._Element) -> Agari:
    get = el.get
    players = state.player_count
    cap = MAX_ATTRIBUTE_CHARS
    heads = AGARI_HEADS
    who_text, from_text, machi = get("who"), get("fromWho"), get("machi")
    ba, ten, sc, hai, dora = get("ba"), get("ten"), get("sc"), get("hai"), get("doraHai")
    if (
        who_text is None or from_text is None or machi is None or ba is None or ten is None
        or sc is None or hai is None or dora is None
    ):  # fmt: skip
        return agari_checked(state, el)
    try:
        who, from_seat = int(who_text), int(from_text)
        if max(len(ba), len(ten), len(sc), len(hai), len(dora)) > cap:
            raise ValueError
        yaku_text, yakuman_text, meld_text = get("yaku"), get("yakuman"), get("m")
        ura, pao = get("doraHaiUra"), get("paoWho")
        if (
            not 0 <= who < players or not 0 <= from_seat < players
            or (ura is not None and len(ura) > cap)
            or max(len(yaku_text or ""), len(yakuman_text or ""), len(meld_text or "")) > cap
        ):  # fmt: skip
            raise ValueError
        head = heads.get((ba, ten))
        if head is None:
            honba, sticks = [*map(int, ba.split(","))][:2]
            fu, points, limit = [*map(int, ten.split(","))][:3]
            head = heads[(ba, ten)] = (honba, sticks, fu, points, limit)
        honba, sticks, fu, points, limit = head
        yaku = AGARI_YAKU.get(yaku_text or "")
        if yaku is None:
            yaku_values = list(map(int, yaku_text.split(","))) if yaku_text else []
            if len(yaku_values) % 2:
                raise ValueError
            yaku = tuple(zip(yaku_values[0::2], yaku_values[1::2], strict=True))
            AGARI_YAKU[yaku_text or ""] = yaku
        yakuman = AGARI_YAKUMAN.get(yakuman_text or "")
        if yakuman is None:
            yakuman = tuple(map(int, yakuman_text.split(","))) if yakuman_text else ()
            AGARI_YAKUMAN[yakuman_text or ""] = yakuman
        melds: tuple[Meld, ...] = ()
        if meld_text:
            known = MELDS.get
            melds = tuple(
                known((code, who)) or decode_meld(code, who)
                for code in reversed([*map(int, meld_text.split(","))])
            )
        sc_values = [*map(int, sc.split(","))]
        hand = tuple(sorted(map(tile_id, hai.split(","))))
        dora_indicators = tuple(map(tile_id, dora.split(",")))
        win_tile = tile_id(machi)
        ura_indicators = tuple(map(tile_id, ura.split(","))) if ura else ()
        pao_seat = int(pao) if pao is not None else None
        if len(sc_values) < 2 * players or (pao_seat is not None and not 0 <= pao_seat < players):
            raise ValueError
    except (ValueError, KeyError, TypeError):  # MeldCodeError is a ValueError
        return agari_checked(state, el)
    if len(heads) > CACHE_LIMIT or len(AGARI_YAKU) > CACHE_LIMIT:
        heads.clear()
        AGARI_YAKU.clear()
        AGARI_YAKUMAN.clear()
    state.owari(get("owari"))
    b0, d0, b1, d1, b2, d2, b3, d3 = (*sc_values, 0, 0)[:8]  # 6 values in a 3-player game
    agari: Agari = _new(Agari, (
        who, from_seat, hand, melds, win_tile, fu, points, limit, yaku, yakuman,
        dora_indicators, ura_indicators, honba, sticks,
        (b0 * 100, b1 * 100, b2 * 100, b3 * 100), (d0 * 100, d1 * 100, d2 * 100, d3 * 100),
        pao_seat,
    ))  # fmt: skip
    return agari


def agari_checked(state: ParseState, el: etree._Element) -> Agari:
    who = state.seat(el)
    from_seat = state.seat(el, "fromWho")
    pao = el.get("paoWho")
    honba, sticks = state.ba(el)
    ten = state.numbers(el, "ten", 3)
    yaku_values = state.numbers(el, "yaku") if el.get("yaku") is not None else []
    if len(yaku_values) % 2:
        raise state.error("attribute yaku must hold id,han pairs")
    yaku = tuple(zip(yaku_values[0::2], yaku_values[1::2], strict=True))
    yakuman = tuple(state.numbers(el, "yakuman")) if el.get("yakuman") is not None else ()
    melds = []
    if el.get("m") is not None:
        for code in reversed(state.numbers(el, "m")):
            try:
                melds.append(decode_meld(code, who))
            except MeldCodeError as exc:
                raise state.error(str(exc)) from None
    scores_before, deltas = state.score_change(el)
    machi = state.number(el, "machi")
    if not 0 <= machi < 136:
        raise state.error(f"tile id out of range in machi: {machi} (must be 0-135)")
    state.owari(el.get("owari"))
    return Agari(
        seat=who,
        from_seat=from_seat,
        hand=tuple(sorted(state.tiles(el, "hai"))),
        melds=tuple(melds),
        win_tile=machi,
        fu=ten[0],
        points=ten[1],
        limit=ten[2],
        yaku=yaku,
        yakuman=yakuman,
        dora_indicators=state.tiles(el, "doraHai"),
        ura_indicators=state.tiles(el, "doraHaiUra", optional=True),
        honba=honba,
        riichi_sticks=sticks,
        scores_before=scores_before,
        deltas=deltas,
        pao_seat=state.seat(el, "paoWho") if pao is not None else None,
    )
