"""One small document per tag and variant: what the parser makes of it."""

from __future__ import annotations

import gzip

import pytest

from tests.logbuilder import DEFAULT_HANDS, document, draw_result, init
from viewer.domain.events import Disconnect, Draw, Reconnect, RiichiAccepted, RoundStart
from viewer.domain.record import Rules
from viewer.formats.mjlog import MjlogError, parse_mjlog
from viewer.replay import Timeline

ROUND = (init(), "<T60/><D60/>", draw_result())


@pytest.mark.parametrize(
    ("bits", "name", "sanma", "red", "kuitan", "hanchan", "fast"),
    [(169, "四鳳南喰赤", False, True, True, True, False),
     (185, "三鳳南喰赤", True, True, True, True, False),
     (97, "四特東喰赤速", False, True, True, False, True),
     (0x89 | 0x02 | 0x04, "四上南", False, False, False, True, False),
     (1, "四般東喰赤", False, True, True, False, False)],
)  # fmt: skip
def test_go_type_bits(bits, name, sanma, red, kuitan, hanchan, fast) -> None:
    rules = Rules(bits)
    assert (rules.room_name, rules.sanma, rules.red_fives, rules.kuitan, rules.hanchan,
            rules.fast) == (name, sanma, red, kuitan, hanchan, fast)  # fmt: skip


def test_players_are_url_decoded_with_dan_and_rate() -> None:
    record = parse_mjlog(document(*ROUND, names=("天鳳", "Niel", "a&b", "x y")))
    assert [p.name for p in record.players] == ["天鳳", "Niel", "a&b", "x y"]
    assert [p.dan for p in record.players] == [10, 11, 12, 13]
    assert record.players[3].rate == 1800.0


def test_init_fields() -> None:
    record = parse_mjlog(document(init(round_index=6, honba=1, sticks=2, indicator=16,
                                       scores=(250, 240, 260, 250)), *ROUND[1:]))  # fmt: skip
    start = record.rounds[0].start
    assert isinstance(start, RoundStart)
    assert (start.round_index, start.honba, start.riichi_sticks, start.dealer) == (6, 1, 2, 2)
    assert start.dice == (3, 4) and start.dora_indicator == 16
    assert start.scores == (25000, 24000, 26000, 25000)
    rnd = record.rounds[0]
    assert (rnd.wind, rnd.number, rnd.name_ja(), rnd.name_en()) == (1, 3, "南3局", "South 3")


def test_bye_and_reconnect_are_events_but_not_steps() -> None:
    data = document(init(), '<T60/><BYE who="1"/><D60/><UN n1="%42"/>', draw_result())
    record = parse_mjlog(data)
    events = record.rounds[0].events
    assert Disconnect(1) in events and Reconnect(1, "B") in events
    states = Timeline(record).states(0)
    assert len(states) == 4  # deal, draw, discard, draw result


def test_old_logs_without_shuffle_and_reach_scores() -> None:
    body = (
        '<GO type="9"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="0,0,0,0" rate="1500,1500,'
        '1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/>'
        + init().replace("<INIT ", '<INIT shuffle="mt19937ar,0,0,0,0,0,0,0,0" ')
        + '<T60/><REACH who="0" step="1"/><D60/><REACH who="0" step="2"/>'
        + draw_result(scores=(240, 250, 250, 250), sticks=1)
    )
    record = parse_mjlog(f'<mjloggm ver="2.3">{body}</mjloggm>'.encode())
    assert record.rules.lobby is None and record.players[0].rate == 1500.0
    assert record.warnings == ()
    accepted = [e for e in record.rounds[0].events if isinstance(e, RiichiAccepted)]
    assert accepted == [RiichiAccepted(0, None)]
    assert Timeline(record).states(0)[-1].riichi_sticks == 1


def test_unknown_tags_and_attributes_are_warnings_not_errors() -> None:
    data = document(init().replace("<INIT ", '<INIT extra="1" '), "<T60/><FOO/><D60/>",
                    draw_result())  # fmt: skip
    record = parse_mjlog(data)
    assert record.warnings == (
        "unknown attribute 'extra' on <INIT> ignored",
        "unknown element <FOO> ignored",
    )


def test_newlines_between_elements_and_gzip_are_read_the_same() -> None:
    plain = document(*ROUND)
    spaced = plain.replace(b"/><", b"/>\n  <")
    assert parse_mjlog(spaced) == parse_mjlog(plain)
    assert parse_mjlog(gzip.compress(plain)) == parse_mjlog(plain)


def test_draw_elements_are_shared_values() -> None:
    record = parse_mjlog(document(*ROUND))
    assert record.rounds[0].events[1] == Draw(0, 60)
    assert [record.rounds[0].position(i) for i in range(3)] == [5, 6, 7]


def test_a_log_without_closing_tag_is_read_up_to_the_cut() -> None:
    data = document(*ROUND, init(round_index=1, honba=0), "<U61/><E61/>")
    cut = data[: data.rindex(b"<E61/>") + 3]
    record = parse_mjlog(cut)
    assert len(record.rounds) == 2 and not record.rounds[1].complete
    assert "cut off after element" in (record.truncation or "")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the file is empty"),
        (b"<html><body>404</body></html>", "HTML page"),
        (b"<foo/>", "root element is <foo>"),
        (b"\x00\x01garbage", "it is binary data, neither XML nor gzip"),
        (document(init(), "<T136/>"), "136 (must be 0-135) (round 1, element 6 <T136>)"),
        (document(init().replace('oya="0"', 'oya="x"')), "attribute oya='x' is not a whole"),
        (document(init().replace(",12", "")), "hai0 has 12 tiles"),
        (document(init(), '<AGARI who="5"/>'), "who=5 names a seat that does not exist"),
    ],
)  # fmt: skip
def test_errors_are_one_specific_line(data: bytes, message: str) -> None:
    with pytest.raises(MjlogError) as caught:
        parse_mjlog(data)
    text = str(caught.value)
    assert message in text and "\n" not in text


def test_hands_deal_default_is_all_distinct() -> None:
    assert len({t for hand in DEFAULT_HANDS for t in hand}) == 52


@pytest.mark.parametrize(
    "raw", ["%4E%69%65%6C", "%E5%A4%A9%E9%B3%B3", "%4EA%B", "Niel", "%zz%41", "%41%4", "a%20b"]
)
def test_player_names_decode_like_urllib(raw: str) -> None:
    from urllib.parse import unquote_to_bytes

    from viewer.formats.mjlog.elements.players import decode_name

    assert decode_name(raw) == unquote_to_bytes(raw).decode("utf-8", "replace")


def test_unknown_attributes_on_frequent_elements_are_still_named() -> None:
    data = document(
        init(),
        '<T60/><REACH who="0" step="1" x="1"/><D60/><DORA hai="100" y="2"/>',
        draw_result(),
    )
    assert parse_mjlog(data).warnings == (
        "unknown attribute 'x' on <REACH> ignored",
        "unknown attribute 'y' on <DORA> ignored",
    )
