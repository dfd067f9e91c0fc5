"""``gcnasm compare``: one verdict per site, on a GPU or on the emulator.

:func:`gcnasm.hip.compare` runs the sites; this layer chooses the backend
and, on the emulator (``backend="emu"``), makes compare a correctness tool:

* race mode is on unless ``races=False`` (:mod:`gcnasm.emu.race`): a race,
  a hazard the code does not wait out, or an access outside every
  allocation fails the site, each reported with the kernel, the ``.text``
  offsets and ``.s`` lines of the instructions, wave and lane, and the
  address range where there is one;
* an emulator error (an instruction it does not run, a register past the
  grant, ...) is an error of the tool, exit 2, naming the instruction's
  ``.s`` line - never a traceback;
* what ran is recorded: the fraction of each kernel's instructions and
  blocks, and whether the instructions that differ between ref and test ran
  at all (:mod:`.coverage`): a PASS on a site that never runs an edit says
  so, and ``--coverage FILE`` writes the listing with per-line counts;
* emulated figures are instruction counts per category, never times.

Exit status (:data:`EXIT_PASS`, :data:`EXIT_FAIL`, :data:`EXIT_ERROR`): 0
when every site passes, 1 when one fails, 2 for bad input or a tool error.
"""

from __future__ import annotations

import re
import sys
from dataclasses import asdict
from typing import Any, Dict, List, Mapping, Optional, TextIO

from ..errors import GcnasmError
from ..hip.comparison import LaunchObserver, Problem, SiteNotes
from ..hip.comparison import compare as hip_compare
from .backends import open_backend

EXIT_PASS, EXIT_FAIL, EXIT_ERROR = 0, 1, 2

# "address 0x7f0000001000 (+4 bytes) is outside ...", "0x1000+64 runs past ..."
_ADDRESS = re.compile(r"address 0x([0-9a-fA-F]+)(?: \(\+(\d+) bytes\))?|"
                      r"0x([0-9a-fA-F]+)\+(\d+) runs past")



class _Image:
    """One side (ref or test) as the emulator ran it: its code object,
    program view (``gcnasm disasm``'s lines) and source name, made on first
    use."""

    def __init__(self, image: bytes, source: str):
        self.image, self.source = image, source
        self._program = None

    @property
    def program(self):
        if self._program is None:
            from ..codeobject import CodeObject     # below this layer; only when a line is asked
            self._program = CodeObject.from_bytes(self.image, self.source).program()
        return self._program

    def line(self, offset: Optional[int]) -> Optional[int]:
        if offset is None:
            return None
        try:
            return self.program.line_of(offset)
        except GcnasmError:
            return None

    def where(self, offset: Optional[int]) -> str:
        line = self.line(offset)
        if offset is None:
            return self.source
        return f"{self.source} .text+0x{offset:x}" + (f" (line {line} of `gcnasm disasm`)"
                                                     if line else "")


class EmulatorObserver(LaunchObserver):
    """Races, faults, executed instructions of each compared launch on the
    emulator (see the module doc)."""

    def __init__(self, gpu, images: Mapping[str, _Image], coverage: bool = True):
        self.gpu = gpu
        self.images = images
        self.coverage = coverage
        self.site_counts: Dict[str, Dict[int, int]] = {}
        self.site_categories: Dict[str, Dict[str, int]] = {}
        self.kernels: Dict[str, str] = {}
        self.all_counts: List[tuple] = []            # (site, label, counts) for the listing
        self._races = 0
        self._aborted = 0

    # --- the profile: the backend's is reset before each compared launch ----

    def before_launch(self, label, kernel) -> None:
        self._races = len(self.gpu.races)
        self._aborted = len(self.gpu.aborted)
        self.gpu.reset_profile()

    def _take_counts(self, label, kernel) -> None:
        prof = self.gpu.profile().get(kernel.name)
        self.site_counts[label] = dict(prof.counts) if prof is not None else {}
        self.site_categories[label] = dict(prof.categories) if prof is not None else {}
        self.kernels[label] = kernel.name

    def after_launch(self, label, kernel) -> List[Problem]:
        self._take_counts(label, kernel)
        image = self.images[label]
        problems = [self._race_problem(label, image, r) for r in self.gpu.races[self._races:]]
        for text in self.gpu.aborted[self._aborted:]:
            problems.append(Problem("aborted", f"{label}: {text}", {"kernel": kernel.name,
                                                                     "launch": label}))
        return problems

    def failed_launch(self, label, kernel, error) -> List[Problem]:
        from ..emu.errors import EmulationError, MemoryFault    # the emulator: only when it runs
        self._take_counts(label, kernel)
        image = self.images[label]
        if not isinstance(error, EmulationError):
            raise error
        offset = error.offset
        line = image.line(offset)
        data = {"kernel": error.kernel or kernel.name, "launch": label, "offset": offset,
                "line": line, "instruction": error.text, "message": str(error)}
        span = _ADDRESS.search(str(error)) if isinstance(error, MemoryFault) else None
        if span:        # the fault's first address and width, as its message states them
            first = int(span.group(1) or span.group(3), 16)
            width = int(span.group(2) or span.group(4) or 1)
            data["address_range"] = [first, first + width - 1]
        if isinstance(error, MemoryFault):
            races = [self._race_problem(label, image, r) for r in self.gpu.races[self._races:]]
            return races + [Problem("out-of-bounds", f"{label} {image.where(offset)}: {error}",
                                    data)]
        # the tool cannot run this kernel: exit 2, with the line
        raise GcnasmError(f"the emulator cannot run the {label} kernel: {error}"
                          + (f" (line {line} of `gcnasm disasm {image.source}`)" if line else ""))

    def _race_problem(self, label, image: _Image, race) -> Problem:
        data = race.to_dict()
        data["launch"] = label
        data["line"] = image.line(race.reader_offset)
        data["producer_line"] = image.line(race.producer_offset)
        kind = "hazard" if race.kind in ("hazard", "war") else "race"

        def at(offset, line):
            return f"line {line} (.text+0x{offset:x})" if line else f".text+0x{offset:x}"
        reader = at(race.reader_offset, data["line"])
        producer = at(race.producer_offset, data["producer_line"])
        if race.kind == "war":
            what = (f"`{race.reader}` overwrites {race.register} {race.had} wait state(s) after "
                    f"{producer} `{race.producer}` reads it as SrcC; {race.needed} needed")
        elif race.kind == "hazard":
            what = (f"`{race.reader}` reads {race.register} {race.had} wait state(s) after "
                    f"{producer} `{race.producer}` writes it; {race.needed} needed")
        else:
            verb = "reads" if race.kind == "read" else "overwrites"
            what = (f"`{race.reader}` {verb} {race.register} before the s_waitcnt covering "
                    f"{producer} `{race.producer}`")
        parts = [f"{name} {value}" for name, value in (("workgroup", race.workgroup),
                                                       ("wave", race.wave), ("lane", race.lane))
                 if value is not None]
        who = f" ({', '.join(parts)})" if parts else ""
        return Problem(kind, f"{label} {reader}: {what}{who}", data)

    # --- after both launches of a site ----------------------------------------

    def site_done(self, result) -> SiteNotes:
        notes = SiteNotes()
        name = result.site.site.name
        ref, test = self.images["ref"], self.images["test"]
        rc, tc = self.site_counts.get("ref", {}), self.site_counts.get("test", {})
        rk, tk = self.kernels.get("ref"), self.kernels.get("test")
        # emulated counts, not times
        from ..emu.profile import CATEGORIES as CATEGORY_NAMES     # lazy: the emulator ran
        cats = {label: self.site_categories.get(label, {}) for label in ("ref", "test")}
        emulated = {"note": "wave-level instructions executed by the emulator (not a timing)",
                    "ref": {c: cats["ref"].get(c, 0) for c in CATEGORY_NAMES},
                    "test": {c: cats["test"].get(c, 0) for c in CATEGORY_NAMES}}
        total_r, total_t = sum(emulated["ref"].values()), sum(emulated["test"].values())
        emulated["ref_total"], emulated["test_total"] = total_r, total_t
        emulated["ratio"] = round(total_t / total_r, 6) if total_r else None
        notes.data["emulated"] = emulated
        shown = [c for c in CATEGORY_NAMES if emulated["ref"][c] or emulated["test"][c]]
        notes.lines.append("  emulated instructions (counts, not times): "
                           + "  ".join(f"{c} {emulated['ref'][c]}->{emulated['test'][c]}"
                                       for c in shown)
                           + (f"  total {total_r}->{total_t} (test/ref {total_t / total_r:.4f}x)"
                              if total_r else ""))
        if not self.coverage or rk is None or tk is None:
            return notes
        from .coverage import edit_regions, kernel_coverage    # lazy: emulated runs only
        try:
            cov = {"ref": kernel_coverage(ref.program, rk, rc),
                   "test": kernel_coverage(test.program, tk, tc)}
            regions = edit_regions(ref.program, test.program, rk, tk)
        except GcnasmError as exc:          # a kernel the program view cannot split
            notes.lines.append(f"  coverage: not available ({exc})")
            return notes
        self.all_counts.append((name, tc))
        notes.lines.append("  coverage: " + "; ".join(cov[label].line(label)
                                                      for label in ("ref", "test")))
        never = [r for r in regions if not r.executions(rc, tc)]
        notes.data["coverage"] = {
            "ref": cov["ref"].to_dict(), "test": cov["test"].to_dict(),
            "edits": [dict(r.to_dict(), ran=bool(r.executions(rc, tc)),
                           executions=r.executions(rc, tc)) for r in regions],
            "edits_never_ran": len(never),
        }
        for r in never[:10]:
            notes.lines.append(f"  NOT RUN: {r.describe()} never ran on site {name}: "
                               f"this {result.verdict} says nothing about it")
        if len(never) > 10:
            notes.lines.append(f"  NOT RUN: ... and {len(never) - 10} more edits "
                               f"(--json lists them)")
        if regions and not never:
            notes.lines.append(f"  every edit ran ({len(regions)} region(s))")
        return notes


def compare(ref, test, site="gate_up_fwd", *, backend: str = "auto", races: Optional[bool] = None,
            coverage: Optional[str] = None, out: Optional[TextIO] = None,
            reference: bool = False, **options):
    """:func:`gcnasm.hip.compare` on any backend, ``"emu"`` included, with
    the emulator's checks (see the module doc).  ``races``: race mode on
    the emulator (default on).  ``coverage``: a path to write the test
    kernel's listing with per-line execution counts (emulator only).
    ``reference``: also check the test kernel's outputs against the site's
    numpy reference (:mod:`.reference`; a failure fails the site).
    ``site="auto"`` builds the sites of the kernel's family (:mod:`.auto`).
    Returns the hip :class:`CompareReport` (or dry run); each site's
    ``details`` hold the emulated counts and coverage."""
    from .auto import expand_sites      # "auto": the families' sites for this kernel
    site = expand_sites(site, ref, options.get("kernel"))
    if reference and (options.get("dry_run") or backend != "emu"):
        if options.get("dry_run"):
            raise GcnasmError("--reference runs the kernel: not with --dry-run")
        report = hip_compare(ref, test, site, backend=backend, out=out, keep_test_buffers=True,
                             **options)
        from .reference import check_report     # lazy: only --reference runs it
        check_report(report, out=out)
        return report
    if backend != "emu":
        if races:
            raise GcnasmError("race mode is the emulator's: --races needs --backend emu")
        if coverage:
            raise GcnasmError("--coverage needs --backend emu (the emulator counts what runs)")
        return hip_compare(ref, test, site, backend=backend, out=out, **options)
    if options.get("dry_run"):
        return hip_compare(ref, test, site, backend=backend, out=out, **options)
    from ..hip.module import read_image     # the images' bytes, for .s lines
    library = options.pop("library", None)
    device = options.pop("device", 0)
    if options.pop("benchmark_runs", False) and out is not None:
        out.write("(--benchmark on the emulator: emulated instruction counts are shown, "
                  "not wall time)\n")
    images = {label: _Image(*read_image(source)) for label, source in (("ref", ref), ("test", test))}
    with open_backend("emu", device, library, races=True if races is None else races) as gpu:
        observer = EmulatorObserver(gpu, images)
        report = hip_compare(ref, test, site, backend=gpu, out=out, observer=observer,
                             benchmark_runs=False, keep_test_buffers=reference, **options)
        if reference:
            from .reference import check_report     # lazy: only --reference runs it
            check_report(report, out=out)
        if coverage:
            # lazy: only --coverage writes a listing
            from ..outputs import write_atomically
            from .coverage import annotated_listing
            write_atomically(coverage, annotated_listing(images["test"].program,
                                                         observer.all_counts))
            if out is not None:
                out.write(f"\nwrote {coverage}: `gcnasm disasm {images['test'].source}` with "
                          f"each instruction's executions per site\n")
    return report


def report_dict(report) -> Dict[str, Any]:
    """A compare report as plain data (``--json``): one verdict per site,
    its reasons, and each problem as a record."""
    sites = []
    for r in report.results:
        problems = [p.to_dict() for p in r.problems]
        entry = {"site": r.site.site.name, "dims": r.site.dims, "verdict": r.verdict,
                 "passed": r.passed, "reasons": r.reasons,
                 "races": [p for p in problems if p["kind"] in ("race", "hazard")],
                 "out_of_bounds": [p for p in problems if p["kind"] == "out-of-bounds"],
                 "problems": problems,
                 "flops": r.site.flops, "grid": r.site.grid, "block": r.site.block,
                 "outputs": [{"name": o.name, "passed": o.passed, **asdict(o.accuracy)}
                             for o in r.outputs]}
        entry.update(r.details)
        if "coverage" in r.details:
            entry["edits_never_ran"] = r.details["coverage"]["edits_never_ran"]
        if r.timing:
            entry["timing_ms"] = {k: {"median": v.median, "min": v.min, "max": v.max,
                                      "p10": v.percentile(10), "p90": v.percentile(90),
                                      "samples": v.samples} for k, v in r.timing.items()}
            entry["speedup"] = r.speedup
        sites.append(entry)
    return {"device": asdict(report.device), "ref_kernel": report.ref_kernel,
            "test_kernel": report.test_kernel, "passed": report.passed,
            "verdict": "PASS" if report.passed else "FAIL", "sites": sites}


def write_json(data: Mapping[str, Any], path: str) -> None:
    import json     # here: only --json needs it (start-up time)
    text = json.dumps(data, indent=2, default=str)
    if path == "-":
        sys.stdout.write(text + "\n")
    else:
        from ..outputs import write_atomically     # lazy: only a --json file
        write_atomically(path, text + "\n")
