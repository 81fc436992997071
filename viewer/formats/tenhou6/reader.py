"""tenhou.net/6 JSON -> GameRecord: one game object, a bare list of kyoku, or a list of games.

The JSON is parsed by the standard library under caps (size, nesting, number length), then every
value is checked for type before use: a hostile file gives one line naming the round and the
JSON path of what is wrong, never a traceback. A kyoku that is broken at its end (a file cut off
and closed by hand) keeps the rounds before it, with a warning.
"""

from __future__ import annotations

import json
import math
from typing import Any

from viewer.domain.record import FinalResult, GameRecord, Player, RoundRecord, Rules
from viewer.formats.errors import JsonLogError, shown
from viewer.formats.tenhou6.order import OrderError
from viewer.formats.tenhou6.recover import recover_cut_off
from viewer.formats.tenhou6.results import RoundError
from viewer.formats.tenhou6.rounds import build_round
from viewer.formats.tenhou6.shape import check_kyoku
from viewer.formats.tenhou6.writer import DAN_TEXTS

MAX_JSON_BYTES = 8 * 1024 * 1024  # a game is ~10 KB; a file of several hundred games fits
MAX_ROUNDS = 500
MAX_GAMES = 1000
MAX_NAME_CHARS = 100
LEVELS = {"般": 0x00, "上": 0x80, "特": 0x20, "鳳": 0xA0}
CUT_OFF = "\x00cut off"  # a key no JSON file has: set on a game recovered from a cut-off file
DAN_ALIASES = {"天鳳位": 20, **{f"{9 - i}級": 1 + i for i in range(9)}}


def loads(data: bytes | str, what: str = "tenhou.net/6 JSON") -> Any:
    """``json.loads`` under caps; JsonLogError for what it refuses."""
    if len(data) > MAX_JSON_BYTES:
        raise JsonLogError(
            f"the {what} is {len(data) / 2**20:.1f} MB, larger than the "
            f"{MAX_JSON_BYTES // 2**20} MB any game file could be"
        )
    try:
        return json.loads(data)
    except RecursionError:
        raise JsonLogError(f"the {what} is nested too deeply (refused)") from None
    except UnicodeDecodeError:
        raise JsonLogError(f"the {what} is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        text = data if isinstance(data, str) else data.decode("utf-8", "replace")
        recovered = recover_cut_off(text)
        where = f"line {exc.lineno}, column {exc.colno}"
        if recovered is not None:
            game, count = recovered
            game[CUT_OFF] = (
                f"the file breaks at {where} ({exc.msg.lower()}); "
                f"the {count} complete round(s) before it are shown"
            )
            return game
        raise JsonLogError(f"not valid JSON: {exc.msg} at {where}") from None
    except ValueError as exc:  # a number of more than 4,300 digits
        raise JsonLogError(f"the {what} holds a value it cannot read ({str(exc)[:60]})") from None


def is_game(value: object) -> bool:
    return isinstance(value, dict) and "log" in value


def is_kyoku_list(value: object) -> bool:
    """A bare list of kyoku: ``[[[kyoku, honba, sticks], scores, ...], ...]``."""
    return (
        isinstance(value, list)
        and bool(value)
        and isinstance(value[0], list)
        and bool(value[0])
        and isinstance(value[0][0], list)
    )


def games_of(value: Any) -> list[Any]:
    """The game objects a JSON value holds (one, a bare kyoku list, or a list of games)."""
    if is_game(value):
        return [value]
    if is_kyoku_list(value):
        return [{"log": value}]
    if isinstance(value, list) and value and all(is_game(v) for v in value[: MAX_GAMES + 1]):
        if len(value) > MAX_GAMES:
            raise JsonLogError(f"the file holds more than {MAX_GAMES} games (refused)")
        return list(value)
    if isinstance(value, dict):
        raise JsonLogError("this JSON object has no 'log': not a tenhou.net/6 game")
    raise JsonLogError("this JSON is neither a tenhou.net/6 game nor a list of them")


def parse_tenhou6(data: bytes | str, game: int = 0) -> GameRecord:
    """Game ``game`` (0: the first) of a tenhou.net/6 file; a file of several says so in a
    warning ("the file holds N games; this is the first" / "this is game K")."""
    games = games_of(loads(data))
    if not 0 <= game < len(games):
        held = "one game" if len(games) == 1 else f"{len(games)} games"
        raise JsonLogError(f"the file holds {held}; there is no game {game + 1}")
    if len(games) == 1:
        return game_from_value(games[0], 1)
    which = "the first" if game == 0 else f"game {game + 1}"
    note = f"the file holds {len(games)} games; this is {which}"
    try:
        record = game_from_value(games[game], game + 1)
    except JsonLogError as exc:  # the rounds before a break still say which game they are
        if exc.partial is not None:
            exc.partial = _with_warning(exc.partial, note)
        raise
    return _with_warning(record, note)


def parse_tenhou6_games(data: bytes | str) -> tuple[GameRecord, tuple[GameRecord | None, ...]]:
    """Every game of a tenhou.net/6 file: the first (its error is the file's), and the later
    ones in file order, None for one that cannot be read (its place is kept: game K stays K)."""
    first, *later = games_of(loads(data))
    return game_from_value(first, 1), tuple(
        _readable(value, number) for number, value in enumerate(later, start=2)
    )


def _readable(value: Any, number: int) -> GameRecord | None:
    try:
        return game_from_value(value, number)
    except JsonLogError:
        return None


def _with_warning(record: GameRecord, note: str) -> GameRecord:
    return GameRecord(
        record.rules,
        record.players,
        record.rounds,
        record.final,
        (note, *record.warnings),
        record.truncation,
    )


def game_from_value(game: dict[str, Any], number: int | None = None) -> GameRecord:
    """One game object -> GameRecord."""
    prefix = f"game {number}: " if number and number > 1 else ""
    log = game.get("log")
    if not isinstance(log, list):
        raise JsonLogError(f"{prefix}'log' is not a list of kyoku", position="log")
    if not log:
        raise JsonLogError(f"{prefix}the game has no rounds ('log' is empty)", position="log")
    if len(log) > MAX_ROUNDS:
        raise JsonLogError(
            f"{prefix}more than {MAX_ROUNDS} rounds: this is not one game (refused)", position="log"
        )
    warnings: list[str] = []
    players = _player_count(game, log)
    rules = _rules(game, players)
    people = _players(game, players, warnings)
    rounds: list[RoundRecord] = []
    truncation = None
    for index, kyoku in enumerate(log):
        place = f"log[{index}]"
        try:
            check_kyoku(kyoku, place, players)
            record, notes = build_round(index + 1, kyoku, place, players, rules.red_fives)
            rounds.append(record)
            if notes:
                warnings += [f"round {index + 1}, {note}" for note in notes]
        except (RoundError, OrderError) as exc:
            error = JsonLogError(
                prefix + exc.message, round_ordinal=index + 1, position=exc.where or place
            )
            if rounds:
                error.partial = GameRecord(
                    rules,
                    tuple(people),
                    tuple(rounds),
                    None,
                    tuple(warnings),
                    f"the log breaks in round {index + 1}; shown up to there",
                )
            raise error from None
    if isinstance(game.get(CUT_OFF), str):
        truncation = game[CUT_OFF]
    elif rounds and not rounds[-1].complete:
        truncation = f"the log stops in the middle of round {len(rounds)}"
    final = _final(game.get("sc"), players, warnings)
    if (
        final is None
        and truncation is None
        and "sc" not in game
        and "name" in game
        and ("ref" in game)
    ):
        truncation = f"the log stops after round {len(rounds)}, before the game's end"
    return GameRecord(rules, tuple(people), tuple(rounds), final, tuple(warnings), truncation)


def _player_count(game: dict[str, Any], log: list[Any]) -> int:
    if game.get("ratingc") == "PF3":
        return 3
    rule = game.get("rule")
    if isinstance(rule, dict) and isinstance(rule.get("disp"), str) and "三" in rule["disp"]:
        return 3
    first = log[0]
    if isinstance(first, list) and len(first) > 14 and first[13] == [] and first[14] == []:
        return 3
    return 4


def _rules(game: dict[str, Any], players: int) -> Rules:
    rule = game.get("rule")
    rule = rule if isinstance(rule, dict) else {}
    disp = rule.get("disp")
    disp = disp if isinstance(disp, str) else ""
    bits = 0x01
    for char, level in LEVELS.items():
        if char in disp:
            bits |= level
            break
    if "東" not in disp:
        bits |= 0x08
    if players == 3:
        bits |= 0x10
    if "速" in disp:
        bits |= 0x40
    if disp and "喰" not in disp and any(c in disp for c in LEVELS):
        bits |= 0x04
    red_keys = [k for k in ("aka", "aka51", "aka52", "aka53") if k in rule]
    if red_keys and not any(rule[k] for k in red_keys):
        bits |= 0x02
    lobby = game.get("lobby")
    return Rules(bits, lobby if isinstance(lobby, int) and not isinstance(lobby, bool) else None)


def _players(game: dict[str, Any], count: int, warnings: list[str]) -> list[Player]:
    names, dans, rates, sexes = (game.get(k) for k in ("name", "dan", "rate", "sx"))
    if "name" in game:  # no names at all: the stand-ins are what there is, nothing is repaired
        _check_names(names, count, warnings)
    people = []
    for seat in range(count):
        name = _item(names, seat)
        name = name if isinstance(name, str) else f"{'ABCD'[seat]}"
        if len(name) > MAX_NAME_CHARS:
            warnings.append(f"player name {seat} is {len(name)} characters long; cut short")
            name = name[:MAX_NAME_CHARS] + "…"
        dan = _item(dans, seat)
        if isinstance(dan, str):
            dan = DAN_ALIASES.get(dan, DAN_TEXTS.index(dan) if dan in DAN_TEXTS else None)
        elif not isinstance(dan, int) or isinstance(dan, bool) or not 0 <= dan <= 20:
            dan = None
        rate = _item(rates, seat)
        rate = float(rate) if isinstance(rate, int | float) and not isinstance(rate, bool) else None
        if rate is not None and not math.isfinite(rate):
            rate = None
        sex = _item(sexes, seat)
        people.append(Player(name, dan, rate, sex if isinstance(sex, str) and len(sex) < 4 else ""))
    return people


def _check_names(names: object, count: int, warnings: list[str]) -> None:
    """Say so when the seats get the stand-in names A-D for a ``name`` that is there but holds
    no names (the game still opens: a name is not worth refusing it for)."""
    letters = ", ".join("ABCD"[:count])
    if not isinstance(names, list):
        warnings.append(f"name: not a list of names ({shown(names)}); the seats are {letters}")
        return
    for seat in range(count):
        if seat >= len(names):
            given = f"{len(names)} name" + ("" if len(names) == 1 else "s")
            warnings.append(f"name: {given} for {count} seats; the others are "
                            f"{', '.join('ABCD'[len(names):count])}")  # fmt: skip
            return
        if not isinstance(names[seat], str):
            warnings.append(f"name[{seat}]: not a name ({shown(names[seat])}); seat {seat} is "
                            f"{'ABCD'[seat]}")  # fmt: skip


def _item(values: object, index: int) -> object:
    return values[index] if isinstance(values, list) and index < len(values) else None


def _final(sc: object, players: int, warnings: list[str]) -> FinalResult | None:
    if sc is None:
        return None
    if not (
        isinstance(sc, list)
        and len(sc) >= 2 * players
        and all(
            isinstance(v, int | float)
            and not isinstance(v, bool)
            and math.isfinite(v)
            and abs(v) < 10**9
            for v in sc
        )
    ):
        warnings.append("the final scores ('sc') are not shown: they are not a list of numbers")
        return None
    values = [*sc, 0, 0, 0, 0, 0, 0, 0, 0][:8]
    return FinalResult(tuple(int(v) for v in values[0::2]), tuple(float(v) for v in values[1::2]))
