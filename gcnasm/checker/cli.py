"""``gcnasm check``: static hazard and s_waitcnt checking, with --fix."""

from __future__ import annotations

import sys

EXIT_CLEAN, EXIT_FINDINGS = 0, 1


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "check", help="find wait-state hazards and missing s_waitcnt in a kernel (and fix them)",
        description="Check every kernel of a code object, or of an edited .s with its template, "
                    "for wait-state hazards (GCNHazardRecognizer's rules and the ISA guides' "
                    "table, for gfx950) and for reads of memory results an s_waitcnt does not "
                    "cover.  Prints each finding as file:line:col with both instructions.  "
                    "Exits 0 when there is no error (warnings allowed), 1 when there are "
                    "errors, 2 on bad input.  See docs/check.md.")
    p.add_argument("input", metavar="FILE", help="a code object (.co/.hsaco) or a .s")
    p.add_argument("--template", "-t", metavar="CO",
                   help="the code object a .s was disassembled from")
    p.add_argument("--json", action="store_true", help="print the report as JSON (for agents)")
    p.add_argument("--fix", action="store_true",
                   help="write the source with the minimal s_nop / s_waitcnt insertions that "
                        "make it check clean (needs -o); against a template, the template's "
                        "waits are first re-counted to wait for the same operations; each "
                        "change is printed with its cost (which waits got tighter, by how "
                        "much, inside which loop)")
    p.add_argument("-o", "--output", metavar="OUT.s", help="where --fix writes ('-': stdout)")
    p.add_argument("--errors-only", action="store_true", help="leave warnings out of the output")
    p.add_argument("--new", action="store_true",
                   help="leave out what the template has too: only what the edit introduced")
    p.set_defaults(func=_check)


def _check(args) -> int:
    if not args.json:
        return _run(args)
    from ..errors import GcnasmError
    try:
        return _run(args)
    except (GcnasmError, OSError) as exc:
        # an agent reads stdout: bad input is JSON there too (and, as for
        # every command, the error on stderr and exit status 2)
        import json
        error = f"{exc.strerror}: {exc.filename}" if isinstance(exc, OSError) and \
            exc.strerror else str(exc)
        print(json.dumps({"path": args.input, "ok": False, "error": error}))
        raise


def _run(args) -> int:
    from . import checker
    from ..errors import GcnasmError
    if args.new and not args.template:
        print("gcnasm check: --new leaves out what a template has too; without --template "
              "every finding is shown", file=sys.stderr)
    if args.fix:
        if not args.output:
            raise GcnasmError("--fix needs -o OUT.s")
        result = checker.fix_report(args.input, args.template)
        if args.output == "-":
            sys.stdout.write(result.text)
            # the changes and their cost on stderr: stdout is the text
            for line in result.lines():
                print(line, file=sys.stderr)
        else:
            from ..outputs import write_atomically     # when writing: not at start-up
            write_atomically(args.output, result.text.encode("utf-8"))
            if args.json:
                print(result.to_json(wrote=args.output))
            else:
                print("\n".join(result.lines()))
                print(f"wrote {args.output}")
        return EXIT_CLEAN
    report = checker.check(args.input, args.template, path=args.input, lines=True)
    if args.new:
        report = report.introduced()
    if args.errors_only:
        report = report.errors_only()
    if args.json:
        print(report.to_json())
    else:
        print("\n".join(report.lines()))
    return EXIT_CLEAN if report.ok else EXIT_FINDINGS
