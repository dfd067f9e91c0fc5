	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	vgpr_mfma_pass_av_split_crash   ; -- Begin function vgpr_mfma_pass_av_split_crash
	.p2align	8
	.type	vgpr_mfma_pass_av_split_crash,@function
vgpr_mfma_pass_av_split_crash:          ; @vgpr_mfma_pass_av_split_crash
; %bb.0:                                ; %entry
	s_load_dword s0, s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	v_mov_b32_e32 v2, 0x9037ab78
	v_mov_b32_e32 v3, 0x3e21eeb6
	s_waitcnt lgkmcnt(0)
	s_bitcmp1_b32 s0, 0
	s_cselect_b64 s[16:17], -1, 0
	s_xor_b64 s[18:19], s[16:17], -1
	s_bitcmp1_b32 s0, 8
	s_cselect_b64 s[4:5], -1, 0
	v_accvgpr_write_b32 a2, v2
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_accvgpr_write_b32 a3, v3
	v_mov_b32_e32 v3, 0xbe927e4f
	v_cmp_ne_u32_e64 s[0:1], 1, v0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, 0xa17f65f6
	v_accvgpr_write_b32 a5, v3
	s_mov_b64 s[14:15], 0
	s_xor_b64 s[20:21], s[4:5], -1
	s_and_b64 s[2:3], exec, s[16:17]
	s_and_b64 s[4:5], exec, s[4:5]
	s_and_b64 s[6:7], exec, s[18:19]
	v_accvgpr_write_b32 a4, v2
	v_mov_b32_e32 v2, 0x19f4ec90
	v_mov_b32_e32 v3, 0x3efa01a0
	v_mov_b32_e32 v8, 0x16c16967
	v_mov_b32_e32 v9, 0xbf56c16c
	v_mov_b32_e32 v10, 0x69efb384
	v_mov_b32_e32 v11, 0x3f4b2bb0
	v_mov_b32_e32 v12, 0xa57d9582
	v_mov_b32_e32 v13, 0xbf8c6ea4
	v_mov_b32_e32 v14, 0xe82d3ff0
	v_mov_b32_e32 v15, 0xbfa59976
	v_mov_b32_e32 v4, 0x8427b883
	v_mov_b32_e32 v5, 0x3fae1bb4
	v_mov_b32_e32 v18, 0x57b87036
	v_mov_b32_e32 v19, 0x3fb3b136
	v_mov_b32_e32 v20, 0x55555523
	v_mov_b32_e32 v21, 0xbfd55555
	v_mov_b32_e32 v1, v0
                                        ; implicit-def: $vgpr30_vgpr31
                                        ; implicit-def: $vgpr22_vgpr23
	s_branch .LBB0_2
.LBB0_1:                                ; %Flow9
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_andn2_b64 vcc, exec, s[24:25]
	v_mov_b64_e32 v[30:31], v[24:25]
	s_cbranch_vccz .LBB0_18
.LBB0_2:                                ; %._crit_edge1942.i.i.i3548
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_7 Depth 2
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_11
; %bb.3:                                ; %.preheader1868.i.i.i3244
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b64 vcc, s[2:3]
	s_cbranch_vccz .LBB0_12
; %bb.4:                                ; %.preheader1855.i.i.i3329.preheader
                                        ;   in Loop: Header=BB0_2 Depth=1
	v_mov_b64_e32 v[24:25], s[10:11]
	flat_load_dwordx2 v[24:25], v[24:25]
	v_accvgpr_read_b32 v27, a3
	v_accvgpr_read_b32 v26, a2
	v_accvgpr_read_b32 v29, a5
	v_accvgpr_read_b32 v28, a4
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[16:17], v[4:5]
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f64_e32 v[26:27], 0, v[24:25]
	v_fmac_f64_e32 v[28:29], 0, v[26:27]
	v_mov_b64_e32 v[26:27], v[8:9]
	v_fmac_f64_e32 v[6:7], 0, v[28:29]
	v_mov_b64_e32 v[28:29], v[10:11]
	v_fmac_f64_e32 v[26:27], 0, v[6:7]
	v_mov_b64_e32 v[6:7], v[12:13]
	v_fmac_f64_e32 v[28:29], 0, v[26:27]
	v_mov_b64_e32 v[26:27], v[14:15]
	v_fmac_f64_e32 v[6:7], 0, v[28:29]
	v_fmac_f64_e32 v[26:27], 0, v[6:7]
	v_mov_b64_e32 v[6:7], v[18:19]
	v_fmac_f64_e32 v[16:17], 0, v[26:27]
	v_mov_b64_e32 v[28:29], v[20:21]
	v_fmac_f64_e32 v[6:7], 0, v[16:17]
	v_fmac_f64_e32 v[28:29], 0, v[6:7]
	s_branch .LBB0_7
.LBB0_5:                                ;   in Loop: Header=BB0_7 Depth=2
	s_mov_b64 s[22:23], -1
                                        ; implicit-def: $agpr0_agpr1
	s_mov_b64 s[24:25], -1
.LBB0_6:                                ; %Flow
                                        ;   in Loop: Header=BB0_7 Depth=2
	s_and_b64 vcc, exec, s[24:25]
	s_cbranch_vccnz .LBB0_13
.LBB0_7:                                ; %.preheader1855.i.i.i3329
                                        ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_accvgpr_read_b32 v27, a1
	v_accvgpr_read_b32 v26, a0
	s_mov_b64 vcc, s[4:5]
	s_cbranch_vccz .LBB0_5
; %bb.8:                                ; %.lr.ph2070.i.i.i3291
                                        ;   in Loop: Header=BB0_7 Depth=2
	s_mov_b64 vcc, s[6:7]
	s_cbranch_vccz .LBB0_10
; %bb.9:                                ; %.preheader1856.preheader.i.i.i3325
                                        ;   in Loop: Header=BB0_7 Depth=2
	v_accvgpr_write_b32 a0, v28
	s_mov_b64 s[22:23], 0
	v_accvgpr_write_b32 a1, v29
	s_mov_b64 s[24:25], 0
	s_branch .LBB0_6
.LBB0_10:                               ;   in Loop: Header=BB0_7 Depth=2
	v_accvgpr_write_b32 a0, v30
	s_mov_b64 s[22:23], -1
	v_accvgpr_write_b32 a1, v31
	s_mov_b64 s[24:25], s[18:19]
	s_branch .LBB0_6
.LBB0_11:                               ;   in Loop: Header=BB0_2 Depth=1
	v_mov_b64_e32 v[24:25], s[12:13]
	s_mov_b64 s[14:15], 0
	s_mov_b64 s[22:23], s[20:21]
	s_branch .LBB0_16
.LBB0_12:                               ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b64 s[22:23], -1
	v_mov_b64_e32 v[22:23], 0
	v_mov_b64_e32 v[24:25], v[30:31]
	s_branch .LBB0_16
.LBB0_13:                               ; %loop.exit.guard
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_and_b64 vcc, exec, s[22:23]
	s_cbranch_vccz .LBB0_15
; %bb.14:                               ; %._crit_edge2105.i.i.i2330.loopexit
                                        ;   in Loop: Header=BB0_2 Depth=1
	v_cmp_nlg_f64_e32 vcc, 0, v[26:27]
	s_and_b64 s[22:23], exec, s[16:17]
	v_cndmask_b32_e64 v23, v23, 0, s[16:17]
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_mov_b32_e32 v7, v6
	v_cndmask_b32_e64 v22, v22, 0, s[16:17]
	global_store_dwordx2 v0, v[6:7], s[8:9]
	s_cselect_b32 s15, s15, 0
	s_cselect_b32 s14, s14, 0
	s_mov_b64 s[22:23], -1
	s_branch .LBB0_16
.LBB0_15:                               ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b64 s[22:23], 0
	v_mov_b64_e32 v[22:23], 0
.LBB0_16:                               ; %Flow6
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b64 s[24:25], -1
	s_and_b64 vcc, exec, s[22:23]
	s_cbranch_vccz .LBB0_1
; %bb.17:                               ; %._crit_edge2105.i.i.i2330
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b64 s[24:25], 0
	global_store_dwordx2 v0, v[0:1], s[8:9]
	s_branch .LBB0_1
.LBB0_18:                               ; %DummyReturnBlock
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_mfma_pass_av_split_crash
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 26
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
.Lfunc_end0:
	.size	vgpr_mfma_pass_av_split_crash, .Lfunc_end0-vgpr_mfma_pass_av_split_crash
                                        ; -- End function
	.set vgpr_mfma_pass_av_split_crash.num_vgpr, 32
	.set vgpr_mfma_pass_av_split_crash.num_agpr, 6
	.set vgpr_mfma_pass_av_split_crash.numbered_sgpr, 26
	.set vgpr_mfma_pass_av_split_crash.num_named_barrier, 0
	.set vgpr_mfma_pass_av_split_crash.private_seg_size, 0
	.set vgpr_mfma_pass_av_split_crash.uses_vcc, 1
	.set vgpr_mfma_pass_av_split_crash.uses_flat_scratch, 0
	.set vgpr_mfma_pass_av_split_crash.has_dyn_sized_stack, 0
	.set vgpr_mfma_pass_av_split_crash.has_recursion, 0
	.set vgpr_mfma_pass_av_split_crash.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 700
; TotalNumSgprs: 32
; NumVgprs: 32
; NumAgprs: 6
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 38
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
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
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     6
    .args:
      - .name:           arg1
        .offset:         0
        .size:           8
        .value_kind:     by_value
      - .name:           arg2
        .offset:         8
        .size:           1
        .value_kind:     by_value
      - .name:           cond.i.i.i2295
        .offset:         9
        .size:           1
        .value_kind:     by_value
      - .address_space:  global
        .name:           ptr
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  generic
        .name:           ptr1
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         112
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         128
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         136
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         144
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         232
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           vgpr_mfma_pass_av_split_crash
    .private_segment_fixed_size: 0
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         vgpr_mfma_pass_av_split_crash.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
