"""docs/codeobject.md's exercise is what the program does.

The ``console`` blocks of "The seed's exercise with gcnasm" are run command
by command (``$ `` lines, with ``gcnasm`` on PATH) in a fresh directory:

* on the page's own kernel (AMD's f8_block_scale_mi350_x32.co), everything
  printed must be the page's text, line for line: tests/test_docs_examples.py
  checks that, as it does for every console block of every page;
* here, on ``kernels/`` code objects and other AMD kernels, each step must
  succeed and each edit must have been made (the page's ``diff`` checks show
  added lines), the round trips must be byte-identical, verify must say OK,
  and disassembling the edited file must give back the edited text.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import List, Tuple

import pytest

from conftest import KERNELS, REPO, corpus_files
from docs_examples import console_steps, run_shell, shell_env

DOC = REPO / "docs" / "codeobject.md"
PAGE_KERNEL = "f8_block_scale_mi350_x32.co"

if shutil.which("bash") is None or shutil.which("sed") is None or shutil.which("diff") is None:
    pytest.skip("the page's commands need bash, sed, diff and cmp", allow_module_level=True)


def exercise() -> List[Tuple[str, List[str]]]:
    """(command, expected output lines) of the exercise's console blocks."""
    text = DOC.read_text()
    start = text.index("## The seed's exercise with gcnasm")
    section = text[start:text.index("\n## ", start + 1)]
    steps: List[Tuple[str, List[str]]] = []
    for block in re.findall(r"```console\n(.*?)```", section, re.S):
        steps += console_steps(block)
    assert len(steps) >= 12, f"{DOC}: the exercise's console blocks hold {len(steps)} commands"
    return steps


def run_exercise(tmp_path: Path, kernel: Path):
    """Run every step on ``kernel`` (in place of the page's); (command,
    expected, returncode, output lines) for each."""
    env = shell_env(tmp_path / "bin")
    work = tmp_path / "work"
    work.mkdir()
    out = []
    for command, expected in exercise():
        command = command.replace(PAGE_KERNEL, str(kernel))
        rc, got = run_shell(command, work, env)
        out.append((command, expected, rc, got))
    return out


def test_the_page_shows_a_check_after_each_edit():
    commands = [c for c, _ in exercise()]
    for edited in ("edit1.s", "edit2.s"):
        made = next(i for i, c in enumerate(commands) if c.startswith("sed ") and c.endswith(edited))
        assert commands[made + 1] == f"diff roundtrip.s {edited}"
    assert "gcnasm verify edit2.co --reference ref.co" in commands


def _kernels():
    files = [KERNELS / "vector_add.co", KERNELS / "two_kernels.co"]
    # another AMD family, which has no label_0192 (what the page's old edit matched)
    files += [p for p in corpus_files() if p.parent.name == "bf16gemm"][:1]
    return files


@pytest.mark.parametrize("kernel", _kernels(), ids=lambda p: p.name)
def test_the_exercise_works_on_other_kernels(tmp_path, kernel):
    results = {c.replace(str(kernel), PAGE_KERNEL): (rc, got, expected)
               for c, expected, rc, got in run_exercise(tmp_path, kernel)}
    for command, (rc, got, expected) in results.items():
        if not command.startswith("diff "):
            assert rc == 0, f"$ {command}\n" + "\n".join(got)
        if "BYTE-IDENTICAL" in expected:
            assert "BYTE-IDENTICAL" in got, f"$ {command}\n" + "\n".join(got)
    # each edit was made: the diffs show added lines, and only those
    rc, got, _ = results["diff roundtrip.s edit1.s"]
    assert rc == 1 and got == ["7a8", "> // my first edit"]
    rc, got, _ = results["diff roundtrip.s edit2.s"]
    added = [line for line in got if line.startswith("> ")]
    assert rc == 1 and added and set(added) == {"> \ts_nop 0"}
    assert all(re.fullmatch(r"\d+a\d+|> \ts_nop 0", line) for line in got)
    rc, got, _ = results["gcnasm verify edit2.co --reference ref.co"]
    assert got[0] == "edit2.co: OK"
    # the grown (or patched) file disassembles to the edited text: only the
    # header comments (file name, .text size) differ
    rc, got, _ = results["diff edit2.s edit2_again.s"]
    assert all(re.fullmatch(r"[\d,]+c[\d,]+|---|[<>] // (gcnasm disassembly of|target) .*", line)
               for line in got), "\n".join(got)
