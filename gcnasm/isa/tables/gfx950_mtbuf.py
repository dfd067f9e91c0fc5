"""gfx950 MTBUF templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_r141 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r147 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101000000'
    )
    C_r207 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r208 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010100'
    )
    C_r211 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r212 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010000'
    )
    C_r216 = bytes.fromhex('0101')
    C_r217 = bytes.fromhex('0101')
    C_r221 = bytes.fromhex('0101010101010101010101010101010101010101010101010101000101010100')
    C_r222 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010000'
    )
    C_r223 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r224 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
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
    F_u16_dec = F['u16_dec']
    L_b32 = L['b32']
    M_r1 = R['r1'][1]
    M_r141 = R['r141'][1]
    M_r147 = R['r147'][1]
    M_r207 = R['r207'][1]
    M_r208 = R['r208'][1]
    M_r211 = R['r211'][1]
    M_r212 = R['r212'][1]
    M_r216 = R['r216'][1]
    M_r217 = R['r217'][1]
    M_r221 = R['r221'][1]
    M_r223 = R['r223'][1]
    M_r224 = R['r224'][1]
    M_r34 = R['r34'][1]
    M_r54 = R['r54'][1]
    def shape_076c632d9f6b(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_09a0e00dcab8(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_09d662ceabe4(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_142693c992ed(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1465c47dd501(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1514289763e7(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_19c0b5caa45b(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1d0f5455f0aa(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1e0b31da47f9(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_337c08a2d4fc(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_388ef775e5fb(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4f0638cd9209(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5089844050bc(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_50f345194e60(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_61794f79ef0b(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_65e89efb28b5(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6827fffea2fc(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6975be8dc576(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6a58c3e1f10e(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6c97292b1ba0(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6f882ca1b305(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6ffd7227ca7f(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_72c0656901e6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_74009b1d6af2(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_75717a86a98b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_79a55120b3de(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7c906ed1605c(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8208255cb07c(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_89398b58ad5a(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9782016d6dd1(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9dfa23c2e886(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a26d94cbe838(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a5e7a2a9cadb(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ac18fe9fdef8(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b2e00cd47e31(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bf73d7c5984e(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c1c9a0f26f5c(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c72aabe06194(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d38fa789c54f(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_df0536e56006(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e0bb2aaa9f47(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + s3 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eb66c58be644(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eb7e30d002b0(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f7f1b43ff9f7(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f982298ac36f(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r224[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r224[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fa8df1560c72(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t6 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 54) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fd872d7275df(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fdbaa25bf687(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t7 = M_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]
            if t7 is None: raise Invalid
            t9 = ((v >> 0) & 4095)
            if t9 == 0: t8 = ''
            else:
                t8 = F_u16_dec(t9)
                if t8 is None: raise Invalid
                t8 = ' offset:' + t8 + ''
            t10 = M_r216[((v >> 54) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r217[((v >> 53) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + t7 + s4 + t8 + s5 + t10 + t11
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not C_r223[(((v >> 19) & 15) | (((v >> 23) & 7) << 4))]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 54) & 1)]: return False
            if not C_r217[((v >> 53) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0, 0, 0, 0, 0): (
            shape_337c08a2d4fc,
            ('tbuffer_load_format_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (0, 0, 0, 0, 1): (
            shape_df0536e56006,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (0, 0, 0, 1, 0): (
            shape_df0536e56006,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (0, 0, 0, 1, 1): (
            shape_09d662ceabe4,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (0, 0, 1, 0, 0): (
            shape_74009b1d6af2,
            ('tbuffer_load_format_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (0, 0, 1, 0, 1): (
            shape_f7f1b43ff9f7,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 0, 1, 1, 0): (
            shape_f7f1b43ff9f7,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 0, 1, 1, 1): (
            shape_b2e00cd47e31,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 1, 0, 0, 0): (
            shape_5089844050bc,
            ('tbuffer_load_format_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (0, 1, 0, 0, 1): (
            shape_076c632d9f6b,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (0, 1, 0, 1, 0): (
            shape_076c632d9f6b,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (0, 1, 0, 1, 1): (
            shape_6f882ca1b305,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (0, 1, 1, 0, 0): (
            shape_1e0b31da47f9,
            ('tbuffer_load_format_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (0, 1, 1, 0, 1): (
            shape_fdbaa25bf687,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 1, 1, 1, 0): (
            shape_fdbaa25bf687,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (0, 1, 1, 1, 1): (
            shape_61794f79ef0b,
            ('tbuffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 0, 0, 0, 0): (
            shape_ac18fe9fdef8,
            ('tbuffer_load_format_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (1, 0, 0, 0, 1): (
            shape_65e89efb28b5,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (1, 0, 0, 1, 0): (
            shape_65e89efb28b5,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (1, 0, 0, 1, 1): (
            shape_6827fffea2fc,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (1, 0, 1, 0, 0): (
            shape_7c906ed1605c,
            ('tbuffer_load_format_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (1, 0, 1, 0, 1): (
            shape_bf73d7c5984e,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 0, 1, 1, 0): (
            shape_bf73d7c5984e,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 0, 1, 1, 1): (
            shape_f982298ac36f,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 1, 0, 0, 0): (
            shape_fa8df1560c72,
            ('tbuffer_load_format_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (1, 1, 0, 0, 1): (
            shape_9dfa23c2e886,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (1, 1, 0, 1, 0): (
            shape_9dfa23c2e886,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (1, 1, 0, 1, 1): (
            shape_1d0f5455f0aa,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (1, 1, 1, 0, 0): (
            shape_75717a86a98b,
            ('tbuffer_load_format_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (1, 1, 1, 0, 1): (
            shape_fd872d7275df,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 1, 1, 1, 0): (
            shape_fd872d7275df,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (1, 1, 1, 1, 1): (
            shape_c1c9a0f26f5c,
            ('tbuffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 0, 0, 0, 0): (
            shape_eb66c58be644,
            ('tbuffer_load_format_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (2, 0, 0, 0, 1): (
            shape_388ef775e5fb,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (2, 0, 0, 1, 0): (
            shape_388ef775e5fb,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (2, 0, 0, 1, 1): (
            shape_4f0638cd9209,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (2, 0, 1, 0, 0): (
            shape_09a0e00dcab8,
            ('tbuffer_load_format_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (2, 0, 1, 0, 1): (
            shape_142693c992ed,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 0, 1, 1, 0): (
            shape_142693c992ed,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 0, 1, 1, 1): (
            shape_19c0b5caa45b,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 1, 0, 0, 0): (
            shape_1514289763e7,
            ('tbuffer_load_format_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (2, 1, 0, 0, 1): (
            shape_6a58c3e1f10e,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (2, 1, 0, 1, 0): (
            shape_6a58c3e1f10e,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (2, 1, 0, 1, 1): (
            shape_9782016d6dd1,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (2, 1, 1, 0, 0): (
            shape_e0bb2aaa9f47,
            ('tbuffer_load_format_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (2, 1, 1, 0, 1): (
            shape_8208255cb07c,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 1, 1, 1, 0): (
            shape_8208255cb07c,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (2, 1, 1, 1, 1): (
            shape_c72aabe06194,
            ('tbuffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 0, 0, 0, 0): (
            shape_6c97292b1ba0,
            ('tbuffer_load_format_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (3, 0, 0, 0, 1): (
            shape_1465c47dd501,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (3, 0, 0, 1, 0): (
            shape_1465c47dd501,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (3, 0, 0, 1, 1): (
            shape_eb7e30d002b0,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (3, 0, 1, 0, 0): (
            shape_6ffd7227ca7f,
            ('tbuffer_load_format_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (3, 0, 1, 0, 1): (
            shape_d38fa789c54f,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 0, 1, 1, 0): (
            shape_d38fa789c54f,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 0, 1, 1, 1): (
            shape_89398b58ad5a,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 1, 0, 0, 0): (
            shape_72c0656901e6,
            ('tbuffer_load_format_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (3, 1, 0, 0, 1): (
            shape_a5e7a2a9cadb,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (3, 1, 0, 1, 0): (
            shape_a5e7a2a9cadb,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (3, 1, 0, 1, 1): (
            shape_79a55120b3de,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (3, 1, 1, 0, 0): (
            shape_6975be8dc576,
            ('tbuffer_load_format_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (3, 1, 1, 0, 1): (
            shape_a26d94cbe838,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 1, 1, 1, 0): (
            shape_a26d94cbe838,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (3, 1, 1, 1, 1): (
            shape_50f345194e60,
            ('tbuffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 0, 0, 0, 0): (
            shape_337c08a2d4fc,
            ('tbuffer_store_format_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (4, 0, 0, 0, 1): (
            shape_df0536e56006,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (4, 0, 0, 1, 0): (
            shape_df0536e56006,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (4, 0, 0, 1, 1): (
            shape_09d662ceabe4,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (4, 0, 1, 0, 0): (
            shape_74009b1d6af2,
            ('tbuffer_store_format_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (4, 0, 1, 0, 1): (
            shape_f7f1b43ff9f7,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 0, 1, 1, 0): (
            shape_f7f1b43ff9f7,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 0, 1, 1, 1): (
            shape_b2e00cd47e31,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 1, 0, 0, 0): (
            shape_5089844050bc,
            ('tbuffer_store_format_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (4, 1, 0, 0, 1): (
            shape_076c632d9f6b,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (4, 1, 0, 1, 0): (
            shape_076c632d9f6b,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (4, 1, 0, 1, 1): (
            shape_6f882ca1b305,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (4, 1, 1, 0, 0): (
            shape_1e0b31da47f9,
            ('tbuffer_store_format_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (4, 1, 1, 0, 1): (
            shape_fdbaa25bf687,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 1, 1, 1, 0): (
            shape_fdbaa25bf687,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (4, 1, 1, 1, 1): (
            shape_61794f79ef0b,
            ('tbuffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 0, 0, 0, 0): (
            shape_ac18fe9fdef8,
            ('tbuffer_store_format_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (5, 0, 0, 0, 1): (
            shape_65e89efb28b5,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (5, 0, 0, 1, 0): (
            shape_65e89efb28b5,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (5, 0, 0, 1, 1): (
            shape_6827fffea2fc,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (5, 0, 1, 0, 0): (
            shape_7c906ed1605c,
            ('tbuffer_store_format_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (5, 0, 1, 0, 1): (
            shape_bf73d7c5984e,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 0, 1, 1, 0): (
            shape_bf73d7c5984e,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 0, 1, 1, 1): (
            shape_f982298ac36f,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 1, 0, 0, 0): (
            shape_fa8df1560c72,
            ('tbuffer_store_format_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (5, 1, 0, 0, 1): (
            shape_9dfa23c2e886,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (5, 1, 0, 1, 0): (
            shape_9dfa23c2e886,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (5, 1, 0, 1, 1): (
            shape_1d0f5455f0aa,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (5, 1, 1, 0, 0): (
            shape_75717a86a98b,
            ('tbuffer_store_format_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (5, 1, 1, 0, 1): (
            shape_fd872d7275df,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 1, 1, 1, 0): (
            shape_fd872d7275df,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (5, 1, 1, 1, 1): (
            shape_c1c9a0f26f5c,
            ('tbuffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 0, 0, 0, 0): (
            shape_eb66c58be644,
            ('tbuffer_store_format_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (6, 0, 0, 0, 1): (
            shape_388ef775e5fb,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (6, 0, 0, 1, 0): (
            shape_388ef775e5fb,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (6, 0, 0, 1, 1): (
            shape_4f0638cd9209,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (6, 0, 1, 0, 0): (
            shape_09a0e00dcab8,
            ('tbuffer_store_format_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (6, 0, 1, 0, 1): (
            shape_142693c992ed,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 0, 1, 1, 0): (
            shape_142693c992ed,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 0, 1, 1, 1): (
            shape_19c0b5caa45b,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 1, 0, 0, 0): (
            shape_1514289763e7,
            ('tbuffer_store_format_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (6, 1, 0, 0, 1): (
            shape_6a58c3e1f10e,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (6, 1, 0, 1, 0): (
            shape_6a58c3e1f10e,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (6, 1, 0, 1, 1): (
            shape_9782016d6dd1,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (6, 1, 1, 0, 0): (
            shape_e0bb2aaa9f47,
            ('tbuffer_store_format_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (6, 1, 1, 0, 1): (
            shape_8208255cb07c,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 1, 1, 1, 0): (
            shape_8208255cb07c,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (6, 1, 1, 1, 1): (
            shape_c72aabe06194,
            ('tbuffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 0, 0, 0, 0): (
            shape_6c97292b1ba0,
            ('tbuffer_store_format_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (7, 0, 0, 0, 1): (
            shape_1465c47dd501,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (7, 0, 0, 1, 0): (
            shape_1465c47dd501,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (7, 0, 0, 1, 1): (
            shape_eb7e30d002b0,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (7, 0, 1, 0, 0): (
            shape_6ffd7227ca7f,
            ('tbuffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (7, 0, 1, 0, 1): (
            shape_d38fa789c54f,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 0, 1, 1, 0): (
            shape_d38fa789c54f,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 0, 1, 1, 1): (
            shape_89398b58ad5a,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 1, 0, 0, 0): (
            shape_72c0656901e6,
            ('tbuffer_store_format_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (7, 1, 0, 0, 1): (
            shape_a5e7a2a9cadb,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (7, 1, 0, 1, 0): (
            shape_a5e7a2a9cadb,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (7, 1, 0, 1, 1): (
            shape_79a55120b3de,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (7, 1, 1, 0, 0): (
            shape_6975be8dc576,
            ('tbuffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (7, 1, 1, 0, 1): (
            shape_a26d94cbe838,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 1, 1, 1, 0): (
            shape_a26d94cbe838,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (7, 1, 1, 1, 1): (
            shape_50f345194e60,
            ('tbuffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 0, 0, 0, 0): (
            shape_337c08a2d4fc,
            ('tbuffer_load_format_d16_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (8, 0, 0, 0, 1): (
            shape_df0536e56006,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (8, 0, 0, 1, 0): (
            shape_df0536e56006,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (8, 0, 0, 1, 1): (
            shape_09d662ceabe4,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (8, 0, 1, 0, 0): (
            shape_74009b1d6af2,
            ('tbuffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (8, 0, 1, 0, 1): (
            shape_f7f1b43ff9f7,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 0, 1, 1, 0): (
            shape_f7f1b43ff9f7,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 0, 1, 1, 1): (
            shape_b2e00cd47e31,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 1, 0, 0, 0): (
            shape_5089844050bc,
            ('tbuffer_load_format_d16_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (8, 1, 0, 0, 1): (
            shape_076c632d9f6b,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (8, 1, 0, 1, 0): (
            shape_076c632d9f6b,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (8, 1, 0, 1, 1): (
            shape_6f882ca1b305,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (8, 1, 1, 0, 0): (
            shape_1e0b31da47f9,
            ('tbuffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (8, 1, 1, 0, 1): (
            shape_fdbaa25bf687,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 1, 1, 1, 0): (
            shape_fdbaa25bf687,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (8, 1, 1, 1, 1): (
            shape_61794f79ef0b,
            ('tbuffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 0, 0, 0, 0): (
            shape_337c08a2d4fc,
            ('tbuffer_load_format_d16_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (9, 0, 0, 0, 1): (
            shape_df0536e56006,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (9, 0, 0, 1, 0): (
            shape_df0536e56006,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (9, 0, 0, 1, 1): (
            shape_09d662ceabe4,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (9, 0, 1, 0, 0): (
            shape_74009b1d6af2,
            ('tbuffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (9, 0, 1, 0, 1): (
            shape_f7f1b43ff9f7,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 0, 1, 1, 0): (
            shape_f7f1b43ff9f7,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 0, 1, 1, 1): (
            shape_b2e00cd47e31,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 1, 0, 0, 0): (
            shape_5089844050bc,
            ('tbuffer_load_format_d16_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (9, 1, 0, 0, 1): (
            shape_076c632d9f6b,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (9, 1, 0, 1, 0): (
            shape_076c632d9f6b,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (9, 1, 0, 1, 1): (
            shape_6f882ca1b305,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (9, 1, 1, 0, 0): (
            shape_1e0b31da47f9,
            ('tbuffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (9, 1, 1, 0, 1): (
            shape_fdbaa25bf687,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 1, 1, 1, 0): (
            shape_fdbaa25bf687,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (9, 1, 1, 1, 1): (
            shape_61794f79ef0b,
            ('tbuffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 0, 0, 0, 0): (
            shape_ac18fe9fdef8,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (10, 0, 0, 0, 1): (
            shape_65e89efb28b5,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (10, 0, 0, 1, 0): (
            shape_65e89efb28b5,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (10, 0, 0, 1, 1): (
            shape_6827fffea2fc,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (10, 0, 1, 0, 0): (
            shape_7c906ed1605c,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (10, 0, 1, 0, 1): (
            shape_bf73d7c5984e,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 0, 1, 1, 0): (
            shape_bf73d7c5984e,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 0, 1, 1, 1): (
            shape_f982298ac36f,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 1, 0, 0, 0): (
            shape_fa8df1560c72,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (10, 1, 0, 0, 1): (
            shape_9dfa23c2e886,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (10, 1, 0, 1, 0): (
            shape_9dfa23c2e886,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (10, 1, 0, 1, 1): (
            shape_1d0f5455f0aa,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (10, 1, 1, 0, 0): (
            shape_75717a86a98b,
            ('tbuffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (10, 1, 1, 0, 1): (
            shape_fd872d7275df,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 1, 1, 1, 0): (
            shape_fd872d7275df,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (10, 1, 1, 1, 1): (
            shape_c1c9a0f26f5c,
            ('tbuffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 0, 0, 0, 0): (
            shape_ac18fe9fdef8,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (11, 0, 0, 0, 1): (
            shape_65e89efb28b5,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (11, 0, 0, 1, 0): (
            shape_65e89efb28b5,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (11, 0, 0, 1, 1): (
            shape_6827fffea2fc,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (11, 0, 1, 0, 0): (
            shape_7c906ed1605c,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (11, 0, 1, 0, 1): (
            shape_bf73d7c5984e,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 0, 1, 1, 0): (
            shape_bf73d7c5984e,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 0, 1, 1, 1): (
            shape_f982298ac36f,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 1, 0, 0, 0): (
            shape_fa8df1560c72,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (11, 1, 0, 0, 1): (
            shape_9dfa23c2e886,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (11, 1, 0, 1, 0): (
            shape_9dfa23c2e886,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (11, 1, 0, 1, 1): (
            shape_1d0f5455f0aa,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (11, 1, 1, 0, 0): (
            shape_75717a86a98b,
            ('tbuffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (11, 1, 1, 0, 1): (
            shape_fd872d7275df,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 1, 1, 1, 0): (
            shape_fd872d7275df,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (11, 1, 1, 1, 1): (
            shape_c1c9a0f26f5c,
            ('tbuffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 0, 0, 0, 0): (
            shape_337c08a2d4fc,
            ('tbuffer_store_format_d16_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (12, 0, 0, 0, 1): (
            shape_df0536e56006,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (12, 0, 0, 1, 0): (
            shape_df0536e56006,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (12, 0, 0, 1, 1): (
            shape_09d662ceabe4,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (12, 0, 1, 0, 0): (
            shape_74009b1d6af2,
            ('tbuffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (12, 0, 1, 0, 1): (
            shape_f7f1b43ff9f7,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 0, 1, 1, 0): (
            shape_f7f1b43ff9f7,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 0, 1, 1, 1): (
            shape_b2e00cd47e31,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 1, 0, 0, 0): (
            shape_5089844050bc,
            ('tbuffer_store_format_d16_x ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (12, 1, 0, 0, 1): (
            shape_076c632d9f6b,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (12, 1, 0, 1, 0): (
            shape_076c632d9f6b,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (12, 1, 0, 1, 1): (
            shape_6f882ca1b305,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (12, 1, 1, 0, 0): (
            shape_1e0b31da47f9,
            ('tbuffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (12, 1, 1, 0, 1): (
            shape_fdbaa25bf687,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 1, 1, 1, 0): (
            shape_fdbaa25bf687,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (12, 1, 1, 1, 1): (
            shape_61794f79ef0b,
            ('tbuffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 0, 0, 0, 0): (
            shape_337c08a2d4fc,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (13, 0, 0, 0, 1): (
            shape_df0536e56006,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (13, 0, 0, 1, 0): (
            shape_df0536e56006,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (13, 0, 0, 1, 1): (
            shape_09d662ceabe4,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (13, 0, 1, 0, 0): (
            shape_74009b1d6af2,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (13, 0, 1, 0, 1): (
            shape_f7f1b43ff9f7,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 0, 1, 1, 0): (
            shape_f7f1b43ff9f7,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 0, 1, 1, 1): (
            shape_b2e00cd47e31,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 1, 0, 0, 0): (
            shape_5089844050bc,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (13, 1, 0, 0, 1): (
            shape_076c632d9f6b,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (13, 1, 0, 1, 0): (
            shape_076c632d9f6b,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (13, 1, 0, 1, 1): (
            shape_6f882ca1b305,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (13, 1, 1, 0, 0): (
            shape_1e0b31da47f9,
            ('tbuffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (13, 1, 1, 0, 1): (
            shape_fdbaa25bf687,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 1, 1, 1, 0): (
            shape_fdbaa25bf687,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (13, 1, 1, 1, 1): (
            shape_61794f79ef0b,
            ('tbuffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 0, 0, 0, 0): (
            shape_ac18fe9fdef8,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (14, 0, 0, 0, 1): (
            shape_65e89efb28b5,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (14, 0, 0, 1, 0): (
            shape_65e89efb28b5,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (14, 0, 0, 1, 1): (
            shape_6827fffea2fc,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (14, 0, 1, 0, 0): (
            shape_7c906ed1605c,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (14, 0, 1, 0, 1): (
            shape_bf73d7c5984e,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 0, 1, 1, 0): (
            shape_bf73d7c5984e,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 0, 1, 1, 1): (
            shape_f982298ac36f,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 1, 0, 0, 0): (
            shape_fa8df1560c72,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (14, 1, 0, 0, 1): (
            shape_9dfa23c2e886,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (14, 1, 0, 1, 0): (
            shape_9dfa23c2e886,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (14, 1, 0, 1, 1): (
            shape_1d0f5455f0aa,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (14, 1, 1, 0, 0): (
            shape_75717a86a98b,
            ('tbuffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (14, 1, 1, 0, 1): (
            shape_fd872d7275df,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 1, 1, 1, 0): (
            shape_fd872d7275df,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (14, 1, 1, 1, 1): (
            shape_c1c9a0f26f5c,
            ('tbuffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 0, 0, 0, 0): (
            shape_ac18fe9fdef8,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (15, 0, 0, 0, 1): (
            shape_65e89efb28b5,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (15, 0, 0, 1, 0): (
            shape_65e89efb28b5,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (15, 0, 0, 1, 1): (
            shape_6827fffea2fc,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (15, 0, 1, 0, 0): (
            shape_7c906ed1605c,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (15, 0, 1, 0, 1): (
            shape_bf73d7c5984e,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 0, 1, 1, 0): (
            shape_bf73d7c5984e,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 0, 1, 1, 1): (
            shape_f982298ac36f,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 1, 0, 0, 0): (
            shape_fa8df1560c72,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', '),
            0xff00000000, 0x0,
        ),
        (15, 1, 0, 0, 1): (
            shape_9dfa23c2e886,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x0, 0x0,
        ),
        (15, 1, 0, 1, 0): (
            shape_9dfa23c2e886,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x0, 0x0,
        ),
        (15, 1, 0, 1, 1): (
            shape_1d0f5455f0aa,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x0, 0x0,
        ),
        (15, 1, 1, 0, 0): (
            shape_75717a86a98b,
            ('tbuffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0xff00000000, 0x0,
        ),
        (15, 1, 1, 0, 1): (
            shape_fd872d7275df,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 1, 1, 1, 0): (
            shape_fd872d7275df,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x0, 0x0,
        ),
        (15, 1, 1, 1, 1): (
            shape_c1c9a0f26f5c,
            ('tbuffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x0, 0x0,
        ),
    }
