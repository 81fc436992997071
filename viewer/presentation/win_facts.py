"""A win whose log leaves out its yaku (mjai without ``yakus``): completed by the viewer's own
scoring, and said so; or marked unknown when the hand does not score.

Readers stay below the analysis layer (they may not score hands), so a reader keeps what the
file says and nothing more: an mjai ``hora`` without ``yakus`` is read with no yaku, and its
value from ``hora_points`` or the winner's gain. The popup already scores every win for its fu
lines (``Frame.win_breakdown``); here that score fills the yaku, han, fu and limit the log did
not give, with a note, instead of showing an empty yaku list as if the hand had none.
"""

from __future__ import annotations

from viewer.analysis.breakdown import WinBreakdown
from viewer.domain.events import Agari
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate

COMPUTED_NOTE = QT_TRANSLATE_NOOP(
    "popup", "The log names no yaku: these are the viewer's own count of this hand."
)
UNKNOWN_NOTE = QT_TRANSLATE_NOOP(
    "popup", "The log names no yaku, and the viewer could not score this hand: yaku unknown."
)


def lacks_yaku(win: Agari) -> bool:
    """Every real win has a yaku: none at all means the log did not say them."""
    return not win.yaku and not win.yakuman


def completed_win(win: Agari, reading: WinBreakdown | None) -> tuple[Agari, str | None]:
    """``win`` with the facts its log lacks taken from ``reading`` (the viewer's score), and
    the note to show; ``win`` itself and None when its log names its yaku."""
    if not lacks_yaku(win):
        return win, None
    if reading is None:
        return win, translate("popup", UNKNOWN_NOTE)
    score = reading.score
    yaku = () if score.yakuman else score.yaku
    yakuman = tuple(number for number, _ in score.yaku) if score.yakuman else ()
    completed = win._replace(
        yaku=yaku,
        yakuman=yakuman,
        fu=win.fu or score.fu,
        points=win.points or score.points,
        limit=win.limit or score.limit,
    )
    return completed, translate("popup", COMPUTED_NOTE)
