"""gfx950 FLAT templates as code, generated with the tables by
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
    C_map_06ddb367 = bytes.fromhex('0101')
    C_map_0fc17826 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010100'
    )
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
    C_map_1efde9b7 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
    )
    C_map_256b9fef = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
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
    C_map_49323971 = bytes.fromhex(
        '0100000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
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
    C_map_9217653d = bytes.fromhex('0101')
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
    F_s13_dec = F['s13_dec']
    F_u16_dec = F['u16_dec']
    M_map_0140201f = R['map_0140201f'][1]
    M_map_06ddb367 = R['map_06ddb367'][1]
    M_map_0fc17826 = R['map_0fc17826'][1]
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_256b9fef = R['map_256b9fef'][1]
    M_map_4825ca0d = R['map_4825ca0d'][1]
    M_map_49323971 = R['map_49323971'][1]
    M_map_4b1c8ada = R['map_4b1c8ada'][1]
    M_map_4f47c8b8 = R['map_4f47c8b8'][1]
    M_map_50142e9d = R['map_50142e9d'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_5b377423 = R['map_5b377423'][1]
    M_map_69c50934 = R['map_69c50934'][1]
    M_map_9217653d = R['map_9217653d'][1]
    M_map_b76db404 = R['map_b76db404'][1]
    M_map_b8bb2eef = R['map_b8bb2eef'][1]
    M_map_fce9f7e1 = R['map_fce9f7e1'][1]
    def shape_00237665cfbb(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_007c244abab6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_00e53c19a1f6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0107bc92c8c1(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_02d6f3ecb0c7(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_03140f7a398f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_03fee0c0ec24(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0402847ffc15(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_49323971[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_07b2c52ef746(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_07b93afd3b59(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_07d4802ae829(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_07dd09704738(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1efde9b7[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1efde9b7[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_08bd7b69dc59(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_09489be6d1a3(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0c91c296defb(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0c9987278976(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0cd8dc6568de(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0d4c0b77f319(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0df36c6db091(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0ec1a58fe22a(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0fa47b471b21(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_116e17b43b2d(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_13bf794d36b0(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_14901641f2ac(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1677f36a8b8b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_16bfa68541ba(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_170c16b44c01(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1717890ecbb4(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_187269298647(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1aeda4c5ccf5(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1b82255df0d4(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1ca537007516(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1decb4a36878(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1dff2ca8dd64(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1f470488f24f(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_22a5b7630cfd(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_22efcfd8f410(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2302a2896d0f(s, mask, base):
        s0, = s
        def render(v, lit):
            t2 = ((v >> 0) & 8191)
            if t2 == 0: t1 = ''
            else:
                t1 = F_s13_dec(t2)
                if t1 is None: raise Invalid
                t1 = ' offset:' + t1 + ''
            t3 = M_map_9217653d[((v >> 17) & 1)]
            if t3 is None: raise Invalid
            t4 = M_map_06ddb367[((v >> 25) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_23a2319abbe1(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2474c4b9ab7f(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_256e0d6784c8(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_260cda1e87aa(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_267585eb558e(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_4f47c8b8[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4f47c8b8[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2687dbf97ad8(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_281573b29b5f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2874de2323b7(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2894e528d339(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_28bf19a2e890(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_28ef8e4126a4(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 8191)
            if t2 == 0: t1 = ''
            else:
                t1 = F_s13_dec(t2)
                if t1 is None: raise Invalid
                t1 = ' offset:' + t1 + ''
            t3 = M_map_9217653d[((v >> 17) & 1)]
            if t3 is None: raise Invalid
            t4 = M_map_06ddb367[((v >> 25) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2a0eb6afe399(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2c9243409157(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2db83acc3f99(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2e5d5b158a18(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_318161afa035(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_31a5ea31e3e6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_34cdbcbdaf1a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_356dfa6dcb96(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_35fe8ac4d270(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_36723a8ce664(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_5b377423[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_49323971[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_36750ca459f6(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_382873ffdaa9(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_4f47c8b8[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_256b9fef[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4f47c8b8[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3a8f749a576b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_4b1c8ada[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_49323971[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4b1c8ada[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3b5198fd4482(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3b9e8ce1d6d0(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3cdfbc28fb83(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3ceacb5cacaa(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3cfb22880a7e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3de83b1f4079(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3e114c99beab(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3fb5b6cbec63(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3fc44dd8a8d8(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_401c3176725e(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_107584a0[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_107584a0[((v >> 25) & 1)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4088c81f8620(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_438cc4144c78(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_43a35ddfae26(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_256b9fef[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_43bab78e3c99(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_454ef1057771(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_4f47c8b8[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_49323971[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4f47c8b8[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_475cf371c394(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_49275ad9a690(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_5b377423[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_256b9fef[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4a292f43ba11(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4a78757b8c00(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4a83712d7cc4(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4afed38bc7d8(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4b069ec17dd8(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4c28205a82af(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4c338d77aca9(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4c7200c0a38f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4dfbcdbf43a0(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4edc1fc84509(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_49323971[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5096225a9991(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_0fc17826[((v >> 48) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + t2 + s1 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_51ab4471249a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_51bf08d9defb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_51f4b82da461(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_520d67610208(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_536f8b850cc8(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_53c45e4e8805(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_54e90973d6b5(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_56e76b77b226(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_57111c3f735a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_58a30da50579(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_58f096844b17(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_59002668a27f(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_107584a0[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_49323971[((v >> 48) & 127)]
            if t7 is None: raise Invalid
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_107584a0[((v >> 25) & 1)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5944403354e8(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5a3976bf5a49(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5aa1989842c0(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5b48e0ffab28(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5c46bb0ecdf1(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5d97d8fbb326(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5fd60a0b9fec(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6130667bc824(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_256b9fef[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_107584a0[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_107584a0[((v >> 25) & 1)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_622ade315fe7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_649a68875401(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_677ab41bf723(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6827dd01414e(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_684f11585e19(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_4b1c8ada[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4b1c8ada[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_68b395a4e746(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6b4d9edc97e3(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6c2b0d850189(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6d1889034fbc(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6e1b73990231(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6e24b90f9df6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6e50b2b9c1e7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_704d21005045(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_72fe39fb518d(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_74342a41a9e0(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_743489efee4c(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_4b1c8ada[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_256b9fef[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4b1c8ada[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_74cb71dc3029(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7551c28ede85(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_75ab4acded31(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7615d9222a99(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_762388bae45b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_77d0159e6f53(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_49323971[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7902daf76f10(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7935d22c2ee7(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7b04a4b60245(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7b70d4e7e041(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7cbce3aff826(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7d4c1112ee62(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_0140201f[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_256b9fef[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7dcb0b9d9f72(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7fca63777a7e(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_80948dc0325f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_80d61b19a9c3(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8147951e31ba(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_82a5fa5f674b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8304ad509f9d(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_83619aacd105(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_84ec554c22fb(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_853e9baf7ca1(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8844e6ce4fea(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8919128a3321(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8939c9598e24(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8a4d51c59ad1(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8a97cf55ed14(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_256b9fef[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8ac459b4fb04(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8b8418263f16(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8e46cb000bd7(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_256b9fef[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8ec7e3986d4a(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8fa026dac915(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_91229bd04a32(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_913d8f30cf9b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9144e2b46bce(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_91b21f320de6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_92f01c5f3bb5(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_932f00fa266a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_93bd8c033974(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9477ca02be72(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_964dbe4b72d2(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_970265d314a7(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_99027a17e7ea(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9c034cf08cc2(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9c25d334b39f(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9c6160b5cfd7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a106de369717(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a2fd55f219fb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a41c41a2c8e4(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a473faa23f9b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a6de18fd5508(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a772b5f3ae19(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a7de53303691(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a7f5be71248c(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a949852caaa9(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ad2eabf93e75(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ae34a4813121(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_aeb496c39309(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_49323971[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_af02a22dd18e(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b166ff6e27cc(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b1e2b7ac670d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b26421579e89(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b2fe34ed19d9(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b33705e77a7a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b34e8dd1e3e7(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b3ee4f63b676(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b50fef3886ea(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b6cf2b7d909c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b70dbc1edc8a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b79a50768535(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b868d1fc4eb0(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bcd612d5c3b0(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t4 = M_map_256b9fef[((v >> 48) & 127)]
            if t4 is None: raise Invalid
            t6 = ((v >> 0) & 8191)
            if t6 == 0: t5 = ''
            else:
                t5 = F_s13_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t5 + s4 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bdadb08749b0(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bead78b1924d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bede99b072a1(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c00aae448ece(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c384c83d75db(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c3cb92ef674a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c59216f85975(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c71144ef719e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c737429378ae(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c7544b5f94bf(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c75c41bf7231(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c9a02746acec(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ca99d13d7ab9(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cbaeaacf1bfa(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ce3cf2ebb05d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cec33a2dbef7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d0b4a3a0ad8f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1efde9b7[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1efde9b7[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d0e6bc5ca608(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d2a86141c6c7(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d2c748c2e646(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d36cc2d01dd6(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b76db404[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d3af11d43ce0(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d40095fb46e2(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d4fa3997fa2b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d5bb2cf6580b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d68a1ce6ecfa(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d79db11c3b0d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d99d3ee5bc5e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dae09a037fa9(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dc64883c5633(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dcbed4465a67(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_5b377423[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dccf95457281(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dd9b667cb35d(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0140201f[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ddf13c0b1cea(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dfdb54170c95(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e09c6567f02c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e2343b9c0d39(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_49323971[((v >> 48) & 127)]
            if t6 is None: raise Invalid
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 25) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7 + t8
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e4d3dc9a9236(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e643a5ca74f4(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e68227d9f4f6(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e70d730b66e4(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_5b377423[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e76f754f14de(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e7c50a840971(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_49323971[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_u16_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e8dfa330dead(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e90ae8a425b9(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eae47f0ce5a5(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eafcaedf901e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eb4eaf4b69d0(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ec712e4d52e5(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_69c50934[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ed881afa2f7a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f34f8c7c7922(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f35008239d48(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f4c6d6d11db0(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f5978899c3f8(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_0fc17826[((v >> 48) & 127)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + t2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f5d32c3e42e9(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f672d797ace2(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_58198513[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f681c7aefe4c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f6b9a042599c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_4825ca0d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_u16_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_49323971[((v >> 48) & 127)]
            if t5 is None: raise Invalid
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f8461ffac7d3(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_50142e9d[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_0fc17826[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + s3 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f96b2883a1f3(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f9bfb9fd3153(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_0fc17826[((v >> 48) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 0) & 8191)
            if t4 == 0: t3 = ''
            else:
                t3 = F_s13_dec(t4)
                if t3 is None: raise Invalid
                t3 = ' offset:' + t3 + ''
            t5 = M_map_9217653d[((v >> 17) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_06ddb367[((v >> 25) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t3 + s2 + t5 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f9fd1925db32(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_1bfc3ba5[((v >> 40) & 255)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + s4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fab286300afb(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 8191)
            if t3 == 0: t2 = ''
            else:
                t2 = F_s13_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_9217653d[((v >> 17) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_06ddb367[((v >> 25) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t4 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fc049e4b7c9a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 56) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fd5190a93500(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_256b9fef[((v >> 48) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 0) & 8191)
            if t5 == 0: t4 = ''
            else:
                t4 = F_s13_dec(t5)
                if t4 is None: raise Invalid
                t4 = ' offset:' + t4 + ''
            t6 = M_map_9217653d[((v >> 17) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_06ddb367[((v >> 25) & 1)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4 + t6 + t7
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (16, 0, 0, 0, 0, 0): (shape_a7f5be71248c, ('flat_load_ubyte ', ', '), 0xff0000000000, 0x0),
        (16, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_ubyte ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 0, 1, 0, 0, 0): (shape_a7de53303691, ('flat_load_ubyte ', ', '), 0xff0000000000, 0x0),
        (16, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_ubyte ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_ubyte ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (16, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_ubyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (16, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_ubyte ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_ubyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_ubyte ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_ubyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_ubyte ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_ubyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_ubyte ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (16, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_ubyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (16, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_ubyte ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_ubyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_ubyte ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_ubyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (16, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_ubyte ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (16, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_ubyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_ubyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (16, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_ubyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_ubyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_ubyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_ubyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (16, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_ubyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_ubyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (16, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_ubyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 0, 0, 0, 0, 0): (shape_a7f5be71248c, ('flat_load_sbyte ', ', '), 0xff0000000000, 0x0),
        (17, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_sbyte ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 0, 1, 0, 0, 0): (shape_a7de53303691, ('flat_load_sbyte ', ', '), 0xff0000000000, 0x0),
        (17, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_sbyte ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_sbyte ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (17, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_sbyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (17, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_sbyte ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_sbyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_sbyte ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_sbyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_sbyte ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_sbyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_sbyte ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (17, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_sbyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (17, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_sbyte ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_sbyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_sbyte ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_sbyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (17, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_sbyte ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (17, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_sbyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_sbyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (17, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_sbyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_sbyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_sbyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_sbyte ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (17, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_sbyte ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_sbyte ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (17, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_sbyte ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 0, 0, 0, 0, 0): (shape_a7f5be71248c, ('flat_load_ushort ', ', '), 0xff0000000000, 0x0),
        (18, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_ushort ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 0, 1, 0, 0, 0): (shape_a7de53303691, ('flat_load_ushort ', ', '), 0xff0000000000, 0x0),
        (18, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_ushort ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_ushort ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (18, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_ushort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (18, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_ushort ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_ushort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_ushort ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_ushort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_ushort ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_ushort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_ushort ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (18, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_ushort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (18, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_ushort ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_ushort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_ushort ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_ushort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (18, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_ushort ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (18, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_ushort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_ushort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (18, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_ushort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_ushort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_ushort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_ushort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (18, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_ushort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_ushort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (18, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_ushort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 0, 0, 0, 0, 0): (shape_a7f5be71248c, ('flat_load_sshort ', ', '), 0xff0000000000, 0x0),
        (19, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_sshort ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 0, 1, 0, 0, 0): (shape_a7de53303691, ('flat_load_sshort ', ', '), 0xff0000000000, 0x0),
        (19, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_sshort ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_sshort ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (19, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_sshort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (19, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_sshort ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_sshort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_sshort ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_sshort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_sshort ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_sshort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_sshort ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (19, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_sshort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (19, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_sshort ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_sshort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_sshort ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_sshort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (19, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_sshort ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (19, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_sshort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_sshort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (19, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_sshort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_sshort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_sshort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_sshort ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (19, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_sshort ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_sshort ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (19, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_sshort ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 0, 0, 0, 0, 0): (shape_a7f5be71248c, ('flat_load_dword ', ', '), 0xff0000000000, 0x0),
        (20, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_dword ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 0, 1, 0, 0, 0): (shape_a7de53303691, ('flat_load_dword ', ', '), 0xff0000000000, 0x0),
        (20, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_dword ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_dword ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (20, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_dword ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (20, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_dword ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_dword ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_dword ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_dword ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_dword ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_dword ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_dword ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (20, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_dword ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (20, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_dword ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_dword ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_dword ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_dword ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (20, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_dword ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (20, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_dword ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_dword ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (20, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_dword ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_dword ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_dword ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_dword ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (20, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_dword ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_dword ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (20, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_dword ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 0, 0, 0, 0, 0): (shape_a949852caaa9, ('flat_load_dwordx2 ', ', '), 0xff0000000000, 0x0),
        (21, 0, 0, 0, 1, 0): (
            shape_0d4c0b77f319,
            ('flat_load_dwordx2 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 0, 1, 0, 0, 0): (shape_82a5fa5f674b, ('flat_load_dwordx2 ', ', '), 0xff0000000000, 0x0),
        (21, 0, 1, 0, 1, 0): (
            shape_5a3976bf5a49,
            ('flat_load_dwordx2 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 0, 0, 0, 0): (
            shape_116e17b43b2d,
            ('scratch_load_dwordx2 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (21, 1, 0, 0, 0, 1): (
            shape_7b70d4e7e041,
            ('scratch_load_dwordx2 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (21, 1, 0, 0, 1, 0): (
            shape_7902daf76f10,
            ('scratch_load_dwordx2 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 0, 0, 1, 1): (
            shape_6e50b2b9c1e7,
            ('scratch_load_dwordx2 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 0, 1, 0, 0): (
            shape_5fd60a0b9fec,
            ('scratch_load_dwordx2 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 0, 1, 0, 1): (
            shape_a2fd55f219fb,
            ('scratch_load_dwordx2 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 0, 1, 1, 0): (
            shape_256e0d6784c8,
            ('scratch_load_dwordx2 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 0, 1, 1, 1): (
            shape_14901641f2ac,
            ('scratch_load_dwordx2 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 1, 0, 0, 0): (
            shape_ae34a4813121,
            ('scratch_load_dwordx2 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (21, 1, 1, 0, 0, 1): (
            shape_536f8b850cc8,
            ('scratch_load_dwordx2 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (21, 1, 1, 0, 1, 0): (
            shape_7551c28ede85,
            ('scratch_load_dwordx2 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 1, 0, 1, 1): (
            shape_eae47f0ce5a5,
            ('scratch_load_dwordx2 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 1, 1, 0, 0): (
            shape_53c45e4e8805,
            ('scratch_load_dwordx2 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 1, 1, 0, 1): (
            shape_3cdfbc28fb83,
            ('scratch_load_dwordx2 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (21, 1, 1, 1, 1, 0): (
            shape_b6cf2b7d909c,
            ('scratch_load_dwordx2 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (21, 1, 1, 1, 1, 1): (
            shape_f96b2883a1f3,
            ('scratch_load_dwordx2 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 0, 0, 0, 0): (
            shape_bead78b1924d,
            ('global_load_dwordx2 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (21, 2, 0, 0, 1, 0): (
            shape_e90ae8a425b9,
            ('global_load_dwordx2 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 0, 1, 0, 0): (
            shape_964dbe4b72d2,
            ('global_load_dwordx2 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 0, 1, 1, 0): (
            shape_7615d9222a99,
            ('global_load_dwordx2 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 1, 0, 0, 0): (
            shape_0c9987278976,
            ('global_load_dwordx2 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (21, 2, 1, 0, 1, 0): (
            shape_43bab78e3c99,
            ('global_load_dwordx2 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 1, 1, 0, 0): (
            shape_c737429378ae,
            ('global_load_dwordx2 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (21, 2, 1, 1, 1, 0): (
            shape_d3af11d43ce0,
            ('global_load_dwordx2 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 0, 0, 0, 0, 0): (shape_e4d3dc9a9236, ('flat_load_dwordx3 ', ', '), 0xff0000000000, 0x0),
        (22, 0, 0, 0, 1, 0): (
            shape_4a292f43ba11,
            ('flat_load_dwordx3 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 0, 1, 0, 0, 0): (shape_e68227d9f4f6, ('flat_load_dwordx3 ', ', '), 0xff0000000000, 0x0),
        (22, 0, 1, 0, 1, 0): (
            shape_4a78757b8c00,
            ('flat_load_dwordx3 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 0, 0, 0, 0): (
            shape_520d67610208,
            ('scratch_load_dwordx3 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (22, 1, 0, 0, 0, 1): (
            shape_d68a1ce6ecfa,
            ('scratch_load_dwordx3 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (22, 1, 0, 0, 1, 0): (
            shape_23a2319abbe1,
            ('scratch_load_dwordx3 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 0, 0, 1, 1): (
            shape_83619aacd105,
            ('scratch_load_dwordx3 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 0, 1, 0, 0): (
            shape_649a68875401,
            ('scratch_load_dwordx3 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 0, 1, 0, 1): (
            shape_51ab4471249a,
            ('scratch_load_dwordx3 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 0, 1, 1, 0): (
            shape_fab286300afb,
            ('scratch_load_dwordx3 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 0, 1, 1, 1): (
            shape_762388bae45b,
            ('scratch_load_dwordx3 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 1, 0, 0, 0): (
            shape_7b04a4b60245,
            ('scratch_load_dwordx3 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (22, 1, 1, 0, 0, 1): (
            shape_31a5ea31e3e6,
            ('scratch_load_dwordx3 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (22, 1, 1, 0, 1, 0): (
            shape_d4fa3997fa2b,
            ('scratch_load_dwordx3 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 1, 0, 1, 1): (
            shape_8844e6ce4fea,
            ('scratch_load_dwordx3 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 1, 1, 0, 0): (
            shape_9477ca02be72,
            ('scratch_load_dwordx3 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 1, 1, 0, 1): (
            shape_970265d314a7,
            ('scratch_load_dwordx3 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (22, 1, 1, 1, 1, 0): (
            shape_f5d32c3e42e9,
            ('scratch_load_dwordx3 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (22, 1, 1, 1, 1, 1): (
            shape_68b395a4e746,
            ('scratch_load_dwordx3 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 0, 0, 0, 0): (
            shape_438cc4144c78,
            ('global_load_dwordx3 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (22, 2, 0, 0, 1, 0): (
            shape_6c2b0d850189,
            ('global_load_dwordx3 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 0, 1, 0, 0): (
            shape_c00aae448ece,
            ('global_load_dwordx3 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 0, 1, 1, 0): (
            shape_75ab4acded31,
            ('global_load_dwordx3 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 1, 0, 0, 0): (
            shape_f34f8c7c7922,
            ('global_load_dwordx3 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (22, 2, 1, 0, 1, 0): (
            shape_913d8f30cf9b,
            ('global_load_dwordx3 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 1, 1, 0, 0): (
            shape_e8dfa330dead,
            ('global_load_dwordx3 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (22, 2, 1, 1, 1, 0): (
            shape_932f00fa266a,
            ('global_load_dwordx3 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 0, 0, 0, 0, 0): (shape_4c338d77aca9, ('flat_load_dwordx4 ', ', '), 0xff0000000000, 0x0),
        (23, 0, 0, 0, 1, 0): (
            shape_1717890ecbb4,
            ('flat_load_dwordx4 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 0, 1, 0, 0, 0): (shape_e7c50a840971, ('flat_load_dwordx4 ', ', '), 0xff0000000000, 0x0),
        (23, 0, 1, 0, 1, 0): (
            shape_07b2c52ef746,
            ('flat_load_dwordx4 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 0, 0, 0, 0): (
            shape_09489be6d1a3,
            ('scratch_load_dwordx4 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (23, 1, 0, 0, 0, 1): (
            shape_92f01c5f3bb5,
            ('scratch_load_dwordx4 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (23, 1, 0, 0, 1, 0): (
            shape_6d1889034fbc,
            ('scratch_load_dwordx4 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 0, 0, 1, 1): (
            shape_8304ad509f9d,
            ('scratch_load_dwordx4 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 0, 1, 0, 0): (
            shape_3de83b1f4079,
            ('scratch_load_dwordx4 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 0, 1, 0, 1): (
            shape_22efcfd8f410,
            ('scratch_load_dwordx4 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 0, 1, 1, 0): (
            shape_e76f754f14de,
            ('scratch_load_dwordx4 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 0, 1, 1, 1): (
            shape_ca99d13d7ab9,
            ('scratch_load_dwordx4 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 1, 0, 0, 0): (
            shape_c7544b5f94bf,
            ('scratch_load_dwordx4 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (23, 1, 1, 0, 0, 1): (
            shape_07b93afd3b59,
            ('scratch_load_dwordx4 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (23, 1, 1, 0, 1, 0): (
            shape_c59216f85975,
            ('scratch_load_dwordx4 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 1, 0, 1, 1): (
            shape_6827dd01414e,
            ('scratch_load_dwordx4 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 1, 1, 0, 0): (
            shape_1f470488f24f,
            ('scratch_load_dwordx4 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 1, 1, 0, 1): (
            shape_a106de369717,
            ('scratch_load_dwordx4 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (23, 1, 1, 1, 1, 0): (
            shape_13bf794d36b0,
            ('scratch_load_dwordx4 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (23, 1, 1, 1, 1, 1): (
            shape_34cdbcbdaf1a,
            ('scratch_load_dwordx4 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 0, 0, 0, 0): (
            shape_3e114c99beab,
            ('global_load_dwordx4 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (23, 2, 0, 0, 1, 0): (
            shape_b70dbc1edc8a,
            ('global_load_dwordx4 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 0, 1, 0, 0): (
            shape_260cda1e87aa,
            ('global_load_dwordx4 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 0, 1, 1, 0): (
            shape_4afed38bc7d8,
            ('global_load_dwordx4 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 1, 0, 0, 0): (
            shape_2c9243409157,
            ('global_load_dwordx4 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (23, 2, 1, 0, 1, 0): (
            shape_a772b5f3ae19,
            ('global_load_dwordx4 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 1, 1, 0, 0): (
            shape_e643a5ca74f4,
            ('global_load_dwordx4 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (23, 2, 1, 1, 1, 0): (
            shape_3b9e8ce1d6d0,
            ('global_load_dwordx4 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (24, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_store_byte ', ', '), 0xff00000000000000, 0x0),
        (24, 0, 0, 0, 1, 0): (
            shape_0cd8dc6568de,
            ('flat_store_byte ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_store_byte ', ', '), 0xff00000000000000, 0x0),
        (24, 0, 1, 0, 1, 0): (
            shape_3ceacb5cacaa,
            ('flat_store_byte ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 0, 0, 0, 0): (
            shape_2474c4b9ab7f,
            ('scratch_store_byte off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 0, 0, 0, 1): (
            shape_c384c83d75db,
            ('scratch_store_byte ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 0, 0, 1, 0): (
            shape_f9bfb9fd3153,
            ('scratch_store_byte off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 0, 0, 1, 1): (
            shape_74342a41a9e0,
            ('scratch_store_byte ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 0, 1, 0, 0): (
            shape_4dfbcdbf43a0,
            ('scratch_store_byte off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 0, 1, 0, 1): (
            shape_8a4d51c59ad1,
            ('scratch_store_byte ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 0, 1, 1, 0): (
            shape_281573b29b5f,
            ('scratch_store_byte off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 0, 1, 1, 1): (
            shape_b26421579e89,
            ('scratch_store_byte ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 1, 0, 0, 0): (
            shape_1b82255df0d4,
            ('scratch_store_byte off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 1, 0, 0, 1): (
            shape_b166ff6e27cc,
            ('scratch_store_byte ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 1, 0, 1, 0): (
            shape_c3cb92ef674a,
            ('scratch_store_byte off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 1, 0, 1, 1): (
            shape_5c46bb0ecdf1,
            ('scratch_store_byte ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 1, 1, 0, 0): (
            shape_8ec7e3986d4a,
            ('scratch_store_byte off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 1, 1, 0, 1): (
            shape_6e24b90f9df6,
            ('scratch_store_byte ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (24, 1, 1, 1, 1, 0): (
            shape_16bfa68541ba,
            ('scratch_store_byte off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (24, 1, 1, 1, 1, 1): (
            shape_58f096844b17,
            ('scratch_store_byte ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_store_byte ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 0, 0, 1, 0): (
            shape_8ac459b4fb04,
            ('global_store_byte ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_store_byte ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 0, 1, 1, 0): (
            shape_f35008239d48,
            ('global_store_byte ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_store_byte ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 1, 0, 1, 0): (
            shape_677ab41bf723,
            ('global_store_byte ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_store_byte ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (24, 2, 1, 1, 1, 0): (
            shape_e70d730b66e4,
            ('global_store_byte ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 0, 0, 0, 0, 0): (
            shape_2a0eb6afe399,
            ('flat_store_byte_d16_hi ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 0, 0, 0, 1, 0): (
            shape_0cd8dc6568de,
            ('flat_store_byte_d16_hi ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 0, 1, 0, 0, 0): (
            shape_58a30da50579,
            ('flat_store_byte_d16_hi ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 0, 1, 0, 1, 0): (
            shape_3ceacb5cacaa,
            ('flat_store_byte_d16_hi ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 0, 0, 0, 0): (
            shape_2474c4b9ab7f,
            ('scratch_store_byte_d16_hi off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 0, 0, 0, 1): (
            shape_c384c83d75db,
            ('scratch_store_byte_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 0, 0, 1, 0): (
            shape_f9bfb9fd3153,
            ('scratch_store_byte_d16_hi off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 0, 0, 1, 1): (
            shape_74342a41a9e0,
            ('scratch_store_byte_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 0, 1, 0, 0): (
            shape_4dfbcdbf43a0,
            ('scratch_store_byte_d16_hi off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 0, 1, 0, 1): (
            shape_8a4d51c59ad1,
            ('scratch_store_byte_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 0, 1, 1, 0): (
            shape_281573b29b5f,
            ('scratch_store_byte_d16_hi off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 0, 1, 1, 1): (
            shape_b26421579e89,
            ('scratch_store_byte_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 1, 0, 0, 0): (
            shape_1b82255df0d4,
            ('scratch_store_byte_d16_hi off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 1, 0, 0, 1): (
            shape_b166ff6e27cc,
            ('scratch_store_byte_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 1, 0, 1, 0): (
            shape_c3cb92ef674a,
            ('scratch_store_byte_d16_hi off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 1, 0, 1, 1): (
            shape_5c46bb0ecdf1,
            ('scratch_store_byte_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 1, 1, 0, 0): (
            shape_8ec7e3986d4a,
            ('scratch_store_byte_d16_hi off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 1, 1, 0, 1): (
            shape_6e24b90f9df6,
            ('scratch_store_byte_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (25, 1, 1, 1, 1, 0): (
            shape_16bfa68541ba,
            ('scratch_store_byte_d16_hi off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (25, 1, 1, 1, 1, 1): (
            shape_58f096844b17,
            ('scratch_store_byte_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_store_byte_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 0, 0, 1, 0): (
            shape_8ac459b4fb04,
            ('global_store_byte_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_store_byte_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 0, 1, 1, 0): (
            shape_f35008239d48,
            ('global_store_byte_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_store_byte_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 1, 0, 1, 0): (
            shape_677ab41bf723,
            ('global_store_byte_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_store_byte_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (25, 2, 1, 1, 1, 0): (
            shape_e70d730b66e4,
            ('global_store_byte_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_store_short ', ', '), 0xff00000000000000, 0x0),
        (26, 0, 0, 0, 1, 0): (
            shape_0cd8dc6568de,
            ('flat_store_short ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_store_short ', ', '), 0xff00000000000000, 0x0),
        (26, 0, 1, 0, 1, 0): (
            shape_3ceacb5cacaa,
            ('flat_store_short ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 0, 0, 0, 0): (
            shape_2474c4b9ab7f,
            ('scratch_store_short off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 0, 0, 0, 1): (
            shape_c384c83d75db,
            ('scratch_store_short ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 0, 0, 1, 0): (
            shape_f9bfb9fd3153,
            ('scratch_store_short off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 0, 0, 1, 1): (
            shape_74342a41a9e0,
            ('scratch_store_short ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 0, 1, 0, 0): (
            shape_4dfbcdbf43a0,
            ('scratch_store_short off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 0, 1, 0, 1): (
            shape_8a4d51c59ad1,
            ('scratch_store_short ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 0, 1, 1, 0): (
            shape_281573b29b5f,
            ('scratch_store_short off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 0, 1, 1, 1): (
            shape_b26421579e89,
            ('scratch_store_short ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 1, 0, 0, 0): (
            shape_1b82255df0d4,
            ('scratch_store_short off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 1, 0, 0, 1): (
            shape_b166ff6e27cc,
            ('scratch_store_short ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 1, 0, 1, 0): (
            shape_c3cb92ef674a,
            ('scratch_store_short off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 1, 0, 1, 1): (
            shape_5c46bb0ecdf1,
            ('scratch_store_short ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 1, 1, 0, 0): (
            shape_8ec7e3986d4a,
            ('scratch_store_short off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 1, 1, 0, 1): (
            shape_6e24b90f9df6,
            ('scratch_store_short ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (26, 1, 1, 1, 1, 0): (
            shape_16bfa68541ba,
            ('scratch_store_short off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (26, 1, 1, 1, 1, 1): (
            shape_58f096844b17,
            ('scratch_store_short ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_store_short ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 0, 0, 1, 0): (
            shape_8ac459b4fb04,
            ('global_store_short ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_store_short ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 0, 1, 1, 0): (
            shape_f35008239d48,
            ('global_store_short ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_store_short ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 1, 0, 1, 0): (
            shape_677ab41bf723,
            ('global_store_short ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_store_short ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (26, 2, 1, 1, 1, 0): (
            shape_e70d730b66e4,
            ('global_store_short ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 0, 0, 0, 0, 0): (
            shape_2a0eb6afe399,
            ('flat_store_short_d16_hi ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 0, 0, 0, 1, 0): (
            shape_0cd8dc6568de,
            ('flat_store_short_d16_hi ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 0, 1, 0, 0, 0): (
            shape_58a30da50579,
            ('flat_store_short_d16_hi ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 0, 1, 0, 1, 0): (
            shape_3ceacb5cacaa,
            ('flat_store_short_d16_hi ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 0, 0, 0, 0): (
            shape_2474c4b9ab7f,
            ('scratch_store_short_d16_hi off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 0, 0, 0, 1): (
            shape_c384c83d75db,
            ('scratch_store_short_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 0, 0, 1, 0): (
            shape_f9bfb9fd3153,
            ('scratch_store_short_d16_hi off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 0, 0, 1, 1): (
            shape_74342a41a9e0,
            ('scratch_store_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 0, 1, 0, 0): (
            shape_4dfbcdbf43a0,
            ('scratch_store_short_d16_hi off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 0, 1, 0, 1): (
            shape_8a4d51c59ad1,
            ('scratch_store_short_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 0, 1, 1, 0): (
            shape_281573b29b5f,
            ('scratch_store_short_d16_hi off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 0, 1, 1, 1): (
            shape_b26421579e89,
            ('scratch_store_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 1, 0, 0, 0): (
            shape_1b82255df0d4,
            ('scratch_store_short_d16_hi off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 1, 0, 0, 1): (
            shape_b166ff6e27cc,
            ('scratch_store_short_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 1, 0, 1, 0): (
            shape_c3cb92ef674a,
            ('scratch_store_short_d16_hi off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 1, 0, 1, 1): (
            shape_5c46bb0ecdf1,
            ('scratch_store_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 1, 1, 0, 0): (
            shape_8ec7e3986d4a,
            ('scratch_store_short_d16_hi off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 1, 1, 0, 1): (
            shape_6e24b90f9df6,
            ('scratch_store_short_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (27, 1, 1, 1, 1, 0): (
            shape_16bfa68541ba,
            ('scratch_store_short_d16_hi off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (27, 1, 1, 1, 1, 1): (
            shape_58f096844b17,
            ('scratch_store_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_store_short_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 0, 0, 1, 0): (
            shape_8ac459b4fb04,
            ('global_store_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_store_short_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 0, 1, 1, 0): (
            shape_f35008239d48,
            ('global_store_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_store_short_d16_hi ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 1, 0, 1, 0): (
            shape_677ab41bf723,
            ('global_store_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_store_short_d16_hi ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (27, 2, 1, 1, 1, 0): (
            shape_e70d730b66e4,
            ('global_store_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_store_dword ', ', '), 0xff00000000000000, 0x0),
        (28, 0, 0, 0, 1, 0): (
            shape_0cd8dc6568de,
            ('flat_store_dword ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_store_dword ', ', '), 0xff00000000000000, 0x0),
        (28, 0, 1, 0, 1, 0): (
            shape_3ceacb5cacaa,
            ('flat_store_dword ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 0, 0, 0, 0): (
            shape_2474c4b9ab7f,
            ('scratch_store_dword off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 0, 0, 0, 1): (
            shape_c384c83d75db,
            ('scratch_store_dword ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 0, 0, 1, 0): (
            shape_f9bfb9fd3153,
            ('scratch_store_dword off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 0, 0, 1, 1): (
            shape_74342a41a9e0,
            ('scratch_store_dword ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 0, 1, 0, 0): (
            shape_4dfbcdbf43a0,
            ('scratch_store_dword off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 0, 1, 0, 1): (
            shape_8a4d51c59ad1,
            ('scratch_store_dword ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 0, 1, 1, 0): (
            shape_281573b29b5f,
            ('scratch_store_dword off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 0, 1, 1, 1): (
            shape_b26421579e89,
            ('scratch_store_dword ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 1, 0, 0, 0): (
            shape_1b82255df0d4,
            ('scratch_store_dword off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 1, 0, 0, 1): (
            shape_b166ff6e27cc,
            ('scratch_store_dword ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 1, 0, 1, 0): (
            shape_c3cb92ef674a,
            ('scratch_store_dword off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 1, 0, 1, 1): (
            shape_5c46bb0ecdf1,
            ('scratch_store_dword ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 1, 1, 0, 0): (
            shape_8ec7e3986d4a,
            ('scratch_store_dword off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 1, 1, 0, 1): (
            shape_6e24b90f9df6,
            ('scratch_store_dword ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (28, 1, 1, 1, 1, 0): (
            shape_16bfa68541ba,
            ('scratch_store_dword off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (28, 1, 1, 1, 1, 1): (
            shape_58f096844b17,
            ('scratch_store_dword ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_store_dword ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 0, 0, 1, 0): (
            shape_8ac459b4fb04,
            ('global_store_dword ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_store_dword ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 0, 1, 1, 0): (
            shape_f35008239d48,
            ('global_store_dword ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_store_dword ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 1, 0, 1, 0): (
            shape_677ab41bf723,
            ('global_store_dword ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_store_dword ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (28, 2, 1, 1, 1, 0): (
            shape_e70d730b66e4,
            ('global_store_dword ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_store_dwordx2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 0, 0, 0, 1, 0): (
            shape_ce3cf2ebb05d,
            ('flat_store_dwordx2 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_store_dwordx2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 0, 1, 0, 1, 0): (
            shape_dccf95457281,
            ('flat_store_dwordx2 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 0, 0, 0, 0): (
            shape_b3ee4f63b676,
            ('scratch_store_dwordx2 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 0, 0, 0, 1): (
            shape_91b21f320de6,
            ('scratch_store_dwordx2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 0, 0, 1, 0): (
            shape_ed881afa2f7a,
            ('scratch_store_dwordx2 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 0, 0, 1, 1): (
            shape_0fa47b471b21,
            ('scratch_store_dwordx2 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 0, 1, 0, 0): (
            shape_93bd8c033974,
            ('scratch_store_dwordx2 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 0, 1, 0, 1): (
            shape_d36cc2d01dd6,
            ('scratch_store_dwordx2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 0, 1, 1, 0): (
            shape_007c244abab6,
            ('scratch_store_dwordx2 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 0, 1, 1, 1): (
            shape_5d97d8fbb326,
            ('scratch_store_dwordx2 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 1, 0, 0, 0): (
            shape_28bf19a2e890,
            ('scratch_store_dwordx2 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 1, 0, 0, 1): (
            shape_00e53c19a1f6,
            ('scratch_store_dwordx2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 1, 0, 1, 0): (
            shape_b50fef3886ea,
            ('scratch_store_dwordx2 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 1, 0, 1, 1): (
            shape_f8461ffac7d3,
            ('scratch_store_dwordx2 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 1, 1, 0, 0): (
            shape_02d6f3ecb0c7,
            ('scratch_store_dwordx2 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 1, 1, 0, 1): (
            shape_356dfa6dcb96,
            ('scratch_store_dwordx2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (29, 1, 1, 1, 1, 0): (
            shape_80948dc0325f,
            ('scratch_store_dwordx2 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (29, 1, 1, 1, 1, 1): (
            shape_9c6160b5cfd7,
            ('scratch_store_dwordx2 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_store_dwordx2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 0, 0, 1, 0): (
            shape_74cb71dc3029,
            ('global_store_dwordx2 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_store_dwordx2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 0, 1, 1, 0): (
            shape_4088c81f8620,
            ('global_store_dwordx2 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_store_dwordx2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 1, 0, 1, 0): (
            shape_54e90973d6b5,
            ('global_store_dwordx2 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_store_dwordx2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (29, 2, 1, 1, 1, 0): (
            shape_84ec554c22fb,
            ('global_store_dwordx2 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 0, 0, 0, 0, 0): (
            shape_0ec1a58fe22a,
            ('flat_store_dwordx3 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 0, 0, 0, 1, 0): (
            shape_1677f36a8b8b,
            ('flat_store_dwordx3 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 0, 1, 0, 0, 0): (
            shape_7cbce3aff826,
            ('flat_store_dwordx3 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 0, 1, 0, 1, 0): (
            shape_1ca537007516,
            ('flat_store_dwordx3 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 0, 0, 0, 0): (
            shape_c9a02746acec,
            ('scratch_store_dwordx3 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 0, 0, 0, 1): (
            shape_b1e2b7ac670d,
            ('scratch_store_dwordx3 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 0, 0, 1, 0): (
            shape_b2fe34ed19d9,
            ('scratch_store_dwordx3 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 0, 0, 1, 1): (
            shape_318161afa035,
            ('scratch_store_dwordx3 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 0, 1, 0, 0): (
            shape_170c16b44c01,
            ('scratch_store_dwordx3 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 0, 1, 0, 1): (
            shape_d79db11c3b0d,
            ('scratch_store_dwordx3 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 0, 1, 1, 0): (
            shape_8b8418263f16,
            ('scratch_store_dwordx3 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 0, 1, 1, 1): (
            shape_cec33a2dbef7,
            ('scratch_store_dwordx3 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 1, 0, 0, 0): (
            shape_bede99b072a1,
            ('scratch_store_dwordx3 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 1, 0, 0, 1): (
            shape_1aeda4c5ccf5,
            ('scratch_store_dwordx3 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 1, 0, 1, 0): (
            shape_c75c41bf7231,
            ('scratch_store_dwordx3 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 1, 0, 1, 1): (
            shape_1decb4a36878,
            ('scratch_store_dwordx3 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 1, 1, 0, 0): (
            shape_7fca63777a7e,
            ('scratch_store_dwordx3 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 1, 1, 0, 1): (
            shape_4c7200c0a38f,
            ('scratch_store_dwordx3 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (30, 1, 1, 1, 1, 0): (
            shape_51bf08d9defb,
            ('scratch_store_dwordx3 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (30, 1, 1, 1, 1, 1): (
            shape_d0e6bc5ca608,
            ('scratch_store_dwordx3 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 0, 0, 0, 0): (
            shape_ec712e4d52e5,
            ('global_store_dwordx3 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 0, 0, 1, 0): (
            shape_8939c9598e24,
            ('global_store_dwordx3 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 0, 1, 0, 0): (
            shape_eafcaedf901e,
            ('global_store_dwordx3 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 0, 1, 1, 0): (
            shape_2e5d5b158a18,
            ('global_store_dwordx3 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 1, 0, 0, 0): (
            shape_fd5190a93500,
            ('global_store_dwordx3 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 1, 0, 1, 0): (
            shape_5944403354e8,
            ('global_store_dwordx3 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 1, 1, 0, 0): (
            shape_8147951e31ba,
            ('global_store_dwordx3 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (30, 2, 1, 1, 1, 0): (
            shape_dc64883c5633,
            ('global_store_dwordx3 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 0, 0, 0, 0, 0): (
            shape_dfdb54170c95,
            ('flat_store_dwordx4 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 0, 0, 0, 1, 0): (
            shape_f6b9a042599c,
            ('flat_store_dwordx4 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 0, 1, 0, 0, 0): (
            shape_853e9baf7ca1,
            ('flat_store_dwordx4 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 0, 1, 0, 1, 0): (
            shape_f681c7aefe4c,
            ('flat_store_dwordx4 ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 0, 0, 0, 0): (
            shape_3fb5b6cbec63,
            ('scratch_store_dwordx4 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 0, 0, 0, 1): (
            shape_35fe8ac4d270,
            ('scratch_store_dwordx4 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 0, 0, 1, 0): (
            shape_d40095fb46e2,
            ('scratch_store_dwordx4 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 0, 0, 1, 1): (
            shape_22a5b7630cfd,
            ('scratch_store_dwordx4 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 0, 1, 0, 0): (
            shape_51f4b82da461,
            ('scratch_store_dwordx4 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 0, 1, 0, 1): (
            shape_8919128a3321,
            ('scratch_store_dwordx4 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 0, 1, 1, 0): (
            shape_eb4eaf4b69d0,
            ('scratch_store_dwordx4 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 0, 1, 1, 1): (
            shape_187269298647,
            ('scratch_store_dwordx4 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 1, 0, 0, 0): (
            shape_cbaeaacf1bfa,
            ('scratch_store_dwordx4 off, ', ', '),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 1, 0, 0, 1): (
            shape_03140f7a398f,
            ('scratch_store_dwordx4 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 1, 0, 1, 0): (
            shape_4b069ec17dd8,
            ('scratch_store_dwordx4 off, ', ', ', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 1, 0, 1, 1): (
            shape_0c91c296defb,
            ('scratch_store_dwordx4 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 1, 1, 0, 0): (
            shape_f4c6d6d11db0,
            ('scratch_store_dwordx4 off, ', ', off'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 1, 1, 0, 1): (
            shape_99027a17e7ea,
            ('scratch_store_dwordx4 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (31, 1, 1, 1, 1, 0): (
            shape_2687dbf97ad8,
            ('scratch_store_dwordx4 off, ', ', off', ' sc0'),
            0xff0000ff00000000, 0x0,
        ),
        (31, 1, 1, 1, 1, 1): (
            shape_56e76b77b226,
            ('scratch_store_dwordx4 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 0, 0, 0, 0): (
            shape_2db83acc3f99,
            ('global_store_dwordx4 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 0, 0, 1, 0): (
            shape_6b4d9edc97e3,
            ('global_store_dwordx4 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 0, 1, 0, 0): (
            shape_c71144ef719e,
            ('global_store_dwordx4 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 0, 1, 1, 0): (
            shape_704d21005045,
            ('global_store_dwordx4 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 1, 0, 0, 0): (
            shape_91229bd04a32,
            ('global_store_dwordx4 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 1, 0, 1, 0): (
            shape_d2a86141c6c7,
            ('global_store_dwordx4 ', ', ', ', ', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 1, 1, 0, 0): (
            shape_3fc44dd8a8d8,
            ('global_store_dwordx4 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (31, 2, 1, 1, 1, 0): (
            shape_9144e2b46bce,
            ('global_store_dwordx4 ', ', ', ', off', ' sc0'),
            0xff00000000000000, 0x0,
        ),
        (32, 0, 0, 0, 0, 0): (shape_a7f5be71248c, ('flat_load_ubyte_d16 ', ', '), 0xff0000000000, 0x0),
        (32, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_ubyte_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 0, 1, 0, 0, 0): (shape_a7de53303691, ('flat_load_ubyte_d16 ', ', '), 0xff0000000000, 0x0),
        (32, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_ubyte_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_ubyte_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (32, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_ubyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (32, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_ubyte_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_ubyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_ubyte_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_ubyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_ubyte_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_ubyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_ubyte_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (32, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_ubyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (32, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_ubyte_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_ubyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_ubyte_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_ubyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (32, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_ubyte_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (32, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_ubyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_ubyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (32, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_ubyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_ubyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_ubyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_ubyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (32, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_ubyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_ubyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (32, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_ubyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 0, 0, 0, 0, 0): (
            shape_a7f5be71248c,
            ('flat_load_ubyte_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_ubyte_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 0, 1, 0, 0, 0): (
            shape_a7de53303691,
            ('flat_load_ubyte_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_ubyte_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_ubyte_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (33, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_ubyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_ubyte_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_ubyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_ubyte_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_ubyte_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_ubyte_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (33, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_ubyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_ubyte_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_ubyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_ubyte_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (33, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_ubyte_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (33, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_ubyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_ubyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_ubyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_ubyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (33, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_ubyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_ubyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (33, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 0, 0, 0, 0, 0): (shape_a7f5be71248c, ('flat_load_sbyte_d16 ', ', '), 0xff0000000000, 0x0),
        (34, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_sbyte_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 0, 1, 0, 0, 0): (shape_a7de53303691, ('flat_load_sbyte_d16 ', ', '), 0xff0000000000, 0x0),
        (34, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_sbyte_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_sbyte_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (34, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_sbyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (34, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_sbyte_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_sbyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_sbyte_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_sbyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_sbyte_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_sbyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_sbyte_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (34, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_sbyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (34, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_sbyte_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_sbyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_sbyte_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_sbyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (34, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_sbyte_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (34, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_sbyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_sbyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (34, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_sbyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_sbyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_sbyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_sbyte_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (34, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_sbyte_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_sbyte_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (34, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_sbyte_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 0, 0, 0, 0, 0): (
            shape_a7f5be71248c,
            ('flat_load_sbyte_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_sbyte_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 0, 1, 0, 0, 0): (
            shape_a7de53303691,
            ('flat_load_sbyte_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_sbyte_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_sbyte_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (35, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_sbyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_sbyte_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_sbyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_sbyte_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_sbyte_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_sbyte_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (35, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_sbyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_sbyte_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_sbyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_sbyte_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (35, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_sbyte_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (35, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_sbyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_sbyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_sbyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_sbyte_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (35, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_sbyte_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_sbyte_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (35, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 0, 0, 0, 0, 0): (shape_a7f5be71248c, ('flat_load_short_d16 ', ', '), 0xff0000000000, 0x0),
        (36, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_short_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 0, 1, 0, 0, 0): (shape_a7de53303691, ('flat_load_short_d16 ', ', '), 0xff0000000000, 0x0),
        (36, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_short_d16 ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_short_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (36, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_short_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (36, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_short_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_short_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_short_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_short_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_short_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_short_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_short_d16 ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (36, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_short_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (36, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_short_d16 ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_short_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_short_d16 ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_short_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (36, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_short_d16 ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (36, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_short_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_short_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (36, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_short_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_short_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_short_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_short_d16 ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (36, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_short_d16 ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_short_d16 ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (36, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_short_d16 ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 0, 0, 0, 0, 0): (
            shape_a7f5be71248c,
            ('flat_load_short_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 0, 0, 0, 1, 0): (
            shape_07d4802ae829,
            ('flat_load_short_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 0, 1, 0, 0, 0): (
            shape_a7de53303691,
            ('flat_load_short_d16_hi ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 0, 1, 0, 1, 0): (
            shape_1dff2ca8dd64,
            ('flat_load_short_d16_hi ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 0, 0, 0, 0): (
            shape_0107bc92c8c1,
            ('scratch_load_short_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (37, 1, 0, 0, 0, 1): (
            shape_4a83712d7cc4,
            ('scratch_load_short_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 1, 0, 0, 1, 0): (
            shape_ad2eabf93e75,
            ('scratch_load_short_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 0, 0, 1, 1): (
            shape_d5bb2cf6580b,
            ('scratch_load_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 0, 1, 0, 0): (
            shape_0df36c6db091,
            ('scratch_load_short_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 0, 1, 0, 1): (
            shape_b868d1fc4eb0,
            ('scratch_load_short_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 0, 1, 1, 0): (
            shape_7dcb0b9d9f72,
            ('scratch_load_short_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 0, 1, 1, 1): (
            shape_d2c748c2e646,
            ('scratch_load_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 1, 0, 0, 0): (
            shape_b34e8dd1e3e7,
            ('scratch_load_short_d16_hi ', ', off, '),
            0xffff00000000, 0x0,
        ),
        (37, 1, 1, 0, 0, 1): (
            shape_bdadb08749b0,
            ('scratch_load_short_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 1, 1, 0, 1, 0): (
            shape_6e1b73990231,
            ('scratch_load_short_d16_hi ', ', off, ', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 1, 0, 1, 1): (
            shape_5aa1989842c0,
            ('scratch_load_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 1, 1, 0, 0): (
            shape_a473faa23f9b,
            ('scratch_load_short_d16_hi ', ', off, off'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 1, 1, 0, 1): (
            shape_8fa026dac915,
            ('scratch_load_short_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (37, 1, 1, 1, 1, 0): (
            shape_d99d3ee5bc5e,
            ('scratch_load_short_d16_hi ', ', off, off', ' sc0'),
            0xffff00000000, 0x0,
        ),
        (37, 1, 1, 1, 1, 1): (
            shape_00237665cfbb,
            ('scratch_load_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 0, 0, 0, 0): (
            shape_fc049e4b7c9a,
            ('global_load_short_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 2, 0, 0, 1, 0): (
            shape_72fe39fb518d,
            ('global_load_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 0, 1, 0, 0): (
            shape_a6de18fd5508,
            ('global_load_short_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 0, 1, 1, 0): (
            shape_622ade315fe7,
            ('global_load_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 1, 0, 0, 0): (
            shape_03fee0c0ec24,
            ('global_load_short_d16_hi ', ', ', ', '),
            0xff0000000000, 0x0,
        ),
        (37, 2, 1, 0, 1, 0): (
            shape_b33705e77a7a,
            ('global_load_short_d16_hi ', ', ', ', ', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 1, 1, 0, 0): (
            shape_5b48e0ffab28,
            ('global_load_short_d16_hi ', ', ', ', off'),
            0xff0000000000, 0x0,
        ),
        (37, 2, 1, 1, 1, 0): (
            shape_af02a22dd18e,
            ('global_load_short_d16_hi ', ', ', ', off', ' sc0'),
            0xff0000000000, 0x0,
        ),
        (38, 1, 0, 0, 0, 0): (
            shape_f5978899c3f8,
            ('scratch_load_lds_ubyte off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (38, 1, 0, 0, 0, 1): (
            shape_08bd7b69dc59,
            ('scratch_load_lds_ubyte ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (38, 1, 0, 0, 1, 0): (
            shape_5096225a9991,
            ('scratch_load_lds_ubyte off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (38, 1, 0, 0, 1, 1): (
            shape_7935d22c2ee7,
            ('scratch_load_lds_ubyte ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 1, 0, 1, 0, 0): (
            shape_2302a2896d0f,
            ('scratch_load_lds_ubyte off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (38, 1, 0, 1, 0, 1): (
            shape_80d61b19a9c3,
            ('scratch_load_lds_ubyte ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 1, 0, 1, 1, 0): (
            shape_28ef8e4126a4,
            ('scratch_load_lds_ubyte off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (38, 1, 0, 1, 1, 1): (
            shape_57111c3f735a,
            ('scratch_load_lds_ubyte ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 2, 0, 0, 0, 0): (
            shape_07dd09704738,
            ('global_load_lds_ubyte ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (38, 2, 0, 0, 1, 0): (
            shape_d0b4a3a0ad8f,
            ('global_load_lds_ubyte ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 2, 0, 1, 0, 0): (
            shape_36750ca459f6,
            ('global_load_lds_ubyte ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (38, 2, 0, 1, 1, 0): (
            shape_9c034cf08cc2,
            ('global_load_lds_ubyte ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 1, 0, 0, 0, 0): (
            shape_f5978899c3f8,
            ('scratch_load_lds_sbyte off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (39, 1, 0, 0, 0, 1): (
            shape_08bd7b69dc59,
            ('scratch_load_lds_sbyte ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (39, 1, 0, 0, 1, 0): (
            shape_5096225a9991,
            ('scratch_load_lds_sbyte off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (39, 1, 0, 0, 1, 1): (
            shape_7935d22c2ee7,
            ('scratch_load_lds_sbyte ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 1, 0, 1, 0, 0): (
            shape_2302a2896d0f,
            ('scratch_load_lds_sbyte off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (39, 1, 0, 1, 0, 1): (
            shape_80d61b19a9c3,
            ('scratch_load_lds_sbyte ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 1, 0, 1, 1, 0): (
            shape_28ef8e4126a4,
            ('scratch_load_lds_sbyte off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (39, 1, 0, 1, 1, 1): (
            shape_57111c3f735a,
            ('scratch_load_lds_sbyte ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 2, 0, 0, 0, 0): (
            shape_07dd09704738,
            ('global_load_lds_sbyte ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (39, 2, 0, 0, 1, 0): (
            shape_d0b4a3a0ad8f,
            ('global_load_lds_sbyte ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 2, 0, 1, 0, 0): (
            shape_36750ca459f6,
            ('global_load_lds_sbyte ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (39, 2, 0, 1, 1, 0): (
            shape_9c034cf08cc2,
            ('global_load_lds_sbyte ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 1, 0, 0, 0, 0): (
            shape_f5978899c3f8,
            ('scratch_load_lds_ushort off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (40, 1, 0, 0, 0, 1): (
            shape_08bd7b69dc59,
            ('scratch_load_lds_ushort ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (40, 1, 0, 0, 1, 0): (
            shape_5096225a9991,
            ('scratch_load_lds_ushort off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (40, 1, 0, 0, 1, 1): (
            shape_7935d22c2ee7,
            ('scratch_load_lds_ushort ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 1, 0, 1, 0, 0): (
            shape_2302a2896d0f,
            ('scratch_load_lds_ushort off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (40, 1, 0, 1, 0, 1): (
            shape_80d61b19a9c3,
            ('scratch_load_lds_ushort ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 1, 0, 1, 1, 0): (
            shape_28ef8e4126a4,
            ('scratch_load_lds_ushort off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (40, 1, 0, 1, 1, 1): (
            shape_57111c3f735a,
            ('scratch_load_lds_ushort ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 2, 0, 0, 0, 0): (
            shape_07dd09704738,
            ('global_load_lds_ushort ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (40, 2, 0, 0, 1, 0): (
            shape_d0b4a3a0ad8f,
            ('global_load_lds_ushort ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 2, 0, 1, 0, 0): (
            shape_36750ca459f6,
            ('global_load_lds_ushort ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (40, 2, 0, 1, 1, 0): (
            shape_9c034cf08cc2,
            ('global_load_lds_ushort ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 1, 0, 0, 0, 0): (
            shape_f5978899c3f8,
            ('scratch_load_lds_sshort off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (41, 1, 0, 0, 0, 1): (
            shape_08bd7b69dc59,
            ('scratch_load_lds_sshort ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (41, 1, 0, 0, 1, 0): (
            shape_5096225a9991,
            ('scratch_load_lds_sshort off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (41, 1, 0, 0, 1, 1): (
            shape_7935d22c2ee7,
            ('scratch_load_lds_sshort ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 1, 0, 1, 0, 0): (
            shape_2302a2896d0f,
            ('scratch_load_lds_sshort off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (41, 1, 0, 1, 0, 1): (
            shape_80d61b19a9c3,
            ('scratch_load_lds_sshort ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 1, 0, 1, 1, 0): (
            shape_28ef8e4126a4,
            ('scratch_load_lds_sshort off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (41, 1, 0, 1, 1, 1): (
            shape_57111c3f735a,
            ('scratch_load_lds_sshort ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 2, 0, 0, 0, 0): (
            shape_07dd09704738,
            ('global_load_lds_sshort ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (41, 2, 0, 0, 1, 0): (
            shape_d0b4a3a0ad8f,
            ('global_load_lds_sshort ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 2, 0, 1, 0, 0): (
            shape_36750ca459f6,
            ('global_load_lds_sshort ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (41, 2, 0, 1, 1, 0): (
            shape_9c034cf08cc2,
            ('global_load_lds_sshort ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 1, 0, 0, 0, 0): (
            shape_f5978899c3f8,
            ('scratch_load_lds_dword off, ',),
            0xff00ffff00000000, 0x0,
        ),
        (42, 1, 0, 0, 0, 1): (
            shape_08bd7b69dc59,
            ('scratch_load_lds_dword ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (42, 1, 0, 0, 1, 0): (
            shape_5096225a9991,
            ('scratch_load_lds_dword off, ', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (42, 1, 0, 0, 1, 1): (
            shape_7935d22c2ee7,
            ('scratch_load_lds_dword ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 1, 0, 1, 0, 0): (
            shape_2302a2896d0f,
            ('scratch_load_lds_dword off, off',),
            0xff00ffff00000000, 0x0,
        ),
        (42, 1, 0, 1, 0, 1): (
            shape_80d61b19a9c3,
            ('scratch_load_lds_dword ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 1, 0, 1, 1, 0): (
            shape_28ef8e4126a4,
            ('scratch_load_lds_dword off, off', ' sc0'),
            0xff00ffff00000000, 0x0,
        ),
        (42, 1, 0, 1, 1, 1): (
            shape_57111c3f735a,
            ('scratch_load_lds_dword ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 2, 0, 0, 0, 0): (
            shape_07dd09704738,
            ('global_load_lds_dword ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (42, 2, 0, 0, 1, 0): (
            shape_d0b4a3a0ad8f,
            ('global_load_lds_dword ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 2, 0, 1, 0, 0): (
            shape_36750ca459f6,
            ('global_load_lds_dword ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (42, 2, 0, 1, 1, 0): (
            shape_9c034cf08cc2,
            ('global_load_lds_dword ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (64, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_swap ', ', '), 0xff00000000000000, 0x0),
        (64, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_swap ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (64, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_swap ', ', '), 0xff00000000000000, 0x0),
        (64, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_swap ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (64, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_swap ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (64, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_swap ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (64, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_swap ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (64, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_swap ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (64, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_swap ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (64, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_swap ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (64, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_swap ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (64, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_swap ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (65, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_cmpswap ', ', '),
            0xff00000000000000, 0x0,
        ),
        (65, 0, 0, 0, 1, 0): (
            shape_0402847ffc15,
            ('flat_atomic_cmpswap ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (65, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_cmpswap ', ', '),
            0xff00000000000000, 0x0,
        ),
        (65, 0, 1, 0, 1, 0): (
            shape_aeb496c39309,
            ('flat_atomic_cmpswap ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (65, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_cmpswap ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (65, 2, 0, 0, 1, 0): (
            shape_8a97cf55ed14,
            ('global_atomic_cmpswap ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (65, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_cmpswap ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (65, 2, 0, 1, 1, 0): (
            shape_f9fd1925db32,
            ('global_atomic_cmpswap ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (65, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_cmpswap ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (65, 2, 1, 0, 1, 0): (
            shape_8e46cb000bd7,
            ('global_atomic_cmpswap ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (65, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_cmpswap ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (65, 2, 1, 1, 1, 0): (
            shape_dd9b667cb35d,
            ('global_atomic_cmpswap ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (66, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_add ', ', '), 0xff00000000000000, 0x0),
        (66, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_add ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (66, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_add ', ', '), 0xff00000000000000, 0x0),
        (66, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_add ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (66, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_add ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (66, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_add ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (66, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_add ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (66, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_add ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (66, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_add ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (66, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_add ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (66, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_add ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (66, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_add ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (67, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_sub ', ', '), 0xff00000000000000, 0x0),
        (67, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_sub ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (67, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_sub ', ', '), 0xff00000000000000, 0x0),
        (67, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_sub ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (67, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_sub ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (67, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_sub ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (67, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_sub ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (67, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_sub ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (67, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_sub ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (67, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_sub ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (67, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_sub ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (67, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_sub ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (68, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_smin ', ', '), 0xff00000000000000, 0x0),
        (68, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_smin ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (68, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_smin ', ', '), 0xff00000000000000, 0x0),
        (68, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_smin ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (68, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_smin ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (68, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_smin ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (68, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_smin ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (68, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_smin ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (68, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_smin ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (68, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_smin ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (68, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_smin ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (68, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_smin ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (69, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_umin ', ', '), 0xff00000000000000, 0x0),
        (69, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_umin ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (69, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_umin ', ', '), 0xff00000000000000, 0x0),
        (69, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_umin ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (69, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_umin ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (69, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_umin ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (69, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_umin ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (69, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_umin ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (69, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_umin ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (69, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_umin ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (69, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_umin ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (69, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_umin ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (70, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_smax ', ', '), 0xff00000000000000, 0x0),
        (70, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_smax ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (70, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_smax ', ', '), 0xff00000000000000, 0x0),
        (70, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_smax ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (70, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_smax ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (70, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_smax ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (70, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_smax ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (70, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_smax ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (70, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_smax ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (70, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_smax ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (70, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_smax ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (70, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_smax ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (71, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_umax ', ', '), 0xff00000000000000, 0x0),
        (71, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_umax ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (71, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_umax ', ', '), 0xff00000000000000, 0x0),
        (71, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_umax ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (71, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_umax ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (71, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_umax ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (71, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_umax ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (71, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_umax ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (71, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_umax ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (71, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_umax ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (71, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_umax ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (71, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_umax ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (72, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_and ', ', '), 0xff00000000000000, 0x0),
        (72, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_and ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (72, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_and ', ', '), 0xff00000000000000, 0x0),
        (72, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_and ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (72, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_and ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (72, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_and ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (72, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_and ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (72, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_and ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (72, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_and ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (72, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_and ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (72, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_and ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (72, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_and ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (73, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_or ', ', '), 0xff00000000000000, 0x0),
        (73, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_or ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (73, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_or ', ', '), 0xff00000000000000, 0x0),
        (73, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_or ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (73, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_or ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (73, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_or ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (73, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_or ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (73, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_or ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (73, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_or ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (73, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_or ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (73, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_or ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (73, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_or ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (74, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_xor ', ', '), 0xff00000000000000, 0x0),
        (74, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_xor ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (74, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_xor ', ', '), 0xff00000000000000, 0x0),
        (74, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_xor ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (74, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_xor ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (74, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_xor ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (74, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_xor ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (74, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_xor ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (74, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_xor ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (74, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_xor ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (74, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_xor ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (74, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_xor ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (75, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_inc ', ', '), 0xff00000000000000, 0x0),
        (75, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_inc ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (75, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_inc ', ', '), 0xff00000000000000, 0x0),
        (75, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_inc ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (75, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_inc ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (75, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_inc ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (75, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_inc ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (75, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_inc ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (75, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_inc ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (75, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_inc ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (75, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_inc ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (75, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_inc ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (76, 0, 0, 0, 0, 0): (shape_2a0eb6afe399, ('flat_atomic_dec ', ', '), 0xff00000000000000, 0x0),
        (76, 0, 0, 0, 1, 0): (shape_e2343b9c0d39, ('flat_atomic_dec ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (76, 0, 1, 0, 0, 0): (shape_58a30da50579, ('flat_atomic_dec ', ', '), 0xff00000000000000, 0x0),
        (76, 0, 1, 0, 1, 0): (shape_36723a8ce664, ('flat_atomic_dec ', ', ', ', ', ' sc0'), 0x0, 0x0),
        (76, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_dec ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (76, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_dec ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (76, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_dec ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (76, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_dec ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (76, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_dec ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (76, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_dec ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (76, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_dec ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (76, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_dec ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (77, 0, 0, 0, 0, 0): (
            shape_2a0eb6afe399,
            ('flat_atomic_add_f32 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (77, 0, 0, 0, 1, 0): (
            shape_e2343b9c0d39,
            ('flat_atomic_add_f32 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (77, 0, 1, 0, 0, 0): (
            shape_58a30da50579,
            ('flat_atomic_add_f32 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (77, 0, 1, 0, 1, 0): (
            shape_36723a8ce664,
            ('flat_atomic_add_f32 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (77, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_add_f32 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (77, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_add_f32 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (77, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_add_f32 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (77, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_add_f32 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (77, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_add_f32 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (77, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_add_f32 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (78, 0, 0, 0, 0, 0): (
            shape_2a0eb6afe399,
            ('flat_atomic_pk_add_f16 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (78, 0, 0, 0, 1, 0): (
            shape_e2343b9c0d39,
            ('flat_atomic_pk_add_f16 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (78, 0, 1, 0, 0, 0): (
            shape_58a30da50579,
            ('flat_atomic_pk_add_f16 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (78, 0, 1, 0, 1, 0): (
            shape_36723a8ce664,
            ('flat_atomic_pk_add_f16 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (78, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_pk_add_f16 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (78, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_pk_add_f16 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (78, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_pk_add_f16 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (78, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_pk_add_f16 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (78, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_pk_add_f16 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (78, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_pk_add_f16 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (79, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_add_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (79, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_add_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (79, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_add_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (79, 0, 1, 0, 1, 0): (
            shape_59002668a27f,
            ('flat_atomic_add_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (79, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_add_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (79, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_add_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (79, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_add_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (79, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_add_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (79, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_add_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (79, 2, 1, 0, 1, 0): (
            shape_6130667bc824,
            ('global_atomic_add_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (79, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_add_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (79, 2, 1, 1, 1, 0): (
            shape_401c3176725e,
            ('global_atomic_add_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (80, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_min_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (80, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_min_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (80, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_min_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (80, 0, 1, 0, 1, 0): (
            shape_59002668a27f,
            ('flat_atomic_min_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (80, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_min_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (80, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_min_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (80, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_min_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (80, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_min_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (80, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_min_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (80, 2, 1, 0, 1, 0): (
            shape_6130667bc824,
            ('global_atomic_min_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (80, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_min_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (80, 2, 1, 1, 1, 0): (
            shape_401c3176725e,
            ('global_atomic_min_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (81, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_max_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (81, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_max_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (81, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_max_f64 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (81, 0, 1, 0, 1, 0): (
            shape_59002668a27f,
            ('flat_atomic_max_f64 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (81, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_max_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (81, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_max_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (81, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_max_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (81, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_max_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (81, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_max_f64 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (81, 2, 1, 0, 1, 0): (
            shape_6130667bc824,
            ('global_atomic_max_f64 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (81, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_max_f64 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (81, 2, 1, 1, 1, 0): (
            shape_401c3176725e,
            ('global_atomic_max_f64 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (82, 0, 0, 0, 0, 0): (
            shape_2a0eb6afe399,
            ('flat_atomic_pk_add_bf16 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (82, 0, 0, 0, 1, 0): (
            shape_e2343b9c0d39,
            ('flat_atomic_pk_add_bf16 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (82, 0, 1, 0, 0, 0): (
            shape_58a30da50579,
            ('flat_atomic_pk_add_bf16 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (82, 0, 1, 0, 1, 0): (
            shape_36723a8ce664,
            ('flat_atomic_pk_add_bf16 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (82, 2, 0, 0, 0, 0): (
            shape_e09c6567f02c,
            ('global_atomic_pk_add_bf16 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (82, 2, 0, 0, 1, 0): (
            shape_43a35ddfae26,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (82, 2, 0, 1, 0, 0): (
            shape_b79a50768535,
            ('global_atomic_pk_add_bf16 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (82, 2, 0, 1, 1, 0): (
            shape_f672d797ace2,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (82, 2, 1, 0, 0, 0): (
            shape_3b5198fd4482,
            ('global_atomic_pk_add_bf16 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (82, 2, 1, 0, 1, 0): (
            shape_49275ad9a690,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (82, 2, 1, 1, 0, 0): (
            shape_ddf13c0b1cea,
            ('global_atomic_pk_add_bf16 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (82, 2, 1, 1, 1, 0): (
            shape_dcbed4465a67,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (96, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_swap_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (96, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_swap_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (96, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_swap_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (96, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_swap_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (96, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_swap_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (96, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_swap_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (96, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_swap_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (96, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_swap_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (96, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_swap_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (96, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_swap_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (96, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_swap_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (96, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_swap_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (97, 0, 0, 0, 0, 0): (
            shape_dfdb54170c95,
            ('flat_atomic_cmpswap_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (97, 0, 0, 0, 1, 0): (
            shape_3a8f749a576b,
            ('flat_atomic_cmpswap_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (97, 0, 1, 0, 0, 0): (
            shape_853e9baf7ca1,
            ('flat_atomic_cmpswap_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (97, 0, 1, 0, 1, 0): (
            shape_454ef1057771,
            ('flat_atomic_cmpswap_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (97, 2, 0, 0, 0, 0): (
            shape_2db83acc3f99,
            ('global_atomic_cmpswap_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (97, 2, 0, 0, 1, 0): (
            shape_743489efee4c,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (97, 2, 0, 1, 0, 0): (
            shape_c71144ef719e,
            ('global_atomic_cmpswap_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (97, 2, 0, 1, 1, 0): (
            shape_684f11585e19,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (97, 2, 1, 0, 0, 0): (
            shape_91229bd04a32,
            ('global_atomic_cmpswap_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (97, 2, 1, 0, 1, 0): (
            shape_382873ffdaa9,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (97, 2, 1, 1, 0, 0): (
            shape_3fc44dd8a8d8,
            ('global_atomic_cmpswap_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (97, 2, 1, 1, 1, 0): (
            shape_267585eb558e,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (98, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_add_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (98, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_add_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (98, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_add_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (98, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_add_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (98, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_add_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (98, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_add_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (98, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_add_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (98, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_add_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (98, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_add_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (98, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_add_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (98, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_add_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (98, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_add_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (99, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_sub_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (99, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_sub_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (99, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_sub_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (99, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_sub_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (99, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_sub_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (99, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_sub_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (99, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_sub_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (99, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_sub_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (99, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_sub_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (99, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_sub_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (99, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_sub_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (99, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_sub_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (100, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_smin_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (100, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_smin_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (100, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_smin_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (100, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_smin_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (100, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_smin_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (100, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_smin_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (100, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_smin_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (100, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_smin_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (100, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_smin_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (100, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_smin_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (100, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_smin_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (100, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_smin_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (101, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_umin_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (101, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_umin_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (101, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_umin_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (101, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_umin_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (101, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_umin_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (101, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_umin_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (101, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_umin_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (101, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_umin_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (101, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_umin_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (101, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_umin_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (101, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_umin_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (101, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_umin_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (102, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_smax_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (102, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_smax_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (102, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_smax_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (102, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_smax_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (102, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_smax_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (102, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_smax_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (102, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_smax_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (102, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_smax_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (102, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_smax_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (102, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_smax_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (102, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_smax_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (102, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_smax_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (103, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_umax_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (103, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_umax_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (103, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_umax_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (103, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_umax_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (103, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_umax_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (103, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_umax_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (103, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_umax_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (103, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_umax_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (103, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_umax_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (103, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_umax_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (103, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_umax_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (103, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_umax_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (104, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_and_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (104, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_and_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (104, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_and_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (104, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_and_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (104, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_and_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (104, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_and_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (104, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_and_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (104, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_and_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (104, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_and_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (104, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_and_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (104, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_and_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (104, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_and_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (105, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_or_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (105, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_or_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (105, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_or_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (105, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_or_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (105, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_or_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (105, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_or_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (105, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_or_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (105, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_or_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (105, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_or_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (105, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_or_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (105, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_or_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (105, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_or_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (106, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_xor_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (106, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_xor_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (106, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_xor_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (106, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_xor_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (106, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_xor_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (106, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_xor_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (106, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_xor_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (106, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_xor_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (106, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_xor_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (106, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_xor_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (106, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_xor_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (106, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_xor_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (107, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_inc_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (107, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_inc_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (107, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_inc_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (107, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_inc_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (107, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_inc_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (107, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_inc_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (107, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_inc_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (107, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_inc_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (107, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_inc_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (107, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_inc_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (107, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_inc_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (107, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_inc_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (108, 0, 0, 0, 0, 0): (
            shape_4c28205a82af,
            ('flat_atomic_dec_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (108, 0, 0, 0, 1, 0): (
            shape_77d0159e6f53,
            ('flat_atomic_dec_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (108, 0, 1, 0, 0, 0): (
            shape_9c25d334b39f,
            ('flat_atomic_dec_x2 ', ', '),
            0xff00000000000000, 0x0,
        ),
        (108, 0, 1, 0, 1, 0): (
            shape_4edc1fc84509,
            ('flat_atomic_dec_x2 ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (108, 2, 0, 0, 0, 0): (
            shape_475cf371c394,
            ('global_atomic_dec_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (108, 2, 0, 0, 1, 0): (
            shape_bcd612d5c3b0,
            ('global_atomic_dec_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (108, 2, 0, 1, 0, 0): (
            shape_a41c41a2c8e4,
            ('global_atomic_dec_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (108, 2, 0, 1, 1, 0): (
            shape_dae09a037fa9,
            ('global_atomic_dec_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (108, 2, 1, 0, 0, 0): (
            shape_3cfb22880a7e,
            ('global_atomic_dec_x2 ', ', ', ', '),
            0xff00000000000000, 0x0,
        ),
        (108, 2, 1, 0, 1, 0): (
            shape_7d4c1112ee62,
            ('global_atomic_dec_x2 ', ', ', ', ', ', ', ' sc0'),
            0x0, 0x0,
        ),
        (108, 2, 1, 1, 0, 0): (
            shape_2894e528d339,
            ('global_atomic_dec_x2 ', ', ', ', off'),
            0xff00000000000000, 0x0,
        ),
        (108, 2, 1, 1, 1, 0): (
            shape_2874de2323b7,
            ('global_atomic_dec_x2 ', ', ', ', ', ', off', ' sc0'),
            0x0, 0x0,
        ),
        (125, 2, 0, 0, 0, 0): (
            shape_07dd09704738,
            ('global_load_lds_dwordx4 ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (125, 2, 0, 0, 1, 0): (
            shape_d0b4a3a0ad8f,
            ('global_load_lds_dwordx4 ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (125, 2, 0, 1, 0, 0): (
            shape_36750ca459f6,
            ('global_load_lds_dwordx4 ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (125, 2, 0, 1, 1, 0): (
            shape_9c034cf08cc2,
            ('global_load_lds_dwordx4 ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (126, 2, 0, 0, 0, 0): (
            shape_07dd09704738,
            ('global_load_lds_dwordx3 ', ', '),
            0xff00ff0000000000, 0x0,
        ),
        (126, 2, 0, 0, 1, 0): (
            shape_d0b4a3a0ad8f,
            ('global_load_lds_dwordx3 ', ', ', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
        (126, 2, 0, 1, 0, 0): (
            shape_36750ca459f6,
            ('global_load_lds_dwordx3 ', ', off'),
            0xff00ff0000000000, 0x0,
        ),
        (126, 2, 0, 1, 1, 0): (
            shape_9c034cf08cc2,
            ('global_load_lds_dwordx3 ', ', off', ' sc0'),
            0xff00ff0000000000, 0x0,
        ),
    }
