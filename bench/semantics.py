#!/usr/bin/env python3
"""What the typed instruction model costs, side by side in one run.

On the largest kernel of AMD's corpus (about 33,000 instructions), cold
(gcnasm's per-word caches cleared each round):

* decode: ``gcnasm.decode_all`` alone, as before the model existed (the model
  is computed lazily, so this must not get slower);
* decode + model: the same, then every instruction's ``reads``, ``writes``,
  ``category`` and ``operands`` (computed once per distinct word).

Prints the medians and the ratio (decode + model) / decode.

    python bench/semantics.py [--kernel PATH] [--rounds N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import gcnasm.isa  # noqa: E402
from gcnasm.codeobject import CodeObject  # noqa: E402

DEFAULT = REPO.parent / "shared/corpus/aiter-gfx950/pa/pa_bf16_pertokenInt8_gqa16_1tg_4w_mtp_msk1.co"


def decode(text: bytes):
    gcnasm.isa.clear_caches()
    return gcnasm.isa.decode_all(text)


def decode_and_model(text: bytes):
    insts = decode(text)
    for i in insts:
        i.reads, i.writes, i.category, i.operands
    return insts


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kernel", type=Path, default=DEFAULT)
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args(argv)
    if not args.kernel.exists():
        print(f"{args.kernel} is absent (the AMD corpus lives in ../shared)", file=sys.stderr)
        return 2
    co = CodeObject.load(args.kernel)
    text = co.elf.section_bytes(co.text_section)
    n = len(decode_and_model(text))        # warm the imports and compiled templates
    times = {"decode": [], "decode + model": []}
    for _ in range(args.rounds):           # interleaved, so drift hits both sides
        for name, fn in (("decode", decode), ("decode + model", decode_and_model)):
            t = time.perf_counter()
            fn(text)
            times[name].append(time.perf_counter() - t)
    med = {k: statistics.median(v) for k, v in times.items()}
    print(f"{args.kernel.name}: {n} instructions, {args.rounds} rounds, cold caches")
    for k, v in med.items():
        print(f"  {k:<16} {v * 1000:8.1f} ms")
    print(f"  ratio (decode + model) / decode: {med['decode + model'] / med['decode']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
