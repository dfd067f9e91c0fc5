	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	cluster_arg_loads               ; -- Begin function cluster_arg_loads
	.p2align	8
	.type	cluster_arg_loads,@function
cluster_arg_loads:                      ; @cluster_arg_loads
; %bb.0:
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s7
	global_store_dword v0, v1, s[0:1]
	global_store_dword v0, v2, s[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cluster_arg_loads
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
		.amdhsa_next_free_vgpr 3
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
	.size	cluster_arg_loads, .Lfunc_end0-cluster_arg_loads
                                        ; -- End function
	.set cluster_arg_loads.num_vgpr, 3
	.set cluster_arg_loads.num_agpr, 0
	.set cluster_arg_loads.numbered_sgpr, 8
	.set cluster_arg_loads.num_named_barrier, 0
	.set cluster_arg_loads.private_seg_size, 0
	.set cluster_arg_loads.uses_vcc, 0
	.set cluster_arg_loads.uses_flat_scratch, 0
	.set cluster_arg_loads.has_dyn_sized_stack, 0
	.set cluster_arg_loads.has_recursion, 0
	.set cluster_arg_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 52
; TotalNumSgprs: 14
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
; NumSGPRsForWavesPerEU: 14
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
	.globl	same_base_ptr_crash             ; -- Begin function same_base_ptr_crash
	.p2align	8
	.type	same_base_ptr_crash,@function
same_base_ptr_crash:                    ; @same_base_ptr_crash
; %bb.0:                                ; %entry
	s_load_dwordx2 s[0:1], s[4:5], 0x3e8
	s_load_dwordx2 s[2:3], s[4:5], 0x3f8
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	v_mov_b64_e32 v[2:3], s[0:1]
	global_store_dwordx2 v0, v[2:3], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel same_base_ptr_crash
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 1280
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
.Lfunc_end1:
	.size	same_base_ptr_crash, .Lfunc_end1-same_base_ptr_crash
                                        ; -- End function
	.set same_base_ptr_crash.num_vgpr, 4
	.set same_base_ptr_crash.num_agpr, 0
	.set same_base_ptr_crash.numbered_sgpr, 8
	.set same_base_ptr_crash.num_named_barrier, 0
	.set same_base_ptr_crash.private_seg_size, 0
	.set same_base_ptr_crash.uses_vcc, 0
	.set same_base_ptr_crash.uses_flat_scratch, 0
	.set same_base_ptr_crash.has_dyn_sized_stack, 0
	.set same_base_ptr_crash.has_recursion, 0
	.set same_base_ptr_crash.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 56
; TotalNumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
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
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           out0
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out1
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           x
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .name:           y
        .offset:         20
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
    .max_flat_workgroup_size: 1024
    .name:           cluster_arg_loads
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         cluster_arg_loads.kd
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
      - .name:           arg0
        .offset:         8
        .size:           8
        .value_kind:     by_value
      - .name:           arg1
        .offset:         16
        .size:           8
        .value_kind:     by_value
      - .name:           arg2
        .offset:         24
        .size:           8
        .value_kind:     by_value
      - .name:           arg3
        .offset:         32
        .size:           8
        .value_kind:     by_value
      - .name:           arg4
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           arg5
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           arg6
        .offset:         56
        .size:           8
        .value_kind:     by_value
      - .name:           arg7
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .name:           arg8
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           arg9
        .offset:         80
        .size:           8
        .value_kind:     by_value
      - .name:           arg10
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           arg11
        .offset:         96
        .size:           8
        .value_kind:     by_value
      - .name:           arg12
        .offset:         104
        .size:           8
        .value_kind:     by_value
      - .name:           arg13
        .offset:         112
        .size:           8
        .value_kind:     by_value
      - .name:           arg14
        .offset:         120
        .size:           8
        .value_kind:     by_value
      - .name:           arg15
        .offset:         128
        .size:           8
        .value_kind:     by_value
      - .name:           arg16
        .offset:         136
        .size:           8
        .value_kind:     by_value
      - .name:           arg17
        .offset:         144
        .size:           8
        .value_kind:     by_value
      - .name:           arg18
        .offset:         152
        .size:           8
        .value_kind:     by_value
      - .name:           arg19
        .offset:         160
        .size:           8
        .value_kind:     by_value
      - .name:           arg20
        .offset:         168
        .size:           8
        .value_kind:     by_value
      - .name:           arg21
        .offset:         176
        .size:           8
        .value_kind:     by_value
      - .name:           arg22
        .offset:         184
        .size:           8
        .value_kind:     by_value
      - .name:           arg23
        .offset:         192
        .size:           8
        .value_kind:     by_value
      - .name:           arg24
        .offset:         200
        .size:           8
        .value_kind:     by_value
      - .name:           arg25
        .offset:         208
        .size:           8
        .value_kind:     by_value
      - .name:           arg26
        .offset:         216
        .size:           8
        .value_kind:     by_value
      - .name:           arg27
        .offset:         224
        .size:           8
        .value_kind:     by_value
      - .name:           arg28
        .offset:         232
        .size:           8
        .value_kind:     by_value
      - .name:           arg29
        .offset:         240
        .size:           8
        .value_kind:     by_value
      - .name:           arg30
        .offset:         248
        .size:           8
        .value_kind:     by_value
      - .name:           arg31
        .offset:         256
        .size:           8
        .value_kind:     by_value
      - .name:           arg32
        .offset:         264
        .size:           8
        .value_kind:     by_value
      - .name:           arg33
        .offset:         272
        .size:           8
        .value_kind:     by_value
      - .name:           arg34
        .offset:         280
        .size:           8
        .value_kind:     by_value
      - .name:           arg35
        .offset:         288
        .size:           8
        .value_kind:     by_value
      - .name:           arg36
        .offset:         296
        .size:           8
        .value_kind:     by_value
      - .name:           arg37
        .offset:         304
        .size:           8
        .value_kind:     by_value
      - .name:           arg38
        .offset:         312
        .size:           8
        .value_kind:     by_value
      - .name:           arg39
        .offset:         320
        .size:           8
        .value_kind:     by_value
      - .name:           arg40
        .offset:         328
        .size:           8
        .value_kind:     by_value
      - .name:           arg41
        .offset:         336
        .size:           8
        .value_kind:     by_value
      - .name:           arg42
        .offset:         344
        .size:           8
        .value_kind:     by_value
      - .name:           arg43
        .offset:         352
        .size:           8
        .value_kind:     by_value
      - .name:           arg44
        .offset:         360
        .size:           8
        .value_kind:     by_value
      - .name:           arg45
        .offset:         368
        .size:           8
        .value_kind:     by_value
      - .name:           arg46
        .offset:         376
        .size:           8
        .value_kind:     by_value
      - .name:           arg47
        .offset:         384
        .size:           8
        .value_kind:     by_value
      - .name:           arg48
        .offset:         392
        .size:           8
        .value_kind:     by_value
      - .name:           arg49
        .offset:         400
        .size:           8
        .value_kind:     by_value
      - .name:           arg50
        .offset:         408
        .size:           8
        .value_kind:     by_value
      - .name:           arg51
        .offset:         416
        .size:           8
        .value_kind:     by_value
      - .name:           arg52
        .offset:         424
        .size:           8
        .value_kind:     by_value
      - .name:           arg53
        .offset:         432
        .size:           8
        .value_kind:     by_value
      - .name:           arg54
        .offset:         440
        .size:           8
        .value_kind:     by_value
      - .name:           arg55
        .offset:         448
        .size:           8
        .value_kind:     by_value
      - .name:           arg56
        .offset:         456
        .size:           8
        .value_kind:     by_value
      - .name:           arg57
        .offset:         464
        .size:           8
        .value_kind:     by_value
      - .name:           arg58
        .offset:         472
        .size:           8
        .value_kind:     by_value
      - .name:           arg59
        .offset:         480
        .size:           8
        .value_kind:     by_value
      - .name:           arg60
        .offset:         488
        .size:           8
        .value_kind:     by_value
      - .name:           arg61
        .offset:         496
        .size:           8
        .value_kind:     by_value
      - .name:           arg62
        .offset:         504
        .size:           8
        .value_kind:     by_value
      - .name:           arg63
        .offset:         512
        .size:           8
        .value_kind:     by_value
      - .name:           arg64
        .offset:         520
        .size:           8
        .value_kind:     by_value
      - .name:           arg65
        .offset:         528
        .size:           8
        .value_kind:     by_value
      - .name:           arg66
        .offset:         536
        .size:           8
        .value_kind:     by_value
      - .name:           arg67
        .offset:         544
        .size:           8
        .value_kind:     by_value
      - .name:           arg68
        .offset:         552
        .size:           8
        .value_kind:     by_value
      - .name:           arg69
        .offset:         560
        .size:           8
        .value_kind:     by_value
      - .name:           arg70
        .offset:         568
        .size:           8
        .value_kind:     by_value
      - .name:           arg71
        .offset:         576
        .size:           8
        .value_kind:     by_value
      - .name:           arg72
        .offset:         584
        .size:           8
        .value_kind:     by_value
      - .name:           arg73
        .offset:         592
        .size:           8
        .value_kind:     by_value
      - .name:           arg74
        .offset:         600
        .size:           8
        .value_kind:     by_value
      - .name:           arg75
        .offset:         608
        .size:           8
        .value_kind:     by_value
      - .name:           arg76
        .offset:         616
        .size:           8
        .value_kind:     by_value
      - .name:           arg77
        .offset:         624
        .size:           8
        .value_kind:     by_value
      - .name:           arg78
        .offset:         632
        .size:           8
        .value_kind:     by_value
      - .name:           arg79
        .offset:         640
        .size:           8
        .value_kind:     by_value
      - .name:           arg80
        .offset:         648
        .size:           8
        .value_kind:     by_value
      - .name:           arg81
        .offset:         656
        .size:           8
        .value_kind:     by_value
      - .name:           arg82
        .offset:         664
        .size:           8
        .value_kind:     by_value
      - .name:           arg83
        .offset:         672
        .size:           8
        .value_kind:     by_value
      - .name:           arg84
        .offset:         680
        .size:           8
        .value_kind:     by_value
      - .name:           arg85
        .offset:         688
        .size:           8
        .value_kind:     by_value
      - .name:           arg86
        .offset:         696
        .size:           8
        .value_kind:     by_value
      - .name:           arg87
        .offset:         704
        .size:           8
        .value_kind:     by_value
      - .name:           arg88
        .offset:         712
        .size:           8
        .value_kind:     by_value
      - .name:           arg89
        .offset:         720
        .size:           8
        .value_kind:     by_value
      - .name:           arg90
        .offset:         728
        .size:           8
        .value_kind:     by_value
      - .name:           arg91
        .offset:         736
        .size:           8
        .value_kind:     by_value
      - .name:           arg92
        .offset:         744
        .size:           8
        .value_kind:     by_value
      - .name:           arg93
        .offset:         752
        .size:           8
        .value_kind:     by_value
      - .name:           arg94
        .offset:         760
        .size:           8
        .value_kind:     by_value
      - .name:           arg95
        .offset:         768
        .size:           8
        .value_kind:     by_value
      - .name:           arg96
        .offset:         776
        .size:           8
        .value_kind:     by_value
      - .name:           arg97
        .offset:         784
        .size:           8
        .value_kind:     by_value
      - .name:           arg98
        .offset:         792
        .size:           8
        .value_kind:     by_value
      - .name:           arg99
        .offset:         800
        .size:           8
        .value_kind:     by_value
      - .name:           arg100
        .offset:         808
        .size:           8
        .value_kind:     by_value
      - .name:           arg101
        .offset:         816
        .size:           8
        .value_kind:     by_value
      - .name:           arg102
        .offset:         824
        .size:           8
        .value_kind:     by_value
      - .name:           arg103
        .offset:         832
        .size:           8
        .value_kind:     by_value
      - .name:           arg104
        .offset:         840
        .size:           8
        .value_kind:     by_value
      - .name:           arg105
        .offset:         848
        .size:           8
        .value_kind:     by_value
      - .name:           arg106
        .offset:         856
        .size:           8
        .value_kind:     by_value
      - .name:           arg107
        .offset:         864
        .size:           8
        .value_kind:     by_value
      - .name:           arg108
        .offset:         872
        .size:           8
        .value_kind:     by_value
      - .name:           arg109
        .offset:         880
        .size:           8
        .value_kind:     by_value
      - .name:           arg110
        .offset:         888
        .size:           8
        .value_kind:     by_value
      - .name:           arg111
        .offset:         896
        .size:           8
        .value_kind:     by_value
      - .name:           arg112
        .offset:         904
        .size:           8
        .value_kind:     by_value
      - .name:           arg113
        .offset:         912
        .size:           8
        .value_kind:     by_value
      - .name:           arg114
        .offset:         920
        .size:           8
        .value_kind:     by_value
      - .name:           arg115
        .offset:         928
        .size:           8
        .value_kind:     by_value
      - .name:           arg116
        .offset:         936
        .size:           8
        .value_kind:     by_value
      - .name:           arg117
        .offset:         944
        .size:           8
        .value_kind:     by_value
      - .name:           arg118
        .offset:         952
        .size:           8
        .value_kind:     by_value
      - .name:           arg119
        .offset:         960
        .size:           8
        .value_kind:     by_value
      - .name:           arg120
        .offset:         968
        .size:           8
        .value_kind:     by_value
      - .name:           arg121
        .offset:         976
        .size:           8
        .value_kind:     by_value
      - .name:           arg122
        .offset:         984
        .size:           8
        .value_kind:     by_value
      - .name:           arg123
        .offset:         992
        .size:           8
        .value_kind:     by_value
      - .name:           arg124
        .offset:         1000
        .size:           8
        .value_kind:     by_value
      - .name:           arg125
        .offset:         1008
        .size:           8
        .value_kind:     by_value
      - .name:           arg126
        .offset:         1016
        .size:           8
        .value_kind:     by_value
      - .offset:         1024
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         1028
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         1032
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         1036
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         1038
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         1040
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         1042
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         1044
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         1046
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         1064
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         1072
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         1080
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         1088
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         1104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         1112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         1120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         1128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         1136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         1224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 1280
    .max_flat_workgroup_size: 1024
    .name:           same_base_ptr_crash
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         same_base_ptr_crash.kd
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
