"""The view choices the user made (Qt-free: the session keeps them, the frame carries them)."""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_COSTLY = 100  # points: the coach's costly threshold to start with (value_verdict says why)


@dataclass(frozen=True, slots=True)
class BoardOptions:
    """What the user chose to see; the same step is drawn differently with these."""

    viewpoint: int = 0  # absolute seat drawn at the bottom
    open_hands: bool = True  # all hands face up; False: only the viewpoint seat's
    shade_tsumogiri: bool = True
    mark_dora: bool = False
    show_analysis: bool = False  # shanten / waits badges (hand analysis)
    show_wall: bool = False  # the wall view (W): the future face up, never remembered
    show_wall_closed: bool = False  # the wall face down (Shift+W), as the players see it
    show_review: bool = True  # the Mortal review overlay, when a review is open
    review_threshold: float = 1.0  # a move under this share of the AI's favourite: disagreement
    hide_names: bool = False  # seats shown as A, B, C, D (for sharing images)
    show_coach: bool = False  # the coach (C): its bars, the verdict box, safety marks
    coach_threshold: int = DEFAULT_COSTLY  # points lost above which a decision is costly (N)
    show_luck: bool = False  # the Luck dock: the round's tenpais and calls (docs/luck.md)
    # The discard quiz is on: nothing of the future or of the answer is shown, whatever the
    # toggles above say (other hands closed, no face-up wall, no badges, no review, no totals).
    quiz: bool = False
