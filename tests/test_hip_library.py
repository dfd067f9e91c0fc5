"""Finding the GPU runtime libraries: lookup order and the errors that list
every candidate tried."""

from __future__ import annotations

import ctypes.util
import os

import cffi
import pytest

from gcnasm.hip import library
from gcnasm.hip.errors import LibraryNotFoundError


def _clear(monkeypatch):
    for var in ("GCNASM_LIBHIP", "GCNASM_LIBCUDA", "HIP_PATH", "ROCM_PATH"):
        monkeypatch.delenv(var, raising=False)


def test_hip_lookup_order(monkeypatch, tmp_path):
    _clear(monkeypatch)
    monkeypatch.setenv("HIP_PATH", str(tmp_path / "hip"))
    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "rocm"))
    order = [c for c, _, _ in library.candidates(library.HIP_LIBRARY)]
    first_hip = order.index(str(tmp_path / "hip" / "lib" / "libamdhip64.so"))
    first_rocm = order.index(str(tmp_path / "rocm" / "lib" / "libamdhip64.so"))
    first_opt = order.index("/opt/rocm/lib/libamdhip64.so")
    loader = order.index("libamdhip64.so")
    assert first_hip < first_rocm < first_opt < loader
    # every directory is tried with each versioned name, newest first
    names = [c for c in order if c.startswith(str(tmp_path / "hip" / "lib") + os.sep)]
    assert [os.path.basename(n) for n in names] == list(library.HIP_LIBRARY.names)
    assert library.HIP_LIBRARY.names == ("libamdhip64.so", "libamdhip64.so.7",
                                         "libamdhip64.so.6", "libamdhip64.so.5")
    assert order[-4:] == list(library.HIP_LIBRARY.names)


def test_explicit_path_and_environment_are_final(monkeypatch, tmp_path):
    _clear(monkeypatch)
    assert library.candidates(library.HIP_LIBRARY, "/x/lib.so") == [("/x/lib.so", "explicit path", True)]
    monkeypatch.setenv("GCNASM_LIBHIP", "/y/libamdhip64.so")
    assert library.candidates(library.HIP_LIBRARY) == [("/y/libamdhip64.so", "$GCNASM_LIBHIP", True)]


def test_missing_explicit_library_is_a_clear_error(monkeypatch, tmp_path):
    _clear(monkeypatch)
    missing = tmp_path / "nowhere" / "libamdhip64.so"
    with pytest.raises(LibraryNotFoundError) as info:
        library.open_library(cffi.FFI(), library.HIP_LIBRARY, str(missing))
    text = str(info.value)
    assert "the HIP runtime" in text and str(missing) in text and "absent (explicit path)" in text
    assert info.value.attempts == [(str(missing), "absent (explicit path)")]


def test_a_file_that_is_not_a_library_reports_the_loader_error(monkeypatch, tmp_path):
    _clear(monkeypatch)
    bogus = tmp_path / "libamdhip64.so"
    bogus.write_text("not an ELF file")
    monkeypatch.setenv("GCNASM_LIBHIP", str(bogus))
    with pytest.raises(LibraryNotFoundError) as info:
        library.open_library(cffi.FFI(), library.HIP_LIBRARY)
    (candidate, reason), = info.value.attempts
    assert candidate == str(bogus) and reason.startswith("dlopen failed ($GCNASM_LIBHIP)")


def test_nothing_found_lists_every_candidate(monkeypatch, tmp_path):
    _clear(monkeypatch)
    spec = library.LibrarySpec("a test library", "GCNASM_TEST_LIB", ("libgcnasm-absent.so.1",),
                               lambda: [tmp_path], hint="install it")
    with pytest.raises(LibraryNotFoundError) as info:
        library.open_library(cffi.FFI(), spec)
    text = str(info.value)
    assert str(tmp_path / "libgcnasm-absent.so.1") in text and "absent (directory)" in text
    assert "libgcnasm-absent.so.1: dlopen failed (dynamic loader)" in text
    assert text.rstrip().endswith("install it")


def test_a_library_without_the_hip_symbols_is_rejected():
    libc = ctypes.util.find_library("c")
    if not libc:
        pytest.skip("no C library name from ctypes.util.find_library")
    from gcnasm.hip.driver import DriverLibrary
    from gcnasm.hip.runtime import HIP
    with pytest.raises(LibraryNotFoundError, match="lacks hipInit"):
        DriverLibrary(HIP, libc)


def test_cuda_lookup_never_uses_the_toolkit_stub(monkeypatch):
    _clear(monkeypatch)
    order = [c for c, _, _ in library.candidates(library.CUDA_LIBRARY)]
    assert not any("stubs" in c for c in order)
    assert "libcuda.so.1" in order
