"""The state of one parse: the game read so far, the position for messages, attribute reading.

Every handler gets the parse state and an element. The state keeps where the parse is (round,
element, tag) so that an error or warning names it, the rules and players read from the header,
and the checked readers of attributes, which word what is wrong with a value.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from lxml import etree

from viewer.domain.events import Event
from viewer.domain.record import FinalResult, GameRecord, Player, RoundRecord, Rules
from viewer.formats.mjlog.errors import MjlogError, shown
from viewer.formats.mjlog.limits import MAX_ATTRIBUTE_CHARS, MAX_WARNINGS
from viewer.formats.mjlog.tags import NUMBER, TILE_IDS, event_tag, tile_id

Scores = tuple[int, int, int, int]  # points of the four seats (0 for a 3-player game's fourth)


class ParseState:
    """The state of one parse, kept for the position in error messages."""

    def __init__(self, root: etree._Element, truncation: str | None) -> None:
        self.root = root
        self.truncation = truncation
        self.rules = Rules()
        self.sanma = False  # copies of the rules' answers: read for every element
        self.player_count = 4
        self.players: tuple[Player, ...] = ()
        self.warnings: list[str] = []
        self._warned: set[str] = set()
        self.final: FinalResult | None = None
        self.element = 0
        self.tag = ""
        self.round_ordinal: int | None = None
        self.seen_players = False
        # Index of each round's INIT among the root's children (-1: not known yet).
        self.init_positions: list[int] = []
        self.round_end: tuple[etree._Element, int] | None = None  # the INIT ending a round read
        self.before_error: tuple[RoundRecord, ...] = ()
        self.open_round: tuple[list[Event], list[int]] | None = None  # the round being read
        self.owari_broken = False  # the final scores were there but unreadable (a warning)
        self._final_read: tuple[str, FinalResult] | None = None  # the last owari read, as read

    # -- errors and warnings -------------------------------------------------------------------
    def error(self, message: str) -> MjlogError:
        return MjlogError(
            message,
            round_ordinal=self.round_ordinal,
            element=self.element,
            tag=self.tag,
            partial=self.record(self.before_error, broken=True) if self.before_error else None,
        )

    def warn(self, message: str, key: str | None = None) -> None:
        key = key or message
        if key not in self._warned:
            self._warned.add(key)
            if len(self.warnings) < MAX_WARNINGS:
                self.warnings.append(message)
            elif len(self.warnings) == MAX_WARNINGS:
                self.warnings.append("more warnings left out")

    def record(self, rounds: Sequence[RoundRecord], broken: bool = False) -> GameRecord:
        """The record of ``rounds``; ``broken``: the rounds before a break (no final result)."""
        truncation = self.truncation
        if broken:
            truncation = f"the log breaks in round {self.round_ordinal}; shown up to there"
        return GameRecord(
            rules=self.rules,
            players=self.players,
            rounds=rounds,
            final=None if broken else self.final,
            warnings=tuple(self.warnings),
            truncation=truncation,
            element_name=event_tag,
        )

    # -- attributes ------------------------------------------------------------------------------
    def check_attributes(self, el: etree._Element, known: frozenset[str] | None) -> None:
        """Warn once about each attribute of the current tag not in ``known`` (None: it has no
        list, a tile family). The caller passes the list (the registry's, or a handler's own) so
        that the state, which every handler uses, imports none of them."""
        if known is None:
            return
        names = el.keys()
        if not known.issuperset(names):
            for name in names:
                if name not in known:
                    self.warn(
                        f"unknown attribute {shown(name)} on <{self.tag}> ignored",
                        key=f"{self.tag}@{name!s}",
                    )

    def text(self, el: etree._Element, name: str) -> str:
        value = el.get(name)
        if value is None:
            raise self.error(f"missing attribute {name!r}")
        if len(value) > MAX_ATTRIBUTE_CHARS:
            raise self.too_long(name, value)
        return str(value)

    def short_text(self, el: etree._Element, name: str) -> str | None:
        """An optional attribute that is split into a list: refused when absurdly long."""
        value = el.get(name)
        if value is None:
            return None
        if len(value) > MAX_ATTRIBUTE_CHARS:
            raise self.too_long(name, value)
        return str(value)

    def too_long(self, name: str, value: str) -> MjlogError:
        return self.error(
            f"attribute {name} is {len(value)} characters long, far more than any log has"
        )

    def number(self, el: etree._Element, name: str, default: int | None = None) -> int:
        value = el.get(name)
        if value is None:
            if default is not None:
                return default
            raise self.error(f"missing attribute {name!r}")
        try:
            return int(value)
        except ValueError:
            raise self.error(f"attribute {name}={shown(value)} is not a whole number") from None

    def numbers(self, el: etree._Element, name: str, count: int | None = None) -> list[int]:
        text = self.text(el, name).strip()
        if not text:
            values: list[int] = []
        else:
            try:
                values = [int(v) for v in text.split(",")]
            except ValueError:
                raise self.error(
                    f"attribute {name}={shown(text)} is not a list of numbers"
                ) from None
        if count is not None and len(values) < count:
            raise self.error(f"attribute {name} has {len(values)} values, expected {count}")
        return values

    def tiles(self, el: etree._Element, name: str, optional: bool = False) -> tuple[int, ...]:
        text = el.get(name)
        if text is None:
            if optional:
                return ()
            raise self.error(f"missing attribute {name!r}")
        if not text:
            return ()
        if len(text) > MAX_ATTRIBUTE_CHARS:
            raise self.too_long(name, text)
        try:
            return tuple(map(tile_id, text.split(",")))
        except KeyError:
            pass
        for value in text.split(","):
            if value not in TILE_IDS:
                # "-3", "140" are numbers out of range; " 7", "07", "--5" are no tile ids at all
                if NUMBER.fullmatch(value) and _out_of_range(value):
                    number = value if len(value) <= 12 else value[:11] + "…"
                    raise self.error(f"tile id out of range in {name}: {number} (must be 0-135)")
                raise self.error(f"attribute {name} holds {shown(value)}, which is not a tile id")
        raise AssertionError("unreachable")

    def seat(self, el: etree._Element, name: str = "who") -> int:
        seat = self.number(el, name)
        if not 0 <= seat < self.player_count:
            raise self.error(
                f"{name}={seat} names a seat that does not exist in a "
                f"{self.player_count}-player game"
            )
        return seat

    def ba(self, el: etree._Element) -> tuple[int, int]:
        """A result's honba and riichi sticks."""
        ba = self.numbers(el, "ba", 2)
        return ba[0], ba[1]

    def score_change(self, el: etree._Element) -> tuple[Scores, Scores]:
        """A result's scores before and their changes, in points (four seats)."""
        sc = self.numbers(el, "sc", 2 * self.player_count)
        b0, d0, b1, d1, b2, d2, b3, d3 = (sc + [0] * 8)[:8]
        return (b0 * 100, b1 * 100, b2 * 100, b3 * 100), (d0 * 100, d1 * 100, d2 * 100, d3 * 100)

    # -- the game's end ------------------------------------------------------------------------
    def owari(self, text: str | None) -> None:
        """The final scores (a result's ``owari``). Only shown, never replayed: a broken one is a
        warning, not a break (losing a whole game to its last attribute would help no one)."""
        if text is None:
            return
        if self._final_read is not None and self._final_read[0] == text:
            # The header read the last result's owari already; its round reads it again.
            self.final = self._final_read[1]
            return
        if len(text) > MAX_ATTRIBUTE_CHARS:
            return self._bad_owari(f"is {len(text)} characters long")
        try:
            values = [float(v) for v in text.split(",")]
        except ValueError:
            values = [math.nan]
        if not all(map(math.isfinite, values)):
            return self._bad_owari(f"{shown(text)} is not a list of numbers")
        if len(values) < 2 * self.player_count:
            return self._bad_owari(f"has {len(values)} values, expected {2 * self.player_count}")
        values = (values + [0.0] * 8)[:8]
        self.final = FinalResult(
            scores=tuple(round(v * 100) for v in values[0::2]),
            points=tuple(values[1::2]),
        )
        self._final_read = (text, self.final)

    def _bad_owari(self, what: str) -> None:
        self.owari_broken = True
        self.warn(
            f"round {self.round_ordinal}, element {self.element} <{self.tag}>: the final scores "
            f"(owari) are not shown: the attribute {what}"
        )


def _out_of_range(number: str) -> bool:
    """Whether a ``-?[0-9]+`` text is a number outside 0-135 (leading zeros: any length)."""
    digits = number.lstrip("-").lstrip("0")
    return (number.startswith("-") and bool(digits)) or len(digits) > 3 or int(digits or 0) > 135
