"""Output files: never an input, written atomically with normal modes, and
errors that name the user's path (gcnasm.outputs and every command that
writes a file)."""

from __future__ import annotations

import json
import os
import stat

import pytest

from gcnasm.cli import main
from gcnasm.outputs import OutputError, check_output, write_atomically

from conftest import KERNELS

VECTOR_ADD = KERNELS / "vector_add.co"


def _needs(path):
    if not path.exists():
        pytest.skip(f"{path} is absent")
    return path


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


# --- gcnasm.outputs ----------------------------------------------------------

def test_new_file_gets_the_umask_mode(tmp_path, umask_022):
    out = tmp_path / "new.bin"
    write_atomically(out, b"abc")
    assert out.read_bytes() == b"abc" and _mode(out) == 0o644
    os.umask(0o077)
    write_atomically(tmp_path / "private.bin", "text")
    assert _mode(tmp_path / "private.bin") == 0o600


def test_replaced_file_keeps_its_mode(tmp_path, umask_022):
    out = tmp_path / "script.s"
    out.write_text("old")
    os.chmod(out, 0o750)
    write_atomically(out, "new")
    assert out.read_text() == "new" and _mode(out) == 0o750


def test_symlink_is_followed_and_kept(tmp_path):
    real = tmp_path / "real.s"
    real.write_text("old")
    link = tmp_path / "link.s"
    link.symlink_to(real)
    write_atomically(link, "new")
    assert link.is_symlink() and real.read_text() == "new"


def test_a_pipe_or_device_is_written_into_not_replaced(tmp_path):
    """-o /dev/null or a named pipe: a rename over it would put a plain file
    in place of the device (as root, /dev/null itself)."""
    import threading
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    write_atomically(fifo, "through the pipe")
    reader.join(10)
    assert got == [b"through the pipe"] and stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["pipe"]       # no temporary left


def test_missing_directory_and_directory_name_the_users_path(tmp_path):
    with pytest.raises(OutputError) as err:
        write_atomically(tmp_path / "nope" / "out.s", "x")
    msg = str(err.value)
    assert f"{tmp_path / 'nope' / 'out.s'}" in msg and "does not exist" in msg
    assert ".tmp" not in msg
    with pytest.raises(OutputError) as err:
        write_atomically(tmp_path, "x")
    assert "is a directory" in str(err.value) and ".tmp" not in str(err.value)
    assert os.listdir(tmp_path) == ["nope"] or os.listdir(tmp_path) == []


def test_failed_write_leaves_nothing(tmp_path, monkeypatch):
    out = tmp_path / "out.co"
    out.write_bytes(b"old")

    def broken(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OutputError) as err:
        write_atomically(out, b"new")
    assert str(out) in str(err.value) and "No space left" in str(err.value)
    assert sorted(os.listdir(tmp_path)) == ["out.co"] and out.read_bytes() == b"old"


def test_check_output_sees_through_links(tmp_path):
    src = tmp_path / "in.co"
    src.write_bytes(b"x")
    hard = tmp_path / "hard.co"
    os.link(src, hard)
    soft = tmp_path / "soft.co"
    soft.symlink_to(src)
    for alias in (src, hard, soft, tmp_path / "." / "in.co"):
        with pytest.raises(OutputError, match="refusing to overwrite an input"):
            check_output(alias, [("the input", src)])
    check_output(tmp_path / "other.co", [("the input", src)])
    check_output(None, [("the input", src)])
    check_output("-", [("the input", src)])


# --- the commands ------------------------------------------------------------

def _isa_or_skip():
    from gcnasm import CodeObjectError
    from gcnasm.codeobject.analysis import isa_module
    try:
        isa_module()
    except CodeObjectError as exc:
        pytest.skip(f"gcnasm.isa is not available yet: {exc}")


@pytest.fixture
def kernel(tmp_path):
    """A copy of vector_add.co and its disassembly, in tmp_path."""
    _isa_or_skip()
    co = tmp_path / "in.co"
    co.write_bytes(_needs(VECTOR_ADD).read_bytes())
    src = tmp_path / "in.s"
    assert main(["disasm", str(co), "-o", str(src)]) == 0
    return co, src


def _refused(argv, capsys, *protected):
    before = [p.read_bytes() for p in protected]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "refusing to overwrite an input" in err, err
    assert [p.read_bytes() for p in protected] == before
    return err


def test_disasm_refuses_its_input(kernel, capsys, tmp_path):
    co, _ = kernel
    _refused(["disasm", str(co), "-o", str(co)], capsys, co)
    link = tmp_path / "link.co"
    link.symlink_to(co)
    _refused(["disasm", str(co), "-o", str(link)], capsys, co)


def test_asm_refuses_source_and_template(kernel, capsys, tmp_path):
    co, src = kernel
    _refused(["asm", str(src), "-t", str(co), "-o", str(src)], capsys, co, src)
    _refused(["asm", str(src), "-t", str(co), "-o", str(co)], capsys, co, src)
    hard = tmp_path / "hard.co"
    os.link(co, hard)
    _refused(["asm", str(src), "-t", str(co), "-o", str(hard)], capsys, co, src)


def test_roundtrip_keep_refuses_its_input(kernel, capsys):
    co, _ = kernel
    _refused(["roundtrip", str(co), "--keep", str(co)], capsys, co)


def test_compare_json_refuses_its_inputs(kernel, capsys, tmp_path):
    co, _ = kernel
    sites = tmp_path / "sites.json"
    sites.write_text(json.dumps({"sites": []}))
    _refused(["compare", str(co), str(co), "--json", str(co)], capsys, co)
    _refused(["compare", str(co), str(co), "--sites", str(sites), "--json", str(sites)],
             capsys, co, sites)


def test_commands_write_normal_modes(kernel, tmp_path, capsys, umask_022):
    co, src = kernel
    assert _mode(src) == 0o644
    out = tmp_path / "out.co"
    assert main(["asm", str(src), "-t", str(co), "-o", str(out)]) == 0
    assert _mode(out) == 0o644
    keep = tmp_path / "keep.s"
    assert main(["roundtrip", str(co), "--keep", str(keep)]) == 0
    assert _mode(keep) == 0o644


def test_bad_output_paths_name_the_users_path(kernel, tmp_path, capsys):
    co, src = kernel
    capsys.readouterr()
    missing = tmp_path / "no-such-dir" / "out.co"
    for argv in (["disasm", str(co), "-o", str(missing)],
                 ["asm", str(src), "-t", str(co), "-o", str(missing)],
                 ["disasm", str(co), "-o", str(tmp_path)],
                 ["asm", str(src), "-t", str(co), "-o", str(tmp_path)]):
        assert main(argv) == 2
        captured = capsys.readouterr()
        assert str(argv[-1]) in captured.err and ".tmp" not in captured.err, captured.err
        assert "wrote" not in captured.out and "Original .text" not in captured.out


def test_asm_reports_only_after_the_write(kernel, tmp_path, capsys, monkeypatch):
    co, src = kernel
    capsys.readouterr()

    def broken(*args):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(os, "replace", broken)
    out = tmp_path / "out.co"
    assert main(["asm", str(src), "-t", str(co), "-o", str(out)]) == 2
    captured = capsys.readouterr()
    assert "Permission denied" in captured.err and str(out) in captured.err
    assert captured.out == "" and not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.co", "in.s"]
