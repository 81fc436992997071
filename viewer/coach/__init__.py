"""The coach without an AI: every decision judged by value, the points it is worth. Qt-free.

A discard's candidates are valued by the exact one-player model (``exact``: the hands reachable
before the wall runs out, their tenpai, win and points) at 2-shanten or better, by an estimate
(``estimate``) deeper, and against an accepted riichi by the fold rule ((1 − P)·value − P·L).
The pick is the candidate of highest value, the verdict what the played one lost; ukeire and
safety classes are facts beside the value. Calls and kans are options valued the same way, each
draw weighed by the round's survival (``choices``, ``choice_value``, ``survival``); riichi or dama
follows a measured rule (``riichi_rule``). ``worker`` runs it in a child process for the window.

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
