"""llvm-mc as a batch oracle: many cases, one process.

The table generator and the cross-check tests ask llvm-mc 22 two questions
about many inputs at once:

* :func:`disassemble_many` - what does llvm-mc print for each of these byte
  strings, how many bytes does it consume, or does it call it invalid?
* :func:`assemble_many` - what bytes does llvm-mc produce for each of these
  lines, or what error does it report?

One llvm-mc process answers a whole batch, so the oracle costs one process per
test rather than one per case.  The answers are attributed to their cases
exactly: llvm-mc's disassembler reads its input as one byte stream (a literal
can be taken from the next input line), so each case is followed by filler
words and the stream is replayed from the encodings llvm-mc prints and the
line/column of each "invalid instruction encoding" warning.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path
from dataclasses import dataclass
from typing import Iterable, List, NamedTuple, Optional, Sequence

from ..toolchain import Toolchain, ToolchainError, default as default_toolchain, TRIPLE

# An s_nop 0 word after each case: a literal read past the end of a case lands
# here (and shows as a longer size) instead of in the next case.
_FILLER = bytes.fromhex("000080bf")
# "<text>  // <address>: <WORD> <WORD> ... [<symbolic target>]"
_OBJDUMP_RE = re.compile(r"^\s+(.*?)\s*// ([0-9A-Fa-f]+): ((?:[0-9A-F]{8} ?)+)")
_ENC_RE = re.compile(r"^\s*(.*?)\s*; encoding: \[([0-9a-fx,]*)\]\s*$")
_DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning): (.*)$")


class Disassembly(NamedTuple):
    """llvm-mc's view of one case: ``text`` is None when llvm-mc called the
    first word invalid (or crashed on it: ``crashed``); ``size`` is the bytes
    it consumed (4 when invalid).  (A named tuple: the table generator keeps
    millions of them, and stores them on disk: gcnasm.isa.answer_cache.)"""

    text: Optional[str]
    size: int
    crashed: bool = False

    @property
    def valid(self) -> bool:
        return self.text is not None


@dataclass(frozen=True)
class Assembly:
    """llvm-mc's encoding of one line, or its error message."""

    data: Optional[bytes]
    error: Optional[str] = None
    column: Optional[int] = None      # 1-based column of the error

    @property
    def ok(self) -> bool:
        return self.data is not None


def normalise(text: str) -> str:
    """Collapse runs of whitespace to single spaces (the form gcnasm prints)."""
    return " ".join(text.split())


def _mc(toolchain: Optional[Toolchain]):
    return (toolchain or default_toolchain()).llvm_mc


def disassemble_many(cases: Sequence[bytes], mcpu: str = "gfx950",
                     toolchain: Optional[Toolchain] = None) -> List[Disassembly]:
    """Disassemble each case's first instruction: the cases, each followed by
    filler words, go into one object (llvm-mc ``.incbin``) that one
    llvm-objdump run disassembles; objdump prints every instruction's address
    and raw words, so each answer is tied to its case exactly.  (llvm-mc
    -disassemble -show-encoding prints re-encoded bytes, not the input's.)

    llvm-objdump crashes on a few words (LLVM bugs).  What it printed before
    crashing is kept, the case it stopped at is reported as ``crashed``, and
    the cases after it are run again."""
    out: List[Disassembly] = []
    cases = list(cases)
    chunk = len(cases)
    while cases:
        done = _disassemble_batch(cases[:chunk], mcpu, toolchain or default_toolchain())
        out.extend(done)
        if len(done) == min(chunk, len(cases)):
            cases = cases[len(done):]
            continue
        # crashed: resume at the first unanswered case, in smaller runs so a
        # cluster of crashing words does not re-run everything after it
        chunk = min(chunk, 2000)
        if done:
            cases = cases[len(done):]
            continue
        # Nothing answered: the crash may lie further on with the output
        # before it unflushed, so the first case is called crashed only when
        # it crashes alone (else the answer would depend on how the cases
        # were batched, and regeneration would not be exact).
        alone = _disassemble_batch(cases[:1], mcpu, toolchain or default_toolchain())
        out.append(alone[0] if alone else Disassembly(None, 4, crashed=True))
        cases = cases[1:]
    return out


def _disassemble_batch(cases: Sequence[bytes], mcpu: str, chain) -> List[Disassembly]:
    """The answers for ``cases`` up to the first one llvm-objdump crashed on
    (all of them when it did not crash)."""
    if not cases:
        return []
    blob = bytearray()
    starts = []
    for case in cases:
        starts.append(len(blob))
        blob += bytes(case)
        blob += _FILLER[: (-len(blob)) % 4] if len(blob) % 4 else b""
        blob += _FILLER
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "cases.bin"
        raw.write_bytes(bytes(blob))
        obj = Path(tmp) / "cases.o"
        chain.llvm_mc.run([f"-triple={TRIPLE}", f"-mcpu={mcpu}", "-filetype=obj", "-o", str(obj)],
                          input=f'.text\n.incbin "{raw}"\n'.encode())
        proc = chain.llvm_objdump.run(["-d", f"--mcpu={mcpu}", str(obj)], check=False)
    crashed = proc.returncode != 0
    if crashed and not (b"Stack dump" in proc.stderr or proc.returncode < 0):
        raise ToolchainError(f"llvm-objdump failed: {proc.stderr.decode(errors='replace')[:500]}")
    at = {}
    for line in proc.stdout.decode(errors="replace").splitlines():
        m = _OBJDUMP_RE.match(line)
        if not m:
            continue
        text, addr, words = m.group(1), int(m.group(2), 16), m.group(3).split()
        if text.startswith(".long ") and len(words) == 1:
            at[addr] = Disassembly(None, 4)
        else:
            at[addr] = Disassembly(normalise(text), 4 * len(words))
    out = []
    last = max(at) if at else -1
    for s in starts:
        if s not in at:
            if crashed:
                break
            raise RuntimeError(f"llvm-objdump printed nothing at case offset {s}")
        # after a crash, trust a case's line only if something after it was
        # printed too (the last line may have been cut off mid-write)
        if crashed and s >= last:
            break
        out.append(at[s])
    return out


def assemble_many(lines: Sequence[str], mcpu: str = "gfx950",
                  toolchain: Optional[Toolchain] = None) -> List[Assembly]:
    """Assemble each line (one instruction per line, no labels) with one
    llvm-mc run; a line llvm-mc rejects gets its first error message."""
    if not lines:
        return []
    for line in lines:
        if "\n" in line:
            raise ValueError(f"one instruction per line: {line!r}")
    proc = _mc(toolchain).run([f"-triple={TRIPLE}", f"-mcpu={mcpu}", "-show-encoding"],
                              input=("\n".join(lines) + "\n").encode(), check=False)
    errors = {}
    for line in proc.stderr.decode(errors="replace").splitlines():
        m = _DIAG_RE.match(line)
        if m and m.group(3) == "error":
            errors.setdefault(int(m.group(1)), (m.group(4), int(m.group(2))))
    encodings = []
    for line in proc.stdout.decode(errors="replace").splitlines():
        m = _ENC_RE.match(line)
        if m:
            encodings.append(bytes(int(x, 16) for x in m.group(2).split(",") if x))
    it = iter(encodings)
    out = []
    for i, line in enumerate(lines, 1):
        if i in errors:
            out.append(Assembly(None, *errors[i]))
        elif not line.strip():
            out.append(Assembly(b""))
        else:
            try:
                out.append(Assembly(next(it)))
            except StopIteration:
                raise RuntimeError(f"llvm-mc printed no encoding for line {i}: {line!r}")
    rest = list(it)
    if rest:
        raise RuntimeError(f"llvm-mc printed {len(rest)} more encodings than lines")
    return out


def chunked(items: Sequence, size: int) -> Iterable[Sequence]:
    for i in range(0, len(items), size):
        yield items[i:i + size]
