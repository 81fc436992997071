"""The Progress tab's words: counts in the singular for one, losses that round to nothing read
"0", a game without a date named by its file, the judged player shown when "Me" is empty."""

from __future__ import annotations

from viewer.library.judge import JudgeReport
from viewer.library.verdicts import CoachNumbers, CostlyMove, MortalNumbers, PlayedGame
from viewer.presentation import progress_wording as words


def _move(loss: float, played_at: str | None = "2024-01-02 12:34:56") -> CostlyMove:
    return CostlyMove(1, "/logs/a.mjlog", 2, played_at, 0, 0, 5, 3, (4, 5), loss, 0, 1)


def _game(decisions: int = 1, rounds: int = 1, played_at: str | None = None) -> PlayedGame:
    return PlayedGame(
        1, "/logs/2024/b.mjlog", 1, played_at, 0, 2, rounds, 0, "四鳳南喰赤",
        CoachNumbers(decisions, 1, 120.0, 0, 0, 0), MortalNumbers(0.8, 1, decisions, 1),
    )  # fmt: skip


def test_a_loss_that_rounds_to_nothing_reads_zero() -> None:
    assert words.loss_text(0.4) == "0"
    assert words.loss_text(0.5) == "0"  # round half to even: nothing lost to show
    assert words.loss_text(0.6) == "−1"
    assert words.loss_text(1234.4) == "−1,234"
    assert words.worst_row(_move(0.3))[0] == "0"
    assert words.worst_row(_move(2500.0))[0] == "−2,500"


def test_one_of_a_kind_is_singular() -> None:
    game = _game(decisions=1, rounds=1)
    assert words.measure_words("points", game) == "120 points lost per decision (1 decision)"
    assert words.measure_words("picks", game) == "the coach's pick in 1 of 1 discard (100%)"
    assert words.measure_words("deal_in", game) == "dealt in 0 of 1 round (0%)"
    assert words.measure_words("bad_moves", game) == "bad moves in 1 of 1 decision (100%)"
    many = _game(decisions=18, rounds=7)
    assert words.measure_words("points", many) == "7 points lost per decision (18 decisions)"
    assert words.measure_words("deal_in", many) == "dealt in 0 of 7 rounds (0%)"
    assert words.span_words(1) == ("Rolling mean over ", " game")
    assert words.span_words(10) == ("Rolling mean over ", " games")


def test_the_heading_counts_games_and_says_whom_it_shows() -> None:
    assert words.heading("Kestrel", 1, 1, False) == (
        "Kestrel: 1 game judged by the coach, none left to judge."
    )
    assert words.heading("Kestrel", 0, 1, False).startswith(
        "Kestrel: 0 of 1 game judged by the coach. Judge my games… judges the rest"
    )
    assert words.heading("Kestrel", 3, 3, True) == (
        "Showing Kestrel, the player whose games were judged (index --judge); type a name in "
        "“Me” to see another player's. Kestrel: 3 games judged by the coach, none left to judge."
    )


def test_charts_without_games_are_named_in_one_line() -> None:
    assert words.no_data([]) == ""
    assert words.no_data(["rating", "bad_moves"]) == (
        "No game has these yet: Mortal rating, Bad-move rate (Mortal, played under 5 %)."
    )


def test_a_game_without_a_date_is_named_by_its_file() -> None:
    assert words.game_label("2024-01-02 12:34:56", "/x/a.mjlog", 1) == "2024-01-02 12:34"
    assert words.game_label(None, "/x/a.mjlog", 1) == "a.mjlog"
    assert words.game_label(None, "C:\\logs\\list.json", 3) == "list.json #3"
    assert words.game_label(None, None, 1) == "undated"
    assert words.worst_row(_move(10.0, played_at=None))[1] == "a.mjlog #2"
    assert words.game_words(_game()).startswith("b.mjlog · 四鳳南喰赤 · ")


def test_the_judging_summary_counts_in_the_singular_for_one() -> None:
    done = JudgeReport(
        "Kestrel", games=1, done=1, failed=0, already=0, stopped=False, seconds=1.0, errors=()
    )
    assert words.judge_summary(done) == "Judged 1 game of Kestrel (0 could not be judged)"
    stopped = JudgeReport(
        "Kestrel", games=5, done=2, failed=0, already=0, stopped=True, seconds=1.0, errors=()
    )
    assert words.judge_summary(stopped) == (
        "Judging stopped: 2 games of Kestrel judged, 3 left for the next time"
    )
