"""gfx950 DS templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_map_0140201f = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010100'
    )
    C_map_107584a0 = bytes.fromhex('0100')
    C_map_161ceb5f = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
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
    C_map_32b6191d = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
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
    C_map_457c97f0 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_4825ca0d = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_4b1c8ada = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_4f47c8b8 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101000000'
    )
    C_map_50142e9d = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010100'
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
    C_map_5b377423 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_69c50934 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_b76db404 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_b8bb2eef = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010000'
    )
    C_map_e6f0a45f = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010000'
    )
    C_map_fce9f7e1 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101000000'
    )
    F_swizzle = F['swizzle']
    F_u16_dec = F['u16_dec']
    M_map_0140201f = R['map_0140201f'][1]
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_161ceb5f = R['map_161ceb5f'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_32b6191d = R['map_32b6191d'][1]
    M_map_445eef89 = R['map_445eef89'][1]
    M_map_457c97f0 = R['map_457c97f0'][1]
    M_map_4825ca0d = R['map_4825ca0d'][1]
    M_map_4b1c8ada = R['map_4b1c8ada'][1]
    M_map_4f47c8b8 = R['map_4f47c8b8'][1]
    M_map_50142e9d = R['map_50142e9d'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_5b377423 = R['map_5b377423'][1]
    M_map_69c50934 = R['map_69c50934'][1]
    M_map_b76db404 = R['map_b76db404'][1]
    M_map_b8bb2eef = R['map_b8bb2eef'][1]
    M_map_e6f0a45f = R['map_e6f0a45f'][1]
    M_map_fce9f7e1 = R['map_fce9f7e1'][1]
    def shape_0000441273dd(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_e6f0a45f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_e6f0a45f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_001a7246da27(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0828f0a1a315(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1b8e32341837(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0140201f[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_0140201f[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1c7e3cde0d22(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_201a6e722700(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_5b377423[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_5b377423[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_5b377423[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_20d4a28b7f45(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0140201f[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_0140201f[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_21a8c179ca48(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_23437cce69a8(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_260d8566766b(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_445eef89[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2b05304ff3e3(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_0140201f[((v >> 48) & 255)]
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
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_0140201f[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2d870edb78e7(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_30525478a4dc(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3c98b677f312(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_5b377423[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_107584a0[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_107584a0[((v >> 16) & 1)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3e82612a9fa7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4f47c8b8[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_0140201f[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4f47c8b8[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_0140201f[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3ef20d035b6a(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4058d64dfe40(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4f128039ad0d(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_5b377423[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_5b377423[((v >> 48) & 255)]
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
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_5b377423[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5706b3d19098(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_59a8c5659337(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_1bfc3ba5[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4b1c8ada[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5dd13be3aa44(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_32b6191d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_32b6191d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_621b05e6e031(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_445eef89[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_445eef89[((v >> 8) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_107584a0[((v >> 16) & 1)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 32) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_445eef89[((v >> 40) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_445eef89[((v >> 48) & 255)]
            if t6 is None: raise Invalid
            t7 = M_map_445eef89[((v >> 56) & 255)]
            if t7 is None: raise Invalid
            return s0 + t1 + t2 + t3 + t4 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_445eef89[((v >> 0) & 255)]: return False
            if not C_map_445eef89[((v >> 8) & 255)]: return False
            if not C_map_107584a0[((v >> 16) & 1)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_67c5163b2346(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_250bdec9', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_69323c097136(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_5b377423[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_5b377423[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6a39d4166fe8(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_73b028b0d64f(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_826b32f7feac(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8abaa325d494(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8f299098cf84(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_5b377423[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_919782f2515a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 48) & 255)]
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
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_97dcdd38ec78(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_986223eeb425(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9c8baa2a1d11(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9de1d9f4823f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_5b377423[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_5b377423[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9e840b49b992(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9ecdee6a4bb8(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a065eaf22fdd(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_445eef89[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a2b4f2adffc8(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_afcce50ab773(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_445eef89[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bbf34c044e27(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_1bfc3ba5[((v >> 48) & 255)]
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
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bda31a7e4965(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cd49eed8c67c(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_445eef89[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cf3080be4d24(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d0fc858537c2(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d73be1a7e2ce(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_457c97f0[((v >> 0) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_161ceb5f[((v >> 8) & 255)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_da7970b17fb3(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e26c76218108(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_250bdec9', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e80740d2414c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 48) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 56) & 255)]
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
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e9aad98e32ac(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_107584a0[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_107584a0[((v >> 16) & 1)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ede644582638(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f7dd6c136e5c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_445eef89[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 48) & 255)]
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
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0, 0): (shape_0828f0a1a315, ('ds_add_u32 ', ', '), 0x10000, 0x0),
        (0, 1): (shape_97dcdd38ec78, ('ds_add_u32 ', ', '), 0x10000, 0x0),
        (1, 0): (shape_0828f0a1a315, ('ds_sub_u32 ', ', '), 0x10000, 0x0),
        (1, 1): (shape_97dcdd38ec78, ('ds_sub_u32 ', ', '), 0x10000, 0x0),
        (2, 0): (shape_0828f0a1a315, ('ds_rsub_u32 ', ', '), 0x10000, 0x0),
        (2, 1): (shape_97dcdd38ec78, ('ds_rsub_u32 ', ', '), 0x10000, 0x0),
        (3, 0): (shape_0828f0a1a315, ('ds_inc_u32 ', ', '), 0x10000, 0x0),
        (3, 1): (shape_97dcdd38ec78, ('ds_inc_u32 ', ', '), 0x10000, 0x0),
        (4, 0): (shape_0828f0a1a315, ('ds_dec_u32 ', ', '), 0x10000, 0x0),
        (4, 1): (shape_97dcdd38ec78, ('ds_dec_u32 ', ', '), 0x10000, 0x0),
        (5, 0): (shape_0828f0a1a315, ('ds_min_i32 ', ', '), 0x10000, 0x0),
        (5, 1): (shape_97dcdd38ec78, ('ds_min_i32 ', ', '), 0x10000, 0x0),
        (6, 0): (shape_0828f0a1a315, ('ds_max_i32 ', ', '), 0x10000, 0x0),
        (6, 1): (shape_97dcdd38ec78, ('ds_max_i32 ', ', '), 0x10000, 0x0),
        (7, 0): (shape_0828f0a1a315, ('ds_min_u32 ', ', '), 0x10000, 0x0),
        (7, 1): (shape_97dcdd38ec78, ('ds_min_u32 ', ', '), 0x10000, 0x0),
        (8, 0): (shape_0828f0a1a315, ('ds_max_u32 ', ', '), 0x10000, 0x0),
        (8, 1): (shape_97dcdd38ec78, ('ds_max_u32 ', ', '), 0x10000, 0x0),
        (9, 0): (shape_0828f0a1a315, ('ds_and_b32 ', ', '), 0x10000, 0x0),
        (9, 1): (shape_97dcdd38ec78, ('ds_and_b32 ', ', '), 0x10000, 0x0),
        (10, 0): (shape_0828f0a1a315, ('ds_or_b32 ', ', '), 0x10000, 0x0),
        (10, 1): (shape_97dcdd38ec78, ('ds_or_b32 ', ', '), 0x10000, 0x0),
        (11, 0): (shape_0828f0a1a315, ('ds_xor_b32 ', ', '), 0x10000, 0x0),
        (11, 1): (shape_97dcdd38ec78, ('ds_xor_b32 ', ', '), 0x10000, 0x0),
        (12, 0): (shape_9c8baa2a1d11, ('ds_mskor_b32 ', ', ', ', '), 0x10000, 0x0),
        (12, 1): (shape_9de1d9f4823f, ('ds_mskor_b32 ', ', ', ', '), 0x10000, 0x0),
        (13, 0): (shape_0828f0a1a315, ('ds_write_b32 ', ', '), 0x10000, 0x0),
        (13, 1): (shape_97dcdd38ec78, ('ds_write_b32 ', ', '), 0x10000, 0x0),
        (14, 0): (shape_30525478a4dc, ('ds_write2_b32 ', ', ', ', '), 0x10000, 0x0),
        (14, 1): (shape_69323c097136, ('ds_write2_b32 ', ', ', ', '), 0x10000, 0x0),
        (15, 0): (shape_30525478a4dc, ('ds_write2st64_b32 ', ', ', ', '), 0x10000, 0x0),
        (15, 1): (shape_69323c097136, ('ds_write2st64_b32 ', ', ', ', '), 0x10000, 0x0),
        (16, 0): (shape_9c8baa2a1d11, ('ds_cmpst_b32 ', ', ', ', '), 0x10000, 0x0),
        (16, 1): (shape_9de1d9f4823f, ('ds_cmpst_b32 ', ', ', ', '), 0x10000, 0x0),
        (17, 0): (shape_9c8baa2a1d11, ('ds_cmpst_f32 ', ', ', ', '), 0x10000, 0x0),
        (17, 1): (shape_9de1d9f4823f, ('ds_cmpst_f32 ', ', ', ', '), 0x10000, 0x0),
        (18, 0): (shape_0828f0a1a315, ('ds_min_f32 ', ', '), 0x10000, 0x0),
        (18, 1): (shape_97dcdd38ec78, ('ds_min_f32 ', ', '), 0x10000, 0x0),
        (19, 0): (shape_0828f0a1a315, ('ds_max_f32 ', ', '), 0x10000, 0x0),
        (19, 1): (shape_97dcdd38ec78, ('ds_max_f32 ', ', '), 0x10000, 0x0),
        (20, 0): (shape_621b05e6e031, ('ds_nop',), 0x0, 0x0),
        (21, 0): (shape_0828f0a1a315, ('ds_add_f32 ', ', '), 0x10000, 0x0),
        (21, 1): (shape_97dcdd38ec78, ('ds_add_f32 ', ', '), 0x10000, 0x0),
        (23, 0): (shape_0828f0a1a315, ('ds_pk_add_f16 ', ', '), 0x10000, 0x0),
        (23, 1): (shape_97dcdd38ec78, ('ds_pk_add_f16 ', ', '), 0x10000, 0x0),
        (24, 0): (shape_0828f0a1a315, ('ds_pk_add_bf16 ', ', '), 0x10000, 0x0),
        (24, 1): (shape_97dcdd38ec78, ('ds_pk_add_bf16 ', ', '), 0x10000, 0x0),
        (29, 0): (shape_260d8566766b, ('ds_write_addtid_b32 ',), 0x10000, 0x0),
        (29, 1): (shape_cd49eed8c67c, ('ds_write_addtid_b32 ',), 0x10000, 0x0),
        (30, 0): (shape_0828f0a1a315, ('ds_write_b8 ', ', '), 0x10000, 0x0),
        (30, 1): (shape_97dcdd38ec78, ('ds_write_b8 ', ', '), 0x10000, 0x0),
        (31, 0): (shape_0828f0a1a315, ('ds_write_b16 ', ', '), 0x10000, 0x0),
        (31, 1): (shape_97dcdd38ec78, ('ds_write_b16 ', ', '), 0x10000, 0x0),
        (32, 0): (shape_8abaa325d494, ('ds_add_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (32, 1): (shape_8f299098cf84, ('ds_add_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (33, 0): (shape_8abaa325d494, ('ds_sub_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (33, 1): (shape_8f299098cf84, ('ds_sub_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (34, 0): (shape_8abaa325d494, ('ds_rsub_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (34, 1): (shape_8f299098cf84, ('ds_rsub_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (35, 0): (shape_8abaa325d494, ('ds_inc_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (35, 1): (shape_8f299098cf84, ('ds_inc_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (36, 0): (shape_8abaa325d494, ('ds_dec_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (36, 1): (shape_8f299098cf84, ('ds_dec_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (37, 0): (shape_8abaa325d494, ('ds_min_rtn_i32 ', ', ', ', '), 0x10000, 0x0),
        (37, 1): (shape_8f299098cf84, ('ds_min_rtn_i32 ', ', ', ', '), 0x10000, 0x0),
        (38, 0): (shape_8abaa325d494, ('ds_max_rtn_i32 ', ', ', ', '), 0x10000, 0x0),
        (38, 1): (shape_8f299098cf84, ('ds_max_rtn_i32 ', ', ', ', '), 0x10000, 0x0),
        (39, 0): (shape_8abaa325d494, ('ds_min_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (39, 1): (shape_8f299098cf84, ('ds_min_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (40, 0): (shape_8abaa325d494, ('ds_max_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (40, 1): (shape_8f299098cf84, ('ds_max_rtn_u32 ', ', ', ', '), 0x10000, 0x0),
        (41, 0): (shape_8abaa325d494, ('ds_and_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (41, 1): (shape_8f299098cf84, ('ds_and_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (42, 0): (shape_8abaa325d494, ('ds_or_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (42, 1): (shape_8f299098cf84, ('ds_or_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (43, 0): (shape_8abaa325d494, ('ds_xor_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (43, 1): (shape_8f299098cf84, ('ds_xor_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (44, 0): (shape_919782f2515a, ('ds_mskor_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (44, 1): (shape_4f128039ad0d, ('ds_mskor_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (45, 0): (shape_8abaa325d494, ('ds_wrxchg_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (45, 1): (shape_8f299098cf84, ('ds_wrxchg_rtn_b32 ', ', ', ', '), 0x10000, 0x0),
        (46, 0): (shape_23437cce69a8, ('ds_wrxchg2_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (46, 1): (shape_201a6e722700, ('ds_wrxchg2_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (47, 0): (shape_23437cce69a8, ('ds_wrxchg2st64_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (47, 1): (shape_201a6e722700, ('ds_wrxchg2st64_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (48, 0): (shape_919782f2515a, ('ds_cmpst_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (48, 1): (shape_4f128039ad0d, ('ds_cmpst_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (49, 0): (shape_919782f2515a, ('ds_cmpst_rtn_f32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (49, 1): (shape_4f128039ad0d, ('ds_cmpst_rtn_f32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (50, 0): (shape_8abaa325d494, ('ds_min_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (50, 1): (shape_8f299098cf84, ('ds_min_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (51, 0): (shape_8abaa325d494, ('ds_max_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (51, 1): (shape_8f299098cf84, ('ds_max_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (52, 0): (shape_919782f2515a, ('ds_wrap_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (52, 1): (shape_4f128039ad0d, ('ds_wrap_rtn_b32 ', ', ', ', ', ', '), 0x10000, 0x0),
        (53, 0): (shape_8abaa325d494, ('ds_add_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (53, 1): (shape_8f299098cf84, ('ds_add_rtn_f32 ', ', ', ', '), 0x10000, 0x0),
        (54, 0): (shape_826b32f7feac, ('ds_read_b32 ', ', '), 0x10000, 0x0),
        (54, 1): (shape_cf3080be4d24, ('ds_read_b32 ', ', '), 0x10000, 0x0),
        (55, 0): (shape_2d870edb78e7, ('ds_read2_b32 ', ', '), 0x10000, 0x0),
        (55, 1): (shape_d73be1a7e2ce, ('ds_read2_b32 ', ', '), 0x10000, 0x0),
        (56, 0): (shape_2d870edb78e7, ('ds_read2st64_b32 ', ', '), 0x10000, 0x0),
        (56, 1): (shape_d73be1a7e2ce, ('ds_read2st64_b32 ', ', '), 0x10000, 0x0),
        (57, 0): (shape_826b32f7feac, ('ds_read_i8 ', ', '), 0x10000, 0x0),
        (57, 1): (shape_cf3080be4d24, ('ds_read_i8 ', ', '), 0x10000, 0x0),
        (58, 0): (shape_826b32f7feac, ('ds_read_u8 ', ', '), 0x10000, 0x0),
        (58, 1): (shape_cf3080be4d24, ('ds_read_u8 ', ', '), 0x10000, 0x0),
        (59, 0): (shape_826b32f7feac, ('ds_read_i16 ', ', '), 0x10000, 0x0),
        (59, 1): (shape_cf3080be4d24, ('ds_read_i16 ', ', '), 0x10000, 0x0),
        (60, 0): (shape_826b32f7feac, ('ds_read_u16 ', ', '), 0x10000, 0x0),
        (60, 1): (shape_cf3080be4d24, ('ds_read_u16 ', ', '), 0x10000, 0x0),
        (61, 0): (shape_67c5163b2346, ('ds_swizzle_b32 ', ', '), 0x10000, 0x0),
        (61, 1): (shape_e26c76218108, ('ds_swizzle_b32 ', ', '), 0x10000, 0x0),
        (62, 0): (shape_e9aad98e32ac, ('ds_permute_b32 ', ', ', ', '), 0x0, 0x0),
        (62, 1): (shape_3c98b677f312, ('ds_permute_b32 ', ', ', ', '), 0x0, 0x0),
        (63, 0): (shape_e9aad98e32ac, ('ds_bpermute_b32 ', ', ', ', '), 0x0, 0x0),
        (63, 1): (shape_3c98b677f312, ('ds_bpermute_b32 ', ', ', ', '), 0x0, 0x0),
        (64, 0): (shape_6a39d4166fe8, ('ds_add_u64 ', ', '), 0x10000, 0x0),
        (64, 1): (shape_a2b4f2adffc8, ('ds_add_u64 ', ', '), 0x10000, 0x0),
        (65, 0): (shape_6a39d4166fe8, ('ds_sub_u64 ', ', '), 0x10000, 0x0),
        (65, 1): (shape_a2b4f2adffc8, ('ds_sub_u64 ', ', '), 0x10000, 0x0),
        (66, 0): (shape_6a39d4166fe8, ('ds_rsub_u64 ', ', '), 0x10000, 0x0),
        (66, 1): (shape_a2b4f2adffc8, ('ds_rsub_u64 ', ', '), 0x10000, 0x0),
        (67, 0): (shape_6a39d4166fe8, ('ds_inc_u64 ', ', '), 0x10000, 0x0),
        (67, 1): (shape_a2b4f2adffc8, ('ds_inc_u64 ', ', '), 0x10000, 0x0),
        (68, 0): (shape_6a39d4166fe8, ('ds_dec_u64 ', ', '), 0x10000, 0x0),
        (68, 1): (shape_a2b4f2adffc8, ('ds_dec_u64 ', ', '), 0x10000, 0x0),
        (69, 0): (shape_6a39d4166fe8, ('ds_min_i64 ', ', '), 0x10000, 0x0),
        (69, 1): (shape_a2b4f2adffc8, ('ds_min_i64 ', ', '), 0x10000, 0x0),
        (70, 0): (shape_6a39d4166fe8, ('ds_max_i64 ', ', '), 0x10000, 0x0),
        (70, 1): (shape_a2b4f2adffc8, ('ds_max_i64 ', ', '), 0x10000, 0x0),
        (71, 0): (shape_6a39d4166fe8, ('ds_min_u64 ', ', '), 0x10000, 0x0),
        (71, 1): (shape_a2b4f2adffc8, ('ds_min_u64 ', ', '), 0x10000, 0x0),
        (72, 0): (shape_6a39d4166fe8, ('ds_max_u64 ', ', '), 0x10000, 0x0),
        (72, 1): (shape_a2b4f2adffc8, ('ds_max_u64 ', ', '), 0x10000, 0x0),
        (73, 0): (shape_6a39d4166fe8, ('ds_and_b64 ', ', '), 0x10000, 0x0),
        (73, 1): (shape_a2b4f2adffc8, ('ds_and_b64 ', ', '), 0x10000, 0x0),
        (74, 0): (shape_6a39d4166fe8, ('ds_or_b64 ', ', '), 0x10000, 0x0),
        (74, 1): (shape_a2b4f2adffc8, ('ds_or_b64 ', ', '), 0x10000, 0x0),
        (75, 0): (shape_6a39d4166fe8, ('ds_xor_b64 ', ', '), 0x10000, 0x0),
        (75, 1): (shape_a2b4f2adffc8, ('ds_xor_b64 ', ', '), 0x10000, 0x0),
        (76, 0): (shape_001a7246da27, ('ds_mskor_b64 ', ', ', ', '), 0x10000, 0x0),
        (76, 1): (shape_1b8e32341837, ('ds_mskor_b64 ', ', ', ', '), 0x10000, 0x0),
        (77, 0): (shape_6a39d4166fe8, ('ds_write_b64 ', ', '), 0x10000, 0x0),
        (77, 1): (shape_a2b4f2adffc8, ('ds_write_b64 ', ', '), 0x10000, 0x0),
        (78, 0): (shape_9e840b49b992, ('ds_write2_b64 ', ', ', ', '), 0x10000, 0x0),
        (78, 1): (shape_20d4a28b7f45, ('ds_write2_b64 ', ', ', ', '), 0x10000, 0x0),
        (79, 0): (shape_9e840b49b992, ('ds_write2st64_b64 ', ', ', ', '), 0x10000, 0x0),
        (79, 1): (shape_20d4a28b7f45, ('ds_write2st64_b64 ', ', ', ', '), 0x10000, 0x0),
        (80, 0): (shape_001a7246da27, ('ds_cmpst_b64 ', ', ', ', '), 0x10000, 0x0),
        (80, 1): (shape_1b8e32341837, ('ds_cmpst_b64 ', ', ', ', '), 0x10000, 0x0),
        (81, 0): (shape_001a7246da27, ('ds_cmpst_f64 ', ', ', ', '), 0x10000, 0x0),
        (81, 1): (shape_1b8e32341837, ('ds_cmpst_f64 ', ', ', ', '), 0x10000, 0x0),
        (82, 0): (shape_6a39d4166fe8, ('ds_min_f64 ', ', '), 0x10000, 0x0),
        (82, 1): (shape_a2b4f2adffc8, ('ds_min_f64 ', ', '), 0x10000, 0x0),
        (83, 0): (shape_6a39d4166fe8, ('ds_max_f64 ', ', '), 0x10000, 0x0),
        (83, 1): (shape_a2b4f2adffc8, ('ds_max_f64 ', ', '), 0x10000, 0x0),
        (84, 0): (shape_0828f0a1a315, ('ds_write_b8_d16_hi ', ', '), 0x10000, 0x0),
        (84, 1): (shape_97dcdd38ec78, ('ds_write_b8_d16_hi ', ', '), 0x10000, 0x0),
        (85, 0): (shape_0828f0a1a315, ('ds_write_b16_d16_hi ', ', '), 0x10000, 0x0),
        (85, 1): (shape_97dcdd38ec78, ('ds_write_b16_d16_hi ', ', '), 0x10000, 0x0),
        (86, 0): (shape_826b32f7feac, ('ds_read_u8_d16 ', ', '), 0x10000, 0x0),
        (86, 1): (shape_cf3080be4d24, ('ds_read_u8_d16 ', ', '), 0x10000, 0x0),
        (87, 0): (shape_826b32f7feac, ('ds_read_u8_d16_hi ', ', '), 0x10000, 0x0),
        (87, 1): (shape_cf3080be4d24, ('ds_read_u8_d16_hi ', ', '), 0x10000, 0x0),
        (88, 0): (shape_826b32f7feac, ('ds_read_i8_d16 ', ', '), 0x10000, 0x0),
        (88, 1): (shape_cf3080be4d24, ('ds_read_i8_d16 ', ', '), 0x10000, 0x0),
        (89, 0): (shape_826b32f7feac, ('ds_read_i8_d16_hi ', ', '), 0x10000, 0x0),
        (89, 1): (shape_cf3080be4d24, ('ds_read_i8_d16_hi ', ', '), 0x10000, 0x0),
        (90, 0): (shape_826b32f7feac, ('ds_read_u16_d16 ', ', '), 0x10000, 0x0),
        (90, 1): (shape_cf3080be4d24, ('ds_read_u16_d16 ', ', '), 0x10000, 0x0),
        (91, 0): (shape_826b32f7feac, ('ds_read_u16_d16_hi ', ', '), 0x10000, 0x0),
        (91, 1): (shape_cf3080be4d24, ('ds_read_u16_d16_hi ', ', '), 0x10000, 0x0),
        (92, 0): (shape_6a39d4166fe8, ('ds_add_f64 ', ', '), 0x10000, 0x0),
        (92, 1): (shape_a2b4f2adffc8, ('ds_add_f64 ', ', '), 0x10000, 0x0),
        (96, 0): (shape_4058d64dfe40, ('ds_add_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (96, 1): (shape_bda31a7e4965, ('ds_add_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (97, 0): (shape_4058d64dfe40, ('ds_sub_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (97, 1): (shape_bda31a7e4965, ('ds_sub_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (98, 0): (shape_4058d64dfe40, ('ds_rsub_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (98, 1): (shape_bda31a7e4965, ('ds_rsub_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (99, 0): (shape_4058d64dfe40, ('ds_inc_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (99, 1): (shape_bda31a7e4965, ('ds_inc_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (100, 0): (shape_4058d64dfe40, ('ds_dec_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (100, 1): (shape_bda31a7e4965, ('ds_dec_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (101, 0): (shape_4058d64dfe40, ('ds_min_rtn_i64 ', ', ', ', '), 0x10000, 0x0),
        (101, 1): (shape_bda31a7e4965, ('ds_min_rtn_i64 ', ', ', ', '), 0x10000, 0x0),
        (102, 0): (shape_4058d64dfe40, ('ds_max_rtn_i64 ', ', ', ', '), 0x10000, 0x0),
        (102, 1): (shape_bda31a7e4965, ('ds_max_rtn_i64 ', ', ', ', '), 0x10000, 0x0),
        (103, 0): (shape_4058d64dfe40, ('ds_min_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (103, 1): (shape_bda31a7e4965, ('ds_min_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (104, 0): (shape_4058d64dfe40, ('ds_max_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (104, 1): (shape_bda31a7e4965, ('ds_max_rtn_u64 ', ', ', ', '), 0x10000, 0x0),
        (105, 0): (shape_4058d64dfe40, ('ds_and_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (105, 1): (shape_bda31a7e4965, ('ds_and_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (106, 0): (shape_4058d64dfe40, ('ds_or_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (106, 1): (shape_bda31a7e4965, ('ds_or_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (107, 0): (shape_4058d64dfe40, ('ds_xor_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (107, 1): (shape_bda31a7e4965, ('ds_xor_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (108, 0): (shape_bbf34c044e27, ('ds_mskor_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (108, 1): (shape_2b05304ff3e3, ('ds_mskor_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (109, 0): (shape_4058d64dfe40, ('ds_wrxchg_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (109, 1): (shape_bda31a7e4965, ('ds_wrxchg_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (110, 0): (shape_59a8c5659337, ('ds_wrxchg2_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (110, 1): (shape_3e82612a9fa7, ('ds_wrxchg2_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (111, 0): (shape_59a8c5659337, ('ds_wrxchg2st64_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (111, 1): (shape_3e82612a9fa7, ('ds_wrxchg2st64_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (112, 0): (shape_bbf34c044e27, ('ds_cmpst_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (112, 1): (shape_2b05304ff3e3, ('ds_cmpst_rtn_b64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (113, 0): (shape_bbf34c044e27, ('ds_cmpst_rtn_f64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (113, 1): (shape_2b05304ff3e3, ('ds_cmpst_rtn_f64 ', ', ', ', ', ', '), 0x10000, 0x0),
        (114, 0): (shape_4058d64dfe40, ('ds_min_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (114, 1): (shape_bda31a7e4965, ('ds_min_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (115, 0): (shape_4058d64dfe40, ('ds_max_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (115, 1): (shape_bda31a7e4965, ('ds_max_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (118, 0): (shape_f7dd6c136e5c, ('ds_read_b64 ', ', '), 0x10000, 0x0),
        (118, 1): (shape_d0fc858537c2, ('ds_read_b64 ', ', '), 0x10000, 0x0),
        (119, 0): (shape_1c7e3cde0d22, ('ds_read2_b64 ', ', '), 0x10000, 0x0),
        (119, 1): (shape_3ef20d035b6a, ('ds_read2_b64 ', ', '), 0x10000, 0x0),
        (120, 0): (shape_1c7e3cde0d22, ('ds_read2st64_b64 ', ', '), 0x10000, 0x0),
        (120, 1): (shape_3ef20d035b6a, ('ds_read2st64_b64 ', ', '), 0x10000, 0x0),
        (124, 0): (shape_4058d64dfe40, ('ds_add_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (124, 1): (shape_bda31a7e4965, ('ds_add_rtn_f64 ', ', ', ', '), 0x10000, 0x0),
        (126, 0): (shape_4058d64dfe40, ('ds_condxchg32_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (126, 1): (shape_bda31a7e4965, ('ds_condxchg32_rtn_b64 ', ', ', ', '), 0x10000, 0x0),
        (182, 0): (shape_afcce50ab773, ('ds_read_addtid_b32 ',), 0x10000, 0x0),
        (182, 1): (shape_a065eaf22fdd, ('ds_read_addtid_b32 ',), 0x10000, 0x0),
        (183, 0): (shape_8abaa325d494, ('ds_pk_add_rtn_f16 ', ', ', ', '), 0x10000, 0x0),
        (183, 1): (shape_8f299098cf84, ('ds_pk_add_rtn_f16 ', ', ', ', '), 0x10000, 0x0),
        (184, 0): (shape_8abaa325d494, ('ds_pk_add_rtn_bf16 ', ', ', ', '), 0x10000, 0x0),
        (184, 1): (shape_8f299098cf84, ('ds_pk_add_rtn_bf16 ', ', ', ', '), 0x10000, 0x0),
        (189, 0): (shape_afcce50ab773, ('ds_consume ',), 0x10000, 0x0),
        (189, 1): (shape_a065eaf22fdd, ('ds_consume ',), 0x10000, 0x0),
        (190, 0): (shape_afcce50ab773, ('ds_append ',), 0x10000, 0x0),
        (190, 1): (shape_a065eaf22fdd, ('ds_append ',), 0x10000, 0x0),
        (222, 0): (shape_5706b3d19098, ('ds_write_b96 ', ', '), 0x10000, 0x0),
        (222, 1): (shape_e80740d2414c, ('ds_write_b96 ', ', '), 0x10000, 0x0),
        (223, 0): (shape_986223eeb425, ('ds_write_b128 ', ', '), 0x10000, 0x0),
        (223, 1): (shape_21a8c179ca48, ('ds_write_b128 ', ', '), 0x10000, 0x0),
        (224, 0): (shape_f7dd6c136e5c, ('ds_read_b64_tr_b4 ', ', '), 0x10000, 0x0),
        (224, 1): (shape_d0fc858537c2, ('ds_read_b64_tr_b4 ', ', '), 0x10000, 0x0),
        (225, 0): (shape_5dd13be3aa44, ('ds_read_b96_tr_b6 ', ', '), 0x10000, 0x0),
        (225, 1): (shape_0000441273dd, ('ds_read_b96_tr_b6 ', ', '), 0x10000, 0x0),
        (226, 0): (shape_f7dd6c136e5c, ('ds_read_b64_tr_b8 ', ', '), 0x10000, 0x0),
        (226, 1): (shape_d0fc858537c2, ('ds_read_b64_tr_b8 ', ', '), 0x10000, 0x0),
        (227, 0): (shape_f7dd6c136e5c, ('ds_read_b64_tr_b16 ', ', '), 0x10000, 0x0),
        (227, 1): (shape_d0fc858537c2, ('ds_read_b64_tr_b16 ', ', '), 0x10000, 0x0),
        (254, 0): (shape_9ecdee6a4bb8, ('ds_read_b96 ', ', '), 0x10000, 0x0),
        (254, 1): (shape_da7970b17fb3, ('ds_read_b96 ', ', '), 0x10000, 0x0),
        (255, 0): (shape_ede644582638, ('ds_read_b128 ', ', '), 0x10000, 0x0),
        (255, 1): (shape_73b028b0d64f, ('ds_read_b128 ', ', '), 0x10000, 0x0),
    }
