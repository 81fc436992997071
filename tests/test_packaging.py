"""The wheel carries the runtime resources, and the installed package finds them."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(REPO)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    if result.returncode != 0:
        pytest.fail(f"building the wheel failed:\n{result.stderr[-2000:]}")
    (built,) = out.glob("mjlog_viewer-*.whl")
    return built


def test_wheel_contains_the_resources_and_entry_points(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert "viewer/_resources/README.md" in names
    for font in ("tiles-bold", "sans-regular", "sans-bold"):  # the shipped fonts and their licence
        assert f"viewer/_resources/fonts/mjlog-viewer-{font}.otf" in names
    assert "viewer/_resources/fonts/OFL.txt" in names
    for language in ("en", "ja", "zh", "ko"):  # the built translations
        assert f"viewer/_resources/translations/mjlog-viewer_{language}.qm" in names
    assert "viewer/resources.py" in names
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "mjlog-viewer = viewer.cli.main:main" in text


def test_installed_package_finds_its_resources(wheel: Path, tmp_path: Path) -> None:
    zipfile.ZipFile(wheel).extractall(tmp_path)
    # -S: no site-packages, so an editable install of the checkout cannot answer instead.
    code = f"import sys; sys.path.insert(0, {str(tmp_path)!r}); import viewer.resources as r; "
    code += "print(r.resources_dir()); r.resource_path('fonts/mjlog-viewer-tiles-bold.otf')"
    result = subprocess.run(
        [sys.executable, "-S", "-c", code], capture_output=True, text=True, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()) == tmp_path / "viewer" / "_resources"


def test_the_files_pyproject_points_readers_to_exist() -> None:
    """A comment in pyproject.toml that sends a reader to a file (``see docs/x.md``) names one
    the project has (it once named a DEVELOPERS.md that never existed)."""
    named = re.findall(r"\bsee ([\w./-]+\.md)\b", (REPO / "pyproject.toml").read_text())
    assert "docs/development.md" in named
    assert [name for name in named if not (REPO / name).is_file()] == []
