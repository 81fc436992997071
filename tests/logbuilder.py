"""Hand-written logs for tests: a readable way to write small mjlog documents."""

from __future__ import annotations

from urllib.parse import quote

from viewer.domain.melds import Meld, MeldKind, encode_meld

DEFAULT_HANDS = tuple(tuple(range(13 * s, 13 * s + 13)) for s in range(4))


def header(type_bits: int = 169, names: tuple[str, ...] = ("A", "B", "C", "D")) -> str:
    names = tuple(names) + ("",) * (4 - len(names))
    un = " ".join(f'n{i}="{quote(n)}"' for i, n in enumerate(names))
    return (
        '<SHUFFLE seed="mt19937ar-sha512-n288-base64,test" ref=""/>'
        f'<GO type="{type_bits}" lobby="0"/>'
        f'<UN {un} dan="10,11,12,13" rate="1500.00,1600.00,1700.00,1800.00" sx="M,F,M,C"/>'
        '<TAIKYOKU oya="0"/>'
    )


def init(
    round_index: int = 0,
    honba: int = 0,
    sticks: int = 0,
    indicator: int = 135,
    scores: tuple[int, ...] = (250, 250, 250, 250),
    hands: tuple[tuple[int, ...], ...] = DEFAULT_HANDS,
    dealer: int | None = None,
) -> str:
    dealer = round_index % 4 if dealer is None else dealer
    hai = " ".join(f'hai{s}="{",".join(map(str, h))}"' for s, h in enumerate(hands))
    ten = ",".join(map(str, scores))
    return (
        f'<INIT seed="{round_index},{honba},{sticks},2,3,{indicator}" ten="{ten}" '
        f'oya="{dealer}" {hai}/>'
    )


def call(who: int, kind: MeldKind, tiles: tuple[int, ...], called: int | None = None,
         from_seat: int | None = None, added: int | None = None) -> str:  # fmt: skip
    meld = Meld(kind, tuple(sorted(tiles)), called, from_seat, added, 0)
    return f'<N who="{who}" m="{encode_meld(meld, who)}"/>'


def document(*elements: str, type_bits: int = 169, names: tuple[str, ...] | None = None) -> bytes:
    head = header(
        type_bits, names or (("A", "B", "C") if type_bits & 0x10 else ("A", "B", "C", "D"))
    )
    return f'<mjloggm ver="2.3">{head}{"".join(elements)}</mjloggm>'.encode()


def draw_result(scores: tuple[int, ...] = (250, 250, 250, 250), honba: int = 0, sticks: int = 0,
                owari: bool = True, **attrs: str) -> str:  # fmt: skip
    sc = ",".join(f"{s},0" for s in scores)
    extra = "".join(f' {k}="{v}"' for k, v in attrs.items())
    end = ""
    if owari:
        end = ' owari="' + ",".join(f"{s},0.0" for s in scores) + '"'
    return f'<RYUUKYOKU ba="{honba},{sticks}" sc="{sc}"{extra}{end}/>'
