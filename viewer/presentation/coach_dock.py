"""The coach's dock made once per decision: a ``DecisionView`` and a ``ReportView`` (Qt-free).

Everything the dock shows of a discard decision is read from the coach's values here, each
figure once: the verdict line (by value once judged, by ukeire until then, "Last discard: ..."
between decisions), which model judged it, a row per candidate (the pick first; its tile,
shanten, ukeire, the value columns, the tiles that advance it; its verdict class and the played
mark) and, while someone is in riichi, each hand tile's safety against each riichi seat. The
words come from the wording modules (``coach_wording``, ``value_wording``), in the current
language: a language change makes the view again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from viewer.domain.tiles import KIND_COUNT
from viewer.presentation import coach_wording as w
from viewer.presentation import value_wording as vw
from viewer.presentation.coach_view import Progress, ValueState
from viewer.presentation.dock_view import Cell, DecisionView, ReportView, Row, Table, Tiles
from viewer.presentation.tile_names import kind_words, listed
from viewer.presentation.value_verdict import kind_classes, verdict_class
from viewer.replay import Step

if TYPE_CHECKING:  # the coach loads when it is first turned on
    from viewer.coach.model import Candidate, CostlyDecision, Decision, SeatReport
    from viewer.coach.value import Valuation

# A discard's columns: the tile, the ukeire facts, the value columns, the tiles that advance it
# (Deal-in % only while someone is in riichi).
COLUMNS = (*w.CANDIDATE_COLUMNS[:3], *vw.VALUE_COLUMNS, w.CANDIDATE_COLUMNS[3])
DEAL_IN_CELL = vw.VALUE_COLUMNS.index(vw.DEAL_IN)  # among the value cells
KIND_TILES = tuple(Tiles((kind,)) for kind in range(KIND_COUNT))  # one tile, made once


def decision_view(decision: Decision | None, value: ValueState, names: Sequence[str],
                  past: bool = False) -> DecisionView:  # fmt: skip
    """The dock's page for ``decision`` with what is known of its value (``value``), or with
    ``past`` as the seat's last decision (shown between decisions); None: no decision here."""
    riichi = decision is not None and bool(decision.hand_safety)
    columns = tuple(w.words(c) for c in COLUMNS if riichi or c != vw.DEAL_IN)
    figures = tuple(range(2, len(columns) - 1))  # ukeire and the value columns
    if decision is None:
        return DecisionView(w.words(w.NO_DECISION), None, "", Table(columns, (), figures), "",
                            None)  # fmt: skip
    valuation = value.valuation
    verdict = vw.verdict_text(decision, valuation, value.judging)
    if past:
        verdict = w.words(w.LAST_DECISION).format(verdict=verdict)
    classes = kind_classes(decision, valuation)
    valued = {c.tile: c for c in valuation.candidates} if valuation is not None else {}
    named: dict[int, str] = {}  # each kind worded once (the advancing tiles repeat)
    for candidate in decision.candidates:
        for kind in (candidate.tile, *candidate.tiles):
            if kind not in named:
                named[kind] = kind_words(kind)
    rows = []
    for candidate in _ranked(decision, valuation):  # the pick first
        kind = candidate.tile
        numbers = vw.value_cells(valued.get(kind), value.judging)
        if not riichi:
            numbers = numbers[:DEAL_IN_CELL] + numbers[DEAL_IN_CELL + 1 :]
        cells: tuple[Cell | str, ...] = (
            Cell((KIND_TILES[kind],), tip=named[kind]),  # as on the board: the tile itself
            w.shanten_words(candidate.shanten),
            str(candidate.ukeire),
            *numbers,
            Cell((Tiles(candidate.tiles),), tip=listed(named[k] for k in candidate.tiles)),
        )
        rows.append(Row(cells, classes.get(kind), kind == decision.actual))
    title, danger = _danger(decision, names)
    options = Table(columns, tuple(rows), figures)
    method = vw.method_text(valuation, value.judging)
    return DecisionView(verdict, verdict_class(decision, valuation), method, options, title, danger)


def _ranked(decision: Decision, valuation: Valuation | None) -> list[Candidate]:
    """The candidates the pick first: by value once judged, else by shanten and ukeire."""
    if valuation is not None:
        values = {c.tile: c.value for c in valuation.candidates}
        return sorted(decision.candidates, key=lambda c: (-values.get(c.tile, float("-inf")),
                                                          c.tile))  # fmt: skip
    return sorted(decision.candidates, key=lambda c: (c.shanten, -c.ukeire, c.tile))


def _danger(decision: Decision, names: Sequence[str]) -> tuple[str, Table | None]:
    """Each hand tile's class and deal-in rate against each riichi seat, the most dangerous
    first (None while nobody is in riichi)."""
    if not decision.hand_safety:
        return w.words(w.NO_RIICHI), None

    def name(seat: int) -> str:
        return names[seat] if seat < len(names) else str(seat)

    against = w.words(w.DANGER_AGAINST)
    seats = [safety.against for safety in decision.hand_safety[0][1]]
    columns = (w.words(w.DANGER_TILE), *(against.format(name=name(seat)) for seat in seats))
    ordered = sorted(decision.hand_safety, key=lambda pair: -max(s.danger for s in pair[1]))
    rows = tuple(
        Row((Cell((KIND_TILES[kind], kind_words(kind))),
             *(Cell((f"{w.class_words(s.cls)}  {w.danger_text(s.danger)}",), mark=w.mark_of(s.cls),
                    tip=w.safety_line(s, name(s.against))) for s in safeties)),
            played=kind == decision.actual)
        for kind, safeties in ordered
    )  # fmt: skip
    return w.words(w.DANGER_TITLE), Table(columns, rows)


def report_view(report: SeatReport | None, progress: Progress, names: Sequence[str],
                titles: tuple[str, ...],
                costly: Sequence[tuple[CostlyDecision, Step]] = ()) -> ReportView:  # fmt: skip
    """The seat's game from the valuations made so far (``progress``); ``costly``: each of the
    report's costliest decisions with the step that shows it."""
    if report is None:
        return ReportView("")
    lines = [*vw.report_value_lines(report, progress),
             *w.report_lines(report, tuple(names), titles)]  # fmt: skip
    return ReportView("\n".join(lines),
                      tuple((vw.costly_line(c, titles), step) for c, step in costly))  # fmt: skip
