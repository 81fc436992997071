"""The bundle descriptions for macOS and Windows declare the .mjlog type the way Linux does.

Building them needs their own OS; here we check what can be checked anywhere: the Info.plist
entries survive plistlib, and the installer registers the ProgID the open command uses.
"""

from __future__ import annotations

import importlib.util
import plistlib
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from viewer import __version__
from viewer.integration.xdg import MIME_TYPE

REPO = Path(__file__).resolve().parent.parent.parent
PACKAGING = REPO / "packaging"


def _info_plist() -> dict[str, object]:
    path = PACKAGING / "macos" / "info_plist.py"
    spec = importlib.util.spec_from_file_location("info_plist", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    plist = plistlib.loads(plistlib.dumps(module.info_plist(__version__)))
    assert isinstance(plist, dict)
    return plist


def test_info_plist_declares_the_mjlog_document_type() -> None:
    plist = _info_plist()
    (document,) = plist["CFBundleDocumentTypes"]
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert document["CFBundleTypeExtensions"] == ["mjlog"]
    assert document["CFBundleTypeRole"] == "Viewer"
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    tags = exported["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == ["mjlog"]
    assert tags["public.mime-type"] == [MIME_TYPE]
    assert plist["CFBundleShortVersionString"] == __version__


def test_spec_uses_the_plist_and_ships_resources() -> None:
    spec = (PACKAGING / "mjlog-viewer.spec").read_text(encoding="utf-8")
    assert "info_plist=info_plist(__version__)" in spec
    assert '(str(ROOT / "resources"), "resources")' in spec
    assert 'collect_submodules("viewer")' in spec


def test_the_bundle_ships_the_kernels_sources_and_checks_the_coach() -> None:
    """numba keeps compiled code on disk only for a function whose source file exists; the CI
    check runs the bundle's coach (the compiled kernel) against the source tree's."""
    spec = (PACKAGING / "mjlog-viewer.spec").read_text(encoding="utf-8")
    assert 'module_collection_mode={"viewer.coach.kernel": "py"}' in spec
    assert 'copy_metadata("numba")' in spec  # (jit's fingerprint reads numba's version)
    script = (PACKAGING / "ci_bundle_check.sh").read_text(encoding="utf-8")
    assert '"$BIN" coach --seat 0 --json' in script
    assert '"$PYTHON" -m viewer coach --seat 0 --json' in script


def test_windows_installer_registers_progid_and_extension() -> None:
    iss = (PACKAGING / "windows" / "mjlog-viewer.iss").read_text(encoding="utf-8")
    progid = re.search(r'#define ProgId "([^"]+)"', iss)
    assert progid is not None
    assert "ChangesAssociations=yes" in iss
    assert r'Subkey: "Software\Classes\.mjlog"; ValueType: string; ValueName: ""; ' in iss
    assert 'ValueData: "{#ProgId}"' in iss
    open_command = r'Subkey: "Software\Classes\{#ProgId}\shell\open\command"'
    assert open_command in iss
    assert '"""{app}\\{#AppExe}"" ""%1"""' in iss
    # The installer copies the folder build_bundle.py makes, with the exe the spec names.
    assert r'Source: "{#Root}\dist\mjlog-viewer\*"' in iss
    assert '#define AppExe "mjlog-viewer.exe"' in iss


def test_ci_script_is_valid_shell() -> None:
    script = PACKAGING / "ci_bundle_check.sh"
    assert subprocess.run(["sh", "-n", str(script)], timeout=30).returncode == 0
    if shutil.which("shellcheck"):
        done = subprocess.run(["shellcheck", str(script)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout


@pytest.mark.parametrize("name", ["build_bundle.py", "mjlog-viewer.spec"])
def test_packaging_scripts_compile(name: str) -> None:
    compile((PACKAGING / name).read_text(encoding="utf-8"), name, "exec")
