"""An independent checker for 4-player mjlog files: the invariants of mjlog-format.md section 12.4.

It replays the raw XML with its own meld decoder (mjlog-format.md section 5) and its own state, so
that it can judge logs written by the project (the demo log) without trusting the project's parser
or reducer. ``check_game`` returns every broken invariant as a message (empty list = all hold),
what happened (counts of calls, riichi, kan dora, results), and the situation of every win, which
``score_with_mahjong`` scores with the ``mahjong`` package under Tenhou's rules
(scoring-notes.md).

The checker is itself checked against real Tenhou logs (tests/demo/test_log_checks.py).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from lxml import etree

WALL_DRAWS = 70
RED_FIVES = frozenset({16, 52, 88})
ABORTIVE_DRAWS = frozenset({"yao9", "kaze4", "reach4", "ron3", "kan4"})
DRAW_TAGS = "TUVW"
DISCARD_TAGS = "DEFG"


# -- meld codes (mjlog-format.md section 5), written again on purpose -----------------------------
@dataclass(frozen=True)
class Meld:
    kind: str  # chi pon kakan daiminkan ankan
    tiles: tuple[int, ...]
    called: int | None
    from_seat: int | None
    added: int | None
    code: int


def decode_meld(code: int, who: int) -> Meld:
    rel = code & 3
    from_seat = (who + rel) % 4
    if code & 0x04:
        x = code >> 10
        ci, x = x % 3, x // 3
        k0 = (x // 7) * 9 + x % 7
        tiles = tuple(4 * (k0 + i) + ((code >> (3 + 2 * i)) & 3) for i in range(3))
        return Meld("chi", tiles, tiles[ci], from_seat, None, code)
    if code & 0x18:
        x = code >> 9
        ci, kind = x % 3, x // 3
        u = (code >> 5) & 3
        pon = tuple(4 * kind + c for c in range(4) if c != u)
        if code & 0x08:
            return Meld("pon", pon, pon[ci], from_seat, None, code)
        added = 4 * kind + u
        return Meld("kakan", tuple(sorted((*pon, added))), pon[ci], from_seat, added, code)
    if code & 0x20:
        raise ValueError(f"kita in a 4-player game (code {code})")
    tile = code >> 8
    kind = tile // 4
    tiles = tuple(range(4 * kind, 4 * kind + 4))
    if rel == 0:
        return Meld("ankan", tiles, None, None, None, code)
    return Meld("daiminkan", tiles, tile, from_seat, None, code)


def dora_kind(indicator: int) -> int:
    k = indicator // 4
    if k < 27:
        return (k // 9) * 9 + (k % 9 + 1) % 9
    if k < 31:
        return 27 + (k - 27 + 1) % 4
    return 31 + (k - 31 + 1) % 3


def ints(text: str | None) -> list[int]:
    return [int(v) for v in text.split(",")] if text else []


def score_changes(el: Any) -> tuple[list[int], list[int]]:
    """(scores before, deltas) in points from ``sc``; chip lobbies append 8 chip values."""
    sc = ints(el.get("sc"))[:8]
    return [v * 100 for v in sc[0::2]], [v * 100 for v in sc[1::2]]


# -- what the checker reports ---------------------------------------------------------------------
@dataclass
class WinContext:
    """A win and the situation the scorer needs, derived from the plays before it."""

    attrib: dict[str, str]
    who: int
    from_who: int
    hand: list[int]  # concealed tiles with the winning tile (AGARI hai)
    melds: list[Meld]  # call order
    win_tile: int
    dora: list[int]
    ura: list[int]
    riichi: bool
    double_riichi: bool
    ippatsu: bool
    tsumo: bool
    rinshan: bool
    chankan: bool
    haitei: bool
    houtei: bool
    tenhou: bool
    chiihou: bool
    seat_wind: int  # 0 East ... counted from the dealer
    round_wind: int
    yaku: list[tuple[int, int]]
    yakuman: list[int]
    fu: int
    points: int
    limit: int


@dataclass
class Report:
    violations: list[str] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    wins: list[WinContext] = field(default_factory=list)
    type_bits: int = 0


class _Round:
    def __init__(self, init: Any, rnd: int) -> None:
        seed = ints(init.get("seed"))
        self.index = rnd
        self.round_index, self.honba, self.sticks = seed[0], seed[1], seed[2]
        self.dealer = int(init.get("oya"))
        self.scores = [v * 100 for v in ints(init.get("ten"))]
        self.hands = [ints(init.get(f"hai{s}")) for s in range(4)]
        self.dora = [seed[5]]
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.riichi = [False] * 4
        self.double = [False] * 4
        self.ippatsu = [False] * 4
        self.pending = [False] * 4
        self.discards = [0] * 4
        self.any_call = False
        self.draws = 0
        self.drawn: list[int | None] = [None] * 4
        self.rinshan_next = [False] * 4
        self.rinshan = [False] * 4
        self.last_discard: tuple[int, int] | None = None
        self.kakan: tuple[int, int] | None = None  # (who, added) of a kakan not yet passed
        self.results = 0
        self.seen = {self.dora[0]}
        for hand in self.hands:
            self.seen.update(hand)


def check_game(data: bytes) -> Report:
    root = etree.fromstring(data)
    report = Report()
    say = report.violations.append
    expected: tuple[int, int, int, list[int]] | None = None  # round, honba, sticks, scores
    final_scores: list[int] | None = None
    leftover = 0
    state: _Round | None = None
    prev: Any = None
    rounds = 0
    owari: list[float] | None = None
    for el in root:
        tag = str(el.tag)
        if tag == "GO":
            report.type_bits = int(el.get("type"))
        if tag == "INIT":
            rounds += 1
            if state is not None and not state.results:
                say(f"round {state.index}: no result")
            state = _Round(el, rounds)
            where = f"round {rounds}"
            if len(state.seen) != 53 or any(len(h) != 13 for h in state.hands):
                say(f"{where}: the deal repeats a tile or a hand is not 13 tiles")
            if state.dealer != state.round_index % 4:
                say(f"{where}: oya is not the round's dealer")
            if expected is not None:
                want = expected
                got = (state.round_index, state.honba, state.sticks, state.scores)
                if got != want:
                    say(f"{where}: INIT {got} does not follow the last result {want}")
            elif (state.round_index, state.honba, state.sticks) != (0, 0, 0):
                say(f"{where}: the first round is not East 1 with nothing on the table")
            prev = el
            continue
        if state is None:
            prev = el
            continue
        if tag in ("BYE", "UN"):  # a disconnect or reconnect is not a play
            continue
        s = state
        where = f"round {s.index} <{tag}>"
        if (
            prev is not None
            and prev.tag == "INIT"
            and not (tag == f"{DRAW_TAGS[s.dealer]}{tag[1:]}" and tag[1:].isdigit())
        ):
            say(f"{where}: the first play is not the dealer's draw")
        if s.kakan is not None and tag != "AGARI":
            s.ippatsu = [False] * 4  # the kakan was not robbed: it completes
            s.kakan = None
        if tag[0] in DRAW_TAGS and tag[1:].isdigit():
            seat, tile = DRAW_TAGS.index(tag[0]), int(tag[1:])
            if s.results:
                say(f"{where}: a draw after the result")
            if tile in s.seen:
                say(f"{where}: tile {tile} is already on the table")
            s.seen.add(tile)
            s.hands[seat].append(tile)
            if len(s.hands[seat]) % 3 != 2:
                say(f"{where}: seat {seat} draws without a 3n+1 hand")
            s.draws += 1
            s.drawn[seat] = tile
            s.rinshan[seat] = s.rinshan_next[seat]
            s.rinshan_next[seat] = False
        elif tag[0] in DISCARD_TAGS and tag[1:].isdigit():
            seat, tile = DISCARD_TAGS.index(tag[0]), int(tag[1:])
            hand = s.hands[seat]
            if tile not in hand or len(hand) % 3 != 2:
                say(f"{where}: tile {tile} not in a 3n+2 hand of seat {seat}")
            else:
                hand.remove(tile)
            if s.riichi[seat]:
                s.ippatsu[seat] = False
                if tile != s.drawn[seat]:
                    say(f"{where}: seat {seat} in riichi throws a tile from its hand")
            s.pending[seat] = False
            s.discards[seat] += 1
            s.drawn[seat] = None
            s.rinshan[seat] = False
            s.last_discard = (seat, tile)
        elif tag == "N":
            who = int(el.get("who"))
            meld = decode_meld(int(el.get("m")), who)
            report.counts[meld.kind] += 1
            hand = s.hands[who]
            if meld.kind in ("chi", "pon", "daiminkan"):
                if (
                    s.last_discard is None
                    or meld.called != s.last_discard[1]
                    or meld.from_seat != s.last_discard[0]
                ):
                    say(f"{where}: the {meld.kind} does not take the last discard")
                if meld.kind == "chi" and meld.code & 3 != 3:
                    say(f"{where}: chi not from kamicha")
                rest = [t for t in meld.tiles if t != meld.called]
                if any(t not in hand for t in rest):
                    say(f"{where}: the {meld.kind} uses tiles not in seat {who}'s hand")
                for t in rest:
                    if t in hand:
                        hand.remove(t)
                s.melds[who].append(meld)
                s.any_call = True
                s.ippatsu = [False] * 4
                s.last_discard = None
                if meld.kind == "daiminkan":
                    s.rinshan_next[who] = True
            elif meld.kind == "kakan":
                assert meld.added is not None
                pons = [
                    i
                    for i, m in enumerate(s.melds[who])
                    if m.kind == "pon" and m.tiles[0] // 4 == meld.tiles[0] // 4
                ]
                if meld.added not in hand or len(pons) != 1:
                    say(f"{where}: kakan without its tile in hand or its pon")
                else:
                    pon = s.melds[who][pons[0]]
                    if sorted((*pon.tiles, meld.added)) != list(meld.tiles) or (
                        meld.code != pon.code - 0x08 + 0x10
                    ):
                        say(f"{where}: the kakan code does not upgrade its pon")
                    hand.remove(meld.added)
                    s.melds[who][pons[0]] = meld
                s.any_call = True
                s.kakan = (who, meld.added)
                s.rinshan_next[who] = True
            elif meld.kind == "ankan":
                if any(t not in hand for t in meld.tiles):
                    say(f"{where}: ankan of tiles not in seat {who}'s hand")
                for t in meld.tiles:
                    if t in hand:
                        hand.remove(t)
                s.melds[who].append(meld)
                s.any_call = True
                s.ippatsu = [False] * 4
                s.rinshan_next[who] = True
            s.drawn[who] = None
        elif tag == "REACH":
            who, step = int(el.get("who")), int(el.get("step"))
            if step == 1:
                report.counts["riichi declared"] += 1
                if prev is None or prev.tag != f"{DRAW_TAGS[who]}{prev.tag[1:]}":
                    say(f"{where}: riichi step 1 does not follow seat {who}'s draw")
                if any(m.kind != "ankan" for m in s.melds[who]):
                    say(f"{where}: riichi with an open hand")
                s.pending[who] = True
                s.double[who] = s.discards[who] == 0 and not s.any_call
            else:
                report.counts["riichi"] += 1
                if prev is None or prev.tag != f"{DISCARD_TAGS[who]}{prev.tag[1:]}":
                    say(f"{where}: riichi step 2 does not follow seat {who}'s discard")
                s.riichi[who] = True
                s.ippatsu[who] = True
                s.scores[who] -= 1000
                s.sticks += 1
                if el.get("ten") is not None and [v * 100 for v in ints(el.get("ten"))] != s.scores:
                    say(f"{where}: step-2 ten {el.get('ten')} differs from {s.scores}")
        elif tag == "DORA":
            tile = int(el.get("hai"))
            report.counts["dora"] += 1
            if tile in s.seen:
                say(f"{where}: indicator {tile} is already on the table")
            s.seen.add(tile)
            s.dora.append(tile)
        elif tag == "AGARI":
            report.counts["agari"] += 1
            win = _check_agari(el, s, where, say, red_fives=not report.type_bits & 0x02)
            report.counts["tsumo" if win.tsumo else "ron"] += 1
            report.wins.append(win)
            first = s.results == 0
            s.results += 1
            _, deltas = score_changes(el)
            s.scores = [a + d for a, d in zip(s.scores, deltas, strict=True)]
            if first:
                s.sticks = 0
            dealer_won = any(w.who == s.dealer for w in report.wins[-s.results :])
            if dealer_won:
                expected = (s.round_index, s.honba + 1, 0, list(s.scores))
            else:
                expected = (s.round_index + 1, 0, 0, list(s.scores))
            leftover = 0
            final_scores = list(s.scores)
        elif tag == "RYUUKYOKU":
            report.counts["ryuukyoku"] += 1
            kind = el.get("type")
            _check_ryuukyoku(el, s, where, say)
            s.results += 1
            _, deltas = score_changes(el)
            s.scores = [a + d for a, d in zip(s.scores, deltas, strict=True)]
            stays = kind in ABORTIVE_DRAWS or el.get(f"hai{s.dealer}") is not None
            expected = (
                s.round_index + (0 if stays else 1),
                s.honba + 1,
                s.sticks,
                list(s.scores),
            )
            leftover = s.sticks
            final_scores = list(s.scores)
        if tag in ("AGARI", "RYUUKYOKU") and el.get("owari") is not None:
            owari = [float(v) for v in el.get("owari").split(",")][:8]
        prev = el
    if state is None:
        say("no rounds")
        return report
    if not state.results:
        say(f"round {state.index}: no result")
    if owari is None:
        say("the last result carries no owari")
    elif final_scores is not None:
        final = list(final_scores)
        top = min(range(4), key=lambda seat: (-final[seat], seat))
        final[top] += 1000 * leftover
        if [round(v * 100) for v in owari[0::2]] != final:
            say(f"owari scores {owari[0::2]} differ from the final scores {final}")
        if abs(sum(owari[1::2])) > 0.05:
            say(f"owari points {owari[1::2]} do not sum to zero")
    report.counts["rounds"] = rounds
    return report


def _check_agari(el: Any, s: _Round, where: str, say: Any, red_fives: bool) -> WinContext:
    who, from_who = int(el.get("who")), int(el.get("fromWho"))
    machi = int(el.get("machi"))
    hand_attr = ints(el.get("hai"))
    tsumo = who == from_who
    chankan = False
    if tsumo:
        if machi != s.drawn[who]:
            say(f"{where}: tsumo machi {machi} is not the tile seat {who} drew")
        concealed = sorted(s.hands[who])
    else:
        if s.kakan is not None and s.kakan[0] == from_who:
            chankan = True
            if machi != s.kakan[1]:
                say(f"{where}: chankan machi is not the kakan tile")
        elif s.last_discard != (from_who, machi):
            say(f"{where}: ron machi {machi} is not seat {from_who}'s last discard")
        concealed = sorted([*s.hands[who], machi])
    if hand_attr != concealed:
        say(f"{where}: hai {hand_attr} differs from the replayed hand {concealed}")
    codes = ints(el.get("m"))
    if codes != [m.code for m in reversed(s.melds[who])]:
        say(f"{where}: m {codes} is not seat {who}'s melds, most recent first")
    if ints(el.get("doraHai")) != s.dora:
        say(f"{where}: doraHai differs from the indicators {s.dora}")
    ura = ints(el.get("doraHaiUra"))
    if s.riichi[who] != (el.get("doraHaiUra") is not None) or (
        s.riichi[who] and len(ura) != len(s.dora)
    ):
        say(f"{where}: doraHaiUra must be present (one per indicator) iff the winner is in riichi")
    ba = ints(el.get("ba"))
    want_ba = [s.honba, s.sticks if s.results == 0 else 0]
    if ba != want_ba:
        say(f"{where}: ba {ba} differs from {want_ba}")
    before, deltas = score_changes(el)
    if before != s.scores:
        say(f"{where}: sc scores {before} differ from the replayed {s.scores}")
    fu, points, limit = ints(el.get("ten"))
    sticks = ba[1]
    if sum(deltas) != 1000 * sticks:
        say(f"{where}: deltas {deltas} do not sum to the sticks taken")
    gain = points + 300 * s.honba * (s.results == 0) + 1000 * sticks
    if deltas[who] != gain:
        say(f"{where}: the winner gains {deltas[who]}, not {gain}")
    honba = s.honba if s.results == 0 else 0
    if el.get("paoWho") is None:
        if tsumo:
            payers = [d for seat, d in enumerate(deltas) if seat != who]
            if who == s.dealer and len(set(payers)) != 1:
                say(f"{where}: a dealer tsumo is paid in equal shares")
            if who != s.dealer:
                ko = {d for seat, d in enumerate(deltas) if seat not in (who, s.dealer)}
                if len(ko) != 1 or deltas[s.dealer] > min(ko):
                    say(f"{where}: a non-dealer tsumo split {deltas} is wrong")
        else:
            others = [d for seat, d in enumerate(deltas) if seat not in (who, from_who)]
            if deltas[from_who] != -(points + 300 * honba) or any(others):
                say(f"{where}: a ron is paid by the discarder alone: {deltas}")
    yaku_values = ints(el.get("yaku"))
    yaku = list(zip(yaku_values[0::2], yaku_values[1::2], strict=True))
    yakuman = ints(el.get("yakuman"))
    tiles = [*hand_attr, *(t for m in s.melds[who] for t in m.tiles)]
    if not yakuman:
        han = dict(yaku)
        dora = sum(1 for ind in s.dora for t in tiles if t // 4 == dora_kind(ind))
        aka = sum(1 for t in tiles if t in RED_FIVES) if red_fives else 0
        uras = sum(1 for ind in ura for t in tiles if t // 4 == dora_kind(ind))
        if han.get(52, 0) != dora or han.get(54, 0) != aka or han.get(53, 0) != uras:
            say(f"{where}: dora/aka/ura {dora}/{aka}/{uras} differ from yaku {yaku}")
        if (53 in han) != s.riichi[who]:
            say(f"{where}: yaku 53 must be listed iff the winner is in riichi")
    first_go_around = not s.any_call and s.discards[who] == 0
    return WinContext(
        attrib=dict(el.attrib),
        who=who,
        from_who=from_who,
        hand=hand_attr,
        melds=list(s.melds[who]),
        win_tile=machi,
        dora=list(s.dora),
        ura=ura,
        riichi=s.riichi[who],
        double_riichi=s.riichi[who] and s.double[who],
        ippatsu=s.riichi[who] and s.ippatsu[who],
        tsumo=tsumo,
        rinshan=tsumo and s.rinshan[who],
        chankan=chankan,
        haitei=tsumo and s.draws == WALL_DRAWS and not s.rinshan[who],
        houtei=not tsumo and not chankan and s.draws == WALL_DRAWS,
        tenhou=tsumo and who == s.dealer and first_go_around,
        chiihou=tsumo and who != s.dealer and first_go_around,
        seat_wind=(who - s.dealer) % 4,
        round_wind=s.round_index // 4,
        yaku=yaku,
        yakuman=yakuman,
        fu=fu,
        points=points,
        limit=limit,
    )


def _check_ryuukyoku(el: Any, s: _Round, where: str, say: Any) -> None:
    before, deltas = score_changes(el)
    if before != s.scores:
        say(f"{where}: sc scores {before} differ from the replayed {s.scores}")
    if ints(el.get("ba")) != [s.honba, s.sticks]:
        say(f"{where}: ba {el.get('ba')} differs from {[s.honba, s.sticks]}")
    shown = []
    for seat in range(4):
        hai = el.get(f"hai{seat}")
        if hai is None:
            continue
        shown.append(seat)
        if ints(hai) != sorted(s.hands[seat]):
            say(f"{where}: hai{seat} differs from seat {seat}'s concealed tiles")
    if el.get("type") is None:
        if s.draws != WALL_DRAWS:
            say(f"{where}: exhaustive draw after {s.draws} draws, not {WALL_DRAWS}")
        n = len(shown)
        want = [0] * 4
        if 0 < n < 4:
            want = [3000 // n if seat in shown else -3000 // (4 - n) for seat in range(4)]
        if deltas != want:
            say(f"{where}: noten payments {deltas}, expected {want}")
    elif el.get("type") in ABORTIVE_DRAWS and any(deltas):
        say(f"{where}: an abortive draw moves points")


# -- scoring with the mahjong package (scoring-notes.md) ------------------------------------------
LIMITS = {"": 0, "mangan": 1, "haneman": 2, "baiman": 3, "sanbaiman": 4}


def score_with_mahjong(win: WinContext, type_bits: int) -> dict[str, Any]:
    """Yaku (Tenhou ids, han), fu, points and limit as the mahjong package scores the win."""
    from mahjong.constants import EAST, NORTH, SOUTH, WEST
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.hand_calculating.yaku_config import YAKU_ID_TO_TENHOU_ID
    from mahjong.meld import Meld as LibMeld

    winds = (EAST, SOUTH, WEST, NORTH)
    options = OptionalRules(
        has_aka_dora=not type_bits & 0x02,
        has_open_tanyao=not type_bits & 0x04,
        has_double_yakuman=False,
        kazoe_limit=HandConfig.KAZOE_LIMITED,
        kiriage=False,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=False,
        is_three_player=bool(type_bits & 0x10),
    )
    config = HandConfig(
        is_tsumo=win.tsumo,
        is_riichi=win.riichi and not win.double_riichi,
        is_daburu_riichi=win.double_riichi,
        is_ippatsu=win.ippatsu,
        is_rinshan=win.rinshan,
        is_chankan=win.chankan,
        is_haitei=win.haitei,
        is_houtei=win.houtei,
        is_tenhou=win.tenhou,
        is_chiihou=win.chiihou,
        player_wind=winds[win.seat_wind],
        round_wind=winds[win.round_wind],
        options=options,
    )
    kinds = {
        "chi": (LibMeld.CHI, True),
        "pon": (LibMeld.PON, True),
        "kakan": (LibMeld.SHOUMINKAN, True),
        "daiminkan": (LibMeld.KAN, True),
        "ankan": (LibMeld.KAN, False),
    }
    melds = [
        LibMeld(meld_type=kinds[m.kind][0], tiles=m.tiles, opened=kinds[m.kind][1])
        for m in win.melds
    ]
    tiles = [*win.hand, *(t for m in win.melds for t in m.tiles)]
    result = HandCalculator.estimate_hand_value(
        tiles,
        win.win_tile,
        melds=melds,
        dora_indicators=win.dora,
        ura_dora_indicators=win.ura or None,
        config=config,
    )
    if result.error:
        return {"error": str(result.error)}
    opened = any(m.opened for m in melds)
    yaku = []
    yakuman = []
    for y in result.yaku:
        tenhou_id = YAKU_ID_TO_TENHOU_ID[y.yaku_id]
        han = y.han_open if opened else y.han_closed
        if y.is_yakuman:
            yakuman.append(tenhou_id)
        elif han or tenhou_id == 53:
            yaku.append((tenhou_id, han))
    if win.riichi and not yakuman and all(i != 53 for i, _ in yaku):
        yaku.append((53, 0))  # Tenhou lists ura dora with 0 han for a riichi hand
    cost = result.cost
    assert cost is not None
    level = cost["yaku_level"]
    return {
        "yaku": sorted(yaku),
        "yakuman": sorted(yakuman),
        "han": result.han,
        "fu": result.fu,
        # a tsumo is paid by three seats: the dealer's share (main) and two others (additional)
        "points": cost["main"] + 2 * cost["additional"] if win.tsumo else cost["main"],
        "limit": 5 if "yakuman" in level else LIMITS.get(level, -1),
    }
