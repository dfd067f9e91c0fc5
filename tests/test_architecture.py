"""The module graph of gcnasm (docs/architecture.md), read from the source.

Every module under gcnasm/ is parsed with ``ast``; every import statement
counts, those inside functions included.  The tests check:

* layering: every package of gcnasm has a place in ``LAYERS`` and imports
  only the packages listed below it there (isa <- codeobject <- checker,
  hip <- emu <- workflow); the shared modules import no package; only the
  command line (gcnasm.cli) sits above everything;
* no import cycle inside a package, apart from the few upward calls listed
  in ``KNOWN_UPWARD``;
* no private (_underscore) name of another module used: ``from X import _n``
  or ``X._n`` where X is a gcnasm module; in the packages of
  ``PRIVATE_ATTRIBUTES_CHECKED``, no private attribute or method of an object
  used unless the module itself defines it (so no ``backend._launch(...)``
  and no inherited ``self._check_open()`` outside the module defining it).

No package has a known cycle or private import left (issue 9, item 1); the
lists of known exceptions below may only shrink.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path
from typing import Dict, List, Set, Tuple

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "gcnasm"

# Each package and the packages it may import (issue 21, item 8: the
# commands that combine layers live in gcnasm.workflow, above them all).
LAYERS = {
    "gcnasm.isa": (),
    "gcnasm.codeobject": ("gcnasm.isa",),
    "gcnasm.checker": ("gcnasm.isa", "gcnasm.codeobject"),
    "gcnasm.hip": ("gcnasm.isa", "gcnasm.codeobject"),
    "gcnasm.emu": ("gcnasm.isa", "gcnasm.codeobject", "gcnasm.hip"),
    "gcnasm.workflow": ("gcnasm.isa", "gcnasm.codeobject", "gcnasm.checker", "gcnasm.hip",
                        "gcnasm.emu"),
}
# Modules beside the packages: imported by all, importing no package.
SHARED = ("gcnasm.errors", "gcnasm.outputs", "gcnasm.records", "gcnasm.lazy", "gcnasm.toolchain")
# The command line and the top-level package: above everything.
TOP = ("gcnasm", "gcnasm.cli", "gcnasm.__main__")

# Packages whose import graph must have no cycle: every package.
ACYCLIC = tuple(LAYERS)

# Packages that still have cycles (issue 9, item 1); tighten as they are fixed.
KNOWN_CYCLIC: Tuple[str, ...] = ()

# Upward calls that are deliberate (each commented where it is made).
# CodeObject.to_bytes() once called the rewriter, the disassembler and the
# verifier; it now uses only modules below it (layout, analysis, structure).
# (gcnasm.emu's program -> indexing call went in issue 23, item 7: indexing
# registers a wrapper with program instead.)
KNOWN_UPWARD: Set[Tuple[str, str]] = set()

# Private names used across modules today (module, imported module, name):
# issue 9, item 1.  None may be added; remove an entry when it is fixed.
KNOWN_PRIVATE: Set[Tuple[str, str, str]] = set()

# Packages where an object's private attributes and methods are checked too.
PRIVATE_ATTRIBUTES_CHECKED = ("gcnasm.hip", "gcnasm.workflow")


def module_names() -> Dict[str, Path]:
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(REPO).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = module_names()


# A module that names no gcnasm module in any import (the generated tables)
# has no edge and no private use; it is not parsed.
_MAY_IMPORT_GCNASM = re.compile(r"^\s*(from\s+(\.|gcnasm\b)|import\s+gcnasm\b)", re.M)


@functools.lru_cache(maxsize=None)
def _tree(module: str) -> ast.AST:
    text = MODULES[module].read_text()
    if not _MAY_IMPORT_GCNASM.search(text):
        return ast.Module(body=[], type_ignores=[])
    return ast.parse(text, str(MODULES[module]))


def _is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def _resolve(module: str, node: ast.ImportFrom) -> str:
    """The absolute name ``from ... import`` reads from."""
    if node.level == 0:
        return node.module or ""
    base = module.split(".")
    if not _is_package(module):
        base.pop()
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


@functools.lru_cache(maxsize=None)
def imports(module: str) -> List[Tuple[str, str, ast.AST]]:
    """(imported gcnasm module, name taken from it or "", node) for every
    import statement in ``module``, at any depth."""
    tree = _tree(module)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in MODULES:
                    out.append((alias.name, "", node))
        elif isinstance(node, ast.ImportFrom):
            source = _resolve(module, node)
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                if sub in MODULES:
                    out.append((sub, "", node))
                elif source in MODULES:
                    out.append((source, alias.name, node))
    return out


def graph() -> Dict[str, Set[str]]:
    return {m: {target for target, _, _ in imports(m) if target != m} for m in MODULES}


def private_uses(module: str) -> Set[Tuple[str, str, str]]:
    """(module, other module, private name) for ``from other import _n`` and
    ``alias._n`` where ``alias`` names another gcnasm module."""
    found = set()
    aliases: Dict[str, str] = {}
    for target, name, node in imports(module):
        if target == module:
            continue
        if name:
            if name.startswith("_") and not name.startswith("__"):
                found.add((module, target, name))
            continue
        for alias in node.names:
            if isinstance(node, ast.ImportFrom) and target.endswith("." + alias.name):
                aliases[alias.asname or alias.name] = target
            elif isinstance(node, ast.Import) and alias.name == target and alias.asname:
                aliases[alias.asname] = target
    for node in ast.walk(_tree(module)):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                node.value.id in aliases and node.attr.startswith("_") and \
                not node.attr.startswith("__"):
            found.add((module, aliases[node.value.id], node.attr))
    return found


def defined_private_names(module: str) -> Set[str]:
    """Private names ``module`` defines: its functions, classes and
    module-level or class-level names, and attributes it assigns on ``self``
    or ``cls``."""
    defined = set()
    for node in ast.walk(_tree(module)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            defined.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            defined.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and \
                isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            defined.add(node.attr)
    return {n for n in defined if n.startswith("_") and not n.startswith("__")}


def private_attribute_uses(module: str) -> Set[Tuple[str, str, int]]:
    """(module, name, line) for each ``obj._name`` in ``module`` where
    ``module`` does not define ``_name`` itself: another module's private
    attribute or method, reached through an object."""
    defined = defined_private_names(module)
    return {(module, node.attr, node.lineno) for node in ast.walk(_tree(module))
            if isinstance(node, ast.Attribute) and node.attr.startswith("_")
            and not node.attr.startswith("__") and node.attr not in defined}


def cycles(edges: Dict[str, Set[str]], nodes: Set[str]) -> List[List[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on_stack: Set[str] = set()
    out: List[List[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ()) & nodes):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def _in(package: str, module: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_the_graph_is_read():
    edges = graph()
    assert "gcnasm.codeobject.analysis" in edges["gcnasm.codeobject.disasm"]
    assert "gcnasm.isa" in edges["gcnasm.codeobject.analysis"]     # a function-level import


def test_no_cycles_in_clean_packages():
    edges = graph()
    for upper, lower in KNOWN_UPWARD:
        assert lower in edges[upper], f"{upper} no longer imports {lower}: drop it from KNOWN_UPWARD"
        edges[upper] = edges[upper] - {lower}
    for package in ACYCLIC:
        nodes = {m for m in MODULES if _in(package, m) and m != package}
        assert cycles(edges, nodes) == [], f"import cycles in {package}"


def test_no_import_cycle_anywhere():
    """Issue 23, item 7: no module of gcnasm - package __init__ modules and
    function-level imports included, across and inside packages - reaches
    itself through imports (the emulator's indexing <-> program cycle was
    the last one)."""
    edges = graph()
    for upper, lower in KNOWN_UPWARD:
        edges[upper] = edges[upper] - {lower}
    assert cycles(edges, set(MODULES)) == []


def test_cycle_check_sees_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, {"a", "b", "c", "d"}) == \
        [["a", "b", "c"]]


def test_no_cycle_runs_through_hip_from_other_packages():
    """gcnasm.emu implements hip's driver interface and gcnasm.workflow opens
    it: the import graph across packages has no cycle through a gcnasm.hip
    module."""
    through_hip = [c for c in cycles(graph(), set(MODULES))
                   if any(_in("gcnasm.hip", m) for m in c)]
    assert through_hip == []


def test_known_cyclic_packages_are_named():
    edges = graph()
    for package in KNOWN_CYCLIC:
        nodes = {m for m in MODULES if _in(package, m) and m != package}
        print(package, "cycles:", cycles(edges, nodes))


def _package(module: str) -> str:
    for name in list(LAYERS) + list(SHARED):
        if _in(name, module):
            return name
    return module


def test_every_package_has_a_layer():
    """A new package must be placed: a module outside LAYERS, SHARED and TOP
    would escape the layering test."""
    unplaced = [m for m in MODULES if m not in TOP and
                not any(_in(name, m) for name in list(LAYERS) + list(SHARED))]
    assert unplaced == []


def test_layers_import_downward_only():
    edges = graph()
    wrong = []
    for module, targets in edges.items():
        if module in TOP:
            continue
        mine = _package(module)
        allowed = set(LAYERS.get(mine, ())) | {mine} | set(SHARED)
        if mine in SHARED:
            allowed = set(SHARED)
        wrong += [(module, t) for t in targets if _package(t) not in allowed]
    assert wrong == []


def test_no_lower_layer_reaches_the_emulator_or_the_workflow():
    """hip once opened the emulator by name and codeobject's asm called the
    checker: neither names a package above it, not even in a string."""
    for module, path in MODULES.items():
        if _package(module) in ("gcnasm.isa", "gcnasm.codeobject", "gcnasm.hip", "gcnasm.checker"):
            text = path.read_text()
            for above in ("gcnasm.emu", "gcnasm.workflow", "..emu", "..workflow"):
                for line in text.splitlines():
                    code = line.split("#", 1)[0]
                    assert f"import {above}" not in code and f"from {above}" not in code and \
                        f'"{above}"' not in code, (module, line)


def test_no_private_names_across_modules():
    found = set()
    for module in MODULES:
        found |= private_uses(module)
    assert sorted(found - KNOWN_PRIVATE) == []
    for package in ("gcnasm.isa", "gcnasm.codeobject", "gcnasm.hip", "gcnasm.workflow"):
        assert {f for f in found if _in(package, f[0])} == set(), package


def test_no_private_attributes_of_other_modules():
    found = set()
    for module in MODULES:
        if any(_in(package, module) for package in PRIVATE_ATTRIBUTES_CHECKED):
            found |= private_attribute_uses(module)
    assert sorted(found) == []


def test_private_attribute_check_sees_a_use_from_outside(tmp_path, monkeypatch):
    """The check flags ``backend._launch(...)`` made from a module that does
    not define ``_launch``, and accepts a module's own private names."""
    source = ("class Own:\n    def _helper(self):\n        self._state = 1\n"
              "def run(backend, own):\n    own._helper(); own._state\n"
              "    backend._launch()\n")
    path = tmp_path / "probe.py"
    path.write_text("from . import x\n" + source)
    monkeypatch.setitem(MODULES, "gcnasm.hip.probe", path)
    _tree.cache_clear()
    try:
        assert private_attribute_uses("gcnasm.hip.probe") == {("gcnasm.hip.probe", "_launch", 7)}
    finally:
        _tree.cache_clear()


def test_imports_inside_functions_say_why():
    """In codeobject, hip and workflow, an import inside a function is a
    deliberate lazy one (start-up time) or a KNOWN_UPWARD call, with a
    comment saying so on its line or above its run of imports; each cli.py
    says it once for all its commands."""
    silent = []
    for module, path in MODULES.items():
        if not any(_in(p, module) for p in ("gcnasm.codeobject", "gcnasm.hip", "gcnasm.workflow")) \
                or module in ("gcnasm.codeobject.cli", "gcnasm.hip.cli", "gcnasm.workflow.cli"):
            continue
        lines = path.read_text().split("\n")
        for node in ast.walk(_tree(module)):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for inner in ast.walk(node):
                if isinstance(inner, (ast.Import, ast.ImportFrom)):
                    here = lines[inner.lineno - 1]
                    at = inner.lineno - 2          # the comment may head a run of imports
                    while lines[at].strip().startswith(("from ", "import ")) and "#" not in lines[at]:
                        at -= 1
                    if "#" not in here and "#" not in lines[at]:
                        silent.append(f"{path.name}:{inner.lineno}: {here.strip()}")
    assert silent == []
