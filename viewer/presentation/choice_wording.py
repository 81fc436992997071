"""Words for the coach's call, kan and riichi decisions: the options, the verdicts, the rule of
riichi or dama, the report's lines; in the current language (context ``coach``).

A call's option is named by what it makes (``pon White dragon``, ``chi 345-man``, ``pass``), a
red five only where two options differ by it alone (``pon 5-pin (red five)``); the table's
option cell is its name and the meld's tiles as pictures. The verdict reads like a discard's
(``value_wording.value_text``): ``Best: played pon White dragon (2,900 points; pass: 2,400)``,
``Best pon White dragon: 2,900 points; played pass: 2,400 (−500)``. Riichi or dama is the rule's
(``viewer.coach.riichi_rule``, its English words translated here by key) with the hand's value
with and without riichi: ``Riichi (good wait: riichi unless haneman dama): riichi 3,900 points,
dama 2,000; played dama``. The figures are the options' values (points, the round's survival
weighed and under riichi the fold rule: docs/value.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from viewer.domain.tiles import RED_FIVES
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.presentation.tile_names import kind_words, run_words
from viewer.presentation.value_wording import (
    JUDGING,
    NOT_VALUED,
    WAITING,
    costly_line,
    method_text,
    points_text,
)

if TYPE_CHECKING:
    from viewer.coach.model import (
        ChoiceCounts,
        CostlyDecision,
        Decision,
        Option,
        RiichiCounts,
        SeatReport,
    )
    from viewer.coach.value import Valuation

# The table's option names (a cell: the name, then the meld's tiles as pictures)
NAMES = {
    "pass": QT_TRANSLATE_NOOP("coach", "Pass"),
    "pon": QT_TRANSLATE_NOOP("coach", "Pon"),
    "chi": QT_TRANSLATE_NOOP("coach", "Chi"),
    "daiminkan": QT_TRANSLATE_NOOP("coach", "Daiminkan"),
    "ankan": QT_TRANSLATE_NOOP("coach", "Ankan"),
    "kakan": QT_TRANSLATE_NOOP("coach", "Kakan"),
    "riichi": QT_TRANSLATE_NOOP("coach", "Riichi"),
    "dama": QT_TRANSLATE_NOOP("coach", "Dama"),
}
KAN_PASS = QT_TRANSLATE_NOOP("coach", "No kan")  # a kan decision's pass: the best discard
# An option in a sentence: {tiles} the kind (a pon, a kan) or the run (a chi) in words
SENTENCES = {
    "pass": QT_TRANSLATE_NOOP("coach", "pass"),
    "pon": QT_TRANSLATE_NOOP("coach", "pon {tiles}"),
    "chi": QT_TRANSLATE_NOOP("coach", "chi {tiles}"),
    "daiminkan": QT_TRANSLATE_NOOP("coach", "daiminkan {tiles}"),
    "ankan": QT_TRANSLATE_NOOP("coach", "ankan {tiles}"),
    "kakan": QT_TRANSLATE_NOOP("coach", "kakan {tiles}"),
    "riichi": QT_TRANSLATE_NOOP("coach", "riichi"),
    "dama": QT_TRANSLATE_NOOP("coach", "dama"),
}
KAN_PASS_SENTENCE = QT_TRANSLATE_NOOP("coach", "no kan")
RED = QT_TRANSLATE_NOOP("coach", "(red five)")  # beside an option that differs by it alone
QUESTIONS = {
    "call": QT_TRANSLATE_NOOP("coach", "Call or pass"),
    "kan": QT_TRANSLATE_NOOP("coach", "Kan or not"),
    "riichi": QT_TRANSLATE_NOOP("coach", "Riichi or dama"),
}
# The English words of ``viewer.coach.riichi_rule.RULES``, by key (a test keeps them equal)
RULES = {
    "late": QT_TRANSLATE_NOOP(
        "coach", "two or fewer draws left: riichi only with 3 han or more with riichi"
    ),
    "no-yaku": QT_TRANSLATE_NOOP("coach", "no yaku without riichi (on a wait at least): riichi"),
    "good-wait": QT_TRANSLATE_NOOP("coach", "good wait: riichi unless haneman dama"),
    "bad-wait": QT_TRANSLATE_NOOP(
        "coach", "bad wait: riichi unless 3 han dama that can win by ron"
    ),
}
OPTION_COLUMN = QT_TRANSLATE_NOOP("coach", "Option")
AFTER_COLUMN = QT_TRANSLATE_NOOP("coach", "Discard after")
DECISION_TAB = QT_TRANSLATE_NOOP("coach", "This decision")
TAKEN = QT_TRANSLATE_NOOP("coach", "another seat's call took the tile first")
RULE_METHOD = QT_TRANSLATE_NOOP(
    "coach", "By the measured rule of riichi or dama (no points lost are counted)"
)


def words(text: str) -> str:
    return translate("coach", text)


# -- options -----------------------------------------------------------------------------------
def meld_kinds(decision: Decision, option: Option) -> tuple[int, ...]:
    """The kinds of the meld an option makes, in order (() for pass, riichi and dama)."""
    call = option.call
    if call in ("pon", "chi", "daiminkan"):
        return tuple(sorted((*(t >> 2 for t in option.tiles), decision.actual)))
    if call == "ankan":
        return tuple(t >> 2 for t in option.tiles)
    if call == "kakan":
        return (option.tiles[0] >> 2,) * 4
    return ()


def red_only(decision: Decision, index: int) -> bool:
    """Whether option ``index`` holds a red five another option of the same call and kinds
    lacks: the one thing that tells the two apart."""
    option = decision.options[index]
    if not any(t in RED_FIVES for t in option.tiles):
        return False
    kinds = sorted(t >> 2 for t in option.tiles)
    return any(
        other.call == option.call and sorted(t >> 2 for t in other.tiles) == kinds
        for number, other in enumerate(decision.options)
        if number != index
    )


def option_name(decision: Decision, index: int) -> str:
    """The table's name of an option: ``Pon``, ``Pass``, ``No kan``."""
    call = decision.options[index].call
    if call == "pass" and decision.kind == "kan":
        return words(KAN_PASS)
    return words(NAMES.get(call, call))


def option_words(decision: Decision, index: int) -> str:
    """An option in a sentence: ``pon White dragon``, ``chi 345-man``, ``pass``, ``no kan``."""
    option = decision.options[index]
    call = option.call
    if call == "pass" and decision.kind == "kan":
        return words(KAN_PASS_SENTENCE)
    kinds = meld_kinds(decision, option)
    if not kinds:
        return words(SENTENCES.get(call, call))
    tiles = run_words(kinds) if call == "chi" else kind_words(kinds[0])
    text = words(SENTENCES[call]).format(tiles=tiles)
    return f"{text} {words(RED)}" if red_only(decision, index) else text


def named_option(call: str, kind: int | None, kan: bool = False) -> str:
    """An option known by its name and the kind called on alone (a stored costly decision):
    ``pon White dragon``, ``chi 3-man``, ``pass`` (``kan``: a kan decision's, ``no kan``)."""
    if call == "pass":
        return words(KAN_PASS_SENTENCE if kan else SENTENCES["pass"])
    if call not in SENTENCES or kind is None or "{tiles}" not in SENTENCES[call]:
        return words(SENTENCES.get(call, call))
    return words(SENTENCES[call]).format(tiles=kind_words(kind))


def rule_words(key: str | None) -> str:
    """The riichi rule that decided, in words (``good wait: riichi unless haneman dama``)."""
    if key is None:
        return ""
    return words(RULES[key]) if key in RULES else key


# -- a decision --------------------------------------------------------------------------------
def played_words(decision: Decision) -> str:
    """What the seat did (a call's played option), or that the tile was taken first."""
    if decision.played is None:
        return words(TAKEN)
    return option_words(decision, decision.played)


def shown_pick(decision: Decision, valuation: Valuation) -> int:
    """The pick named first: the one played when it is a pick."""
    played = decision.played
    return played if played is not None and played in valuation.pick else valuation.pick[0]


def runner_up(valuation: Valuation, pick: int) -> int | None:
    """The option of highest value after ``pick`` (None: no other)."""
    others = [i for i in range(len(valuation.candidates)) if i != pick]
    return max(others, key=lambda i: valuation.candidates[i].value, default=None)


def choice_text(decision: Decision, valuation: Valuation | None, judging: bool,
                short: bool = False) -> str:  # fmt: skip
    """The verdict in one line (module docstring); before the valuation: the question and what
    was played, marked "judging…" while it is awaited. ``short``: riichi or dama without the
    rule's words (the board's box; the dock says them)."""
    if valuation is None or not valuation.pick:
        question = words(QUESTIONS.get(decision.kind, QUESTIONS["call"]))
        text = translate("coach", "{question}: played {played}").format(
            question=question, played=played_words(decision))  # fmt: skip
        return f"{text} · {words(JUDGING)}" if judging else text
    if decision.kind == "riichi":
        return riichi_text(decision, valuation, short)
    pick = shown_pick(decision, valuation)
    value = points_text(valuation.candidates[pick].value)
    other = runner_up(valuation, pick)
    other_words = "" if other is None else option_words(decision, other)
    other_value = "" if other is None else points_text(valuation.candidates[other].value)
    played = decision.played
    if played is None:
        text = translate("coach", "Best {best}: {value} points; {other}: {other_value} ({taken})")
        return text.format(best=option_words(decision, pick), value=value, other=other_words,
                           other_value=other_value, taken=words(TAKEN))  # fmt: skip
    if played in valuation.pick:
        text = translate("coach", "Best: played {played} ({value} points; {other}: {other_value})")
        return text.format(played=option_words(decision, played), value=value,
                           other=other_words, other_value=other_value)  # fmt: skip
    text = translate("coach", "Best {best}: {value} points; played {played}: {played_value} "
                     "(−{loss})")  # fmt: skip
    return text.format(best=option_words(decision, pick), value=value,
                       played=option_words(decision, played),
                       played_value=points_text(valuation.candidates[played].value),
                       loss=points_text(valuation.value_loss or 0.0))  # fmt: skip


def riichi_text(decision: Decision, valuation: Valuation, short: bool = False) -> str:
    """``Riichi (good wait: riichi unless haneman dama): riichi 3,900 points, dama 2,000;
    played dama`` (``short``: ``Riichi by the rule: riichi 3,900 points, ...``)."""
    values = {c.call: c.value for c in valuation.candidates}
    pick = valuation.pick[0]
    name = words(NAMES.get(decision.options[pick].call, "riichi"))
    if short:
        text = translate("coach", "{pick} by the rule: riichi {riichi} points, dama {dama}; "
                         "played {played}")  # fmt: skip
    else:
        text = translate("coach", "{pick} ({rule}): riichi {riichi} points, dama {dama}; "
                         "played {played}")  # fmt: skip
    return text.format(pick=name, rule=rule_words(valuation.rule),
                       riichi=points_text(values.get("riichi", 0.0)),
                       dama=points_text(values.get("dama", 0.0)),
                       played=played_words(decision))  # fmt: skip


def choice_method(decision: Decision, valuation: Valuation | None, judging: bool) -> str:
    """Which model judged it (the line under the verdict)."""
    if valuation is None:
        return words(WAITING if judging else NOT_VALUED)
    if decision.kind == "riichi":
        return words(RULE_METHOD)
    return method_text(valuation, judging)


# -- the seat's game ---------------------------------------------------------------------------
def costly_words(costly: CostlyDecision, titles: tuple[str, ...]) -> str:
    """A costliest decision's line (``value_wording.costly_line``), a call or kan's options
    named: ``東1局 0本場 · step 2: pass, best pon White dragon, −500 points``."""
    if costly.kind == "discard" or not costly.calls:
        return costly_line(costly, titles)
    title = titles[costly.round] if costly.round < len(titles) else str(costly.round + 1)
    kan = costly.kind == "kan"
    best = costly.pick[0] if costly.pick else costly.played
    text = translate("coach", "{round} · step {step}: {played}, best {best}, −{loss} points")
    return text.format(round=title, step=costly.step,
                       played=named_option(costly.calls[costly.played], costly.tile, kan),
                       best=named_option(costly.calls[best], costly.tile, kan),
                       loss=points_text(costly.value_loss))  # fmt: skip


def report_lines(calls: ChoiceCounts, kans: ChoiceCounts, riichi: RiichiCounts) -> list[str]:
    """The report's lines of the call, kan and riichi decisions (those with a known play):
    missed, the pick was to call (to kan) and the seat passed; against the pick, the other way."""
    return [
        translate("coach", "Call decisions: {count} · the pick in {picks} · calls missed "
                  "{missed} · calls against the pick {extra}").format(
            count=calls.decisions, picks=calls.picks, missed=calls.missed, extra=calls.extra),
        translate("coach", "Kan decisions: {count} · the pick in {picks} · kans missed {missed} "
                  "· kans against the pick {extra}").format(
            count=kans.decisions, picks=kans.picks, missed=kans.missed, extra=kans.extra),
        translate("coach", "Riichi or dama: {count} decisions · as the rule says in "
                  "{matches}").format(count=riichi.decisions, matches=riichi.matches),
    ]  # fmt: skip


def report_choice_lines(report: SeatReport) -> list[str]:
    """The report's call, kan and riichi lines (``report_lines``) of the kinds the seat met:
    a game without a call decision says nothing of calls."""
    counts = (report.calls.decisions, report.kans.decisions, report.riichi.decisions)
    lines = report_lines(report.calls, report.kans, report.riichi)
    return [line for line, count in zip(lines, counts, strict=True) if count]
