# Sourced by scripts/run-viewer and scripts/run-tests: make sure everything the viewer needs is
# installed, then leave "$PY" pointing at the project's virtual env Python.
#   - Debian packages Qt and the fonts need (installed when missing and we are root; otherwise
#     the exact apt-get command is printed);
#   - a virtual env in .venv with the project and its test tools, refreshed when pyproject.toml
#     or the constraints change.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${MJLOG_VIEWER_VENV:-$ROOT/.venv}"

# Qt offscreen and on X11, Japanese fonts, tile code points, desktop integration tools.
DEBIAN_PACKAGES=(
  libglib2.0-0 libegl1 libgl1 libx11-6 libxkbcommon0 libfontconfig1 libdbus-1-3
  libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0
  libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0
  fonts-noto-cjk fonts-noto-core
  xdg-utils desktop-file-utils shared-mime-info
)

log() { printf '[setup] %s\n' "$*" >&2; }

find_python() {
  for candidate in "${PYTHON:-}" python3.13 python3.12 python3.11 python3; do
    [ -n "$candidate" ] || continue
    if command -v "$candidate" >/dev/null 2>&1 &&
       "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      command -v "$candidate"
      return 0
    fi
  done
  return 1
}

install_debian_packages() {
  command -v dpkg-query >/dev/null 2>&1 || return 0   # not Debian: nothing we can check
  local missing=() pkg
  local wanted=("${DEBIAN_PACKAGES[@]}")
  if ! find_python >/dev/null; then wanted+=(python3); fi
  local py; py="$(find_python || true)"
  if [ -n "$py" ] && ! "$py" -c 'import ensurepip, venv' 2>/dev/null; then
    wanted+=(python3-venv)
  fi
  for pkg in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' ||
      missing+=("$pkg")
  done
  [ "${#missing[@]}" -eq 0 ] && return 0
  local cmd="apt-get install -y --no-install-recommends ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then
    log "installing Debian packages: ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $cmd -qq >/dev/null
  else
    log "missing Debian packages; run as root:"
    log "  sudo apt-get update && sudo $cmd"
    return 1
  fi
}

ensure_venv() {
  local py stamp want
  py="$(find_python)" || { log "Python >= 3.11 is required"; return 1; }
  if [ ! -x "$VENV/bin/python" ]; then
    log "creating the virtual env in $VENV"
    "$py" -m venv "$VENV"
  fi
  stamp="$VENV/.mjlog-viewer-installed"
  want="$(cat "$ROOT/pyproject.toml" "$ROOT/scripts/constraints.txt" | cksum)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ] ||
     ! "$VENV/bin/python" -c 'import viewer' 2>/dev/null; then
    log "installing the viewer and its test tools into $VENV"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check \
      -c "$ROOT/scripts/constraints.txt" -e "$ROOT[test]"
    printf '%s' "$want" > "$stamp"
  fi
}

install_debian_packages
ensure_venv
PY="$VENV/bin/python"
export PY ROOT
