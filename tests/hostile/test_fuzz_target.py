"""The fuzz target keeps working (a second of its random engine; the real runs take minutes)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import load_fuzz_module


def test_random_engine_runs_clean(tmp_path: Path) -> None:
    fuzz = load_fuzz_module()
    assert fuzz.run_random(minutes=0.02, seed=1, artifacts=tmp_path) == 0
    assert list(tmp_path.iterdir()) == []


def test_check_flags_an_exception_that_is_not_mjlog_error(monkeypatch: pytest.MonkeyPatch) -> None:
    fuzz = load_fuzz_module()
    import viewer.replay

    def broken(data: bytes, name: str | None = None) -> None:
        raise KeyError("a bug")

    monkeypatch.setattr(viewer.replay, "load_game_bytes", broken)
    with pytest.raises(KeyError):
        fuzz.check(b"<mjloggm/>")
