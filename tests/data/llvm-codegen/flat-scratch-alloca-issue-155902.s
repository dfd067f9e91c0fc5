	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	issue155902                     ; -- Begin function issue155902
	.p2align	8
	.type	issue155902,@function
issue155902:                            ; @issue155902
; %bb.0:                                ; %bb
	s_load_dwordx2 s[2:3], s[0:1], 0x4
	s_load_dwordx2 s[6:7], s[4:5], 0x188
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v2, v0, 10, 10
	v_bfe_u32 v0, v0, 20, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s0, s2, 16
	s_mul_i32 s0, s0, s3
	v_mul_lo_u32 v1, s0, v1
	v_mul_u32_u24_e32 v2, s3, v2
	v_add3_u32 v0, v1, v2, v0
	s_mov_b32 s0, 0
	v_lshlrev_b32_e32 v2, 4, v0
	s_mov_b32 s1, s0
	v_lshlrev_b32_e32 v3, 3, v0
	v_mov_b64_e32 v[0:1], s[0:1]
	v_add_u32_e32 v2, 0x2000, v2
	ds_write2_b64 v2, v[0:1], v[0:1] offset1:1
	v_mov_b64_e32 v[0:1], s[6:7]
	ds_write_b64 v3, v[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel issue155902
		.amdhsa_group_segment_fixed_size 24576
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 656
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
		.amdhsa_next_free_sgpr 8
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
	.size	issue155902, .Lfunc_end0-issue155902
                                        ; -- End function
	.set issue155902.num_vgpr, 4
	.set issue155902.num_agpr, 0
	.set issue155902.numbered_sgpr, 8
	.set issue155902.num_named_barrier, 0
	.set issue155902.private_seg_size, 0
	.set issue155902.uses_vcc, 0
	.set issue155902.uses_flat_scratch, 0
	.set issue155902.has_dyn_sized_stack, 0
	.set issue155902.has_recursion, 0
	.set issue155902.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 124
; TotalNumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 24576 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
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
	.globl	issue155902_fp                  ; -- Begin function issue155902_fp
	.p2align	8
	.type	issue155902_fp,@function
issue155902_fp:                         ; @issue155902_fp
; %bb.0:                                ; %bb
	s_load_dwordx2 s[2:3], s[0:1], 0x4
	s_load_dwordx2 s[6:7], s[4:5], 0x188
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v2, v0, 10, 10
	v_bfe_u32 v0, v0, 20, 10
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s0, s2, 16
	s_mul_i32 s0, s0, s3
	v_mul_lo_u32 v1, s0, v1
	v_mul_u32_u24_e32 v2, s3, v2
	v_add3_u32 v0, v1, v2, v0
	s_mov_b32 s0, 0
	v_lshlrev_b32_e32 v2, 4, v0
	s_mov_b32 s1, s0
	v_lshlrev_b32_e32 v3, 3, v0
	v_mov_b64_e32 v[0:1], s[0:1]
	v_add_u32_e32 v2, 0x2000, v2
	ds_write2_b64 v2, v[0:1], v[0:1] offset1:1
	v_mov_b64_e32 v[0:1], s[6:7]
	s_mov_b32 s33, 0
	ds_write_b64 v3, v[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel issue155902_fp
		.amdhsa_group_segment_fixed_size 24576
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 656
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
		.amdhsa_next_free_sgpr 34
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
	.size	issue155902_fp, .Lfunc_end1-issue155902_fp
                                        ; -- End function
	.set issue155902_fp.num_vgpr, 4
	.set issue155902_fp.num_agpr, 0
	.set issue155902_fp.numbered_sgpr, 34
	.set issue155902_fp.num_named_barrier, 0
	.set issue155902_fp.private_seg_size, 0
	.set issue155902_fp.uses_vcc, 0
	.set issue155902_fp.uses_flat_scratch, 0
	.set issue155902_fp.has_dyn_sized_stack, 0
	.set issue155902_fp.has_recursion, 0
	.set issue155902_fp.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 128
; TotalNumSgprs: 40
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 24576 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 40
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
      - .name:           arg
        .offset:         0
        .size:           8
        .value_kind:     by_value
      - .name:           arg1
        .offset:         8
        .size:           8
        .value_kind:     by_value
      - .name:           arg2
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           arg3
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           arg4
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           arg5
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           arg6
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           arg7
        .offset:         56
        .size:           8
        .value_kind:     by_value
      - .name:           arg8
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .name:           arg9
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           arg10
        .offset:         80
        .size:           8
        .value_kind:     by_value
      - .name:           arg11
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           arg12
        .offset:         96
        .size:           8
        .value_kind:     by_value
      - .name:           arg13
        .offset:         104
        .size:           8
        .value_kind:     by_value
      - .name:           arg14
        .offset:         112
        .size:           8
        .value_kind:     by_value
      - .name:           arg15
        .offset:         120
        .size:           8
        .value_kind:     by_value
      - .name:           arg16
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           arg17
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           arg18
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           arg19
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           arg20
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           arg21
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           arg22
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           arg23
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           arg24
        .offset:         192
        .size:           8
        .value_kind:     by_value
      - .name:           arg25
        .offset:         200
        .size:           8
        .value_kind:     by_value
      - .name:           arg26
        .offset:         208
        .size:           8
        .value_kind:     by_value
      - .name:           arg27
        .offset:         216
        .size:           8
        .value_kind:     by_value
      - .name:           arg28
        .offset:         224
        .size:           8
        .value_kind:     by_value
      - .name:           arg29
        .offset:         232
        .size:           8
        .value_kind:     by_value
      - .name:           arg30
        .offset:         240
        .size:           8
        .value_kind:     by_value
      - .name:           arg31
        .offset:         248
        .size:           8
        .value_kind:     by_value
      - .name:           arg32
        .offset:         256
        .size:           8
        .value_kind:     by_value
      - .name:           arg33
        .offset:         264
        .size:           8
        .value_kind:     by_value
      - .name:           arg34
        .offset:         272
        .size:           8
        .value_kind:     by_value
      - .name:           arg35
        .offset:         280
        .size:           8
        .value_kind:     by_value
      - .name:           arg36
        .offset:         288
        .size:           8
        .value_kind:     by_value
      - .name:           arg37
        .offset:         296
        .size:           8
        .value_kind:     by_value
      - .name:           arg38
        .offset:         304
        .size:           8
        .value_kind:     by_value
      - .name:           arg39
        .offset:         312
        .size:           8
        .value_kind:     by_value
      - .name:           arg40
        .offset:         320
        .size:           8
        .value_kind:     by_value
      - .name:           arg41
        .offset:         328
        .size:           8
        .value_kind:     by_value
      - .name:           arg42
        .offset:         336
        .size:           8
        .value_kind:     by_value
      - .name:           arg43
        .offset:         344
        .size:           8
        .value_kind:     by_value
      - .name:           arg44
        .offset:         352
        .size:           8
        .value_kind:     by_value
      - .name:           arg45
        .offset:         360
        .size:           8
        .value_kind:     by_value
      - .name:           arg46
        .offset:         368
        .size:           8
        .value_kind:     by_value
      - .name:           arg47
        .offset:         376
        .size:           8
        .value_kind:     by_value
      - .name:           arg48
        .offset:         384
        .size:           8
        .value_kind:     by_value
      - .name:           arg49
        .offset:         392
        .size:           8
        .value_kind:     by_value
      - .offset:         400
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         404
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         408
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         412
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         414
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         416
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         418
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         420
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         422
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         440
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         448
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         456
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         464
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         480
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         488
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         496
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         504
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         512
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         600
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 24576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 656
    .max_flat_workgroup_size: 1024
    .name:           issue155902
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         issue155902.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .name:           arg
        .offset:         0
        .size:           8
        .value_kind:     by_value
      - .name:           arg1
        .offset:         8
        .size:           8
        .value_kind:     by_value
      - .name:           arg2
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           arg3
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           arg4
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           arg5
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           arg6
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           arg7
        .offset:         56
        .size:           8
        .value_kind:     by_value
      - .name:           arg8
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .name:           arg9
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           arg10
        .offset:         80
        .size:           8
        .value_kind:     by_value
      - .name:           arg11
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           arg12
        .offset:         96
        .size:           8
        .value_kind:     by_value
      - .name:           arg13
        .offset:         104
        .size:           8
        .value_kind:     by_value
      - .name:           arg14
        .offset:         112
        .size:           8
        .value_kind:     by_value
      - .name:           arg15
        .offset:         120
        .size:           8
        .value_kind:     by_value
      - .name:           arg16
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           arg17
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           arg18
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           arg19
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           arg20
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           arg21
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           arg22
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           arg23
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           arg24
        .offset:         192
        .size:           8
        .value_kind:     by_value
      - .name:           arg25
        .offset:         200
        .size:           8
        .value_kind:     by_value
      - .name:           arg26
        .offset:         208
        .size:           8
        .value_kind:     by_value
      - .name:           arg27
        .offset:         216
        .size:           8
        .value_kind:     by_value
      - .name:           arg28
        .offset:         224
        .size:           8
        .value_kind:     by_value
      - .name:           arg29
        .offset:         232
        .size:           8
        .value_kind:     by_value
      - .name:           arg30
        .offset:         240
        .size:           8
        .value_kind:     by_value
      - .name:           arg31
        .offset:         248
        .size:           8
        .value_kind:     by_value
      - .name:           arg32
        .offset:         256
        .size:           8
        .value_kind:     by_value
      - .name:           arg33
        .offset:         264
        .size:           8
        .value_kind:     by_value
      - .name:           arg34
        .offset:         272
        .size:           8
        .value_kind:     by_value
      - .name:           arg35
        .offset:         280
        .size:           8
        .value_kind:     by_value
      - .name:           arg36
        .offset:         288
        .size:           8
        .value_kind:     by_value
      - .name:           arg37
        .offset:         296
        .size:           8
        .value_kind:     by_value
      - .name:           arg38
        .offset:         304
        .size:           8
        .value_kind:     by_value
      - .name:           arg39
        .offset:         312
        .size:           8
        .value_kind:     by_value
      - .name:           arg40
        .offset:         320
        .size:           8
        .value_kind:     by_value
      - .name:           arg41
        .offset:         328
        .size:           8
        .value_kind:     by_value
      - .name:           arg42
        .offset:         336
        .size:           8
        .value_kind:     by_value
      - .name:           arg43
        .offset:         344
        .size:           8
        .value_kind:     by_value
      - .name:           arg44
        .offset:         352
        .size:           8
        .value_kind:     by_value
      - .name:           arg45
        .offset:         360
        .size:           8
        .value_kind:     by_value
      - .name:           arg46
        .offset:         368
        .size:           8
        .value_kind:     by_value
      - .name:           arg47
        .offset:         376
        .size:           8
        .value_kind:     by_value
      - .name:           arg48
        .offset:         384
        .size:           8
        .value_kind:     by_value
      - .name:           arg49
        .offset:         392
        .size:           8
        .value_kind:     by_value
      - .offset:         400
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         404
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         408
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         412
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         414
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         416
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         418
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         420
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         422
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         440
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         448
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         456
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         464
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         480
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         488
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         496
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         504
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         512
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         600
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 24576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 656
    .max_flat_workgroup_size: 1024
    .name:           issue155902_fp
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         issue155902_fp.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
