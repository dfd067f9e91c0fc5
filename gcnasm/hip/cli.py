"""``gcnasm compare``, ``gcnasm devices`` and ``gcnasm sites``."""

from __future__ import annotations

import sys

from ..errors import GcnasmError

# Each command imports what it runs inside its function, for start-up time:
# `gcnasm --help` and the other packages' commands load none of it.

EXIT_PASS, EXIT_FAIL = 0, 1


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "compare", help="run a reference and a test kernel on the same inputs; check and time them",
        description="co_compare in Python: load REF and TEST (AMD .co through HIP, or NVIDIA cubins "
                    "through the CUDA driver), run both on the same seeded inputs for each site, "
                    "compare the outputs in float64 (cos, max_diff, non-zero and NaN counts) and, "
                    "with --benchmark, time both with events. Exit status 0 when every site "
                    "passes, 1 when one fails, 2 on an error.",
        epilog="Sites are defined in gcnasm/hip/sites.py (built-in) or TOML/JSON files "
               "(--sites); see docs/compare.md and 'gcnasm sites'.")
    p.add_argument("ref", help="reference code object or cubin")
    p.add_argument("test", help="code object or cubin to check against the reference")
    p.add_argument("--site", action="append", metavar="NAME",
                   help="site to run (repeatable; 'all' for every site; default gate_up_fwd)")
    p.add_argument("--sites", action="append", default=[], metavar="FILE",
                   help="TOML or JSON file of extra sites (replacing built-ins of the same name)")
    _backend_args(p)
    p.add_argument("--kernel", metavar="NAME", help="kernel to run when a file holds several")
    p.add_argument("--test-kernel", metavar="NAME", help="kernel of TEST, when its name differs")
    p.add_argument("--benchmark", action="store_true", help="also time both kernels")
    p.add_argument("--warmup", type=int, default=50, metavar="N", help="untimed launches first (50)")
    p.add_argument("--iters", type=int, default=200, metavar="N", help="timed launches (200)")
    p.add_argument("--seed", type=int, default=0, help="seed of the input data (0)")
    p.add_argument("--flush-l2", action="store_true",
                   help="overwrite a large buffer before every timed launch so caches start cold")
    p.add_argument("--flush-mb", type=int, metavar="MB",
                   help="size of that buffer (default max(512 MiB, 4 x L2))")
    p.add_argument("--set", action="append", default=[], metavar="DIM=VALUE",
                   help="override a site dimension, e.g. --set M=8192 (repeatable)")
    p.add_argument("--grid", metavar="X[,Y,Z]", help="override the site's grid (expressions allowed)")
    p.add_argument("--block", metavar="X[,Y,Z]", help="override the site's block")
    p.add_argument("--shared-mem", type=int, metavar="BYTES", help="override dynamic shared memory")
    p.add_argument("--min-cos", type=float, help="PASS threshold on cos (site default, 0.9999)")
    p.add_argument("--max-diff", type=float, help="also require max_diff <= this to PASS")
    p.add_argument("--no-interleave", action="store_true",
                   help="time all ref iterations, then all test ones (default alternates)")
    p.add_argument("--json", metavar="PATH", help="also write the results as JSON ('-' for stdout)")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="print library, versions, launch shape and phase times")
    p.add_argument("--races", action="store_true",
                   help="with --backend emu: race mode (memory results land at the s_waitcnt that "
                        "covers them; reads before it are races, and fail the site)")
    p.add_argument("--dry-run", action="store_true",
                   help="load no GPU runtime: resolve each site, check the launch shape, pack "
                        "both kernarg segments and print them (launch, buffers, arguments)")
    p.add_argument("--assume", action="append", default=[], metavar="NAME=VALUE",
                   help="with --dry-run: a device quantity site expressions use (num_cus, "
                        "warp_size, l2_bytes, max_threads_per_block; default an MI355X, or an "
                        "H200 for cubins)")
    p.set_defaults(func=_compare)

    p = subparsers.add_parser("devices", help="list GPUs visible through HIP or the CUDA driver",
                              description="Open the backend and list each device's name, compute "
                                          "units, memory and L2; or show why it cannot be opened "
                                          "(library lookup, hipInit status).")
    _backend_args(p)
    p.set_defaults(func=_devices)

    p = subparsers.add_parser("sites", help="list compare sites, or print one as a JSON site file",
                              description="List the built-in sites (and those of --sites files) "
                                          "with their dims and buffer sizes.")
    p.add_argument("--sites", action="append", default=[], metavar="FILE",
                   help="TOML or JSON file of extra sites")
    p.add_argument("--dump", metavar="NAME",
                   help="print site NAME as a JSON site file to copy and edit ('all' for every site)")
    p.set_defaults(func=_sites)


def _backend_args(p) -> None:
    p.add_argument("--backend", choices=("auto", "hip", "cuda", "emu"), default="auto",
                   help="GPU runtime: hip (AMD, .co), cuda (NVIDIA, cubin), emu (gcnasm's gfx950 "
                        "emulator on the CPU, no GPU), auto tries hip then cuda")
    p.add_argument("--device", type=int, default=0, help="device index (0)")
    p.add_argument("--library", metavar="PATH",
                   help="runtime library to load (else GCNASM_LIBHIP / GCNASM_LIBCUDA, then the usual places)")


def _overrides(items: list[str], option: str = "--set") -> dict[str, object]:
    out = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            what = "DIM" if option == "--set" else "NAME"
            raise GcnasmError(f"{option} expects {what}=VALUE, got {item!r}")
        value = value.strip()
        try:
            out[name.strip()] = int(value)
        except ValueError:
            out[name.strip()] = value   # an expression, evaluated with the site's names
    return out


def _compare(args) -> int:
    from ..outputs import check_output, write_atomically
    from .comparison import compare
    if args.iters < 1 or args.warmup < 0:
        raise GcnasmError("--iters must be >= 1 and --warmup >= 0")
    check_output(args.json, [("the reference", args.ref), ("the test", args.test)]
                              + [("a --sites file", f) for f in args.sites], "--json")
    if args.races and args.backend != "emu":
        raise GcnasmError("--races needs --backend emu (race mode is the emulator's)")
    if args.assume and not args.dry_run:
        raise GcnasmError("--assume applies to --dry-run only (a real run reads the device)")
    report = compare(
        args.ref, args.test, site=args.site or ["gate_up_fwd"], sites_files=args.sites,
        backend=args.backend, device=args.device, library=args.library, kernel=args.kernel,
        test_kernel=args.test_kernel, benchmark_runs=args.benchmark, warmup=args.warmup,
        iters=args.iters, seed=args.seed, flush_l2=args.flush_l2,
        flush_bytes=args.flush_mb << 20 if args.flush_mb else None,
        overrides=_overrides(args.set), grid=args.grid, block=args.block,
        shared_mem=args.shared_mem, min_cos=args.min_cos, max_diff=args.max_diff,
        interleave=not args.no_interleave, out=sys.stdout, verbose=args.verbose,
        dry_run=args.dry_run, assume=_overrides(args.assume, "--assume"),
        backend_options={"races": True} if args.races else None)
    if args.json:
        import json     # here: only these commands print JSON (start-up time)
        text = json.dumps(report.to_dict() if args.dry_run else report_dict(report), indent=2)
        if args.json == "-":
            print(text)
        else:
            write_atomically(args.json, text + "\n")
    return EXIT_PASS if report.passed else EXIT_FAIL


def report_dict(report) -> dict[str, object]:
    """A compare report as plain data (``--json``)."""
    from dataclasses import asdict
    sites = []
    for r in report.results:
        entry = {"site": r.site.site.name, "dims": r.site.dims, "passed": r.passed, "races": r.races,
                 "flops": r.site.flops, "grid": r.site.grid, "block": r.site.block,
                 "outputs": [{"name": o.name, "passed": o.passed, **asdict(o.accuracy)}
                             for o in r.outputs]}
        if r.timing:
            entry["timing_ms"] = {k: {"median": v.median, "min": v.min, "max": v.max,
                                      "p10": v.percentile(10), "p90": v.percentile(90),
                                      "samples": v.samples} for k, v in r.timing.items()}
            entry["speedup"] = r.speedup
        sites.append(entry)
    return {"device": asdict(report.device), "ref_kernel": report.ref_kernel,
            "test_kernel": report.test_kernel, "passed": report.passed, "sites": sites}


def _devices(args) -> int:
    from .backends import open_backend
    with open_backend(args.backend, args.device, args.library) as gpu:
        versions = gpu.versions()
        print(", ".join(f"{k}: {v}" for k, v in versions.items()))
        for i in range(gpu.device_count()):
            d = gpu.device_info(i)
            arch = f" {d.arch}" if d.arch else ""
            print(f"  [{i}] {d.name}{arch}: {d.compute_units} {d.unit_name}, "
                  f"{d.total_memory / 2**30:.1f} GiB, L2 {d.l2_cache_bytes / 2**20:.0f} MiB, "
                  f"warp {d.warp_size}")
    return 0


def _sites(args) -> int:
    from .sites import site_table
    table = site_table(args.sites)
    if args.dump:
        names = list(table) if args.dump == "all" else [args.dump]
        missing = [n for n in names if n not in table]
        if missing:
            raise GcnasmError(f"unknown site {missing[0]!r}; known: {', '.join(table)}")
        import json     # here: start-up time, as above
        print(json.dumps({"sites": [table[n].to_dict() for n in names]}, indent=2))
        return 0
    device = {"num_cus": 256, "warp_size": 64, "l2_bytes": 4 << 20, "max_threads_per_block": 1024}
    print("Sites (buffer sizes as resolved; grids shown for a 256-CU device):")
    for s in table.values():
        r = s.resolve(device)
        print(f"  {r.line()}")
        print(f"  {'':16} {s.description}  [{s.source}]" if s.description else f"  {'':16} [{s.source}]")
    return 0
