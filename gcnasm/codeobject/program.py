"""The program view of a code object: kernels -> basic blocks -> instructions.

``CodeObject.program()`` (or ``program_of(co)``) is the one view of ``.text``
that the disassembler prints (its items, labels and references), the
rewriter reads (the template's instructions and kernel ranges) and the static
checker walks (:mod:`gcnasm.checker`).  It is built on :func:`.analysis.analyze`
(which bytes are instructions, where branches and s_getpc_b64 offsets point)
and :mod:`.labels` (the names of places), and sits below
:mod:`.codeobject`: it reads a code object through its attributes.

The kernels split each kernel's code (``Kernel.code``) into basic
blocks at every branch target and after every instruction that ends the
flow, links the blocks (successors and predecessors) and finds the loops
(back edges of a depth-first search from the entry and their natural
loops); they are built when first asked for.

Control flow, conservatively:

* ``s_branch``: its target only; ``s_cbranch_*``: its target and the next
  instruction; ``s_endpgm`` (and ``s_endpgm_saved``, ``s_trap``,
  ``s_rfe_b64``): no successor;
* ``s_setpc_b64``: an indirect jump whose target is not known statically:
  no successor, and the block is marked ``indirect`` (a return from a
  called function, or a jump table);
* ``s_swappc_b64`` / ``s_call_b64``: a call; the flow continues with the next
  instruction (the callee is not part of the kernel's blocks);
* ``s_getpc_b64`` changes no flow.

Each instruction carries its ``.text`` offset, the labels there and, on
request, its line in the text it came from: gcnasm's disassembly by default
(``co.disassemble()``, made when a line is first asked for), or the ``.s``
the code object was assembled from (``co.program(source=text)``).
"""

from __future__ import annotations

import bisect
import os
from collections.abc import Iterator, Sequence
from itertools import repeat

from ..errors import CodeObjectError
from ..isa.syntax import LABEL_DEFINITION, strip_comments
from .analysis import GetpcRef, Item, TextAnalysis, analyze, kernel_ranges
from .labels import local_owners, text_anchors

ENDS_FLOW = frozenset({"s_endpgm", "s_endpgm_saved", "s_trap", "s_rfe_b64", "s_setpc_b64"})
CALLS = frozenset({"s_swappc_b64", "s_call_b64"})
_LABEL_LINE = LABEL_DEFINITION
_DATA_DIRECTIVES = (".long", ".byte", ".short", ".2byte", ".4byte", ".int", ".word", ".quad",
                    ".8byte", ".fill", ".zero", ".skip", ".space", ".hword")


class ProgramInstruction:
    """One instruction of a kernel, in its block."""

    __slots__ = ("word", "offset", "size", "block", "index", "_inst")

    def __init__(self, word, offset: int, size: int, block: BasicBlock, index: int):
        # the decoded instruction of these bytes (a gcnasm.isa.Instruction),
        # shared by every instruction with the same bytes: per-word facts
        # read from it cost no object per instruction (its own offset is
        # where the bytes were first decoded; ``inst`` is this one)
        self.word = word
        self.offset = offset        # byte offset in .text
        self.size = size
        self.block = block
        self.index = index          # position in the block
        self._inst = None

    @property
    def inst(self):
        """This instruction (gcnasm.isa.Instruction), at its own offset."""
        inst = self._inst
        if inst is None:
            word = self.word
            inst = self._inst = word if word.offset == self.offset else word.at(self.offset)
        return inst

    @property
    def text(self) -> str:
        return self.inst.text

    def __repr__(self) -> str:
        return f"<{self.offset:#x}: {self.inst.text}>"


class BasicBlock:
    """A straight run of instructions entered only at its first one."""

    __slots__ = ("kernel", "index", "instructions", "successors", "predecessors", "indirect",
                 "calls")

    def __init__(self, kernel: KernelProgram, index: int):
        self.kernel = kernel
        self.index = index
        self.instructions: list[ProgramInstruction] = []
        self.successors: list[BasicBlock] = []
        self.predecessors: list[BasicBlock] = []
        self.indirect = False       # ends in s_setpc_b64 (target unknown)
        self.calls = False          # ends in s_swappc_b64 / s_call_b64

    @property
    def start(self) -> int:
        return self.instructions[0].offset

    @property
    def end(self) -> int:
        last = self.instructions[-1]
        return last.offset + last.size

    @property
    def labels(self) -> list[str]:
        return self.kernel.program.labels_at(self.start)

    def __repr__(self) -> str:
        return (f"<block {self.index} {self.start:#x}..{self.end:#x} -> "
                f"{[b.index for b in self.successors]}>")


class Loop:
    """A natural loop: the blocks that reach a back edge's source without
    passing through its header."""

    __slots__ = ("header", "blocks", "latches")

    def __init__(self, header: BasicBlock, blocks: frozenset, latches: tuple[BasicBlock, ...]):
        self.header = header
        self.blocks = blocks        # frozenset of BasicBlock
        self.latches = latches      # sources of the back edges

    def __contains__(self, block: BasicBlock) -> bool:
        return block in self.blocks

    def __repr__(self) -> str:
        return f"<loop header {self.header.index}: {sorted(b.index for b in self.blocks)}>"


class KernelProgram:
    """One kernel's blocks; ``blocks[0]`` is the entry block."""

    def __init__(self, program: Program, kernel):
        self.program = program
        self.kernel = kernel
        self.blocks: list[BasicBlock] = []
        self.loops: list[Loop] = []
        self.back_edges: list[tuple[BasicBlock, BasicBlock]] = []

    @property
    def name(self) -> str:
        return self.kernel.name

    @property
    def entry(self) -> BasicBlock | None:
        return self.blocks[0] if self.blocks else None

    def instructions(self) -> Iterator[ProgramInstruction]:
        for b in self.blocks:
            yield from b.instructions

    def __repr__(self) -> str:
        return f"<kernel {self.name}: {len(self.blocks)} blocks, {len(self.loops)} loops>"


class Program:
    """Every kernel of a code object as basic blocks (see the module doc).
    Build one with ``co.program()`` (a :class:`.codeobject.CodeObject`)."""

    def __init__(self, co, source: str | None = None,
                 source_path: str | None = None):
        self.co = co
        self.source = source
        self.source_path = source_path
        self._lines: dict[int, int] | None = None
        self._labels: dict[int, list[str]] | None = None
        self._text_lines: list[str] | None = None
        self._kernels: list[KernelProgram] | None = None
        self._by_offset: dict[int, ProgramInstruction] | None = None
        self._defined_labels: dict[int, list[str]] | None = None
        self.analysis: TextAnalysis = analyze(co)

    # --- .text as items -------------------------------------------------------
    @property
    def items(self) -> list[Item]:
        """Every instruction and data word of ``.text``, in order."""
        return self.analysis.items

    def branch_target(self, offset: int) -> int | None:
        """The ``.text`` offset the branch at ``offset`` goes to (None: none)."""
        return self.analysis.branches.get(offset)

    def getpc_reference(self, offset: int) -> GetpcRef | None:
        """The s_getpc_b64 address that the s_add_u32 at ``offset`` completes."""
        return self.analysis.getpc.get(offset)

    @property
    def labels(self) -> dict[int, list[str]]:
        """offset -> the labels gcnasm's disassembly defines there (anchors
        first, symbols in .symtab order; branch targets, s_getpc_b64 return
        addresses and the data they point at get local names, see
        :class:`.labels.LocalNames`).  Do not modify."""
        if self._defined_labels is None:
            self._defined_labels = _defined_labels(self.co, self.analysis)
        return self._defined_labels

    def kernel_ranges(self):
        """Each kernel's code, entry to the next entry or the trailing
        padding (:func:`.analysis.kernel_ranges`)."""
        return kernel_ranges(self.co, self.analysis)

    # --- lookup ---------------------------------------------------------------
    @property
    def kernels(self) -> list[KernelProgram]:
        if self._kernels is None:
            self._kernels = [self._kernel(k) for k in self.co.kernels]
        return self._kernels

    def at(self, offset: int) -> ProgramInstruction | None:
        if self._by_offset is None:
            by_offset: dict[int, ProgramInstruction] = {}
            for kp in reversed(self.kernels):     # the first kernel's where two share one
                by_offset.update({pi.offset: pi for b in kp.blocks for pi in b.instructions})
            self._by_offset = by_offset
        return self._by_offset.get(offset)

    def forget_kernels(self) -> None:
        """Forget the kernels' blocks (``kernels`` builds them again when next
        asked for), emptying the KernelPrograms given out so far.  Blocks,
        their instructions, kernels and this program refer to each other:
        once forgotten they are freed as soon as dropped, not by a pass of the
        cyclic garbage collector (gcnasm.check does this with the program it
        made)."""
        for kp in self._kernels or ():
            for b in kp.blocks:
                b.instructions.clear()
                b.successors.clear()
                b.predecessors.clear()
            kp.blocks = []
            kp.loops = []
            kp.back_edges = []
        self._kernels = None
        self._by_offset = None

    def kernel(self, name: str) -> KernelProgram:
        for kp in self.kernels:
            if kp.name == name:
                return kp
        raise CodeObjectError(f"{self.co.path}: no kernel named {name!r}")

    def line_of(self, offset: int) -> int | None:
        """The 1-based line of the instruction at ``offset`` in the source
        text (or in gcnasm's disassembly when there is no source)."""
        if self._lines is None:
            if self.source is None:
                self.text            # the disassembly, which says each line
            else:
                self._map_text()
        return self._lines.get(offset)

    def labels_at(self, offset: int) -> list[str]:
        """The labels the text (the source, or the disassembly) puts on the
        instruction at ``offset``."""
        if self._labels is None:
            self._map_text()
        return list(self._labels.get(offset, ()))

    @property
    def text(self) -> str:
        """The text lines refer to (the source, or the disassembly)."""
        if self.source is None:
            lines: dict[int, int] = {}
            self.source = self.co.disassemble(line_of=lines)
            if self._lines is None:
                self._lines = lines
        return self.source

    @property
    def lines(self) -> list[str]:
        """``text`` split into lines (computed once)."""
        if self._text_lines is None:
            self._text_lines = self.text.splitlines()
        return self._text_lines

    # --- construction ---------------------------------------------------------
    def _kernel(self, k) -> KernelProgram:
        kp = KernelProgram(self, k)
        an = self.analysis
        lo = bisect.bisect_left(an.starts, k.code.start)
        hi = bisect.bisect_left(an.starts, k.code.stop)
        if lo >= hi:
            return kp
        starts, sizes, words = an.starts[lo:hi], an.sizes[lo:hi], an.decoded[lo:hi]
        n = hi - lo
        code_start, code_end = k.code.start, k.code.stop
        # Where blocks begin and end, as item indices from lo: found from the
        # few branches, ends of flow and data items, not item by item.
        bounds = {0, n}
        for offset, target in an.branches.items():
            i = an.index_at(offset) if code_start <= offset < code_end else None
            if i is None or words[i - lo] is None:
                continue
            bounds.add(i - lo + 1)          # after a branch
            t = an.index_at(target) if code_start <= target < code_end else None
            if t is not None:
                bounds.add(t - lo)          # its target
        ends_block = ENDS_FLOW | CALLS
        for word in set(words):
            if word is None or word.mnemonic in ends_block:
                i = words.index(word)
                while True:
                    if word is None:
                        bounds.add(i)       # data: in no block, and nothing falls into
                        bounds.add(i + 1)   # the instruction after it
                    elif an.branches.get(starts[i]) is None:
                        bounds.add(i + 1)   # after the end of the flow or a call
                    try:
                        i = words.index(word, i + 1)
                    except ValueError:
                        break
        blocks: list[BasicBlock] = []
        by_start: dict[int, BasicBlock] = {}
        cuts = sorted(bounds)
        for a, b in zip(cuts, cuts[1:]):
            if words[a] is None:
                continue                    # a data item (a bound on both sides)
            block = BasicBlock(kp, len(blocks))
            blocks.append(block)
            by_start[starts[a]] = block
            block.instructions = list(map(ProgramInstruction, words[a:b], starts[a:b],
                                          sizes[a:b], repeat(block, b - a), range(b - a)))
        for i, b in enumerate(blocks):
            last = b.instructions[-1]
            mnem = last.word.mnemonic
            target = an.branches.get(last.offset)
            nxt = by_start.get(last.offset + last.size)
            succ: list[BasicBlock] = []
            if target is not None:
                t = by_start.get(target)
                if t is not None:
                    succ.append(t)
                if mnem != "s_branch" and mnem not in CALLS and nxt is not None:
                    succ.append(nxt)
                if mnem in CALLS:
                    b.calls = True
                    if nxt is not None:
                        succ.append(nxt)
            elif mnem in ENDS_FLOW:
                b.indirect = mnem == "s_setpc_b64"
            elif mnem in CALLS:
                b.calls = True
                if nxt is not None:
                    succ.append(nxt)
            elif nxt is not None:
                succ.append(nxt)
            seen = set()
            for s in succ:
                if id(s) not in seen:
                    seen.add(id(s))
                    b.successors.append(s)
                    s.predecessors.append(b)
        kp.blocks = blocks
        self._loops(kp)
        return kp

    @staticmethod
    def _loops(kp: KernelProgram) -> None:
        """Back edges (an edge to a block on the depth-first stack) and their
        natural loops; iterative, so deep code cannot exhaust the stack."""
        if not kp.blocks:
            return
        on_stack, done = set(), set()
        back: list[tuple[BasicBlock, BasicBlock]] = []
        stack = [(kp.blocks[0], iter(kp.blocks[0].successors))]
        on_stack.add(kp.blocks[0])
        while stack:
            node, it = stack[-1]
            for s in it:
                if s in on_stack:
                    back.append((node, s))
                elif s not in done:
                    on_stack.add(s)
                    stack.append((s, iter(s.successors)))
                    break
            else:
                stack.pop()
                on_stack.discard(node)
                done.add(node)
        kp.back_edges = back
        by_header: dict[BasicBlock, list[BasicBlock]] = {}
        for src, header in back:
            by_header.setdefault(header, []).append(src)
        for header, latches in by_header.items():
            body = {header}
            work = [l for l in latches if l is not header]
            body.update(work)
            while work:
                b = work.pop()
                for p in b.predecessors:
                    if p not in body:
                        body.add(p)
                        work.append(p)
            kp.loops.append(Loop(header, frozenset(body), tuple(latches)))
        kp.loops.sort(key=lambda lp: lp.header.start)

    # --- lines and labels --------------------------------------------------------
    def _map_text(self) -> None:
        """Match the text's instruction lines, in order, to the instructions
        of .text (alignment padding written as a directive has no line)."""
        lines: dict[int, int] = {}
        labels: dict[int, list[str]] = {}
        starts = self.analysis.starts
        decoded = self.analysis.decoded
        names = _item_mnemonics(decoded)
        n = len(starts)
        i = 0
        pending_labels: list[str] = []
        for number, raw in enumerate(self.lines, 1):
            body = strip_comments(raw)[0] if "/" in raw or ";" in raw else raw
            while ":" in body:
                m = _LABEL_LINE.match(body)
                if not m:
                    break
                pending_labels.append(m.group(1))
                body = body[m.end():]
            body = body.strip()
            if not body:
                continue
            word = body.split(None, 1)[0].lower()
            if word.startswith("."):
                if word in _DATA_DIRECTIVES:
                    # data lines: skip the data items they stand for
                    if pending_labels and i < n:
                        labels.setdefault(starts[i], []).extend(pending_labels)
                        pending_labels = []
                    while i < n and decoded[i] is None:
                        i += 1
                continue
            # an instruction line: the next instruction with this mnemonic
            j = i
            while j < n and names[j] != word:
                j += 1
                if j - i > 4096:
                    break
            if j >= n or names[j] != word:
                continue
            i = j
            lines[starts[i]] = number
            if pending_labels:
                labels.setdefault(starts[i], []).extend(pending_labels)
                pending_labels = []
            i += 1
        self._lines, self._labels = lines, labels


def _item_mnemonics(decoded) -> list[str | None]:
    """Each item's mnemonic (None for data), from the analysis' shared
    instructions: looked up once per distinct instruction word."""
    name = {inst: inst.mnemonic for inst in set(decoded) if inst is not None}
    return list(map(name.get, decoded))


def program_of(co, source: str | None = None, *,
               source_path: str | None = None) -> Program:
    """The program view of ``co`` (a CodeObject): ``co.program(source,
    source_path=...)``.  With ``source``, the ``.s`` text ``co`` was
    assembled from, instruction lines refer to that text; else to gcnasm's
    disassembly of ``co``.  (For a file: ``CodeObject.load(path).program()``.)"""
    if isinstance(co, (str, os.PathLike)):
        raise CodeObjectError(f"{co}: program_of() takes a CodeObject; for a file use "
                              "CodeObject.load(path).program()")
    return Program(co, source, source_path)


def _defined_labels(co, an: TextAnalysis) -> dict[int, list[str]]:
    """offset -> label names, anchors first (symbols in .symtab order); the
    disassembler's own labels get local names (:class:`.labels.LocalNames`)."""
    out: dict[int, list[str]] = {}
    anchors = text_anchors(co)
    for a in anchors:
        if a.kind != "end":
            out.setdefault(a.offset, []).append(a.name)
    names = local_owners(co, anchors)
    size = len(co.text)
    branches = {t for t in an.branches.values() if 0 <= t <= size and t not in out}
    for off, name in names.name_all("br", branches).items():
        out[off] = [name]
    pcs = {ref.getpc + 4 for ref in an.getpc.values()} - set(out)
    for off, name in names.name_all("pc", pcs).items():
        out[off] = [name]
    data = {ref.target - co.text_address for ref in an.getpc.values()}
    data = {off for off in data if 0 <= off <= size and off not in out}
    for off, name in names.name_all("data", data).items():
        out[off] = [name]
    return out


def blocks_in_order(kp: KernelProgram) -> Sequence[BasicBlock]:
    """Reverse post-order of the blocks reachable from the entry, then the
    unreachable ones (in address order): the order a forward dataflow
    converges fastest in."""
    if not kp.blocks:
        return []
    seen, post = set(), []
    stack = [(kp.blocks[0], iter(kp.blocks[0].successors))]
    seen.add(kp.blocks[0])
    while stack:
        node, it = stack[-1]
        for s in it:
            if s not in seen:
                seen.add(s)
                stack.append((s, iter(s.successors)))
                break
        else:
            stack.pop()
            post.append(node)
    order = post[::-1]
    order += [b for b in kp.blocks if b not in seen]
    return order
