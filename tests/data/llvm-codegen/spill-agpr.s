	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	max_12regs_13a_used             ; -- Begin function max_12regs_13a_used
	.p2align	8
	.type	max_12regs_13a_used,@function
max_12regs_13a_used:                    ; @max_12regs_13a_used
; %bb.0:                                ; %bb
	s_load_dwordx4 s[4:7], s[0:1], 0x8
	v_mov_b32_e32 v0, 1.0
	s_load_dword s0, s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s0, 0
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_accvgpr_write_b32 a0, s8
	v_accvgpr_write_b32 a1, s9
	v_accvgpr_write_b32 a2, s10
	v_accvgpr_write_b32 a3, s11
	s_nop 1
	v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v0, a[0:3]
	s_nop 1
	v_mfma_f32_4x4x1_16b_f32 a[4:7], v0, v0, a[0:3]
	s_cbranch_scc0 .LBB0_2
; %bb.1:                                ; %st
	;;#ASMSTART
	;;#ASMEND
	s_endpgm
.LBB0_2:                                ; %use
	s_nop 2
	v_accvgpr_read_b32 v9, a7
	v_accvgpr_read_b32 v8, a6
	v_accvgpr_read_b32 v7, a5
	v_accvgpr_read_b32 v6, a4
	v_accvgpr_write_b32 a4, 4
	v_accvgpr_write_b32 a8, 5
	v_accvgpr_write_b32 a9, 1
	v_accvgpr_write_b32 a10, 2
	v_accvgpr_write_b32 a11, 3
	;;#ASMSTART
	;;#ASMEND
	v_accvgpr_write_b32 a4, v6
	v_mov_b32_e32 v4, 0
	v_accvgpr_write_b32 a5, v7
	v_accvgpr_write_b32 a6, v8
	v_accvgpr_write_b32 a7, v9
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	global_store_dwordx4 v4, v[0:3], s[6:7] sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel max_12regs_13a_used
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
	.size	max_12regs_13a_used, .Lfunc_end0-max_12regs_13a_used
                                        ; -- End function
	.set max_12regs_13a_used.num_vgpr, 10
	.set max_12regs_13a_used.num_agpr, 12
	.set max_12regs_13a_used.numbered_sgpr, 12
	.set max_12regs_13a_used.num_named_barrier, 0
	.set max_12regs_13a_used.private_seg_size, 0
	.set max_12regs_13a_used.uses_vcc, 0
	.set max_12regs_13a_used.uses_flat_scratch, 0
	.set max_12regs_13a_used.has_dyn_sized_stack, 0
	.set max_12regs_13a_used.has_recursion, 0
	.set max_12regs_13a_used.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; TotalNumSgprs: 18
; NumVgprs: 10
; NumAgprs: 12
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	max_10_vgprs_used_9a            ; -- Begin function max_10_vgprs_used_9a
	.p2align	8
	.type	max_10_vgprs_used_9a,@function
max_10_vgprs_used_9a:                   ; @max_10_vgprs_used_9a
; %bb.0:
	;;#ASMSTART
	;;#ASMEND
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	;;#ASMSTART
	;;#ASMEND
	;;#ASMSTART
	;;#ASMEND
	s_nop 0
	v_accvgpr_read_b32 v5, a3
	v_accvgpr_read_b32 v4, a2
	v_accvgpr_write_b32 a5, v3
	v_accvgpr_write_b32 a4, v2
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v0
	;;#ASMSTART
	;;#ASMEND
	v_accvgpr_write_b32 a0, v4
	v_accvgpr_write_b32 a1, v5
	;;#ASMSTART
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel max_10_vgprs_used_9a
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 0
		.amdhsa_user_sgpr_count 0
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 0
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 0
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
.Lfunc_end1:
	.size	max_10_vgprs_used_9a, .Lfunc_end1-max_10_vgprs_used_9a
                                        ; -- End function
	.set max_10_vgprs_used_9a.num_vgpr, 6
	.set max_10_vgprs_used_9a.num_agpr, 10
	.set max_10_vgprs_used_9a.numbered_sgpr, 0
	.set max_10_vgprs_used_9a.num_named_barrier, 0
	.set max_10_vgprs_used_9a.private_seg_size, 0
	.set max_10_vgprs_used_9a.uses_vcc, 0
	.set max_10_vgprs_used_9a.uses_flat_scratch, 0
	.set max_10_vgprs_used_9a.has_dyn_sized_stack, 0
	.set max_10_vgprs_used_9a.has_recursion, 0
	.set max_10_vgprs_used_9a.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 108
; TotalNumSgprs: 6
; NumVgprs: 6
; NumAgprs: 10
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 0
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	max_32regs_mfma32               ; -- Begin function max_32regs_mfma32
	.p2align	8
	.type	max_32regs_mfma32,@function
max_32regs_mfma32:                      ; @max_32regs_mfma32
; %bb.0:                                ; %bb
	v_mov_b32_e32 v1, 0x40400000
	v_accvgpr_write_b32 a2, v1
	v_mov_b32_e32 v1, 0x40a00000
	v_accvgpr_write_b32 a4, v1
	v_mov_b32_e32 v1, 0x40c00000
	v_accvgpr_write_b32 a5, v1
	v_mov_b32_e32 v1, 0x40e00000
	v_accvgpr_write_b32 a6, v1
	v_mov_b32_e32 v1, 0x41000000
	v_accvgpr_write_b32 a7, v1
	v_mov_b32_e32 v1, 0x41100000
	v_accvgpr_write_b32 a8, v1
	v_mov_b32_e32 v1, 0x41200000
	v_accvgpr_write_b32 a9, v1
	v_mov_b32_e32 v1, 0x41300000
	v_accvgpr_write_b32 a10, v1
	v_mov_b32_e32 v1, 0x41400000
	v_accvgpr_write_b32 a11, v1
	v_mov_b32_e32 v1, 0x41500000
	v_accvgpr_write_b32 a12, v1
	v_mov_b32_e32 v1, 0x41600000
	v_accvgpr_write_b32 a13, v1
	v_mov_b32_e32 v1, 0x41700000
	v_accvgpr_write_b32 a14, v1
	v_mov_b32_e32 v1, 0x41800000
	v_accvgpr_write_b32 a15, v1
	v_mov_b32_e32 v1, 0x41880000
	v_accvgpr_write_b32 a16, v1
	v_mov_b32_e32 v1, 0x41900000
	v_accvgpr_write_b32 a17, v1
	v_mov_b32_e32 v1, 0x41980000
	v_accvgpr_write_b32 a18, v1
	v_mov_b32_e32 v1, 0x41a00000
	v_accvgpr_write_b32 a19, v1
	v_mov_b32_e32 v1, 0x41a80000
	v_accvgpr_write_b32 a20, v1
	v_mov_b32_e32 v1, 0x41b00000
	v_accvgpr_write_b32 a21, v1
	v_mov_b32_e32 v1, 0x41b80000
	v_accvgpr_write_b32 a22, v1
	v_mov_b32_e32 v1, 0x41c00000
	v_accvgpr_write_b32 a23, v1
	v_mov_b32_e32 v1, 0x41c80000
	v_accvgpr_write_b32 a24, v1
	v_mov_b32_e32 v1, 0x41d00000
	v_accvgpr_write_b32 a25, v1
	v_mov_b32_e32 v1, 0x41d80000
	v_accvgpr_write_b32 a26, v1
	v_mov_b32_e32 v1, 0x41e00000
	v_mov_b32_e32 v2, 1.0
	v_accvgpr_write_b32 a27, v1
	v_mov_b32_e32 v1, 0x41e80000
	v_accvgpr_write_b32 a28, v1
	v_mov_b32_e32 v1, 0x41f00000
	;;#ASMSTART
	;;#ASMEND
	v_accvgpr_write_b32 a1, 2.0
	v_accvgpr_write_b32 a29, v1
	v_mov_b32_e32 v1, 0x41f80000
	v_accvgpr_read_b32 v3, a0
	v_accvgpr_write_b32 a0, 1.0
	v_accvgpr_write_b32 a3, 4.0
	v_accvgpr_write_b32 a30, v1
	v_accvgpr_mov_b32 a31, a1
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v0, 0
	v_mfma_f32_32x32x1_2b_f32 a[0:31], v2, v2, a[0:31]
	s_nop 15
	s_nop 1
	v_accvgpr_write_b32 a1, v3
	;;#ASMSTART
	;;#ASMEND
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, a0, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel max_32regs_mfma32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 2
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
	.size	max_32regs_mfma32, .Lfunc_end2-max_32regs_mfma32
                                        ; -- End function
	.set max_32regs_mfma32.num_vgpr, 4
	.set max_32regs_mfma32.num_agpr, 32
	.set max_32regs_mfma32.numbered_sgpr, 2
	.set max_32regs_mfma32.num_named_barrier, 0
	.set max_32regs_mfma32.private_seg_size, 0
	.set max_32regs_mfma32.uses_vcc, 0
	.set max_32regs_mfma32.uses_flat_scratch, 0
	.set max_32regs_mfma32.has_dyn_sized_stack, 0
	.set max_32regs_mfma32.has_recursion, 0
	.set max_32regs_mfma32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 540
; TotalNumSgprs: 8
; NumVgprs: 4
; NumAgprs: 32
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	max_6regs_used_8a               ; -- Begin function max_6regs_used_8a
	.p2align	8
	.type	max_6regs_used_8a,@function
max_6regs_used_8a:                      ; @max_6regs_used_8a
; %bb.0:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	;;#ASMSTART
	; def v1
	;;#ASMEND
	;;#ASMSTART
	; def a[0:3]
	;;#ASMEND
	v_lshlrev_b32_e32 v0, 4, v0
	scratch_store_dwordx4 off, a[0:3], off  ; 16-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 a[0:3], v0, s[0:1]
	v_mov_b32_e32 v2, 1.0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_4x4x1_16b_f32 a[0:3], v2, v2, a[0:3]
	scratch_load_dwordx4 v[2:5], off, off   ; 16-byte Folded Reload
	s_nop 2
	global_store_dwordx4 v0, a[0:3], s[0:1]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v[0:1], v[2:5], off sc0 sc1
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; use v1
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel max_6regs_used_8a
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 20
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 2
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
	.size	max_6regs_used_8a, .Lfunc_end3-max_6regs_used_8a
                                        ; -- End function
	.set max_6regs_used_8a.num_vgpr, 6
	.set max_6regs_used_8a.num_agpr, 4
	.set max_6regs_used_8a.numbered_sgpr, 2
	.set max_6regs_used_8a.num_named_barrier, 0
	.set max_6regs_used_8a.private_seg_size, 20
	.set max_6regs_used_8a.uses_vcc, 0
	.set max_6regs_used_8a.uses_flat_scratch, 0
	.set max_6regs_used_8a.has_dyn_sized_stack, 0
	.set max_6regs_used_8a.has_recursion, 0
	.set max_6regs_used_8a.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 92
; TotalNumSgprs: 8
; NumVgprs: 6
; NumAgprs: 4
; TotalNumVgprs: 12
; ScratchSize: 20
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
  - .agpr_count:     12
    .args:
      - .name:           cond
        .offset:         0
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           arg
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           max_12regs_13a_used
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         max_12regs_13a_used.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     10
    .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 1024
    .name:           max_10_vgprs_used_9a
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         max_10_vgprs_used_9a.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     32
    .args:
      - .address_space:  global
        .name:           arg
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           max_32regs_mfma32
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         max_32regs_mfma32.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     4
    .args:
      - .address_space:  global
        .name:           arg
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           max_6regs_used_8a
    .private_segment_fixed_size: 20
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         max_6regs_used_8a.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
