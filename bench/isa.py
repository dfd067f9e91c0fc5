#!/usr/bin/env python3
"""gcnasm's decoder and assembler against llvm-mc, side by side in one run.

On the largest kernel of AMD's corpus (about 33,000 instructions):

* decode: ``gcnasm.decode_all`` + every instruction's text, against
  ``llvm-mc -disassemble`` run as a process on the same bytes;
* assemble: ``gcnasm.assemble_lines`` on that text, against
  ``llvm-mc -filetype=obj`` run as a process.

Each side is timed several times, interleaved, and the medians compared; the
ratio (llvm-mc time / gcnasm time, above 1 means gcnasm is faster) is what to
read, not the absolute times.  gcnasm is measured cold (tables loaded, no
instruction seen before: its per-word and per-line caches are cleared each
round) and warm (the same kernel again).

    python bench/isa.py [--kernel PATH] [--rounds N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import gcnasm  # noqa: E402
import gcnasm.isa  # noqa: E402
from gcnasm import toolchain  # noqa: E402
from gcnasm.codeobject import CodeObject  # noqa: E402

DEFAULT = REPO.parent / "shared/corpus/aiter-gfx950/pa/pa_bf16_pertokenInt8_gqa16_1tg_4w_mtp_msk1.co"


def clear_caches():
    """Forget every instruction seen (compiled templates stay, as in any
    process that has handled one kernel before)."""
    gcnasm.isa.clear_caches()


def time_it(fn, rounds):
    out = []
    for _ in range(rounds):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernel", type=Path, default=DEFAULT)
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    if not args.kernel.exists():
        print(f"bench/isa.py: {args.kernel} not found (needs ../shared/corpus)", file=sys.stderr)
        return 2
    mc = toolchain.default().llvm_mc
    text = CodeObject.load(args.kernel).text
    insts = gcnasm.decode_all(text)
    source = "\n".join(i.text for i in insts) + "\n"
    print(f"kernel: {args.kernel.name}: {len(text)} bytes, {len(insts)} instructions")

    with tempfile.TemporaryDirectory() as tmp:
        hexfile = Path(tmp) / "text.hex"
        hexfile.write_text(" ".join(f"0x{b:02x}" for b in text))
        asmfile = Path(tmp) / "text.s"
        asmfile.write_text(source)
        obj = Path(tmp) / "out.o"

        def llvm_decode():
            subprocess.run([*mc.argv, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx950",
                            "-disassemble", str(hexfile)], check=True, capture_output=True)

        def llvm_assemble():
            subprocess.run([*mc.argv, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx950",
                            "-filetype=obj", str(asmfile), "-o", str(obj)], check=True,
                           capture_output=True)

        def ours_decode():
            for i in gcnasm.decode_all(text):
                i.text

        def ours_decode_cold():
            clear_caches()
            ours_decode()

        def ours_assemble():
            gcnasm.assemble_lines(source)

        def ours_assemble_cold():
            clear_caches()
            ours_assemble()

        rows = []
        for name, ours, llvm in (("decode + text", ours_decode, llvm_decode),
                                 ("decode + text (cold)", ours_decode_cold, llvm_decode),
                                 ("assemble", ours_assemble, llvm_assemble),
                                 ("assemble (cold)", ours_assemble_cold, llvm_assemble)):
            a, b = [], []
            for _ in range(args.rounds):          # interleave to share the noise
                a += time_it(ours, 1)
                b += time_it(llvm, 1)
            ta, tb = statistics.median(a), statistics.median(b)
            rows.append((name, ta, tb))
    print(f"{'':24} {'gcnasm':>10} {'llvm-mc':>10} {'llvm/gcnasm':>12}")
    for name, ta, tb in rows:
        print(f"{name:24} {ta * 1e3:8.1f}ms {tb * 1e3:8.1f}ms {tb / ta:11.2f}x")
    assert gcnasm.assemble_lines(source) == text, "assembled text differs from the kernel"
    return 0


if __name__ == "__main__":
    sys.exit(main())
