	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	k0                              ; -- Begin function k0
	.p2align	8
	.type	k0,@function
k0:                                     ; @k0
; %bb.0:                                ; %WId
	v_mov_b32_e32 v42, v0
	v_and_b32_e32 v0, 0x3fffffff, v42
	s_mov_b32 s33, s10
	s_mov_b32 s50, s9
	s_mov_b32 s51, s8
	s_mov_b64 s[34:35], s[6:7]
	s_mov_b64 s[36:37], s[4:5]
	s_mov_b64 s[38:39], s[2:3]
	s_mov_b64 s[48:49], s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b64 s[52:53], 0
	s_mov_b32 s32, 0
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %Malloc
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k0.md@rel32@lo+28
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k0.md@rel32@hi+36
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, llvm.amdgcn.sw.lds.k0.md@rel32@lo+36
	s_addc_u32 s3, s3, llvm.amdgcn.sw.lds.k0.md@rel32@hi+44
	s_load_dword s4, s[0:1], 0x0
	s_load_dword s5, s[2:3], 0x0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_malloc_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_malloc_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s2, s4, s5
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v43, 0
	s_swappc_b64 s[30:31], s[0:1]
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_poison_region@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_poison_region@gotpcrel32@hi+12
	s_load_dwordx2 s[52:53], s[0:1], 0x0
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshl_add_u64 v[0:1], v[40:41], 0, 8
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	ds_write_b64 v43, v[40:41]
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[52:53]
	v_lshl_add_u64 v[0:1], v[40:41], 0, 33
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v2, 31
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[0:1], 0x44
	v_lshl_add_u64 v[0:1], v[40:41], 0, s[0:1]
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v2, 28
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[52:53], exec
.LBB0_2:
	s_or_b64 exec, exec, s[54:55]
	v_mov_b32_e32 v43, 0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k0.md@rel32@lo+16
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k0.md@rel32@hi+24
	s_barrier
	global_load_dword v0, v43, s[0:1]
	ds_read_b64 v[2:3], v43
	s_mov_b64 s[54:55], 0x7fff8000
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, llvm.amdgcn.sw.lds.k0.md@rel32@lo+28
	s_addc_u32 s1, s1, llvm.amdgcn.sw.lds.k0.md@rel32@hi+36
	global_load_dword v44, v43, s[0:1]
	s_waitcnt vmcnt(1)
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[40:41], v[2:3], 0, v[0:1]
	v_lshrrev_b64 v[0:1], 3, v[40:41]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[54:55]
	flat_load_sbyte v0, v[0:1]
	v_and_b32_e32 v1, 7, v40
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[0:1], v0, v43 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v1, v0
	s_and_b64 vcc, s[0:1], vcc
	s_cbranch_vccnz .LBB0_8
.LBB0_3:
	v_mov_b32_e32 v0, 7
	v_ashrrev_i32_e32 v45, 31, v44
	global_store_byte v[40:41], v0, off
	v_lshl_add_u64 v[40:41], v[2:3], 0, v[44:45]
	v_lshrrev_b64 v[0:1], 3, v[40:41]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[54:55]
	flat_load_sbyte v0, v[0:1]
	v_and_b32_e32 v1, 7, v40
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[0:1], v0, v43 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v1, v0
	s_and_b64 vcc, s[0:1], vcc
	s_cbranch_vccnz .LBB0_11
.LBB0_4:
	v_lshl_add_u64 v[0:1], v[40:41], 0, 3
	v_lshrrev_b64 v[4:5], 3, v[0:1]
	s_mov_b64 s[0:1], 0x7fff8000
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[0:1]
	flat_load_sbyte v4, v[4:5]
	v_mov_b32_e32 v5, 0
	v_and_b32_e32 v6, 7, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u16_sdwa s[0:1], v4, v5 src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_ge_i16_e32 vcc, v6, v4
	s_and_b64 vcc, s[0:1], vcc
	s_cbranch_vccnz .LBB0_14
.LBB0_5:                                ; %CondFree
	v_mov_b32_e32 v0, 8
	global_store_dword v[40:41], v0, off
	s_barrier
	s_and_saveexec_b64 s[0:1], s[52:53]
	s_cbranch_execz .LBB0_7
; %bb.6:                                ; %Free
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_free_impl@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_free_impl@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b64_e32 v[0:1], v[2:3]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
.LBB0_7:                                ; %End
	s_endpgm
.LBB0_8:                                ; %asan.report
	v_mov_b64_e32 v[46:47], v[2:3]
	s_and_saveexec_b64 s[64:65], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	; divergent unreachable
.LBB0_10:                               ; %Flow5
	s_or_b64 exec, exec, s[64:65]
	v_mov_b64_e32 v[2:3], v[46:47]
	s_branch .LBB0_3
.LBB0_11:                               ; %asan.report1
	v_mov_b64_e32 v[44:45], v[2:3]
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB0_13
; %bb.12:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	; divergent unreachable
.LBB0_13:                               ; %Flow4
	s_or_b64 exec, exec, s[54:55]
	v_mov_b64_e32 v[2:3], v[44:45]
	s_branch .LBB0_4
.LBB0_14:                               ; %asan.report2
	v_mov_b64_e32 v[44:45], v[2:3]
	s_and_saveexec_b64 s[54:55], vcc
	s_cbranch_execz .LBB0_16
; %bb.15:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __asan_report_store1@gotpcrel32@lo+4
	s_addc_u32 s1, s1, __asan_report_store1@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	; divergent unreachable
.LBB0_16:                               ; %Flow
	s_or_b64 exec, exec, s[54:55]
	v_mov_b64_e32 v[2:3], v[44:45]
	s_branch .LBB0_5
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel k0
		.amdhsa_group_segment_fixed_size 8
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
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(k0.num_agpr, k0.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(k0.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, k0.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
	.size	k0, .Lfunc_end0-k0
                                        ; -- End function
	.set k0.num_vgpr, max(48, amdgpu.max_num_vgpr)
	.set k0.num_agpr, max(0, amdgpu.max_num_agpr)
	.set k0.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set k0.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set k0.private_seg_size, 0
	.set k0.uses_vcc, 1
	.set k0.uses_flat_scratch, 1
	.set k0.has_dyn_sized_stack, 1
	.set k0.has_recursion, 1
	.set k0.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1128
; TotalNumSgprs: k0.numbered_sgpr+6
; NumVgprs: k0.num_vgpr
; NumAgprs: k0.num_agpr
; TotalNumVgprs: totalnumvgprs(k0.num_agpr, k0.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(k0.numbered_sgpr+extrasgprs(k0.uses_vcc, k0.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(k0.num_agpr, k0.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(k0.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(k0.num_agpr, k0.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, k0.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(k0.numbered_sgpr+extrasgprs(k0.uses_vcc, k0.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(k0.num_agpr, k0.num_vgpr), 1, 0))
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, k0.num_vgpr), 4)/4)-1)&~65536)&63
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
	.type	llvm.amdgcn.sw.lds.k0.md,@object ; @llvm.amdgcn.sw.lds.k0.md
	.data
	.p2align	4, 0x0
llvm.amdgcn.sw.lds.k0.md:
	.long	0                               ; 0x0
	.long	8                               ; 0x8
	.long	32                              ; 0x20
	.long	32                              ; 0x20
	.long	1                               ; 0x1
	.long	32                              ; 0x20
	.long	64                              ; 0x40
	.long	4                               ; 0x4
	.long	32                              ; 0x20
	.size	llvm.amdgcn.sw.lds.k0.md, 36

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
    .group_segment_fixed_size: 8
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .max_flat_workgroup_size: 1024
    .name:           k0
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         k0.kd
    .uses_dynamic_stack: true
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
