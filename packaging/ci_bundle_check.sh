#!/bin/sh
# Build the one-folder bundle for this OS and run the BUILT binary on the demo log.
# Exits non-zero when the build fails, the binary does not start, its `dump` of the demo
# (found by viewer.resources inside the bundle) differs from the one of the source tree, or its
# coach (the compiled kernel: numba and llvmlite in the bundle) values the demo's decisions
# differently, or keeps its compiled code anywhere but the user's cache folder.
#
#   PYTHON=/path/to/venv/bin/python packaging/ci_bundle_check.sh
set -eu

cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
OUT="${BUNDLE_CHECK_DIR:-build/bundle-check}"
rm -rf "$OUT"
mkdir -p "$OUT"

"$PYTHON" packaging/build_bundle.py --dist "$OUT/dist" --work "$OUT/work"

case "$(uname -s)" in
    Darwin) BIN="$OUT/dist/mjlog viewer.app/Contents/MacOS/mjlog-viewer" ;;
    MINGW* | MSYS* | CYGWIN*) BIN="$OUT/dist/mjlog-viewer/mjlog-viewer-cli.exe" ;;
    *) BIN="$OUT/dist/mjlog-viewer/mjlog-viewer" ;;
esac

echo "== $BIN --version"
"$BIN" --version

echo "== $BIN dump --demo"
started=$(date +%s)
"$BIN" dump --demo > "$OUT/bundle-dump.json"
echo "dump took $(( $(date +%s) - started )) s, $(wc -c < "$OUT/bundle-dump.json") bytes"

"$PYTHON" -m viewer dump --demo > "$OUT/source-dump.json"
if ! cmp -s "$OUT/bundle-dump.json" "$OUT/source-dump.json"; then
    echo "error: the bundle's dump of the demo differs from the source tree's" >&2
    exit 1
fi

echo "== the coach values the demo's decisions as the source tree does (the compiled kernel)"
# A fresh user: the first run compiles the kernel (in each worker process), the second loads
# it from the user's cache folder (HOME / XDG_CACHE_HOME / LOCALAPPDATA, per OS).
cp resources/demo.mjlog "$OUT/game.mjlog"
USER_HOME="$OUT/coach-home"
mkdir -p "$USER_HOME"
for run in compiled cached; do
    started=$(date +%s)
    HOME="$USER_HOME" XDG_CACHE_HOME="$USER_HOME/.cache" LOCALAPPDATA="$USER_HOME/AppData/Local" \
        MJLOG_VIEWER_KERNEL_CACHE="" "$BIN" coach --seat 0 --json "$OUT/game.mjlog" \
        > "$OUT/bundle-coach-$run.json"
    echo "coach --seat 0 took $(( $(date +%s) - started )) s (kernel $run)"
done
"$PYTHON" -m viewer coach --seat 0 --json "$OUT/game.mjlog" > "$OUT/source-coach.json"
for run in compiled cached; do
    if ! cmp -s "$OUT/bundle-coach-$run.json" "$OUT/source-coach.json"; then
        echo "error: the bundle's coach of the demo ($run) differs from the source tree's" >&2
        exit 1
    fi
done
if ! grep -q '"points_lost"' "$OUT/source-coach.json"; then
    echo "error: the coach's report has no values" >&2
    exit 1
fi
if ! find "$USER_HOME" -name "*.nbi" | grep -q .; then
    echo "error: the bundle kept no compiled kernel in the user's cache folder" >&2
    exit 1
fi
if find "$OUT/dist" -name "*.nbi" | grep -q .; then
    echo "error: the bundle wrote compiled code into its own folder" >&2
    exit 1
fi

echo "== the shipped fonts and their licence are in the bundle"
for need in mjlog-viewer-tiles-bold.otf mjlog-viewer-sans-regular.otf mjlog-viewer-sans-bold.otf \
    OFL.txt; do
    if ! find "$OUT/dist" -path "*/resources/fonts/$need" | grep -q .; then
        echo "error: the bundle lacks resources/fonts/$need" >&2
        exit 1
    fi
done

echo "== Qt is in the bundle (the window's imports are lazy, so check the files)"
case "$(uname -s)" in
    Linux)
        QT="$(dirname "$BIN")/_internal/PySide6"
        for need in QtWidgets.abi3.so QtNetwork.abi3.so \
            Qt/plugins/platforms/libqxcb.so Qt/plugins/platforms/libqoffscreen.so \
            Qt/plugins/imageformats/libqsvg.so Qt/plugins/iconengines/libqsvgicon.so; do
            if [ ! -e "$QT/$need" ]; then
                echo "error: the bundle lacks PySide6/$need" >&2
                exit 1
            fi
        done
        ;;
esac

if [ "$(uname -s)" = Linux ] && command -v timeout > /dev/null; then
    echo "== the window starts (offscreen), opens a log and keeps running until stopped"
    echo "   (the coach remembered on: its worker process starts, loading the kernel cached above)"
    "$BIN" dump --demo > /dev/null
    mkdir -p "$OUT/home/.config/mjlog-viewer"
    printf '[view]\nshow_coach=true\n' > "$OUT/home/.config/mjlog-viewer/mjlog-viewer.conf"
    set +e
    HOME="$OUT/home" XDG_CONFIG_HOME="$OUT/home/.config" QT_QPA_PLATFORM=offscreen \
        XDG_CACHE_HOME="$USER_HOME/.cache" MJLOG_VIEWER_KERNEL_CACHE="" \
        MJLOG_VIEWER_INSTANCE_NAME="bundle-check-$$" \
        timeout 8 "$BIN" --new-window "$OUT/game.mjlog" > "$OUT/window.out" 2> "$OUT/window.err"
    status=$?
    set -e
    # 124: still running when timeout stopped it, as a window should be. The log it opened is
    # in its recent-files list.
    if [ "$status" -ne 124 ] || grep -q Traceback "$OUT/window.err" \
        || ! grep -q game.mjlog "$OUT/home/.config/mjlog-viewer/mjlog-viewer.conf"; then
        echo "error: the bundled window did not run with the log (exit status $status):" >&2
        cat "$OUT/window.err" >&2
        exit 1
    fi
fi

echo "== a bad file gives one error line and exit status 2"
printf 'not a log' > "$OUT/bad.mjlog"
set +e
"$BIN" dump "$OUT/bad.mjlog" > /dev/null 2> "$OUT/bad.err"
status=$?
set -e
if [ "$status" -ne 2 ] || [ "$(wc -l < "$OUT/bad.err")" -ne 1 ]; then
    echo "error: expected exit 2 and one line for a bad file, got $status:" >&2
    cat "$OUT/bad.err" >&2
    exit 1
fi
echo "bundle check passed"
