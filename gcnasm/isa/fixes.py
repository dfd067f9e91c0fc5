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
# (seen in LLVM's own MC tests) but never prints.  alias -> printed mnemonic.
ALIASES = {
}
