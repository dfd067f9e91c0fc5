	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.p2align	2                               ; -- Begin function store_A
	.type	.Lstore_A,@function
.Lstore_A:                              ; @store_A
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s15
	s_ashr_i32 s1, s15, 31
	s_lshl_b64 s[2:3], s[0:1], 2
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, llvm.amdgcn.sw.lds.base.table@rel32@lo+4
	s_addc_u32 s5, s5, llvm.amdgcn.sw.lds.base.table@rel32@hi+12
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	s_lshl_b64 s[0:1], s[0:1], 4
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, llvm.amdgcn.sw.lds.offset.table@rel32@lo+4
	s_addc_u32 s5, s5, llvm.amdgcn.sw.lds.offset.table@rel32@hi+12
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v0, s[0:1]
	s_load_dword s0, s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s0
	ds_read_b64 v[0:1], v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, s0, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	v_mov_b64_e32 v[2:3], 0
	flat_store_dwordx2 v[2:3], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	.Lstore_A, .Lfunc_end0-.Lstore_A
                                        ; -- End function
	.set .L.Lstore_A.num_vgpr, 4
	.set .L.Lstore_A.num_agpr, 0
	.set .L.Lstore_A.numbered_sgpr, 32
	.set .L.Lstore_A.num_named_barrier, 0
	.set .L.Lstore_A.private_seg_size, 0
	.set .L.Lstore_A.uses_vcc, 0
	.set .L.Lstore_A.uses_flat_scratch, 0
	.set .L.Lstore_A.has_dyn_sized_stack, 0
	.set .L.Lstore_A.has_recursion, 0
	.set .L.Lstore_A.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 168
; TotalNumSgprs: 38
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function call_store_A
	.type	.Lcall_store_A,@function
.Lcall_store_A:                         ; @call_store_A
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v4, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	v_writelane_b32 v4, s30, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .Lstore_A@rel32@lo+4
	s_addc_u32 s1, s1, .Lstore_A@rel32@hi+12
	v_writelane_b32 v4, s31, 1
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v4, 1
	v_readlane_b32 s30, v4, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v4, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s16
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	.Lcall_store_A, .Lfunc_end1-.Lcall_store_A
                                        ; -- End function
	.set .L.Lcall_store_A.num_vgpr, max(5, .L.Lstore_A.num_vgpr)
	.set .L.Lcall_store_A.num_agpr, max(0, .L.Lstore_A.num_agpr)
	.set .L.Lcall_store_A.numbered_sgpr, max(34, .L.Lstore_A.numbered_sgpr)
	.set .L.Lcall_store_A.num_named_barrier, max(0, .L.Lstore_A.num_named_barrier)
	.set .L.Lcall_store_A.private_seg_size, 16+max(.L.Lstore_A.private_seg_size)
	.set .L.Lcall_store_A.uses_vcc, or(0, .L.Lstore_A.uses_vcc)
	.set .L.Lcall_store_A.uses_flat_scratch, or(0, .L.Lstore_A.uses_flat_scratch)
	.set .L.Lcall_store_A.has_dyn_sized_stack, or(0, .L.Lstore_A.has_dyn_sized_stack)
	.set .L.Lcall_store_A.has_recursion, or(1, .L.Lstore_A.has_recursion)
	.set .L.Lcall_store_A.has_indirect_call, or(0, .L.Lstore_A.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 120
; TotalNumSgprs: 40
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 16
; MemoryBound: 0
	.text
	.globl	kernel_0                        ; -- Begin function kernel_0
	.p2align	8
	.type	kernel_0,@function
kernel_0:                               ; @kernel_0
; %bb.0:                                ; %WId
	v_mov_b32_e32 v40, v0
	v_and_b32_e32 v0, 0x3fffffff, v40
	s_mov_b32 s50, s10
	s_mov_b32 s51, s9
	s_mov_b32 s52, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[4:5]
	s_mov_b64 s[38:39], s[2:3]
	s_mov_b64 s[48:49], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b64 s[18:19], 0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %Malloc
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.kernel_0.md@rel32@lo+16
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.kernel_0.md@rel32@hi+24
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, llvm.amdgcn.sw.lds.kernel_0.md@rel32@lo+24
	s_addc_u32 s3, s3, llvm.amdgcn.sw.lds.kernel_0.md@rel32@hi+32
	s_load_dword s4, s[0:1], 0x0
	s_load_dword s5, s[2:3], 0x0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_malloc_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_malloc_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s4, s5
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s51
	s_mov_b32 s14, s50
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v41, 0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_poison_region@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_poison_region@gotpcrel32@hi+12
	s_load_dwordx2 s[64:65], s[0:1], 0x0
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_lshl_add_u64 v[0:1], v[42:43], 0, 8
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s51
	s_mov_b32 s14, s50
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	ds_write_b64 v41, v[42:43]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[64:65]
	s_mov_b64 s[0:1], 0x60
	v_lshl_add_u64 v[0:1], v[42:43], 0, s[0:1]
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s51
	s_mov_b32 s14, s50
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[64:65]
	s_mov_b64 s[18:19], exec
.LBB2_2:
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v0, 0
	s_barrier
	ds_read_b64 v[6:7], v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .Lcall_store_A@rel32@lo+4
	s_addc_u32 s1, s1, .Lcall_store_A@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s51
	s_mov_b32 s14, s50
	s_mov_b32 s15, 0
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[0:1]
	s_barrier
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB2_4
; %bb.3:                                ; %Free
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_free_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_free_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s51
	s_mov_b32 s14, s50
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
.LBB2_4:                                ; %End
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_0
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 16
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(kernel_0.num_agpr, kernel_0.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(kernel_0.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, kernel_0.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
	.size	kernel_0, .Lfunc_end2-kernel_0
                                        ; -- End function
	.set kernel_0.num_vgpr, max(44, amdgpu.max_num_vgpr)
	.set kernel_0.num_agpr, max(0, amdgpu.max_num_agpr)
	.set kernel_0.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set kernel_0.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set kernel_0.private_seg_size, 0+max(.L.Lcall_store_A.private_seg_size)
	.set kernel_0.uses_vcc, 1
	.set kernel_0.uses_flat_scratch, 1
	.set kernel_0.has_dyn_sized_stack, 1
	.set kernel_0.has_recursion, 1
	.set kernel_0.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 564
; TotalNumSgprs: kernel_0.numbered_sgpr+6
; NumVgprs: kernel_0.num_vgpr
; NumAgprs: kernel_0.num_agpr
; TotalNumVgprs: totalnumvgprs(kernel_0.num_agpr, kernel_0.num_vgpr)
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(kernel_0.numbered_sgpr+extrasgprs(kernel_0.uses_vcc, kernel_0.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(kernel_0.num_agpr, kernel_0.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(kernel_0.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(kernel_0.num_agpr, kernel_0.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, kernel_0.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(kernel_0.numbered_sgpr+extrasgprs(kernel_0.uses_vcc, kernel_0.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(kernel_0.num_agpr, kernel_0.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, kernel_0.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2align	2                               ; -- Begin function get_B_ptr
	.type	.Lget_B_ptr,@function
.Lget_B_ptr:                            ; @get_B_ptr
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s15
	s_ashr_i32 s1, s15, 31
	s_lshl_b64 s[2:3], s[0:1], 2
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, llvm.amdgcn.sw.lds.base.table@rel32@lo+4
	s_addc_u32 s5, s5, llvm.amdgcn.sw.lds.base.table@rel32@hi+12
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	s_lshl_b64 s[0:1], s[0:1], 4
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, llvm.amdgcn.sw.lds.offset.table@rel32@lo+12
	s_addc_u32 s5, s5, llvm.amdgcn.sw.lds.offset.table@rel32@hi+20
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v0, s[0:1]
	s_load_dword s0, s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s0
	ds_read_b64 v[0:1], v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, s0, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	.Lget_B_ptr, .Lfunc_end3-.Lget_B_ptr
                                        ; -- End function
	.set .L.Lget_B_ptr.num_vgpr, 4
	.set .L.Lget_B_ptr.num_agpr, 0
	.set .L.Lget_B_ptr.numbered_sgpr, 32
	.set .L.Lget_B_ptr.num_named_barrier, 0
	.set .L.Lget_B_ptr.private_seg_size, 0
	.set .L.Lget_B_ptr.uses_vcc, 0
	.set .L.Lget_B_ptr.uses_flat_scratch, 0
	.set .L.Lget_B_ptr.has_dyn_sized_stack, 0
	.set .L.Lget_B_ptr.has_recursion, 0
	.set .L.Lget_B_ptr.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 152
; TotalNumSgprs: 38
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	kernel_1                        ; -- Begin function kernel_1
	.p2align	8
	.type	kernel_1,@function
kernel_1:                               ; @kernel_1
; %bb.0:                                ; %WId
	v_mov_b32_e32 v40, v0
	v_and_b32_e32 v0, 0x3fffffff, v40
	s_mov_b32 s33, s10
	s_mov_b32 s50, s9
	s_mov_b32 s51, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[4:5]
	s_mov_b64 s[38:39], s[2:3]
	s_mov_b64 s[48:49], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b64 s[16:17], 0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:                                ; %Malloc
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.kernel_1.md@rel32@lo+4
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.kernel_1.md@rel32@hi+12
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, llvm.amdgcn.sw.lds.kernel_1.md@rel32@lo+12
	s_addc_u32 s3, s3, llvm.amdgcn.sw.lds.kernel_1.md@rel32@hi+20
	s_load_dword s4, s[36:37], 0x78
	s_load_dword s5, s[0:1], 0x0
	s_load_dword s6, s[2:3], 0x0
	v_mov_b32_e32 v41, 0
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s4, 3
	s_and_b32 s3, s0, -4
	s_add_i32 s2, s5, s6
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.kernel_1.md@rel32@lo+16
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.kernel_1.md@rel32@hi+24
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s3
	s_add_i32 s2, s2, s3
	global_store_dwordx3 v41, v[0:2], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_malloc_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_malloc_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_poison_region@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_poison_region@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	ds_write_b64 v41, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 8
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_mov_b64 s[16:17], exec
.LBB4_2:
	s_or_b64 exec, exec, s[52:53]
	v_mov_b32_e32 v0, 0
	s_barrier
	ds_read_b64 v[4:5], v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .Lget_B_ptr@rel32@lo+4
	s_addc_u32 s1, s1, .Lget_B_ptr@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 1
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[0:1]
	s_barrier
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB4_4
; %bb.3:                                ; %Free
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_free_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_free_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
.LBB4_4:                                ; %End
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_1
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(kernel_1.num_agpr, kernel_1.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(kernel_1.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, kernel_1.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
.Lfunc_end4:
	.size	kernel_1, .Lfunc_end4-kernel_1
                                        ; -- End function
	.set kernel_1.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set kernel_1.num_agpr, max(0, amdgpu.max_num_agpr)
	.set kernel_1.numbered_sgpr, max(54, amdgpu.max_num_sgpr)
	.set kernel_1.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set kernel_1.private_seg_size, 0+max(.L.Lget_B_ptr.private_seg_size)
	.set kernel_1.uses_vcc, 1
	.set kernel_1.uses_flat_scratch, 1
	.set kernel_1.has_dyn_sized_stack, 1
	.set kernel_1.has_recursion, 1
	.set kernel_1.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 556
; TotalNumSgprs: kernel_1.numbered_sgpr+6
; NumVgprs: kernel_1.num_vgpr
; NumAgprs: kernel_1.num_agpr
; TotalNumVgprs: totalnumvgprs(kernel_1.num_agpr, kernel_1.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(kernel_1.numbered_sgpr+extrasgprs(kernel_1.uses_vcc, kernel_1.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(kernel_1.num_agpr, kernel_1.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(kernel_1.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(kernel_1.num_agpr, kernel_1.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, kernel_1.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(kernel_1.numbered_sgpr+extrasgprs(kernel_1.uses_vcc, kernel_1.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(kernel_1.num_agpr, kernel_1.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, kernel_1.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	kernel_2                        ; -- Begin function kernel_2
	.p2align	8
	.type	kernel_2,@function
kernel_2:                               ; @kernel_2
; %bb.0:                                ; %WId
	v_mov_b32_e32 v40, v0
	v_and_b32_e32 v0, 0x3fffffff, v40
	s_mov_b32 s33, s10
	s_mov_b32 s50, s9
	s_mov_b32 s51, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[4:5]
	s_mov_b64 s[38:39], s[2:3]
	s_mov_b64 s[48:49], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b64 s[16:17], 0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:                                ; %Malloc
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.kernel_2.md@rel32@lo+16
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.kernel_2.md@rel32@hi+24
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, llvm.amdgcn.sw.lds.kernel_2.md@rel32@lo+24
	s_addc_u32 s3, s3, llvm.amdgcn.sw.lds.kernel_2.md@rel32@hi+32
	s_load_dword s4, s[0:1], 0x0
	s_load_dword s5, s[2:3], 0x0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_malloc_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_malloc_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s4, s5
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 2
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v41, 0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_poison_region@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_poison_region@gotpcrel32@hi+12
	s_load_dwordx2 s[54:55], s[0:1], 0x0
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_lshl_add_u64 v[0:1], v[42:43], 0, 8
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 2
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	ds_write_b64 v41, v[42:43]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[54:55]
	s_mov_b64 s[0:1], 0x60
	v_lshl_add_u64 v[0:1], v[42:43], 0, s[0:1]
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 2
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[54:55]
	s_mov_b64 s[16:17], exec
.LBB5_2:
	s_or_b64 exec, exec, s[52:53]
	v_mov_b32_e32 v0, 0
	s_barrier
	ds_read_b64 v[4:5], v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .Lstore_A@rel32@lo+4
	s_addc_u32 s1, s1, .Lstore_A@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 2
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[0:1]
	s_barrier
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB5_4
; %bb.3:                                ; %Free
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_free_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_free_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
.LBB5_4:                                ; %End
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_2
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(kernel_2.num_agpr, kernel_2.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(kernel_2.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, kernel_2.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
.Lfunc_end5:
	.size	kernel_2, .Lfunc_end5-kernel_2
                                        ; -- End function
	.set kernel_2.num_vgpr, max(44, amdgpu.max_num_vgpr)
	.set kernel_2.num_agpr, max(0, amdgpu.max_num_agpr)
	.set kernel_2.numbered_sgpr, max(56, amdgpu.max_num_sgpr)
	.set kernel_2.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set kernel_2.private_seg_size, 0+max(.L.Lstore_A.private_seg_size)
	.set kernel_2.uses_vcc, 1
	.set kernel_2.uses_flat_scratch, 1
	.set kernel_2.has_dyn_sized_stack, 1
	.set kernel_2.has_recursion, 1
	.set kernel_2.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 564
; TotalNumSgprs: kernel_2.numbered_sgpr+6
; NumVgprs: kernel_2.num_vgpr
; NumAgprs: kernel_2.num_agpr
; TotalNumVgprs: totalnumvgprs(kernel_2.num_agpr, kernel_2.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(kernel_2.numbered_sgpr+extrasgprs(kernel_2.uses_vcc, kernel_2.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(kernel_2.num_agpr, kernel_2.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(kernel_2.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(kernel_2.num_agpr, kernel_2.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, kernel_2.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(kernel_2.numbered_sgpr+extrasgprs(kernel_2.uses_vcc, kernel_2.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(kernel_2.num_agpr, kernel_2.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, kernel_2.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	kernel_3                        ; -- Begin function kernel_3
	.p2align	8
	.type	kernel_3,@function
kernel_3:                               ; @kernel_3
; %bb.0:                                ; %WId
	v_mov_b32_e32 v40, v0
	v_and_b32_e32 v0, 0x3fffffff, v40
	s_mov_b32 s33, s10
	s_mov_b32 s50, s9
	s_mov_b32 s51, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[4:5]
	s_mov_b64 s[38:39], s[2:3]
	s_mov_b64 s[48:49], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b64 s[16:17], 0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB6_2
; %bb.1:                                ; %Malloc
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.kernel_3.md@rel32@lo+4
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.kernel_3.md@rel32@hi+12
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, llvm.amdgcn.sw.lds.kernel_3.md@rel32@lo+12
	s_addc_u32 s3, s3, llvm.amdgcn.sw.lds.kernel_3.md@rel32@hi+20
	s_load_dword s4, s[36:37], 0x78
	s_load_dword s5, s[0:1], 0x0
	s_load_dword s6, s[2:3], 0x0
	v_mov_b32_e32 v41, 0
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s4, 3
	s_and_b32 s3, s0, -4
	s_add_i32 s2, s5, s6
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.kernel_3.md@rel32@lo+16
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.kernel_3.md@rel32@hi+24
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s3
	s_add_i32 s2, s2, s3
	global_store_dwordx3 v41, v[0:2], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_malloc_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_malloc_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 3
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_poison_region@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_poison_region@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	ds_write_b64 v41, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 8
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 3
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_mov_b64 s[16:17], exec
.LBB6_2:
	s_or_b64 exec, exec, s[52:53]
	v_mov_b32_e32 v0, 0
	s_barrier
	ds_read_b64 v[4:5], v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .Lget_B_ptr@rel32@lo+4
	s_addc_u32 s1, s1, .Lget_B_ptr@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_mov_b32 s15, 3
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[0:1]
	s_barrier
	s_and_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB6_4
; %bb.3:                                ; %Free
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_free_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_free_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
.LBB6_4:                                ; %End
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_3
		.amdhsa_group_segment_fixed_size 8
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(kernel_3.num_agpr, kernel_3.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(kernel_3.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, kernel_3.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
.Lfunc_end6:
	.size	kernel_3, .Lfunc_end6-kernel_3
                                        ; -- End function
	.set kernel_3.num_vgpr, max(42, amdgpu.max_num_vgpr)
	.set kernel_3.num_agpr, max(0, amdgpu.max_num_agpr)
	.set kernel_3.numbered_sgpr, max(54, amdgpu.max_num_sgpr)
	.set kernel_3.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set kernel_3.private_seg_size, 0+max(.L.Lget_B_ptr.private_seg_size)
	.set kernel_3.uses_vcc, 1
	.set kernel_3.uses_flat_scratch, 1
	.set kernel_3.has_dyn_sized_stack, 1
	.set kernel_3.has_recursion, 1
	.set kernel_3.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 556
; TotalNumSgprs: kernel_3.numbered_sgpr+6
; NumVgprs: kernel_3.num_vgpr
; NumAgprs: kernel_3.num_agpr
; TotalNumVgprs: totalnumvgprs(kernel_3.num_agpr, kernel_3.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(kernel_3.numbered_sgpr+extrasgprs(kernel_3.uses_vcc, kernel_3.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(kernel_3.num_agpr, kernel_3.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(kernel_3.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(kernel_3.num_agpr, kernel_3.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, kernel_3.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(kernel_3.numbered_sgpr+extrasgprs(kernel_3.uses_vcc, kernel_3.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(kernel_3.num_agpr, kernel_3.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, kernel_3.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 5
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	llvm.amdgcn.sw.lds.kernel_0.md,@object ; @llvm.amdgcn.sw.lds.kernel_0.md
	.data
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.kernel_0.md:
	.long	0                               ; 0x0
	.long	8                               ; 0x8
	.long	32                              ; 0x20
	.long	32                              ; 0x20
	.long	64                              ; 0x40
	.long	96                              ; 0x60
	.size	llvm.amdgcn.sw.lds.kernel_0.md, 24

	.type	llvm.amdgcn.sw.lds.kernel_3.md,@object ; @llvm.amdgcn.sw.lds.kernel_3.md
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.kernel_3.md:
	.long	0                               ; 0x0
	.long	8                               ; 0x8
	.long	32                              ; 0x20
	.long	32                              ; 0x20
	.long	0                               ; 0x0
	.long	32                              ; 0x20
	.size	llvm.amdgcn.sw.lds.kernel_3.md, 24

	.type	llvm.amdgcn.sw.lds.kernel_2.md,@object ; @llvm.amdgcn.sw.lds.kernel_2.md
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.kernel_2.md:
	.long	0                               ; 0x0
	.long	8                               ; 0x8
	.long	32                              ; 0x20
	.long	32                              ; 0x20
	.long	64                              ; 0x40
	.long	96                              ; 0x60
	.size	llvm.amdgcn.sw.lds.kernel_2.md, 24

	.type	llvm.amdgcn.sw.lds.kernel_1.md,@object ; @llvm.amdgcn.sw.lds.kernel_1.md
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.kernel_1.md:
	.long	0                               ; 0x0
	.long	8                               ; 0x8
	.long	32                              ; 0x20
	.long	32                              ; 0x20
	.long	0                               ; 0x0
	.long	32                              ; 0x20
	.size	llvm.amdgcn.sw.lds.kernel_1.md, 24

	.type	llvm.amdgcn.sw.lds.base.table,@object ; @llvm.amdgcn.sw.lds.base.table
	.section	.data.rel.ro,"aw",@progbits
	.p2align	2, 0x0
llvm.amdgcn.sw.lds.base.table:
	.long	0
	.long	0
	.long	0
	.long	0
	.size	llvm.amdgcn.sw.lds.base.table, 16

	.type	llvm.amdgcn.sw.lds.offset.table,@object ; @llvm.amdgcn.sw.lds.offset.table
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.offset.table:
	.quad	llvm.amdgcn.sw.lds.kernel_0.md+12
	.zero	8
	.zero	8
	.quad	llvm.amdgcn.sw.lds.kernel_1.md+12
	.quad	llvm.amdgcn.sw.lds.kernel_2.md+12
	.zero	8
	.zero	8
	.quad	llvm.amdgcn.sw.lds.kernel_3.md+12
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
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           kernel_0
    .private_segment_fixed_size: 16
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         kernel_0.kd
    .uses_dynamic_stack: true
    .vgpr_count:     44
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
    .name:           kernel_1
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         kernel_1.kd
    .uses_dynamic_stack: true
    .vgpr_count:     42
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
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           kernel_2
    .private_segment_fixed_size: 0
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         kernel_2.kd
    .uses_dynamic_stack: true
    .vgpr_count:     44
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
    .name:           kernel_3
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         kernel_3.kd
    .uses_dynamic_stack: true
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
