"""The Qt-free name tables used by the popups (yaku, limits, dan ranks)."""

from __future__ import annotations

from viewer.presentation.names import DAN_NAMES, YAKU_NAMES, dan_name, limit_name, yaku_name


def test_every_tenhou_yaku_id_has_both_names() -> None:
    assert sorted(YAKU_NAMES) == list(range(55))
    assert all(n.ja and n.en for n in YAKU_NAMES.values())
    assert yaku_name(1).ja == "立直" and yaku_name(39).ja == "大三元"
    assert yaku_name(99).en == "Yaku 99"  # unknown ids still get a label


def test_dan_names_follow_the_tenhou_ids() -> None:
    assert len(DAN_NAMES) == 21
    assert [dan_name(i).ja for i in (0, 1, 9, 10, 13, 19, 20)] == [  # type: ignore[union-attr]
        "新人", "9級", "1級", "初段", "四段", "十段", "天鳳位",
    ]  # fmt: skip
    assert dan_name(None) is None and dan_name(21) is None


def test_limit_names() -> None:
    assert [limit_name(i, 5, False).ja for i in range(1, 6)] == [  # type: ignore[union-attr]
        "満貫", "跳満", "倍満", "三倍満", "役満",
    ]  # fmt: skip
    assert limit_name(5, 13, yakuman=False).ja == "数え役満"  # type: ignore[union-attr]
    assert limit_name(5, 0, yakuman=True).ja == "役満"  # type: ignore[union-attr]
    assert limit_name(0, 2, yakuman=False) is None
