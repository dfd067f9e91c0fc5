"""Corrections that probing llvm-mc cannot supply, each with its reason.

This is the only hand-maintained instruction data in gcnasm; everything else
in gcnasm/isa/tables/ is generated.  Keep each entry justified.
"""

# Branch instructions: llvm-mc prints their target as the raw simm16 (a word
# count, relative to the next instruction), which is all the disassembler
# can know; in assembly text the target may also be a label, which only the
# assembler side understands.  Keyed by mnemonic.
BRANCHES = frozenset({
    "s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
    "s_cbranch_execz", "s_cbranch_execnz", "s_cbranch_cdbgsys", "s_cbranch_cdbguser",
    "s_cbranch_cdbgsys_or_user", "s_cbranch_cdbgsys_and_user", "s_call_b64",
    "s_cbranch_i_fork",
})

# Mnemonics llvm-mc's assembler accepts as other spellings of an instruction
# but never prints: the pre-gfx940 names of the matrix instructions, and the
# aliases below them.  Taken from LLVM's own MC tests (the llvm-mc reference
# cases in ../shared/corpus/llvm-mc and llvm/test/MC/AMDGPU: each alias's
# encoding there decodes to the printed mnemonic it maps to;
# tests/test_isa_mnemonics.py checks every one against llvm-mc live).
# Suffixed spellings (_e32, _e64, _sdwa, _dpp) are not listed: the encoder
# strips the suffix as llvm-mc's parser does.  alias -> printed mnemonic.
ALIASES = {
    "v_mfma_f32_16x16x16bf16": "v_mfma_f32_16x16x16_bf16",
    "v_mfma_f32_16x16x16bf16_1k": "v_mfma_f32_16x16x16_bf16",
    "v_mfma_f32_16x16x16f16": "v_mfma_f32_16x16x16_f16",
    "v_mfma_f32_16x16x1f32": "v_mfma_f32_16x16x1_4b_f32",
    "v_mfma_f32_16x16x32bf16": "v_mfma_f32_16x16x32_bf16",
    "v_mfma_f32_16x16x32f16": "v_mfma_f32_16x16x32_f16",
    "v_mfma_f32_16x16x4bf16": "v_mfma_f32_16x16x4_4b_bf16",
    "v_mfma_f32_16x16x4bf16_1k": "v_mfma_f32_16x16x4_4b_bf16",
    "v_mfma_f32_16x16x4f16": "v_mfma_f32_16x16x4_4b_f16",
    "v_mfma_f32_16x16x4f32": "v_mfma_f32_16x16x4_f32",
    "v_mfma_f32_32x32x16bf16": "v_mfma_f32_32x32x16_bf16",
    "v_mfma_f32_32x32x16f16": "v_mfma_f32_32x32x16_f16",
    "v_mfma_f32_32x32x1f32": "v_mfma_f32_32x32x1_2b_f32",
    "v_mfma_f32_32x32x2f32": "v_mfma_f32_32x32x2_f32",
    "v_mfma_f32_32x32x4bf16": "v_mfma_f32_32x32x4_2b_bf16",
    "v_mfma_f32_32x32x4bf16_1k": "v_mfma_f32_32x32x4_2b_bf16",
    "v_mfma_f32_32x32x4f16": "v_mfma_f32_32x32x4_2b_f16",
    "v_mfma_f32_32x32x8bf16": "v_mfma_f32_32x32x8_bf16",
    "v_mfma_f32_32x32x8bf16_1k": "v_mfma_f32_32x32x8_bf16",
    "v_mfma_f32_32x32x8f16": "v_mfma_f32_32x32x8_f16",
    "v_mfma_f32_4x4x1f32": "v_mfma_f32_4x4x1_16b_f32",
    "v_mfma_f32_4x4x4bf16": "v_mfma_f32_4x4x4_16b_bf16",
    "v_mfma_f32_4x4x4bf16_1k": "v_mfma_f32_4x4x4_16b_bf16",
    "v_mfma_f32_4x4x4f16": "v_mfma_f32_4x4x4_16b_f16",
    "v_mfma_f64_16x16x4f64": "v_mfma_f64_16x16x4_f64",
    "v_mfma_f64_4x4x4f64": "v_mfma_f64_4x4x4_4b_f64",
    "v_mfma_i32_16x16x32i8": "v_mfma_i32_16x16x32_i8",
    "v_mfma_i32_16x16x4i8": "v_mfma_i32_16x16x4_4b_i8",
    "v_mfma_i32_16x16x64i8": "v_mfma_i32_16x16x64_i8",
    "v_mfma_i32_32x32x16i8": "v_mfma_i32_32x32x16_i8",
    "v_mfma_i32_32x32x32i8": "v_mfma_i32_32x32x32_i8",
    "v_mfma_i32_32x32x4i8": "v_mfma_i32_32x32x4_2b_i8",
    "v_mfma_i32_4x4x4i8": "v_mfma_i32_4x4x4_16b_i8",
    "v_smfmac_f32_16x16x128bf8bf8": "v_smfmac_f32_16x16x128_bf8_bf8",
    "v_smfmac_f32_16x16x128bf8fp8": "v_smfmac_f32_16x16x128_bf8_fp8",
    "v_smfmac_f32_16x16x128fp8bf8": "v_smfmac_f32_16x16x128_fp8_bf8",
    "v_smfmac_f32_16x16x128fp8fp8": "v_smfmac_f32_16x16x128_fp8_fp8",
    "v_smfmac_f32_16x16x32bf16": "v_smfmac_f32_16x16x32_bf16",
    "v_smfmac_f32_16x16x32f16": "v_smfmac_f32_16x16x32_f16",
    "v_smfmac_f32_16x16x64bf16": "v_smfmac_f32_16x16x64_bf16",
    "v_smfmac_f32_16x16x64f16": "v_smfmac_f32_16x16x64_f16",
    "v_smfmac_f32_32x32x16bf16": "v_smfmac_f32_32x32x16_bf16",
    "v_smfmac_f32_32x32x16f16": "v_smfmac_f32_32x32x16_f16",
    "v_smfmac_f32_32x32x32bf16": "v_smfmac_f32_32x32x32_bf16",
    "v_smfmac_f32_32x32x32f16": "v_smfmac_f32_32x32x32_f16",
    "v_smfmac_f32_32x32x64bf8bf8": "v_smfmac_f32_32x32x64_bf8_bf8",
    "v_smfmac_f32_32x32x64bf8fp8": "v_smfmac_f32_32x32x64_bf8_fp8",
    "v_smfmac_f32_32x32x64fp8bf8": "v_smfmac_f32_32x32x64_fp8_bf8",
    "v_smfmac_f32_32x32x64fp8fp8": "v_smfmac_f32_32x32x64_fp8_fp8",
    "v_smfmac_i32_16x16x128i8": "v_smfmac_i32_16x16x128_i8",
    "v_smfmac_i32_16x16x64i8": "v_smfmac_i32_16x16x64_i8",
    "v_smfmac_i32_32x32x32i8": "v_smfmac_i32_32x32x32_i8",
    "v_smfmac_i32_32x32x64i8": "v_smfmac_i32_32x32x64_i8",
    "v_smfmac_f32_16x16x64bf8bf8": "v_smfmac_f32_16x16x64_bf8_bf8",
    "v_smfmac_f32_16x16x64bf8fp8": "v_smfmac_f32_16x16x64_bf8_fp8",
    "v_smfmac_f32_16x16x64fp8bf8": "v_smfmac_f32_16x16x64_fp8_bf8",
    "v_smfmac_f32_16x16x64fp8fp8": "v_smfmac_f32_16x16x64_fp8_fp8",
    "v_smfmac_f32_32x32x32bf8bf8": "v_smfmac_f32_32x32x32_bf8_bf8",
    "v_smfmac_f32_32x32x32bf8fp8": "v_smfmac_f32_32x32x32_bf8_fp8",
    "v_smfmac_f32_32x32x32fp8bf8": "v_smfmac_f32_32x32x32_fp8_bf8",
    "v_smfmac_f32_32x32x32fp8fp8": "v_smfmac_f32_32x32x32_fp8_fp8",
    # LLVM VOP3PInstructions.td: AMDGPUMnemonicAlias<"v_accvgpr_read",
    # "v_accvgpr_read_b32"> and the same for write.
    "v_accvgpr_read": "v_accvgpr_read_b32",
    "v_accvgpr_write": "v_accvgpr_write_b32",
    # LLVM VOP3Instructions.td: V_MUL_LO_I32 has the VI encoding of
    # V_MUL_LO_U32 (0x285); llvm-objdump prints the word as v_mul_lo_u32.
    "v_mul_lo_i32": "v_mul_lo_u32",
}

# Modifier spellings llvm-mc's assembler accepts but never prints, as the
# printed spelling they mean ("" = the modifier's default, i.e. nothing).
MODIFIER_ALIASES = {
    # gfx940+ cache-policy bits written out as "not set"
    "nosc0": "", "nosc1": "", "nont": "",
    # DPP/permlane: LLVM's legacy spelling; bound_ctrl:0 sets the bit
    "bound_ctrl:0": "bound_ctrl:1",
}

# v_cndmask_b32's e32 form: LLVM's own syntax has no vcc operand
# (VOP2Instructions.td, VOP2e_SGPR: Asm32 = "$vdst, $src0, $src1"); the
# printed ", vcc" comes from VOP2eInstAliases.  So llvm-mc takes the text
# with or without the trailing vcc.  Keyed by the template's mnemonic.
OPTIONAL_TRAILING_VCC = frozenset({"v_cndmask_b32_e32"})

# VOP2 instructions gfx9 encodes only as VOP3 whose _e32 spelling llvm-mc
# still accepts: their pseudo instruction is a VOP2 one (its flags lack
# VOP3), so checkTargetMatchPredicate's "_e32 is not VOP3" test passes
# (VOP2Instructions.td: V_READLANE_B32 / V_WRITELANE_B32 through
# VOP2_Real_e64only_vi).  Other e64-only ones (v_bfm_b32, v_bcnt_u32_b32,
# v_mbcnt_lo_u32_b32, v_ldexp_f32, ...) are VOP3 pseudos: llvm-mc says
# "e32 variant of this instruction is not supported".
E32_SPELLING_OF_E64_ONLY = frozenset({"v_readlane_b32", "v_writelane_b32"})

# The K operand of v_madak_f16 / v_madmk_f16 is a 16-bit constant
# (VOP2Instructions.td: VOP_MADAK_F16 / VOP_MADMK_F16 use f16kimm,
# OPERAND_KIMM16): a floating-point K is converted to half precision (64.0 is
# 0x5400), an integer K must fit 16 bits and is stored sign-extended.
# Keyed by the template's mnemonic.
KIMM16 = frozenset({"v_madak_f16", "v_madmk_f16"})

# Modifiers written out at their default value, which llvm-mc accepts and
# never prints; dropped when no placeholder of the instruction claims them
# (an all-ones op_sel_hi, all-zero op_sel/neg_lo/neg_hi).
DEFAULT_SPELLINGS = (
    r"op_sel_hi:\[1(,1)*\]", r"op_sel:\[0(,0)*\]", r"neg_lo:\[0(,0)*\]", r"neg_hi:\[0(,0)*\]",
    # the matrix instructions' A/B formats and broadcast, printed only when not 0
    r"cbsz:0", r"blgp:0", r"abid:0",
)
