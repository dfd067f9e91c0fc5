	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	spin_lock                       ; -- Begin function spin_lock
	.p2align	8
	.type	spin_lock,@function
spin_lock:                              ; @spin_lock
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.25:
	.file	1 "kernels/triton-emu" "sources.py"
	.loc	1 342 0 prologue_end            ; sources.py:342:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.26:
.LBB0_0:                                ; %.preheader
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 1
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[0:1]
.Ltmp1:
	.loc	1 347 15 is_stmt 1              ; sources.py:347:15
	v_readlane_b32 s0, v2, 0
	s_cmp_eq_u32 s0, 1
	; wave barrier
	s_cbranch_scc0 .LBB0_4
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	; wave barrier
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_1
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v2, v1, v[0:1], s[2:3] sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	s_branch .LBB0_1
.LBB0_4:
	.loc	1 349 13                        ; sources.py:349:13
	v_mov_b32_e32 v2, 0
	global_load_dword v0, v2, s[4:5] sc0 sc1
	s_waitcnt vmcnt(0)
	.loc	1 350 9                         ; sources.py:350:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_u32_e32 v0, 1, v0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	.loc	1 350 9                         ; sources.py:350:9
	global_store_dword v2, v0, s[4:5]
	.loc	1 351 9 is_stmt 1               ; sources.py:351:9
	v_mov_b32_e32 v0, s12
	global_store_dword v[4:5], v0, off
.LBB0_6:                                ; %.critedge
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	s_or_b64 exec, exec, s[0:1]
	; wave barrier
	.loc	1 347 15 is_stmt 1              ; sources.py:347:15
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mov_b32_e32 v0, 0
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_swap v0, v0, s[2:3]
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_8:                                ; %.preheader.1
	.loc	1 0 15 is_stmt 0                ; sources.py:0:15
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 1
	; wave barrier
	s_branch .LBB0_10
.LBB0_9:                                ;   in Loop: Header=BB0_10 Depth=1
	s_or_b64 exec, exec, s[0:1]
	.loc	1 347 15                        ; sources.py:347:15
	v_readlane_b32 s0, v2, 0
	s_cmp_eq_u32 s0, 1
	; wave barrier
	s_cbranch_scc0 .LBB0_12
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	; wave barrier
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
; %bb.11:                               ;   in Loop: Header=BB0_10 Depth=1
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v2, v1, v[0:1], s[2:3] sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	s_branch .LBB0_9
.LBB0_12:
	.loc	1 349 13 is_stmt 1              ; sources.py:349:13
	v_mov_b32_e32 v2, 0
	global_load_dword v0, v2, s[4:5] sc0 sc1
	s_waitcnt vmcnt(0)
	.loc	1 350 9                         ; sources.py:350:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_u32_e32 v0, 1, v0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	.loc	1 350 9                         ; sources.py:350:9
	global_store_dword v2, v0, s[4:5]
	.loc	1 351 9 is_stmt 1               ; sources.py:351:9
	v_mov_b32_e32 v0, s12
	global_store_dword v[4:5], v0, off
.LBB0_14:                               ; %.critedge.1
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	s_or_b64 exec, exec, s[0:1]
	; wave barrier
	.loc	1 347 15 is_stmt 1              ; sources.py:347:15
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v0, 0
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_swap v0, v0, s[2:3]
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_16:                               ; %.preheader.2
	.loc	1 0 15 is_stmt 0                ; sources.py:0:15
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 1
	; wave barrier
	s_branch .LBB0_18
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=1
	s_or_b64 exec, exec, s[0:1]
	.loc	1 347 15                        ; sources.py:347:15
	v_readlane_b32 s0, v2, 0
	s_cmp_eq_u32 s0, 1
	; wave barrier
	s_cbranch_scc0 .LBB0_20
.LBB0_18:                               ; =>This Inner Loop Header: Depth=1
	; wave barrier
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_17
; %bb.19:                               ;   in Loop: Header=BB0_18 Depth=1
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_cmpswap v2, v1, v[0:1], s[2:3] sc0
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	s_branch .LBB0_17
.LBB0_20:
	.loc	1 349 13 is_stmt 1              ; sources.py:349:13
	v_mov_b32_e32 v2, 0
	global_load_dword v0, v2, s[4:5] sc0 sc1
	s_waitcnt vmcnt(0)
	.loc	1 350 9                         ; sources.py:350:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_u32_e32 v0, 1, v0
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	.loc	1 350 9                         ; sources.py:350:9
	global_store_dword v2, v0, s[4:5]
	.loc	1 351 9 is_stmt 1               ; sources.py:351:9
	v_mov_b32_e32 v0, s12
	global_store_dword v[4:5], v0, off
.LBB0_22:                               ; %.critedge.2
	.loc	1 0 9 is_stmt 0                 ; sources.py:0:9
	s_or_b64 exec, exec, s[0:1]
	; wave barrier
	.loc	1 347 15 is_stmt 1              ; sources.py:347:15
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_24
; %bb.23:
	v_mov_b32_e32 v0, 0
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0)
	global_atomic_swap v0, v0, s[2:3]
	s_waitcnt vmcnt(0)
	buffer_inv sc1
.LBB0_24:
	.loc	1 0 15 is_stmt 0                ; sources.py:0:15
	s_or_b64 exec, exec, s[0:1]
	; wave barrier
	.loc	1 342 1 is_stmt 1               ; sources.py:342:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	spin_lock, .Lfunc_end0-spin_lock
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spin_lock
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 8
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
	.set .Lspin_lock.num_vgpr, 6
	.set .Lspin_lock.num_agpr, 0
	.set .Lspin_lock.numbered_sgpr, 13
	.set .Lspin_lock.num_named_barrier, 0
	.set .Lspin_lock.private_seg_size, 0
	.set .Lspin_lock.uses_vcc, 1
	.set .Lspin_lock.uses_flat_scratch, 0
	.set .Lspin_lock.has_dyn_sized_stack, 0
	.set .Lspin_lock.has_recursion, 0
	.set .Lspin_lock.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 852
; TotalNumSgprs: 19
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 64
    .name:           spin_lock
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         spin_lock.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
