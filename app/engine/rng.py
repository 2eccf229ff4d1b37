"""Explicit, portable randomness.

The engine never touches the global ``random`` module: every shuffle comes from
an ``Rng`` built from an integer seed.  The generator is SplitMix64, written
out here so that a seed deals the same cards on every Python version and
platform — saved games depend on it.
"""

from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("_state",)

    def __init__(self, seed: int):
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed must be an int")
        self._state = seed & _MASK

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """Uniform float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice from an empty sequence")
        return items[self.below(len(items))]

    def fork(self, salt: int) -> "Rng":
        """An independent stream derived from this one and ``salt``."""
        return Rng(self.next64() ^ ((salt * 0xD1B54A32D192ED03) & _MASK))


def derive_seed(seed: int, *salts: int) -> int:
    """A stable child seed, e.g. the seed of hand ``i`` of a match."""
    r = Rng(seed)
    for s in salts:
        r = Rng(r.next64() ^ ((s * 0xD1B54A32D192ED03) & _MASK))
    return r.next64() >> 1
