"""Independent checks of a replay against what the log itself says (mjlog-format.md §12.4).

Written apart from the reducer on purpose: the reducer computes the board, these functions compare
it with the log's own account at every result (AGARI ``hai``/``m``/``doraHai``/``sc``, RYUUKYOKU
``haiN``/``sc``, the next INIT ``ten``, ``owari``) and look for any tile on the table twice.
"""

from __future__ import annotations

from collections import Counter

from viewer.domain.events import Agari, Call, Discard, RoundStart, Ryuukyoku
from viewer.domain.melds import MeldKind
from viewer.domain.record import GameRecord
from viewer.replay import BoardState, Timeline


def tiles_on_table(state: BoardState) -> Counter[int]:
    """Every tile id visible or held: hands, drawn tiles, rivers (not called away), melds, dora."""
    tiles: Counter[int] = Counter()
    for seat in range(4):
        tiles.update(state.concealed(seat))
        tiles.update(r.tile for r in state.river(seat) if not r.called)
        for meld in state.melds[seat]:
            tiles.update(meld.tiles)
    tiles.update(state.dora_indicators)
    return tiles


def check_game(record: GameRecord, timeline: Timeline) -> list[str]:
    """All violations of the replay invariants in a game (empty when the replay is exact)."""
    problems: list[str] = []
    players = record.rules.players
    scores_after_previous: tuple[int, ...] | None = None
    for number, rnd in enumerate(record.rounds):
        where = f"round {rnd.ordinal} ({rnd.name_en()})"
        states = timeline.states(number)
        start = states[0].event
        assert isinstance(start, RoundStart)
        if scores_after_previous is not None and start.scores[:players] != scores_after_previous:
            problems.append(f"{where}: INIT ten {start.scores} != {scores_after_previous}")
        if len(states) > 1 and not (
            type(states[1].event).__name__ == "Draw" and states[1].event.seat == start.dealer
        ):
            problems.append(f"{where}: the first event is not the dealer's draw")
        for index, state in enumerate(states):
            duplicated = [t for t, n in tiles_on_table(state).items() if n > 1]
            if duplicated:
                problems.append(f"{where} step {index}: tiles twice on the table {duplicated}")
                break
            for seat in range(players):
                size = len(state.concealed(seat)) + 3 * sum(
                    1 for m in state.melds[seat] if m.kind is not MeldKind.KITA
                )
                if size not in (13, 14):
                    problems.append(f"{where} step {index}: seat {seat} holds {size} tiles")
        for index, state in enumerate(states):
            event = state.event
            before = states[index - 1]
            if isinstance(event, Agari):
                problems.extend(_check_agari(where, event, before, states, index, players))
            elif isinstance(event, Ryuukyoku):
                if event.scores_before[:players] != before.scores[:players]:
                    problems.append(f"{where}: RYUUKYOKU sc {event.scores_before} != ours")
                for seat in range(4):
                    shown = event.revealed[seat]
                    if shown is not None and shown != before.concealed(seat):
                        problems.append(f"{where}: RYUUKYOKU hai{seat} != our hand")
                if (event.honba, event.riichi_sticks) != (before.honba, before.riichi_sticks):
                    problems.append(f"{where}: RYUUKYOKU ba differs from honba/sticks")
                if event.kind is None and len(rnd.events) and before.tiles_left != 0:
                    problems.append(f"{where}: exhaustive draw with {before.tiles_left} tiles left")
        if rnd.complete:
            scores_after_previous = states[-1].scores[:players]
    if record.final is not None and scores_after_previous is not None:
        final = record.final.scores[:players]
        last = timeline.states(len(record.rounds) - 1)[-1]
        leftover = last.riichi_sticks * 1000
        if final != scores_after_previous:
            expected = list(scores_after_previous)
            top = max(range(players), key=lambda s: (expected[s], -s))
            expected[top] += leftover
            if tuple(expected) != final:
                problems.append(f"owari scores {final} != replayed {scores_after_previous}")
    return problems


def _check_agari(
    where: str,
    event: Agari,
    before: BoardState,
    states: tuple[BoardState, ...],
    index: int,
    players: int,
) -> list[str]:
    problems = []
    seat = event.seat
    concealed = before.concealed(seat)
    if event.is_tsumo:
        if before.drawn[seat] != event.win_tile:
            problems.append(f"{where}: tsumo machi {event.win_tile} is not the drawn tile")
        hand = concealed
    else:
        hand = tuple(sorted((*concealed, event.win_tile)))
        previous = [s.event for s in states[:index] if not isinstance(s.event, Agari)][-1]
        robbed = isinstance(previous, Call) and previous.meld.kind in (MeldKind.KAKAN,
                                                                       MeldKind.KITA)  # fmt: skip
        if robbed:
            ok = previous.seat == event.from_seat and event.win_tile in previous.meld.tiles
        else:
            ok = isinstance(previous, Discard) and previous == Discard(event.from_seat,
                                                                       event.win_tile)  # fmt: skip
        if not ok:
            problems.append(f"{where}: ron machi {event.win_tile} is not the last discard")
    if hand != event.hand:
        problems.append(f"{where}: AGARI hai {event.hand} != replayed {hand}")
    if tuple(before.melds[seat]) != event.melds:
        problems.append(f"{where}: AGARI m != replayed melds of seat {seat}")
    if event.dora_indicators != before.dora_indicators:
        problems.append(f"{where}: doraHai {event.dora_indicators} != {before.dora_indicators}")
    if bool(event.ura_indicators) != before.riichi[seat]:
        problems.append(f"{where}: doraHaiUra present iff riichi does not hold")
    if event.ura_indicators and len(event.ura_indicators) != len(event.dora_indicators):
        problems.append(f"{where}: doraHaiUra has another length than doraHai")
    if event.scores_before[:players] != before.scores[:players]:
        problems.append(f"{where}: AGARI sc {event.scores_before} != replayed {before.scores}")
    if (event.honba, event.riichi_sticks) != (before.honba, before.riichi_sticks):
        problems.append(
            f"{where}: AGARI ba {(event.honba, event.riichi_sticks)} != replayed "
            f"{(before.honba, before.riichi_sticks)}"
        )
    if sum(event.deltas) != 1000 * event.riichi_sticks:
        problems.append(f"{where}: deltas do not sum to the sticks taken")
    return problems
