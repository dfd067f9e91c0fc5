"""gfx950 DS templates as code, generated with the tables by
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
    C_r204 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r205 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r206 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010100'
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
    C_r210 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101000000'
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
    C_r213 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r214 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010000'
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
    C_r47 = bytes.fromhex(
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
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
    C_r60 = bytes.fromhex('0100')
    C_r83 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    F_swizzle = F['swizzle']
    F_u16_dec = F['u16_dec']
    M_r141 = R['r141'][1]
    M_r147 = R['r147'][1]
    M_r204 = R['r204'][1]
    M_r205 = R['r205'][1]
    M_r206 = R['r206'][1]
    M_r207 = R['r207'][1]
    M_r208 = R['r208'][1]
    M_r210 = R['r210'][1]
    M_r211 = R['r211'][1]
    M_r212 = R['r212'][1]
    M_r213 = R['r213'][1]
    M_r214 = R['r214'][1]
    M_r34 = R['r34'][1]
    M_r38 = R['r38'][1]
    M_r47 = R['r47'][1]
    M_r54 = R['r54'][1]
    M_r60 = R['r60'][1]
    M_r83 = R['r83'][1]
    def shape_0064611d20da(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r214[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r214[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_00710bbc30b9(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r47[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r47[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_08012cf84ce8(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0e15083541b6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r206[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not C_r206[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1164a14fcbb3(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_14780fec119e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_14a161d0549b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_171ff091851e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r34[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_18cfbcf09b99(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r54[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r60[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r47[((v >> 48) & 255)]
            if t5 is None: raise Invalid
            t7 = ((v >> 0) & 65535)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r60[((v >> 16) & 1)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_191c28b20930(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1bab91620e6d(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1d6a5e42b13b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1e79b1c9d1ef(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r213[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r213[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_23950358fec5(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r34[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r34[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 48) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2fa8025ee046(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r54[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r54[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r54[((v >> 48) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_31a38c18453f(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r47[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_38ac01f225f7(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3e4d938bcb61(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_420b5c820d15(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_swizzle(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r209', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_498d94f9b371(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r34[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_523db5125e8d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_52a367b7c40c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_534fc52a5ea5(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5643b6f0e1e6(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_56a0f4c0d259(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r54[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_580926a2d8bd(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r47[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r47[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6dfdb958654f(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6fa7e8970472(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r34[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r34[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r34[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_70182853d09f(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_705182ecec29(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r54[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r54[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7061736bb68f(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r47[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_727c68b4c4b7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r210[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r206[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r210[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not C_r206[((v >> 48) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_78f6dcee791d(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_83a56168227f(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r47[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r47[((v >> 8) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r60[((v >> 16) & 1)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 32) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r47[((v >> 40) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r47[((v >> 48) & 255)]
            if t6 is None: raise Invalid
            t7 = M_r47[((v >> 56) & 255)]
            if t7 is None: raise Invalid
            return s0 + t1 + t2 + t3 + t4 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r47[((v >> 0) & 255)]: return False
            if not C_r47[((v >> 8) & 255)]: return False
            if not C_r60[((v >> 16) & 1)]: return False
            if not C_r47[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8edce7080d5b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9dc36250e3c1(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r54[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r54[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r54[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9de45ca77f3c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9ede3f506c1f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r34[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r60[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r47[((v >> 48) & 255)]
            if t5 is None: raise Invalid
            t7 = ((v >> 0) & 65535)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r60[((v >> 16) & 1)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a4eb10db3986(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a8c2afba13be(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_aa17ce84e7df(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_afb3a6ba5824(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r206[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not C_r206[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b75a6b2460f2(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r38[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bd62de0c440f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r34[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bded032d8841(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r54[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r54[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bf7dc7955f6c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_swizzle(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r209', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d2b486ed23c4(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r206[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not C_r206[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e45cbed1d8a5(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e8ad185dd2f0(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 48) & 255)]: return False
            if not C_r47[((v >> 56) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f79d508e233b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r47[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r47[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 65535)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            return s0 + t1 + s1 + t2 + t3 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r47[((v >> 40) & 255)]: return False
            if not C_r47[((v >> 48) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_faf18e8dcf2a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r83[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r38[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_r204[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_r205[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r83[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not C_r38[((v >> 48) & 255)]: return False
            if not C_r204[((v >> 0) & 255)]: return False
            if not C_r205[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0, 0): (shape_1bab91620e6d, ('ds_add_u32 ', ', '), 0x10000, 0x0),
        (0, 1): (shape_8edce7080d5b, ('ds_add_u32 ', ', '), 0x10000, 0x0),
        (1, 0): (shape_1bab91620e6d, ('ds_sub_u32 ', ', '), 0x10000, 0x0),
        (1, 1): (shape_8edce7080d5b, ('ds_sub_u32 ', ', '), 0x10000, 0x0),
        (2, 0): (shape_1bab91620e6d, ('ds_rsub_u32 ', ', '), 0x10000, 0x0),
        (2, 1): (shape_8edce7080d5b, ('ds_rsub_u32 ', ', '), 0x10000, 0x0),
        (3, 0): (shape_1bab91620e6d, ('ds_inc_u32 ', ', '), 0x10000, 0x0),
        (3, 1): (shape_8edce7080d5b, ('ds_inc_u32 ', ', '), 0x10000, 0x0),
        (4, 0): (shape_1bab91620e6d, ('ds_dec_u32 ', ', '), 0x10000, 0x0),
        (4, 1): (shape_8edce7080d5b, ('ds_dec_u32 ', ', '), 0x10000, 0x0),
        (5, 0): (shape_1bab91620e6d, ('ds_min_i32 ', ', '), 0x10000, 0x0),
        (5, 1): (shape_8edce7080d5b, ('ds_min_i32 ', ', '), 0x10000, 0x0),
        (6, 0): (shape_1bab91620e6d, ('ds_max_i32 ', ', '), 0x10000, 0x0),
        (6, 1): (shape_8edce7080d5b, ('ds_max_i32 ', ', '), 0x10000, 0x0),
        (7, 0): (shape_1bab91620e6d, ('ds_min_u32 ', ', '), 0x10000, 0x0),
        (7, 1): (shape_8edce7080d5b, ('ds_min_u32 ', ', '), 0x10000, 0x0),
        (8, 0): (shape_1bab91620e6d, ('ds_max_u32 ', ', '), 0x10000, 0x0),
        (8, 1): (shape_8edce7080d5b, ('ds_max_u32 ', ', '), 0x10000, 0x0),
        (9, 0): (shape_1bab91620e6d, ('ds_and_b32 ', ', '), 0x10000, 0x0),
        (9, 1): (shape_8edce7080d5b, ('ds_and_b32 ', ', '), 0x10000, 0x0),
        (10, 0): (shape_1bab91620e6d, ('ds_or_b32 ', ', '), 0x10000, 0x0),
        (10, 1): (shape_8edce7080d5b, ('ds_or_b32 ', ', '), 0x10000, 0x0),
        (11, 0): (shape_1bab91620e6d, ('ds_xor_b32 ', ', '), 0x10000, 0x0),
        (11, 1): (shape_8edce7080d5b, ('ds_xor_b32 ', ', '), 0x10000, 0x0),
        (12, 0): (shape_171ff091851e, ('ds_mskor_b32 ', ', ', ', '), 0x10000, 0x0),
        (12, 1): (shape_705182ecec29, ('ds_mskor_b32 ', ', ', ', '), 0x10000, 0x0),
        (13, 0): (shape_1bab91620e6d, ('ds_write_b32 ', ', '), 0x10000, 0x0),
        (13, 1): (shape_8edce7080d5b, ('ds_write_b32 ', ', '), 0x10000, 0x0),
        (14, 0): (shape_498d94f9b371, ('ds_write2_b32 ', ', ', ', '), 0x10000, 0x0),
        (14, 1): (shape_bded032d8841, ('ds_write2_b32 ', ', ', ', '), 0x10000, 0x0),
        (15, 0): (shape_498d94f9b371, ('ds_write2st64_b32 ', ', ', ', '), 0x10000, 0x0),
        (15, 1): (shape_bded032d8841, ('ds_write2st64_b32 ', ', ', ', '), 0x10000, 0x0),
        (16, 0): (shape_171ff091851e, ('ds_cmpst_b32 ', ', ', ', '), 0x10000, 0x0),
        (16, 1): (shape_705182ecec29, ('ds_cmpst_b32 ', ', ', ', '), 0x10000, 0x0),
        (17, 0): (shape_171ff091851e, ('ds_cmpst_f32 ', ', ', ', '), 0x10000, 0x0),
        (17, 1): (shape_705182ecec29, ('ds_cmpst_f32 ', ', ', ', '), 0x10000, 0x0),
        (18, 0): (shape_1bab91620e6d, ('ds_min_f32 ', ', '), 0x10000, 0x0),
        (18, 1): (shape_8edce7080d5b, ('ds_min_f32 ', ', '), 0x10000, 0x0),
        (19, 0): (shape_1bab91620e6d, ('ds_max_f32 ', ', '), 0x10000, 0x0),
        (19, 1): (shape_8edce7080d5b, ('ds_max_f32 ', ', '), 0x10000, 0x0),
        (20, 0): (shape_83a56168227f, ('ds_nop',), 0x0, 0x0),
        (21, 0): (shape_1bab91620e6d, ('ds_add_f32 ', ', '), 0x10000, 0x0),
        (21, 1): (shape_8edce7080d5b, ('ds_add_f32 ', ', '), 0x10000, 0x0),
        (23, 0): (shape_1bab91620e6d, ('ds_pk_add_f16 ', ', '), 0x10000, 0x0),
        (23, 1): (shape_8edce7080d5b, ('ds_pk_add_f16 ', ', '), 0x10000, 0x0),
        (24, 0): (shape_1bab91620e6d, ('ds_pk_add_bf16 ', ', '), 0x10000, 0x0),
        (24, 1): (shape_8edce7080d5b, ('ds_pk_add_bf16 ', ', '), 0x10000, 0x0),
        (29, 0): (shape_7061736bb68f, ('ds_write_addtid_b32 ',), 0x10000, 0x0),
        (29, 1): (shape_31a38c18453f, ('ds_write_addtid_b32 ',), 0x10000, 0x0),
        (30, 0): (shape_1bab91620e6d, ('ds_write_b8 ', ', '), 0x10000, 0x0),
        (30, 1): (shape_8edce7080d5b, ('ds_write_b8 ', ', '), 0x10000, 0x0),
        (31, 0): (shape_1bab91620e6d, ('ds_write_b16 ', ', '), 0x10000, 0x0),
        (31, 1): (shape_8edce7080d5b, ('ds_write_b16 ', ', '), 0x10000, 0x0),
        (32, 0): (shape_bd62de0c440f, ('ds_add_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (32, 1): (shape_56a0f4c0d259, ('ds_add_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (33, 0): (shape_bd62de0c440f, ('ds_sub_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (33, 1): (shape_56a0f4c0d259, ('ds_sub_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (34, 0): (shape_bd62de0c440f, ('ds_rsub_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (34, 1): (shape_56a0f4c0d259, ('ds_rsub_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (35, 0): (shape_bd62de0c440f, ('ds_inc_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (35, 1): (shape_56a0f4c0d259, ('ds_inc_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (36, 0): (shape_bd62de0c440f, ('ds_dec_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (36, 1): (shape_56a0f4c0d259, ('ds_dec_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (37, 0): (shape_bd62de0c440f, ('ds_min_rtn_i32 ', ', ', ', '), 0x10000, 0x0),
        (37, 1): (shape_56a0f4c0d259, ('ds_min_rtn_i32 ', ', ', ', '), 0x10000, 0x0),
        (38, 0): (shape_bd62de0c440f, ('ds_max_rtn_i32 ', ', ', ', '), 0x10000, 0x0),
        (38, 1): (shape_56a0f4c0d259, ('ds_max_rtn_i32 ', ', ', ', '), 0x10000, 0x0),
        (39, 0): (shape_bd62de0c440f, ('ds_min_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (39, 1): (shape_56a0f4c0d259, ('ds_min_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (40, 0): (shape_bd62de0c440f, ('ds_max_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (40, 1): (shape_56a0f4c0d259, ('ds_max_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (41, 0): (shape_bd62de0c440f, ('ds_and_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (41, 1): (shape_56a0f4c0d259, ('ds_and_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (42, 0): (shape_bd62de0c440f, ('ds_or_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (42, 1): (shape_56a0f4c0d259, ('ds_or_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (43, 0): (shape_bd62de0c440f, ('ds_xor_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (43, 1): (shape_56a0f4c0d259, ('ds_xor_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (44, 0): (shape_6fa7e8970472, ('ds_mskor_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (44, 1): (shape_9dc36250e3c1, ('ds_mskor_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (45, 0): (shape_bd62de0c440f, ('ds_wrxchg_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (45, 1): (shape_56a0f4c0d259, ('ds_wrxchg_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (46, 0): (shape_23950358fec5, ('ds_wrxchg2_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (46, 1): (shape_2fa8025ee046, ('ds_wrxchg2_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (47, 0): (shape_23950358fec5, ('ds_wrxchg2st64_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (47, 1): (shape_2fa8025ee046, ('ds_wrxchg2st64_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (48, 0): (shape_6fa7e8970472, ('ds_cmpst_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (48, 1): (shape_9dc36250e3c1, ('ds_cmpst_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (49, 0): (shape_6fa7e8970472, ('ds_cmpst_rtn_f32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (49, 1): (shape_9dc36250e3c1, ('ds_cmpst_rtn_f32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (50, 0): (shape_bd62de0c440f, ('ds_min_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (50, 1): (shape_56a0f4c0d259, ('ds_min_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (51, 0): (shape_bd62de0c440f, ('ds_max_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (51, 1): (shape_56a0f4c0d259, ('ds_max_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (52, 0): (shape_6fa7e8970472, ('ds_wrap_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (52, 1): (shape_9dc36250e3c1, ('ds_wrap_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (53, 0): (shape_bd62de0c440f, ('ds_add_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (53, 1): (shape_56a0f4c0d259, ('ds_add_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (54, 0): (shape_08012cf84ce8, ('ds_read_b32 ', ', '), 0x10000, 0x0),
        (54, 1): (shape_534fc52a5ea5, ('ds_read_b32 ', ', '), 0x10000, 0x0),
        (55, 0): (shape_a8c2afba13be, ('ds_read2_b32 ', ', '), 0x10000, 0x0),
        (55, 1): (shape_191c28b20930, ('ds_read2_b32 ', ', '), 0x10000, 0x0),
        (56, 0): (shape_a8c2afba13be, ('ds_read2st64_b32 ', ', '), 0x10000, 0x0),
        (56, 1): (shape_191c28b20930, ('ds_read2st64_b32 ', ', '), 0x10000, 0x0),
        (57, 0): (shape_08012cf84ce8, ('ds_read_i8 ', ', '), 0x10000, 0x0),
        (57, 1): (shape_534fc52a5ea5, ('ds_read_i8 ', ', '), 0x10000, 0x0),
        (58, 0): (shape_08012cf84ce8, ('ds_read_u8 ', ', '), 0x10000, 0x0),
        (58, 1): (shape_534fc52a5ea5, ('ds_read_u8 ', ', '), 0x10000, 0x0),
        (59, 0): (shape_08012cf84ce8, ('ds_read_i16 ', ', '), 0x10000, 0x0),
        (59, 1): (shape_534fc52a5ea5, ('ds_read_i16 ', ', '), 0x10000, 0x0),
        (60, 0): (shape_08012cf84ce8, ('ds_read_u16 ', ', '), 0x10000, 0x0),
        (60, 1): (shape_534fc52a5ea5, ('ds_read_u16 ', ', '), 0x10000, 0x0),
        (61, 0): (shape_bf7dc7955f6c, ('ds_swizzle_b32 ', ', '), 0x10000, 0x0),
        (61, 1): (shape_420b5c820d15, ('ds_swizzle_b32 ', ', '), 0x10000, 0x0),
        (62, 0): (shape_9ede3f506c1f, ('ds_permute_b32 ', ', ', ', '), 0x0, 0x0),
        (62, 1): (shape_18cfbcf09b99, ('ds_permute_b32 ', ', ', ', '), 0x0, 0x0),
        (63, 0): (shape_9ede3f506c1f, ('ds_bpermute_b32 ', ', ', ', '), 0x0, 0x0),
        (63, 1): (shape_18cfbcf09b99, ('ds_bpermute_b32 ', ', ', ', '), 0x0, 0x0),
        (64, 0): (shape_a4eb10db3986, ('ds_add_u64 ', ', '), 0x10000, 0x0),
        (64, 1): (shape_e45cbed1d8a5, ('ds_add_u64 ', ', '), 0x10000, 0x0),
        (65, 0): (shape_a4eb10db3986, ('ds_sub_u64 ', ', '), 0x10000, 0x0),
        (65, 1): (shape_e45cbed1d8a5, ('ds_sub_u64 ', ', '), 0x10000, 0x0),
        (66, 0): (shape_a4eb10db3986, ('ds_rsub_u64 ', ', '), 0x10000, 0x0),
        (66, 1): (shape_e45cbed1d8a5, ('ds_rsub_u64 ', ', '), 0x10000, 0x0),
        (67, 0): (shape_a4eb10db3986, ('ds_inc_u64 ', ', '), 0x10000, 0x0),
        (67, 1): (shape_e45cbed1d8a5, ('ds_inc_u64 ', ', '), 0x10000, 0x0),
        (68, 0): (shape_a4eb10db3986, ('ds_dec_u64 ', ', '), 0x10000, 0x0),
        (68, 1): (shape_e45cbed1d8a5, ('ds_dec_u64 ', ', '), 0x10000, 0x0),
        (69, 0): (shape_a4eb10db3986, ('ds_min_i64 ', ', '), 0x10000, 0x0),
        (69, 1): (shape_e45cbed1d8a5, ('ds_min_i64 ', ', '), 0x10000, 0x0),
        (70, 0): (shape_a4eb10db3986, ('ds_max_i64 ', ', '), 0x10000, 0x0),
        (70, 1): (shape_e45cbed1d8a5, ('ds_max_i64 ', ', '), 0x10000, 0x0),
        (71, 0): (shape_a4eb10db3986, ('ds_min_u64 ', ', '), 0x10000, 0x0),
        (71, 1): (shape_e45cbed1d8a5, ('ds_min_u64 ', ', '), 0x10000, 0x0),
        (72, 0): (shape_a4eb10db3986, ('ds_max_u64 ', ', '), 0x10000, 0x0),
        (72, 1): (shape_e45cbed1d8a5, ('ds_max_u64 ', ', '), 0x10000, 0x0),
        (73, 0): (shape_a4eb10db3986, ('ds_and_b64 ', ', '), 0x10000, 0x0),
        (73, 1): (shape_e45cbed1d8a5, ('ds_and_b64 ', ', '), 0x10000, 0x0),
        (74, 0): (shape_a4eb10db3986, ('ds_or_b64 ', ', '), 0x10000, 0x0),
        (74, 1): (shape_e45cbed1d8a5, ('ds_or_b64 ', ', '), 0x10000, 0x0),
        (75, 0): (shape_a4eb10db3986, ('ds_xor_b64 ', ', '), 0x10000, 0x0),
        (75, 1): (shape_e45cbed1d8a5, ('ds_xor_b64 ', ', '), 0x10000, 0x0),
        (76, 0): (shape_523db5125e8d, ('ds_mskor_b64 ', ', ', ', '), 0x10000, 0x0),
        (76, 1): (shape_afb3a6ba5824, ('ds_mskor_b64 ', ', ', ', '), 0x10000, 0x0),
        (77, 0): (shape_a4eb10db3986, ('ds_write_b64 ', ', '), 0x10000, 0x0),
        (77, 1): (shape_e45cbed1d8a5, ('ds_write_b64 ', ', '), 0x10000, 0x0),
        (78, 0): (shape_e8ad185dd2f0, ('ds_write2_b64 ', ', ', ', '), 0x10000, 0x0),
        (78, 1): (shape_0e15083541b6, ('ds_write2_b64 ', ', ', ', '), 0x10000, 0x0),
        (79, 0): (shape_e8ad185dd2f0, ('ds_write2st64_b64 ', ', ', ', '), 0x10000, 0x0),
        (79, 1): (shape_0e15083541b6, ('ds_write2st64_b64 ', ', ', ', '), 0x10000, 0x0),
        (80, 0): (shape_523db5125e8d, ('ds_cmpst_b64 ', ', ', ', '), 0x10000, 0x0),
        (80, 1): (shape_afb3a6ba5824, ('ds_cmpst_b64 ', ', ', ', '), 0x10000, 0x0),
        (81, 0): (shape_523db5125e8d, ('ds_cmpst_f64 ', ', ', ', '), 0x10000, 0x0),
        (81, 1): (shape_afb3a6ba5824, ('ds_cmpst_f64 ', ', ', ', '), 0x10000, 0x0),
        (82, 0): (shape_a4eb10db3986, ('ds_min_f64 ', ', '), 0x10000, 0x0),
        (82, 1): (shape_e45cbed1d8a5, ('ds_min_f64 ', ', '), 0x10000, 0x0),
        (83, 0): (shape_a4eb10db3986, ('ds_max_f64 ', ', '), 0x10000, 0x0),
        (83, 1): (shape_e45cbed1d8a5, ('ds_max_f64 ', ', '), 0x10000, 0x0),
        (84, 0): (shape_1bab91620e6d, ('ds_write_b8_d16_hi ', ', '), 0x10000, 0x0),
        (84, 1): (shape_8edce7080d5b, ('ds_write_b8_d16_hi ', ', '), 0x10000, 0x0),
        (85, 0): (shape_1bab91620e6d, ('ds_write_b16_d16_hi ', ', '), 0x10000, 0x0),
        (85, 1): (shape_8edce7080d5b, ('ds_write_b16_d16_hi ', ', '), 0x10000, 0x0),
        (86, 0): (shape_08012cf84ce8, ('ds_read_u8_d16 ', ', '), 0x10000, 0x0),
        (86, 1): (shape_534fc52a5ea5, ('ds_read_u8_d16 ', ', '), 0x10000, 0x0),
        (87, 0): (shape_08012cf84ce8, ('ds_read_u8_d16_hi ', ', '), 0x10000, 0x0),
        (87, 1): (shape_534fc52a5ea5, ('ds_read_u8_d16_hi ', ', '), 0x10000, 0x0),
        (88, 0): (shape_08012cf84ce8, ('ds_read_i8_d16 ', ', '), 0x10000, 0x0),
        (88, 1): (shape_534fc52a5ea5, ('ds_read_i8_d16 ', ', '), 0x10000, 0x0),
        (89, 0): (shape_08012cf84ce8, ('ds_read_i8_d16_hi ', ', '), 0x10000, 0x0),
        (89, 1): (shape_534fc52a5ea5, ('ds_read_i8_d16_hi ', ', '), 0x10000, 0x0),
        (90, 0): (shape_08012cf84ce8, ('ds_read_u16_d16 ', ', '), 0x10000, 0x0),
        (90, 1): (shape_534fc52a5ea5, ('ds_read_u16_d16 ', ', '), 0x10000, 0x0),
        (91, 0): (shape_08012cf84ce8, ('ds_read_u16_d16_hi ', ', '), 0x10000, 0x0),
        (91, 1): (shape_534fc52a5ea5, ('ds_read_u16_d16_hi ', ', '), 0x10000, 0x0),
        (92, 0): (shape_a4eb10db3986, ('ds_add_f64 ', ', '), 0x10000, 0x0),
        (92, 1): (shape_e45cbed1d8a5, ('ds_add_f64 ', ', '), 0x10000, 0x0),
        (96, 0): (shape_1164a14fcbb3, ('ds_add_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (96, 1): (shape_14780fec119e, ('ds_add_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (97, 0): (shape_1164a14fcbb3, ('ds_sub_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (97, 1): (shape_14780fec119e, ('ds_sub_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (98, 0): (shape_1164a14fcbb3, ('ds_rsub_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (98, 1): (shape_14780fec119e, ('ds_rsub_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (99, 0): (shape_1164a14fcbb3, ('ds_inc_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (99, 1): (shape_14780fec119e, ('ds_inc_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (100, 0): (shape_1164a14fcbb3, ('ds_dec_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (100, 1): (shape_14780fec119e, ('ds_dec_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (101, 0): (shape_1164a14fcbb3, ('ds_min_rtn_i64 ', ', ', ', '), 0x10000, 0x0),
        (101, 1): (shape_14780fec119e, ('ds_min_rtn_i64 ', ', ', ', '), 0x10000, 0x0),
        (102, 0): (shape_1164a14fcbb3, ('ds_max_rtn_i64 ', ', ', ', '), 0x10000, 0x0),
        (102, 1): (shape_14780fec119e, ('ds_max_rtn_i64 ', ', ', ', '), 0x10000, 0x0),
        (103, 0): (shape_1164a14fcbb3, ('ds_min_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (103, 1): (shape_14780fec119e, ('ds_min_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (104, 0): (shape_1164a14fcbb3, ('ds_max_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (104, 1): (shape_14780fec119e, ('ds_max_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (105, 0): (shape_1164a14fcbb3, ('ds_and_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (105, 1): (shape_14780fec119e, ('ds_and_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (106, 0): (shape_1164a14fcbb3, ('ds_or_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (106, 1): (shape_14780fec119e, ('ds_or_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (107, 0): (shape_1164a14fcbb3, ('ds_xor_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (107, 1): (shape_14780fec119e, ('ds_xor_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (108, 0): (shape_b75a6b2460f2, ('ds_mskor_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (108, 1): (shape_d2b486ed23c4, ('ds_mskor_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (109, 0): (shape_1164a14fcbb3, ('ds_wrxchg_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (109, 1): (shape_14780fec119e, ('ds_wrxchg_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (110, 0): (shape_faf18e8dcf2a, ('ds_wrxchg2_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (110, 1): (shape_727c68b4c4b7, ('ds_wrxchg2_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (111, 0): (shape_faf18e8dcf2a, ('ds_wrxchg2st64_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (111, 1): (shape_727c68b4c4b7, ('ds_wrxchg2st64_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (112, 0): (shape_b75a6b2460f2, ('ds_cmpst_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (112, 1): (shape_d2b486ed23c4, ('ds_cmpst_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (113, 0): (shape_b75a6b2460f2, ('ds_cmpst_rtn_f64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (113, 1): (shape_d2b486ed23c4, ('ds_cmpst_rtn_f64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (114, 0): (shape_1164a14fcbb3, ('ds_min_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (114, 1): (shape_14780fec119e, ('ds_min_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (115, 0): (shape_1164a14fcbb3, ('ds_max_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (115, 1): (shape_14780fec119e, ('ds_max_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (118, 0): (shape_70182853d09f, ('ds_read_b64 ', ', '), 0x10000, 0x0),
        (118, 1): (shape_f79d508e233b, ('ds_read_b64 ', ', '), 0x10000, 0x0),
        (119, 0): (shape_3e4d938bcb61, ('ds_read2_b64 ', ', '), 0x10000, 0x0),
        (119, 1): (shape_1d6a5e42b13b, ('ds_read2_b64 ', ', '), 0x10000, 0x0),
        (120, 0): (shape_3e4d938bcb61, ('ds_read2st64_b64 ', ', '), 0x10000, 0x0),
        (120, 1): (shape_1d6a5e42b13b, ('ds_read2st64_b64 ', ', '), 0x10000, 0x0),
        (124, 0): (shape_1164a14fcbb3, ('ds_add_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (124, 1): (shape_14780fec119e, ('ds_add_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (126, 0): (shape_1164a14fcbb3, ('ds_condxchg32_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (126, 1): (shape_14780fec119e, ('ds_condxchg32_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (182, 0): (shape_00710bbc30b9, ('ds_read_addtid_b32 ',), 0x10000, 0x0),
        (182, 1): (shape_580926a2d8bd, ('ds_read_addtid_b32 ',), 0x10000, 0x0),
        (183, 0): (shape_bd62de0c440f, ('ds_pk_add_rtn_f16 ', ', ', ', '), 0x10000, 0x0),
        (183, 1): (shape_56a0f4c0d259, ('ds_pk_add_rtn_f16 ', ', ', ', '), 0x10000, 0x0),
        (184, 0): (shape_bd62de0c440f, ('ds_pk_add_rtn_bf16 ', ', ', ', '), 0x10000, 0x0),
        (184, 1): (shape_56a0f4c0d259, ('ds_pk_add_rtn_bf16 ', ', ', ', '), 0x10000, 0x0),
        (189, 0): (shape_00710bbc30b9, ('ds_consume ',), 0x10000, 0x0),
        (189, 1): (shape_580926a2d8bd, ('ds_consume ',), 0x10000, 0x0),
        (190, 0): (shape_00710bbc30b9, ('ds_append ',), 0x10000, 0x0),
        (190, 1): (shape_580926a2d8bd, ('ds_append ',), 0x10000, 0x0),
        (222, 0): (shape_38ac01f225f7, ('ds_write_b96 ', ', '), 0x10000, 0x0),
        (222, 1): (shape_78f6dcee791d, ('ds_write_b96 ', ', '), 0x10000, 0x0),
        (223, 0): (shape_6dfdb958654f, ('ds_write_b128 ', ', '), 0x10000, 0x0),
        (223, 1): (shape_aa17ce84e7df, ('ds_write_b128 ', ', '), 0x10000, 0x0),
        (224, 0): (shape_70182853d09f, ('ds_read_b64_tr_b4 ', ', '), 0x10000, 0x0),
        (224, 1): (shape_f79d508e233b, ('ds_read_b64_tr_b4 ', ', '), 0x10000, 0x0),
        (225, 0): (shape_1e79b1c9d1ef, ('ds_read_b96_tr_b6 ', ', '), 0x10000, 0x0),
        (225, 1): (shape_0064611d20da, ('ds_read_b96_tr_b6 ', ', '), 0x10000, 0x0),
        (226, 0): (shape_70182853d09f, ('ds_read_b64_tr_b8 ', ', '), 0x10000, 0x0),
        (226, 1): (shape_f79d508e233b, ('ds_read_b64_tr_b8 ', ', '), 0x10000, 0x0),
        (227, 0): (shape_70182853d09f, ('ds_read_b64_tr_b16 ', ', '), 0x10000, 0x0),
        (227, 1): (shape_f79d508e233b, ('ds_read_b64_tr_b16 ', ', '), 0x10000, 0x0),
        (254, 0): (shape_52a367b7c40c, ('ds_read_b96 ', ', '), 0x10000, 0x0),
        (254, 1): (shape_9de45ca77f3c, ('ds_read_b96 ', ', '), 0x10000, 0x0),
        (255, 0): (shape_14a161d0549b, ('ds_read_b128 ', ', '), 0x10000, 0x0),
        (255, 1): (shape_5643b6f0e1e6, ('ds_read_b128 ', ', '), 0x10000, 0x0),
    }
