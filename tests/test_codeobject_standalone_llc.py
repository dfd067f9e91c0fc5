"""Standalone assembly of constructs llc writes that gcnasm's hand-written
kernels do not use, each checked against llvm-mc + ld.lld on the same text
(the LLVM codegen oracle, docs/oracles.md, meets them in LLVM's own tests):
function aliases, calls to internal (.L) functions, mergeable constants in
.rodata, a kernel named like an instruction, an empty .text; global
constructors (.init_array/.fini_array), strings merged into .rodata, common
symbols, section groups, symbols only declared (issue 22, item 3)."""

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


# lower-ctor-dtor*.ll: the kernels that run the constructors read
# __init_array_start/end through the GOT (ld.lld defines them, hidden); the
# arrays hold function addresses (R_AMDGPU_RELATIVE64, or ABS64 against a
# preemptible one), .init_array.N by priority; .no_dead_strip of a name
# defined nowhere (lower-kernel-lds-super-align.ll) and .hidden of one
# (vgpr-spill-placement-issue61083.ll) make undefined globals.
ARRAYS = HEAD + """	.globl foo
	.type foo,@function
foo:
	s_setpc_b64 s[30:31]
.Lfoo_end:
	.size foo, .Lfoo_end-foo
	.type bar,@function
bar:
	s_setpc_b64 s[30:31]
.Lbar_end:
	.size bar, .Lbar_end-bar
	.globl k
	.p2align 8
	.type k,@function
k:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __init_array_end@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __init_array_end@gotpcrel32@hi+12
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, __init_array_start@gotpcrel32@lo+4
	s_addc_u32 s3, s3, __init_array_start@gotpcrel32@hi+12
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, __fini_array_start@gotpcrel32@lo+4
	s_addc_u32 s5, s5, __fini_array_start@gotpcrel32@hi+12
	s_endpgm
	.section .init_array.5,"aw",@init_array
	.p2align 3
	.quad foo.alias
	.quad 4096
	.section .init_array.1,"aw",@init_array
	.p2align 3
	.quad bar
	.section .fini_array,"aw",@fini_array
	.p2align 3
	.quad foo
	.no_dead_strip k
	.no_dead_strip lds.unused
	.hidden keep_alive
	.globl foo.alias
	.type foo.alias,@function
	.hidden foo.alias
.set foo.alias, foo
"""

# opencl-printf.ll, llvm.memcpy.ll: .rodata.str1.1 strings joining .rodata
# (descriptors); a reference into the middle of a string.
STRINGS = HEAD + """	.globl k
	.p2align 8
	.type k,@function
k:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .Lstr2@rel32@lo+7
	s_addc_u32 s1, s1, .Lstr2@rel32@hi+15
	s_endpgm
	.section .rodata,"a",@progbits
	.p2align 6
	.quad 1
	.section .rodata.str1.1,"aMS",@progbits,1
.Lstr1:
	.asciz "hello"
.Lstr2:
	.asciz "world %d"
.Lstr3:
	.asciz "hello"
"""

# hsa-globals.ll, global-variable-relocs.ll, reassoc-scalar.ll: local
# commons (zeros in .bss where they stand), global and hidden ones (ld.lld's
# COMMON, first in .bss, in symbol order whatever their alignment).
COMMONS = HEAD + """	.globl k
	.p2align 8
	.type k,@function
k:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, var@rel32@lo+4
	s_addc_u32 s1, s1, var@rel32@hi+12
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, late@rel32@lo+4
	s_addc_u32 s3, s3, late@rel32@hi+12
	s_endpgm
	.section .bss,"aw",@nobits
	.p2align 2
x:
	.zero 4
	.type internal,@object
	.local internal
	.comm internal,12,3
	.type common,@object
	.comm common,4,2
	.hidden var
	.type var,@object
	.comm var,16,4
	.hidden late
	.comm late,4,3
	.comm early,8,2
	.section .bss,"aw",@nobits
y:
	.zero 4
"""

# comdat.ll: functions in section groups.
COMDAT = HEAD + """	.section .text.func1,"axG",@progbits,func1,comdat
	.globl func1
	.p2align 8
	.type func1,@function
func1:
	s_endpgm
	.section .rodata.cst4,"aMG",@progbits,4,c4,comdat
	.long 7
"""


@pytest.mark.parametrize("name", ["CALLS", "CONSTANTS", "MNEMONIC_NAMES", "EMPTY_TEXT",
                                  "ARRAYS", "STRINGS", "COMMONS", "COMDAT"])
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
