"""``gcnasm asm`` and ``gcnasm compare``: the commands that combine layers.

Each command imports what it runs inside its function, for start-up time:
`gcnasm --help` and `gcnasm disasm` load none of the checker, hip or the
emulator.
"""

from __future__ import annotations

import sys

from ..errors import ERROR_LIMIT, GcnasmError

EXIT_ERROR = 2


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "asm", help="reassemble an edited .s into a code object, check it, exit 1 on an error",
        description="Assemble IN.s (as written by 'gcnasm disasm', then edited) and put the "
                    "code into a copy of the template code object.  New code no larger than "
                    "the template's .text is patched in place (padded with s_nop 0); larger "
                    "code grows .text and the file is re-laid-out as ld.lld would, fixing "
                    "descriptors, symbols, dynamic entries, relocations, branches and "
                    "s_getpc_b64 offsets.  When the code uses more registers than the "
                    "descriptor grants, the granules and metadata counts are raised "
                    "(reported), or with --strict the command fails.  Without a template, "
                    "IN.s is a whole standalone file: its descriptors, metadata and code must "
                    "agree (as 'gcnasm verify' checks), or nothing is written.  Then 'gcnasm "
                    "check' runs on the result.  Exit status: 0 when the check finds no "
                    "error (warnings allowed); 1 when it finds an error the edit introduced "
                    "(without a template: any error), after writing OUT.co, the last line "
                    "saying so; 1 with nothing written for --strict or a standalone "
                    "contradiction; 2 when the text does not assemble.")
    p.add_argument("input", metavar="IN.s", help="assembly source")
    p.add_argument("--template", "-t", metavar="REF.co",
                   help="the code object the source was disassembled from; without one, IN.s "
                        "must be a standalone file (docs/standalone.md)")
    p.add_argument("-o", "--output", metavar="OUT.co", required=True, help="output code object")
    p.add_argument("--strict", action="store_true",
                   help="refuse (instead of raising the descriptor's granules) when the code "
                        "uses more registers than the template grants, and when the check "
                        "finds an error: nothing is written")
    p.add_argument("--allow-findings", action="store_true",
                   help="exit 0 although the check found errors (they are still printed)")
    p.add_argument("--no-check", action="store_true",
                   help="skip the hazard and s_waitcnt check (docs/check.md)")
    p.add_argument("--error-limit", type=int, default=ERROR_LIMIT, metavar="N",
                   help=f"report at most N errors of the source ({ERROR_LIMIT}; 0: all)")
    p.set_defaults(func=_asm)

    p = subparsers.add_parser(
        "compare", help="run a reference and a test kernel on the same inputs: one verdict per site",
        description="co_compare in Python: load REF and TEST (AMD .co through HIP, or NVIDIA cubins "
                    "through the CUDA driver, or --backend emu: gcnasm's gfx950 emulator on the "
                    "CPU), run both on the same seeded inputs for each site and compare the "
                    "outputs in float64 (cos, max_diff, non-zero and NaN counts).  Each site "
                    "has one verdict, PASS or FAIL with its reasons (values, NaN, race, "
                    "hazard, out-of-bounds).  On the emulator, race detection is on "
                    "(--no-races turns it off), the fraction of each kernel that ran is "
                    "shown, an edit that never ran on a site is named, and instruction counts "
                    "replace timings.  With --benchmark on a GPU, both are timed with events.  "
                    "Exit status 0 when every site passes, 1 when one fails, 2 on bad input or "
                    "a tool error.",
        epilog="Sites are defined in gcnasm/hip/sites.py (built-in) or TOML/JSON files "
               "(--sites); see docs/compare.md and 'gcnasm sites'.")
    p.add_argument("ref", help="reference code object or cubin")
    p.add_argument("test", nargs="+", metavar="CAND",
                   help="code object or cubin to check against the reference; several (or a .s "
                        "edit of REF) rank them: statically checked, run, timed interleaved "
                        "with REF and ranked (docs/compare.md, 'Many candidates')")
    p.add_argument("--devices", metavar="all|0,2,...",
                   help="with several candidates: one process per device, each timing REF on "
                        "its own device (on --backend emu: emulator processes)")
    p.add_argument("--ray", metavar="ADDRESS|local",
                   help="run one Ray task per (candidate, site) on a Ray cluster ('local' starts "
                        "one); needs pip install 'gcnasm[ray]'")
    p.add_argument("--time-all", action="store_true",
                   help="with several candidates: also run and time candidates the static check "
                        "or a site failed")
    p.add_argument("--site", action="append", metavar="NAME",
                   help="site to run (repeatable; 'all' for every site; 'auto' (the default "
                        "for a code object): the sites of the kernel's family, see 'gcnasm "
                        "sites --for'; a cubin's default is gate_up_fwd)")
    p.add_argument("--reference", action="store_true",
                   help="also check TEST's outputs against the site's numpy reference (the "
                        "family's mathematics, docs/compare.md); a miss fails the site")
    p.add_argument("--sites", action="append", default=[], metavar="FILE",
                   help="TOML or JSON file of extra sites (replacing built-ins of the same name)")
    p.add_argument("--backend", choices=("auto", "hip", "cuda", "emu"), default="auto",
                   help="GPU runtime: hip (AMD, .co), cuda (NVIDIA, cubin), emu (gcnasm's gfx950 "
                        "emulator on the CPU, no GPU), auto tries hip then cuda")
    p.add_argument("--device", type=int, default=0, help="device index (0)")
    p.add_argument("--library", metavar="PATH",
                   help="runtime library to load (else GCNASM_LIBHIP / GCNASM_LIBCUDA, then the "
                        "usual places)")
    p.add_argument("--kernel", metavar="NAME", help="kernel to run when a file holds several")
    p.add_argument("--test-kernel", metavar="NAME", help="kernel of TEST, when its name differs")
    p.add_argument("--benchmark", action="store_true",
                   help="also time both kernels (on a GPU; the emulator shows instruction counts)")
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
    p.add_argument("--json", metavar="PATH",
                   help="also write the results as JSON; '-': JSON alone on stdout (the report "
                        "goes to stderr)")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="print library, versions, launch shape and phase times")
    races = p.add_mutually_exclusive_group()
    races.add_argument("--races", dest="races", action="store_true", default=None,
                       help="race mode (the default with --backend emu): memory results land at "
                            "the s_waitcnt that covers them; a read before it, a hazard window "
                            "not waited out, fail the site")
    races.add_argument("--no-races", dest="races", action="store_false",
                       help="with --backend emu: plain emulation, no race detection (faster)")
    p.add_argument("--coverage", metavar="FILE",
                   help="with --backend emu: write TEST's disassembly with each line's "
                        "executions per site")
    p.add_argument("--dry-run", action="store_true",
                   help="load no GPU runtime: resolve each site, check the launch shape, pack "
                        "both kernarg segments and print them (launch, buffers, arguments)")
    p.add_argument("--assume", action="append", default=[], metavar="NAME=VALUE",
                   help="with --dry-run: a device quantity site expressions use (num_cus, "
                        "warp_size, l2_bytes, max_threads_per_block; default an MI355X, or an "
                        "H200 for cubins)")
    p.set_defaults(func=_compare)


def _asm(args) -> int:
    # One kernel, one short process: the cyclic collector would only walk
    # the program model it keeps to the end (docs/check.md, speed).
    import gc
    gc.disable()
    from .assembly import run_asm
    return run_asm(args)


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
    if args.json != "-":
        return _run_compare(args, sys.stdout)
    # JSON alone on stdout: the report goes to stderr, and an error is JSON too
    try:
        return _run_compare(args, sys.stderr)
    except (GcnasmError, OSError) as exc:
        import json
        error = f"{exc.strerror}: {exc.filename}" if isinstance(exc, OSError) and \
            exc.strerror else str(exc)
        print(json.dumps({"verdict": "ERROR", "passed": False, "error": error}))
        raise


def _run_compare(args, out) -> int:
    from ..outputs import check_output
    from .auto import default_site
    from .verdict import EXIT_FAIL, EXIT_PASS, compare, report_dict, write_json
    tests = args.test
    # a .s candidate is assembled into REF by the many-candidate path; a dry run
    # or coverage of one candidate stays here (and names a .s as not a code object)
    one_s = str(tests[0]).endswith(".s") and not (args.dry_run or args.coverage)
    if len(tests) > 1 or one_s or args.devices or args.ray or args.time_all:
        from .many import run_many_command         # several candidates: gcnasm.workflow.many
        return run_many_command(args, out, _overrides(args.set))
    args.test = tests[0]
    if args.iters < 1 or args.warmup < 0:
        raise GcnasmError("--iters must be >= 1 and --warmup >= 0")
    check_output(args.json, [("the reference", args.ref), ("the test", args.test)]
                 + [("a --sites file", f) for f in args.sites], "--json")
    check_output(args.coverage, [("the reference", args.ref), ("the test", args.test)],
                 "--coverage")
    if args.races is not None and args.backend != "emu":
        raise GcnasmError(f"--{'no-' if args.races is False else ''}races needs --backend emu "
                          "(race mode is the emulator's)")
    if args.assume and not args.dry_run:
        raise GcnasmError("--assume applies to --dry-run only (a real run reads the device)")
    try:
        report = compare(
            args.ref, args.test, site=args.site or [default_site(args.ref)], sites_files=args.sites,
            backend=args.backend, device=args.device, library=args.library, kernel=args.kernel,
            test_kernel=args.test_kernel, benchmark_runs=args.benchmark, warmup=args.warmup,
            iters=args.iters, seed=args.seed, flush_l2=args.flush_l2,
            flush_bytes=args.flush_mb << 20 if args.flush_mb else None,
            overrides=_overrides(args.set), grid=args.grid, block=args.block,
            shared_mem=args.shared_mem, min_cos=args.min_cos, max_diff=args.max_diff,
            interleave=not args.no_interleave, out=out, verbose=args.verbose,
            dry_run=args.dry_run, assume=_overrides(args.assume, "--assume"),
            races=args.races, coverage=args.coverage, reference=args.reference)
    except (GcnasmError, OSError, KeyboardInterrupt, BrokenPipeError):
        raise
    except Exception as exc:            # a fault of gcnasm itself: exit 2, never a traceback
        raise GcnasmError(f"internal error: {type(exc).__name__}: {exc} (a bug in gcnasm; "
                          "please report it with the command line)") from exc
    if args.json:
        write_json(report.to_dict() if args.dry_run else report_dict(report), args.json)
    if args.dry_run:
        return EXIT_PASS
    if out is not None and len(report.results) > 1:
        failed = [r.site.site.name for r in report.results if not r.passed]
        out.write(f"\n{'FAIL: ' + ', '.join(failed) if failed else 'PASS'} "
                  f"({len(report.results) - len(failed)}/{len(report.results)} sites pass)\n")
    return EXIT_PASS if report.passed else EXIT_FAIL
