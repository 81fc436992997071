"""Events and round results in words (Qt-free: runs without PySide6)."""

from __future__ import annotations

from pathlib import Path

import pytest

from viewer.domain.events import Call, NewDora, RiichiAccepted, Ryuukyoku
from viewer.domain.melds import Meld, MeldKind, decode_meld, encode_meld
from viewer.formats.mjlog import read_mjlog
from viewer.presentation.describe import describe_event, round_title, tile_words
from viewer.presentation.results import final_summary, result_summary, score_changes
from viewer.replay.timeline import Step, Timeline

SHORT_GAME = Path(__file__).resolve().parent.parent / "data" / "short_game.xml"
CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "mjlog"


@pytest.fixture(scope="module")
def timeline():
    return Timeline(read_mjlog(SHORT_GAME))


def words(timeline, step):
    return describe_event(timeline.record, timeline.round(step.round), timeline.snapshot(step))


def test_tile_words():
    assert tile_words(53) == "5-pin"
    assert tile_words(52) == "red 5-pin"
    assert tile_words(52, red_fives=False) == "5-pin"
    assert tile_words(124) == "White dragon"
    assert tile_words(108) == "East"


def test_round_title(timeline):
    assert [round_title(r) for r in timeline.record.rounds] == [
        "東1局 0本場",
        "東1局 1本場",
        "東2局 0本場",
    ]


@pytest.mark.parametrize(
    ("step", "text"),
    [
        (Step(0, 0), "東1局 0本場: Aoi deals; dora indicator Green dragon (dora Red dragon)"),
        (Step(0, 1), "Aoi draws North"),
        (Step(0, 2), "Aoi discards North (tsumogiri)"),
        (Step(0, 6), "Chidori discards White dragon (from the hand)"),
        (Step(0, 7), "Botan calls pon White dragon from Chidori"),
        (Step(0, 14), "Aoi declares riichi"),
        (Step(0, 15), "Aoi discards 6-man (tsumogiri, riichi declaration)"),
        (Step(0, 16), "Aoi's riichi stands: 1000 points go on the table"),
        (Step(0, 23), "Aoi wins by ron from Daichi on 4-sou: 3900 (40 fu 2 han)"),
        (Step(1, 14), "Chidori wins by tsumo on 4-pin: 7900 (30 fu 4 han)"),
        (Step(2, 2), "Draw: 九種九牌 Nine terminals"),
    ],
)
def test_describe_short_game(timeline, step, text):
    assert words(timeline, step) == text


def _state_with(timeline, event):
    return timeline.snapshot(Step(0, 8))._replace(event=event)


@pytest.mark.parametrize(
    ("meld", "text"),
    [
        (decode_meld(5431, 1), "Botan calls chi 4-man from Aoi (234-man)"),
        (decode_meld(20081, 0), "Aoi adds 5-pin to the pon (kakan)"),
        (Meld(MeldKind.ANKAN, (36, 37, 38, 39), None, None, None, 9216), None),
        (decode_meld(25601, 0), "Aoi calls kan 8-sou from Botan (daiminkan)"),
    ],
)
def test_describe_calls(timeline, meld, text):
    seat = 1 if meld.kind is MeldKind.CHI else 0
    result = describe_event(
        timeline.record, timeline.round(0), _state_with(timeline, Call(seat, meld))
    )
    if text is None:
        assert result == "Aoi declares a closed kan of 1-pin (ankan)"
    else:
        assert result == text


def test_describe_kita(timeline):
    meld = Meld(MeldKind.KITA, (120,), None, None, None, 0)
    meld = decode_meld(encode_meld(meld, 2), 2)
    state = _state_with(timeline, Call(2, meld))
    assert (
        describe_event(timeline.record, timeline.round(0), state)
        == "Chidori sets aside a North (kita)"
    )


def test_describe_new_dora_and_riichi(timeline):
    state = _state_with(timeline, NewDora(35))
    assert (
        describe_event(timeline.record, timeline.round(0), state)
        == "New dora indicator 9-man (dora 1-man)"
    )
    state = _state_with(timeline, RiichiAccepted(3, None))
    assert "Daichi's riichi stands" in describe_event(timeline.record, timeline.round(0), state)


def test_describe_limit_hands(timeline):
    win = timeline.snapshot(Step(0, 23)).event
    mangan = win._replace(limit=1, points=12000)
    assert describe_event(
        timeline.record, timeline.round(0), _state_with(timeline, mangan)
    ).endswith("12000 (2 han, mangan)")
    yakuman = win._replace(limit=5, points=48000, yaku=(), yakuman=(39,))
    assert describe_event(
        timeline.record, timeline.round(0), _state_with(timeline, yakuman)
    ).endswith("48000 (yakuman)")


def test_describe_exhaustive_draw_counts_tenpai(timeline):
    draw = Ryuukyoku(None, 0, 0, (250, 250, 250, 250), (1500, 1500, -1500, -1500),
                     ((1, 2), (3, 4), None, None))  # fmt: skip
    assert describe_event(timeline.record, timeline.round(0), _state_with(timeline, draw)) == (
        "Draw: 流局 Exhaustive draw, 2 tenpai"
    )


def test_round_results(timeline):
    record = timeline.record
    assert result_summary(record, record.rounds[0]) == (
        "Ron 3900 Aoi ← Daichi; Ron 1000 Botan ← Daichi"
    )
    assert score_changes(record, record.rounds[0]) == (4900, 1000, 0, -4900)
    assert result_summary(record, record.rounds[1]) == "Tsumo 7900 Chidori"
    assert score_changes(record, record.rounds[1]) == (-4000, -2100, 8200, -2100)
    assert result_summary(record, record.rounds[2]) == "九種九牌 Nine terminals"
    assert score_changes(record, record.rounds[2]) == (0, 0, 0, 0)


def test_final_standings(timeline):
    assert final_summary(timeline.record) == (
        "1. Chidori 33200 (+43.2)\n2. Aoi 24900 (+4.9)\n3. Botan 23900 (-16.1)\n"
        "4. Daichi 18000 (-32.0)"
    )


def test_cut_off_round_result(tmp_path):
    data = SHORT_GAME.read_bytes()
    cut = tmp_path / "cut.xml"
    cut.write_bytes(data[: data.index(b"<W128/>")])
    record = read_mjlog(cut)
    assert result_summary(record, record.rounds[1]).startswith("cut off")
    assert score_changes(record, record.rounds[1]) == (0, 0, 0, 0)
    assert final_summary(record).startswith("No final result")


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/corpus is not present")
def test_every_corpus_step_has_words():
    """Every state of a sample of corpus games (4p and 3p) gives a non-empty line."""
    games = sorted(p for p in CORPUS.glob("*/*") if p.is_file() and not p.name.endswith(".gz"))
    seen_kinds = set()
    for path in games[::6]:
        record = read_mjlog(path)
        timeline = Timeline(record)
        for number in range(timeline.round_count):
            for state in timeline.states(number):
                text = describe_event(record, record.rounds[number], state)
                assert text and "None" not in text, (path.name, state)
                if isinstance(state.event, Call):
                    seen_kinds.add(state.event.meld.kind)
            result_summary(record, record.rounds[number])
    assert {MeldKind.CHI, MeldKind.PON} <= seen_kinds
