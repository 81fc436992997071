"""Words for a Mortal review, written once: actions, a decision's verdict, the summary lines, the
dock's and the status bar's texts; in the current language (``translate``, context ``review``).

Tiles are named as players read them (``viewer.presentation.tile_names``: ``Discard 8-pin``,
``Pon Red dragon``; 日本語 ``打牌 8筒``), never in a notation; the dock draws the tiles themselves
from ``action_tiles``. The review itself (``viewer.review``) stays word-free below the
presentation layer, as the wall and the replay do.
"""

from __future__ import annotations

from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.presentation.tile_names import mjai_words, run_words
from viewer.review.attach import Decision
from viewer.review.game_review import is_disagreement
from viewer.review.mjai_tiles import mjai_kind
from viewer.review.model import Action, ReviewEntry, ReviewReport

ACTION_WORDS = {
    "dahai": QT_TRANSLATE_NOOP("review", "Discard"),
    "reach": QT_TRANSLATE_NOOP("review", "Riichi"),
    "chi": QT_TRANSLATE_NOOP("review", "Chi"),
    "pon": QT_TRANSLATE_NOOP("review", "Pon"),
    "daiminkan": QT_TRANSLATE_NOOP("review", "Kan"),
    "kakan": QT_TRANSLATE_NOOP("review", "Kan"),
    "ankan": QT_TRANSLATE_NOOP("review", "Kan"),
    "nukidora": QT_TRANSLATE_NOOP("review", "Kita"),
    "ryukyoku": QT_TRANSLATE_NOOP("review", "Abortive draw (nine terminals)"),
    "none": QT_TRANSLATE_NOOP("review", "Pass"),
}
WINDS = (
    QT_TRANSLATE_NOOP("review", "East {number}"),
    QT_TRANSLATE_NOOP("review", "South {number}"),
    QT_TRANSLATE_NOOP("review", "West {number}"),
    QT_TRANSLATE_NOOP("review", "North {number}"),
)
# The dock's fixed texts (``viewer.app.review.panel`` shows them, and again on a language change).
DOCK_TITLE = QT_TRANSLATE_NOOP("review", "Mortal review")
CANDIDATE_COLUMNS = (
    QT_TRANSLATE_NOOP("review", "Action"),
    QT_TRANSLATE_NOOP("review", "Tile"),
    QT_TRANSLATE_NOOP("review", "Prob"),
    QT_TRANSLATE_NOOP("review", "Q"),
)
ROUND_COLUMNS = (QT_TRANSLATE_NOOP("review", "Round"), QT_TRANSLATE_NOOP("review", "Disagreements"))
THRESHOLD_LABEL = QT_TRANSLATE_NOOP("review", "Disagreement below")
THRESHOLD_TIP = QT_TRANSLATE_NOOP(
    "review",
    "A move not Mortal's counts as a disagreement when Mortal gave it less than this share of "
    "its favourite's probability (100 %: every move not Mortal's)",
)
PER_ROUND = QT_TRANSLATE_NOOP("review", "Disagreements per round")
WORST_MOVES = QT_TRANSLATE_NOOP("review", "Worst moves (click to go there)")
STRIP_TIP = QT_TRANSLATE_NOOP(
    "review", "This round's reviewed decisions: red disagrees with Mortal (click one)"
)
NO_DECISION = QT_TRANSLATE_NOOP("review", "No reviewed decision at this step.")
NO_REVIEW = QT_TRANSLATE_NOOP("review", "No review is open.")
REPORT_FILTERS = QT_TRANSLATE_NOOP("review", "Mortal review reports (*.json);;All files (*)")
OPEN_REVIEW = QT_TRANSLATE_NOOP("review", "Open a Mortal review")
NOT_THIS_GAME = QT_TRANSLATE_NOOP("review", "The review is not of this game. {error}")
NO_FURTHER = QT_TRANSLATE_NOOP("review", "No further disagreement with Mortal")
NO_EARLIER = QT_TRANSLATE_NOOP("review", "No earlier disagreement with Mortal")


def words(text: str) -> str:
    """One of the texts above in the current language."""
    return translate("review", text)


def action_verb(action: Action) -> str:
    """The action without its tiles: ``Discard``, ``Pon``, ``Riichi``, ``Ron``, ``Tsumo``…"""
    kind = action.type
    if kind == "hora":
        tsumo = action.actor is not None and action.actor == action.target
        return translate("review", "Tsumo") if tsumo else translate("review", "Ron")
    return words(ACTION_WORDS[kind]) if kind in ACTION_WORDS else kind


def action_pais(action: Action) -> tuple[str, ...]:
    """The mjai tiles an action shows (a discard's tile, a call's tiles sorted, a kan's tile);
    none for riichi, a pass, a win or kita (always North)."""
    kind = action.type
    if kind == "dahai" and action.pai:
        return (action.pai,)
    if kind == "chi" and action.pai:
        return tuple(sorted([action.pai, *action.consumed], key=_pai_order))
    if kind in ("pon", "daiminkan", "kakan", "ankan"):
        tile = action.pai or (action.consumed[0] if action.consumed else "")
        return (tile,) if tile else ()
    return ()


def _pai_order(pai: str) -> tuple[int, bool]:
    return mjai_kind(pai) or 0, not pai.endswith("r")


def action_tiles(action: Action) -> tuple[int, ...]:
    """Tenhou tile ids to draw for an action's tiles (``action_pais``): the red copy for a red
    five, a plain copy otherwise; hidden tiles left out."""
    out: list[int] = []
    for pai in action_pais(action):
        kind = mjai_kind(pai)
        if kind is not None:
            out.append(kind * 4 if pai.endswith("r") else kind * 4 + 1)
    return tuple(out)


def action_tile_words(action: Action) -> str:
    """The tiles of an action in words (``8-pin``, ``789-sou``, ``red 5-pin``), "" for none: the
    name of the dock's tile picture (its tooltip and accessible text)."""
    pais = action_pais(action)
    if not pais:
        return ""
    if action.type == "chi":
        kinds = [k for k in (mjai_kind(p) for p in pais) if k is not None]
        return run_words(kinds, any(p.endswith("r") for p in pais))
    return mjai_words(pais[0])


def action_words(action: Action) -> str:
    """``Discard 8-pin``, ``Pon Red dragon``, ``Chi 789-sou``, ``Ron``, ``Tsumo``, ``Pass``…
    (tiles named by ``tile_names``, in the current language)."""
    tiles = action_tile_words(action)
    return f"{action_verb(action)} {tiles}" if tiles else action_verb(action)


def percent(value: float) -> str:
    return f"{value * 100:.1f}%"


def verdict(entry: ReviewEntry, threshold: float) -> str:
    """The decision in one line: agreed, a small difference, or a disagreement."""
    if entry.is_equal:
        return translate("review", "Same as Mortal")
    if is_disagreement(entry, threshold):
        text = translate("review", "Disagreement: Mortal gave the move played {percent}")
    else:
        text = translate("review", "Close: Mortal gave the move played {percent}")
    return text.format(percent=percent(entry.actual_prob))


def hand_flags(entry: ReviewEntry) -> str:
    """Shanten and furiten as the reviewer measured them."""
    if entry.shanten == 0:
        shanten = translate("review", "tenpai")
    elif entry.shanten < 0:
        shanten = translate("review", "complete")
    else:
        shanten = translate("review", "{count}-shanten").format(count=entry.shanten)
    return shanten + (" · " + translate("review", "furiten") if entry.at_furiten else "")


def summary_lines(report: ReviewReport) -> list[str]:
    matches = translate("review", "Matches: {matches} of {reviewed} ({percent})")
    return [
        translate("review", "Model: {model}")
        .format(model=f"{report.engine} {report.model_tag}")
        .rstrip(),
        matches.format(
            matches=report.matches, reviewed=report.reviewed, percent=percent(report.match_rate)
        ),
        translate("review", "Rating: {rating}").format(rating=f"{report.rating * 100:.1f}"),
        translate("review", "Temperature: {temperature}").format(
            temperature=f"{report.temperature:g}"
        ),
    ]


def round_words(kyoku: int, honba: int) -> str:
    """A reviewed round: ``East 2``, ``South 1 honba 2``."""
    name = words(WINDS[kyoku // 4 % 4]).format(number=kyoku % 4 + 1)
    if honba:
        return translate("review", "{round} honba {honba}").format(round=name, honba=honba)
    return name


def decision_title(decision: Decision) -> str:
    """Where a decision is: ``East 2, junme 5``."""
    kyoku = decision.kyoku
    text = translate("review", "{round}, junme {junme}")
    return text.format(round=round_words(kyoku.kyoku, kyoku.honba), junme=decision.entry.junme)


def worst_line(decision: Decision) -> str:
    entry = decision.entry
    text = translate(
        "review", "{where}: {played} ({played_percent}) — Mortal: {best} ({best_percent})"
    )
    return text.format(
        where=decision_title(decision),
        played=action_words(entry.actual),
        played_percent=percent(entry.actual_prob),
        best=action_words(entry.expected),
        best_percent=percent(entry.best_prob),
    )


def disagreements_of(bad: int, total: int) -> str:
    """A round's count in the dock: ``2 of 9``."""
    return translate("review", "{bad} of {total}").format(bad=bad, total=total)


def played_and_best(entry: ReviewEntry) -> str:
    """The dock's two lines: the move played and Mortal's."""
    text = translate("review", "Played: {played}\nMortal: {best}")
    return text.format(played=action_words(entry.actual), best=action_words(entry.expected))


def status_mark(entry: ReviewEntry) -> str:
    """The status bar's mark: ``Mortal ✓``, or ``Mortal × Discard 5-pin`` (Mortal's move)."""
    if entry.is_equal:
        return translate("review", "Mortal ✓")
    return translate("review", "Mortal × {best}").format(best=action_words(entry.expected))


def overlay_title(entry: ReviewEntry) -> str:
    """The board overlay's title: Mortal agrees, or Mortal's move."""
    if entry.is_equal:
        return translate("review", "✓ Mortal agrees")
    return translate("review", "× Mortal: {best}").format(best=action_words(entry.expected))


def review_opened(player: int, matches: int, reviewed: int) -> str:
    text = translate("review", "Mortal review of seat {seat}: {matches} of {reviewed} moves match")
    return text.format(seat=player, matches=matches, reviewed=reviewed)
