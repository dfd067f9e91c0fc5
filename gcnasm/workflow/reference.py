"""``compare --reference``: a kernel's output against its family's mathematics.

Ref against test only shows that two kernels agree; a site that binds an
argument wrong can make both wrong alike.  Here the test kernel's launch in
the comparison is read back (:func:`check_site` makes a launch of its own),
every buffer before and after it, and the
family's numpy reference (:mod:`gcnasm.hip.families`) computes in float64
what each output must hold; the kernel passes when it is within the
family's tolerance for the output's dtype.  A site with no ``reference``
is reported as such, never as a pass.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from typing import Any, Dict, List, Mapping

import numpy as np

from ..errors import GcnasmError
from ..hip import expr, families, fill
from ..hip.dtypes import dtype as lookup_dtype
from ..hip.comparison import LaunchBuffers, Problem, bind_arguments
from ..hip.metrics import accuracy
from ..hip.module import Kernel
from ..hip.sites import ResolvedSite


@dataclass
class ReferenceResult:
    site: str
    family: str
    output: str
    cos: float
    max_abs: float
    max_rel: float           # max|test-ref| / max|ref|
    nan: int
    tolerance: families.Tolerance
    seconds: float           # the numpy reference's time

    @property
    def passed(self) -> bool:
        return (self.nan == 0 and self.cos >= self.tolerance.min_cos
                and self.max_rel <= self.tolerance.max_rel)

    def line(self) -> str:
        verdict = "PASS" if self.passed else "FAIL"
        return (f"  reference {self.site} ({self.family}, {self.output}): [{verdict}] cos={self.cos:.7f}  "
                f"max_abs={self.max_abs:.3g}  max_rel={self.max_rel:.3g}  nan={self.nan}  "
                f"(needs {self.tolerance.describe()}; numpy {self.seconds:.2f} s)")

    def to_dict(self) -> Dict[str, Any]:
        return {"family": self.family, "output": self.output, "cos": self.cos,
                "max_abs": self.max_abs, "max_rel": self.max_rel, "nan": self.nan,
                "min_cos": self.tolerance.min_cos, "tolerance_rel": self.tolerance.max_rel,
                "passed": self.passed}


def check_site(gpu, kernel: Kernel, resolved: ResolvedSite, seed: int = 0
               ) -> List[ReferenceResult]:
    """Launch ``kernel`` once on ``resolved`` and check each output buffer
    against the family reference named by the site."""
    _reference(resolved)            # a site without one fails before it runs
    return check_buffers(resolved, _launch(gpu, kernel, resolved, seed))


def _reference(resolved: ResolvedSite):
    """The site's reference family and its parameters."""
    site = resolved.site
    spec = site.reference
    if not spec:
        raise GcnasmError(f"{site.where}: has no reference (only sites --site auto builds, or "
                          f"site files with a 'reference' table, name one)")
    try:
        fam = families.family(spec["family"])
    except KeyError:
        raise GcnasmError(f"{site.where}: reference names unknown family {spec['family']!r} "
                          f"(known: {', '.join(f.name for f in families.FAMILIES)})") from None
    return fam, {k: v for k, v in spec.items() if k != "family"}


def check_buffers(resolved: ResolvedSite, launched: LaunchBuffers) -> List[ReferenceResult]:
    """Check each output buffer of a launch on ``resolved`` (its buffers
    before and after it: a comparison's test launch, or :func:`check_site`'s
    own) against the family reference named by the site."""
    site = resolved.site
    fam, params = _reference(resolved)
    before, after = launched.before, launched.after
    inputs = {name: before[name].view(b.spec.dtype.storage).reshape(b.shape)
              for name, b in resolved.buffers.items() if b.spec.role in ("input", "inout")}
    t0 = time.perf_counter()
    expected = fam.reference(inputs, resolved.dims, params)
    seconds = time.perf_counter() - t0
    results = []
    views = params.get("views") or {}
    for name, want in expected.items():
        if name in views:
            # a part of an output buffer read as another dtype (a kernel that
            # appends fp32 scales after its fp8 values in one buffer):
            # {"buffer": "O", "dtype": "fp32", "offset": bytes}
            view = views[name]
            b = resolved.buffers[view["buffer"]]
            vtype = lookup_dtype(view["dtype"])
            start = int(expr.evaluate(view.get("offset", 0), resolved.names,
                                      f"{site.where}: reference view {name} offset"))
            raw = after[view["buffer"]][start:start + want.size * vtype.itemsize]
            if raw.size != want.size * vtype.itemsize:
                raise GcnasmError(f"{site.where}: reference view {name} runs past buffer "
                                  f"{view['buffer']} ({b.nbytes} bytes)")
            got = vtype.decode(raw.view(vtype.storage))
            tol_dtype = vtype.name
        else:
            b = resolved.buffers[name]
            got = b.spec.dtype.decode(after[name].view(b.spec.dtype.storage))
            tol_dtype = b.spec.dtype.name
        got = got.astype(np.float64).reshape(want.shape)
        if isinstance(want, np.ma.MaskedArray):
            # masked elements: scratch the kernel may write and nothing
            # reads (a persistent kernel's partial rows past its tile's
            # last query row), left out of the check
            keep = ~np.ma.getmaskarray(want)
            want, got = np.asarray(want.data)[keep], got[keep]
        acc = accuracy(want.ravel(), got.ravel())
        # an infinity the reference expects too (an LSE of -inf: rows
        # that see no key) matches; any other non-finite value counts
        # as NaN
        same = got == want
        finite = np.isfinite(got) | same
        scale = float(np.max(np.abs(want), where=np.isfinite(want), initial=0.0))
        with np.errstate(invalid="ignore"):
            diff = np.where(same, 0.0, np.abs(np.where(finite, got, 0.0) - want))
        max_abs = float(diff.max()) if diff.size else 0.0
        # a site may hold an output to another dtype's tolerance (an fp32
        # accumulator summed from bf16 products: {"tolerance": {"dQ_acc": "bf16"}})
        # (a dtype's name), or give its own [min_cos, max_rel] (kernels that
        # quantise inside: fp8 Q and P in paged attention)
        given = (params.get("tolerance") or {}).get(name)
        if isinstance(given, (list, tuple)) and len(given) == 2:
            tol = families.Tolerance(float(given[0]), float(given[1]))
        elif given is not None and given not in families.TOLERANCES:
            raise GcnasmError(f"{site.where}: reference tolerance for {name} is {given!r}: "
                              f"a dtype ({', '.join(families.TOLERANCES)}) or "
                              f"[min_cos, max_rel]")
        else:
            tol = families.TOLERANCES.get(given or tol_dtype, families.TOLERANCES["fp32"])
        results.append(ReferenceResult(site.name, fam.name, name, acc.cos, max_abs,
                                       max_abs / scale if scale else max_abs,
                                       int((~finite).sum()), tol, seconds))
    return results


def _launch(gpu, kernel: Kernel, resolved: ResolvedSite, seed: int) -> LaunchBuffers:
    """One launch of ``kernel`` on ``resolved``'s seeded buffers, read back."""
    with contextlib.ExitStack() as stack:
        bufs = {}
        for b in resolved.buffers.values():
            buf = stack.enter_context(gpu.alloc(b.nbytes, b.spec.name))
            fill.fill(buf, b.spec.dtype, b.count, b.spec.init, seed, b.spec.name,
                      resolved.group_sizes, generated=resolved.generated.get(b.spec.name),
                      allocated=bufs)
            bufs[b.spec.name] = buf
        gpu.synchronize()
        before = {name: bufs[name].download().view(np.uint8)
                  for name, b in resolved.buffers.items() if b.spec.role in ("input", "inout")}
        kernarg = bind_arguments(resolved, kernel, bufs)
        stream = stack.enter_context(gpu.stream())
        kernel.launch_packed(resolved.grid, resolved.block, kernarg, resolved.shared_mem, stream)
        stream.synchronize()
        return LaunchBuffers(before, {name: buf.download().view(np.uint8)
                                      for name, buf in bufs.items()})


def check_report(report, *, out=None) -> None:
    """Check the test kernel of each site of ``report`` (a comparison made
    with ``keep_test_buffers=True``) against its reference: lines to
    ``out``, a failing output added to the site's problems (kind
    ``reference``), the figures to its ``details``."""
    for result in report.results:
        name = result.site.site.name
        if not result.site.site.reference:
            why = "names none (nothing checked against mathematics)"
        elif result.test_buffers is None:
            # the comparison keeps them unless its test launch faulted;
            # launching it again would fault the same way
            why = "not checked: the test launch faulted (above)"
        else:
            checks = check_buffers(result.site, result.test_buffers)
            result.details["reference"] = [c.to_dict() for c in checks]
            for c in checks:
                if out is not None:
                    out.write(c.line() + "\n")
                if not c.passed:
                    result.problems.append(Problem("reference", c.line().strip(), c.to_dict()))
            continue
        line = f"  reference: site {name} {why}"
        result.problems.append(Problem("reference", line.strip()))
        if out is not None:
            out.write(line + "\n")
