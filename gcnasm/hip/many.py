"""Many candidates against one reference in one run: interleaved timing
and a ranking with confidence intervals.

:func:`compare_many` loads REF and every candidate once on one device,
checks each candidate's outputs against REF's (:func:`.comparison.compare`,
one verdict per site), then times them all in one interleaved run: each
round launches ``REF, C1, REF, C2, ...``, the candidates' order rotated by
one each round (so no candidate always follows the same kernel), and REF
is also paired with itself (``REF, REF``: the noise floor).  Each candidate
thus has ``iters`` *pairs* (REF's time just before, its own time), taken
under the same clocks and temperature.

The statistics (:func:`bootstrap_speedup`):

* speedup = median(REF's times of the pairs) / median(the candidate's);
* its interval: the ``confidence`` percentile interval of that ratio over
  ``resamples`` bootstrap resamples of the pairs (pairs drawn with
  replacement, so a drift that moves both members of a pair moves the
  ratio little);
* the noise floor: the half-width of the same interval for REF against
  itself, ``max(hi - 1, 1 - lo)``; a candidate is called ``faster`` only
  when its interval lies entirely above ``1 + floor``, ``slower`` when
  entirely below ``1 - floor``, else ``within noise``.

The layer above (gcnasm.workflow.many) adds the static check, the
emulator (whose figures are instruction counts, not times), several
devices and Ray.
"""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Sequence, TextIO, Tuple, Union

import numpy as np

from . import expr, fill
from .backend import Backend
from .backends import open_backend
from .comparison import CompareReport, bind_arguments, compare, device_names
from .metrics import TimingStats
from .module import Module, dim3, read_image
from .sites import Site, select, site_table

SELF = "REF (self)"         # REF paired with itself: the noise floor
DEFAULT_RESAMPLES = 2000
DEFAULT_CONFIDENCE = 0.95


def rotation(n: int, rounds: int) -> List[List[int]]:
    """The launch order of each round: candidate indices ``0..n-1``
    starting at ``round % n`` (each preceded by REF when launched)."""
    return [[(r + j) % n for j in range(n)] for r in range(rounds)] if n else []


def bootstrap_speedup(ref_ms: Sequence[float], cand_ms: Sequence[float],
                      resamples: int = DEFAULT_RESAMPLES, confidence: float = DEFAULT_CONFIDENCE,
                      seed: int = 0) -> Tuple[float, float, float]:
    """``(speedup, lo, hi)``: median(ref)/median(cand) and its bootstrap
    percentile interval over the pairs ``(ref_ms[i], cand_ms[i])``."""
    ref = np.asarray(ref_ms, dtype=np.float64)
    cand = np.asarray(cand_ms, dtype=np.float64)
    if ref.shape != cand.shape or ref.size == 0:
        raise ValueError("need as many reference as candidate times, at least one pair")
    point = float(np.median(ref) / np.median(cand))
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, ref.size, size=(resamples, ref.size))
    ratios = np.median(ref[idx], axis=1) / np.median(cand[idx], axis=1)
    tail = 100 * (1 - confidence) / 2
    lo, hi = np.percentile(ratios, [tail, 100 - tail])
    return point, float(lo), float(hi)


def call(speedup_lo: float, speedup_hi: float, floor: float) -> str:
    """``faster``, ``slower`` or ``within noise`` (see the module doc)."""
    if speedup_lo > 1 + floor:
        return "faster"
    if speedup_hi < 1 - floor:
        return "slower"
    return "within noise"


@dataclass
class Ranked:
    """One candidate's figures in a ranking."""

    label: str
    speedup: Optional[float] = None
    lo: Optional[float] = None
    hi: Optional[float] = None
    call: str = "not timed"
    device: Optional[str] = None
    measure: str = "time"                  # "time" or "emulated instructions"
    ref_ms: Optional[TimingStats] = None
    cand_ms: Optional[TimingStats] = None
    noise_floor: Optional[float] = None

    def to_dict(self) -> Dict[str, Any]:
        out = {"label": self.label, "speedup": self.speedup, "ci": [self.lo, self.hi],
               "call": self.call, "device": self.device, "measure": self.measure,
               "noise_floor": self.noise_floor}
        if self.ref_ms is not None and self.cand_ms is not None:
            out["ref_ms"] = {"median": self.ref_ms.median, "samples": self.ref_ms.samples}
            out["cand_ms"] = {"median": self.cand_ms.median, "samples": self.cand_ms.samples}
        return out


@dataclass
class TimedSite:
    """The interleaved timing of one site: each label's pairs."""

    site: str
    pairs: Dict[str, Tuple[List[float], List[float]]] = field(default_factory=dict)

    def rank(self, resamples: int = DEFAULT_RESAMPLES, confidence: float = DEFAULT_CONFIDENCE,
             seed: int = 0, device: Optional[str] = None) -> Tuple[float, List[Ranked]]:
        """``(noise floor, candidates best first)``."""
        floor = 0.0
        if SELF in self.pairs:
            _, lo, hi = bootstrap_speedup(*self.pairs[SELF], resamples, confidence, seed)
            floor = max(hi - 1.0, 1.0 - lo, 0.0)
        rows = []
        for label, (ref, cand) in self.pairs.items():
            if label == SELF:
                continue
            s, lo, hi = bootstrap_speedup(ref, cand, resamples, confidence, seed)
            rows.append(Ranked(label, s, lo, hi, call(lo, hi, floor), device, "time",
                               TimingStats(list(ref)), TimingStats(list(cand)), floor))
        rows.sort(key=lambda r: -r.speedup)
        return floor, rows


def time_interleaved(gpu: Backend, site: Site, ref, candidates: Sequence[Tuple[str, Any]], *,
                     kernel: Optional[str] = None, warmup: int = 10, iters: int = 50,
                     seed: int = 0, overrides: Optional[Mapping[str, Any]] = None,
                     grid=None, block=None, shared_mem: Optional[int] = None,
                     noise_floor: bool = True) -> TimedSite:
    """Time REF and each ``(label, kernel)`` of ``candidates`` (loaded
    :class:`~.module.Kernel` objects, as is ``ref``) on ``site`` in one
    interleaved run (see the module doc).  All kernels share one set of
    buffers (inputs filled from ``seed``; outputs are overwritten by each
    launch, which the timing does not read)."""
    if iters < 1 or warmup < 0:
        raise ValueError(f"need iters >= 1 and warmup >= 0, got {iters}, {warmup}")
    info = gpu.device_info()
    resolved = site.resolve(device_names(info), overrides or {}, seed)
    launch_grid = dim3(_dims(grid, resolved) if grid is not None else resolved.grid, "grid")
    launch_block = dim3(_dims(block, resolved) if block is not None else resolved.block, "block")
    smem = resolved.shared_mem if shared_mem is None else int(shared_mem)
    entries = ([(SELF, ref)] if noise_floor else []) + list(candidates)
    with contextlib.ExitStack() as stack:
        bufs = {}
        resets = []
        for b in resolved.buffers.values():
            buf = stack.enter_context(gpu.alloc(b.nbytes, b.spec.name))
            fill.fill(buf, b.spec.dtype, b.count, b.spec.init, seed, b.spec.name,
                      resolved.group_sizes, generated=resolved.generated.get(b.spec.name),
                      allocated=bufs)
            bufs[b.spec.name] = buf
            if b.spec.role == "scratch" and b.spec.reset:
                resets.append((buf, fill.pattern(b.spec.dtype, b.spec.init, b.spec.name)))
        gpu.synchronize()
        args = {id(k): bind_arguments(resolved, k, bufs) for k in [ref] + [k for _, k in entries]}
        stream = stack.enter_context(gpu.stream())
        start_stop = stack.enter_context(_Events(gpu))

        def launch(k, events=None):
            for buf, pattern in resets:             # untimed, before the start event
                fill.fill_pattern(buf, pattern, stream)
            if events:
                events[0].record(stream)
            k.launch_packed(launch_grid, launch_block, args[id(k)], smem, stream)
            if events:
                events[1].record(stream)

        order = rotation(len(entries), warmup + iters)
        for r in order[:warmup]:
            for j in r:
                launch(ref)
                launch(entries[j][1])
        recorded = []           # (label, round, ref events, cand events)
        for i, r in enumerate(order[warmup:]):
            for j in r:
                ev_ref, ev_cand = start_stop.pair(), start_stop.pair()
                launch(ref, ev_ref)
                launch(entries[j][1], ev_cand)
                recorded.append((entries[j][0], ev_ref, ev_cand))
        stream.synchronize()
        timed = TimedSite(site.name, {label: ([], []) for label, _ in entries})
        for label, ev_ref, ev_cand in recorded:
            timed.pairs[label][0].append(ev_ref[1].elapsed_ms(ev_ref[0]))
            timed.pairs[label][1].append(ev_cand[1].elapsed_ms(ev_cand[0]))
        return timed


class _Events:
    """Events made for a run, all closed at the end."""

    def __init__(self, gpu: Backend):
        self.gpu = gpu
        self.made: List[Any] = []

    def pair(self):
        ev = (self.gpu.event(), self.gpu.event())
        self.made.extend(ev)
        return ev

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        for e in self.made:
            e.close()


def _dims(value, resolved):
    if isinstance(value, str):
        value = [v for v in value.split(",") if v.strip()]
    if isinstance(value, (int, float)):
        value = [value]
    return [int(expr.evaluate(v, resolved.names, "launch dims")) for v in value]


@dataclass
class ManyReport:
    """What :func:`compare_many` found: per candidate its correctness
    reports, per site the noise floor and the ranking."""

    device: str
    candidates: List[str]
    correctness: Dict[str, CompareReport]
    text: Dict[str, str]                           # each candidate's co_compare lines
    floors: Dict[str, float] = field(default_factory=dict)            # site -> noise floor
    rankings: Dict[str, List[Ranked]] = field(default_factory=dict)   # site -> rows, best first

    @property
    def passed(self) -> bool:
        return all(r.passed for r in self.correctness.values())


def compare_many(ref, candidates: Sequence, site: Union[str, Site, Sequence] = "gate_up_fwd", *,
                 sites_files: Sequence[str] = (), backend: Union[str, Backend] = "auto",
                 device: int = 0, library: Optional[str] = None, kernel: Optional[str] = None,
                 labels: Optional[Sequence[str]] = None, warmup: int = 10, iters: int = 50,
                 seed: int = 0, overrides: Optional[Mapping[str, Any]] = None, grid=None,
                 block=None, shared_mem: Optional[int] = None,
                 min_cos: Optional[float] = None, max_diff: Optional[float] = None,
                 time_failing: bool = False, resamples: int = DEFAULT_RESAMPLES,
                 confidence: float = DEFAULT_CONFIDENCE, out: Optional[TextIO] = None
                 ) -> ManyReport:
    """Check each of ``candidates`` (paths, bytes or ``(bytes, name)``
    pairs of code objects or cubins) against ``ref`` on each site, then
    time the passing ones (all with ``time_failing``) interleaved with REF
    on the same device and rank them (module doc).  On a GPU backend
    only: the emulator's ranking is gcnasm.workflow.compare_many's."""
    table = site_table(sites_files)
    wanted = site if isinstance(site, (list, tuple)) else [site]
    sites: List[Site] = []
    for s in wanted:
        sites.extend([s] if isinstance(s, Site) else select(table, [s]))
    images = [_image(c) for c in candidates]
    labels = list(labels) if labels else [name for _, name in images]
    ref_image = _image(ref)
    with contextlib.ExitStack() as stack:
        gpu = backend if isinstance(backend, Backend) else \
            stack.enter_context(open_backend(backend, device, library))
        ref_module = stack.enter_context(Module(gpu, *ref_image))
        modules = [stack.enter_context(Module(gpu, *img)) for img in images]
        report = ManyReport(gpu.device_info().line(), labels, {}, {})
        for label, module in zip(labels, modules):
            buf = io.StringIO()
            report.correctness[label] = compare(
                ref_module, module, sites, backend=gpu, kernel=kernel, seed=seed,
                overrides=overrides, grid=grid, block=block, shared_mem=shared_mem,
                min_cos=min_cos, max_diff=max_diff, out=buf)
            report.text[label] = buf.getvalue()
            if out is not None:
                out.write(f"== {label}\n{buf.getvalue()}")
        ref_k = ref_module.kernel(kernel)
        for s in sites:
            timed = [(label, module.kernel(kernel)) for label, module in zip(labels, modules)
                     if time_failing or _site_passed(report.correctness[label], s.name)]
            if not timed:
                continue
            ts = time_interleaved(gpu, s, ref_k, timed, kernel=kernel, warmup=warmup,
                                  iters=iters, seed=seed, overrides=overrides, grid=grid,
                                  block=block, shared_mem=shared_mem)
            floor, rows = ts.rank(resamples, confidence, seed, f"{device}")
            report.floors[s.name] = floor
            report.rankings[s.name] = rows
            for row in rows:            # the co_compare timing lines of each candidate
                result = _site_result(report.correctness[row.label], s.name)
                if result is not None:
                    result.timing = {"ref": row.ref_ms, "test": row.cand_ms}
        for label, rep in report.correctness.items():
            report.text[label] = rep.text           # now with the timing lines
        return report


def _image(source) -> Tuple[bytes, str]:
    """``(bytes, name)`` of a path, bytes, or an ``(bytes, name)`` pair."""
    if isinstance(source, tuple):
        return bytes(source[0]), str(source[1])
    return read_image(source)


def _site_result(report: CompareReport, name: str):
    for r in report.results:
        if r.site.site.name == name:
            return r
    return None


def _site_passed(report: CompareReport, name: str) -> bool:
    r = _site_result(report, name)
    return r is not None and r.passed
