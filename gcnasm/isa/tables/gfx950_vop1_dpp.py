"""gfx950 VOP1_DPP templates as code, generated with the tables by
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
    C_map_445eef89 = bytes.fromhex(
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
    )
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
    M_map_445eef89 = R['map_445eef89'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_86dc038b = R['map_86dc038b'][1]
    M_map_e0327e9f = R['map_e0327e9f'][1]
    M_map_ec6ded38 = R['map_ec6ded38'][1]
    def shape_70ecca5436f7(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_e0327e9f[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t5 + s4 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_1bfc3ba5[x]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_718bd9e965ba(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_e0327e9f[((v >> 40) & 511)]
            if t3 is None: raise Invalid
            t4 = M_map_36444ad5[((v >> 60) & 15)]
            if t4 is None: raise Invalid
            t5 = M_map_86dc038b[((v >> 56) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 52) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 53) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 54) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 55) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_0745adee[((v >> 51) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t5 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7f414c4c3126(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_58198513[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_e0327e9f[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t5 + s4 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_58198513[x]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_837495fde0d1(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_e0327e9f[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t5 + s4 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_1bfc3ba5[x]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_87cb05e47cd2(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_58198513[((v >> 32) & 255)]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_ec6ded38[((v >> 40) & 511)]
            if t4 is None: raise Invalid
            t5 = M_map_36444ad5[((v >> 60) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_86dc038b[((v >> 56) & 15)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + s3 + t5 + s4 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((v >> 32) & 255)
            if not C_map_58198513[x]: return False
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9435a2f3d11b(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_ec6ded38[((v >> 40) & 511)]
            if t3 is None: raise Invalid
            t4 = M_map_36444ad5[((v >> 60) & 15)]
            if t4 is None: raise Invalid
            t5 = M_map_86dc038b[((v >> 56) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 52) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 53) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 54) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 55) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_0745adee[((v >> 51) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t5 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
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
    def shape_d79e8a98f2ee(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_e0327e9f[((v >> 40) & 511)]
            if t3 is None: raise Invalid
            t4 = M_map_36444ad5[((v >> 60) & 15)]
            if t4 is None: raise Invalid
            t5 = M_map_86dc038b[((v >> 56) & 15)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 52) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 53) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 54) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 55) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_0745adee[((v >> 51) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t5 + t6 + t7 + t8 + t9 + t10
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_e0327e9f[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fc93773b6d5d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_ec6ded38[((v >> 40) & 511)]
            if t1 is None: raise Invalid
            t2 = M_map_36444ad5[((v >> 60) & 15)]
            if t2 is None: raise Invalid
            t3 = M_map_86dc038b[((v >> 56) & 15)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 17) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 52) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 53) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 54) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 55) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_0745adee[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_ec6ded38[((v >> 40) & 511)]: return False
            if not C_map_36444ad5[((v >> 60) & 15)]: return False
            if not C_map_86dc038b[((v >> 56) & 15)]: return False
            if not C_map_445eef89[((v >> 17) & 255)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_107584a0[((v >> 54) & 1)]: return False
            if not C_map_107584a0[((v >> 55) & 1)]: return False
            if not C_map_0745adee[((v >> 51) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_fc93773b6d5d, ('v_nop ', ' ', ' '), 0x600ff00000000, 0x0),
        (1,): (shape_9435a2f3d11b, ('v_mov_b32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (3,): (shape_837495fde0d1, ('v_cvt_i32_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (4,): (shape_718bd9e965ba, ('v_cvt_f64_i32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (5,): (shape_9435a2f3d11b, ('v_cvt_f32_i32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (6,): (shape_9435a2f3d11b, ('v_cvt_f32_u32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (7,): (shape_87cb05e47cd2, ('v_cvt_u32_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (8,): (shape_87cb05e47cd2, ('v_cvt_i32_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (10,): (shape_87cb05e47cd2, ('v_cvt_f16_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (11,): (shape_87cb05e47cd2, ('v_cvt_f32_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (12,): (
            shape_87cb05e47cd2,
            ('v_cvt_rpi_i32_f32_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (13,): (
            shape_87cb05e47cd2,
            ('v_cvt_flr_i32_f32_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (14,): (
            shape_9435a2f3d11b,
            ('v_cvt_off_f32_i4_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (15,): (shape_837495fde0d1, ('v_cvt_f32_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (16,): (shape_7f414c4c3126, ('v_cvt_f64_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (17,): (
            shape_9435a2f3d11b,
            ('v_cvt_f32_ubyte0_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (18,): (
            shape_9435a2f3d11b,
            ('v_cvt_f32_ubyte1_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (19,): (
            shape_9435a2f3d11b,
            ('v_cvt_f32_ubyte2_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (20,): (
            shape_9435a2f3d11b,
            ('v_cvt_f32_ubyte3_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (21,): (shape_837495fde0d1, ('v_cvt_u32_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (22,): (shape_718bd9e965ba, ('v_cvt_f64_u32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (23,): (shape_70ecca5436f7, ('v_trunc_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (24,): (shape_70ecca5436f7, ('v_ceil_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (25,): (shape_70ecca5436f7, ('v_rndne_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (26,): (shape_70ecca5436f7, ('v_floor_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (27,): (shape_87cb05e47cd2, ('v_fract_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (28,): (shape_87cb05e47cd2, ('v_trunc_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (29,): (shape_87cb05e47cd2, ('v_ceil_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (30,): (shape_87cb05e47cd2, ('v_rndne_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (31,): (shape_87cb05e47cd2, ('v_floor_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (32,): (shape_87cb05e47cd2, ('v_exp_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (33,): (shape_87cb05e47cd2, ('v_log_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (34,): (shape_87cb05e47cd2, ('v_rcp_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (35,): (
            shape_87cb05e47cd2,
            ('v_rcp_iflag_f32_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (36,): (shape_87cb05e47cd2, ('v_rsq_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (37,): (shape_70ecca5436f7, ('v_rcp_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (38,): (shape_70ecca5436f7, ('v_rsq_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (39,): (shape_87cb05e47cd2, ('v_sqrt_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (40,): (shape_70ecca5436f7, ('v_sqrt_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (41,): (shape_87cb05e47cd2, ('v_sin_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (42,): (shape_87cb05e47cd2, ('v_cos_f32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (43,): (shape_9435a2f3d11b, ('v_not_b32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (44,): (shape_9435a2f3d11b, ('v_bfrev_b32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (45,): (shape_9435a2f3d11b, ('v_ffbh_u32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (46,): (shape_9435a2f3d11b, ('v_ffbl_b32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (47,): (shape_9435a2f3d11b, ('v_ffbh_i32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (48,): (
            shape_837495fde0d1,
            ('v_frexp_exp_i32_f64_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (49,): (
            shape_70ecca5436f7,
            ('v_frexp_mant_f64_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (50,): (shape_70ecca5436f7, ('v_fract_f64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (51,): (
            shape_87cb05e47cd2,
            ('v_frexp_exp_i32_f32_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (52,): (
            shape_87cb05e47cd2,
            ('v_frexp_mant_f32_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (55,): (
            shape_9435a2f3d11b,
            ('v_screen_partition_4se_b32_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (56,): (shape_d79e8a98f2ee, ('v_mov_b64_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (57,): (shape_9435a2f3d11b, ('v_cvt_f16_u16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (58,): (shape_9435a2f3d11b, ('v_cvt_f16_i16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (59,): (shape_87cb05e47cd2, ('v_cvt_u16_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (60,): (shape_87cb05e47cd2, ('v_cvt_i16_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (61,): (shape_87cb05e47cd2, ('v_rcp_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (62,): (shape_87cb05e47cd2, ('v_sqrt_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (63,): (shape_87cb05e47cd2, ('v_rsq_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (64,): (shape_87cb05e47cd2, ('v_log_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (65,): (shape_87cb05e47cd2, ('v_exp_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (66,): (
            shape_87cb05e47cd2,
            ('v_frexp_mant_f16_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (67,): (
            shape_87cb05e47cd2,
            ('v_frexp_exp_i16_f16_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (68,): (shape_87cb05e47cd2, ('v_floor_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (69,): (shape_87cb05e47cd2, ('v_ceil_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (70,): (shape_87cb05e47cd2, ('v_trunc_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (71,): (shape_87cb05e47cd2, ('v_rndne_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (72,): (shape_87cb05e47cd2, ('v_fract_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (73,): (shape_87cb05e47cd2, ('v_sin_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (74,): (shape_87cb05e47cd2, ('v_cos_f16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (75,): (
            shape_87cb05e47cd2,
            ('v_exp_legacy_f32_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (76,): (
            shape_87cb05e47cd2,
            ('v_log_legacy_f32_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (77,): (
            shape_87cb05e47cd2,
            ('v_cvt_norm_i16_f16_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (78,): (
            shape_87cb05e47cd2,
            ('v_cvt_norm_u16_f16_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (79,): (
            shape_9435a2f3d11b,
            ('v_sat_pk_u8_i16_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (84,): (shape_9435a2f3d11b, ('v_cvt_f32_fp8_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (85,): (shape_9435a2f3d11b, ('v_cvt_f32_bf8_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (86,): (
            shape_718bd9e965ba,
            ('v_cvt_pk_f32_fp8_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (87,): (
            shape_718bd9e965ba,
            ('v_cvt_pk_f32_bf8_dpp ', ', ', ' ', ' ', ' '),
            0x6000000000000, 0x0,
        ),
        (88,): (shape_9435a2f3d11b, ('v_prng_b32_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
        (91,): (shape_87cb05e47cd2, ('v_cvt_f32_bf16_dpp ', ', ', ' ', ' ', ' '), 0x6000000000000, 0x0),
    }
