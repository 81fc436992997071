"""From raw bytes to an XML root element, safely.

Logs come from Downloads folders: some are gzip (whatever their name says), some are cut off,
some are not logs at all, and a few may be hostile. This module accepts only what an mjlog can be:
bounded size, no DTD or entities, no network, one ``<mjloggm>`` root.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from lxml import etree

from viewer.formats.inflate import inflate
from viewer.formats.mjlog.errors import MjlogError

# Caps that keep a hostile file's cost small. The largest real log is about 30 KB (plain XML) and
# about 3,000 elements; these leave more than a hundredfold room. Worst case within the caps:
# about 2 s and 150 MB (see tests/hostile and the report of issue 6).
MAX_INPUT_BYTES = 4 * 1024 * 1024  # the file as read (gzip or not)
MAX_XML_BYTES = 4 * 1024 * 1024  # the XML after gzip inflation
MAX_ELEMENTS = 100_000  # tags in the XML (counted as "<" before any tree is built)

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
_MAGIC = (
    (b"PK\x03\x04", "a ZIP archive (unpack it and open the log inside)"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive (unpack it and open the log inside)"),
    (b"Rar!", "a RAR archive (unpack it and open the log inside)"),
    (b"BZh", "a bzip2 archive (unpack it and open the log inside)"),
    (b"\xfd7zXZ", "an xz archive (unpack it and open the log inside)"),
    (b"\x28\xb5\x2f\xfd", "a zstd archive (unpack it and open the log inside)"),
    (b"\x1f\x8b", "gzip data inside gzip data (compressed twice?)"),
    (b"%PDF", "a PDF document"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
)
_LOG_START = re.compile(rb"\s*(<\?xml[^>]*\?>\s*)?<mjloggm[\s>]")
_XML_POSITION = re.compile(r",? line \d+(, column \d+)?$")
_HTML = re.compile(rb"^\s*(<!--.*?-->\s*)*<(!doctype\s+html|html|head|body)\b", re.I | re.S)


class Document(NamedTuple):
    root: etree._Element
    truncation: str | None  # why the log was cut short, or None
    damage: str | None = None  # the XML error that ended ``root`` early (damage mid-file)


def decompress(data: bytes) -> tuple[bytes, str | None]:
    """Inflate gzip data (by magic bytes), capped; a cut-off stream gives what it has."""
    return inflate(data, MAX_XML_BYTES, MjlogError)


def parse_document(data: bytes) -> Document:
    """Check and parse the XML of a log; recover the complete elements of a cut-off log."""
    if len(data) > MAX_INPUT_BYTES:
        raise MjlogError(
            f"the file is {len(data) / 2**20:.1f} MB, larger than the "
            f"{MAX_INPUT_BYTES // 2**20} MB any log could be"
        )
    if not data or data.isspace():  # (no stripped copy of the whole file)
        raise MjlogError("the file is empty")
    xml, truncation = decompress(data)
    if not xml or xml.isspace():
        raise MjlogError("the file holds no data after decompression")
    xml = _to_utf8(xml)
    if len(xml) > MAX_XML_BYTES:  # UTF-16 text inflates by half when made UTF-8
        raise MjlogError(f"the text is larger than the {MAX_XML_BYTES // 2**20} MB any log is")
    _refuse_not_xml(xml)
    _refuse_unsafe(xml)
    if len(xml) > MAX_ELEMENTS and xml.count(b"<") > MAX_ELEMENTS:  # (no count for a short file)
        raise MjlogError(
            f"the file has more than {MAX_ELEMENTS} elements; "
            "a whole game has a few thousand (refused)"
        )
    try:
        root = etree.fromstring(xml, _PARSER)
    except etree.XMLSyntaxError as exc:
        recovered = _recover_cut_off(xml)
        if recovered is not None:
            root, where = recovered
            truncation = truncation or f"the file is cut off {where}"
        else:  # damaged inside: the elements before the damage are still good
            message = f"not valid XML: {_xml_message(exc)}"
            recovered = _recover_cut_off(xml[: _offset(xml, exc.position)])
            if recovered is None:
                raise MjlogError(message) from None
            _check_root(recovered[0])
            return Document(recovered[0], truncation, message)
    _check_root(root)
    return Document(root, truncation)


def _offset(xml: bytes, position: tuple[int, int] | None) -> int:
    """The byte offset of libxml2's (line, column), near enough to cut before the damage."""
    if not position:
        return 0
    line, column = position
    start = 0
    for _ in range(line - 1):
        start = xml.find(b"\n", start) + 1
        if start == 0:
            return 0
    return start + max(column - 1, 0)


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
    return xml.removeprefix(b"\xef\xbb\xbf")  # a UTF-8 mark: parsed as UTF-8 either way


def _refuse_not_xml(xml: bytes) -> None:
    """Name what a file that is no XML at all is, when its first bytes tell."""
    head = xml[:4096].lstrip()[:32]  # no copy of the whole file for its first bytes
    if head.startswith(b"<"):
        return
    for magic, what in _MAGIC:
        if head.startswith(magic):
            raise MjlogError(f"this is {what}, not a Tenhou log")
    if head[:1] in (b"{", b"["):
        raise MjlogError(
            "this looks like JSON (a tenhou.net/6 log?), not an mjlog; "
            "the viewer reads Tenhou's XML logs"
        )
    line = head.split(b"\n")[0].rstrip()
    text = line[:20].decode("ascii", "replace") + ("…" if len(line) > 20 else "")
    if text.isprintable() and "\ufffd" not in text:
        raise MjlogError(f"not a Tenhou log: it is text that starts with {text!r}, not XML")
    raise MjlogError("not a Tenhou log: it is binary data, neither XML nor gzip")


def _refuse_unsafe(xml: bytes) -> None:
    if _HTML.match(xml[:4096]):
        raise MjlogError("this is an HTML page, not a Tenhou log (a web page saved by mistake?)")
    # Fast scans first: real logs have no "!" at all (a one-byte search is several times cheaper
    # than looking for "<!" in a text full of "<").
    if b"!" in xml and b"<!" in xml and _DOCTYPE.search(xml):
        raise MjlogError("the file has a DOCTYPE or entity declaration, which no log has (refused)")


def _check_root(root: etree._Element) -> None:
    docinfo = root.getroottree().docinfo
    # lxml-stubs 0.5 leaves out DocInfo.doctype (lxml has it: the DOCTYPE line, "" when none).
    doctype: str = docinfo.doctype  # type: ignore[attr-defined]
    if doctype or docinfo.internalDTD is not None or docinfo.externalDTD is not None:
        raise MjlogError("the file has a DOCTYPE or entity declaration, which no log has (refused)")
    if root.tag != "mjloggm":
        tag = root.tag if isinstance(root.tag, str) else "?"
        tag = tag if len(tag) <= 20 else tag[:19] + "…"
        raise MjlogError(f"not a Tenhou log: the root element is <{tag}>, not <mjloggm>")


def _recover_cut_off(xml: bytes) -> tuple[etree._Element, str] | None:
    """A log cut off at its end parses once the broken tail is dropped and the root closed."""
    if not _LOG_START.match(xml[:200]):
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
    message = " ".join(message.split())
    while _XML_POSITION.search(message):  # libxml2 may add its position twice
        message = _XML_POSITION.sub("", message).rstrip(" ,.")
    if len(message) > 120:
        message = message[:119] + "…"
    line, column = exc.position if exc.position else (0, 0)
    return f"{message} at line {line}, column {column}"
