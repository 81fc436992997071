"""What a step looks like to a person, without Qt: one ``Frame`` per step and all the wording.

file → record → timeline → **frame** → view. ``Frames(timeline, analysis).at(step, options)``
gathers everything the widgets draw at a step; the modules here word it once each: ``describe``
(events), ``names`` (yaku, limits, ranks, draws, status words), ``seats`` (names, winds),
``results`` (result lines, payments, the final ranking), ``hand_analysis`` (badges, tooltips).
"""

from viewer.presentation.frame import AnalysisOnDemand, Frame, Frames, Position, build_frame
from viewer.presentation.options import BoardOptions

__all__ = ["AnalysisOnDemand", "BoardOptions", "Frame", "Frames", "Position", "build_frame"]
