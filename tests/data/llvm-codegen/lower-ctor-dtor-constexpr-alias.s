	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	foo                             ; -- Begin function foo
	.p2align	2
	.type	foo,@function
foo:                                    ; @foo
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	foo, .Lfunc_end0-foo
                                        ; -- End function
	.set foo.num_vgpr, 0
	.set foo.num_agpr, 0
	.set foo.numbered_sgpr, 32
	.set foo.num_named_barrier, 0
	.set foo.private_seg_size, 0
	.set foo.uses_vcc, 0
	.set foo.uses_flat_scratch, 0
	.set foo.has_dyn_sized_stack, 0
	.set foo.has_recursion, 0
	.set foo.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	bar                             ; -- Begin function bar
	.p2align	2
	.type	bar,@function
bar:                                    ; @bar
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	bar, .Lfunc_end1-bar
                                        ; -- End function
	.set bar.num_vgpr, 0
	.set bar.num_agpr, 0
	.set bar.numbered_sgpr, 32
	.set bar.num_named_barrier, 0
	.set bar.private_seg_size, 0
	.set bar.uses_vcc, 0
	.set bar.uses_flat_scratch, 0
	.set bar.has_dyn_sized_stack, 0
	.set bar.has_recursion, 0
	.set bar.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 0
; NumAgprs: 0
; TotalNumVgprs: 0
; ScratchSize: 0
; MemoryBound: 0
	.text
	.weak	amdgcn.device.init              ; -- Begin function amdgcn.device.init
	.p2align	8
	.type	amdgcn.device.init,@function
amdgcn.device.init:                     ; @amdgcn.device.init
; %bb.0:                                ; %entry
	s_mov_b64 s[48:49], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __init_array_end@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __init_array_end@gotpcrel32@hi+12
	s_mov_b64 s[38:39], s[2:3]
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, __init_array_start@gotpcrel32@lo+4
	s_addc_u32 s3, s3, __init_array_start@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b32 s32, 0
	s_load_dwordx2 s[52:53], s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[52:53], s[0:1]
	s_cbranch_scc1 .LBB2_3
; %bb.1:                                ; %while.entry.preheader
	s_mov_b32 s33, s10
	s_mov_b32 s50, s9
	s_mov_b32 s51, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[4:5]
.LBB2_2:                                ; %while.entry
                                        ; =>This Inner Loop Header: Depth=1
	s_load_dwordx2 s[0:1], s[52:53], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_add_u32 s52, s52, 8
	s_addc_u32 s53, s53, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __init_array_end@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __init_array_end@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[52:53], s[0:1]
	s_cbranch_scc1 .LBB2_2
.LBB2_3:                                ; %while.end
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel amdgcn.device.init
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr max(totalnumvgprs(amdgcn.device.init.num_agpr, amdgcn.device.init.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(amdgcn.device.init.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, amdgcn.device.init.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
.Lfunc_end2:
	.size	amdgcn.device.init, .Lfunc_end2-amdgcn.device.init
                                        ; -- End function
	.set amdgcn.device.init.num_vgpr, max(32, amdgpu.max_num_vgpr)
	.set amdgcn.device.init.num_agpr, max(0, amdgpu.max_num_agpr)
	.set amdgcn.device.init.numbered_sgpr, max(54, amdgpu.max_num_sgpr)
	.set amdgcn.device.init.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set amdgcn.device.init.private_seg_size, 0
	.set amdgcn.device.init.uses_vcc, 1
	.set amdgcn.device.init.uses_flat_scratch, 1
	.set amdgcn.device.init.has_dyn_sized_stack, 1
	.set amdgcn.device.init.has_recursion, 1
	.set amdgcn.device.init.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: amdgcn.device.init.numbered_sgpr+6
; NumVgprs: amdgcn.device.init.num_vgpr
; NumAgprs: amdgcn.device.init.num_agpr
; TotalNumVgprs: totalnumvgprs(amdgcn.device.init.num_agpr, amdgcn.device.init.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(amdgcn.device.init.numbered_sgpr+extrasgprs(amdgcn.device.init.uses_vcc, amdgcn.device.init.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(amdgcn.device.init.num_agpr, amdgcn.device.init.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(amdgcn.device.init.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(amdgcn.device.init.num_agpr, amdgcn.device.init.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, amdgcn.device.init.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(amdgcn.device.init.numbered_sgpr+extrasgprs(amdgcn.device.init.uses_vcc, amdgcn.device.init.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(amdgcn.device.init.num_agpr, amdgcn.device.init.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, amdgcn.device.init.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.weak	amdgcn.device.fini              ; -- Begin function amdgcn.device.fini
	.p2align	8
	.type	amdgcn.device.fini,@function
amdgcn.device.fini:                     ; @amdgcn.device.fini
; %bb.0:                                ; %entry
	s_mov_b64 s[48:49], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __fini_array_start@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __fini_array_start@gotpcrel32@hi+12
	s_mov_b64 s[38:39], s[2:3]
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, __fini_array_end@gotpcrel32@lo+4
	s_addc_u32 s3, s3, __fini_array_end@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b32 s32, 0
	s_load_dwordx2 s[2:3], s[2:3], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[0:1], s[0:1]
	s_sub_u32 s2, s2, s0
	s_subb_u32 s3, s3, s1
	s_add_u32 s2, s0, s2
	s_addc_u32 s3, s1, s3
	s_add_u32 s52, s2, -8
	s_addc_u32 s53, s3, -1
	v_cmp_lt_u64_e32 vcc, s[52:53], v[0:1]
	s_cbranch_vccnz .LBB3_3
; %bb.1:
	s_mov_b32 s33, s10
	s_mov_b32 s50, s9
	s_mov_b32 s51, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[4:5]
.LBB3_2:                                ; %while.entry
                                        ; =>This Inner Loop Header: Depth=1
	s_load_dwordx2 s[0:1], s[52:53], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_add_u32 s52, s52, -8
	s_addc_u32 s53, s53, -1
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __fini_array_start@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __fini_array_start@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[0:1], s[0:1]
	v_cmp_ge_u64_e32 vcc, s[52:53], v[0:1]
	s_cbranch_vccnz .LBB3_2
.LBB3_3:                                ; %while.end
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel amdgcn.device.fini
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 256
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr max(totalnumvgprs(amdgcn.device.fini.num_agpr, amdgcn.device.fini.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(amdgcn.device.fini.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, amdgcn.device.fini.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
	.size	amdgcn.device.fini, .Lfunc_end3-amdgcn.device.fini
                                        ; -- End function
	.set amdgcn.device.fini.num_vgpr, max(32, amdgpu.max_num_vgpr)
	.set amdgcn.device.fini.num_agpr, max(0, amdgpu.max_num_agpr)
	.set amdgcn.device.fini.numbered_sgpr, max(54, amdgpu.max_num_sgpr)
	.set amdgcn.device.fini.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set amdgcn.device.fini.private_seg_size, 0
	.set amdgcn.device.fini.uses_vcc, 1
	.set amdgcn.device.fini.uses_flat_scratch, 1
	.set amdgcn.device.fini.has_dyn_sized_stack, 1
	.set amdgcn.device.fini.has_recursion, 1
	.set amdgcn.device.fini.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; TotalNumSgprs: amdgcn.device.fini.numbered_sgpr+6
; NumVgprs: amdgcn.device.fini.num_vgpr
; NumAgprs: amdgcn.device.fini.num_agpr
; TotalNumVgprs: totalnumvgprs(amdgcn.device.fini.num_agpr, amdgcn.device.fini.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(amdgcn.device.fini.numbered_sgpr+extrasgprs(amdgcn.device.fini.uses_vcc, amdgcn.device.fini.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(amdgcn.device.fini.num_agpr, amdgcn.device.fini.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(amdgcn.device.fini.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(amdgcn.device.fini.num_agpr, amdgcn.device.fini.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, amdgcn.device.fini.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(amdgcn.device.fini.numbered_sgpr+extrasgprs(amdgcn.device.fini.uses_vcc, amdgcn.device.fini.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(amdgcn.device.fini.num_agpr, amdgcn.device.fini.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, amdgcn.device.fini.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.init_array.1,"aw",@init_array
	.p2align	3, 0x0
	.quad	foo.alias
	.quad	4096
	.section	.fini_array.1,"aw",@fini_array
	.p2align	3, 0x0
	.quad	bar
	.no_dead_strip	amdgcn.device.init
	.no_dead_strip	amdgcn.device.fini
	.globl	foo.alias
	.type	foo.alias,@function
	.hidden	foo.alias
.set foo.alias, foo
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .kind:           init
    .max_flat_workgroup_size: 1
    .name:           amdgcn.device.init
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         amdgcn.device.init.kd
    .uses_dynamic_stack: true
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         4
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         12
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         14
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         16
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         18
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         20
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         22
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         80
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         96
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         104
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         112
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .kind:           fini
    .max_flat_workgroup_size: 1
    .name:           amdgcn.device.fini
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         amdgcn.device.fini.kd
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
