"""The view choices the user made (Qt-free: the session keeps them, the frame carries them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BoardOptions:
    """What the user chose to see; the same step is drawn differently with these."""

    viewpoint: int = 0  # absolute seat drawn at the bottom
    open_hands: bool = True  # all hands face up; False: only the viewpoint seat's
    shade_tsumogiri: bool = True
    mark_dora: bool = False
    show_analysis: bool = False  # shanten / waits badges (hand analysis)
    hide_names: bool = False  # seats shown as A, B, C, D (for sharing images)
