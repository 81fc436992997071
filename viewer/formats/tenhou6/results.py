"""The result of a tenhou.net/6 kyoku -> Agari / Ryuukyoku events, with the scores replayed.

A base class of the round builder: it reads the winners' entries (``[who, from, liable,
"30符2飜2000点", "立直(1飜)", ...]``) into Tenhou's yaku ids, the points and the limit, and a draw's
name into its kind, showing the hands the result reveals (tenpai hands by their gain in an
exhaustive draw; the declarer's at nine terminals; everyone's at four riichi).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from viewer.domain.events import Agari, Call, Discard, Draw, Event, NewDora, Ryuukyoku
from viewer.domain.melds import Meld
from viewer.domain.yaku import TENHOU_YAKU
from viewer.formats.four import four
from viewer.formats.tenhou6.yaku_glosses import ENGLISH_GLOSSES
from viewer.formats.tile_ids import Hand

YAKU_IDS = {name: number for number, name in TENHOU_YAKU.items()}
LIMITS = {"満貫": 1, "跳満": 2, "倍満": 3, "三倍満": 4, "役満": 5, "数え役満": 5}
DRAW_KINDS = {
    "流局": None,
    "全員聴牌": None,
    "全員不聴": None,
    "流し満貫": "nm",
    "九種九牌": "yao9",
    "四風連打": "kaze4",
    "四家立直": "reach4",
    "三家和了": "ron3",
    "四槓散了": "kan4",
}
_SCORE = re.compile(
    r"(?:(\d{1,3})符(\d{1,2})飜|(満貫|跳満|倍満|三倍満|数え役満|役満))"
    r"(\d{1,6})(?:-(\d{1,6}))?点(∀)?"
)
_YAKU = re.compile(r"(.{1,12})\((\d{1,2})飜\)|(.{1,12})\(役満\)")
URA_DORA = 53
# English names some exporters write (Mahjong Soul tools), lower case without spaces.
YAKU_ALIASES = {
    **ENGLISH_GLOSSES,
    "riichi": 1,
    "ippatsu": 2,
    "menzentsumo": 0,
    "fullyconcealedhand": 0,
    "pinfu": 7,
    "tanyao": 8,
    "allsimples": 8,
    "iipeikou": 9,
    "puredoublesequence": 9,
    "dora": 52,
    "uradora": 53,
    "akadora": 54,
    "reddora": 54,
    "redfive": 54,
    "chankan": 3,
    "rinshankaihou": 4,
    "haiteiraoyue": 5,
    "houteiraoyui": 6,
    "doubleriichi": 21,
    "chiitoitsu": 22,
    "sevenpairs": 22,
    "chanta": 23,
    "ittsu": 24,
    "ikkitsuukan": 24,
    "sanshokudoujun": 25,
    "sanshokudoukou": 26,
    "sankantsu": 27,
    "toitoi": 28,
    "sanankou": 29,
    "shousangen": 30,
    "honroutou": 31,
    "ryanpeikou": 32,
    "junchan": 33,
    "honitsu": 34,
    "halfflush": 34,
    "chinitsu": 35,
    "fullflush": 35,
}


@lru_cache(maxsize=1024)
def _yaku_parts(entry: str) -> tuple[str, int | None, int | None] | None:
    """(name, Tenhou yaku id or None, han or None for a yakuman) of ``立直(1飜)``; None when the
    text is no yaku. Kept per text: games repeat the same few dozen."""
    found = _YAKU.fullmatch(entry)
    if found is None:
        return None
    name = found.group(1) or found.group(3)
    yaku_id = YAKU_IDS.get(name, YAKU_ALIASES.get(name.lower().replace(" ", "")))
    return name, yaku_id, int(found.group(2)) if found.group(1) else None


@lru_cache(maxsize=1024)
def _score_parts(text: str, players: int) -> tuple[int, int, int] | None:
    """(fu, points, limit) of a score text, None when it is none; kept per text."""
    match = _SCORE.fullmatch(text)
    if match is None:
        return None
    fu_text, _, limit_text, first, second, all_pay = match.groups()
    if second is not None:
        points = int(first) * (players - 2) + int(second)
    elif all_pay:
        points = int(first) * (players - 1)
    else:
        points = int(first)
    return int(fu_text) if fu_text else 0, points, LIMITS[limit_text] if limit_text else 0


class RoundError(ValueError):
    """What is wrong in a kyoku and where (a JSON path)."""

    def __init__(self, message: str, where: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.where = where


class ResultBuilder:
    """Turns the result list into events (state kept by the round builder)."""

    players: int
    events: list[Event]
    hands: list[Hand]
    melds: list[list[Meld]]
    scores: list[int]
    sticks: int
    honba: int
    riichi: list[bool]
    last_discard: int
    dora_ids: list[int]
    dora_codes: list[int]
    warnings: list[str]

    def take(self, code: int) -> int:
        raise NotImplementedError

    def reveal_dora(self, count: int) -> None:
        """The next ``count`` dora indicators the kyoku lists, as NewDora events."""
        for _ in range(count):
            if len(self.dora_ids) < len(self.dora_codes):
                tile = self.take(self.dora_codes[len(self.dora_ids)])
                self.dora_ids.append(tile)
                self.events.append(NewDora(tile))

    def hand_ids(self, seat: int) -> list[int]:
        """The ids a seat holds (in any order)."""
        return list(self.hands[seat].ids)

    def finish(self, result: list[Any], wins: list[Any], ura: list[int], place: str) -> None:
        name = result[0]
        if name != "和了":
            self._draw(result, place)
            return
        ura_ids = [self.take(c) for c in ura] if isinstance(ura, list) else []
        # the event won on (an ankan's new dora shows before the result)
        last = next((e for e in reversed(self.events) if not isinstance(e, NewDora)), None)
        for number, info in enumerate(wins):
            where = f"{place}[16][{2 + 2 * number}]"
            deltas = result[1 + 2 * number]
            self.events.append(self._agari(info, deltas, last, ura_ids, number, where))

    def _agari(
        self,
        info: list[Any],
        deltas: list[Any],
        last: Event | None,
        ura: list[int],
        number: int,
        where: str,
    ) -> Agari:
        players = self.players
        if not (
            isinstance(info, list)
            and len(info) >= 3
            and all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v < players
                for v in info[:3]
            )
        ):
            raise RoundError("a winner's entry starts with who, from whom, liable seat", where)
        who, giver, pao = info[0], info[1], info[2]
        fu = points = limit = 0
        if len(info) > 3:
            fu, points, limit = self._score(info[3], f"{where}[3]")
        else:
            self.warnings.append(f"{where}: the win gives no score; its value is not shown")
        yaku: list[tuple[int, int]] = []
        yakuman: list[int] = []
        for index, entry in enumerate(info[4:], start=4):
            parts = _yaku_parts(entry) if isinstance(entry, str) and len(entry) < 40 else None
            if parts is None:
                raise RoundError(
                    f"{str(entry)[:30]!r} is not a yaku like 立直(1飜)", f"{where}[{index}]"
                )
            name, yaku_id, han = parts
            if yaku_id is None:
                self.warnings.append(f"{where}[{index}]: unknown yaku {name!r} left out")
            elif han is not None:
                yaku.append((yaku_id, han))
            else:
                yakuman.append(yaku_id)
        if self.riichi[who] and yaku and all(y != URA_DORA for y, _ in yaku):
            yaku.append((URA_DORA, 0))  # as the mjlog lists it: 0 han of ura dora
        if not (
            isinstance(deltas, list)
            and len(deltas) >= players
            and all(
                isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**7 for v in deltas
            )
        ):
            raise RoundError("the deltas of a win are a list of whole numbers", where)
        hand = self.hand_ids(who)
        if who == giver:
            win_tile = last.tile if isinstance(last, Draw) else -1
        else:  # on a discard, or on the kakan / kita / ankan robbed
            robbed = last.meld.robbed_tile if isinstance(last, Call) else None
            win_tile = robbed if robbed is not None else self.last_discard
            if win_tile < 0:
                raise RoundError(f"seat {who} wins by ron with no tile to win on", where)
            hand.append(win_tile)
        before = tuple(self.scores)
        deltas4 = tuple([*deltas, 0, 0, 0, 0][:4])
        self.scores = [a + b for a, b in zip(self.scores, deltas4, strict=True)]
        sticks = self.sticks if number == 0 else 0
        return Agari(
            who,
            giver,
            tuple(sorted(hand)),
            tuple(self.melds[who]),
            win_tile,
            fu,
            points,
            limit,
            tuple(yaku),
            tuple(yakuman),
            tuple(self.dora_ids),
            tuple(ura[: len(self.dora_ids)]) if self.riichi[who] else (),
            self.honba,
            sticks,
            four(before),
            four(deltas4),
            pao if pao != who else None,
        )

    def _score(self, text: object, where: str) -> tuple[int, int, int]:
        """(fu, points, limit) of ``30符2飜2000点``, ``跳満3000-6000点``, ``満貫4000点∀``."""
        parts = (
            _score_parts(text, self.players) if isinstance(text, str) and len(text) < 40 else None
        )
        if parts is None:
            raise RoundError(f"{str(text)[:30]!r} is not a score like 30符2飜2000点", where)
        return parts

    def _draw(self, result: list[Any], place: str) -> None:
        name = result[0]
        kind = DRAW_KINDS[name]
        deltas = result[1] if len(result) > 1 else [0, 0, 0, 0]
        if not (
            isinstance(deltas, list)
            and len(deltas) >= self.players
            and all(
                isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**7 for v in deltas
            )
        ):
            raise RoundError("the deltas of a draw are a list of whole numbers", f"{place}[16][1]")
        deltas4 = tuple([*deltas, 0, 0, 0, 0][:4])
        players = self.players
        shown: set[int] = set()
        last = self.events[-1]
        if name == "全員聴牌" or kind == "reach4":
            shown = set(range(players))
        elif kind is None:
            shown = {s for s in range(players) if deltas4[s] > 0}
        elif kind == "yao9" and isinstance(last, Draw):
            shown = {last.seat}
        elif kind == "ron3" and isinstance(last, Discard):
            shown = set(range(players)) - {last.seat}
        revealed = tuple(tuple(sorted(self.hand_ids(s))) if s in shown else None for s in range(4))
        before = tuple(self.scores)
        self.events.append(
            Ryuukyoku(kind, self.honba, self.sticks, before, deltas4, revealed)  # type: ignore[arg-type]
        )
