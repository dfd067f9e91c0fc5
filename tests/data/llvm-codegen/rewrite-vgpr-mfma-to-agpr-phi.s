	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	test_rewrite_mfma_copy_to_agpr_phi ; -- Begin function test_rewrite_mfma_copy_to_agpr_phi
	.p2align	8
	.type	test_rewrite_mfma_copy_to_agpr_phi,@function
test_rewrite_mfma_copy_to_agpr_phi:     ; @test_rewrite_mfma_copy_to_agpr_phi
; %bb.0:                                ; %bb
	s_load_dword s6, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 7, v0
	s_waitcnt lgkmcnt(0)
	s_bitcmp0_b32 s6, 0
	s_cbranch_scc0 .LBB0_2
; %bb.1:                                ; %else
	global_load_dwordx4 a[28:31], v0, s[2:3] offset:112
	global_load_dwordx4 a[24:27], v0, s[2:3] offset:96
	global_load_dwordx4 a[20:23], v0, s[2:3] offset:80
	global_load_dwordx4 a[16:19], v0, s[2:3] offset:64
	global_load_dwordx4 a[12:15], v0, s[2:3] offset:48
	global_load_dwordx4 a[8:11], v0, s[2:3] offset:32
	global_load_dwordx4 a[4:7], v0, s[2:3] offset:16
	global_load_dwordx4 a[0:3], v0, s[2:3]
	v_mov_b32_e32 v1, 2.0
	v_mov_b32_e32 v2, 4.0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x1_2b_f32 a[0:31], v1, v2, a[0:31]
	s_cbranch_execz .LBB0_3
	s_branch .LBB0_4
.LBB0_2:
                                        ; implicit-def: $agpr0_agpr1_agpr2_agpr3_agpr4_agpr5_agpr6_agpr7_agpr8_agpr9_agpr10_agpr11_agpr12_agpr13_agpr14_agpr15_agpr16_agpr17_agpr18_agpr19_agpr20_agpr21_agpr22_agpr23_agpr24_agpr25_agpr26_agpr27_agpr28_agpr29_agpr30_agpr31
.LBB0_3:                                ; %if
	s_nop 15
	global_load_dwordx4 a[28:31], v0, s[0:1] offset:112
	global_load_dwordx4 a[24:27], v0, s[0:1] offset:96
	global_load_dwordx4 a[20:23], v0, s[0:1] offset:80
	global_load_dwordx4 a[16:19], v0, s[0:1] offset:64
	global_load_dwordx4 a[12:15], v0, s[0:1] offset:48
	global_load_dwordx4 a[8:11], v0, s[0:1] offset:32
	global_load_dwordx4 a[4:7], v0, s[0:1] offset:16
	global_load_dwordx4 a[0:3], v0, s[0:1]
	v_mov_b32_e32 v0, 2.0
	v_mov_b32_e32 v1, 4.0
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x1_2b_f32 a[0:31], v0, v1, a[0:31]
.LBB0_4:                                ; %endif
	;;#ASMSTART
	; use a[0:31]
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_rewrite_mfma_copy_to_agpr_phi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 96
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
	.size	test_rewrite_mfma_copy_to_agpr_phi, .Lfunc_end0-test_rewrite_mfma_copy_to_agpr_phi
                                        ; -- End function
	.set test_rewrite_mfma_copy_to_agpr_phi.num_vgpr, 3
	.set test_rewrite_mfma_copy_to_agpr_phi.num_agpr, 32
	.set test_rewrite_mfma_copy_to_agpr_phi.numbered_sgpr, 7
	.set test_rewrite_mfma_copy_to_agpr_phi.num_named_barrier, 0
	.set test_rewrite_mfma_copy_to_agpr_phi.private_seg_size, 0
	.set test_rewrite_mfma_copy_to_agpr_phi.uses_vcc, 0
	.set test_rewrite_mfma_copy_to_agpr_phi.uses_flat_scratch, 0
	.set test_rewrite_mfma_copy_to_agpr_phi.has_dyn_sized_stack, 0
	.set test_rewrite_mfma_copy_to_agpr_phi.has_recursion, 0
	.set test_rewrite_mfma_copy_to_agpr_phi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; TotalNumSgprs: 13
; NumVgprs: 3
; NumAgprs: 32
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 257
; AccumOffset: 4
; Occupancy: 1
; WaveLimiterHint : 1
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
	.globl	test_rewrite_mfma_copy_to_agpr_phi_loop ; -- Begin function test_rewrite_mfma_copy_to_agpr_phi_loop
	.p2align	8
	.type	test_rewrite_mfma_copy_to_agpr_phi_loop,@function
test_rewrite_mfma_copy_to_agpr_phi_loop: ; @test_rewrite_mfma_copy_to_agpr_phi_loop
; %bb.0:                                ; %entry
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_load_dword s0, s[4:5], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 7, v0
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 a[28:31], v0, s[2:3] offset:112
	global_load_dwordx4 a[24:27], v0, s[2:3] offset:96
	global_load_dwordx4 a[20:23], v0, s[2:3] offset:80
	global_load_dwordx4 a[16:19], v0, s[2:3] offset:64
	global_load_dwordx4 a[12:15], v0, s[2:3] offset:48
	global_load_dwordx4 a[8:11], v0, s[2:3] offset:32
	global_load_dwordx4 a[4:7], v0, s[2:3] offset:16
	global_load_dwordx4 a[0:3], v0, s[2:3]
	v_mov_b32_e32 v0, 4.0
	v_mov_b32_e32 v1, 2.0
.LBB1_1:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	s_nop 15
	v_accvgpr_mov_b32 a63, a31
	v_accvgpr_mov_b32 a62, a30
	v_accvgpr_mov_b32 a61, a29
	v_accvgpr_mov_b32 a60, a28
	v_accvgpr_mov_b32 a59, a27
	v_accvgpr_mov_b32 a58, a26
	v_accvgpr_mov_b32 a57, a25
	v_accvgpr_mov_b32 a56, a24
	v_accvgpr_mov_b32 a55, a23
	v_accvgpr_mov_b32 a54, a22
	v_accvgpr_mov_b32 a53, a21
	v_accvgpr_mov_b32 a52, a20
	v_accvgpr_mov_b32 a51, a19
	v_accvgpr_mov_b32 a50, a18
	v_accvgpr_mov_b32 a49, a17
	v_accvgpr_mov_b32 a48, a16
	v_accvgpr_mov_b32 a47, a15
	v_accvgpr_mov_b32 a46, a14
	v_accvgpr_mov_b32 a45, a13
	v_accvgpr_mov_b32 a44, a12
	v_accvgpr_mov_b32 a43, a11
	v_accvgpr_mov_b32 a42, a10
	v_accvgpr_mov_b32 a41, a9
	v_accvgpr_mov_b32 a40, a8
	v_accvgpr_mov_b32 a39, a7
	v_accvgpr_mov_b32 a38, a6
	v_accvgpr_mov_b32 a37, a5
	v_accvgpr_mov_b32 a36, a4
	v_accvgpr_mov_b32 a35, a3
	v_accvgpr_mov_b32 a34, a2
	v_accvgpr_mov_b32 a33, a1
	v_accvgpr_mov_b32 a32, a0
	s_add_i32 s1, s1, 1
	s_cmp_lt_u32 s1, s0
	v_mfma_f32_32x32x1_2b_f32 a[0:31], v1, v0, a[32:63]
	v_mfma_f32_32x32x1_2b_f32 a[0:31], v1, v0, a[0:31]
	s_cbranch_scc1 .LBB1_1
; %bb.2:                                ; %endif
	;;#ASMSTART
	; use a[32:63]
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test_rewrite_mfma_copy_to_agpr_phi_loop
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 96
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
	.size	test_rewrite_mfma_copy_to_agpr_phi_loop, .Lfunc_end1-test_rewrite_mfma_copy_to_agpr_phi_loop
                                        ; -- End function
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.num_vgpr, 2
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.num_agpr, 64
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.numbered_sgpr, 6
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.num_named_barrier, 0
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.private_seg_size, 0
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.uses_vcc, 0
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.uses_flat_scratch, 0
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.has_dyn_sized_stack, 0
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.has_recursion, 0
	.set test_rewrite_mfma_copy_to_agpr_phi_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
; TotalNumSgprs: 12
; NumVgprs: 2
; NumAgprs: 64
; TotalNumVgprs: 68
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 257
; AccumOffset: 4
; Occupancy: 1
; WaveLimiterHint : 1
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
  - .agpr_count:     32
    .args:
      - .address_space:  global
        .name:           arg0
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           arg1
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           cond
        .offset:         16
        .size:           1
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 256
    .name:           test_rewrite_mfma_copy_to_agpr_phi
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         test_rewrite_mfma_copy_to_agpr_phi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     64
    .args:
      - .address_space:  global
        .name:           arg0
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           arg1
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           n
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 256
    .name:           test_rewrite_mfma_copy_to_agpr_phi_loop
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         test_rewrite_mfma_copy_to_agpr_phi_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
