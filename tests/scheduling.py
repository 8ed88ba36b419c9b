"""How the suite is dealt out over the pytest-xdist workers (``--dist loadgroup``).

- **Built once.** Unmarked tests are handed out one by one, so a module's fixture would be built
  again on every worker that draws one of its tests (each an engine, a team server or a batch of
  analyses). Every test that uses a module-scoped fixture joins its module's group, and every
  test that uses the session's PostgreSQL cluster (or a store parameter of ``postgresql``) joins
  the group ``postgresql``: one worker starts the cluster and the shared team server, once. A
  test that names its own ``xdist_group`` keeps it.
- **Costliest first.** With ``--no-loadscope-reorder`` the groups are dealt in the order of the
  tests: the ``postgresql`` group first, then the modules marked ``slow``, then the quick ones,
  which fill the end of the run on whichever worker is free, so the two finish close together.
"""

from __future__ import annotations

import pytest

__all__ = ["POSTGRESQL_GROUP"]

POSTGRESQL_GROUP = "postgresql"
"""The xdist group of every test that uses the session's PostgreSQL cluster or a team server
on it."""


def _shares_costly_work(item: pytest.Item) -> str | None:
    """The group an unmarked test joins so that what it shares is built once, or None."""
    params = getattr(item, "callspec", None)
    values = params.params.values() if params is not None else ()
    if "postgres" in item.fixturenames or "postgresql" in values:
        return POSTGRESQL_GROUP
    info = getattr(item, "_fixtureinfo", None)
    definitions = info.name2fixturedefs.values() if info is not None else ()
    if any(defs and defs[-1].scope == "module" for defs in definitions):
        return item.nodeid.split("::", 1)[0]
    return None


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("xdist_group") is None:
            group = _shares_costly_work(item)
            if group is not None:
                item.add_marker(pytest.mark.xdist_group(group))


def _dealing_order(item: pytest.Item) -> int:
    groups = [mark.args[0] for mark in item.iter_markers("xdist_group") if mark.args]
    if POSTGRESQL_GROUP in groups:
        return 0
    return 1 if item.get_closest_marker("slow") is not None else 2


# After pytest has ordered the tests by their fixtures; stable, so each module keeps its order.
@pytest.hookimpl(trylast=True, specname="pytest_collection_modifyitems")
def pytest_deal_costliest_first(items: list[pytest.Item]) -> None:
    items.sort(key=_dealing_order)
