"""MT19937, the 32-bit Mersenne Twister of Matsumoto and Nishimura (their ``mt19937ar.c``).

Written here rather than borrowed from ``random``: Tenhou seeds the generator with
``init_by_array`` over the seed's words, and ``random.seed`` only reaches that function through an
integer, which drops leading zero words and so would change the key length (and the whole stream)
for some seeds. The twist works on whole slices of the state: a round needs 288 outputs, and a
pure-Python loop per word would make every wall several times slower.
"""

from __future__ import annotations

from collections.abc import Sequence

N = 624
M = 397
MATRIX_A = 0x9908B0DF
UPPER_MASK = 0x80000000
LOWER_MASK = 0x7FFFFFFF
MASK32 = 0xFFFFFFFF


class MT19937:
    """The generator's state and its stream of 32-bit outputs (``genrand_int32``)."""

    __slots__ = ("_index", "_state")

    def __init__(self, seed: int = 5489) -> None:
        self._state: list[int] = [0] * N
        self._index = N
        self.init_genrand(seed)

    @classmethod
    def from_key(cls, key: Sequence[int]) -> MT19937:
        """A generator seeded by ``init_by_array(key)``, as Tenhou seeds its game generator."""
        generator = cls()
        generator.init_by_array(key)
        return generator

    def init_genrand(self, seed: int) -> None:
        state = self._state
        state[0] = seed & MASK32
        for i in range(1, N):
            previous = state[i - 1]
            state[i] = (1812433253 * (previous ^ (previous >> 30)) + i) & MASK32
        self._index = N

    def init_by_array(self, key: Sequence[int]) -> None:
        if not key:
            raise ValueError("init_by_array needs at least one key word")
        self.init_genrand(19650218)
        state = self._state
        length = len(key)
        i, j = 1, 0
        for _ in range(max(N, length)):
            previous = state[i - 1]
            state[i] = (
                (state[i] ^ ((previous ^ (previous >> 30)) * 1664525)) + (key[j] & MASK32) + j
            ) & MASK32
            i += 1
            j += 1
            if i >= N:
                state[0] = state[N - 1]
                i = 1
            if j >= length:
                j = 0
        for _ in range(N - 1):
            previous = state[i - 1]
            state[i] = ((state[i] ^ ((previous ^ (previous >> 30)) * 1566083941)) - i) & MASK32
            i += 1
            if i >= N:
                state[0] = state[N - 1]
                i = 1
        state[0] = 0x80000000  # MSB is 1, assuring a non-zero initial array
        self._index = N

    def _twist(self) -> None:
        state = self._state
        for k in range(N - M):
            y = (state[k] & UPPER_MASK) | (state[k + 1] & LOWER_MASK)
            state[k] = state[k + M] ^ (y >> 1) ^ (MATRIX_A if y & 1 else 0)
        for k in range(N - M, N - 1):
            y = (state[k] & UPPER_MASK) | (state[k + 1] & LOWER_MASK)
            state[k] = state[k + M - N] ^ (y >> 1) ^ (MATRIX_A if y & 1 else 0)
        y = (state[N - 1] & UPPER_MASK) | (state[0] & LOWER_MASK)
        state[N - 1] = state[M - 1] ^ (y >> 1) ^ (MATRIX_A if y & 1 else 0)
        self._index = 0

    def next_u32(self) -> int:
        """The next output, ``genrand_int32``."""
        if self._index >= N:
            self._twist()
        y = self._state[self._index]
        self._index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        return y ^ (y >> 18)

    def take(self, count: int) -> list[int]:
        """The next ``count`` outputs in order."""
        out: list[int] = []
        while len(out) < count:
            if self._index >= N:
                self._twist()
            stop = min(N, self._index + count - len(out))
            for y in self._state[self._index : stop]:
                y ^= y >> 11
                y ^= (y << 7) & 0x9D2C5680
                y ^= (y << 15) & 0xEFC60000
                out.append(y ^ (y >> 18))
            self._index = stop
        return out
