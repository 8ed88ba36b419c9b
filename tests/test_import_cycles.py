"""No import cycle anywhere in ``voxwell``: between any two modules, or between its packages; Qt in
every view.

grimp is the graph library under import-linter. Every import counts: one inside a function (a
lazy import is still a dependency) and one only under ``TYPE_CHECKING`` (a circle of types is
still a circle of knowledge, and the next runtime import closes it).
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


def package_graph(graph: grimp.ImportGraph, package: str) -> grimp.ImportGraph:
    """``package`` and its children, each child standing for all below it (squashed)."""
    children = sorted(graph.find_children(package))
    squashed = grimp.ImportGraph()
    for module in (package, *children):
        squashed.add_module(module)
    for importer in children:
        for imported in children:
            if importer != imported and graph.direct_import_exists(
                importer=importer, imported=imported, as_packages=True
            ):
                squashed.add_import(importer=importer, imported=imported)
    return squashed


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("voxwell", exclude_type_checking_imports=False, cache_dir=None)


def test_no_import_cycle_between_any_modules(graph: grimp.ImportGraph) -> None:
    assert import_cycles(graph, "voxwell") == []


def test_no_import_cycle_between_packages(graph: grimp.ImportGraph) -> None:
    """``voxwell.gui`` may import ``voxwell.desk``, or the other way, never both."""
    assert import_cycles(package_graph(graph, "voxwell"), "voxwell") == []


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


def test_a_planted_package_cycle_is_found() -> None:
    graph = grimp.ImportGraph()
    for module in ("pkg", "pkg.low", "pkg.low.x", "pkg.high", "pkg.high.y"):
        graph.add_module(module)
    graph.add_import(importer="pkg.high.y", imported="pkg.low.x")
    assert import_cycles(package_graph(graph, "pkg"), "pkg") == []
    graph.add_import(importer="pkg.low.x", imported="pkg.high")
    assert import_cycles(package_graph(graph, "pkg"), "pkg") == [["pkg.high", "pkg.low"]]


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
