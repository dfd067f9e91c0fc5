	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 4
	.text
	.globl	min_64_max_64                   ; -- Begin function min_64_max_64
	.p2align	8
	.type	min_64_max_64,@function
min_64_max_64:                          ; @min_64_max_64
; %bb.0:                                ; %entry
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel min_64_max_64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 0
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
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
.Lfunc_end0:
	.size	min_64_max_64, .Lfunc_end0-min_64_max_64
                                        ; -- End function
	.set min_64_max_64.num_vgpr, 0
	.set min_64_max_64.num_agpr, 0
	.set min_64_max_64.numbered_sgpr, 0
	.set min_64_max_64.num_named_barrier, 0
	.set min_64_max_64.private_seg_size, 0
	.set min_64_max_64.uses_vcc, 0
	.set min_64_max_64.uses_flat_scratch, 0
	.set min_64_max_64.has_dyn_sized_stack, 0
	.set min_64_max_64.has_recursion, 0
	.set min_64_max_64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4
; TotalNumSgprs: 6
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 1
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
	.globl	min_64_max_128                  ; -- Begin function min_64_max_128
	.p2align	8
	.type	min_64_max_128,@function
min_64_max_128:                         ; @min_64_max_128
; %bb.0:                                ; %entry
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel min_64_max_128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 0
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
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
	.size	min_64_max_128, .Lfunc_end1-min_64_max_128
                                        ; -- End function
	.set min_64_max_128.num_vgpr, 0
	.set min_64_max_128.num_agpr, 0
	.set min_64_max_128.numbered_sgpr, 0
	.set min_64_max_128.num_named_barrier, 0
	.set min_64_max_128.private_seg_size, 0
	.set min_64_max_128.uses_vcc, 0
	.set min_64_max_128.uses_flat_scratch, 0
	.set min_64_max_128.has_dyn_sized_stack, 0
	.set min_64_max_128.has_recursion, 0
	.set min_64_max_128.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4
; TotalNumSgprs: 6
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 1
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
	.globl	min_128_max_128                 ; -- Begin function min_128_max_128
	.p2align	8
	.type	min_128_max_128,@function
min_128_max_128:                        ; @min_128_max_128
; %bb.0:                                ; %entry
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel min_128_max_128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 0
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
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
	.size	min_128_max_128, .Lfunc_end2-min_128_max_128
                                        ; -- End function
	.set min_128_max_128.num_vgpr, 0
	.set min_128_max_128.num_agpr, 0
	.set min_128_max_128.numbered_sgpr, 0
	.set min_128_max_128.num_named_barrier, 0
	.set min_128_max_128.private_seg_size, 0
	.set min_128_max_128.uses_vcc, 0
	.set min_128_max_128.uses_flat_scratch, 0
	.set min_128_max_128.has_dyn_sized_stack, 0
	.set min_128_max_128.has_recursion, 0
	.set min_128_max_128.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4
; TotalNumSgprs: 6
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 1
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
	.globl	min_1024_max_1024               ; -- Begin function min_1024_max_1024
	.p2align	8
	.type	min_1024_max_1024,@function
min_1024_max_1024:                      ; @min_1024_max_1024
; %bb.0:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, var@gotpcrel32@lo+4
	s_addc_u32 s1, s1, var@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v2, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v3, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v4, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v5, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v6, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v7, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v8, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v9, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v10, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v11, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v12, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v13, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v14, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v15, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v16, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v17, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v18, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v19, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v20, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v21, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v22, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v23, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v24, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v25, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v26, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v27, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v28, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v29, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v30, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v31, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v32, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v33, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v34, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v35, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v36, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v37, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v38, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v39, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v40, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_load_dword v41, v0, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v1, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v2, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v3, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v4, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v5, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v6, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v7, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v8, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v9, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v10, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v11, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v12, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v13, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v14, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v15, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v16, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v17, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v18, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v19, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v20, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v21, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v22, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v23, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v24, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v25, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v26, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v27, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v28, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v29, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v30, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v31, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v32, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v33, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v34, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v35, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v36, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v37, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v38, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v39, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v40, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	global_store_dword v0, v41, s[0:1] sc0 sc1
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel min_1024_max_1024
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 2
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
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
	.size	min_1024_max_1024, .Lfunc_end3-min_1024_max_1024
                                        ; -- End function
	.set min_1024_max_1024.num_vgpr, 42
	.set min_1024_max_1024.num_agpr, 0
	.set min_1024_max_1024.numbered_sgpr, 2
	.set min_1024_max_1024.num_named_barrier, 0
	.set min_1024_max_1024.private_seg_size, 0
	.set min_1024_max_1024.uses_vcc, 0
	.set min_1024_max_1024.uses_flat_scratch, 0
	.set min_1024_max_1024.has_dyn_sized_stack, 0
	.set min_1024_max_1024.has_recursion, 0
	.set min_1024_max_1024.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1024
; TotalNumSgprs: 8
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	var,@object                     ; @var
	.section	.bss,"aw",@nobits
	.globl	var
	.p2align	2, 0x0
var:
	.long	0x00000000                      ; float 0
	.size	var, 4

	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         24
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         40
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         48
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 64
    .name:           min_64_max_64
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         min_64_max_64.kd
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         24
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         40
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         48
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 128
    .name:           min_64_max_128
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         min_64_max_128.kd
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         24
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         40
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         48
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 128
    .name:           min_128_max_128
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         min_128_max_128.kd
    .vgpr_count:     0
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         24
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         32
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         40
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         48
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 1024
    .name:           min_1024_max_1024
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         min_1024_max_1024.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
