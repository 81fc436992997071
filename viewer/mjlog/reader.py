"""From raw bytes to an XML root element, safely.

Logs come from Downloads folders: some are gzip (whatever their name says), some are cut off,
some are not logs at all, and a few may be hostile. This module accepts only what an mjlog can be:
bounded size, no DTD or entities, no network, one ``<mjloggm>`` root.
"""

from __future__ import annotations

import re
import zlib
from typing import NamedTuple

from lxml import etree

from viewer.mjlog.errors import MjlogError

# Caps that keep a hostile file's cost small. The largest real log is about 30 KB (plain XML) and
# about 3,000 elements; these leave more than a hundredfold room. Worst case within the caps:
# about 2 s and 150 MB (see tests/hostile and the report of issue 6).
MAX_INPUT_BYTES = 4 * 1024 * 1024  # the file as read (gzip or not)
MAX_XML_BYTES = 4 * 1024 * 1024  # the XML after gzip inflation
MAX_ELEMENTS = 100_000  # tags in the XML (counted as "<" before any tree is built)
GZIP_MAGIC = b"\x1f\x8b"

_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
    huge_tree=False,
    remove_comments=True,
    remove_pis=True,
    remove_blank_text=True,
    collect_ids=False,
    encoding="utf-8",  # logs are UTF-8: a declaration claiming another encoding is not obeyed
)
_BOMS = (  # UTF-32 first: its little-endian mark starts with UTF-16's
    (b"\xff\xfe\x00\x00", "utf-32"),
    (b"\x00\x00\xfe\xff", "utf-32"),
    (b"\xff\xfe", "utf-16"),
    (b"\xfe\xff", "utf-16"),
)
_DOCTYPE = re.compile(rb"<!\s*(DOCTYPE|ENTITY)", re.IGNORECASE)
_XML_POSITION = re.compile(r",? line \d+, column \d+$")
_HTML = re.compile(rb"^\s*(<!--.*?-->\s*)*<(!doctype\s+html|html|head|body)\b", re.I | re.S)


class Document(NamedTuple):
    root: etree._Element
    truncation: str | None  # why the log was cut short, or None


def decompress(data: bytes) -> tuple[bytes, str | None]:
    """Inflate gzip data (by magic bytes), capped; a cut-off stream gives what it has."""
    if not data.startswith(GZIP_MAGIC):
        return data, None
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = inflater.decompress(data, MAX_XML_BYTES + 1)
    except zlib.error as exc:
        raise MjlogError(f"the gzip data is damaged ({exc})") from None
    if len(out) > MAX_XML_BYTES:
        raise MjlogError(
            f"the gzip data inflates to more than {MAX_XML_BYTES // 2**20} MB, "
            "far more than any real log (refused)"
        )
    if not inflater.eof:
        if not out:
            raise MjlogError("the gzip stream is cut off before any data")
        return out, "the gzip stream is cut off"
    return out, None


def parse_document(data: bytes) -> Document:
    """Check and parse the XML of a log; recover the complete elements of a cut-off log."""
    if len(data) > MAX_INPUT_BYTES:
        raise MjlogError(
            f"the file is {len(data) / 2**20:.1f} MB, larger than the "
            f"{MAX_INPUT_BYTES // 2**20} MB any log could be"
        )
    if not data.strip():
        raise MjlogError("the file is empty")
    xml, truncation = decompress(data)
    if not xml.strip():
        raise MjlogError("the file holds no data after decompression")
    xml = _to_utf8(xml)
    if len(xml) > MAX_XML_BYTES:  # UTF-16 text inflates by half when made UTF-8
        raise MjlogError(f"the text is larger than the {MAX_XML_BYTES // 2**20} MB any log is")
    _refuse_unsafe(xml)
    if xml.count(b"<") > MAX_ELEMENTS:
        raise MjlogError(
            f"the file has more than {MAX_ELEMENTS} elements; "
            "a whole game has a few thousand (refused)"
        )
    try:
        root = etree.fromstring(xml, _PARSER)
    except etree.XMLSyntaxError as exc:
        recovered = _recover_cut_off(xml)
        if recovered is None:
            raise MjlogError(f"not valid XML: {_xml_message(exc)}") from None
        root, where = recovered
        truncation = truncation or f"the file is cut off {where}"
    _check_root(root)
    return Document(root, truncation)


def _to_utf8(xml: bytes) -> bytes:
    """A log re-saved as UTF-16/32 (a Windows editor's "Unicode") becomes UTF-8 again."""
    for bom, codec in _BOMS:
        if xml.startswith(bom):
            try:
                return xml.decode(codec).encode("utf-8")
            except UnicodeError:
                raise MjlogError(
                    f"the file starts like {codec.upper()} text but is not valid {codec.upper()}"
                ) from None
    return xml


def _refuse_unsafe(xml: bytes) -> None:
    if _HTML.match(xml[:4096]):
        raise MjlogError("this is an HTML page, not a Tenhou log (a web page saved by mistake?)")
    if _DOCTYPE.search(xml):
        raise MjlogError("the file has a DOCTYPE or entity declaration, which no log has (refused)")


def _check_root(root: etree._Element) -> None:
    docinfo = root.getroottree().docinfo
    if docinfo.doctype or docinfo.internalDTD is not None or docinfo.externalDTD is not None:
        raise MjlogError("the file has a DOCTYPE or entity declaration, which no log has (refused)")
    if root.tag != "mjloggm":
        tag = root.tag if isinstance(root.tag, str) else "?"
        raise MjlogError(f"not a Tenhou log: the root element is <{tag}>, not <mjloggm>")


def _recover_cut_off(xml: bytes) -> tuple[etree._Element, str] | None:
    """A log cut off at its end parses once the broken tail is dropped and the root closed."""
    head = xml.lstrip()[:9]
    if head != b"<mjloggm ":
        return None
    end = xml.rfind(b">")
    if end < 0:
        return None
    tail = xml[end + 1 :]
    if b"<" in tail and not tail.lstrip().startswith(b"<"):
        return None
    prefix = xml[: end + 1]
    if prefix.rstrip().endswith(b"</mjloggm>"):
        return None  # complete root; the damage is elsewhere
    try:
        root = etree.fromstring(prefix + b"</mjloggm>", _PARSER)
    except etree.XMLSyntaxError:
        return None
    return root, f"after element {len(root)}"


def _xml_message(exc: etree.XMLSyntaxError) -> str:
    """libxml2's message on one line, without its own position suffix, plus the position."""
    message = str(exc.msg or exc).split(" (line")[0]
    message = _XML_POSITION.sub("", " ".join(message.split())).rstrip(" ,.")
    if len(message) > 120:
        message = message[:119] + "…"
    line, column = exc.position if exc.position else (0, 0)
    return f"{message} at line {line}, column {column}"
