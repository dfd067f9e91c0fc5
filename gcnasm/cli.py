"""The ``gcnasm`` command line: a thin layer over the Python API.

Each part of gcnasm registers its own subcommands (``register(subparsers)``
in ``gcnasm/<part>/cli.py``); this module builds the parser and turns every
:class:`~gcnasm.errors.GcnasmError` into a one-paragraph message and a
non-zero exit status, never a traceback.
"""

from __future__ import annotations

import gc
import importlib
import sys

from . import __version__
from .errors import AsmError, GcnasmError

# Modules that contribute subcommands, in the order --help lists them.
_COMMAND_MODULES = (
    "gcnasm.isa.cli",
    "gcnasm.codeobject.cli",
    "gcnasm.hip.cli",
    "gcnasm.checker.cli",
    "gcnasm.workflow.cli",      # asm and compare: above codeobject, checker, hip and emu
)

# The module that registers each command: a command about to run builds its
# own module's parser alone (start-up time: `gcnasm asm` need not import or
# build the others').  tests/test_cli_startup.py checks it against what the
# modules register; a command not listed builds them in order.
COMMAND_HOMES = {
    "decode": "gcnasm.isa.cli", "encode": "gcnasm.isa.cli",
    "info": "gcnasm.codeobject.cli", "disasm": "gcnasm.codeobject.cli",
    "roundtrip": "gcnasm.codeobject.cli", "verify": "gcnasm.codeobject.cli",
    "devices": "gcnasm.hip.cli", "sites": "gcnasm.hip.cli",
    "check": "gcnasm.checker.cli",
    "asm": "gcnasm.workflow.cli", "compare": "gcnasm.workflow.cli",
}

EXIT_ERROR = 2


def _toolchain_command(args) -> int:
    from . import toolchain
    if args.exec is None:
        print(toolchain.describe(args.llvm))
        return 0
    if not args.exec:
        raise GcnasmError(f"--exec needs a tool: one of {', '.join(toolchain.TOOLS)}")
    import subprocess
    command = toolchain.exec_argv(args.exec[0], args.llvm) + args.exec[1:]
    sys.stdout.flush()
    # stdin, stdout and stderr are inherited; the tool's exit status is ours.
    status = subprocess.run(command).returncode
    return status if status >= 0 else 128 - status


def build_parser(command: str | None = None):
    """The argparse parser of every command; given the ``command`` about to
    run, only the module that registers it is imported (start-up time:
    ``gcnasm disasm`` need not import the checker or HIP)."""
    import argparse     # here, not at the top: `gcnasm --version` needs no parser
    parser = argparse.ArgumentParser(
        prog="gcnasm",
        description="Assemble, disassemble, rewrite and benchmark AMD gfx950 (CDNA4) code objects.",
        epilog="Run 'gcnasm COMMAND --help' for the options of one command.",
    )
    parser.add_argument("--version", action="version", version=f"gcnasm {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    sub.required = True
    home = COMMAND_HOMES.get(command)
    for name in (home,) if home else _COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            # Parts not yet present contribute no commands; a failure inside
            # a present module is a real error.
            if exc.name is None or not name.startswith(exc.name):
                raise
            continue
        module.register(sub)
        if command is not None and command in sub.choices:
            break
    p = sub.add_parser("toolchain", help="show which LLVM tools gcnasm's tests and benches use",
                       description="Locate llvm-mc, llvm-objdump, llvm-readelf, ld.lld and clang "
                                   "that know gfx950, and show each one found or every candidate "
                                   "tried and why it was rejected.")
    p.add_argument("--llvm", metavar="DIR", help="an LLVM bin directory or prefix to use first")
    p.add_argument("--exec", nargs=argparse.REMAINDER, metavar="TOOL ARGS",
                   help="run TOOL (llvm-mc, llvm-objdump, llvm-readelf, ld.lld, clang, or another "
                        "program of the same LLVM) with ARGS through its loader; stdin, stdout "
                        "and the exit status pass through (must come last)")
    p.set_defaults(func=_toolchain_command)
    return parser


def main(argv: list[str] | None = None) -> int:
    if (sys.argv[1:] if argv is None else list(argv)) == ["--version"]:
        # what argparse's version action prints, without importing every
        # command's module to build the parser first (start-up time)
        print(f"gcnasm {__version__}")
        return 0
    words = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(words[0] if words and not words[0].startswith("-") else None)
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except AsmError as exc:
        # file:line:col: error: ... as llvm-mc prints it, each error of the source
        print(exc if exc.path else f"gcnasm {args.command}: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except GcnasmError as exc:
        print(f"gcnasm {args.command}: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    except OSError as exc:
        where = f": {exc.filename}" if exc.filename else ""
        print(f"gcnasm {args.command}: {exc.strerror or exc}{where}", file=sys.stderr)
        return EXIT_ERROR


def run() -> int:
    """The ``gcnasm`` program (the console script, ``python -m gcnasm``):
    :func:`main` in a process that ends when it returns.  Scripts and tests
    call :func:`main`, which leaves the interpreter's settings alone."""
    # A command makes objects by the hundred thousand (a decoded word, an
    # encoded line, a model per distinct word) and keeps most of them until it
    # exits, so the cyclic collector's default pace (every 700 allocations)
    # only re-scans live data: collect far less often, and at exit hand every
    # object to the permanent generation, so that the interpreter's last
    # collection has nothing to walk (unless lief was loaded: its bindings
    # report the objects still alive at exit as leaks).
    gc.set_threshold(100_000, 20, 20)
    try:
        return main()
    finally:
        if "lief" not in sys.modules:
            gc.freeze()
