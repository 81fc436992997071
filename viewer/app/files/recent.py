"""Recently opened logs and where the user was in each (QSettings).

A player who closes a long hanchan at South 3 and opens it again tomorrow expects to land on
South 3, seen from the same seat. The list and the positions live under ``recent/`` in the
application's QSettings; both are JSON strings, because QSettings' INI and registry back ends
disagree about one-element lists and nested maps.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings

FILES_KEY = "recent/files"
POSITIONS_KEY = "recent/positions"
MAX_RECENT = 12
MAX_POSITIONS = 100


@dataclass(frozen=True)
class Position:
    """Where a log was left: round and step (as in ``replay.Step``) and the bottom seat.
    (A dataclass, not a NamedTuple: a field named ``index`` would hide ``tuple.index``.)"""

    round: int
    index: int
    viewpoint: int


def path_key(path: str | os.PathLike[str]) -> str:
    """One spelling per file, so ``./a.mjlog`` and ``/home/me/a.mjlog`` share their entry."""
    try:
        return str(Path(path).resolve())
    except OSError:
        return str(Path(path).absolute())


class RecentFiles:
    """The recent-files list (newest first) and the last position in each file."""

    def __init__(self, settings: QSettings, limit: int = MAX_RECENT) -> None:
        self.settings = settings
        self.limit = limit

    def paths(self) -> list[str]:
        stored = self._load(FILES_KEY, [])
        return [p for p in stored if isinstance(p, str)] if isinstance(stored, list) else []

    def add(self, path: str | os.PathLike[str]) -> None:
        key = path_key(path)
        paths = [key, *(p for p in self.paths() if p != key)][: self.limit]
        self._store(FILES_KEY, paths)

    def remove(self, path: str | os.PathLike[str]) -> None:
        key = path_key(path)
        self._store(FILES_KEY, [p for p in self.paths() if p != key])

    def clear(self) -> None:
        self._store(FILES_KEY, [])
        self._store(POSITIONS_KEY, {})

    def position(self, path: str | os.PathLike[str], game: int = 0) -> Position | None:
        """Where ``path`` (its game ``game``, for a file of several) was left."""
        value = self._positions().get(_position_key(path, game))
        if (
            isinstance(value, list)
            and len(value) == 3
            and all(isinstance(v, int) and v >= 0 for v in value)
        ):
            return Position(*value)
        return None

    def save_position(
        self, path: str | os.PathLike[str], position: Position, game: int = 0
    ) -> None:
        positions = self._positions()
        key = _position_key(path, game)
        positions.pop(key, None)
        # newest last: the oldest entries go first
        positions[key] = [position.round, position.index, position.viewpoint]
        while len(positions) > MAX_POSITIONS:
            positions.pop(next(iter(positions)))
        self._store(POSITIONS_KEY, positions)

    def _positions(self) -> dict[str, object]:
        value = self._load(POSITIONS_KEY, {})
        return value if isinstance(value, dict) else {}

    def _load(self, key: str, default: object) -> object:
        raw = self.settings.value(key)
        if not isinstance(raw, str):
            return default
        try:
            value = json.loads(raw)
        except ValueError:
            return default
        return value if isinstance(value, type(default)) else default

    def _store(self, key: str, value: object) -> None:
        self.settings.setValue(key, json.dumps(value, ensure_ascii=False))


def _position_key(path: str | os.PathLike[str], game: int) -> str:
    """The file's key; a later game of a file of several adds its number (``#game3``)."""
    return path_key(path) if game == 0 else f"{path_key(path)}#game{game + 1}"
