	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	row_sum_max                     ; -- Begin function row_sum_max
	.p2align	8
	.type	row_sum_max,@function
row_sum_max:                            ; @row_sum_max
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.7:
	.file	1 "kernels/triton-emu" "sources.py"
	.loc	1 280 0 prologue_end            ; sources.py:280:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.8:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	.loc	1 288 5 is_stmt 1               ; sources.py:288:5
	v_readfirstlane_b32 s0, v0
	s_lshr_b32 s11, s0, 6
	.loc	1 282 12                        ; sources.py:282:12
	v_and_b32_e32 v5, 63, v0
	s_and_b32 s0, s0, 0xc0
	v_or_b32_e32 v1, s0, v5
	.loc	1 284 25                        ; sources.py:284:25
	s_mul_i32 s0, s10, s16
	.loc	1 284 17 is_stmt 0              ; sources.py:284:17
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s12, s2, s0
	s_addc_u32 s0, s3, s1
	.loc	1 282 12 is_stmt 1              ; sources.py:282:12
	v_or_b32_e32 v2, 0x100, v1
	.loc	1 284 9                         ; sources.py:284:9
	s_and_b32 s13, s0, 0xffff
	v_lshlrev_b32_e32 v3, 2, v1
	v_bfrev_b32_e32 v4, 1
	.loc	1 283 9                         ; sources.py:283:9
	v_cmp_gt_i32_e64 s[0:1], s10, v1
	.loc	1 284 9                         ; sources.py:284:9
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e64 v6, v4, v3, s[0:1]
	v_lshlrev_b32_e32 v3, 2, v2
	.loc	1 283 9                         ; sources.py:283:9
	v_cmp_gt_i32_e64 s[2:3], s10, v2
.Ltmp2:
	.file	2 "/work/triton-venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:285:29 ]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 12, v0
.Ltmp3:
	.loc	1 284 9                         ; sources.py:284:9
	v_cndmask_b32_e64 v7, v4, v3, s[2:3]
	buffer_load_dword v3, v6, s[12:15], 0 offen
	buffer_load_dword v4, v7, s[12:15], 0 offen
.Ltmp4:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:285:29 ]
	s_lshl_b32 s12, s11, 2
	v_add_u32_e32 v0, 0, v0
	v_mov_b32_e32 v6, s12
.Ltmp5:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:285:29 ] ]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v3, v4
	s_nop 1
	v_add_f32_dpp v7, v7, v7 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v7, v7, v7 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v7, v7, v7 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v7, v7, v7 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:285:29 ]
	v_mov_b32_e32 v8, v7
	s_nop 1
	v_mov_b32_dpp v8, v8 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp7:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:285:29 ] ]
	v_add_f32_e32 v7, v8, v7
	s_nop 1
	v_add_f32_dpp v7, v7, v7 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:285:29 ]
	s_nop 0
	v_readlane_b32 s10, v7, 63
	s_nop 1
	v_mov_b32_e32 v7, s10
	ds_write_b32 v6, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v0
.Ltmp9:
	.loc	1 285 5                         ; sources.py:285:5
	v_or_b32_e32 v7, s11, v5
	v_cmp_eq_u32_e32 vcc, 0, v7
.Ltmp10:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ sources.py:285:29 ] ]
	s_waitcnt lgkmcnt(0)
	v_add_f32_dpp v5, v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ sources.py:285:29 ]
	s_nop 1
	v_mov_b32_dpp v6, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	1 285 5                         ; sources.py:285:5
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[14:15], s[16:17], 2
	s_add_u32 s4, s4, s14
	s_addc_u32 s5, s5, s15
	v_mov_b32_e32 v7, 0
	v_add_f32_e32 v5, v5, v6
	.loc	1 285 5                         ; sources.py:285:5
	global_store_dword v7, v5, s[4:5]
.LBB0_2:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[10:11]
	.loc	1 286 10 is_stmt 1              ; sources.py:286:10
	v_mov_b32_e32 v5, 0xff800000
	v_cndmask_b32_e64 v3, v5, v3, s[0:1]
	v_cndmask_b32_e64 v4, v5, v4, s[2:3]
.Ltmp13:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:287:29 ] ]
	v_max_f32_e32 v5, v4, v4
	v_max_f32_e32 v6, v3, v3
	v_max_f32_e32 v5, v6, v5
.Ltmp14:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:287:29 ]
	s_barrier
	s_nop 0
	v_mov_b32_dpp v6, v5 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp15:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:287:29 ] ]
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v6
.Ltmp16:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:287:29 ]
	s_nop 1
	v_mov_b32_dpp v6, v5 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp17:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:287:29 ] ]
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v6
.Ltmp18:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:287:29 ]
	s_nop 1
	v_mov_b32_dpp v6, v5 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp19:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:287:29 ] ]
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v6
.Ltmp20:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:287:29 ]
	s_nop 1
	v_mov_b32_dpp v6, v5 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp21:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:287:29 ] ]
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v6
.Ltmp22:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:287:29 ]
	v_mov_b32_e32 v6, v5
	s_nop 1
	v_mov_b32_dpp v6, v6 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
.Ltmp23:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:287:29 ] ]
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v6
.Ltmp24:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:287:29 ]
	s_nop 1
	v_mov_b32_dpp v6, v5 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp25:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:287:29 ] ]
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v6
.Ltmp26:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:287:29 ]
	s_nop 0
	v_readlane_b32 s0, v5, 63
	v_mov_b32_e32 v5, s12
	s_nop 0
	v_mov_b32_e32 v6, s0
	ds_write_b32 v5, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mov_b32_dpp v6, v5 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp27:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ sources.py:287:29 ] ]
	v_max_f32_e32 v5, v5, v5
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v6
.Ltmp28:
	.loc	2 216 16                        ; standard.py:216:16 @[ sources.py:287:29 ]
	s_nop 1
	v_mov_b32_dpp v6, v5 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp29:
	.loc	1 287 5                         ; sources.py:287:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 0 5 is_stmt 0                 ; sources.py:0:5
	s_ashr_i32 s17, s16, 31
	s_lshl_b64 s[2:3], s[16:17], 2
	s_add_u32 s2, s6, s2
	v_max_f32_e32 v6, v6, v6
	v_max_f32_e32 v5, v5, v5
	s_addc_u32 s3, s7, s3
	v_mov_b32_e32 v7, 0
	v_max_f32_e32 v5, v5, v6
	.loc	1 287 5                         ; sources.py:287:5
	global_store_dword v7, v5, s[2:3]
.LBB0_4:
	.loc	1 0 5                           ; sources.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp30:
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_ge_f32_e64 s[0:1], v3, v4
.Ltmp31:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	s_barrier
.Ltmp32:
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e64 v3, v4, v3, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cndmask_b32_e64 v1, v2, v1, s[0:1]
.Ltmp33:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v4, v3
	s_nop 1
	v_permlane32_swap_b32_e32 v2, v4
	v_cmp_eq_u32_e64 s[0:1], v2, v3
	v_mov_b32_e32 v5, v1
	s_nop 0
	v_cndmask_b32_e64 v2, v2, v4, s[0:1]
	v_mov_b32_e32 v4, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v4, v5
	v_cmp_eq_u32_e64 s[0:1], v4, v1
	s_nop 1
	v_cndmask_b32_e64 v4, v4, v5, s[0:1]
.Ltmp34:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v3, v2
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v4
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v3, v2
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cndmask_b32_e64 v1, v4, v1, s[0:1]
.Ltmp35:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	s_nop 1
	v_permlane16_swap_b32_e32 v3, v4
	v_cmp_eq_u32_e64 s[0:1], v3, v2
	v_mov_b32_e32 v5, v1
	s_nop 0
	v_cndmask_b32_e64 v3, v3, v4, s[0:1]
	v_mov_b32_e32 v4, v1
	s_nop 1
	v_permlane16_swap_b32_e32 v4, v5
	v_cmp_eq_u32_e64 s[0:1], v4, v1
	s_nop 1
	v_cndmask_b32_e64 v4, v4, v5, s[0:1]
.Ltmp36:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v4
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_and_b64 s[2:3], s[2:3], s[0:1]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v3
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e64 v2, v3, v2, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cndmask_b32_e64 v1, v4, v1, s[0:1]
.Ltmp37:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	s_nop 0
	v_mov_b32_dpp v3, v2 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v1 row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp38:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v4
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v3
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e64 v2, v3, v2, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cndmask_b32_e64 v1, v4, v1, s[0:1]
.Ltmp39:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	s_nop 0
	v_mov_b32_dpp v3, v2 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v1 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 0
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v4 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp40:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v4
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v3
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e64 v2, v3, v2, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cndmask_b32_e64 v1, v4, v1, s[0:1]
.Ltmp41:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	s_nop 0
	v_mov_b32_dpp v3, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp42:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v4
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v3
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e64 v2, v3, v2, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cndmask_b32_e64 v1, v4, v1, s[0:1]
.Ltmp43:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	s_nop 0
	v_mov_b32_dpp v3, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v4, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp44:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v1, v4
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v3
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e64 v2, v3, v2, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cndmask_b32_e64 v1, v4, v1, s[0:1]
.Ltmp45:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	v_mov_b32_e32 v3, s12
	ds_write_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v0
	ds_write_b32 v3, v1 offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0 offset:16
	v_mov_b32_dpp v1, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp46:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v1
.Ltmp47:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v3, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp48:
	.loc	2 175 36                        ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v0, v3
	.loc	2 175 15 is_stmt 0              ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_gt_f32_e64 s[0:1], v2, v1
	s_or_b64 s[0:1], s[0:1], s[2:3]
	.loc	2 179 13                        ; standard.py:179:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_nop 0
	v_cndmask_b32_e64 v2, v1, v2, s[0:1]
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cndmask_b32_e64 v0, v3, v0, s[0:1]
.Ltmp49:
	.loc	2 206 20                        ; standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ]
	s_nop 0
	v_mov_b32_dpp v3, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v1, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp50:
	.loc	1 288 5                         ; sources.py:288:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
.Ltmp51:
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_eq_f32_e64 s[0:1], v2, v3
	.loc	2 175 36 is_stmt 0              ; standard.py:175:36 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_lt_i32_e64 s[2:3], v0, v1
	.loc	2 178 10 is_stmt 1              ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cmp_gt_f32_e32 vcc, v2, v3
	.loc	2 175 15                        ; standard.py:175:15 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_and_b64 s[0:1], s[0:1], s[2:3]
.Ltmp52:
	.loc	1 288 14                        ; sources.py:288:14
	s_ashr_i32 s17, s16, 31
.Ltmp53:
	.loc	2 178 10                        ; standard.py:178:10 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	s_or_b64 vcc, vcc, s[0:1]
.Ltmp54:
	.loc	1 288 14                        ; sources.py:288:14
	s_lshl_b64 s[0:1], s[16:17], 2
	s_add_u32 s0, s8, s0
.Ltmp55:
	.loc	2 180 13                        ; standard.py:180:13 @[ standard.py:186:12 @[ standard.py:206:20 @[ standard.py:223:16 @[ sources.py:288:29 ] ] ] ]
	v_cndmask_b32_e32 v0, v1, v0, vcc
.Ltmp56:
	.loc	1 288 14                        ; sources.py:288:14
	s_addc_u32 s1, s9, s1
	v_mov_b32_e32 v1, 0
	.loc	1 288 5 is_stmt 0               ; sources.py:288:5
	global_store_dword v1, v0, s[0:1]
.LBB0_6:
	.loc	1 280 1 is_stmt 1               ; sources.py:280:1
	s_endpgm
.Ltmp57:
.Lfunc_end0:
	.size	row_sum_max, .Lfunc_end0-row_sum_max
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel row_sum_max
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 18
		.amdhsa_accum_offset 12
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
	.set .Lrow_sum_max.num_vgpr, 9
	.set .Lrow_sum_max.num_agpr, 0
	.set .Lrow_sum_max.numbered_sgpr, 18
	.set .Lrow_sum_max.num_named_barrier, 0
	.set .Lrow_sum_max.private_seg_size, 0
	.set .Lrow_sum_max.uses_vcc, 1
	.set .Lrow_sum_max.uses_flat_scratch, 0
	.set .Lrow_sum_max.has_dyn_sized_stack, 0
	.set .Lrow_sum_max.has_recursion, 0
	.set .Lrow_sum_max.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1728
; TotalNumSgprs: 24
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xb:0xa9 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x83 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1b DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.short	285                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4e:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	6                               ; Abbrev [6] 0x5c:0x22 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp13                         ; DW_AT_low_pc
	.long	.Ltmp29-.Ltmp13                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.short	287                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x71:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x7e:0x34 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.short	288                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x8b:0x26 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	223                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	8                               ; Abbrev [8] 0x97:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges4                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	206                             ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0xa3:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges4                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	186                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"sources.py"                    ; string offset=7 ; sources.py
.Linfo_string2:
	.asciz	"kernels/triton-emu"            ; string offset=18 ; kernels/triton-emu
.Linfo_string3:
	.asciz	"row_sum_max"                   ; string offset=37 ; row_sum_max
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
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
    .name:           row_sum_max
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         row_sum_max.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
