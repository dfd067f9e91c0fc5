	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	load_fma_store                  ; -- Begin function load_fma_store
	.p2align	8
	.type	load_fma_store,@function
load_fma_store:                         ; @load_fma_store
; %bb.0:                                ; %bb
	s_load_dword s2, s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x8
	v_mov_b32_e32 v74, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v72, s2
	ds_read2_b32 v[0:1], v72 offset0:3 offset1:7
	ds_read2_b32 v[2:3], v72 offset0:11 offset1:15
	ds_read2_b32 v[4:5], v72 offset0:1 offset1:2
	ds_read2_b32 v[6:7], v72 offset0:5 offset1:6
	ds_read2_b32 v[8:9], v72 offset0:9 offset1:10
	ds_read2_b32 v[10:11], v72 offset0:13 offset1:14
	ds_read2_b32 v[16:17], v72 offset0:29 offset1:30
	ds_read2_b32 v[24:25], v72 offset0:61 offset1:62
	ds_read2_b32 v[32:33], v72 offset0:93 offset1:94
	s_waitcnt lgkmcnt(6)
	v_fma_f32 v0, v4, v5, v0
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v1, v6, v7
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v2, v8, v9, v2
	ds_read2_b32 v[4:5], v72 offset0:19 offset1:23
	ds_read2_b32 v[8:9], v72 offset0:17 offset1:18
	ds_read2_b32 v[12:13], v72 offset0:21 offset1:22
	ds_read2_b32 v[14:15], v72 offset0:25 offset1:26
	ds_read2_b32 v[6:7], v72 offset0:27 offset1:31
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v3, v10, v11
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v4, v8, v9, v4
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v5, v12, v13
	ds_read2_b32 v[40:41], v72 offset0:125 offset1:126
	ds_read2_b32 v[48:49], v72 offset0:157 offset1:158
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v6, v14, v15, v6
	ds_read2_b32 v[8:9], v72 offset0:35 offset1:39
	ds_read2_b32 v[12:13], v72 offset0:33 offset1:34
	ds_read2_b32 v[14:15], v72 offset0:37 offset1:38
	ds_read2_b32 v[18:19], v72 offset0:41 offset1:42
	ds_read2_b32 v[10:11], v72 offset0:43 offset1:47
	v_fmac_f32_e32 v7, v16, v17
	ds_read2_b32 v[16:17], v72 offset0:45 offset1:46
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v8, v12, v13, v8
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v9, v14, v15
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, v18, v19, v10
	ds_read2_b32 v[12:13], v72 offset0:51 offset1:55
	ds_read2_b32 v[18:19], v72 offset0:49 offset1:50
	ds_read2_b32 v[20:21], v72 offset0:53 offset1:54
	ds_read2_b32 v[22:23], v72 offset0:57 offset1:58
	ds_read2_b32 v[14:15], v72 offset0:59 offset1:63
	ds_read2_b32 v[56:57], v72 offset0:189 offset1:190
	ds_read2_b32 v[64:65], v72 offset0:221 offset1:222
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v12, v18, v19, v12
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v13, v20, v21
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v14, v22, v23, v14
	v_fmac_f32_e32 v15, v24, v25
	ds_read2_b32 v[24:25], v72 offset0:77 offset1:78
	v_fmac_f32_e32 v11, v16, v17
	ds_read2_b32 v[16:17], v72 offset0:67 offset1:71
	ds_read2_b32 v[20:21], v72 offset0:65 offset1:66
	ds_read2_b32 v[22:23], v72 offset0:69 offset1:70
	ds_read2_b32 v[26:27], v72 offset0:73 offset1:74
	ds_read2_b32 v[18:19], v72 offset0:75 offset1:79
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v16, v20, v21, v16
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v17, v22, v23
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v18, v26, v27, v18
	ds_read2_b32 v[20:21], v72 offset0:83 offset1:87
	ds_read2_b32 v[26:27], v72 offset0:81 offset1:82
	ds_read2_b32 v[28:29], v72 offset0:85 offset1:86
	ds_read2_b32 v[30:31], v72 offset0:89 offset1:90
	ds_read2_b32 v[22:23], v72 offset0:91 offset1:95
	v_fmac_f32_e32 v19, v24, v25
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v20, v26, v27, v20
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v21, v28, v29
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v22, v30, v31, v22
	ds_read2_b32 v[24:25], v72 offset0:99 offset1:103
	ds_read2_b32 v[28:29], v72 offset0:97 offset1:98
	ds_read2_b32 v[30:31], v72 offset0:101 offset1:102
	ds_read2_b32 v[34:35], v72 offset0:105 offset1:106
	ds_read2_b32 v[26:27], v72 offset0:107 offset1:111
	v_fmac_f32_e32 v23, v32, v33
	ds_read2_b32 v[32:33], v72 offset0:109 offset1:110
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v24, v28, v29, v24
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v25, v30, v31
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v26, v34, v35, v26
	ds_read2_b32 v[28:29], v72 offset0:115 offset1:119
	ds_read2_b32 v[34:35], v72 offset0:113 offset1:114
	ds_read2_b32 v[36:37], v72 offset0:117 offset1:118
	ds_read2_b32 v[38:39], v72 offset0:121 offset1:122
	ds_read2_b32 v[30:31], v72 offset0:123 offset1:127
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v28, v34, v35, v28
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v29, v36, v37
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v30, v38, v39, v30
	v_fmac_f32_e32 v31, v40, v41
	ds_read2_b32 v[40:41], v72 offset0:141 offset1:142
	v_fmac_f32_e32 v27, v32, v33
	ds_read2_b32 v[32:33], v72 offset0:131 offset1:135
	ds_read2_b32 v[36:37], v72 offset0:129 offset1:130
	ds_read2_b32 v[38:39], v72 offset0:133 offset1:134
	ds_read2_b32 v[42:43], v72 offset0:137 offset1:138
	ds_read2_b32 v[34:35], v72 offset0:139 offset1:143
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v32, v36, v37, v32
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v33, v38, v39
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v34, v42, v43, v34
	ds_read2_b32 v[36:37], v72 offset0:147 offset1:151
	ds_read2_b32 v[42:43], v72 offset0:145 offset1:146
	ds_read2_b32 v[44:45], v72 offset0:149 offset1:150
	ds_read2_b32 v[46:47], v72 offset0:153 offset1:154
	ds_read2_b32 v[38:39], v72 offset0:155 offset1:159
	v_fmac_f32_e32 v35, v40, v41
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v36, v42, v43, v36
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v37, v44, v45
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v38, v46, v47, v38
	ds_read2_b32 v[40:41], v72 offset0:163 offset1:167
	ds_read2_b32 v[44:45], v72 offset0:161 offset1:162
	ds_read2_b32 v[46:47], v72 offset0:165 offset1:166
	ds_read2_b32 v[50:51], v72 offset0:169 offset1:170
	ds_read2_b32 v[42:43], v72 offset0:171 offset1:175
	v_fmac_f32_e32 v39, v48, v49
	ds_read2_b32 v[48:49], v72 offset0:173 offset1:174
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v40, v44, v45, v40
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v41, v46, v47
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v42, v50, v51, v42
	ds_read2_b32 v[44:45], v72 offset0:179 offset1:183
	ds_read2_b32 v[50:51], v72 offset0:177 offset1:178
	ds_read2_b32 v[52:53], v72 offset0:181 offset1:182
	ds_read2_b32 v[54:55], v72 offset0:185 offset1:186
	ds_read2_b32 v[46:47], v72 offset0:187 offset1:191
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v44, v50, v51, v44
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v45, v52, v53
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v46, v54, v55, v46
	v_fmac_f32_e32 v47, v56, v57
	ds_read2_b32 v[56:57], v72 offset0:205 offset1:206
	v_fmac_f32_e32 v43, v48, v49
	ds_read2_b32 v[48:49], v72 offset0:195 offset1:199
	ds_read2_b32 v[52:53], v72 offset0:193 offset1:194
	ds_read2_b32 v[54:55], v72 offset0:197 offset1:198
	ds_read2_b32 v[58:59], v72 offset0:201 offset1:202
	ds_read2_b32 v[50:51], v72 offset0:203 offset1:207
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v48, v52, v53, v48
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v49, v54, v55
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v50, v58, v59, v50
	ds_read2_b32 v[52:53], v72 offset0:211 offset1:215
	ds_read2_b32 v[58:59], v72 offset0:209 offset1:210
	ds_read2_b32 v[60:61], v72 offset0:213 offset1:214
	ds_read2_b32 v[62:63], v72 offset0:217 offset1:218
	ds_read2_b32 v[54:55], v72 offset0:219 offset1:223
	v_fmac_f32_e32 v51, v56, v57
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v52, v58, v59, v52
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v53, v60, v61
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v54, v62, v63, v54
	ds_read2_b32 v[56:57], v72 offset0:227 offset1:231
	ds_read2_b32 v[60:61], v72 offset0:225 offset1:226
	ds_read2_b32 v[62:63], v72 offset0:229 offset1:230
	ds_read2_b32 v[66:67], v72 offset0:233 offset1:234
	ds_read2_b32 v[58:59], v72 offset0:235 offset1:239
	v_fmac_f32_e32 v55, v64, v65
	ds_read2_b32 v[64:65], v72 offset0:237 offset1:238
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v56, v60, v61, v56
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v57, v62, v63
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v58, v66, v67, v58
	ds_read2_b32 v[60:61], v72 offset0:243 offset1:247
	ds_read2_b32 v[62:63], v72 offset0:251 offset1:255
	ds_read2_b32 v[66:67], v72 offset0:241 offset1:242
	ds_read2_b32 v[68:69], v72 offset0:245 offset1:246
	ds_read2_b32 v[70:71], v72 offset0:249 offset1:250
	ds_read2_b32 v[72:73], v72 offset0:253 offset1:254
	s_waitcnt lgkmcnt(6)
	v_fmac_f32_e32 v59, v64, v65
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v60, v66, v67, v60
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v61, v68, v69
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v62, v70, v71, v62
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v63, v72, v73
	global_store_dwordx4 v74, v[0:3], s[0:1]
	global_store_dwordx4 v74, v[4:7], s[0:1] offset:16
	global_store_dwordx4 v74, v[8:11], s[0:1] offset:32
	global_store_dwordx4 v74, v[12:15], s[0:1] offset:48
	global_store_dwordx4 v74, v[16:19], s[0:1] offset:64
	global_store_dwordx4 v74, v[20:23], s[0:1] offset:80
	global_store_dwordx4 v74, v[24:27], s[0:1] offset:96
	global_store_dwordx4 v74, v[28:31], s[0:1] offset:112
	global_store_dwordx4 v74, v[32:35], s[0:1] offset:128
	global_store_dwordx4 v74, v[36:39], s[0:1] offset:144
	global_store_dwordx4 v74, v[40:43], s[0:1] offset:160
	global_store_dwordx4 v74, v[44:47], s[0:1] offset:176
	global_store_dwordx4 v74, v[48:51], s[0:1] offset:192
	global_store_dwordx4 v74, v[52:55], s[0:1] offset:208
	global_store_dwordx4 v74, v[56:59], s[0:1] offset:224
	global_store_dwordx4 v74, v[60:63], s[0:1] offset:240
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel load_fma_store
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 76
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
	.size	load_fma_store, .Lfunc_end0-load_fma_store
                                        ; -- End function
	.set load_fma_store.num_vgpr, 75
	.set load_fma_store.num_agpr, 0
	.set load_fma_store.numbered_sgpr, 6
	.set load_fma_store.num_named_barrier, 0
	.set load_fma_store.private_seg_size, 0
	.set load_fma_store.uses_vcc, 0
	.set load_fma_store.uses_flat_scratch, 0
	.set load_fma_store.has_dyn_sized_stack, 0
	.set load_fma_store.has_recursion, 0
	.set load_fma_store.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1516
; TotalNumSgprs: 12
; NumVgprs: 75
; NumAgprs: 0
; TotalNumVgprs: 75
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 257
; AccumOffset: 76
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
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
        .name:           arg
        .offset:         0
        .pointee_align:  1
        .size:           4
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .name:           arg1
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
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
      - .offset:         136
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 256
    .name:           load_fma_store
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         load_fma_store.kd
    .uses_dynamic_stack: false
    .vgpr_count:     75
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
