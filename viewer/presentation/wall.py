"""The wall at a step, as the wall view (key W) shows it. Qt-free.

Only built when the user turns the wall view on: ``Frames`` imports this module then, reads the
log's seeds once (``WallSource``) and keeps the game's ``GameWalls``, so neither opening a log
nor stepping with the view off ever touches ``viewer.wall``. The view is the user asking to see
the future: every tile still standing is face up, tiles already taken are gaps.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import NamedTuple

from viewer.domain.record import GameRecord, RoundRecord
from viewer.formats.mjlog import MjlogError, ShuffleSeeds, read_shuffle_seeds
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.presentation.tile_names import tile_words
from viewer.wall import GameWalls, RoundWall, WallProgress, next_draws, progress_at
from viewer.wall.game import NO_SEED
from viewer.wall.layout import LIVE_WALL_END
from viewer.wall.table import stacks

# The wording of the wall view (few on purpose; English sources, shown through ``translate``).
NEXT_DRAWS = QT_TRANSLATE_NOOP("wall", "next")  # before each seat's row of next draws
NO_WALL = QT_TRANSLATE_NOOP("wall", "No wall: {reason}")  # the status line when a round has none
SEEDS_UNREADABLE = QT_TRANSLATE_NOOP("wall", "the log's shuffle seed cannot be read ({error})")
NOT_REPRODUCED = QT_TRANSLATE_NOOP(
    "wall", "the seed's wall does not reproduce this round (W says where)"
)
ROLE_WORDS = {  # a wall tile's tooltip: "5p · dora indicator 2 (shown)"
    "live": QT_TRANSLATE_NOOP("wall", "live wall, draw {n}"),
    "next": QT_TRANSLATE_NOOP("wall", "the next draw"),
    "dora": QT_TRANSLATE_NOOP("wall", "dora indicator {n}"),
    "ura": QT_TRANSLATE_NOOP("wall", "ura indicator {n}"),
    "rinshan": QT_TRANSLATE_NOOP("wall", "replacement tile {n}"),
    "dead": QT_TRANSLATE_NOOP("wall", "dead wall"),
}
NO_SEED_WORDS = QT_TRANSLATE_NOOP("wall", "the log carries no shuffle seed")  # = wall's NO_SEED
SHOWN = QT_TRANSLATE_NOOP("wall", " (shown)")
NEXT_DRAW = QT_TRANSLATE_NOOP("wall", "{seat}'s draw {n} had nobody called")


def wall_words(text: str) -> str:
    """One of the texts above in the current language."""
    return translate("wall", text)


SeedReader = Callable[[], ShuffleSeeds]


class WallTile(NamedTuple):
    """One tile still standing in the wall."""

    side: int  # the absolute seat whose wall it stands in
    place: int  # its stack, 0 at that wall's right end as its owner sees it
    layer: int  # 0 the top tile of the stack, 1 the bottom one
    tile: int  # Tenhou tile id
    role: str  # live, next (the next live draw), dora, ura, rinshan, dead
    shown: bool = False  # an indicator the players have seen (dora, or ura at a win)
    order: int = 0  # 1-based: which draw, indicator or replacement tile it is

    def text(self, face_up: bool = True) -> str:
        """What the tile is, for a tooltip; the tile itself only if face up or shown."""
        words = wall_words(ROLE_WORDS[self.role]).format(n=self.order)
        words += wall_words(SHOWN) if self.shown else ""
        return f"{tile_words(self.tile)} · {words}" if face_up or self.shown else words


@dataclass(frozen=True, slots=True)
class WallView:
    """The wall at one step, or ``note`` (why there is none) with nothing else."""

    players: int
    per_side: int = 0  # stacks in each seat's wall (17; 3-player 18)
    tiles: tuple[WallTile, ...] = ()
    dead_stacks: tuple[tuple[int, int], ...] = ()  # (side, place) of the dead wall's stacks
    next_draws: tuple[tuple[int, ...], ...] = ()  # per absolute seat, had nobody called
    note: str | None = None
    face_up: bool = True  # False: as the players see it (only what was shown face up)
    winning: frozenset[int] = frozenset()  # tile ids the bottom seat's tenpai waits on (marked)

    def next_draw_text(self, seat: int, index: int, name: str) -> str:
        """The tooltip of the ``index``-th tile of ``seat``'s next draws (``name``: the seat's)."""
        tile = self.next_draws[seat][index]
        return f"{tile_words(tile)} · {wall_words(NEXT_DRAW).format(seat=name, n=index + 1)}"

    @property
    def status(self) -> str | None:
        """The status line's words: why this round shows no wall."""
        return None if self.note is None else wall_words(NO_WALL).format(reason=self.note)


def read_seeds(path: str | os.PathLike[str]) -> ShuffleSeeds:
    """The seeds of a log file: read again, once, on the first use of the wall view."""
    with open(path, "rb") as file:
        return read_shuffle_seeds(file.read())


class WallSource:
    """The verified walls of one game, made on first use from its seeds."""

    def __init__(self, record: GameRecord, seeds: SeedReader | None) -> None:
        self.record = record
        self._seeds = seeds
        self._walls: GameWalls | None = None
        self._problem: str | None = None

    def walls(self) -> GameWalls | str:
        """The game's walls, or one line saying why there are none."""
        if self._walls is None and self._problem is None:
            seeds = ShuffleSeeds(None, ())
            if self._seeds is not None:
                try:
                    seeds = self._seeds()
                except (OSError, MjlogError) as error:
                    self._problem = str(error)
            if self._problem is None:
                self._walls = GameWalls(self.record, seeds.game, seeds.rounds)
        if self._walls is not None:
            return self._walls
        return wall_words(SEEDS_UNREADABLE).format(error=self._problem or "")

    def view(self, number: int, rnd: RoundRecord, step: int, face_up: bool = True) -> WallView:
        """The wall of round ``number`` at board step ``step``; ``face_up`` False: without
        anything the players have not seen (no tile faces, no next draws)."""
        players = self.record.rules.players
        walls = self.walls()
        if isinstance(walls, str):
            return WallView(players, note=walls)
        wall = walls.wall(number)
        if wall is None:
            reason = reason_words(walls.problem(number) or "")
            if not face_up and NO_SEED not in reason:  # the reason may name a future tile
                reason = wall_words(NOT_REPRODUCED)
            elif reason == NO_SEED:
                reason = wall_words(NO_SEED_WORDS)
            return WallView(players, note=reason, face_up=face_up)
        view = wall_view(wall, progress_at(rnd, step, players), rnd.dealer)
        if face_up:
            return view
        return replace(view, next_draws=(), face_up=False)


def reason_words(problem: str) -> str:
    """GameWalls' line without the round label the status line already shows."""
    label, sep, rest = problem.partition("): ")
    return rest if sep and label.startswith("round ") else problem


def wall_view(wall: RoundWall, progress: WallProgress, dealer: int) -> WallView:
    """Every standing tile with its role, the dead wall's stacks, each seat's next draws."""
    count = len(wall.tiles)
    taken = set(wall.draws[: progress.live_drawn]) | set(
        wall.rinshan[: progress.replacements_drawn]
    )
    for hand in wall.deal:
        taken.update(hand)
    dead_end = LIVE_WALL_END + progress.replacements_drawn  # indexes below are the dead wall
    roles = {tile: ("rinshan", n) for n, tile in enumerate(wall.rinshan, 1)}
    roles.update((tile, ("ura", n)) for n, tile in enumerate(wall.ura_indicators, 1))
    roles.update((tile, ("dora", n)) for n, tile in enumerate(wall.dora_indicators, 1))
    draw_number = {tile: n for n, tile in enumerate(wall.draws, 1)}
    shown = set(wall.dora_indicators[: progress.dora_revealed])
    shown |= set(wall.ura_indicators[: progress.ura_revealed])
    left = progress.live_left(wall)
    upcoming = wall.draws[progress.live_drawn] if left else None
    tiles: list[WallTile] = []
    dead: list[tuple[int, int]] = []
    for k, stack in enumerate(stacks(wall, dealer)):
        top_index = count - 1 - 2 * k
        if top_index - 1 < dead_end:
            dead.append((stack.side, stack.place))
        for layer, (tile, index) in enumerate(
            ((stack.top, top_index), (stack.bottom, top_index - 1))
        ):
            if tile in taken:
                continue
            if index < dead_end:
                role, order = roles.get(tile, ("dead", 0))
            else:
                role, order = ("next" if tile == upcoming else "live"), draw_number[tile]
            tiles.append(WallTile(stack.side, stack.place, layer, tile, role, tile in shown, order))
    return WallView(
        players=wall.players,
        per_side=count // 2 // wall.players,
        tiles=tuple(tiles),
        dead_stacks=tuple(dead),
        next_draws=next_draws(wall, progress),
    )
