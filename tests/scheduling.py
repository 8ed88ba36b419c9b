"""How the suite is dealt out over the pytest-xdist workers (``--dist loadgroup``).

- **Built once.** Unmarked tests are handed out one by one, so a module's fixture would be built
  again on every worker that draws one of its tests (each an engine, a team server or a batch of
  analyses). Every test that uses a module-scoped fixture joins its module's group, and every
  test that uses the session's PostgreSQL cluster (or a store parameter of ``postgresql``) joins
  the group ``postgresql``: one worker starts the cluster and the shared team server, once. A
  test that names its own ``xdist_group`` keeps it.
- **Dealt by size.** pytest-xdist deals the groups with the most tests first (the ``postgresql``
  group among them), then the single tests, which fill the end of the run on whichever worker is
  free. Dealing the ``slow`` modules first instead was tried and measured no faster (14:24 against
  13:43 for the whole suite), so xdist's own order stands.
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
