"""Words for the Library's progress across games, written once: the Progress tab (a trend chart
per measure, the worst decisions of all the player's games) and Judge my games… (its question,
progress and summary); in the current language (``translate``, context ``library``).

The numbers come from ``viewer.library.verdicts`` (the coach's verdicts stored by ``index
--judge``, the Mortal reports' figures); tiles are named by ``viewer.presentation.tile_names``.
"""

from __future__ import annotations

from viewer.library.judge import JudgeReport
from viewer.library.verdicts import CostlyMove, PlayedGame
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.presentation.library_wording import round_name
from viewer.presentation.luck_wording import signed
from viewer.presentation.popup_words import place_text
from viewer.presentation.tile_names import kind_words, kinds_words

TAB = QT_TRANSLATE_NOOP("library", "Progress")
WORST_TITLE = QT_TRANSLATE_NOOP(
    "library", "Costliest decisions of all your judged games (double-click: see it with the coach)"
)
WORST_COLUMNS = (
    QT_TRANSLATE_NOOP("library", "Points lost"),
    QT_TRANSLATE_NOOP("library", "Game"),
    QT_TRANSLATE_NOOP("library", "Round"),
    QT_TRANSLATE_NOOP("library", "Played"),
    QT_TRANSLATE_NOOP("library", "Best"),
)
NO_NAME = QT_TRANSLATE_NOOP("library", "Type your name in “Me” to see your progress.")
NO_DATA = QT_TRANSLATE_NOOP("library", "No game has these yet: {titles}.")
CLICK = QT_TRANSLATE_NOOP("library", "Click to open the game.")
UNDATED = QT_TRANSLATE_NOOP("library", "undated")

# The measures, each a chart: (key, title). Titles say what a point is.
MEASURES = (
    ("points", QT_TRANSLATE_NOOP("library", "Points lost per decision (coach)")),
    ("picks", QT_TRANSLATE_NOOP("library", "Picks matched (coach)")),
    ("calls", QT_TRANSLATE_NOOP("library", "Call or pass: picks matched (coach)")),
    ("deal_in", QT_TRANSLATE_NOOP("library", "Deal-in rate")),
    ("rating", QT_TRANSLATE_NOOP("library", "Mortal rating")),
    ("bad_moves", QT_TRANSLATE_NOOP("library", "Bad-move rate (Mortal, played under 5 %)")),
    ("luck", QT_TRANSLATE_NOOP("library", "Draw luck (z)")),
)
RATING_LINE = QT_TRANSLATE_NOOP("library", "Mortal rating {rating}")
LUCK_LINE = QT_TRANSLATE_NOOP(
    "library",
    "draw z {z} (hits: {hits}/{draws}, expected {expected}); dead waits: {dead}/{tenpais}",
)

# Judge my games…
JUDGE_BUTTON = QT_TRANSLATE_NOOP("library", "Judge my games…")
JUDGE_TIP = QT_TRANSLATE_NOOP(
    "library",
    "Run the coach over every game of “Me” not judged yet and keep its verdicts: the Progress "
    "tab's trends and costliest decisions",
)
STOP_BUTTON = QT_TRANSLATE_NOOP("library", "Stop judging")
JUDGE_NAME_FIRST = QT_TRANSLATE_NOOP(
    "library", "Type your name in “Me” first: the coach judges that player's games."
)
NOTHING_TO_JUDGE = QT_TRANSLATE_NOOP("library", "Every game of {me} is judged already.")
JUDGE_QUESTION_TITLE = QT_TRANSLATE_NOOP("library", "Judge my games")
JUDGE_QUESTION = QT_TRANSLATE_NOOP(
    "library",
    "Run the coach over the {count} games of {me} not judged yet?\n\nIt takes minutes a game, "
    "in the background on {cores} cores. You can stop at any time: the games judged are kept "
    "and the next run judges the rest.",
)
JUDGING = QT_TRANSLATE_NOOP("library", "Judging the games of {me} …")
JUDGE_BAR = QT_TRANSLATE_NOOP("library", "%v/%m games, {left} left")
JUDGE_BAR_FIRST = QT_TRANSLATE_NOOP("library", "%v/%m games, estimating the time left")
STOPPING = QT_TRANSLATE_NOOP("library", "Stopping after the decisions in hand …")
JUDGE_FAILED = QT_TRANSLATE_NOOP("library", "The judging stopped: {error}")
FIRST_FAILURE = QT_TRANSLATE_NOOP("library", " (first: {name}: {error})")


def measure_title(key: str) -> str:
    """A chart's title (the rolling mean's span is the page's, shown once above the charts)."""
    return translate("library", dict(MEASURES)[key])


def span_words(span: int) -> tuple[str, str]:
    """The words before and after the rolling mean's number (a spin box's prefix and suffix):
    ``("Rolling mean over ", " games")``, in the language's form for that number."""
    text = translate("library", "Rolling mean over %n game(s)", None, span)
    number = str(span)
    at = text.find(number)
    if at < 0:  # a translation without the number: all of it before
        return text + " ", ""
    return text[:at], text[at + len(number) :]


def no_data(keys: list[str]) -> str:
    """The charts left out because no game of the player has their measure, in one line."""
    if not keys:
        return ""
    titles = ", ".join(measure_title(key) for key in keys)
    return translate("library", NO_DATA).format(titles=titles)


def heading(me: str, judged: int, games: int, judged_player: bool) -> str:
    """Over the charts: whose games, and how many the coach judged. ``judged_player``: "Me" is
    empty and the page shows the player the library's games were judged for."""
    if judged == games:
        text = translate("library", "{me}: %n game(s) judged by the coach, none left to judge.",
                         None, games)  # fmt: skip
    else:
        text = translate(
            "library",
            "{me}: {judged} of %n game(s) judged by the coach. Judge my games… judges the rest "
            "(minutes a game, in the background).",
            None,
            games,
        )
    line = text.format(me=me, judged=judged)
    if judged_player:
        shown = translate(
            "library",
            "Showing {me}, the player whose games were judged (index --judge); type a name in "
            "“Me” to see another player's.",
        )
        line = f"{shown.format(me=me)} {line}"
    return line


def game_label(played_at: str | None, path: str | None, number: int) -> str:
    """A game in a list: when it was played, or where it is when the log says no date (a file's
    name, and the game's number in a file of several)."""
    if played_at:
        return played_at[:16]
    if path:
        name = path.replace("\\", "/").rsplit("/", 1)[-1]
        return f"{name} #{number}" if number > 1 else name
    return translate("library", UNDATED)


def game_words(game: PlayedGame) -> str:
    """The game a point is: ``2024-01-01 12:00 · 四鳳南喰赤 · #2`` (Japanese: ``2位``)."""
    when = game_label(game.played_at, game.path, game.number)
    return " · ".join(part for part in (when, game.room, place_text(game.placement)) if part)


def measure_words(key: str, game: PlayedGame) -> str:
    """The line under the game's name: what the point measures in that game."""
    coach, mortal = game.coach, game.mortal
    if key == "points" and coach is not None:
        per = coach.points_lost / coach.decisions if coach.decisions else 0.0
        decisions = coach.decisions  # a plain name: lupdate reads no attribute as the count
        text = translate("library", "{value} points lost per decision (%n decision(s))",
                         None, decisions)  # fmt: skip
        return text.format(value=f"{per:,.0f}")
    if key == "picks" and coach is not None:
        share = coach.picks / coach.decisions if coach.decisions else 0.0
        decisions = coach.decisions
        text = translate("library", "the coach's pick in {picks} of %n discard(s) ({share})",
                         None, decisions)  # fmt: skip
        return text.format(picks=coach.picks, share=f"{share:.0%}")
    if key == "calls" and coach is not None:
        decisions, picks, missed, extra = coach.calls
        share = picks / decisions if decisions else 0.0
        text = translate("library", "the coach's pick in {picks} of %n call decision(s) "
                         "({share}); calls missed {missed}, calls against the pick {extra}",
                         None, decisions)  # fmt: skip
        return text.format(picks=picks, share=f"{share:.0%}", missed=missed, extra=extra)
    if key == "deal_in":
        share = game.dealt_in / game.rounds if game.rounds else 0.0
        rounds = game.rounds
        text = translate("library", "dealt in {dealt} of %n round(s) ({share})", None, rounds)
        return text.format(dealt=game.dealt_in, share=f"{share:.0%}")
    if key == "rating" and mortal is not None:
        return translate("library", RATING_LINE).format(rating=f"{mortal.rating * 100:.1f}")
    if key == "bad_moves" and mortal is not None:
        share = mortal.bad_moves / mortal.decisions if mortal.decisions else 0.0
        decisions = mortal.decisions
        text = translate("library", "bad moves in {bad} of %n decision(s) ({share})",
                         None, decisions)  # fmt: skip
        return text.format(bad=mortal.bad_moves, share=f"{share:.0%}")
    luck = game.luck
    if key == "luck" and luck is not None and luck.draw_z is not None:
        return translate("library", LUCK_LINE).format(
            z=signed(luck.draw_z), hits=luck.hits, draws=luck.draws,
            expected=f"{luck.expected:.1f}", dead=luck.dead_waits, tenpais=luck.walled_tenpais,
        )  # fmt: skip
    return ""


def point_tip(key: str, game: PlayedGame) -> str:
    """A point's words: the game, what the point measures in it, and what a click does."""
    return "\n".join((game_words(game), measure_words(key, game), translate("library", CLICK)))


def round_words(round_index: int | None, honba: int | None, number: int) -> str:
    """``East 2-1`` (the round's wind, number and honba), or ``#3`` when the library does not
    know the round."""
    if round_index is None:
        return f"#{number + 1}"
    return round_name(round_index, honba or 0)


def worst_row(move: CostlyMove) -> tuple[str, str, str, str, str]:
    """The list's columns for one decision: points lost, game, round, played, best."""
    return (
        loss_text(move.value_loss),
        game_label(move.played_at, move.path, move.number),
        round_words(move.round_index, move.honba, move.round),
        kind_words(move.played),
        kinds_words(move.pick),
    )


def loss_text(loss: float) -> str:
    """Points lost, as a change: ``−1,234``; a loss that rounds to nothing is ``0``, not ``−0``."""
    shown = f"{loss:,.0f}"
    return "0" if shown in ("0", "-0") else f"−{shown.lstrip('-')}"


def judge_bar_format(left: str | None) -> str:
    """The progress bar's text (Qt fills %v and %m): the time left once it is known."""
    if left is None:
        return translate("library", JUDGE_BAR_FIRST)
    return translate("library", JUDGE_BAR).format(left=left)


def judge_summary(report: JudgeReport) -> str:
    """A finished (or stopped) run in one line, the first failure named."""
    done = report.done
    if report.stopped:
        text = translate(
            "library", "Judging stopped: %n game(s) of {me} judged, {left} left for the next time",
            None, done,
        )  # fmt: skip
        summary = text.format(me=report.player, left=report.games - report.done)
    else:
        text = translate("library", "Judged %n game(s) of {me} ({failed} could not be judged)",
                         None, done)  # fmt: skip
        summary = text.format(me=report.player, failed=report.failed)
    if report.errors:
        path, error = report.errors[0]
        name = path.replace("\\", "/").rsplit("/", 1)[-1]
        summary += translate("library", FIRST_FAILURE).format(name=name, error=error)
    return summary
