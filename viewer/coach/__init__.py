"""The coach without an AI: every decision judged by value, the points it is worth. Qt-free.

A discard's candidates are valued by the exact one-player model (``exact``: the hands reachable
before the wall runs out, their tenpai, win and points) at 2-shanten or better, by an estimate
(``estimate``) deeper, and against an accepted riichi by the fold rule ((1 − P)·value − P·L).
The pick is the candidate of highest value, the verdict what the played one lost; ukeire and
safety classes are facts beside the value. Calls and kans are options valued the same way, each
draw weighed by the round's survival (``choices``, ``choice_value``, ``survival``); riichi or dama
follows a measured rule (``riichi_rule``). ``worker`` runs it in a child process for the window.
"""

from viewer.coach.game import GameCoach, HandView
from viewer.coach.model import Candidate, DealIn, Decision, Safety, SeatReport

__all__ = ["Candidate", "DealIn", "Decision", "GameCoach", "HandView", "Safety", "SeatReport"]
