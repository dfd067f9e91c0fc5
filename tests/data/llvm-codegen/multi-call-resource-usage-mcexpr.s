	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	qux                             ; -- Begin function qux
	.p2align	2
	.type	qux,@function
qux:                                    ; @qux
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	;;#ASMSTART
	;;#ASMEND
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	qux, .Lfunc_end0-qux
                                        ; -- End function
	.set qux.num_vgpr, 13
	.set qux.num_agpr, 0
	.set qux.numbered_sgpr, 32
	.set qux.num_named_barrier, 0
	.set qux.private_seg_size, 0
	.set qux.uses_vcc, 0
	.set qux.uses_flat_scratch, 0
	.set qux.has_dyn_sized_stack, 0
	.set qux.has_recursion, 0
	.set qux.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 8
; TotalNumSgprs: 38
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	baz                             ; -- Begin function baz
	.p2align	2
	.type	baz,@function
baz:                                    ; @baz
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v0, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, qux@gotpcrel32@lo+4
	s_addc_u32 s1, s1, qux@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_writelane_b32 v0, s30, 0
	v_writelane_b32 v0, s31, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	;;#ASMSTART
	;;#ASMEND
	v_readlane_b32 s31, v0, 1
	v_readlane_b32 s30, v0, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v0, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	baz, .Lfunc_end1-baz
                                        ; -- End function
	.set baz.num_vgpr, max(49, qux.num_vgpr)
	.set baz.num_agpr, max(0, qux.num_agpr)
	.set baz.numbered_sgpr, max(34, qux.numbered_sgpr)
	.set baz.num_named_barrier, max(0, qux.num_named_barrier)
	.set baz.private_seg_size, 16+max(qux.private_seg_size)
	.set baz.uses_vcc, or(0, qux.uses_vcc)
	.set baz.uses_flat_scratch, or(0, qux.uses_flat_scratch)
	.set baz.has_dyn_sized_stack, or(0, qux.has_dyn_sized_stack)
	.set baz.has_recursion, or(1, qux.has_recursion)
	.set baz.has_indirect_call, or(0, qux.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
; TotalNumSgprs: 40
; NumVgprs: 49
; NumAgprs: 0
; TotalNumVgprs: 49
; ScratchSize: 16
; MemoryBound: 0
	.text
	.globl	bar                             ; -- Begin function bar
	.p2align	2
	.type	bar,@function
bar:                                    ; @bar
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s3, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v1, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, baz@gotpcrel32@lo+4
	s_addc_u32 s1, s1, baz@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[0:1], 0x0
	v_writelane_b32 v1, s30, 0
	v_writelane_b32 v1, s31, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, qux@gotpcrel32@lo+4
	s_addc_u32 s1, s1, qux@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	s_swappc_b64 s[30:31], s[16:17]
	;;#ASMSTART
	;;#ASMEND
	v_readlane_b32 s31, v1, 1
	v_readlane_b32 s30, v1, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v1, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s3
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	bar, .Lfunc_end2-bar
                                        ; -- End function
	.set bar.num_vgpr, max(65, baz.num_vgpr, qux.num_vgpr)
	.set bar.num_agpr, max(0, baz.num_agpr, qux.num_agpr)
	.set bar.numbered_sgpr, max(34, baz.numbered_sgpr, qux.numbered_sgpr)
	.set bar.num_named_barrier, max(0, baz.num_named_barrier, qux.num_named_barrier)
	.set bar.private_seg_size, 16+max(baz.private_seg_size, qux.private_seg_size)
	.set bar.uses_vcc, or(0, baz.uses_vcc, qux.uses_vcc)
	.set bar.uses_flat_scratch, or(0, baz.uses_flat_scratch, qux.uses_flat_scratch)
	.set bar.has_dyn_sized_stack, or(0, baz.has_dyn_sized_stack, qux.has_dyn_sized_stack)
	.set bar.has_recursion, or(1, baz.has_recursion, qux.has_recursion)
	.set bar.has_indirect_call, or(0, baz.has_indirect_call, qux.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 172
; TotalNumSgprs: 40
; NumVgprs: 65
; NumAgprs: 0
; TotalNumVgprs: 65
; ScratchSize: 32
; MemoryBound: 0
	.text
	.globl	foo                             ; -- Begin function foo
	.p2align	2
	.type	foo,@function
foo:                                    ; @foo
; %bb.0:                                ; %entry
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s18, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v2, s33        ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 16
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, bar@gotpcrel32@lo+4
	s_addc_u32 s1, s1, bar@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_writelane_b32 v2, s30, 0
	v_writelane_b32 v2, s31, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	;;#ASMSTART
	;;#ASMEND
	v_readlane_b32 s31, v2, 1
	v_readlane_b32 s30, v2, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v2, off, s33         ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s18
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	foo, .Lfunc_end3-foo
                                        ; -- End function
	.set foo.num_vgpr, max(38, bar.num_vgpr)
	.set foo.num_agpr, max(0, bar.num_agpr)
	.set foo.numbered_sgpr, max(34, bar.numbered_sgpr)
	.set foo.num_named_barrier, max(0, bar.num_named_barrier)
	.set foo.private_seg_size, 16+max(bar.private_seg_size)
	.set foo.uses_vcc, or(0, bar.uses_vcc)
	.set foo.uses_flat_scratch, or(0, bar.uses_flat_scratch)
	.set foo.has_dyn_sized_stack, or(0, bar.has_dyn_sized_stack)
	.set foo.has_recursion, or(1, bar.has_recursion)
	.set foo.has_indirect_call, or(0, bar.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
; TotalNumSgprs: 40
; NumVgprs: 65
; NumAgprs: 0
; TotalNumVgprs: 65
; ScratchSize: 48
; MemoryBound: 0
	.text
	.globl	usefoo                          ; -- Begin function usefoo
	.p2align	8
	.type	usefoo,@function
usefoo:                                 ; @usefoo
; %bb.0:
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[8:9], s[4:5]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, foo@gotpcrel32@lo+4
	s_addc_u32 s5, s5, foo@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	s_mov_b32 s14, s10
	s_mov_b64 s[10:11], s[6:7]
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	s_mov_b32 s32, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel usefoo
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 48
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
		.amdhsa_next_free_vgpr 65
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 68
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
	.size	usefoo, .Lfunc_end4-usefoo
                                        ; -- End function
	.set usefoo.num_vgpr, max(32, foo.num_vgpr)
	.set usefoo.num_agpr, max(0, foo.num_agpr)
	.set usefoo.numbered_sgpr, max(33, foo.numbered_sgpr)
	.set usefoo.num_named_barrier, max(0, foo.num_named_barrier)
	.set usefoo.private_seg_size, 0+max(foo.private_seg_size)
	.set usefoo.uses_vcc, or(0, foo.uses_vcc)
	.set usefoo.uses_flat_scratch, or(0, foo.uses_flat_scratch)
	.set usefoo.has_dyn_sized_stack, or(0, foo.has_dyn_sized_stack)
	.set usefoo.has_recursion, or(1, foo.has_recursion)
	.set usefoo.has_indirect_call, or(0, foo.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 76
; TotalNumSgprs: 40
; NumVgprs: 65
; NumAgprs: 0
; TotalNumVgprs: 65
; ScratchSize: 48
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 65
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 65
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           usefoo
    .private_segment_fixed_size: 48
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         usefoo.kd
    .uses_dynamic_stack: true
    .vgpr_count:     65
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
