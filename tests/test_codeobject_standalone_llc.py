"""Standalone assembly of constructs llc writes that gcnasm's hand-written
kernels do not use, each checked against llvm-mc + ld.lld on the same text
(the LLVM codegen oracle, docs/oracles.md, meets them in LLVM's own tests):
function aliases, calls to internal (.L) functions, mergeable constants in
.rodata, a kernel named like an instruction, an empty .text."""

from __future__ import annotations

import pytest

from gcnasm import AsmError
from gcnasm.codeobject import assemble

from test_codeobject_standalone import llvm_link, section_differences

pytestmark = pytest.mark.llvm

HEAD = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"\n\t.text\n'

# inline-calls.ll and call-alias-register-usage2.ll: `.set alias, function`,
# called through the GOT and by rel32; internal functions are .L labels
# (amdgpu-sw-lower-lds-static-indirect-access-nested.ll).
CALLS = HEAD + """\t.globl f
\t.type f,@function
f:
\ts_setpc_b64 s[30:31]
.Lfunc_end0:
\t.size f, .Lfunc_end0-f
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_getpc_b64 s[4:5]
\ts_add_u32 s4, s4, f_alias@gotpcrel32@lo+4
\ts_addc_u32 s5, s5, f_alias@gotpcrel32@hi+12
\ts_getpc_b64 s[6:7]
\ts_add_u32 s6, s6, local_alias@rel32@lo+4
\ts_addc_u32 s7, s7, local_alias@rel32@hi+12
\ts_getpc_b64 s[8:9]
\ts_add_u32 s8, s8, .Lg@rel32@lo+4
\ts_addc_u32 s9, s9, .Lg@rel32@hi+12
\ts_endpgm
\t.type .Lg,@function
.Lg:
\ts_setpc_b64 s[30:31]
.Lfunc_end2:
\t.size .Lg, .Lfunc_end2-.Lg
\t.globl f_alias
\t.type f_alias,@function
\t.set f_alias, f
\t.set local_alias, .Lg
"""

# global-constant.ll: .rodata.cst16 ("aM", 16-byte constants) goes into .rodata.
CONSTANTS = HEAD + """\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_endpgm
\t.section .rodata,"a",@progbits
\t.p2align 3
\t.quad 7
\t.section .rodata.cst16,"aM",@progbits,16
\t.p2align 2
.Lc1:
\t.long 0, 1, 2, 3
.Lc2:
\t.long 4, 5, 6, 7
"""

# llvm.amdgcn.cvt.pknorm.u16.ll: a kernel named v_cvt_pknorm_u16_f32, whose
# name an instruction of an earlier kernel spells; symbols are numbered where
# the source first names them as symbols, never as mnemonics.
MNEMONIC_NAMES = HEAD + """\t.globl first
\t.p2align 8
\t.type first,@function
first:
\tv_mov_b32 v0, 0
\ts_endpgm
\t.globl second
\t.type second,@function
second:
\ts_endpgm
\t.globl v_mov_b32
\t.type v_mov_b32,@function
v_mov_b32:
\ts_endpgm
"""

# switch-unreachable.ll: nothing in .text (a kernel whose code is empty);
# ld.lld drops the empty PT_LOAD after laying the sections out.
EMPTY_TEXT = HEAD + """\t.globl e
\t.type e,@function
e:
\t.data
\t.long 1
"""


@pytest.mark.parametrize("name", ["CALLS", "CONSTANTS", "MNEMONIC_NAMES", "EMPTY_TEXT"])
def test_llc_constructs_link_as_ld_lld(toolchain, name):
    text = globals()[name]
    mine = assemble(text, path=f"{name}.s").to_bytes()
    assert section_differences(mine, llvm_link(toolchain, text)) == []


def test_alias_of_an_unknown_symbol_is_an_error():
    with pytest.raises(AsmError) as info:
        assemble(HEAD + "\t.set a, nowhere\n", path="alias.s")
    assert "alias.s:3" in str(info.value) and "nowhere" in str(info.value)


def test_equal_mergeable_constants_kept_once_as_ld_lld(toolchain):
    """ld.lld keeps one of equal constants, and places the pieces by their
    hash; a label after the dropped one follows its piece."""
    text = CONSTANTS.replace(".long 4, 5, 6, 7", ".long 0, 1, 2, 3\n\t.long 8, 9, 10, 11")
    text = text.replace("\ts_endpgm", "\ts_getpc_b64 s[0:1]\n\ts_add_u32 s0, s0, .Lc2@rel32@lo+4\n"
                        "\ts_addc_u32 s1, s1, .Lc2@rel32@hi+12\n\ts_endpgm")
    mine = assemble(text, path="dup.s").to_bytes()
    assert section_differences(mine, llvm_link(toolchain, text)) == []
