	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	use_variables_1                 ; -- Begin function use_variables_1
	.p2align	2
	.type	use_variables_1,@function
use_variables_1:                        ; @use_variables_1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v40, s33 offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v40, s0, 4
	s_mov_b32 s0, s15
	s_ashr_i32 s1, s15, 31
	s_add_i32 s32, s32, 48
	s_lshl_b64 s[2:3], s[0:1], 2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, llvm.amdgcn.sw.lds.base.table@rel32@lo+4
	s_addc_u32 s17, s17, llvm.amdgcn.sw.lds.base.table@rel32@hi+12
	s_add_u32 s2, s16, s2
	s_addc_u32 s3, s17, s3
	s_lshl_b64 s[16:17], s[0:1], 5
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, llvm.amdgcn.sw.lds.offset.table@rel32@lo+20
	s_addc_u32 s19, s19, llvm.amdgcn.sw.lds.offset.table@rel32@hi+28
	s_add_u32 s20, s18, s16
	s_addc_u32 s21, s19, s17
	s_load_dwordx4 s[16:19], s[20:21], 0x0
	v_mov_b32_e32 v4, 0
	s_load_dword s1, s[2:3], 0x0
	s_mov_b64 s[2:3], 0x7fff8000
	v_writelane_b32 v40, s30, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v4, s[16:17]
	global_load_dword v5, v4, s[18:19]
	v_mov_b32_e32 v0, s1
	ds_read_b64 v[0:1], v0
	v_writelane_b32 v40, s31, 1
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, s1, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 0, v[2:3]
	v_lshrrev_b64 v[6:7], 3, v[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	flat_load_sbyte v6, v[6:7]
	v_and_b32_e32 v7, 7, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[16:17], v6, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v7, v6
	s_and_b64 vcc, s[16:17], vcc
	s_cbranch_vccnz .LBB0_3
.LBB0_1:
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, s1, v5
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b32_e32 v5, 3
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	global_store_byte v[2:3], v5, off
	v_lshrrev_b64 v[2:3], 3, v[0:1]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	flat_load_sbyte v2, v[2:3]
	v_and_b32_e32 v3, 7, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[2:3], v2, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v3, v2
	s_and_b64 vcc, s[2:3], vcc
	s_cbranch_vccnz .LBB0_6
.LBB0_2:
	s_waitcnt vmcnt(0)
	global_store_byte v[0:1], v5, off
	v_readlane_b32 s35, v40, 3
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v40, 4
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v40, off, s33 offset:24 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.LBB0_3:                                ; %asan.report
                                        ; implicit-def: $vgpr41 : SGPR spill to VGPR lane
	scratch_store_dword off, v5, s33 offset:20 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[0:1], s33 offset:12 ; 8-byte Folded Spill
	scratch_store_dword off, v31, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[2:3], s33  ; 8-byte Folded Spill
	v_writelane_b32 v41, s1, 0
	v_writelane_b32 v41, s0, 1
	s_nop 1
	v_writelane_b32 v41, s1, 2
	v_writelane_b32 v41, s12, 3
	v_writelane_b32 v41, s13, 4
	v_writelane_b32 v41, s14, 5
	v_writelane_b32 v41, s4, 6
	s_nop 1
	v_writelane_b32 v41, s5, 7
	v_writelane_b32 v41, s6, 8
	s_nop 1
	v_writelane_b32 v41, s7, 9
	v_writelane_b32 v41, s8, 10
	s_nop 1
	v_writelane_b32 v41, s9, 11
	v_writelane_b32 v41, s10, 12
	s_nop 1
	v_writelane_b32 v41, s11, 13
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:
	scratch_load_dword v31, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[0:1], off, s33   ; 8-byte Folded Reload
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_readlane_b32 s4, v41, 6
	v_readlane_b32 s6, v41, 8
	v_readlane_b32 s8, v41, 10
	v_readlane_b32 s10, v41, 12
	v_readlane_b32 s0, v41, 1
	v_readlane_b32 s5, v41, 7
	v_readlane_b32 s7, v41, 9
	v_readlane_b32 s9, v41, 11
	v_readlane_b32 s11, v41, 13
	v_readlane_b32 s12, v41, 3
	v_readlane_b32 s13, v41, 4
	v_readlane_b32 s14, v41, 5
	s_mov_b32 s15, s0
	v_readlane_b32 s1, v41, 2
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[2:3]
	; divergent unreachable
.LBB0_5:                                ; %Flow11
	s_or_b64 exec, exec, s[34:35]
	scratch_load_dwordx2 v[2:3], off, s33   ; 8-byte Folded Reload
	scratch_load_dword v31, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[0:1], off, s33 offset:12 ; 8-byte Folded Reload
	scratch_load_dword v5, off, s33 offset:20 ; 4-byte Folded Reload
	v_readlane_b32 s0, v41, 1
	v_readlane_b32 s10, v41, 12
	v_readlane_b32 s8, v41, 10
	v_readlane_b32 s6, v41, 8
	v_readlane_b32 s4, v41, 6
	v_readlane_b32 s1, v41, 2
	v_readlane_b32 s11, v41, 13
	v_readlane_b32 s9, v41, 11
	v_readlane_b32 s7, v41, 9
	v_readlane_b32 s5, v41, 7
	v_readlane_b32 s14, v41, 5
	v_readlane_b32 s13, v41, 4
	v_readlane_b32 s12, v41, 3
	s_mov_b64 s[2:3], 0x7fff8000
	v_readlane_b32 s1, v41, 0
	v_mov_b32_e32 v4, 0
	s_branch .LBB0_1
.LBB0_6:                                ; %asan.report1
	scratch_store_dwordx2 off, v[0:1], s33  ; 8-byte Folded Spill
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	scratch_load_dwordx2 v[0:1], off, s33   ; 8-byte Folded Reload
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s3, s3, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[2:3], s[2:3], 0x0
	s_mov_b32 s15, s0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[2:3]
	; divergent unreachable
.LBB0_8:                                ; %Flow
	s_or_b64 exec, exec, s[34:35]
	scratch_load_dwordx2 v[0:1], off, s33   ; 8-byte Folded Reload
	v_mov_b32_e32 v5, 3
	s_branch .LBB0_2
.Lfunc_end0:
	.size	use_variables_1, .Lfunc_end0-use_variables_1
                                        ; -- End function
	.set use_variables_1.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set use_variables_1.num_agpr, max(0, amdgpu.max_num_agpr)
	.set use_variables_1.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set use_variables_1.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set use_variables_1.private_seg_size, 48
	.set use_variables_1.uses_vcc, 1
	.set use_variables_1.uses_flat_scratch, 1
	.set use_variables_1.has_dyn_sized_stack, 1
	.set use_variables_1.has_recursion, 1
	.set use_variables_1.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1044
; TotalNumSgprs: use_variables_1.numbered_sgpr+6
; NumVgprs: max(42, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(use_variables_1.num_agpr, use_variables_1.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.globl	use_variables_2                 ; -- Begin function use_variables_2
	.p2align	2
	.type	use_variables_2,@function
use_variables_2:                        ; @use_variables_2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v40, s33 offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v41, s33 offset:28 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v40, s0, 4
	s_mov_b32 s0, s15
	s_ashr_i32 s1, s15, 31
	s_add_i32 s32, s32, 48
	s_lshl_b64 s[2:3], s[0:1], 2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, llvm.amdgcn.sw.lds.base.table@rel32@lo+4
	s_addc_u32 s17, s17, llvm.amdgcn.sw.lds.base.table@rel32@hi+12
	s_add_u32 s2, s16, s2
	s_addc_u32 s3, s17, s3
	s_lshl_b64 s[16:17], s[0:1], 5
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, llvm.amdgcn.sw.lds.offset.table@rel32@lo+4
	s_addc_u32 s19, s19, llvm.amdgcn.sw.lds.offset.table@rel32@hi+12
	s_add_u32 s20, s18, s16
	s_addc_u32 s21, s19, s17
	s_load_dwordx4 s[16:19], s[20:21], 0x0
	v_mov_b32_e32 v4, 0
	s_load_dword s1, s[2:3], 0x0
	s_mov_b64 s[2:3], 0x7fff8000
	v_writelane_b32 v40, s30, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v4, s[16:17]
	global_load_dword v5, v4, s[18:19]
	v_mov_b32_e32 v0, s1
	ds_read_b64 v[0:1], v0
	v_writelane_b32 v40, s31, 1
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
                                        ; implicit-def: $vgpr41 : SGPR spill to VGPR lane
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, s1, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 0, v[2:3]
	v_lshrrev_b64 v[6:7], 3, v[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[2:3]
	flat_load_sbyte v6, v[6:7]
	v_and_b32_e32 v7, 7, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[16:17], v6, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v7, v6
	s_and_b64 vcc, s[16:17], vcc
	s_cbranch_vccnz .LBB1_4
.LBB1_1:
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, s1, v5
	v_mov_b32_e32 v5, 7
	v_ashrrev_i32_e32 v7, 31, v6
	global_store_byte v[2:3], v5, off
	v_lshl_add_u64 v[2:3], v[0:1], 0, v[6:7]
	v_lshrrev_b64 v[0:1], 3, v[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	flat_load_sbyte v0, v[0:1]
	v_and_b32_e32 v1, 7, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[2:3], v0, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v1, v0
	s_and_b64 vcc, s[2:3], vcc
	s_cbranch_vccnz .LBB1_7
.LBB1_2:
	s_waitcnt vmcnt(1)
	v_lshl_add_u64 v[0:1], v[2:3], 0, 3
	v_lshrrev_b64 v[4:5], 3, v[0:1]
	s_mov_b64 s[2:3], 0x7fff8000
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[2:3]
	flat_load_sbyte v4, v[4:5]
	v_mov_b32_e32 v5, 0
	v_and_b32_e32 v6, 7, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[2:3], v4, v5 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v6, v4
	s_and_b64 vcc, s[2:3], vcc
	s_cbranch_vccnz .LBB1_10
.LBB1_3:
	v_mov_b32_e32 v0, 8
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v0, off
	v_readlane_b32 s35, v40, 3
	v_readlane_b32 s34, v40, 2
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v40, 4
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v40, off, s33 offset:24 ; 4-byte Folded Reload
	scratch_load_dword v41, off, s33 offset:28 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.LBB1_4:                                ; %asan.report
	v_writelane_b32 v41, s1, 0
	v_writelane_b32 v41, s0, 1
	scratch_store_dword off, v5, s33 offset:20 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[0:1], s33 offset:12 ; 8-byte Folded Spill
	scratch_store_dword off, v31, s33       ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[2:3], s33 offset:4 ; 8-byte Folded Spill
	v_writelane_b32 v41, s1, 2
	v_writelane_b32 v41, s12, 3
	v_writelane_b32 v41, s13, 4
	v_writelane_b32 v41, s14, 5
	v_writelane_b32 v41, s4, 6
	s_nop 1
	v_writelane_b32 v41, s5, 7
	v_writelane_b32 v41, s6, 8
	s_nop 1
	v_writelane_b32 v41, s7, 9
	v_writelane_b32 v41, s8, 10
	s_nop 1
	v_writelane_b32 v41, s9, 11
	v_writelane_b32 v41, s10, 12
	s_nop 1
	v_writelane_b32 v41, s11, 13
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_6
; %bb.5:
	scratch_load_dword v31, off, s33        ; 4-byte Folded Reload
	scratch_load_dwordx2 v[0:1], off, s33 offset:4 ; 8-byte Folded Reload
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_readlane_b32 s4, v41, 6
	v_readlane_b32 s6, v41, 8
	v_readlane_b32 s8, v41, 10
	v_readlane_b32 s10, v41, 12
	v_readlane_b32 s0, v41, 1
	v_readlane_b32 s5, v41, 7
	v_readlane_b32 s7, v41, 9
	v_readlane_b32 s9, v41, 11
	v_readlane_b32 s11, v41, 13
	v_readlane_b32 s12, v41, 3
	v_readlane_b32 s13, v41, 4
	v_readlane_b32 s14, v41, 5
	s_mov_b32 s15, s0
	v_readlane_b32 s1, v41, 2
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[2:3]
	; divergent unreachable
.LBB1_6:                                ; %Flow13
	s_or_b64 exec, exec, s[34:35]
	scratch_load_dwordx2 v[2:3], off, s33 offset:4 ; 8-byte Folded Reload
	scratch_load_dword v31, off, s33        ; 4-byte Folded Reload
	scratch_load_dwordx2 v[0:1], off, s33 offset:12 ; 8-byte Folded Reload
	scratch_load_dword v5, off, s33 offset:20 ; 4-byte Folded Reload
	v_readlane_b32 s0, v41, 1
	v_readlane_b32 s10, v41, 12
	v_readlane_b32 s8, v41, 10
	v_readlane_b32 s6, v41, 8
	v_readlane_b32 s4, v41, 6
	v_readlane_b32 s1, v41, 2
	v_readlane_b32 s11, v41, 13
	v_readlane_b32 s9, v41, 11
	v_readlane_b32 s7, v41, 9
	v_readlane_b32 s5, v41, 7
	v_readlane_b32 s14, v41, 5
	v_readlane_b32 s13, v41, 4
	v_readlane_b32 s12, v41, 3
	s_mov_b64 s[2:3], 0x7fff8000
	v_readlane_b32 s1, v41, 0
	v_mov_b32_e32 v4, 0
	s_branch .LBB1_1
.LBB1_7:                                ; %asan.report1
	v_writelane_b32 v41, s0, 1
	scratch_store_dword off, v31, s33       ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[2:3], s33 offset:4 ; 8-byte Folded Spill
	v_writelane_b32 v41, s1, 2
	v_writelane_b32 v41, s12, 3
	v_writelane_b32 v41, s13, 4
	v_writelane_b32 v41, s14, 5
	v_writelane_b32 v41, s4, 6
	s_nop 1
	v_writelane_b32 v41, s5, 7
	v_writelane_b32 v41, s6, 8
	s_nop 1
	v_writelane_b32 v41, s7, 9
	v_writelane_b32 v41, s8, 10
	s_nop 1
	v_writelane_b32 v41, s9, 11
	v_writelane_b32 v41, s10, 12
	s_nop 1
	v_writelane_b32 v41, s11, 13
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_9
; %bb.8:
	scratch_load_dword v31, off, s33        ; 4-byte Folded Reload
	scratch_load_dwordx2 v[0:1], off, s33 offset:4 ; 8-byte Folded Reload
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_readlane_b32 s4, v41, 6
	v_readlane_b32 s6, v41, 8
	v_readlane_b32 s8, v41, 10
	v_readlane_b32 s10, v41, 12
	v_readlane_b32 s0, v41, 1
	v_readlane_b32 s5, v41, 7
	v_readlane_b32 s7, v41, 9
	v_readlane_b32 s9, v41, 11
	v_readlane_b32 s11, v41, 13
	v_readlane_b32 s12, v41, 3
	v_readlane_b32 s13, v41, 4
	v_readlane_b32 s14, v41, 5
	s_mov_b32 s15, s0
	v_readlane_b32 s1, v41, 2
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[2:3]
	; divergent unreachable
.LBB1_9:                                ; %Flow12
	s_or_b64 exec, exec, s[34:35]
	scratch_load_dwordx2 v[2:3], off, s33 offset:4 ; 8-byte Folded Reload
	scratch_load_dword v31, off, s33        ; 4-byte Folded Reload
	v_readlane_b32 s10, v41, 12
	v_readlane_b32 s8, v41, 10
	v_readlane_b32 s6, v41, 8
	v_readlane_b32 s4, v41, 6
	v_readlane_b32 s11, v41, 13
	v_readlane_b32 s9, v41, 11
	v_readlane_b32 s7, v41, 9
	v_readlane_b32 s5, v41, 7
	v_readlane_b32 s14, v41, 5
	v_readlane_b32 s13, v41, 4
	v_readlane_b32 s12, v41, 3
	v_readlane_b32 s0, v41, 1
	v_readlane_b32 s1, v41, 2
	s_branch .LBB1_2
.LBB1_10:                               ; %asan.report2
	scratch_store_dwordx2 off, v[2:3], s33 offset:4 ; 8-byte Folded Spill
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB1_12
; %bb.11:
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s3, s3, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[2:3], s[2:3], 0x0
	s_mov_b32 s15, s0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[2:3]
	; divergent unreachable
.LBB1_12:                               ; %Flow
	s_or_b64 exec, exec, s[34:35]
	scratch_load_dwordx2 v[2:3], off, s33 offset:4 ; 8-byte Folded Reload
	s_branch .LBB1_3
.Lfunc_end1:
	.size	use_variables_2, .Lfunc_end1-use_variables_2
                                        ; -- End function
	.set use_variables_2.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set use_variables_2.num_agpr, max(0, amdgpu.max_num_agpr)
	.set use_variables_2.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set use_variables_2.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set use_variables_2.private_seg_size, 48
	.set use_variables_2.uses_vcc, 1
	.set use_variables_2.uses_flat_scratch, 1
	.set use_variables_2.has_dyn_sized_stack, 1
	.set use_variables_2.has_recursion, 1
	.set use_variables_2.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1540
; TotalNumSgprs: use_variables_2.numbered_sgpr+6
; NumVgprs: max(42, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(use_variables_2.num_agpr, use_variables_2.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.globl	k0                              ; -- Begin function k0
	.p2align	8
	.type	k0,@function
k0:                                     ; @k0
; %bb.0:                                ; %WId
	v_mov_b32_e32 v44, v0
	v_and_b32_e32 v0, 0x3fffffff, v44
	s_mov_b32 s52, s10
	s_mov_b32 s53, s9
	s_mov_b32 s54, s8
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_mov_b64 s[48:49], s[2:3]
	s_mov_b64 s[50:51], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b64 s[64:65], 0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %Malloc
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k0.md@rel32@lo+16
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k0.md@rel32@hi+24
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, llvm.amdgcn.sw.lds.k0.md@rel32@lo+24
	s_addc_u32 s3, s3, llvm.amdgcn.sw.lds.k0.md@rel32@hi+32
	s_load_dword s4, s[38:39], 0x78
	s_load_dword s5, s[0:1], 0x0
	s_load_dword s6, s[2:3], 0x0
	v_mov_b32_e32 v42, 0
	s_mov_b64 s[8:9], s[38:39]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s4, 7
	s_and_b32 s2, s0, -8
	s_add_i32 s1, s5, s6
	s_add_i32 s3, s1, s2
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k0.md@rel32@lo+28
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k0.md@rel32@hi+36
	global_store_dwordx4 v42, v[0:3], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k0.md@rel32@lo+44
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k0.md@rel32@hi+52
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s2
	s_add_i32 s3, s3, s2
	global_store_dwordx2 v42, v[0:1], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_malloc_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_malloc_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, s3
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_poison_region@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_poison_region@gotpcrel32@hi+12
	s_load_dwordx2 s[64:65], s[0:1], 0x0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshl_add_u64 v[0:1], v[40:41], 0, 8
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	ds_write_b64 v42, v[40:41]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[64:65]
	v_lshl_add_u64 v[0:1], v[40:41], 0, 33
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v2, 31
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[64:65]
	s_mov_b64 s[64:65], exec
.LBB2_2:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v45, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k0.md@rel32@lo+16
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k0.md@rel32@hi+24
	s_barrier
	global_load_dword v46, v45, s[0:1]
	ds_read_b64 v[42:43], v45
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, use_variables_1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, use_variables_1@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v44
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[40:41], v[42:43], 0, v[46:47]
	v_lshrrev_b64 v[0:1], 3, v[40:41]
	s_mov_b64 s[0:1], 0x7fff8000
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	flat_load_sbyte v0, v[0:1]
	v_and_b32_e32 v1, 7, v40
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[0:1], v0, v45 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v1, v0
	s_and_b64 vcc, s[0:1], vcc
	s_cbranch_vccnz .LBB2_6
.LBB2_3:                                ; %CondFree
	v_mov_b32_e32 v0, 7
	global_store_byte v[40:41], v0, off
	s_barrier
	s_and_saveexec_b64 s[0:1], s[64:65]
	s_cbranch_execz .LBB2_5
; %bb.4:                                ; %Free
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_free_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_free_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
.LBB2_5:                                ; %End
	s_endpgm
.LBB2_6:                                ; %asan.report
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB2_8
; %bb.7:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	; divergent unreachable
.LBB2_8:                                ; %Flow
	s_or_b64 exec, exec, s[34:35]
	s_branch .LBB2_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k0
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 48
		.amdhsa_kernarg_size 256
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(k0.num_agpr, k0.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(k0.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, k0.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	k0, .Lfunc_end2-k0
                                        ; -- End function
	.set k0.num_vgpr, max(48, amdgpu.max_num_vgpr)
	.set k0.num_agpr, max(0, amdgpu.max_num_agpr)
	.set k0.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set k0.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set k0.private_seg_size, 0+max(use_variables_1.private_seg_size)
	.set k0.uses_vcc, 1
	.set k0.uses_flat_scratch, 1
	.set k0.has_dyn_sized_stack, 1
	.set k0.has_recursion, 1
	.set k0.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 888
; TotalNumSgprs: k0.numbered_sgpr+6
; NumVgprs: k0.num_vgpr
; NumAgprs: k0.num_agpr
; TotalNumVgprs: totalnumvgprs(k0.num_agpr, k0.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(k0.numbered_sgpr+extrasgprs(k0.uses_vcc, k0.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(k0.num_agpr, k0.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(k0.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(k0.num_agpr, k0.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, k0.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(k0.numbered_sgpr+extrasgprs(k0.uses_vcc, k0.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(k0.num_agpr, k0.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, k0.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	k1                              ; -- Begin function k1
	.p2align	8
	.type	k1,@function
k1:                                     ; @k1
; %bb.0:                                ; %WId
	v_mov_b32_e32 v44, v0
	v_and_b32_e32 v0, 0x3fffffff, v44
	s_mov_b32 s52, s10
	s_mov_b32 s53, s9
	s_mov_b32 s54, s8
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_mov_b64 s[48:49], s[2:3]
	s_mov_b64 s[50:51], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b64 s[64:65], 0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:                                ; %Malloc
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k1.md@rel32@lo+28
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k1.md@rel32@hi+36
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, llvm.amdgcn.sw.lds.k1.md@rel32@lo+36
	s_addc_u32 s3, s3, llvm.amdgcn.sw.lds.k1.md@rel32@hi+44
	s_load_dword s4, s[38:39], 0x78
	s_load_dword s5, s[0:1], 0x0
	s_load_dword s6, s[2:3], 0x0
	v_mov_b32_e32 v42, 0
	s_mov_b64 s[8:9], s[38:39]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s4, 7
	s_and_b32 s2, s0, -8
	s_add_i32 s1, s5, s6
	s_add_i32 s3, s1, s2
	v_mov_b32_e32 v0, s1
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k1.md@rel32@lo+40
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k1.md@rel32@hi+48
	global_store_dwordx4 v42, v[0:3], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k1.md@rel32@lo+56
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k1.md@rel32@hi+64
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s2
	s_add_i32 s3, s3, s2
	global_store_dwordx2 v42, v[0:1], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_malloc_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_malloc_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, s3
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_poison_region@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_poison_region@gotpcrel32@hi+12
	s_load_dwordx2 s[64:65], s[0:1], 0x0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshl_add_u64 v[0:1], v[40:41], 0, 8
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	ds_write_b64 v42, v[40:41]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[64:65]
	v_lshl_add_u64 v[0:1], v[40:41], 0, 33
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v2, 31
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[64:65]
	s_mov_b64 s[0:1], 0x44
	v_lshl_add_u64 v[0:1], v[40:41], 0, s[0:1]
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v2, 28
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[64:65]
	s_mov_b64 s[64:65], exec
.LBB3_2:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v45, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k1.md@rel32@lo+40
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k1.md@rel32@hi+48
	s_barrier
	global_load_dword v46, v45, s[0:1]
	ds_read_b64 v[42:43], v45
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, use_variables_1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, use_variables_1@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v44
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, use_variables_2@gotpcrel32@lo+4
	s_addc_u32 s1, s1, use_variables_2@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v44
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[40:41], v[42:43], 0, v[46:47]
	v_lshrrev_b64 v[0:1], 3, v[40:41]
	s_mov_b64 s[0:1], 0x7fff8000
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	flat_load_sbyte v0, v[0:1]
	v_and_b32_e32 v1, 7, v40
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[0:1], v0, v45 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v1, v0
	s_and_b64 vcc, s[0:1], vcc
	s_cbranch_vccnz .LBB3_6
.LBB3_3:                                ; %CondFree
	v_mov_b32_e32 v0, 3
	global_store_byte v[40:41], v0, off
	s_barrier
	s_and_saveexec_b64 s[0:1], s[64:65]
	s_cbranch_execz .LBB3_5
; %bb.4:                                ; %Free
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_free_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_free_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
.LBB3_5:                                ; %End
	s_endpgm
.LBB3_6:                                ; %asan.report
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB3_8
; %bb.7:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	; divergent unreachable
.LBB3_8:                                ; %Flow
	s_or_b64 exec, exec, s[34:35]
	s_branch .LBB3_3
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k1
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 48
		.amdhsa_kernarg_size 256
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(k1.num_agpr, k1.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(k1.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, k1.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	k1, .Lfunc_end3-k1
                                        ; -- End function
	.set k1.num_vgpr, max(48, amdgpu.max_num_vgpr)
	.set k1.num_agpr, max(0, amdgpu.max_num_agpr)
	.set k1.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set k1.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set k1.private_seg_size, 0+max(use_variables_1.private_seg_size, use_variables_2.private_seg_size)
	.set k1.uses_vcc, 1
	.set k1.uses_flat_scratch, 1
	.set k1.has_dyn_sized_stack, 1
	.set k1.has_recursion, 1
	.set k1.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1024
; TotalNumSgprs: k1.numbered_sgpr+6
; NumVgprs: k1.num_vgpr
; NumAgprs: k1.num_agpr
; TotalNumVgprs: totalnumvgprs(k1.num_agpr, k1.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(k1.numbered_sgpr+extrasgprs(k1.uses_vcc, k1.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(k1.num_agpr, k1.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(k1.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(k1.num_agpr, k1.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, k1.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(k1.numbered_sgpr+extrasgprs(k1.uses_vcc, k1.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(k1.num_agpr, k1.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, k1.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 42
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 36
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	llvm.amdgcn.sw.lds.k1.md,@object ; @llvm.amdgcn.sw.lds.k1.md
	.data
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.k1.md:
	.long	0                               ; 0x0
	.long	8                               ; 0x8
	.long	32                              ; 0x20
	.long	32                              ; 0x20
	.long	1                               ; 0x1
	.long	32                              ; 0x20
	.long	64                              ; 0x40
	.long	4                               ; 0x4
	.long	32                              ; 0x20
	.long	96                              ; 0x60
	.long	0                               ; 0x0
	.long	32                              ; 0x20
	.long	128                             ; 0x80
	.long	0                               ; 0x0
	.long	32                              ; 0x20
	.size	llvm.amdgcn.sw.lds.k1.md, 60

	.type	llvm.amdgcn.sw.lds.k0.md,@object ; @llvm.amdgcn.sw.lds.k0.md
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.k0.md:
	.long	0                               ; 0x0
	.long	8                               ; 0x8
	.long	32                              ; 0x20
	.long	32                              ; 0x20
	.long	1                               ; 0x1
	.long	32                              ; 0x20
	.long	64                              ; 0x40
	.long	0                               ; 0x0
	.long	32                              ; 0x20
	.long	96                              ; 0x60
	.long	0                               ; 0x0
	.long	32                              ; 0x20
	.size	llvm.amdgcn.sw.lds.k0.md, 48

	.type	llvm.amdgcn.sw.lds.base.table,@object ; @llvm.amdgcn.sw.lds.base.table
	.section	.data.rel.ro,"aw",@progbits
	.p2align	2, 0x0
llvm.amdgcn.sw.lds.base.table:
	.long	0
	.long	0
	.size	llvm.amdgcn.sw.lds.base.table, 8

	.type	llvm.amdgcn.sw.lds.offset.table,@object ; @llvm.amdgcn.sw.lds.offset.table
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.offset.table:
	.quad	llvm.amdgcn.sw.lds.k0.md+12
	.zero	8
	.quad	llvm.amdgcn.sw.lds.k0.md+24
	.quad	llvm.amdgcn.sw.lds.k0.md+36
	.quad	llvm.amdgcn.sw.lds.k1.md+12
	.quad	llvm.amdgcn.sw.lds.k1.md+24
	.quad	llvm.amdgcn.sw.lds.k1.md+36
	.quad	llvm.amdgcn.sw.lds.k1.md+48
	.size	llvm.amdgcn.sw.lds.offset.table, 64

	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         120
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           k0
    .private_segment_fixed_size: 48
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         k0.kd
    .uses_dynamic_stack: true
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         120
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           k1
    .private_segment_fixed_size: 48
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         k1.kd
    .uses_dynamic_stack: true
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
