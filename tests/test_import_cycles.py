"""No import cycle inside ``voxwell.gui``, ``voxwell.client`` or ``voxwell.desk``; Qt in every view.

grimp is the graph library under import-linter. Imports inside functions count (a lazy import is
still a dependency); imports only under ``TYPE_CHECKING`` do not, since they never run.
"""

from __future__ import annotations

import grimp
import pytest


def import_cycles(graph: grimp.ImportGraph, package: str) -> list[list[str]]:
    """The strongly connected groups (Tarjan) of more than one module inside ``package``."""
    modules = {package} | graph.find_descendants(package)
    edges = {m: sorted(graph.find_modules_directly_imported_by(m) & modules) for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in edges[module]:
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                cycles.append(sorted(group))

    for module in sorted(modules):
        if module not in index:
            visit(module)
    return cycles


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("voxwell", exclude_type_checking_imports=True, cache_dir=None)


@pytest.mark.parametrize("package", ["voxwell.gui", "voxwell.client", "voxwell.desk"])
def test_no_import_cycle_inside(graph: grimp.ImportGraph, package: str) -> None:
    assert import_cycles(graph, package) == []


def test_a_planted_cycle_is_found() -> None:
    graph = grimp.ImportGraph()
    for module in ("pkg", "pkg.a", "pkg.b", "pkg.c", "other"):
        graph.add_module(module)
    graph.add_import(importer="pkg.a", imported="pkg.b")
    graph.add_import(importer="pkg.b", imported="pkg.c")
    graph.add_import(importer="pkg.c", imported="pkg.a")
    graph.add_import(importer="pkg.a", imported="other")
    graph.add_import(importer="other", imported="pkg.a")  # outside the package: not its cycle
    assert import_cycles(graph, "pkg") == [["pkg.a", "pkg.b", "pkg.c"]]


QT = {"PySide6", "shiboken6", "qasync", "pyqtgraph"}


def test_every_gui_module_imports_qt() -> None:
    """``voxwell.gui`` holds views only: a module without Qt belongs below it (``voxwell.desk``,
    or the library whose concern it is)."""
    graph = grimp.build_graph("voxwell", include_external_packages=True, cache_dir=None)
    modules = graph.find_descendants("voxwell.gui")
    screens = {module for module in modules if graph.find_children(module)}  # packages only
    assert screens, "the views are grouped by screen"
    qt_free = [
        module
        for module in sorted(modules - screens)
        if not any(m.split(".")[0] in QT for m in graph.find_modules_directly_imported_by(module))
    ]
    assert qt_free == []
