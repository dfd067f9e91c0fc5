	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	call_unknown                    ; -- Begin function call_unknown
	.p2align	2
	.type	call_unknown,@function
call_unknown:                           ; @call_unknown
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s0, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[2:3], -1
	scratch_store_dword off, v40, s33 offset:8 ; 4-byte Folded Spill
	s_mov_b64 exec, s[2:3]
	v_writelane_b32 v40, s0, 2
	s_mov_b64 s[0:1], src_private_base
	v_writelane_b32 v40, s30, 0
	s_mov_b32 s0, s33
	s_add_i32 s32, s32, 16
	v_writelane_b32 v40, s31, 1
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v40, 1
	v_readlane_b32 s30, v40, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s0, v40, 2
	s_or_saveexec_b64 s[2:3], -1
	scratch_load_dword v40, off, s33 offset:8 ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s0
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	call_unknown, .Lfunc_end0-call_unknown
                                        ; -- End function
	.set call_unknown.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set call_unknown.num_agpr, max(0, amdgpu.max_num_agpr)
	.set call_unknown.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set call_unknown.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set call_unknown.private_seg_size, 16
	.set call_unknown.uses_vcc, 1
	.set call_unknown.uses_flat_scratch, 1
	.set call_unknown.has_dyn_sized_stack, 1
	.set call_unknown.has_recursion, 1
	.set call_unknown.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 124
; TotalNumSgprs: call_unknown.numbered_sgpr+6
; NumVgprs: max(41, amdgpu.max_num_vgpr)
; NumAgprs: max(0, amdgpu.max_num_agpr)
; TotalNumVgprs: totalnumvgprs(call_unknown.num_agpr, call_unknown.num_vgpr)
; ScratchSize: 16
; MemoryBound: 0
	.text
	.globl	offloading_kernel               ; -- Begin function offloading_kernel
	.p2align	8
	.type	offloading_kernel,@function
offloading_kernel:                      ; @offloading_kernel
; %bb.0:
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, indirectly_load_lds@gotpcrel32@lo+4
	s_addc_u32 s5, s5, indirectly_load_lds@gotpcrel32@hi+12
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[6:7], s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[4:5]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, call_unknown@gotpcrel32@lo+4
	s_addc_u32 s5, s5, call_unknown@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b64 s[4:5], s[0:1]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	ds_write_b64 v1, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel offloading_kernel
		.amdhsa_group_segment_fixed_size 24
		.amdhsa_private_segment_fixed_size 16
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(offloading_kernel.num_agpr, offloading_kernel.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(offloading_kernel.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, offloading_kernel.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
.Lfunc_end1:
	.size	offloading_kernel, .Lfunc_end1-offloading_kernel
                                        ; -- End function
	.set offloading_kernel.num_vgpr, max(32, call_unknown.num_vgpr)
	.set offloading_kernel.num_agpr, max(0, call_unknown.num_agpr)
	.set offloading_kernel.numbered_sgpr, max(33, call_unknown.numbered_sgpr)
	.set offloading_kernel.num_named_barrier, max(0, call_unknown.num_named_barrier)
	.set offloading_kernel.private_seg_size, 0+max(call_unknown.private_seg_size)
	.set offloading_kernel.uses_vcc, or(1, call_unknown.uses_vcc)
	.set offloading_kernel.uses_flat_scratch, or(0, call_unknown.uses_flat_scratch)
	.set offloading_kernel.has_dyn_sized_stack, or(0, call_unknown.has_dyn_sized_stack)
	.set offloading_kernel.has_recursion, or(1, call_unknown.has_recursion)
	.set offloading_kernel.has_indirect_call, or(0, call_unknown.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 124
; TotalNumSgprs: offloading_kernel.numbered_sgpr+6
; NumVgprs: offloading_kernel.num_vgpr
; NumAgprs: offloading_kernel.num_agpr
; TotalNumVgprs: totalnumvgprs(offloading_kernel.num_agpr, offloading_kernel.num_vgpr)
; ScratchSize: 16
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 24 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(offloading_kernel.numbered_sgpr+extrasgprs(offloading_kernel.uses_vcc, offloading_kernel.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(offloading_kernel.num_agpr, offloading_kernel.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(offloading_kernel.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(offloading_kernel.num_agpr, offloading_kernel.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, offloading_kernel.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(offloading_kernel.numbered_sgpr+extrasgprs(offloading_kernel.uses_vcc, offloading_kernel.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(offloading_kernel.num_agpr, offloading_kernel.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, offloading_kernel.num_vgpr), 4)/4)-1)&~65536)&63
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.globl	directly_load_lds               ; -- Begin function directly_load_lds
	.p2align	2
	.type	directly_load_lds,@function
directly_load_lds:                      ; @directly_load_lds
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	directly_load_lds, .Lfunc_end2-directly_load_lds
                                        ; -- End function
	.set directly_load_lds.num_vgpr, 0
	.set directly_load_lds.num_agpr, 0
	.set directly_load_lds.numbered_sgpr, 32
	.set directly_load_lds.num_named_barrier, 0
	.set directly_load_lds.private_seg_size, 0
	.set directly_load_lds.uses_vcc, 0
	.set directly_load_lds.uses_flat_scratch, 0
	.set directly_load_lds.has_dyn_sized_stack, 0
	.set directly_load_lds.has_recursion, 0
	.set directly_load_lds.has_indirect_call, 0
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
	.globl	indirectly_load_lds             ; -- Begin function indirectly_load_lds
	.p2align	2
	.type	indirectly_load_lds,@function
indirectly_load_lds:                    ; @indirectly_load_lds
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v0, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, directly_load_lds@gotpcrel32@lo+4
	s_addc_u32 s1, s1, directly_load_lds@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_writelane_b32 v0, s30, 0
	v_writelane_b32 v0, s31, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s31, v0, 1
	v_readlane_b32 s30, v0, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v0, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	indirectly_load_lds, .Lfunc_end3-indirectly_load_lds
                                        ; -- End function
	.set indirectly_load_lds.num_vgpr, max(1, directly_load_lds.num_vgpr)
	.set indirectly_load_lds.num_agpr, max(0, directly_load_lds.num_agpr)
	.set indirectly_load_lds.numbered_sgpr, max(34, directly_load_lds.numbered_sgpr)
	.set indirectly_load_lds.num_named_barrier, max(0, directly_load_lds.num_named_barrier)
	.set indirectly_load_lds.private_seg_size, 16+max(directly_load_lds.private_seg_size)
	.set indirectly_load_lds.uses_vcc, or(0, directly_load_lds.uses_vcc)
	.set indirectly_load_lds.uses_flat_scratch, or(0, directly_load_lds.uses_flat_scratch)
	.set indirectly_load_lds.has_dyn_sized_stack, or(0, directly_load_lds.has_dyn_sized_stack)
	.set indirectly_load_lds.has_recursion, or(1, directly_load_lds.has_recursion)
	.set indirectly_load_lds.has_indirect_call, or(0, directly_load_lds.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
; TotalNumSgprs: 40
; NumVgprs: 1
; NumAgprs: 0
; TotalNumVgprs: 1
; ScratchSize: 16
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 41
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
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
    .group_segment_fixed_size: 24
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           offloading_kernel
    .private_segment_fixed_size: 16
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         offloading_kernel.kd
    .uses_dynamic_stack: true
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
