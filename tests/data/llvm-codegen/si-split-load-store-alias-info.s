	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	test                            ; -- Begin function test
	.p2align	8
	.type	test,@function
test:                                   ; @test
; %bb.0:
	s_load_dwordx2 s[34:35], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 6, v0
	v_and_b32_e32 v40, 0xffc0, v1
	s_mov_b32 s32, 0
	s_mov_b32 s14, s10
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, s34, v40
	ds_read_b128 v[12:15], v1 offset:48
	ds_read_b128 v[16:19], v1
	ds_read_b128 v[8:11], v1 offset:32
	ds_read_b128 v[4:7], v1 offset:16
	s_mov_b64 s[10:11], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v20, v15
	s_waitcnt lgkmcnt(2)
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v17
	v_mov_b32_e32 v23, v18
	s_add_i32 s6, s32, 0x44
	v_mov_b32_e32 v1, 0
	scratch_store_dwordx4 off, v[20:23], s32
	scratch_store_dword off, v1, s6
	s_add_i32 s6, s32, 64
	scratch_store_dword off, v15, s6
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v20, v11
	v_mov_b32_e32 v21, v12
	v_mov_b32_e32 v22, v13
	v_mov_b32_e32 v23, v14
	s_add_i32 s6, s32, 48
	scratch_store_dwordx4 off, v[20:23], s6
	s_add_i32 s6, s32, 32
	s_mov_b32 s12, s8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v20, v7
	v_mov_b32_e32 v21, v8
	v_mov_b32_e32 v22, v9
	v_mov_b32_e32 v23, v10
	scratch_store_dwordx4 off, v[20:23], s6
	s_add_i32 s6, s32, 16
	s_add_u32 s8, s4, 8
	s_mov_b32 s13, s9
	s_addc_u32 s9, s5, 0
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, llvm.amdgcn.wmma.f32.16x16x16.f32.v16f32.v16f32@gotpcrel32@lo+4
	s_addc_u32 s5, s5, llvm.amdgcn.wmma.f32.16x16x16.f32.v16f32.v16f32@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[4:5], 0x0
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v4
	v_mov_b32_e32 v22, v5
	v_mov_b32_e32 v23, v6
	scratch_store_dwordx4 off, v[20:23], s6
	s_mov_b64 s[4:5], s[0:1]
	s_mov_b64 s[6:7], s[2:3]
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v17
	v_mov_b32_e32 v2, v18
	v_mov_b32_e32 v3, v19
	v_mov_b32_e32 v20, v4
	v_mov_b32_e32 v21, v5
	v_mov_b32_e32 v22, v6
	v_mov_b32_e32 v23, v7
	v_mov_b32_e32 v24, v8
	v_mov_b32_e32 v25, v9
	v_mov_b32_e32 v26, v10
	v_mov_b32_e32 v27, v11
	v_mov_b32_e32 v28, v12
	v_mov_b32_e32 v29, v13
	v_mov_b32_e32 v30, v14
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v16, s35, v40
	ds_write_b128 v16, v[12:15] offset:48
	ds_write_b128 v16, v[8:11] offset:32
	ds_write_b128 v16, v[4:7] offset:16
	ds_write_b128 v16, v[0:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel test
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 264
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(test.num_agpr, test.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(test.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, test.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
	.size	test, .Lfunc_end0-test
                                        ; -- End function
	.set test.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set test.num_agpr, max(0, amdgpu.max_num_agpr)
	.set test.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set test.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set test.private_seg_size, 0
	.set test.uses_vcc, 1
	.set test.uses_flat_scratch, 1
	.set test.has_dyn_sized_stack, 1
	.set test.has_recursion, 1
	.set test.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; TotalNumSgprs: test.numbered_sgpr+6
; NumVgprs: test.num_vgpr
; NumAgprs: test.num_agpr
; TotalNumVgprs: totalnumvgprs(test.num_agpr, test.num_vgpr)
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(test.numbered_sgpr+extrasgprs(test.uses_vcc, test.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(test.num_agpr, test.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(test.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(test.num_agpr, test.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, test.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(test.numbered_sgpr+extrasgprs(test.uses_vcc, test.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(test.num_agpr, test.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, test.num_vgpr), 4)/4)-1)&~65536)&63
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
      - .address_space:  local
        .name:           in
        .offset:         0
        .pointee_align:  1
        .size:           4
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .name:           out
        .offset:         4
        .pointee_align:  1
        .size:           4
        .value_kind:     dynamic_shared_pointer
      - .offset:         8
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         12
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         20
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         22
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         24
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         26
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         28
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         30
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         88
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         104
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         112
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         120
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         128
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         208
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 264
    .max_flat_workgroup_size: 1024
    .name:           test
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         test.kd
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
