"""Start-up of the command line: ``gcnasm --version`` and ``--help`` import
nothing heavy (numpy, cffi, lief, the ISA tables), and loading or
disassembling a code object does not import lief (verify's cross-check
does).  Times are measured side by side with LLVM's tools in bench/cli.py,
never asserted here."""

from __future__ import annotations

import subprocess
import sys

import pytest

from gcnasm import __version__

from conftest import CORPUS, REPO

# (msgpack is not among them: gcnasm.codeobject imports its modules with the
# package, as its functions verify and rewrite share their modules' names.)
HEAVY = ("numpy", "cffi", "lief", "gcnasm.isa.tables.gfx950", "gcnasm.isa.encoder")


def _modules_after(args):
    code = ("import sys\n"
            "from gcnasm.cli import main\n"
            f"try:\n    main({args!r})\nexcept SystemExit:\n    pass\n"
            "print('MODULES', ' '.join(sorted(sys.modules)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=REPO, timeout=120).stdout
    line = next(x for x in out.splitlines() if x.startswith("MODULES "))
    return out, set(line.split()[1:])


@pytest.mark.parametrize("args", [["--version"], ["--help"], ["asm", "--help"]])
def test_startup_imports_nothing_heavy(args):
    out, modules = _modules_after(args)
    assert not modules & set(HEAVY), sorted(modules & set(HEAVY))
    if args == ["--version"]:
        assert out.startswith(f"gcnasm {__version__}\n")
        assert "argparse" not in modules


def test_version_matches_argparse():
    """The --version fast path prints what the parser's version action would."""
    from gcnasm.cli import build_parser
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), pytest.raises(SystemExit):
        build_parser().parse_args(["--version"])
    out = subprocess.run([sys.executable, "-m", "gcnasm", "--version"], capture_output=True,
                         text=True, check=True, cwd=REPO, timeout=120).stdout
    assert out == buf.getvalue()


def test_disassembling_does_not_import_lief(corpus_dir, tmp_path):
    code = ("import sys\n"
            "from gcnasm.cli import main\n"
            f"main(['disasm', {str(CORPUS / 'f8_block_scale_mi350_x32.co')!r}, '-o', "
            f"{str(tmp_path / 'k.s')!r}])\n"
            "print('lief' in sys.modules, 'numpy' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=REPO, timeout=120).stdout
    assert out.split() == ["False", "False"]
