	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	kernel0                         ; -- Begin function kernel0
	.p2align	8
	.type	kernel0,@function
kernel0:                                ; @kernel0
; %bb.0:
	;;#ASMSTART
	;;#ASMEND
	;;#ASMSTART
	;;#ASMEND
	;;#ASMSTART
	;;#ASMEND
	;;#ASMSTART
	;;#ASMEND
	;;#ASMSTART
	; def s[92:93]
	;;#ASMEND
	;;#ASMSTART
	; def s[88:91]
	;;#ASMEND
	;;#ASMSTART
	; def s[8:15]
	;;#ASMEND
	;;#ASMSTART
	; def s[52:67]
	;;#ASMEND
	;;#ASMSTART
	; def s[28:29]
	;;#ASMEND
	;;#ASMSTART
	; def s[24:27]
	;;#ASMEND
	;;#ASMSTART
	; def s[16:23]
	;;#ASMEND
                                        ; implicit-def: $vgpr23 : SGPR spill to VGPR lane
	;;#ASMSTART
	; def s[36:51]
	;;#ASMEND
	s_load_dword s0, s[4:5], 0x8
	v_writelane_b32 v23, s16, 0
	;;#ASMSTART
	; def s[94:95]
	;;#ASMEND
	;;#ASMSTART
	; def s[96:99]
	;;#ASMEND
                                        ; implicit-def: $vgpr22 : SGPR spill to VGPR lane
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s0, 0
	v_writelane_b32 v23, s17, 1
	v_writelane_b32 v23, s18, 2
	v_writelane_b32 v23, s19, 3
	v_writelane_b32 v23, s20, 4
	v_writelane_b32 v23, s21, 5
	v_writelane_b32 v23, s22, 6
	v_writelane_b32 v23, s23, 7
	v_writelane_b32 v23, s36, 8
	;;#ASMSTART
	; def s[16:23]
	;;#ASMEND
	;;#ASMSTART
	; def s[68:83]
	;;#ASMEND
	;;#ASMSTART
	; def s[30:31]
	;;#ASMEND
	;;#ASMSTART
	; def s[84:87]
	;;#ASMEND
	;;#ASMSTART
	; def s[0:7]
	;;#ASMEND
	s_nop 1
	v_writelane_b32 v23, s37, 9
	v_writelane_b32 v23, s38, 10
	v_writelane_b32 v23, s39, 11
	v_writelane_b32 v23, s40, 12
	v_writelane_b32 v23, s41, 13
	v_writelane_b32 v23, s42, 14
	v_writelane_b32 v23, s43, 15
	v_writelane_b32 v23, s44, 16
	v_writelane_b32 v23, s45, 17
	v_writelane_b32 v23, s46, 18
	v_writelane_b32 v23, s47, 19
	v_writelane_b32 v23, s48, 20
	v_writelane_b32 v23, s49, 21
	v_writelane_b32 v23, s50, 22
	v_writelane_b32 v23, s51, 23
	;;#ASMSTART
	; def s[36:51]
	;;#ASMEND
	;;#ASMSTART
	; def s[34:35]
	;;#ASMEND
	s_nop 0
	v_writelane_b32 v23, s36, 24
	s_nop 1
	v_writelane_b32 v23, s37, 25
	v_writelane_b32 v23, s38, 26
	v_writelane_b32 v23, s39, 27
	v_writelane_b32 v23, s40, 28
	v_writelane_b32 v23, s41, 29
	v_writelane_b32 v23, s42, 30
	v_writelane_b32 v23, s43, 31
	v_writelane_b32 v23, s44, 32
	v_writelane_b32 v23, s45, 33
	v_writelane_b32 v23, s46, 34
	v_writelane_b32 v23, s47, 35
	v_writelane_b32 v23, s48, 36
	v_writelane_b32 v23, s49, 37
	v_writelane_b32 v23, s50, 38
	v_writelane_b32 v23, s51, 39
	;;#ASMSTART
	; def s[36:39]
	;;#ASMEND
	s_nop 0
	v_writelane_b32 v23, s36, 40
	s_nop 1
	v_writelane_b32 v23, s37, 41
	v_writelane_b32 v23, s38, 42
	v_writelane_b32 v23, s39, 43
	;;#ASMSTART
	; def s[36:43]
	;;#ASMEND
	s_nop 0
	v_writelane_b32 v23, s36, 44
	s_nop 1
	v_writelane_b32 v23, s37, 45
	v_writelane_b32 v23, s38, 46
	v_writelane_b32 v23, s39, 47
	v_writelane_b32 v23, s40, 48
	v_writelane_b32 v23, s41, 49
	v_writelane_b32 v23, s42, 50
	v_writelane_b32 v23, s43, 51
	;;#ASMSTART
	; def s[36:51]
	;;#ASMEND
	s_nop 0
	v_writelane_b32 v23, s36, 52
	s_nop 1
	v_writelane_b32 v23, s37, 53
	v_writelane_b32 v23, s38, 54
	v_writelane_b32 v23, s39, 55
	v_writelane_b32 v23, s40, 56
	v_writelane_b32 v23, s41, 57
	v_writelane_b32 v23, s42, 58
	v_writelane_b32 v23, s43, 59
	v_writelane_b32 v23, s44, 60
	v_writelane_b32 v22, s48, 0
	v_writelane_b32 v23, s45, 61
	v_writelane_b32 v22, s49, 1
	v_writelane_b32 v23, s46, 62
	v_writelane_b32 v22, s50, 2
	v_writelane_b32 v23, s47, 63
	v_writelane_b32 v22, s51, 3
	s_cbranch_scc0 .LBB0_2
; %bb.1:                                ; %ret
	s_endpgm
.LBB0_2:                                ; %bb0
	;;#ASMSTART
	; use s[92:93]
	;;#ASMEND
	;;#ASMSTART
	; use s[88:91]
	;;#ASMEND
	;;#ASMSTART
	; use s[8:15]
	;;#ASMEND
	v_readlane_b32 s8, v23, 0
	v_readlane_b32 s9, v23, 1
	v_readlane_b32 s10, v23, 2
	v_readlane_b32 s11, v23, 3
	v_readlane_b32 s12, v23, 4
	v_readlane_b32 s13, v23, 5
	v_readlane_b32 s14, v23, 6
	v_readlane_b32 s15, v23, 7
	v_readlane_b32 s36, v23, 8
	;;#ASMSTART
	; use s[52:67]
	;;#ASMEND
	;;#ASMSTART
	; use s[28:29]
	;;#ASMEND
	;;#ASMSTART
	; use s[24:27]
	;;#ASMEND
	;;#ASMSTART
	; use s[8:15]
	;;#ASMEND
	v_readlane_b32 s37, v23, 9
	v_readlane_b32 s38, v23, 10
	v_readlane_b32 s39, v23, 11
	v_readlane_b32 s40, v23, 12
	v_readlane_b32 s41, v23, 13
	v_readlane_b32 s42, v23, 14
	v_readlane_b32 s43, v23, 15
	v_readlane_b32 s44, v23, 16
	v_readlane_b32 s45, v23, 17
	v_readlane_b32 s46, v23, 18
	v_readlane_b32 s47, v23, 19
	v_readlane_b32 s48, v23, 20
	v_readlane_b32 s49, v23, 21
	v_readlane_b32 s50, v23, 22
	v_readlane_b32 s51, v23, 23
	;;#ASMSTART
	; use s[36:51]
	;;#ASMEND
	;;#ASMSTART
	; use s[94:95]
	;;#ASMEND
	;;#ASMSTART
	; use s[96:99]
	;;#ASMEND
	;;#ASMSTART
	; use s[16:23]
	;;#ASMEND
	;;#ASMSTART
	; use s[68:83]
	;;#ASMEND
	;;#ASMSTART
	; use s[30:31]
	;;#ASMEND
	;;#ASMSTART
	; use s[84:87]
	;;#ASMEND
	;;#ASMSTART
	; use s[0:7]
	;;#ASMEND
	v_readlane_b32 s0, v23, 24
	v_readlane_b32 s1, v23, 25
	v_readlane_b32 s2, v23, 26
	v_readlane_b32 s3, v23, 27
	v_readlane_b32 s4, v23, 28
	v_readlane_b32 s5, v23, 29
	v_readlane_b32 s6, v23, 30
	v_readlane_b32 s7, v23, 31
	v_readlane_b32 s8, v23, 32
	v_readlane_b32 s9, v23, 33
	v_readlane_b32 s10, v23, 34
	v_readlane_b32 s11, v23, 35
	v_readlane_b32 s12, v23, 36
	v_readlane_b32 s13, v23, 37
	v_readlane_b32 s14, v23, 38
	v_readlane_b32 s15, v23, 39
	;;#ASMSTART
	; use s[0:15]
	;;#ASMEND
	v_readlane_b32 s0, v23, 40
	v_readlane_b32 s1, v23, 41
	v_readlane_b32 s2, v23, 42
	v_readlane_b32 s3, v23, 43
	;;#ASMSTART
	; use s[34:35]
	;;#ASMEND
	;;#ASMSTART
	; use s[0:3]
	;;#ASMEND
	v_readlane_b32 s0, v23, 44
	v_readlane_b32 s1, v23, 45
	v_readlane_b32 s2, v23, 46
	v_readlane_b32 s3, v23, 47
	v_readlane_b32 s4, v23, 48
	v_readlane_b32 s5, v23, 49
	v_readlane_b32 s6, v23, 50
	v_readlane_b32 s7, v23, 51
	;;#ASMSTART
	; use s[0:7]
	;;#ASMEND
	v_readlane_b32 s0, v23, 52
	v_readlane_b32 s1, v23, 53
	v_readlane_b32 s2, v23, 54
	v_readlane_b32 s3, v23, 55
	v_readlane_b32 s4, v23, 56
	v_readlane_b32 s5, v23, 57
	v_readlane_b32 s6, v23, 58
	v_readlane_b32 s7, v23, 59
	v_readlane_b32 s8, v23, 60
	v_readlane_b32 s9, v23, 61
	v_readlane_b32 s10, v23, 62
	v_readlane_b32 s11, v23, 63
	v_readlane_b32 s12, v22, 0
	v_readlane_b32 s13, v22, 1
	v_readlane_b32 s14, v22, 2
	v_readlane_b32 s15, v22, 3
	;;#ASMSTART
	; use s[0:15]
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel0
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 24
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
	.size	kernel0, .Lfunc_end0-kernel0
                                        ; -- End function
	.set kernel0.num_vgpr, 24
	.set kernel0.num_agpr, 0
	.set kernel0.numbered_sgpr, 100
	.set kernel0.num_named_barrier, 0
	.set kernel0.private_seg_size, 0
	.set kernel0.uses_vcc, 0
	.set kernel0.uses_flat_scratch, 0
	.set kernel0.has_dyn_sized_stack, 0
	.set kernel0.has_recursion, 0
	.set kernel0.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1152
; TotalNumSgprs: 106
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
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
      - .name:           in
        .offset:         8
        .size:           4
        .value_kind:     by_value
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
    .name:           kernel0
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 68
    .symbol:         kernel0.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
