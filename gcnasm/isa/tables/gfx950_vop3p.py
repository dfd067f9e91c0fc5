"""gfx950 VOP3P templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_r102 = bytes.fromhex('0101010101010101')
    C_r103 = bytes.fromhex('0101010101010101')
    C_r104 = bytes.fromhex('0101010101010101')
    C_r105 = bytes.fromhex('01010101')
    C_r106 = bytes.fromhex('01010101')
    C_r107 = bytes.fromhex('01010101')
    C_r108 = bytes.fromhex('01010101')
    C_r109 = bytes.fromhex(
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
        '0101000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000101010100000000000001010101010101010101'
        '0101010101010101010101010101010101010000000001010101010101010101'
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
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000101010100000000000001010101010101010101'
        '0101010101010101010101010101010101010000000001010101010101010101'
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
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r110 = bytes.fromhex('0101010101010101')
    C_r112 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000100000000010101010101010101010101010100000101010000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_r34 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r36 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r38 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r54 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r56 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000101000000010101010100000000000000000000000101010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r60 = bytes.fromhex('0100')
    C_r66 = bytes.fromhex('0101')
    C_r74 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r87 = bytes.fromhex('0101010101010101')
    L_b32 = L['b32']
    L_imm32 = L['imm32']
    L_v2bf16 = L['v2bf16']
    L_v2f16 = L['v2f16']
    M_r102 = R['r102'][1]
    M_r103 = R['r103'][1]
    M_r104 = R['r104'][1]
    M_r105 = R['r105'][1]
    M_r106 = R['r106'][1]
    M_r107 = R['r107'][1]
    M_r108 = R['r108'][1]
    M_r109 = R['r109'][1]
    M_r110 = R['r110'][1]
    M_r111 = R['r111'][1]
    M_r34 = R['r34'][1]
    M_r35 = R['r35'][1]
    M_r38 = R['r38'][1]
    M_r54 = R['r54'][1]
    M_r55 = R['r55'][1]
    M_r60 = R['r60'][1]
    M_r66 = R['r66'][1]
    M_r87 = R['r87'][1]
    def shape_232fb9508877(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_v2f16(lit) + ''
            else:
                t4 = M_r35[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_v2f16(lit) + ''
            else:
                t7 = M_r35[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_r35[t9]
                if t10 is None: raise Invalid
            t11 = M_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_r102[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_r66[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_46977d10a52d(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_r55[t3]
                if t4 is None: raise Invalid
            t5 = M_r60[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r60[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r60[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r60[((v >> 11) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 12) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r60[((v >> 13) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 62) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 63) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('r56', lit): return False
            elif not C_r56[x]: return False
            if not C_r60[((v >> 8) & 1)]: return False
            if not C_r60[((v >> 9) & 1)]: return False
            if not C_r60[((v >> 10) & 1)]: return False
            if not C_r60[((v >> 11) & 1)]: return False
            if not C_r60[((v >> 12) & 1)]: return False
            if not C_r60[((v >> 13) & 1)]: return False
            if not C_r60[((v >> 61) & 1)]: return False
            if not C_r60[((v >> 62) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_495e7eb02fa2(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r109[(((v >> 8) & 1) | (((v >> 32) & 511) << 1) | (((v >> 61) & 1) << 10))]
            if t2 is None: raise Invalid
            t3 = M_r109[(((v >> 9) & 1) | (((v >> 41) & 511) << 1) | (((v >> 62) & 1) << 10))]
            if t3 is None: raise Invalid
            t4 = M_r109[(((v >> 10) & 1) | (((v >> 50) & 511) << 1) | (((v >> 63) & 1) << 10))]
            if t4 is None: raise Invalid
            t5 = M_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t5 is None: raise Invalid
            t6 = M_r110[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t6 is None: raise Invalid
            t7 = M_r66[((v >> 15) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 0) & 255)]: return False
            if not C_r109[(((v >> 8) & 1) | (((v >> 32) & 511) << 1) | (((v >> 61) & 1) << 10))]: return False
            if not C_r109[(((v >> 9) & 1) | (((v >> 41) & 511) << 1) | (((v >> 62) & 1) << 10))]: return False
            if not C_r109[(((v >> 10) & 1) | (((v >> 50) & 511) << 1) | (((v >> 63) & 1) << 10))]: return False
            if not C_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]: return False
            if not C_r110[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]: return False
            if not C_r66[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5251710a0205(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_v2bf16(lit) + ''
            else:
                t4 = M_r35[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_v2bf16(lit) + ''
            else:
                t7 = M_r35[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_r35[t9]
                if t10 is None: raise Invalid
            t11 = M_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_r102[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_r66[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_52b86e7a49e8(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r35[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_r35[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_r35[t9]
                if t10 is None: raise Invalid
            t11 = M_r60[((v >> 11) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 12) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 13) & 1)]
            if t13 is None: raise Invalid
            t14 = M_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t15 is None: raise Invalid
            t16 = M_r66[((v >> 15) & 1)]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('r36', lit): return False
            elif not C_r36[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('r36', lit): return False
            elif not C_r36[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('r36', lit): return False
            elif not C_r36[x]: return False
            if not C_r60[((v >> 11) & 1)]: return False
            if not C_r60[((v >> 12) & 1)]: return False
            if not C_r60[((v >> 13) & 1)]: return False
            if not C_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]: return False
            if not C_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]: return False
            if not C_r66[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5f7968bcd066(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r35[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_r35[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_r35[t9]
                if t10 is None: raise Invalid
            t11 = M_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_r102[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_r66[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_94e4baa47e77(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r35[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_r35[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_r35[t9]
                if t10 is None: raise Invalid
            t11 = M_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_r102[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_r66[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('r36', lit): return False
            elif not C_r36[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('r36', lit): return False
            elif not C_r36[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('r36', lit): return False
            elif not C_r36[x]: return False
            if not C_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]: return False
            if not C_r102[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]: return False
            if not C_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]: return False
            if not C_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]: return False
            if not C_r66[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ca42be0ac3d7(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r35[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_r35[t6]
                if t7 is None: raise Invalid
            t8 = M_r105[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]
            if t8 is None: raise Invalid
            t9 = M_r106[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]
            if t9 is None: raise Invalid
            t10 = M_r60[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r107[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]
            if t13 is None: raise Invalid
            t14 = M_r108[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]
            if t14 is None: raise Invalid
            t15 = M_r66[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('r36', lit): return False
            elif not C_r36[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('r36', lit): return False
            elif not C_r36[x]: return False
            if not C_r105[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]: return False
            if not C_r106[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]: return False
            if not C_r60[((v >> 10) & 1)]: return False
            if not C_r60[((v >> 13) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            if not C_r107[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]: return False
            if not C_r108[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]: return False
            if not C_r66[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d03227a08137(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r111[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_r111[t6]
                if t7 is None: raise Invalid
            t8 = M_r105[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]
            if t8 is None: raise Invalid
            t9 = M_r106[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]
            if t9 is None: raise Invalid
            t10 = M_r60[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r107[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]
            if t13 is None: raise Invalid
            t14 = M_r108[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]
            if t14 is None: raise Invalid
            t15 = M_r66[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        def lossless(v, lit):
            if not C_r38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('r112', lit): return False
            elif not C_r112[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('r112', lit): return False
            elif not C_r112[x]: return False
            if not C_r105[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]: return False
            if not C_r106[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]: return False
            if not C_r60[((v >> 10) & 1)]: return False
            if not C_r60[((v >> 13) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            if not C_r107[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]: return False
            if not C_r108[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]: return False
            if not C_r66[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_daef0ffec027(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r111[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_r111[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_r111[t9]
                if t10 is None: raise Invalid
            t11 = M_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_r102[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_r66[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            if not C_r38[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('r112', lit): return False
            elif not C_r112[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('r112', lit): return False
            elif not C_r112[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('r112', lit): return False
            elif not C_r112[x]: return False
            if not C_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]: return False
            if not C_r102[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]: return False
            if not C_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]: return False
            if not C_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]: return False
            if not C_r66[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e51b1b544f50(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r54[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r35[t3]
                if t4 is None: raise Invalid
            t5 = M_r60[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r60[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r60[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r60[((v >> 11) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 12) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r60[((v >> 13) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 62) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 63) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('r36', lit): return False
            elif not C_r36[x]: return False
            if not C_r60[((v >> 8) & 1)]: return False
            if not C_r60[((v >> 9) & 1)]: return False
            if not C_r60[((v >> 10) & 1)]: return False
            if not C_r60[((v >> 11) & 1)]: return False
            if not C_r60[((v >> 12) & 1)]: return False
            if not C_r60[((v >> 13) & 1)]: return False
            if not C_r60[((v >> 61) & 1)]: return False
            if not C_r60[((v >> 62) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eef3c67bb83b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_v2f16(lit) + ''
            else:
                t4 = M_r35[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_v2f16(lit) + ''
            else:
                t7 = M_r35[t6]
                if t7 is None: raise Invalid
            t8 = M_r105[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]
            if t8 is None: raise Invalid
            t9 = M_r106[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]
            if t9 is None: raise Invalid
            t10 = M_r60[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r107[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]
            if t13 is None: raise Invalid
            t14 = M_r108[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]
            if t14 is None: raise Invalid
            t15 = M_r66[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('r74', lit): return False
            elif not C_r74[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('r74', lit): return False
            elif not C_r74[x]: return False
            if not C_r105[(((v >> 11) & 1) | (((v >> 12) & 1) << 1))]: return False
            if not C_r106[(((v >> 59) & 1) | (((v >> 60) & 1) << 1))]: return False
            if not C_r60[((v >> 10) & 1)]: return False
            if not C_r60[((v >> 13) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            if not C_r107[(((v >> 61) & 1) | (((v >> 62) & 1) << 1))]: return False
            if not C_r108[(((v >> 8) & 1) | (((v >> 9) & 1) << 1))]: return False
            if not C_r66[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ff4202e10042(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_v2f16(lit) + ''
            else:
                t4 = M_r35[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_v2f16(lit) + ''
            else:
                t7 = M_r35[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_v2f16(lit) + ''
            else:
                t10 = M_r35[t9]
                if t10 is None: raise Invalid
            t11 = M_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]
            if t11 is None: raise Invalid
            t12 = M_r102[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]
            if t12 is None: raise Invalid
            t13 = M_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]
            if t13 is None: raise Invalid
            t14 = M_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]
            if t14 is None: raise Invalid
            t15 = M_r66[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('r74', lit): return False
            elif not C_r74[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('r74', lit): return False
            elif not C_r74[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('r74', lit): return False
            elif not C_r74[x]: return False
            if not C_r87[(((v >> 11) & 1) | (((v >> 12) & 1) << 1) | (((v >> 13) & 1) << 2))]: return False
            if not C_r102[(((v >> 14) & 1) | (((v >> 59) & 1) << 1) | (((v >> 60) & 1) << 2))]: return False
            if not C_r103[(((v >> 61) & 1) | (((v >> 62) & 1) << 1) | (((v >> 63) & 1) << 2))]: return False
            if not C_r104[(((v >> 8) & 1) | (((v >> 9) & 1) << 1) | (((v >> 10) & 1) << 2))]: return False
            if not C_r66[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_94e4baa47e77, ('v_pk_mad_i16 ', ', ', ', ', ', '), 0x0, 0x0),
        (1,): (shape_ca42be0ac3d7, ('v_pk_mul_lo_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (2,): (shape_ca42be0ac3d7, ('v_pk_add_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (3,): (shape_ca42be0ac3d7, ('v_pk_sub_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (4,): (shape_ca42be0ac3d7, ('v_pk_lshlrev_b16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (5,): (shape_ca42be0ac3d7, ('v_pk_lshrrev_b16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (6,): (shape_ca42be0ac3d7, ('v_pk_ashrrev_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (7,): (shape_ca42be0ac3d7, ('v_pk_max_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (8,): (shape_ca42be0ac3d7, ('v_pk_min_i16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (9,): (shape_94e4baa47e77, ('v_pk_mad_u16 ', ', ', ', ', ', '), 0x0, 0x0),
        (10,): (shape_ca42be0ac3d7, ('v_pk_add_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (11,): (shape_ca42be0ac3d7, ('v_pk_sub_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (12,): (shape_ca42be0ac3d7, ('v_pk_max_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (13,): (shape_ca42be0ac3d7, ('v_pk_min_u16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (14,): (shape_ff4202e10042, ('v_pk_fma_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (15,): (shape_eef3c67bb83b, ('v_pk_add_f16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (16,): (shape_eef3c67bb83b, ('v_pk_mul_f16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (17,): (shape_eef3c67bb83b, ('v_pk_min_f16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (18,): (shape_eef3c67bb83b, ('v_pk_max_f16 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (26,): (shape_5251710a0205, ('v_dot2_f32_bf16 ', ', ', ', ', ', '), 0x0, 0x0),
        (27,): (shape_ff4202e10042, ('v_pk_minimum3_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (28,): (shape_ff4202e10042, ('v_pk_maximum3_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (32,): (shape_495e7eb02fa2, ('v_fma_mix_f32 ', ', ', ', ', ', '), 0x0, 0x0),
        (33,): (shape_495e7eb02fa2, ('v_fma_mixlo_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (34,): (shape_495e7eb02fa2, ('v_fma_mixhi_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (35,): (shape_232fb9508877, ('v_dot2_f32_f16 ', ', ', ', ', ', '), 0x0, 0x0),
        (38,): (shape_5f7968bcd066, ('v_dot2_i32_i16 ', ', ', ', ', ', '), 0x0, 0x0),
        (39,): (shape_5f7968bcd066, ('v_dot2_u32_u16 ', ', ', ', ', ', '), 0x0, 0x0),
        (40,): (
            shape_52b86e7a49e8,
            ('v_dot4_i32_i8 ', ', ', ', ', ', '),
            0x1800000000004000, 0x1800000000004000,
        ),
        (41,): (
            shape_52b86e7a49e8,
            ('v_dot4_u32_u8 ', ', ', ', ', ', '),
            0x1800000000004000, 0x1800000000004000,
        ),
        (42,): (
            shape_52b86e7a49e8,
            ('v_dot8_i32_i4 ', ', ', ', ', ', '),
            0x1800000000004000, 0x1800000000004000,
        ),
        (43,): (
            shape_52b86e7a49e8,
            ('v_dot8_u32_u4 ', ', ', ', ', ', '),
            0x1800000000004000, 0x1800000000004000,
        ),
        (48,): (shape_daef0ffec027, ('v_pk_fma_f32 ', ', ', ', ', ', '), 0x0, 0x0),
        (49,): (shape_d03227a08137, ('v_pk_mul_f32 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (50,): (shape_d03227a08137, ('v_pk_add_f32 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (51,): (shape_d03227a08137, ('v_pk_mov_b32 ', ', ', ', '), 0x7fc000000004000, 0x4000),
        (88,): (
            shape_46977d10a52d,
            ('v_accvgpr_read_b32 ', ', '),
            0x1ffffe000000c000, 0x1800000000004000,
        ),
        (89,): (
            shape_e51b1b544f50,
            ('v_accvgpr_write_b32 ', ', '),
            0x1ffffe000000c000, 0x1800000000004000,
        ),
    }
