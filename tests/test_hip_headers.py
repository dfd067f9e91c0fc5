"""The cffi declarations of gcnasm.hip checked against the real headers.

Each prototype gcnasm declares is compiled as a function-pointer
initialisation from the header's own declaration, so any difference in a
parameter or return type is a compile error naming the function; the
enum values and launch markers gcnasm hard-codes, and the sizes of the
types it declares, are compiled into a small program and compared.  HIP
headers: Debian's libamdhip64-dev (/usr/include/hip, which CI installs) and
any ROCm installation; CUDA: the toolkit's cuda.h where one is installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Dict, List

import pytest

from gcnasm.hip import cuda, driver, runtime

PROTOTYPE = re.compile(r"^\s*(?P<ret>.+?)\s*\b(?P<name>\w+)\((?P<params>.*)\);\s*$")


def _compiler():
    for name in ("cc", "gcc", "clang"):
        path = shutil.which(name)
        if path:
            return path
    pytest.skip("no C compiler (cc, gcc or clang) to compile the header checks")


def _roots(header: str, env_vars, defaults) -> List[Path]:
    roots = []
    for var in env_vars:
        if os.environ.get(var):
            roots.append(Path(os.environ[var]) / "include")
    roots += [Path(d) for d in defaults]
    found = []
    for r in roots:
        if (r / header).is_file() and r.resolve() not in [f.resolve() for f in found]:
            found.append(r)
    return found


HIP_ROOTS = _roots("hip/hip_runtime_api.h", ("HIP_PATH", "ROCM_PATH"), ("/usr/include", "/opt/rocm/include"))
CUDA_ROOTS = _roots("cuda.h", ("CUDA_HOME", "CUDA_PATH"), ("/usr/local/cuda/include", "/usr/include"))


def prototype_checks(block: str) -> str:
    lines = []
    for line in block.strip().splitlines():
        if not line.strip():
            continue
        m = PROTOTYPE.match(line)
        assert m, f"cannot parse prototype {line!r}"
        lines.append(f"{m['ret']} (*const check_{m['name']})({m['params']}) = {m['name']};")
    return "\n".join(lines) + "\n"


def compile_source(tmp_path: Path, source: str, root: Path, defines=(), run=False):
    src = tmp_path / "check.c"
    src.write_text(source)
    exe = tmp_path / "check"
    args = [_compiler(), "-std=c11", "-Werror", f"-I{root}", *[f"-D{d}" for d in defines], str(src)]
    args += ["-o", str(exe)] if run else ["-fsyntax-only"]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=120)
    if proc.returncode or not run:
        return proc
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)


def failing_functions(stderr: str) -> List[str]:
    return sorted(set(re.findall(r"check_(\w+)", stderr)))


def printed(proc) -> Dict[str, int]:
    assert proc.returncode == 0, proc.stderr
    return {k: int(v) for k, v in (line.split() for line in proc.stdout.splitlines())}


HIP_PRELUDE = "#define __HIP_PLATFORM_AMD__ 1\n#include <hip/hip_runtime_api.h>\n"


def _need(roots, what):
    if not roots:
        pytest.skip(f"no {what} headers installed (CI installs libamdhip64-dev for HIP)")


@pytest.mark.parametrize("root", HIP_ROOTS or [None], ids=str)
def test_hip_prototypes_match_the_header(tmp_path, root):
    _need(HIP_ROOTS, "HIP")
    proc = compile_source(tmp_path, HIP_PRELUDE + prototype_checks(runtime.HIP_FUNCTIONS), root)
    assert proc.returncode == 0, (f"prototypes differ from {root}/hip/hip_runtime_api.h: "
                                  f"{failing_functions(proc.stderr)}\n{proc.stderr[-3000:]}")


@pytest.mark.parametrize("root", HIP_ROOTS or [None], ids=str)
def test_a_wrong_hip_prototype_fails_the_check(tmp_path, root):
    _need(HIP_ROOTS, "HIP")
    wrong = runtime.HIP_FUNCTIONS.replace("hipMalloc(void** ptr, size_t size)",
                                          "hipMalloc(void** ptr, int size)")
    assert wrong != runtime.HIP_FUNCTIONS
    proc = compile_source(tmp_path, HIP_PRELUDE + prototype_checks(wrong), root)
    assert proc.returncode != 0 and failing_functions(proc.stderr) == ["hipMalloc"]


@pytest.mark.parametrize("root", HIP_ROOTS or [None], ids=str)
def test_hip_constants_and_type_sizes(tmp_path, root):
    _need(HIP_ROOTS, "HIP")
    types = ["hipError_t", "hipDeviceAttribute_t", "hipDevice_t", "hipDeviceptr_t", "hipModule_t",
             "hipFunction_t", "hipStream_t", "hipEvent_t"]
    body = [f'printf("{n} %d\\n", (int){n});' for n in runtime.ATTRIBUTES]
    body += [f'printf("HIP_LAUNCH_PARAM_{n} %d\\n", (int)(uintptr_t)HIP_LAUNCH_PARAM_{n});'
             for n in ("BUFFER_POINTER", "BUFFER_SIZE", "END")]
    body += [f'printf("sizeof_{t} %d\\n", (int)sizeof({t}));' for t in types]
    source = ("#include <stdio.h>\n#include <stdint.h>\n" + HIP_PRELUDE
              + "int main(void) {\n" + "\n".join(body) + "\nreturn 0;\n}\n")
    values = printed(compile_source(tmp_path, source, root, run=True))
    for name, value in runtime.ATTRIBUTES.items():
        assert values[name] == value, name
    assert (values["HIP_LAUNCH_PARAM_BUFFER_POINTER"], values["HIP_LAUNCH_PARAM_BUFFER_SIZE"],
            values["HIP_LAUNCH_PARAM_END"]) == (driver.LAUNCH_PARAM_BUFFER_POINTER,
                                                driver.LAUNCH_PARAM_BUFFER_SIZE,
                                                runtime.LAUNCH_PARAM_END)
    for t in types:
        assert values[f"sizeof_{t}"] == runtime.ffi.sizeof(t), t


CUDA_PRELUDE = "#include <cuda.h>\n"


@pytest.mark.parametrize("root", CUDA_ROOTS or [None], ids=str)
def test_cuda_prototypes_match_the_header(tmp_path, root):
    if not CUDA_ROOTS:
        pytest.skip("no cuda.h installed (the CUDA toolkit's headers)")
    block = cuda.CUDA_FUNCTIONS + cuda.CUDA_OPTIONAL_FUNCTIONS
    proc = compile_source(tmp_path, CUDA_PRELUDE + prototype_checks(block), root)
    assert proc.returncode == 0, (f"prototypes differ from {root}/cuda.h: "
                                  f"{failing_functions(proc.stderr)}\n{proc.stderr[-3000:]}")
    wrong = block.replace("cuMemAlloc_v2(CUdeviceptr* dptr, size_t bytesize)",
                          "cuMemAlloc_v2(CUdeviceptr* dptr, unsigned int bytesize)")
    proc = compile_source(tmp_path, CUDA_PRELUDE + prototype_checks(wrong), root)
    assert proc.returncode != 0 and failing_functions(proc.stderr) == ["cuMemAlloc_v2"]


@pytest.mark.parametrize("root", CUDA_ROOTS or [None], ids=str)
def test_cuda_constants_and_type_sizes(tmp_path, root):
    if not CUDA_ROOTS:
        pytest.skip("no cuda.h installed (the CUDA toolkit's headers)")
    types = ["CUresult", "CUdevice", "CUdevice_attribute", "CUfunction_attribute", "CUdeviceptr",
             "CUcontext", "CUmodule", "CUfunction", "CUstream", "CUevent"]
    body = [f'printf("{n} %d\\n", (int){n});' for n in cuda.ATTRIBUTES]
    body.append('printf("MAX_DYN %d\\n", (int)CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES);')
    body += [f'printf("CU_LAUNCH_PARAM_{n} %d\\n", (int)(uintptr_t)CU_LAUNCH_PARAM_{n});'
             for n in ("BUFFER_POINTER", "BUFFER_SIZE", "END")]
    body += [f'printf("sizeof_{t} %d\\n", (int)sizeof({t}));' for t in types]
    source = ("#include <stdio.h>\n#include <stdint.h>\n" + CUDA_PRELUDE
              + "int main(void) {\n" + "\n".join(body) + "\nreturn 0;\n}\n")
    values = printed(compile_source(tmp_path, source, root, run=True))
    for name, value in cuda.ATTRIBUTES.items():
        assert values[name] == value, name
    assert values["MAX_DYN"] == cuda.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
    assert (values["CU_LAUNCH_PARAM_BUFFER_POINTER"], values["CU_LAUNCH_PARAM_BUFFER_SIZE"],
            values["CU_LAUNCH_PARAM_END"]) == (driver.LAUNCH_PARAM_BUFFER_POINTER,
                                               driver.LAUNCH_PARAM_BUFFER_SIZE, cuda.LAUNCH_PARAM_END)
    for t in types:
        assert values[f"sizeof_{t}"] == cuda.ffi.sizeof(t), t
