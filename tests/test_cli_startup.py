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

HEAVY = ("numpy", "cffi", "lief", "msgpack", "yaml", "json", "typing", "dataclasses",
         "gcnasm.isa.tables.gfx950", "gcnasm.isa.encoder")
# What building the parser may load of gcnasm: the packages and their cli modules.
PARSER_MODULES = {"gcnasm", "gcnasm.cli", "gcnasm.errors", "gcnasm.lazy", "gcnasm.isa",
                  "gcnasm.isa.caches", "gcnasm.isa.cli", "gcnasm.codeobject",
                  "gcnasm.codeobject.cli", "gcnasm.hip", "gcnasm.hip.errors", "gcnasm.hip.cli",
                  "gcnasm.checker", "gcnasm.checker.cli", "gcnasm.workflow", "gcnasm.workflow.cli"}


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
    ours = {m for m in modules if m.split(".")[0] == "gcnasm"}
    assert ours <= PARSER_MODULES, sorted(ours - PARSER_MODULES)
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
            "print(*(m in sys.modules for m in ('lief', 'numpy', 'gcnasm.codeobject.rewriter',\n"
            "                                   'gcnasm.codeobject.verifier', 'typing',\n"
            "                                   'pathlib', 'dataclasses')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=REPO, timeout=120).stdout
    # nor the rewriter, the verifier, typing, pathlib or dataclasses (start-up time)
    assert out.split() == ["False"] * 7


def test_assembling_into_a_template_does_not_import_lief(corpus_dir, tmp_path):
    from gcnasm.cli import main
    template = CORPUS / "f8_block_scale_mi350_x32.co"
    source, output = tmp_path / "k.s", tmp_path / "k.co"
    main(["disasm", str(template), "-o", str(source)])
    code = ("import sys\n"
            "from gcnasm.cli import main\n"
            f"main(['asm', {str(source)!r}, '--template', {str(template)!r}, '-o', "
            f"{str(output)!r}])\n"
            "print(*(m in sys.modules for m in ('lief', 'numpy', 'typing', 'pathlib',\n"
            "                                   'dataclasses')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=REPO, timeout=120).stdout
    # nor typing, pathlib or dataclasses (start-up time)
    assert out.split()[-5:] == ["False"] * 5
    assert output.read_bytes() == template.read_bytes()      # the text was not edited


def test_each_command_builds_the_parser_of_its_own_module(capsys):
    """gcnasm.cli's table of which module registers each command (a command
    builds that module's parser alone) is what the modules register."""
    import argparse
    import importlib
    from gcnasm import cli
    registered = {}
    for name in cli._COMMAND_MODULES:
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(name).register(sub)
        registered.update({command: name for command in sub.choices})
    assert cli.COMMAND_HOMES == registered
    for command in registered:
        with pytest.raises(SystemExit):
            cli.build_parser(command).parse_args([command, "--help"])
        assert capsys.readouterr().out.startswith(f"usage: gcnasm {command} ")
