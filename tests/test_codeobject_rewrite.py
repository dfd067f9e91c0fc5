"""rewrite(): the new code object and its report, returned explicitly;
assemble() returns the code object; the old ``rewrite_report`` attribute
still works, with a DeprecationWarning.  (What the rewriter does to the
bytes is tested in test_codeobject_grow.py and test_codeobject_roundtrip.py.)"""

from __future__ import annotations

import re
import shutil
import warnings

import pytest

import gcnasm
from gcnasm import CodeObject, CodeObjectError
from gcnasm.codeobject import Rewrite, RewriteReport, assemble, disassemble, rewrite

from conftest import KERNELS, REPO

VECTOR_ADD = KERNELS / "vector_add.co"


@pytest.fixture(autouse=True)
def _isa():
    from gcnasm.codeobject.analysis import isa_module
    try:
        isa_module()
    except CodeObjectError as exc:
        pytest.skip(f"gcnasm.isa is not available: {exc}")


def _edit(text: str) -> str:
    return text.replace("\ts_endpgm", "\ts_nop 0\n\ts_endpgm", 1)


def test_rewrite_returns_the_code_object_and_its_report():
    co = CodeObject.load(VECTOR_ADD)
    done = rewrite(_edit(disassemble(co)), co)
    assert isinstance(done, Rewrite) and isinstance(done.report, RewriteReport)
    assert isinstance(done.code_object, CodeObject)
    assert done.report.mode in ("patched in place", "grew .text")
    assert done.report.lines()[0].startswith("Original .text: offset=0x")
    again = assemble(_edit(disassemble(co)), co)
    assert again.to_bytes() == done.code_object.to_bytes()
    assert gcnasm.rewrite is rewrite


def test_identical_text_reports_identical():
    co = CodeObject.load(VECTOR_ADD)
    done = rewrite(disassemble(co), co)
    assert done.report.mode == "identical"
    assert done.code_object.to_bytes() == co.to_bytes()


def test_rewrite_report_attribute_is_deprecated():
    co = CodeObject.load(VECTOR_ADD)
    done = rewrite(_edit(disassemble(co)), co)
    with pytest.warns(DeprecationWarning, match=r"rewrite\(src, template\)"):
        assert done.code_object.rewrite_report is done.report
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert not hasattr(co, "rewrite_report")          # read from a file: none


def test_the_pages_example_runs(tmp_path, monkeypatch, capsys):
    """docs/codeobject.md's first example, on kernels/vector_add.co as ref.co."""
    page = (REPO / "docs" / "codeobject.md").read_text()
    example = re.search(r"```python\n(.*?)```", page, re.S).group(1)
    shutil.copy(VECTOR_ADD, tmp_path / "ref.co")
    monkeypatch.chdir(tmp_path)
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        exec(compile(example, "docs/codeobject.md", "exec"), {})
    assert "Original .text" in capsys.readouterr().out
    assert CodeObject.load(tmp_path / "edit.co").to_bytes() != (tmp_path / "ref.co").read_bytes()


_AWKWARD_LINES = """
foo : s_nop 0
  bar:\ts_nop 0 // a comment
\ts_add_u32 s0, s0, 4
\ts_addc_u32 s1, s1, 0
x\x0c: s_nop 0
\ts_nop 0 ; a comment
# a comment line
\t.long 0
\t s_nop 0
\ts_nop 0\r
\ts_mov_b32 s0, .rodata
\ts_nop  0
\tlabel :s_nop 0
\tv_mov_b32 v0, v1 /* c */
"""


@pytest.mark.parametrize("name", ["vector_add", "const_table", "kernarg_preload", "mfma"])
@pytest.mark.parametrize("other_breaks", [False, True])
def test_the_plain_line_fast_path_changes_nothing(name, other_breaks, monkeypatch):
    """The source pass keeps most instruction lines as they are without
    parsing them (rewrite._full_path_lines leaves them out); with that
    shortcut off every line takes the full path, and the result is the
    same.  A line break other than newline (a form feed, a carriage
    return) makes the pass go line by line."""
    import importlib
    module = importlib.import_module("gcnasm.codeobject.rewriter")
    co = CodeObject.load(KERNELS / f"{name}.co")
    awkward = _AWKWARD_LINES if other_breaks else \
        "".join(line for line in _AWKWARD_LINES.splitlines(True) if "\r" not in line and
                "\x0c" not in line)
    text = disassemble(co) + awkward
    fast = module._preprocess(text, co, "x.s")
    monkeypatch.setattr(module, "_full_path_lines",
                        lambda src, lines, names: list(range(1, len(lines) + 1)))
    assert module._preprocess(text, co, "x.s") == fast


@pytest.mark.parametrize("name", ["vector_add", "const_table", "kernarg_preload", "mfma"])
def test_plain_lines_found_in_the_whole_text_are_those_found_line_by_line(name):
    """_full_path_lines reads the whole text at once with one regular
    expression; it finds the lines that the line-by-line test finds."""
    import importlib
    module = importlib.import_module("gcnasm.codeobject.rewriter")
    co = CodeObject.load(KERNELS / f"{name}.co")
    for text in (disassemble(co) + _AWKWARD_LINES, "\ts_nop 0", "\ts_nop 0\n", "",
                 "\n\n\ts_nop 0\nx:\n", "\ts_nop 0 foo.kd\n\tfoo.kd\n"):
        lines = text.splitlines()
        names = re.compile(r"foo\.kd|\.rodata")
        by_line = [n for n, line in enumerate(lines, 1)
                   if not module._is_plain_instruction(line) or names.search(line)]
        assert module._full_path_lines(text, lines, names) == by_line
        assert module._full_path_lines(text, lines, None) == \
            [n for n, line in enumerate(lines, 1) if not module._is_plain_instruction(line)]


def test_names_in_finds_the_names_the_text_contains():
    """_names_in (which names outside .text the source mentions) looks for a
    name at the places of its first character when that character is rare;
    it finds what ``in`` finds."""
    import importlib
    module = importlib.import_module("gcnasm.codeobject.rewriter")
    names = {".rodata", ".rodata.cst", ".dynamic", ".dynsym", "_DYNAMIC", "table", "tab", "x.kd",
             "", ".note"}
    texts = ["", "\ts_nop 0\n", "s_add_u32 s0, s0, .rodata+4\n", ".rodata.cst .dynsym",
             "..rodata", ".rodat", "_DYNAMIC tab", "tabl", "x.kd" * 3, "." * 1000 + ".note",
             "a.b" * 2000 + " .dynamic"]
    for text in texts:
        assert sorted(module._names_in(text, names)) == \
            sorted(n for n in names if n and n in text), text


def test_the_package_names_the_functions_not_their_modules():
    """gcnasm.codeobject loads its modules on first use; importing the
    modules that define rewrite and verify (rewriter, verifier) leaves the
    package's names on the functions, and importing the package loads none
    of its modules."""
    import subprocess
    import sys
    code = ("import importlib, types\n"
            "import sys, gcnasm.codeobject\n"
            "assert not [m for m in sys.modules if m.startswith('gcnasm.codeobject.')]\n"
            "importlib.import_module('gcnasm.codeobject.rewriter')\n"
            "importlib.import_module('gcnasm.codeobject.verifier')\n"
            "from gcnasm.codeobject import rewrite, verify\n"
            "import gcnasm.codeobject as package\n"
            "assert isinstance(rewrite, types.FunctionType) and rewrite.__name__ == 'rewrite'\n"
            "assert isinstance(verify, types.FunctionType) and verify.__name__ == 'verify'\n"
            "assert package.rewrite is rewrite and package.verify is verify\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=REPO)
