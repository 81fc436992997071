"""GameRecord -> tenhou.net/6 JSON, as Tenhou's own converter writes it.

Checked against the mjlog/JSON pairs of the corpus: the same value for every key. Where Tenhou's
choices are arbitrary they are followed exactly: a red five sorts after the plain fives of its
suit in a starting hand; a pon or kan with a red five puts it at the place of the called tile
when it was called, else last (second for a pon from the next seat); an ankan of fives ends with
the red one; a 0 follows a daiminkan in the discards (no discard of its own) except at the end;
disconnections in a round are listed under ``connection``.
"""

from __future__ import annotations

import json
import re
from typing import Any

from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    Disconnect,
    Draw,
    NewDora,
    Reconnect,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import GameRecord, RoundRecord
from viewer.domain.yaku import tenhou_yaku_name
from viewer.formats.tenhou6.codes import TSUMOGIRI, code_of, format_call, kind_code, sort_key
from viewer.formats.tile_ids import HIDDEN_TILES_REFUSED, hides_tiles

LOG_ID = re.compile(r"\d{10}gm-[0-9a-f]{4}-\d{4,5}-[0-9a-zx][0-9a-f]{7}")
DAN_TEXTS = (
    "新人",
    "９級",
    "８級",
    "７級",
    "６級",
    "５級",
    "４級",
    "３級",
    "２級",
    "１級",
    "初段",
    "二段",
    "三段",
    "四段",
    "五段",
    "六段",
    "七段",
    "八段",
    "九段",
    "十段",
    "天鳳",
)
LIMIT_TEXTS = {1: "満貫", 2: "跳満", 3: "倍満", 4: "三倍満", 5: "役満"}
LIMIT_BASE = {1: 2000, 2: 3000, 3: 4000, 4: 6000, 5: 8000}
DRAW_TEXTS = {
    "nm": "流し満貫",
    "yao9": "九種九牌",
    "kaze4": "四風連打",
    "reach4": "四家立直",
    "ron3": "三家和了",
    "kan4": "四槓散了",
}
URA_DORA = 53
RIICHI_PREFIX = "r"


def log_id(name: str | None) -> str:
    """The Tenhou log id a file name carries (``2019...gm-00a9-0000-e2f6516d``), or ''."""
    match = LOG_ID.search(name or "")
    return match.group(0) if match else ""


def write_tenhou6(record: GameRecord, name: str | None = None) -> bytes:
    """The JSON text (UTF-8) of a whole game; ``name``: the source file name, for ``ref``."""
    return dumps(game_value(record, log_id(name)))


def dumps(value: object) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def game_value(record: GameRecord, ref: str = "") -> dict[str, Any]:
    """The JSON value of a game (a dict for ``json.dumps``); ValueError for a game with hidden
    tiles, which tenhou.net/6 cannot write."""
    if hides_tiles(record):
        raise ValueError(HIDDEN_TILES_REFUSED)
    players = record.players
    rules = record.rules
    red = 1 if rules.red_fives else 0
    padded = [*players, *[None] * (4 - len(players))]
    value: dict[str, Any] = {
        "ver": 2.3,
        "ref": ref,
        "log": [round_value(record, rnd) for rnd in record.rounds],
        "ratingc": "PF3" if rules.sanma else "PF4",
        "rule": {
            "disp": rules.room_name.removeprefix("四"),
            "aka53": red,
            "aka52": red,
            "aka51": red,
        },
        "lobby": rules.lobby or 0,
        "dan": [
            DAN_TEXTS[p.dan] if p and p.dan is not None and 0 <= p.dan < 21 else "新人"
            for p in padded
        ],
        "rate": [number(p.rate if p and p.rate is not None else 1500.0) for p in padded],
        "sx": [p.sex or "C" if p else "C" for p in padded],
        "name": [p.name if p else "" for p in padded],
    }
    connection = connections(record)
    if connection:
        value["connection"] = connection
    final = record.final
    if final is not None and final.points:  # (no game points known: no 'sc' rather than 0s)
        value["sc"] = [
            x for pair in zip(final.scores, map(number, final.points), strict=True) for x in pair
        ]
    return value


def connections(record: GameRecord) -> list[dict[str, int]]:
    """Disconnections (``what`` 0) and returns (1) as Tenhou lists them: the round (``log``)
    and the number of draws, discards and calls before it in that round (``step``)."""
    found = []
    for number, rnd in enumerate(record.rounds):
        step = 0
        for event in rnd.events:
            if isinstance(event, Draw | Discard | Call):
                step += 1
            elif isinstance(event, Disconnect | Reconnect):
                what = 0 if isinstance(event, Disconnect) else 1
                found.append({"what": what, "log": number, "who": event.seat, "step": step})
    return found


def number(value: float) -> int | float:
    """A whole number as an int (Tenhou writes 1500, not 1500.0)."""
    return int(value) if float(value).is_integer() else value


def round_value(record: GameRecord, rnd: RoundRecord) -> list[Any]:
    """``[[kyoku, honba, sticks], scores, dora, ura, (hand, draws, discards) x 4, result]``."""
    red = record.rules.red_fives
    start = rnd.start
    seats = [_Seat(tuple(code_of(t, red) for t in hand)) for hand in start.hands]
    dora = [code_of(start.dora_indicator, red)]
    ura: list[int] = []
    wins: list[Agari] = []
    draw: Ryuukyoku | None = None
    for event in rnd.events:
        if isinstance(event, Draw):
            seats[event.seat].draw(event.tile, red)
        elif isinstance(event, Discard):
            seats[event.seat].discard(event.tile, red)
        elif isinstance(event, RiichiDeclared):
            seats[event.seat].riichi = True
        elif isinstance(event, Call):
            seats[event.seat].call(event.meld, event.seat, red)
        elif isinstance(event, NewDora):
            dora.append(code_of(event.indicator, red))
        elif isinstance(event, Agari):
            wins.append(event)
            if event.ura_indicators and not ura:
                ura = [code_of(t, red) for t in event.ura_indicators]
        elif isinstance(event, Ryuukyoku):
            draw = event
    value: list[Any] = [
        [start.round_index, start.honba, start.riichi_sticks],
        list(start.scores),
        dora,
        ura,
    ]
    for seat in seats:
        while seat.discards and seat.discards[-1] == 0:
            seat.discards.pop()
        value += [sorted_hand(seat.hand), seat.draws, seat.discards]
    if wins:
        value.append(win_value(wins, start, record.rules.players))
    elif draw is not None:
        value.append(draw_value(draw, record.rules.players))
    else:  # a round cut off before its result
        value.append([])
    return value


def sorted_hand(codes: tuple[int, ...]) -> list[int]:
    """Tenhou's order; a hand already in order of kind keeps its order of plain and red fives
    (a file from another tool may put the red first, and reading and writing keeps it)."""
    kinds = [code % 50 * 10 + 5 if code > 50 else code for code in codes]
    if kinds == sorted(kinds):
        return list(codes)
    return sorted(codes, key=sort_key)


class _Seat:
    """One seat's three lists, built event by event."""

    def __init__(self, hand: tuple[int, ...]) -> None:
        self.hand = hand
        self.draws: list[int | str] = []
        self.discards: list[int | str] = []
        self.drawn = -1
        self.riichi = False

    def draw(self, tile: int, red: bool) -> None:
        self.draws.append(code_of(tile, red))
        self.drawn = tile

    def discard(self, tile: int, red: bool) -> None:
        code: int | str = TSUMOGIRI if tile == self.drawn else code_of(tile, red)
        if self.riichi:
            code = f"{RIICHI_PREFIX}{code}"
            self.riichi = False
        self.discards.append(code)
        self.drawn = -1

    def call(self, meld: Meld, seat: int, red: bool) -> None:
        self.drawn = -1
        kind = meld.kind
        if kind is MeldKind.KITA:
            self.discards.append(format_call("f", [code_of(meld.tiles[0], red)], 0))
            return
        if kind is MeldKind.ANKAN:
            plain = kind_code(meld.tiles[0] >> 2)
            codes = sorted((code_of(t, red) for t in meld.tiles), key=lambda c: c == plain)
            self.discards.append(format_call("a", [plain, plain, plain, codes[0]], 3))
            return
        assert meld.called is not None and meld.from_seat is not None
        rel = (meld.from_seat - seat) % 4
        if kind is MeldKind.CHI:
            others = [code_of(t, red) for t in meld.tiles if t != meld.called]
            self.draws.append(format_call("c", [code_of(meld.called, red), *others], 0))
            return
        slot = {3: 0, 2: 1, 1: 2}[rel]
        if kind is MeldKind.PON:
            self.draws.append(format_call("p", _placed(meld.tiles, meld.called, rel, 3), slot))
        elif kind is MeldKind.DAIMINKAN:
            slot = {3: 0, 2: 1, 1: 3}[rel]
            self.draws.append(format_call("m", _placed(meld.tiles, meld.called, rel, 4), slot))
            self.discards.append(0)
        else:  # kakan: the pon's three as placed, the added tile written at the pon's slot
            assert meld.added is not None
            pon = tuple(t for t in meld.tiles if t != meld.added)
            codes = _placed(pon, meld.called, rel, 3)
            codes.insert(slot, code_of(meld.added, red))
            self.discards.append(format_call("k", codes, slot))


def _placed(tiles: tuple[int, ...], called: int, rel: int, size: int) -> list[int]:
    """The codes of a pon or daiminkan in Tenhou's written order (see the module docstring)."""
    plain = kind_code(called >> 2)
    codes = [plain] * size
    red = [t for t in tiles if t in (16, 52, 88)]
    if not red:
        return codes
    red_code = code_of(red[0])
    if red[0] == called:
        codes[{3: 0, 2: 1, 1: size - 1}[rel]] = red_code
    elif size == 3:
        codes[1 if rel == 1 else 2] = red_code
    else:
        codes[2 if rel == 1 else 3] = red_code
    return codes


def win_value(wins: list[Agari], start: RoundStart, players: int) -> list[Any]:
    value: list[Any] = ["和了"]
    for win in wins:
        pao = win.pao_seat if win.pao_seat is not None else win.seat
        yaku = [
            f"{tenhou_yaku_name(i)}({h}飜)" for i, h in win.yaku if not (i == URA_DORA and h == 0)
        ]
        yaku += [f"{tenhou_yaku_name(i)}(役満)" for i in win.yakuman]
        info = [win.seat, win.from_seat, pao, score_text(win, start.dealer, players), *yaku]
        value += [list(win.deltas), info]
    return value


def score_text(win: Agari, dealer: int, players: int) -> str:
    """``30符4飜7700点``, ``跳満3000-6000点``, ``満貫4000点∀`` (the tsumo payment of each)."""
    han = sum(h for _, h in win.yaku)
    if win.limit in LIMIT_TEXTS:
        rank = LIMIT_TEXTS[win.limit]
        base = LIMIT_BASE[win.limit] * (max(len(win.yakuman), 1) if win.limit == 5 else 1)
    else:
        rank = f"{win.fu}符{han}飜"
        base = min(win.fu * 2 ** (han + 2), 2000)
    if win.seat != win.from_seat:
        return f"{rank}{win.points}点"
    if win.seat == dealer:
        return f"{rank}{_up(2 * base)}点∀"
    return f"{rank}{_up(base)}-{_up(2 * base)}点"


def _up(value: int) -> int:
    return -(-value // 100) * 100


def draw_value(draw: Ryuukyoku, players: int) -> list[Any]:
    if draw.kind is None:
        shown = sum(hand is not None for hand in draw.revealed[:players])
        text = "全員聴牌" if shown == players else "全員不聴" if shown == 0 else "流局"
    else:
        text = DRAW_TEXTS.get(draw.kind, "流局")
    if any(draw.deltas):
        return [text, list(draw.deltas)]
    return [text]
