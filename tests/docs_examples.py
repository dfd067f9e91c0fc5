"""Run the code examples of README.md and docs/*.md (test helper, not a test).

One runner for every page: :func:`blocks` finds the fenced examples,
:func:`run_shell` runs a command line the way a reader would (``gcnasm`` on
PATH, in the page's directory), :func:`matches` compares what it printed with
the page's text, where a line ``...`` stands for any number of lines.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import List, Tuple

REPO = Path(__file__).resolve().parent.parent
FENCE = re.compile(r"^```([\w+-]*)[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)


@dataclass(frozen=True)
class Block:
    page: Path
    line: int          # line of the opening fence
    lang: str          # "" for an unlabelled fence
    text: str

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(REPO)}:{self.line}"


def pages() -> List[Path]:
    """README.md and every docs/*.md (a new page is picked up by itself)."""
    return [REPO / "README.md"] + sorted((REPO / "docs").glob("*.md"))


def blocks(page: Path) -> List[Block]:
    text = page.read_text()
    return [Block(page, text.count("\n", 0, m.start()) + 1, m.group(1), m.group(2))
            for m in FENCE.finditer(text)]


def console_steps(text: str) -> List[Tuple[str, List[str]]]:
    """(command, expected output lines) of a console block's ``$ `` lines."""
    steps: List[Tuple[str, List[str]]] = []
    for line in text.rstrip("\n").split("\n"):
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
        elif line.strip():
            raise ValueError(f"output before the first '$ ' command: {line!r}")
    for _, expected in steps:      # a blank line separates one transcript from the next
        while expected and not expected[-1].strip():
            expected.pop()
    return steps


def shell_commands(text: str) -> List[str]:
    """The command lines of an ``sh`` block: comments and blank lines
    dropped, backslash continuations joined."""
    commands, pending = [], ""
    for line in text.split("\n"):
        if pending:
            line = pending + " " + line.lstrip()
            pending = ""
        if line.rstrip().endswith("\\"):
            pending = line.rstrip()[:-1].rstrip()
            continue
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        commands.append(line.rstrip())
    return commands


def strip_comment(command: str) -> str:
    """``cmd   # what it does`` -> ``cmd`` (a ``#`` after whitespace, outside quotes)."""
    quote = None
    for i, ch in enumerate(command):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or command[i - 1] in " \t"):
            return command[:i].rstrip()
    return command


def matches(expected: List[str], got: List[str]) -> bool:
    """``got`` is ``expected`` line for line, a ``...`` line matching any
    number of lines (none included)."""
    if not expected:
        return not got
    if expected[0].strip() == "...":
        return any(matches(expected[1:], got[i:]) for i in range(len(got) + 1))
    return bool(got) and got[0] == expected[0] and matches(expected[1:], got[1:])


def shell_env(bin_dir: Path) -> dict:
    """``gcnasm`` on PATH (this checkout's, through this Python)."""
    bin_dir.mkdir(exist_ok=True)
    shim = bin_dir / "gcnasm"
    shim.write_text(f"#!/bin/sh\nexec {sys.executable} -m gcnasm \"$@\"\n")
    shim.chmod(0o755)
    return dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
                PYTHONPATH=str(REPO), LC_ALL="C")


def run_shell(command: str, cwd: Path, env: dict, timeout: int = 300):
    """(return code, stdout+stderr lines) of ``command`` run by bash."""
    proc = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=timeout)
    return proc.returncode, (proc.stdout + proc.stderr).splitlines()
