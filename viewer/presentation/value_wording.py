"""Words for the coach's verdicts by value: the box, the dock's columns and report, the costly
lines, and the pieces the quiz borrows; in the current language (context ``coach``).

Points are written with a thousands separator and rounded (to tens from a hundred up: the model
is exact, but a figure like 3,127 reads no better than 3,130); chances in whole percent in the
box, one decimal in the dock. The ukeire words (``coach_wording``) stay for what the ukeire
facts still say: the columns, and a decision whose valuation has not arrived yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from viewer.presentation.coach_wording import box_text, safety_line, shanten_words
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.presentation.tile_names import kind_words, kinds_words

if TYPE_CHECKING:
    from viewer.coach.model import CostlyDecision, Decision, SeatReport
    from viewer.coach.value import CandidateValue, Valuation
    from viewer.presentation.coach_view import Progress

DEAL_IN = QT_TRANSLATE_NOOP("coach", "Deal-in %")
VALUE_COLUMNS = (  # after the ukeire facts' Discard, Shanten and Ukeire
    QT_TRANSLATE_NOOP("coach", "Tenpai %"),
    QT_TRANSLATE_NOOP("coach", "Win %"),
    QT_TRANSLATE_NOOP("coach", "Points"),
    DEAL_IN,
    QT_TRANSLATE_NOOP("coach", "Value"),
)
JUDGING = QT_TRANSLATE_NOOP("coach", "judging…")
EXACT = QT_TRANSLATE_NOOP("coach", "By value: the exact one-player model")
ESTIMATE = QT_TRANSLATE_NOOP("coach", "By value: an estimate (a hand at 3-shanten or more)")
# The same, each own draw weighed by the chance the round is still going (discounted values)
EXACT_SURVIVAL = QT_TRANSLATE_NOOP(
    "coach", "By value: the exact one-player model, each draw weighed by the round's survival"
)
ESTIMATE_SURVIVAL = QT_TRANSLATE_NOOP(
    "coach", "By value: an estimate (a hand at 3-shanten or more), weighed by the round's survival"
)
WAITING = QT_TRANSLATE_NOOP("coach", "Judging by value…")
NOT_VALUED = QT_TRANSLATE_NOOP("coach", "Not judged by value (the coach failed): by ukeire")
STRIP_TIP = QT_TRANSLATE_NOOP(
    "coach",
    "This round's decisions of the bottom seat by value: green the pick, yellow a small loss, "
    "red a loss of {large} points or more, grey still being judged (click one)",
)
STILL_JUDGING = QT_TRANSLATE_NOOP(
    "coach", "{line} among those judged so far ({count} still being judged)"
)
THRESHOLD_SUFFIX = QT_TRANSLATE_NOOP("coach", " points lost")
THRESHOLD_TIP = QT_TRANSLATE_NOOP(
    "coach",
    "A decision counts as costly (next / previous costly decision) when it loses more than this "
    "many points of value",
)


def words(text: str) -> str:
    return translate("coach", text)


# -- figures -----------------------------------------------------------------------------------
def points_text(points: float) -> str:
    """``3,130``, ``−1,200``, ``40``: tens from a hundred up, with the thousands separator."""
    rounded = round(points, -1) if abs(points) >= 100 else round(points)
    return f"{int(rounded):,}".replace("-", "−")


def percent_figure(chance: float, digits: int = 0) -> str:
    """A chance as a percent figure without its sign: ``41``, ``41.3``."""
    return f"{chance * 100:.{digits}f}"


def numbers_words(candidate: CandidateValue) -> str:
    """What a candidate is worth, in the box's words: ``win 41 %, 3,100 points``, or for an
    estimate (no chances) ``about 3,100 points (estimate)``."""
    if candidate.win is None:
        text = translate("coach", "about {points} points (estimate)")
        return text.format(points=points_text(candidate.points))
    text = translate("coach", "win {win} %, {points} points")
    return text.format(win=percent_figure(candidate.win), points=points_text(candidate.points))


# -- a decision --------------------------------------------------------------------------------
def pick_kind(decision: Decision, valuation: Valuation) -> int:
    """The pick shown first: the one played when it is a pick."""
    return decision.actual if decision.actual in valuation.pick else valuation.pick[0]


def value_text(decision: Decision, valuation: Valuation) -> str:
    """The verdict in one line: ``Best 3-man: win 41 %, 3,100 points; played 1-pin: −700``;
    a right fold reads as right (``Right to fold: played 1-pin (genbutsu)``)."""
    from viewer.coach.summary import is_fold

    played = kind_words(decision.actual)
    if not valuation.pick:
        return box_text(decision)
    best = valuation.of(pick_kind(decision, valuation))
    numbers = numbers_words(best) if best is not None else ""
    if decision.actual in valuation.pick:
        if is_fold(decision):
            return translate("coach", "Right to fold: played {played} (genbutsu)").format(
                played=played)  # fmt: skip
        return translate("coach", "Best: played {played} ({numbers})").format(
            played=played, numbers=numbers)  # fmt: skip
    text = translate("coach", "Best {best}: {numbers}; played {played}: −{loss}")
    return text.format(best=kind_words(pick_kind(decision, valuation)), numbers=numbers,
                       played=played, loss=points_text(valuation.value_loss or 0.0))  # fmt: skip


def verdict_text(decision: Decision, valuation: Valuation | None, judging: bool) -> str:
    """The box's and the dock's first line: by value once judged, by ukeire until then (with
    the judging mark)."""
    if valuation is not None:
        return value_text(decision, valuation)
    if judging:
        return f"{box_text(decision)} · {words(JUDGING)}"
    return box_text(decision)


def method_text(valuation: Valuation | None, judging: bool) -> str:
    """Which model judged the decision (the dock's line under the verdict)."""
    if valuation is not None:
        exact = valuation.method == "exact"
        if any(c.discounted is not None for c in valuation.candidates):
            return words(EXACT_SURVIVAL if exact else ESTIMATE_SURVIVAL)
        return words(EXACT if exact else ESTIMATE)
    return words(WAITING if judging else NOT_VALUED)


def value_cells(candidate: CandidateValue | None, judging: bool) -> tuple[str, ...]:
    """The dock's value columns of one candidate: tenpai %, win %, points, deal-in %, value
    (``–`` for the chances of an estimate; ``…`` while judging)."""
    if candidate is None:
        mark = "…" if judging else ""
        return (mark,) * len(VALUE_COLUMNS)
    chance = [("–" if c is None else percent_figure(c, 1)) for c in (candidate.tenpai,
                                                                       candidate.win)]  # fmt: skip
    return (*chance, points_text(candidate.points), percent_figure(candidate.deal_in, 1),
            points_text(candidate.value))  # fmt: skip


def value_tooltip(valuation: Valuation, kind: int) -> str:
    """The hover line of a hand tile: its numbers and what it gives up against the pick."""
    candidate = valuation.of(kind)
    if candidate is None:
        return ""
    best = max(c.value for c in valuation.candidates)
    loss = max(0.0, best - candidate.value)
    head = numbers_words(candidate)
    if candidate.tenpai is not None:
        head = translate("coach", "tenpai {tenpai} %, {numbers}").format(
            tenpai=percent_figure(candidate.tenpai), numbers=head)  # fmt: skip
    if candidate.deal_in > 0:
        head = translate("coach", "{numbers}, deal-in {deal_in} %").format(
            numbers=head, deal_in=percent_figure(candidate.deal_in, 1))  # fmt: skip
    if kind in valuation.pick:
        return translate("coach", "By value: {numbers}; the pick").format(numbers=head)
    return translate("coach", "By value: {numbers}; −{loss} against the pick").format(
        numbers=head, loss=points_text(loss))  # fmt: skip


# -- the seat's game ---------------------------------------------------------------------------
def report_value_lines(report: SeatReport, progress: Progress) -> list[str]:
    """The report's lines by value (put before the ukeire ones)."""
    lines = [
        translate("coach", "By value: the pick {picks} of {count} · points lost {points}").format(
            picks=report.picks, count=progress.valued, points=points_text(report.points_lost)),
        translate("coach", "Folds against riichi: {count}").format(count=report.folds),
    ]  # fmt: skip
    if not progress.complete:
        lines.append(translate("coach", "Judged by value so far: {valued} of {total}…").format(
            valued=progress.valued, total=progress.total))  # fmt: skip
    return lines


def costly_line(costly: CostlyDecision, titles: tuple[str, ...]) -> str:
    """``東1局 0本場 · step 23: played 9-sou, best 3-pin, −700 points``."""
    title = titles[costly.round] if costly.round < len(titles) else str(costly.round + 1)
    best = costly.pick[0] if costly.pick else costly.played
    text = translate("coach", "{round} · step {step}: played {played}, best {best}, −{loss} "
                     "points")  # fmt: skip
    return text.format(round=title, step=costly.step, played=kind_words(costly.played),
                       best=kind_words(best), loss=points_text(costly.value_loss))  # fmt: skip


def tile_tooltip(decision: Decision, kind: int, names: tuple[str, ...],
                 valuation: Valuation | None = None) -> str:  # fmt: skip
    """A hand tile under the pointer: what discarding it leaves (by value too, once judged),
    and its safety."""
    candidate = decision.candidate(kind)
    if candidate is None:
        head = translate("coach", "{tile}: kuikae forbids discarding it now")
        lines = [head.format(tile=kind_words(kind))]
    else:
        text = translate("coach", "Discard {tile}: {shanten}, {ukeire} ukeire")
        lines = [text.format(tile=kind_words(kind), shanten=shanten_words(candidate.shanten),
                             ukeire=candidate.ukeire)]  # fmt: skip
        if candidate.tiles:
            lines.append(kinds_words(candidate.tiles))
        if valuation is not None:
            lines.append(value_tooltip(valuation, kind))
    for safety in decision.safety_of(kind):
        name = names[safety.against] if safety.against < len(names) else str(safety.against)
        lines.append(safety_line(safety, name))
    return "\n".join(lines)
