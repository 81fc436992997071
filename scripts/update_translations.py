"""Regenerate ``resources/translations/*.ts`` from the source and build the ``.qm`` from them.

Where the messages come from:
- ``pyside6-lupdate`` reads ``viewer/**/*.py``: ``translate("ctx", "text")`` and
  ``QT_TRANSLATE_NOOP("ctx", "text")`` of ``viewer.presentation.i18n`` (the Qt-free wording) and
  any ``tr()`` / ``QCoreApplication.translate()`` in widgets;
- the window's command table (``viewer.app.actions``: menu texts and help lines, context
  ``actions``; menu titles, context ``menus``), read here so that a new command is picked up
  without marking its strings.

A count's message is one whose source holds ``%n`` (called ``translate(ctx, "%n game(s)", None,
n)``; lupdate's Python reader marks numerus only when ``n`` is a literal, so the mark is the
``%n``). It has one form per plural form of the language (``NUMERUS_FORMS``): English's two are
written from the source (``i18n.english_form``'s rule: "%n game" and "%n games"), the others
are translated.

Translations already in the ``.ts`` are kept; a new message gets an empty, "unfinished"
translation (English: the source itself); a message no longer in the source is dropped. Contexts
and messages are sorted and no line numbers are written, so the output is deterministic.
``pyside6-lrelease`` then writes ``mjlog-viewer_<lang>.qm`` beside each ``.ts``.

Usage: ``python scripts/update_translations.py [--check]``. ``--check`` writes nothing and
fails when a ``.ts`` is out of date or incomplete, or a ``.qm`` differs from a rebuild (byte for
byte, or with another lrelease version message for message; the test suite runs it).

Add a language: add its code to ``LANGUAGES`` in ``viewer/presentation/i18n.py``, run this
script, translate the new ``.ts`` (Qt Linguist: ``pyside6-linguist``), run it again.
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from viewer.presentation.i18n import LANGUAGES, english_form  # noqa: E402

TRANSLATIONS = ROOT / "resources" / "translations"
QT_LANGUAGE = {"en": "en", "ja": "ja_JP", "zh": "zh_CN", "ko": "ko_KR"}
# How many forms a count's message has in each language: Qt's plural rules (Qt Linguist shows
# them per language); Japanese, Chinese and Korean do not inflect for number.
NUMERUS_FORMS = {"en": 2, "ja": 1, "zh": 1, "ko": 1}
COUNTS_CHECKED = (0, 1, 2, 5)  # the counts a rebuilt .qm is compared at

# (context, source) -> translation: its text, or a count's forms; None: unfinished
Translation = str | tuple[str, ...] | None
Messages = dict[tuple[str, str], Translation]
Found = dict[tuple[str, str], bool]  # (context, source) -> whether it is a count's (numerus)


def tool(name: str) -> str:
    """``pyside6-<name>`` next to the running Python (the project's .venv), else on PATH."""
    here = Path(sys.executable).parent / f"pyside6-{name}"
    found = str(here) if here.exists() else shutil.which(f"pyside6-{name}")
    if not found:
        raise SystemExit(f"pyside6-{name} not found (install PySide6-Essentials)")
    return found


def extracted() -> Found:
    """Every (context, source) the code asks to translate, and whether it is a count's."""
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "viewer").rglob("*.py"))
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "all.ts"
        subprocess.run(
            [tool("lupdate"), *sources, "-locations", "none", "-no-obsolete", "-ts", str(ts)],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        found = {key: "%n" in key[1] for key in read_ts(ts)}
    calls = translate_calls(sources)
    unread = sorted(key for key in calls if key not in found)
    if unread:  # lupdate skips a call whose count is not a plain name or number
        lines = "\n".join(f"  {calls[key]}: {key[1]!r}" for key in unread)
        raise SystemExit(f"lupdate did not read these translate() calls:\n{lines}")
    from viewer.app.actions import ACTION_SPECS, MENUS

    for spec in ACTION_SPECS.values():
        found[("actions", spec.text)] = False
        if spec.help:
            found[("actions", spec.help)] = False
    found.update((("menus", title), False) for _, title in MENUS)
    return found


def translate_calls(sources: list[str]) -> dict[tuple[str, str], str]:
    """Every ``translate("ctx", "text", ...)`` with literal words in the code, and where it is,
    to hold lupdate to them (it silently skips some forms: ``n=count``, ``None, x.count``)."""
    calls: dict[tuple[str, str], str] = {}
    for source in sources:
        tree = ast.parse((ROOT / source).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = (
                node.func.attr
                if isinstance(node.func, ast.Attribute)
                else getattr(node.func, "id", "")
            )
            context, text = node.args[0], node.args[1]
            if (
                name == "translate"
                and isinstance(context, ast.Constant)
                and isinstance(context.value, str)
                and isinstance(text, ast.Constant)
                and isinstance(text.value, str)
            ):
                calls[(context.value, text.value)] = f"{source}:{node.lineno}"
    return calls


def read_ts(path: Path) -> Messages:
    """The messages of a .ts (a count's: its forms), None where unfinished."""
    messages: Messages = {}
    if not path.exists():
        return messages
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            done = translation is not None and translation.get("type") not in (
                "unfinished",
                "obsolete",
                "vanished",
            )
            text: Translation = translation.text if translation is not None else None
            if message.get("numerus") == "yes" and translation is not None:
                text = tuple(form.text or "" for form in translation.iter("numerusform"))
            elif text is None:
                text = ""
            messages[(name, source)] = text if done else None
    return messages


def merged(language: str, found: Found, old: Messages) -> Messages:
    out: Messages = {}
    for key in sorted(found):
        translation = old.get(key)
        numerus = found[key]
        if numerus and not (
            isinstance(translation, tuple) and len(translation) == NUMERUS_FORMS[language]
        ):
            translation = None  # a count's message needs the language's forms, all of them
        if not numerus and isinstance(translation, tuple):
            translation = None
        if translation is None and language == "en":
            source = key[1]  # English is the source language
            translation = (
                (english_form(source, False), english_form(source, True)) if numerus else source
            )
        out[key] = translation
    return out


def write_ts(path: Path, language: str, messages: Messages, found: Found) -> str:
    root = ET.Element("TS", version="2.1", language=QT_LANGUAGE.get(language, language))
    root.set("sourcelanguage", "en")
    by_context: dict[str, list[tuple[str, Translation]]] = {}
    for (context, source), translation in messages.items():
        by_context.setdefault(context, []).append((source, translation))
    for context in sorted(by_context):
        element = ET.SubElement(root, "context")
        ET.SubElement(element, "name").text = context
        for source, translation in sorted(by_context[context], key=lambda item: item[0]):
            message = ET.SubElement(element, "message")
            ET.SubElement(message, "source").text = source
            node = ET.SubElement(message, "translation")
            if found.get((context, source), False):
                message.set("numerus", "yes")
                forms = translation if isinstance(translation, tuple) else None
                for form in forms or ("",) * NUMERUS_FORMS[language]:
                    ET.SubElement(node, "numerusform").text = form
                if forms is None:
                    node.set("type", "unfinished")
            elif translation is None:
                node.set("type", "unfinished")
            else:
                node.text = str(translation)
    ET.indent(root, "    ")
    body = ET.tostring(root, encoding="unicode")
    text = f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n'
    path.write_text(text, encoding="utf-8")
    return text


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def same_qm(committed: Path, rebuilt: Path, messages: Messages) -> bool:
    """Byte for byte; else (another lrelease version) every message translates alike."""
    if committed.read_bytes() == rebuilt.read_bytes():
        return True
    from PySide6.QtCore import QTranslator

    first, second = QTranslator(), QTranslator()
    if not (first.load(str(committed)) and second.load(str(rebuilt))):
        return False
    for (context, source), translation in messages.items():
        counts = COUNTS_CHECKED if isinstance(translation, tuple) else (-1,)
        for n in counts:
            if first.translate(context, source, None, n) != second.translate(
                context, source, None, n
            ):
                return False
    return True


def ts_path(language: str) -> Path:
    return TRANSLATIONS / f"mjlog-viewer_{language}.ts"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check; write nothing")
    args = parser.parse_args(argv)
    found = extracted()
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for language in LANGUAGES:
            ts = ts_path(language)
            old = read_ts(ts)
            messages = merged(language, found, old)
            unfinished = [f"{c}: {s!r}" for (c, s), t in messages.items() if t is None]
            if args.check:
                out_ts = Path(tmp) / ts.name
                text = write_ts(out_ts, language, messages, found)
                if not ts.exists() or ts.read_text(encoding="utf-8") != text:
                    problems.append(f"{ts.name} is out of date: run scripts/update_translations.py")
                if unfinished:
                    problems.append(f"{ts.name}: {len(unfinished)} unfinished: {unfinished[:5]}")
                qm = ts.with_suffix(".qm")
                rebuilt = Path(tmp) / qm.name
                release(ts if ts.exists() else out_ts, rebuilt)
                if not qm.exists() or not same_qm(qm, rebuilt, messages):
                    problems.append(f"{qm.name} is not the build of {ts.name}")
            else:
                TRANSLATIONS.mkdir(parents=True, exist_ok=True)
                write_ts(ts, language, messages, found)
                release(ts, ts.with_suffix(".qm"))
                state = f"{len(unfinished)} unfinished" if unfinished else "complete"
                print(f"{ts.name}: {len(messages)} messages, {state}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
