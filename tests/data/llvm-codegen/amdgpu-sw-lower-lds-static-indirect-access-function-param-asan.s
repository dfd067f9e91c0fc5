	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	my_function                     ; -- Begin function my_function
	.p2align	2
	.type	my_function,@function
my_function:                            ; @my_function
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
	s_load_dword s1, s[2:3], 0x0
	s_mov_b64 s[2:3], 0x7fff8000
	v_writelane_b32 v40, s30, 0
	v_mov_b32_e32 v5, 0
	v_writelane_b32 v40, s31, 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	ds_read_b64 v[2:3], v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_writelane_b32 v40, s34, 2
	v_writelane_b32 v40, s35, 3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[0:1]
	v_lshrrev_b64 v[2:3], 3, v[0:1]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	flat_load_sbyte v6, v[2:3]
	v_and_b32_e32 v4, 7, v0
	v_add_u16_e32 v4, 3, v4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[2:3], v6, v5 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v4, v6
	s_and_b64 vcc, s[2:3], vcc
	s_cbranch_vccnz .LBB0_3
.LBB0_1:
	s_waitcnt vmcnt(1)
	flat_load_sbyte v7, v[2:3]
	global_load_dword v6, v[0:1], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[2:3], v7, v5 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v4, v7
	s_and_b64 vcc, s[2:3], vcc
	s_cbranch_vccnz .LBB0_6
.LBB0_2:
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 1, v6
	global_store_dword v[0:1], v2, off
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
	scratch_store_dword off, v4, s33 offset:20 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[2:3], s33 offset:12 ; 8-byte Folded Spill
	scratch_store_dword off, v31, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[0:1], s33  ; 8-byte Folded Spill
	v_writelane_b32 v41, s0, 0
	s_nop 1
	v_writelane_b32 v41, s1, 1
	v_writelane_b32 v41, s12, 2
	v_writelane_b32 v41, s13, 3
	v_writelane_b32 v41, s14, 4
	v_writelane_b32 v41, s4, 5
	s_nop 1
	v_writelane_b32 v41, s5, 6
	v_writelane_b32 v41, s6, 7
	s_nop 1
	v_writelane_b32 v41, s7, 8
	v_writelane_b32 v41, s8, 9
	s_nop 1
	v_writelane_b32 v41, s9, 10
	v_writelane_b32 v41, s10, 11
	s_nop 1
	v_writelane_b32 v41, s11, 12
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:
	scratch_load_dword v31, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[0:1], off, s33   ; 8-byte Folded Reload
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_report_load4@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_report_load4@gotpcrel32@hi+12
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	v_readlane_b32 s4, v41, 5
	v_readlane_b32 s6, v41, 7
	v_readlane_b32 s8, v41, 9
	v_readlane_b32 s10, v41, 11
	v_readlane_b32 s0, v41, 0
	v_readlane_b32 s5, v41, 6
	v_readlane_b32 s7, v41, 8
	v_readlane_b32 s9, v41, 10
	v_readlane_b32 s11, v41, 12
	v_readlane_b32 s12, v41, 2
	v_readlane_b32 s13, v41, 3
	v_readlane_b32 s14, v41, 4
	s_mov_b32 s15, s0
	v_readlane_b32 s1, v41, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[2:3]
	; divergent unreachable
.LBB0_5:                                ; %Flow5
	s_or_b64 exec, exec, s[34:35]
	scratch_load_dwordx2 v[0:1], off, s33   ; 8-byte Folded Reload
	scratch_load_dword v31, off, s33 offset:8 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[2:3], off, s33 offset:12 ; 8-byte Folded Reload
	scratch_load_dword v4, off, s33 offset:20 ; 4-byte Folded Reload
	v_readlane_b32 s10, v41, 11
	v_readlane_b32 s8, v41, 9
	v_readlane_b32 s6, v41, 7
	v_readlane_b32 s4, v41, 5
	v_readlane_b32 s11, v41, 12
	v_readlane_b32 s9, v41, 10
	v_readlane_b32 s7, v41, 8
	v_readlane_b32 s5, v41, 6
	v_readlane_b32 s14, v41, 4
	v_readlane_b32 s13, v41, 3
	v_readlane_b32 s12, v41, 2
	v_readlane_b32 s0, v41, 0
	v_mov_b32_e32 v5, 0
	v_readlane_b32 s1, v41, 1
	s_branch .LBB0_1
.LBB0_6:                                ; %asan.report1
	scratch_store_dword off, v6, s33 offset:8 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[0:1], s33  ; 8-byte Folded Spill
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	scratch_load_dwordx2 v[0:1], off, s33   ; 8-byte Folded Reload
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, __asan_report_store4@gotpcrel32@lo+4
	s_addc_u32 s3, s3, __asan_report_store4@gotpcrel32@hi+12
	s_load_dwordx2 s[2:3], s[2:3], 0x0
	s_mov_b32 s15, s0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[2:3]
	; divergent unreachable
.LBB0_8:                                ; %Flow
	s_or_b64 exec, exec, s[34:35]
	scratch_load_dwordx2 v[0:1], off, s33   ; 8-byte Folded Reload
	scratch_load_dword v6, off, s33 offset:8 ; 4-byte Folded Reload
	s_branch .LBB0_2
.Lfunc_end0:
	.size	my_function, .Lfunc_end0-my_function
                                        ; -- End function
	.set my_function.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set my_function.num_agpr, max(0, amdgpu.max_num_agpr)
	.set my_function.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set my_function.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set my_function.private_seg_size, 48
	.set my_function.uses_vcc, 1
	.set my_function.uses_flat_scratch, 1
	.set my_function.has_dyn_sized_stack, 1
	.set my_function.has_recursion, 1
	.set my_function.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 936
; TotalNumSgprs: my_function.numbered_sgpr+6
; NumVgprs: max(42, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(my_function.num_agpr, my_function.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.text
	.globl	my_kernel                       ; -- Begin function my_kernel
	.p2align	8
	.type	my_kernel,@function
my_kernel:                              ; @my_kernel
; %bb.0:                                ; %WId
	v_mov_b32_e32 v42, v0
	v_and_b32_e32 v0, 0x3fffffff, v42
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
	s_cbranch_execz .LBB1_2
; %bb.1:                                ; %Malloc
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.my_kernel.md@rel32@lo+16
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.my_kernel.md@rel32@hi+24
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, llvm.amdgcn.sw.lds.my_kernel.md@rel32@lo+24
	s_addc_u32 s3, s3, llvm.amdgcn.sw.lds.my_kernel.md@rel32@hi+32
	s_load_dword s4, s[0:1], 0x0
	s_load_dword s5, s[2:3], 0x0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_malloc_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_malloc_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s4, s5
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v43, 0
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
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	ds_write_b64 v43, v[40:41]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[64:65]
	s_mov_b64 s[0:1], 0x1020
	v_lshl_add_u64 v[0:1], v[40:41], 0, s[0:1]
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v2, 0x400
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[64:65]
	s_mov_b64 s[64:65], exec
.LBB1_2:
	s_or_b64 exec, exec, s[34:35]
	v_mov_b32_e32 v1, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.my_kernel.md@rel32@lo+16
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.my_kernel.md@rel32@hi+24
	s_barrier
	global_load_dword v0, v1, s[0:1]
	ds_read_b64 v[44:45], v1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, my_function@gotpcrel32@lo+4
	s_addc_u32 s1, s1, my_function@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[50:51]
	s_mov_b64 s[6:7], s[48:49]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s54
	s_mov_b32 s13, s53
	s_mov_b32 s14, s52
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v42
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_barrier
	s_and_saveexec_b64 s[0:1], s[64:65]
	s_cbranch_execz .LBB1_4
; %bb.3:                                ; %Free
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
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
.LBB1_4:                                ; %End
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel my_kernel
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(my_kernel.num_agpr, my_kernel.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(my_kernel.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, my_kernel.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
.Lfunc_end1:
	.size	my_kernel, .Lfunc_end1-my_kernel
                                        ; -- End function
	.set my_kernel.num_vgpr, max(46, amdgpu.max_num_vgpr)
	.set my_kernel.num_agpr, max(0, amdgpu.max_num_agpr)
	.set my_kernel.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set my_kernel.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set my_kernel.private_seg_size, 0+max(my_function.private_seg_size)
	.set my_kernel.uses_vcc, 1
	.set my_kernel.uses_flat_scratch, 1
	.set my_kernel.has_dyn_sized_stack, 1
	.set my_kernel.has_recursion, 1
	.set my_kernel.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 612
; TotalNumSgprs: my_kernel.numbered_sgpr+6
; NumVgprs: my_kernel.num_vgpr
; NumAgprs: my_kernel.num_agpr
; TotalNumVgprs: totalnumvgprs(my_kernel.num_agpr, my_kernel.num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(my_kernel.numbered_sgpr+extrasgprs(my_kernel.uses_vcc, my_kernel.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(my_kernel.num_agpr, my_kernel.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(my_kernel.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(my_kernel.num_agpr, my_kernel.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, my_kernel.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(my_kernel.numbered_sgpr+extrasgprs(my_kernel.uses_vcc, my_kernel.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(my_kernel.num_agpr, my_kernel.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, my_kernel.num_vgpr), 4)/4)-1)&~65536)&63
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
	.type	llvm.amdgcn.sw.lds.my_kernel.md,@object ; @llvm.amdgcn.sw.lds.my_kernel.md
	.data
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.my_kernel.md:
	.long	0                               ; 0x0
	.long	8                               ; 0x8
	.long	32                              ; 0x20
	.long	32                              ; 0x20
	.long	4096                            ; 0x1000
	.long	5120                            ; 0x1400
	.size	llvm.amdgcn.sw.lds.my_kernel.md, 24

	.type	llvm.amdgcn.sw.lds.base.table,@object ; @llvm.amdgcn.sw.lds.base.table
	.section	.data.rel.ro,"aw",@progbits
	.p2align	2, 0x0
llvm.amdgcn.sw.lds.base.table:
	.long	0
	.size	llvm.amdgcn.sw.lds.base.table, 4

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
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           my_kernel
    .private_segment_fixed_size: 48
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         my_kernel.kd
    .uses_dynamic_stack: true
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
