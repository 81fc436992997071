"""The README and docs/ name only commands, options, keys and files that exist (tests/docs_check.py
reads them; here they are held to the code, and the checker to a sample that lies)."""

from __future__ import annotations

from pathlib import Path

from tests.docs_check import (
    ROOT,
    canonical_key,
    check_all,
    check_page,
    option_strings,
    parsers,
    subcommand_exists,
    table_keys,
)

BAD_SAMPLE = """# A page that lies

Run `mjlog-viewer frobnicate FILE`, or `mjlog-viewer render FILE --sparkle -o x.png`.
Also `dump FILE --nope` and `mjlog-viewer --turbo FILE`.

```
mjlog-viewer export FILE --format mjai
                  [--shiny]
```

`python bench/step.py FILE --fast` and `python scripts/no_such_script.py`; bare `--bogus`.

| keys | action |
|---|---|
| `Ctrl+K` | nothing |
| `F12` / `→` | nothing / next event |

Press Ctrl+Shift+Z, or key X.

See [the guide](no-such-page.md), [a heading](good.md#no-such-heading), [fine](good.md#fine).
"""

BAD_FINDINGS = (
    "no such command: mjlog-viewer frobnicate",
    "mjlog-viewer render has no option --sparkle",
    "mjlog-viewer dump has no option --nope",
    "mjlog-viewer has no option --turbo",
    "mjlog-viewer export has no option --shiny",
    "bench/step.py has no option --fast",
    "no such script: scripts/no_such_script.py",
    "no mjlog-viewer command has --bogus",
    "the window has no key Ctrl+K",
    "the window has no key F12",
    "the window has no key Ctrl+Shift+Z",
    "the window has no key X",
    "link to a missing file: no-such-page.md",
    "link to a missing heading: good.md#no-such-heading",
)

GOOD_SAMPLE = """# A page that tells the truth

## Fine

`mjlog-viewer dump FILE --analysis --wall`, `render --theme light`, `--hide-names`,
`mjlog-viewer --new-window FILE`, `python bench/step.py FILE --wall`, `pip install --user x`.

| keys | action |
|---|---|
| `→` `↓` / `Ctrl+PageDown` | next event / next log |
| `Shift+W`, `F1`, `?` | the wall face down, help |

Ctrl+Shift+L opens the Library; key W shows the wall. See [this](good.md#fine) and
[the README](../README.md#install).
"""


def write_page(tmp_path: Path, name: str, text: str) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir(exist_ok=True)
    (tmp_path / "README.md").write_text("# Install\n", encoding="utf-8")
    page = folder / name
    page.write_text(text, encoding="utf-8")
    return page


def test_the_docs_name_only_commands_options_keys_and_files_that_exist() -> None:
    problems = check_all()
    assert not problems, "\n".join(map(str, problems))


def test_the_checker_reports_every_false_name_in_a_sample(tmp_path: Path) -> None:
    write_page(tmp_path, "good.md", GOOD_SAMPLE)
    bad = write_page(tmp_path, "bad.md", BAD_SAMPLE)
    found = [problem.what for problem in check_page(bad, ROOT)]
    for finding in BAD_FINDINGS:
        assert finding in found, f"missed: {finding}\nfound: {found}"
    assert len(found) == len(BAD_FINDINGS), found  # and nothing true was taken for false


def test_the_checker_passes_a_true_sample(tmp_path: Path) -> None:
    good = write_page(tmp_path, "good.md", GOOD_SAMPLE)
    assert check_page(good, ROOT) == []


def test_the_checker_reads_the_real_parsers_and_dispatch() -> None:
    assert {"", "dump", "export", "render", "wall", "index", "stats"} <= set(parsers())
    assert "--animate" in option_strings(parsers()["render"])
    assert subcommand_exists("render")
    assert not subcommand_exists("frobnicate")


def test_every_key_the_window_shows_is_in_the_user_guides_keys_table() -> None:
    """The other way round: a shortcut added to the action table is documented."""
    from viewer.app.actions import ACTION_SPECS
    from viewer.app.library import hook as library_hook

    guide = (ROOT / "docs" / "user-guide.md").read_text(encoding="utf-8")
    documented = {canonical_key(key) for _, key in table_keys(guide)}
    shown = {canonical_key(spec.keys[0]) for spec in ACTION_SPECS.values() if spec.keys}
    shown.add(canonical_key(library_hook.SHORTCUT))
    assert shown - documented == set()
