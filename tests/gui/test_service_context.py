"""ServiceContext: plain errors before a service is usable, no key in reprs, change signals."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from voxwell.errors import ApiConnectionError, CredentialsError
from voxwell.gui.service_context import ServiceContext


def test_local_engine_not_ready_is_a_plain_error(qtbot: QtBot) -> None:
    context = ServiceContext()
    with pytest.raises(ApiConnectionError, match=r"local engine is not ready \(starting\)"):
        context.client()
    context.set_address("", unready="failed: port in use")
    with pytest.raises(ApiConnectionError, match=r"not ready \(failed: port in use\)"):
        context.client()


def test_region_without_key_is_a_plain_error(qtbot: QtBot) -> None:
    context = ServiceContext(
        service_id="canada",
        service_name="Canada region",
        base_url="https://ca.example.invalid/",
        api_key=None,
        is_local=False,
    )
    assert context.base_url == "https://ca.example.invalid"
    with pytest.raises(CredentialsError, match="No API key is stored for Canada region"):
        context.client()


def test_repr_never_shows_the_key(qtbot: QtBot) -> None:
    secret = "vxk-secret-0123456789"
    context = ServiceContext.for_engine("http://127.0.0.1:1", secret)
    assert secret not in repr(context)
    assert "key=set" in repr(context)


def test_changes_emit_signal(qtbot: QtBot) -> None:
    context = ServiceContext()
    with qtbot.waitSignal(context.changed, timeout=1000):
        context.set_address("http://127.0.0.1:5000/")
    assert context.base_url == "http://127.0.0.1:5000"
    with qtbot.waitSignal(context.changed, timeout=1000):
        context.connection.set_service(
            service_id="united-states",
            service_name="United States region",
            base_url="https://us.example.invalid",
            api_key="k",
            is_local=False,
        )
    assert not context.is_local
    context.set_address("http://127.0.0.1:6000")  # a hosted region has no engine address
    assert context.base_url == "https://us.example.invalid"
