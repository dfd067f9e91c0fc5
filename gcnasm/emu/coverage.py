"""Which instructions of a set of code objects the emulator cannot run.

A static sweep: every instruction word decoded from ``.text`` is looked up
in the builders' table (:func:`gcnasm.emu.program.find_builder`) and built
once; a mnemonic with no builder, an SDWA form of a builder that ignores
SDWA, or a builder raising :class:`NotEmulated` counts as not emulated.
Counts are per mnemonic: code objects using it and occurrences.  Words that
are data placed in ``.text`` decode too, so the sweep can over-count
instructions no wave reaches; it never under-counts one that decodes.

    python -m gcnasm.emu.coverage DIR_OR_FILES...
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Dict, Iterable, List, Tuple

from ..codeobject import CodeObject
from ..errors import GcnasmError
from ..isa import decode_all
from .memory import Memory
from .program import SDWA_AWARE, Context, NotEmulated, find_builder


def why_not_emulated(inst, memory: Memory) -> str:
    """'' when the emulator builds ``inst``, else the reason it does not."""
    builder = find_builder(inst.mnemonic)
    if builder is None:
        return "no semantics"
    if inst.mnemonic.endswith("_sdwa") and builder not in SDWA_AWARE:
        return "SDWA form"
    try:
        builder(inst, Context("coverage", 0x10000, memory))
    except NotEmulated as exc:
        return str(exc) or "form not emulated"
    return ""


def sweep(paths: Iterable[Path]) -> Tuple[Dict[str, Counter], Dict[str, set], int]:
    """``(occurrences {mnemonic: Counter(reason)}, {mnemonic: code objects},
    number of code objects read)``."""
    memory = Memory()
    verdicts: Dict[bytes, Tuple[str, str]] = {}
    occurrences: Dict[str, Counter] = defaultdict(Counter)
    users: Dict[str, set] = defaultdict(set)
    count = 0
    for path in paths:
        try:
            text = CodeObject.load(path).text
        except GcnasmError as exc:
            print(f"{path}: skipped: {exc}", file=sys.stderr)
            continue
        count += 1
        for inst in decode_all(text):
            word = inst.to_bytes()
            verdict = verdicts.get(word)
            if verdict is None:
                verdict = verdicts[word] = (inst.mnemonic, why_not_emulated(inst, memory))
            mnemonic, reason = verdict
            if reason:
                occurrences[mnemonic][reason] += 1
                users[mnemonic].add(str(path))
    return occurrences, users, count


def main(argv: List[str]) -> int:
    paths: List[Path] = []
    for arg in argv or ["."]:
        p = Path(arg)
        paths.extend(sorted(p.rglob("*.co")) + sorted(p.rglob("*.hsaco")) if p.is_dir() else [p])
    occurrences, users, count = sweep(paths)
    rows = sorted(occurrences, key=lambda m: (-len(users[m]), -sum(occurrences[m].values()), m))
    print(f"{count} code objects; {len(rows)} mnemonics with instructions not emulated")
    for m in rows:
        reasons = "; ".join(f"{r} x{n}" for r, n in occurrences[m].most_common())
        print(f"{len(users[m]):5d} objects {sum(occurrences[m].values()):7d} uses  {m}  ({reasons})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
