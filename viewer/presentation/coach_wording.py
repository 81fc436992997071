"""Words for the coach in the window: the verdict box, the dock's texts, the safety classes, the
status bar's lines; in the current language (``translate``, context ``coach``).

The coach itself (``viewer.coach``) stays word-free below the presentation layer, as the review
does; tiles are named for people by ``viewer.presentation.tile_names`` (``3-pin``, ``West``;
``3筒``, ``西``), as everywhere in the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.presentation.tile_names import kind_words

if TYPE_CHECKING:
    from viewer.coach.model import Decision, Safety, SeatReport

DOCK_TITLE = QT_TRANSLATE_NOOP("coach", "Coach")
CANDIDATE_COLUMNS = (
    QT_TRANSLATE_NOOP("coach", "Discard"),
    QT_TRANSLATE_NOOP("coach", "Shanten"),
    QT_TRANSLATE_NOOP("coach", "Ukeire"),
    QT_TRANSLATE_NOOP("coach", "Tiles that advance"),
)
GAME_TAB = QT_TRANSLATE_NOOP("coach", "The game")
DANGER_TILE = QT_TRANSLATE_NOOP("coach", "Tile")
DANGER_AGAINST = QT_TRANSLATE_NOOP("coach", "against {name}")
DANGER_TITLE = QT_TRANSLATE_NOOP("coach", "Danger against riichi (deal-in rate)")
NO_RIICHI = QT_TRANSLATE_NOOP("coach", "Nobody is in riichi.")
THRESHOLD_LABEL = QT_TRANSLATE_NOOP("coach", "Costly from")
COSTLIEST = QT_TRANSLATE_NOOP("coach", "Costliest decisions (click to go there)")
NO_DECISION = QT_TRANSLATE_NOOP("coach", "No decision of the bottom seat at this step.")
LAST_DECISION = QT_TRANSLATE_NOOP("coach", "Last discard: {verdict}")
NO_FURTHER = QT_TRANSLATE_NOOP("coach", "No further costly decision")
NO_EARLIER = QT_TRANSLATE_NOOP("coach", "No earlier costly decision")
FAILED = QT_TRANSLATE_NOOP("coach", "The coach could not judge this step: {error}")

CLASS_WORDS = {
    "genbutsu": QT_TRANSLATE_NOOP("coach", "genbutsu"),
    "suji": QT_TRANSLATE_NOOP("coach", "suji"),
    "half-suji": QT_TRANSLATE_NOOP("coach", "half-suji"),
    "no-chance": QT_TRANSLATE_NOOP("coach", "no-chance"),
    "one-chance": QT_TRANSLATE_NOOP("coach", "one-chance"),
    "other": QT_TRANSLATE_NOOP("coach", "no suji"),
}
HONOUR_CLASS = QT_TRANSLATE_NOOP("coach", "honour, {count} seen")

# The four marks on the hand: each class is drawn as one of these (the dock and the tooltip name
# the class itself). Honours with two or more seen can only be a tanki (or kokushi) wait, the
# wall's kind of safety, so they share no-chance's mark.
MARKS = ("genbutsu", "suji", "no-chance", "other")
MARK_OF = {
    "genbutsu": "genbutsu",
    "suji": "suji",
    "half-suji": "suji",
    "no-chance": "no-chance",
    "one-chance": "no-chance",
    "other": "other",
}


def words(text: str) -> str:
    """One of the texts above in the current language."""
    return translate("coach", text)


# -- a decision --------------------------------------------------------------------------------
def best_kind(decision: Decision) -> int:
    """The best candidate shown first: the one played when it is among the best."""
    return decision.actual if decision.actual in decision.best else decision.best[0]


def box_text(decision: Decision) -> str:
    """The verdict in one line: ``−8 ukeire: best 3-pin (34), played 9-sou (26)``."""
    played = decision.candidate(decision.actual)
    best = decision.candidate(best_kind(decision))
    best_ukeire = best.ukeire if best is not None else 0
    played_ukeire = played.ukeire if played is not None else 0
    names = {"best": kind_words(best_kind(decision)), "played": kind_words(decision.actual)}
    if decision.loss is None:
        text = translate("coach", "Shanten back: best {best} ({ukeire}), played {played}")
        return text.format(ukeire=best_ukeire, **names)
    if decision.loss == 0:
        text = translate("coach", "Best efficiency: played {played} ({ukeire})")
        return text.format(ukeire=played_ukeire, **names)
    text = translate("coach", "−{loss} ukeire: best {best} ({best_ukeire}), played {played} "
                     "({played_ukeire})")  # fmt: skip
    return text.format(loss=decision.loss, best_ukeire=best_ukeire,
                       played_ukeire=played_ukeire, **names)  # fmt: skip


def shanten_words(shanten: int) -> str:
    if shanten < 0:
        return translate("coach", "complete")
    if shanten == 0:
        return translate("coach", "tenpai")
    return translate("coach", "{count}-shanten").format(count=shanten)


# -- safety ------------------------------------------------------------------------------------
def class_words(cls: str) -> str:
    """A safety class for people: ``suji``, ``honour, 2 seen``."""
    if cls.startswith("honour-"):
        return translate("coach", HONOUR_CLASS).format(count=cls.removeprefix("honour-"))
    return translate("coach", CLASS_WORDS.get(cls, cls))


def mark_of(cls: str) -> str:
    """Which of the four marks a class is drawn with."""
    if cls.startswith("honour-"):
        seen = cls.removeprefix("honour-")
        return "no-chance" if seen.isdigit() and int(seen) >= 2 else "other"
    return MARK_OF.get(cls, "other")


def danger_text(danger: float) -> str:
    return f"{danger:.3g} %"


def safety_line(safety: Safety, name: str) -> str:
    """``suji against Bob: about 4.5 % deal-in``."""
    text = translate("coach", "{cls} against {name}: about {danger} deal-in")
    return text.format(cls=class_words(safety.cls), name=name, danger=danger_text(safety.danger))


def worst(safeties: tuple[Safety, ...]) -> Safety | None:
    """The most dangerous reading of a tile (several riichi: the one to fear)."""
    return max(safeties, key=lambda s: s.danger, default=None)


# -- the seat's game ---------------------------------------------------------------------------
def percent(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:.1f}%"


def report_lines(report: SeatReport, names: tuple[str, ...], titles: tuple[str, ...]) -> list[str]:
    """The seat's game report, a line per figure (``titles``: each round's title)."""
    share = report.matches / report.decisions if report.decisions else None
    lines = [
        translate("coach", "Decisions: {count} · best efficiency {matches} ({share})").format(
            count=report.decisions, matches=report.matches, share=percent(share)),
        translate("coach", "Efficiency: {efficiency} ({actual} of {best} ukeire)").format(
            efficiency=percent(report.efficiency), actual=report.actual_ukeire,
            best=report.best_ukeire),
        translate("coach", "Shanten backs: {count}").format(count=report.shanten_backs),
    ]  # fmt: skip
    pushes = ", ".join(f"{class_words(cls)} {count}" for cls, count in report.pushes)
    none = translate("coach", "none")
    lines.append(translate("coach", "Pushes against riichi: {pushes}").format(
        pushes=pushes or none))  # fmt: skip
    deal_ins = [
        translate("coach", "{round}: {tile} to {name} ({cls}, {danger})").format(
            round=titles[d.round] if d.round < len(titles) else d.round + 1,
            tile=kind_words(d.tile_kind), name=names[d.winner] if d.winner < len(names) else "?",
            cls=class_words(d.cls), danger=danger_text(d.danger))
        for d in report.deal_ins
    ]  # fmt: skip
    lines.append(translate("coach", "Deal-ins: {count}").format(count=len(report.deal_ins)))
    lines.extend("  " + line for line in deal_ins)
    return lines
