"""Words for a review, written once: actions, a decision's verdict, the summary lines.

Tiles are written in the viewer's notation (``1m``, ``0p`` for a red five, ``5z`` for haku), the
same as the rest of the window, not mjai's letters.
"""

from __future__ import annotations

from viewer.domain.tiles import kind_name
from viewer.review.attach import Decision, kyoku_name
from viewer.review.game_review import is_disagreement
from viewer.review.mjai_tiles import mjai_kind
from viewer.review.model import Action, ReviewEntry, ReviewReport

ACTION_WORDS = {
    "dahai": "Discard",
    "reach": "Riichi",
    "chi": "Chi",
    "pon": "Pon",
    "daiminkan": "Kan",
    "kakan": "Kan",
    "ankan": "Kan",
    "nukidora": "Kita",
    "ryukyoku": "Abortive draw (nine terminals)",
    "none": "Pass",
}


def tile_text(tile: str) -> str:
    """An mjai tile in the viewer's notation: ``5mr`` -> ``0m``, ``P`` -> ``5z``."""
    kind = mjai_kind(tile)
    if kind is None:
        return "?"
    name = kind_name(kind)
    return "0" + name[1] if tile.endswith("r") else name


def action_words(action: Action) -> str:
    """``Discard 1s``, ``Pon 5z``, ``Chi 789s``, ``Ron``, ``Tsumo``, ``Pass``…"""
    kind = action.type
    if kind == "hora":
        return "Tsumo" if action.actor is not None and action.actor == action.target else "Ron"
    word = ACTION_WORDS.get(kind, kind)
    if kind in ("dahai", "nukidora") and action.pai:
        return f"{word} {tile_text(action.pai)}"
    if kind == "chi" and action.pai:
        tiles = sorted([action.pai, *action.consumed], key=lambda t: mjai_kind(t) or 0)
        return f"{word} {''.join(tile_text(t)[0] for t in tiles)}{tile_text(tiles[0])[1]}"
    if kind in ("pon", "daiminkan", "kakan", "ankan"):
        tile = action.pai or (action.consumed[0] if action.consumed else "")
        return f"{word} {tile_text(tile)}" if tile else word
    return word


def percent(value: float) -> str:
    return f"{value * 100:.1f}%"


def verdict(entry: ReviewEntry, threshold: float) -> str:
    """The decision in one line: agreed, a small difference, or a disagreement."""
    if entry.is_equal:
        return "Same as Mortal"
    if is_disagreement(entry, threshold):
        return f"Disagreement: Mortal gave the move played {percent(entry.actual_prob)}"
    return f"Close: Mortal gave the move played {percent(entry.actual_prob)}"


def hand_flags(entry: ReviewEntry) -> str:
    """Shanten and furiten as the reviewer measured them."""
    shanten = "tenpai" if entry.shanten == 0 else (
        "complete" if entry.shanten < 0 else f"{entry.shanten}-shanten")  # fmt: skip
    return shanten + (" · furiten" if entry.at_furiten else "")


def summary_lines(report: ReviewReport) -> list[str]:
    return [
        f"Model: {report.engine} {report.model_tag}".rstrip(),
        f"Matches: {report.matches} of {report.reviewed} ({percent(report.match_rate)})",
        f"Rating: {report.rating * 100:.1f}",
        f"Temperature: {report.temperature:g}",
    ]


def decision_title(decision: Decision) -> str:
    """Where a decision is: ``East 2, junme 5``."""
    kyoku = decision.kyoku
    return f"{kyoku_name(kyoku.kyoku, kyoku.honba)}, junme {decision.entry.junme}"


def worst_line(decision: Decision) -> str:
    entry = decision.entry
    return (
        f"{decision_title(decision)}: {action_words(entry.actual)} "
        f"({percent(entry.actual_prob)}) — Mortal: {action_words(entry.expected)} "
        f"({percent(entry.best_prob)})"
    )
