"""The `mahjong` library's shanten (``viewer.coach.shanten``), compiled, for packed hands.

A hand is two int64 words (``viewer.coach.kernel.keys``): each number suit's nine counts as one
base-5 number (its *pattern*), the honours' seven as another. The regular shanten is the best,
over one end of each suit's walk, of the library's formula (``viewer.coach.shanten``'s docstring
says why suits can be walked apart); each pattern's ends are found the first time a hand holds
that pattern, by the library's own walk (``_walk``, its branches as in
``viewer.coach.shanten.suit_outcomes``), and kept in ``SuitTables`` for the process. An end is
packed in one int: M, T and P in four bits each, the flag state above them.
tests/coach/test_kernel_shanten.py compares every number with ``viewer.coach.shanten.shanten``.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.jit import compiled, inlined
from viewer.coach.kernel.keys import POWERS

PATTERNS = 5**9  # a suit's nine counts, base 5
HONOUR_PATTERNS = 5**7
STRAY, NONE, QUADS = 0, 1, 2  # viewer.coach.shanten's flag states, best first
POOL = 1 << 22  # ends of every pattern (3.14 M for all 405,350 patterns of 14 tiles or fewer)
KEPT = 256  # the ends of one walk, dominated ones dropped as they come

Ints = npt.NDArray[np.int64]


class SuitTables(NamedTuple):
    """Each pattern's ends (found on first use) and counts, the honours' share (found at once)."""

    start: npt.NDArray[np.int32]  # per pattern: where its ends begin in ``ends`` (-1: not yet)
    size: npt.NDArray[np.int16]  # per pattern: how many ends
    ends: npt.NDArray[np.int16]  # packed ends
    used: Ints  # [0]: the ends filled so far
    facts: npt.NDArray[np.int16]  # per pattern: kinds | pairs << 4 | orphans << 8 | paired << 12
    honour: npt.NDArray[np.int16]  # per honour pattern: m | quads << 3 | p << 6 | lone << 9 |
    # stray << 10 (viewer.coach.shanten.honours' share)
    honour_facts: npt.NDArray[np.int16]  # as ``facts``, every honour an orphan


def new_tables() -> SuitTables:
    """Empty tables (the honours' filled): 16 MB, kept for the process by its one user."""
    tables = SuitTables(
        start=np.full(PATTERNS, -1, dtype=np.int32),
        size=np.zeros(PATTERNS, dtype=np.int16),
        ends=np.zeros(POOL, dtype=np.int16),
        used=np.zeros(1, dtype=np.int64),
        facts=np.full(PATTERNS, -1, dtype=np.int16),
        honour=np.zeros(HONOUR_PATTERNS, dtype=np.int16),
        honour_facts=np.zeros(HONOUR_PATTERNS, dtype=np.int16),
    )
    _fill_honours(tables.honour, tables.honour_facts)
    return tables


@inlined
def _flag(a: int, b: int) -> int:
    if a == STRAY or b == STRAY:
        return STRAY
    return max(a, b)


@compiled
def _insert(kept: Ints, n: int, m: int, t: int, p: int, flag: int) -> int:
    """Adds an end unless one kept is as good in every respect; drops those it betters."""
    for i in range(n):
        k = kept[i]
        if k & 15 >= m and (k >> 4) & 15 >= t and (k >> 8) & 15 >= p and k >> 12 <= flag:
            return n
    w = 0
    for i in range(n):
        k = kept[i]
        if not (m >= k & 15 and t >= (k >> 4) & 15 and p >= (k >> 8) & 15 and flag <= k >> 12):
            kept[w] = k
            w += 1
    kept[w] = m | t << 4 | p << 8 | flag << 12
    return w + 1


@compiled
def _push(stack: Ints, top: int, pattern: int, d: int, m: int, t: int, p: int, flag: int) -> int:
    stack[top] = pattern
    stack[top + 1] = d
    stack[top + 2] = m | t << 4 | p << 8 | flag << 12
    return top + 3


@compiled
def _walk(pattern: int, kept: Ints) -> int:
    """``suit_outcomes.run`` over one pattern, its ends into ``kept`` (returns how many).

    The library walks depth first, taking groups off the counts and putting them back; here
    each branch is a state of its own on a stack (the counts left as a base-5 number, the
    position, M, T, P and the flag so far, the groups counted on the way down), so nothing is
    put back and nothing recurses. The branches and their conditions are the library's.
    """
    four = 0
    rest = pattern
    for d in range(9):
        if rest % 5 == 4:
            four |= 1 << d
        rest //= 5
    stack = np.zeros(3 * 512, dtype=np.int64)
    top = _push(stack, 0, pattern, 0, 0, 0, 0, NONE)
    n = 0
    while top:
        top -= 3
        left = stack[top]
        d = stack[top + 1]
        packed = stack[top + 2]
        m, t, p, flag = packed & 15, (packed >> 4) & 15, (packed >> 8) & 15, packed >> 12
        while d < 9 and (left // POWERS[d]) % 5 == 0:
            d += 1
        if d >= 9:
            n = _insert(kept, n, m, t, p, flag)
            continue
        if top + 3 * 6 > stack.shape[0]:
            raise MemoryError("shanten tables: the walk's stack is full")
        here = POWERS[d]
        one = POWERS[d + 1] if d < 8 else 0
        two = POWERS[d + 2] if d < 7 else 0
        count = (left // here) % 5
        next1 = (left // one) % 5 if d < 8 else 0
        next2 = (left // two) % 5 if d < 7 else 0
        next3 = (left // POWERS[d + 3]) % 5 if d < 6 else 0
        run = here + one + two
        lone = QUADS if (four >> d) & 1 else STRAY
        plain = _flag(flag, NONE)
        if count == 4:
            s = left - 3 * here  # a set
            if d < 7 and next2:
                if next1:
                    top = _push(stack, top, s - run, d + 1, m + 2, t, p, plain)
                top = _push(stack, top, s - here - two, d + 1, m + 1, t + 1, p, plain)
            if d < 8 and next1:
                top = _push(stack, top, s - here - one, d + 1, m + 1, t + 1, p, plain)
            top = _push(stack, top, s - here, d + 1, m + 1, t, p, _flag(flag, lone))
            s = left - 2 * here  # a pair
            if d < 7 and next2:
                if next1:
                    top = _push(stack, top, s - run, d, m + 1, t, p + 1, plain)
                top = _push(stack, top, s - here - two, d + 1, m, t + 1, p + 1, plain)
            if d < 8 and next1:
                top = _push(stack, top, s - here - one, d + 1, m, t + 1, p + 1, plain)
        elif count == 3:
            top = _push(stack, top, left - 3 * here, d + 1, m + 1, t, p, plain)
            s = left - 2 * here  # a pair
            if d < 7 and next1 and next2:
                top = _push(stack, top, s - run, d + 1, m + 1, t, p + 1, plain)
            else:
                if d < 7 and next2:
                    top = _push(stack, top, s - here - two, d + 1, m, t + 1, p + 1, plain)
                if d < 8 and next1:
                    top = _push(stack, top, s - here - one, d + 1, m, t + 1, p + 1, plain)
            if d < 7 and next2 >= 2 and next1 >= 2:
                top = _push(stack, top, left - 2 * run, d, m + 2, t, p, plain)
        elif count == 2:
            top = _push(stack, top, left - 2 * here, d + 1, m, t, p + 1, plain)
            if d < 7 and next2 and next1:
                top = _push(stack, top, left - run, d, m + 1, t, p, plain)
        elif d < 6 and next1 == 1 and next2 and next3 != 4:
            top = _push(stack, top, left - run, d + 2, m + 1, t, p, plain)
        else:
            top = _push(stack, top, left - here, d + 1, m, t, p, _flag(flag, lone))
            if d < 7 and next2:
                if next1:
                    top = _push(stack, top, left - run, d + 1, m + 1, t, p, plain)
                top = _push(stack, top, left - here - two, d + 1, m, t + 1, p, plain)
            if d < 8 and next1:
                top = _push(stack, top, left - here - one, d + 1, m, t + 1, p, plain)
    return n


@inlined
def ensure(tables: SuitTables, pattern: int) -> None:
    """Walks ``pattern`` (and counts its facts) the first time it is met."""
    if tables.start[pattern] < 0:
        _fill(tables, pattern)


@compiled
def _fill(tables: SuitTables, pattern: int) -> None:
    rest = pattern
    kinds = pairs = orphans = paired = 0
    for d in range(9):
        c = rest % 5
        rest //= 5
        if c:
            kinds += 1
            if d == 0 or d == 8:
                orphans += 1
        if c >= 2:
            pairs += 1
            if d == 0 or d == 8:
                paired = 1
    kept = np.zeros(KEPT, dtype=np.int64)
    n = _walk(pattern, kept)
    at = tables.used[0]
    if at + n > tables.ends.shape[0]:
        raise MemoryError("shanten tables: the pool of ends is full")
    for i in range(n):
        tables.ends[at + i] = kept[i]
    tables.used[0] = at + n
    tables.size[pattern] = n
    tables.facts[pattern] = kinds | pairs << 4 | orphans << 8 | paired << 12
    tables.start[pattern] = at


def _fill_honours(honour: npt.NDArray[np.int16], facts: npt.NDArray[np.int16]) -> None:
    for index in range(HONOUR_PATTERNS):
        m = quads = p = lone = stray = kinds = pairs = 0
        rest = index
        for _ in range(7):
            c = rest % 5
            rest //= 5
            m += c >= 3
            quads += c == 4
            p += c == 2
            lone |= c == 4 or c == 1
            stray |= c == 1
            kinds += c > 0
            pairs += c >= 2
        honour[index] = m | quads << 3 | p << 6 | lone << 9 | stray << 10
        facts[index] = kinds | pairs << 4 | kinds << 8 | (pairs > 0) << 12


@inlined
def _honour_share(tables: SuitTables, honours: int, man: int, sanma: bool) -> tuple[int, ...]:
    """(M, quads, P, flag) of the honours, 1m and 9m with them in 3-player games."""
    h = tables.honour[honours]
    m, quads, p = h & 7, (h >> 3) & 7, (h >> 6) & 7
    lone, stray = (h >> 9) & 1, (h >> 10) & 1
    if sanma:
        for c in (man % 5, (man // 390625) % 5):  # 1m is digit 0, 9m digit 8 (5 ** 8)
            m += c >= 3
            quads += c == 4
            p += c == 2
            lone |= c == 4 or c == 1
            stray |= c == 1
    flag = STRAY if stray else (QUADS if lone else NONE)
    return m, quads, p, flag


@inlined
def shanten(tables: SuitTables, a: int, b: int, tiles: int, sanma: bool) -> int:
    """The shanten of the packed hand (``keys``: words ``a`` and ``b``) of ``tiles`` concealed
    tiles (3n+1 or 3n+2), as ``viewer.coach.shanten.shanten`` counts it (-1: complete)."""
    man = a & 0x1FFFFF
    pin = (a >> 21) & 0x1FFFFF
    sou = (a >> 42) & 0x1FFFFF
    honours = b & 0x1FFFF
    ensure(tables, man)
    ensure(tables, pin)
    ensure(tables, sou)
    hm, quads, hp, hflag = _honour_share(tables, honours, man, sanma)
    if quads and tiles % 3 == 2:
        quads -= 1
    base = hm + (14 - tiles) // 3
    first = 0 if sanma else man  # (3-player: 1m and 9m counted with the honours above)
    ensure(tables, first)  # (the empty pattern too: a process's first hand may hold manzu)
    starts = tables.start
    sizes = tables.size
    ends = tables.ends
    best = 8
    for i in range(starts[first], starts[first] + sizes[first]):
        x = ends[i]
        for j in range(starts[pin], starts[pin] + sizes[pin]):
            y = ends[j]
            fxy = _flag(x >> 12, y >> 12)
            for k in range(starts[sou], starts[sou] + sizes[sou]):
                z = ends[k]
                m = (x & 15) + (y & 15) + (z & 15) + base
                t = ((x >> 4) & 15) + ((y >> 4) & 15) + ((z >> 4) & 15)
                p = ((x >> 8) & 15) + ((y >> 8) & 15) + ((z >> 8) & 15) + hp
                value = 8 - m * 2 - t - p
                kouho = m + t + (p - 1 if p else 0)
                if not p and _flag(_flag(fxy, z >> 12), hflag) == QUADS:
                    value += 1  # every lone tile is a quad
                if kouho > 4:
                    value += kouho - 4
                if value != -1 and value < quads:
                    value = quads
                if value < best:
                    best = value
    if tiles >= 13:
        kinds = pairs = orphans = paired = 0
        for pattern in (man, pin, sou):
            f = tables.facts[pattern]
            kinds += f & 15
            pairs += (f >> 4) & 15
            orphans += (f >> 8) & 15
            paired |= (f >> 12) & 1
        f = tables.honour_facts[honours]
        kinds += f & 15
        pairs += (f >> 4) & 15
        orphans += (f >> 8) & 15
        paired |= (f >> 12) & 1
        seven = -1 if pairs == 7 else 6 - pairs + max(0, 7 - kinds)
        best = min(best, seven, 13 - orphans - paired)
    return best
