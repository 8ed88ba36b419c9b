"""The activity link as a QR code: the link itself inside, SVG and PNG of the right size."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET

import pytest

from voxwell.desk.activity_qr import qr_code, qr_png, qr_svg

LINK = "http://192.168.1.20:8766/activities/Zb3k9Qx_-Lm2Np4Rs6Tu8Vw0XyAbCdEf"


def test_the_code_carries_the_link_in_byte_mode_with_medium_correction() -> None:
    code = qr_code(LINK)
    assert code.mode == "byte"
    assert code.error == "M"
    assert len(code.matrix) == len(code.matrix[0]) == 4 * code.version + 17


def test_svg_is_a_document_named_by_the_link_and_scaled() -> None:
    root = ET.fromstring(qr_svg(LINK, scale=5))
    size = (4 * qr_code(LINK).version + 17 + 8) * 5  # modules and the quiet zone
    assert root.attrib["width"] == root.attrib["height"] == str(size)
    title = root.find("{http://www.w3.org/2000/svg}title")
    assert title is not None
    assert title.text == LINK


def test_png_has_the_modules_and_quiet_zone_at_its_scale() -> None:
    data = qr_png(LINK, scale=3)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert width == height == (4 * qr_code(LINK).version + 17 + 8) * 3


def test_an_empty_link_is_refused() -> None:
    with pytest.raises(ValueError, match="no link"):
        qr_svg("  ")
