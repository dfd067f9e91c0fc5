"""gfx950 VOP2_DPP templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
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
    M_map_0745adee = R['map_0745adee'][1]
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_36444ad5 = R['map_36444ad5'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_86dc038b = R['map_86dc038b'][1]
    M_map_e0327e9f = R['map_e0327e9f'][1]
    M_map_ec6ded38 = R['map_ec6ded38'][1]
    def shape_07d85c6654ab(s, mask, base):
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
        return render, takes_literal, lossless
    def shape_2c63850cb6bd(s, mask, base):
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
        return render, takes_literal, lossless
    def shape_39aa59bcc946(s, mask, base):
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
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bcd6b6ba22f0(s, mask, base):
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
        return render, takes_literal, lossless
    def shape_eaf8ffce3992(s, mask, base):
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
        return render, takes_literal, lossless
    return {
        (0,): (
            shape_bcd6b6ba22f0,
            ('v_cndmask_b32_dpp ', ', ', ', ', ', vcc ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (1,): (shape_bcd6b6ba22f0, ('v_add_f32_dpp ', ', ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (2,): (shape_bcd6b6ba22f0, ('v_sub_f32_dpp ', ', ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (3,): (
            shape_bcd6b6ba22f0,
            ('v_subrev_f32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (4,): (
            shape_07d85c6654ab,
            ('v_fmac_f64_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (5,): (shape_bcd6b6ba22f0, ('v_mul_f32_dpp ', ', ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (6,): (
            shape_eaf8ffce3992,
            ('v_mul_i32_i24_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (7,): (
            shape_eaf8ffce3992,
            ('v_mul_hi_i32_i24_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (8,): (
            shape_eaf8ffce3992,
            ('v_mul_u32_u24_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (9,): (
            shape_eaf8ffce3992,
            ('v_mul_hi_u32_u24_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (10,): (
            shape_bcd6b6ba22f0,
            ('v_min_f32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (11,): (
            shape_bcd6b6ba22f0,
            ('v_max_f32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (12,): (
            shape_eaf8ffce3992,
            ('v_min_i32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (13,): (
            shape_eaf8ffce3992,
            ('v_max_i32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (14,): (
            shape_eaf8ffce3992,
            ('v_min_u32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (15,): (
            shape_eaf8ffce3992,
            ('v_max_u32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (16,): (
            shape_eaf8ffce3992,
            ('v_lshrrev_b32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (17,): (
            shape_eaf8ffce3992,
            ('v_ashrrev_i32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (18,): (
            shape_eaf8ffce3992,
            ('v_lshlrev_b32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (19,): (
            shape_eaf8ffce3992,
            ('v_and_b32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (20,): (shape_eaf8ffce3992, ('v_or_b32_dpp ', ', ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (21,): (
            shape_eaf8ffce3992,
            ('v_xor_b32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (22,): (
            shape_bcd6b6ba22f0,
            ('v_dot2c_f32_bf16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (25,): (
            shape_eaf8ffce3992,
            ('v_add_co_u32_dpp ', ', vcc, ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (26,): (
            shape_eaf8ffce3992,
            ('v_sub_co_u32_dpp ', ', vcc, ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (27,): (
            shape_eaf8ffce3992,
            ('v_subrev_co_u32_dpp ', ', vcc, ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (28,): (
            shape_eaf8ffce3992,
            ('v_addc_co_u32_dpp ', ', vcc, ', ', ', ', vcc ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (29,): (
            shape_eaf8ffce3992,
            ('v_subb_co_u32_dpp ', ', vcc, ', ', ', ', vcc ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (30,): (
            shape_eaf8ffce3992,
            ('v_subbrev_co_u32_dpp ', ', vcc, ', ', ', ', vcc ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (31,): (
            shape_bcd6b6ba22f0,
            ('v_add_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (32,): (
            shape_bcd6b6ba22f0,
            ('v_sub_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (33,): (
            shape_bcd6b6ba22f0,
            ('v_subrev_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (34,): (
            shape_bcd6b6ba22f0,
            ('v_mul_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (35,): (
            shape_bcd6b6ba22f0,
            ('v_mac_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (38,): (
            shape_eaf8ffce3992,
            ('v_add_u16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (39,): (
            shape_eaf8ffce3992,
            ('v_sub_u16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (40,): (
            shape_eaf8ffce3992,
            ('v_subrev_u16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (41,): (
            shape_eaf8ffce3992,
            ('v_mul_lo_u16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (42,): (
            shape_eaf8ffce3992,
            ('v_lshlrev_b16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (43,): (
            shape_eaf8ffce3992,
            ('v_lshrrev_b16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (44,): (
            shape_eaf8ffce3992,
            ('v_ashrrev_i16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (45,): (
            shape_bcd6b6ba22f0,
            ('v_max_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (46,): (
            shape_bcd6b6ba22f0,
            ('v_min_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (47,): (
            shape_eaf8ffce3992,
            ('v_max_u16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (48,): (
            shape_eaf8ffce3992,
            ('v_max_i16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (49,): (
            shape_eaf8ffce3992,
            ('v_min_u16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (50,): (
            shape_eaf8ffce3992,
            ('v_min_i16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (51,): (
            shape_2c63850cb6bd,
            ('v_ldexp_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0xc6000000000000, 0x0,
        ),
        (52,): (
            shape_eaf8ffce3992,
            ('v_add_u32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (53,): (
            shape_eaf8ffce3992,
            ('v_sub_u32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (54,): (
            shape_eaf8ffce3992,
            ('v_subrev_u32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (55,): (
            shape_bcd6b6ba22f0,
            ('v_dot2c_f32_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (56,): (
            shape_39aa59bcc946,
            ('v_dot2c_i32_i16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0xf6000000000000, 0x0,
        ),
        (57,): (
            shape_39aa59bcc946,
            ('v_dot4c_i32_i8_dpp ', ', ', ', ', ' ', ' ', ' '),
            0xf6000000000000, 0x0,
        ),
        (58,): (
            shape_39aa59bcc946,
            ('v_dot8c_i32_i4_dpp ', ', ', ', ', ' ', ' ', ' '),
            0xf6000000000000, 0x0,
        ),
        (59,): (
            shape_bcd6b6ba22f0,
            ('v_fmac_f32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (60,): (
            shape_bcd6b6ba22f0,
            ('v_pk_fmac_f16_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (61,): (
            shape_eaf8ffce3992,
            ('v_xnor_b32_dpp ', ', ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
    }
