#!/usr/bin/env python3
"""Speed of the code-object loop: gcnasm against LLVM's tools, side by side.

For one code object (default: the largest kernel of the AMD corpus) both
sides do the same work, timed in the same run:

* gcnasm, in-process: ``CodeObject.load`` + ``disassemble`` + ``assemble``
  (against the loaded template) + ``save``;
* LLVM, as processes: ``llvm-objdump -d IN.co`` (disassemble), ``llvm-mc
  -filetype=obj`` (assemble the same instructions), ``ld.lld -shared`` (link a
  code object).  llvm-mc is given objdump's own text turned into a source
  (addresses and encodings dropped, as the vendor's disasm_to_asm.py does;
  that text munging is done once, untimed) plus an ``.amdhsa_kernel`` block
  built from the descriptor, so it assembles the same instructions and
  ld.lld links a real kernel.  LLVM's output lacks the metadata note, which
  costs nothing worth measuring, and is not byte-identical to the input
  (that is gcnasm's point, not this bench's).

Two scenarios: the unedited round trip, and a growing edit (``s_nop 0``
inserted before ``s_endpgm``).  Each side runs ``--repeat`` times; the
medians and their ratio are printed.  No absolute time is asserted anywhere.

    .venv/bin/python bench/codeobject.py [IN.co] [--repeat N] [--llvm DIR]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import gcnasm.isa                                              # noqa: E402
from gcnasm import toolchain as _toolchain                    # noqa: E402
from gcnasm.codeobject import CodeObject, assemble, disassemble  # noqa: E402

CORPUS = HERE.parent.parent / "shared" / "corpus" / "aiter-gfx950"


def largest_corpus_file() -> Path:
    files = sorted(CORPUS.rglob("*.co"), key=lambda p: p.stat().st_size)
    if not files:
        sys.exit(f"no corpus at {CORPUS}; pass a .co file")
    return files[-1]


def descriptor_block(co: CodeObject) -> str:
    """An .amdhsa_kernel block per kernel, from the descriptor, for llvm-mc."""
    out = ["\t.section .rodata,\"a\",@progbits"]
    for k in co.kernels:
        d = k.descriptor
        out += ["\t.p2align 6", f"\t.amdhsa_kernel {k.name}",
                f"\t\t.amdhsa_next_free_vgpr {d.vgpr_count}",
                f"\t\t.amdhsa_next_free_sgpr {min(d.sgpr_count - 6, 102)}",
                f"\t\t.amdhsa_accum_offset {d.accum_offset}",
                f"\t\t.amdhsa_group_segment_fixed_size {d.group_segment_fixed_size}",
                f"\t\t.amdhsa_user_sgpr_count {d.user_sgpr_count}",
                f"\t\t.amdhsa_user_sgpr_kernarg_segment_ptr {d.enable_sgpr_kernarg_segment_ptr}",
                "\t.end_amdhsa_kernel"]
    return "\n".join(out) + "\n"


def time_gcnasm(path: Path, edit, out: Path) -> float:
    """One cold run: no instruction seen before (gcnasm's per-word and
    per-line caches cleared; compiled templates kept, as in any process
    that has handled one kernel)."""
    gcnasm.isa.clear_caches()
    start = time.perf_counter()
    co = CodeObject.load(path)
    text = edit(disassemble(co))
    assemble(text, co).save(out)
    return time.perf_counter() - start


def time_llvm(tc, path: Path, source: str, tmp: Path) -> float:
    src = tmp / "k.s"
    src.write_text(source)
    obj, out = tmp / "k.o", tmp / "k.co"
    start = time.perf_counter()
    tc.llvm_objdump.run(["-d", f"--mcpu={_toolchain.MCPU}", str(path)])
    tc.llvm_mc.run([f"-triple={_toolchain.TRIPLE}", f"-mcpu={_toolchain.MCPU}", "-filetype=obj",
                    "-o", str(obj), str(src)])
    tc.ld_lld.run(["-shared", "-o", str(out), str(obj)])
    return time.perf_counter() - start


_OBJDUMP_LINE = re.compile(r"^\s+(\S.*?)\s*// [0-9A-Fa-f]+:")
_OBJDUMP_FUNC = re.compile(r"^[0-9a-f]+ <(.+)>:$")


def llvm_source(tc, path: Path, co: CodeObject) -> str:
    """objdump's listing of ``path`` as llvm-mc input (numeric branch offsets)."""
    listing = tc.llvm_objdump.run(["-d", f"--mcpu={_toolchain.MCPU}", str(path)]).stdout
    kernels = {k.name for k in co.kernels}
    out = [f'\t.amdgcn_target "{co.target.target_id}"', "\t.text"]
    for line in listing.decode(errors="replace").splitlines():
        m = _OBJDUMP_FUNC.match(line)
        if m:
            name = m.group(1)
            if name in kernels:
                out += [f"\t.globl {name}", "\t.p2align 8"]
            out.append(f"{name}:")
            continue
        m = _OBJDUMP_LINE.match(line)
        if m:
            out.append("\t" + re.sub(r"\s*<[^>]*>$", "", m.group(1)))
    return "\n".join(out) + "\n"


def insert_nop(text: str) -> str:
    at = text.rfind("\ts_endpgm")
    if at < 0:
        raise SystemExit("no s_endpgm to insert before")
    return text[:at] + "\ts_nop 0\n" + text[at:]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input", nargs="?", type=Path, help="code object (default: the largest "
                                                            "corpus kernel)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per side (default 3)")
    parser.add_argument("--llvm", help="LLVM bin directory or prefix")
    args = parser.parse_args(argv)
    path = args.input or largest_corpus_file()
    tc = _toolchain.Toolchain(args.llvm)
    co = CodeObject.load(path)
    text = llvm_source(tc, path, co)
    n_inst = sum(1 for line in text.splitlines() if line.startswith("\t") and
                 not line.startswith("\t."))
    print(f"{path.name}: {len(co.text)} bytes of .text, {n_inst} instructions")
    print(f"LLVM: {tc.llvm_mc}")
    rows = []
    with tempfile.TemporaryDirectory(prefix="gcnasm-bench-") as tmp:
        tmp = Path(tmp)
        for label, edit in (("round trip", lambda t: t), ("grow (+s_nop 0)", insert_nop)):
            source = edit(text) + descriptor_block(co)
            ours, theirs = [], []
            for _ in range(args.repeat):       # interleaved, so both see the same machine load
                ours.append(time_gcnasm(path, edit, tmp / "out.co"))
                theirs.append(time_llvm(tc, path, source, tmp))
            rows.append((label, statistics.median(ours), statistics.median(theirs)))
    print(f"\n{'scenario':<18} {'gcnasm':>9} {'LLVM':>9}  ratio (LLVM time / gcnasm time)")
    for label, ours, theirs in rows:
        print(f"{label:<18} {ours:8.3f}s {theirs:8.3f}s  {theirs / ours:6.2f}x")
    print("\n(ratio > 1: gcnasm is faster; medians of --repeat runs, measured side by side)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
