"""Loading images onto a backend, launching with packed arguments, and the
deterministic release of device resources - on the simulated GPU."""

from __future__ import annotations

import struct

import numpy as np
import pytest

from gcnasm.errors import GcnasmError
from gcnasm.hip import launch
from gcnasm.hip.errors import HipError, KernargError, ModuleError
from gcnasm.hip.module import describe_image, dim3

from conftest import KERNELS, corpus_files
from hip_fake_backend import FakeBackend, cubin, demo_backend

VECTOR_ADD = (KERNELS / "vector_add.co").read_bytes()


def vector_add(gpu, kernarg, grid, block, shared_mem):
    a, b, c, n = struct.unpack_from("<QQQI", kernarg)
    x = gpu.array(a, "fp32", n).view(np.float32)
    y = gpu.array(b, "fp32", n).view(np.float32)
    gpu.array(c, "fp32", n).view(np.float32)[:] = x + y
    return 0.1


@pytest.fixture
def amd():
    with FakeBackend({VECTOR_ADD: vector_add}, name="hip") as gpu:
        yield gpu


def test_launch_an_amd_code_object(amd):
    n = 1000
    with amd.load_module(KERNELS / "vector_add.co") as mod:
        k = mod.kernel()
        assert k.name == "vector_add" and [s.name for s in k.layout.explicit] == ["a", "b", "c", "n"]
        a, b, c = (amd.alloc(4 * n) for _ in range(3))
        a.upload(np.arange(n, dtype=np.float32))
        b.upload(np.ones(n, dtype=np.float32))
        launch(k, (n + 255) // 256, 256, a, b, c, n)
        assert np.array_equal(c.download().view(np.float32), np.arange(n) + 1)
        name, grid, block, smem, kernarg = amd.launches[-1]
        assert (grid, block, smem) == ((4, 1, 1), (256, 1, 1), 0)
        assert len(kernarg) == k.layout.size and kernarg[28:] == bytes(len(kernarg) - 28)


def test_images_go_to_the_backend_that_runs_them(amd):
    with pytest.raises(ModuleError, match="is an NVIDIA cubin; the hip backend runs AMD code objects"):
        amd.load_module(KERNELS / "cuda" / "gemm_ref.cubin")
    with demo_backend() as nv:
        with pytest.raises(ModuleError, match="is an AMD code object; the cuda backend runs cubins"):
            nv.load_module(VECTOR_ADD, name="vector_add.co")


@pytest.mark.parametrize("source,match", [
    ("missing.co", "missing.co: no such file"),
    (b"not elf", "not an ELF file"),
    (b"\x7fELF" + bytes(14) + b"\x3e\x00" + bytes(40), "ELF machine 62 is neither"),
])
def test_bad_images(amd, source, match):
    with pytest.raises(ModuleError, match=match):
        amd.load_module(source)
    assert amd.open_resources == 0


def test_kernel_selection(amd, tmp_path):
    two = (KERNELS / "two_kernels.co").read_bytes()
    kind, kernels = describe_image(two, "two_kernels.co")
    assert kind == "amdgpu" and len(kernels) == 2
    gpu = FakeBackend({two: vector_add}, name="hip")
    with gpu.load_module(two, name="two_kernels.co") as mod:
        with pytest.raises(ModuleError, match="has 2 kernels; choose one of"):
            mod.kernel()
        with pytest.raises(ModuleError, match="no kernel named 'nope'"):
            mod.kernel("nope")
        first = next(iter(kernels))
        assert mod.kernel(first) is mod.kernel(first)


def test_launch_shape_errors(amd):
    with amd.load_module(VECTOR_ADD) as mod:
        k = mod.kernel()
        buf = amd.alloc(16)
        with pytest.raises(GcnasmError, match="grid must be 1 to 3 positive ints"):
            launch(k, 0, 64, buf, buf, buf, 4)
        with pytest.raises(GcnasmError, match="block must be"):
            launch(k, 1, (1, 2, 3, 4), buf, buf, buf, 4)
        with pytest.raises(KernargError, match="takes 4 argument"):
            launch(k, 1, 64, buf, buf)
        assert amd.launches == []
    assert dim3(5, "grid") == (5, 1, 1) and dim3([2, 3], "grid") == (2, 3, 1)


def test_required_block_size_from_metadata(corpus_dir):
    files = [f for f in corpus_files() if "fmoe" in str(f)]
    data = files[0].read_bytes()
    _, kernels = describe_image(data, str(files[0]))
    info = next(iter(kernels.values()))
    assert info.required_block == (256, 1, 1)
    with FakeBackend({data: lambda *a: 0.0}, name="hip") as gpu, gpu.load_module(data) as mod:
        k = mod.kernel()
        with pytest.raises(GcnasmError, match=r"requires block \(256, 1, 1\), got \(128, 1, 1\)"):
            k.launch_packed(1, 128, bytes(k.layout.size))
        k.launch_packed(1, 256, bytes(k.layout.size))


def test_everything_is_released_on_close_and_on_errors():
    gpu = demo_backend()
    with pytest.raises(ZeroDivisionError):
        with gpu:
            gpu.load_module(cubin("gemm_ref"))
            bufs = [gpu.alloc(1 << 20) for _ in range(3)]
            gpu.stream()
            gpu.event()
            assert gpu.open_resources == 6
            1 / 0
    assert gpu.open_resources == 0 and gpu.memory == {}
    assert ("unload", 1) in gpu.log
    with pytest.raises(GcnasmError, match="backend is closed"):
        gpu.alloc(1)
    with pytest.raises(GcnasmError, match="used after close"):
        bufs[0].upload(b"x")


def test_a_failing_release_does_not_hide_the_original_error():
    gpu = demo_backend()
    with pytest.raises(ZeroDivisionError):
        with gpu:
            buf = gpu.alloc(64)
            gpu.memory.clear()            # the runtime now rejects the free
            1 / 0
    gpu2 = demo_backend()
    buf = gpu2.alloc(64)
    gpu2.memory.clear()
    with pytest.raises(HipError, match="not allocated"):
        gpu2.close()


def test_buffer_bounds(amd):
    with amd.alloc(16, "small") as buf:
        with pytest.raises(GcnasmError, match="does not fit the 16-byte buffer small"):
            buf.upload(bytes(17))
        with pytest.raises(GcnasmError, match="outside the 16-byte buffer"):
            buf.download(offset=8, nbytes=9)
        assert int(buf.pointer(8)) == buf.device_address + 8
        with pytest.raises(GcnasmError, match="outside"):
            buf.pointer(17)
