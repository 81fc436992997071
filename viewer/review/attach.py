"""Putting a review on a game: each report entry on the step where its decision is taken.

The reviewer (mjai-reviewer's ``src/review/mortal.rs``) writes an entry right after the mjai
event that gave the reviewed seat a choice of more than one action: its own draw, its chi or pon
(a discard to choose), its riichi declaration (which tile), another seat's discard it could call
or ron, another seat's kakan it could rob (chankan), kita it could ron (3-player) or ankan it
could rob with kokushi. Our steps are the same events (mjai ``dora`` aside), so
the entry lands on that step: the state *before* the action. Each entry is checked against the
game: the hand in the report must be the hand on the board, and the step's own next event must
be the report's ``actual`` action. A report of another game fails there, with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    Draw,
    Event,
    NewDora,
    RiichiAccepted,
    RiichiDeclared,
    Ryuukyoku,
)
from viewer.domain.melds import MeldKind
from viewer.domain.record import GameRecord, RoundRecord
from viewer.domain.tiles import has_unknown, is_unknown
from viewer.replay import Step, Timeline
from viewer.replay.state import BoardState
from viewer.review.mjai_tiles import mjai_tile
from viewer.review.model import Action, KyokuReview, ReviewEntry, ReviewReport
from viewer.review.parse import ReportError

WINDS = ("East", "South", "West", "North")
CALL_TYPES = {
    MeldKind.CHI: "chi",
    MeldKind.PON: "pon",
    MeldKind.DAIMINKAN: "daiminkan",
    MeldKind.KAKAN: "kakan",
    MeldKind.ANKAN: "ankan",
    MeldKind.KITA: "nukidora",
}
CALLS_ON_DISCARD = (MeldKind.CHI, MeldKind.PON, MeldKind.DAIMINKAN)
# another seat's call whose tile the reviewed seat may win on: chankan, a ron on a kita
# (3-player), kokushi robbing an ankan
ROBBABLE = {MeldKind.KAKAN: "kakan", MeldKind.KITA: "kita", MeldKind.ANKAN: "ankan"}
TileName = Callable[[int], str]


def _plain_tile(tile_id: int) -> str:
    """A tile of a game played without red fives (Tenhou's id 16 is then a plain 5m)."""
    return mjai_tile(tile_id, red_fives=False)


@dataclass(frozen=True, slots=True)
class Decision:
    """One reviewed decision where it sits in the game."""

    step: Step
    entry: ReviewEntry
    kyoku: KyokuReview
    number: int  # 0-based position in the report


@dataclass(frozen=True, slots=True)
class _Context:
    """What the reviewer knew right after an event: as in its own loop."""

    index: int
    kind: str  # draw, call, riichi, discard, kakan, kita, ankan, or "" (no decision for the seat)
    tiles_left: int
    last_actor: int
    tile: str | None


def kyoku_name(kyoku: int, honba: int) -> str:
    return f"{WINDS[kyoku // 4 % 4]} {kyoku % 4 + 1}" + (f" honba {honba}" if honba else "")


def describe(event: Event | None) -> str:
    """An event in mjai words, for the errors."""
    match event:
        case None:
            return "the end of the round"
        case Discard(seat=seat, tile=tile):
            return f"dahai {mjai_tile(tile)} by seat {seat}"
        case Draw(seat=seat, tile=tile):
            return f"tsumo {mjai_tile(tile)} by seat {seat}"
        case Call(seat=seat, meld=meld):
            return f"{CALL_TYPES[meld.kind]} by seat {seat}"
        case RiichiDeclared(seat=seat):
            return f"reach by seat {seat}"
        case Agari(seat=seat, from_seat=from_seat):
            return f"hora by seat {seat}" + ("" if seat == from_seat else f" from {from_seat}")
        case Ryuukyoku(kind=kind):
            return "ryukyoku" + (f" ({kind})" if kind else "")
    return type(event).__name__


def _contexts(states: Sequence[BoardState], seat: int, name: TileName) -> list[_Context]:
    """The reviewer's (tiles_left, last_actor, tile) after every step, and the decision kind."""
    contexts = []
    last_actor = 0
    last_tile: str | None = None
    for index, state in enumerate(states):
        event = state.event
        kind = ""
        match event:
            case Draw(seat=actor, tile=tile):
                if actor == seat:
                    last_tile = name(tile)
                    kind = "draw"
            case Discard(seat=actor, tile=tile):
                last_tile = name(tile)
                kind = "discard" if actor != seat else ""
            case Call(seat=actor, meld=meld):
                if meld.kind is MeldKind.KAKAN and meld.added is not None:
                    last_tile = name(meld.added)
                elif meld.kind is MeldKind.KITA:
                    last_tile = "N"  # the 3-player reviewer keeps the kita as the last tile
                if actor == seat and meld.kind in (MeldKind.CHI, MeldKind.PON):
                    kind = "call"
                elif actor != seat and meld.kind in ROBBABLE:
                    kind = ROBBABLE[meld.kind]
            case RiichiDeclared(seat=actor):
                kind = "riichi" if actor == seat else ""
        actor_of = getattr(event, "seat", None)
        if isinstance(actor_of, int):
            last_actor = actor_of
        contexts.append(_Context(index, kind, state.tiles_left, last_actor, last_tile))
    return contexts


def _entry_kinds(entry: ReviewEntry, seat: int) -> tuple[str, ...]:
    """The steps an entry can sit on. The report flags only a kakan among another seat's
    actions: after another seat's discard, kita or ankan the entry looks alike (the
    reviewer's ``tile`` is the north for a kita, the last tile before it for an ankan)."""
    if entry.at_self_riichi:
        return ("riichi",)
    if entry.at_self_chi_pon:
        return ("call",)
    if entry.at_opponent_kakan:
        return ("kakan",)
    return ("draw",) if entry.last_actor == seat else ("discard", "kita", "ankan")


def _following(states: Sequence[BoardState], index: int) -> list[Event]:
    """The events after a step, the ones with no player decision (dora, riichi stick) left out."""
    return [
        s.event for s in states[index + 1 :] if not isinstance(s.event, NewDora | RiichiAccepted)
    ]


def check_actual(
    actual: Action, following: Sequence[Event], seat: int, name: TileName = mjai_tile
) -> str | None:
    """None when the game's next event is the ``actual`` action, else what the game did."""
    first = following[0] if following else None
    wins = []
    for event in following:
        if not isinstance(event, Agari):
            break
        wins.append(event)
    own_win = any(w.seat == seat for w in wins)
    kind = actual.type
    ok = False
    if kind == "dahai":
        ok = isinstance(first, Discard) and first.seat == seat and name(first.tile) == actual.pai
    elif kind == "reach":
        ok = isinstance(first, RiichiDeclared) and first.seat == seat
    elif kind in ("chi", "pon", "daiminkan", "kakan", "ankan", "nukidora"):
        ok = (isinstance(first, Call) and first.seat == seat
              and CALL_TYPES[first.meld.kind] == kind)  # fmt: skip
    elif kind == "hora":
        ok = own_win
    elif kind == "ryukyoku":
        ok = isinstance(first, Ryuukyoku) and first.kind is not None
    elif kind == "none":
        called = (
            isinstance(first, Call) and first.seat == seat and first.meld.kind in CALLS_ON_DISCARD
        )
        ok = not called and not own_win
    else:
        return f"an action the viewer does not know ({kind!r})"
    if ok:
        return None
    if kind == "none":
        return "the game goes on with " + ("a win of that seat" if own_win else describe(first))
    return f"the game goes on with {describe(first)}"


def _find_round(record: GameRecord, kyoku: KyokuReview) -> int:
    for number, rnd in enumerate(record.rounds):
        if rnd.round_index == kyoku.kyoku and rnd.honba == kyoku.honba:
            return number
    have = ", ".join(_round_label(r) for r in record.rounds)
    raise ReportError(
        f"the game has no {kyoku_name(kyoku.kyoku, kyoku.honba)} (it has {have}): "
        "the report is of another game",
        "review",
    )


def _round_label(rnd: RoundRecord) -> str:
    return kyoku_name(rnd.round_index, rnd.honba)


def _attach_kyoku(
    timeline: Timeline, number: int, kyoku: KyokuReview, seat: int, first_index: int
) -> list[Decision]:
    states = timeline.states(number)
    red = timeline.record.rules.red_fives
    tile_name: TileName = mjai_tile if red else _plain_tile
    contexts = _contexts(states, seat, tile_name)
    decisions = []
    position = 0
    name = kyoku_name(kyoku.kyoku, kyoku.honba)
    for offset, entry in enumerate(kyoku.entries):
        where = f"{name}, decision {offset + 1} (junme {entry.junme}, {entry.tiles_left} left)"
        kinds = _entry_kinds(entry, seat)
        while position < len(contexts):
            ctx = contexts[position]
            position += 1
            if (ctx.kind in kinds and ctx.tiles_left == entry.tiles_left
                    and ctx.last_actor == entry.last_actor and ctx.tile == entry.tile):  # fmt: skip
                break
        else:
            raise ReportError(
                f"no such decision of seat {seat} in the game ({' or '.join(kinds)} of "
                f"{entry.tile} after "
                f"seat {entry.last_actor}): the report is of another game",
                where,
            )
        state = states[ctx.index]
        concealed = state.concealed(seat)
        if has_unknown(concealed):
            hidden = sum(1 for t in concealed if is_unknown(t))
            raise ReportError(
                f"the game hides {hidden} of seat {seat}'s tiles ('?'): the report of that "
                "seat cannot be checked against it",
                where,
            )
        board_hand = sorted(tile_name(t) for t in concealed)
        if sorted(entry.tehai) != board_hand:
            raise ReportError(
                f"the report's hand {' '.join(sorted(entry.tehai))} is not the game's "
                f"{' '.join(board_hand)}: a different deal",
                where,
            )
        problem = check_actual(entry.actual, _following(states, ctx.index), seat, tile_name)
        if problem is not None:
            raise ReportError(
                f"the report says the player chose {action_text(entry.actual)}, but {problem}",
                where,
            )
        decisions.append(Decision(Step(number, ctx.index), entry, kyoku, first_index + offset))
    return decisions


def action_text(action: Action) -> str:
    tiles = " ".join(action.tiles)
    return f"{action.type} {tiles}".strip()


def _check_players(report: ReviewReport, record: GameRecord) -> None:
    players = report.players
    if players is not None and players != record.rules.players:
        raise ReportError(
            f"the report is of a {players}-player game, this one has {record.rules.players} "
            "players",
            "mjai_log",
        )
    if report.player_id >= record.rules.players:
        raise ReportError(
            f"seat {report.player_id} does not exist in a {record.rules.players}-player game",
            "player_id",
        )
    if report.mjai_log:
        names = report.mjai_log[0].get("names")
        if isinstance(names, tuple):
            theirs = [n for n in names if isinstance(n, str)][: record.rules.players]
            ours = [p.name for p in record.players][: record.rules.players]
            anonymous = all(n in ("", "NoName") or n.startswith("Player") for n in theirs)
            if theirs != ours and not anonymous:
                raise ReportError(
                    f"different players: the report has {', '.join(theirs)}, the game "
                    f"{', '.join(ours)}",
                    "mjai_log[0].names",
                )


def attach(report: ReviewReport, record: GameRecord, timeline: Timeline) -> tuple[Decision, ...]:
    """Every report entry on its step, in report order; ``ReportError`` saying why not."""
    _check_players(report, record)
    decisions: list[Decision] = []
    seen: set[int] = set()
    for place, kyoku in enumerate(report.kyokus):
        number = _find_round(record, kyoku)
        if number in seen:  # its decisions would sit on the steps of the first
            raise ReportError(
                f"{kyoku_name(kyoku.kyoku, kyoku.honba)} is reviewed twice",
                f"review.kyokus[{place}]",
            )
        seen.add(number)
        decisions.extend(_attach_kyoku(timeline, number, kyoku, report.player_id, len(decisions)))
    return tuple(decisions)
