"""The review's words: actions with their tiles named as players read them, verdicts, summary
lines."""

from __future__ import annotations

from tests.review.helpers import build
from viewer.presentation.review_wording import (
    action_tile_words,
    action_tiles,
    action_verb,
    action_words,
    hand_flags,
    summary_lines,
    verdict,
)
from viewer.review.model import Action, FrozenMap


def action(kind: str, **fields: object) -> Action:
    consumed = tuple(fields.get("consumed", ()))  # type: ignore[arg-type]
    return Action(kind, fields.get("actor"), fields.get("target"), fields.get("pai"),  # type: ignore[arg-type]
                  consumed, FrozenMap(()))  # fmt: skip


def test_actions_name_their_tiles_in_words() -> None:
    assert action_words(action("dahai", pai="8p")) == "Discard 8-pin"
    assert action_words(action("dahai", pai="W")) == "Discard West"
    assert action_words(action("dahai", pai="5sr")) == "Discard red 5-sou"
    assert action_words(action("chi", pai="9s", consumed=("7s", "8s"))) == "Chi 789-sou"
    assert action_words(action("chi", pai="6m", consumed=("5mr", "4m"))) == "Chi 456-man (red five)"
    assert action_words(action("pon", pai="C", consumed=("C", "C"))) == "Pon Red dragon"
    assert action_words(action("ankan", consumed=("1m",) * 4)) == "Kan 1-man"
    assert action_words(action("hora", actor=1, target=1)) == "Tsumo"
    assert action_words(action("hora", actor=1, target=0)) == "Ron"
    assert action_words(action("none")) == "Pass"
    assert action_words(action("nukidora", pai="N")) == "Kita"
    assert action_words(action("reach")) == "Riichi"
    assert action_words(action("dahai", pai="?")) == "Discard a hidden tile"


def test_an_actions_tiles_for_the_dock() -> None:
    """The verb, the tile ids to draw (the red copy for a red five) and their name."""
    chi = action("chi", pai="6p", consumed=("4p", "5pr"))
    assert action_verb(chi) == "Chi"
    assert action_tiles(chi) == (4 * 12 + 1, 52, 4 * 14 + 1)
    assert action_tile_words(chi) == "456-pin (red five)"
    assert action_tiles(action("dahai", pai="P")) == (4 * 31 + 1,)
    assert action_tiles(action("reach")) == () and action_tile_words(action("reach")) == ""
    assert action_tiles(action("dahai", pai="?")) == ()


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
