"""The review's words: actions in the viewer's tile notation, verdicts, summary lines."""

from __future__ import annotations

from tests.review.helpers import build
from viewer.presentation.review_wording import (
    action_words,
    hand_flags,
    summary_lines,
    tile_text,
    verdict,
)
from viewer.review.model import Action, FrozenMap


def action(kind: str, **fields: object) -> Action:
    consumed = tuple(fields.get("consumed", ()))  # type: ignore[arg-type]
    return Action(kind, fields.get("actor"), fields.get("target"), fields.get("pai"),  # type: ignore[arg-type]
                  consumed, FrozenMap(()))  # fmt: skip


def test_tiles_in_the_viewers_notation() -> None:
    assert [tile_text(t) for t in ("1m", "5pr", "9s", "E", "P", "C")] == [
        "1m", "0p", "9s", "1z", "5z", "7z",
    ]  # fmt: skip


def test_actions() -> None:
    assert action_words(action("dahai", pai="5sr")) == "Discard 0s"
    assert action_words(action("chi", pai="9s", consumed=("7s", "8s"))) == "Chi 789s"
    assert action_words(action("pon", pai="C", consumed=("C", "C"))) == "Pon 7z"
    assert action_words(action("ankan", consumed=("1m",) * 4)) == "Kan 1m"
    assert action_words(action("hora", actor=1, target=1)) == "Tsumo"
    assert action_words(action("hora", actor=1, target=0)) == "Ron"
    assert action_words(action("none")) == "Pass"
    assert action_words(action("nukidora", pai="N")) == "Kita 4z"
    assert action_words(action("reach")) == "Riichi"


def test_verdicts_and_summary() -> None:
    review = build("4p")
    agreed = next(d.entry for d in review.decisions if d.entry.is_equal)
    missed = next(d.entry for d in review.decisions if not d.entry.is_equal)
    assert verdict(agreed, 1.0) == "Same as Mortal"
    assert verdict(missed, 1.0).startswith("Disagreement")
    assert verdict(missed, 0.0).startswith("Close")
    assert hand_flags(agreed) in ("tenpai", "complete") or "shanten" in hand_flags(agreed)
    lines = summary_lines(review.report)
    assert lines[0] == "Model: Mortal fixture-4p"
    assert lines[1] == "Matches: 7 of 9 (77.8%)"
