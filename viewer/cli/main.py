"""`mjlog-viewer`: open logs in the window, or `dump` / `render` them without one."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from viewer import __version__

DESCRIPTION = (
    "Replay viewer for Tenhou mahjong logs (mjlog, plain or gzip), tenhou.net/6 JSON "
    "(Mahjong Soul, Riichi City and the AI reviewers) and mjai event logs."
)
EPILOG = """commands:
  mjlog-viewer [FILE ...]        open logs, folders or Tenhou links in the window (the demo
                                 log when none is given; a running viewer takes them over)
  mjlog-viewer dump FILE         print every board state as JSON (dump --demo: the demo log;
                                 dump FILE --review REPORT: with a Mortal review's keys)
  mjlog-viewer export FILE --format tenhou6|mjai [-o OUT]
                                 write a game as tenhou.net/6 JSON or as an mjai event log
  mjlog-viewer coach FILE [--seat N] [--json]
                                 each seat's report from the coach: picks by value, points
                                 lost, folds, efficiency, shanten backs, pushes against
                                 riichi, deal-ins (see coach --help)
  mjlog-viewer luck FILE [--seat N] [--json]
                                 where every tenpai's winning tiles were, each seat's draw
                                 luck, what each call changed (see luck --help)
  mjlog-viewer render FILE ...   draw a board to a PNG without a screen (see render --help)
                                 (each FILE above may be a Mortal review report,
                                 mjai-reviewer --json: the game it reviews)
  mjlog-viewer wall --seed SEED --rounds N [--sanma] --json
                                 every round's wall from a log's shuffle seed (see wall --help)
  mjlog-viewer index FOLDER ...  add every log (and Mortal review report) under the folders
                                 to the library (index --help)
  mjlog-viewer stats --player NAME (--yonma|--sanma) --json
                                 a player's statistics over the library (stats --help)
"""


def dump_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer dump",
        description="Print every board state of a log as one JSON object on stdout. "
        "Exit status 2 and one 'error:' line on stderr when the log cannot be read.",
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "file",
        nargs="?",
        help="a game: mjlog (plain XML or gzip), tenhou.net/6 JSON, mjai (.jsonl, .jsonl.gz), "
        "a https://tenhou.net/6/#json=... link, or a Mortal review report (mjai-reviewer "
        "--json): the game it reviews",
    )
    source.add_argument(
        "--demo", action="store_true", help="the demo log shipped with the viewer (install check)"
    )
    parser.add_argument(
        "--analysis",
        action="store_true",
        help="add to every step 'analysis': one {shanten, waits, furiten} per seat (a seat "
        "holding 3n+2 tiles has waits []; the empty 3-player seat has shanten null), and to "
        "every win 'score': {yaku, han, fu, points} computed from the board",
    )
    parser.add_argument(
        "--review",
        metavar="REPORT",
        help="a Mortal review report (mjai-reviewer --json) of this game: adds 'review' "
        "{seat, engine, model, reviewed, matches, rating} and, on the step of each reviewed "
        "decision, 'review' {actual, expected, match, candidates: [{action, prob, q}]}. "
        "REPORT may be FILE itself: the report's own game is dumped",
    )
    parser.add_argument(
        "--wall",
        action="store_true",
        help="add to every round 'wall': the wall rebuilt from the log's shuffle seed, as "
        "'mjlog-viewer wall --json' prints it, or null (with a 'warning:' line on stderr saying "
        "why) when it does not reproduce what the log shows of the round. Only Tenhou's mjlog "
        "carries the seed: a JSON log is an error saying how to get the game's mjlog",
    )
    parser.add_argument(
        "--coach",
        action="store_true",
        help="add to every decision step (a discard with a choice) 'coach': {seat, actual, "
        "method, pick, value_loss, candidates: [{tile, shanten, ukeire, tiles, tenpai, win, "
        "points, deal_in, value, safety}], best, loss, safety: [{against, class, danger}]}, "
        "tiles as kinds 0-33; to a discard's step 'calls': [{seat, options: [{call, tiles, "
        "discard, value, win, points, deal_in}], pick, played, value_loss, method}] (the seats "
        "that could pon, chi or daiminkan it) and to the step after a draw 'kan' and "
        "'riichi' (adding 'rule', and 'flags': the step's riichi flags it replaces) "
        "(docs/coach.md and docs/value.md say what each "
        "number means; "
        "valuing a game takes seconds to minutes, on every core)",
    )
    parser.add_argument(
        "--luck",
        action="store_true",
        help="add to every round 'luck': {wall, reason} (reason: why the round has no wall, as "
        "--wall words it) and to every step 'luck': {tenpais: [{seat, waits, live, dead_wall, "
        "in_hands, visible, first_live: {draw, seat}, dead, cut_off}] (every tenpai that holds "
        "at the step, its copies counted there), draw: {seat, shanten, p, hit} or null, call: "
        "{seat, without: [{seat, drew, would_draw}]} or null}, as 'mjlog-viewer luck' defines "
        "them (docs/luck.md)",
    )
    return parser


def window_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "files",
        nargs="*",
        metavar="FILE",
        help="logs or folders to open (the first is shown; Ctrl+PageDown/PageUp go through "
        "the rest): mjlog, tenhou.net/6 JSON, mjai; Tenhou log links / ids (downloaded once, "
        "then kept in the cache), or https://tenhou.net/6/#json=... links (the game is in the "
        "link). A name or link with &tw=N opens from seat N's view",
    )
    parser.add_argument(
        "--review",
        metavar="REPORT",
        help="a Mortal review report (mjai-reviewer --json) to show on the first FILE (or, "
        "with no FILE, on the report's own game); a report can also be opened as a FILE",
    )
    parser.add_argument(
        "--new-window",
        action="store_true",
        help="open a new window instead of handing the files to the running viewer",
    )
    parser.add_argument(
        "--index",
        action="append",
        metavar="FOLDER",
        help="add the logs under FOLDER to the library and show the Library window (Ctrl+Shift+L) "
        "while it scans; may be given more than once",
    )
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help="Linux: register *.mjlog files, a menu entry and the icon for this user "
        "($XDG_DATA_HOME) and make the viewer their default application",
    )
    desktop.add_argument(
        "--uninstall-desktop", action="store_true", help="Linux: undo --install-desktop"
    )
    parser.add_argument("--version", action="version", version=f"mjlog-viewer {__version__}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "dump":
        options = dump_parser().parse_args(args[1:])
        from viewer.cli.dump import run_dump

        if options.demo:
            from viewer.resources import demo_log_path

            try:
                return run_dump(
                    str(demo_log_path()),
                    analysis=options.analysis,
                    wall=options.wall,
                    review=options.review,
                    coach=options.coach,
                    luck=options.luck,
                )
            except FileNotFoundError as exc:
                print(f"error: {exc}", file=sys.stderr)
                return 2
        return run_dump(
            options.file,
            analysis=options.analysis,
            wall=options.wall,
            review=options.review,
            coach=options.coach,
            luck=options.luck,
        )
    if args and args[0] == "export":
        from viewer.cli.export import run_export

        return run_export(args[1:])
    if args and args[0] == "coach":
        from viewer.cli.coach import run_coach

        return run_coach(args[1:])
    if args and args[0] == "luck":
        from viewer.cli.luck import run_luck

        return run_luck(args[1:])
    if args and args[0] == "render":
        from viewer.cli.render import run_render

        return run_render(args[1:])
    if args and args[0] == "wall":
        from viewer.cli.wall import run_wall

        return run_wall(args[1:])
    if args and args[0] in ("index", "stats"):
        from viewer.cli.library import run_index, run_stats

        return (run_index if args[0] == "index" else run_stats)(args[1:])
    plain = plain_window_arguments(args)
    if plain is not None:  # (the common launch: no parser to build, no gettext lookups)
        from viewer.cli.window import run_window

        return run_window(plain[0], new_window=plain[1])
    options = window_parser().parse_args(args)
    if options.install_desktop or options.uninstall_desktop:
        if sys.platform in ("win32", "darwin"):
            print(
                "error: --install-desktop is for Linux desktops; on Windows the installer "
                "and on macOS the app bundle register .mjlog files",
                file=sys.stderr,
            )
            return 2
        from viewer.integration.xdg import install_desktop, uninstall_desktop

        try:
            report = install_desktop() if options.install_desktop else uninstall_desktop()
        except OSError as exc:
            print(f"error: {exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        print("\n".join(report))
        return 0
    from viewer.cli.window import run_window

    return run_window(
        options.files, new_window=options.new_window, index=options.index, review=options.review
    )


def plain_window_arguments(args: Sequence[str]) -> tuple[list[str], bool] | None:
    """(files, new_window) when ``args`` are only files (one run of them) and ``--new-window``,
    as a desktop launcher or a double-click passes them: read without the window parser, whose
    making and gettext lookups cost 3-4 ms at every start. None for anything else: the parser
    reads it (and words its errors and ``--help``)."""
    files: list[str] = []
    new_window = False
    after_files = False  # argparse takes the files as one run: "a --new-window b" is an error
    for arg in args:
        if arg == "--new-window":
            new_window = True
            after_files = bool(files)
        elif arg.startswith("-") or after_files:
            return None
        else:
            files.append(arg)
    return files, new_window
