	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	no_folding_imm_to_inst_with_fi ; -- Begin function no_folding_imm_to_inst_with_fi
	.globl	no_folding_imm_to_inst_with_fi
	.p2align	8
	.type	no_folding_imm_to_inst_with_fi,@function
no_folding_imm_to_inst_with_fi:         ; @no_folding_imm_to_inst_with_fi
; %bb.0:                                ; %bb
	s_load_dwordx8 s[24:31], s[4:5], 0x0
	s_load_dwordx16 s[8:23], s[4:5], 0x80
	s_load_dwordx16 s[36:51], s[4:5], 0xc0
	s_movk_i32 s2, 0x70
	s_mov_b64 s[0:1], src_private_base
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s28
	v_mov_b32_e32 v1, s29
	v_mov_b32_e32 v2, s30
	v_mov_b32_e32 v3, s31
	s_add_u32 s2, 0x80, s2
	scratch_store_dwordx4 off, v[0:3], off offset:16 sc0 sc1
	s_waitcnt vmcnt(0)
	s_addc_u32 s3, s1, 0
	v_mov_b32_e32 v4, s50
	v_mov_b32_e32 v0, s24
	v_mov_b32_e32 v1, s25
	v_mov_b32_e32 v2, s26
	v_mov_b32_e32 v3, s27
	scratch_store_dwordx4 off, v[0:3], off sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, s51
	v_mov_b32_e32 v6, s46
	v_mov_b64_e32 v[0:1], s[2:3]
	s_movk_i32 s2, 0x60
	s_add_u32 s2, 0x80, s2
	v_mov_b32_e32 v2, s48
	v_mov_b32_e32 v3, s49
	s_addc_u32 s3, s1, 0
	flat_store_dwordx4 v[0:1], v[2:5] sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, s47
	s_movk_i32 s0, 0x80
	v_mov_b64_e32 v[2:3], s[2:3]
	s_movk_i32 s2, 0x50
	s_add_u32 s2, 0x80, s2
	v_mov_b32_e32 v4, s44
	v_mov_b32_e32 v5, s45
	s_addc_u32 s3, s1, 0
	flat_store_dwordx4 v[2:3], v[4:7] sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, s42
	v_mov_b32_e32 v9, s43
	v_mov_b32_e32 v6, s40
	v_mov_b32_e32 v7, s41
	v_mov_b64_e32 v[4:5], s[2:3]
	flat_store_dwordx4 v[4:5], v[6:9] sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, s38
	v_mov_b32_e32 v11, s39
	v_mov_b64_e32 v[6:7], s[0:1]
	s_add_u32 s0, 0, 0xb0
	v_mov_b32_e32 v8, s36
	v_mov_b32_e32 v9, s37
	s_addc_u32 s1, s1, 0
	flat_store_dwordx4 v[6:7], v[8:11] offset:64 sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, s22
	v_mov_b32_e32 v13, s23
	v_mov_b32_e32 v10, s20
	v_mov_b32_e32 v11, s21
	v_mov_b64_e32 v[8:9], s[0:1]
	flat_store_dwordx4 v[8:9], v[10:13] sc0 sc1
	s_waitcnt vmcnt(0)
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr8_vgpr9
	s_nop 0
	v_mov_b32_e32 v10, s16
	v_mov_b32_e32 v11, s17
	v_mov_b32_e32 v12, s18
	v_mov_b32_e32 v13, s19
	flat_store_dwordx4 v[6:7], v[10:13] offset:32 sc0 sc1
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mov_b32_e32 v10, s12
	v_mov_b32_e32 v11, s13
	v_mov_b32_e32 v12, s14
	v_mov_b32_e32 v13, s15
	flat_store_dwordx4 v[6:7], v[10:13] offset:16 sc0 sc1
	s_waitcnt vmcnt(0)
	s_nop 0
	v_mov_b32_e32 v10, s8
	v_mov_b32_e32 v11, s9
	v_mov_b32_e32 v12, s10
	v_mov_b32_e32 v13, s11
	flat_store_dwordx4 v[6:7], v[10:13] sc0 sc1
	s_waitcnt vmcnt(0)
	flat_load_dwordx4 v[10:13], v[2:3] sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dwordx4 v[10:13], v[0:1] sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dwordx4 v[10:13], v[6:7] offset:64 sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dwordx4 v[10:13], v[4:5] sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dwordx4 v[10:13], v[6:7] offset:32 sc0 sc1
	s_waitcnt vmcnt(0)
                                        ; kill: killed $vgpr0_vgpr1
                                        ; kill: killed $vgpr2_vgpr3
                                        ; kill: killed $vgpr4_vgpr5
	flat_load_dwordx4 v[0:3], v[8:9] sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dwordx4 v[0:3], v[6:7] sc0 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	flat_load_dwordx4 v[0:3], v[6:7] offset:16 sc0 sc1
	s_waitcnt vmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel no_folding_imm_to_inst_with_fi
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 384
		.amdhsa_kernarg_size 512
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 52
		.amdhsa_accum_offset 16
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
	.size	no_folding_imm_to_inst_with_fi, .Lfunc_end0-no_folding_imm_to_inst_with_fi
                                        ; -- End function
	.set no_folding_imm_to_inst_with_fi.num_vgpr, 14
	.set no_folding_imm_to_inst_with_fi.num_agpr, 0
	.set no_folding_imm_to_inst_with_fi.numbered_sgpr, 52
	.set no_folding_imm_to_inst_with_fi.num_named_barrier, 0
	.set no_folding_imm_to_inst_with_fi.private_seg_size, 384
	.set no_folding_imm_to_inst_with_fi.uses_vcc, 0
	.set no_folding_imm_to_inst_with_fi.uses_flat_scratch, 0
	.set no_folding_imm_to_inst_with_fi.has_dyn_sized_stack, 0
	.set no_folding_imm_to_inst_with_fi.has_recursion, 0
	.set no_folding_imm_to_inst_with_fi.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 508
; TotalNumSgprs: 58
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 384
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
      - .name:           val4
        .offset:         0
        .size:           32
        .value_kind:     by_value
      - .name:           val16
        .offset:         128
        .size:           128
        .value_kind:     by_value
      - .offset:         256
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         260
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         264
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         268
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         270
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         272
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         274
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         276
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         278
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         296
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         304
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         312
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         320
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         336
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         344
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         352
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         360
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         368
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         456
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 128
    .kernarg_segment_size: 512
    .max_flat_workgroup_size: 1024
    .name:           no_folding_imm_to_inst_with_fi
    .private_segment_fixed_size: 384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         no_folding_imm_to_inst_with_fi.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
