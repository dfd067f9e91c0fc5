"""What the emulator cannot run: the whole ISA, or a set of code objects.

``python -m gcnasm.emu.coverage`` (no argument) measures the emulator
against gcnasm.isa's whole gfx950 decoder table: every entry of every
encoding family (the canonical word llvm-mc gave for it, decoded back) is
built into its closure, and each (family, mnemonic) counts as emulated when
all its entries build.  What does not is printed with the reason, from
:data:`NOT_EMULATED` - a short documented list; a form on no list is a gap
and makes the command exit 1.  ``--json`` writes the same as JSON alone.

``python -m gcnasm.emu.coverage DIR_OR_FILES...`` sweeps code objects
instead.  A static sweep: every instruction word decoded from ``.text`` is looked up
in the builders' table (:func:`gcnasm.emu.program.find_builder`) and built
once; a mnemonic with no builder, an SDWA form of a builder that ignores
SDWA, or a builder raising :class:`NotEmulated` counts as not emulated.
Counts are per mnemonic: code objects using it and occurrences.  Words that
are data placed in ``.text`` decode too, so the sweep can over-count
instructions no wave reaches; it never under-counts one that decodes.

``--oracle`` adds how many of the emulated forms an independent oracle
checks (:mod:`gcnasm.emu.oracle`: it runs the oracle tests, about a
minute), per family and per opcode, and lists the forms no oracle test
checks with the reason; with ``--oracle`` the exit status is also 1 when
an oracle test fails or a form is unchecked without a documented reason.

    python -m gcnasm.emu.coverage [--json] [--list] [--oracle]
    python -m gcnasm.emu.coverage DIR_OR_FILES...
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Dict, Iterable, List, Tuple

from ..codeobject import CodeObject
from ..errors import GcnasmError
from ..isa import decode, decode_all
from .memory import Memory
from .program import DPP_AWARE, SDWA_AWARE, Context, NotEmulated, find_builder


def why_not_emulated(inst, memory: Memory) -> str:
    """'' when the emulator builds ``inst``, else the reason it does not."""
    builder = find_builder(inst.mnemonic)
    if builder is None:
        return "no semantics"
    if inst.mnemonic.endswith("_sdwa") and builder not in SDWA_AWARE:
        return "SDWA form"
    if inst.mnemonic.endswith("_dpp") and builder not in DPP_AWARE:
        return "DPP form"
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


# What the emulator does not run, and why: (mnemonic pattern, reason).  The
# first pattern that matches the mnemonic (with its _e32/_e64/_dpp/_sdwa
# suffix) names the reason.  Only these may be missing; anything else the
# table sweep finds is a gap.
NOT_EMULATED: Tuple[Tuple[str, str], ...] = (
    (r"ds_gws_.*", "GWS: global wave sync uses the GWS/GDS hardware, which HIP does not "
                   "give compute kernels"),
    (r"ds_(append|consume|condxchg32_rtn_b64|read_addtid_b32|write_addtid_b32)",
     "GDS-era LDS counters and thread-id addressing: no compiler emits them for gfx950"),
    (r"t?buffer_(load|store)_format_.*", "typed (format) buffer access: the data/number format "
                                         "conversion of graphics resources"),
    (r"v_cube(id|ma|sc|tc)_f32|v_screen_partition_4se_b32.*|v_cvt_pkaccum_u8_f32|s_setkill|"
     r"s_endpgm_ordered_ps_done|v_(m)?q?sad_pk_u16_u8|v_mqsad_u32_u8",
     "graphics and video: cube maps, screen partitions, pixel shaders, multi-SAD"),
    (r"s_rfe_b64|s_rfe_restore_b64|s_cbranch_cdbg.*|s_endpgm_saved",
     "trap handler and debugger: the emulator has no trap handler"),
    (r"s_cbranch_(join|g_fork|i_fork)", "legacy fork/join control flow: no compiler emits it"),
    (r"v_cvt_sr_.*|v_cvt_scalef32_sr_.*|v_prng_b32.*",
     "stochastic rounding: the hardware's random source is not documented"),
    (r"v_cvt_scalef32_(2xpk16|pk32)_.*|ds_read_b96_tr_b6", "fp6 packs of 32 values: not yet"),
    (r"v_cvt_(pk)?norm_[iu]16_f(16|32).*", "normalised-integer conversions: the rounding is "
                                           "not documented"),
    (r"s_scratch_(load|store)_dword.*|scratch_load_lds_.*",
     "scalar scratch and scratch-to-LDS loads: no compiler emits them for gfx950; not yet"),
    (r"v_mfma_ld_scale_b32", "MFMA scale prefix: not yet (the scaled MFMAs with inline scales are "
                             "emulated)"),
    (r"v_trig_preop_f64", "needs the hardware's 1201-bit table of 2/pi: not yet"),
    (r"v_frexp_.*_(sdwa|dpp)|v_ldexp_f16_sdwa", "SDWA on v_ldexp_f16 and frexp, DPP on frexp: not yet"),
    (r"v_cvt_.*f64.*_dpp", "DPP on 64-bit conversions: not yet"),
    (r"v_cvt_(pk_)?f32_(fp8|bf8)_dpp|v_dot2c_f32_(f16|bf16)_dpp|v_ldexp_f16_dpp",
     "DPP on fp8 decodes, v_dot2c_f32 and v_ldexp_f16: not yet"),
    (r"v_pk_fmac_f16_(dpp|sdwa)", "DPP and SDWA on v_pk_fmac_f16: not yet"),
)
_NOT_EMULATED = tuple((re.compile(p), why) for p, why in NOT_EMULATED)


def documented_reason(mnemonic: str) -> str:
    """The reason :data:`NOT_EMULATED` gives for ``mnemonic``, or ''."""
    for pattern, why in _NOT_EMULATED:
        if pattern.fullmatch(mnemonic):
            return why
    return ""


def table_entries():
    """(family name, decoded instruction) for every entry of the decoder
    table: the canonical word llvm-mc gave for it, with a zero literal
    where the entry takes one."""
    from ..isa import families
    from ..isa.tables import gfx950 as tables
    sizes = {f.name: f.size for f in families.ALL}
    for family, entries in tables.CANONICAL.items():
        for key, word in entries.items():
            data = word.to_bytes(sizes[family], "little")
            if (family, key) in tables.LITERAL:
                data += bytes(4)
            yield family, decode(data + bytes(8), 0)


def table_coverage() -> Dict[Tuple[str, str], str]:
    """{(family, mnemonic): '' when emulated, else why not} over the whole
    decoder table; a mnemonic with several entries (modifier bits, operand
    kinds) is emulated only when all of them are."""
    memory = Memory()
    out: Dict[Tuple[str, str], str] = {}
    for family, inst in table_entries():
        reason = why_not_emulated(inst, memory)
        key = (family, inst.mnemonic)
        if reason or key not in out:
            out[key] = out.get(key) or reason
    return out


def table_report(coverage: Dict[Tuple[str, str], str]) -> dict:
    families: Dict[str, List[int]] = defaultdict(lambda: [0, 0])
    missing = []
    for (family, mnemonic), reason in sorted(coverage.items()):
        families[family][1] += 1
        if not reason:
            families[family][0] += 1
            continue
        missing.append({"family": family, "mnemonic": mnemonic, "builder": reason,
                        "reason": documented_reason(mnemonic)})
    total = len(coverage)
    covered = total - len(missing)
    return {"total": total, "emulated": covered,
            "families": {f: {"emulated": c, "total": t} for f, (c, t) in sorted(families.items())},
            "not_emulated": missing,
            "gaps": [m for m in missing if not m["reason"]]}


def oracle_lines(checked: dict, listing: bool) -> List[str]:
    lines = [f"oracle-checked: {checked['checked']}/{checked['emulated']} emulated forms "
             f"({100 * checked['checked'] / max(checked['emulated'], 1):.1f}%), "
             f"{checked['opcodes_checked']}/{checked['opcodes']} opcodes; "
             f"{checked['tests_passed']} oracle tests passed, {checked['tests_failed']} failed"]
    for family, row in checked["families"].items():
        lines.append(f"  {family:12s} {row['checked']:4d}/{row['emulated']:<4d}")
    by_reason: Dict[str, List[str]] = defaultdict(list)
    for m in checked["not_checked"]:
        by_reason[m["reason"] or "NOT YET CHECKED (no documented reason)"].append(m["mnemonic"])
    lines.append(f"emulated but not oracle-checked: {len(checked['not_checked'])}, by reason:")
    for reason, names in sorted(by_reason.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        shown = names if listing or len(names) <= 6 else names[:6] + [f"... {len(names) - 6} more"]
        lines.append(f"  {len(names):4d}  {reason}\n        {', '.join(shown)}")
    return lines


def table_main(as_json: bool, listing: bool, oracle: bool = False) -> int:
    coverage = table_coverage()
    report = table_report(coverage)
    status = 1 if report["gaps"] else 0
    if oracle:
        from . import oracle as oracle_module
        recorder = oracle_module.measure()
        report["oracle"] = oracle_module.report(coverage, recorder)
        if report["oracle"]["gaps"] or report["oracle"]["tests_failed"]:
            status = 1
    if as_json:
        json.dump(report, sys.stdout, indent=1)
        print()
        return status
    total, covered = report["total"], report["emulated"]
    print(f"gfx950 decoder table: {covered}/{total} (family, mnemonic) forms emulated "
          f"({100 * covered / total:.1f}%)")
    for family, row in report["families"].items():
        print(f"  {family:12s} {row['emulated']:4d}/{row['total']:<4d}")
    by_reason: Dict[str, List[str]] = defaultdict(list)
    for m in report["not_emulated"]:
        by_reason[m["reason"] or f"GAP (no documented reason; builder: {m['builder']})"].append(
            m["mnemonic"])
    print(f"not emulated: {len(report['not_emulated'])}, by reason:")
    for reason, names in sorted(by_reason.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        shown = names if listing or len(names) <= 6 else names[:6] + [f"... {len(names) - 6} more"]
        print(f"  {len(names):4d}  {reason}\n        {', '.join(shown)}")
    if report["gaps"]:
        print(f"{len(report['gaps'])} form(s) not emulated and on no documented list")
    if oracle:
        print("\n".join(oracle_lines(report["oracle"], listing)))
    return status


def main(argv: List[str]) -> int:
    flags = {a for a in argv if a.startswith("--")}
    known = {"--json", "--list", "--oracle"}
    if flags - known:
        print(f"unknown option {sorted(flags - known)[0]}; usage: python -m gcnasm.emu.coverage "
              "[--json] [--list] [--oracle] | DIR_OR_FILES...", file=sys.stderr)
        return 2
    argv = [a for a in argv if not a.startswith("--")]
    if not argv:
        return table_main("--json" in flags, "--list" in flags, "--oracle" in flags)
    paths: List[Path] = []
    for arg in argv:
        p = Path(arg)
        if not p.exists():
            print(f"{arg}: no such file or directory", file=sys.stderr)
            return 2
        paths.extend(sorted(p.rglob("*.co")) + sorted(p.rglob("*.hsaco")) if p.is_dir() else [p])
    occurrences, users, count = sweep(paths)
    rows = sorted(occurrences, key=lambda m: (-len(users[m]), -sum(occurrences[m].values()), m))
    print(f"{count} code objects; {len(rows)} mnemonics with instructions not emulated")
    for m in rows:
        reasons = "; ".join(f"{r} x{n}" for r, n in occurrences[m].most_common())
        print(f"{len(users[m]):5d} objects {sum(occurrences[m].values()):7d} uses  {m}  ({reasons})")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:                 # the reader (head, less) stopped reading
        sys.stderr.close()
        sys.exit(0)
