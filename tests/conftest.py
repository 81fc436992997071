"""Shared test set-up: headless Qt, the corpus location, small log builders."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

# Qt must read these before it starts: tests never need a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO.parent / "shared" / "corpus"
MJLOG_CORPUS = CORPUS / "mjlog"
FRAGMENTS = CORPUS / "mjlog-fragments"
DATA = Path(__file__).resolve().parent / "data"


def corpus_files() -> list[Path]:
    """Every complete game of the corpus (plain and gzip copies), or [] when it is absent."""
    if not MJLOG_CORPUS.is_dir():
        return []
    return sorted(p for p in MJLOG_CORPUS.glob("*/*") if p.is_file())


def corpus_games() -> list[Path]:
    """Every corpus game once (gzip twins of plain files left out)."""
    return [p for p in corpus_files() if not p.name.endswith(".gz")]


requires_corpus = pytest.mark.skipif(
    not MJLOG_CORPUS.is_dir(), reason="../shared/corpus is not present next to the repository"
)


@pytest.fixture
def corpus_game() -> Path:
    """One 4-player corpus game with a kan dora, a riichi and a win."""
    path = MJLOG_CORPUS / "mjx" / "2016052515gm-00a9-0000-c4d72066.mjlog"
    if not path.exists():
        pytest.skip("../shared/corpus is not present next to the repository")
    return path


@pytest.fixture
def corpus_sanma_game() -> Path:
    """One 3-player corpus game (kita, South rounds)."""
    path = MJLOG_CORPUS / "dnovikoff-tenhou" / "sanma2.xml"
    if not path.exists():
        pytest.skip("../shared/corpus is not present next to the repository")
    return path


@pytest.fixture(scope="session")
def compiled_kernel() -> None:
    """The coach's compiled kernel in the disk cache before a worker process needs it: on a
    fresh machine it is compiled here once (tens of seconds), at the tests' priority, rather than
    by a lower-priority child that a test waits for with a timeout."""
    from viewer.coach.kernel.warm import warm_up

    warm_up()


@pytest.fixture(autouse=True)
def _nothing_valued_before():
    """Each test values its decisions afresh: what an earlier test valued in this process (with
    a stand-in judge too) is not remembered, whichever order the tests run in."""
    _forget_valuations()
    yield
    _forget_valuations()


def _forget_valuations() -> None:
    value = sys.modules.get("viewer.coach.value")  # (not imported by tests that need no coach)
    if value is not None:
        value.forget()


@pytest.fixture(autouse=True)
def _english_again():
    """Every test starts and ends in English with the Japanese beside (the language is global)."""
    yield
    from viewer.presentation import i18n

    if i18n.language() != "en" or not i18n.japanese_beside():
        from viewer.ui.translations import reset_language

        reset_language()
