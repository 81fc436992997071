"""Reading review reports: the fixtures parse, broken or hostile ones give one line naming where."""

from __future__ import annotations

import pytest

from tests.review.helpers import KINDS, encode, report_json, report_path
from viewer.review import ReportError, parse_report, read_report
from viewer.review import parse as parse_module


@pytest.mark.parametrize("kind", KINDS)
def test_fixture_reports_parse(kind: str) -> None:
    report = read_report(report_path(kind))
    raw = report_json(kind)
    assert report.engine == "Mortal" and report.player_id == raw["player_id"]
    assert report.reviewed == raw["review"]["total_reviewed"] == report.entry_count
    assert report.model_tag == f"fixture-{kind}"
    assert report.players == (4 if kind == "4p" else 3)
    entry = report.kyokus[0].entries[0]
    first = raw["review"]["kyokus"][0]["entries"][0]
    assert entry.actual.json() == first["actual"]  # the mjai action, key for key
    assert [c.prob for c in entry.candidates] == [d["prob"] for d in first["details"]]
    assert [c.q for c in entry.candidates] == [d["q_value"] for d in first["details"]]
    assert entry.tehai == tuple(first["state"]["tehai"])


def _broken(edit) -> bytes:  # type: ignore[no-untyped-def]
    document = report_json("4p")
    edit(document)
    return encode(document)


def _entry(document):  # type: ignore[no-untyped-def]
    return document["review"]["kyokus"][0]["entries"][0]


@pytest.mark.parametrize(
    ("data", "where", "what"),
    [
        (b"{", "line 1 column 2", "not JSON"),
        (b"\xff\xfe", "", "not UTF-8"),
        (b"[" * 5000 + b"]" * 5000, "", "nested deeper"),
        (b'{"a": ' + b"[" * 40 + b"]" * 40 + b"}", "", "nested deeper than 32"),
        (b'{"engine": "Mortal", "player_id": 1' + b"0" * 30 + b"}", "", "number too large"),
        (b'{"engine": NaN}', "", "not a JSON number"),
        (b"[]", "", "expected an object"),
        (_broken(lambda d: d.update(engine="Akochan")), "engine", "only Mortal"),
        (_broken(lambda d: d.pop("review")), "top level", "missing key 'review'"),
        (_broken(lambda d: d.update(player_id=7)), "player_id", "out of range 0..3"),
        (_broken(lambda d: d.update(player_id="1")), "player_id", "expected an integer"),
        (_broken(lambda d: _entry(d).update(details=[])), "review.kyokus[0].entries[0].details",
         "no candidates"),
        (_broken(lambda d: _entry(d)["details"][1].update(prob=2.5)),
         "review.kyokus[0].entries[0].details[1].prob", "a probability of 2.5"),
        (_broken(lambda d: _entry(d)["actual"].update(pai="10m")),
         "review.kyokus[0].entries[0].actual.pai", "expected an mjai tile"),
        (_broken(lambda d: _entry(d).update(is_equal=1)),
         "review.kyokus[0].entries[0].is_equal", "expected true or false"),
        (_broken(lambda d: _entry(d).update(actual_index=99)),
         "review.kyokus[0].entries[0].actual_index", "out of range"),
        (_broken(lambda d: d.update(mjai_log={"type": "x"})), "mjai_log", "a list of objects"),
    ],
)  # fmt: skip
def test_bad_reports_say_where_and_what(data: bytes, where: str, what: str) -> None:
    with pytest.raises(ReportError) as caught:
        parse_report(data, "bad.json")
    message = str(caught.value)
    assert message.startswith("bad.json: ") and "\n" not in message
    assert where in message and what in message
    assert caught.value.where == where or not where


def test_size_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parse_module, "MAX_BYTES", 100)
    with pytest.raises(ReportError, match="larger than"):
        parse_report(encode(report_json("3p")), "big.json")


def test_missing_file_is_one_line(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ReportError) as caught:
        read_report(tmp_path / "nope.json")
    assert str(caught.value).startswith(str(tmp_path / "nope.json") + ": ")
