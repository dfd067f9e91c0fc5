	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	test_urem_i32                   ; -- Begin function test_urem_i32
	.p2align	8
	.type	test_urem_i32,@function
test_urem_i32:                          ; @test_urem_i32
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[4:5], s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v0, s5
	s_sub_i32 s2, 0, s5
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_nop 0
	v_readfirstlane_b32 s3, v0
	s_mul_i32 s2, s2, s3
	s_mul_hi_u32 s2, s3, s2
	s_add_i32 s3, s3, s2
	s_mul_hi_u32 s2, s4, s3
	s_mul_i32 s2, s2, s5
	s_sub_i32 s2, s4, s2
	s_sub_i32 s3, s2, s5
	s_cmp_ge_u32 s2, s5
	s_cselect_b32 s2, s3, s2
	s_sub_i32 s3, s2, s5
	s_cmp_ge_u32 s2, s5
	s_cselect_b32 s2, s3, s2
	v_mov_b32_e32 v0, s2
	global_store_dword v1, v0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_urem_i32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 2
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
.Lfunc_end0:
	.size	test_urem_i32, .Lfunc_end0-test_urem_i32
                                        ; -- End function
	.set test_urem_i32.num_vgpr, 2
	.set test_urem_i32.num_agpr, 0
	.set test_urem_i32.numbered_sgpr, 6
	.set test_urem_i32.num_named_barrier, 0
	.set test_urem_i32.private_seg_size, 0
	.set test_urem_i32.uses_vcc, 0
	.set test_urem_i32.uses_flat_scratch, 0
	.set test_urem_i32.has_dyn_sized_stack, 0
	.set test_urem_i32.has_recursion, 0
	.set test_urem_i32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 12
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 2
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
	.globl	test_urem_i32_7                 ; -- Begin function test_urem_i32_7
	.p2align	8
	.type	test_urem_i32_7,@function
test_urem_i32_7:                        ; @test_urem_i32_7
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_load_dword s2, s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	s_mul_hi_u32 s3, s2, 0x24924925
	s_sub_i32 s4, s2, s3
	s_lshr_b32 s4, s4, 1
	s_add_i32 s4, s4, s3
	s_lshr_b32 s3, s4, 2
	s_mul_i32 s3, s3, 7
	s_sub_i32 s2, s2, s3
	v_mov_b32_e32 v1, s2
	global_store_dword v0, v1, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_urem_i32_7
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 2
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
	.size	test_urem_i32_7, .Lfunc_end1-test_urem_i32_7
                                        ; -- End function
	.set test_urem_i32_7.num_vgpr, 2
	.set test_urem_i32_7.num_agpr, 0
	.set test_urem_i32_7.numbered_sgpr, 6
	.set test_urem_i32_7.num_named_barrier, 0
	.set test_urem_i32_7.private_seg_size, 0
	.set test_urem_i32_7.uses_vcc, 0
	.set test_urem_i32_7.uses_flat_scratch, 0
	.set test_urem_i32_7.has_dyn_sized_stack, 0
	.set test_urem_i32_7.has_recursion, 0
	.set test_urem_i32_7.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 12
; NumVgprs: 2
; NumAgprs: 0
; TotalNumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 2
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
	.globl	test_urem_v2i32                 ; -- Begin function test_urem_v2i32
	.p2align	8
	.type	test_urem_v2i32,@function
test_urem_v2i32:                        ; @test_urem_v2i32
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v0, s6
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s2, 0, s6
	v_rcp_iflag_f32_e32 v0, v0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s3, v0
	s_mul_i32 s2, s2, s3
	s_mul_hi_u32 s2, s3, s2
	s_add_i32 s3, s3, s2
	s_mul_hi_u32 s2, s4, s3
	s_mul_i32 s2, s2, s6
	s_sub_i32 s2, s4, s2
	s_sub_i32 s3, s2, s6
	s_cmp_ge_u32 s2, s6
	s_cselect_b32 s2, s3, s2
	s_sub_i32 s3, s2, s6
	s_cmp_ge_u32 s2, s6
	v_readfirstlane_b32 s8, v1
	s_cselect_b32 s2, s3, s2
	s_sub_i32 s3, 0, s7
	s_mul_i32 s3, s3, s8
	s_mul_hi_u32 s3, s8, s3
	s_add_i32 s8, s8, s3
	s_mul_hi_u32 s3, s5, s8
	s_mul_i32 s3, s3, s7
	s_sub_i32 s3, s5, s3
	s_sub_i32 s4, s3, s7
	s_cmp_ge_u32 s3, s7
	s_cselect_b32 s3, s4, s3
	s_sub_i32 s4, s3, s7
	s_cmp_ge_u32 s3, s7
	s_cselect_b32 s3, s4, s3
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	global_store_dwordx2 v2, v[0:1], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_urem_v2i32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_sgpr 9
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
.Lfunc_end2:
	.size	test_urem_v2i32, .Lfunc_end2-test_urem_v2i32
                                        ; -- End function
	.set test_urem_v2i32.num_vgpr, 3
	.set test_urem_v2i32.num_agpr, 0
	.set test_urem_v2i32.numbered_sgpr, 9
	.set test_urem_v2i32.num_named_barrier, 0
	.set test_urem_v2i32.private_seg_size, 0
	.set test_urem_v2i32.uses_vcc, 0
	.set test_urem_v2i32.uses_flat_scratch, 0
	.set test_urem_v2i32.has_dyn_sized_stack, 0
	.set test_urem_v2i32.has_recursion, 0
	.set test_urem_v2i32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: 15
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
; NumSGPRsForWavesPerEU: 15
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
	.globl	test_urem_v4i32                 ; -- Begin function test_urem_v4i32
	.p2align	8
	.type	test_urem_v4i32,@function
test_urem_v4i32:                        ; @test_urem_v4i32
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[0:7], s[10:11], 0x0
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, s4
	v_cvt_f32_u32_e32 v2, s5
	s_sub_i32 s10, 0, s4
	v_cvt_f32_u32_e32 v3, s6
	v_rcp_iflag_f32_e32 v1, v1
	v_rcp_iflag_f32_e32 v2, v2
	v_cvt_f32_u32_e32 v4, s7
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s0, s11
	s_mul_i32 s10, s10, s4
	s_sub_i32 s0, s0, s10
	s_sub_i32 s10, s0, s4
	s_cmp_ge_u32 s0, s4
	s_cselect_b32 s0, s10, s0
	s_sub_i32 s10, s0, s4
	s_cmp_ge_u32 s0, s4
	v_readfirstlane_b32 s12, v2
	s_cselect_b32 s0, s10, s0
	s_sub_i32 s4, 0, s5
	s_mul_i32 s4, s4, s12
	s_mul_hi_u32 s4, s12, s4
	s_add_i32 s12, s12, s4
	s_mul_hi_u32 s4, s1, s12
	s_mul_i32 s4, s4, s5
	s_sub_i32 s1, s1, s4
	s_sub_i32 s4, s1, s5
	v_cvt_u32_f32_e32 v3, v3
	s_cmp_ge_u32 s1, s5
	s_cselect_b32 s1, s4, s1
	s_sub_i32 s4, s1, s5
	s_cmp_ge_u32 s1, s5
	v_readfirstlane_b32 s13, v3
	s_cselect_b32 s1, s4, s1
	s_sub_i32 s4, 0, s6
	s_mul_i32 s4, s4, s13
	s_mul_hi_u32 s4, s13, s4
	v_rcp_iflag_f32_e32 v4, v4
	s_add_i32 s13, s13, s4
	s_mul_hi_u32 s4, s2, s13
	s_mul_i32 s4, s4, s6
	s_sub_i32 s2, s2, s4
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	s_sub_i32 s4, s2, s6
	s_cmp_ge_u32 s2, s6
	v_cvt_u32_f32_e32 v1, v4
	s_cselect_b32 s2, s4, s2
	s_sub_i32 s4, s2, s6
	s_cmp_ge_u32 s2, s6
	s_cselect_b32 s2, s4, s2
	s_sub_i32 s4, 0, s7
	v_readfirstlane_b32 s5, v1
	s_mul_i32 s4, s4, s5
	s_mul_hi_u32 s4, s5, s4
	s_add_i32 s5, s5, s4
	s_mul_hi_u32 s4, s3, s5
	s_mul_i32 s4, s4, s7
	s_sub_i32 s3, s3, s4
	s_sub_i32 s4, s3, s7
	s_cmp_ge_u32 s3, s7
	s_cselect_b32 s3, s4, s3
	s_sub_i32 s4, s3, s7
	s_cmp_ge_u32 s3, s7
	s_cselect_b32 s3, s4, s3
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	global_store_dwordx4 v0, v[2:5], s[8:9]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_urem_v4i32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
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
.Lfunc_end3:
	.size	test_urem_v4i32, .Lfunc_end3-test_urem_v4i32
                                        ; -- End function
	.set test_urem_v4i32.num_vgpr, 6
	.set test_urem_v4i32.num_agpr, 0
	.set test_urem_v4i32.numbered_sgpr, 14
	.set test_urem_v4i32.num_named_barrier, 0
	.set test_urem_v4i32.private_seg_size, 0
	.set test_urem_v4i32.uses_vcc, 0
	.set test_urem_v4i32.uses_flat_scratch, 0
	.set test_urem_v4i32.has_dyn_sized_stack, 0
	.set test_urem_v4i32.has_recursion, 0
	.set test_urem_v4i32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 360
; TotalNumSgprs: 20
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	test_urem_i64                   ; -- Begin function test_urem_i64
	.p2align	8
	.type	test_urem_i64,@function
test_urem_i64:                          ; @test_urem_i64
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	s_or_b64 s[2:3], s[4:5], s[6:7]
	s_mov_b32 s2, 0
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc0 .LBB4_4
; %bb.1:
	v_cvt_f32_u32_e32 v0, s6
	v_cvt_f32_u32_e32 v1, s7
	s_sub_u32 s8, 0, s6
	s_subb_u32 s9, 0, s7
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s10, v1
	v_readfirstlane_b32 s11, v0
	s_mul_i32 s12, s8, s10
	s_mul_hi_u32 s14, s8, s11
	s_mul_i32 s13, s9, s11
	s_add_i32 s12, s14, s12
	s_add_i32 s12, s12, s13
	s_mul_i32 s15, s8, s11
	s_mul_i32 s14, s11, s12
	s_mul_hi_u32 s16, s11, s15
	s_mul_hi_u32 s13, s11, s12
	s_add_u32 s14, s16, s14
	s_addc_u32 s13, 0, s13
	s_mul_hi_u32 s17, s10, s15
	s_mul_i32 s15, s10, s15
	s_add_u32 s14, s14, s15
	s_mul_hi_u32 s16, s10, s12
	s_addc_u32 s13, s13, s17
	s_addc_u32 s14, s16, 0
	s_mul_i32 s12, s10, s12
	s_add_u32 s12, s13, s12
	s_addc_u32 s13, 0, s14
	s_add_u32 s11, s11, s12
	s_addc_u32 s10, s10, s13
	s_mul_i32 s12, s8, s10
	s_mul_hi_u32 s13, s8, s11
	s_add_i32 s12, s13, s12
	s_mul_i32 s9, s9, s11
	s_add_i32 s12, s12, s9
	s_mul_i32 s8, s8, s11
	s_mul_hi_u32 s13, s10, s8
	s_mul_i32 s14, s10, s8
	s_mul_i32 s16, s11, s12
	s_mul_hi_u32 s8, s11, s8
	s_mul_hi_u32 s15, s11, s12
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, 0, s15
	s_add_u32 s8, s8, s14
	s_mul_hi_u32 s9, s10, s12
	s_addc_u32 s8, s15, s13
	s_addc_u32 s9, s9, 0
	s_mul_i32 s12, s10, s12
	s_add_u32 s8, s8, s12
	s_addc_u32 s9, 0, s9
	s_add_u32 s8, s11, s8
	s_addc_u32 s9, s10, s9
	s_mul_i32 s11, s4, s9
	s_mul_hi_u32 s12, s4, s8
	s_mul_hi_u32 s10, s4, s9
	s_add_u32 s11, s12, s11
	s_addc_u32 s10, 0, s10
	s_mul_hi_u32 s13, s5, s8
	s_mul_i32 s8, s5, s8
	s_add_u32 s8, s11, s8
	s_mul_hi_u32 s12, s5, s9
	s_addc_u32 s8, s10, s13
	s_addc_u32 s10, s12, 0
	s_mul_i32 s9, s5, s9
	s_add_u32 s8, s8, s9
	s_addc_u32 s9, 0, s10
	s_mul_i32 s9, s6, s9
	s_mul_hi_u32 s10, s6, s8
	s_add_i32 s9, s10, s9
	s_mul_i32 s10, s7, s8
	s_add_i32 s12, s9, s10
	s_sub_i32 s10, s5, s12
	s_mul_i32 s8, s6, s8
	s_sub_u32 s13, s4, s8
	s_cselect_b64 s[8:9], -1, 0
	s_subb_u32 s14, s10, s7
	s_sub_u32 s15, s13, s6
	s_cselect_b64 s[10:11], -1, 0
	s_subb_u32 s16, s14, 0
	s_cmp_ge_u32 s16, s7
	s_cselect_b32 s17, -1, 0
	s_cmp_ge_u32 s15, s6
	s_cselect_b32 s18, -1, 0
	s_cmp_eq_u32 s16, s7
	s_cselect_b32 s17, s18, s17
	s_cmp_lg_u64 s[10:11], 0
	s_subb_u32 s10, s14, s7
	s_sub_u32 s11, s15, s6
	s_subb_u32 s10, s10, 0
	s_cmp_lg_u32 s17, 0
	s_cselect_b32 s11, s11, s15
	s_cselect_b32 s10, s10, s16
	s_cmp_lg_u64 s[8:9], 0
	s_subb_u32 s5, s5, s12
	s_cmp_ge_u32 s5, s7
	s_cselect_b32 s8, -1, 0
	s_cmp_ge_u32 s13, s6
	s_cselect_b32 s9, -1, 0
	s_cmp_eq_u32 s5, s7
	s_cselect_b32 s7, s9, s8
	s_cmp_lg_u32 s7, 0
	s_cselect_b32 s9, s10, s5
	s_cselect_b32 s8, s11, s13
	s_cbranch_execnz .LBB4_3
.LBB4_2:
	v_cvt_f32_u32_e32 v0, s6
	s_sub_i32 s2, 0, s6
	s_mov_b32 s9, 0
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_nop 0
	v_readfirstlane_b32 s3, v0
	s_mul_i32 s2, s2, s3
	s_mul_hi_u32 s2, s3, s2
	s_add_i32 s3, s3, s2
	s_mul_hi_u32 s2, s4, s3
	s_mul_i32 s2, s2, s6
	s_sub_i32 s2, s4, s2
	s_sub_i32 s3, s2, s6
	s_cmp_ge_u32 s2, s6
	s_cselect_b32 s2, s3, s2
	s_sub_i32 s3, s2, s6
	s_cmp_ge_u32 s2, s6
	s_cselect_b32 s8, s3, s2
.LBB4_3:
	v_mov_b32_e32 v0, 0
	v_mov_b64_e32 v[2:3], s[8:9]
	global_store_dwordx2 v0, v[2:3], s[0:1]
	s_endpgm
.LBB4_4:
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB4_2
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_urem_i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 19
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
	.size	test_urem_i64, .Lfunc_end4-test_urem_i64
                                        ; -- End function
	.set test_urem_i64.num_vgpr, 4
	.set test_urem_i64.num_agpr, 0
	.set test_urem_i64.numbered_sgpr, 19
	.set test_urem_i64.num_named_barrier, 0
	.set test_urem_i64.private_seg_size, 0
	.set test_urem_i64.uses_vcc, 0
	.set test_urem_i64.uses_flat_scratch, 0
	.set test_urem_i64.has_dyn_sized_stack, 0
	.set test_urem_i64.has_recursion, 0
	.set test_urem_i64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 612
; TotalNumSgprs: 25
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 4
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
	.globl	test_urem_v2i64                 ; -- Begin function test_urem_v2i64
	.p2align	8
	.type	test_urem_v2i64,@function
test_urem_v2i64:                        ; @test_urem_v2i64
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx8 s[0:7], s[10:11], 0x0
	s_waitcnt lgkmcnt(0)
	s_or_b64 s[10:11], s[0:1], s[4:5]
	s_mov_b32 s10, 0
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc0 .LBB5_7
; %bb.1:
	v_cvt_f32_u32_e32 v0, s4
	v_cvt_f32_u32_e32 v1, s5
	s_sub_u32 s10, 0, s4
	s_subb_u32 s11, 0, s5
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s14, v1
	v_readfirstlane_b32 s15, v0
	s_mul_i32 s16, s10, s14
	s_mul_hi_u32 s18, s10, s15
	s_mul_i32 s17, s11, s15
	s_add_i32 s16, s18, s16
	s_add_i32 s16, s16, s17
	s_mul_i32 s19, s10, s15
	s_mul_i32 s18, s15, s16
	s_mul_hi_u32 s20, s15, s19
	s_mul_hi_u32 s17, s15, s16
	s_add_u32 s18, s20, s18
	s_addc_u32 s17, 0, s17
	s_mul_hi_u32 s21, s14, s19
	s_mul_i32 s19, s14, s19
	s_add_u32 s18, s18, s19
	s_mul_hi_u32 s20, s14, s16
	s_addc_u32 s17, s17, s21
	s_addc_u32 s18, s20, 0
	s_mul_i32 s16, s14, s16
	s_add_u32 s16, s17, s16
	s_addc_u32 s17, 0, s18
	s_add_u32 s15, s15, s16
	s_addc_u32 s14, s14, s17
	s_mul_i32 s16, s10, s14
	s_mul_hi_u32 s17, s10, s15
	s_add_i32 s16, s17, s16
	s_mul_i32 s11, s11, s15
	s_add_i32 s16, s16, s11
	s_mul_i32 s10, s10, s15
	s_mul_hi_u32 s17, s14, s10
	s_mul_i32 s18, s14, s10
	s_mul_i32 s20, s15, s16
	s_mul_hi_u32 s10, s15, s10
	s_mul_hi_u32 s19, s15, s16
	s_add_u32 s10, s10, s20
	s_addc_u32 s19, 0, s19
	s_add_u32 s10, s10, s18
	s_mul_hi_u32 s11, s14, s16
	s_addc_u32 s10, s19, s17
	s_addc_u32 s11, s11, 0
	s_mul_i32 s16, s14, s16
	s_add_u32 s10, s10, s16
	s_addc_u32 s11, 0, s11
	s_add_u32 s10, s15, s10
	s_addc_u32 s11, s14, s11
	s_mul_i32 s15, s0, s11
	s_mul_hi_u32 s16, s0, s10
	s_mul_hi_u32 s14, s0, s11
	s_add_u32 s15, s16, s15
	s_addc_u32 s14, 0, s14
	s_mul_hi_u32 s17, s1, s10
	s_mul_i32 s10, s1, s10
	s_add_u32 s10, s15, s10
	s_mul_hi_u32 s16, s1, s11
	s_addc_u32 s10, s14, s17
	s_addc_u32 s14, s16, 0
	s_mul_i32 s11, s1, s11
	s_add_u32 s10, s10, s11
	s_addc_u32 s11, 0, s14
	s_mul_i32 s11, s4, s11
	s_mul_hi_u32 s14, s4, s10
	s_add_i32 s11, s14, s11
	s_mul_i32 s14, s5, s10
	s_add_i32 s16, s11, s14
	s_sub_i32 s14, s1, s16
	s_mul_i32 s10, s4, s10
	s_sub_u32 s17, s0, s10
	s_cselect_b64 s[10:11], -1, 0
	s_subb_u32 s18, s14, s5
	s_sub_u32 s19, s17, s4
	s_cselect_b64 s[14:15], -1, 0
	s_subb_u32 s20, s18, 0
	s_cmp_ge_u32 s20, s5
	s_cselect_b32 s21, -1, 0
	s_cmp_ge_u32 s19, s4
	s_cselect_b32 s22, -1, 0
	s_cmp_eq_u32 s20, s5
	s_cselect_b32 s21, s22, s21
	s_cmp_lg_u64 s[14:15], 0
	s_subb_u32 s14, s18, s5
	s_sub_u32 s15, s19, s4
	s_subb_u32 s14, s14, 0
	s_cmp_lg_u32 s21, 0
	s_cselect_b32 s15, s15, s19
	s_cselect_b32 s14, s14, s20
	s_cmp_lg_u64 s[10:11], 0
	s_subb_u32 s1, s1, s16
	s_cmp_ge_u32 s1, s5
	s_cselect_b32 s10, -1, 0
	s_cmp_ge_u32 s17, s4
	s_cselect_b32 s11, -1, 0
	s_cmp_eq_u32 s1, s5
	s_cselect_b32 s5, s11, s10
	s_cmp_lg_u32 s5, 0
	s_cselect_b32 s11, s14, s1
	s_cselect_b32 s10, s15, s17
	s_cbranch_execnz .LBB5_3
.LBB5_2:
	v_cvt_f32_u32_e32 v0, s4
	s_sub_i32 s1, 0, s4
	s_mov_b32 s11, 0
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_nop 0
	v_readfirstlane_b32 s5, v0
	s_mul_i32 s1, s1, s5
	s_mul_hi_u32 s1, s5, s1
	s_add_i32 s5, s5, s1
	s_mul_hi_u32 s1, s0, s5
	s_mul_i32 s1, s1, s4
	s_sub_i32 s0, s0, s1
	s_sub_i32 s1, s0, s4
	s_cmp_ge_u32 s0, s4
	s_cselect_b32 s0, s1, s0
	s_sub_i32 s1, s0, s4
	s_cmp_ge_u32 s0, s4
	s_cselect_b32 s10, s1, s0
.LBB5_3:
	s_or_b64 s[0:1], s[2:3], s[6:7]
	s_mov_b32 s0, 0
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc0 .LBB5_8
; %bb.4:
	v_cvt_f32_u32_e32 v0, s6
	v_cvt_f32_u32_e32 v1, s7
	s_sub_u32 s4, 0, s6
	s_subb_u32 s5, 0, s7
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s12, v1
	v_readfirstlane_b32 s13, v0
	s_mul_i32 s14, s4, s12
	s_mul_hi_u32 s16, s4, s13
	s_mul_i32 s15, s5, s13
	s_add_i32 s14, s16, s14
	s_add_i32 s14, s14, s15
	s_mul_i32 s17, s4, s13
	s_mul_i32 s16, s13, s14
	s_mul_hi_u32 s18, s13, s17
	s_mul_hi_u32 s15, s13, s14
	s_add_u32 s16, s18, s16
	s_addc_u32 s15, 0, s15
	s_mul_hi_u32 s19, s12, s17
	s_mul_i32 s17, s12, s17
	s_add_u32 s16, s16, s17
	s_mul_hi_u32 s18, s12, s14
	s_addc_u32 s15, s15, s19
	s_addc_u32 s16, s18, 0
	s_mul_i32 s14, s12, s14
	s_add_u32 s14, s15, s14
	s_addc_u32 s15, 0, s16
	s_add_u32 s13, s13, s14
	s_addc_u32 s12, s12, s15
	s_mul_i32 s14, s4, s12
	s_mul_hi_u32 s15, s4, s13
	s_add_i32 s14, s15, s14
	s_mul_i32 s5, s5, s13
	s_add_i32 s14, s14, s5
	s_mul_i32 s4, s4, s13
	s_mul_hi_u32 s15, s12, s4
	s_mul_i32 s16, s12, s4
	s_mul_i32 s18, s13, s14
	s_mul_hi_u32 s4, s13, s4
	s_mul_hi_u32 s17, s13, s14
	s_add_u32 s4, s4, s18
	s_addc_u32 s17, 0, s17
	s_add_u32 s4, s4, s16
	s_mul_hi_u32 s5, s12, s14
	s_addc_u32 s4, s17, s15
	s_addc_u32 s5, s5, 0
	s_mul_i32 s14, s12, s14
	s_add_u32 s4, s4, s14
	s_addc_u32 s5, 0, s5
	s_add_u32 s4, s13, s4
	s_addc_u32 s5, s12, s5
	s_mul_i32 s13, s2, s5
	s_mul_hi_u32 s14, s2, s4
	s_mul_hi_u32 s12, s2, s5
	s_add_u32 s13, s14, s13
	s_addc_u32 s12, 0, s12
	s_mul_hi_u32 s15, s3, s4
	s_mul_i32 s4, s3, s4
	s_add_u32 s4, s13, s4
	s_mul_hi_u32 s14, s3, s5
	s_addc_u32 s4, s12, s15
	s_addc_u32 s12, s14, 0
	s_mul_i32 s5, s3, s5
	s_add_u32 s4, s4, s5
	s_addc_u32 s5, 0, s12
	s_mul_i32 s5, s6, s5
	s_mul_hi_u32 s12, s6, s4
	s_add_i32 s5, s12, s5
	s_mul_i32 s12, s7, s4
	s_add_i32 s14, s5, s12
	s_sub_i32 s12, s3, s14
	s_mul_i32 s4, s6, s4
	s_sub_u32 s15, s2, s4
	s_cselect_b64 s[4:5], -1, 0
	s_subb_u32 s16, s12, s7
	s_sub_u32 s17, s15, s6
	s_cselect_b64 s[12:13], -1, 0
	s_subb_u32 s18, s16, 0
	s_cmp_ge_u32 s18, s7
	s_cselect_b32 s19, -1, 0
	s_cmp_ge_u32 s17, s6
	s_cselect_b32 s20, -1, 0
	s_cmp_eq_u32 s18, s7
	s_cselect_b32 s19, s20, s19
	s_cmp_lg_u64 s[12:13], 0
	s_subb_u32 s12, s16, s7
	s_sub_u32 s13, s17, s6
	s_subb_u32 s12, s12, 0
	s_cmp_lg_u32 s19, 0
	s_cselect_b32 s13, s13, s17
	s_cselect_b32 s12, s12, s18
	s_cmp_lg_u64 s[4:5], 0
	s_subb_u32 s3, s3, s14
	s_cmp_ge_u32 s3, s7
	s_cselect_b32 s4, -1, 0
	s_cmp_ge_u32 s15, s6
	s_cselect_b32 s5, -1, 0
	s_cmp_eq_u32 s3, s7
	s_cselect_b32 s4, s5, s4
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s5, s12, s3
	s_cselect_b32 s4, s13, s15
	s_cbranch_execnz .LBB5_6
.LBB5_5:
	v_cvt_f32_u32_e32 v0, s6
	s_sub_i32 s0, 0, s6
	s_mov_b32 s5, 0
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_nop 0
	v_readfirstlane_b32 s1, v0
	s_mul_i32 s0, s0, s1
	s_mul_hi_u32 s0, s1, s0
	s_add_i32 s1, s1, s0
	s_mul_hi_u32 s0, s2, s1
	s_mul_i32 s0, s0, s6
	s_sub_i32 s0, s2, s0
	s_sub_i32 s1, s0, s6
	s_cmp_ge_u32 s0, s6
	s_cselect_b32 s0, s1, s0
	s_sub_i32 s1, s0, s6
	s_cmp_ge_u32 s0, s6
	s_cselect_b32 s4, s1, s0
.LBB5_6:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	global_store_dwordx4 v0, v[2:5], s[8:9]
	s_endpgm
.LBB5_7:
                                        ; implicit-def: $sgpr10_sgpr11
	s_branch .LBB5_2
.LBB5_8:
                                        ; implicit-def: $sgpr4_sgpr5
	s_branch .LBB5_5
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_urem_v2i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 23
		.amdhsa_accum_offset 8
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
	.size	test_urem_v2i64, .Lfunc_end5-test_urem_v2i64
                                        ; -- End function
	.set test_urem_v2i64.num_vgpr, 6
	.set test_urem_v2i64.num_agpr, 0
	.set test_urem_v2i64.numbered_sgpr, 23
	.set test_urem_v2i64.num_named_barrier, 0
	.set test_urem_v2i64.private_seg_size, 0
	.set test_urem_v2i64.uses_vcc, 0
	.set test_urem_v2i64.uses_flat_scratch, 0
	.set test_urem_v2i64.has_dyn_sized_stack, 0
	.set test_urem_v2i64.has_recursion, 0
	.set test_urem_v2i64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1192
; TotalNumSgprs: 29
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	test_urem_v4i64                 ; -- Begin function test_urem_v4i64
	.p2align	8
	.type	test_urem_v4i64,@function
test_urem_v4i64:                        ; @test_urem_v4i64
; %bb.0:
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dwordx16 s[0:15], s[18:19], 0x0
	s_waitcnt lgkmcnt(0)
	s_or_b64 s[18:19], s[0:1], s[8:9]
	s_mov_b32 s18, 0
	s_cmp_lg_u64 s[18:19], 0
	s_cbranch_scc0 .LBB6_13
; %bb.1:
	v_cvt_f32_u32_e32 v0, s8
	v_cvt_f32_u32_e32 v1, s9
	s_sub_u32 s18, 0, s8
	s_subb_u32 s19, 0, s9
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s22, v1
	v_readfirstlane_b32 s23, v0
	s_mul_i32 s24, s18, s22
	s_mul_hi_u32 s26, s18, s23
	s_mul_i32 s25, s19, s23
	s_add_i32 s24, s26, s24
	s_add_i32 s24, s24, s25
	s_mul_i32 s27, s18, s23
	s_mul_i32 s26, s23, s24
	s_mul_hi_u32 s28, s23, s27
	s_mul_hi_u32 s25, s23, s24
	s_add_u32 s26, s28, s26
	s_addc_u32 s25, 0, s25
	s_mul_hi_u32 s29, s22, s27
	s_mul_i32 s27, s22, s27
	s_add_u32 s26, s26, s27
	s_mul_hi_u32 s28, s22, s24
	s_addc_u32 s25, s25, s29
	s_addc_u32 s26, s28, 0
	s_mul_i32 s24, s22, s24
	s_add_u32 s24, s25, s24
	s_addc_u32 s25, 0, s26
	s_add_u32 s23, s23, s24
	s_addc_u32 s22, s22, s25
	s_mul_i32 s24, s18, s22
	s_mul_hi_u32 s25, s18, s23
	s_add_i32 s24, s25, s24
	s_mul_i32 s19, s19, s23
	s_add_i32 s24, s24, s19
	s_mul_i32 s18, s18, s23
	s_mul_hi_u32 s25, s22, s18
	s_mul_i32 s26, s22, s18
	s_mul_i32 s28, s23, s24
	s_mul_hi_u32 s18, s23, s18
	s_mul_hi_u32 s27, s23, s24
	s_add_u32 s18, s18, s28
	s_addc_u32 s27, 0, s27
	s_add_u32 s18, s18, s26
	s_mul_hi_u32 s19, s22, s24
	s_addc_u32 s18, s27, s25
	s_addc_u32 s19, s19, 0
	s_mul_i32 s24, s22, s24
	s_add_u32 s18, s18, s24
	s_addc_u32 s19, 0, s19
	s_add_u32 s18, s23, s18
	s_addc_u32 s19, s22, s19
	s_mul_i32 s23, s0, s19
	s_mul_hi_u32 s24, s0, s18
	s_mul_hi_u32 s22, s0, s19
	s_add_u32 s23, s24, s23
	s_addc_u32 s22, 0, s22
	s_mul_hi_u32 s25, s1, s18
	s_mul_i32 s18, s1, s18
	s_add_u32 s18, s23, s18
	s_mul_hi_u32 s24, s1, s19
	s_addc_u32 s18, s22, s25
	s_addc_u32 s22, s24, 0
	s_mul_i32 s19, s1, s19
	s_add_u32 s18, s18, s19
	s_addc_u32 s19, 0, s22
	s_mul_i32 s19, s8, s19
	s_mul_hi_u32 s22, s8, s18
	s_add_i32 s19, s22, s19
	s_mul_i32 s22, s9, s18
	s_add_i32 s24, s19, s22
	s_sub_i32 s22, s1, s24
	s_mul_i32 s18, s8, s18
	s_sub_u32 s25, s0, s18
	s_cselect_b64 s[18:19], -1, 0
	s_subb_u32 s26, s22, s9
	s_sub_u32 s27, s25, s8
	s_cselect_b64 s[22:23], -1, 0
	s_subb_u32 s28, s26, 0
	s_cmp_ge_u32 s28, s9
	s_cselect_b32 s29, -1, 0
	s_cmp_ge_u32 s27, s8
	s_cselect_b32 s30, -1, 0
	s_cmp_eq_u32 s28, s9
	s_cselect_b32 s29, s30, s29
	s_cmp_lg_u64 s[22:23], 0
	s_subb_u32 s22, s26, s9
	s_sub_u32 s23, s27, s8
	s_subb_u32 s22, s22, 0
	s_cmp_lg_u32 s29, 0
	s_cselect_b32 s23, s23, s27
	s_cselect_b32 s22, s22, s28
	s_cmp_lg_u64 s[18:19], 0
	s_subb_u32 s1, s1, s24
	s_cmp_ge_u32 s1, s9
	s_cselect_b32 s18, -1, 0
	s_cmp_ge_u32 s25, s8
	s_cselect_b32 s19, -1, 0
	s_cmp_eq_u32 s1, s9
	s_cselect_b32 s9, s19, s18
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s19, s22, s1
	s_cselect_b32 s18, s23, s25
	s_cbranch_execnz .LBB6_3
.LBB6_2:
	v_cvt_f32_u32_e32 v0, s8
	s_sub_i32 s1, 0, s8
	s_mov_b32 s19, 0
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_nop 0
	v_readfirstlane_b32 s9, v0
	s_mul_i32 s1, s1, s9
	s_mul_hi_u32 s1, s9, s1
	s_add_i32 s9, s9, s1
	s_mul_hi_u32 s1, s0, s9
	s_mul_i32 s1, s1, s8
	s_sub_i32 s0, s0, s1
	s_sub_i32 s1, s0, s8
	s_cmp_ge_u32 s0, s8
	s_cselect_b32 s0, s1, s0
	s_sub_i32 s1, s0, s8
	s_cmp_ge_u32 s0, s8
	s_cselect_b32 s18, s1, s0
.LBB6_3:
	s_or_b64 s[0:1], s[2:3], s[10:11]
	s_mov_b32 s0, 0
	s_cmp_lg_u64 s[0:1], 0
	s_cbranch_scc0 .LBB6_14
; %bb.4:
	v_cvt_f32_u32_e32 v0, s10
	v_cvt_f32_u32_e32 v1, s11
	s_sub_u32 s0, 0, s10
	s_subb_u32 s1, 0, s11
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s20, v1
	v_readfirstlane_b32 s21, v0
	s_mul_i32 s22, s0, s20
	s_mul_hi_u32 s24, s0, s21
	s_mul_i32 s23, s1, s21
	s_add_i32 s22, s24, s22
	s_add_i32 s22, s22, s23
	s_mul_i32 s25, s0, s21
	s_mul_i32 s24, s21, s22
	s_mul_hi_u32 s26, s21, s25
	s_mul_hi_u32 s23, s21, s22
	s_add_u32 s24, s26, s24
	s_addc_u32 s23, 0, s23
	s_mul_hi_u32 s27, s20, s25
	s_mul_i32 s25, s20, s25
	s_add_u32 s24, s24, s25
	s_mul_hi_u32 s26, s20, s22
	s_addc_u32 s23, s23, s27
	s_addc_u32 s24, s26, 0
	s_mul_i32 s22, s20, s22
	s_add_u32 s22, s23, s22
	s_addc_u32 s23, 0, s24
	s_add_u32 s21, s21, s22
	s_addc_u32 s20, s20, s23
	s_mul_i32 s22, s0, s20
	s_mul_hi_u32 s23, s0, s21
	s_add_i32 s22, s23, s22
	s_mul_i32 s1, s1, s21
	s_add_i32 s22, s22, s1
	s_mul_i32 s0, s0, s21
	s_mul_hi_u32 s23, s20, s0
	s_mul_i32 s24, s20, s0
	s_mul_i32 s26, s21, s22
	s_mul_hi_u32 s0, s21, s0
	s_mul_hi_u32 s25, s21, s22
	s_add_u32 s0, s0, s26
	s_addc_u32 s25, 0, s25
	s_add_u32 s0, s0, s24
	s_mul_hi_u32 s1, s20, s22
	s_addc_u32 s0, s25, s23
	s_addc_u32 s1, s1, 0
	s_mul_i32 s22, s20, s22
	s_add_u32 s0, s0, s22
	s_addc_u32 s1, 0, s1
	s_add_u32 s0, s21, s0
	s_addc_u32 s1, s20, s1
	s_mul_i32 s21, s2, s1
	s_mul_hi_u32 s22, s2, s0
	s_mul_hi_u32 s20, s2, s1
	s_add_u32 s21, s22, s21
	s_addc_u32 s20, 0, s20
	s_mul_hi_u32 s23, s3, s0
	s_mul_i32 s0, s3, s0
	s_add_u32 s0, s21, s0
	s_mul_hi_u32 s22, s3, s1
	s_addc_u32 s0, s20, s23
	s_addc_u32 s20, s22, 0
	s_mul_i32 s1, s3, s1
	s_add_u32 s0, s0, s1
	s_addc_u32 s1, 0, s20
	s_mul_i32 s1, s10, s1
	s_mul_hi_u32 s20, s10, s0
	s_add_i32 s1, s20, s1
	s_mul_i32 s20, s11, s0
	s_add_i32 s22, s1, s20
	s_sub_i32 s20, s3, s22
	s_mul_i32 s0, s10, s0
	s_sub_u32 s23, s2, s0
	s_cselect_b64 s[0:1], -1, 0
	s_subb_u32 s24, s20, s11
	s_sub_u32 s25, s23, s10
	s_cselect_b64 s[20:21], -1, 0
	s_subb_u32 s26, s24, 0
	s_cmp_ge_u32 s26, s11
	s_cselect_b32 s27, -1, 0
	s_cmp_ge_u32 s25, s10
	s_cselect_b32 s28, -1, 0
	s_cmp_eq_u32 s26, s11
	s_cselect_b32 s27, s28, s27
	s_cmp_lg_u64 s[20:21], 0
	s_subb_u32 s20, s24, s11
	s_sub_u32 s21, s25, s10
	s_subb_u32 s20, s20, 0
	s_cmp_lg_u32 s27, 0
	s_cselect_b32 s21, s21, s25
	s_cselect_b32 s20, s20, s26
	s_cmp_lg_u64 s[0:1], 0
	s_subb_u32 s0, s3, s22
	s_cmp_ge_u32 s0, s11
	s_cselect_b32 s1, -1, 0
	s_cmp_ge_u32 s23, s10
	s_cselect_b32 s3, -1, 0
	s_cmp_eq_u32 s0, s11
	s_cselect_b32 s1, s3, s1
	s_cmp_lg_u32 s1, 0
	s_cselect_b32 s1, s20, s0
	s_cselect_b32 s0, s21, s23
	s_cbranch_execnz .LBB6_6
.LBB6_5:
	v_cvt_f32_u32_e32 v0, s10
	s_sub_i32 s0, 0, s10
	s_mov_b32 s1, 0
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_nop 0
	v_readfirstlane_b32 s3, v0
	s_mul_i32 s0, s0, s3
	s_mul_hi_u32 s0, s3, s0
	s_add_i32 s3, s3, s0
	s_mul_hi_u32 s0, s2, s3
	s_mul_i32 s0, s0, s10
	s_sub_i32 s0, s2, s0
	s_sub_i32 s2, s0, s10
	s_cmp_ge_u32 s0, s10
	s_cselect_b32 s0, s2, s0
	s_sub_i32 s2, s0, s10
	s_cmp_ge_u32 s0, s10
	s_cselect_b32 s0, s2, s0
.LBB6_6:
	s_or_b64 s[2:3], s[4:5], s[12:13]
	s_mov_b32 s2, 0
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc0 .LBB6_15
; %bb.7:
	v_cvt_f32_u32_e32 v0, s12
	v_cvt_f32_u32_e32 v1, s13
	s_sub_u32 s2, 0, s12
	s_subb_u32 s3, 0, s13
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s10, v1
	v_readfirstlane_b32 s11, v0
	s_mul_i32 s20, s2, s10
	s_mul_hi_u32 s22, s2, s11
	s_mul_i32 s21, s3, s11
	s_add_i32 s20, s22, s20
	s_add_i32 s20, s20, s21
	s_mul_i32 s23, s2, s11
	s_mul_i32 s22, s11, s20
	s_mul_hi_u32 s24, s11, s23
	s_mul_hi_u32 s21, s11, s20
	s_add_u32 s22, s24, s22
	s_addc_u32 s21, 0, s21
	s_mul_hi_u32 s25, s10, s23
	s_mul_i32 s23, s10, s23
	s_add_u32 s22, s22, s23
	s_mul_hi_u32 s24, s10, s20
	s_addc_u32 s21, s21, s25
	s_addc_u32 s22, s24, 0
	s_mul_i32 s20, s10, s20
	s_add_u32 s20, s21, s20
	s_addc_u32 s21, 0, s22
	s_add_u32 s11, s11, s20
	s_addc_u32 s10, s10, s21
	s_mul_i32 s20, s2, s10
	s_mul_hi_u32 s21, s2, s11
	s_add_i32 s20, s21, s20
	s_mul_i32 s3, s3, s11
	s_add_i32 s20, s20, s3
	s_mul_i32 s2, s2, s11
	s_mul_hi_u32 s21, s10, s2
	s_mul_i32 s22, s10, s2
	s_mul_i32 s24, s11, s20
	s_mul_hi_u32 s2, s11, s2
	s_mul_hi_u32 s23, s11, s20
	s_add_u32 s2, s2, s24
	s_addc_u32 s23, 0, s23
	s_add_u32 s2, s2, s22
	s_mul_hi_u32 s3, s10, s20
	s_addc_u32 s2, s23, s21
	s_addc_u32 s3, s3, 0
	s_mul_i32 s20, s10, s20
	s_add_u32 s2, s2, s20
	s_addc_u32 s3, 0, s3
	s_add_u32 s2, s11, s2
	s_addc_u32 s3, s10, s3
	s_mul_i32 s11, s4, s3
	s_mul_hi_u32 s20, s4, s2
	s_mul_hi_u32 s10, s4, s3
	s_add_u32 s11, s20, s11
	s_addc_u32 s10, 0, s10
	s_mul_hi_u32 s21, s5, s2
	s_mul_i32 s2, s5, s2
	s_add_u32 s2, s11, s2
	s_mul_hi_u32 s20, s5, s3
	s_addc_u32 s2, s10, s21
	s_addc_u32 s10, s20, 0
	s_mul_i32 s3, s5, s3
	s_add_u32 s2, s2, s3
	s_addc_u32 s3, 0, s10
	s_mul_i32 s3, s12, s3
	s_mul_hi_u32 s10, s12, s2
	s_add_i32 s3, s10, s3
	s_mul_i32 s10, s13, s2
	s_add_i32 s20, s3, s10
	s_sub_i32 s10, s5, s20
	s_mul_i32 s2, s12, s2
	s_sub_u32 s21, s4, s2
	s_cselect_b64 s[2:3], -1, 0
	s_subb_u32 s22, s10, s13
	s_sub_u32 s23, s21, s12
	s_cselect_b64 s[10:11], -1, 0
	s_subb_u32 s24, s22, 0
	s_cmp_ge_u32 s24, s13
	s_cselect_b32 s25, -1, 0
	s_cmp_ge_u32 s23, s12
	s_cselect_b32 s26, -1, 0
	s_cmp_eq_u32 s24, s13
	s_cselect_b32 s25, s26, s25
	s_cmp_lg_u64 s[10:11], 0
	s_subb_u32 s10, s22, s13
	s_sub_u32 s11, s23, s12
	s_subb_u32 s10, s10, 0
	s_cmp_lg_u32 s25, 0
	s_cselect_b32 s11, s11, s23
	s_cselect_b32 s10, s10, s24
	s_cmp_lg_u64 s[2:3], 0
	s_subb_u32 s2, s5, s20
	s_cmp_ge_u32 s2, s13
	s_cselect_b32 s3, -1, 0
	s_cmp_ge_u32 s21, s12
	s_cselect_b32 s5, -1, 0
	s_cmp_eq_u32 s2, s13
	s_cselect_b32 s3, s5, s3
	s_cmp_lg_u32 s3, 0
	s_cselect_b32 s3, s10, s2
	s_cselect_b32 s2, s11, s21
	s_cbranch_execnz .LBB6_9
.LBB6_8:
	v_cvt_f32_u32_e32 v0, s12
	s_sub_i32 s2, 0, s12
	s_mov_b32 s3, 0
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_nop 0
	v_readfirstlane_b32 s5, v0
	s_mul_i32 s2, s2, s5
	s_mul_hi_u32 s2, s5, s2
	s_add_i32 s5, s5, s2
	s_mul_hi_u32 s2, s4, s5
	s_mul_i32 s2, s2, s12
	s_sub_i32 s2, s4, s2
	s_sub_i32 s4, s2, s12
	s_cmp_ge_u32 s2, s12
	s_cselect_b32 s2, s4, s2
	s_sub_i32 s4, s2, s12
	s_cmp_ge_u32 s2, s12
	s_cselect_b32 s2, s4, s2
.LBB6_9:
	s_or_b64 s[4:5], s[6:7], s[14:15]
	s_mov_b32 s4, 0
	s_cmp_lg_u64 s[4:5], 0
	s_cbranch_scc0 .LBB6_16
; %bb.10:
	v_cvt_f32_u32_e32 v0, s14
	v_cvt_f32_u32_e32 v1, s15
	s_sub_u32 s8, 0, s14
	s_subb_u32 s9, 0, s15
	v_fmamk_f32 v0, v1, 0x4f800000, v0
	v_rcp_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v1, 0x2f800000, v0
	v_trunc_f32_e32 v1, v1
	v_fmamk_f32 v0, v1, 0xcf800000, v0
	v_cvt_u32_f32_e32 v1, v1
	v_cvt_u32_f32_e32 v0, v0
	v_readfirstlane_b32 s10, v1
	v_readfirstlane_b32 s11, v0
	s_mul_i32 s12, s8, s10
	s_mul_hi_u32 s20, s8, s11
	s_mul_i32 s13, s9, s11
	s_add_i32 s12, s20, s12
	s_add_i32 s12, s12, s13
	s_mul_i32 s21, s8, s11
	s_mul_i32 s20, s11, s12
	s_mul_hi_u32 s22, s11, s21
	s_mul_hi_u32 s13, s11, s12
	s_add_u32 s20, s22, s20
	s_addc_u32 s13, 0, s13
	s_mul_hi_u32 s23, s10, s21
	s_mul_i32 s21, s10, s21
	s_add_u32 s20, s20, s21
	s_mul_hi_u32 s22, s10, s12
	s_addc_u32 s13, s13, s23
	s_addc_u32 s20, s22, 0
	s_mul_i32 s12, s10, s12
	s_add_u32 s12, s13, s12
	s_addc_u32 s13, 0, s20
	s_add_u32 s11, s11, s12
	s_addc_u32 s10, s10, s13
	s_mul_i32 s12, s8, s10
	s_mul_hi_u32 s13, s8, s11
	s_add_i32 s12, s13, s12
	s_mul_i32 s9, s9, s11
	s_add_i32 s12, s12, s9
	s_mul_i32 s8, s8, s11
	s_mul_hi_u32 s13, s10, s8
	s_mul_i32 s20, s10, s8
	s_mul_i32 s22, s11, s12
	s_mul_hi_u32 s8, s11, s8
	s_mul_hi_u32 s21, s11, s12
	s_add_u32 s8, s8, s22
	s_addc_u32 s21, 0, s21
	s_add_u32 s8, s8, s20
	s_mul_hi_u32 s9, s10, s12
	s_addc_u32 s8, s21, s13
	s_addc_u32 s9, s9, 0
	s_mul_i32 s12, s10, s12
	s_add_u32 s8, s8, s12
	s_addc_u32 s9, 0, s9
	s_add_u32 s8, s11, s8
	s_addc_u32 s9, s10, s9
	s_mul_i32 s11, s6, s9
	s_mul_hi_u32 s12, s6, s8
	s_mul_hi_u32 s10, s6, s9
	s_add_u32 s11, s12, s11
	s_addc_u32 s10, 0, s10
	s_mul_hi_u32 s13, s7, s8
	s_mul_i32 s8, s7, s8
	s_add_u32 s8, s11, s8
	s_mul_hi_u32 s12, s7, s9
	s_addc_u32 s8, s10, s13
	s_addc_u32 s10, s12, 0
	s_mul_i32 s9, s7, s9
	s_add_u32 s8, s8, s9
	s_addc_u32 s9, 0, s10
	s_mul_i32 s9, s14, s9
	s_mul_hi_u32 s10, s14, s8
	s_add_i32 s9, s10, s9
	s_mul_i32 s10, s15, s8
	s_add_i32 s12, s9, s10
	s_sub_i32 s10, s7, s12
	s_mul_i32 s8, s14, s8
	s_sub_u32 s13, s6, s8
	s_cselect_b64 s[8:9], -1, 0
	s_subb_u32 s20, s10, s15
	s_sub_u32 s21, s13, s14
	s_cselect_b64 s[10:11], -1, 0
	s_subb_u32 s22, s20, 0
	s_cmp_ge_u32 s22, s15
	s_cselect_b32 s23, -1, 0
	s_cmp_ge_u32 s21, s14
	s_cselect_b32 s24, -1, 0
	s_cmp_eq_u32 s22, s15
	s_cselect_b32 s23, s24, s23
	s_cmp_lg_u64 s[10:11], 0
	s_subb_u32 s10, s20, s15
	s_sub_u32 s11, s21, s14
	s_subb_u32 s10, s10, 0
	s_cmp_lg_u32 s23, 0
	s_cselect_b32 s11, s11, s21
	s_cselect_b32 s10, s10, s22
	s_cmp_lg_u64 s[8:9], 0
	s_subb_u32 s7, s7, s12
	s_cmp_ge_u32 s7, s15
	s_cselect_b32 s8, -1, 0
	s_cmp_ge_u32 s13, s14
	s_cselect_b32 s9, -1, 0
	s_cmp_eq_u32 s7, s15
	s_cselect_b32 s8, s9, s8
	s_cmp_lg_u32 s8, 0
	s_cselect_b32 s9, s10, s7
	s_cselect_b32 s8, s11, s13
	s_cbranch_execnz .LBB6_12
.LBB6_11:
	v_cvt_f32_u32_e32 v0, s14
	s_sub_i32 s4, 0, s14
	s_mov_b32 s9, 0
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_nop 0
	v_readfirstlane_b32 s5, v0
	s_mul_i32 s4, s4, s5
	s_mul_hi_u32 s4, s5, s4
	s_add_i32 s5, s5, s4
	s_mul_hi_u32 s4, s6, s5
	s_mul_i32 s4, s4, s14
	s_sub_i32 s4, s6, s4
	s_sub_i32 s5, s4, s14
	s_cmp_ge_u32 s4, s14
	s_cselect_b32 s4, s5, s4
	s_sub_i32 s5, s4, s14
	s_cmp_ge_u32 s4, s14
	s_cselect_b32 s8, s5, s4
.LBB6_12:
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	global_store_dwordx4 v0, v[2:5], s[16:17] offset:16
	s_nop 1
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v5, s1
	global_store_dwordx4 v0, v[2:5], s[16:17]
	s_endpgm
.LBB6_13:
                                        ; implicit-def: $sgpr18_sgpr19
	s_branch .LBB6_2
.LBB6_14:
                                        ; implicit-def: $sgpr0_sgpr1
	s_branch .LBB6_5
.LBB6_15:
                                        ; implicit-def: $sgpr2_sgpr3
	s_branch .LBB6_8
.LBB6_16:
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB6_11
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_urem_v4i64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 31
		.amdhsa_accum_offset 8
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
.Lfunc_end6:
	.size	test_urem_v4i64, .Lfunc_end6-test_urem_v4i64
                                        ; -- End function
	.set test_urem_v4i64.num_vgpr, 6
	.set test_urem_v4i64.num_agpr, 0
	.set test_urem_v4i64.numbered_sgpr, 31
	.set test_urem_v4i64.num_named_barrier, 0
	.set test_urem_v4i64.private_seg_size, 0
	.set test_urem_v4i64.uses_vcc, 0
	.set test_urem_v4i64.uses_flat_scratch, 0
	.set test_urem_v4i64.has_dyn_sized_stack, 0
	.set test_urem_v4i64.has_recursion, 0
	.set test_urem_v4i64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2356
; TotalNumSgprs: 37
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           test_urem_i32
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         test_urem_i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           test_urem_i32_7
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         test_urem_i32_7.kd
    .uses_dynamic_stack: false
    .vgpr_count:     2
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           test_urem_v2i32
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         test_urem_v2i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           test_urem_v4i32
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         test_urem_v4i32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           test_urem_i64
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         test_urem_i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           test_urem_v2i64
    .private_segment_fixed_size: 0
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         test_urem_v2i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           test_urem_v4i64
    .private_segment_fixed_size: 0
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         test_urem_v4i64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
