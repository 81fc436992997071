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
from dataclasses import replace
from typing import TYPE_CHECKING

from viewer.domain.tiles import KIND_COUNT
from viewer.presentation import choice_wording as cw
from viewer.presentation import coach_wording as w
from viewer.presentation import value_wording as vw
from viewer.presentation.coach_view import ChoiceShown, Progress, ValueState
from viewer.presentation.dock_view import Cell, DecisionView, ReportView, Row, Table, Tiles
from viewer.presentation.tile_names import kind_words, listed
from viewer.presentation.value_verdict import (
    choice_class,
    kind_classes,
    option_classes,
    verdict_class,
)
from viewer.replay import Step

if TYPE_CHECKING:  # the coach loads when it is first turned on
    from viewer.coach.model import Candidate, CostlyDecision, Decision, SeatReport
    from viewer.coach.value import CandidateValue, Valuation

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
    title, danger = _danger(decision, names, decision.actual)
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


def _danger(decision: Decision, names: Sequence[str],
            played: int | None) -> tuple[str, Table | None]:  # fmt: skip
    """Each hand tile's class and deal-in rate against each riichi seat, the most dangerous
    first (None while nobody is in riichi); ``played``: the kind discarded (marked)."""
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
            played=kind == played)
        for kind, safeties in ordered
    )  # fmt: skip
    return w.words(w.DANGER_TITLE), Table(columns, rows)


# -- call, kan and riichi decisions ------------------------------------------------------------
CHOICE_COLUMNS = (cw.OPTION_COLUMN, cw.AFTER_COLUMN, *vw.VALUE_COLUMNS)


def choice_view(decision: Decision, value: ValueState, names: Sequence[str],
                danger: bool = True) -> DecisionView:  # fmt: skip
    """The dock's page for a call, kan or riichi decision: the verdict in words, which model
    (or the rule) judged it, a row per option (its name and meld, the best discard after it,
    the value columns; the pick first) and, with ``danger``, the hand's danger under riichi."""
    riichi = bool(decision.hand_safety)
    columns = tuple(w.words(c) for c in CHOICE_COLUMNS if riichi or c != vw.DEAL_IN)
    figures = tuple(range(2, len(columns)))
    valuation = value.valuation
    classes = option_classes(valuation) if valuation is not None else {}
    order = list(range(len(decision.options)))
    if valuation is not None:  # the pick first, then by value
        values = [c.value for c in valuation.candidates]
        order.sort(key=lambda i: (i not in valuation.pick, -values[i], i))
    rows = []
    for index in order:
        valued = valuation.candidates[index] if valuation is not None else None
        numbers = vw.value_cells(valued, value.judging)
        if not riichi:
            numbers = numbers[:DEAL_IN_CELL] + numbers[DEAL_IN_CELL + 1 :]
        cells = (_option_cell(decision, index), _after_cell(decision, index, valued, value),
                 *numbers)  # fmt: skip
        rows.append(Row(cells, classes.get(index), index == decision.played))
    title, table = ("", None)  # (riichi or dama: the discard's page has the danger)
    if danger and decision.kind != "riichi":
        title, table = _danger(decision, names, None)
    return DecisionView(cw.choice_text(decision, valuation, value.judging),
                        choice_class(decision, valuation),
                        cw.choice_method(decision, valuation, value.judging),
                        Table(columns, tuple(rows), figures), title, table)  # fmt: skip


def _option_cell(decision: Decision, index: int) -> Cell:
    """An option's name and the meld it makes, as tiles (``Pon`` 白白白); its words as the tip."""
    kinds = cw.meld_kinds(decision, decision.options[index])
    parts: tuple[str | Tiles, ...] = (cw.option_name(decision, index),)
    if kinds:
        parts += (Tiles(kinds),)
    if cw.red_only(decision, index):
        parts += (cw.words(cw.RED),)
    return Cell(parts, tip=cw.option_words(decision, index))


def _after_cell(decision: Decision, index: int, valued: CandidateValue | None,
                value: ValueState) -> Cell | str:  # fmt: skip
    """The best discard after an option (a pon, a chi, a kan decision's pass; riichi and dama:
    the discard into tenpai); ``–`` for an option that discards nothing now."""
    call = decision.options[index].call
    if decision.kind == "riichi":
        kind = decision.actual
    elif valued is not None:
        kind = valued.tile
    elif call in ("pon", "chi") or (decision.kind == "kan" and call == "pass"):
        return "…" if value.judging else ""  # (its best discard comes with the valuation)
    else:
        kind = -1
    if not 0 <= kind < KIND_COUNT:
        return "–"
    return Cell((KIND_TILES[kind],), tip=kind_words(kind))


def step_view(decision: Decision | None, value: ValueState, names: Sequence[str], past: bool,
              choices: Sequence[ChoiceShown] = ()) -> DecisionView:  # fmt: skip
    """The dock's page for everything a step shows of the seat: its discard (``decision``, or
    with ``past`` the last one), and its call, kan and riichi decisions (``choices``). A call
    decision alone is its own page; beside a discard the others come in ``also``."""
    if choices and (decision is None or past):
        first, state = choices[0]
        main = choice_view(first, state, names)
        rest = choices[1:]
    else:
        main = decision_view(decision, value, names, past)
        rest = choices
    if not rest:
        return main
    also = tuple(choice_view(d, state, names, danger=False) for d, state in rest)
    return replace(main, also=also)


def box_lines(choices: Sequence[ChoiceShown]) -> tuple[tuple[str, str | None], ...]:
    """The board's box lines of a step's call, kan and riichi decisions: the verdict in words
    (riichi or dama's without the rule's words) and its class (None: plain), one line each."""
    return tuple((cw.choice_text(d, state.valuation, state.judging, short=True),
                  choice_class(d, state.valuation)) for d, state in choices)  # fmt: skip


def report_view(report: SeatReport | None, progress: Progress, names: Sequence[str],
                titles: tuple[str, ...],
                costly: Sequence[tuple[CostlyDecision, Step]] = ()) -> ReportView:  # fmt: skip
    """The seat's game from the valuations made so far (``progress``), with its call, kan and
    riichi decisions counted; ``costly``: each of the report's costliest decisions (discards,
    calls and kans) with the step that shows it."""
    if report is None:
        return ReportView("")
    lines = [*vw.report_value_lines(report, progress), *cw.report_choice_lines(report),
             *w.report_lines(report, tuple(names), titles)]  # fmt: skip
    return ReportView("\n".join(lines),
                      tuple((cw.costly_words(c, titles), step) for c, step in costly))  # fmt: skip
