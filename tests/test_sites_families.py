"""--site auto and the family references (gcnasm.hip.families), checked on
AMD's own kernels on the emulator against numpy (float64) mathematics."""

from pathlib import Path

import numpy as np
import pytest

from gcnasm import cli
from gcnasm.hip import families
from gcnasm.hip.module import describe_image, read_image

CORPUS = Path("/work/shared/corpus/aiter-gfx950")
needs_corpus = pytest.mark.skipif(not CORPUS.is_dir(), reason="the aiter corpus is not on this machine")


def _info(path):
    _, kernels = describe_image(*read_image(path))
    return next(iter(kernels.values()))


def test_short_name():
    assert families.short_name("_ZN5aiter24bf16gemm_bf16_tn_256x256E") == "bf16gemm_bf16_tn_256x256"
    assert families.short_name("_ZN5aiter25bf16gemm_bf16_tn_256x256E") == \
        "_ZN5aiter25bf16gemm_bf16_tn_256x256E"          # the length must agree


def test_shuffle_16x16_round_trip():
    # aiter/ops/shuffle.py's layout: [N/16][K/32][32/KP][16][KP], KP = 16 bytes
    x = np.arange(32 * 64).reshape(32, 64)
    s = families.shuffle_16x16(x, 2)
    assert s[0, :8].tolist() == list(range(8))              # row 0, k 0..7
    assert s[0, 8:16].tolist() == list(range(64, 72))       # row 1, k 0..7
    assert (families.unshuffle_16x16(s, 2) == x).all()


@needs_corpus
def test_sites_for_names_tile_and_variants(capsys):
    f = CORPUS / "bf16gemm/bf16gemm_fp32bf16_tn_80x64_bshuffle_splitk_clean.co"
    assert cli.main(["sites", "--for", str(f)]) == 0
    out = capsys.readouterr().out
    assert "tile 80x64" in out and "preshuffled" in out and "split-k" in out
    assert "bf16gemm_splitk  M=160 N=128 K=256 SPLITK=2" in out
    # the pf3 kernels have no ptr_semaphore: no split-k site
    sites = families.family_sites(_info(CORPUS / "bf16gemm/bf16gemm_fp32bf16_tn_48x64_pf3_splitk.co").name,
                                  _info(CORPUS / "bf16gemm/bf16gemm_fp32bf16_tn_48x64_pf3_splitk.co").metadata)
    assert [s.name for s in sites] == ["bf16gemm", "bf16gemm_tail"]
    assert sites[0].dims["TILE_M"] == 48


def test_no_family_is_one_line(capsys):
    f = Path(__file__).resolve().parents[1] / "kernels" / "vector_add.co"   # no family knows it
    assert cli.main(["sites", "--for", str(f)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and "no site fits kernel" in out[0] and "--sites FILE" in out[0]
    assert cli.main(["compare", str(f), str(f), "--backend", "emu"]) == 2
    assert "no site fits kernel" in capsys.readouterr().err


@needs_corpus
def test_compare_says_why_a_known_family_builds_no_site(tmp_path, capsys):
    """compare's one line carries the family's reason, as `sites --for` does.
    Every corpus kernel has a site, so the example is an AMD kernel renamed to
    a tile fmoe builds none for (blockscaleFp8 subGU_n 64), assembled alone."""
    src = CORPUS / "fmoe" / "silu" / "fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_32x256.co"
    text, renamed, f = tmp_path / "k.s", tmp_path / "k64.s", tmp_path / "k64.co"
    assert cli.main(["disasm", "--standalone", str(src), "-o", str(text)]) == 0
    renamed.write_text(text.read_text().replace("32x256", "32x64"))
    assert cli.main(["asm", "--no-check", str(renamed), "-o", str(f)]) == 0
    capsys.readouterr()
    assert cli.main(["sites", "--for", str(f)]) == 1
    listed = capsys.readouterr().out.strip()
    assert cli.main(["compare", str(f), str(f), "--backend", "emu"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "family fmoe:" in err[0] and "subGU_n 64" in err[0]
    assert listed.split("no site fits", 1)[1] in err[0]


@needs_corpus
@pytest.mark.parametrize("name", ["bf16gemm_fp32bf16_tn_32x64_bshuffle_splitk_clean"])
def test_bf16gemm_reference_on_emulator(name, capsys):
    f = str(CORPUS / "bf16gemm" / f"{name}.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 3 and "FAIL" not in out
    assert "bf16gemm_splitk  M=64 N=128 K=256 SPLITK=2" in out


@needs_corpus
def test_reference_catches_a_wrong_layout():
    """The reference is not a mirror of the kernel: telling it B is not
    preshuffled (the binding a careless site would have) fails the check."""
    from gcnasm.workflow.backends import open_backend
    from gcnasm.workflow.reference import check_site
    from gcnasm.hip.module import Module
    from gcnasm.hip.sites import site_from_dict
    f = CORPUS / "bf16gemm/bf16gemm_fp32bf16_tn_32x64_bshuffle_splitk_clean.co"
    info = _info(f)
    match = families.matches(info.name, info.metadata)[0]
    entry = dict(match.sites[0], reference={"family": "bf16gemm", "shuffled": False})
    site = site_from_dict(entry, "test")
    with open_backend("emu") as gpu:
        with Module(gpu, *read_image(f)) as module:
            checks = check_site(gpu, module.kernel(), site.resolve(
                {"num_cus": 256, "warp_size": 64, "l2_bytes": 4 << 20, "max_threads_per_block": 1024}))
    assert not checks[0].passed and checks[0].cos < 0.5


@needs_corpus
def test_i8gemm_reference_on_emulator(capsys):
    f = str(CORPUS / "i8gemm/I8gemm_bf16_perTokenI8_BpreShuffle_16x128.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 3 and "FAIL" not in out and "i8gemm_splitk" in out


@needs_corpus
def test_f4gemm_reference_on_emulator(capsys):
    f = str(CORPUS / "f4gemm/f4gemm_bf16_per1x32Fp4_BpreShuffle_64x128.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:f4gemm"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 1 and "FAIL" not in out


def test_fp4_and_scale_layouts():
    # e2m1 low nibble first (aiter/utility/fp4_utils.py): 0x72 -> 1.0, 6.0
    assert families.unpack_fp4(np.array([[0x72]], dtype=np.uint8)).tolist() == [[1.0, 6.0]]
    # shuffle_scale: [rows/32][2][16][cols/8][2][4] stored as axes (0, 3, 5, 2, 4, 1)
    logical = np.arange(64 * 16).reshape(64, 16)
    stored = logical.reshape(2, 2, 16, 2, 2, 4).transpose(0, 3, 5, 2, 4, 1).reshape(64, 16)
    assert (families.unshuffle_scale(stored) == logical).all()


@needs_corpus
def test_fp8gemm_blockscale_reference_on_emulator(capsys):
    # race mode off: the emulator flags an MFMA->VALU wait in AMD's own code on
    # the default site (docs/compare.md); the reference check is what this tests
    f = str(CORPUS / "fp8gemm_blockscale/fp8gemm_bf16_blockscale_BpreShuffle_32x128.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:fp8gemm_blockscale_splitk"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 1 and "FAIL" not in out


@needs_corpus
def test_integer_arguments_are_packed_as_integers_whatever_the_metadata_says(capsys):
    """fp8gemm_blockscale's metadata calls M, K, ... fp32; aiter passes
    unsigned ints (asm_a8w8_blockscale_bpreshuffle.cu)."""
    f = str(CORPUS / "fp8gemm_blockscale/fp8gemm_bf16_blockscale_BpreShuffle_32x128.co")
    assert cli.main(["compare", f, f, "--site", "auto:fp8gemm_blockscale", "--dry-run"]) == 0
    out = capsys.readouterr().out
    k_line = next(line for line in out.splitlines() if line.split()[:2] == ["128", "K"])
    assert "00010000" in k_line          # 256 as a little-endian uint32, not 256.0


@needs_corpus
def test_topksoftmax_reference_on_emulator(capsys):
    f = str(CORPUS / "topksoftmax/topksoftmax_4x128x8_bf16.co")
    assert cli.main(["compare", f, f, "--backend", "emu", "--no-races", "--reference",
                     "--site", "auto:topksoftmax_renorm", "--site", "auto:topksoftmax_tail"]) == 0
    out = capsys.readouterr().out
    assert out.count("reference ") == 4 and "FAIL" not in out     # T and W of two sites


@needs_corpus
def test_python_api_auto_and_reference():
    from gcnasm.workflow import compare
    f = CORPUS / "topksoftmax/topksoftmax_4x256x6_bf16.co"
    report = compare(f, f, "auto:topksoftmax", backend="emu", races=False, reference=True)
    assert report.passed
    checks = report.results[0].details["reference"]
    assert [c["output"] for c in checks] == ["T", "W"] and all(c["passed"] for c in checks)
