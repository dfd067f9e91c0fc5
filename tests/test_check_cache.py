"""The on-disk cache of templates' baselines (gcnasm.checker.cache)."""

import os
import re
from pathlib import Path

import pytest

from gcnasm.checker import cache, check
from gcnasm.checker import checker as checker_module
from gcnasm.checker.checker import template_baseline
from gcnasm.codeobject import CodeObject, disassemble

MATMUL = Path(__file__).resolve().parent.parent / "kernels" / "triton" / "matmul_f16_64x64x32.hsaco"


def _mutate(text, pattern, repl):
    new, n = re.subn(pattern, repl, text, count=1, flags=re.M)
    assert n == 1
    return new


@pytest.fixture()
def where(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("GCNASM_CACHE_DIR", str(d))
    return d


@pytest.fixture(scope="module")
def matmul():
    co = CodeObject.load(MATMUL)
    return co, disassemble(co)


def _entries(d):
    return sorted(p.name for p in d.iterdir()) if d.exists() else []


def _count_template_checks(monkeypatch):
    calls = []
    real = checker_module.program_of

    def counting(co, *args, **kwargs):
        if not args and not kwargs:         # the template's own program
            calls.append(co)
        return real(co, *args, **kwargs)
    monkeypatch.setattr(checker_module, "program_of", counting)
    return calls


def test_the_template_is_checked_once_then_read_back(where, matmul, monkeypatch):
    co, text = matmul
    bad = _mutate(text, r"^\ts_nop 5$", "\ts_nop 1")
    calls = _count_template_checks(monkeypatch)
    first = check(bad, co)
    assert len(calls) == 1 and len(_entries(where)) == 1
    assert _entries(where)[0].startswith("baseline-")
    second = check(bad, co)
    assert len(calls) == 1                  # read from the cache
    assert second.findings == first.findings and not second.ok
    # the cached baseline is the computed one
    monkeypatch.setenv("GCNASM_CACHE_DIR", "off")
    computed = template_baseline(co)
    monkeypatch.setenv("GCNASM_CACHE_DIR", str(where))
    cached = cache.load(co.to_bytes())
    assert cached == computed


def test_a_corrupt_entry_is_ignored_and_written_again(where, matmul, monkeypatch):
    co, text = matmul
    check(text, co)
    [name] = _entries(where)
    path = where / name
    good = path.read_bytes()
    calls = _count_template_checks(monkeypatch)
    for broken in (good[:len(good) // 2], b"", b"garbage", good[:20] + b"\xff" * 50,
                   b"gcnasm-baseline\n\x00\x01"):
        path.write_bytes(broken)
        assert cache.load(co.to_bytes()) is None
        report = check(text, co)
        assert not report.introduced().findings
    assert len(calls) == 5 and path.read_bytes() == good


def test_off_empty_and_unwritable_directories(tmp_path, matmul, monkeypatch):
    co, text = matmul
    for value in ("off", "", "0"):
        monkeypatch.setenv("GCNASM_CACHE_DIR", value)
        assert cache.cache_dir() is None
        assert check(text, co).ok
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("GCNASM_CACHE_DIR", str(blocker / "cache"))
    assert check(text, co).ok             # no cache, no error
    assert not cache.store(co.to_bytes(), template_baseline(co))


def test_default_place_follows_xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("GCNASM_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert Path(cache.cache_dir()) == tmp_path / "xdg" / "gcnasm"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert Path(cache.cache_dir()) == Path.home() / ".cache" / "gcnasm"


def test_no_temporary_file_is_left_and_old_entries_are_pruned(where, matmul, monkeypatch):
    co, _ = matmul
    base = template_baseline(co)
    monkeypatch.setattr(cache, "KEEP", 3)
    for i in range(5):
        assert cache.store(co.to_bytes() + bytes([i]), base)
        os.utime(where / _entries(where)[0], None)
    names = _entries(where)
    assert len(names) == 3 and all(n.startswith("baseline-") for n in names)


def test_the_key_changes_with_the_template_and_the_code(where, matmul, monkeypatch):
    co, _ = matmul
    data = co.to_bytes()
    base = template_baseline(co)
    assert cache.load(data) == base
    assert cache.load(data + b"\0") is None
    monkeypatch.setattr(cache, "_code_key", b"another checker")
    assert cache.load(data) is None
