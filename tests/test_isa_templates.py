"""The template code generated ahead (gcnasm/isa/tables/gfx950_<family>.py):
current with the tables, short lines, and importable without compiling
anything at run time.  No llvm-mc needed: the code is derived from the
committed tables alone."""

from __future__ import annotations

import subprocess
import sys

import pytest

from gcnasm.isa import codegen, lossless
from gcnasm.isa import families as FAM
from gcnasm.isa import templates
from gcnasm.isa.tables import gfx950 as TABLES

from conftest import REPO


@pytest.mark.parametrize("family", sorted(TABLES.TEMPLATES))
def test_generated_code_is_current(family):
    path = codegen.CODE_DIR / f"{templates.code_module_name(family)}.py"
    assert path.exists(), f"{path} is missing: run python -m gcnasm.isa.generate"
    if path.read_text() != codegen.code_module_source(family):
        pytest.fail(f"{path} differs from what the tables give now: "
                    "run python -m gcnasm.isa.generate")


def test_generated_lines_are_short():
    for family in TABLES.TEMPLATES:
        path = codegen.CODE_DIR / f"{templates.code_module_name(family)}.py"
        longest = max(path.read_text().splitlines(), key=len)
        assert len(longest) <= 120, (path.name, longest[:80])


def test_every_entry_has_code():
    for family, entries in TABLES.TEMPLATES.items():
        fam = FAM.BY_NAME[family]
        for key in list(entries)[:50]:
            c = templates.compiled(fam, key)
            assert c.template.key == key and callable(c.render) and callable(c.takes_literal)
            assert callable(lossless.check(c))


def test_decoding_compiles_nothing():
    """Decoding imports the generated modules as bytecode: no template
    source is compiled at run time (dataclasses still exec their own)."""
    code = ("import builtins\n"
            "seen = []\n"
            "def spy(real):\n"
            "    def call(source, *args, **kw):\n"
            "        if isinstance(source, str) and ('def render' in source\n"
            "                                        or 'def lossless' in source):\n"
            "            seen.append(source[:40])\n"
            "        return real(source, *args, **kw)\n"
            "    return call\n"
            "builtins.compile, builtins.exec = spy(builtins.compile), spy(builtins.exec)\n"
            "from gcnasm.isa import decode\n"
            "for word in ('7e020280', 'd2850004 00020501', 'bf810000'):\n"
            "    decode(bytes.fromhex(''.join(w[i:i + 2] for w in word.split()\n"
            "                                 for i in (6, 4, 2, 0)))).text\n"
            "print(seen)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=REPO, timeout=120).stdout
    assert out.strip() == "[]"


def test_shapes_are_shared():
    """Templates that differ only in their fixed text share one function
    body: the modules stay small (MUBUF: 1220 entries)."""
    text = (codegen.CODE_DIR / f"{templates.code_module_name('MUBUF')}.py").read_text()
    shapes = text.count("    def shape_")
    assert 0 < shapes < len(TABLES.TEMPLATES["MUBUF"]) // 10
