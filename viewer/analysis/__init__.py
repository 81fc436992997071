"""Hand analysis (Qt-free): shanten, waits, furiten, and scoring a win from the rebuilt board.

- ``GameAnalysis(record)``: per step and seat, shanten, waits with unseen counts, furiten; the
  scored and laid-out win at an AGARI step (``win``); discard choices of a 3n+2 hand.
- ``win_situation`` / ``score_win`` / ``explain_win``: a win's situation flags from the replay,
  its Tenhou-style score, and its groups, wait shape and fu lines.

Built on the `mahjong` package with Tenhou's rules (``rules.optional_rules``).
"""

from viewer.analysis.breakdown import FuLine, Group, WinBreakdown, explain_win
from viewer.analysis.export import step_analysis_json
from viewer.analysis.hand import DiscardOption, HandShape, discard_options, hand_shape, kind_counts
from viewer.analysis.scoring import Score, score_win
from viewer.analysis.situation import SituationError, WinSituation, win_situation
from viewer.analysis.table import GameAnalysis, SeatAnalysis, StepAnalysis, Wait

__all__ = [
    "DiscardOption",
    "FuLine",
    "GameAnalysis",
    "Group",
    "HandShape",
    "Score",
    "SeatAnalysis",
    "SituationError",
    "StepAnalysis",
    "Wait",
    "WinBreakdown",
    "WinSituation",
    "discard_options",
    "explain_win",
    "hand_shape",
    "kind_counts",
    "score_win",
    "step_analysis_json",
    "win_situation",
]
