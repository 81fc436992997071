"""`mjlog-viewer index` and `mjlog-viewer stats`: the library from the command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from contextlib import closing
from urllib.parse import unquote

from viewer.library.paths import default_db_path

LISTED_ERRORS = 50  # unreadable files printed after a scan (the database keeps them all)


def _db_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db",
        metavar="PATH",
        help=f"the library database (default: {default_db_path()}, the viewer's data folder; "
        "$XDG_DATA_HOME moves it on Linux)",
    )


def index_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer index",
        description="Add every log under the folders to the library (recursively). Files "
        "unchanged since the last scan (same path, size and time) are not read again; files "
        "gone from the folders are dropped; unreadable files are listed and kept with their "
        "error. A game saved twice (plain and gzip) is one game; every game of a tenhou.net/6 "
        "list of games is indexed. A Mortal review report (mjai-reviewer --json) is the game it "
        "reviews: attached to that game's log when one is indexed, in any format and any order, "
        "with its rating, matches, decisions and bad moves.",
    )
    parser.add_argument("folders", nargs="+", metavar="FOLDER", help="folders (or files) to scan")
    _db_argument(parser)
    parser.add_argument(
        "--export-parquet",
        metavar="DIR",
        help="after the scan, write every table to DIR/<table>.parquet (needs the 'parquet' "
        "extra: pip install 'mjlog-viewer[parquet]'; schema in docs/library-schema.md)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="processes reading logs, and judging games (default: one per core)",
    )
    parser.add_argument(
        "--judge",
        metavar="NAME",
        help="after the scan, run the coach over every indexed game where NAME sat and store "
        "its verdicts (minutes a game; a progress line with the time left on stderr; stop with "
        "Ctrl+C: the games judged are kept and the next run judges the rest; a game is judged "
        "again only when its file or the coach's model changes)",
    )
    return parser


def stats_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer stats",
        description="A player's statistics over the indexed games of one mode, as one JSON "
        "object: player, mode, games, rounds, placements (counts of 1st, 2nd, 3rd(, 4th)), "
        "average_placement, win_rate, deal_in_rate, riichi_rate, call_rate (fractions of "
        "rounds), average_win_points, average_deal_in_points (null when there is nothing to "
        "average), coach (sums over the games judged by index --judge, their calls, kans and "
        "riichi decisions as objects) and mortal (sums over the games with a Mortal report).",
    )
    parser.add_argument("--player", required=True, metavar="NAME", help="the name, as shown")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--yonma", action="store_const", const="yonma", dest="mode",
                      help="4-player games")  # fmt: skip
    mode.add_argument("--sanma", action="store_const", const="sanma", dest="mode",
                      help="3-player games")  # fmt: skip
    _db_argument(parser)
    parser.add_argument("--since", metavar="DATE", help="games on or after this day (YYYY-MM-DD)")
    parser.add_argument("--until", metavar="DATE", help="games on or before this day (YYYY-MM-DD)")
    parser.add_argument(
        "--json", action="store_true", help="print JSON (the only output form for now)"
    )
    listing = parser.add_mutually_exclusive_group()
    listing.add_argument(
        "--per-game",
        action="store_true",
        help='instead, every game in time order: {"games": [{path, played_at, seat, placement, '
        "coach, mortal}]} (coach or mortal null when the game is not judged or reviewed)",
    )
    listing.add_argument(
        "--worst",
        type=_positive,
        metavar="N",
        help='instead, the N judged decisions that lost the most value: {"worst": [{path, '
        "round, step, played, pick, value_loss, kind}]} (rounds and steps as dump numbers them; "
        "kind discard, call or kan)",
    )
    return parser


def _positive(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive whole number")
    return number


def run_index(argv: Sequence[str]) -> int:
    options = index_parser().parse_args(argv)
    from viewer.library import LibraryError, connect, index_folders
    from viewer.library.progress import TerminalProgress, progress_line

    db = options.db or str(default_db_path())
    exporter = None
    if options.export_parquet:
        from viewer.library.export import ExportError, parquet_exporter

        try:
            exporter = parquet_exporter()
        except ExportError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    try:
        connection = connect(db)
    except LibraryError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    with closing(connection):
        bar = TerminalProgress(sys.stderr, progress_line)
        try:
            report = index_folders(
                connection, options.folders, workers=options.workers, progress=bar
            )
        except KeyboardInterrupt:
            bar.finish()
            print("interrupted: the files read so far are in the library", file=sys.stderr)
            return 130
        bar.finish()
        for root in report.missing:
            print(f"error: {root}: no such file or folder (its games are kept)", file=sys.stderr)
        games = connection.execute("SELECT count(*) FROM games").fetchone()[0]
        print(
            f"{report.found:,} log files: {report.read:,} read, {report.unchanged:,} unchanged, "
            f"{report.dropped:,} dropped, {report.error_count:,} unreadable; "
            f"{report.new_games:,} new games, {games:,} in the library ({report.seconds:.1f} s)"
        )
        print(f"library: {db}")
        if report.error_count:
            print(f"unreadable files ({report.error_count:,}):", file=sys.stderr)
            for path, error in report.errors[:LISTED_ERRORS]:
                print(f"  {path}: {error}", file=sys.stderr)
            if report.error_count > LISTED_ERRORS:
                print(f"  … and {report.error_count - LISTED_ERRORS:,} more", file=sys.stderr)
        if options.judge is not None:
            from viewer.cli.judge import judge_phase

            judged = judge_phase(connection, options.judge, options.workers)
            if judged:
                return judged
        if exporter is not None:
            written = exporter(connection, options.export_parquet)
            print(f"parquet: {len(written)} tables in {options.export_parquet}")
    return 1 if report.missing else 0


def run_stats(argv: Sequence[str]) -> int:
    options = stats_parser().parse_args(argv)
    from viewer.cli.verdicts import per_game_json, sums_json, worst_json
    from viewer.library import LibraryError, connect, player_stats
    from viewer.library.stats import DateError, parse_date

    try:
        since = parse_date(options.since) if options.since else None
        until = parse_date(options.until) if options.until else None
    except DateError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    db = options.db or str(default_db_path())
    try:
        connection = connect(db)
    except LibraryError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    with closing(connection):
        stats = player_stats(connection, options.player, options.mode, since, until)
        decoded = unquote(options.player)
        if stats["games"] == 0 and decoded != options.player:  # a name given URL-encoded
            stats = player_stats(connection, decoded, options.mode, since, until)
        player, mode = stats["player"], options.mode
        if options.per_game:
            document = {"games": per_game_json(connection, player, mode, since, until)}
        elif options.worst:
            document = {"worst": worst_json(connection, player, mode, options.worst, since, until)}
        else:
            document = {**stats, **sums_json(connection, player, mode, since, until)}
    if stats["games"] == 0:
        print(f"note: no indexed {options.mode} game has a player named "
              f"{options.player!r} (library: {db})", file=sys.stderr)  # fmt: skip
    print(json.dumps(document, ensure_ascii=False))
    return 0
