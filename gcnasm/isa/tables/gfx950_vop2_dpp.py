"""gfx950 VOP2_DPP templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    M_map_0745adee = R['map_0745adee'][1]
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_36444ad5 = R['map_36444ad5'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_86dc038b = R['map_86dc038b'][1]
    M_map_e0327e9f = R['map_e0327e9f'][1]
    M_map_ec6ded38 = R['map_ec6ded38'][1]
    def shape_0162d01465d0(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 9) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_ec6ded38[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 52) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 53) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 55) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_0745adee[((v >> 51) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t5 + s5 + t6 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_1f6cb2fe513e(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t5 = M_map_1bfc3ba5[((v >> 9) & 255)]
            if t5 is None: raise Invalid
            t4 = compose('fp', t5, ((v >> 55) & 1), ((v >> 54) & 1), 0)
            t6 = M_map_e0327e9f[((v >> 40) & 511)]
            if t6 is None: raise Invalid
            t7 = M_map_36444ad5[((v >> 60) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_86dc038b[((v >> 56) & 15)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + s5 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_524b5512a5a4(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_58198513[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t5 = M_map_58198513[((v >> 9) & 255)]
            if t5 is None: raise Invalid
            t4 = compose('fp', t5, ((v >> 55) & 1), ((v >> 54) & 1), 0)
            t6 = M_map_ec6ded38[((v >> 40) & 511)]
            if t6 is None: raise Invalid
            t7 = M_map_36444ad5[((v >> 60) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_86dc038b[((v >> 56) & 15)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + s5 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_d8eb061d673c(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_58198513[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_58198513[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_ec6ded38[((v >> 40) & 511)]
            if t5 is None: raise Invalid
            t6 = M_map_36444ad5[((v >> 60) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_86dc038b[((v >> 56) & 15)]
            if t7 is None: raise Invalid
            t8 = M_map_0745adee[((v >> 51) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t5 + s4 + t6 + s5 + t7 + t8
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_da5a67082d12(s):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 9) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_ec6ded38[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_0745adee[((v >> 51) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t5 + s5 + t6 + t7
        def takes_literal(v):
            return False
        return render, takes_literal
    return {
        (0,): (shape_524b5512a5a4, ('v_cndmask_b32_dpp ', ', ', ', ', ', vcc ', ' ', ' ')),
        (1,): (shape_524b5512a5a4, ('v_add_f32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (2,): (shape_524b5512a5a4, ('v_sub_f32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (3,): (shape_524b5512a5a4, ('v_subrev_f32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (4,): (shape_1f6cb2fe513e, ('v_fmac_f64_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (5,): (shape_524b5512a5a4, ('v_mul_f32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (6,): (shape_0162d01465d0, ('v_mul_i32_i24_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (7,): (shape_0162d01465d0, ('v_mul_hi_i32_i24_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (8,): (shape_0162d01465d0, ('v_mul_u32_u24_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (9,): (shape_0162d01465d0, ('v_mul_hi_u32_u24_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (10,): (shape_524b5512a5a4, ('v_min_f32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (11,): (shape_524b5512a5a4, ('v_max_f32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (12,): (shape_0162d01465d0, ('v_min_i32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (13,): (shape_0162d01465d0, ('v_max_i32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (14,): (shape_0162d01465d0, ('v_min_u32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (15,): (shape_0162d01465d0, ('v_max_u32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (16,): (shape_0162d01465d0, ('v_lshrrev_b32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (17,): (shape_0162d01465d0, ('v_ashrrev_i32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (18,): (shape_0162d01465d0, ('v_lshlrev_b32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (19,): (shape_0162d01465d0, ('v_and_b32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (20,): (shape_0162d01465d0, ('v_or_b32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (21,): (shape_0162d01465d0, ('v_xor_b32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (22,): (shape_524b5512a5a4, ('v_dot2c_f32_bf16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (25,): (shape_0162d01465d0, ('v_add_co_u32_dpp ', ', vcc, ', ', ', ' ', ' ', ' ')),
        (26,): (shape_0162d01465d0, ('v_sub_co_u32_dpp ', ', vcc, ', ', ', ' ', ' ', ' ')),
        (27,): (shape_0162d01465d0, ('v_subrev_co_u32_dpp ', ', vcc, ', ', ', ' ', ' ', ' ')),
        (28,): (shape_0162d01465d0, ('v_addc_co_u32_dpp ', ', vcc, ', ', ', ', vcc ', ' ', ' ')),
        (29,): (shape_0162d01465d0, ('v_subb_co_u32_dpp ', ', vcc, ', ', ', ', vcc ', ' ', ' ')),
        (30,): (shape_0162d01465d0, ('v_subbrev_co_u32_dpp ', ', vcc, ', ', ', ', vcc ', ' ', ' ')),
        (31,): (shape_524b5512a5a4, ('v_add_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (32,): (shape_524b5512a5a4, ('v_sub_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (33,): (shape_524b5512a5a4, ('v_subrev_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (34,): (shape_524b5512a5a4, ('v_mul_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (35,): (shape_524b5512a5a4, ('v_mac_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (38,): (shape_0162d01465d0, ('v_add_u16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (39,): (shape_0162d01465d0, ('v_sub_u16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (40,): (shape_0162d01465d0, ('v_subrev_u16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (41,): (shape_0162d01465d0, ('v_mul_lo_u16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (42,): (shape_0162d01465d0, ('v_lshlrev_b16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (43,): (shape_0162d01465d0, ('v_lshrrev_b16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (44,): (shape_0162d01465d0, ('v_ashrrev_i16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (45,): (shape_524b5512a5a4, ('v_max_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (46,): (shape_524b5512a5a4, ('v_min_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (47,): (shape_0162d01465d0, ('v_max_u16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (48,): (shape_0162d01465d0, ('v_max_i16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (49,): (shape_0162d01465d0, ('v_min_u16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (50,): (shape_0162d01465d0, ('v_min_i16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (51,): (shape_d8eb061d673c, ('v_ldexp_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (52,): (shape_0162d01465d0, ('v_add_u32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (53,): (shape_0162d01465d0, ('v_sub_u32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (54,): (shape_0162d01465d0, ('v_subrev_u32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (55,): (shape_524b5512a5a4, ('v_dot2c_f32_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (56,): (shape_da5a67082d12, ('v_dot2c_i32_i16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (57,): (shape_da5a67082d12, ('v_dot4c_i32_i8_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (58,): (shape_da5a67082d12, ('v_dot8c_i32_i4_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (59,): (shape_524b5512a5a4, ('v_fmac_f32_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (60,): (shape_524b5512a5a4, ('v_pk_fmac_f16_dpp ', ', ', ', ', ' ', ' ', ' ')),
        (61,): (shape_0162d01465d0, ('v_xnor_b32_dpp ', ', ', ', ', ' ', ' ', ' ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
    C_map_0745adee = bytes.fromhex('0101')
    C_map_107584a0 = bytes.fromhex('0100')
    C_map_1bfc3ba5 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_36444ad5 = bytes.fromhex('01010101010101010101010101010101')
    C_map_58198513 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_86dc038b = bytes.fromhex('01010101010101010101010101010101')
    C_map_e0327e9f = bytes.fromhex(
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000001010101010101010101010101010101'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
    )
    C_map_ec6ded38 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010100010101010101010101010101010101'
        '0001010101010101010101010101010101000000010000000100000001000000'
        '0101010100000000000000000000000001010101010101010101010101010101'
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
    )
    def lossless_272b6610c693(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_497c581aafda(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_1bfc3ba5[x]: return False
            x = ((v >> 9) & 255)
            if not C_map_1bfc3ba5[x]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_83c34886d8cd(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_96e2674e90f8(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_58198513[x]: return False
            x = ((v >> 9) & 255)
            if not C_map_58198513[x]: return False
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b34867853535(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_58198513[x]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return lossless
    return {
        (0,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (1,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (2,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (3,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (4,): (lossless_497c581aafda, 0x6000000000000, 0x0),
        (5,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (6,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (7,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (8,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (9,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (10,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (11,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (12,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (13,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (14,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (15,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (16,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (17,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (18,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (19,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (20,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (21,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (22,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (25,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (26,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (27,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (28,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (29,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (30,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (31,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (32,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (33,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (34,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (35,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (38,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (39,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (40,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (41,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (42,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (43,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (44,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (45,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (46,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (47,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (48,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (49,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (50,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (51,): (lossless_b34867853535, 0xc6000000000000, 0x0),
        (52,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (53,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (54,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
        (55,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (56,): (lossless_272b6610c693, 0xf6000000000000, 0x0),
        (57,): (lossless_272b6610c693, 0xf6000000000000, 0x0),
        (58,): (lossless_272b6610c693, 0xf6000000000000, 0x0),
        (59,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (60,): (lossless_96e2674e90f8, 0x6000000000000, 0x0),
        (61,): (lossless_83c34886d8cd, 0x6000000000000, 0x0),
    }
