"""Tenhou's shuffle seeds as logs hold them, turned into the key words of MT19937.

Three forms are known:

* ``mt19937ar-sha512-n288-base64,<base64>`` (SHUFFLE, since 2010): 2,496 bytes, 624 words,
  least significant byte first.
* ``mt19937ar-sha512-n288,<32 hex words>`` (SHUFFLE, 2009-2010): the same algorithm keyed by 32
  words.
* ``mt19937ar,<hex words>`` (early 2009, the ``shuffle`` attribute of every INIT; 8 or 32
  words): one round's own generator, no SHA-512.

All three reproduce the corpus rounds (see tests/wall/test_corpus_walls.py).
"""

from __future__ import annotations

import binascii
import re
from dataclasses import dataclass
from enum import Enum

BASE64_PREFIX = "mt19937ar-sha512-n288-base64,"
HEX_PREFIX = "mt19937ar-sha512-n288,"
ROUND_PREFIX = "mt19937ar,"
BASE64_SEED_BYTES = 624 * 4
MAX_SEED_CHARS = 10_000  # the base64 form has 3,328 characters after its prefix
HEX_WORD = re.compile(r"[0-9A-Fa-f]{1,8}")


class WallSeedError(ValueError):
    """A seed that is not one of Tenhou's forms; the message is one line for people."""


class SeedForm(Enum):
    SHA512_BASE64 = "mt19937ar-sha512-n288-base64"
    SHA512_HEX = "mt19937ar-sha512-n288"
    PER_ROUND = "mt19937ar"


@dataclass(frozen=True, slots=True)
class Seed:
    """A decoded seed: its form and the words ``init_by_array`` is given."""

    form: SeedForm
    key: tuple[int, ...]

    @property
    def per_round(self) -> bool:
        """True for the 2009 form: the seed of one round, not of a whole game."""
        return self.form is SeedForm.PER_ROUND


def parse_seed(text: str) -> Seed:
    """Decode a seed exactly as the log holds it, prefix included."""
    if len(text) > MAX_SEED_CHARS:
        raise WallSeedError(f"the seed has {len(text)} characters, far more than any Tenhou seed")
    if text.startswith(BASE64_PREFIX):
        return Seed(SeedForm.SHA512_BASE64, _base64_words(text[len(BASE64_PREFIX) :]))
    if text.startswith(HEX_PREFIX):
        return Seed(SeedForm.SHA512_HEX, _hex_words(text[len(HEX_PREFIX) :], None))
    if text.startswith(ROUND_PREFIX):
        return Seed(SeedForm.PER_ROUND, _hex_words(text[len(ROUND_PREFIX) :], None))
    head = text.split(",", 1)[0][:40]
    raise WallSeedError(
        f"unknown seed form {head!r}: expected {BASE64_PREFIX}…, {HEX_PREFIX}… or {ROUND_PREFIX}…"
    )


def _base64_words(body: str) -> tuple[int, ...]:
    try:
        data = binascii.a2b_base64(body.encode("ascii"), strict_mode=True)
    except (binascii.Error, UnicodeEncodeError) as exc:
        raise WallSeedError(f"the seed's base64 part is not valid base64 ({exc})") from None
    if len(data) != BASE64_SEED_BYTES:
        raise WallSeedError(
            f"the seed's base64 part decodes to {len(data)} bytes, a seed has {BASE64_SEED_BYTES}"
        )
    return tuple(int.from_bytes(data[i : i + 4], "little") for i in range(0, len(data), 4))


def _hex_words(body: str, count: int | None) -> tuple[int, ...]:
    parts = body.split(",")
    for index, part in enumerate(parts, 1):
        if not HEX_WORD.fullmatch(part):
            raise WallSeedError(f"word {index} of the seed, {part[:20]!r}, is not a hex number")
    if count is not None and len(parts) != count:
        raise WallSeedError(f"the seed has {len(parts)} words, this form has {count}")
    return tuple(int(part, 16) for part in parts)
