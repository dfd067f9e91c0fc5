"""gfx950 VOP1_SDWA templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_map_02caeb65 = bytes.fromhex('0100000000000000')
    C_map_0904e53d = bytes.fromhex('0000000000000100')
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
    C_map_d7b5c8b3 = bytes.fromhex('01000000')
    C_map_dea46155 = bytes.fromhex('01010101')
    C_map_e049914f = bytes.fromhex('0101010101010100')
    C_map_e6aaa6e0 = bytes.fromhex('01010100')
    C_map_f8096436 = bytes.fromhex('0101')
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
    M_map_02caeb65 = R['map_02caeb65'][1]
    M_map_0904e53d = R['map_0904e53d'][1]
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_445eef89 = R['map_445eef89'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_919083e7 = R['map_919083e7'][1]
    M_map_d32419b9 = R['map_d32419b9'][1]
    M_map_d7b5c8b3 = R['map_d7b5c8b3'][1]
    M_map_dea46155 = R['map_dea46155'][1]
    M_map_e049914f = R['map_e049914f'][1]
    M_map_e6aaa6e0 = R['map_e6aaa6e0'][1]
    M_map_f8096436 = R['map_f8096436'][1]
    M_map_fdc82061 = R['map_fdc82061'][1]
    def shape_00324809f319(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_0904e53d[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_02caeb65[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5 + s2 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_0904e53d[((v >> 40) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_211756fbd2f8(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_e049914f[((v >> 40) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t6 is None: raise Invalid
            t7 = M_map_919083e7[((v >> 48) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_02caeb65[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + s2
                + t5
                + s3
                + t6
                + s4
                + t7
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_d7b5c8b3[((v >> 46) & 3)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4c37490a3ee4(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_919083e7[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_0904e53d[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_02caeb65[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5 + s2 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_0904e53d[((v >> 40) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a2acb609b857(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_e049914f[((v >> 40) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t7 is None: raise Invalid
            t8 = M_map_919083e7[((v >> 48) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_02caeb65[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + t5
                + s2
                + t6
                + s3
                + t7
                + s4
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_107584a0[((v >> 51) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bab0f43e40f0(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_445eef89[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_107584a0[((v >> 45) & 1)]
            if t2 is None: raise Invalid
            t3 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t3 is None: raise Invalid
            t4 = M_map_02caeb65[((v >> 48) & 7)]
            if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 51) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 52) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 53) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_02caeb65[((v >> 56) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 59) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 60) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            return s0 + t1 + t2 + t3 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_bc873d3a0d96(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_e049914f[((v >> 40) & 7)]
            if t5 is None: raise Invalid
            t6 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t6 is None: raise Invalid
            t7 = M_map_919083e7[((v >> 48) & 7)]
            if t7 is None: raise Invalid
            t8 = M_map_d7b5c8b3[((v >> 46) & 3)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 52) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 59) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + s2
                + t5
                + s3
                + t6
                + s4
                + t7
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_d7b5c8b3[((v >> 46) & 3)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bcb854d3c642(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_fdc82061[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_e049914f[((v >> 40) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t7 is None: raise Invalid
            t8 = M_map_919083e7[((v >> 48) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 52) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 59) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + t5
                + s2
                + t6
                + s3
                + t7
                + s4
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_fdc82061[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fe4ab7d1c7d8(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_map_d32419b9[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_map_f8096436[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_dea46155[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_map_e049914f[((v >> 40) & 7)]
            if t6 is None: raise Invalid
            t7 = M_map_e6aaa6e0[((v >> 43) & 3)]
            if t7 is None: raise Invalid
            t8 = M_map_919083e7[((v >> 48) & 7)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 52) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_02caeb65[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 59) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + t5
                + s2
                + t6
                + s3
                + t7
                + s4
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_map_d32419b9[x]: return False
            if not C_map_f8096436[((v >> 45) & 1)]: return False
            if not C_map_dea46155[((v >> 46) & 3)]: return False
            if not C_map_e049914f[((v >> 40) & 7)]: return False
            if not C_map_e6aaa6e0[((v >> 43) & 3)]: return False
            if not C_map_919083e7[((v >> 48) & 7)]: return False
            if not C_map_107584a0[((v >> 52) & 1)]: return False
            if not C_map_107584a0[((v >> 53) & 1)]: return False
            if not C_map_02caeb65[((v >> 56) & 7)]: return False
            if not C_map_107584a0[((v >> 59) & 1)]: return False
            if not C_map_107584a0[((v >> 60) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_bab0f43e40f0, ('v_nop',), 0x0, 0x0),
        (1,): (shape_bc873d3a0d96, ('v_mov_b32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (5,): (
            shape_fe4ab7d1c7d8,
            ('v_cvt_f32_i32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (6,): (
            shape_fe4ab7d1c7d8,
            ('v_cvt_f32_u32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (7,): (
            shape_211756fbd2f8,
            ('v_cvt_u32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (8,): (
            shape_211756fbd2f8,
            ('v_cvt_i32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (10,): (
            shape_a2acb609b857,
            ('v_cvt_f16_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (11,): (
            shape_a2acb609b857,
            ('v_cvt_f32_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (12,): (
            shape_211756fbd2f8,
            ('v_cvt_rpi_i32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (13,): (
            shape_211756fbd2f8,
            ('v_cvt_flr_i32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (14,): (
            shape_fe4ab7d1c7d8,
            ('v_cvt_off_f32_i4_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (17,): (
            shape_fe4ab7d1c7d8,
            ('v_cvt_f32_ubyte0_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (18,): (
            shape_fe4ab7d1c7d8,
            ('v_cvt_f32_ubyte1_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (19,): (
            shape_fe4ab7d1c7d8,
            ('v_cvt_f32_ubyte2_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (20,): (
            shape_fe4ab7d1c7d8,
            ('v_cvt_f32_ubyte3_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (27,): (
            shape_a2acb609b857,
            ('v_fract_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (28,): (
            shape_a2acb609b857,
            ('v_trunc_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (29,): (shape_a2acb609b857, ('v_ceil_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (30,): (
            shape_a2acb609b857,
            ('v_rndne_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (31,): (
            shape_a2acb609b857,
            ('v_floor_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (32,): (shape_a2acb609b857, ('v_exp_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (33,): (shape_a2acb609b857, ('v_log_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (34,): (shape_a2acb609b857, ('v_rcp_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (35,): (
            shape_a2acb609b857,
            ('v_rcp_iflag_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (36,): (shape_a2acb609b857, ('v_rsq_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (39,): (shape_a2acb609b857, ('v_sqrt_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (41,): (shape_a2acb609b857, ('v_sin_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (42,): (shape_a2acb609b857, ('v_cos_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (43,): (shape_bc873d3a0d96, ('v_not_b32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (44,): (
            shape_bc873d3a0d96,
            ('v_bfrev_b32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (45,): (shape_bc873d3a0d96, ('v_ffbh_u32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (46,): (shape_bc873d3a0d96, ('v_ffbl_b32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (47,): (shape_bc873d3a0d96, ('v_ffbh_i32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (51,): (
            shape_211756fbd2f8,
            ('v_frexp_exp_i32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (52,): (
            shape_a2acb609b857,
            ('v_frexp_mant_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (55,): (
            shape_bc873d3a0d96,
            ('v_screen_partition_4se_b32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (57,): (
            shape_bcb854d3c642,
            ('v_cvt_f16_u16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (58,): (
            shape_bcb854d3c642,
            ('v_cvt_f16_i16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (59,): (
            shape_211756fbd2f8,
            ('v_cvt_u16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (60,): (
            shape_211756fbd2f8,
            ('v_cvt_i16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (61,): (shape_a2acb609b857, ('v_rcp_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (62,): (shape_a2acb609b857, ('v_sqrt_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (63,): (shape_a2acb609b857, ('v_rsq_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (64,): (shape_a2acb609b857, ('v_log_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (65,): (shape_a2acb609b857, ('v_exp_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (66,): (
            shape_a2acb609b857,
            ('v_frexp_mant_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (67,): (
            shape_211756fbd2f8,
            ('v_frexp_exp_i16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (68,): (
            shape_a2acb609b857,
            ('v_floor_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (69,): (shape_a2acb609b857, ('v_ceil_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (70,): (
            shape_a2acb609b857,
            ('v_trunc_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (71,): (
            shape_a2acb609b857,
            ('v_rndne_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (72,): (
            shape_a2acb609b857,
            ('v_fract_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (73,): (shape_a2acb609b857, ('v_sin_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (74,): (shape_a2acb609b857, ('v_cos_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (75,): (
            shape_a2acb609b857,
            ('v_exp_legacy_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (76,): (
            shape_a2acb609b857,
            ('v_log_legacy_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (77,): (
            shape_211756fbd2f8,
            ('v_cvt_norm_i16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (78,): (
            shape_211756fbd2f8,
            ('v_cvt_norm_u16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (79,): (
            shape_bc873d3a0d96,
            ('v_sat_pk_u8_i16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (84,): (shape_00324809f319, ('v_cvt_f32_fp8_sdwa ', ', ', ' '), 0x4040180000000000, 0x0),
        (85,): (shape_00324809f319, ('v_cvt_f32_bf8_sdwa ', ', ', ' '), 0x4040180000000000, 0x0),
        (86,): (shape_4c37490a3ee4, ('v_cvt_pk_f32_fp8_sdwa ', ', ', ' '), 0x4040180000000000, 0x0),
        (87,): (shape_4c37490a3ee4, ('v_cvt_pk_f32_bf8_sdwa ', ', ', ' '), 0x4040180000000000, 0x0),
        (88,): (shape_bc873d3a0d96, ('v_prng_b32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (91,): (
            shape_a2acb609b857,
            ('v_cvt_f32_bf16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
    }
