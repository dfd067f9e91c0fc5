"""co_compare on the emulator: ``gcnasm compare ... --backend emu`` and
``gcnasm.workflow.compare(..., backend="emu")`` run with no GPU."""

from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pytest

from gcnasm import cli, hip, workflow
from gcnasm.errors import GcnasmError
from gcnasm.codeobject import CodeObject
from gcnasm.isa import decode

REPO = Path(__file__).resolve().parent.parent
SITES = REPO / "kernels" / "sites" / "emu.json"
TRITON_F16 = REPO / "kernels" / "triton" / "matmul_f16_64x64x32.hsaco"


def test_two_aiter_bf16gemm_tiles_agree_through_the_cli(corpus_dir, capsys):
    family = corpus_dir / "bf16gemm"
    ref = family / "bf16gemm_fp32bf16_tn_64x64_splitk_clean.co"
    test = family / "bf16gemm_fp32bf16_tn_96x64_splitk_clean.co"
    status = cli.main(["compare", str(ref), str(test), "--backend", "emu", "--sites", str(SITES),
                       "--site", "aiter_bf16gemm"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "[PASS] cos=1.000000" in out
    assert "emulation wall time" in out


def _drop_first_mfma(image: bytes) -> bytes:
    """The same code object with its first MFMA replaced by s_nops."""
    co = CodeObject.from_bytes(image)
    text, offset = co.text, co.kernels[0].code.start
    while True:
        inst = decode(text, offset)
        if inst.mnemonic.startswith("v_mfma"):
            break
        offset += inst.size
    start = co.text_offset + offset
    nops = bytes.fromhex("000080bf") * (inst.size // 4)          # s_nop 0
    return image[:start] + nops + image[start + inst.size:]


def test_compare_api_passes_a_kernel_against_itself_and_fails_a_broken_one():
    image = TRITON_F16.read_bytes()
    out = io.StringIO()
    report = workflow.compare((image), (image), site="triton_matmul_f16", sites_files=[str(SITES)],
                         backend="emu", out=out)
    assert report.passed, out.getvalue()
    broken = _drop_first_mfma(image)
    out = io.StringIO()
    report = workflow.compare(image, broken, site="triton_matmul_f16", sites_files=[str(SITES)],
                         backend="emu", out=out)
    assert not report.passed
    assert "[FAIL]" in out.getvalue()


def test_emu_backend_interface():
    with workflow.open_backend("emu") as gpu:
        info = gpu.device_info()
        assert info.arch == "gfx950" and "emulation wall time" in info.name
        buf = gpu.alloc(64, "x")
        buf.upload(np.arange(16, dtype=np.uint32))
        buf.fill_words(7, offset=8, count=2)
        np.testing.assert_array_equal(buf.download().view(np.uint32)[:4], [0, 1, 7, 7])
        start, stop = gpu.event(), gpu.event()
        start.record()
        stop.record()
        assert stop.elapsed_ms(start) >= 0
        with pytest.raises(hip.ModuleError, match="cubin"):
            gpu.load_module(REPO / "kernels" / "cuda" / "gemm_ref.cubin")
    assert gpu.open_resources == 0


def test_backend_options_and_memory_limit():
    with pytest.raises(GcnasmError, match="takes no options"):
        hip.open_backend("hip", races=True)
    with workflow.open_backend("emu", memory_bytes=1 << 20) as gpu:
        assert gpu.memory_info() == (1 << 20, 1 << 20)
        with pytest.raises(GcnasmError, match="out of emulated device memory"):
            gpu.alloc(2 << 20)
