"""gfx950 VOPC_SDWA templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_map_107584a0 = bytes.fromhex('0100')
    C_map_67dd4490 = bytes.fromhex('0101010101010100')
    C_map_919083e7 = bytes.fromhex('0101010101010100')
    C_map_d32419b9 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
    )
    C_map_fdc82061 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
    )
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_67dd4490 = R['map_67dd4490'][1]
    M_map_919083e7 = R['map_919083e7'][1]
    M_map_d32419b9 = R['map_d32419b9'][1]
    M_map_fdc82061 = R['map_fdc82061'][1]
    def shape_27e922c8bf88(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 40) & 127)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_67dd4490[((v >> 56) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 51) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 60) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_3606cf5283a5(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 40) & 127)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_67dd4490[((v >> 56) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 60) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_6e4b1699c446(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t2 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t2 is None: raise Invalid
            t1 = compose('fp', t2, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t4 is None: raise Invalid
            t3 = compose('fp', t4, ((v >> 61) & 1), ((v >> 60) & 1), 0)
            t5 = M_map_919083e7[((v >> 48) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_67dd4490[((v >> 56) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 51) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 59) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t3 + s2 + t5 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_70c0f8dbdbdb(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 40) & 127)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t5 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('fp', t5, ((v >> 61) & 1), ((v >> 60) & 1), 0)
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_67dd4490[((v >> 56) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 51) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 59) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + t8 + t9
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_a3fad7ee0a03(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t2 = M_map_fdc82061[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t2 is None: raise Invalid
            t1 = compose('int', t2, 0, 0, ((v >> 51) & 1))
            t4 = M_map_fdc82061[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t4 is None: raise Invalid
            t3 = compose('int', t4, 0, 0, ((v >> 59) & 1))
            t5 = M_map_919083e7[((v >> 48) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_67dd4490[((v >> 56) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 52) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 53) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 60) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t3 + s2 + t5 + s3 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        def lossless(v, lit):
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_fdc82061[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_fdc82061[x]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b0fd6599dc8c(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t2 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t2 is None: raise Invalid
            t1 = compose('fp', t2, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t4 is None: raise Invalid
            t3 = compose('int', t4, 0, 0, ((v >> 59) & 1))
            t5 = M_map_919083e7[((v >> 48) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_67dd4490[((v >> 56) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 51) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 60) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 61) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t3 + s2 + t5 + s3 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        def lossless(v, lit):
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c396bc8b43bb(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1efde9b7[((v >> 40) & 127)]
            if t1 is None: raise Invalid
            t3 = M_map_fdc82061[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t5 = M_map_fdc82061[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t5 is None: raise Invalid
            t4 = compose('int', t5, 0, 0, ((v >> 59) & 1))
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_67dd4490[((v >> 56) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 60) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t6 + s4 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_f72c56cc3f3c(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t2 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t2 is None: raise Invalid
            t1 = compose('int', t2, 0, 0, ((v >> 51) & 1))
            t4 = M_map_d32419b9[((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))]
            if t4 is None: raise Invalid
            t3 = compose('int', t4, 0, 0, ((v >> 59) & 1))
            t5 = M_map_919083e7[((v >> 48) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_67dd4490[((v >> 56) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 52) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 53) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 60) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t3 + s2 + t5 + s3 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        def lossless(v, lit):
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            x = ((((v >> 9) & 255) << 0) | (((v >> 63) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_67dd4490[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (16, 0): (
            shape_b0fd6599dc8c,
            ('v_cmp_class_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (16, 1): (shape_27e922c8bf88, ('v_cmp_class_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (17, 0): (
            shape_b0fd6599dc8c,
            ('v_cmpx_class_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (17, 1): (shape_27e922c8bf88, ('v_cmpx_class_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (20, 0): (
            shape_b0fd6599dc8c,
            ('v_cmp_class_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (20, 1): (shape_27e922c8bf88, ('v_cmp_class_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (21, 0): (
            shape_b0fd6599dc8c,
            ('v_cmpx_class_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (21, 1): (shape_27e922c8bf88, ('v_cmpx_class_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (32, 0): (
            shape_6e4b1699c446,
            ('v_cmp_f_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (32, 1): (shape_70c0f8dbdbdb, ('v_cmp_f_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (33, 0): (
            shape_6e4b1699c446,
            ('v_cmp_lt_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (33, 1): (shape_70c0f8dbdbdb, ('v_cmp_lt_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (34, 0): (
            shape_6e4b1699c446,
            ('v_cmp_eq_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (34, 1): (shape_70c0f8dbdbdb, ('v_cmp_eq_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (35, 0): (
            shape_6e4b1699c446,
            ('v_cmp_le_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (35, 1): (shape_70c0f8dbdbdb, ('v_cmp_le_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (36, 0): (
            shape_6e4b1699c446,
            ('v_cmp_gt_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (36, 1): (shape_70c0f8dbdbdb, ('v_cmp_gt_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (37, 0): (
            shape_6e4b1699c446,
            ('v_cmp_lg_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (37, 1): (shape_70c0f8dbdbdb, ('v_cmp_lg_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (38, 0): (
            shape_6e4b1699c446,
            ('v_cmp_ge_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (38, 1): (shape_70c0f8dbdbdb, ('v_cmp_ge_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (39, 0): (
            shape_6e4b1699c446,
            ('v_cmp_o_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (39, 1): (shape_70c0f8dbdbdb, ('v_cmp_o_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (40, 0): (
            shape_6e4b1699c446,
            ('v_cmp_u_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (40, 1): (shape_70c0f8dbdbdb, ('v_cmp_u_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (41, 0): (
            shape_6e4b1699c446,
            ('v_cmp_nge_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (41, 1): (shape_70c0f8dbdbdb, ('v_cmp_nge_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (42, 0): (
            shape_6e4b1699c446,
            ('v_cmp_nlg_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (42, 1): (shape_70c0f8dbdbdb, ('v_cmp_nlg_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (43, 0): (
            shape_6e4b1699c446,
            ('v_cmp_ngt_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (43, 1): (shape_70c0f8dbdbdb, ('v_cmp_ngt_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (44, 0): (
            shape_6e4b1699c446,
            ('v_cmp_nle_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (44, 1): (shape_70c0f8dbdbdb, ('v_cmp_nle_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (45, 0): (
            shape_6e4b1699c446,
            ('v_cmp_neq_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (45, 1): (shape_70c0f8dbdbdb, ('v_cmp_neq_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (46, 0): (
            shape_6e4b1699c446,
            ('v_cmp_nlt_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (46, 1): (shape_70c0f8dbdbdb, ('v_cmp_nlt_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (47, 0): (
            shape_6e4b1699c446,
            ('v_cmp_tru_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (47, 1): (shape_70c0f8dbdbdb, ('v_cmp_tru_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (48, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_f_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (48, 1): (shape_70c0f8dbdbdb, ('v_cmpx_f_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (49, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_lt_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (49, 1): (shape_70c0f8dbdbdb, ('v_cmpx_lt_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (50, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_eq_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (50, 1): (shape_70c0f8dbdbdb, ('v_cmpx_eq_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (51, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_le_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (51, 1): (shape_70c0f8dbdbdb, ('v_cmpx_le_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (52, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_gt_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (52, 1): (shape_70c0f8dbdbdb, ('v_cmpx_gt_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (53, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_lg_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (53, 1): (shape_70c0f8dbdbdb, ('v_cmpx_lg_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (54, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_ge_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (54, 1): (shape_70c0f8dbdbdb, ('v_cmpx_ge_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (55, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_o_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (55, 1): (shape_70c0f8dbdbdb, ('v_cmpx_o_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (56, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_u_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (56, 1): (shape_70c0f8dbdbdb, ('v_cmpx_u_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (57, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_nge_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (57, 1): (shape_70c0f8dbdbdb, ('v_cmpx_nge_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (58, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_nlg_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (58, 1): (shape_70c0f8dbdbdb, ('v_cmpx_nlg_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (59, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_ngt_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (59, 1): (shape_70c0f8dbdbdb, ('v_cmpx_ngt_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (60, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_nle_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (60, 1): (shape_70c0f8dbdbdb, ('v_cmpx_nle_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (61, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_neq_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (61, 1): (shape_70c0f8dbdbdb, ('v_cmpx_neq_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (62, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_nlt_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (62, 1): (shape_70c0f8dbdbdb, ('v_cmpx_nlt_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (63, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_tru_f16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (63, 1): (shape_70c0f8dbdbdb, ('v_cmpx_tru_f16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (64, 0): (
            shape_6e4b1699c446,
            ('v_cmp_f_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (64, 1): (shape_70c0f8dbdbdb, ('v_cmp_f_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (65, 0): (
            shape_6e4b1699c446,
            ('v_cmp_lt_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (65, 1): (shape_70c0f8dbdbdb, ('v_cmp_lt_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (66, 0): (
            shape_6e4b1699c446,
            ('v_cmp_eq_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (66, 1): (shape_70c0f8dbdbdb, ('v_cmp_eq_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (67, 0): (
            shape_6e4b1699c446,
            ('v_cmp_le_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (67, 1): (shape_70c0f8dbdbdb, ('v_cmp_le_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (68, 0): (
            shape_6e4b1699c446,
            ('v_cmp_gt_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (68, 1): (shape_70c0f8dbdbdb, ('v_cmp_gt_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (69, 0): (
            shape_6e4b1699c446,
            ('v_cmp_lg_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (69, 1): (shape_70c0f8dbdbdb, ('v_cmp_lg_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (70, 0): (
            shape_6e4b1699c446,
            ('v_cmp_ge_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (70, 1): (shape_70c0f8dbdbdb, ('v_cmp_ge_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (71, 0): (
            shape_6e4b1699c446,
            ('v_cmp_o_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (71, 1): (shape_70c0f8dbdbdb, ('v_cmp_o_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (72, 0): (
            shape_6e4b1699c446,
            ('v_cmp_u_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (72, 1): (shape_70c0f8dbdbdb, ('v_cmp_u_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (73, 0): (
            shape_6e4b1699c446,
            ('v_cmp_nge_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (73, 1): (shape_70c0f8dbdbdb, ('v_cmp_nge_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (74, 0): (
            shape_6e4b1699c446,
            ('v_cmp_nlg_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (74, 1): (shape_70c0f8dbdbdb, ('v_cmp_nlg_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (75, 0): (
            shape_6e4b1699c446,
            ('v_cmp_ngt_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (75, 1): (shape_70c0f8dbdbdb, ('v_cmp_ngt_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (76, 0): (
            shape_6e4b1699c446,
            ('v_cmp_nle_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (76, 1): (shape_70c0f8dbdbdb, ('v_cmp_nle_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (77, 0): (
            shape_6e4b1699c446,
            ('v_cmp_neq_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (77, 1): (shape_70c0f8dbdbdb, ('v_cmp_neq_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (78, 0): (
            shape_6e4b1699c446,
            ('v_cmp_nlt_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (78, 1): (shape_70c0f8dbdbdb, ('v_cmp_nlt_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (79, 0): (
            shape_6e4b1699c446,
            ('v_cmp_tru_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (79, 1): (shape_70c0f8dbdbdb, ('v_cmp_tru_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (80, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_f_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (80, 1): (shape_70c0f8dbdbdb, ('v_cmpx_f_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (81, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_lt_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (81, 1): (shape_70c0f8dbdbdb, ('v_cmpx_lt_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (82, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_eq_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (82, 1): (shape_70c0f8dbdbdb, ('v_cmpx_eq_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (83, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_le_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (83, 1): (shape_70c0f8dbdbdb, ('v_cmpx_le_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (84, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_gt_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (84, 1): (shape_70c0f8dbdbdb, ('v_cmpx_gt_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (85, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_lg_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (85, 1): (shape_70c0f8dbdbdb, ('v_cmpx_lg_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (86, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_ge_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (86, 1): (shape_70c0f8dbdbdb, ('v_cmpx_ge_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (87, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_o_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (87, 1): (shape_70c0f8dbdbdb, ('v_cmpx_o_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (88, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_u_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (88, 1): (shape_70c0f8dbdbdb, ('v_cmpx_u_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (89, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_nge_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (89, 1): (shape_70c0f8dbdbdb, ('v_cmpx_nge_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (90, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_nlg_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (90, 1): (shape_70c0f8dbdbdb, ('v_cmpx_nlg_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (91, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_ngt_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (91, 1): (shape_70c0f8dbdbdb, ('v_cmpx_ngt_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (92, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_nle_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (92, 1): (shape_70c0f8dbdbdb, ('v_cmpx_nle_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (93, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_neq_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (93, 1): (shape_70c0f8dbdbdb, ('v_cmpx_neq_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (94, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_nlt_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (94, 1): (shape_70c0f8dbdbdb, ('v_cmpx_nlt_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (95, 0): (
            shape_6e4b1699c446,
            ('v_cmpx_tru_f32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (95, 1): (shape_70c0f8dbdbdb, ('v_cmpx_tru_f32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (160, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_f_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (160, 1): (shape_c396bc8b43bb, ('v_cmp_f_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (161, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_lt_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (161, 1): (shape_c396bc8b43bb, ('v_cmp_lt_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (162, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_eq_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (162, 1): (shape_c396bc8b43bb, ('v_cmp_eq_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (163, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_le_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (163, 1): (shape_c396bc8b43bb, ('v_cmp_le_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (164, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_gt_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (164, 1): (shape_c396bc8b43bb, ('v_cmp_gt_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (165, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_ne_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (165, 1): (shape_c396bc8b43bb, ('v_cmp_ne_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (166, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_ge_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (166, 1): (shape_c396bc8b43bb, ('v_cmp_ge_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (167, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_t_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (167, 1): (shape_c396bc8b43bb, ('v_cmp_t_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (168, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_f_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (168, 1): (shape_c396bc8b43bb, ('v_cmp_f_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (169, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_lt_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (169, 1): (shape_c396bc8b43bb, ('v_cmp_lt_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (170, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_eq_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (170, 1): (shape_c396bc8b43bb, ('v_cmp_eq_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (171, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_le_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (171, 1): (shape_c396bc8b43bb, ('v_cmp_le_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (172, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_gt_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (172, 1): (shape_c396bc8b43bb, ('v_cmp_gt_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (173, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_ne_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (173, 1): (shape_c396bc8b43bb, ('v_cmp_ne_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (174, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_ge_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (174, 1): (shape_c396bc8b43bb, ('v_cmp_ge_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (175, 0): (
            shape_a3fad7ee0a03,
            ('v_cmp_t_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (175, 1): (shape_c396bc8b43bb, ('v_cmp_t_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (176, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_f_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (176, 1): (shape_c396bc8b43bb, ('v_cmpx_f_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (177, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_lt_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (177, 1): (shape_c396bc8b43bb, ('v_cmpx_lt_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (178, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_eq_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (178, 1): (shape_c396bc8b43bb, ('v_cmpx_eq_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (179, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_le_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (179, 1): (shape_c396bc8b43bb, ('v_cmpx_le_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (180, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_gt_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (180, 1): (shape_c396bc8b43bb, ('v_cmpx_gt_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (181, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_ne_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (181, 1): (shape_c396bc8b43bb, ('v_cmpx_ne_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (182, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_ge_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (182, 1): (shape_c396bc8b43bb, ('v_cmpx_ge_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (183, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_t_i16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (183, 1): (shape_c396bc8b43bb, ('v_cmpx_t_i16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (184, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_f_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (184, 1): (shape_c396bc8b43bb, ('v_cmpx_f_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (185, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_lt_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (185, 1): (shape_c396bc8b43bb, ('v_cmpx_lt_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (186, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_eq_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (186, 1): (shape_c396bc8b43bb, ('v_cmpx_eq_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (187, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_le_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (187, 1): (shape_c396bc8b43bb, ('v_cmpx_le_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (188, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_gt_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (188, 1): (shape_c396bc8b43bb, ('v_cmpx_gt_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (189, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_ne_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (189, 1): (shape_c396bc8b43bb, ('v_cmpx_ne_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (190, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_ge_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (190, 1): (shape_c396bc8b43bb, ('v_cmpx_ge_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (191, 0): (
            shape_a3fad7ee0a03,
            ('v_cmpx_t_u16_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (191, 1): (shape_c396bc8b43bb, ('v_cmpx_t_u16_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (192, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_f_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (192, 1): (shape_3606cf5283a5, ('v_cmp_f_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (193, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_lt_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (193, 1): (shape_3606cf5283a5, ('v_cmp_lt_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (194, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_eq_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (194, 1): (shape_3606cf5283a5, ('v_cmp_eq_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (195, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_le_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (195, 1): (shape_3606cf5283a5, ('v_cmp_le_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (196, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_gt_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (196, 1): (shape_3606cf5283a5, ('v_cmp_gt_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (197, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_ne_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (197, 1): (shape_3606cf5283a5, ('v_cmp_ne_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (198, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_ge_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (198, 1): (shape_3606cf5283a5, ('v_cmp_ge_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (199, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_t_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (199, 1): (shape_3606cf5283a5, ('v_cmp_t_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (200, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_f_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (200, 1): (shape_3606cf5283a5, ('v_cmp_f_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (201, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_lt_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (201, 1): (shape_3606cf5283a5, ('v_cmp_lt_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (202, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_eq_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (202, 1): (shape_3606cf5283a5, ('v_cmp_eq_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (203, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_le_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (203, 1): (shape_3606cf5283a5, ('v_cmp_le_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (204, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_gt_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (204, 1): (shape_3606cf5283a5, ('v_cmp_gt_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (205, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_ne_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (205, 1): (shape_3606cf5283a5, ('v_cmp_ne_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (206, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_ge_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (206, 1): (shape_3606cf5283a5, ('v_cmp_ge_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (207, 0): (
            shape_f72c56cc3f3c,
            ('v_cmp_t_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (207, 1): (shape_3606cf5283a5, ('v_cmp_t_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (208, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_f_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (208, 1): (shape_3606cf5283a5, ('v_cmpx_f_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (209, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_lt_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (209, 1): (shape_3606cf5283a5, ('v_cmpx_lt_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (210, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_eq_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (210, 1): (shape_3606cf5283a5, ('v_cmpx_eq_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (211, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_le_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (211, 1): (shape_3606cf5283a5, ('v_cmpx_le_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (212, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_gt_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (212, 1): (shape_3606cf5283a5, ('v_cmpx_gt_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (213, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_ne_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (213, 1): (shape_3606cf5283a5, ('v_cmpx_ne_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (214, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_ge_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (214, 1): (shape_3606cf5283a5, ('v_cmpx_ge_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (215, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_t_i32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (215, 1): (shape_3606cf5283a5, ('v_cmpx_t_i32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (216, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_f_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (216, 1): (shape_3606cf5283a5, ('v_cmpx_f_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (217, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_lt_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (217, 1): (shape_3606cf5283a5, ('v_cmpx_lt_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (218, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_eq_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (218, 1): (shape_3606cf5283a5, ('v_cmpx_eq_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (219, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_le_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (219, 1): (shape_3606cf5283a5, ('v_cmpx_le_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (220, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_gt_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (220, 1): (shape_3606cf5283a5, ('v_cmpx_gt_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (221, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_ne_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (221, 1): (shape_3606cf5283a5, ('v_cmpx_ne_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (222, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_ge_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (222, 1): (shape_3606cf5283a5, ('v_cmpx_ge_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
        (223, 0): (
            shape_f72c56cc3f3c,
            ('v_cmpx_t_u32_sdwa vcc, ', ', ', ' ', ' '),
            0x40407f0000000000, 0x0,
        ),
        (223, 1): (shape_3606cf5283a5, ('v_cmpx_t_u32_sdwa ', ', ', ', ', ' ', ' '), 0x0, 0x0),
    }
