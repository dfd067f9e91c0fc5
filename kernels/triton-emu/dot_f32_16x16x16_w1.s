	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	dot_f32                         ; -- Begin function dot_f32
	.p2align	8
	.type	dot_f32,@function
dot_f32:                                ; @dot_f32
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.17:
	.file	1 "kernels/triton-emu" "sources.py"
	.loc	1 421 0 prologue_end            ; sources.py:421:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.18:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dword s5, s[4:5], 0x20
.Ltmp1:
	.loc	1 425 10 is_stmt 1              ; sources.py:425:10
	s_lshl_b32 s4, s16, 4
	.loc	1 425 28 is_stmt 0              ; sources.py:425:28
	v_bfe_u32 v29, v0, 4, 6
	.loc	1 425 10                        ; sources.py:425:10
	v_or_b32_e32 v1, s4, v29
	.loc	1 425 28                        ; sources.py:425:28
	v_and_b32_e32 v14, 15, v0
	.loc	1 430 29 is_stmt 1              ; sources.py:430:29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, s5, v1
	.loc	1 430 21 is_stmt 0              ; sources.py:430:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_and_b32_e32 v16, 0x3ff, v0
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[8:9]
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 2, v14
	v_lshl_add_u64 v[6:7], v[4:5], 0, v[2:3]
	.loc	1 430 13                        ; sources.py:430:13
	v_lshlrev_b32_e32 v15, 2, v16
	ds_bpermute_b32 v6, v15, v6
	ds_bpermute_b32 v7, v15, v7
	v_cmp_gt_i32_e64 s[2:3], s5, 0
	.loc	1 429 5 is_stmt 1               ; sources.py:429:5
	s_cmp_gt_i32 s5, 0
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 430 13                        ; sources.py:430:13
	v_lshrrev_b64 v[8:9], v0, s[2:3]
	v_and_b32_e32 v1, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_mov_b32 m0, 0
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[6:7], off
.LBB0_2:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 425 28 is_stmt 1              ; sources.py:425:28
	v_or_b32_e32 v12, 4, v29
	.loc	1 425 10 is_stmt 0              ; sources.py:425:10
	v_or_b32_e32 v1, s4, v12
	.loc	1 430 29 is_stmt 1              ; sources.py:430:29
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v6, s5, v1
	.loc	1 430 21 is_stmt 0              ; sources.py:430:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 430 13                        ; sources.py:430:13
	v_xor_b32_e32 v1, 0x41, v16
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[8:9]
	.loc	1 430 13                        ; sources.py:430:13
	v_subrev_u32_e32 v17, 64, v1
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[2:3]
	.loc	1 430 13                        ; sources.py:430:13
	v_lshlrev_b32_e32 v18, 2, v17
	s_and_b64 s[2:3], s[0:1], exec
	ds_bpermute_b32 v8, v18, v8
	ds_bpermute_b32 v9, v18, v9
	s_cselect_b32 s2, 1, 0
	v_cmp_ne_u32_e64 s[2:3], s2, 0
	s_nop 1
	v_lshrrev_b64 v[10:11], v17, s[2:3]
	v_and_b32_e32 v1, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_movk_i32 m0, 0x100
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[8:9], off
.LBB0_4:
	.loc	1 0 13                          ; sources.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 425 28 is_stmt 1              ; sources.py:425:28
	v_or_b32_e32 v13, 8, v29
	.loc	1 425 10 is_stmt 0              ; sources.py:425:10
	v_or_b32_e32 v1, s4, v13
	.loc	1 430 29 is_stmt 1              ; sources.py:430:29
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v8, s5, v1
	.loc	1 430 21 is_stmt 0              ; sources.py:430:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 430 13                        ; sources.py:430:13
	v_xor_b32_e32 v1, 0x82, v16
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[8:9]
	v_mov_b32_e32 v3, 0
	.loc	1 430 13                        ; sources.py:430:13
	v_add_u32_e32 v19, 0xffffff80, v1
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[10:11], v[8:9], 0, v[2:3]
	.loc	1 430 13                        ; sources.py:430:13
	v_lshlrev_b32_e32 v20, 2, v19
	s_and_b64 s[2:3], s[0:1], exec
	ds_bpermute_b32 v10, v20, v10
	ds_bpermute_b32 v11, v20, v11
	s_cselect_b32 s2, 1, 0
	v_cmp_ne_u32_e64 s[2:3], s2, 0
	s_nop 1
	v_lshrrev_b64 v[22:23], v19, s[2:3]
	v_and_b32_e32 v1, 1, v22
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_movk_i32 m0, 0x200
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[10:11], off
.LBB0_6:
	.loc	1 0 13                          ; sources.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 425 28 is_stmt 1              ; sources.py:425:28
	v_or_b32_e32 v23, 12, v29
	.loc	1 425 10 is_stmt 0              ; sources.py:425:10
	v_or_b32_e32 v1, s4, v23
	.loc	1 430 29 is_stmt 1              ; sources.py:430:29
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v10, s5, v1
	.loc	1 430 21 is_stmt 0              ; sources.py:430:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 430 13                        ; sources.py:430:13
	v_xor_b32_e32 v1, 0xc3, v16
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[8:9]
	.loc	1 430 13                        ; sources.py:430:13
	v_add_u32_e32 v21, 0xffffff40, v1
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[2:3], v[10:11], 0, v[2:3]
	.loc	1 430 13                        ; sources.py:430:13
	v_lshlrev_b32_e32 v22, 2, v21
	s_and_b64 s[2:3], s[0:1], exec
	ds_bpermute_b32 v2, v22, v2
	ds_bpermute_b32 v3, v22, v3
	s_cselect_b32 s2, 1, 0
	v_cmp_ne_u32_e64 s[2:3], s2, 0
	s_nop 1
	v_lshrrev_b64 v[24:25], v21, s[2:3]
	v_and_b32_e32 v1, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_movk_i32 m0, 0x300
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[2:3], off
.LBB0_8:
	.loc	1 0 13                          ; sources.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 426 10 is_stmt 1              ; sources.py:426:10
	s_lshl_b32 s6, s17, 4
	.loc	1 431 13                        ; sources.py:431:13
	s_and_b64 s[0:1], s[0:1], exec
	.loc	1 0 0 is_stmt 0                 ; sources.py:0
	s_waitcnt lgkmcnt(1)
	v_and_b32_e32 v2, 48, v0
	.loc	1 426 10 is_stmt 1              ; sources.py:426:10
	v_or_b32_e32 v0, s6, v14
	.loc	1 431 13                        ; sources.py:431:13
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_ashrrev_i32_e32 v1, 31, v0
	; asyncmark
	s_cbranch_scc1 .LBB0_10
; %bb.9:                                ; %.critedge
	.loc	1 431 29 is_stmt 0              ; sources.py:431:29
	v_mul_lo_u32 v24, s15, v23
	v_mul_lo_u32 v30, s15, v13
	v_mul_lo_u32 v12, s15, v12
	v_mul_lo_u32 v32, s15, v29
	.loc	1 431 21                        ; sources.py:431:21
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[10:11]
	v_lshlrev_b64 v[26:27], 2, v[0:1]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[10:11]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[10:11]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[26:27]
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[26:27]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[32:33], 0, v[26:27]
	.loc	1 431 13                        ; sources.py:431:13
	s_movk_i32 m0, 0x800
	s_nop 0
	global_load_lds_dword v[26:27], off
	s_movk_i32 m0, 0x900
	s_nop 0
	global_load_lds_dword v[12:13], off
	s_movk_i32 m0, 0xa00
	s_nop 0
	global_load_lds_dword v[30:31], off
	s_movk_i32 m0, 0xb00
	s_nop 0
	global_load_lds_dword v[24:25], off
.LBB0_10:                               ; %.critedge2
	.loc	1 425 28 is_stmt 1              ; sources.py:425:28
	v_lshrrev_b32_e32 v23, 2, v2
	.loc	1 429 5                         ; sources.py:429:5
	s_add_i32 s7, s5, -16
	s_cmp_lt_i32 s7, 1
	v_lshlrev_b32_e32 v24, 6, v14
	v_bitop3_b32 v25, v23, v16, 12 bitop3:0x78
	; asyncmark
	s_cbranch_scc1 .LBB0_13
; %bb.11:                               ; %.lr.ph
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[10:11]
	v_add_u32_e32 v0, 28, v29
	v_mul_lo_u32 v26, s15, v0
	v_add_u32_e32 v0, 24, v29
	v_mul_lo_u32 v27, s15, v0
	v_add_u32_e32 v0, 20, v29
	v_mul_lo_u32 v28, s15, v0
	v_add_u32_e32 v0, 16, v29
	v_mul_lo_u32 v29, s15, v0
	v_mov_b32_e32 v0, 0
	s_lshl_b32 s8, s15, 4
	s_mov_b32 s11, 0
	s_movk_i32 s14, 0x800
	v_or_b32_e32 v30, 16, v14
	v_bfrev_b32_e32 v31, -2
	s_mov_b32 s9, 0
	s_mov_b32 s16, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v0
	s_mov_b32 s10, 0
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 430 21                        ; sources.py:430:21
	v_add_u32_e32 v32, s10, v30
	.loc	1 429 5                         ; sources.py:429:5
	s_add_i32 s0, s16, 1
	.loc	1 431 29                        ; sources.py:431:29
	v_add_u32_e32 v42, s9, v29
	.loc	1 430 21                        ; sources.py:430:21
	v_ashrrev_i32_e32 v33, 31, v32
	.loc	1 430 13 is_stmt 0              ; sources.py:430:13
	v_lshrrev_b64 v[34:35], v16, exec
	.loc	1 431 29 is_stmt 1              ; sources.py:431:29
	v_add_u32_e32 v44, s9, v28
	.loc	1 429 5                         ; sources.py:429:5
	s_cmp_lt_i32 s0, 2
	.loc	1 431 21                        ; sources.py:431:21
	v_ashrrev_i32_e32 v43, 31, v42
	.loc	1 430 21                        ; sources.py:430:21
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	.loc	1 430 13 is_stmt 0              ; sources.py:430:13
	v_lshrrev_b64 v[36:37], v17, exec
	.loc	1 431 29 is_stmt 1              ; sources.py:431:29
	v_add_u32_e32 v46, s9, v27
	.loc	1 431 21 is_stmt 0              ; sources.py:431:21
	v_add_u32_e32 v48, s9, v26
	.loc	1 430 13 is_stmt 1              ; sources.py:430:13
	v_and_b32_e32 v50, 1, v34
	.loc	1 431 21                        ; sources.py:431:21
	v_ashrrev_i32_e32 v45, 31, v44
	.loc	1 429 5                         ; sources.py:429:5
	s_cselect_b32 s16, s0, 0
	.loc	1 431 21                        ; sources.py:431:21
	v_lshl_add_u64 v[34:35], v[42:43], 2, v[12:13]
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[42:43], v[4:5], 0, v[32:33]
	s_mov_b32 s17, s11
	.loc	1 430 13 is_stmt 0              ; sources.py:430:13
	v_lshrrev_b64 v[38:39], v19, exec
	v_lshrrev_b64 v[40:41], v21, exec
	v_and_b32_e32 v51, 1, v36
	.loc	1 431 21 is_stmt 1              ; sources.py:431:21
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshl_add_u64 v[36:37], v[44:45], 2, v[12:13]
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[44:45], v[6:7], 0, v[32:33]
	.loc	1 430 13 is_stmt 0              ; sources.py:430:13
	s_lshl_b32 s11, s16, 10
	ds_bpermute_b32 v42, v15, v42
	ds_bpermute_b32 v43, v15, v43
	v_and_b32_e32 v52, 1, v38
	v_and_b32_e32 v53, 1, v40
	.loc	1 431 21 is_stmt 1              ; sources.py:431:21
	v_lshl_add_u64 v[38:39], v[46:47], 2, v[12:13]
	v_lshl_add_u64 v[40:41], v[48:49], 2, v[12:13]
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[46:47], v[8:9], 0, v[32:33]
	.loc	1 430 13 is_stmt 0              ; sources.py:430:13
	v_mov_b32_e32 v48, s11
	s_add_i32 s0, s11, 0x100
	ds_bpermute_b32 v44, v18, v44
	ds_bpermute_b32 v45, v18, v45
	v_cmp_eq_u32_e32 vcc, 1, v50
	.loc	1 430 21                        ; sources.py:430:21
	v_lshl_add_u64 v[32:33], v[10:11], 0, v[32:33]
	.loc	1 430 13                        ; sources.py:430:13
	s_add_i32 s1, s11, 0x200
	ds_bpermute_b32 v46, v20, v46
	ds_bpermute_b32 v47, v20, v47
	v_cndmask_b32_e32 v48, v31, v48, vcc
	v_mov_b32_e32 v49, s0
	v_cmp_eq_u32_e32 vcc, 1, v51
	s_add_i32 s2, s11, 0x300
	ds_bpermute_b32 v32, v22, v32
	ds_bpermute_b32 v33, v22, v33
	v_mov_b32_e32 v50, s1
	v_cmp_eq_u32_e64 s[0:1], 1, v52
	v_readfirstlane_b32 s19, v48
	v_cndmask_b32_e32 v48, v31, v49, vcc
	v_mov_b32_e32 v51, s2
	v_cmp_eq_u32_e64 s[2:3], 1, v53
	v_cndmask_b32_e64 v49, v31, v50, s[0:1]
	v_readfirstlane_b32 s0, v48
	s_mov_b32 m0, s19
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	; wave barrier
	v_cndmask_b32_e64 v50, v31, v51, s[2:3]
	v_readfirstlane_b32 s1, v49
	global_load_lds_dword v[42:43], off
	s_mov_b32 m0, s0
	v_readfirstlane_b32 s2, v50
	global_load_lds_dword v[44:45], off
	s_mov_b32 m0, s1
	s_mov_b32 s18, s14
	.loc	1 431 13 is_stmt 1              ; sources.py:431:13
	s_add_i32 s14, s11, 0x800
	.loc	1 430 13                        ; sources.py:430:13
	global_load_lds_dword v[46:47], off
	s_mov_b32 m0, s2
	.loc	1 429 5                         ; sources.py:429:5
	s_add_i32 s10, s10, 16
	.loc	1 430 13                        ; sources.py:430:13
	global_load_lds_dword v[32:33], off
	.loc	1 431 13                        ; sources.py:431:13
	s_mov_b32 m0, s14
	; asyncmark
	.loc	1 429 5                         ; sources.py:429:5
	s_add_i32 s9, s9, s8
	.loc	1 431 13                        ; sources.py:431:13
	global_load_lds_dword v[34:35], off
	s_add_i32 m0, s11, 0x900
	.loc	1 430 13                        ; sources.py:430:13
	v_add3_u32 v34, s17, v24, v25
	.loc	1 431 13                        ; sources.py:431:13
	global_load_lds_dword v[36:37], off
	s_add_i32 m0, s11, 0xa00
	s_nop 0
	global_load_lds_dword v[38:39], off
	s_add_i32 m0, s11, 0xb00
	v_add_u32_e32 v38, s18, v15
	global_load_lds_dword v[40:41], off
	.loc	1 430 13                        ; sources.py:430:13
	ds_read2_b32 v[32:33], v34 offset1:4
	ds_read2_b32 v[34:35], v34 offset0:8 offset1:12
	; asyncmark
	.loc	1 431 13                        ; sources.py:431:13
	ds_read2st64_b32 v[36:37], v38 offset1:1
	ds_read2st64_b32 v[38:39], v38 offset0:2 offset1:3
	.loc	1 432 16                        ; sources.py:432:16
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x4_f32 v[0:3], v36, v32, v[0:3]
	.loc	1 429 5                         ; sources.py:429:5
	s_cmp_lt_i32 s10, s7
	.loc	1 432 16                        ; sources.py:432:16
	v_mfma_f32_16x16x4_f32 v[0:3], v37, v33, v[0:3]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x4_f32 v[0:3], v38, v34, v[0:3]
	v_mfma_f32_16x16x4_f32 v[0:3], v39, v35, v[0:3]
	.loc	1 429 5                         ; sources.py:429:5
	s_cbranch_scc1 .LBB0_12
	s_branch .LBB0_14
.LBB0_13:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, 0
	s_mov_b32 s11, 0
	s_movk_i32 s14, 0x800
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v0, v3
.LBB0_14:                               ; %._crit_edge
	.loc	1 429 5 is_stmt 1               ; sources.py:429:5
	s_add_i32 s5, s5, 15
	s_cmp_lt_i32 s5, 16
	; wait_asyncmark(0)
	.loc	1 430 13                        ; sources.py:430:13
	s_waitcnt vmcnt(0)
	; wave barrier
	.loc	1 432 16                        ; sources.py:432:16
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	.loc	1 431 13                        ; sources.py:431:13
	v_add_u32_e32 v8, s14, v15
	ds_read2st64_b32 v[4:5], v8 offset1:1
	.loc	1 430 13                        ; sources.py:430:13
	v_add3_u32 v9, s11, v24, v25
	ds_read2_b32 v[6:7], v9 offset1:4
	.loc	1 432 16                        ; sources.py:432:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x4_f32 v[0:3], v4, v6, v[0:3]
	v_mfma_f32_16x16x4_f32 v[0:3], v5, v7, v[0:3]
	.loc	1 431 13                        ; sources.py:431:13
	ds_read2st64_b32 v[4:5], v8 offset0:2 offset1:3
	.loc	1 430 13                        ; sources.py:430:13
	ds_read2_b32 v[6:7], v9 offset0:8 offset1:12
	.loc	1 432 16                        ; sources.py:432:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x4_f32 v[0:3], v4, v6, v[0:3]
	v_mfma_f32_16x16x4_f32 v[0:3], v5, v7, v[0:3]
.LBB0_16:                               ; %._crit_edge._crit_edge
	.loc	1 425 10                        ; sources.py:425:10
	v_or_b32_e32 v5, s4, v14
	.loc	1 433 22                        ; sources.py:433:22
	v_mul_lo_u32 v6, s15, v5
	.loc	1 425 28                        ; sources.py:425:28
	v_or_b32_e32 v4, s6, v23
	.loc	1 433 14                        ; sources.py:433:14
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[12:13]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[6:7]
	.loc	1 433 5 is_stmt 0               ; sources.py:433:5
	s_nop 2
	global_store_dwordx4 v[4:5], v[0:3], off
	.loc	1 421 1 is_stmt 1               ; sources.py:421:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	dot_f32, .Lfunc_end0-dot_f32
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dot_f32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 312
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 56
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
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
                                        ; -- End function
	.set .Ldot_f32.num_vgpr, 54
	.set .Ldot_f32.num_agpr, 0
	.set .Ldot_f32.numbered_sgpr, 20
	.set .Ldot_f32.num_named_barrier, 0
	.set .Ldot_f32.private_seg_size, 0
	.set .Ldot_f32.uses_vcc, 1
	.set .Ldot_f32.uses_flat_scratch, 0
	.set .Ldot_f32.has_dyn_sized_stack, 0
	.set .Ldot_f32.has_recursion, 0
	.set .Ldot_f32.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1964
; TotalNumSgprs: 26
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 54
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"sources.py"                    ; string offset=7 ; sources.py
.Linfo_string2:
	.asciz	"kernels/triton-emu"            ; string offset=18 ; kernels/triton-emu
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         60
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         68
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         70
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         72
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         74
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         76
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         78
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         120
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         136
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         144
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         152
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         160
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         168
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         176
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         256
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 312
    .max_flat_workgroup_size: 64
    .name:           dot_f32
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         dot_f32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     54
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
