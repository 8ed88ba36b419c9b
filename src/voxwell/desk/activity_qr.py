"""A questionnaire's activity link as a QR code a patient's phone can scan (segno; no Qt).

The code carries the link exactly (byte mode, error correction M: readable with a seventh of it
smudged or covered), drawn dark on light with the four-module quiet zone scanners need. SVG for
a view that scales it; PNG for a file or a clipboard.
"""

from __future__ import annotations

import io

import segno

from voxwell.i18n import translate

__all__ = ["qr_code", "qr_png", "qr_svg"]


def qr_code(link: str) -> segno.QRCode:
    """The QR code of ``link``; ``ValueError`` for an empty link."""
    if not link.strip():
        raise ValueError(translate("ActivityQr", "There is no link to show as a QR code."))
    return segno.make_qr(link, error="m", boost_error=False)


def qr_svg(link: str, scale: int = 6) -> str:
    """The code as a standalone SVG document (``scale`` pixels a module)."""
    out = io.BytesIO()
    qr_code(link).save(out, kind="svg", scale=scale, border=4, xmldecl=False, title=link)
    return out.getvalue().decode("utf-8")


def qr_png(link: str, scale: int = 8) -> bytes:
    """The code as a PNG image (``scale`` pixels a module)."""
    out = io.BytesIO()
    qr_code(link).save(out, kind="png", scale=scale, border=4)
    return out.getvalue()
