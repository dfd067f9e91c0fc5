// const_table.s -- a kernel that reads constant tables through s_getpc_b64,
// the way compilers address constants.  gfx950, code object v6.
//
// bitrev_hash(const uint *in, uint *out, uint n)
//   for i < n:  out[i] = bitreverse32(in[i]) * K[0] + K[1]       (uint32, wrapping)
//
//   bitreverse32 is computed nibble by nibble from a 16-entry table of
//   reversed nibbles that sits in .text right after the code (nibble_rev);
//   the kernel finds it with  s_getpc_b64  +  s_add_u32 <table - pc>  +
//   s_addc_u32 0, a symbol difference the assembler resolves.
//   K = { 0x9e3779b1, 0x7f4a7c15 } sits in .rodata (hash_k); the kernel finds
//   it with  s_getpc_b64  +  s_add_u32 hash_k@rel32@lo+4  +
//   s_addc_u32 hash_k@rel32@hi+12, relocations that ld.lld resolves.
//
// 1-D launch, workgroup size 256 (.reqd_workgroup_size), n <= 2^30.
// Entry state: s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id x.

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6

	.text
	.globl	bitrev_hash
	.p2align	8
	.type	bitrev_hash,@function
bitrev_hash:
	s_load_dwordx4	s[4:7], s[0:1], 0x0	// in, out
	s_load_dword	s8, s[0:1], 0x10	// n
	v_lshl_add_u32	v0, s2, 8, v0		// i = wg_id * 256 + tid
	s_getpc_b64	s[10:11]		// address of .Lpc_text
.Lpc_text:
	s_add_u32	s10, s10, nibble_rev-.Lpc_text
	s_addc_u32	s11, s11, 0		// s[10:11] = &nibble_rev
	s_getpc_b64	s[12:13]
	s_add_u32	s12, s12, hash_k@rel32@lo+4
	s_addc_u32	s13, s13, hash_k@rel32@hi+12	// s[12:13] = &hash_k
	s_load_dwordx2	s[14:15], s[12:13], 0x0	// K[0], K[1]
	s_waitcnt	lgkmcnt(0)
	v_cmp_gt_u32_e32	vcc, s8, v0		// i < n
	s_and_saveexec_b64	s[18:19], vcc
	s_cbranch_execz	.Lbitrev_exit		// whole wave out of range
	v_lshlrev_b32_e32	v1, 2, v0		// byte offset of element i
	global_load_dword	v2, v1, s[4:5]	// x
	v_mov_b32_e32	v3, 0			// r = 0
	s_mov_b32	s16, 0			// shift = 4 * nibble index
	s_waitcnt	vmcnt(0)
.Lbitrev_nibble:
	v_bfe_u32	v4, v2, s16, 4		// (x >> shift) & 15
	v_lshlrev_b32_e32	v4, 2, v4
	global_load_dword	v5, v4, s[10:11]	// nibble_rev[...]
	s_sub_u32	s17, 28, s16		// its place in the result
	s_waitcnt	vmcnt(0)
	v_lshlrev_b32_e32	v5, s17, v5
	v_or_b32_e32	v3, v3, v5
	s_add_u32	s16, s16, 4
	s_cmp_lt_u32	s16, 32
	s_cbranch_scc1	.Lbitrev_nibble
	v_mul_lo_u32	v3, v3, s14		// r * K[0]
	v_add_u32_e32	v3, s15, v3		// + K[1]
	global_store_dword	v1, v3, s[6:7]
.Lbitrev_exit:
	s_endpgm
.Lbitrev_hash_end:
	.size	bitrev_hash, .Lbitrev_hash_end-bitrev_hash

	// Data in .text, after the code: the bits of each nibble reversed.
	.p2align	4
	.type	nibble_rev,@object
nibble_rev:
	.long	0x0, 0x8, 0x4, 0xc, 0x2, 0xa, 0x6, 0xe
	.long	0x1, 0x9, 0x5, 0xd, 0x3, 0xb, 0x7, 0xf
.Lnibble_rev_end:
	.size	nibble_rev, .Lnibble_rev_end-nibble_rev

	// Instruction-prefetch padding at the end of .text, as LLVM emits it.
	.p2alignl	6, 0xbf800000
	.fill	256, 4, 0xbf800000

	.section	.rodata,"a",@progbits
	.p2align	3
	.type	hash_k,@object
hash_k:
	.long	0x9e3779b1, 0x7f4a7c15
.Lhash_k_end:
	.size	hash_k, .Lhash_k_end-hash_k

	.p2align	6, 0x0
	.amdhsa_kernel bitrev_hash
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           bitrev_hash
    .symbol:         bitrev_hash.kd
    .kernarg_segment_size: 20
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count:     26
    .vgpr_count:     6
    .agpr_count:     0
    .sgpr_spill_count: 0
    .vgpr_spill_count: 0
    .max_flat_workgroup_size: 256
    .reqd_workgroup_size: [ 256, 1, 1 ]
    .uses_dynamic_stack: false
    .args:
      - { .name: in, .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global, .is_const: true, .type_name: 'uint*' }
      - { .name: out, .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global, .type_name: 'uint*' }
      - { .name: n, .offset: 16, .size: 4, .value_kind: by_value, .type_name: uint }
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
