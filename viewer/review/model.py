"""A Mortal review report (``mjai-reviewer --json``) as typed, immutable values.

The report is read once and never changed; the window, the dump and the summary read these
values. Actions stay in mjai form (``Action.json()`` gives the report's own mapping back, key
for key) because the dump contract copies them and players know that notation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, TypeAlias

# A JSON value made immutable: mappings become tuples of (key, value) pairs, lists tuples.
Frozen: TypeAlias = "bool | int | float | str | tuple[Frozen, ...] | FrozenMap | None"


class FrozenMap(NamedTuple):
    """A JSON object kept in its key order, immutable."""

    items: tuple[tuple[str, Frozen], ...]

    def get(self, key: str) -> Frozen:
        for name, value in self.items:
            if name == key:
                return value
        return None


def thaw(value: Frozen) -> object:
    """The plain JSON value again (dicts and lists), for output."""
    if isinstance(value, FrozenMap):
        return {key: thaw(item) for key, item in value.items}
    if isinstance(value, tuple):
        return [thaw(item) for item in value]
    return value


class Action(NamedTuple):
    """One mjai action: ``type`` plus the fields a viewer reads; ``source`` is the whole object."""

    type: str
    actor: int | None
    target: int | None
    pai: str | None
    consumed: tuple[str, ...]
    source: FrozenMap

    def json(self) -> dict[str, object]:
        return {key: thaw(value) for key, value in self.source.items}

    @property
    def tiles(self) -> tuple[str, ...]:
        """The tiles the action shows: the discarded / called tile, else the consumed ones."""
        if self.pai is not None and not self.type.endswith("kan"):
            return (self.pai,)
        return self.consumed

    def same_choice(self, other: Action) -> bool:
        """The reviewer's own equality: red fives in ``consumed`` do not matter."""
        if self.type != other.type:
            return False
        if self.type in ("dahai", "kakan", "nukidora"):
            return self.pai == other.pai
        if self.type in ("chi", "pon", "daiminkan", "ankan"):
            return sorted(deaka(t) for t in self.consumed) == sorted(
                deaka(t) for t in other.consumed
            )
        return True


def deaka(tile: str) -> str:
    """An mjai tile without its red marker: ``5mr`` -> ``5m``."""
    return tile[:-1] if tile.endswith("r") else tile


class Candidate(NamedTuple):
    """One option the AI weighed: its probability (softmax of Q at the report's temperature)."""

    action: Action
    prob: float
    q: float


@dataclass(frozen=True, slots=True)
class ReviewEntry:
    """One reviewed decision of the reviewed seat (only decisions with more than one option)."""

    junme: int
    tiles_left: int
    last_actor: int
    tile: str
    tehai: tuple[str, ...]
    at_self_chi_pon: bool
    at_self_riichi: bool
    at_opponent_kakan: bool
    expected: Action
    actual: Action
    is_equal: bool
    actual_index: int
    candidates: tuple[Candidate, ...]  # the report's order: best Q first
    shanten: int
    at_furiten: bool

    @property
    def actual_prob(self) -> float:
        return self.candidates[self.actual_index].prob

    @property
    def best_prob(self) -> float:
        return max(c.prob for c in self.candidates)

    @property
    def relative_prob(self) -> float:
        """The player's move against the AI's favourite (1.0 = as good), killer_mortal_gui's
        measure for its mistake threshold."""
        best = self.best_prob
        return self.actual_prob / best if best > 0 else 1.0

    @property
    def gap(self) -> float:
        """How much likelier the AI's favourite was than the move played."""
        return self.best_prob - self.actual_prob


@dataclass(frozen=True, slots=True)
class KyokuReview:
    kyoku: int  # 0 = East 1, 4 = South 1 (tenhou.net/6 numbering)
    honba: int
    end_status: tuple[Frozen, ...]
    relative_scores: tuple[int, ...]
    entries: tuple[ReviewEntry, ...]


@dataclass(frozen=True, slots=True)
class ReviewReport:
    engine: str
    version: str
    player_id: int
    game_length: str
    lang: str
    model_tag: str
    reviewed: int
    matches: int
    rating: float
    temperature: float
    kyokus: tuple[KyokuReview, ...]
    mjai_log: tuple[FrozenMap, ...] | None  # the game's mjai events, when the report has them
    split_logs: tuple[FrozenMap, ...] | None  # one tenhou.net/6 log per kyoku

    @property
    def entry_count(self) -> int:
        return sum(len(k.entries) for k in self.kyokus)

    @property
    def match_rate(self) -> float:
        return self.matches / self.reviewed if self.reviewed else 0.0

    @property
    def players(self) -> int | None:
        """3 or 4 from the game's own events (``start_game`` names), None when unknown."""
        if not self.mjai_log:
            return None
        first = self.mjai_log[0]
        names = first.get("names")
        if first.get("type") != "start_game" or not isinstance(names, tuple):
            return None
        return sum(1 for n in names if n != "") if len(names) == 4 else len(names)
