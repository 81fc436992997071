"""Broken elements inside a real-looking log: the exact message, and what stays viewable.

Each case breaks one element of the hand-written game (see hostile_helpers) and checks the whole
one-line message a user sees (file, what was wrong, round, element, tag), then what ``load_game``
keeps: the rounds before the break, plus the broken round's steps before the bad element.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.hostile.hostile_helpers import (
    ONE_LINE_ERROR,
    small_game,
    with_attribute,
    with_element,
)
from viewer.cli.dump import run_dump
from viewer.domain.melds import Meld, MeldKind, encode_meld
from viewer.formats.mjlog import MjlogError, parse_mjlog
from viewer.formats.mjlog.errors import shown
from viewer.replay import Timeline, load_game, load_game_bytes

REPO = Path(__file__).resolve().parents[2]

# (id, broken log, expected message without the file name, rounds kept, steps of the last one)
POON_OF_2Z = encode_meld(Meld(MeldKind.PON, (112, 113, 114), 112, 2, None, 0), who=0)
CASES = [
    (
        "non-numeric attribute",
        with_attribute(small_game(), 23, "oya", "one"),
        "attribute oya='one' is not a whole number (round 2, element 23 <INIT>)",
        [True],
        None,
    ),
    (
        "missing attribute",
        with_attribute(small_game(), 32, "machi", None),
        "missing attribute 'machi' (round 2, element 32 <AGARI>)",
        [True, False],
        9,  # deal, draw, ankan, dora, rinshan draw, discard, draw, discard, draw
    ),
    (
        "tile id out of range in a draw",
        with_element(small_game(), 24, b"<U136/>"),
        "tile id out of range: 136 (must be 0-135) (round 2, element 24 <U136>)",
        [True],
        None,
    ),
    (
        "tile id out of range in a new dora",
        with_attribute(small_game(), 26, "hai", "136"),
        "tile id out of range: 136 (must be 0-135) (round 2, element 26 <DORA>)",
        [True, False],
        3,
    ),
    (
        "tile id out of range in a deal",
        with_element(
            small_game(), 33, small_game().split(b"\n")[33].replace(b'hai0="5,', b'hai0="140,')
        ),
        "tile id out of range in hai0: 140 (must be 0-135) (round 3, element 33 <INIT>)",
        [True, True],
        None,
    ),
    (
        "tile drawn twice",
        with_element(small_game(), 10, b"<V32/>"),
        "seat 2 draws 9m (32), which is already in play (round 1, element 10 <V32>)",
        [False],
        5,
    ),
    (
        "second draw without a discard",
        with_element(small_game(), 7, b"<T33/>"),
        "seat 0 draws a second tile without discarding (round 1, element 7 <T33>)",
        [False],
        2,
    ),
    (
        "tile dealt twice",
        with_element(
            small_game(), 23, small_game().split(b"\n")[23].replace(b'hai1="40,', b'hai1="38,')
        ),
        "1p (38) is dealt twice (round 2, element 23 <INIT>)",
        [True],
        None,
    ),
    (
        "discard not in the hand",
        with_element(small_game(), 39, b"<F49/>"),
        "seat 2 discards 4p (49), which is not in its hand (round 4, element 39 <F49>)",
        [True, True, True, False],
        3,
    ),
    (
        "meld code that does not match the last discard",
        with_attribute(small_game(), 12, "m", str(POON_OF_2Z)),
        f"seat 0's pon (meld code {POON_OF_2Z}) takes 2z (112) from seat 2, but the last "
        "discard is 1z (110) from seat 2 (round 1, element 12 <N>)",
        [False],
        7,
    ),
    (
        "AGARI for a seat that does not exist",
        with_attribute(small_game(), 43, "who", "4"),
        "who=4 names a seat that does not exist in a 4-player game (round 4, element 43 <AGARI>)",
        [True, True, True, False],
        7,
    ),
    (
        "AGARI from a seat that does not exist",
        with_attribute(small_game(), 22, "fromWho", "-1"),
        "fromWho=-1 names a seat that does not exist in a 4-player game "
        "(round 1, element 22 <AGARI>)",
        [False],
        17,
    ),
    (
        "discard out of turn",
        with_element(small_game(), 15, b"<G22/>"),
        "seat 3 discards out of turn (seat 1 is to discard) (round 1, element 15 <G22>)",
        [False],
        10,
    ),
]


@pytest.mark.parametrize(("data", "message"), [c[1:3] for c in CASES], ids=[c[0] for c in CASES])
def test_message(data: bytes, message: str) -> None:
    with pytest.raises(MjlogError) as caught:
        record = parse_mjlog(data)
        Timeline(record).replay_all()
    assert str(caught.value.with_file("bad.mjlog")) == f"bad.mjlog: {message}"


@pytest.mark.parametrize(
    ("data", "message", "complete", "last_steps"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_load_game_keeps_what_comes_before_the_break(
    data: bytes, message: str, complete: list[bool], last_steps: int | None
) -> None:
    game = load_game_bytes(data, "bad.mjlog")
    assert game.problem == f"bad.mjlog: {message}"
    assert game.notice == game.problem
    assert game.error is not None and str(game.error) == game.problem
    assert game.error.partial is game.record
    assert f"(round {game.error.round_ordinal}, element {game.error.element}" in game.problem
    assert [r.complete for r in game.record.rounds] == complete
    assert game.record.final is None
    assert (
        game.record.truncation is not None and "the log breaks in round" in game.record.truncation
    )
    for number in range(game.timeline.round_count):
        assert game.timeline.states(number)
    if last_steps is not None:
        assert game.timeline.step_count(game.timeline.round_count - 1) == last_steps


@pytest.mark.parametrize(("data", "message"), [c[1:3] for c in CASES], ids=[c[0] for c in CASES])
def test_dump_prints_one_error_line_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, message: str
) -> None:
    path = tmp_path / "bad.mjlog"
    path.write_bytes(data)
    assert run_dump(str(path)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"error: {path}: {message}\n"
    assert ONE_LINE_ERROR.match(captured.err.rstrip("\n"))


def test_a_break_at_the_first_play_leaves_nothing_to_show() -> None:
    data = with_element(small_game(), 6, b"<T999/>")
    with pytest.raises(MjlogError) as caught:
        load_game_bytes(data, "bad.mjlog")
    assert caught.value.partial is None
    assert str(caught.value) == (
        "bad.mjlog: tile id out of range: 999 (must be 0-135) (round 1, element 6 <T999>)"
    )


def test_parse_error_partial_holds_the_rounds_before_the_break() -> None:
    with pytest.raises(MjlogError) as caught:
        parse_mjlog(with_attribute(small_game(), 36, "seed", "2,1,0,3"))
    partial = caught.value.partial
    assert partial is not None
    assert [r.ordinal for r in partial.rounds] == [1, 2, 3]
    assert all(r.complete for r in partial.rounds)
    assert (
        str(caught.value) == "attribute seed has 4 values, expected 6 (round 4, element 36 <INIT>)"
    )


def test_the_first_break_is_the_one_reported() -> None:
    # A replay break in round 1 comes before a parse break in round 4.
    data = with_element(small_game(), 10, b"<V32/>")
    data = with_attribute(data, 36, "oya", "x")
    game = load_game_bytes(data, "bad.mjlog")
    assert game.problem is not None and "(round 1, element 10 <V32>)" in game.problem
    assert len(game.record.rounds) == 1


def test_a_sound_log_has_no_problem(tmp_path: Path) -> None:
    path = tmp_path / "good.mjlog"
    path.write_bytes(small_game())
    game = load_game(path)
    assert game.problem is None and game.notice is None and game.error is None
    assert game.record.truncation is None and game.record.final is not None
    assert [r.complete for r in game.record.rounds] == [True, True, True, True]
    assert game.warnings == ()


def test_replay_warnings_reach_the_loaded_game() -> None:
    data = with_attribute(small_game(), 19, "ten", "250,250,250,250")
    game = load_game_bytes(data)
    assert game.problem is None
    assert game.warnings == (
        "round 1, element 19 <REACH>: the log's scores (25000, 25000, 25000, 25000) differ from "
        "the replayed (25000, 25000, 24000, 25000)",
    )


def test_cli_error_from_a_real_process(tmp_path: Path) -> None:
    path = tmp_path / "broken log.mjlog"
    path.write_bytes(with_element(small_game(), 39, b"<F49/>"))
    done = subprocess.run(
        [sys.executable, "-m", "viewer", "dump", str(path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        f"error: {path}: seat 2 discards 4p (49), which is not in its hand "
        "(round 4, element 39 <F49>)\n"
    )


@pytest.mark.corpus
def test_agari_for_seat_3_in_a_three_player_game(corpus_sanma_game: Path) -> None:
    data = corpus_sanma_game.read_bytes()
    at = data.index(b"<AGARI ")
    end = data.index(b"/>", at)
    agari = re.sub(rb' who="\d"', b' who="3"', data[at:end])
    game = load_game_bytes(data[:at] + agari + data[end:], "sanma.mjlog")
    assert game.problem is not None
    assert "who=3 names a seat that does not exist in a 3-player game (round 1, element" in (
        game.problem
    )
    assert game.problem.endswith("<AGARI>)")
    assert [r.complete for r in game.record.rounds] == [False]  # round 1 up to the bad result


@pytest.mark.parametrize(
    ("value", "what"),
    [
        ("140", "tile id out of range in doraHai: 140 (must be 0-135)"),
        ("-3", "tile id out of range in doraHai: -3 (must be 0-135)"),
        ("9" * 50, "tile id out of range in doraHai: 99999999999… (must be 0-135)"),
        (" 7", "attribute doraHai holds ' 7', which is not a tile id"),
        ("07", "attribute doraHai holds '07', which is not a tile id"),
        ("7p", "attribute doraHai holds '7p', which is not a tile id"),
        ("-------7", "attribute doraHai holds '-------7', which is not a tile id"),
        ("0007", "attribute doraHai holds '0007', which is not a tile id"),
        (
            "0" * 5000 + "7",
            f"attribute doraHai holds {shown('0' * 5000 + '7')}, which is not a tile id",
        ),
        ("-0", "attribute doraHai holds '-0', which is not a tile id"),
    ],
)
def test_bad_tile_lists_say_what_is_wrong(value: str, what: str) -> None:
    game = load_game_bytes(with_attribute(small_game(), 22, "doraHai", value), "bad.mjlog")
    assert game.problem == f"bad.mjlog: {what} (round 1, element 22 <AGARI>)"


@pytest.mark.parametrize("owari", ["nan,3.7,224,-17.6,560,66.0,-21,-52.1", "237,3.7", "x" * 20_000])
def test_unreadable_final_scores_are_a_warning_not_a_lost_game(owari: str) -> None:
    game = load_game_bytes(with_attribute(small_game(), 43, "owari", owari), "bad.mjlog")
    assert game.problem is None
    assert [r.complete for r in game.record.rounds] == [True, True, True, True]
    assert game.record.final is None and game.record.truncation is None
    assert len(game.warnings) == 1
    assert game.warnings[0].startswith(
        "round 4, element 43 <AGARI>: the final scores (owari) are not shown: the attribute "
    )
