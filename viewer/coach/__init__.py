"""The coach without an AI: every decision judged by value (discards, calls, kans; riichi or
dama by a measured rule), with each discard's efficiency (ukeire) and safety. Qt-free."""

from viewer.coach.game import GameCoach, HandView
from viewer.coach.model import Candidate, DealIn, Decision, Safety, SeatReport

__all__ = ["Candidate", "DealIn", "Decision", "GameCoach", "HandView", "Safety", "SeatReport"]
