"""The benchmarks' last lines are contracts (read by tools that compare runs): keep their shape."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
DEMO = REPO / "resources" / "demo.mjlog"
NUMBER = r"\d+(?:\.\d+)?"
CONTRACTS = {
    "replay.py": (
        ["--passes", "1"],
        rf"replay: {NUMBER} games/s, {NUMBER}× lxml parse, first board {NUMBER}× lxml parse",
    ),
    "step.py": ([], rf"step: median {NUMBER} ms, p99 {NUMBER} ms, {NUMBER}× unchanged repaint"),
    "analysis.py": ([], rf"analysis: median {NUMBER} ms, p99 {NUMBER} ms per step"),
    "coach.py": (
        [],
        rf"coach: \d+ decisions, {NUMBER} ms per decision, {NUMBER}× faster than naive",
    ),
    "value.py": (
        ["--limit", "12"],
        rf"value: \d+ decisions \(\d+ exact\), median {NUMBER} ms, p95 {NUMBER} ms per decision, "
        rf"whole game {NUMBER} s",
    ),
    "startup.py": (
        ["--runs", "1", "--floor"],
        rf"startup: viewer {NUMBER} ms, bare window {NUMBER} ms, {NUMBER}× bare",
    ),
    "library.py": (
        ["--passes", "1"],
        rf"library: \d+ games, {NUMBER}× lxml parse cold, {NUMBER}× lxml parse unchanged",
    ),
    "judge.py": (["--player", "Kestrel"], rf"judge: [1-9]\d* games, {NUMBER} s per game"),
    "verdict.py": (
        ["--rounds", "1"],
        rf"verdict: median {NUMBER} ms, p95 {NUMBER} ms from landing on a decision to its values "
        rf"shown, [1-9]\d* decisions",
    ),
}


@pytest.mark.parametrize("script", sorted(CONTRACTS))
def test_benchmark_last_line(script: str) -> None:
    pytest.importorskip("PySide6")
    arguments, pattern = CONTRACTS[script]
    result = subprocess.run(
        [sys.executable, str(REPO / "bench" / script), *arguments, str(DEMO)],
        capture_output=True, text=True, timeout=300, cwd=REPO,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.strip().splitlines()
    assert re.fullmatch(pattern, lines[-1]), lines[-1]
    if script == "startup.py":  # --floor: the board-only window was launched and timed too
        floor = rf"floor: board only {NUMBER} ms, {NUMBER}× bare; the viewer -?\d+ ms above it"
        assert any(re.fullmatch(floor, line) for line in lines), lines


def test_step_with_the_coach_keeps_its_worker_busy() -> None:
    pytest.importorskip("PySide6")
    result = subprocess.run(
        [sys.executable, str(REPO / "bench" / "step.py"), "--coach", "--rounds", "1", str(DEMO)],
        capture_output=True, text=True, timeout=300, cwd=REPO,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.strip().splitlines()
    assert re.fullmatch(CONTRACTS["step.py"][1], lines[-1]), lines[-1]
    busy = rf"coach worker: \d+ decisions valued while stepping, judging {NUMBER} % of the time"
    assert re.fullmatch(busy, lines[-4]), lines
    ahead = re.fullmatch(r"idle turns: (\d+) decisions judged ahead of their step", lines[-3])
    assert ahead and int(ahead.group(1)) > 0, lines  # the window's warmer ran between steps
