"""Generate the review fixtures in tests/data/review/ from hand-written games (no corpus file).

    .venv/bin/python scripts/make_review_fixtures.py

Writes each game's mjlog and a report shaped like ``mjai-reviewer --json`` (Mortal): the game's
mjai events (and, for the 4-player one, its ``split_logs``), and one entry per decision of the
reviewed seat with more than one legal option, as mjai-reviewer's ``src/review/mortal.rs`` makes
them. Mortal itself is not run (its weights are not public): the Q values are deterministic
made-up numbers, mostly favouring the move played, with a few disagreements, turned into
probabilities by a softmax at the report's temperature.
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from mahjong.agari import Agari as WinCheck  # noqa: E402
from mahjong.shanten import Shanten  # noqa: E402

from scripts.review_chances import game_chankan_4p, game_kita_3p, game_kokushi_4p  # noqa: E402
from scripts.review_games import game_3p, game_4p  # noqa: E402
from viewer.domain.events import (  # noqa: E402
    Agari,
    Call,
    Discard,
    Draw,
    NewDora,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import MeldKind  # noqa: E402
from viewer.domain.record import GameRecord  # noqa: E402
from viewer.formats.mjai import write_mjai  # noqa: E402
from viewer.formats.mjlog import parse_mjlog  # noqa: E402
from viewer.formats.tenhou6 import write_tenhou6  # noqa: E402
from viewer.replay import Timeline  # noqa: E402
from viewer.replay.state import BoardState  # noqa: E402
from viewer.review.attach import CALL_TYPES  # noqa: E402
from viewer.review.mjai_tiles import mjai_tile  # noqa: E402

OUT = REPO / "tests" / "data" / "review"
TEMPERATURE = 0.1
Json = dict[str, Any]


def call_json(call: Call) -> Json:
    meld, kind = call.meld, CALL_TYPES[call.meld.kind]
    if meld.kind is MeldKind.KITA:
        return {"type": kind, "actor": call.seat, "pai": "N"}
    if meld.kind is MeldKind.ANKAN:
        return {"type": kind, "actor": call.seat, "consumed": [mjai_tile(t) for t in meld.tiles]}
    if meld.kind is MeldKind.KAKAN:
        added = meld.added if meld.added is not None else meld.tiles[-1]
        rest = [mjai_tile(t) for t in meld.tiles if t != added]
        return {"type": kind, "actor": call.seat, "pai": mjai_tile(added), "consumed": rest}
    called = meld.called if meld.called is not None else meld.tiles[0]
    return {"type": kind, "actor": call.seat, "target": meld.from_seat, "pai": mjai_tile(called),
            "consumed": [mjai_tile(t) for t in meld.tiles if t != called]}  # fmt: skip


def event_json(state: BoardState, before: BoardState | None, players: int) -> Json | None:
    """One step as an mjai event (None for steps mjai has no event for)."""
    event = state.event
    match event:
        case RoundStart():
            tehais = [[mjai_tile(t) for t in h] if h else ["?"] * 13 for h in event.hands]
            return {"type": "start_kyoku", "bakaze": "ESWN"[event.round_index // 4],
                    "dora_marker": mjai_tile(event.dora_indicator),
                    "kyoku": event.round_index % 4 + 1, "honba": event.honba,
                    "kyotaku": event.riichi_sticks, "oya": event.dealer,
                    "scores": list(event.scores), "tehais": tehais}  # fmt: skip
        case Draw(seat=seat, tile=tile):
            return {"type": "tsumo", "actor": seat, "pai": mjai_tile(tile)}
        case Discard(seat=seat, tile=tile):
            drawn = before.drawn[seat] if before is not None else -1
            return {"type": "dahai", "actor": seat, "pai": mjai_tile(tile),
                    "tsumogiri": drawn == tile}  # fmt: skip
        case Call():
            return call_json(event)
        case RiichiDeclared(seat=seat):
            return {"type": "reach", "actor": seat}
        case RiichiAccepted(seat=seat):
            return {"type": "reach_accepted", "actor": seat}
        case NewDora(indicator=indicator):
            return {"type": "dora", "dora_marker": mjai_tile(indicator)}
        case Agari():
            return {"type": "hora", "actor": event.seat, "target": event.from_seat,
                    "deltas": list(event.deltas),
                    "ura_markers": [mjai_tile(t) for t in event.ura_indicators]}  # fmt: skip
        case Ryuukyoku():
            return {"type": "ryukyoku", "deltas": list(event.deltas)}
    return None


def can_rob(event: Call, hand: list[int]) -> bool:
    """Whether the hand wins on the tile another seat's kakan, kita or ankan shows (an ankan
    only for kokushi); the fixture games give every such hand a yaku."""
    meld = event.meld
    if meld.kind is MeldKind.KAKAN and meld.added is not None:
        tile = meld.added
    elif meld.kind in (MeldKind.KITA, MeldKind.ANKAN):
        tile = meld.tiles[0]
    else:
        return False
    counts = [0] * 34
    for held in (*hand, tile):
        counts[held // 4] += 1
    if meld.kind is MeldKind.ANKAN:
        return int(Shanten().calculate_shanten_for_kokushi_hand(counts)) == -1
    return bool(WinCheck().is_agari(counts))


def shanten_of(tiles: list[int]) -> int:
    counts = [0] * 34
    for tile in tiles:
        counts[tile // 4] += 1
    return int(Shanten().calculate_shanten(counts))


def unit(*parts: object) -> float:
    """A deterministic number in [0, 1) from the parts (the same every run)."""
    digest = hashlib.sha256(repr(parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def next_action(states: list[BoardState], index: int, seat: int) -> Json:
    """What the seat did: its next event, or ``none`` (as mjai-reviewer's next_action)."""
    rest = [j for j in range(index + 1, len(states))
            if not isinstance(states[j].event, NewDora | RiichiAccepted)]  # fmt: skip
    for position, j in enumerate(rest):
        event = states[j].event
        if isinstance(event, Agari):
            for k in rest[position:]:
                win = states[k].event
                if isinstance(win, Agari) and win.seat == seat:
                    return {"type": "hora", "actor": seat, "target": win.from_seat,
                            "deltas": list(win.deltas),
                            "ura_markers": [mjai_tile(t) for t in win.ura_indicators]}  # fmt: skip
            return {"type": "none"}
        if isinstance(event, Ryuukyoku) and event.kind is not None:
            return {"type": "ryukyoku", "deltas": list(event.deltas)}
        if getattr(event, "seat", None) == seat and not isinstance(event, Draw):
            made = event_json(states[j], states[j - 1], 4)
            assert made is not None
            return made
        return {"type": "none"}
    return {"type": "none"}


def options(states: list[BoardState], index: int, seat: int, players: int,
            riichi: bool) -> list[Json]:  # fmt: skip
    """The legal choices the reviewed seat had right after this step (a plausible subset)."""
    state, event = states[index], states[index].event
    actual = next_action(states, index, seat)
    hand = list(state.concealed(seat))
    found: list[Json] = []
    own_turn = isinstance(event, Draw | RiichiDeclared) or (
        isinstance(event, Call) and event.meld.kind in (MeldKind.CHI, MeldKind.PON)
    )
    if own_turn and getattr(event, "seat", None) == seat:
        drawn = state.drawn[seat]
        kinds = sorted({t // 4: t for t in hand}.values())
        if riichi and isinstance(event, Draw):
            kinds = [drawn]
        elif isinstance(event, RiichiDeclared):
            kinds = [t for t in kinds if shanten_of([h for h in hand if h != t]) == 0]
        for tile in kinds:
            found.append({"type": "dahai", "actor": seat, "pai": mjai_tile(tile),
                          "tsumogiri": tile == drawn})  # fmt: skip
        closed = not any(m.is_open for m in state.melds[seat])
        if isinstance(event, Draw) and not riichi and closed and shanten_of(hand) == 0:
            found.append({"type": "reach", "actor": seat})
        if isinstance(event, Draw) and players == 3 and any(t // 4 == 30 for t in hand):
            found.append({"type": "nukidora", "actor": seat, "pai": "N"})
        if actual["type"] in ("ankan", "kakan", "hora", "reach", "nukidora"):
            found.append(actual)
    elif isinstance(event, Discard) and event.seat != seat and not riichi:
        kind = event.tile // 4
        found.append({"type": "none"})
        same = [t for t in hand if t // 4 == kind]
        if len(same) >= 2:
            found.append({"type": "pon", "actor": seat, "target": event.seat,
                          "pai": mjai_tile(event.tile),
                          "consumed": [mjai_tile(t) for t in same[:2]]})  # fmt: skip
        kamicha = (seat - 1) % players == event.seat
        if players == 4 and kamicha and kind < 27:
            kinds = {t // 4 for t in hand}
            for low in (kind - 2, kind - 1, kind):
                run = [k for k in (low, low + 1, low + 2) if k != kind]
                if low // 9 == (low + 2) // 9 and low >= 0 and all(k in kinds for k in run):
                    found.append({"type": "chi", "actor": seat, "target": event.seat,
                                  "pai": mjai_tile(event.tile),
                                  "consumed": [mjai_tile(next(t for t in hand if t // 4 == k))
                                               for k in run]})  # fmt: skip
        if actual["type"] != "none":
            found.append(actual)
    elif isinstance(event, Discard) and event.seat != seat and actual["type"] == "hora":
        found = [{"type": "none"}, actual]
    elif isinstance(event, Call) and event.seat != seat and can_rob(event, hand):
        found = [{"type": "none"}, actual if actual["type"] == "hora" else
                 {"type": "hora", "actor": seat, "target": event.seat}]  # fmt: skip
    unique: list[Json] = []
    for option in found:
        if all(same_choice(option, u) is False for u in unique):
            unique.append(option)
    return unique


def same_choice(a: Json, b: Json) -> bool:
    if a["type"] != b["type"]:
        return False
    if a["type"] in ("dahai", "kakan"):
        return bool(a["pai"] == b["pai"])
    if a["type"] in ("chi", "pon", "daiminkan", "ankan"):
        return sorted(t.rstrip("r") for t in a["consumed"]) == sorted(
            t.rstrip("r") for t in b["consumed"])  # fmt: skip
    return True


def review_game(record: GameRecord, timeline: Timeline, seat: int, tag: str) -> Json:
    kyokus, reviewed, matches, raw_rating, number = [], 0, 0, 0.0, 0
    for round_number in range(timeline.round_count):
        states = list(timeline.states(round_number))
        start = states[0].event
        assert isinstance(start, RoundStart)
        entries, junme, riichi = [], 0, False
        last_actor, last_tile = 0, "?"
        for index, state in enumerate(states):
            event = state.event
            at_chi_pon = at_riichi = False
            if isinstance(event, Draw) and event.seat == seat:
                junme += 1
                last_tile = mjai_tile(event.tile)
            elif isinstance(event, Call) and event.seat == seat and event.meld.kind in (
                    MeldKind.CHI, MeldKind.PON):  # fmt: skip
                junme += 1
                at_chi_pon = True
            elif isinstance(event, RiichiDeclared) and event.seat == seat:
                at_riichi = True
            elif isinstance(event, Discard):
                last_tile = mjai_tile(event.tile)
            elif isinstance(event, Call) and event.meld.kind is MeldKind.KAKAN:
                last_tile = mjai_tile(event.meld.added)  # type: ignore[arg-type]
            elif isinstance(event, Call) and event.meld.kind is MeldKind.KITA:
                last_tile = "N"  # the 3-player reviewer: a kita is the last tile seen
            if isinstance(getattr(event, "seat", None), int):
                last_actor = event.seat  # type: ignore[union-attr]
            if isinstance(event, Agari | Ryuukyoku):
                continue
            choices = options(states, index, seat, record.rules.players, riichi)
            if isinstance(event, RiichiAccepted) and event.seat == seat:
                riichi = True
            if len(choices) <= 1:
                continue
            actual = next_action(states, index, seat)
            number += 1
            # every third decision the AI prefers another move (never over a win)
            favoured = 1 if number % 3 == 0 and actual["type"] != "hora" else 0
            ranked = sorted(choices, key=lambda c: not same_choice(c, actual))
            q_values = []
            for place, choice in enumerate(ranked):
                noise = unit(tag, round_number, index, json.dumps(choice, sort_keys=True))
                q = -0.6 * noise - 0.35 * place
                if place == favoured:
                    q += 0.6
                q_values.append(round(q, 4))
            top = max(q_values)
            weights = [math.exp((q - top) / TEMPERATURE) for q in q_values]
            total = sum(weights)
            details = sorted(
                ({"action": c, "q_value": q, "prob": round(w / total, 6)}
                 for c, q, w in zip(ranked, q_values, weights, strict=True)),
                key=lambda d: -d["q_value"],
            )  # fmt: skip
            actual_index = next(
                i for i, d in enumerate(details) if same_choice(d["action"], actual)
            )
            expected = details[0]["action"]
            is_equal = same_choice(expected, actual)
            low, high = min(q_values), max(q_values)
            reviewed += 1
            matches += is_equal
            raw_rating += 1.0 if is_equal else (details[actual_index]["q_value"] - low) / max(
                high - low, 1e-6)  # fmt: skip
            hand = list(state.concealed(seat))
            entries.append({
                "junme": junme, "tiles_left": state.tiles_left, "last_actor": last_actor,
                "tile": last_tile,
                "state": {"tehai": [mjai_tile(t) for t in hand],
                          "fuuros": [call_json(Call(seat, m)) | {"type": CALL_TYPES[m.kind]}
                                     for m in state.melds[seat]]},
                "at_self_chi_pon": at_chi_pon, "at_self_riichi": at_riichi,
                "at_opponent_kakan": isinstance(event, Call) and event.meld.kind is MeldKind.KAKAN,
                "expected": expected, "actual": actual, "is_equal": is_equal,
                "details": details, "shanten": shanten_of(hand), "at_furiten": False,
                "actual_index": actual_index,
            })  # fmt: skip
        ends = [event_json(s, None, 4) for s in states if isinstance(s.event, Agari | Ryuukyoku)]
        scores = list(start.scores)
        kyokus.append({"kyoku": start.round_index, "honba": start.honba, "end_status": ends,
                       "relative_scores": scores[seat:] + scores[:seat],
                       "entries": entries})  # fmt: skip
    return {
        "total_reviewed": reviewed, "total_matches": matches,
        "rating": (raw_rating / reviewed) ** 2 if reviewed else 0.0,
        "temperature": TEMPERATURE, "kyokus": kyokus, "relative_phi_matrix": [],
        "model_tag": f"fixture-{tag}",
    }  # fmt: skip


def split_logs(record: GameRecord) -> list[Json]:
    """One tenhou.net/6 game per kyoku, as mjai-reviewer's ``split_logs``."""
    game = json.loads(write_tenhou6(record))
    return [game | {"log": [kyoku]} for kyoku in game["log"]]


def report(data: bytes, seat: int, tag: str, with_split_logs: bool) -> Json:
    record = parse_mjlog(data)
    timeline = Timeline(record)
    timeline.replay_all()
    return {
        "engine": "Mortal", "game_length": "Hanchan", "loading_time": "0ms",
        "review_time": "0ms", "show_rating": True, "version": "fixture",
        "review": review_game(record, timeline, seat, tag), "player_id": seat,
        "split_logs": split_logs(record) if with_split_logs else None,
        "mjai_log": [json.loads(line) for line in write_mjai(record).splitlines()],
        "lang": "en",
    }  # fmt: skip


# (game file, game, [(report file, reviewed seat)]): the first two are the original fixtures;
# report_4p_seat2 reviews the second winner of game_4p's double ron; the others are the chances
# to win on a tile nobody discarded (scripts/review_chances.py).
FIXTURES = (
    ("4p", game_4p, (("4p", 1), ("4p_seat2", 2))),
    ("3p", game_3p, (("3p", 2),)),
    ("kita_3p", game_kita_3p, (("kita_3p", 1), ("kita_3p_seat2", 2))),
    ("chankan_4p", game_chankan_4p, (("chankan_4p", 1),)),
    ("kokushi_4p", game_kokushi_4p, (("kokushi_4p", 1),)),
)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make, reviews in FIXTURES:
        data = make()
        (OUT / f"game_{name}.mjlog").write_bytes(data)
        print(f"wrote {OUT / f'game_{name}.mjlog'}")
        four = parse_mjlog(data).rules.players == 4
        for tag, seat in reviews:
            document = report(data, seat, tag, with_split_logs=four)
            if document["split_logs"] is None:
                del document["split_logs"]  # as mjai-reviewer leaves it out
            text = json.dumps(document, ensure_ascii=False, indent=1)
            (OUT / f"report_{tag}.json").write_text(text + "\n", encoding="utf-8")
            print(f"wrote {OUT / f'report_{tag}.json'}")


if __name__ == "__main__":
    main()
