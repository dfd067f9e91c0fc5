"""The f8_block_scale family (gcnasm.hip.families.f8_block_scale): aiter's
first gfx950 fp8 block-scale GEMM, checked on the emulator against numpy."""

from pathlib import Path

import numpy as np
import pytest

from gcnasm import cli
from gcnasm.hip import families
from gcnasm.hip.dtypes import dtype
from gcnasm.hip.families.base import shuffle_16x16
from gcnasm.hip.families.f8_block_scale import F8_BLOCK_SCALE
from gcnasm.hip.module import describe_image, read_image

CORPUS = Path("/work/shared/corpus/aiter-gfx950")
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason="the aiter corpus is not on this machine")


def test_reference_scales_blocks_as_aiters_test():
    """op_tests/test_gemm_a8w8_blockscale_mi350.py: X scales stored
    [K/128, M], W scales [N/128, K/128], W preshuffled: one nonzero
    product per 128-block checks which scale multiplies which block."""
    fp8 = dtype("fp8_e4m3")
    M, N, K = 2, 256, 256
    x = np.zeros((M, K)); x[0, 0] = 1.0; x[1, 130] = 2.0
    w = np.zeros((N, K)); w[0, 0] = 1.0; w[200, 130] = 0.5
    xq = np.array([[2.0, 3.0], [5.0, 7.0]], np.float32)        # [K/128, M]
    wq = np.array([[11.0, 13.0], [17.0, 19.0]], np.float32)    # [N/128, K/128]
    inputs = {"X": fp8.encode(x.astype(np.float32)),
              "W": fp8.encode(shuffle_16x16(w, 1).astype(np.float32)), "XQ": xq, "WQ": wq}
    c = F8_BLOCK_SCALE.reference(inputs, {"M": M, "N": N, "K": K}, {})["C"]
    want = np.zeros((M, N))
    want[0, 0] = 1.0 * 2.0 * 11.0              # row 0, k block 0: XQ[0, 0], WQ[0, 0]
    want[1, 200] = 2.0 * 7.0 * 0.5 * 19.0      # row 1, k block 1: XQ[1, 1], WQ[1, 1]
    np.testing.assert_allclose(c, want)


@needs_corpus
def test_site_from_the_name_and_reference_on_emulator(capsys):
    f = CORPUS / "f8_block_scale_mi350_x64.co"
    _, kernels = describe_image(*read_image(f))
    info = next(iter(kernels.values()))
    sites = families.family_sites(info.name, info.metadata)
    assert [s.name for s in sites] == ["f8_block_scale", "f8_block_scale_full"]
    assert sites[0].dims["TILE_M"] == 64 and sites[1].dims["M"] == 77
    # the unused pointers aiter leaves unset are null (raw 8-byte zeros)
    assert {r["name"] for r in sites[0].raw_args} == {"Xc", "SMQ", "STP", "SEP"}
    assert cli.main(["compare", str(f), str(f), "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:f8_block_scale"]) == 0
    out = capsys.readouterr().out
    assert "reference f8_block_scale (f8_block_scale, C): [PASS]" in out
