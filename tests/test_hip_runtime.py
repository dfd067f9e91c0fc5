"""The HIP binding against a real libamdhip64 (Debian's, which CI installs):
it loads, reports versions, and hipInit's no-device status surfaces as a
clear HipError - without crashing or hanging.  Skips, saying why, where no
HIP runtime is installed."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from gcnasm.errors import GcnasmError
from gcnasm.hip.errors import HipError, LibraryNotFoundError

from conftest import KERNELS, REPO


@pytest.fixture(scope="module")
def hip():
    from gcnasm.hip import runtime
    try:
        return runtime.get_runtime()
    except LibraryNotFoundError as exc:
        pytest.skip(f"no HIP runtime installed (CI installs libamdhip64-5): {exc}")


def _has_amd_gpu(hip) -> bool:
    try:
        return hip.device_count() > 0
    except HipError:
        return False


def test_every_declared_function_resolves(hip):
    from gcnasm.hip import library, runtime
    assert library.missing_symbols(hip.lib, runtime.FUNCTION_NAMES) == []
    assert "libamdhip64" in hip.path


def test_versions_read(hip):
    from gcnasm.hip.runtime import decode_version
    for value in (hip.driver_version(), hip.runtime_version()):
        assert re.fullmatch(r"[5-9]\.\d+\.\d+", decode_version(value)), value
    assert decode_version(50221153) == "5.2.21153"


def test_error_names_and_strings(hip):
    err = hip.error("hipMalloc", 2, "test")
    assert err.function == "hipMalloc" and err.code == 2 and err.name == "hipErrorOutOfMemory"
    assert str(err).startswith("hipMalloc failed: hipErrorOutOfMemory (2)") and "[test]" in str(err)
    assert isinstance(err, GcnasmError)


def test_no_device_is_a_clear_hip_error(hip):
    if _has_amd_gpu(hip):
        pytest.skip("an AMD GPU is present; this test is for machines without one")
    from gcnasm.hip.runtime import HipBackend
    for _ in range(2):                       # the remembered status is raised again
        with pytest.raises(HipError) as info:
            HipBackend()
        e = info.value
        assert e.function == "hipInit" and e.code in (100, 101)
        assert e.name in ("hipErrorNoDevice", "hipErrorInvalidDevice")
        assert "hipInit failed" in str(e) and hip.path in str(e)
    with pytest.raises(HipError):
        hip.device_count()


def _cli(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "gcnasm", *args], cwd=REPO, capture_output=True,
                          text=True, timeout=timeout)


def test_cli_reports_the_missing_device_without_a_traceback(hip):
    if _has_amd_gpu(hip):
        pytest.skip("an AMD GPU is present")
    for args in (("devices", "--backend", "hip"),
                 ("compare", str(KERNELS / "vector_add.co"), str(KERNELS / "vector_add.co"),
                  "--site", "gate_up_fwd")):   # a named site: the default, auto, fits no vector_add
        proc = _cli(*args)
        assert proc.returncode == 2, proc.stderr
        assert "hipInit failed" in proc.stderr and "Traceback" not in proc.stderr


def test_importing_gcnasm_never_loads_the_runtime():
    code = ("import gcnasm, gcnasm.hip, gcnasm.hip.comparison, gcnasm.hip.runtime, gcnasm.hip.cuda, "
            "gcnasm.cli; gcnasm.cli.build_parser();"
            "maps = open('/proc/self/maps').read();"
            "print('amdhip64' in maps, 'libcuda' in maps)")
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["False", "False"]
