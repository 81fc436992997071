"""The coach without an AI: every discard judged for efficiency (ukeire) and safety. Qt-free.

Its names load on first use (PEP 562): ``viewer.coach.efficiency`` or ``viewer.coach.shanten``
alone (the luck's draws, the analysis) then cost no value model, numpy nor numba.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from viewer.coach.game import GameCoach, HandView
    from viewer.coach.model import Candidate, DealIn, Decision, Safety, SeatReport

__all__ = ["Candidate", "DealIn", "Decision", "GameCoach", "HandView", "Safety", "SeatReport"]
_HOMES = {
    "GameCoach": "viewer.coach.game",
    "HandView": "viewer.coach.game",
    "Candidate": "viewer.coach.model",
    "DealIn": "viewer.coach.model",
    "Decision": "viewer.coach.model",
    "Safety": "viewer.coach.model",
    "SeatReport": "viewer.coach.model",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'viewer.coach' has no attribute {name!r}")
    return getattr(import_module(home), name)
