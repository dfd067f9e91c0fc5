"""gfx950 MUBUF templates as code, generated with the tables by
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
    M_r34 = R['r34'][1]
    M_r38 = R['r38'][1]
    M_r54 = R['r54'][1]
    def shape_080e83e25cef(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0a0bfb9b0fd7(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0a24d65ef79c(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0e8919bedca7(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_121e662caa9d(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_166a3311f47b(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_182b22fff086(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_18685b6ee366(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_19624e283979(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1c07b1391e99(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r221[((v >> 48) & 31)]
            if t1 is None: raise Invalid
            t3 = ((v >> 56) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 0) & 4095)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 15) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + s2 + t7 + t8 + s3
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_211b73a307c6(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_219a00ed9e9e(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_26734bd0ba22(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_270332dfc809(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2e9768f37603(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_312deac384a8(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3559da335a1b(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_357573339f68(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3aef527cc78e(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4102b38eb1c0(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_47dda2477f12(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + t8 + t9 + s4
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_49f13c9d3224(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_545ea64f32e1(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5b2e72f958e5(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6698a4db926a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r221[((v >> 48) & 31)]
            if t1 is None: raise Invalid
            t3 = ((v >> 56) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_r1[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 0) & 4095)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 15) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t7 + t8 + s2
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6a50e9a3d64e(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6b89397c61f5(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6d5068b4000d(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r217[((v >> 15) & 1)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_73cb33b3a4e0(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + s4 + t8 + t9 + s5
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_77efd3ef3b93(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + s4 + t8 + t9 + s5
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7c02bd697b10(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7ebe60117778(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8882a96166fc(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_88b51d509afc(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_91cf101a03df(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9d84a02cd43e(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ab23d2ae6263(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b2b4e630e529(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b315114e7223(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bac6ea2aa7a5(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bc10bebd0107(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bde2d6f0a90d(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c31b2a8e1a24(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cf06fce125ec(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d07962fe910b(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d46e335c2c00(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d6b546825aff(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r221[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_r1[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + t8 + t9 + s4
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_da9c545d218c(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dd1b283ef224(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r221[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_r1[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dfd1b6b086eb(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e14b373df5ea(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eac61c00b5f6(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eb02dfcc1739(s, mask, base):
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
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r217[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r221[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('r222', lit): return False
            elif not C_r222[x]: return False
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ee518e93924f(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f00e5672c6f6(s, mask, base):
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
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_r216[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r217[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
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
            if not fmt_ok('r203', ((v >> 0) & 4095)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_format_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (0, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_format_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (0, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_format_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (0, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_format_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (0, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 1, 0, 0, 0, 0): (
            shape_6698a4db926a,
            ('buffer_load_format_x off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (0, 1, 0, 0, 0, 1): (
            shape_d6b546825aff,
            ('buffer_load_format_x ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 0, 1, 0): (
            shape_d6b546825aff,
            ('buffer_load_format_x ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 0, 1, 1): (
            shape_47dda2477f12,
            ('buffer_load_format_x ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 1, 0, 0): (
            shape_1c07b1391e99,
            ('buffer_load_format_x off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (0, 1, 0, 1, 0, 1): (
            shape_73cb33b3a4e0,
            ('buffer_load_format_x ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 1, 1, 0): (
            shape_73cb33b3a4e0,
            ('buffer_load_format_x ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 1, 1, 1): (
            shape_77efd3ef3b93,
            ('buffer_load_format_x ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (1, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_load_format_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (1, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_load_format_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (1, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_load_format_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (1, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_load_format_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (1, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 0, 0, 0): (
            shape_cf06fce125ec,
            ('buffer_load_format_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (2, 0, 0, 0, 0, 1): (
            shape_0a0bfb9b0fd7,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 0, 1, 0): (
            shape_0a0bfb9b0fd7,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 0, 1, 1): (
            shape_b2b4e630e529,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 1, 0, 0): (
            shape_eb02dfcc1739,
            ('buffer_load_format_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (2, 0, 0, 1, 0, 1): (
            shape_182b22fff086,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 1, 1, 0): (
            shape_182b22fff086,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 1, 1, 1): (
            shape_3aef527cc78e,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 0, 0, 0): (
            shape_219a00ed9e9e,
            ('buffer_load_format_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (2, 0, 1, 0, 0, 1): (
            shape_da9c545d218c,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 0, 1, 0): (
            shape_da9c545d218c,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 0, 1, 1): (
            shape_d46e335c2c00,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 1, 0, 0): (
            shape_7ebe60117778,
            ('buffer_load_format_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (2, 0, 1, 1, 0, 1): (
            shape_357573339f68,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 1, 1, 0): (
            shape_357573339f68,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 1, 1, 1): (
            shape_6a50e9a3d64e,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 0, 0, 0): (
            shape_dfd1b6b086eb,
            ('buffer_load_format_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (3, 0, 0, 0, 0, 1): (
            shape_270332dfc809,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 0, 1, 0): (
            shape_270332dfc809,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 0, 1, 1): (
            shape_ab23d2ae6263,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 1, 0, 0): (
            shape_e14b373df5ea,
            ('buffer_load_format_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (3, 0, 0, 1, 0, 1): (
            shape_7c02bd697b10,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 1, 1, 0): (
            shape_7c02bd697b10,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 1, 1, 1): (
            shape_312deac384a8,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 0, 0, 0): (
            shape_c31b2a8e1a24,
            ('buffer_load_format_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (3, 0, 1, 0, 0, 1): (
            shape_18685b6ee366,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 0, 1, 0): (
            shape_18685b6ee366,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 0, 1, 1): (
            shape_545ea64f32e1,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 1, 0, 0): (
            shape_6b89397c61f5,
            ('buffer_load_format_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (3, 0, 1, 1, 0, 1): (
            shape_3559da335a1b,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 1, 1, 0): (
            shape_3559da335a1b,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 1, 1, 1): (
            shape_5b2e72f958e5,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_store_format_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (4, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_store_format_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (4, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_store_format_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (4, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_store_format_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (4, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_store_format_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (5, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_store_format_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (5, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_store_format_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (5, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_store_format_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (5, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 0, 0, 0): (
            shape_cf06fce125ec,
            ('buffer_store_format_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (6, 0, 0, 0, 0, 1): (
            shape_0a0bfb9b0fd7,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 0, 1, 0): (
            shape_0a0bfb9b0fd7,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 0, 1, 1): (
            shape_b2b4e630e529,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 1, 0, 0): (
            shape_eb02dfcc1739,
            ('buffer_store_format_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (6, 0, 0, 1, 0, 1): (
            shape_182b22fff086,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 1, 1, 0): (
            shape_182b22fff086,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 1, 1, 1): (
            shape_3aef527cc78e,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 0, 0, 0): (
            shape_219a00ed9e9e,
            ('buffer_store_format_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (6, 0, 1, 0, 0, 1): (
            shape_da9c545d218c,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 0, 1, 0): (
            shape_da9c545d218c,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 0, 1, 1): (
            shape_d46e335c2c00,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 1, 0, 0): (
            shape_7ebe60117778,
            ('buffer_store_format_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (6, 0, 1, 1, 0, 1): (
            shape_357573339f68,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 1, 1, 0): (
            shape_357573339f68,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 1, 1, 1): (
            shape_6a50e9a3d64e,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 0, 0, 0): (
            shape_dfd1b6b086eb,
            ('buffer_store_format_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (7, 0, 0, 0, 0, 1): (
            shape_270332dfc809,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 0, 1, 0): (
            shape_270332dfc809,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 0, 1, 1): (
            shape_ab23d2ae6263,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 1, 0, 0): (
            shape_e14b373df5ea,
            ('buffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (7, 0, 0, 1, 0, 1): (
            shape_7c02bd697b10,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 1, 1, 0): (
            shape_7c02bd697b10,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 1, 1, 1): (
            shape_312deac384a8,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 0, 0, 0): (
            shape_c31b2a8e1a24,
            ('buffer_store_format_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (7, 0, 1, 0, 0, 1): (
            shape_18685b6ee366,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 0, 1, 0): (
            shape_18685b6ee366,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 0, 1, 1): (
            shape_545ea64f32e1,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 1, 0, 0): (
            shape_6b89397c61f5,
            ('buffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (7, 0, 1, 1, 0, 1): (
            shape_3559da335a1b,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 1, 1, 0): (
            shape_3559da335a1b,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 1, 1, 1): (
            shape_5b2e72f958e5,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_format_d16_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (8, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (8, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_format_d16_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (8, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (8, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_format_d16_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (9, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (9, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_format_d16_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (9, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (9, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_load_format_d16_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (10, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (10, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_load_format_d16_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (10, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (10, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (11, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (11, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (11, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (11, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_store_format_d16_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (12, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (12, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_store_format_d16_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (12, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (12, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_store_format_d16_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (13, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (13, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_store_format_d16_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (13, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (13, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_store_format_d16_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (14, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (14, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_store_format_d16_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (14, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (14, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (15, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (15, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (15, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (15, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_ubyte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (16, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_ubyte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (16, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_ubyte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (16, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_ubyte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (16, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 1, 0, 0, 0, 0): (
            shape_6698a4db926a,
            ('buffer_load_ubyte off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (16, 1, 0, 0, 0, 1): (
            shape_d6b546825aff,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 0, 1, 0): (
            shape_d6b546825aff,
            ('buffer_load_ubyte ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 0, 1, 1): (
            shape_47dda2477f12,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 1, 0, 0): (
            shape_1c07b1391e99,
            ('buffer_load_ubyte off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (16, 1, 0, 1, 0, 1): (
            shape_73cb33b3a4e0,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 1, 1, 0): (
            shape_73cb33b3a4e0,
            ('buffer_load_ubyte ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 1, 1, 1): (
            shape_77efd3ef3b93,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_sbyte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (17, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_sbyte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (17, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_sbyte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (17, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_sbyte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (17, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 1, 0, 0, 0, 0): (
            shape_6698a4db926a,
            ('buffer_load_sbyte off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (17, 1, 0, 0, 0, 1): (
            shape_d6b546825aff,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 0, 1, 0): (
            shape_d6b546825aff,
            ('buffer_load_sbyte ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 0, 1, 1): (
            shape_47dda2477f12,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 1, 0, 0): (
            shape_1c07b1391e99,
            ('buffer_load_sbyte off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (17, 1, 0, 1, 0, 1): (
            shape_73cb33b3a4e0,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 1, 1, 0): (
            shape_73cb33b3a4e0,
            ('buffer_load_sbyte ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 1, 1, 1): (
            shape_77efd3ef3b93,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_ushort ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (18, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_ushort ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (18, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_ushort ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (18, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_ushort ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (18, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 1, 0, 0, 0, 0): (
            shape_6698a4db926a,
            ('buffer_load_ushort off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (18, 1, 0, 0, 0, 1): (
            shape_d6b546825aff,
            ('buffer_load_ushort ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 0, 1, 0): (
            shape_d6b546825aff,
            ('buffer_load_ushort ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 0, 1, 1): (
            shape_47dda2477f12,
            ('buffer_load_ushort ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 1, 0, 0): (
            shape_1c07b1391e99,
            ('buffer_load_ushort off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (18, 1, 0, 1, 0, 1): (
            shape_73cb33b3a4e0,
            ('buffer_load_ushort ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 1, 1, 0): (
            shape_73cb33b3a4e0,
            ('buffer_load_ushort ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 1, 1, 1): (
            shape_77efd3ef3b93,
            ('buffer_load_ushort ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_sshort ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (19, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_sshort ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (19, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_sshort ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (19, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_sshort ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (19, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 1, 0, 0, 0, 0): (
            shape_6698a4db926a,
            ('buffer_load_sshort off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (19, 1, 0, 0, 0, 1): (
            shape_d6b546825aff,
            ('buffer_load_sshort ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 0, 1, 0): (
            shape_d6b546825aff,
            ('buffer_load_sshort ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 0, 1, 1): (
            shape_47dda2477f12,
            ('buffer_load_sshort ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 1, 0, 0): (
            shape_1c07b1391e99,
            ('buffer_load_sshort off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (19, 1, 0, 1, 0, 1): (
            shape_73cb33b3a4e0,
            ('buffer_load_sshort ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 1, 1, 0): (
            shape_73cb33b3a4e0,
            ('buffer_load_sshort ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 1, 1, 1): (
            shape_77efd3ef3b93,
            ('buffer_load_sshort ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_dword ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (20, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_dword ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (20, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_dword ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (20, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_dword ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (20, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 1, 0, 0, 0, 0): (
            shape_6698a4db926a,
            ('buffer_load_dword off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (20, 1, 0, 0, 0, 1): (
            shape_d6b546825aff,
            ('buffer_load_dword ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 0, 1, 0): (
            shape_d6b546825aff,
            ('buffer_load_dword ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 0, 1, 1): (
            shape_47dda2477f12,
            ('buffer_load_dword ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 1, 0, 0): (
            shape_1c07b1391e99,
            ('buffer_load_dword off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (20, 1, 0, 1, 0, 1): (
            shape_73cb33b3a4e0,
            ('buffer_load_dword ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 1, 1, 0): (
            shape_73cb33b3a4e0,
            ('buffer_load_dword ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 1, 1, 1): (
            shape_77efd3ef3b93,
            ('buffer_load_dword ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (21, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_load_dwordx2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (21, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_load_dwordx2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (21, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_load_dwordx2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (21, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_load_dwordx2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (21, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 0, 0, 0): (
            shape_cf06fce125ec,
            ('buffer_load_dwordx3 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (22, 0, 0, 0, 0, 1): (
            shape_0a0bfb9b0fd7,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 0, 1, 0): (
            shape_0a0bfb9b0fd7,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 0, 1, 1): (
            shape_b2b4e630e529,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 1, 0, 0): (
            shape_eb02dfcc1739,
            ('buffer_load_dwordx3 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (22, 0, 0, 1, 0, 1): (
            shape_182b22fff086,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 1, 1, 0): (
            shape_182b22fff086,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 1, 1, 1): (
            shape_3aef527cc78e,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 0, 0, 0): (
            shape_219a00ed9e9e,
            ('buffer_load_dwordx3 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (22, 0, 1, 0, 0, 1): (
            shape_da9c545d218c,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 0, 1, 0): (
            shape_da9c545d218c,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 0, 1, 1): (
            shape_d46e335c2c00,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 1, 0, 0): (
            shape_7ebe60117778,
            ('buffer_load_dwordx3 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (22, 0, 1, 1, 0, 1): (
            shape_357573339f68,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 1, 1, 0): (
            shape_357573339f68,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 1, 1, 1): (
            shape_6a50e9a3d64e,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 1, 0, 0, 0, 0): (
            shape_6698a4db926a,
            ('buffer_load_dwordx3 off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (22, 1, 0, 0, 0, 1): (
            shape_d6b546825aff,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 0, 1, 0): (
            shape_d6b546825aff,
            ('buffer_load_dwordx3 ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 0, 1, 1): (
            shape_47dda2477f12,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 1, 0, 0): (
            shape_1c07b1391e99,
            ('buffer_load_dwordx3 off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (22, 1, 0, 1, 0, 1): (
            shape_73cb33b3a4e0,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 1, 1, 0): (
            shape_73cb33b3a4e0,
            ('buffer_load_dwordx3 ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 1, 1, 1): (
            shape_77efd3ef3b93,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 0, 0, 0, 0, 0): (
            shape_dfd1b6b086eb,
            ('buffer_load_dwordx4 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (23, 0, 0, 0, 0, 1): (
            shape_270332dfc809,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 0, 1, 0): (
            shape_270332dfc809,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 0, 1, 1): (
            shape_ab23d2ae6263,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 1, 0, 0): (
            shape_e14b373df5ea,
            ('buffer_load_dwordx4 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (23, 0, 0, 1, 0, 1): (
            shape_7c02bd697b10,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 1, 1, 0): (
            shape_7c02bd697b10,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 1, 1, 1): (
            shape_312deac384a8,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 0, 0, 0): (
            shape_c31b2a8e1a24,
            ('buffer_load_dwordx4 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (23, 0, 1, 0, 0, 1): (
            shape_18685b6ee366,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 0, 1, 0): (
            shape_18685b6ee366,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 0, 1, 1): (
            shape_545ea64f32e1,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 1, 0, 0): (
            shape_6b89397c61f5,
            ('buffer_load_dwordx4 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (23, 0, 1, 1, 0, 1): (
            shape_3559da335a1b,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 1, 1, 0): (
            shape_3559da335a1b,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 1, 1, 1): (
            shape_5b2e72f958e5,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 1, 0, 0, 0, 0): (
            shape_6698a4db926a,
            ('buffer_load_dwordx4 off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (23, 1, 0, 0, 0, 1): (
            shape_d6b546825aff,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 0, 1, 0): (
            shape_d6b546825aff,
            ('buffer_load_dwordx4 ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 0, 1, 1): (
            shape_47dda2477f12,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 1, 0, 0): (
            shape_1c07b1391e99,
            ('buffer_load_dwordx4 off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (23, 1, 0, 1, 0, 1): (
            shape_73cb33b3a4e0,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 1, 1, 0): (
            shape_73cb33b3a4e0,
            ('buffer_load_dwordx4 ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 1, 1, 1): (
            shape_77efd3ef3b93,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (24, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_store_byte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (24, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_store_byte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (24, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_store_byte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (24, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_store_byte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (24, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_store_byte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (25, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_store_byte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (25, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_store_byte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (25, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_store_byte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (25, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_store_short ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (26, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_store_short ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (26, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_store_short ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (26, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_store_short ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (26, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_store_short_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (27, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_store_short_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (27, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_store_short_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (27, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_store_short_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (27, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_store_dword ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (28, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_store_dword ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (28, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_store_dword ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (28, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_store_dword ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (28, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_store_dwordx2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (29, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_store_dwordx2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (29, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_store_dwordx2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (29, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_store_dwordx2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (29, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 0, 0, 0): (
            shape_cf06fce125ec,
            ('buffer_store_dwordx3 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (30, 0, 0, 0, 0, 1): (
            shape_0a0bfb9b0fd7,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 0, 1, 0): (
            shape_0a0bfb9b0fd7,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 0, 1, 1): (
            shape_b2b4e630e529,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 1, 0, 0): (
            shape_eb02dfcc1739,
            ('buffer_store_dwordx3 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (30, 0, 0, 1, 0, 1): (
            shape_182b22fff086,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 1, 1, 0): (
            shape_182b22fff086,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 1, 1, 1): (
            shape_3aef527cc78e,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 0, 0, 0): (
            shape_219a00ed9e9e,
            ('buffer_store_dwordx3 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (30, 0, 1, 0, 0, 1): (
            shape_da9c545d218c,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 0, 1, 0): (
            shape_da9c545d218c,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 0, 1, 1): (
            shape_d46e335c2c00,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 1, 0, 0): (
            shape_7ebe60117778,
            ('buffer_store_dwordx3 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (30, 0, 1, 1, 0, 1): (
            shape_357573339f68,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 1, 1, 0): (
            shape_357573339f68,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 1, 1, 1): (
            shape_6a50e9a3d64e,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 0, 0, 0): (
            shape_dfd1b6b086eb,
            ('buffer_store_dwordx4 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (31, 0, 0, 0, 0, 1): (
            shape_270332dfc809,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 0, 1, 0): (
            shape_270332dfc809,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 0, 1, 1): (
            shape_ab23d2ae6263,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 1, 0, 0): (
            shape_e14b373df5ea,
            ('buffer_store_dwordx4 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (31, 0, 0, 1, 0, 1): (
            shape_7c02bd697b10,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 1, 1, 0): (
            shape_7c02bd697b10,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 1, 1, 1): (
            shape_312deac384a8,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 0, 0, 0): (
            shape_c31b2a8e1a24,
            ('buffer_store_dwordx4 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (31, 0, 1, 0, 0, 1): (
            shape_18685b6ee366,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 0, 1, 0): (
            shape_18685b6ee366,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 0, 1, 1): (
            shape_545ea64f32e1,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 1, 0, 0): (
            shape_6b89397c61f5,
            ('buffer_store_dwordx4 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (31, 0, 1, 1, 0, 1): (
            shape_3559da335a1b,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 1, 1, 0): (
            shape_3559da335a1b,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 1, 1, 1): (
            shape_5b2e72f958e5,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_ubyte_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (32, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_ubyte_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (32, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_ubyte_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (32, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_ubyte_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (32, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (33, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (33, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (33, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (33, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_sbyte_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (34, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_sbyte_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (34, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_sbyte_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (34, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_sbyte_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (34, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (35, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (35, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (35, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (35, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_short_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (36, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_short_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (36, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_short_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (36, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_short_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (36, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_short_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (37, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_short_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (37, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_short_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (37, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_short_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (37, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (38, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (38, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (38, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (38, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (39, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (39, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (39, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (39, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (40, 0, 0, 0, 0, 0): (shape_6d5068b4000d, ('buffer_wbl2',), 0xff7fffff02020fff, 0x0),
        (40, 0, 0, 1, 0, 0): (shape_6d5068b4000d, ('buffer_wbl2 sc0',), 0xff7fffff02020fff, 0x0),
        (41, 0, 0, 0, 0, 0): (shape_6d5068b4000d, ('buffer_inv',), 0xff7fffff02020fff, 0x0),
        (41, 0, 0, 1, 0, 0): (shape_6d5068b4000d, ('buffer_inv sc0',), 0xff7fffff02020fff, 0x0),
        (64, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_swap ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (64, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_swap ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (64, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_swap ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (64, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_swap ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (64, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_cmpswap ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (65, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_cmpswap ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (65, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_cmpswap ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (65, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_cmpswap ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (65, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_add ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (66, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_add ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (66, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_add ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (66, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_add ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (66, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_sub ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (67, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_sub ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (67, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_sub ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (67, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_sub ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (67, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_smin ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (68, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_smin ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (68, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_smin ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (68, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_smin ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (68, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_umin ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (69, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_umin ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (69, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_umin ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (69, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_umin ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (69, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_smax ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (70, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_smax ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (70, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_smax ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (70, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_smax ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (70, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_umax ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (71, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_umax ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (71, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_umax ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (71, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_umax ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (71, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_and ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (72, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_and ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (72, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_and ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (72, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_and ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (72, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_or ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (73, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_or ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (73, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_or ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (73, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_or ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (73, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_xor ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (74, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_xor ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (74, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_xor ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (74, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_xor ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (74, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_inc ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (75, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_inc ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (75, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_inc ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (75, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_inc ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (75, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_dec ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (76, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_dec ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (76, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_dec ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (76, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_dec ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (76, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_add_f32 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (77, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_add_f32 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (77, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_add_f32 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (77, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_add_f32 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (77, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (78, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (78, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (78, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (78, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_add_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (79, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_add_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (79, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_add_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (79, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_add_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (79, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_min_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (80, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_min_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (80, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_min_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (80, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_min_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (80, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_max_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (81, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_max_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (81, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_max_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (81, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_max_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (81, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 0, 0, 0): (
            shape_4102b38eb1c0,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (82, 0, 0, 0, 0, 1): (
            shape_f00e5672c6f6,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 0, 1, 0): (
            shape_f00e5672c6f6,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 0, 1, 1): (
            shape_dd1b283ef224,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 1, 0, 0): (
            shape_bc10bebd0107,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (82, 0, 0, 1, 0, 1): (
            shape_080e83e25cef,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 1, 1, 0): (
            shape_080e83e25cef,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 1, 1, 1): (
            shape_b315114e7223,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 0, 0, 0): (
            shape_bde2d6f0a90d,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (82, 0, 1, 0, 0, 1): (
            shape_9d84a02cd43e,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 0, 1, 0): (
            shape_9d84a02cd43e,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 0, 1, 1): (
            shape_bac6ea2aa7a5,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 1, 0, 0): (
            shape_91cf101a03df,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (82, 0, 1, 1, 0, 1): (
            shape_0e8919bedca7,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 1, 1, 0): (
            shape_0e8919bedca7,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 1, 1, 1): (
            shape_2e9768f37603,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_swap_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (96, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_swap_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (96, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_swap_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (96, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_swap_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (96, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 0, 0, 0): (
            shape_dfd1b6b086eb,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (97, 0, 0, 0, 0, 1): (
            shape_270332dfc809,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 0, 1, 0): (
            shape_270332dfc809,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 0, 1, 1): (
            shape_ab23d2ae6263,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 1, 0, 0): (
            shape_e14b373df5ea,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (97, 0, 0, 1, 0, 1): (
            shape_7c02bd697b10,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 1, 1, 0): (
            shape_7c02bd697b10,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 1, 1, 1): (
            shape_312deac384a8,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 0, 0, 0): (
            shape_c31b2a8e1a24,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (97, 0, 1, 0, 0, 1): (
            shape_18685b6ee366,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 0, 1, 0): (
            shape_18685b6ee366,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 0, 1, 1): (
            shape_545ea64f32e1,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 1, 0, 0): (
            shape_6b89397c61f5,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (97, 0, 1, 1, 0, 1): (
            shape_3559da335a1b,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 1, 1, 0): (
            shape_3559da335a1b,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 1, 1, 1): (
            shape_5b2e72f958e5,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_add_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (98, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_add_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (98, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_add_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (98, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_add_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (98, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_sub_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (99, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_sub_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (99, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_sub_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (99, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_sub_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (99, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_smin_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (100, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_smin_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (100, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_smin_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (100, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_smin_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (100, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_umin_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (101, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_umin_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (101, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_umin_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (101, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_umin_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (101, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_smax_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (102, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_smax_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (102, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_smax_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (102, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_smax_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (102, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_umax_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (103, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_umax_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (103, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_umax_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (103, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_umax_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (103, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_and_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (104, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_and_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (104, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_and_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (104, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_and_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (104, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_or_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (105, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_or_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (105, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_or_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (105, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_or_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (105, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_xor_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (106, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_xor_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (106, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_xor_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (106, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_xor_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (106, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_inc_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (107, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_inc_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (107, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_inc_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (107, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_inc_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (107, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 0, 0, 0): (
            shape_211b73a307c6,
            ('buffer_atomic_dec_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (108, 0, 0, 0, 0, 1): (
            shape_eac61c00b5f6,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 0, 1, 0): (
            shape_eac61c00b5f6,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 0, 1, 1): (
            shape_49f13c9d3224,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 1, 0, 0): (
            shape_d07962fe910b,
            ('buffer_atomic_dec_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (108, 0, 0, 1, 0, 1): (
            shape_ee518e93924f,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 1, 1, 0): (
            shape_ee518e93924f,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 1, 1, 1): (
            shape_8882a96166fc,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 0, 0, 0): (
            shape_121e662caa9d,
            ('buffer_atomic_dec_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (108, 0, 1, 0, 0, 1): (
            shape_88b51d509afc,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 0, 1, 0): (
            shape_88b51d509afc,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 0, 1, 1): (
            shape_0a24d65ef79c,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 1, 0, 0): (
            shape_19624e283979,
            ('buffer_atomic_dec_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (108, 0, 1, 1, 0, 1): (
            shape_26734bd0ba22,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 1, 1, 0): (
            shape_26734bd0ba22,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 1, 1, 1): (
            shape_166a3311f47b,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
    }
