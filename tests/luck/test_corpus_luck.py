"""Luck on real games, each fact checked another way: the copies' places against the count of
four, the first live copy against the draw the log then shows, the draws' hits against the
``mahjong`` library's shanten, the calls' draws against the log and the wall's order; and the
JSON's keys as the issue's contract spells them."""

from __future__ import annotations

from pathlib import Path

import pytest
from mahjong.shanten import Shanten

from tests.conftest import corpus_games, requires_corpus
from viewer.analysis.hand import hand_shape, kind_counts
from viewer.cli.luck import game_luck
from viewer.domain.events import Call, Draw
from viewer.domain.melds import MeldKind
from viewer.formats.detect import read_game
from viewer.luck import GameLuck, luck_json
from viewer.replay import BoardState, Step, Timeline

REPLACED = (MeldKind.ANKAN, MeldKind.KAKAN, MeldKind.DAIMINKAN, MeldKind.KITA)
OWN_TURN = (MeldKind.ANKAN, MeldKind.KAKAN, MeldKind.KITA)


def luck_of(path: Path) -> GameLuck:
    record = read_game(path)
    timeline = Timeline(record)
    timeline.replay_all()
    return game_luck(str(path), record, timeline)


def sample() -> list[Path]:
    return corpus_games()[::12]  # 4- and 3-player games, kans, kita, rounds without a wall


def live_draws(states: list[BoardState], start: int) -> list[tuple[int, int, int]]:
    """(step, seat, tile) of each live-wall draw after ``start`` up to the first call of a
    discard (a kan from the hand or a kita moves no turn)."""
    found = []
    replacement = False
    for index in range(start + 1, len(states)):
        event = states[index].event
        if type(event) is Call:
            if event.meld.kind in OWN_TURN:
                replacement = True
                continue
            break
        if type(event) is Draw:
            if replacement:
                replacement = False
                continue
            found.append((index, event.seat, event.tile))
    return found


def drawn_before(states: list[BoardState], step: int) -> tuple[int, int]:
    """(live draws, replacement draws) made before ``step``."""
    live = replaced = 0
    due = False
    for state in states[1:step]:
        event = state.event
        if type(event) is Call:
            due = event.meld.kind in REPLACED
        elif type(event) is Draw:
            if due:
                replaced += 1
                due = False
            else:
                live += 1
    return live, replaced


def library_shanten(hand: tuple[int, ...], sanma: bool) -> int:
    counts = kind_counts(hand)
    if sanma and any(counts[1:8]):
        sanma = False
    return int(Shanten.calculate_shanten(counts, is_three_player=sanma))


def check_game(luck: GameLuck) -> int:
    checked = 0
    record = luck.record
    sanma = record.sanma
    for rnd in luck.rounds():
        states = list(luck.timeline.states(rnd.round))
        wall, reason = luck.wall(rnd.round)
        assert rnd.wall is (wall is not None) and rnd.reason == reason
        for seat_luck in rnd.seats:
            seat = seat_luck.seat
            start = states[0].concealed(seat)
            assert seat_luck.start_shanten == library_shanten(start, sanma)
            own_draws = [i for i, s in enumerate(states) if type(s.event) is Draw
                         and s.event.seat == seat]  # fmt: skip
            assert [c.step for c in seat_luck.draws] == own_draws
            for chance in seat_luck.draws:
                before = states[chance.step - 1].concealed(seat)
                after = states[chance.step].concealed(seat)
                assert chance.shanten == library_shanten(before, sanma)
                assert chance.hit is (library_shanten(after, sanma) < chance.shanten)
                assert 0 <= chance.p <= 1 and (chance.p > 0 or not chance.hit)
            for index, state in enumerate(states):  # every 13-tile state: the library's waits
                hand = state.concealed(seat)
                if len(hand) % 3 == 1:
                    expected = hand_shape(kind_counts(hand), sanma).waits
                    assert luck.waits_at(Step(rnd.round, index), seat) == expected
            for tenpai in seat_luck.tenpais:
                state = states[tenpai.step]
                assert tenpai.waits == hand_shape(kind_counts(state.concealed(seat)), sanma).waits
                own = [t for t in state.concealed(seat) if t >> 2 in tenpai.waits]
                assert tenpai.held is not None
                places = len(own) + tenpai.held + len(tenpai.visible)
                if tenpai.wall is None:
                    assert wall is None and tenpai.dead is None
                    continue
                places += len(tenpai.wall.live) + len(tenpai.wall.dead_wall)
                assert places == 4 * len(tenpai.waits)
                ahead = live_draws(states, tenpai.step)
                for copy in tenpai.wall.live:
                    if copy.draw <= len(ahead):
                        _, drawer, tile = ahead[copy.draw - 1]
                        assert (drawer, tile) == (copy.seat, copy.tile)
                checked += 1
        for call in rnd.calls:
            event = states[call.step].event
            assert type(event) is Call and event.seat == call.seat
            for would in call.without:
                later = [s.event.tile for s in states[call.step + 1 :] if type(s.event) is Draw
                         and s.event.seat == would.seat]  # fmt: skip
                assert list(would.drew) == later[:3]
                if wall is None:
                    assert would.would_draw is None
                    continue
                live, replaced = drawn_before(states, call.step)
                right = (call.discarder + 1) % record.rules.players
                rest = wall.draws[live : len(wall.draws) - replaced]
                mine = [t for k, t in enumerate(rest)
                        if (right + k) % record.rules.players == would.seat]  # fmt: skip
                assert would.would_draw == tuple(mine[:3])
    return checked


@requires_corpus
def test_luck_facts_on_corpus_games() -> None:
    games = sample()
    assert sum(check_game(luck_of(path)) for path in games) > 100


@requires_corpus
def test_the_json_keys_are_the_contract() -> None:
    document = luck_json(luck_of(sample()[0]))
    assert set(document) == {"players", "rounds", "summary"}
    rnd = document["rounds"][0]
    assert set(rnd) == {"round", "wall", "reason", "seats", "calls"}
    seat = rnd["seats"][0]
    assert set(seat) == {"seat", "start_shanten", "draws", "tenpais"}
    assert set(seat["draws"]) == {"count", "hits", "expected", "z"}
    tenpais = [t for r in document["rounds"] for s in r["seats"] for t in s["tenpais"]]
    assert set(tenpais[0]) == {"step", "waits", "live", "dead_wall", "in_hands", "visible",
                               "first_live", "dead", "cut_off"}  # fmt: skip
    calls = [c for r in document["rounds"] for c in r["calls"]]
    assert set(calls[0]) == {"seat", "step", "without"}
    assert set(calls[0]["without"][0]) == {"seat", "drew", "would_draw"}
    assert set(document["summary"][0]) == {"seat", "draw_z", "tenpais", "dead_waits",
                                           "cut_off_waits", "deal_ins_while_tenpai"}  # fmt: skip


@pytest.mark.parametrize("name", ["mjlogdecoder"])
@requires_corpus
def test_a_log_without_a_seed_keeps_its_draw_facts(name: str) -> None:
    paths = [p for p in corpus_games() if p.parent.name == name]
    if not paths:
        pytest.skip(f"no {name} game in the corpus")
    document = luck_json(luck_of(paths[0]))
    for rnd in document["rounds"]:
        assert rnd["wall"] is False and "seed" in rnd["reason"]
        assert all(s["draws"]["count"] > 0 for s in rnd["seats"])
