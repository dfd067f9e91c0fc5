"""The LLVM codegen sweep's last failures (tests/data/llvm-codegen-edge/README.md):
round trip, standalone assembly against ld.lld's bytes, and check, as the
oracle script runs them."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts" / "oracles"))
import llvm_codegen  # noqa: E402

EDGE = ROOT / "tests" / "data" / "llvm-codegen-edge"
NAMES = ["anonymous-gv", "empty-function", "llvm.amdgcn.wave.barrier"]


@pytest.mark.parametrize("name", NAMES)
def test_round_trip_standalone_and_check(name):
    co, s = EDGE / f"{name}.co", EDGE / f"{name}.s"
    assert llvm_codegen.roundtrip(co) is None
    assert llvm_codegen.standalone(s, co) is None
    assert llvm_codegen.check_errors(co) == {}


def test_a_metadata_kernel_naming_no_symbol_is_left_out():
    from gcnasm.codeobject import CodeObject
    co = CodeObject.load(EDGE / "anonymous-gv.co")
    assert [k.name for k in co.kernels] == ["test", "__unnamed_2"]
    assert co.kernel("__unnamed_2").metadata == {}


def test_an_empty_kernel_in_the_padding_keeps_its_alignment():
    import gcnasm
    text = gcnasm.disassemble(str(EDGE / "empty-function.co"))
    head, _, tail = text.partition("empty_function_unreachable:")
    assert "\t.p2align\t8" in head.rstrip().splitlines()[-4:]
    assert "instruction-prefetch padding" in tail
