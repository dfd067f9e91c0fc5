import subprocess
import sys

import pytest

from gcnasm import toolchain as tc


def test_llvm_mc_knows_gfx950(toolchain):
    out = toolchain.mc_assemble("s_nop 0\ns_endpgm\n")
    assert b"[0x00,0x00,0x80,0xbf]" in out
    assert b"[0x00,0x00,0x81,0xbf]" in out


@pytest.mark.parametrize("name", tc.TOOLS)
def test_every_tool_found_with_version(toolchain, name):
    tool = toolchain.tool(name)
    assert int(tool.version.split(".")[0]) >= 20


def test_missing_explicit_dir_lists_candidates(tmp_path):
    with pytest.raises(tc.ToolchainError) as err:
        tc.find_tool("llvm-mc", tmp_path / "nowhere")
    msg = str(err.value)
    assert "nowhere" in msg and "not found" in msg


def test_old_llvm_is_rejected_with_reason(tmp_path):
    fake = tmp_path / "llvm-mc"
    fake.write_text("#!/bin/sh\necho 'LLVM version 15.0.7'\n")
    fake.chmod(0o755)
    with pytest.raises(tc.ToolchainError) as err:
        tc.find_tool("llvm-mc", tmp_path)
    assert "predates gfx950" in str(err.value)


def test_tool_that_rejects_gfx950_is_rejected(tmp_path):
    fake = tmp_path / "llvm-mc"
    fake.write_text("#!/bin/sh\necho 'LLVM version 22.1.0'\n"
                    "[ \"$1\" = --version ] && exit 0\n"
                    "echo \"'gfx950' is not a recognized processor\" >&2; exit 1\n")
    fake.chmod(0o755)
    with pytest.raises(tc.ToolchainError) as err:
        tc.find_tool("llvm-mc", tmp_path)
    assert "rejects -mcpu=gfx950" in str(err.value)


def test_env_variable_is_honoured(toolchain, monkeypatch):
    found = toolchain.llvm_mc
    monkeypatch.setenv("GCNASM_LLVM", str(found.path.parent))
    tool = tc.find_tool("llvm-mc")
    assert tool.path == found.path


def test_cli_toolchain_command(toolchain):
    out = subprocess.run([sys.executable, "-m", "gcnasm", "toolchain"], capture_output=True,
                         text=True, check=True).stdout
    for name in tc.TOOLS:
        assert out.count(name) >= 1


def test_install_script_is_idempotent(toolchain):
    """A second run of scripts/install-llvm.sh on a complete prefix does nothing."""
    from conftest import REPO
    prefix = REPO / ".llvm"
    if not (prefix / ".complete").exists():
        pytest.skip("LLVM came from elsewhere, not from scripts/install-llvm.sh")
    out = subprocess.run([str(REPO / "scripts" / "install-llvm.sh"), str(prefix)],
                         capture_output=True, text=True, check=True, timeout=60).stdout
    assert "already" in out


def test_bin_dir_inside_extracted_root_runs_through_its_loader(toolchain):
    """A bin directory given directly (not the root) still needs the extracted
    tree's loader on a host older than the tree."""
    found = toolchain.llvm_mc
    tool = tc.find_tool("llvm-mc", found.path.parent)
    assert tool.path == found.path
    out = tool.run(["--version"])
    assert out.returncode == 0


def _gcnasm(*args, **kw):
    return subprocess.run([sys.executable, "-m", "gcnasm", *args], capture_output=True,
                          timeout=120, **kw)


def test_exec_runs_a_tool_through_its_loader(toolchain):
    proc = _gcnasm("toolchain", "--exec", "llvm-mc", "--version", text=True)
    assert proc.returncode == 0, proc.stderr
    assert f"LLVM version {toolchain.llvm_mc.version}" in proc.stdout


def test_exec_passes_stdin_stdout_and_exit_status(toolchain):
    mc = ["toolchain", "--exec", "llvm-mc", f"-triple={tc.TRIPLE}", f"-mcpu={tc.MCPU}"]
    proc = _gcnasm(*mc, "-show-encoding", input=b"s_nop 0\n")
    assert proc.returncode == 0 and b"[0x00,0x00,0x80,0xbf]" in proc.stdout
    proc = _gcnasm(*mc, input=b"v_bogus v1\n")
    assert proc.returncode == 1 and b"error: invalid instruction" in proc.stderr


def test_exec_runs_other_programs_of_the_same_llvm(toolchain):
    proc = _gcnasm("toolchain", "--exec", "llvm-nm", "--version", text=True)
    if "unknown tool" in proc.stderr:
        pytest.skip(f"no llvm-nm beside {toolchain.llvm_mc.path}")
    assert proc.returncode == 0 and "llvm-nm" in proc.stdout


def test_exec_unknown_tool_lists_the_tools(toolchain):
    for name in ("frobnicate", "../bin/llvm-mc"):
        proc = _gcnasm("toolchain", "--exec", name, text=True)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr
        assert f"unknown tool {name!r}" in proc.stderr
        assert all(t in proc.stderr for t in tc.TOOLS)
    proc = _gcnasm("toolchain", "--exec", text=True)
    assert proc.returncode == 2 and "llvm-mc" in proc.stderr
