"""co_compare in Python: run a reference and a test kernel on the same
inputs, report correctness and speed.

For each site: the site's buffers are allocated; inputs are filled from the
seed (:mod:`.fill`) once and shared; every output has one copy per kernel,
pre-filled with NaN so elements a kernel never writes show up as ``nan=``;
each kernel runs once and the outputs are compared chunk by chunk in
float64 (:mod:`.metrics`); with ``benchmark`` both are then timed with
events (:mod:`.timing`).  The report reproduces co_compare's lines::

    Device: AMD Instinct MI355X (256 CUs)
      kernel: _grouped_fp8_persistent_gemm_kernel

    gate_up_fwd      M=131072 D1=2880 D2=5760  A=377MB B=1062MB Out=1510MB
      [PASS] cos=1.000000  max_diff=0.000000  ref_nz=...  test_nz=...  nan=0
      ref=2.272 ms (1914 TFLOPS)  test=2.272 ms (1914 TFLOPS)  speedup=1.0000x
      spread p10..p90 of 200: ref 2.270..2.275 ms (0.2%)  test 2.269..2.276 ms (0.3%)

A site has one verdict: it PASSes when neither output holds a NaN,
``cos >= min_cos``, if the site or caller sets one ``max_diff <= max_diff``,
and no launch had a :class:`Problem` (what a backend saw besides the
values: the emulator's races and out-of-bounds accesses, reported by the
layer above through a :class:`LaunchObserver`); otherwise it FAILs, and the
``reasons`` say why (``values``, ``NaN``, ``race``, ``out-of-bounds``, ...).
"""

from __future__ import annotations

import contextlib
import os
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Sequence, TextIO, Union

import numpy as np

from . import expr, fill
from .backend import Backend
from .backends import open_backend
from .device import DeviceBuffer, DeviceInfo
from .dtypes import dtype as lookup_dtype
from .errors import SiteError
from .metrics import Accuracy, AccuracyAccumulator, TimingStats, tflops
from .module import EM_CUDA, Kernel, Module, describe_image, dim3, elf_machine, find_kernel, read_image
from .plan import DryRunReport, UnloadedKernel, assumed_device_names, plan_site
from .sites import ROLES, ResolvedSite, Site, select, site_table
from .timing import TimedKernel, benchmark

COMPARE_CHUNK_ELEMENTS = 1 << 20
DEFAULT_FLUSH_BYTES = 512 << 20
PROBLEMS_SHOWN = 20         # per site; --json lists them all


@dataclass
class Problem:
    """A reason a site fails that is not its values: what a backend saw
    during a launch (``kind``: "race", "out-of-bounds", ...), as one line of
    text and as plain data for JSON."""

    kind: str
    text: str
    data: Dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> Dict[str, Any]:
        return {"kind": self.kind, "text": self.text, **self.data}


class LaunchObserver:
    """What :func:`compare` tells the layer above about the launches whose
    outputs it compares (not the timed ones); the default sees nothing.
    The emulator's layer (gcnasm.workflow) collects races, out-of-bounds
    accesses and executed instructions through it."""

    def before_launch(self, label: str, kernel: Kernel) -> None:
        """``label`` ("ref" or "test") is about to run once."""

    def after_launch(self, label: str, kernel: Kernel) -> List[Problem]:
        """The launch ended; what it did wrong."""
        return []

    def failed_launch(self, label: str, kernel: Kernel, error: Exception) -> List[Problem]:
        """The launch raised ``error``: return it as problems of the site
        (the site then FAILs), or raise (the comparison stops)."""
        raise error

    def site_done(self, result: "SiteResult") -> "SiteNotes":
        """Both launches of a site are done and compared (``result``, its
        verdict): lines to print after the verdict and data for JSON."""
        return SiteNotes()


@dataclass
class SiteNotes:
    lines: List[str] = field(default_factory=list)
    data: Dict[str, Any] = field(default_factory=dict)


@dataclass
class OutputResult:
    name: str
    shape: tuple
    accuracy: Accuracy
    passed: bool


@dataclass
class LaunchBuffers:
    """A launch's buffers as host bytes (uint8), by buffer name: its inputs
    ``before`` the launch (after the fill; ``input`` and ``inout`` buffers)
    and every buffer ``after`` it."""
    before: Dict[str, np.ndarray]
    after: Dict[str, np.ndarray]


@dataclass
class SiteResult:
    site: ResolvedSite
    outputs: List[OutputResult]
    timing: Optional[Dict[str, TimingStats]] = None
    min_cos: float = 0.0
    max_diff: Optional[float] = None
    notes: List[str] = field(default_factory=list)
    problems: List[Problem] = field(default_factory=list)   # besides the values (races, ...)
    details: Dict[str, Any] = field(default_factory=dict)   # the observer's data, for JSON
    # with keep_test_buffers: every buffer's bytes as the test launch saw them
    # and as it left them (a reference check reads these instead of a launch
    # of its own); None when the test launch failed
    test_buffers: Optional["LaunchBuffers"] = None

    @property
    def passed(self) -> bool:
        return all(o.passed for o in self.outputs) and not self.problems

    @property
    def verdict(self) -> str:
        return "PASS" if self.passed else "FAIL"

    @property
    def reasons(self) -> List[str]:
        """Why the site FAILs (empty when it PASSes): ``values`` (cos or
        max_diff past the threshold), ``NaN`` (in the test output),
        ``reference NaN``, then each problem kind (``race``, ...)."""
        out: List[str] = []
        for o in self.outputs:
            a = o.accuracy
            if a.nan and "NaN" not in out:
                out.append("NaN")
            if a.ref_nan and "reference NaN" not in out:
                out.append("reference NaN")
            if not o.passed and not a.nan and not a.ref_nan and "values" not in out:
                out.append("values")
        for p in self.problems:
            if p.kind not in out:
                out.append(p.kind)
        return out

    @property
    def speedup(self) -> Optional[float]:
        if not self.timing:
            return None
        return self.timing["ref"].median / self.timing["test"].median

    def accuracy_lines(self) -> List[str]:
        """The verdict: each output's figures under the site's one verdict
        (never a PASS line on a failing site), the reasons of a FAIL, where
        values differ, and the problems (at most PROBLEMS_SHOWN)."""
        out = []
        many = len(self.outputs) > 1
        verdict = self.verdict
        for o in self.outputs:
            text = "  " + o.accuracy.line(self.min_cos, self.max_diff, verdict=verdict)
            suffix = "" if not many else f"  ({o.name})" if o.passed else f"  ({o.name}: differs)"
            out.append(text + suffix)
        if not self.passed:
            counts = {}
            for p in self.problems:
                counts[p.kind] = counts.get(p.kind, 0) + 1
            out.append("  FAIL because: " + ", ".join(
                f"{r} x{counts[r]}" if counts.get(r, 0) > 1 else r for r in self.reasons))
        for o in self.outputs:
            if not o.passed:
                out.extend("  " + line for line in _diagnose(o))
        for p in self.problems[:PROBLEMS_SHOWN]:
            out.append(f"  {p.kind}: {p.text}")
        if len(self.problems) > PROBLEMS_SHOWN:
            out.append(f"  ... and {len(self.problems) - PROBLEMS_SHOWN} more problems "
                       "(--json lists them all)")
        return out

    def timing_lines(self) -> List[str]:
        if not self.timing:
            return []
        ref, test = self.timing["ref"], self.timing["test"]
        flops = self.site.flops
        return [f"  ref={ref.median:.3f} ms ({tflops(flops, ref.median):.0f} TFLOPS)  "
                f"test={test.median:.3f} ms ({tflops(flops, test.median):.0f} TFLOPS)  "
                f"speedup={self.speedup:.4f}x",
                f"  spread p10..p90 of {len(ref.samples)}: "
                f"ref {ref.percentile(10):.3f}..{ref.percentile(90):.3f} ms ({100 * ref.spread:.2f}%)  "
                f"test {test.percentile(10):.3f}..{test.percentile(90):.3f} ms "
                f"({100 * test.spread:.2f}%)"]

    def lines(self) -> List[str]:
        return ([self.site.line()] + self.accuracy_lines() + self.timing_lines()
                + ["  " + n for n in self.notes])


def _diagnose(o: OutputResult) -> List[str]:
    a = o.accuracy
    lines = []

    def where(index):
        return f"{o.name}[{', '.join(map(str, np.unravel_index(index, o.shape)))}]" if o.shape else o.name
    if a.worst_index is not None and a.max_diff > 0:
        lines.append(f"worst: {where(a.worst_index)} ref={a.worst_ref:.6g} test={a.worst_test:.6g}; "
                     f"{a.mismatches} of {a.count} elements differ")
    if a.first_nan_index is not None:
        lines.append(f"first NaN in test: {where(a.first_nan_index)} (outputs start as NaN: "
                     f"unwritten elements stay NaN)")
    if a.ref_nan:
        lines.append(f"the reference output holds {a.ref_nan} NaN: the reference kernel is not a "
                     f"valid reference for this site")
    return lines


@dataclass
class CompareReport:
    device: DeviceInfo
    ref_kernel: str
    test_kernel: str
    results: List[SiteResult]
    header: List[str]

    @property
    def passed(self) -> bool:
        return all(r.passed for r in self.results)

    @property
    def text(self) -> str:
        lines = list(self.header)
        for r in self.results:
            lines += [""] + r.lines()
        return "\n".join(lines) + "\n"


def device_names(info: DeviceInfo) -> Dict[str, int]:
    """The device quantities site expressions may use."""
    return {"num_cus": info.compute_units, "warp_size": info.warp_size,
            "l2_bytes": info.l2_cache_bytes, "max_threads_per_block": info.max_threads_per_block}


def bind_arguments(site: ResolvedSite, kernel: Kernel, buffers: Mapping[str, DeviceBuffer]) -> bytes:
    """The kernarg segment for ``kernel`` with the site's ``args`` binding."""
    spec = site.site.args
    where = f"{site.site.where}: args"

    def value(item, key):
        if isinstance(item, str) and item in buffers:
            return buffers[item]
        if isinstance(item, Mapping):
            if "buffer" in item:
                if item["buffer"] not in buffers:
                    raise SiteError(f"{where}[{key!r}]: no buffer named {item['buffer']!r} "
                                    f"(buffers: {', '.join(buffers)})")
                offset = int(expr.evaluate(item.get("offset", 0), site.names, f"{where}[{key!r}].offset"))
                return buffers[item["buffer"]].pointer(offset)
            dt = lookup_dtype(item.get("dtype", "fp32"))
            number = expr.evaluate(item["value"], site.names, f"{where}[{key!r}].value")
            return dt.encode(np.array([number], dtype=np.float64)).tobytes()
        return expr.evaluate(item, site.names, f"{where}[{key!r}]")

    raw = site.raw_args(buffers)
    if isinstance(spec, Mapping):
        kwargs = {k: value(v, k) for k, v in spec.items()}
        if raw:
            return kernel.pack_raw(raw, fill=site.site.args_fill, **kwargs)
        return kernel.pack(fill=site.site.args_fill, **kwargs)
    positional = [value(v, i) for i, v in enumerate(spec)]
    if raw:
        return kernel.pack_raw(raw, *positional, fill=site.site.args_fill)
    return kernel.pack(*positional, fill=site.site.args_fill)


def compare_buffers(ref: DeviceBuffer, test: DeviceBuffer, dt, count: int,
                    chunk: int = COMPARE_CHUNK_ELEMENTS, workers: Optional[int] = None) -> Accuracy:
    """:class:`Accuracy` of two device buffers of ``count`` elements of
    ``dt``, read back and reduced chunk by chunk (bounded host memory)."""
    workers = workers or max(1, min(8, (os.cpu_count() or 2) - 1))
    total = AccuracyAccumulator()

    def reduce(start, raw_ref, raw_test):
        part = AccuracyAccumulator()
        part.add(dt.decode(raw_ref), dt.decode(raw_test), start)
        return part

    with ThreadPoolExecutor(max_workers=workers) as pool:
        pending = []
        for start in range(0, count, chunk):
            n = min(chunk, count - start)
            offset, nbytes = start * dt.itemsize, n * dt.itemsize
            raw_ref = ref.download(offset=offset, nbytes=nbytes)
            raw_test = test.download(offset=offset, nbytes=nbytes)
            pending.append(pool.submit(reduce, start, raw_ref, raw_test))
            while len(pending) > 2 * workers:
                total.merge(pending.pop(0).result())
        for future in pending:
            total.merge(future.result())
    return total.result()


def _load(gpu: Backend, source, stack: contextlib.ExitStack) -> Module:
    if isinstance(source, Module):
        return source
    image, name = source
    return stack.enter_context(Module(gpu, image, name))


def _backend_for(image: bytes) -> str:
    """The backend that runs an image: HIP for AMD code objects, CUDA for cubins."""
    return "cuda" if elf_machine(image) == EM_CUDA else "hip"


def compare(ref, test, site: Union[str, Site, Sequence[Union[str, Site]]] = "gate_up_fwd", *,
            sites_files: Sequence[str] = (), backend: Union[str, Backend] = "auto", device: int = 0,
            library: Optional[str] = None, kernel: Optional[str] = None,
            test_kernel: Optional[str] = None, benchmark_runs: bool = False, warmup: int = 50,
            iters: int = 200, seed: int = 0, flush_l2: bool = False,
            flush_bytes: Optional[int] = None, overrides: Optional[Mapping[str, Any]] = None,
            grid=None, block=None, shared_mem: Optional[int] = None,
            min_cos: Optional[float] = None, max_diff: Optional[float] = None,
            interleave: bool = True, out: Optional[TextIO] = None,
            chunk_elements: int = COMPARE_CHUNK_ELEMENTS, verbose: bool = False,
            dry_run: bool = False, assume: Optional[Mapping[str, Any]] = None,
            observer: Optional[LaunchObserver] = None, keep_test_buffers: bool = False
            ) -> Union[CompareReport, DryRunReport]:
    """Compare kernel ``test`` against kernel ``ref`` on each site.

    ``ref``/``test``: paths or bytes of code objects (HIP) or cubins (CUDA),
    or loaded :class:`~gcnasm.hip.module.Module` objects.  ``site``: a name,
    ``"all"``, a :class:`~gcnasm.hip.sites.Site` or a list of them (names
    from the built-in table and ``sites_files``).  ``backend``: ``"hip"``,
    ``"cuda"``, ``"auto"`` or an open :class:`Backend`.  ``benchmark_runs``
    times both kernels (``warmup`` then ``iters`` event-timed launches
    each).  ``overrides`` replaces site dims (``{"M": 4096}``); ``grid``,
    ``block``, ``shared_mem``, ``min_cos`` and ``max_diff`` replace the
    site's.  Lines are written to ``out`` as they are known; the returned
    :class:`CompareReport` holds everything (``.passed``, ``.text``).

    ``dry_run=True`` opens no GPU runtime: each site is resolved with the
    device quantities of :data:`gcnasm.hip.plan.ASSUMED_DEVICES` (``assume``
    overrides them, e.g. ``{"num_cus": 304}``), the launch shape checked and
    both kernarg segments packed; it returns a
    :class:`gcnasm.hip.plan.DryRunReport` (``.text``, ``.to_dict()``).

    ``observer`` (a :class:`LaunchObserver`) hears of each compared launch
    and adds its problems to the site's verdict (the emulator's races: see
    gcnasm.workflow, which opens the ``"emu"`` backend and passes it here)."""
    table = site_table(sites_files)
    wanted = site if isinstance(site, (list, tuple)) else [site]
    sites = []
    for s in wanted:
        sites.extend([s] if isinstance(s, Site) else select(table, [s]))

    def emit(line: str = "") -> None:
        if out is not None:
            out.write(line + "\n")
            out.flush()

    # Read both images and find their kernels before touching the GPU, so a
    # wrong path, a file that is not a kernel image or a missing kernel fails
    # on any machine.
    ref = ref if isinstance(ref, Module) else read_image(ref)
    test = test if isinstance(test, Module) else read_image(test)
    ref_info, ref_kind, ref_source = _kernel_info(ref, kernel)
    test_info, _, test_source = _kernel_info(test, test_kernel or kernel)
    if dry_run:
        return _dry_run(sites, [("ref", UnloadedKernel(ref_info, ref_source)),
                                ("test", UnloadedKernel(test_info, test_source))],
                        assumed_device_names(ref_kind, assume), emit, seed=seed,
                        overrides=overrides or {}, grid=grid, block=block, shared_mem=shared_mem,
                        benchmark_runs=benchmark_runs)
    if backend == "auto" and not isinstance(ref, Module):
        backend = _backend_for(ref[0])
    with contextlib.ExitStack() as stack:
        gpu = backend if isinstance(backend, Backend) else \
            stack.enter_context(open_backend(backend, device, library))
        info = gpu.device_info()
        ref_module = _load(gpu, ref, stack)
        test_module = _load(gpu, test, stack)
        ref_k = ref_module.kernel(kernel)
        test_k = test_module.kernel(test_kernel or kernel)
        header = [info.line()]
        if ref_k.name == test_k.name:
            header.append(f"  kernel: {ref_k.name}")
        else:
            header.append(f"  kernel: {ref_k.name} (ref) / {test_k.name} (test)")
        if verbose:
            versions = gpu.versions()
            header.append("  runtime: " + ", ".join(f"{k}={v}" for k, v in versions.items()))
            header.append(f"  ref: {ref_module.source}")
            header.append(f"  test: {test_module.source}")
        for line in header:
            emit(line)
        results = []
        for s in sites:
            emit()
            result = _run_site(gpu, info, s, ref_k, test_k, seed=seed, overrides=overrides or {},
                               grid=grid, block=block, shared_mem=shared_mem,
                               min_cos=s.min_cos if min_cos is None else min_cos,
                               max_diff=s.max_diff if max_diff is None else max_diff,
                               benchmark_runs=benchmark_runs, warmup=warmup, iters=iters,
                               flush_l2=flush_l2, flush_bytes=flush_bytes, interleave=interleave,
                               chunk_elements=chunk_elements, verbose=verbose, emit=emit,
                               observer=observer or LaunchObserver(),
                               keep_test_buffers=keep_test_buffers)
            results.append(result)
        return CompareReport(info, ref_k.name, test_k.name, results, header)


def _kernel_info(source, name: Optional[str]):
    """(KernelInfo, image kind, source name) of the kernel ``name`` of a
    loaded Module or an ``(image, source)`` pair, without a GPU."""
    if isinstance(source, Module):
        return find_kernel(source.kernels, name, source.source), source.kind, source.source
    image, where = source
    kind, kernels = describe_image(image, where)
    return find_kernel(kernels, name, where), kind, where


def _dry_run(sites: Sequence[Site], kernels, names: Mapping[str, int], emit, *, seed, overrides,
             grid, block, shared_mem, benchmark_runs) -> DryRunReport:
    (_, ref_k), (_, test_k) = kernels
    shown = " ".join(f"{k}={v}" for k, v in names.items())
    header = [f"Dry run: no GPU runtime loaded; device assumed: {shown}"]
    if ref_k.name == test_k.name:
        header.append(f"  kernel: {ref_k.name}")
    else:
        header.append(f"  kernel: {ref_k.name} (ref) / {test_k.name} (test)")
    header += [f"  ref: {ref_k.source}", f"  test: {test_k.source}"]
    if benchmark_runs:
        header.append("  (--benchmark has nothing to time in a dry run)")
    for line in header:
        emit(line)
    plans = []
    for s in sites:
        plan = plan_site(s, names, kernels, overrides=overrides, seed=seed,
                         grid_dims=lambda r: _dims(grid, r) if grid is not None else r.grid,
                         block_dims=lambda r: _dims(block, r) if block is not None else r.block,
                         shared_mem=shared_mem, bind=bind_arguments)
        emit()
        for line in plan.lines():
            emit(line)
        plans.append(plan)
    return DryRunReport(dict(names), ref_k.name, test_k.name, plans, header)


def _run_site(gpu: Backend, info: DeviceInfo, site: Site, ref_k: Kernel, test_k: Kernel, *,
              seed, overrides, grid, block, shared_mem, min_cos, max_diff, benchmark_runs,
              warmup, iters, flush_l2, flush_bytes, interleave, chunk_elements, verbose,
              emit, observer: LaunchObserver, keep_test_buffers: bool = False) -> SiteResult:
    names = device_names(info)
    resolved = site.resolve(names, overrides, seed)
    launch_grid = dim3(_dims(grid, resolved) if grid is not None else resolved.grid, "grid")
    launch_block = dim3(_dims(block, resolved) if block is not None else resolved.block, "block")
    smem = resolved.shared_mem if shared_mem is None else int(shared_mem)
    emit(resolved.line())
    flush_size = (flush_bytes or max(DEFAULT_FLUSH_BYTES, 4 * info.l2_cache_bytes)) \
        if (benchmark_runs and flush_l2) else 0
    needed = resolved.device_bytes() + flush_size
    free, _total = gpu.memory_info()
    if needed > free:
        raise SiteError(f"{site.where}: needs {needed / 1e9:.2f} GB of device memory, "
                        f"{free / 1e9:.2f} GB are free (use --set to shrink dims)")
    notes: List[str] = []
    t0 = time.perf_counter()
    with contextlib.ExitStack() as stack:
        ref_bufs: Dict[str, DeviceBuffer] = {}
        test_bufs: Dict[str, DeviceBuffer] = {}
        resets = []
        for b in resolved.buffers.values():
            spec = b.spec
            copies = 1 if spec.role == "input" else 2
            made = []
            for label in ("ref", "test")[:copies]:
                buf = stack.enter_context(gpu.alloc(b.nbytes, f"{spec.name} ({label})" if copies > 1
                                                    else spec.name))
                fill.fill(buf, spec.dtype, b.count, spec.init, seed, spec.name, resolved.group_sizes,
                          generated=resolved.generated.get(spec.name), allocated=ref_bufs)
                made.append(buf)
            ref_bufs[spec.name] = made[0]
            test_bufs[spec.name] = made[-1]
            if spec.role == "scratch" and spec.reset:
                resets.append((made[0], made[-1], spec))
        gpu.synchronize()
        t_fill = time.perf_counter() - t0
        ref_args = bind_arguments(resolved, ref_k, ref_bufs)
        test_args = bind_arguments(resolved, test_k, test_bufs)
        stream = stack.enter_context(gpu.stream())

        def reset(which):
            def run(st):
                for pair in resets:
                    fill.fill_pattern(pair[which], fill.pattern(pair[2].dtype, pair[2].init,
                                                                pair[2].name), st)
            return run if resets else None

        def launcher(kernel, kernarg):
            return lambda st: kernel.launch_packed(launch_grid, launch_block, kernarg, smem, st)

        kernels = [TimedKernel("ref", launcher(ref_k, ref_args), reset(0)),
                   TimedKernel("test", launcher(test_k, test_args), reset(1))]
        problems: List[Problem] = []
        kept = None

        def snapshot(roles):
            stream.synchronize()
            return {name: test_bufs[name].download().view(np.uint8)
                    for name, b in resolved.buffers.items() if b.spec.role in roles}

        for k, kernel in zip(kernels, (ref_k, test_k)):
            if k.before:
                k.before(stream)
            # what the launch reads (a reference's inputs), then all it may have written
            before = snapshot(("input", "inout")) if keep_test_buffers and k.name == "test" \
                else None
            observer.before_launch(k.name, kernel)
            try:
                k.launch(stream)
                stream.synchronize()
            except Exception as exc:        # the observer re-raises what it cannot place
                problems += observer.failed_launch(k.name, kernel, exc)
            else:
                problems += observer.after_launch(k.name, kernel)
                if before is not None:
                    kept = LaunchBuffers(before, snapshot(ROLES))
        t1 = time.perf_counter()
        outputs = []
        for b in resolved.buffers.values():
            if b.spec.role not in ("output", "inout"):
                continue
            acc = compare_buffers(ref_bufs[b.spec.name], test_bufs[b.spec.name], b.spec.dtype,
                                  b.count, chunk_elements)
            outputs.append(OutputResult(b.spec.name, b.shape, acc, acc.passed(min_cos, max_diff)))
        t_compare = time.perf_counter() - t1
        result = SiteResult(resolved, outputs, None, min_cos, max_diff, notes, problems,
                            test_buffers=kept)
        after = observer.site_done(result)
        result.details.update(after.data)
        for line in result.accuracy_lines() + after.lines:
            emit(line)
        if benchmark_runs:
            flush = stack.enter_context(gpu.alloc(flush_size, "L2 flush")) if flush_size else None
            result.timing = benchmark(gpu, kernels, stream, warmup, iters, flush, interleave)
            for line in result.timing_lines():
                emit(line)
        if verbose:
            notes.append(f"launch grid={launch_grid} block={launch_block} shared_mem={smem}; "
                         f"fill {t_fill:.1f} s, compare {t_compare:.1f} s, seed {seed}"
                         + (f", L2 flush {flush_size >> 20} MiB" if flush_size else ""))
            emit("  " + notes[-1])
        return result


def _dims(value, resolved: ResolvedSite):
    if isinstance(value, str):
        value = [v for v in value.split(",") if v.strip()]
    if isinstance(value, (int, float)):
        value = [value]
    return [int(expr.evaluate(v, resolved.names, "launch dims")) for v in value]
