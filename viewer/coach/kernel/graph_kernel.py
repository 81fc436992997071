"""The hands one seat can reach from a decision, and the moves between them, compiled.

The search is ``tests/coach/reference/value_graph.py``'s (the readable model, whose docstring
states the rule): the same nodes, the same moves, the same weights. Here the hands are packed
words (``keys``), the nodes rows of int64 arrays found through open-addressing hash tables, and
the moves rows of edge arrays; every array grows by doubling.

Node rows: a, b (the words), shanten, distance (tiles beyond the decision's hand), free (the
search rule lets any draw or discard through). Draw edges: from (draw node), kind (0-36),
weight (copies of the kind in the drawer's wall), to (discard node). Discard edges: from
(discard node), to (draw node).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from viewer.coach.kernel.jit import compiled, inlined
from viewer.coach.kernel.keys import ALL_KINDS, PLAIN, RIICHI, STEP_A, STEP_B, split_counts
from viewer.coach.kernel.shanten_kernel import SuitTables, shanten

Ints = npt.NDArray[np.int64]
A, B, SHANTEN, DISTANCE, FREE = 0, 1, 2, 3, 4  # a node row's fields
FIVES = (4, 13, 22)
ORPHAN_BITS = sum(1 << k for k in (0, 8, 9, 17, 18, 26, *range(27, 34)))


@compiled
def _grow(rows: Ints) -> Ints:
    bigger = np.empty((rows.shape[0] * 2, rows.shape[1]), dtype=rows.dtype)
    bigger[: rows.shape[0]] = rows
    return bigger


@compiled
def _slot(table: Ints, nodes: Ints, a: int, b: int) -> int:
    """Where the node of words (a, b) is, or would be put, in ``table`` (0: empty, else node +
    1)."""
    mask = table.shape[0] - 1
    h = a * -7046029254386353131 ^ b * -4417276706812531889
    h ^= h >> 29
    i = h & mask
    while True:
        found = table[i]
        if found == 0 or (nodes[found - 1, A] == a and nodes[found - 1, B] == b):
            return int(i)
        i = (i + 1) & mask


@inlined
def _linked(held: Ints, sanma: bool) -> int:
    """The kinds (bits 0-33) that can join a held tile in a group: within two of a held tile of
    their suit, or held honours (and, in 3-player games, held 1m and 9m, which the shanten sets
    aside with the honours). Any other kind drawn leaves the same shanten as every other such
    kind of its class, terminal-or-honour or not (``viewer.coach.efficiency``, point 2)."""
    linked = 0
    for kind in range(34):
        if not held[kind] and not (kind in FIVES and held[34 + kind // 9]):
            continue
        if kind >= 27 or (sanma and (kind == 0 or kind == 8)):
            linked |= 1 << kind
            continue
        low = kind - kind % 9
        for near in range(max(low, kind - 2), min(low + 8, kind + 2) + 1):
            linked |= 1 << near
    return linked


@compiled
def _rehash(table: Ints, nodes: Ints, count: int) -> Ints:
    bigger = np.zeros(table.shape[0] * 2, dtype=np.int64)
    for node in range(count):
        bigger[_slot(bigger, nodes, nodes[node, A], nodes[node, B])] = node + 1
    return bigger


@compiled
def build(
    tables: SuitTables,
    start_a: int,
    start_b: int,
    tiles: int,
    total: Ints,
    closed: bool,
    sanma: bool,
    allowed: Ints,
    from_hand: bool,
) -> tuple[Ints, Ints, Ints, Ints, Ints, Ints, int, int, int, int]:
    """Every hand reachable from the decision's under the search rule, with its moves.
    ``tiles`` is the concealed count of the 14-tile hands (3n+2); the decision's hand has as
    many, or one less with ``from_hand`` (a hand before its draw: a call's pass, the hand after
    a kan). ``total`` is per kind (0-36) the wall's copies plus the hand's.

    Returns the draw nodes, the discard nodes, the draw edges, the discard edges, the roots
    (per ``allowed`` kind the candidate's draw node, -1 where the hand holds none; with
    ``from_hand`` one root, the hand's own node), the start's split counts, and the counts of
    draw nodes, discard nodes, draw edges and discard edges.
    """
    start = np.zeros(ALL_KINDS, dtype=np.int64)
    split_counts(start_a, start_b, start)
    counts = np.zeros(ALL_KINDS, dtype=np.int64)  # the node being expanded
    start_shanten = shanten(tables, start_a, start_b, tiles - 1 if from_hand else tiles, sanma)
    limit = start_shanten + 1

    draws = np.zeros((128, 5), dtype=np.int64)
    discards = np.zeros((128, 5), dtype=np.int64)
    draw_table = np.zeros(256, dtype=np.int64)
    discard_table = np.zeros(256, dtype=np.int64)
    draw_edges = np.zeros((512, 4), dtype=np.int64)
    discard_edges = np.zeros((512, 2), dtype=np.int64)
    targets = np.full((128, ALL_KINDS), -1, dtype=np.int64)  # per draw node and kind: edge
    pending_draws = np.zeros(128, dtype=np.int64)
    pending_discards = np.zeros(128, dtype=np.int64)
    n_draws = n_discards = n_draw_edges = n_discard_edges = 0
    top_draws = top_discards = 0

    if from_hand:  # the root: the hand before its draw (free: distance 0, within the limit)
        draws[0, A], draws[0, B] = start_a, start_b
        draws[0, SHANTEN], draws[0, DISTANCE] = start_shanten, 0
        draws[0, FREE] = not start_b & RIICHI
        draw_table[_slot(draw_table, draws, start_a, start_b)] = 1
        n_draws = 1
        pending_draws[0] = 0
        top_draws = 1
    else:  # the root: the decision's 14-tile hand, every discard searched
        discards[0, A], discards[0, B] = start_a, start_b
        discards[0, SHANTEN], discards[0, DISTANCE], discards[0, FREE] = start_shanten, 0, 1
        discard_table[_slot(discard_table, discards, start_a, start_b)] = 1
        n_discards = 1
        pending_discards[0] = 0
        top_discards = 1

    while top_discards or top_draws:
        while top_discards:
            top_discards -= 1
            x = pending_discards[top_discards]
            a, b = discards[x, A], discards[x, B]
            own, distance, free = discards[x, SHANTEN], discards[x, DISTANCE], discards[x, FREE]
            split_counts(a, b, counts)
            for kind in range(ALL_KINDS):
                held = counts[kind]
                if not held:
                    continue
                na, nb = a - STEP_A[kind], b - STEP_B[kind]
                after = shanten(tables, na, nb, tiles - 1, sanma)
                keeps = after == own
                if not (keeps or free):
                    continue
                if keeps and own == 0 and closed and not nb & RIICHI:
                    nb |= RIICHI  # the discard into tenpai declares riichi
                closer = distance - (held > start[kind])
                # the draw node of (na, nb), made when first met
                if 2 * (n_draws + 1) > draw_table.shape[0]:
                    draw_table = _rehash(draw_table, draws, n_draws)
                slot = _slot(draw_table, draws, na, nb)
                y = draw_table[slot] - 1
                if y < 0:
                    y = n_draws
                    if y == draws.shape[0]:
                        draws = _grow(draws)
                        targets = _grow(targets)
                        targets[y:] = -1
                    draws[y, A], draws[y, B] = na, nb
                    draws[y, SHANTEN], draws[y, DISTANCE] = after, closer
                    draws[y, FREE] = not nb & RIICHI and closer + after < limit
                    draw_table[slot] = y + 1
                    n_draws += 1
                    if top_draws == pending_draws.shape[0]:
                        pending_draws = np.concatenate((pending_draws, pending_draws))
                    pending_draws[top_draws] = y
                    top_draws += 1
                # link: the draw of ``kind`` from y to x, and its discard back
                weight = total[kind] - held + 1
                edge = targets[y, kind]
                if edge >= 0 and draw_edges[edge, 3] == x:
                    continue  # linked before, both ways
                if edge < 0:
                    edge = n_draw_edges
                    if edge == draw_edges.shape[0]:
                        draw_edges = _grow(draw_edges)
                    n_draw_edges += 1
                    targets[y, kind] = edge
                draw_edges[edge, 0], draw_edges[edge, 1] = y, kind
                draw_edges[edge, 2], draw_edges[edge, 3] = weight, x
                if n_discard_edges == discard_edges.shape[0]:
                    discard_edges = _grow(discard_edges)
                discard_edges[n_discard_edges, 0] = x
                discard_edges[n_discard_edges, 1] = y
                n_discard_edges += 1
        while top_draws:
            top_draws -= 1
            y = pending_draws[top_draws]
            a, b = draws[y, A], draws[y, B]
            own, distance, free = draws[y, SHANTEN], draws[y, DISTANCE], draws[y, FREE]
            split_counts(a, b, counts)
            linked = _linked(counts, sanma)
            lone_orphan = lone_other = 99  # an isolated kind's shanten, found once per class
            for kind in range(ALL_KINDS):
                held = counts[kind]
                if total[kind] <= held or targets[y, kind] >= 0:
                    continue
                na, nb = a + STEP_A[kind], b + STEP_B[kind]
                plain = PLAIN[kind]
                if (linked >> plain) & 1:
                    after = shanten(tables, na, nb, tiles, sanma)
                elif (ORPHAN_BITS >> plain) & 1:
                    if lone_orphan == 99:
                        lone_orphan = shanten(tables, na, nb, tiles, sanma)
                    after = lone_orphan
                else:
                    if lone_other == 99:
                        lone_other = shanten(tables, na, nb, tiles, sanma)
                    after = lone_other
                if not (free or after < own):
                    continue
                further = distance + (held >= start[kind])
                if 2 * (n_discards + 1) > discard_table.shape[0]:
                    discard_table = _rehash(discard_table, discards, n_discards)
                slot = _slot(discard_table, discards, na, nb)
                x = discard_table[slot] - 1
                if x < 0:
                    x = n_discards
                    if x == discards.shape[0]:
                        discards = _grow(discards)
                    discards[x, A], discards[x, B] = na, nb
                    discards[x, SHANTEN], discards[x, DISTANCE] = after, further
                    discards[x, FREE] = not nb & RIICHI and further + after < limit
                    discard_table[slot] = x + 1
                    n_discards += 1
                    if top_discards == pending_discards.shape[0]:
                        pending_discards = np.concatenate((pending_discards, pending_discards))
                    pending_discards[top_discards] = x
                    top_discards += 1
                edge = n_draw_edges
                if edge == draw_edges.shape[0]:
                    draw_edges = _grow(draw_edges)
                n_draw_edges += 1
                targets[y, kind] = edge
                draw_edges[edge, 0], draw_edges[edge, 1] = y, kind
                draw_edges[edge, 2], draw_edges[edge, 3] = total[kind] - held, x
                if n_discard_edges == discard_edges.shape[0]:
                    discard_edges = _grow(discard_edges)
                discard_edges[n_discard_edges, 0] = x
                discard_edges[n_discard_edges, 1] = y
                n_discard_edges += 1

    roots = np.full(1 if from_hand else allowed.shape[0], -1, dtype=np.int64)
    if from_hand:
        roots[0] = 0
    for i in range(0 if from_hand else allowed.shape[0]):
        kind = allowed[i]
        split = kind
        for suit in range(3):
            if kind == FIVES[suit] and not start[kind] and start[34 + suit]:
                split = 34 + suit
        if not start[split]:
            continue
        na, nb = start_a - STEP_A[split], start_b - STEP_B[split]
        after = shanten(tables, na, nb, tiles - 1, sanma)
        if after == start_shanten and start_shanten == 0 and closed:
            nb |= RIICHI
        roots[i] = draw_table[_slot(draw_table, draws, na, nb)] - 1
    return (
        draws, discards, draw_edges, discard_edges, roots, start,
        n_draws, n_discards, n_draw_edges, n_discard_edges,
    )  # fmt: skip
