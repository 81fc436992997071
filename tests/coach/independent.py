"""An independent count of the coach's definitions (docs/coach.md), deliberately naive.

It reads nothing of ``viewer.coach``: only the board states ``dump`` prints (hands, rivers,
melds, dora indicators, riichi flags, events) and the ``mahjong`` library's shanten, asked for
every kind with unseen copies. Tests compare it with ``dump --coach``.
"""

from __future__ import annotations

from typing import Any

from mahjong.shanten import Shanten

DANGER = {
    "genbutsu": 0.0, "half-suji": 8.5, "no-chance": 3.3, "one-chance": 7.6, "other": 12.0,
    "honour-0": 5.5, "honour-1": 5.5, "honour-2": 2.5, "honour-3": 0.45, "honour-4": 0.05,
}  # fmt: skip


def riichi_flags(step: dict[str, Any]) -> list[bool]:
    """A step's four riichi flags: its ``riichi``, or that of the riichi decision it carries."""
    flags = step["riichi"]
    return list(flags["flags"] if isinstance(flags, dict) else flags)


def library_shanten(counts: list[int], sanma: bool) -> int:
    return Shanten.calculate_shanten(counts, is_three_player=sanma)


def unseen_counts(step: dict[str, Any], seat: int, sanma: bool) -> list[int]:
    seen: set[int] = set(step["hands"][seat])
    for river in step["rivers"]:
        seen.update(entry["tile"] for entry in river)
    for melds in step["melds"]:
        for meld in melds:
            seen.update(meld["tiles"])
    seen.update(step["dora_indicators"])
    unseen = [4] * 34
    for tile in seen:
        unseen[tile // 4] -= 1
    if sanma:
        for kind in range(1, 8):  # 2m-8m
            unseen[kind] = 0
    return unseen


def forbidden_kinds(before: dict[str, Any], seat: int) -> set[int]:
    if before["event"] != "call" or before["seat"] != seat:
        return set()
    meld = before["melds"][seat][-1]
    if meld["kind"] not in ("chi", "pon"):
        return set()
    called = meld["called"] // 4
    kinds = sorted(t // 4 for t in meld["tiles"])
    found = {called}
    if meld["kind"] == "chi":
        if called == kinds[0] and kinds[2] % 9 != 8:
            found.add(kinds[2] + 1)
        if called == kinds[2] and kinds[0] % 9 != 0:
            found.add(kinds[0] - 1)
    return found


def judge_candidate(counts: list[int], kind: int, unseen: list[int], sanma: bool) -> dict[str, Any]:
    after = list(counts)
    after[kind] -= 1
    shanten = library_shanten(after, sanma)
    tiles = []
    for draw in range(34):
        if after[draw] >= 4 or unseen[draw] == 0:
            continue
        after[draw] += 1
        if library_shanten(after, sanma) < shanten:
            tiles.append(draw)
        after[draw] -= 1
    return {"tile": kind, "shanten": shanten, "ukeire": sum(unseen[t] for t in tiles),
            "tiles": tiles}  # fmt: skip


def safety_of(kind: int, safe: set[int], unseen: list[int]) -> tuple[str, float]:
    if kind in safe:
        return "genbutsu", 0.0
    if kind >= 27:
        name = f"honour-{4 - unseen[kind]}"
        return name, DANGER[name]
    number = kind % 9 + 1
    lower = number >= 4 and kind - 3 in safe
    upper = number <= 6 and kind + 3 in safe
    if number in (4, 5, 6):
        if lower and upper:
            return "suji", 3.0
        if lower or upper:
            return "half-suji", 8.5
    elif lower or upper:
        return "suji", 4.5
    waits = []
    if number <= 6:
        waits.append((kind + 1, kind + 2))
    if number >= 4:
        waits.append((kind - 2, kind - 1))
    visible = [4 - u for u in unseen]
    alive = [w for w in waits if visible[w[0]] < 4 and visible[w[1]] < 4]
    if not alive:
        return "no-chance", 3.3
    if all(visible[w[0]] == 3 or visible[w[1]] == 3 for w in alive):
        return "one-chance", 7.6
    return "other", 12.0


def independent_coach(document: dict[str, Any]) -> dict[tuple[int, int], dict[str, Any]]:
    """(round, step) -> the ``coach`` object every decision step should carry."""
    sanma = document["sanma"]
    found: dict[tuple[int, int], dict[str, Any]] = {}
    for number, rnd in enumerate(document["rounds"]):
        steps = rnd["steps"]
        accepted: dict[int, int] = {}
        discarded: list[tuple[int, int]] = []  # (step, kind)
        for index, step in enumerate(steps):
            if step["event"] == "riichi_accepted" and step["seat"] not in accepted:
                accepted[step["seat"]] = index
            if step["event"] != "discard":
                continue
            seat = step["seat"]
            kind = step["rivers"][seat][-1]["tile"] // 4
            before = steps[index - 1]
            hand = before["hands"][seat]
            if not riichi_flags(before)[seat] and -1 not in hand:
                found[(number, index)] = judge(before, seat, kind, sanma, accepted, discarded)
            discarded.append((index, kind))
    return found


def judge(
    before: dict[str, Any],
    seat: int,
    actual: int,
    sanma: bool,
    accepted: dict[int, int],
    discarded: list[tuple[int, int]],
) -> dict[str, Any]:
    counts = [0] * 34
    for tile in before["hands"][seat]:
        counts[tile // 4] += 1
    unseen = unseen_counts(before, seat, sanma)
    banned = forbidden_kinds(before, seat)
    candidates = [
        judge_candidate(counts, kind, unseen, sanma)
        for kind in range(34)
        if counts[kind] and kind not in banned
    ]
    lowest = min(c["shanten"] for c in candidates)
    top = max(c["ukeire"] for c in candidates if c["shanten"] == lowest)
    best = [c["tile"] for c in candidates if c["shanten"] == lowest and c["ukeire"] == top]
    played = [c for c in candidates if c["tile"] == actual]
    loss = top - played[0]["ukeire"] if played and played[0]["shanten"] == lowest else None
    safety = []
    for other in range(4):
        if other == seat or not riichi_flags(before)[other]:
            continue
        safe = {entry["tile"] // 4 for entry in before["rivers"][other]}
        safe.update(k for at, k in discarded if at > accepted[other])
        name, danger = safety_of(actual, safe, unseen)
        safety.append({"against": other, "class": name, "danger": danger})
    return {"seat": seat, "actual": actual, "candidates": candidates, "best": best,
            "loss": loss, "safety": safety}  # fmt: skip
