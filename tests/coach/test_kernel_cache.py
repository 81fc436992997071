"""The compiled kernel's first use: the warm-up decision, where the compiled code is kept, a cache
folder that cannot be written, and numba's warnings kept from the user."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from viewer.coach import exact
from viewer.coach.exact import exact_values, python_values
from viewer.coach.kernel import jit
from viewer.coach.kernel.warm import tiny_position, warm_up

REPO = Path(__file__).resolve().parents[2]

VALUE_TINY = """
import json
from viewer.coach.exact import exact_values
from viewer.coach.kernel import jit
from viewer.coach.kernel.warm import tiny_position
numbers = [[v.tile, v.shanten, v.tenpai, v.win, v.points] for v in exact_values(tiny_position())]
print(json.dumps({"caching": jit.caching(), "numbers": numbers}))
"""


COMPILE_TINY = """
import json
import numpy as np
from viewer.coach.kernel import jit
from viewer.coach.kernel.shanten_kernel import new_tables, shanten
from viewer.coach.kernel.keys import key_of
a, b = key_of(tuple(range(0, 52, 4)) + (48,), red_fives=False)
print(json.dumps({"caching": jit.caching(), "shanten": shanten(new_tables(), a, b, 14, False)}))
"""
FULL = os.environ.get("MJLOG_VIEWER_FULL_KERNEL") == "1"


def _numbers(position_values: tuple[exact.OnePlayer, ...]) -> list[list[float]]:
    return [[v.tile, v.shanten, v.tenpai, v.win, v.points] for v in position_values]


def test_the_warm_up_decision_goes_through_the_whole_kernel() -> None:
    """Its numbers are the reference's, and it has wins in it (the scoring is compiled too)."""
    assert warm_up() >= 0
    position = tiny_position()
    found, expected = exact_values(position), python_values(position)
    assert [v.tile for v in found] == [v.tile for v in expected]
    for one, reference in zip(found, expected, strict=True):
        assert one.shanten == reference.shanten
        assert one.tenpai == pytest.approx(reference.tenpai, abs=1e-9)
        assert one.win == pytest.approx(reference.win, abs=1e-9)
        assert one.points == pytest.approx(reference.points, rel=1e-9)
    assert max(v.win for v in found) > 0 and max(v.points for v in found) > 0


def test_numbas_warnings_do_not_reach_the_user(monkeypatch: pytest.MonkeyPatch) -> None:
    """(The suite makes every warning an error: a numba one would fail it, and show in a
    terminal.) Other warnings still come through."""
    from numba.core.errors import NumbaPerformanceWarning

    from viewer.coach.kernel import exact_kernel

    def warning_kernel(position: object, category: type[Warning]) -> tuple[()]:
        warnings.warn("said while compiling", category, stacklevel=1)
        return ()

    monkeypatch.setattr(
        exact_kernel, "kernel_values", lambda p, s: warning_kernel(p, NumbaPerformanceWarning)
    )
    assert exact_values(tiny_position()) == ()
    monkeypatch.setattr(exact_kernel, "kernel_values", lambda p, s: warning_kernel(p, UserWarning))
    with pytest.raises(UserWarning):
        exact_values(tiny_position())


def test_the_cache_is_in_the_users_cache_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(jit.CACHE_ENV, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    if sys.platform.startswith("linux"):
        assert jit.cache_dir() == tmp_path / "mjlog-viewer" / "kernels"
    assert "site-packages" not in str(jit.cache_dir())
    monkeypatch.setenv(jit.CACHE_ENV, str(tmp_path / "elsewhere"))
    assert jit.cache_dir() == tmp_path / "elsewhere"


def test_other_kernels_used_last_are_kept(tmp_path: Path) -> None:
    """Two installed versions (or a checkout and a bundle) do not compile again in turn."""
    now = time.time()
    for age in range(5):
        folder = tmp_path / f"kernel{age}"
        folder.mkdir()
        os.utime(folder, (now - 3600 * (age + 1), now - 3600 * (age + 1)))
    current = tmp_path / "kernel4"  # the oldest, used again now
    jit._forget_older(current)
    kept = sorted(p.name for p in tmp_path.iterdir())
    assert kept == ["kernel0", "kernel1", "kernel4"][: jit.KEEP]


def _unwritable_folder(tmp_path: Path) -> Path:
    """A read-only folder; under a plain file where the user may write anywhere (root)."""
    folder = tmp_path / "kernels"
    folder.mkdir()
    folder.chmod(0o500)
    if os.access(folder, os.W_OK):
        (tmp_path / "a-file").write_text("")
        folder = tmp_path / "a-file" / "kernels"
    return folder


def _run_without_cache(
    tmp_path: Path, script: str
) -> tuple[Path, subprocess.CompletedProcess[str]]:
    """``script`` run in a fresh process (warnings as errors) whose cache folder cannot be
    written: the folder and what the process did."""
    folder = _unwritable_folder(tmp_path)
    try:
        result = subprocess.run(
            [sys.executable, "-W", "error", "-c", script],
            capture_output=True, text=True, timeout=600, cwd=REPO,
            env={**os.environ, jit.CACHE_ENV: str(folder), "PYTHONPATH": str(REPO)},
        )  # fmt: skip
    finally:
        if folder.parent == tmp_path:
            folder.chmod(0o700)
    return folder, result


def test_a_cache_folder_that_cannot_be_written_still_compiles_and_runs(tmp_path: Path) -> None:
    """The door every kernel goes through (``jit.compiled``) in a process whose cache folder
    cannot be written: no cache, no warning, the right number (a few seconds: the shanten
    alone is compiled; the whole kernel below, with MJLOG_VIEWER_FULL_KERNEL=1)."""
    folder, result = _run_without_cache(tmp_path, COMPILE_TINY)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stderr == ""
    answer = json.loads(result.stdout.strip().splitlines()[-1])
    assert answer == {"caching": False, "shanten": -1}  # 123456789m 123p 44p: complete
    assert not folder.exists() or not any(folder.iterdir())


@pytest.mark.slow
@pytest.mark.skipif(
    not FULL, reason="compiles the whole kernel uncached: MJLOG_VIEWER_FULL_KERNEL=1"
)
def test_a_cache_folder_that_cannot_be_written_still_values_a_decision(tmp_path: Path) -> None:
    """Only slower: the kernel is compiled in that process and kept nowhere (10-40 s)."""
    folder, result = _run_without_cache(tmp_path, VALUE_TINY)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stderr == ""  # no warning, no traceback
    answer = json.loads(result.stdout.strip().splitlines()[-1])
    assert answer["caching"] is False
    expected = _numbers(exact_values(tiny_position()))
    assert len(answer["numbers"]) == len(expected)
    for found, here in zip(answer["numbers"], expected, strict=True):
        assert found == pytest.approx(here, rel=1e-12)
    assert not folder.exists() or not any(folder.iterdir())


HOLD_FIRST_USE = """
import sys, time
from viewer.coach.kernel import jit
with jit.first_use():
    print("held", flush=True)
    time.sleep(float(sys.argv[1]))
"""
TIME_FIRST_USE = """
import sys, time
from viewer.coach.kernel import jit
jit.caching()  # (numba imported before the clock starts)
start = time.perf_counter()
with jit.first_use(*map(float, sys.argv[1:])):
    print(f"{time.perf_counter() - start:.3f}")
"""


@contextmanager
def _first_use_held(env: dict[str, str], seconds: float) -> Iterator[None]:
    """Another process holds the first use of ``env``'s cache for ``seconds`` (killed after)."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_FIRST_USE, str(seconds)], env=env, stdout=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    assert holder.stdout is not None
    try:
        assert holder.stdout.readline().strip() == "held"
        yield
    finally:
        holder.kill()
        holder.wait(timeout=60)
        holder.stdout.close()


def _first_use_wait(env: dict[str, str], *patience: str) -> float:
    """Seconds a fresh process's first use of ``env``'s cache waited."""
    done = subprocess.run(
        [sys.executable, "-c", TIME_FIRST_USE, *patience], env=env, capture_output=True,
        text=True, timeout=60, check=True,
    )  # fmt: skip
    return float(done.stdout)


def test_a_first_use_waits_while_another_process_compiles(tmp_path: Path) -> None:
    """Two processes on one empty cache: the second's first use waits for the first's (which
    would write the cache) instead of compiling the same kernel beside it."""
    env = {**os.environ, jit.CACHE_ENV: str(tmp_path), "PYTHONPATH": str(REPO)}
    started = time.perf_counter()
    with _first_use_held(env, 2):
        waited = _first_use_wait(env)
    assert waited > 0.8 and time.perf_counter() - started < 30  # waited for the holder's 2 s
    assert _first_use_wait(env) < 0.5  # nobody holds it: no wait


def test_a_first_use_waits_no_longer_than_its_patience(tmp_path: Path) -> None:
    """A process stuck while holding the first use does not hold up the others for ever."""
    env = {**os.environ, jit.CACHE_ENV: str(tmp_path), "PYTHONPATH": str(REPO)}
    with _first_use_held(env, 20):
        waited = _first_use_wait(env, "0.5")
    assert 0.4 < waited < 5  # it gave up after its half second, not 20 s
