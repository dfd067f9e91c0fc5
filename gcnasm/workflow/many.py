"""``gcnasm compare REF CAND...``: many candidate edits ranked against one
reference, on one device, every device of a node, a Ray cluster, or the
emulator.

For each candidate, in order:

1. the static check against REF (:func:`static_check`): a ``.s`` is
   assembled into a copy of REF (as ``gcnasm asm --template REF``) and
   checked; an AMD code object is disassembled and checked against REF's
   text; only findings the edit introduced count.  A candidate with an
   introduced error (or that does not assemble) is reported and not run,
   unless ``time_all``;
2. correctness on each site (one verdict per site, as ``gcnasm compare``);
3. on a GPU, one interleaved timing run per device with REF and the noise
   floor (:mod:`gcnasm.hip.many`); on the emulator, the figures are
   emulated wave-level instruction counts, so the ranking is by
   ``REF's count / the candidate's`` and says so - no interval, no times.

A *unit* of work is a set of candidates on one device; :func:`run_unit`
runs one, in this process, in one process per device (``devices``), or as
one Ray task per (candidate, site) (``ray``).  A unit always times REF on
its own device, so no ratio crosses devices; each row records its device.
"""

from __future__ import annotations

import io
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, TextIO, Tuple

from ..errors import GcnasmError

EMULATED_MEASURE = "emulated instructions"
RAY_HINT = "pip install 'gcnasm[ray]' (or: pip install ray)"


# --- the static check ---------------------------------------------------------------------

@dataclass
class Candidate:
    """One candidate as given (``path``) and as run (``image``, a code
    object or cubin), with what the static check found."""

    label: str
    path: str
    image: Optional[bytes] = None
    errors: List[str] = field(default_factory=list)       # introduced by the edit
    warnings: int = 0
    check: str = "not run"          # "clean", "errors", "not assembled", "not an AMD code object"

    @property
    def runnable(self) -> bool:
        return self.image is not None

    def to_dict(self) -> Dict[str, Any]:
        return {"label": self.label, "path": self.path, "check": self.check,
                "errors": self.errors, "warnings": self.warnings}


def static_check(ref_image: bytes, ref_name: str, path: str, label: Optional[str] = None
                 ) -> Candidate:
    """Check candidate ``path`` against REF (see the module doc)."""
    from ..hip.module import EM_CUDA, elf_machine      # lazy: only when candidates are read
    cand = Candidate(label or Path(path).name, path)
    if str(path).endswith(".s"):
        from ..codeobject import CodeObject  # lazy: loaded when used (start-up time)
        from .assembly import assemble_checked, read_source  # lazy
        try:
            co, report, contradictions = assemble_checked(
                read_source(path), CodeObject.from_bytes(ref_image, ref_name), path=path)
        except GcnasmError as exc:
            cand.check, cand.errors = "not assembled", [str(exc)]
            return cand
        cand.image = co.to_bytes()
        found = report.errors if report is not None else contradictions
        cand.errors = [f.format(path) if hasattr(f, "format") else str(f) for f in found]
        cand.warnings = len(report.warnings) if report is not None else 0
    else:
        cand.image = Path(path).read_bytes()
        if elf_machine(cand.image) == EM_CUDA or elf_machine(ref_image) == EM_CUDA:
            cand.check = "not an AMD code object"
            return cand
        from ..checker import check  # lazy: loaded when used (start-up time)
        from ..codeobject import CodeObject  # lazy: loaded when used (start-up time)
        try:
            text = CodeObject.from_bytes(cand.image, path).disassemble()
            report = check(text, template=CodeObject.from_bytes(ref_image, ref_name),
                           path=path)
        except GcnasmError as exc:
            cand.check, cand.errors = "errors", [f"cannot be checked against REF: {exc}"]
            return cand
        cand.errors = [f.format(path) for f in report.errors]
        cand.warnings = len(report.warnings)
    cand.check = "errors" if cand.errors else "clean"
    return cand


# --- one unit of work: candidates on one device ----------------------------------------------

def run_unit(spec: Dict[str, Any]) -> Dict[str, Any]:
    """Run ``spec`` (plain data, so that it crosses processes and Ray):
    ``ref`` (bytes, name), ``candidates`` [(label, bytes)], ``sites``,
    ``backend``, ``device``, ``options``.  Returns rows and texts as plain
    data: ``{"device", "rows": [...], "text": {label: co_compare lines},
    "verdicts": {label: {site: verdict}}, "floors": {site: floor}}``."""
    if spec["backend"] == "emu":
        return _run_unit_emulated(spec)
    from ..hip.many import compare_many as hip_compare_many  # lazy
    opts = dict(spec["options"])
    labels = [label for label, _ in spec["candidates"]]
    report = hip_compare_many(tuple(spec["ref"]), [(img, label) for label, img in
                                                   spec["candidates"]],
                              spec["sites"], backend=spec["backend"], device=spec["device"],
                              labels=labels, **opts)
    device = f"{spec['backend']}:{spec['device']} {report.device.removeprefix('Device: ')}"
    rows = []
    for site, ranked in report.rankings.items():
        for r in ranked:
            rows.append(dict(r.to_dict(), site=site, device=device))
    verdicts = {label: {r.site.site.name: r.verdict for r in rep.results}
                for label, rep in report.correctness.items()}
    text = {label: rep.text for label, rep in report.correctness.items()}
    return {"device": device, "rows": rows, "text": text, "verdicts": verdicts,
            "floors": dict(report.floors), "pid": os.getpid()}


def _run_unit_emulated(spec: Dict[str, Any]) -> Dict[str, Any]:
    opts = {k: v for k, v in spec["options"].items()
            if k in ("sites_files", "kernel", "seed", "overrides", "grid", "block", "shared_mem",
                     "min_cos", "max_diff")}
    # the emulator has one device: a "device" here is one emulator process
    device = f"emu process {spec['device']} (pid {os.getpid()}; emulated, no GPU)"
    rows, text, verdicts = [], {}, {}
    with tempfile.TemporaryDirectory(prefix="gcnasm-many-") as tmp:
        # the emulator's lines name the files: write each image under its name
        ref_image, ref_name = spec["ref"]
        ref_path = Path(tmp) / "ref" / Path(ref_name).name
        ref_path.parent.mkdir()
        ref_path.write_bytes(ref_image)
        for i, (label, image) in enumerate(spec["candidates"]):
            path = Path(tmp) / str(i) / Path(label.replace(":", "_")).name
            path.parent.mkdir()
            path.write_bytes(image)
            _emulate_one(spec, opts, str(ref_path), str(path), label, device, rows, text,
                         verdicts)
    return {"device": device, "rows": rows, "text": text, "verdicts": verdicts,
            "floors": {}, "pid": os.getpid()}


def _emulate_one(spec, opts, ref_path, path, label, device, rows, text, verdicts) -> None:
    """One candidate on the emulator: its verdicts and rows by instruction count."""
    from .verdict import compare  # lazy: loaded when used (start-up time)
    buf = io.StringIO()
    report = compare(ref_path, path, spec["sites"], backend="emu",
                     out=buf, races=spec.get("races"), **opts)
    text[label] = buf.getvalue()
    verdicts[label] = {r.site.site.name: r.verdict for r in report.results}
    for r in report.results:
        em = r.details.get("emulated", {})
        ref_total, cand_total = em.get("ref_total"), em.get("test_total")
        speedup = ref_total / cand_total if ref_total and cand_total else None
        if not r.passed and not spec.get("time_all"):
            speedup = None
        rows.append({"label": label, "site": r.site.site.name, "speedup": speedup,
                     "ci": [None, None], "measure": EMULATED_MEASURE, "device": device,
                     "call": ("fewer instructions" if speedup and speedup > 1 else
                              "more instructions" if speedup and speedup < 1 else
                              "same count" if speedup else "not ranked"),
                     "ref_count": ref_total, "cand_count": cand_total,
                     "noise_floor": 0.0})


# --- spreading units ---------------------------------------------------------------------------

def parse_devices(text: Optional[str], backend: str) -> Optional[List[int]]:
    """``all`` or ``0,2,...`` as device indices (``None``: one device)."""
    if text is None:
        return None
    if text.strip() == "all":
        if backend == "emu":
            return list(range(os.cpu_count() or 1))
        from ..hip.backends import open_backend  # lazy: loaded when used (start-up time)
        with open_backend(backend) as gpu:
            return list(range(gpu.device_count()))
    try:
        found = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise GcnasmError(f"--devices expects 'all' or indices like 0,2,3, got {text!r}") from None
    if not found or any(d < 0 for d in found) or len(set(found)) != len(found):
        raise GcnasmError(f"--devices expects distinct indices >= 0, got {text!r}")
    return found


def _split(items: Sequence, n: int) -> List[List]:
    """Round robin: item i to part i % n (empty parts dropped)."""
    parts = [list(items[i::n]) for i in range(n)]
    return [p for p in parts if p]


def _on_devices(base: Dict[str, Any], candidates, devices: List[int]) -> List[Dict[str, Any]]:
    """One process per device, each a unit with its share of candidates."""
    import multiprocessing  # lazy: loaded when used (start-up time)
    specs = []
    for d, part in zip(devices, _split(candidates, len(devices))):
        specs.append(dict(base, device=d, candidates=part))
    if len(specs) == 1:
        return [run_unit(specs[0])]
    # spawn: a GPU runtime must not be inherited through fork
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(len(specs)) as pool:
        return pool.map(run_unit, specs)


def _on_ray(base: Dict[str, Any], candidates, address: str, retries: int) -> Tuple[List, List[str]]:
    """One Ray task per (candidate, site); ``num_gpus=1`` on a GPU backend.
    Returns the units' results and the lines saying which were retried."""
    try:
        import ray  # lazy: only when Ray is used
    except ImportError:
        raise GcnasmError(f"--ray needs Ray, which is not installed: {RAY_HINT}") from None
    started = False
    if not ray.is_initialized():
        ray.init(address=None if address == "local" else address,
                 include_dashboard=False, logging_level="ERROR", log_to_driver=False)
        started = True
    try:
        attempts = _attempts_class().remote()
        gpu = base["backend"] != "emu"
        task = ray.remote(num_gpus=1 if gpu else 0, num_cpus=1,
                          max_retries=retries)(_ray_unit)
        refs = []
        for label, image in candidates:
            for site in base["sites"]:
                spec = dict(base, device=0, candidates=[(label, image)], sites=[site])
                refs.append(task.remote(spec, attempts, f"{label} @ {site}"))
        results = ray.get(refs)
        counts = ray.get(attempts.counts.remote())
        notes = [f"{key}: run {n} times (a worker was lost; Ray retried it)"
                 for key, n in sorted(counts.items()) if n > 1]
        return results, notes
    finally:
        if started:
            ray.shutdown()


def _ray_unit(spec, attempts, key):
    import ray  # lazy: only when Ray is used
    ray.get(attempts.start.remote(key))
    # Fault injection for the tests: with this variable set to a folder, the
    # first try of each task kills its own worker (as the OOM killer or a lost
    # node would); Ray must retry it and the report must say so.
    lose = os.environ.get("GCNASM_RAY_TEST_LOSE_WORKER")
    if lose:
        marker = Path(lose) / "".join(ch if ch.isalnum() else "_" for ch in key)
        if not marker.exists():
            marker.write_text("lost\n")
            import signal  # lazy: loaded when used (start-up time)
            os.kill(os.getpid(), signal.SIGKILL)
    result = run_unit(spec)
    ctx = ray.get_runtime_context()
    node = ctx.get_node_id()[:8]
    for row in result["rows"]:
        row["device"] = f"ray node {node}: {row['device']}"
    return result


def _attempts_class():
    import ray  # lazy: only when Ray is used

    @ray.remote(num_cpus=0)
    class Attempts:
        """Counts each task's starts: more than one means Ray retried it."""

        def __init__(self):
            self.n: Dict[str, int] = {}

        def start(self, key):
            self.n[key] = self.n.get(key, 0) + 1

        def counts(self):
            return dict(self.n)
    return Attempts


# --- the whole command ---------------------------------------------------------------------

@dataclass
class ManyResult:
    ref: str
    candidates: List[Candidate]
    rows: List[Dict[str, Any]]
    text: Dict[str, str]
    verdicts: Dict[str, Dict[str, str]]
    floors: Dict[str, Dict[str, float]]              # device -> site -> floor
    measure: str
    notes: List[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """Every candidate clean and passing every site."""
        return all(c.check in ("clean", "not an AMD code object") for c in self.candidates) and \
            all(v == "PASS" for vs in self.verdicts.values() for v in vs.values()) and \
            all(c.label in self.verdicts for c in self.candidates)

    def table(self) -> str:
        lines = [f"Ranking against {self.ref} ({'by ' + self.measure if self.measure != 'time' else 'by time: speedup = REF median / candidate median over interleaved pairs, 95% bootstrap interval'}):"]
        if self.measure == EMULATED_MEASURE:
            lines.append("  (the emulator: wave-level instruction counts, REF's / the candidate's; "
                         "not a timing, no interval)")
        for device, floors in self.floors.items():
            for site, floor in floors.items():
                lines.append(f"  noise floor {site} on {device}: +-{100 * floor:.2f}% "
                             f"(REF against itself)")
        head = f"  {'rank':>4}  {'candidate':<32} {'site':<16} {'speedup':>9}  {'interval':<17} {'call':<18} device"
        lines.append(head)
        ranked = sorted(self.rows, key=lambda r: (r["site"], -(r["speedup"] or 0)))
        rank = {}
        for r in ranked:
            rank[r["site"]] = rank.get(r["site"], 0) + 1
            lo, hi = r.get("ci") or (None, None)
            interval = f"[{lo:.4f}, {hi:.4f}]" if lo is not None else "-"
            sp = f"{r['speedup']:.4f}x" if r["speedup"] else "-"
            lines.append(f"  {rank[r['site']]:>4}  {r['label'][:32]:<32} {r['site'][:16]:<16} "
                         f"{sp:>9}  {interval:<17} {r['call']:<18} {r['device']}")
        timed = {(r["label"], r["site"]) for r in self.rows}
        for c in self.candidates:
            failed = [site for site, v in self.verdicts.get(c.label, {}).items()
                      if v != "PASS" and (c.label, site) not in timed]
            if failed:
                lines.append(f"  {c.label}: not ranked: "
                             + ", ".join(f"{site} {self.verdicts[c.label][site]}" for site in failed)
                             + " (wrong results are not timed; --time-all times them)")
        for c in self.candidates:
            if c.check not in ("clean", "not an AMD code object"):
                what = "not run" if not c.runnable or c.label not in self.verdicts else "run (--time-all)"
                lines.append(f"  {c.label}: static check: {c.check}, {len(c.errors)} error(s) "
                             f"introduced; {what}")
                lines.extend("    " + e.splitlines()[0] for e in c.errors[:5])
        lines.extend("  " + n for n in self.notes)
        return "\n".join(lines) + "\n"

    def to_dict(self) -> Dict[str, Any]:
        return {"ref": self.ref, "measure": self.measure, "passed": self.passed,
                "verdict": "PASS" if self.passed else "FAIL",
                "candidates": [dict(c.to_dict(), verdicts=self.verdicts.get(c.label, {}),
                                    co_compare=self.text.get(c.label, ""))
                               for c in self.candidates],
                "ranking": sorted(self.rows, key=lambda r: (r["site"], -(r["speedup"] or 0))),
                "noise_floors": self.floors, "notes": self.notes}


def compare_many(ref, candidates: Sequence[str], site="gate_up_fwd", *, backend: str = "auto",
                 device: int = 0, devices: Optional[Sequence[int]] = None,
                 ray: Optional[str] = None, ray_retries: int = 2, time_all: bool = False,
                 races: Optional[bool] = None, out: Optional[TextIO] = None,
                 **options) -> ManyResult:
    """Rank ``candidates`` (paths: ``.s`` edits of REF, code objects or
    cubins) against ``ref`` (a path) on ``site`` (a name or a list); see
    the module doc.  ``devices``: device indices, one process each;
    ``ray``: a Ray address or ``"local"``.  ``options``: as
    :func:`gcnasm.hip.many.compare_many` (``warmup``, ``iters``,
    ``sites_files``, ``overrides``, ...)."""
    from ..hip.module import EM_CUDA, elf_machine, read_image  # lazy
    ref_image, ref_name = read_image(ref)
    if backend == "auto":
        backend = "cuda" if elf_machine(ref_image) == EM_CUDA else "hip"
    from ..hip.sites import select, site_table  # lazy: loaded when used (start-up time)
    # the sites first: a wrong name fails before any candidate is checked
    wanted = list(site) if isinstance(site, (list, tuple)) else [site]
    table = site_table(options.get("sites_files", ()))
    sites = [s.name for s in select(table, wanted)]
    checked = []
    for path in candidates:
        c = static_check(ref_image, ref_name, str(path))
        checked.append(c)
        if out is not None:
            out.write(f"{c.label}: static check against {ref_name}: {c.check}"
                      + (f" ({len(c.errors)} introduced error(s))" if c.errors else "") + "\n")
    labels = [c.label for c in checked]
    if len(set(labels)) != len(labels):         # same file names in different folders
        for i, c in enumerate(checked):
            c.label = f"{i + 1}:{c.label}"
    run = [(c.label, c.image) for c in checked
           if c.runnable and (time_all or c.check in ("clean", "not an AMD code object"))]
    hip_opts = dict(options)
    if backend != "emu":
        hip_opts["time_failing"] = time_all
    base = {"ref": (ref_image, ref_name), "sites": sites, "backend": backend,
            "options": hip_opts, "races": races, "time_all": time_all}
    notes: List[str] = []
    if not run:
        results = []
    elif ray is not None:
        results, notes = _on_ray(base, run, ray, ray_retries)
    elif devices:
        results = _on_devices(base, run, list(devices))
    else:
        results = [run_unit(dict(base, device=device, candidates=run))]
    rows, text, verdicts, floors = [], {}, {}, {}
    for res in results:
        rows += res["rows"]
        for label, t in res["text"].items():
            text[label] = text.get(label, "") + t
        for label, v in res["verdicts"].items():
            verdicts.setdefault(label, {}).update(v)
        if res["floors"]:
            floors.setdefault(res["device"], {}).update(res["floors"])
    if out is not None:
        for c in checked:
            if c.label in text:
                out.write(f"\n== {c.label}\n{text[c.label]}")
    measure = EMULATED_MEASURE if backend == "emu" else "time"
    return ManyResult(ref_name, checked, rows, text, verdicts, floors, measure, notes)


def run_many_command(args, out, overrides: Dict[str, Any]) -> int:
    """``gcnasm compare REF CAND...`` (the CLI's arguments): exit 0 when every
    candidate is clean and passes every site, 1 otherwise, 2 on bad input."""
    from ..outputs import check_output  # lazy: loaded when used (start-up time)
    from .verdict import EXIT_FAIL, EXIT_PASS, write_json  # lazy: loaded when used (start-up time)
    if args.iters < 1 or args.warmup < 0:
        raise GcnasmError("--iters must be >= 1 and --warmup >= 0")
    if args.dry_run or args.coverage:
        raise GcnasmError("--dry-run and --coverage take one candidate")
    if args.devices and args.ray:
        raise GcnasmError("--devices and --ray exclude each other (Ray places the tasks itself)")
    check_output(args.json, [("the reference", args.ref)] + [("a candidate", t) for t in args.test]
                 + [("a --sites file", f) for f in args.sites], "--json")
    try:
        result = _many_from_args(args, out, overrides)
    except (GcnasmError, OSError, KeyboardInterrupt, BrokenPipeError):
        raise
    except Exception as exc:            # a fault of gcnasm itself: exit 2, never a traceback
        raise GcnasmError(f"internal error: {type(exc).__name__}: {exc} (a bug in gcnasm; "
                          "please report it with the command line)") from exc
    if out is not None:
        out.write("\n" + result.table())
    if args.json:
        write_json(result.to_dict(), args.json)
    return EXIT_PASS if result.passed else EXIT_FAIL


def _many_from_args(args, out, overrides) -> ManyResult:
    return compare_many(
        args.ref, args.test, args.site or ["gate_up_fwd"], backend=args.backend,
        device=args.device, devices=parse_devices(args.devices, args.backend), ray=args.ray,
        time_all=args.time_all, races=args.races, out=out, sites_files=args.sites,
        kernel=args.kernel, seed=args.seed, overrides=overrides, grid=args.grid,
        block=args.block, shared_mem=args.shared_mem, min_cos=args.min_cos,
        max_diff=args.max_diff, **({} if args.backend == "emu" else
                                   {"warmup": args.warmup, "iters": args.iters,
                                    "library": args.library}))
