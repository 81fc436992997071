"""Luck in the window, as Qt-free values: the Luck dock's lines, the result popup's line about
the bottom seat's last tenpai, the winning tiles the wall view marks.

Made on first use from the game's walls (``WallSource``: the seeds read once), so opening a log
and stepping with the Luck dock and the wall view off compute nothing of it. A round is judged
the first time the dock shows it (``GameLuck`` keeps it); the popup's line and the wall's marks
need only the bottom seat's tenpais (the waits of its hands), far cheaper.
"""

from __future__ import annotations

from dataclasses import dataclass

from viewer.luck import GameLuck, SeatLuck, Tenpai, start_percentile
from viewer.presentation import luck_wording as lw
from viewer.presentation.describe import round_title
from viewer.presentation.i18n import QT_TRANSLATE_NOOP
from viewer.presentation.wall import NO_SEED_WORDS, WallSource, reason_words, wall_words
from viewer.replay import Step, Timeline
from viewer.wall.game import NO_SEED

DEALT_IN = QT_TRANSLATE_NOOP("luck", "{seat} dealt in while tenpai")
NO_WALL = QT_TRANSLATE_NOOP("luck", "No wall: {reason}")
STARTED = QT_TRANSLATE_NOOP("luck", "{seat}: {start}; {draws}")


@dataclass(frozen=True, slots=True)
class LuckLine:
    """One line of the dock: its words and the step it opens (None: no link)."""

    text: str
    step: int | None = None
    kind: str = "note"  # seat, tenpai, call, would, deal_in, note
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class LuckDock:
    """What the Luck dock shows of the round at a step (the widget only paints it)."""

    round: int
    title: str
    lines: tuple[LuckLine, ...]
    current: int | None  # the line the step is at: the last linked one at or before it


class LuckSource:
    """The game's luck for the window, made on first use (see the module docstring)."""

    def __init__(self, timeline: Timeline, walls: WallSource) -> None:
        self.timeline = timeline
        self._walls = walls
        self._luck: GameLuck | None = None

    def luck(self) -> GameLuck:
        if self._luck is None:
            walls = self._walls.walls()
            record = self.timeline.record
            if isinstance(walls, str):
                self._luck = GameLuck(record, self.timeline, None, walls)
            else:
                self._luck = GameLuck(record, self.timeline, walls)
        return self._luck

    def winning(self, step: Step, seat: int) -> frozenset[int]:
        """The tile ids of the kinds the seat's tenpai at ``step`` waits on (none: not tenpai)."""
        waits = self.luck().waits_at(step, seat)
        return frozenset(t for kind in waits for t in range(4 * kind, 4 * kind + 4))

    def popup_line(self, number: int, seat: int, who: lw.Who) -> str | None:
        """``Your last tenpai (1-man, 4-man): 3 left in the wall: …`` (None: never tenpai)."""
        tenpai = self.luck().last_tenpai(number, seat)
        return None if tenpai is None else lw.last_tenpai_words(tenpai, who)

    def dock(self, step: Step, viewpoint: int, who: lw.Who) -> LuckDock:
        """The round's tenpais and calls in step order, each a link to its step; the bottom
        seat's and the caller's draws under each call; first the bottom seat's starting hand
        and draws (judging the other seats' draws too would cost the step several times more)."""
        luck = self.luck()
        number = step.round
        record = self.timeline.record
        title = round_title(record.rounds[number])
        _, reason = luck.wall(number)
        lines = [LuckLine(no_wall_words(reason))] if reason is not None else []
        if viewpoint < luck.players:
            lines.extend(_seat_lines(luck.seat(number, viewpoint), luck.players, who))
        events: list[tuple[int, int, LuckLine]] = []
        for seat in range(luck.players):
            for tenpai in luck.tenpais(number, seat):
                events.append((tenpai.step, 0, _tenpai_line(tenpai, who)))
            for at in luck.deal_ins(number, seat):
                text = f"{lw.step_words(at)}: {lw.words(DEALT_IN).format(seat=who(seat))}"
                events.append((at, 2, LuckLine(text, at, "deal_in", seat)))
        red = record.rules.red_fives
        for call in luck.calls(number):
            head = f"{lw.step_words(call.step)}: {lw.call_words(call, who)}"
            events.append((call.step, 1, LuckLine(head, call.step, "call", call.seat)))
            for would in call.without:
                if would.seat in (viewpoint, call.seat):
                    text = lw.would_words(would, who, red)
                    events.append((call.step, 1, LuckLine(text, call.step, "would", would.seat)))
        lines.extend(line for _, _, line in sorted(events, key=lambda e: (e[0], e[1])))
        current = None
        for index, line in enumerate(lines):
            if line.step is not None and line.step <= step.index:
                current = index
        return LuckDock(number, title, tuple(lines), current)


def no_wall_words(problem: str) -> str:
    reason = reason_words(problem)
    if reason == NO_SEED:
        reason = wall_words(NO_SEED_WORDS)
    return lw.words(NO_WALL).format(reason=reason)


def _seat_lines(seat_luck: SeatLuck, players: int, who: lw.Who) -> list[LuckLine]:
    if seat_luck.start_shanten is None:
        return []
    share = start_percentile(seat_luck.start_shanten, players)
    text = lw.words(STARTED).format(
        seat=who(seat_luck.seat),
        start=lw.start_words(seat_luck.start_shanten, share),
        draws=lw.draws_words(seat_luck.tally),
    )
    return [LuckLine(text, None, "seat", seat_luck.seat)]


def _tenpai_line(tenpai: Tenpai, who: lw.Who) -> LuckLine:
    text = f"{lw.step_words(tenpai.step)}: {lw.tenpai_words(tenpai, who)}"
    return LuckLine(text, tenpai.step, "tenpai", tenpai.seat)
