"""The hands one seat can reach from a decision, and the moves between them (the exact model).

This is the search of the one-player model that nekobean/mahjong-cpp documents
(``docs/expected_score_calculation.md``, after tomohxx's 麻雀アルゴリズム §6); its code is
GPL-3.0 and none of it is here: this follows the rules as docs/value.md states them.

A hand is one int (``Key``): a hex digit of copies per kind 0-33 (a red five counted in its
five), then one bit per suit whose red five is held, then the riichi flag; adding a tile is one
addition, and the shanten tables read the digits directly. The graph has two kinds of node:
13-tile hands waiting for a draw (``draw`` nodes) and 14-tile hands choosing a discard
(``discard`` nodes). Its moves:

- draws that lower the shanten and discards that keep it, always;
- besides those, any draw (a hand change) and any discard (a shanten back) while the hand is not
  in riichi and ``distance(h, h0) + shanten(h) < shanten(h0) + 1``, where ``distance`` counts the
  tiles ``h`` holds beyond the decision's hand ``h0`` (a red five is a kind of its own there);
- every move found is open both ways: a discard of d from X to Y is also a draw of d from Y
  back to X, and a draw from Y to X a discard back;
- a closed hand that discards into tenpai keeping its shanten declares riichi (the flag is part
  of the hand); a draw back of that discard returns to the hand before the riichi.
"""

from __future__ import annotations

from dataclasses import dataclass

from viewer.coach.packed_shanten import PackedShanten
from viewer.coach.position import FIVES, KINDS, RED_IDS, Position

Key = int
BITS = 4
COUNT_BITS = BITS * KINDS  # 136: the kinds' copies, a hex digit each
COUNT_MASK = (1 << COUNT_BITS) - 1
RED_SHIFT = COUNT_BITS  # three bits: the man, pin and sou red five held
RIICHI = 1 << (COUNT_BITS + 3)
ALL_KINDS = KINDS + 3  # 34 plain kinds, then the three red fives as kinds of their own
PLAIN = (*range(KINDS), *FIVES)  # the kind (0-33) of each of the 37
# one table each for 4-player and 3-player hands, kept across decisions: a game's decisions
# meet the same hands again and again
SHANTEN = {False: PackedShanten(sanma=False), True: PackedShanten(sanma=True)}
HAND_ROOT = -1  # the root of a graph built from a 13-tile hand
_DIGITS = bytes.maketrans(b"0123456789", bytes(range(10)))


def kind_step(kind: int) -> int:
    """What one tile of ``kind`` (0-36; 34-36 the red fives) adds to a key."""
    if kind < KINDS:
        return 1 << (BITS * kind)
    suit = kind - KINDS
    return (1 << (BITS * FIVES[suit])) + (1 << (RED_SHIFT + suit))


STEPS = tuple(kind_step(kind) for kind in range(ALL_KINDS))


def counts_of(key: Key) -> tuple[int, ...]:
    """The 34 kinds' copies of a key (red fives counted in their fives)."""
    return tuple(f"{key & COUNT_MASK:034x}"[::-1].encode().translate(_DIGITS))


def split_counts(key: Key) -> list[int]:
    """The 37 kinds' copies: a five less its red copy, the red fives at 34-36."""
    counts = list(counts_of(key))
    for suit in range(3):
        red = (key >> (RED_SHIFT + suit)) & 1
        counts[FIVES[suit]] -= red
        counts.append(red)
    return counts


def key_of(tiles: tuple[int, ...], red_fives: bool) -> Key:
    """The key of a hand of tile ids (not in riichi); without red fives no five is red."""
    key = 0
    for tile in tiles:
        red = red_fives and tile in RED_IDS
        key += STEPS[KINDS + RED_IDS.index(tile)] if red else STEPS[tile >> 2]
    return key


def wall_of(position: Position) -> list[int]:
    """The unseen copies of the 37 kinds (a five less its unseen red copy)."""
    unseen = list(position.unseen)
    for suit in range(3):
        unseen[FIVES[suit]] -= position.red_unseen[suit]
    return unseen + list(position.red_unseen)


@dataclass(slots=True)
class Graph:
    """The reachable hands and their moves, as flat lists the backward pass reads."""

    draw_keys: list[Key]
    discard_keys: list[Key]
    # draw moves: from a draw node, of a kind (0-36) with its weight, to a discard node
    draw_from: list[int]
    draw_kind: list[int]
    draw_weight: list[int]
    draw_to: list[int]
    # discard moves: from a discard node to a draw node
    discard_from: list[int]
    discard_to: list[int]
    draw_shanten: list[int]  # per draw node
    discard_shanten: list[int]  # per discard node (-1: complete)
    roots: dict[int, int]  # candidate kind (0-33) -> its draw node
    start_shanten: int


class _Builder:
    """Builds the graph from the decision's hand, expanding each node once when first met
    (see the module docstring)."""

    def __init__(self, position: Position) -> None:
        self.shanten = SHANTEN[position.rules.sanma]
        self.closed = position.closed
        self.start = key_of(position.concealed, position.rules.red_fives)
        self.start_counts = split_counts(self.start)
        wall = wall_of(position)
        self.total = [wall[k] + self.start_counts[k] for k in range(ALL_KINDS)]
        self.draw_index: dict[Key, int] = {}
        self.discard_index: dict[Key, int] = {}
        self.draw_keys: list[Key] = []
        self.discard_keys: list[Key] = []
        self.draw_shanten: list[int] = []
        self.discard_shanten: list[int] = []
        # per draw node: kind -> (discard node, copies of the kind in the wall)
        self.draw_moves: list[dict[int, tuple[int, int]]] = []
        self.discard_moves: list[set[tuple[int, int]]] = []  # per discard node: (kind, node)
        self.draw_free: list[bool] = []
        self.discard_free: list[bool] = []
        # distance: the tiles a hand holds beyond the decision's (it changes by one a move)
        self.draw_distance: list[int] = []
        self.discard_distance: list[int] = []
        self.pending_draws: list[int] = []
        self.pending_discards: list[int] = []
        self.start_shanten = self.shanten(self.start)
        self.limit = self.start_shanten + 1

    def draw_node(self, key: Key, shanten: int, distance: int) -> int:
        """The node of a 13-tile hand, made when first met; ``distance`` to the decision's."""
        node = self.draw_index.get(key)
        if node is None:
            node = len(self.draw_keys)
            self.draw_index[key] = node
            self.draw_keys.append(key)
            self.draw_shanten.append(shanten)
            self.draw_distance.append(distance)
            self.draw_moves.append({})
            self.draw_free.append(not key & RIICHI and distance + shanten < self.limit)
            self.pending_draws.append(node)
        return node

    def discard_node(self, key: Key, shanten: int, distance: int) -> int:
        """The node of a 14-tile hand, made when first met."""
        node = self.discard_index.get(key)
        if node is None:
            node = len(self.discard_keys)
            self.discard_index[key] = node
            self.discard_keys.append(key)
            self.discard_shanten.append(shanten)
            self.discard_distance.append(distance)
            self.discard_moves.append(set())
            self.discard_free.append(not key & RIICHI and distance + shanten < self.limit)
            self.pending_discards.append(node)
        return node

    def link(self, drawer: int, kind: int, chooser: int, weight: int) -> None:
        """A draw of ``kind`` from ``drawer`` to ``chooser`` (``weight`` copies of it in the
        drawer's wall) and its discard back."""
        self.draw_moves[drawer][kind] = (chooser, weight)
        self.discard_moves[chooser].add((kind, drawer))

    def expand_discards(self, node: int) -> None:
        key = self.discard_keys[node]
        own = self.discard_shanten[node]
        free = self.discard_free[node]
        distance = self.discard_distance[node]
        start = self.start_counts
        after_each = self.shanten.after_discards(key)
        for kind, held in enumerate(split_counts(key)):
            if not held:
                continue
            after_shanten = after_each[PLAIN[kind]]
            keeps = after_shanten == own
            if keeps or free:
                after = self.declared(key - STEPS[kind], keeps, own)
                closer = distance - (held > start[kind])
                weight = self.total[kind] - held + 1
                self.link(self.draw_node(after, after_shanten, closer), kind, node, weight)

    def declared(self, after: Key, keeps: bool, own: int) -> Key:
        """``after`` in riichi when the discard into it declares one (closed, tenpai kept)."""
        if keeps and own == 0 and self.closed and not after & RIICHI:
            return after | RIICHI
        return after

    def expand_draws(self, node: int) -> None:
        key = self.draw_keys[node]
        own = self.draw_shanten[node]
        free = self.draw_free[node]
        distance = self.draw_distance[node]
        start = self.start_counts
        total = self.total
        moves = self.draw_moves[node]
        after_each = self.shanten.after_draws(key)
        for kind, held in enumerate(split_counts(key)):
            if total[kind] <= held or kind in moves:
                continue
            after_shanten = after_each[PLAIN[kind]]
            if free or after_shanten < own:
                further = distance + (held >= start[kind])
                chooser = self.discard_node(key + STEPS[kind], after_shanten, further)
                self.link(node, kind, chooser, total[kind] - held)

    def build(self, allowed: tuple[int, ...]) -> Graph:
        root = self.discard_node(self.start, self.start_shanten, 0)
        self.discard_free[root] = True  # every candidate of the decision is searched
        while self.pending_discards or self.pending_draws:
            while self.pending_discards:
                self.expand_discards(self.pending_discards.pop())
            while self.pending_draws:
                self.expand_draws(self.pending_draws.pop())
        roots = self._roots(allowed)
        return self._flatten(roots)

    def build_from_hand(self) -> Graph:
        """The graph rooted at the decision's 13-tile hand before its next draw (root -1)."""
        root = self.draw_node(self.start, self.start_shanten, 0)
        while self.pending_discards or self.pending_draws:
            while self.pending_draws:
                self.expand_draws(self.pending_draws.pop())
            while self.pending_discards:
                self.expand_discards(self.pending_discards.pop())
        return self._flatten({HAND_ROOT: root})

    def _roots(self, allowed: tuple[int, ...]) -> dict[int, int]:
        """Each candidate's hand after its discard: a plain copy when the hand holds one."""
        held = self.start_counts
        own = self.start_shanten
        roots: dict[int, int] = {}
        for kind in allowed:
            split = kind
            if not held[kind] and kind in FIVES and held[KINDS + FIVES.index(kind)]:
                split = KINDS + FIVES.index(kind)
            if not held[split]:
                continue
            after = self.start - STEPS[split]
            keeps = self.shanten(after) == own
            roots[kind] = self.draw_index[self.declared(after, keeps, own)]
        return roots

    def _flatten(self, roots: dict[int, int]) -> Graph:
        draw_from: list[int] = []
        draw_kind: list[int] = []
        draw_weight: list[int] = []
        draw_to: list[int] = []
        for node, moves in enumerate(self.draw_moves):
            for kind, (chooser, weight) in moves.items():
                draw_from.append(node)
                draw_kind.append(kind)
                draw_weight.append(weight)
                draw_to.append(chooser)
        discard_from: list[int] = []
        discard_to: list[int] = []
        for node, found in enumerate(self.discard_moves):
            for _, drawer in found:
                discard_from.append(node)
                discard_to.append(drawer)
        return Graph(
            draw_keys=self.draw_keys,
            discard_keys=self.discard_keys,
            draw_from=draw_from,
            draw_kind=draw_kind,
            draw_weight=draw_weight,
            draw_to=draw_to,
            discard_from=discard_from,
            discard_to=discard_to,
            draw_shanten=self.draw_shanten,
            discard_shanten=self.discard_shanten,
            roots=roots,
            start_shanten=self.start_shanten,
        )


def build_graph(position: Position) -> Graph:
    """Every hand the seat can reach from ``position`` under the search rule, with its moves:
    from a 14-tile hand (3n+2 concealed tiles) the roots are its candidate discards; from a
    13-tile hand (3n+1: a call's pass, the hand after a kan) the one root ``HAND_ROOT`` is the
    hand itself before its next draw, the search rule measured from it (docs/value.md)."""
    builder = _Builder(position)
    if len(position.concealed) % 3 == 1:
        return builder.build_from_hand()
    return builder.build(position.allowed)
