"""Fixtures of the library's tests: a folder of hand-written games and a database beside it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.library.games import SANMA_GAME, YONMA_GAME
from viewer.library import connect

YONMA_NAME = "2024010112gm-00a9-0000-0a1b2c3d&tw=0.mjlog"
SANMA_NAME = "2024020120gm-00b9-0000-4e5f6a7b.mjlog"


@pytest.fixture
def games_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "logs"
    (folder / "sanma").mkdir(parents=True)
    (folder / YONMA_NAME).write_bytes(YONMA_GAME)
    (folder / "sanma" / SANMA_NAME).write_bytes(SANMA_GAME)
    return folder


@pytest.fixture
def library(tmp_path: Path) -> Iterator[object]:
    connection = connect(tmp_path / "db" / "library.sqlite3")
    yield connection
    connection.close()
