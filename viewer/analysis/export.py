"""Plain-JSON form of the analysis, for `mjlog-viewer dump FILE --analysis` (a contract).

Per step: ``"analysis"``: one dict per seat in seat order (always 4)::

    {"shanten": int | null, "waits": [tile kinds 0-33], "furiten": bool}

``shanten`` is the best of regular hand, seven pairs and thirteen orphans (-1 = complete). A seat
holding 3n+2 tiles (just drew or called) reports the shanten of those tiles and ``waits: []``.
The empty fourth seat of a 3-player game is ``{"shanten": null, "waits": [], "furiten": false}``.

Per AGARI step additionally: ``"score": {"yaku": [[id, han], ...], "han": int, "fu": int,
"points": int}`` computed from the board (Tenhou yaku ids; yakuman as [id, 13] each; ura dora
listed as [53, 0] for a riichi hand without any, as Tenhou does; points before honba and sticks,
like AGARI ``ten``), or ``null`` when the board's hand does not score.
"""

from __future__ import annotations

from typing import Any

from viewer.analysis.table import GameAnalysis
from viewer.domain.events import Agari
from viewer.replay import Step

EMPTY_SEAT: dict[str, Any] = {"shanten": None, "waits": [], "furiten": False}


def step_analysis_json(analysis: GameAnalysis, step: Step) -> dict[str, Any]:
    """The keys ``--analysis`` adds to one step: ``analysis`` and, at a win, ``score``."""
    seats = [
        EMPTY_SEAT
        if seat is None
        else {"shanten": seat.shanten, "waits": list(seat.wait_kinds), "furiten": seat.furiten}
        for seat in analysis.step(step)
    ]
    out: dict[str, Any] = {"analysis": seats}
    if isinstance(analysis.timeline.snapshot(step).event, Agari):
        win = analysis.win(step)
        out["score"] = (
            None
            if win is None
            else {
                "yaku": [list(entry) for entry in win.score.yaku],
                "han": win.score.han,
                "fu": win.score.fu,
                "points": win.score.points,
            }
        )
    return out
