"""A dock's content as one value, made once per decision, so that the widget only paints it.

As ``Frame`` is for the board, a ``DecisionView`` is everything the coach's dock shows of one
decision: the verdict line and its class, which model judged it, a table of the options and,
while someone is in riichi, a table of the hand's danger; a ``ReportView`` is the seat's game.
No Qt, no model: words are worded, classes are classed, rows are ranked here, in
``viewer.presentation.coach_dock``; the dock (``viewer.app.coach.panel``) paints what it gets.

The shape is the same whatever the decision's kind ("a decision is a choice between options"):
an option's row is cells (plain words, or words and tiles in reading order; the table says which
columns are figures, right-aligned), a verdict class (``pick`` green, ``small`` a loss under 300
points, ``large`` the rest; see ``viewer.presentation.value_verdict``) and the mark of the option
played. A discard's option is a tile; a call's (``Pon`` and two tiles, then the discard after
it) is one more row of cells, so a new kind of decision needs no new painting. A step that shows
several decisions of the seat (the discard after a draw, and a kan or riichi or dama) is the
first one's page with the others' in ``also``.
"""

from __future__ import annotations

from dataclasses import dataclass

from viewer.replay import Step


@dataclass(frozen=True, slots=True)
class Tiles:
    """Kinds (0-33) drawn as tile pictures, side by side."""

    kinds: tuple[int, ...]


Part = str | Tiles  # a cell reads as its parts in order: words, tiles, words...


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell of a row with more than words: its parts, the words under the pointer, a mark.
    (A cell of words alone is a plain ``str``: most are, and a table is made at every step.)"""

    parts: tuple[Part, ...] = ()
    tip: str = ""
    mark: str | None = None  # a safety mark drawn before the words (coach_wording.MARKS)

    @property
    def text(self) -> str:
        """The cell's words (its tiles left out)."""
        parts = self.parts
        if len(parts) == 1:  # (most cells: a figure, a word, a tile)
            return parts[0] if isinstance(parts[0], str) else ""
        return "".join(part for part in parts if isinstance(part, str))


@dataclass(frozen=True, slots=True)
class Row:
    """One option (or one hand tile of the danger table)."""

    cells: tuple[Cell | str, ...]  # one per column
    verdict: str | None = None  # "pick", "small", "large" (value_verdict.CLASSES); None: none
    played: bool = False  # the option the seat took


@dataclass(frozen=True, slots=True)
class Table:
    columns: tuple[str, ...]  # the headers, worded
    rows: tuple[Row, ...]
    figures: tuple[int, ...] = ()  # the columns of numbers (right-aligned)


@dataclass(frozen=True, slots=True)
class DecisionView:
    """The dock's page for one decision (or for none: ``verdict`` says so, no rows)."""

    verdict: str  # the first line: the verdict in words
    verdict_class: str | None  # the line's colour (value_verdict.CLASSES); None: plain
    method: str  # which model judged it, or that it is being judged
    options: Table  # the pick first
    danger_title: str  # above the danger table ("" with no decision)
    danger: Table | None  # each hand tile against each riichi seat (None: nobody in riichi)
    # the step's other decisions of the seat (a kan, riichi or dama beside the discard): each a
    # page of its own, its verdict, method and options (no danger: the hand's is above)
    also: tuple[DecisionView, ...] = ()


@dataclass(frozen=True, slots=True)
class ReportView:
    """The seat's game: the report's lines and its costliest decisions, each with its step."""

    text: str
    costly: tuple[tuple[str, Step], ...] = ()
