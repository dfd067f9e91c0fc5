	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	with_private_to_flat_addrspacecast ; -- Begin function with_private_to_flat_addrspacecast
	.p2align	2
	.type	with_private_to_flat_addrspacecast,@function
with_private_to_flat_addrspacecast:     ; @with_private_to_flat_addrspacecast
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b64 s[0:1], src_private_base
	v_mov_b32_e32 v1, s1
	v_cmp_ne_u32_e32 vcc, -1, v0
	v_mov_b32_e32 v2, 0
	s_nop 0
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cndmask_b32_e32 v0, 0, v0, vcc
	flat_store_dword v[0:1], v2 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	with_private_to_flat_addrspacecast, .Lfunc_end0-with_private_to_flat_addrspacecast
                                        ; -- End function
	.set with_private_to_flat_addrspacecast.num_vgpr, 3
	.set with_private_to_flat_addrspacecast.num_agpr, 0
	.set with_private_to_flat_addrspacecast.numbered_sgpr, 32
	.set with_private_to_flat_addrspacecast.num_named_barrier, 0
	.set with_private_to_flat_addrspacecast.private_seg_size, 0
	.set with_private_to_flat_addrspacecast.uses_vcc, 1
	.set with_private_to_flat_addrspacecast.uses_flat_scratch, 0
	.set with_private_to_flat_addrspacecast.has_dyn_sized_stack, 0
	.set with_private_to_flat_addrspacecast.has_recursion, 0
	.set with_private_to_flat_addrspacecast.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 48
; TotalNumSgprs: 38
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	with_private_to_flat_addrspacecast_cc_kernel ; -- Begin function with_private_to_flat_addrspacecast_cc_kernel
	.p2align	8
	.type	with_private_to_flat_addrspacecast_cc_kernel,@function
with_private_to_flat_addrspacecast_cc_kernel: ; @with_private_to_flat_addrspacecast_cc_kernel
; %bb.0:
	s_mov_b64 s[0:1], src_private_base
	s_load_dword s0, s[4:5], 0x0
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s0, -1
	s_cselect_b32 s1, s1, 0
	s_cselect_b32 s0, s0, 0
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	flat_store_dword v[0:1], v2 sc0 sc1
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel with_private_to_flat_addrspacecast_cc_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
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
	.size	with_private_to_flat_addrspacecast_cc_kernel, .Lfunc_end1-with_private_to_flat_addrspacecast_cc_kernel
                                        ; -- End function
	.set with_private_to_flat_addrspacecast_cc_kernel.num_vgpr, 3
	.set with_private_to_flat_addrspacecast_cc_kernel.num_agpr, 0
	.set with_private_to_flat_addrspacecast_cc_kernel.numbered_sgpr, 6
	.set with_private_to_flat_addrspacecast_cc_kernel.num_named_barrier, 0
	.set with_private_to_flat_addrspacecast_cc_kernel.private_seg_size, 0
	.set with_private_to_flat_addrspacecast_cc_kernel.uses_vcc, 0
	.set with_private_to_flat_addrspacecast_cc_kernel.uses_flat_scratch, 0
	.set with_private_to_flat_addrspacecast_cc_kernel.has_dyn_sized_stack, 0
	.set with_private_to_flat_addrspacecast_cc_kernel.has_recursion, 0
	.set with_private_to_flat_addrspacecast_cc_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 56
; TotalNumSgprs: 12
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	call_with_private_to_flat_addrspacecast ; -- Begin function call_with_private_to_flat_addrspacecast
	.p2align	2
	.type	call_with_private_to_flat_addrspacecast,@function
call_with_private_to_flat_addrspacecast: ; @call_with_private_to_flat_addrspacecast
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v3, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, with_private_to_flat_addrspacecast@gotpcrel32@lo+4
	s_addc_u32 s1, s1, with_private_to_flat_addrspacecast@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_writelane_b32 v3, s30, 0
	v_writelane_b32 v3, s31, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v3, 1
	v_readlane_b32 s30, v3, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v3, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	call_with_private_to_flat_addrspacecast, .Lfunc_end2-call_with_private_to_flat_addrspacecast
                                        ; -- End function
	.set call_with_private_to_flat_addrspacecast.num_vgpr, max(4, with_private_to_flat_addrspacecast.num_vgpr)
	.set call_with_private_to_flat_addrspacecast.num_agpr, max(0, with_private_to_flat_addrspacecast.num_agpr)
	.set call_with_private_to_flat_addrspacecast.numbered_sgpr, max(34, with_private_to_flat_addrspacecast.numbered_sgpr)
	.set call_with_private_to_flat_addrspacecast.num_named_barrier, max(0, with_private_to_flat_addrspacecast.num_named_barrier)
	.set call_with_private_to_flat_addrspacecast.private_seg_size, 16+max(with_private_to_flat_addrspacecast.private_seg_size)
	.set call_with_private_to_flat_addrspacecast.uses_vcc, or(1, with_private_to_flat_addrspacecast.uses_vcc)
	.set call_with_private_to_flat_addrspacecast.uses_flat_scratch, or(0, with_private_to_flat_addrspacecast.uses_flat_scratch)
	.set call_with_private_to_flat_addrspacecast.has_dyn_sized_stack, or(0, with_private_to_flat_addrspacecast.has_dyn_sized_stack)
	.set call_with_private_to_flat_addrspacecast.has_recursion, or(1, with_private_to_flat_addrspacecast.has_recursion)
	.set call_with_private_to_flat_addrspacecast.has_indirect_call, or(0, with_private_to_flat_addrspacecast.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
; TotalNumSgprs: 40
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 16
; MemoryBound: 0
	.text
	.globl	call_with_private_to_flat_addrspacecast_cc_kernel ; -- Begin function call_with_private_to_flat_addrspacecast_cc_kernel
	.p2align	8
	.type	call_with_private_to_flat_addrspacecast_cc_kernel,@function
call_with_private_to_flat_addrspacecast_cc_kernel: ; @call_with_private_to_flat_addrspacecast_cc_kernel
; %bb.0:
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 8
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_load_dword s15, s[4:5], 0x0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, with_private_to_flat_addrspacecast@gotpcrel32@lo+4
	s_addc_u32 s5, s5, with_private_to_flat_addrspacecast@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s15
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_with_private_to_flat_addrspacecast_cc_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 32
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
	.size	call_with_private_to_flat_addrspacecast_cc_kernel, .Lfunc_end3-call_with_private_to_flat_addrspacecast_cc_kernel
                                        ; -- End function
	.set call_with_private_to_flat_addrspacecast_cc_kernel.num_vgpr, max(32, with_private_to_flat_addrspacecast.num_vgpr)
	.set call_with_private_to_flat_addrspacecast_cc_kernel.num_agpr, max(0, with_private_to_flat_addrspacecast.num_agpr)
	.set call_with_private_to_flat_addrspacecast_cc_kernel.numbered_sgpr, max(33, with_private_to_flat_addrspacecast.numbered_sgpr)
	.set call_with_private_to_flat_addrspacecast_cc_kernel.num_named_barrier, max(0, with_private_to_flat_addrspacecast.num_named_barrier)
	.set call_with_private_to_flat_addrspacecast_cc_kernel.private_seg_size, 0+max(with_private_to_flat_addrspacecast.private_seg_size)
	.set call_with_private_to_flat_addrspacecast_cc_kernel.uses_vcc, or(1, with_private_to_flat_addrspacecast.uses_vcc)
	.set call_with_private_to_flat_addrspacecast_cc_kernel.uses_flat_scratch, or(0, with_private_to_flat_addrspacecast.uses_flat_scratch)
	.set call_with_private_to_flat_addrspacecast_cc_kernel.has_dyn_sized_stack, or(0, with_private_to_flat_addrspacecast.has_dyn_sized_stack)
	.set call_with_private_to_flat_addrspacecast_cc_kernel.has_recursion, or(1, with_private_to_flat_addrspacecast.has_recursion)
	.set call_with_private_to_flat_addrspacecast_cc_kernel.has_indirect_call, or(0, with_private_to_flat_addrspacecast.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 92
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	private_constant_expression_use ; -- Begin function private_constant_expression_use
	.p2align	8
	.type	private_constant_expression_use,@function
private_constant_expression_use:        ; @private_constant_expression_use
; %bb.0:
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_mov_b64 s[0:1], src_private_base
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v0, 0x7b
	v_mov_b32_e32 v1, s1
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v2, v[0:1], s[2:3] sc0 sc1
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_constant_expression_use
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
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
	.size	private_constant_expression_use, .Lfunc_end4-private_constant_expression_use
                                        ; -- End function
	.set private_constant_expression_use.num_vgpr, 3
	.set private_constant_expression_use.num_agpr, 0
	.set private_constant_expression_use.numbered_sgpr, 6
	.set private_constant_expression_use.num_named_barrier, 0
	.set private_constant_expression_use.private_seg_size, 0
	.set private_constant_expression_use.uses_vcc, 0
	.set private_constant_expression_use.uses_flat_scratch, 0
	.set private_constant_expression_use.has_dyn_sized_stack, 0
	.set private_constant_expression_use.has_recursion, 0
	.set private_constant_expression_use.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 48
; TotalNumSgprs: 12
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	calls_intrin_ascast_cc_kernel   ; -- Begin function calls_intrin_ascast_cc_kernel
	.p2align	8
	.type	calls_intrin_ascast_cc_kernel,@function
calls_intrin_ascast_cc_kernel:          ; @calls_intrin_ascast_cc_kernel
; %bb.0:
	s_mov_b64 s[0:1], src_shared_base
	s_load_dword s0, s[4:5], 0x0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, 7
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s0
	flat_store_dword v[0:1], v2 sc0 sc1
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel calls_intrin_ascast_cc_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
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
	.size	calls_intrin_ascast_cc_kernel, .Lfunc_end5-calls_intrin_ascast_cc_kernel
                                        ; -- End function
	.set calls_intrin_ascast_cc_kernel.num_vgpr, 3
	.set calls_intrin_ascast_cc_kernel.num_agpr, 0
	.set calls_intrin_ascast_cc_kernel.numbered_sgpr, 6
	.set calls_intrin_ascast_cc_kernel.num_named_barrier, 0
	.set calls_intrin_ascast_cc_kernel.private_seg_size, 0
	.set calls_intrin_ascast_cc_kernel.uses_vcc, 0
	.set calls_intrin_ascast_cc_kernel.uses_flat_scratch, 0
	.set calls_intrin_ascast_cc_kernel.has_dyn_sized_stack, 0
	.set calls_intrin_ascast_cc_kernel.has_recursion, 0
	.set calls_intrin_ascast_cc_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 44
; TotalNumSgprs: 12
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 3
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	calls_intrin_ascast             ; -- Begin function calls_intrin_ascast
	.p2align	2
	.type	calls_intrin_ascast,@function
calls_intrin_ascast:                    ; @calls_intrin_ascast
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b64 s[0:1], src_shared_base
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v2, 7
	flat_store_dword v[0:1], v2 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	calls_intrin_ascast, .Lfunc_end6-calls_intrin_ascast
                                        ; -- End function
	.set calls_intrin_ascast.num_vgpr, 3
	.set calls_intrin_ascast.num_agpr, 0
	.set calls_intrin_ascast.numbered_sgpr, 32
	.set calls_intrin_ascast.num_named_barrier, 0
	.set calls_intrin_ascast.private_seg_size, 0
	.set calls_intrin_ascast.uses_vcc, 0
	.set calls_intrin_ascast.uses_flat_scratch, 0
	.set calls_intrin_ascast.has_dyn_sized_stack, 0
	.set calls_intrin_ascast.has_recursion, 0
	.set calls_intrin_ascast.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 32
; TotalNumSgprs: 38
; NumVgprs: 3
; NumAgprs: 0
; TotalNumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	call_calls_intrin_ascast_cc_kernel ; -- Begin function call_calls_intrin_ascast_cc_kernel
	.p2align	8
	.type	call_calls_intrin_ascast_cc_kernel,@function
call_calls_intrin_ascast_cc_kernel:     ; @call_calls_intrin_ascast_cc_kernel
; %bb.0:
	s_mov_b32 s12, s8
	s_add_u32 s8, s4, 8
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_load_dword s15, s[4:5], 0x0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, calls_intrin_ascast@gotpcrel32@lo+4
	s_addc_u32 s5, s5, calls_intrin_ascast@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s15
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel call_calls_intrin_ascast_cc_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 33
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end7:
	.size	call_calls_intrin_ascast_cc_kernel, .Lfunc_end7-call_calls_intrin_ascast_cc_kernel
                                        ; -- End function
	.set call_calls_intrin_ascast_cc_kernel.num_vgpr, max(32, calls_intrin_ascast.num_vgpr)
	.set call_calls_intrin_ascast_cc_kernel.num_agpr, max(0, calls_intrin_ascast.num_agpr)
	.set call_calls_intrin_ascast_cc_kernel.numbered_sgpr, max(33, calls_intrin_ascast.numbered_sgpr)
	.set call_calls_intrin_ascast_cc_kernel.num_named_barrier, max(0, calls_intrin_ascast.num_named_barrier)
	.set call_calls_intrin_ascast_cc_kernel.private_seg_size, 0+max(calls_intrin_ascast.private_seg_size)
	.set call_calls_intrin_ascast_cc_kernel.uses_vcc, or(0, calls_intrin_ascast.uses_vcc)
	.set call_calls_intrin_ascast_cc_kernel.uses_flat_scratch, or(0, calls_intrin_ascast.uses_flat_scratch)
	.set call_calls_intrin_ascast_cc_kernel.has_dyn_sized_stack, or(0, calls_intrin_ascast.has_dyn_sized_stack)
	.set call_calls_intrin_ascast_cc_kernel.has_recursion, or(1, calls_intrin_ascast.has_recursion)
	.set call_calls_intrin_ascast_cc_kernel.has_indirect_call, or(0, calls_intrin_ascast.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 92
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 4
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  private
        .name:           ptr
        .offset:         0
        .size:           4
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           with_private_to_flat_addrspacecast_cc_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         with_private_to_flat_addrspacecast_cc_kernel.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  private
        .name:           ptr
        .offset:         0
        .size:           4
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           call_with_private_to_flat_addrspacecast_cc_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         call_with_private_to_flat_addrspacecast_cc_kernel.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           private_constant_expression_use
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         private_constant_expression_use.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  local
        .name:           ptr
        .offset:         0
        .pointee_align:  1
        .size:           4
        .value_kind:     dynamic_shared_pointer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         128
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           calls_intrin_ascast_cc_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         calls_intrin_ascast_cc_kernel.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  local
        .name:           ptr
        .offset:         0
        .pointee_align:  1
        .size:           4
        .value_kind:     dynamic_shared_pointer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         128
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           call_calls_intrin_ascast_cc_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         call_calls_intrin_ascast_cc_kernel.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
