"""A whole game as read from a log: rules, players, rounds of events, final result."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from viewer.domain.events import Event, RoundStart
from viewer.domain.seats import WIND_NAMES_EN, WIND_NAMES_JA

LEVEL_NAMES = (("般", "Ippan"), ("上", "Joukyuu"), ("特", "Tokujou"), ("鳳", "Houou"))
CHIP_BIT = 0x0200  # 祝: a chip (祝儀) lobby
KIRIAGE_HANDS = ((4, 30), (3, 60))  # (han, fu) worth 7700 (11600 dealer): mangan under kiriage


@dataclass(frozen=True, slots=True)
class Rules:
    """What the GO ``type`` bits say about the table."""

    type_bits: int = 0x89
    lobby: int | None = None

    @property
    def sanma(self) -> bool:
        return bool(self.type_bits & 0x10)

    @property
    def players(self) -> int:
        return 3 if self.sanma else 4

    @property
    def red_fives(self) -> bool:
        return not self.type_bits & 0x02

    @property
    def kuitan(self) -> bool:
        return not self.type_bits & 0x04

    @property
    def hanchan(self) -> bool:
        """East-South game (bit set); East-only when clear."""
        return bool(self.type_bits & 0x08)

    @property
    def fast(self) -> bool:
        return bool(self.type_bits & 0x40)

    @property
    def chip(self) -> bool:
        """A chip (祝儀) lobby: INIT and AGARI carry chip counts."""
        return bool(self.type_bits & CHIP_BIT)

    @property
    def kiriage(self) -> bool:
        """Kiriage mangan: 4 han 30 fu and 3 han 60 fu are paid as mangan.

        Tenhou's chip lobbies round them up (the corpus's chip game pays a 4 han 30 fu dealer
        tsumo 12000, written ``ten="30,12000,0"``: limit 0); every other lobby in the corpus pays
        them 7700 / 11600 (271 such wins). The one place the rule is decided.
        """
        return self.chip

    def rounds_up(self, han: int, fu: int) -> bool:
        """Whether a non-yakuman hand of this han and fu is paid as a kiriage mangan here."""
        return self.kiriage and (han, fu) in KIRIAGE_HANDS

    @property
    def level(self) -> int:
        return ((self.type_bits & 0x20) >> 4) | ((self.type_bits & 0x80) >> 7)

    @property
    def room_name(self) -> str:
        """Tenhou's own label, e.g. 四鳳南喰赤 or 三特東喰赤速."""
        return "".join(
            (
                "三" if self.sanma else "四",
                LEVEL_NAMES[self.level][0],
                "南" if self.hanchan else "東",
                "喰" if self.kuitan else "",
                "赤" if self.red_fives else "",
                "速" if self.fast else "",
                "祝" if self.chip else "",
            )
        )


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    dan: int | None
    rate: float | None
    sex: str = ""


class RoundRecord(NamedTuple):
    """The events of one round (INIT to its result), and where each sits in the file.

    A NamedTuple like the events: a game makes one per round, and a frozen dataclass cost several
    times more to build (one object.__setattr__ per field).
    """

    ordinal: int  # 1-based position of the round in the game
    start: RoundStart
    events: tuple[Event, ...]  # starts with ``start``
    first_element: int  # 1-based index of the INIT among the root's children
    skipped: tuple[int, ...]  # element indexes inside the round that made no event
    complete: bool  # False when the log stops before the round's result

    def position(self, index: int) -> int:
        """The element index of ``events[index]`` (kept implicit: most rounds skip nothing)."""
        position = self.first_element + index
        for skipped in self.skipped:
            if skipped <= position:
                position += 1
        return position

    @property
    def round_index(self) -> int:
        return self.start.round_index

    @property
    def wind(self) -> int:
        return self.start.round_index // 4

    @property
    def number(self) -> int:
        return self.start.round_index % 4 + 1

    @property
    def dealer(self) -> int:
        return self.start.dealer

    @property
    def honba(self) -> int:
        return self.start.honba

    def name_ja(self) -> str:
        return f"{WIND_NAMES_JA[self.wind % 4]}{self.number}局"

    def name_en(self) -> str:
        return f"{WIND_NAMES_EN[self.wind % 4]} {self.number}"


@dataclass(frozen=True, slots=True)
class FinalResult:
    """``owari``: final scores (points) and Tenhou's game points (uma and oka included).

    ``points`` is empty when the log does not give them (mjai's ``end_game`` has the scores
    only, and the uma depends on rules it does not name): unknown, never guessed."""

    scores: tuple[int, ...]
    points: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class GameRecord:
    rules: Rules
    players: tuple[Player, ...]  # 3 or 4
    rounds: Sequence[RoundRecord]  # a tuple, or parsed on first access (lazy reading)
    final: FinalResult | None = None
    warnings: tuple[str, ...] = field(default=())
    truncation: str | None = None  # where a cut-off log stops, None for a whole log
    # How the reader's file names the element an event came from (mjlog: ``T123``, ``N``,
    # ``AGARI``), for the replay's messages; None where the format has no such names. The
    # reader says it so that the replay, which reads every format, names none of them itself.
    element_name: Callable[[Event], str] | None = field(default=None, compare=False, repr=False)

    @property
    def sanma(self) -> bool:
        return self.rules.sanma
