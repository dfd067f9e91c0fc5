"""gfx950 MUBUF templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_map_06ddb367 = bytes.fromhex('0101')
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
    C_map_373deeb3 = bytes.fromhex('0101010101010101010101010101010101010101010101010101000101010100')
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
    C_src_3c1faa85 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010000'
    )
    F_u16_dec = F['u16_dec']
    L_b32 = L['b32']
    M_map_06ddb367 = R['map_06ddb367'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_373deeb3 = R['map_373deeb3'][1]
    M_map_4825ca0d = R['map_4825ca0d'][1]
    M_map_50142e9d = R['map_50142e9d'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_5b377423 = R['map_5b377423'][1]
    M_map_69c50934 = R['map_69c50934'][1]
    M_map_8da80177 = R['map_8da80177'][1]
    M_map_9217653d = R['map_9217653d'][1]
    M_map_b76db404 = R['map_b76db404'][1]
    M_map_b8bb2eef = R['map_b8bb2eef'][1]
    M_map_fce9f7e1 = R['map_fce9f7e1'][1]
    def shape_0232bb81b173(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_02bece4ca6de(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_map_06ddb367[((v >> 15) & 1)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_095535b6e385(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_0f63cb293eff(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_11bf887e4012(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_16b99ff9543d(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_17ed7be889b6(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_20b91824e71e(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2292902ef151(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_373deeb3[((v >> 48) & 31)]
            if t1 is None: raise Invalid
            t3 = ((v >> 56) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_8da80177[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 0) & 4095)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 15) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t7 + t8 + s2
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_25877af26ed1(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_272f08aeac88(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2e68f3fabdb9(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_35e16e54ee9d(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_360e99a39f64(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_3f094419312a(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_442831222148(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4b546502dd89(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_4825ca0d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_4d244513953d(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_515b44ac0bd9(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_53d99827a686(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5a5900e42617(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6dae35b8a447(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7fac002da187(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_80f3fa31cd34(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_810667cd736f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_833291653370(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_83596e49b695(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8a2ce9568740(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8a5118dd284a(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + t8 + t9 + s4
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_96e31139a88c(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_97345624efef(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9ce30d2fa5fc(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + s4 + t8 + t9 + s5
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9f0051a8257e(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9f2946514b67(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a6a1c8556eb7(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a7da1ef26876(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_aba8986d9fdc(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_af486ab7fecb(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b26114047d0f(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + t8 + t9 + s4
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b95b3c809e97(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c37c8c11c991(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c72231473a7e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c909237683e8(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t6 + s4 + t8 + t9 + s5
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cf931867db11(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cfb3cd1bea14(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_50142e9d[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d60ad00b6fca(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_dae12a9971ee(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_fce9f7e1[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + s3 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e090cba467c4(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_373deeb3[((v >> 48) & 31)]
            if t1 is None: raise Invalid
            t3 = ((v >> 56) & 255)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_8da80177[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 0) & 4095)
            if t6 == 0: t5 = ''
            else:
                t5 = F_u16_dec(t6)
                if t5 is None: raise Invalid
                t5 = ' offset:' + t5 + ''
            t7 = M_map_9217653d[((v >> 17) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_06ddb367[((v >> 15) & 1)]
            if t8 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + s2 + t7 + t8 + s3
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e2e11ad6a397(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e555bef1584b(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f02407c010ee(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_69c50934[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f0d976474f0d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b8bb2eef[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f4a093ca5492(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_373deeb3[((v >> 48) & 31)]
            if t2 is None: raise Invalid
            t4 = ((v >> 56) & 255)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_8da80177[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 0) & 4095)
            if t7 == 0: t6 = ''
            else:
                t6 = F_u16_dec(t7)
                if t6 is None: raise Invalid
                t6 = ' offset:' + t6 + ''
            t8 = M_map_9217653d[((v >> 17) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_06ddb367[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + t6 + t8 + t9
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f6feb7f80c07(s, mask, base):
        s0, s1, s2, s3, s4, s5 = s
        def render(v, lit):
            t1 = M_map_b76db404[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1bfc3ba5[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + s5 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_fe6e93866d7d(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 40) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_58198513[((v >> 32) & 255)]
            if t2 is None: raise Invalid
            t3 = M_map_373deeb3[((v >> 48) & 31)]
            if t3 is None: raise Invalid
            t5 = ((v >> 56) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            t8 = ((v >> 0) & 4095)
            if t8 == 0: t7 = ''
            else:
                t7 = F_u16_dec(t8)
                if t7 is None: raise Invalid
                t7 = ' offset:' + t7 + ''
            t9 = M_map_9217653d[((v >> 17) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_06ddb367[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t6 + s4 + t7 + t9 + t10
        def takes_literal(v):
            return ((v >> 56) & 255) == 255
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_373deeb3[((v >> 48) & 31)]: return False
            x = ((v >> 56) & 255)
            if x == 255:
                if not literal_ok('src_3c1faa85', lit): return False
            elif not C_src_3c1faa85[x]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 4095)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_format_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (0, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_format_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (0, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_format_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (0, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_format_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (0, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (0, 1, 0, 0, 0, 0): (
            shape_2292902ef151,
            ('buffer_load_format_x off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (0, 1, 0, 0, 0, 1): (
            shape_b26114047d0f,
            ('buffer_load_format_x ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 0, 1, 0): (
            shape_b26114047d0f,
            ('buffer_load_format_x ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 0, 1, 1): (
            shape_8a5118dd284a,
            ('buffer_load_format_x ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 1, 0, 0): (
            shape_e090cba467c4,
            ('buffer_load_format_x off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (0, 1, 0, 1, 0, 1): (
            shape_c909237683e8,
            ('buffer_load_format_x ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 1, 1, 0): (
            shape_c909237683e8,
            ('buffer_load_format_x ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (0, 1, 0, 1, 1, 1): (
            shape_9ce30d2fa5fc,
            ('buffer_load_format_x ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (1, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_load_format_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (1, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_load_format_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (1, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_load_format_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (1, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_load_format_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (1, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (1, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_load_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 0, 0, 0): (
            shape_f02407c010ee,
            ('buffer_load_format_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (2, 0, 0, 0, 0, 1): (
            shape_80f3fa31cd34,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 0, 1, 0): (
            shape_80f3fa31cd34,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 0, 1, 1): (
            shape_b95b3c809e97,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 1, 0, 0): (
            shape_833291653370,
            ('buffer_load_format_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (2, 0, 0, 1, 0, 1): (
            shape_cf931867db11,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 1, 1, 0): (
            shape_cf931867db11,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 0, 1, 1, 1): (
            shape_aba8986d9fdc,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 0, 0, 0): (
            shape_f0d976474f0d,
            ('buffer_load_format_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (2, 0, 1, 0, 0, 1): (
            shape_0f63cb293eff,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 0, 1, 0): (
            shape_0f63cb293eff,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 0, 1, 1): (
            shape_17ed7be889b6,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 1, 0, 0): (
            shape_9f0051a8257e,
            ('buffer_load_format_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (2, 0, 1, 1, 0, 1): (
            shape_53d99827a686,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 1, 1, 0): (
            shape_53d99827a686,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (2, 0, 1, 1, 1, 1): (
            shape_97345624efef,
            ('buffer_load_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 0, 0, 0): (
            shape_4b546502dd89,
            ('buffer_load_format_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (3, 0, 0, 0, 0, 1): (
            shape_11bf887e4012,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 0, 1, 0): (
            shape_11bf887e4012,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 0, 1, 1): (
            shape_2e68f3fabdb9,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 1, 0, 0): (
            shape_3f094419312a,
            ('buffer_load_format_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (3, 0, 0, 1, 0, 1): (
            shape_360e99a39f64,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 1, 1, 0): (
            shape_360e99a39f64,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 0, 1, 1, 1): (
            shape_20b91824e71e,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 0, 0, 0): (
            shape_c72231473a7e,
            ('buffer_load_format_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (3, 0, 1, 0, 0, 1): (
            shape_af486ab7fecb,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 0, 1, 0): (
            shape_af486ab7fecb,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 0, 1, 1): (
            shape_5a5900e42617,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 1, 0, 0): (
            shape_dae12a9971ee,
            ('buffer_load_format_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (3, 0, 1, 1, 0, 1): (
            shape_96e31139a88c,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 1, 1, 0): (
            shape_96e31139a88c,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (3, 0, 1, 1, 1, 1): (
            shape_83596e49b695,
            ('buffer_load_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_store_format_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (4, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_store_format_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (4, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_store_format_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (4, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_store_format_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (4, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (4, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_store_format_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_store_format_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (5, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_store_format_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (5, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_store_format_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (5, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_store_format_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (5, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (5, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_store_format_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 0, 0, 0): (
            shape_f02407c010ee,
            ('buffer_store_format_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (6, 0, 0, 0, 0, 1): (
            shape_80f3fa31cd34,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 0, 1, 0): (
            shape_80f3fa31cd34,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 0, 1, 1): (
            shape_b95b3c809e97,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 1, 0, 0): (
            shape_833291653370,
            ('buffer_store_format_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (6, 0, 0, 1, 0, 1): (
            shape_cf931867db11,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 1, 1, 0): (
            shape_cf931867db11,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 0, 1, 1, 1): (
            shape_aba8986d9fdc,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 0, 0, 0): (
            shape_f0d976474f0d,
            ('buffer_store_format_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (6, 0, 1, 0, 0, 1): (
            shape_0f63cb293eff,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 0, 1, 0): (
            shape_0f63cb293eff,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 0, 1, 1): (
            shape_17ed7be889b6,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 1, 0, 0): (
            shape_9f0051a8257e,
            ('buffer_store_format_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (6, 0, 1, 1, 0, 1): (
            shape_53d99827a686,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 1, 1, 0): (
            shape_53d99827a686,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (6, 0, 1, 1, 1, 1): (
            shape_97345624efef,
            ('buffer_store_format_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 0, 0, 0): (
            shape_4b546502dd89,
            ('buffer_store_format_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (7, 0, 0, 0, 0, 1): (
            shape_11bf887e4012,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 0, 1, 0): (
            shape_11bf887e4012,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 0, 1, 1): (
            shape_2e68f3fabdb9,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 1, 0, 0): (
            shape_3f094419312a,
            ('buffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (7, 0, 0, 1, 0, 1): (
            shape_360e99a39f64,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 1, 1, 0): (
            shape_360e99a39f64,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 0, 1, 1, 1): (
            shape_20b91824e71e,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 0, 0, 0): (
            shape_c72231473a7e,
            ('buffer_store_format_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (7, 0, 1, 0, 0, 1): (
            shape_af486ab7fecb,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 0, 1, 0): (
            shape_af486ab7fecb,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 0, 1, 1): (
            shape_5a5900e42617,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 1, 0, 0): (
            shape_dae12a9971ee,
            ('buffer_store_format_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (7, 0, 1, 1, 0, 1): (
            shape_96e31139a88c,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 1, 1, 0): (
            shape_96e31139a88c,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (7, 0, 1, 1, 1, 1): (
            shape_83596e49b695,
            ('buffer_store_format_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_format_d16_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (8, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (8, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_format_d16_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (8, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_format_d16_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (8, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (8, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_format_d16_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (9, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (9, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_format_d16_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (9, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (9, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (9, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_load_format_d16_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (10, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (10, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_load_format_d16_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (10, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_load_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (10, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (10, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_load_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (11, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (11, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (11, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_load_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (11, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (11, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_load_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_store_format_d16_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (12, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (12, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_store_format_d16_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (12, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_store_format_d16_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (12, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (12, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_store_format_d16_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_store_format_d16_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (13, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (13, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_store_format_d16_xy ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (13, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_store_format_d16_xy ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (13, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (13, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_store_format_d16_xy ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_store_format_d16_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (14, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (14, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_store_format_d16_xyz ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (14, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_store_format_d16_xyz ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (14, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (14, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_store_format_d16_xyz ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (15, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (15, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (15, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_store_format_d16_xyzw ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (15, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (15, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_store_format_d16_xyzw ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_ubyte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (16, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_ubyte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (16, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_ubyte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (16, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_ubyte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (16, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_ubyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (16, 1, 0, 0, 0, 0): (
            shape_2292902ef151,
            ('buffer_load_ubyte off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (16, 1, 0, 0, 0, 1): (
            shape_b26114047d0f,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 0, 1, 0): (
            shape_b26114047d0f,
            ('buffer_load_ubyte ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 0, 1, 1): (
            shape_8a5118dd284a,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 1, 0, 0): (
            shape_e090cba467c4,
            ('buffer_load_ubyte off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (16, 1, 0, 1, 0, 1): (
            shape_c909237683e8,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 1, 1, 0): (
            shape_c909237683e8,
            ('buffer_load_ubyte ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (16, 1, 0, 1, 1, 1): (
            shape_9ce30d2fa5fc,
            ('buffer_load_ubyte ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_sbyte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (17, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_sbyte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (17, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_sbyte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (17, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_sbyte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (17, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_sbyte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (17, 1, 0, 0, 0, 0): (
            shape_2292902ef151,
            ('buffer_load_sbyte off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (17, 1, 0, 0, 0, 1): (
            shape_b26114047d0f,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 0, 1, 0): (
            shape_b26114047d0f,
            ('buffer_load_sbyte ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 0, 1, 1): (
            shape_8a5118dd284a,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 1, 0, 0): (
            shape_e090cba467c4,
            ('buffer_load_sbyte off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (17, 1, 0, 1, 0, 1): (
            shape_c909237683e8,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 1, 1, 0): (
            shape_c909237683e8,
            ('buffer_load_sbyte ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (17, 1, 0, 1, 1, 1): (
            shape_9ce30d2fa5fc,
            ('buffer_load_sbyte ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_ushort ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (18, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_ushort ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (18, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_ushort ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (18, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_ushort ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (18, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_ushort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (18, 1, 0, 0, 0, 0): (
            shape_2292902ef151,
            ('buffer_load_ushort off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (18, 1, 0, 0, 0, 1): (
            shape_b26114047d0f,
            ('buffer_load_ushort ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 0, 1, 0): (
            shape_b26114047d0f,
            ('buffer_load_ushort ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 0, 1, 1): (
            shape_8a5118dd284a,
            ('buffer_load_ushort ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 1, 0, 0): (
            shape_e090cba467c4,
            ('buffer_load_ushort off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (18, 1, 0, 1, 0, 1): (
            shape_c909237683e8,
            ('buffer_load_ushort ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 1, 1, 0): (
            shape_c909237683e8,
            ('buffer_load_ushort ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (18, 1, 0, 1, 1, 1): (
            shape_9ce30d2fa5fc,
            ('buffer_load_ushort ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_sshort ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (19, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_sshort ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (19, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_sshort ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (19, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_sshort ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (19, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_sshort ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (19, 1, 0, 0, 0, 0): (
            shape_2292902ef151,
            ('buffer_load_sshort off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (19, 1, 0, 0, 0, 1): (
            shape_b26114047d0f,
            ('buffer_load_sshort ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 0, 1, 0): (
            shape_b26114047d0f,
            ('buffer_load_sshort ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 0, 1, 1): (
            shape_8a5118dd284a,
            ('buffer_load_sshort ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 1, 0, 0): (
            shape_e090cba467c4,
            ('buffer_load_sshort off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (19, 1, 0, 1, 0, 1): (
            shape_c909237683e8,
            ('buffer_load_sshort ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 1, 1, 0): (
            shape_c909237683e8,
            ('buffer_load_sshort ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (19, 1, 0, 1, 1, 1): (
            shape_9ce30d2fa5fc,
            ('buffer_load_sshort ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_dword ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (20, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_dword ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (20, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_dword ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (20, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_dword ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (20, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (20, 1, 0, 0, 0, 0): (
            shape_2292902ef151,
            ('buffer_load_dword off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (20, 1, 0, 0, 0, 1): (
            shape_b26114047d0f,
            ('buffer_load_dword ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 0, 1, 0): (
            shape_b26114047d0f,
            ('buffer_load_dword ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 0, 1, 1): (
            shape_8a5118dd284a,
            ('buffer_load_dword ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 1, 0, 0): (
            shape_e090cba467c4,
            ('buffer_load_dword off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (20, 1, 0, 1, 0, 1): (
            shape_c909237683e8,
            ('buffer_load_dword ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 1, 1, 0): (
            shape_c909237683e8,
            ('buffer_load_dword ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (20, 1, 0, 1, 1, 1): (
            shape_9ce30d2fa5fc,
            ('buffer_load_dword ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (21, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_load_dwordx2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (21, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_load_dwordx2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (21, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_load_dwordx2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (21, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_load_dwordx2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (21, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (21, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_load_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 0, 0, 0): (
            shape_f02407c010ee,
            ('buffer_load_dwordx3 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (22, 0, 0, 0, 0, 1): (
            shape_80f3fa31cd34,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 0, 1, 0): (
            shape_80f3fa31cd34,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 0, 1, 1): (
            shape_b95b3c809e97,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 1, 0, 0): (
            shape_833291653370,
            ('buffer_load_dwordx3 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (22, 0, 0, 1, 0, 1): (
            shape_cf931867db11,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 1, 1, 0): (
            shape_cf931867db11,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 0, 1, 1, 1): (
            shape_aba8986d9fdc,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 0, 0, 0): (
            shape_f0d976474f0d,
            ('buffer_load_dwordx3 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (22, 0, 1, 0, 0, 1): (
            shape_0f63cb293eff,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 0, 1, 0): (
            shape_0f63cb293eff,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 0, 1, 1): (
            shape_17ed7be889b6,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 1, 0, 0): (
            shape_9f0051a8257e,
            ('buffer_load_dwordx3 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (22, 0, 1, 1, 0, 1): (
            shape_53d99827a686,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 1, 1, 0): (
            shape_53d99827a686,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 0, 1, 1, 1, 1): (
            shape_97345624efef,
            ('buffer_load_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (22, 1, 0, 0, 0, 0): (
            shape_2292902ef151,
            ('buffer_load_dwordx3 off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (22, 1, 0, 0, 0, 1): (
            shape_b26114047d0f,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 0, 1, 0): (
            shape_b26114047d0f,
            ('buffer_load_dwordx3 ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 0, 1, 1): (
            shape_8a5118dd284a,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 1, 0, 0): (
            shape_e090cba467c4,
            ('buffer_load_dwordx3 off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (22, 1, 0, 1, 0, 1): (
            shape_c909237683e8,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 1, 1, 0): (
            shape_c909237683e8,
            ('buffer_load_dwordx3 ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (22, 1, 0, 1, 1, 1): (
            shape_9ce30d2fa5fc,
            ('buffer_load_dwordx3 ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 0, 0, 0, 0, 0): (
            shape_4b546502dd89,
            ('buffer_load_dwordx4 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (23, 0, 0, 0, 0, 1): (
            shape_11bf887e4012,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 0, 1, 0): (
            shape_11bf887e4012,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 0, 1, 1): (
            shape_2e68f3fabdb9,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 1, 0, 0): (
            shape_3f094419312a,
            ('buffer_load_dwordx4 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (23, 0, 0, 1, 0, 1): (
            shape_360e99a39f64,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 1, 1, 0): (
            shape_360e99a39f64,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 0, 1, 1, 1): (
            shape_20b91824e71e,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 0, 0, 0): (
            shape_c72231473a7e,
            ('buffer_load_dwordx4 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (23, 0, 1, 0, 0, 1): (
            shape_af486ab7fecb,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 0, 1, 0): (
            shape_af486ab7fecb,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 0, 1, 1): (
            shape_5a5900e42617,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 1, 0, 0): (
            shape_dae12a9971ee,
            ('buffer_load_dwordx4 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (23, 0, 1, 1, 0, 1): (
            shape_96e31139a88c,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 1, 1, 0): (
            shape_96e31139a88c,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 0, 1, 1, 1, 1): (
            shape_83596e49b695,
            ('buffer_load_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (23, 1, 0, 0, 0, 0): (
            shape_2292902ef151,
            ('buffer_load_dwordx4 off, ', ', ', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (23, 1, 0, 0, 0, 1): (
            shape_b26114047d0f,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 0, 1, 0): (
            shape_b26114047d0f,
            ('buffer_load_dwordx4 ', ', ', ', ', ' offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 0, 1, 1): (
            shape_8a5118dd284a,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen offen', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 1, 0, 0): (
            shape_e090cba467c4,
            ('buffer_load_dwordx4 off, ', ', ', ' sc0', ' lds'),
            0x60ffff02000000, 0x0,
        ),
        (23, 1, 0, 1, 0, 1): (
            shape_c909237683e8,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 1, 1, 0): (
            shape_c909237683e8,
            ('buffer_load_dwordx4 ', ', ', ', ', ' offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (23, 1, 0, 1, 1, 1): (
            shape_9ce30d2fa5fc,
            ('buffer_load_dwordx4 ', ', ', ', ', ' idxen offen', ' sc0', ' lds'),
            0x60ff0002000000, 0x0,
        ),
        (24, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_store_byte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (24, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_store_byte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (24, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_store_byte ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (24, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_store_byte ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (24, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_store_byte ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (24, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_store_byte ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_store_byte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (25, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_store_byte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (25, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_store_byte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (25, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_store_byte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (25, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (25, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_store_byte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_store_short ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (26, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_store_short ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (26, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_store_short ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (26, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_store_short ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (26, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_store_short ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (26, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_store_short ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_store_short_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (27, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_store_short_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (27, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_store_short_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (27, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_store_short_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (27, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (27, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_store_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_store_dword ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (28, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_store_dword ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (28, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_store_dword ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (28, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_store_dword ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (28, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_store_dword ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (28, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_store_dword ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_store_dwordx2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (29, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_store_dwordx2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (29, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_store_dwordx2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (29, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_store_dwordx2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (29, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (29, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_store_dwordx2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 0, 0, 0): (
            shape_f02407c010ee,
            ('buffer_store_dwordx3 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (30, 0, 0, 0, 0, 1): (
            shape_80f3fa31cd34,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 0, 1, 0): (
            shape_80f3fa31cd34,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 0, 1, 1): (
            shape_b95b3c809e97,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 1, 0, 0): (
            shape_833291653370,
            ('buffer_store_dwordx3 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (30, 0, 0, 1, 0, 1): (
            shape_cf931867db11,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 1, 1, 0): (
            shape_cf931867db11,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 0, 1, 1, 1): (
            shape_aba8986d9fdc,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 0, 0, 0): (
            shape_f0d976474f0d,
            ('buffer_store_dwordx3 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (30, 0, 1, 0, 0, 1): (
            shape_0f63cb293eff,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 0, 1, 0): (
            shape_0f63cb293eff,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 0, 1, 1): (
            shape_17ed7be889b6,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 1, 0, 0): (
            shape_9f0051a8257e,
            ('buffer_store_dwordx3 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (30, 0, 1, 1, 0, 1): (
            shape_53d99827a686,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 1, 1, 0): (
            shape_53d99827a686,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (30, 0, 1, 1, 1, 1): (
            shape_97345624efef,
            ('buffer_store_dwordx3 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 0, 0, 0): (
            shape_4b546502dd89,
            ('buffer_store_dwordx4 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (31, 0, 0, 0, 0, 1): (
            shape_11bf887e4012,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 0, 1, 0): (
            shape_11bf887e4012,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 0, 1, 1): (
            shape_2e68f3fabdb9,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 1, 0, 0): (
            shape_3f094419312a,
            ('buffer_store_dwordx4 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (31, 0, 0, 1, 0, 1): (
            shape_360e99a39f64,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 1, 1, 0): (
            shape_360e99a39f64,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 0, 1, 1, 1): (
            shape_20b91824e71e,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 0, 0, 0): (
            shape_c72231473a7e,
            ('buffer_store_dwordx4 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (31, 0, 1, 0, 0, 1): (
            shape_af486ab7fecb,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 0, 1, 0): (
            shape_af486ab7fecb,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 0, 1, 1): (
            shape_5a5900e42617,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 1, 0, 0): (
            shape_dae12a9971ee,
            ('buffer_store_dwordx4 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (31, 0, 1, 1, 0, 1): (
            shape_96e31139a88c,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 1, 1, 0): (
            shape_96e31139a88c,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (31, 0, 1, 1, 1, 1): (
            shape_83596e49b695,
            ('buffer_store_dwordx4 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_ubyte_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (32, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_ubyte_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (32, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_ubyte_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (32, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_ubyte_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (32, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (32, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_ubyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (33, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (33, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (33, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_ubyte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (33, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (33, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_ubyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_sbyte_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (34, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_sbyte_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (34, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_sbyte_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (34, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_sbyte_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (34, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (34, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_sbyte_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (35, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (35, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (35, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_sbyte_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (35, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (35, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_sbyte_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_short_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (36, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_short_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (36, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_short_d16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (36, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_short_d16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (36, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (36, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_short_d16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_short_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (37, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_short_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (37, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_short_d16_hi ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (37, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_short_d16_hi ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (37, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (37, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_short_d16_hi ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (38, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (38, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (38, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_load_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (38, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (38, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_load_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (39, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (39, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (39, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_store_format_d16_hi_x ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (39, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (39, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_store_format_d16_hi_x ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (40, 0, 0, 0, 0, 0): (shape_02bece4ca6de, ('buffer_wbl2',), 0xff7fffff02020fff, 0x0),
        (40, 0, 0, 1, 0, 0): (shape_02bece4ca6de, ('buffer_wbl2 sc0',), 0xff7fffff02020fff, 0x0),
        (41, 0, 0, 0, 0, 0): (shape_02bece4ca6de, ('buffer_inv',), 0xff7fffff02020fff, 0x0),
        (41, 0, 0, 1, 0, 0): (shape_02bece4ca6de, ('buffer_inv sc0',), 0xff7fffff02020fff, 0x0),
        (64, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_swap ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (64, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_swap ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (64, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_swap ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (64, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_swap ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (64, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (64, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_swap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_cmpswap ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (65, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_cmpswap ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (65, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_cmpswap ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (65, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_cmpswap ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (65, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (65, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_cmpswap ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_add ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (66, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_add ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (66, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_add ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (66, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_add ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (66, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (66, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_add ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_sub ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (67, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_sub ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (67, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_sub ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (67, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_sub ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (67, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (67, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_sub ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_smin ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (68, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_smin ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (68, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_smin ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (68, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_smin ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (68, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (68, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_smin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_umin ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (69, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_umin ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (69, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_umin ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (69, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_umin ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (69, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (69, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_umin ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_smax ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (70, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_smax ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (70, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_smax ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (70, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_smax ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (70, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (70, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_smax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_umax ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (71, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_umax ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (71, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_umax ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (71, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_umax ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (71, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (71, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_umax ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_and ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (72, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_and ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (72, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_and ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (72, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_and ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (72, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (72, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_and ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_or ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (73, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_or ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (73, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_or ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (73, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_or ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (73, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (73, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_or ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_xor ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (74, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_xor ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (74, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_xor ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (74, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_xor ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (74, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (74, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_xor ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_inc ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (75, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_inc ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (75, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_inc ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (75, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_inc ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (75, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (75, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_inc ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_dec ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (76, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_dec ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (76, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_dec ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (76, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_dec ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (76, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (76, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_dec ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_add_f32 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (77, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_add_f32 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (77, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_add_f32 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (77, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_add_f32 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (77, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (77, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_add_f32 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (78, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (78, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (78, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_pk_add_f16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (78, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (78, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_pk_add_f16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_add_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (79, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_add_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (79, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_add_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (79, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_add_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (79, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (79, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_add_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_min_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (80, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_min_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (80, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_min_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (80, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_min_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (80, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (80, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_min_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_max_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (81, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_max_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (81, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_max_f64 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (81, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_max_f64 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (81, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (81, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_max_f64 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 0, 0, 0): (
            shape_a7da1ef26876,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (82, 0, 0, 0, 0, 1): (
            shape_fe6e93866d7d,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 0, 1, 0): (
            shape_fe6e93866d7d,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 0, 1, 1): (
            shape_8a2ce9568740,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 1, 0, 0): (
            shape_d60ad00b6fca,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (82, 0, 0, 1, 0, 1): (
            shape_16b99ff9543d,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 1, 1, 0): (
            shape_16b99ff9543d,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 0, 1, 1, 1): (
            shape_e555bef1584b,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 0, 0, 0): (
            shape_f4a093ca5492,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (82, 0, 1, 0, 0, 1): (
            shape_35e16e54ee9d,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 0, 1, 0): (
            shape_35e16e54ee9d,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 0, 1, 1): (
            shape_e2e11ad6a397,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 1, 0, 0): (
            shape_6dae35b8a447,
            ('buffer_atomic_pk_add_bf16 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (82, 0, 1, 1, 0, 1): (
            shape_095535b6e385,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 1, 1, 0): (
            shape_095535b6e385,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (82, 0, 1, 1, 1, 1): (
            shape_7fac002da187,
            ('buffer_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_swap_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (96, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_swap_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (96, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_swap_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (96, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_swap_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (96, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (96, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_swap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 0, 0, 0): (
            shape_4b546502dd89,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (97, 0, 0, 0, 0, 1): (
            shape_11bf887e4012,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 0, 1, 0): (
            shape_11bf887e4012,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 0, 1, 1): (
            shape_2e68f3fabdb9,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 1, 0, 0): (
            shape_3f094419312a,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (97, 0, 0, 1, 0, 1): (
            shape_360e99a39f64,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 1, 1, 0): (
            shape_360e99a39f64,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 0, 1, 1, 1): (
            shape_20b91824e71e,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 0, 0, 0): (
            shape_c72231473a7e,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (97, 0, 1, 0, 0, 1): (
            shape_af486ab7fecb,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 0, 1, 0): (
            shape_af486ab7fecb,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 0, 1, 1): (
            shape_5a5900e42617,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 1, 0, 0): (
            shape_dae12a9971ee,
            ('buffer_atomic_cmpswap_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (97, 0, 1, 1, 0, 1): (
            shape_96e31139a88c,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 1, 1, 0): (
            shape_96e31139a88c,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (97, 0, 1, 1, 1, 1): (
            shape_83596e49b695,
            ('buffer_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_add_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (98, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_add_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (98, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_add_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (98, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_add_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (98, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (98, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_add_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_sub_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (99, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_sub_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (99, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_sub_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (99, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_sub_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (99, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (99, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_sub_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_smin_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (100, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_smin_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (100, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_smin_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (100, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_smin_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (100, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (100, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_smin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_umin_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (101, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_umin_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (101, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_umin_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (101, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_umin_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (101, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (101, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_umin_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_smax_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (102, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_smax_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (102, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_smax_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (102, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_smax_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (102, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (102, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_smax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_umax_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (103, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_umax_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (103, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_umax_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (103, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_umax_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (103, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (103, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_umax_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_and_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (104, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_and_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (104, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_and_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (104, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_and_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (104, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (104, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_and_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_or_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (105, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_or_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (105, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_or_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (105, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_or_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (105, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (105, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_or_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_xor_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (106, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_xor_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (106, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_xor_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (106, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_xor_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (106, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (106, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_xor_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_inc_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (107, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_inc_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (107, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_inc_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (107, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_inc_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (107, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (107, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_inc_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 0, 0, 0): (
            shape_c37c8c11c991,
            ('buffer_atomic_dec_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (108, 0, 0, 0, 0, 1): (
            shape_0232bb81b173,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 0, 1, 0): (
            shape_0232bb81b173,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 0, 1, 1): (
            shape_25877af26ed1,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 1, 0, 0): (
            shape_272f08aeac88,
            ('buffer_atomic_dec_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (108, 0, 0, 1, 0, 1): (
            shape_4d244513953d,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 1, 1, 0): (
            shape_4d244513953d,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 0, 1, 1, 1): (
            shape_f6feb7f80c07,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 0, 0, 0): (
            shape_810667cd736f,
            ('buffer_atomic_dec_x2 ', ', off, ', ', '),
            0x6000ff02000000, 0x0,
        ),
        (108, 0, 1, 0, 0, 1): (
            shape_9f2946514b67,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 0, 1, 0): (
            shape_9f2946514b67,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 0, 1, 1): (
            shape_a6a1c8556eb7,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 1, 0, 0): (
            shape_442831222148,
            ('buffer_atomic_dec_x2 ', ', off, ', ', ', ' sc0'),
            0x6000ff02000000, 0x0,
        ),
        (108, 0, 1, 1, 0, 1): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 1, 1, 0): (
            shape_cfb3cd1bea14,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
        (108, 0, 1, 1, 1, 1): (
            shape_515b44ac0bd9,
            ('buffer_atomic_dec_x2 ', ', ', ', ', ', ', ' idxen offen', ' sc0'),
            0x60000002000000, 0x0,
        ),
    }
