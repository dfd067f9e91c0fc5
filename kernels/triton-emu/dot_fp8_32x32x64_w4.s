	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	dot                             ; -- Begin function dot
	.p2align	8
	.type	dot,@function
dot:                                    ; @dot
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.53:
	.file	1 "kernels/triton-emu" "sources.py"
	.loc	1 404 0 prologue_end            ; sources.py:404:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.54:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 417 5 is_stmt 1               ; sources.py:417:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s11, s0, 6
	.loc	1 409 10                        ; sources.py:409:10
	s_lshl_b32 s8, s16, 5
	s_or_b32 s16, s11, s8
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s0, s16, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_cmp_gt_i32 s10, 0
	.loc	1 409 28                        ; sources.py:409:28
	v_and_b32_e32 v2, 63, v0
	.loc	1 413 5                         ; sources.py:413:5
	s_cselect_b64 s[26:27], -1, 0
	s_cmp_lt_i32 s10, 1
	.loc	1 414 21                        ; sources.py:414:21
	v_mov_b32_e32 v3, 0
	.loc	1 414 13 is_stmt 0              ; sources.py:414:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; sources.py:0:13
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v6, v[4:5], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v6, 0
.LBB0_3:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s12, s16, 4
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s12, s12, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s13, s12, 31
	s_add_u32 s12, s2, s12
	s_addc_u32 s13, s3, s13
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[14:15], s[26:27], exec
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 1
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[4:5], s[12:13], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v7, v[4:5], off
	s_branch .LBB0_6
.LBB0_5:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v7, 0
.LBB0_6:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s14, s16, 8
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s14, s14, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s15, s14, 31
	s_add_u32 s14, s2, s14
	s_addc_u32 s15, s3, s15
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[18:19], s[26:27], exec
	s_cselect_b32 s18, 1, 0
	s_cmp_lg_u32 s18, 1
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[4:5], s[14:15], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v8, v[4:5], off
	s_branch .LBB0_9
.LBB0_8:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v8, 0
.LBB0_9:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s18, s16, 12
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s18, s18, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s19, s18, 31
	s_add_u32 s18, s2, s18
	s_addc_u32 s19, s3, s19
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[20:21], s[26:27], exec
	s_cselect_b32 s20, 1, 0
	s_cmp_lg_u32 s20, 1
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[4:5], s[18:19], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v9, v[4:5], off
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v9, 0
.LBB0_12:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s20, s16, 16
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s20, s20, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s21, s20, 31
	s_add_u32 s20, s2, s20
	s_addc_u32 s21, s3, s21
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[22:23], s[26:27], exec
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[4:5], s[20:21], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v10, v[4:5], off
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v10, 0
.LBB0_15:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s22, s16, 20
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s22, s22, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s23, s22, 31
	s_add_u32 s22, s2, s22
	s_addc_u32 s23, s3, s23
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[24:25], s[26:27], exec
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 1
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v11, v[4:5], off
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v11, 0
.LBB0_18:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s24, s16, 24
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s24, s24, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s25, s24, 31
	s_add_u32 s24, s2, s24
	s_addc_u32 s25, s3, s25
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[28:29], s[26:27], exec
	s_cselect_b32 s28, 1, 0
	s_cmp_lg_u32 s28, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[4:5], s[24:25], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v12, v[4:5], off
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v12, 0
.LBB0_21:
	.loc	1 409 10 is_stmt 1              ; sources.py:409:10
	s_or_b32 s16, s16, 28
	.loc	1 414 29                        ; sources.py:414:29
	s_mul_i32 s16, s16, s10
	.loc	1 414 21 is_stmt 0              ; sources.py:414:21
	s_ashr_i32 s28, s16, 31
	s_add_u32 s2, s2, s16
	s_addc_u32 s3, s3, s28
	.loc	1 414 13                        ; sources.py:414:13
	s_and_b64 s[28:29], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 414 21                        ; sources.py:414:21
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	.loc	1 414 13                        ; sources.py:414:13
	global_load_ubyte v3, v[4:5], off
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v3, 0
.LBB0_24:
	.loc	1 409 28 is_stmt 1              ; sources.py:409:28
	s_lshl_b32 s30, s11, 6
	.loc	1 410 10                        ; sources.py:410:10
	s_lshl_b32 s28, s17, 5
	.loc	1 409 28                        ; sources.py:409:28
	v_and_b32_e32 v18, 31, v0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[26:27], exec
	.loc	1 409 28                        ; sources.py:409:28
	v_or_b32_e32 v19, s30, v2
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v4, s28, v18
	.loc	1 415 13                        ; sources.py:415:13
	s_cselect_b32 s16, 1, 0
	.loc	1 415 30 is_stmt 0              ; sources.py:415:30
	v_lshrrev_b32_e32 v1, 5, v19
	.loc	1 415 13                        ; sources.py:415:13
	s_cmp_lg_u32 s16, 1
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 415 13                        ; sources.py:415:13
	s_cbranch_scc1 .LBB0_33
; %bb.25:
	.loc	1 0 13                          ; sources.py:0:13
	v_mul_lo_u32 v14, v1, s9
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[4:5]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v13, v[14:15], off
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_34
.LBB0_26:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v14, 8, v1
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v14, v14, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[4:5]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v14, v[14:15], off
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_35
.LBB0_27:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v15, 16, v1
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v16, v15, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[4:5]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v15, v[16:17], off
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_36
.LBB0_28:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v16, 24, v1
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v16, v16, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[4:5]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v16, v[16:17], off
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_37
.LBB0_29:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v17, 32, v1
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v20, v17, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[20:21]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[4:5]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v17, v[20:21], off
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_38
.LBB0_30:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v20, 40, v1
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v20, v20, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], s[4:5], 0, v[20:21]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[4:5]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v20, v[20:21], off
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_39
.LBB0_31:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v21, 48, v1
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v22, v21, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[4:5]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v21, v[22:23], off
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc1 .LBB0_40
.LBB0_32:
	.loc	1 415 30                        ; sources.py:415:30
	v_or_b32_e32 v1, 56, v1
	.loc	1 415 29                        ; sources.py:415:29
	v_mul_lo_u32 v22, v1, s9
	.loc	1 415 21                        ; sources.py:415:21
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[22:23], s[4:5], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[4:5]
	.loc	1 415 13                        ; sources.py:415:13
	global_load_ubyte v1, v[22:23], off
	s_branch .LBB0_41
.LBB0_33:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v13, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_26
.LBB0_34:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v14, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_27
.LBB0_35:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v15, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_28
.LBB0_36:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v16, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_29
.LBB0_37:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v17, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_30
.LBB0_38:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v20, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_31
.LBB0_39:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v21, 0
	.loc	1 415 13                        ; sources.py:415:13
	s_and_b64 s[16:17], s[26:27], exec
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	s_cbranch_scc0 .LBB0_32
.LBB0_40:
	.loc	1 0 13                          ; sources.py:0:13
	v_mov_b32_e32 v1, 0
.LBB0_41:
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	v_add_u32_e32 v22, 0, v19
	v_xor_b32_e32 v26, 16, v19
	s_waitcnt vmcnt(0)
	ds_write_b8 v22, v6
	ds_write_b8 v22, v10 offset:1024
	v_add_u32_e32 v6, 0, v26
	v_xor_b32_e32 v27, 32, v19
	ds_write_b8 v6, v7 offset:256
	ds_write_b8 v6, v11 offset:1280
	v_add_u32_e32 v7, 0, v27
	v_xor_b32_e32 v28, 48, v19
	ds_write_b8 v7, v8 offset:512
	ds_write_b8 v7, v12 offset:1536
	v_add_u32_e32 v7, 0, v28
	.loc	1 413 5                         ; sources.py:413:5
	s_sub_i32 s26, s10, 64
	.loc	1 414 13                        ; sources.py:414:13
	s_mov_b32 s29, 0
	ds_write_b8 v7, v9 offset:768
	ds_write_b8 v7, v3 offset:1792
	.loc	1 415 13                        ; sources.py:415:13
	ds_write_b8 v22, v13 offset:4096
	ds_write_b8 v22, v15 offset:4608
	ds_write_b8 v22, v17 offset:5120
	ds_write_b8 v22, v21 offset:5632
	ds_write_b8 v6, v14 offset:4352
	ds_write_b8 v6, v16 offset:4864
	ds_write_b8 v6, v20 offset:5376
	ds_write_b8 v6, v1 offset:5888
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_gt_i32 s26, 0
	v_lshlrev_b32_e32 v1, 4, v0
	v_lshlrev_b32_e32 v3, 3, v0
	v_and_b32_e32 v6, 16, v0
	s_cbranch_scc1 .LBB0_43
; %bb.42:                               ; %.._crit_edge_crit_edge
	.loc	1 415 13                        ; sources.py:415:13
	v_and_b32_e32 v7, 0x2e0, v1
	v_and_or_b32 v8, v3, 8, v6
	s_movk_i32 s16, 0x110
	v_or_b32_e32 v21, v8, v7
	v_bitop3_b32 v23, v8, s16, v7 bitop3:0x36
	s_mov_b64 s[16:17], 0
	s_branch .LBB0_44
.LBB0_43:
	.loc	1 0 13 is_stmt 0                ; sources.py:0:13
	s_mov_b64 s[16:17], -1
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr23
.LBB0_44:                               ; %Flow156
	s_and_b64 s[16:17], s[16:17], exec
	v_and_b32_e32 v20, 32, v0
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 1
	v_lshlrev_b32_e32 v22, 6, v18
	v_lshlrev_b32_e32 v24, 2, v0
	v_lshrrev_b32_e32 v25, 1, v20
	s_cbranch_scc1 .LBB0_47
; %bb.45:                               ; %.lr.ph
	v_and_b32_e32 v0, 48, v24
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[4:5]
	v_bitop3_b32 v29, v0, v22, v25 bitop3:0xde
	v_and_b32_e32 v0, 0x2e0, v1
	v_and_or_b32 v1, v3, 8, v6
	s_movk_i32 s4, 0x110
	v_or_b32_e32 v21, v1, v0
	v_bitop3_b32 v23, v1, s4, v0 bitop3:0x36
	v_bitop3_b32 v31, v1, 16, v0 bitop3:0x36
	v_add_u32_e32 v0, s30, v2
	v_lshrrev_b32_e32 v0, 5, v0
	v_add_u32_e32 v1, 0x78, v0
	v_mul_lo_u32 v32, s9, v1
	v_add_u32_e32 v1, 0x70, v0
	v_mul_lo_u32 v33, s9, v1
	v_add_u32_e32 v1, 0x68, v0
	v_mul_lo_u32 v34, s9, v1
	v_add_u32_e32 v1, 0x60, v0
	v_mul_lo_u32 v35, s9, v1
	v_add_u32_e32 v1, 0x58, v0
	v_mul_lo_u32 v36, s9, v1
	v_add_u32_e32 v1, 0x50, v0
	v_mul_lo_u32 v37, s9, v1
	v_add_u32_e32 v1, 0x48, v0
	v_add_u32_e32 v0, 64, v0
	v_bitop3_b32 v4, v24, v25, 48 bitop3:0x6c
	v_mul_lo_u32 v39, s9, v0
	v_mov_b32_e32 v0, 0
	v_bitop3_b32 v30, v4, 32, v22 bitop3:0x36
	s_lshl_b32 s4, s9, 6
	v_mul_lo_u32 v38, s9, v1
	s_movk_i32 s5, 0x1000
	v_or_b32_e32 v40, 64, v2
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_mov_b32 s30, 0
.LBB0_46:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 414 21                        ; sources.py:414:21
	v_add_u32_e32 v42, s30, v40
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshl_add_u64 v[44:45], s[0:1], 0, v[42:43]
	v_lshl_add_u64 v[46:47], s[12:13], 0, v[42:43]
	v_lshl_add_u64 v[48:49], s[14:15], 0, v[42:43]
	v_lshl_add_u64 v[50:51], s[18:19], 0, v[42:43]
	v_lshl_add_u64 v[52:53], s[20:21], 0, v[42:43]
	v_lshl_add_u64 v[54:55], s[22:23], 0, v[42:43]
	v_lshl_add_u64 v[56:57], s[24:25], 0, v[42:43]
	v_lshl_add_u64 v[42:43], s[2:3], 0, v[42:43]
	.loc	1 414 13 is_stmt 0              ; sources.py:414:13
	global_load_ubyte v66, v[44:45], off
	global_load_ubyte v67, v[46:47], off
	global_load_ubyte v68, v[48:49], off
	global_load_ubyte v69, v[50:51], off
	global_load_ubyte v70, v[52:53], off
	global_load_ubyte v71, v[54:55], off
	global_load_ubyte v72, v[56:57], off
	global_load_ubyte v73, v[42:43], off
	.loc	1 415 29 is_stmt 1              ; sources.py:415:29
	v_add_u32_e32 v42, s16, v39
	v_add_u32_e32 v44, s16, v38
	v_add_u32_e32 v46, s16, v37
	v_add_u32_e32 v48, s16, v36
	v_add_u32_e32 v50, s16, v35
	v_add_u32_e32 v52, s16, v34
	v_add_u32_e32 v54, s16, v33
	.loc	1 415 21 is_stmt 0              ; sources.py:415:21
	v_add_u32_e32 v56, s16, v32
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v47, 31, v46
	v_ashrrev_i32_e32 v49, 31, v48
	v_ashrrev_i32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v53, 31, v52
	v_ashrrev_i32_e32 v55, 31, v54
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[42:43], v[16:17], 0, v[42:43]
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 415 21                        ; sources.py:415:21
	v_lshl_add_u64 v[44:45], v[16:17], 0, v[44:45]
	v_lshl_add_u64 v[46:47], v[16:17], 0, v[46:47]
	v_lshl_add_u64 v[48:49], v[16:17], 0, v[48:49]
	v_lshl_add_u64 v[50:51], v[16:17], 0, v[50:51]
	v_lshl_add_u64 v[52:53], v[16:17], 0, v[52:53]
	v_lshl_add_u64 v[54:55], v[16:17], 0, v[54:55]
	v_lshl_add_u64 v[56:57], v[16:17], 0, v[56:57]
	.loc	1 415 13 is_stmt 0              ; sources.py:415:13
	global_load_ubyte v74, v[42:43], off
	global_load_ubyte v75, v[44:45], off
	global_load_ubyte v76, v[46:47], off
	global_load_ubyte v77, v[48:49], off
	global_load_ubyte v78, v[50:51], off
	global_load_ubyte v79, v[52:53], off
	global_load_ubyte v80, v[54:55], off
	global_load_ubyte v81, v[56:57], off
	.loc	1 414 13 is_stmt 1              ; sources.py:414:13
	v_add_u32_e32 v41, s29, v29
	ds_read_b128 v[58:61], v41
	v_add_u32_e32 v41, s29, v30
	ds_read_b128 v[62:65], v41
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v41, s5, v21
	ds_read_b64_tr_b8 v[42:43], v41
	ds_read_b64_tr_b8 v[46:47], v41 offset:1024
	v_add_u32_e32 v41, s5, v31
	ds_read_b64_tr_b8 v[44:45], v41 offset:256
	ds_read_b64_tr_b8 v[48:49], v41 offset:1280
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[42:49], v[58:65], v[0:15]
	.loc	1 413 5                         ; sources.py:413:5
	s_add_i32 s27, s30, 64
	s_add_i32 s5, s17, 1
	s_cmp_lt_i32 s5, 2
	s_cselect_b32 s17, s5, 0
	.loc	1 414 13                        ; sources.py:414:13
	s_lshl_b32 s29, s17, 11
	v_add_u32_e32 v43, s29, v27
	.loc	1 415 13                        ; sources.py:415:13
	s_add_i32 s5, s29, 0x1000
	.loc	1 413 5                         ; sources.py:413:5
	s_add_i32 s16, s16, s4
	.loc	1 414 13                        ; sources.py:414:13
	s_barrier
	v_add_u32_e32 v41, s29, v19
	v_add_u32_e32 v42, s29, v26
	.loc	1 413 5                         ; sources.py:413:5
	s_cmp_lt_i32 s27, s26
	s_mov_b32 s30, s27
	.loc	1 414 13                        ; sources.py:414:13
	s_waitcnt vmcnt(15)
	ds_write_b8 v41, v66
	s_waitcnt vmcnt(11)
	ds_write_b8 v41, v70 offset:1024
	ds_write_b8 v43, v68 offset:512
	s_waitcnt vmcnt(9)
	ds_write_b8 v43, v72 offset:1536
	v_add_u32_e32 v43, s29, v28
	ds_write_b8 v42, v67 offset:256
	ds_write_b8 v42, v71 offset:1280
	ds_write_b8 v43, v69 offset:768
	s_waitcnt vmcnt(8)
	ds_write_b8 v43, v73 offset:1792
	.loc	1 415 13                        ; sources.py:415:13
	s_waitcnt vmcnt(7)
	ds_write_b8 v41, v74 offset:4096
	s_waitcnt vmcnt(5)
	ds_write_b8 v41, v76 offset:4608
	s_waitcnt vmcnt(3)
	ds_write_b8 v41, v78 offset:5120
	s_waitcnt vmcnt(1)
	ds_write_b8 v41, v80 offset:5632
	ds_write_b8 v42, v75 offset:4352
	ds_write_b8 v42, v77 offset:4864
	ds_write_b8 v42, v79 offset:5376
	s_waitcnt vmcnt(0)
	ds_write_b8 v42, v81 offset:5888
	.loc	1 413 5                         ; sources.py:413:5
	s_cbranch_scc1 .LBB0_46
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s5, 0x1000
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_48:                               ; %._crit_edge
	.loc	1 413 5 is_stmt 1               ; sources.py:413:5
	s_add_i32 s10, s10, 63
	s_cmp_lt_i32 s10, 64
	.loc	1 414 13                        ; sources.py:414:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 416 16                        ; sources.py:416:16
	s_cbranch_scc0 .LBB0_51
; %bb.49:
	.loc	1 417 5                         ; sources.py:417:5
	s_cmp_lg_u32 s11, 0
	s_cbranch_scc0 .LBB0_52
.LBB0_50:                               ; %.critedge28
	.loc	1 404 1                         ; sources.py:404:1
	s_endpgm
.LBB0_51:
	.loc	1 415 13                        ; sources.py:415:13
	v_add_u32_e32 v16, s5, v21
	v_add_u32_e32 v17, s5, v23
	ds_read_b64_tr_b8 v[26:27], v16
	ds_read_b64_tr_b8 v[30:31], v16 offset:1024
	ds_read_b64_tr_b8 v[28:29], v17
	ds_read_b64_tr_b8 v[32:33], v17 offset:1024
	.loc	1 414 13                        ; sources.py:414:13
	v_and_b32_e32 v16, 48, v24
	v_bitop3_b32 v16, v16, v22, v25 bitop3:0xde
	v_xad_u32 v17, v16, 32, s29
	v_add_u32_e32 v16, s29, v16
	ds_read_b128 v[38:41], v17
	ds_read_b128 v[34:37], v16
	.loc	1 416 16                        ; sources.py:416:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[26:33], v[34:41], v[0:15]
	.loc	1 417 5                         ; sources.py:417:5
	s_cmp_lg_u32 s11, 0
	s_cbranch_scc1 .LBB0_50
.LBB0_52:                               ; %.critedge
	.loc	1 409 10                        ; sources.py:409:10
	v_or_b32_e32 v17, s8, v18
	.loc	1 409 28 is_stmt 0              ; sources.py:409:28
	v_lshrrev_b32_e32 v16, 3, v20
	.loc	1 417 22 is_stmt 1              ; sources.py:417:22
	v_mul_lo_u32 v18, s9, v17
	.loc	1 410 10                        ; sources.py:410:10
	v_or_b32_e32 v16, s28, v16
	.loc	1 417 14                        ; sources.py:417:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 417 5 is_stmt 0               ; sources.py:417:5
	s_nop 9
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
	.loc	1 404 1 is_stmt 1               ; sources.py:404:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	dot, .Lfunc_end0-dot
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dot
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 82
		.amdhsa_next_free_sgpr 31
		.amdhsa_accum_offset 84
		.amdhsa_reserve_vcc 0
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
	.set .Ldot.num_vgpr, 82
	.set .Ldot.num_agpr, 0
	.set .Ldot.numbered_sgpr, 31
	.set .Ldot.num_named_barrier, 0
	.set .Ldot.private_seg_size, 0
	.set .Ldot.uses_vcc, 0
	.set .Ldot.uses_flat_scratch, 0
	.set .Ldot.has_dyn_sized_stack, 0
	.set .Ldot.has_recursion, 0
	.set .Ldot.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2864
; TotalNumSgprs: 37
; NumVgprs: 82
; NumAgprs: 0
; TotalNumVgprs: 82
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 82
; AccumOffset: 84
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 20
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .name:           dot
    .private_segment_fixed_size: 0
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         dot.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     82
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
