"""gfx950 FLAT templates as code, generated with the tables by
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
    C_r215 = bytes.fromhex(
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
    )
    C_r216 = bytes.fromhex('0101')
    C_r217 = bytes.fromhex('0101')
    C_r218 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010100'
    )
    C_r220 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
    )
    C_r3 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
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
    F_s13_dec = F['s13_dec']
    F_u16_dec = F['u16_dec']
    M_r141 = R['r141'][1]
    M_r147 = R['r147'][1]
    M_r206 = R['r206'][1]
    M_r207 = R['r207'][1]
    M_r208 = R['r208'][1]
    M_r210 = R['r210'][1]
    M_r211 = R['r211'][1]
    M_r212 = R['r212'][1]
    M_r215 = R['r215'][1]
    M_r216 = R['r216'][1]
    M_r217 = R['r217'][1]
    M_r218 = R['r218'][1]
    M_r220 = R['r220'][1]
    M_r3 = R['r3'][1]
    M_r34 = R['r34'][1]
    M_r38 = R['r38'][1]
    M_r54 = R['r54'][1]
    M_r60 = R['r60'][1]
    M_r83 = R['r83'][1]
    def shape_000320aa6172(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_00597932020d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0084286e5dd0(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0097737e0592(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_01c43f586e1d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_03e71dc6d7ed(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_03f28e6879eb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0450aca2ae70(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0679ee296563(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_09733981172a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_09f4808ebf06(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_104568614b47(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1099c5ba36b3(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_10af0c4d3940(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_10c6a4942ddf(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_12e977cb38b0(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_13c3c820ecb9(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1758fcb80073(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1961661ff4a2(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1a3a53e764f9(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1d35b73935ac(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1de4e06f2a24(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1e92439c2038(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1ea1a45278ff(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1ead718325d5(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1f060ac9c32a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1fc42af1ba84(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2207dda5a9de(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r210[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r220[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r210[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_25ed23d45d53(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_26abef2cb794(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_29cf1c2cab1a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2a5459a53e06(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2add5b63a32a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2afb958e884c(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2bb1389376f4(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2c88b29bd3c7(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2c966c3251d7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2d0595e2cfa6(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2d81524c9b0d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2db97b9f02b3(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2eabc80158a7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r215[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2ec474e57665(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_31458fa7c375(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3156647168d4(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_33261d916ee5(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_34de6db0ab70(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_35a47ad4251b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_36d77edd8ceb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3710dbc1320c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3744ed84c470(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_38f612aa2f61(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r60[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r60[((v >> 25) & 1)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_394a71bdfb3c(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3cb95c1584b8(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r220[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3df8d41bc65b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4091d9989476(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r215[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4155399e7cbb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_416e483e5c07(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_41bf37ef4782(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_431cc912e2b8(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_43221728c29a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r83[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r215[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r83[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_471225692beb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4be01c5798e2(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4e75a965f128(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4e78eb17d031(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4f2722169d51(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4f75bdd3274d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4f936e9c4681(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r215[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4fa83624130b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4ff3ffbf0a4e(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_517893f5becb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_51f452606df3(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_53bf6666f0d2(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_53ccb5f70b58(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_56eeec84289e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_56f469d9d9fd(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_57689c24f329(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5877c0663d9f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_590d7c143fdf(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5a42864da283(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5ac0bfaab4f0(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5b1ea6a62335(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5b26b59dd3ee(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5b552a1b00b7(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5b5970ab083b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5b808df8c447(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5de42b4ae5e7(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5e4d10c404d9(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5e6ca0a065ce(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r54[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5edad924b438(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5f94ccc00891(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_60dd4365d352(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6179f000b7f5(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_633dc035b689(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6349fa8a6c19(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_63e6ee638206(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_64202bbfb564(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6454c38b0afd(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_64cc540a52af(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r210[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r215[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r210[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_64cef9943b5e(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_65300bd7395b(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r218[((v >> 48) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6612ec50f91c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_673562227a4e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_69593b6dd71f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6982b40048e2(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_69a283d6e7a3(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_69e091f4bd2e(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6d79ff42a080(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6de1e73a733d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6ee9d3cdabad(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6f326a91bcff(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_702be2034353(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_71750ea290b8(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r3[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r3[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_72f1f7777bfe(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_72fa02bcff08(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_74acaec033f4(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_76ebf64f03aa(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_77f27b8c5c1e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_788f51c59638(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_79a767153bc4(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_79b1839fa006(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7a78fe3a406d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7afe55a4d89e(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7b7e1fab9f26(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7c921dcd2c58(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7d0a67774f17(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7d86396866aa(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r34[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r215[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7dc80a14d935(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7f0df3fb8697(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_802ffaee9911(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_804ce2f90711(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_80607d635bec(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r215[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_820024a7834a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8235c4d04047(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8242ca544569(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r38[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_83535915781c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_848599dc3727(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_84cf5c090e1c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_84e96f1cfdb7(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_858a6995d683(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_85d048a7d9c1(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_86b4639b013c(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_86cbd0f57996(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_86d654c70edf(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8b0de59faa63(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8bf0296f04f6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8cc52101c25d(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 8191)
            if t2 == 0: t1 = ''
            else:
                t1 = F_s13_dec(t2)
                if t1 is None: raise Invalid
                t1 = ' offset:' + t1 + ''
            t3 = M_r216[((v >> 17) & 1)]
            if t3 is None: raise Invalid
            t4 = M_r217[((v >> 25) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8d2081547505(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8e0338d6d0df(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8ed30829d007(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8f2258eed6cc(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8f7ab788b67c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8ff7f5a0c3a1(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_902bad610195(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_91530d73b4e2(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9573bb53d7e5(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r38[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r83[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r83[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_963b9081fc95(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_98d35400eda6(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_99ce0dc4c500(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_99e65a04880d(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_99ee6c73b598(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9aae6cbc8866(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9ae222611d9b(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r34[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9aeb2088f8cb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9c1ca5772f51(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9c9d6bc17f67(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9d5a3456df97(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r212[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9ddf2aecbd20(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9fce2b5d1f86(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a11a887a3b41(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a195a91acd7f(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r54[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r215[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a1b9c2f5491f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a1bb7b52d1d5(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a47d6eaf4866(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r60[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r215[((v >> 48) & 127)]
            if t7 is None: raise Invalid
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r60[((v >> 25) & 1)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a49829267e21(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a4b2b2691c0d(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a6847b19f339(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a7fe768ebfca(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a80d5cc4326b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a8ea18958331(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a91afbce7b95(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a99f2663c1a0(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_aab96b63e3fa(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ab97536a83ff(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_abfb00402f97(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ac8202218407(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ad3a74607951(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ae7657fea003(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_af80b524452e(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_afe82232bf38(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r220[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r60[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r216[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r60[((v >> 25) & 1)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_aff6522663a8(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b0db7f143a2c(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b11a08eb9f22(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b14a16b2f6e4(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b22c5d055b15(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b5ada4e22fb6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b5ea68301d55(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b64cd04f8812(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b72d8a53107c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b812b663d798(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b9dcb47ba73a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ba30d8b11b46(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ba62e5565a59(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r218[((v >> 48) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + t2 + s1 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bad5cf3a5443(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r38[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r220[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bb3362dd66d0(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bc468834ab4c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bf90f3c40959(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c015f2d81754(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c07a009d4231(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r3[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r3[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c1a150acb22b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c1d56b13542a(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c23c2e462896(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r215[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c2cd67044f20(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c423366a5608(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r208[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c485e5622723(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c6ae8708c2c9(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c6f1a1b2f1db(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c8643c567f4f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c8b2cc3e4c0a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c8b5bcce2d2b(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r210[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r210[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c91de13e5356(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cb76c455026e(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r34[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cbd54cb8c8e6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r212[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r212[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cc34c0c4782b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r54[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ce472f2acca1(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d1c5a5353f7e(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d4bb9aae8a94(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d9e1931fe6c2(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_da0d511db24f(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dbdf780c9fe7(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dcf71c885116(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r211[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r211[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e1e0e8c5ac9f(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e30d88e0556a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e3f103a19a7c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e448967acb7b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e48a86fe9275(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r211[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r211[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e55fa43cb400(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e6e86edd3372(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e77c2c795921(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e92a02cc0e81(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r207[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e96739ca1cc5(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e981913dfad3(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r220[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e9abdc6d2a00(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r34[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r220[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r34[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e9f131acad4f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r212[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r212[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ea1b29817ca0(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 8191)
            if t2 == 0: t1 = ''
            else:
                t1 = F_s13_dec(t2)
                if t1 is None: raise Invalid
                t1 = ' offset:' + t1 + ''
            t3 = M_r216[((v >> 17) & 1)]
            if t3 is None: raise Invalid
            t4 = M_r217[((v >> 25) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ec05d3e03c7c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ec724e1636f7(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r38[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r38[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ee208b8dcf33(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eeaa7e9ee0b9(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r141[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r141[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ef15173a1c92(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r147[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ef8e08d893cf(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r208[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r208[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ef92c0687f9a(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r206[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r206[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r220[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r206[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r206[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f07adde3c416(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r54[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f161bf213c26(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r218[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 56) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f2004a92b256(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r207[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r220[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r207[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f2eb93b9b6f2(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r141[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r141[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f460906b3fc1(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r208[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r38[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r208[((v >> 56) & 255)]: return False
            if not C_r38[((v >> 32) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f4c209e12069(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f691bd2d2037(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r147[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r215[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 32) & 255)]: return False
            if not C_r147[((v >> 40) & 255)]: return False
            if not fmt_ok('r203', ((v >> 0) & 8191)): return False
            if not C_r215[((v >> 48) & 127)]: return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f8e4034fb316(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r38[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r83[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r220[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r83[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fad95b4231bb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r207[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_r216[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r217[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r207[((v >> 40) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fb3410915217(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r54[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r54[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_r220[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_r216[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r217[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r54[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r54[((v >> 40) & 255)]: return False
            if not C_r220[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fba149d1d51b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r34[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_r218[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_r216[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r217[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not C_r218[((v >> 48) & 127)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fbcec495905f(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r147[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r34[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_r216[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r217[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r147[((v >> 56) & 255)]: return False
            if not C_r34[((v >> 32) & 255)]: return False
            if not fmt_ok('r219', ((v >> 0) & 8191)): return False
            if not C_r216[((v >> 17) & 1)]: return False
            if not C_r217[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (16, 0, 0, 0, 0, 0): (shape_99e65a04880d, ('flat_load_ubyte ', ', '), 0xff0000000000, 0x0),
        (16, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_ubyte ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 0, 1, 0, 0, 0): (shape_4be01c5798e2, ('flat_load_ubyte ', ', '), 0xff0000000000, 0x0),
        (16, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_ubyte ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_ubyte ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (16, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_ubyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (16, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_ubyte ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_ubyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_ubyte ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_ubyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_ubyte ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_ubyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_ubyte ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (16, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_ubyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (16, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_ubyte ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_ubyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_ubyte ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_ubyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_ubyte ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_ubyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_ubyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (16, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_ubyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_ubyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_ubyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_ubyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (16, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_ubyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_ubyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_ubyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 0, 0, 0, 0, 0): (shape_99e65a04880d, ('flat_load_sbyte ', ', '), 0xff0000000000, 0x0),
        (17, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_sbyte ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 0, 1, 0, 0, 0): (shape_4be01c5798e2, ('flat_load_sbyte ', ', '), 0xff0000000000, 0x0),
        (17, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_sbyte ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_sbyte ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (17, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_sbyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (17, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_sbyte ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_sbyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_sbyte ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_sbyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_sbyte ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_sbyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_sbyte ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (17, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_sbyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (17, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_sbyte ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_sbyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_sbyte ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_sbyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_sbyte ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_sbyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_sbyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (17, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_sbyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_sbyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_sbyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_sbyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (17, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_sbyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_sbyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_sbyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 0, 0, 0, 0, 0): (shape_99e65a04880d, ('flat_load_ushort ', ', '), 0xff0000000000, 0x0),
        (18, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_ushort ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 0, 1, 0, 0, 0): (shape_4be01c5798e2, ('flat_load_ushort ', ', '), 0xff0000000000, 0x0),
        (18, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_ushort ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_ushort ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (18, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_ushort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (18, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_ushort ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_ushort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_ushort ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_ushort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_ushort ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_ushort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_ushort ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (18, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_ushort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (18, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_ushort ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_ushort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_ushort ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_ushort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_ushort ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_ushort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_ushort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (18, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_ushort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_ushort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_ushort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_ushort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (18, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_ushort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_ushort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_ushort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 0, 0, 0, 0, 0): (shape_99e65a04880d, ('flat_load_sshort ', ', '), 0xff0000000000, 0x0),
        (19, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_sshort ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 0, 1, 0, 0, 0): (shape_4be01c5798e2, ('flat_load_sshort ', ', '), 0xff0000000000, 0x0),
        (19, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_sshort ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_sshort ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (19, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_sshort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (19, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_sshort ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_sshort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_sshort ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_sshort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_sshort ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_sshort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_sshort ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (19, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_sshort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (19, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_sshort ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_sshort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_sshort ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_sshort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_sshort ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_sshort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_sshort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (19, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_sshort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_sshort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_sshort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_sshort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (19, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_sshort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_sshort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_sshort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 0, 0, 0, 0, 0): (shape_99e65a04880d, ('flat_load_dword ', ', '), 0xff0000000000, 0x0),
        (20, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_dword ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 0, 1, 0, 0, 0): (shape_4be01c5798e2, ('flat_load_dword ', ', '), 0xff0000000000, 0x0),
        (20, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_dword ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_dword ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (20, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_dword ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (20, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_dword ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_dword ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_dword ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_dword ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_dword ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_dword ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_dword ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (20, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_dword ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (20, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_dword ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_dword ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_dword ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_dword ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_dword ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_dword ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_dword ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (20, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_dword ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_dword ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_dword ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_dword ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (20, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_dword ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_dword ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_dword ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 0, 0, 0, 0, 0): (shape_5ac0bfaab4f0, ('flat_load_dwordx2 ', ', '), 0xff0000000000, 0x0),
        (21, 0, 0, 0, 1, 0): (
            shape_6349fa8a6c19,
            ('flat_load_dwordx2 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 0, 1, 0, 0, 0): (shape_3710dbc1320c, ('flat_load_dwordx2 ', ', '), 0xff0000000000, 0x0),
        (21, 0, 1, 0, 1, 0): (
            shape_f460906b3fc1,
            ('flat_load_dwordx2 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 0, 0, 0, 0): (
            shape_e92a02cc0e81,
            ('scratch_load_dwordx2 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (21, 1, 0, 0, 0, 1): (
            shape_7b7e1fab9f26,
            ('scratch_load_dwordx2 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (21, 1, 0, 0, 1, 0): (
            shape_5b1ea6a62335,
            ('scratch_load_dwordx2 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 0, 0, 1, 1): (
            shape_b0db7f143a2c,
            ('scratch_load_dwordx2 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 0, 1, 0, 0): (
            shape_b11a08eb9f22,
            ('scratch_load_dwordx2 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 0, 1, 0, 1): (
            shape_d4bb9aae8a94,
            ('scratch_load_dwordx2 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 0, 1, 1, 0): (
            shape_e77c2c795921,
            ('scratch_load_dwordx2 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 0, 1, 1, 1): (
            shape_da0d511db24f,
            ('scratch_load_dwordx2 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 1, 0, 0, 0): (
            shape_03e71dc6d7ed,
            ('scratch_load_dwordx2 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (21, 1, 1, 0, 0, 1): (
            shape_99ee6c73b598,
            ('scratch_load_dwordx2 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (21, 1, 1, 0, 1, 0): (
            shape_1de4e06f2a24,
            ('scratch_load_dwordx2 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 1, 0, 1, 1): (
            shape_0097737e0592,
            ('scratch_load_dwordx2 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 1, 1, 0, 0): (
            shape_8235c4d04047,
            ('scratch_load_dwordx2 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 1, 1, 0, 1): (
            shape_7a78fe3a406d,
            ('scratch_load_dwordx2 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 1, 1, 1, 0): (
            shape_2c88b29bd3c7,
            ('scratch_load_dwordx2 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 1, 1, 1, 1): (
            shape_431cc912e2b8,
            ('scratch_load_dwordx2 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 0, 0, 0, 0): (
            shape_72fa02bcff08,
            ('global_load_dwordx2 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (21, 2, 0, 0, 1, 0): (
            shape_8d2081547505,
            ('global_load_dwordx2 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 0, 1, 0, 0): (
            shape_7f0df3fb8697,
            ('global_load_dwordx2 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 0, 1, 1, 0): (
            shape_85d048a7d9c1,
            ('global_load_dwordx2 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 1, 0, 0, 0): (
            shape_86cbd0f57996,
            ('global_load_dwordx2 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (21, 2, 1, 0, 1, 0): (
            shape_848599dc3727,
            ('global_load_dwordx2 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 1, 1, 0, 0): (
            shape_a1b9c2f5491f,
            ('global_load_dwordx2 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 1, 1, 1, 0): (
            shape_86d654c70edf,
            ('global_load_dwordx2 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 0, 0, 0, 0, 0): (shape_69e091f4bd2e, ('flat_load_dwordx3 ', ', '), 0xff0000000000, 0x0),
        (22, 0, 0, 0, 1, 0): (
            shape_633dc035b689,
            ('flat_load_dwordx3 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 0, 1, 0, 0, 0): (shape_2ec474e57665, ('flat_load_dwordx3 ', ', '), 0xff0000000000, 0x0),
        (22, 0, 1, 0, 1, 0): (
            shape_01c43f586e1d,
            ('flat_load_dwordx3 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 0, 0, 0, 0): (
            shape_dcf71c885116,
            ('scratch_load_dwordx3 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (22, 1, 0, 0, 0, 1): (
            shape_b5ada4e22fb6,
            ('scratch_load_dwordx3 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (22, 1, 0, 0, 1, 0): (
            shape_5de42b4ae5e7,
            ('scratch_load_dwordx3 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 0, 0, 1, 1): (
            shape_6ee9d3cdabad,
            ('scratch_load_dwordx3 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 0, 1, 0, 0): (
            shape_64cef9943b5e,
            ('scratch_load_dwordx3 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 0, 1, 0, 1): (
            shape_b812b663d798,
            ('scratch_load_dwordx3 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 0, 1, 1, 0): (
            shape_471225692beb,
            ('scratch_load_dwordx3 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 0, 1, 1, 1): (
            shape_2d0595e2cfa6,
            ('scratch_load_dwordx3 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 1, 0, 0, 0): (
            shape_d9e1931fe6c2,
            ('scratch_load_dwordx3 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (22, 1, 1, 0, 0, 1): (
            shape_9aeb2088f8cb,
            ('scratch_load_dwordx3 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (22, 1, 1, 0, 1, 0): (
            shape_1d35b73935ac,
            ('scratch_load_dwordx3 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 1, 0, 1, 1): (
            shape_31458fa7c375,
            ('scratch_load_dwordx3 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 1, 1, 0, 0): (
            shape_ba30d8b11b46,
            ('scratch_load_dwordx3 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 1, 1, 0, 1): (
            shape_77f27b8c5c1e,
            ('scratch_load_dwordx3 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 1, 1, 1, 0): (
            shape_7d0a67774f17,
            ('scratch_load_dwordx3 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 1, 1, 1, 1): (
            shape_53ccb5f70b58,
            ('scratch_load_dwordx3 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 0, 0, 0, 0): (
            shape_a99f2663c1a0,
            ('global_load_dwordx3 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (22, 2, 0, 0, 1, 0): (
            shape_2afb958e884c,
            ('global_load_dwordx3 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 0, 1, 0, 0): (
            shape_abfb00402f97,
            ('global_load_dwordx3 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 0, 1, 1, 0): (
            shape_9c9d6bc17f67,
            ('global_load_dwordx3 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 1, 0, 0, 0): (
            shape_79a767153bc4,
            ('global_load_dwordx3 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (22, 2, 1, 0, 1, 0): (
            shape_3744ed84c470,
            ('global_load_dwordx3 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 1, 1, 0, 0): (
            shape_e9f131acad4f,
            ('global_load_dwordx3 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 1, 1, 1, 0): (
            shape_e96739ca1cc5,
            ('global_load_dwordx3 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 0, 0, 0, 0, 0): (shape_1ea1a45278ff, ('flat_load_dwordx4 ', ', '), 0xff0000000000, 0x0),
        (23, 0, 0, 0, 1, 0): (
            shape_5b5970ab083b,
            ('flat_load_dwordx4 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 0, 1, 0, 0, 0): (shape_a11a887a3b41, ('flat_load_dwordx4 ', ', '), 0xff0000000000, 0x0),
        (23, 0, 1, 0, 1, 0): (
            shape_5f94ccc00891,
            ('flat_load_dwordx4 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 0, 0, 0, 0): (
            shape_8f7ab788b67c,
            ('scratch_load_dwordx4 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (23, 1, 0, 0, 0, 1): (
            shape_09f4808ebf06,
            ('scratch_load_dwordx4 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (23, 1, 0, 0, 1, 0): (
            shape_f161bf213c26,
            ('scratch_load_dwordx4 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 0, 0, 1, 1): (
            shape_76ebf64f03aa,
            ('scratch_load_dwordx4 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 0, 1, 0, 0): (
            shape_26abef2cb794,
            ('scratch_load_dwordx4 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 0, 1, 0, 1): (
            shape_79b1839fa006,
            ('scratch_load_dwordx4 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 0, 1, 1, 0): (
            shape_e30d88e0556a,
            ('scratch_load_dwordx4 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 0, 1, 1, 1): (
            shape_5a42864da283,
            ('scratch_load_dwordx4 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 1, 0, 0, 0): (
            shape_2db97b9f02b3,
            ('scratch_load_dwordx4 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (23, 1, 1, 0, 0, 1): (
            shape_36d77edd8ceb,
            ('scratch_load_dwordx4 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (23, 1, 1, 0, 1, 0): (
            shape_1961661ff4a2,
            ('scratch_load_dwordx4 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 1, 0, 1, 1): (
            shape_86b4639b013c,
            ('scratch_load_dwordx4 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 1, 1, 0, 0): (
            shape_f4c209e12069,
            ('scratch_load_dwordx4 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 1, 1, 0, 1): (
            shape_b22c5d055b15,
            ('scratch_load_dwordx4 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 1, 1, 1, 0): (
            shape_8f2258eed6cc,
            ('scratch_load_dwordx4 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 1, 1, 1, 1): (
            shape_fbcec495905f,
            ('scratch_load_dwordx4 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 0, 0, 0, 0): (
            shape_ee208b8dcf33,
            ('global_load_dwordx4 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (23, 2, 0, 0, 1, 0): (
            shape_bf90f3c40959,
            ('global_load_dwordx4 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 0, 1, 0, 0): (
            shape_9fce2b5d1f86,
            ('global_load_dwordx4 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 0, 1, 1, 0): (
            shape_394a71bdfb3c,
            ('global_load_dwordx4 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 1, 0, 0, 0): (
            shape_c8b2cc3e4c0a,
            ('global_load_dwordx4 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (23, 2, 1, 0, 1, 0): (
            shape_b5ea68301d55,
            ('global_load_dwordx4 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 1, 1, 0, 0): (
            shape_8b0de59faa63,
            ('global_load_dwordx4 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 1, 1, 1, 0): (
            shape_104568614b47,
            ('global_load_dwordx4 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (24, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_store_byte ', ', '), 0xff00000000000000, 0x0),
        (24, 0, 0, 0, 1, 0): (
            shape_1a3a53e764f9,
            ('flat_store_byte ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_store_byte ', ', '), 0xff00000000000000, 0x0),
        (24, 0, 1, 0, 1, 0): (
            shape_7dc80a14d935,
            ('flat_store_byte ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 0, 0, 0, 0): (
            shape_cb76c455026e,
            ('scratch_store_byte off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 0, 0, 0, 1): (
            shape_dbdf780c9fe7,
            ('scratch_store_byte ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 0, 0, 1, 0): (
            shape_56eeec84289e,
            ('scratch_store_byte off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 0, 0, 1, 1): (
            shape_5edad924b438,
            ('scratch_store_byte ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 0, 1, 0, 0): (
            shape_6982b40048e2,
            ('scratch_store_byte off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 0, 1, 0, 1): (
            shape_4f75bdd3274d,
            ('scratch_store_byte ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 0, 1, 1, 0): (
            shape_a91afbce7b95,
            ('scratch_store_byte off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 0, 1, 1, 1): (
            shape_c6ae8708c2c9,
            ('scratch_store_byte ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 1, 0, 0, 0): (
            shape_1758fcb80073,
            ('scratch_store_byte off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 1, 0, 0, 1): (
            shape_91530d73b4e2,
            ('scratch_store_byte ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 1, 0, 1, 0): (
            shape_673562227a4e,
            ('scratch_store_byte off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 1, 0, 1, 1): (
            shape_a49829267e21,
            ('scratch_store_byte ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 1, 1, 0, 0): (
            shape_6d79ff42a080,
            ('scratch_store_byte off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 1, 1, 0, 1): (
            shape_cc34c0c4782b,
            ('scratch_store_byte ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 1, 1, 1, 0): (
            shape_f07adde3c416,
            ('scratch_store_byte off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 1, 1, 1, 1): (
            shape_aff6522663a8,
            ('scratch_store_byte ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_store_byte ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 0, 0, 1, 0): (
            shape_4ff3ffbf0a4e,
            ('global_store_byte ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_store_byte ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 0, 1, 1, 0): (
            shape_b14a16b2f6e4,
            ('global_store_byte ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_store_byte ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 1, 0, 1, 0): (
            shape_35a47ad4251b,
            ('global_store_byte ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_store_byte ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 1, 1, 1, 0): (
            shape_53bf6666f0d2,
            ('global_store_byte ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 0, 0, 0, 0, 0): (
            shape_a4b2b2691c0d,
            ('flat_store_byte_d16_hi ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 0, 0, 0, 1, 0): (
            shape_1a3a53e764f9,
            ('flat_store_byte_d16_hi ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 0, 1, 0, 0, 0): (
            shape_ac8202218407,
            ('flat_store_byte_d16_hi ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 0, 1, 0, 1, 0): (
            shape_7dc80a14d935,
            ('flat_store_byte_d16_hi ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 0, 0, 0, 0): (
            shape_cb76c455026e,
            ('scratch_store_byte_d16_hi off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 0, 0, 0, 1): (
            shape_dbdf780c9fe7,
            ('scratch_store_byte_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 0, 0, 1, 0): (
            shape_56eeec84289e,
            ('scratch_store_byte_d16_hi off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 0, 0, 1, 1): (
            shape_5edad924b438,
            ('scratch_store_byte_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 0, 1, 0, 0): (
            shape_6982b40048e2,
            ('scratch_store_byte_d16_hi off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 0, 1, 0, 1): (
            shape_4f75bdd3274d,
            ('scratch_store_byte_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 0, 1, 1, 0): (
            shape_a91afbce7b95,
            ('scratch_store_byte_d16_hi off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 0, 1, 1, 1): (
            shape_c6ae8708c2c9,
            ('scratch_store_byte_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 1, 0, 0, 0): (
            shape_1758fcb80073,
            ('scratch_store_byte_d16_hi off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 1, 0, 0, 1): (
            shape_91530d73b4e2,
            ('scratch_store_byte_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 1, 0, 1, 0): (
            shape_673562227a4e,
            ('scratch_store_byte_d16_hi off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 1, 0, 1, 1): (
            shape_a49829267e21,
            ('scratch_store_byte_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 1, 1, 0, 0): (
            shape_6d79ff42a080,
            ('scratch_store_byte_d16_hi off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 1, 1, 0, 1): (
            shape_cc34c0c4782b,
            ('scratch_store_byte_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 1, 1, 1, 0): (
            shape_f07adde3c416,
            ('scratch_store_byte_d16_hi off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 1, 1, 1, 1): (
            shape_aff6522663a8,
            ('scratch_store_byte_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_store_byte_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 0, 0, 1, 0): (
            shape_4ff3ffbf0a4e,
            ('global_store_byte_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_store_byte_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 0, 1, 1, 0): (
            shape_b14a16b2f6e4,
            ('global_store_byte_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_store_byte_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 1, 0, 1, 0): (
            shape_35a47ad4251b,
            ('global_store_byte_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_store_byte_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 1, 1, 1, 0): (
            shape_53bf6666f0d2,
            ('global_store_byte_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_store_short ', ', '), 0xff00000000000000, 0x0),
        (26, 0, 0, 0, 1, 0): (
            shape_1a3a53e764f9,
            ('flat_store_short ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_store_short ', ', '), 0xff00000000000000, 0x0),
        (26, 0, 1, 0, 1, 0): (
            shape_7dc80a14d935,
            ('flat_store_short ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 0, 0, 0, 0): (
            shape_cb76c455026e,
            ('scratch_store_short off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 0, 0, 0, 1): (
            shape_dbdf780c9fe7,
            ('scratch_store_short ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 0, 0, 1, 0): (
            shape_56eeec84289e,
            ('scratch_store_short off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 0, 0, 1, 1): (
            shape_5edad924b438,
            ('scratch_store_short ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 0, 1, 0, 0): (
            shape_6982b40048e2,
            ('scratch_store_short off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 0, 1, 0, 1): (
            shape_4f75bdd3274d,
            ('scratch_store_short ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 0, 1, 1, 0): (
            shape_a91afbce7b95,
            ('scratch_store_short off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 0, 1, 1, 1): (
            shape_c6ae8708c2c9,
            ('scratch_store_short ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 1, 0, 0, 0): (
            shape_1758fcb80073,
            ('scratch_store_short off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 1, 0, 0, 1): (
            shape_91530d73b4e2,
            ('scratch_store_short ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 1, 0, 1, 0): (
            shape_673562227a4e,
            ('scratch_store_short off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 1, 0, 1, 1): (
            shape_a49829267e21,
            ('scratch_store_short ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 1, 1, 0, 0): (
            shape_6d79ff42a080,
            ('scratch_store_short off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 1, 1, 0, 1): (
            shape_cc34c0c4782b,
            ('scratch_store_short ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 1, 1, 1, 0): (
            shape_f07adde3c416,
            ('scratch_store_short off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 1, 1, 1, 1): (
            shape_aff6522663a8,
            ('scratch_store_short ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_store_short ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 0, 0, 1, 0): (
            shape_4ff3ffbf0a4e,
            ('global_store_short ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_store_short ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 0, 1, 1, 0): (
            shape_b14a16b2f6e4,
            ('global_store_short ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_store_short ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 1, 0, 1, 0): (
            shape_35a47ad4251b,
            ('global_store_short ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_store_short ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 1, 1, 1, 0): (
            shape_53bf6666f0d2,
            ('global_store_short ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 0, 0, 0, 0, 0): (
            shape_a4b2b2691c0d,
            ('flat_store_short_d16_hi ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 0, 0, 0, 1, 0): (
            shape_1a3a53e764f9,
            ('flat_store_short_d16_hi ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 0, 1, 0, 0, 0): (
            shape_ac8202218407,
            ('flat_store_short_d16_hi ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 0, 1, 0, 1, 0): (
            shape_7dc80a14d935,
            ('flat_store_short_d16_hi ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 0, 0, 0, 0): (
            shape_cb76c455026e,
            ('scratch_store_short_d16_hi off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 0, 0, 0, 1): (
            shape_dbdf780c9fe7,
            ('scratch_store_short_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 0, 0, 1, 0): (
            shape_56eeec84289e,
            ('scratch_store_short_d16_hi off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 0, 0, 1, 1): (
            shape_5edad924b438,
            ('scratch_store_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 0, 1, 0, 0): (
            shape_6982b40048e2,
            ('scratch_store_short_d16_hi off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 0, 1, 0, 1): (
            shape_4f75bdd3274d,
            ('scratch_store_short_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 0, 1, 1, 0): (
            shape_a91afbce7b95,
            ('scratch_store_short_d16_hi off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 0, 1, 1, 1): (
            shape_c6ae8708c2c9,
            ('scratch_store_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 1, 0, 0, 0): (
            shape_1758fcb80073,
            ('scratch_store_short_d16_hi off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 1, 0, 0, 1): (
            shape_91530d73b4e2,
            ('scratch_store_short_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 1, 0, 1, 0): (
            shape_673562227a4e,
            ('scratch_store_short_d16_hi off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 1, 0, 1, 1): (
            shape_a49829267e21,
            ('scratch_store_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 1, 1, 0, 0): (
            shape_6d79ff42a080,
            ('scratch_store_short_d16_hi off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 1, 1, 0, 1): (
            shape_cc34c0c4782b,
            ('scratch_store_short_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 1, 1, 1, 0): (
            shape_f07adde3c416,
            ('scratch_store_short_d16_hi off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 1, 1, 1, 1): (
            shape_aff6522663a8,
            ('scratch_store_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_store_short_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 0, 0, 1, 0): (
            shape_4ff3ffbf0a4e,
            ('global_store_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_store_short_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 0, 1, 1, 0): (
            shape_b14a16b2f6e4,
            ('global_store_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_store_short_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 1, 0, 1, 0): (
            shape_35a47ad4251b,
            ('global_store_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_store_short_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 1, 1, 1, 0): (
            shape_53bf6666f0d2,
            ('global_store_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_store_dword ', ', '), 0xff00000000000000, 0x0),
        (28, 0, 0, 0, 1, 0): (
            shape_1a3a53e764f9,
            ('flat_store_dword ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_store_dword ', ', '), 0xff00000000000000, 0x0),
        (28, 0, 1, 0, 1, 0): (
            shape_7dc80a14d935,
            ('flat_store_dword ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 0, 0, 0, 0): (
            shape_cb76c455026e,
            ('scratch_store_dword off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 0, 0, 0, 1): (
            shape_dbdf780c9fe7,
            ('scratch_store_dword ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 0, 0, 1, 0): (
            shape_56eeec84289e,
            ('scratch_store_dword off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 0, 0, 1, 1): (
            shape_5edad924b438,
            ('scratch_store_dword ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 0, 1, 0, 0): (
            shape_6982b40048e2,
            ('scratch_store_dword off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 0, 1, 0, 1): (
            shape_4f75bdd3274d,
            ('scratch_store_dword ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 0, 1, 1, 0): (
            shape_a91afbce7b95,
            ('scratch_store_dword off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 0, 1, 1, 1): (
            shape_c6ae8708c2c9,
            ('scratch_store_dword ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 1, 0, 0, 0): (
            shape_1758fcb80073,
            ('scratch_store_dword off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 1, 0, 0, 1): (
            shape_91530d73b4e2,
            ('scratch_store_dword ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 1, 0, 1, 0): (
            shape_673562227a4e,
            ('scratch_store_dword off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 1, 0, 1, 1): (
            shape_a49829267e21,
            ('scratch_store_dword ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 1, 1, 0, 0): (
            shape_6d79ff42a080,
            ('scratch_store_dword off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 1, 1, 0, 1): (
            shape_cc34c0c4782b,
            ('scratch_store_dword ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 1, 1, 1, 0): (
            shape_f07adde3c416,
            ('scratch_store_dword off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 1, 1, 1, 1): (
            shape_aff6522663a8,
            ('scratch_store_dword ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_store_dword ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 0, 0, 1, 0): (
            shape_4ff3ffbf0a4e,
            ('global_store_dword ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_store_dword ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 0, 1, 1, 0): (
            shape_b14a16b2f6e4,
            ('global_store_dword ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_store_dword ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 1, 0, 1, 0): (
            shape_35a47ad4251b,
            ('global_store_dword ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_store_dword ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 1, 1, 1, 0): (
            shape_53bf6666f0d2,
            ('global_store_dword ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_store_dwordx2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 0, 0, 0, 1, 0): (
            shape_8ff7f5a0c3a1,
            ('flat_store_dwordx2 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_store_dwordx2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 0, 1, 0, 1, 0): (
            shape_bb3362dd66d0,
            ('flat_store_dwordx2 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 0, 0, 0, 0): (
            shape_57689c24f329,
            ('scratch_store_dwordx2 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 0, 0, 0, 1): (
            shape_84e96f1cfdb7,
            ('scratch_store_dwordx2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 0, 0, 1, 0): (
            shape_802ffaee9911,
            ('scratch_store_dwordx2 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 0, 0, 1, 1): (
            shape_7c921dcd2c58,
            ('scratch_store_dwordx2 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 0, 1, 0, 0): (
            shape_c6f1a1b2f1db,
            ('scratch_store_dwordx2 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 0, 1, 0, 1): (
            shape_ab97536a83ff,
            ('scratch_store_dwordx2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 0, 1, 1, 0): (
            shape_fad95b4231bb,
            ('scratch_store_dwordx2 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 0, 1, 1, 1): (
            shape_ad3a74607951,
            ('scratch_store_dwordx2 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 1, 0, 0, 0): (
            shape_c423366a5608,
            ('scratch_store_dwordx2 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 1, 0, 0, 1): (
            shape_ec05d3e03c7c,
            ('scratch_store_dwordx2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 1, 0, 1, 0): (
            shape_858a6995d683,
            ('scratch_store_dwordx2 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 1, 0, 1, 1): (
            shape_6454c38b0afd,
            ('scratch_store_dwordx2 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 1, 1, 0, 0): (
            shape_9ddf2aecbd20,
            ('scratch_store_dwordx2 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 1, 1, 0, 1): (
            shape_ef8e08d893cf,
            ('scratch_store_dwordx2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 1, 1, 1, 0): (
            shape_5e4d10c404d9,
            ('scratch_store_dwordx2 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 1, 1, 1, 1): (
            shape_ce472f2acca1,
            ('scratch_store_dwordx2 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_store_dwordx2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 0, 0, 1, 0): (
            shape_f2004a92b256,
            ('global_store_dwordx2 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_store_dwordx2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 0, 1, 1, 0): (
            shape_963b9081fc95,
            ('global_store_dwordx2 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_store_dwordx2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 1, 0, 1, 0): (
            shape_1f060ac9c32a,
            ('global_store_dwordx2 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_store_dwordx2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 1, 1, 1, 0): (
            shape_e6e86edd3372,
            ('global_store_dwordx2 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 0, 0, 0, 0, 0): (
            shape_c23c2e462896,
            ('flat_store_dwordx3 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 0, 0, 0, 1, 0): (
            shape_5b552a1b00b7,
            ('flat_store_dwordx3 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 0, 1, 0, 0, 0): (
            shape_6f326a91bcff,
            ('flat_store_dwordx3 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 0, 1, 0, 1, 0): (
            shape_6179f000b7f5,
            ('flat_store_dwordx3 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 0, 0, 0, 0): (
            shape_416e483e5c07,
            ('scratch_store_dwordx3 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 0, 0, 0, 1): (
            shape_4155399e7cbb,
            ('scratch_store_dwordx3 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 0, 0, 1, 0): (
            shape_b64cd04f8812,
            ('scratch_store_dwordx3 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 0, 0, 1, 1): (
            shape_9aae6cbc8866,
            ('scratch_store_dwordx3 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 0, 1, 0, 0): (
            shape_a80d5cc4326b,
            ('scratch_store_dwordx3 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 0, 1, 0, 1): (
            shape_590d7c143fdf,
            ('scratch_store_dwordx3 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 0, 1, 1, 0): (
            shape_a7fe768ebfca,
            ('scratch_store_dwordx3 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 0, 1, 1, 1): (
            shape_12e977cb38b0,
            ('scratch_store_dwordx3 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 1, 0, 0, 0): (
            shape_51f452606df3,
            ('scratch_store_dwordx3 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 1, 0, 0, 1): (
            shape_41bf37ef4782,
            ('scratch_store_dwordx3 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 1, 0, 1, 0): (
            shape_69593b6dd71f,
            ('scratch_store_dwordx3 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 1, 0, 1, 1): (
            shape_9c1ca5772f51,
            ('scratch_store_dwordx3 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 1, 1, 0, 0): (
            shape_9d5a3456df97,
            ('scratch_store_dwordx3 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 1, 1, 0, 1): (
            shape_2add5b63a32a,
            ('scratch_store_dwordx3 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 1, 1, 1, 0): (
            shape_29cf1c2cab1a,
            ('scratch_store_dwordx3 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 1, 1, 1, 1): (
            shape_1099c5ba36b3,
            ('scratch_store_dwordx3 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 0, 0, 0, 0): (
            shape_e48a86fe9275,
            ('global_store_dwordx3 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 0, 0, 1, 0): (
            shape_e1e0e8c5ac9f,
            ('global_store_dwordx3 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 0, 1, 0, 0): (
            shape_e448967acb7b,
            ('global_store_dwordx3 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 0, 1, 1, 0): (
            shape_a8ea18958331,
            ('global_store_dwordx3 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 1, 0, 0, 0): (
            shape_cbd54cb8c8e6,
            ('global_store_dwordx3 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 1, 0, 1, 0): (
            shape_2c966c3251d7,
            ('global_store_dwordx3 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 1, 1, 0, 0): (
            shape_2a5459a53e06,
            ('global_store_dwordx3 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 1, 1, 1, 0): (
            shape_69a283d6e7a3,
            ('global_store_dwordx3 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 0, 0, 0, 0, 0): (
            shape_804ce2f90711,
            ('flat_store_dwordx4 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 0, 0, 0, 1, 0): (
            shape_00597932020d,
            ('flat_store_dwordx4 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 0, 1, 0, 0, 0): (
            shape_0084286e5dd0,
            ('flat_store_dwordx4 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 0, 1, 0, 1, 0): (
            shape_f691bd2d2037,
            ('flat_store_dwordx4 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 0, 0, 0, 0): (
            shape_e55fa43cb400,
            ('scratch_store_dwordx4 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 0, 0, 0, 1): (
            shape_b9dcb47ba73a,
            ('scratch_store_dwordx4 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 0, 0, 1, 0): (
            shape_c91de13e5356,
            ('scratch_store_dwordx4 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 0, 0, 1, 1): (
            shape_8e0338d6d0df,
            ('scratch_store_dwordx4 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 0, 1, 0, 0): (
            shape_7afe55a4d89e,
            ('scratch_store_dwordx4 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 0, 1, 0, 1): (
            shape_000320aa6172,
            ('scratch_store_dwordx4 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 0, 1, 1, 0): (
            shape_f2eb93b9b6f2,
            ('scratch_store_dwordx4 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 0, 1, 1, 1): (
            shape_eeaa7e9ee0b9,
            ('scratch_store_dwordx4 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 1, 0, 0, 0): (
            shape_98d35400eda6,
            ('scratch_store_dwordx4 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 1, 0, 0, 1): (
            shape_84cf5c090e1c,
            ('scratch_store_dwordx4 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 1, 0, 1, 0): (
            shape_5b808df8c447,
            ('scratch_store_dwordx4 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 1, 0, 1, 1): (
            shape_c1a150acb22b,
            ('scratch_store_dwordx4 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 1, 1, 0, 0): (
            shape_ef15173a1c92,
            ('scratch_store_dwordx4 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 1, 1, 0, 1): (
            shape_13c3c820ecb9,
            ('scratch_store_dwordx4 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 1, 1, 1, 0): (
            shape_a1bb7b52d1d5,
            ('scratch_store_dwordx4 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 1, 1, 1, 1): (
            shape_c015f2d81754,
            ('scratch_store_dwordx4 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 0, 0, 0, 0): (
            shape_83535915781c,
            ('global_store_dwordx4 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 0, 0, 1, 0): (
            shape_d1c5a5353f7e,
            ('global_store_dwordx4 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 0, 1, 0, 0): (
            shape_10af0c4d3940,
            ('global_store_dwordx4 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 0, 1, 1, 0): (
            shape_820024a7834a,
            ('global_store_dwordx4 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 1, 0, 0, 0): (
            shape_e3f103a19a7c,
            ('global_store_dwordx4 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 1, 0, 1, 0): (
            shape_a6847b19f339,
            ('global_store_dwordx4 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 1, 1, 0, 0): (
            shape_4fa83624130b,
            ('global_store_dwordx4 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 1, 1, 1, 0): (
            shape_4e78eb17d031,
            ('global_store_dwordx4 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (32, 0, 0, 0, 0, 0): (shape_99e65a04880d, ('flat_load_ubyte_d16 ', ', '), 0xff0000000000, 0x0),
        (32, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_ubyte_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 0, 1, 0, 0, 0): (shape_4be01c5798e2, ('flat_load_ubyte_d16 ', ', '), 0xff0000000000, 0x0),
        (32, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_ubyte_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_ubyte_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (32, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_ubyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (32, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_ubyte_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_ubyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_ubyte_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_ubyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_ubyte_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_ubyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_ubyte_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (32, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_ubyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (32, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_ubyte_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_ubyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_ubyte_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_ubyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_ubyte_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_ubyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_ubyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (32, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_ubyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_ubyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_ubyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_ubyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (32, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_ubyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_ubyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_ubyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 0, 0, 0, 0, 0): (
            shape_99e65a04880d,
            ('flat_load_ubyte_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_ubyte_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 0, 1, 0, 0, 0): (
            shape_4be01c5798e2,
            ('flat_load_ubyte_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_ubyte_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_ubyte_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (33, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_ubyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_ubyte_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_ubyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_ubyte_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_ubyte_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_ubyte_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (33, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_ubyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_ubyte_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_ubyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_ubyte_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_ubyte_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_ubyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_ubyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_ubyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_ubyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_ubyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_ubyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 0, 0, 0, 0, 0): (shape_99e65a04880d, ('flat_load_sbyte_d16 ', ', '), 0xff0000000000, 0x0),
        (34, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_sbyte_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 0, 1, 0, 0, 0): (shape_4be01c5798e2, ('flat_load_sbyte_d16 ', ', '), 0xff0000000000, 0x0),
        (34, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_sbyte_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_sbyte_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (34, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_sbyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (34, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_sbyte_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_sbyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_sbyte_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_sbyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_sbyte_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_sbyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_sbyte_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (34, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_sbyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (34, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_sbyte_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_sbyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_sbyte_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_sbyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_sbyte_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_sbyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_sbyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (34, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_sbyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_sbyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_sbyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_sbyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (34, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_sbyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_sbyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_sbyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 0, 0, 0, 0, 0): (
            shape_99e65a04880d,
            ('flat_load_sbyte_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_sbyte_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 0, 1, 0, 0, 0): (
            shape_4be01c5798e2,
            ('flat_load_sbyte_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_sbyte_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_sbyte_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (35, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_sbyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_sbyte_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_sbyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_sbyte_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_sbyte_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_sbyte_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (35, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_sbyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_sbyte_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_sbyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_sbyte_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_sbyte_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_sbyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_sbyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_sbyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_sbyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_sbyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_sbyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 0, 0, 0, 0, 0): (shape_99e65a04880d, ('flat_load_short_d16 ', ', '), 0xff0000000000, 0x0),
        (36, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_short_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 0, 1, 0, 0, 0): (shape_4be01c5798e2, ('flat_load_short_d16 ', ', '), 0xff0000000000, 0x0),
        (36, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_short_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_short_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (36, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_short_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (36, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_short_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_short_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_short_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_short_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_short_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_short_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_short_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (36, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_short_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (36, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_short_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_short_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_short_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_short_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_short_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_short_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_short_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (36, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_short_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_short_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_short_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_short_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (36, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_short_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_short_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_short_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 0, 0, 0, 0, 0): (
            shape_99e65a04880d,
            ('flat_load_short_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 0, 0, 0, 1, 0): (
            shape_1fc42af1ba84,
            ('flat_load_short_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 0, 1, 0, 0, 0): (
            shape_4be01c5798e2,
            ('flat_load_short_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 0, 1, 0, 1, 0): (
            shape_74acaec033f4,
            ('flat_load_short_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 0, 0, 0, 0): (
            shape_6612ec50f91c,
            ('scratch_load_short_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (37, 1, 0, 0, 0, 1): (
            shape_2d81524c9b0d,
            ('scratch_load_short_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 1, 0, 0, 1, 0): (
            shape_0450aca2ae70,
            ('scratch_load_short_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 0, 0, 1, 1): (
            shape_fba149d1d51b,
            ('scratch_load_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 0, 1, 0, 0): (
            shape_bc468834ab4c,
            ('scratch_load_short_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 0, 1, 0, 1): (
            shape_8ed30829d007,
            ('scratch_load_short_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 0, 1, 1, 0): (
            shape_5b26b59dd3ee,
            ('scratch_load_short_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 0, 1, 1, 1): (
            shape_99ce0dc4c500,
            ('scratch_load_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 1, 0, 0, 0): (
            shape_3156647168d4,
            ('scratch_load_short_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (37, 1, 1, 0, 0, 1): (
            shape_25ed23d45d53,
            ('scratch_load_short_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 1, 1, 0, 1, 0): (
            shape_b72d8a53107c,
            ('scratch_load_short_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 1, 0, 1, 1): (
            shape_788f51c59638,
            ('scratch_load_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 1, 1, 0, 0): (
            shape_60dd4365d352,
            ('scratch_load_short_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 1, 1, 0, 1): (
            shape_63e6ee638206,
            ('scratch_load_short_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 1, 1, 1, 0): (
            shape_1ead718325d5,
            ('scratch_load_short_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 1, 1, 1, 1): (
            shape_72f1f7777bfe,
            ('scratch_load_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 0, 0, 0, 0): (
            shape_517893f5becb,
            ('global_load_short_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 2, 0, 0, 1, 0): (
            shape_34de6db0ab70,
            ('global_load_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 0, 1, 0, 0): (
            shape_aab96b63e3fa,
            ('global_load_short_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 0, 1, 1, 0): (
            shape_c485e5622723,
            ('global_load_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 1, 0, 0, 0): (
            shape_c8643c567f4f,
            ('global_load_short_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 2, 1, 0, 1, 0): (
            shape_10c6a4942ddf,
            ('global_load_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 1, 1, 0, 0): (
            shape_2bb1389376f4,
            ('global_load_short_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 1, 1, 1, 0): (
            shape_09733981172a,
            ('global_load_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (38, 1, 0, 0, 0, 0): (
            shape_65300bd7395b,
            ('scratch_load_lds_ubyte off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (38, 1, 0, 0, 0, 1): (
            shape_64202bbfb564,
            ('scratch_load_lds_ubyte ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (38, 1, 0, 0, 1, 0): (
            shape_ba62e5565a59,
            ('scratch_load_lds_ubyte off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (38, 1, 0, 0, 1, 1): (
            shape_4f2722169d51,
            ('scratch_load_lds_ubyte ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 1, 0, 1, 0, 0): (
            shape_ea1b29817ca0,
            ('scratch_load_lds_ubyte off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (38, 1, 0, 1, 0, 1): (
            shape_1e92439c2038,
            ('scratch_load_lds_ubyte ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 1, 0, 1, 1, 0): (
            shape_8cc52101c25d,
            ('scratch_load_lds_ubyte off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (38, 1, 0, 1, 1, 1): (
            shape_5877c0663d9f,
            ('scratch_load_lds_ubyte ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 2, 0, 0, 0, 0): (
            shape_71750ea290b8,
            ('global_load_lds_ubyte ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (38, 2, 0, 0, 1, 0): (
            shape_c07a009d4231,
            ('global_load_lds_ubyte ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 2, 0, 1, 0, 0): (
            shape_0679ee296563,
            ('global_load_lds_ubyte ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 2, 0, 1, 1, 0): (
            shape_56f469d9d9fd,
            ('global_load_lds_ubyte ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 1, 0, 0, 0, 0): (
            shape_65300bd7395b,
            ('scratch_load_lds_sbyte off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (39, 1, 0, 0, 0, 1): (
            shape_64202bbfb564,
            ('scratch_load_lds_sbyte ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (39, 1, 0, 0, 1, 0): (
            shape_ba62e5565a59,
            ('scratch_load_lds_sbyte off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (39, 1, 0, 0, 1, 1): (
            shape_4f2722169d51,
            ('scratch_load_lds_sbyte ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 1, 0, 1, 0, 0): (
            shape_ea1b29817ca0,
            ('scratch_load_lds_sbyte off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (39, 1, 0, 1, 0, 1): (
            shape_1e92439c2038,
            ('scratch_load_lds_sbyte ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 1, 0, 1, 1, 0): (
            shape_8cc52101c25d,
            ('scratch_load_lds_sbyte off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (39, 1, 0, 1, 1, 1): (
            shape_5877c0663d9f,
            ('scratch_load_lds_sbyte ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 2, 0, 0, 0, 0): (
            shape_71750ea290b8,
            ('global_load_lds_sbyte ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (39, 2, 0, 0, 1, 0): (
            shape_c07a009d4231,
            ('global_load_lds_sbyte ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 2, 0, 1, 0, 0): (
            shape_0679ee296563,
            ('global_load_lds_sbyte ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 2, 0, 1, 1, 0): (
            shape_56f469d9d9fd,
            ('global_load_lds_sbyte ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 1, 0, 0, 0, 0): (
            shape_65300bd7395b,
            ('scratch_load_lds_ushort off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (40, 1, 0, 0, 0, 1): (
            shape_64202bbfb564,
            ('scratch_load_lds_ushort ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (40, 1, 0, 0, 1, 0): (
            shape_ba62e5565a59,
            ('scratch_load_lds_ushort off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (40, 1, 0, 0, 1, 1): (
            shape_4f2722169d51,
            ('scratch_load_lds_ushort ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 1, 0, 1, 0, 0): (
            shape_ea1b29817ca0,
            ('scratch_load_lds_ushort off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (40, 1, 0, 1, 0, 1): (
            shape_1e92439c2038,
            ('scratch_load_lds_ushort ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 1, 0, 1, 1, 0): (
            shape_8cc52101c25d,
            ('scratch_load_lds_ushort off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (40, 1, 0, 1, 1, 1): (
            shape_5877c0663d9f,
            ('scratch_load_lds_ushort ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 2, 0, 0, 0, 0): (
            shape_71750ea290b8,
            ('global_load_lds_ushort ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (40, 2, 0, 0, 1, 0): (
            shape_c07a009d4231,
            ('global_load_lds_ushort ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 2, 0, 1, 0, 0): (
            shape_0679ee296563,
            ('global_load_lds_ushort ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 2, 0, 1, 1, 0): (
            shape_56f469d9d9fd,
            ('global_load_lds_ushort ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 1, 0, 0, 0, 0): (
            shape_65300bd7395b,
            ('scratch_load_lds_sshort off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (41, 1, 0, 0, 0, 1): (
            shape_64202bbfb564,
            ('scratch_load_lds_sshort ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (41, 1, 0, 0, 1, 0): (
            shape_ba62e5565a59,
            ('scratch_load_lds_sshort off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (41, 1, 0, 0, 1, 1): (
            shape_4f2722169d51,
            ('scratch_load_lds_sshort ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 1, 0, 1, 0, 0): (
            shape_ea1b29817ca0,
            ('scratch_load_lds_sshort off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (41, 1, 0, 1, 0, 1): (
            shape_1e92439c2038,
            ('scratch_load_lds_sshort ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 1, 0, 1, 1, 0): (
            shape_8cc52101c25d,
            ('scratch_load_lds_sshort off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (41, 1, 0, 1, 1, 1): (
            shape_5877c0663d9f,
            ('scratch_load_lds_sshort ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 2, 0, 0, 0, 0): (
            shape_71750ea290b8,
            ('global_load_lds_sshort ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (41, 2, 0, 0, 1, 0): (
            shape_c07a009d4231,
            ('global_load_lds_sshort ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 2, 0, 1, 0, 0): (
            shape_0679ee296563,
            ('global_load_lds_sshort ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 2, 0, 1, 1, 0): (
            shape_56f469d9d9fd,
            ('global_load_lds_sshort ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 1, 0, 0, 0, 0): (
            shape_65300bd7395b,
            ('scratch_load_lds_dword off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (42, 1, 0, 0, 0, 1): (
            shape_64202bbfb564,
            ('scratch_load_lds_dword ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (42, 1, 0, 0, 1, 0): (
            shape_ba62e5565a59,
            ('scratch_load_lds_dword off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (42, 1, 0, 0, 1, 1): (
            shape_4f2722169d51,
            ('scratch_load_lds_dword ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 1, 0, 1, 0, 0): (
            shape_ea1b29817ca0,
            ('scratch_load_lds_dword off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (42, 1, 0, 1, 0, 1): (
            shape_1e92439c2038,
            ('scratch_load_lds_dword ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 1, 0, 1, 1, 0): (
            shape_8cc52101c25d,
            ('scratch_load_lds_dword off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (42, 1, 0, 1, 1, 1): (
            shape_5877c0663d9f,
            ('scratch_load_lds_dword ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 2, 0, 0, 0, 0): (
            shape_71750ea290b8,
            ('global_load_lds_dword ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (42, 2, 0, 0, 1, 0): (
            shape_c07a009d4231,
            ('global_load_lds_dword ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 2, 0, 1, 0, 0): (
            shape_0679ee296563,
            ('global_load_lds_dword ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 2, 0, 1, 1, 0): (
            shape_56f469d9d9fd,
            ('global_load_lds_dword ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (64, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_swap ', ', '), 0xff00000000000000, 0x0),
        (64, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_swap ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (64, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_swap ', ', '), 0xff00000000000000, 0x0),
        (64, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_swap ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (64, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_swap ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (64, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_swap ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (64, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_swap ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (64, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_swap ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (64, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_swap ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (64, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_swap ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (64, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_swap ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (64, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_swap ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (65, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_cmpswap ', ', '),
            0xff00000000000000, 0x0,
        ),
        (65, 0, 0, 0, 1, 0): (
            shape_4f936e9c4681,
            ('flat_atomic_cmpswap ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (65, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_cmpswap ', ', '),
            0xff00000000000000, 0x0,
        ),
        (65, 0, 1, 0, 1, 0): (
            shape_2eabc80158a7,
            ('flat_atomic_cmpswap ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (65, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_cmpswap ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (65, 2, 0, 0, 1, 0): (
            shape_3cb95c1584b8,
            ('global_atomic_cmpswap ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (65, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_cmpswap ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (65, 2, 0, 1, 1, 0): (
            shape_ec724e1636f7,
            ('global_atomic_cmpswap ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (65, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_cmpswap ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (65, 2, 1, 0, 1, 0): (
            shape_e981913dfad3,
            ('global_atomic_cmpswap ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (65, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_cmpswap ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (65, 2, 1, 1, 1, 0): (
            shape_ae7657fea003,
            ('global_atomic_cmpswap ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (66, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_add ', ', '), 0xff00000000000000, 0x0),
        (66, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_add ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (66, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_add ', ', '), 0xff00000000000000, 0x0),
        (66, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_add ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (66, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_add ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (66, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_add ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (66, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_add ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (66, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_add ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (66, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_add ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (66, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_add ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (66, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_add ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (66, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_add ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (67, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_sub ', ', '), 0xff00000000000000, 0x0),
        (67, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_sub ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (67, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_sub ', ', '), 0xff00000000000000, 0x0),
        (67, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_sub ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (67, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_sub ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (67, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_sub ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (67, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_sub ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (67, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_sub ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (67, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_sub ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (67, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_sub ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (67, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_sub ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (67, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_sub ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (68, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_smin ', ', '), 0xff00000000000000, 0x0),
        (68, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_smin ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (68, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_smin ', ', '), 0xff00000000000000, 0x0),
        (68, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_smin ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (68, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_smin ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (68, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_smin ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (68, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_smin ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (68, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_smin ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (68, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_smin ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (68, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_smin ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (68, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_smin ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (68, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_smin ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (69, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_umin ', ', '), 0xff00000000000000, 0x0),
        (69, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_umin ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (69, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_umin ', ', '), 0xff00000000000000, 0x0),
        (69, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_umin ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (69, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_umin ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (69, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_umin ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (69, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_umin ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (69, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_umin ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (69, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_umin ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (69, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_umin ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (69, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_umin ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (69, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_umin ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (70, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_smax ', ', '), 0xff00000000000000, 0x0),
        (70, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_smax ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (70, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_smax ', ', '), 0xff00000000000000, 0x0),
        (70, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_smax ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (70, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_smax ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (70, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_smax ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (70, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_smax ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (70, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_smax ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (70, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_smax ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (70, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_smax ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (70, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_smax ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (70, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_smax ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (71, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_umax ', ', '), 0xff00000000000000, 0x0),
        (71, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_umax ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (71, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_umax ', ', '), 0xff00000000000000, 0x0),
        (71, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_umax ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (71, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_umax ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (71, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_umax ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (71, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_umax ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (71, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_umax ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (71, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_umax ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (71, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_umax ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (71, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_umax ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (71, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_umax ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (72, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_and ', ', '), 0xff00000000000000, 0x0),
        (72, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_and ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (72, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_and ', ', '), 0xff00000000000000, 0x0),
        (72, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_and ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (72, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_and ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (72, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_and ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (72, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_and ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (72, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_and ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (72, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_and ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (72, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_and ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (72, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_and ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (72, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_and ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (73, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_or ', ', '), 0xff00000000000000, 0x0),
        (73, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_or ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (73, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_or ', ', '), 0xff00000000000000, 0x0),
        (73, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_or ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (73, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_or ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (73, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_or ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (73, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_or ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (73, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_or ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (73, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_or ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (73, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_or ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (73, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_or ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (73, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_or ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (74, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_xor ', ', '), 0xff00000000000000, 0x0),
        (74, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_xor ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (74, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_xor ', ', '), 0xff00000000000000, 0x0),
        (74, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_xor ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (74, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_xor ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (74, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_xor ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (74, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_xor ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (74, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_xor ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (74, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_xor ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (74, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_xor ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (74, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_xor ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (74, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_xor ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (75, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_inc ', ', '), 0xff00000000000000, 0x0),
        (75, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_inc ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (75, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_inc ', ', '), 0xff00000000000000, 0x0),
        (75, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_inc ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (75, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_inc ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (75, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_inc ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (75, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_inc ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (75, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_inc ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (75, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_inc ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (75, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_inc ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (75, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_inc ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (75, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_inc ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (76, 0, 0, 0, 0, 0): (shape_a4b2b2691c0d, ('flat_atomic_dec ', ', '), 0xff00000000000000, 0x0),
        (76, 0, 0, 0, 1, 0): (shape_7d86396866aa, ('flat_atomic_dec ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (76, 0, 1, 0, 0, 0): (shape_ac8202218407, ('flat_atomic_dec ', ', '), 0xff00000000000000, 0x0),
        (76, 0, 1, 0, 1, 0): (shape_a195a91acd7f, ('flat_atomic_dec ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (76, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_dec ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (76, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_dec ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (76, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_dec ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (76, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_dec ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (76, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_dec ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (76, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_dec ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (76, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_dec ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (76, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_dec ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (77, 0, 0, 0, 0, 0): (
            shape_a4b2b2691c0d,
            ('flat_atomic_add_f32 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (77, 0, 0, 0, 1, 0): (
            shape_7d86396866aa,
            ('flat_atomic_add_f32 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (77, 0, 1, 0, 0, 0): (
            shape_ac8202218407,
            ('flat_atomic_add_f32 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (77, 0, 1, 0, 1, 0): (
            shape_a195a91acd7f,
            ('flat_atomic_add_f32 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (77, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_add_f32 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (77, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_add_f32 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (77, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_add_f32 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (77, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_add_f32 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (77, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_add_f32 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (77, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_add_f32 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (78, 0, 0, 0, 0, 0): (
            shape_a4b2b2691c0d,
            ('flat_atomic_pk_add_f16 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (78, 0, 0, 0, 1, 0): (
            shape_7d86396866aa,
            ('flat_atomic_pk_add_f16 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (78, 0, 1, 0, 0, 0): (
            shape_ac8202218407,
            ('flat_atomic_pk_add_f16 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (78, 0, 1, 0, 1, 0): (
            shape_a195a91acd7f,
            ('flat_atomic_pk_add_f16 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (78, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_pk_add_f16 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (78, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_pk_add_f16 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (78, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_pk_add_f16 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (78, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_pk_add_f16 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (78, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_pk_add_f16 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (78, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_pk_add_f16 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (79, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_add_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (79, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_add_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (79, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_add_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (79, 0, 1, 0, 1, 0): (
            shape_a47d6eaf4866,
            ('flat_atomic_add_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (79, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_add_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (79, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_add_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (79, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_add_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (79, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_add_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (79, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_add_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (79, 2, 1, 0, 1, 0): (
            shape_afe82232bf38,
            ('global_atomic_add_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (79, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_add_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (79, 2, 1, 1, 1, 0): (
            shape_38f612aa2f61,
            ('global_atomic_add_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (80, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_min_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (80, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_min_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (80, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_min_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (80, 0, 1, 0, 1, 0): (
            shape_a47d6eaf4866,
            ('flat_atomic_min_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (80, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_min_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (80, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_min_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (80, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_min_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (80, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_min_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (80, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_min_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (80, 2, 1, 0, 1, 0): (
            shape_afe82232bf38,
            ('global_atomic_min_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (80, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_min_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (80, 2, 1, 1, 1, 0): (
            shape_38f612aa2f61,
            ('global_atomic_min_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (81, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_max_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (81, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_max_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (81, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_max_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (81, 0, 1, 0, 1, 0): (
            shape_a47d6eaf4866,
            ('flat_atomic_max_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (81, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_max_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (81, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_max_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (81, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_max_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (81, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_max_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (81, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_max_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (81, 2, 1, 0, 1, 0): (
            shape_afe82232bf38,
            ('global_atomic_max_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (81, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_max_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (81, 2, 1, 1, 1, 0): (
            shape_38f612aa2f61,
            ('global_atomic_max_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (82, 0, 0, 0, 0, 0): (
            shape_a4b2b2691c0d,
            ('flat_atomic_pk_add_bf16 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (82, 0, 0, 0, 1, 0): (
            shape_7d86396866aa,
            ('flat_atomic_pk_add_bf16 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (82, 0, 1, 0, 0, 0): (
            shape_ac8202218407,
            ('flat_atomic_pk_add_bf16 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (82, 0, 1, 0, 1, 0): (
            shape_a195a91acd7f,
            ('flat_atomic_pk_add_bf16 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (82, 2, 0, 0, 0, 0): (
            shape_c2cd67044f20,
            ('global_atomic_pk_add_bf16 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (82, 2, 0, 0, 1, 0): (
            shape_e9abdc6d2a00,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (82, 2, 0, 1, 0, 0): (
            shape_33261d916ee5,
            ('global_atomic_pk_add_bf16 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (82, 2, 0, 1, 1, 0): (
            shape_9ae222611d9b,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (82, 2, 1, 0, 0, 0): (
            shape_702be2034353,
            ('global_atomic_pk_add_bf16 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (82, 2, 1, 0, 1, 0): (
            shape_fb3410915217,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (82, 2, 1, 1, 0, 0): (
            shape_3df8d41bc65b,
            ('global_atomic_pk_add_bf16 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (82, 2, 1, 1, 1, 0): (
            shape_5e6ca0a065ce,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (96, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_swap_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (96, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_swap_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (96, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_swap_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (96, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_swap_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (96, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_swap_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (96, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_swap_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (96, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_swap_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (96, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_swap_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (96, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_swap_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (96, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_swap_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (96, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_swap_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (96, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_swap_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (97, 0, 0, 0, 0, 0): (
            shape_804ce2f90711,
            ('flat_atomic_cmpswap_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (97, 0, 0, 0, 1, 0): (
            shape_43221728c29a,
            ('flat_atomic_cmpswap_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (97, 0, 1, 0, 0, 0): (
            shape_0084286e5dd0,
            ('flat_atomic_cmpswap_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (97, 0, 1, 0, 1, 0): (
            shape_64cc540a52af,
            ('flat_atomic_cmpswap_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (97, 2, 0, 0, 0, 0): (
            shape_83535915781c,
            ('global_atomic_cmpswap_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (97, 2, 0, 0, 1, 0): (
            shape_f8e4034fb316,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (97, 2, 0, 1, 0, 0): (
            shape_10af0c4d3940,
            ('global_atomic_cmpswap_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (97, 2, 0, 1, 1, 0): (
            shape_9573bb53d7e5,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (97, 2, 1, 0, 0, 0): (
            shape_e3f103a19a7c,
            ('global_atomic_cmpswap_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (97, 2, 1, 0, 1, 0): (
            shape_2207dda5a9de,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (97, 2, 1, 1, 0, 0): (
            shape_4fa83624130b,
            ('global_atomic_cmpswap_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (97, 2, 1, 1, 1, 0): (
            shape_c8b5bcce2d2b,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (98, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_add_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (98, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_add_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (98, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_add_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (98, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_add_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (98, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_add_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (98, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_add_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (98, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_add_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (98, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_add_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (98, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_add_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (98, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_add_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (98, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_add_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (98, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_add_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (99, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_sub_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (99, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_sub_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (99, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_sub_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (99, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_sub_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (99, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_sub_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (99, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_sub_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (99, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_sub_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (99, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_sub_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (99, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_sub_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (99, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_sub_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (99, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_sub_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (99, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_sub_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (100, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_smin_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (100, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_smin_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (100, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_smin_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (100, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_smin_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (100, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_smin_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (100, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_smin_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (100, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_smin_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (100, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_smin_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (100, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_smin_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (100, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_smin_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (100, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_smin_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (100, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_smin_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (101, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_umin_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (101, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_umin_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (101, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_umin_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (101, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_umin_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (101, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_umin_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (101, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_umin_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (101, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_umin_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (101, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_umin_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (101, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_umin_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (101, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_umin_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (101, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_umin_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (101, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_umin_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (102, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_smax_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (102, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_smax_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (102, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_smax_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (102, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_smax_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (102, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_smax_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (102, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_smax_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (102, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_smax_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (102, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_smax_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (102, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_smax_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (102, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_smax_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (102, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_smax_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (102, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_smax_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (103, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_umax_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (103, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_umax_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (103, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_umax_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (103, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_umax_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (103, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_umax_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (103, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_umax_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (103, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_umax_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (103, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_umax_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (103, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_umax_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (103, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_umax_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (103, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_umax_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (103, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_umax_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (104, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_and_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (104, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_and_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (104, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_and_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (104, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_and_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (104, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_and_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (104, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_and_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (104, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_and_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (104, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_and_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (104, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_and_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (104, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_and_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (104, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_and_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (104, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_and_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (105, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_or_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (105, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_or_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (105, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_or_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (105, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_or_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (105, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_or_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (105, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_or_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (105, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_or_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (105, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_or_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (105, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_or_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (105, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_or_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (105, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_or_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (105, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_or_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (106, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_xor_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (106, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_xor_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (106, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_xor_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (106, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_xor_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (106, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_xor_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (106, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_xor_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (106, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_xor_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (106, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_xor_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (106, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_xor_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (106, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_xor_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (106, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_xor_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (106, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_xor_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (107, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_inc_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (107, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_inc_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (107, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_inc_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (107, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_inc_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (107, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_inc_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (107, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_inc_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (107, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_inc_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (107, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_inc_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (107, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_inc_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (107, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_inc_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (107, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_inc_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (107, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_inc_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (108, 0, 0, 0, 0, 0): (
            shape_c1d56b13542a,
            ('flat_atomic_dec_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (108, 0, 0, 0, 1, 0): (
            shape_80607d635bec,
            ('flat_atomic_dec_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (108, 0, 1, 0, 0, 0): (
            shape_4e75a965f128,
            ('flat_atomic_dec_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (108, 0, 1, 0, 1, 0): (
            shape_4091d9989476,
            ('flat_atomic_dec_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (108, 2, 0, 0, 0, 0): (
            shape_902bad610195,
            ('global_atomic_dec_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (108, 2, 0, 0, 1, 0): (
            shape_bad5cf3a5443,
            ('global_atomic_dec_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (108, 2, 0, 1, 0, 0): (
            shape_8bf0296f04f6,
            ('global_atomic_dec_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (108, 2, 0, 1, 1, 0): (
            shape_8242ca544569,
            ('global_atomic_dec_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (108, 2, 1, 0, 0, 0): (
            shape_03f28e6879eb,
            ('global_atomic_dec_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (108, 2, 1, 0, 1, 0): (
            shape_ef92c0687f9a,
            ('global_atomic_dec_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (108, 2, 1, 1, 0, 0): (
            shape_6de1e73a733d,
            ('global_atomic_dec_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (108, 2, 1, 1, 1, 0): (
            shape_af80b524452e,
            ('global_atomic_dec_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (125, 2, 0, 0, 0, 0): (
            shape_71750ea290b8,
            ('global_load_lds_dwordx4 ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (125, 2, 0, 0, 1, 0): (
            shape_c07a009d4231,
            ('global_load_lds_dwordx4 ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (125, 2, 0, 1, 0, 0): (
            shape_0679ee296563,
            ('global_load_lds_dwordx4 ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (125, 2, 0, 1, 1, 0): (
            shape_56f469d9d9fd,
            ('global_load_lds_dwordx4 ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (126, 2, 0, 0, 0, 0): (
            shape_71750ea290b8,
            ('global_load_lds_dwordx3 ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (126, 2, 0, 0, 1, 0): (
            shape_c07a009d4231,
            ('global_load_lds_dwordx3 ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (126, 2, 0, 1, 0, 0): (
            shape_0679ee296563,
            ('global_load_lds_dwordx3 ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (126, 2, 0, 1, 1, 0): (
            shape_56f469d9d9fd,
            ('global_load_lds_dwordx3 ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
    }
