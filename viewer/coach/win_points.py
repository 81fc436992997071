"""The points of a tsumo win the value model reaches, Tenhou's way, with the ura dora expected.

A complete hand of the model is scored by the ``mahjong`` library with the project's Tenhou
settings (``viewer.analysis.rules``): round and seat wind, dora from the shown indicators, red
fives, kita in 3-player games, riichi when the hand declared it; no ippatsu, haitei, honba or
sticks. The winner's points are what it receives for a tsumo (3-player: without North's share,
as Tenhou pays). A riichi win adds the ura dora: as many indicators as the dora shown, drawn
from the wall of the winning hand (what the seat could not see at the decision, with the tiles
it let go since then back in it, as the model returns discards to the wall); the chance of
each count of ura (12 or more as one) is
counted as ``docs/uradora_expected_value.md`` of nekobean/mahjong-cpp describes, its tiles of
the same ura gain taken together (Vandermonde: choosing k of them is C(sum, k) ways).
"""

from __future__ import annotations

from math import comb

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig

from viewer.analysis.rules import optional_rules
from viewer.analysis.scoring import library_melds
from viewer.coach.position import KINDS, RED_IDS, Position
from viewer.coach.value_graph import RIICHI, Key, counts_of, split_counts

URA_CAP = 12  # 12 ura or more: every riichi hand is then a (kazoe) yakuman
NORTH = 30
_LIBRARY_LIMIT = 1 << 17  # wins remembered across positions
_LIBRARY: dict[tuple[object, Key, int], tuple[int, int, int] | None] = {}
_LIMIT_BASES = ((13, 8000), (11, 6000), (8, 4000), (6, 3000), (5, 2000))


def dora_of(indicator: int, sanma: bool) -> int:
    """The kind an indicator kind makes dora (3-player: 1m shows 9m)."""
    if sanma and indicator == 0:
        return 8
    if indicator < 27:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 27 + 1) % 4
    return 31 + (indicator - 31 + 1) % 3


def base_points(han: int, fu: int, kiriage: bool) -> int:
    """Tenhou's base points (13 han or more: a yakuman, kazoe limited)."""
    for least, base in _LIMIT_BASES:
        if han >= least:
            return base
    if kiriage and (han, fu) in ((4, 30), (3, 60)):
        return 2000
    return min(fu << (han + 2), 2000)  # fu * 2^(han + 2)


def _up(points: int) -> int:
    return -(-points // 100) * 100


def tsumo_points(base: int, dealer: bool, players: int) -> int:
    """What a tsumo winner receives (3-player: two payers, no North's share)."""
    if dealer:
        return (players - 1) * _up(2 * base)
    return _up(2 * base) + (players - 2) * _up(base)


def ura_chances(gains: list[int], wall: list[int], indicators: int) -> list[float]:
    """The chance of 0 ... 12-or-more ura dora, ``indicators`` drawn from ``wall`` (34 kinds),
    an indicator of kind i adding ``gains[i]``."""
    total = sum(wall)
    if indicators <= 0 or total < indicators:
        return [1.0] + [0.0] * URA_CAP
    grouped: dict[int, int] = {}
    for kind, copies in enumerate(wall):
        if copies:
            grouped[gains[kind]] = grouped.get(gains[kind], 0) + copies
    ways = [[0] * (URA_CAP + 1) for _ in range(indicators + 1)]
    ways[0][0] = 1
    for gain, copies in grouped.items():
        after = [row[:] for row in ways]
        for chosen in range(indicators):
            for ura in range(URA_CAP + 1):
                here = ways[chosen][ura]
                if not here:
                    continue
                for more in range(1, min(copies, indicators - chosen) + 1):
                    target = min(URA_CAP, ura + more * gain)
                    after[chosen + more][target] += here * comb(copies, more)
        ways = after
    whole = comb(total, indicators)
    return [count / whole for count in ways[indicators]]


class WinScorer:
    """Scores the model's complete hands for one position, each (hand, tile, riichi) once."""

    def __init__(self, position: Position) -> None:
        rules = position.rules
        self.sanma = rules.sanma
        self.players = rules.players
        self.kiriage = rules.kiriage
        self.dealer = position.dealer
        self.red_fives = rules.red_fives
        self.melds = library_melds(position.melds)
        self.meld_tiles = [tile for meld in position.melds for tile in meld.tiles]
        self.kita = position.kita
        self.indicators = list(position.dora_indicators)
        # the wall the ura indicators come from: what the seat could not see, the tiles it
        # let go since the decision back in it (the model returns discards to the wall)
        self.total = [position.unseen[k] + position.counts[k] for k in range(KINDS)]
        self.options = optional_rules(rules)
        self.round_wind = position.round_wind
        self.seat_wind = position.seat_wind
        self.meld_counts = [0] * KINDS
        for tile in self.meld_tiles:
            self.meld_counts[tile >> 2] += 1
        self.cache: dict[tuple[Key, int], float] = {}
        self.context = (
            position.melds, position.dora_indicators, position.round_wind, position.seat_wind,
            position.kita, rules,
        )  # fmt: skip

    def points(self, hand: Key, win_kind: int) -> float:
        """The expected points of winning by tsumo with ``hand`` (14 tiles, with the riichi
        flag), ``win_kind`` (0-36) drawn; 0 when the hand has no yaku."""
        found = self.cache.get((hand, win_kind))
        if found is None:
            found = self._score(hand, win_kind)
            self.cache[(hand, win_kind)] = found
        return found

    def _tiles(self, hand: Key, win_kind: int) -> tuple[list[int], int]:
        """Tile ids for the library: the concealed hand (no id a meld uses) and the win tile."""
        used = set(self.meld_tiles)
        tiles: list[int] = []
        win_tile = -1
        for kind, copies in enumerate(split_counts(hand)):
            if not copies:
                continue
            if kind >= KINDS:
                ids = [RED_IDS[kind - KINDS]]
            else:
                reds = RED_IDS if self.red_fives else ()
                ids = [t for t in range(4 * kind, 4 * kind + 4) if t not in used and t not in reds]
            chosen = ids[:copies]
            tiles.extend(chosen)
            if kind == win_kind:
                win_tile = chosen[0]
        return tiles, win_tile

    def _score(self, hand: Key, win_kind: int) -> float:
        scored = self._library(hand, win_kind)
        if scored is None:
            return 0.0
        han, fu, points = scored
        if not hand & RIICHI or han < 0:
            return float(points)
        held = counts_of(hand)
        wall = [self.total[kind] - held[kind] for kind in range(KINDS)]
        tiles, _ = self._tiles(hand, win_kind)
        chances = ura_chances(self._gains(tiles), wall, len(self.indicators))
        return sum(
            chance
            * tsumo_points(base_points(han + ura, fu, self.kiriage), self.dealer, self.players)
            for ura, chance in enumerate(chances)
            if chance
        )

    def _library(self, hand: Key, win_kind: int) -> tuple[int, int, int] | None:
        """The library's han, fu and points of the win without ura (han -1 for a yakuman);
        None without a yaku. Remembered across positions with the same table and melds:
        a seat's decisions in a round meet the same wins again and again."""
        key = (self.context, hand, win_kind)
        if key in _LIBRARY:
            return _LIBRARY[key]
        tiles, win_tile = self._tiles(hand, win_kind)
        config = HandConfig(
            is_tsumo=True,
            is_riichi=bool(hand & RIICHI),
            player_wind=EAST + self.seat_wind,
            round_wind=EAST + self.round_wind,
            num_nuki_dora=self.kita,
            options=self.options,
        )
        response = HandCalculator.estimate_hand_value(
            tiles + self.meld_tiles,
            win_tile,
            melds=self.melds,
            dora_indicators=self.indicators,
            config=config,
        )
        scored: tuple[int, int, int] | None = None
        if response.error is None and response.han is not None and response.fu is not None:
            cost = response.cost
            assert cost is not None
            points = cost["main"] + (self.players - 2) * cost["additional"]
            yakuman = response.yaku is not None and any(y.is_yakuman for y in response.yaku)
            scored = (-1 if yakuman else response.han, response.fu, points)
        if len(_LIBRARY) > _LIBRARY_LIMIT:
            _LIBRARY.clear()
        _LIBRARY[key] = scored
        return scored

    def _gains(self, tiles: list[int]) -> list[int]:
        """Per indicator kind, the ura dora it would make of the whole hand."""
        held = self.meld_counts[:]
        for tile in tiles:
            held[tile >> 2] += 1
        if self.sanma:
            held[NORTH] += self.kita
        return [held[dora_of(kind, self.sanma)] for kind in range(KINDS)]
