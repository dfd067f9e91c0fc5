"""gfx950 FLAT templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
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
    def shape_00e3f4fcd677(s):
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
        return render, takes_literal
    def shape_01324a5e117e(s):
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
        return render, takes_literal
    def shape_0140a50a17d0(s):
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
        return render, takes_literal
    def shape_01b5c74b37d5(s):
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
        return render, takes_literal
    def shape_022516bd766b(s):
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
        return render, takes_literal
    def shape_03293833227e(s):
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
        return render, takes_literal
    def shape_084061a2f3b7(s):
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
        return render, takes_literal
    def shape_09639bd75455(s):
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
        return render, takes_literal
    def shape_0b4a9326e610(s):
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
        return render, takes_literal
    def shape_0c5cbed5d413(s):
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
        return render, takes_literal
    def shape_0de7228c73f0(s):
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
        return render, takes_literal
    def shape_0e45fc839c06(s):
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
        return render, takes_literal
    def shape_0ed0d50644af(s):
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
        return render, takes_literal
    def shape_0ff138ec6efc(s):
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
        return render, takes_literal
    def shape_11576803279a(s):
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
        return render, takes_literal
    def shape_11d643106cfc(s):
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
        return render, takes_literal
    def shape_1210a0dca488(s):
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
        return render, takes_literal
    def shape_12830352046b(s):
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
        return render, takes_literal
    def shape_12a6017bb66e(s):
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
        return render, takes_literal
    def shape_15b3e0e3a56c(s):
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
        return render, takes_literal
    def shape_191572a2459b(s):
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
        return render, takes_literal
    def shape_19c1392e51d9(s):
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
        return render, takes_literal
    def shape_19d4e4c566c6(s):
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
        return render, takes_literal
    def shape_1a2945343468(s):
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
        return render, takes_literal
    def shape_1cd169a26d40(s):
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
        return render, takes_literal
    def shape_1dab6d458622(s):
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
        return render, takes_literal
    def shape_1dfc7ccfcae1(s):
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
        return render, takes_literal
    def shape_1eb594f5d53f(s):
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
        return render, takes_literal
    def shape_1ecc44b37304(s):
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
        return render, takes_literal
    def shape_1ee7e91ec718(s):
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
        return render, takes_literal
    def shape_1eff95a2891f(s):
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
        return render, takes_literal
    def shape_20407cc3537b(s):
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
        return render, takes_literal
    def shape_20ced9bdfcff(s):
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
        return render, takes_literal
    def shape_2375666fc187(s):
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
        return render, takes_literal
    def shape_252cd8f72827(s):
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
        return render, takes_literal
    def shape_254b26bbad6e(s):
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
        return render, takes_literal
    def shape_2577fd305d9e(s):
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
        return render, takes_literal
    def shape_269be4f2b759(s):
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
        return render, takes_literal
    def shape_2710d6dd44a5(s):
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
        return render, takes_literal
    def shape_274e39e4f62c(s):
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
        return render, takes_literal
    def shape_27c242cd6ef1(s):
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
        return render, takes_literal
    def shape_28704dd0b91b(s):
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
        return render, takes_literal
    def shape_28b697dce01b(s):
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
        return render, takes_literal
    def shape_296d9aad5cce(s):
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
        return render, takes_literal
    def shape_29c094071e81(s):
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
        return render, takes_literal
    def shape_2ad51874d5a6(s):
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
        return render, takes_literal
    def shape_2afd5d80c164(s):
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
        return render, takes_literal
    def shape_2c0531c02ff9(s):
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
        return render, takes_literal
    def shape_2d1c184470f3(s):
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
        return render, takes_literal
    def shape_2dab29aa80f0(s):
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
        return render, takes_literal
    def shape_2db5356caf9b(s):
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
        return render, takes_literal
    def shape_2e36abd5fe85(s):
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
        return render, takes_literal
    def shape_2f9105f5cf47(s):
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
        return render, takes_literal
    def shape_30570f4fa9f6(s):
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
        return render, takes_literal
    def shape_32e1feeb3527(s):
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
        return render, takes_literal
    def shape_332c5dc8d40c(s):
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
        return render, takes_literal
    def shape_36a74411e0f8(s):
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
        return render, takes_literal
    def shape_3815a3d7bed3(s):
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
        return render, takes_literal
    def shape_39427c21cbdf(s):
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
        return render, takes_literal
    def shape_3a9c1a914663(s):
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
        return render, takes_literal
    def shape_3ca58d8ccfd3(s):
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
        return render, takes_literal
    def shape_3cfa44bb4673(s):
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
        return render, takes_literal
    def shape_3d8cc081573c(s):
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
        return render, takes_literal
    def shape_3dd9318407a7(s):
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
        return render, takes_literal
    def shape_3e76ed637a43(s):
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
        return render, takes_literal
    def shape_3eda957a68d3(s):
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
        return render, takes_literal
    def shape_3fa1831eeca5(s):
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
        return render, takes_literal
    def shape_41460455f3a5(s):
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
        return render, takes_literal
    def shape_41b0baead87e(s):
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
        return render, takes_literal
    def shape_424eff4066b4(s):
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
        return render, takes_literal
    def shape_4444394d7b0a(s):
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
        return render, takes_literal
    def shape_460228df2a71(s):
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
        return render, takes_literal
    def shape_48981a2487f1(s):
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
        return render, takes_literal
    def shape_48c4d2f98a91(s):
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
        return render, takes_literal
    def shape_4995a94c350b(s):
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
        return render, takes_literal
    def shape_4a5b324c432d(s):
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
        return render, takes_literal
    def shape_4b4d1755ec0b(s):
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
        return render, takes_literal
    def shape_4be4fb3c9c2a(s):
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
        return render, takes_literal
    def shape_4c72a4ffe0ec(s):
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
        return render, takes_literal
    def shape_4c97bbc53e86(s):
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
        return render, takes_literal
    def shape_4d4c50456c0d(s):
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
        return render, takes_literal
    def shape_4d68840589f7(s):
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
        return render, takes_literal
    def shape_4dd9da22fcd8(s):
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
        return render, takes_literal
    def shape_4e3d8b81c326(s):
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
        return render, takes_literal
    def shape_4e89b5b05ee9(s):
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
        return render, takes_literal
    def shape_50c8cc9da9c0(s):
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
        return render, takes_literal
    def shape_50e154898998(s):
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
        return render, takes_literal
    def shape_5107401abcbb(s):
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
        return render, takes_literal
    def shape_5629252ed3e6(s):
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
        return render, takes_literal
    def shape_56be8aefb611(s):
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
        return render, takes_literal
    def shape_56dae1cf5246(s):
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
        return render, takes_literal
    def shape_57cf26272b5a(s):
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
        return render, takes_literal
    def shape_58e1cf5ad137(s):
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
        return render, takes_literal
    def shape_5a1642891be4(s):
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
        return render, takes_literal
    def shape_5cd9e4e63754(s):
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
        return render, takes_literal
    def shape_5e5f24e7e24c(s):
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
        return render, takes_literal
    def shape_5ef61beb2f0b(s):
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
        return render, takes_literal
    def shape_60c8159abec0(s):
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
        return render, takes_literal
    def shape_615fecc28d3b(s):
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
        return render, takes_literal
    def shape_61df71545c69(s):
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
        return render, takes_literal
    def shape_62e3f4172908(s):
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
        return render, takes_literal
    def shape_640182093204(s):
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
        return render, takes_literal
    def shape_658922904de8(s):
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
        return render, takes_literal
    def shape_665d0a6389dc(s):
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
        return render, takes_literal
    def shape_6711d154970e(s):
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
        return render, takes_literal
    def shape_67a883a5bf10(s):
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
        return render, takes_literal
    def shape_686e530671b3(s):
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
        return render, takes_literal
    def shape_68b543c14d10(s):
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
        return render, takes_literal
    def shape_691b90969786(s):
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
        return render, takes_literal
    def shape_69cecb62f164(s):
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
        return render, takes_literal
    def shape_6b709da8fa61(s):
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
        return render, takes_literal
    def shape_6e4707a4fd99(s):
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
        return render, takes_literal
    def shape_6e5871e3b197(s):
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
        return render, takes_literal
    def shape_701653d0a05a(s):
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
        return render, takes_literal
    def shape_71d3d244611c(s):
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
        return render, takes_literal
    def shape_72c0957fee63(s):
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
        return render, takes_literal
    def shape_72cef0dee1fe(s):
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
        return render, takes_literal
    def shape_73f30732a883(s):
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
        return render, takes_literal
    def shape_74f5a68186c0(s):
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
        return render, takes_literal
    def shape_75f4ed8c7952(s):
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
        return render, takes_literal
    def shape_766446094ee0(s):
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
        return render, takes_literal
    def shape_768e38768e5d(s):
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
        return render, takes_literal
    def shape_76de9123b849(s):
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
        return render, takes_literal
    def shape_76e2f7c7bc86(s):
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
        return render, takes_literal
    def shape_78883890526e(s):
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
        return render, takes_literal
    def shape_7acb24ed7729(s):
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
        return render, takes_literal
    def shape_7b2757b5f228(s):
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
        return render, takes_literal
    def shape_7b90c267a97d(s):
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
        return render, takes_literal
    def shape_7bb514416e0b(s):
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
        return render, takes_literal
    def shape_7c17e6dd6f88(s):
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
        return render, takes_literal
    def shape_7d405be3e8fa(s):
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
        return render, takes_literal
    def shape_7e5ed031e548(s):
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
        return render, takes_literal
    def shape_7ec43809dbed(s):
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
        return render, takes_literal
    def shape_8046e6ce33ee(s):
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
        return render, takes_literal
    def shape_808b3bc390d9(s):
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
        return render, takes_literal
    def shape_80baff4a1cb5(s):
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
        return render, takes_literal
    def shape_81121d6280e8(s):
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
        return render, takes_literal
    def shape_819082a0bea8(s):
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
        return render, takes_literal
    def shape_820aaa6ce74d(s):
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
        return render, takes_literal
    def shape_82d518143105(s):
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
        return render, takes_literal
    def shape_830048944897(s):
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
        return render, takes_literal
    def shape_849b4075fbc5(s):
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
        return render, takes_literal
    def shape_8662d3ef125d(s):
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
        return render, takes_literal
    def shape_8727204b7e42(s):
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
        return render, takes_literal
    def shape_88d5c101cd12(s):
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
        return render, takes_literal
    def shape_891fe9a2d0c8(s):
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
        return render, takes_literal
    def shape_8a4f013e3c01(s):
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
        return render, takes_literal
    def shape_8deaa7f5f24a(s):
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
        return render, takes_literal
    def shape_91430d60c8a5(s):
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
        return render, takes_literal
    def shape_92ca0790d1a7(s):
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
        return render, takes_literal
    def shape_94109758bcdf(s):
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
        return render, takes_literal
    def shape_950fc7cd8caa(s):
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
        return render, takes_literal
    def shape_9681b58e367c(s):
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
        return render, takes_literal
    def shape_97f4ea8998fb(s):
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
        return render, takes_literal
    def shape_994c68a576d5(s):
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
        return render, takes_literal
    def shape_99c0cbe23755(s):
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
        return render, takes_literal
    def shape_9a108821c61f(s):
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
        return render, takes_literal
    def shape_9bc8bf2e0775(s):
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
        return render, takes_literal
    def shape_9d1595fcf8b5(s):
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
        return render, takes_literal
    def shape_9d663b3279e0(s):
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
        return render, takes_literal
    def shape_9e21d33fe55a(s):
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
        return render, takes_literal
    def shape_9ecfedb2b6c4(s):
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
        return render, takes_literal
    def shape_9ed16edc69db(s):
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
        return render, takes_literal
    def shape_a05da0ffb54b(s):
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
        return render, takes_literal
    def shape_a0827d9fb012(s):
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
        return render, takes_literal
    def shape_a1026b6aa830(s):
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
        return render, takes_literal
    def shape_a14cd308f758(s):
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
        return render, takes_literal
    def shape_a198e237a5fb(s):
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
        return render, takes_literal
    def shape_a31597d4c625(s):
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
        return render, takes_literal
    def shape_a3ec2984956e(s):
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
        return render, takes_literal
    def shape_a58ab0226195(s):
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
        return render, takes_literal
    def shape_a772b68c6464(s):
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
        return render, takes_literal
    def shape_a7b0afe28af4(s):
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
        return render, takes_literal
    def shape_a80ec540fc1a(s):
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
        return render, takes_literal
    def shape_a86c6eaf8ba0(s):
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
        return render, takes_literal
    def shape_a8d7fe6aacb2(s):
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
        return render, takes_literal
    def shape_a8fd2e03c93c(s):
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
        return render, takes_literal
    def shape_ad528647da77(s):
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
        return render, takes_literal
    def shape_ad665939f47c(s):
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
        return render, takes_literal
    def shape_ad8951d32675(s):
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
        return render, takes_literal
    def shape_adb1de21d2a5(s):
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
        return render, takes_literal
    def shape_ae5b0c358400(s):
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
        return render, takes_literal
    def shape_afdfccf7c8b5(s):
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
        return render, takes_literal
    def shape_b02a0631c0d7(s):
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
        return render, takes_literal
    def shape_b0a74707e585(s):
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
        return render, takes_literal
    def shape_b0cb7688af88(s):
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
        return render, takes_literal
    def shape_b1499a34c6f8(s):
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
        return render, takes_literal
    def shape_b1e78f031b9f(s):
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
        return render, takes_literal
    def shape_b2c09fe26782(s):
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
        return render, takes_literal
    def shape_b2ff8b15f977(s):
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
        return render, takes_literal
    def shape_b4202363351b(s):
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
        return render, takes_literal
    def shape_b8f186b1193a(s):
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
        return render, takes_literal
    def shape_b940eced663c(s):
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
        return render, takes_literal
    def shape_ba9ab4f27cc7(s):
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
        return render, takes_literal
    def shape_bb78ccebc20e(s):
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
        return render, takes_literal
    def shape_bcef24a0a520(s):
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
        return render, takes_literal
    def shape_bd9cfe5e0176(s):
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
        return render, takes_literal
    def shape_beaa9a51fdb6(s):
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
        return render, takes_literal
    def shape_beb3a2df5432(s):
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
        return render, takes_literal
    def shape_bee9aa178cbe(s):
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
        return render, takes_literal
    def shape_c0655c992449(s):
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
        return render, takes_literal
    def shape_c0f0f8249b52(s):
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
        return render, takes_literal
    def shape_c2a14e11ff84(s):
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
        return render, takes_literal
    def shape_c4ceb1a62bf3(s):
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
        return render, takes_literal
    def shape_c4f4ab5bbecb(s):
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
        return render, takes_literal
    def shape_c5d80c65a808(s):
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
        return render, takes_literal
    def shape_c8f121589976(s):
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
        return render, takes_literal
    def shape_c99b0f1e6130(s):
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
        return render, takes_literal
    def shape_ca0a99ef5931(s):
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
        return render, takes_literal
    def shape_ca36c4ea27d2(s):
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
        return render, takes_literal
    def shape_ca6328e7a00c(s):
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
        return render, takes_literal
    def shape_cbb86b5eca9b(s):
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
        return render, takes_literal
    def shape_cdc60a5d4f99(s):
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
        return render, takes_literal
    def shape_ce8c3aa0cfe6(s):
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
        return render, takes_literal
    def shape_cf004cfb808f(s):
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
        return render, takes_literal
    def shape_cfa0052281be(s):
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
        return render, takes_literal
    def shape_cfaac62c1050(s):
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
        return render, takes_literal
    def shape_d01a1a71d004(s):
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
        return render, takes_literal
    def shape_d3235f3b8bdf(s):
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
        return render, takes_literal
    def shape_d3b39bbdfee4(s):
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
        return render, takes_literal
    def shape_d573f4a9aa44(s):
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
        return render, takes_literal
    def shape_d5b8dd7c78e0(s):
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
        return render, takes_literal
    def shape_d6199144e16c(s):
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
        return render, takes_literal
    def shape_d7115ce6f35c(s):
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
        return render, takes_literal
    def shape_d88d474f4e37(s):
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
        return render, takes_literal
    def shape_d8b61b32acbf(s):
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
        return render, takes_literal
    def shape_d903d3b0d884(s):
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
        return render, takes_literal
    def shape_daa7088d09f2(s):
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
        return render, takes_literal
    def shape_daa7e8ec21f8(s):
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
        return render, takes_literal
    def shape_db34010a403a(s):
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
        return render, takes_literal
    def shape_dba49b0929bd(s):
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
        return render, takes_literal
    def shape_dcc1883516c2(s):
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
        return render, takes_literal
    def shape_dd1852cedb0a(s):
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
        return render, takes_literal
    def shape_e04c4a9cb807(s):
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
        return render, takes_literal
    def shape_e0ca45c7e3cd(s):
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
        return render, takes_literal
    def shape_e14c9d9adb34(s):
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
        return render, takes_literal
    def shape_e2a9626d01a8(s):
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
        return render, takes_literal
    def shape_e5a3ba43fcc3(s):
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
        return render, takes_literal
    def shape_e5b41fdbc893(s):
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
        return render, takes_literal
    def shape_e65423dd3531(s):
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
        return render, takes_literal
    def shape_e6f3940f5ea9(s):
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
        return render, takes_literal
    def shape_e806a78704ad(s):
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
        return render, takes_literal
    def shape_e83131717f5c(s):
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
        return render, takes_literal
    def shape_e83231b2d42b(s):
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
        return render, takes_literal
    def shape_ea2b487af20b(s):
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
        return render, takes_literal
    def shape_ea32ed075421(s):
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
        return render, takes_literal
    def shape_ed549ad8ea64(s):
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
        return render, takes_literal
    def shape_eeba001ce547(s):
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
        return render, takes_literal
    def shape_f107f789f9da(s):
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
        return render, takes_literal
    def shape_f13872a8cbdb(s):
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
        return render, takes_literal
    def shape_f171bf60f0a5(s):
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
        return render, takes_literal
    def shape_f64b592906bd(s):
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
        return render, takes_literal
    def shape_f6dcae8e52bc(s):
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
        return render, takes_literal
    def shape_f816775ca86b(s):
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
        return render, takes_literal
    def shape_f8603ceda137(s):
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
        return render, takes_literal
    def shape_f8f11ca47030(s):
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
        return render, takes_literal
    def shape_f9fe4059ebf6(s):
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
        return render, takes_literal
    def shape_fb4e482d25db(s):
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
        return render, takes_literal
    def shape_fbee9ca991ef(s):
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
        return render, takes_literal
    def shape_fe122d769ba7(s):
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
        return render, takes_literal
    def shape_ff31f467dbee(s):
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
        return render, takes_literal
    def shape_ff5546d19287(s):
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
        return render, takes_literal
    def shape_ff9b3609bf62(s):
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
        return render, takes_literal
    return {
        (16, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_ubyte ', ', ')),
        (16, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_ubyte ', ', ', ' sc0')),
        (16, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_ubyte ', ', ')),
        (16, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_ubyte ', ', ', ' sc0')),
        (16, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_ubyte ', ', off, ')),
        (16, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_ubyte ', ', ', ', ')),
        (16, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_ubyte ', ', off, ', ' sc0')),
        (16, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_ubyte ', ', ', ', ', ' sc0')),
        (16, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_ubyte ', ', off, off')),
        (16, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_ubyte ', ', ', ', off')),
        (16, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_ubyte ', ', off, off', ' sc0')),
        (16, 1, 0, 1, 1, 1): (shape_d8b61b32acbf, ('scratch_load_ubyte ', ', ', ', off', ' sc0')),
        (16, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_ubyte ', ', off, ')),
        (16, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_ubyte ', ', ', ', ')),
        (16, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_ubyte ', ', off, ', ' sc0')),
        (16, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_ubyte ', ', ', ', ', ' sc0')),
        (16, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_ubyte ', ', off, off')),
        (16, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_ubyte ', ', ', ', off')),
        (16, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_ubyte ', ', off, off', ' sc0')),
        (16, 1, 1, 1, 1, 1): (shape_dba49b0929bd, ('scratch_load_ubyte ', ', ', ', off', ' sc0')),
        (16, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_ubyte ', ', ', ', ')),
        (16, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_ubyte ', ', ', ', ', ' sc0')),
        (16, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_ubyte ', ', ', ', off')),
        (16, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_ubyte ', ', ', ', off', ' sc0')),
        (16, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_ubyte ', ', ', ', ')),
        (16, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_ubyte ', ', ', ', ', ' sc0')),
        (16, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_ubyte ', ', ', ', off')),
        (16, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_ubyte ', ', ', ', off', ' sc0')),
        (17, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_sbyte ', ', ')),
        (17, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_sbyte ', ', ', ' sc0')),
        (17, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_sbyte ', ', ')),
        (17, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_sbyte ', ', ', ' sc0')),
        (17, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_sbyte ', ', off, ')),
        (17, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_sbyte ', ', ', ', ')),
        (17, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_sbyte ', ', off, ', ' sc0')),
        (17, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_sbyte ', ', ', ', ', ' sc0')),
        (17, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_sbyte ', ', off, off')),
        (17, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_sbyte ', ', ', ', off')),
        (17, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_sbyte ', ', off, off', ' sc0')),
        (17, 1, 0, 1, 1, 1): (shape_d8b61b32acbf, ('scratch_load_sbyte ', ', ', ', off', ' sc0')),
        (17, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_sbyte ', ', off, ')),
        (17, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_sbyte ', ', ', ', ')),
        (17, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_sbyte ', ', off, ', ' sc0')),
        (17, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_sbyte ', ', ', ', ', ' sc0')),
        (17, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_sbyte ', ', off, off')),
        (17, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_sbyte ', ', ', ', off')),
        (17, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_sbyte ', ', off, off', ' sc0')),
        (17, 1, 1, 1, 1, 1): (shape_dba49b0929bd, ('scratch_load_sbyte ', ', ', ', off', ' sc0')),
        (17, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_sbyte ', ', ', ', ')),
        (17, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_sbyte ', ', ', ', ', ' sc0')),
        (17, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_sbyte ', ', ', ', off')),
        (17, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_sbyte ', ', ', ', off', ' sc0')),
        (17, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_sbyte ', ', ', ', ')),
        (17, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_sbyte ', ', ', ', ', ' sc0')),
        (17, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_sbyte ', ', ', ', off')),
        (17, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_sbyte ', ', ', ', off', ' sc0')),
        (18, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_ushort ', ', ')),
        (18, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_ushort ', ', ', ' sc0')),
        (18, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_ushort ', ', ')),
        (18, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_ushort ', ', ', ' sc0')),
        (18, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_ushort ', ', off, ')),
        (18, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_ushort ', ', ', ', ')),
        (18, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_ushort ', ', off, ', ' sc0')),
        (18, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_ushort ', ', ', ', ', ' sc0')),
        (18, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_ushort ', ', off, off')),
        (18, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_ushort ', ', ', ', off')),
        (18, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_ushort ', ', off, off', ' sc0')),
        (18, 1, 0, 1, 1, 1): (shape_d8b61b32acbf, ('scratch_load_ushort ', ', ', ', off', ' sc0')),
        (18, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_ushort ', ', off, ')),
        (18, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_ushort ', ', ', ', ')),
        (18, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_ushort ', ', off, ', ' sc0')),
        (18, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_ushort ', ', ', ', ', ' sc0')),
        (18, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_ushort ', ', off, off')),
        (18, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_ushort ', ', ', ', off')),
        (18, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_ushort ', ', off, off', ' sc0')),
        (18, 1, 1, 1, 1, 1): (shape_dba49b0929bd, ('scratch_load_ushort ', ', ', ', off', ' sc0')),
        (18, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_ushort ', ', ', ', ')),
        (18, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_ushort ', ', ', ', ', ' sc0')),
        (18, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_ushort ', ', ', ', off')),
        (18, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_ushort ', ', ', ', off', ' sc0')),
        (18, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_ushort ', ', ', ', ')),
        (18, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_ushort ', ', ', ', ', ' sc0')),
        (18, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_ushort ', ', ', ', off')),
        (18, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_ushort ', ', ', ', off', ' sc0')),
        (19, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_sshort ', ', ')),
        (19, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_sshort ', ', ', ' sc0')),
        (19, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_sshort ', ', ')),
        (19, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_sshort ', ', ', ' sc0')),
        (19, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_sshort ', ', off, ')),
        (19, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_sshort ', ', ', ', ')),
        (19, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_sshort ', ', off, ', ' sc0')),
        (19, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_sshort ', ', ', ', ', ' sc0')),
        (19, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_sshort ', ', off, off')),
        (19, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_sshort ', ', ', ', off')),
        (19, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_sshort ', ', off, off', ' sc0')),
        (19, 1, 0, 1, 1, 1): (shape_d8b61b32acbf, ('scratch_load_sshort ', ', ', ', off', ' sc0')),
        (19, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_sshort ', ', off, ')),
        (19, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_sshort ', ', ', ', ')),
        (19, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_sshort ', ', off, ', ' sc0')),
        (19, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_sshort ', ', ', ', ', ' sc0')),
        (19, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_sshort ', ', off, off')),
        (19, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_sshort ', ', ', ', off')),
        (19, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_sshort ', ', off, off', ' sc0')),
        (19, 1, 1, 1, 1, 1): (shape_dba49b0929bd, ('scratch_load_sshort ', ', ', ', off', ' sc0')),
        (19, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_sshort ', ', ', ', ')),
        (19, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_sshort ', ', ', ', ', ' sc0')),
        (19, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_sshort ', ', ', ', off')),
        (19, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_sshort ', ', ', ', off', ' sc0')),
        (19, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_sshort ', ', ', ', ')),
        (19, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_sshort ', ', ', ', ', ' sc0')),
        (19, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_sshort ', ', ', ', off')),
        (19, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_sshort ', ', ', ', off', ' sc0')),
        (20, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_dword ', ', ')),
        (20, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_dword ', ', ', ' sc0')),
        (20, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_dword ', ', ')),
        (20, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_dword ', ', ', ' sc0')),
        (20, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_dword ', ', off, ')),
        (20, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_dword ', ', ', ', ')),
        (20, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_dword ', ', off, ', ' sc0')),
        (20, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_dword ', ', ', ', ', ' sc0')),
        (20, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_dword ', ', off, off')),
        (20, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_dword ', ', ', ', off')),
        (20, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_dword ', ', off, off', ' sc0')),
        (20, 1, 0, 1, 1, 1): (shape_d8b61b32acbf, ('scratch_load_dword ', ', ', ', off', ' sc0')),
        (20, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_dword ', ', off, ')),
        (20, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_dword ', ', ', ', ')),
        (20, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_dword ', ', off, ', ' sc0')),
        (20, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_dword ', ', ', ', ', ' sc0')),
        (20, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_dword ', ', off, off')),
        (20, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_dword ', ', ', ', off')),
        (20, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_dword ', ', off, off', ' sc0')),
        (20, 1, 1, 1, 1, 1): (shape_dba49b0929bd, ('scratch_load_dword ', ', ', ', off', ' sc0')),
        (20, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_dword ', ', ', ', ')),
        (20, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_dword ', ', ', ', ', ' sc0')),
        (20, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_dword ', ', ', ', off')),
        (20, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_dword ', ', ', ', off', ' sc0')),
        (20, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_dword ', ', ', ', ')),
        (20, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_dword ', ', ', ', ', ' sc0')),
        (20, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_dword ', ', ', ', off')),
        (20, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_dword ', ', ', ', off', ' sc0')),
        (21, 0, 0, 0, 0, 0): (shape_686e530671b3, ('flat_load_dwordx2 ', ', ')),
        (21, 0, 0, 0, 1, 0): (shape_3eda957a68d3, ('flat_load_dwordx2 ', ', ', ' sc0')),
        (21, 0, 1, 0, 0, 0): (shape_bcef24a0a520, ('flat_load_dwordx2 ', ', ')),
        (21, 0, 1, 0, 1, 0): (shape_b02a0631c0d7, ('flat_load_dwordx2 ', ', ', ' sc0')),
        (21, 1, 0, 0, 0, 0): (shape_4c72a4ffe0ec, ('scratch_load_dwordx2 ', ', off, ')),
        (21, 1, 0, 0, 0, 1): (shape_0c5cbed5d413, ('scratch_load_dwordx2 ', ', ', ', ')),
        (21, 1, 0, 0, 1, 0): (shape_f8f11ca47030, ('scratch_load_dwordx2 ', ', off, ', ' sc0')),
        (21, 1, 0, 0, 1, 1): (shape_f9fe4059ebf6, ('scratch_load_dwordx2 ', ', ', ', ', ' sc0')),
        (21, 1, 0, 1, 0, 0): (shape_80baff4a1cb5, ('scratch_load_dwordx2 ', ', off, off')),
        (21, 1, 0, 1, 0, 1): (shape_dcc1883516c2, ('scratch_load_dwordx2 ', ', ', ', off')),
        (21, 1, 0, 1, 1, 0): (shape_a198e237a5fb, ('scratch_load_dwordx2 ', ', off, off', ' sc0')),
        (21, 1, 0, 1, 1, 1): (shape_28b697dce01b, ('scratch_load_dwordx2 ', ', ', ', off', ' sc0')),
        (21, 1, 1, 0, 0, 0): (shape_1ecc44b37304, ('scratch_load_dwordx2 ', ', off, ')),
        (21, 1, 1, 0, 0, 1): (shape_b2c09fe26782, ('scratch_load_dwordx2 ', ', ', ', ')),
        (21, 1, 1, 0, 1, 0): (shape_a14cd308f758, ('scratch_load_dwordx2 ', ', off, ', ' sc0')),
        (21, 1, 1, 0, 1, 1): (shape_50e154898998, ('scratch_load_dwordx2 ', ', ', ', ', ' sc0')),
        (21, 1, 1, 1, 0, 0): (shape_8662d3ef125d, ('scratch_load_dwordx2 ', ', off, off')),
        (21, 1, 1, 1, 0, 1): (shape_81121d6280e8, ('scratch_load_dwordx2 ', ', ', ', off')),
        (21, 1, 1, 1, 1, 0): (shape_b8f186b1193a, ('scratch_load_dwordx2 ', ', off, off', ' sc0')),
        (21, 1, 1, 1, 1, 1): (shape_57cf26272b5a, ('scratch_load_dwordx2 ', ', ', ', off', ' sc0')),
        (21, 2, 0, 0, 0, 0): (shape_819082a0bea8, ('global_load_dwordx2 ', ', ', ', ')),
        (21, 2, 0, 0, 1, 0): (shape_afdfccf7c8b5, ('global_load_dwordx2 ', ', ', ', ', ' sc0')),
        (21, 2, 0, 1, 0, 0): (shape_2afd5d80c164, ('global_load_dwordx2 ', ', ', ', off')),
        (21, 2, 0, 1, 1, 0): (shape_15b3e0e3a56c, ('global_load_dwordx2 ', ', ', ', off', ' sc0')),
        (21, 2, 1, 0, 0, 0): (shape_3fa1831eeca5, ('global_load_dwordx2 ', ', ', ', ')),
        (21, 2, 1, 0, 1, 0): (shape_ea2b487af20b, ('global_load_dwordx2 ', ', ', ', ', ' sc0')),
        (21, 2, 1, 1, 0, 0): (shape_e65423dd3531, ('global_load_dwordx2 ', ', ', ', off')),
        (21, 2, 1, 1, 1, 0): (shape_4a5b324c432d, ('global_load_dwordx2 ', ', ', ', off', ' sc0')),
        (22, 0, 0, 0, 0, 0): (shape_75f4ed8c7952, ('flat_load_dwordx3 ', ', ')),
        (22, 0, 0, 0, 1, 0): (shape_460228df2a71, ('flat_load_dwordx3 ', ', ', ' sc0')),
        (22, 0, 1, 0, 0, 0): (shape_76de9123b849, ('flat_load_dwordx3 ', ', ')),
        (22, 0, 1, 0, 1, 0): (shape_830048944897, ('flat_load_dwordx3 ', ', ', ' sc0')),
        (22, 1, 0, 0, 0, 0): (shape_12830352046b, ('scratch_load_dwordx3 ', ', off, ')),
        (22, 1, 0, 0, 0, 1): (shape_beb3a2df5432, ('scratch_load_dwordx3 ', ', ', ', ')),
        (22, 1, 0, 0, 1, 0): (shape_ad8951d32675, ('scratch_load_dwordx3 ', ', off, ', ' sc0')),
        (22, 1, 0, 0, 1, 1): (shape_4d68840589f7, ('scratch_load_dwordx3 ', ', ', ', ', ' sc0')),
        (22, 1, 0, 1, 0, 0): (shape_9d663b3279e0, ('scratch_load_dwordx3 ', ', off, off')),
        (22, 1, 0, 1, 0, 1): (shape_99c0cbe23755, ('scratch_load_dwordx3 ', ', ', ', off')),
        (22, 1, 0, 1, 1, 0): (shape_252cd8f72827, ('scratch_load_dwordx3 ', ', off, off', ' sc0')),
        (22, 1, 0, 1, 1, 1): (shape_5a1642891be4, ('scratch_load_dwordx3 ', ', ', ', off', ' sc0')),
        (22, 1, 1, 0, 0, 0): (shape_1a2945343468, ('scratch_load_dwordx3 ', ', off, ')),
        (22, 1, 1, 0, 0, 1): (shape_ad528647da77, ('scratch_load_dwordx3 ', ', ', ', ')),
        (22, 1, 1, 0, 1, 0): (shape_7acb24ed7729, ('scratch_load_dwordx3 ', ', off, ', ' sc0')),
        (22, 1, 1, 0, 1, 1): (shape_adb1de21d2a5, ('scratch_load_dwordx3 ', ', ', ', ', ' sc0')),
        (22, 1, 1, 1, 0, 0): (shape_88d5c101cd12, ('scratch_load_dwordx3 ', ', off, off')),
        (22, 1, 1, 1, 0, 1): (shape_b2ff8b15f977, ('scratch_load_dwordx3 ', ', ', ', off')),
        (22, 1, 1, 1, 1, 0): (shape_cfa0052281be, ('scratch_load_dwordx3 ', ', off, off', ' sc0')),
        (22, 1, 1, 1, 1, 1): (shape_cbb86b5eca9b, ('scratch_load_dwordx3 ', ', ', ', off', ' sc0')),
        (22, 2, 0, 0, 0, 0): (shape_0ed0d50644af, ('global_load_dwordx3 ', ', ', ', ')),
        (22, 2, 0, 0, 1, 0): (shape_58e1cf5ad137, ('global_load_dwordx3 ', ', ', ', ', ' sc0')),
        (22, 2, 0, 1, 0, 0): (shape_2710d6dd44a5, ('global_load_dwordx3 ', ', ', ', off')),
        (22, 2, 0, 1, 1, 0): (shape_c8f121589976, ('global_load_dwordx3 ', ', ', ', off', ' sc0')),
        (22, 2, 1, 0, 0, 0): (shape_36a74411e0f8, ('global_load_dwordx3 ', ', ', ', ')),
        (22, 2, 1, 0, 1, 0): (shape_d88d474f4e37, ('global_load_dwordx3 ', ', ', ', ', ' sc0')),
        (22, 2, 1, 1, 0, 0): (shape_68b543c14d10, ('global_load_dwordx3 ', ', ', ', off')),
        (22, 2, 1, 1, 1, 0): (shape_01324a5e117e, ('global_load_dwordx3 ', ', ', ', off', ' sc0')),
        (23, 0, 0, 0, 0, 0): (shape_e5b41fdbc893, ('flat_load_dwordx4 ', ', ')),
        (23, 0, 0, 0, 1, 0): (shape_6b709da8fa61, ('flat_load_dwordx4 ', ', ', ' sc0')),
        (23, 0, 1, 0, 0, 0): (shape_bd9cfe5e0176, ('flat_load_dwordx4 ', ', ')),
        (23, 0, 1, 0, 1, 0): (shape_4be4fb3c9c2a, ('flat_load_dwordx4 ', ', ', ' sc0')),
        (23, 1, 0, 0, 0, 0): (shape_766446094ee0, ('scratch_load_dwordx4 ', ', off, ')),
        (23, 1, 0, 0, 0, 1): (shape_cf004cfb808f, ('scratch_load_dwordx4 ', ', ', ', ')),
        (23, 1, 0, 0, 1, 0): (shape_c5d80c65a808, ('scratch_load_dwordx4 ', ', off, ', ' sc0')),
        (23, 1, 0, 0, 1, 1): (shape_ea32ed075421, ('scratch_load_dwordx4 ', ', ', ', ', ' sc0')),
        (23, 1, 0, 1, 0, 0): (shape_4e3d8b81c326, ('scratch_load_dwordx4 ', ', off, off')),
        (23, 1, 0, 1, 0, 1): (shape_ca0a99ef5931, ('scratch_load_dwordx4 ', ', ', ', off')),
        (23, 1, 0, 1, 1, 0): (shape_03293833227e, ('scratch_load_dwordx4 ', ', off, off', ' sc0')),
        (23, 1, 0, 1, 1, 1): (shape_eeba001ce547, ('scratch_load_dwordx4 ', ', ', ', off', ' sc0')),
        (23, 1, 1, 0, 0, 0): (shape_72cef0dee1fe, ('scratch_load_dwordx4 ', ', off, ')),
        (23, 1, 1, 0, 0, 1): (shape_fe122d769ba7, ('scratch_load_dwordx4 ', ', ', ', ')),
        (23, 1, 1, 0, 1, 0): (shape_7e5ed031e548, ('scratch_load_dwordx4 ', ', off, ', ' sc0')),
        (23, 1, 1, 0, 1, 1): (shape_820aaa6ce74d, ('scratch_load_dwordx4 ', ', ', ', ', ' sc0')),
        (23, 1, 1, 1, 0, 0): (shape_beaa9a51fdb6, ('scratch_load_dwordx4 ', ', off, off')),
        (23, 1, 1, 1, 0, 1): (shape_2e36abd5fe85, ('scratch_load_dwordx4 ', ', ', ', off')),
        (23, 1, 1, 1, 1, 0): (shape_1dab6d458622, ('scratch_load_dwordx4 ', ', off, off', ' sc0')),
        (23, 1, 1, 1, 1, 1): (shape_0140a50a17d0, ('scratch_load_dwordx4 ', ', ', ', off', ' sc0')),
        (23, 2, 0, 0, 0, 0): (shape_3dd9318407a7, ('global_load_dwordx4 ', ', ', ', ')),
        (23, 2, 0, 0, 1, 0): (shape_28704dd0b91b, ('global_load_dwordx4 ', ', ', ', ', ' sc0')),
        (23, 2, 0, 1, 0, 0): (shape_2dab29aa80f0, ('global_load_dwordx4 ', ', ', ', off')),
        (23, 2, 0, 1, 1, 0): (shape_5629252ed3e6, ('global_load_dwordx4 ', ', ', ', off', ' sc0')),
        (23, 2, 1, 0, 0, 0): (shape_a772b68c6464, ('global_load_dwordx4 ', ', ', ', ')),
        (23, 2, 1, 0, 1, 0): (shape_269be4f2b759, ('global_load_dwordx4 ', ', ', ', ', ' sc0')),
        (23, 2, 1, 1, 0, 0): (shape_084061a2f3b7, ('global_load_dwordx4 ', ', ', ', off')),
        (23, 2, 1, 1, 1, 0): (shape_4e89b5b05ee9, ('global_load_dwordx4 ', ', ', ', off', ' sc0')),
        (24, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_store_byte ', ', ')),
        (24, 0, 0, 0, 1, 0): (shape_2d1c184470f3, ('flat_store_byte ', ', ', ' sc0')),
        (24, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_store_byte ', ', ')),
        (24, 0, 1, 0, 1, 0): (shape_19d4e4c566c6, ('flat_store_byte ', ', ', ' sc0')),
        (24, 1, 0, 0, 0, 0): (shape_e806a78704ad, ('scratch_store_byte off, ', ', ')),
        (24, 1, 0, 0, 0, 1): (shape_0b4a9326e610, ('scratch_store_byte ', ', ', ', ')),
        (24, 1, 0, 0, 1, 0): (shape_67a883a5bf10, ('scratch_store_byte off, ', ', ', ' sc0')),
        (24, 1, 0, 0, 1, 1): (shape_9d1595fcf8b5, ('scratch_store_byte ', ', ', ', ', ' sc0')),
        (24, 1, 0, 1, 0, 0): (shape_ff5546d19287, ('scratch_store_byte off, ', ', off')),
        (24, 1, 0, 1, 0, 1): (shape_950fc7cd8caa, ('scratch_store_byte ', ', ', ', off')),
        (24, 1, 0, 1, 1, 0): (shape_5e5f24e7e24c, ('scratch_store_byte off, ', ', off', ' sc0')),
        (24, 1, 0, 1, 1, 1): (shape_bee9aa178cbe, ('scratch_store_byte ', ', ', ', off', ' sc0')),
        (24, 1, 1, 0, 0, 0): (shape_e5a3ba43fcc3, ('scratch_store_byte off, ', ', ')),
        (24, 1, 1, 0, 0, 1): (shape_5ef61beb2f0b, ('scratch_store_byte ', ', ', ', ')),
        (24, 1, 1, 0, 1, 0): (shape_a05da0ffb54b, ('scratch_store_byte off, ', ', ', ' sc0')),
        (24, 1, 1, 0, 1, 1): (shape_e14c9d9adb34, ('scratch_store_byte ', ', ', ', ', ' sc0')),
        (24, 1, 1, 1, 0, 0): (shape_2375666fc187, ('scratch_store_byte off, ', ', off')),
        (24, 1, 1, 1, 0, 1): (shape_a58ab0226195, ('scratch_store_byte ', ', ', ', off')),
        (24, 1, 1, 1, 1, 0): (shape_0e45fc839c06, ('scratch_store_byte off, ', ', off', ' sc0')),
        (24, 1, 1, 1, 1, 1): (shape_e04c4a9cb807, ('scratch_store_byte ', ', ', ', off', ' sc0')),
        (24, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_store_byte ', ', ', ', ')),
        (24, 2, 0, 0, 1, 0): (shape_09639bd75455, ('global_store_byte ', ', ', ', ', ' sc0')),
        (24, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_store_byte ', ', ', ', off')),
        (24, 2, 0, 1, 1, 0): (shape_d3b39bbdfee4, ('global_store_byte ', ', ', ', off', ' sc0')),
        (24, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_store_byte ', ', ', ', ')),
        (24, 2, 1, 0, 1, 0): (shape_69cecb62f164, ('global_store_byte ', ', ', ', ', ' sc0')),
        (24, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_store_byte ', ', ', ', off')),
        (24, 2, 1, 1, 1, 0): (shape_ca6328e7a00c, ('global_store_byte ', ', ', ', off', ' sc0')),
        (25, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_store_byte_d16_hi ', ', ')),
        (25, 0, 0, 0, 1, 0): (shape_2d1c184470f3, ('flat_store_byte_d16_hi ', ', ', ' sc0')),
        (25, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_store_byte_d16_hi ', ', ')),
        (25, 0, 1, 0, 1, 0): (shape_19d4e4c566c6, ('flat_store_byte_d16_hi ', ', ', ' sc0')),
        (25, 1, 0, 0, 0, 0): (shape_e806a78704ad, ('scratch_store_byte_d16_hi off, ', ', ')),
        (25, 1, 0, 0, 0, 1): (shape_0b4a9326e610, ('scratch_store_byte_d16_hi ', ', ', ', ')),
        (25, 1, 0, 0, 1, 0): (shape_67a883a5bf10, ('scratch_store_byte_d16_hi off, ', ', ', ' sc0')),
        (25, 1, 0, 0, 1, 1): (shape_9d1595fcf8b5, ('scratch_store_byte_d16_hi ', ', ', ', ', ' sc0')),
        (25, 1, 0, 1, 0, 0): (shape_ff5546d19287, ('scratch_store_byte_d16_hi off, ', ', off')),
        (25, 1, 0, 1, 0, 1): (shape_950fc7cd8caa, ('scratch_store_byte_d16_hi ', ', ', ', off')),
        (25, 1, 0, 1, 1, 0): (shape_5e5f24e7e24c, ('scratch_store_byte_d16_hi off, ', ', off', ' sc0')),
        (25, 1, 0, 1, 1, 1): (
            shape_bee9aa178cbe,
            ('scratch_store_byte_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (25, 1, 1, 0, 0, 0): (shape_e5a3ba43fcc3, ('scratch_store_byte_d16_hi off, ', ', ')),
        (25, 1, 1, 0, 0, 1): (shape_5ef61beb2f0b, ('scratch_store_byte_d16_hi ', ', ', ', ')),
        (25, 1, 1, 0, 1, 0): (shape_a05da0ffb54b, ('scratch_store_byte_d16_hi off, ', ', ', ' sc0')),
        (25, 1, 1, 0, 1, 1): (shape_e14c9d9adb34, ('scratch_store_byte_d16_hi ', ', ', ', ', ' sc0')),
        (25, 1, 1, 1, 0, 0): (shape_2375666fc187, ('scratch_store_byte_d16_hi off, ', ', off')),
        (25, 1, 1, 1, 0, 1): (shape_a58ab0226195, ('scratch_store_byte_d16_hi ', ', ', ', off')),
        (25, 1, 1, 1, 1, 0): (shape_0e45fc839c06, ('scratch_store_byte_d16_hi off, ', ', off', ' sc0')),
        (25, 1, 1, 1, 1, 1): (
            shape_e04c4a9cb807,
            ('scratch_store_byte_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (25, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_store_byte_d16_hi ', ', ', ', ')),
        (25, 2, 0, 0, 1, 0): (shape_09639bd75455, ('global_store_byte_d16_hi ', ', ', ', ', ' sc0')),
        (25, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_store_byte_d16_hi ', ', ', ', off')),
        (25, 2, 0, 1, 1, 0): (shape_d3b39bbdfee4, ('global_store_byte_d16_hi ', ', ', ', off', ' sc0')),
        (25, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_store_byte_d16_hi ', ', ', ', ')),
        (25, 2, 1, 0, 1, 0): (shape_69cecb62f164, ('global_store_byte_d16_hi ', ', ', ', ', ' sc0')),
        (25, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_store_byte_d16_hi ', ', ', ', off')),
        (25, 2, 1, 1, 1, 0): (shape_ca6328e7a00c, ('global_store_byte_d16_hi ', ', ', ', off', ' sc0')),
        (26, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_store_short ', ', ')),
        (26, 0, 0, 0, 1, 0): (shape_2d1c184470f3, ('flat_store_short ', ', ', ' sc0')),
        (26, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_store_short ', ', ')),
        (26, 0, 1, 0, 1, 0): (shape_19d4e4c566c6, ('flat_store_short ', ', ', ' sc0')),
        (26, 1, 0, 0, 0, 0): (shape_e806a78704ad, ('scratch_store_short off, ', ', ')),
        (26, 1, 0, 0, 0, 1): (shape_0b4a9326e610, ('scratch_store_short ', ', ', ', ')),
        (26, 1, 0, 0, 1, 0): (shape_67a883a5bf10, ('scratch_store_short off, ', ', ', ' sc0')),
        (26, 1, 0, 0, 1, 1): (shape_9d1595fcf8b5, ('scratch_store_short ', ', ', ', ', ' sc0')),
        (26, 1, 0, 1, 0, 0): (shape_ff5546d19287, ('scratch_store_short off, ', ', off')),
        (26, 1, 0, 1, 0, 1): (shape_950fc7cd8caa, ('scratch_store_short ', ', ', ', off')),
        (26, 1, 0, 1, 1, 0): (shape_5e5f24e7e24c, ('scratch_store_short off, ', ', off', ' sc0')),
        (26, 1, 0, 1, 1, 1): (shape_bee9aa178cbe, ('scratch_store_short ', ', ', ', off', ' sc0')),
        (26, 1, 1, 0, 0, 0): (shape_e5a3ba43fcc3, ('scratch_store_short off, ', ', ')),
        (26, 1, 1, 0, 0, 1): (shape_5ef61beb2f0b, ('scratch_store_short ', ', ', ', ')),
        (26, 1, 1, 0, 1, 0): (shape_a05da0ffb54b, ('scratch_store_short off, ', ', ', ' sc0')),
        (26, 1, 1, 0, 1, 1): (shape_e14c9d9adb34, ('scratch_store_short ', ', ', ', ', ' sc0')),
        (26, 1, 1, 1, 0, 0): (shape_2375666fc187, ('scratch_store_short off, ', ', off')),
        (26, 1, 1, 1, 0, 1): (shape_a58ab0226195, ('scratch_store_short ', ', ', ', off')),
        (26, 1, 1, 1, 1, 0): (shape_0e45fc839c06, ('scratch_store_short off, ', ', off', ' sc0')),
        (26, 1, 1, 1, 1, 1): (shape_e04c4a9cb807, ('scratch_store_short ', ', ', ', off', ' sc0')),
        (26, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_store_short ', ', ', ', ')),
        (26, 2, 0, 0, 1, 0): (shape_09639bd75455, ('global_store_short ', ', ', ', ', ' sc0')),
        (26, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_store_short ', ', ', ', off')),
        (26, 2, 0, 1, 1, 0): (shape_d3b39bbdfee4, ('global_store_short ', ', ', ', off', ' sc0')),
        (26, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_store_short ', ', ', ', ')),
        (26, 2, 1, 0, 1, 0): (shape_69cecb62f164, ('global_store_short ', ', ', ', ', ' sc0')),
        (26, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_store_short ', ', ', ', off')),
        (26, 2, 1, 1, 1, 0): (shape_ca6328e7a00c, ('global_store_short ', ', ', ', off', ' sc0')),
        (27, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_store_short_d16_hi ', ', ')),
        (27, 0, 0, 0, 1, 0): (shape_2d1c184470f3, ('flat_store_short_d16_hi ', ', ', ' sc0')),
        (27, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_store_short_d16_hi ', ', ')),
        (27, 0, 1, 0, 1, 0): (shape_19d4e4c566c6, ('flat_store_short_d16_hi ', ', ', ' sc0')),
        (27, 1, 0, 0, 0, 0): (shape_e806a78704ad, ('scratch_store_short_d16_hi off, ', ', ')),
        (27, 1, 0, 0, 0, 1): (shape_0b4a9326e610, ('scratch_store_short_d16_hi ', ', ', ', ')),
        (27, 1, 0, 0, 1, 0): (shape_67a883a5bf10, ('scratch_store_short_d16_hi off, ', ', ', ' sc0')),
        (27, 1, 0, 0, 1, 1): (shape_9d1595fcf8b5, ('scratch_store_short_d16_hi ', ', ', ', ', ' sc0')),
        (27, 1, 0, 1, 0, 0): (shape_ff5546d19287, ('scratch_store_short_d16_hi off, ', ', off')),
        (27, 1, 0, 1, 0, 1): (shape_950fc7cd8caa, ('scratch_store_short_d16_hi ', ', ', ', off')),
        (27, 1, 0, 1, 1, 0): (
            shape_5e5f24e7e24c,
            ('scratch_store_short_d16_hi off, ', ', off', ' sc0'),
        ),
        (27, 1, 0, 1, 1, 1): (
            shape_bee9aa178cbe,
            ('scratch_store_short_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (27, 1, 1, 0, 0, 0): (shape_e5a3ba43fcc3, ('scratch_store_short_d16_hi off, ', ', ')),
        (27, 1, 1, 0, 0, 1): (shape_5ef61beb2f0b, ('scratch_store_short_d16_hi ', ', ', ', ')),
        (27, 1, 1, 0, 1, 0): (shape_a05da0ffb54b, ('scratch_store_short_d16_hi off, ', ', ', ' sc0')),
        (27, 1, 1, 0, 1, 1): (shape_e14c9d9adb34, ('scratch_store_short_d16_hi ', ', ', ', ', ' sc0')),
        (27, 1, 1, 1, 0, 0): (shape_2375666fc187, ('scratch_store_short_d16_hi off, ', ', off')),
        (27, 1, 1, 1, 0, 1): (shape_a58ab0226195, ('scratch_store_short_d16_hi ', ', ', ', off')),
        (27, 1, 1, 1, 1, 0): (
            shape_0e45fc839c06,
            ('scratch_store_short_d16_hi off, ', ', off', ' sc0'),
        ),
        (27, 1, 1, 1, 1, 1): (
            shape_e04c4a9cb807,
            ('scratch_store_short_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (27, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_store_short_d16_hi ', ', ', ', ')),
        (27, 2, 0, 0, 1, 0): (shape_09639bd75455, ('global_store_short_d16_hi ', ', ', ', ', ' sc0')),
        (27, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_store_short_d16_hi ', ', ', ', off')),
        (27, 2, 0, 1, 1, 0): (
            shape_d3b39bbdfee4,
            ('global_store_short_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (27, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_store_short_d16_hi ', ', ', ', ')),
        (27, 2, 1, 0, 1, 0): (shape_69cecb62f164, ('global_store_short_d16_hi ', ', ', ', ', ' sc0')),
        (27, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_store_short_d16_hi ', ', ', ', off')),
        (27, 2, 1, 1, 1, 0): (
            shape_ca6328e7a00c,
            ('global_store_short_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (28, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_store_dword ', ', ')),
        (28, 0, 0, 0, 1, 0): (shape_2d1c184470f3, ('flat_store_dword ', ', ', ' sc0')),
        (28, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_store_dword ', ', ')),
        (28, 0, 1, 0, 1, 0): (shape_19d4e4c566c6, ('flat_store_dword ', ', ', ' sc0')),
        (28, 1, 0, 0, 0, 0): (shape_e806a78704ad, ('scratch_store_dword off, ', ', ')),
        (28, 1, 0, 0, 0, 1): (shape_0b4a9326e610, ('scratch_store_dword ', ', ', ', ')),
        (28, 1, 0, 0, 1, 0): (shape_67a883a5bf10, ('scratch_store_dword off, ', ', ', ' sc0')),
        (28, 1, 0, 0, 1, 1): (shape_9d1595fcf8b5, ('scratch_store_dword ', ', ', ', ', ' sc0')),
        (28, 1, 0, 1, 0, 0): (shape_ff5546d19287, ('scratch_store_dword off, ', ', off')),
        (28, 1, 0, 1, 0, 1): (shape_950fc7cd8caa, ('scratch_store_dword ', ', ', ', off')),
        (28, 1, 0, 1, 1, 0): (shape_5e5f24e7e24c, ('scratch_store_dword off, ', ', off', ' sc0')),
        (28, 1, 0, 1, 1, 1): (shape_bee9aa178cbe, ('scratch_store_dword ', ', ', ', off', ' sc0')),
        (28, 1, 1, 0, 0, 0): (shape_e5a3ba43fcc3, ('scratch_store_dword off, ', ', ')),
        (28, 1, 1, 0, 0, 1): (shape_5ef61beb2f0b, ('scratch_store_dword ', ', ', ', ')),
        (28, 1, 1, 0, 1, 0): (shape_a05da0ffb54b, ('scratch_store_dword off, ', ', ', ' sc0')),
        (28, 1, 1, 0, 1, 1): (shape_e14c9d9adb34, ('scratch_store_dword ', ', ', ', ', ' sc0')),
        (28, 1, 1, 1, 0, 0): (shape_2375666fc187, ('scratch_store_dword off, ', ', off')),
        (28, 1, 1, 1, 0, 1): (shape_a58ab0226195, ('scratch_store_dword ', ', ', ', off')),
        (28, 1, 1, 1, 1, 0): (shape_0e45fc839c06, ('scratch_store_dword off, ', ', off', ' sc0')),
        (28, 1, 1, 1, 1, 1): (shape_e04c4a9cb807, ('scratch_store_dword ', ', ', ', off', ' sc0')),
        (28, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_store_dword ', ', ', ', ')),
        (28, 2, 0, 0, 1, 0): (shape_09639bd75455, ('global_store_dword ', ', ', ', ', ' sc0')),
        (28, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_store_dword ', ', ', ', off')),
        (28, 2, 0, 1, 1, 0): (shape_d3b39bbdfee4, ('global_store_dword ', ', ', ', off', ' sc0')),
        (28, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_store_dword ', ', ', ', ')),
        (28, 2, 1, 0, 1, 0): (shape_69cecb62f164, ('global_store_dword ', ', ', ', ', ' sc0')),
        (28, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_store_dword ', ', ', ', off')),
        (28, 2, 1, 1, 1, 0): (shape_ca6328e7a00c, ('global_store_dword ', ', ', ', off', ' sc0')),
        (29, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_store_dwordx2 ', ', ')),
        (29, 0, 0, 0, 1, 0): (shape_ad665939f47c, ('flat_store_dwordx2 ', ', ', ' sc0')),
        (29, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_store_dwordx2 ', ', ')),
        (29, 0, 1, 0, 1, 0): (shape_12a6017bb66e, ('flat_store_dwordx2 ', ', ', ' sc0')),
        (29, 1, 0, 0, 0, 0): (shape_8deaa7f5f24a, ('scratch_store_dwordx2 off, ', ', ')),
        (29, 1, 0, 0, 0, 1): (shape_3a9c1a914663, ('scratch_store_dwordx2 ', ', ', ', ')),
        (29, 1, 0, 0, 1, 0): (shape_640182093204, ('scratch_store_dwordx2 off, ', ', ', ' sc0')),
        (29, 1, 0, 0, 1, 1): (shape_f171bf60f0a5, ('scratch_store_dwordx2 ', ', ', ', ', ' sc0')),
        (29, 1, 0, 1, 0, 0): (shape_768e38768e5d, ('scratch_store_dwordx2 off, ', ', off')),
        (29, 1, 0, 1, 0, 1): (shape_691b90969786, ('scratch_store_dwordx2 ', ', ', ', off')),
        (29, 1, 0, 1, 1, 0): (shape_022516bd766b, ('scratch_store_dwordx2 off, ', ', off', ' sc0')),
        (29, 1, 0, 1, 1, 1): (shape_e6f3940f5ea9, ('scratch_store_dwordx2 ', ', ', ', off', ' sc0')),
        (29, 1, 1, 0, 0, 0): (shape_7b90c267a97d, ('scratch_store_dwordx2 off, ', ', ')),
        (29, 1, 1, 0, 0, 1): (shape_97f4ea8998fb, ('scratch_store_dwordx2 ', ', ', ', ')),
        (29, 1, 1, 0, 1, 0): (shape_8046e6ce33ee, ('scratch_store_dwordx2 off, ', ', ', ' sc0')),
        (29, 1, 1, 0, 1, 1): (shape_2ad51874d5a6, ('scratch_store_dwordx2 ', ', ', ', ', ' sc0')),
        (29, 1, 1, 1, 0, 0): (shape_5107401abcbb, ('scratch_store_dwordx2 off, ', ', off')),
        (29, 1, 1, 1, 0, 1): (shape_fb4e482d25db, ('scratch_store_dwordx2 ', ', ', ', off')),
        (29, 1, 1, 1, 1, 0): (shape_3d8cc081573c, ('scratch_store_dwordx2 off, ', ', off', ' sc0')),
        (29, 1, 1, 1, 1, 1): (shape_7b2757b5f228, ('scratch_store_dwordx2 ', ', ', ', off', ' sc0')),
        (29, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_store_dwordx2 ', ', ', ', ')),
        (29, 2, 0, 0, 1, 0): (shape_0de7228c73f0, ('global_store_dwordx2 ', ', ', ', ', ' sc0')),
        (29, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_store_dwordx2 ', ', ', ', off')),
        (29, 2, 0, 1, 1, 0): (shape_0ff138ec6efc, ('global_store_dwordx2 ', ', ', ', off', ' sc0')),
        (29, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_store_dwordx2 ', ', ', ', ')),
        (29, 2, 1, 0, 1, 0): (shape_4b4d1755ec0b, ('global_store_dwordx2 ', ', ', ', ', ' sc0')),
        (29, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_store_dwordx2 ', ', ', ', off')),
        (29, 2, 1, 1, 1, 0): (shape_849b4075fbc5, ('global_store_dwordx2 ', ', ', ', off', ' sc0')),
        (30, 0, 0, 0, 0, 0): (shape_30570f4fa9f6, ('flat_store_dwordx3 ', ', ')),
        (30, 0, 0, 0, 1, 0): (shape_ff31f467dbee, ('flat_store_dwordx3 ', ', ', ' sc0')),
        (30, 0, 1, 0, 0, 0): (shape_f13872a8cbdb, ('flat_store_dwordx3 ', ', ')),
        (30, 0, 1, 0, 1, 0): (shape_254b26bbad6e, ('flat_store_dwordx3 ', ', ', ' sc0')),
        (30, 1, 0, 0, 0, 0): (shape_1eb594f5d53f, ('scratch_store_dwordx3 off, ', ', ')),
        (30, 1, 0, 0, 0, 1): (shape_4dd9da22fcd8, ('scratch_store_dwordx3 ', ', ', ', ')),
        (30, 1, 0, 0, 1, 0): (shape_c2a14e11ff84, ('scratch_store_dwordx3 off, ', ', ', ' sc0')),
        (30, 1, 0, 0, 1, 1): (shape_b0a74707e585, ('scratch_store_dwordx3 ', ', ', ', ', ' sc0')),
        (30, 1, 0, 1, 0, 0): (shape_3815a3d7bed3, ('scratch_store_dwordx3 off, ', ', off')),
        (30, 1, 0, 1, 0, 1): (shape_a8fd2e03c93c, ('scratch_store_dwordx3 ', ', ', ', off')),
        (30, 1, 0, 1, 1, 0): (shape_701653d0a05a, ('scratch_store_dwordx3 off, ', ', off', ' sc0')),
        (30, 1, 0, 1, 1, 1): (shape_56be8aefb611, ('scratch_store_dwordx3 ', ', ', ', off', ' sc0')),
        (30, 1, 1, 0, 0, 0): (shape_11576803279a, ('scratch_store_dwordx3 off, ', ', ')),
        (30, 1, 1, 0, 0, 1): (shape_b940eced663c, ('scratch_store_dwordx3 ', ', ', ', ')),
        (30, 1, 1, 0, 1, 0): (shape_a86c6eaf8ba0, ('scratch_store_dwordx3 off, ', ', ', ' sc0')),
        (30, 1, 1, 0, 1, 1): (shape_9ecfedb2b6c4, ('scratch_store_dwordx3 ', ', ', ', ', ' sc0')),
        (30, 1, 1, 1, 0, 0): (shape_e83131717f5c, ('scratch_store_dwordx3 off, ', ', off')),
        (30, 1, 1, 1, 0, 1): (shape_39427c21cbdf, ('scratch_store_dwordx3 ', ', ', ', off')),
        (30, 1, 1, 1, 1, 0): (shape_29c094071e81, ('scratch_store_dwordx3 off, ', ', off', ' sc0')),
        (30, 1, 1, 1, 1, 1): (shape_61df71545c69, ('scratch_store_dwordx3 ', ', ', ', off', ' sc0')),
        (30, 2, 0, 0, 0, 0): (shape_4c97bbc53e86, ('global_store_dwordx3 ', ', ', ', ')),
        (30, 2, 0, 0, 1, 0): (shape_3e76ed637a43, ('global_store_dwordx3 ', ', ', ', ', ' sc0')),
        (30, 2, 0, 1, 0, 0): (shape_f107f789f9da, ('global_store_dwordx3 ', ', ', ', off')),
        (30, 2, 0, 1, 1, 0): (shape_91430d60c8a5, ('global_store_dwordx3 ', ', ', ', off', ' sc0')),
        (30, 2, 1, 0, 0, 0): (shape_daa7e8ec21f8, ('global_store_dwordx3 ', ', ', ', ')),
        (30, 2, 1, 0, 1, 0): (shape_20407cc3537b, ('global_store_dwordx3 ', ', ', ', ', ' sc0')),
        (30, 2, 1, 1, 0, 0): (shape_ba9ab4f27cc7, ('global_store_dwordx3 ', ', ', ', off')),
        (30, 2, 1, 1, 1, 0): (shape_a80ec540fc1a, ('global_store_dwordx3 ', ', ', ', off', ' sc0')),
        (31, 0, 0, 0, 0, 0): (shape_94109758bcdf, ('flat_store_dwordx4 ', ', ')),
        (31, 0, 0, 0, 1, 0): (shape_2db5356caf9b, ('flat_store_dwordx4 ', ', ', ' sc0')),
        (31, 0, 1, 0, 0, 0): (shape_9681b58e367c, ('flat_store_dwordx4 ', ', ')),
        (31, 0, 1, 0, 1, 0): (shape_72c0957fee63, ('flat_store_dwordx4 ', ', ', ' sc0')),
        (31, 1, 0, 0, 0, 0): (shape_1cd169a26d40, ('scratch_store_dwordx4 off, ', ', ')),
        (31, 1, 0, 0, 0, 1): (shape_71d3d244611c, ('scratch_store_dwordx4 ', ', ', ', ')),
        (31, 1, 0, 0, 1, 0): (shape_5cd9e4e63754, ('scratch_store_dwordx4 off, ', ', ', ' sc0')),
        (31, 1, 0, 0, 1, 1): (shape_d573f4a9aa44, ('scratch_store_dwordx4 ', ', ', ', ', ' sc0')),
        (31, 1, 0, 1, 0, 0): (shape_db34010a403a, ('scratch_store_dwordx4 off, ', ', off')),
        (31, 1, 0, 1, 0, 1): (shape_994c68a576d5, ('scratch_store_dwordx4 ', ', ', ', off')),
        (31, 1, 0, 1, 1, 0): (shape_62e3f4172908, ('scratch_store_dwordx4 off, ', ', off', ' sc0')),
        (31, 1, 0, 1, 1, 1): (shape_19c1392e51d9, ('scratch_store_dwordx4 ', ', ', ', off', ' sc0')),
        (31, 1, 1, 0, 0, 0): (shape_fbee9ca991ef, ('scratch_store_dwordx4 off, ', ', ')),
        (31, 1, 1, 0, 0, 1): (shape_48981a2487f1, ('scratch_store_dwordx4 ', ', ', ', ')),
        (31, 1, 1, 0, 1, 0): (shape_b1e78f031b9f, ('scratch_store_dwordx4 off, ', ', ', ' sc0')),
        (31, 1, 1, 0, 1, 1): (shape_20ced9bdfcff, ('scratch_store_dwordx4 ', ', ', ', ', ' sc0')),
        (31, 1, 1, 1, 0, 0): (shape_2577fd305d9e, ('scratch_store_dwordx4 off, ', ', off')),
        (31, 1, 1, 1, 0, 1): (shape_c0655c992449, ('scratch_store_dwordx4 ', ', ', ', off')),
        (31, 1, 1, 1, 1, 0): (shape_e2a9626d01a8, ('scratch_store_dwordx4 off, ', ', off', ' sc0')),
        (31, 1, 1, 1, 1, 1): (shape_d903d3b0d884, ('scratch_store_dwordx4 ', ', ', ', off', ' sc0')),
        (31, 2, 0, 0, 0, 0): (shape_2c0531c02ff9, ('global_store_dwordx4 ', ', ', ', ')),
        (31, 2, 0, 0, 1, 0): (shape_48c4d2f98a91, ('global_store_dwordx4 ', ', ', ', ', ' sc0')),
        (31, 2, 0, 1, 0, 0): (shape_50c8cc9da9c0, ('global_store_dwordx4 ', ', ', ', off')),
        (31, 2, 0, 1, 1, 0): (shape_ae5b0c358400, ('global_store_dwordx4 ', ', ', ', off', ' sc0')),
        (31, 2, 1, 0, 0, 0): (shape_74f5a68186c0, ('global_store_dwordx4 ', ', ', ', ')),
        (31, 2, 1, 0, 1, 0): (shape_76e2f7c7bc86, ('global_store_dwordx4 ', ', ', ', ', ' sc0')),
        (31, 2, 1, 1, 0, 0): (shape_f816775ca86b, ('global_store_dwordx4 ', ', ', ', off')),
        (31, 2, 1, 1, 1, 0): (shape_9a108821c61f, ('global_store_dwordx4 ', ', ', ', off', ' sc0')),
        (32, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_ubyte_d16 ', ', ')),
        (32, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_ubyte_d16 ', ', ', ' sc0')),
        (32, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_ubyte_d16 ', ', ')),
        (32, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_ubyte_d16 ', ', ', ' sc0')),
        (32, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_ubyte_d16 ', ', off, ')),
        (32, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_ubyte_d16 ', ', ', ', ')),
        (32, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_ubyte_d16 ', ', off, ', ' sc0')),
        (32, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_ubyte_d16 ', ', ', ', ', ' sc0')),
        (32, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_ubyte_d16 ', ', off, off')),
        (32, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_ubyte_d16 ', ', ', ', off')),
        (32, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_ubyte_d16 ', ', off, off', ' sc0')),
        (32, 1, 0, 1, 1, 1): (shape_d8b61b32acbf, ('scratch_load_ubyte_d16 ', ', ', ', off', ' sc0')),
        (32, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_ubyte_d16 ', ', off, ')),
        (32, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_ubyte_d16 ', ', ', ', ')),
        (32, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_ubyte_d16 ', ', off, ', ' sc0')),
        (32, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_ubyte_d16 ', ', ', ', ', ' sc0')),
        (32, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_ubyte_d16 ', ', off, off')),
        (32, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_ubyte_d16 ', ', ', ', off')),
        (32, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_ubyte_d16 ', ', off, off', ' sc0')),
        (32, 1, 1, 1, 1, 1): (shape_dba49b0929bd, ('scratch_load_ubyte_d16 ', ', ', ', off', ' sc0')),
        (32, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_ubyte_d16 ', ', ', ', ')),
        (32, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_ubyte_d16 ', ', ', ', ', ' sc0')),
        (32, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_ubyte_d16 ', ', ', ', off')),
        (32, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_ubyte_d16 ', ', ', ', off', ' sc0')),
        (32, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_ubyte_d16 ', ', ', ', ')),
        (32, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_ubyte_d16 ', ', ', ', ', ' sc0')),
        (32, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_ubyte_d16 ', ', ', ', off')),
        (32, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_ubyte_d16 ', ', ', ', off', ' sc0')),
        (33, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_ubyte_d16_hi ', ', ')),
        (33, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_ubyte_d16_hi ', ', ', ' sc0')),
        (33, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_ubyte_d16_hi ', ', ')),
        (33, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_ubyte_d16_hi ', ', ', ' sc0')),
        (33, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_ubyte_d16_hi ', ', off, ')),
        (33, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_ubyte_d16_hi ', ', ', ', ')),
        (33, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_ubyte_d16_hi ', ', off, ', ' sc0')),
        (33, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_ubyte_d16_hi ', ', ', ', ', ' sc0')),
        (33, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_ubyte_d16_hi ', ', off, off')),
        (33, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_ubyte_d16_hi ', ', ', ', off')),
        (33, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_ubyte_d16_hi ', ', off, off', ' sc0')),
        (33, 1, 0, 1, 1, 1): (
            shape_d8b61b32acbf,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (33, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_ubyte_d16_hi ', ', off, ')),
        (33, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_ubyte_d16_hi ', ', ', ', ')),
        (33, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_ubyte_d16_hi ', ', off, ', ' sc0')),
        (33, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_ubyte_d16_hi ', ', ', ', ', ' sc0')),
        (33, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_ubyte_d16_hi ', ', off, off')),
        (33, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_ubyte_d16_hi ', ', ', ', off')),
        (33, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_ubyte_d16_hi ', ', off, off', ' sc0')),
        (33, 1, 1, 1, 1, 1): (
            shape_dba49b0929bd,
            ('scratch_load_ubyte_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (33, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_ubyte_d16_hi ', ', ', ', ')),
        (33, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_ubyte_d16_hi ', ', ', ', ', ' sc0')),
        (33, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_ubyte_d16_hi ', ', ', ', off')),
        (33, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_ubyte_d16_hi ', ', ', ', off', ' sc0')),
        (33, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_ubyte_d16_hi ', ', ', ', ')),
        (33, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_ubyte_d16_hi ', ', ', ', ', ' sc0')),
        (33, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_ubyte_d16_hi ', ', ', ', off')),
        (33, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_ubyte_d16_hi ', ', ', ', off', ' sc0')),
        (34, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_sbyte_d16 ', ', ')),
        (34, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_sbyte_d16 ', ', ', ' sc0')),
        (34, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_sbyte_d16 ', ', ')),
        (34, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_sbyte_d16 ', ', ', ' sc0')),
        (34, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_sbyte_d16 ', ', off, ')),
        (34, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_sbyte_d16 ', ', ', ', ')),
        (34, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_sbyte_d16 ', ', off, ', ' sc0')),
        (34, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_sbyte_d16 ', ', ', ', ', ' sc0')),
        (34, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_sbyte_d16 ', ', off, off')),
        (34, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_sbyte_d16 ', ', ', ', off')),
        (34, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_sbyte_d16 ', ', off, off', ' sc0')),
        (34, 1, 0, 1, 1, 1): (shape_d8b61b32acbf, ('scratch_load_sbyte_d16 ', ', ', ', off', ' sc0')),
        (34, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_sbyte_d16 ', ', off, ')),
        (34, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_sbyte_d16 ', ', ', ', ')),
        (34, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_sbyte_d16 ', ', off, ', ' sc0')),
        (34, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_sbyte_d16 ', ', ', ', ', ' sc0')),
        (34, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_sbyte_d16 ', ', off, off')),
        (34, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_sbyte_d16 ', ', ', ', off')),
        (34, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_sbyte_d16 ', ', off, off', ' sc0')),
        (34, 1, 1, 1, 1, 1): (shape_dba49b0929bd, ('scratch_load_sbyte_d16 ', ', ', ', off', ' sc0')),
        (34, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_sbyte_d16 ', ', ', ', ')),
        (34, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_sbyte_d16 ', ', ', ', ', ' sc0')),
        (34, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_sbyte_d16 ', ', ', ', off')),
        (34, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_sbyte_d16 ', ', ', ', off', ' sc0')),
        (34, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_sbyte_d16 ', ', ', ', ')),
        (34, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_sbyte_d16 ', ', ', ', ', ' sc0')),
        (34, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_sbyte_d16 ', ', ', ', off')),
        (34, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_sbyte_d16 ', ', ', ', off', ' sc0')),
        (35, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_sbyte_d16_hi ', ', ')),
        (35, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_sbyte_d16_hi ', ', ', ' sc0')),
        (35, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_sbyte_d16_hi ', ', ')),
        (35, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_sbyte_d16_hi ', ', ', ' sc0')),
        (35, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_sbyte_d16_hi ', ', off, ')),
        (35, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_sbyte_d16_hi ', ', ', ', ')),
        (35, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_sbyte_d16_hi ', ', off, ', ' sc0')),
        (35, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_sbyte_d16_hi ', ', ', ', ', ' sc0')),
        (35, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_sbyte_d16_hi ', ', off, off')),
        (35, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_sbyte_d16_hi ', ', ', ', off')),
        (35, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_sbyte_d16_hi ', ', off, off', ' sc0')),
        (35, 1, 0, 1, 1, 1): (
            shape_d8b61b32acbf,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (35, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_sbyte_d16_hi ', ', off, ')),
        (35, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_sbyte_d16_hi ', ', ', ', ')),
        (35, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_sbyte_d16_hi ', ', off, ', ' sc0')),
        (35, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_sbyte_d16_hi ', ', ', ', ', ' sc0')),
        (35, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_sbyte_d16_hi ', ', off, off')),
        (35, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_sbyte_d16_hi ', ', ', ', off')),
        (35, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_sbyte_d16_hi ', ', off, off', ' sc0')),
        (35, 1, 1, 1, 1, 1): (
            shape_dba49b0929bd,
            ('scratch_load_sbyte_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (35, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_sbyte_d16_hi ', ', ', ', ')),
        (35, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_sbyte_d16_hi ', ', ', ', ', ' sc0')),
        (35, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_sbyte_d16_hi ', ', ', ', off')),
        (35, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_sbyte_d16_hi ', ', ', ', off', ' sc0')),
        (35, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_sbyte_d16_hi ', ', ', ', ')),
        (35, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_sbyte_d16_hi ', ', ', ', ', ' sc0')),
        (35, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_sbyte_d16_hi ', ', ', ', off')),
        (35, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_sbyte_d16_hi ', ', ', ', off', ' sc0')),
        (36, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_short_d16 ', ', ')),
        (36, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_short_d16 ', ', ', ' sc0')),
        (36, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_short_d16 ', ', ')),
        (36, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_short_d16 ', ', ', ' sc0')),
        (36, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_short_d16 ', ', off, ')),
        (36, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_short_d16 ', ', ', ', ')),
        (36, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_short_d16 ', ', off, ', ' sc0')),
        (36, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_short_d16 ', ', ', ', ', ' sc0')),
        (36, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_short_d16 ', ', off, off')),
        (36, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_short_d16 ', ', ', ', off')),
        (36, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_short_d16 ', ', off, off', ' sc0')),
        (36, 1, 0, 1, 1, 1): (shape_d8b61b32acbf, ('scratch_load_short_d16 ', ', ', ', off', ' sc0')),
        (36, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_short_d16 ', ', off, ')),
        (36, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_short_d16 ', ', ', ', ')),
        (36, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_short_d16 ', ', off, ', ' sc0')),
        (36, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_short_d16 ', ', ', ', ', ' sc0')),
        (36, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_short_d16 ', ', off, off')),
        (36, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_short_d16 ', ', ', ', off')),
        (36, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_short_d16 ', ', off, off', ' sc0')),
        (36, 1, 1, 1, 1, 1): (shape_dba49b0929bd, ('scratch_load_short_d16 ', ', ', ', off', ' sc0')),
        (36, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_short_d16 ', ', ', ', ')),
        (36, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_short_d16 ', ', ', ', ', ' sc0')),
        (36, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_short_d16 ', ', ', ', off')),
        (36, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_short_d16 ', ', ', ', off', ' sc0')),
        (36, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_short_d16 ', ', ', ', ')),
        (36, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_short_d16 ', ', ', ', ', ' sc0')),
        (36, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_short_d16 ', ', ', ', off')),
        (36, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_short_d16 ', ', ', ', off', ' sc0')),
        (37, 0, 0, 0, 0, 0): (shape_a3ec2984956e, ('flat_load_short_d16_hi ', ', ')),
        (37, 0, 0, 0, 1, 0): (shape_a7b0afe28af4, ('flat_load_short_d16_hi ', ', ', ' sc0')),
        (37, 0, 1, 0, 0, 0): (shape_8a4f013e3c01, ('flat_load_short_d16_hi ', ', ')),
        (37, 0, 1, 0, 1, 0): (shape_9bc8bf2e0775, ('flat_load_short_d16_hi ', ', ', ' sc0')),
        (37, 1, 0, 0, 0, 0): (shape_7bb514416e0b, ('scratch_load_short_d16_hi ', ', off, ')),
        (37, 1, 0, 0, 0, 1): (shape_c0f0f8249b52, ('scratch_load_short_d16_hi ', ', ', ', ')),
        (37, 1, 0, 0, 1, 0): (shape_6e5871e3b197, ('scratch_load_short_d16_hi ', ', off, ', ' sc0')),
        (37, 1, 0, 0, 1, 1): (shape_332c5dc8d40c, ('scratch_load_short_d16_hi ', ', ', ', ', ' sc0')),
        (37, 1, 0, 1, 0, 0): (shape_6711d154970e, ('scratch_load_short_d16_hi ', ', off, off')),
        (37, 1, 0, 1, 0, 1): (shape_3cfa44bb4673, ('scratch_load_short_d16_hi ', ', ', ', off')),
        (37, 1, 0, 1, 1, 0): (shape_b0cb7688af88, ('scratch_load_short_d16_hi ', ', off, off', ' sc0')),
        (37, 1, 0, 1, 1, 1): (
            shape_d8b61b32acbf,
            ('scratch_load_short_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (37, 1, 1, 0, 0, 0): (shape_c4f4ab5bbecb, ('scratch_load_short_d16_hi ', ', off, ')),
        (37, 1, 1, 0, 0, 1): (shape_d01a1a71d004, ('scratch_load_short_d16_hi ', ', ', ', ')),
        (37, 1, 1, 0, 1, 0): (shape_e83231b2d42b, ('scratch_load_short_d16_hi ', ', off, ', ' sc0')),
        (37, 1, 1, 0, 1, 1): (shape_2f9105f5cf47, ('scratch_load_short_d16_hi ', ', ', ', ', ' sc0')),
        (37, 1, 1, 1, 0, 0): (shape_73f30732a883, ('scratch_load_short_d16_hi ', ', off, off')),
        (37, 1, 1, 1, 0, 1): (shape_615fecc28d3b, ('scratch_load_short_d16_hi ', ', ', ', off')),
        (37, 1, 1, 1, 1, 0): (shape_d5b8dd7c78e0, ('scratch_load_short_d16_hi ', ', off, off', ' sc0')),
        (37, 1, 1, 1, 1, 1): (
            shape_dba49b0929bd,
            ('scratch_load_short_d16_hi ', ', ', ', off', ' sc0'),
        ),
        (37, 2, 0, 0, 0, 0): (shape_cdc60a5d4f99, ('global_load_short_d16_hi ', ', ', ', ')),
        (37, 2, 0, 0, 1, 0): (shape_a8d7fe6aacb2, ('global_load_short_d16_hi ', ', ', ', ', ' sc0')),
        (37, 2, 0, 1, 0, 0): (shape_41b0baead87e, ('global_load_short_d16_hi ', ', ', ', off')),
        (37, 2, 0, 1, 1, 0): (shape_60c8159abec0, ('global_load_short_d16_hi ', ', ', ', off', ' sc0')),
        (37, 2, 1, 0, 0, 0): (shape_27c242cd6ef1, ('global_load_short_d16_hi ', ', ', ', ')),
        (37, 2, 1, 0, 1, 0): (shape_ed549ad8ea64, ('global_load_short_d16_hi ', ', ', ', ', ' sc0')),
        (37, 2, 1, 1, 0, 0): (shape_92ca0790d1a7, ('global_load_short_d16_hi ', ', ', ', off')),
        (37, 2, 1, 1, 1, 0): (shape_191572a2459b, ('global_load_short_d16_hi ', ', ', ', off', ' sc0')),
        (38, 1, 0, 0, 0, 0): (shape_11d643106cfc, ('scratch_load_lds_ubyte off, ',)),
        (38, 1, 0, 0, 0, 1): (shape_ff9b3609bf62, ('scratch_load_lds_ubyte ', ', ')),
        (38, 1, 0, 0, 1, 0): (shape_808b3bc390d9, ('scratch_load_lds_ubyte off, ', ' sc0')),
        (38, 1, 0, 0, 1, 1): (shape_1210a0dca488, ('scratch_load_lds_ubyte ', ', ', ' sc0')),
        (38, 1, 0, 1, 0, 0): (shape_665d0a6389dc, ('scratch_load_lds_ubyte off, off',)),
        (38, 1, 0, 1, 0, 1): (shape_00e3f4fcd677, ('scratch_load_lds_ubyte ', ', off')),
        (38, 1, 0, 1, 1, 0): (shape_658922904de8, ('scratch_load_lds_ubyte off, off', ' sc0')),
        (38, 1, 0, 1, 1, 1): (shape_f64b592906bd, ('scratch_load_lds_ubyte ', ', off', ' sc0')),
        (38, 2, 0, 0, 0, 0): (shape_ce8c3aa0cfe6, ('global_load_lds_ubyte ', ', ')),
        (38, 2, 0, 0, 1, 0): (shape_a31597d4c625, ('global_load_lds_ubyte ', ', ', ' sc0')),
        (38, 2, 0, 1, 0, 0): (shape_56dae1cf5246, ('global_load_lds_ubyte ', ', off')),
        (38, 2, 0, 1, 1, 0): (shape_b4202363351b, ('global_load_lds_ubyte ', ', off', ' sc0')),
        (39, 1, 0, 0, 0, 0): (shape_11d643106cfc, ('scratch_load_lds_sbyte off, ',)),
        (39, 1, 0, 0, 0, 1): (shape_ff9b3609bf62, ('scratch_load_lds_sbyte ', ', ')),
        (39, 1, 0, 0, 1, 0): (shape_808b3bc390d9, ('scratch_load_lds_sbyte off, ', ' sc0')),
        (39, 1, 0, 0, 1, 1): (shape_1210a0dca488, ('scratch_load_lds_sbyte ', ', ', ' sc0')),
        (39, 1, 0, 1, 0, 0): (shape_665d0a6389dc, ('scratch_load_lds_sbyte off, off',)),
        (39, 1, 0, 1, 0, 1): (shape_00e3f4fcd677, ('scratch_load_lds_sbyte ', ', off')),
        (39, 1, 0, 1, 1, 0): (shape_658922904de8, ('scratch_load_lds_sbyte off, off', ' sc0')),
        (39, 1, 0, 1, 1, 1): (shape_f64b592906bd, ('scratch_load_lds_sbyte ', ', off', ' sc0')),
        (39, 2, 0, 0, 0, 0): (shape_ce8c3aa0cfe6, ('global_load_lds_sbyte ', ', ')),
        (39, 2, 0, 0, 1, 0): (shape_a31597d4c625, ('global_load_lds_sbyte ', ', ', ' sc0')),
        (39, 2, 0, 1, 0, 0): (shape_56dae1cf5246, ('global_load_lds_sbyte ', ', off')),
        (39, 2, 0, 1, 1, 0): (shape_b4202363351b, ('global_load_lds_sbyte ', ', off', ' sc0')),
        (40, 1, 0, 0, 0, 0): (shape_11d643106cfc, ('scratch_load_lds_ushort off, ',)),
        (40, 1, 0, 0, 0, 1): (shape_ff9b3609bf62, ('scratch_load_lds_ushort ', ', ')),
        (40, 1, 0, 0, 1, 0): (shape_808b3bc390d9, ('scratch_load_lds_ushort off, ', ' sc0')),
        (40, 1, 0, 0, 1, 1): (shape_1210a0dca488, ('scratch_load_lds_ushort ', ', ', ' sc0')),
        (40, 1, 0, 1, 0, 0): (shape_665d0a6389dc, ('scratch_load_lds_ushort off, off',)),
        (40, 1, 0, 1, 0, 1): (shape_00e3f4fcd677, ('scratch_load_lds_ushort ', ', off')),
        (40, 1, 0, 1, 1, 0): (shape_658922904de8, ('scratch_load_lds_ushort off, off', ' sc0')),
        (40, 1, 0, 1, 1, 1): (shape_f64b592906bd, ('scratch_load_lds_ushort ', ', off', ' sc0')),
        (40, 2, 0, 0, 0, 0): (shape_ce8c3aa0cfe6, ('global_load_lds_ushort ', ', ')),
        (40, 2, 0, 0, 1, 0): (shape_a31597d4c625, ('global_load_lds_ushort ', ', ', ' sc0')),
        (40, 2, 0, 1, 0, 0): (shape_56dae1cf5246, ('global_load_lds_ushort ', ', off')),
        (40, 2, 0, 1, 1, 0): (shape_b4202363351b, ('global_load_lds_ushort ', ', off', ' sc0')),
        (41, 1, 0, 0, 0, 0): (shape_11d643106cfc, ('scratch_load_lds_sshort off, ',)),
        (41, 1, 0, 0, 0, 1): (shape_ff9b3609bf62, ('scratch_load_lds_sshort ', ', ')),
        (41, 1, 0, 0, 1, 0): (shape_808b3bc390d9, ('scratch_load_lds_sshort off, ', ' sc0')),
        (41, 1, 0, 0, 1, 1): (shape_1210a0dca488, ('scratch_load_lds_sshort ', ', ', ' sc0')),
        (41, 1, 0, 1, 0, 0): (shape_665d0a6389dc, ('scratch_load_lds_sshort off, off',)),
        (41, 1, 0, 1, 0, 1): (shape_00e3f4fcd677, ('scratch_load_lds_sshort ', ', off')),
        (41, 1, 0, 1, 1, 0): (shape_658922904de8, ('scratch_load_lds_sshort off, off', ' sc0')),
        (41, 1, 0, 1, 1, 1): (shape_f64b592906bd, ('scratch_load_lds_sshort ', ', off', ' sc0')),
        (41, 2, 0, 0, 0, 0): (shape_ce8c3aa0cfe6, ('global_load_lds_sshort ', ', ')),
        (41, 2, 0, 0, 1, 0): (shape_a31597d4c625, ('global_load_lds_sshort ', ', ', ' sc0')),
        (41, 2, 0, 1, 0, 0): (shape_56dae1cf5246, ('global_load_lds_sshort ', ', off')),
        (41, 2, 0, 1, 1, 0): (shape_b4202363351b, ('global_load_lds_sshort ', ', off', ' sc0')),
        (42, 1, 0, 0, 0, 0): (shape_11d643106cfc, ('scratch_load_lds_dword off, ',)),
        (42, 1, 0, 0, 0, 1): (shape_ff9b3609bf62, ('scratch_load_lds_dword ', ', ')),
        (42, 1, 0, 0, 1, 0): (shape_808b3bc390d9, ('scratch_load_lds_dword off, ', ' sc0')),
        (42, 1, 0, 0, 1, 1): (shape_1210a0dca488, ('scratch_load_lds_dword ', ', ', ' sc0')),
        (42, 1, 0, 1, 0, 0): (shape_665d0a6389dc, ('scratch_load_lds_dword off, off',)),
        (42, 1, 0, 1, 0, 1): (shape_00e3f4fcd677, ('scratch_load_lds_dword ', ', off')),
        (42, 1, 0, 1, 1, 0): (shape_658922904de8, ('scratch_load_lds_dword off, off', ' sc0')),
        (42, 1, 0, 1, 1, 1): (shape_f64b592906bd, ('scratch_load_lds_dword ', ', off', ' sc0')),
        (42, 2, 0, 0, 0, 0): (shape_ce8c3aa0cfe6, ('global_load_lds_dword ', ', ')),
        (42, 2, 0, 0, 1, 0): (shape_a31597d4c625, ('global_load_lds_dword ', ', ', ' sc0')),
        (42, 2, 0, 1, 0, 0): (shape_56dae1cf5246, ('global_load_lds_dword ', ', off')),
        (42, 2, 0, 1, 1, 0): (shape_b4202363351b, ('global_load_lds_dword ', ', off', ' sc0')),
        (64, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_swap ', ', ')),
        (64, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_swap ', ', ', ', ', ' sc0')),
        (64, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_swap ', ', ')),
        (64, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_swap ', ', ', ', ', ' sc0')),
        (64, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_swap ', ', ', ', ')),
        (64, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_swap ', ', ', ', ', ', ', ' sc0')),
        (64, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_swap ', ', ', ', off')),
        (64, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_swap ', ', ', ', ', ', off', ' sc0')),
        (64, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_swap ', ', ', ', ')),
        (64, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_swap ', ', ', ', ', ', ', ' sc0')),
        (64, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_swap ', ', ', ', off')),
        (64, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_swap ', ', ', ', ', ', off', ' sc0')),
        (65, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_cmpswap ', ', ')),
        (65, 0, 0, 0, 1, 0): (shape_d3235f3b8bdf, ('flat_atomic_cmpswap ', ', ', ', ', ' sc0')),
        (65, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_cmpswap ', ', ')),
        (65, 0, 1, 0, 1, 0): (shape_bb78ccebc20e, ('flat_atomic_cmpswap ', ', ', ', ', ' sc0')),
        (65, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_cmpswap ', ', ', ', ')),
        (65, 2, 0, 0, 1, 0): (shape_4d4c50456c0d, ('global_atomic_cmpswap ', ', ', ', ', ', ', ' sc0')),
        (65, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_cmpswap ', ', ', ', off')),
        (65, 2, 0, 1, 1, 0): (
            shape_1ee7e91ec718,
            ('global_atomic_cmpswap ', ', ', ', ', ', off', ' sc0'),
        ),
        (65, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_cmpswap ', ', ', ', ')),
        (65, 2, 1, 0, 1, 0): (shape_daa7088d09f2, ('global_atomic_cmpswap ', ', ', ', ', ', ', ' sc0')),
        (65, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_cmpswap ', ', ', ', off')),
        (65, 2, 1, 1, 1, 0): (
            shape_a0827d9fb012,
            ('global_atomic_cmpswap ', ', ', ', ', ', off', ' sc0'),
        ),
        (66, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_add ', ', ')),
        (66, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_add ', ', ', ', ', ' sc0')),
        (66, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_add ', ', ')),
        (66, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_add ', ', ', ', ', ' sc0')),
        (66, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_add ', ', ', ', ')),
        (66, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_add ', ', ', ', ', ', ', ' sc0')),
        (66, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_add ', ', ', ', off')),
        (66, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_add ', ', ', ', ', ', off', ' sc0')),
        (66, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_add ', ', ', ', ')),
        (66, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_add ', ', ', ', ', ', ', ' sc0')),
        (66, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_add ', ', ', ', off')),
        (66, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_add ', ', ', ', ', ', off', ' sc0')),
        (67, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_sub ', ', ')),
        (67, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_sub ', ', ', ', ', ' sc0')),
        (67, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_sub ', ', ')),
        (67, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_sub ', ', ', ', ', ' sc0')),
        (67, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_sub ', ', ', ', ')),
        (67, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_sub ', ', ', ', ', ', ', ' sc0')),
        (67, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_sub ', ', ', ', off')),
        (67, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_sub ', ', ', ', ', ', off', ' sc0')),
        (67, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_sub ', ', ', ', ')),
        (67, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_sub ', ', ', ', ', ', ', ' sc0')),
        (67, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_sub ', ', ', ', off')),
        (67, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_sub ', ', ', ', ', ', off', ' sc0')),
        (68, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_smin ', ', ')),
        (68, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_smin ', ', ', ', ', ' sc0')),
        (68, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_smin ', ', ')),
        (68, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_smin ', ', ', ', ', ' sc0')),
        (68, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_smin ', ', ', ', ')),
        (68, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_smin ', ', ', ', ', ', ', ' sc0')),
        (68, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_smin ', ', ', ', off')),
        (68, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_smin ', ', ', ', ', ', off', ' sc0')),
        (68, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_smin ', ', ', ', ')),
        (68, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_smin ', ', ', ', ', ', ', ' sc0')),
        (68, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_smin ', ', ', ', off')),
        (68, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_smin ', ', ', ', ', ', off', ' sc0')),
        (69, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_umin ', ', ')),
        (69, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_umin ', ', ', ', ', ' sc0')),
        (69, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_umin ', ', ')),
        (69, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_umin ', ', ', ', ', ' sc0')),
        (69, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_umin ', ', ', ', ')),
        (69, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_umin ', ', ', ', ', ', ', ' sc0')),
        (69, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_umin ', ', ', ', off')),
        (69, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_umin ', ', ', ', ', ', off', ' sc0')),
        (69, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_umin ', ', ', ', ')),
        (69, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_umin ', ', ', ', ', ', ', ' sc0')),
        (69, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_umin ', ', ', ', off')),
        (69, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_umin ', ', ', ', ', ', off', ' sc0')),
        (70, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_smax ', ', ')),
        (70, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_smax ', ', ', ', ', ' sc0')),
        (70, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_smax ', ', ')),
        (70, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_smax ', ', ', ', ', ' sc0')),
        (70, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_smax ', ', ', ', ')),
        (70, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_smax ', ', ', ', ', ', ', ' sc0')),
        (70, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_smax ', ', ', ', off')),
        (70, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_smax ', ', ', ', ', ', off', ' sc0')),
        (70, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_smax ', ', ', ', ')),
        (70, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_smax ', ', ', ', ', ', ', ' sc0')),
        (70, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_smax ', ', ', ', off')),
        (70, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_smax ', ', ', ', ', ', off', ' sc0')),
        (71, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_umax ', ', ')),
        (71, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_umax ', ', ', ', ', ' sc0')),
        (71, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_umax ', ', ')),
        (71, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_umax ', ', ', ', ', ' sc0')),
        (71, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_umax ', ', ', ', ')),
        (71, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_umax ', ', ', ', ', ', ', ' sc0')),
        (71, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_umax ', ', ', ', off')),
        (71, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_umax ', ', ', ', ', ', off', ' sc0')),
        (71, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_umax ', ', ', ', ')),
        (71, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_umax ', ', ', ', ', ', ', ' sc0')),
        (71, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_umax ', ', ', ', off')),
        (71, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_umax ', ', ', ', ', ', off', ' sc0')),
        (72, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_and ', ', ')),
        (72, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_and ', ', ', ', ', ' sc0')),
        (72, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_and ', ', ')),
        (72, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_and ', ', ', ', ', ' sc0')),
        (72, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_and ', ', ', ', ')),
        (72, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_and ', ', ', ', ', ', ', ' sc0')),
        (72, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_and ', ', ', ', off')),
        (72, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_and ', ', ', ', ', ', off', ' sc0')),
        (72, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_and ', ', ', ', ')),
        (72, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_and ', ', ', ', ', ', ', ' sc0')),
        (72, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_and ', ', ', ', off')),
        (72, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_and ', ', ', ', ', ', off', ' sc0')),
        (73, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_or ', ', ')),
        (73, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_or ', ', ', ', ', ' sc0')),
        (73, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_or ', ', ')),
        (73, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_or ', ', ', ', ', ' sc0')),
        (73, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_or ', ', ', ', ')),
        (73, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_or ', ', ', ', ', ', ', ' sc0')),
        (73, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_or ', ', ', ', off')),
        (73, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_or ', ', ', ', ', ', off', ' sc0')),
        (73, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_or ', ', ', ', ')),
        (73, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_or ', ', ', ', ', ', ', ' sc0')),
        (73, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_or ', ', ', ', off')),
        (73, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_or ', ', ', ', ', ', off', ' sc0')),
        (74, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_xor ', ', ')),
        (74, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_xor ', ', ', ', ', ' sc0')),
        (74, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_xor ', ', ')),
        (74, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_xor ', ', ', ', ', ' sc0')),
        (74, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_xor ', ', ', ', ')),
        (74, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_xor ', ', ', ', ', ', ', ' sc0')),
        (74, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_xor ', ', ', ', off')),
        (74, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_xor ', ', ', ', ', ', off', ' sc0')),
        (74, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_xor ', ', ', ', ')),
        (74, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_xor ', ', ', ', ', ', ', ' sc0')),
        (74, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_xor ', ', ', ', off')),
        (74, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_xor ', ', ', ', ', ', off', ' sc0')),
        (75, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_inc ', ', ')),
        (75, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_inc ', ', ', ', ', ' sc0')),
        (75, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_inc ', ', ')),
        (75, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_inc ', ', ', ', ', ' sc0')),
        (75, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_inc ', ', ', ', ')),
        (75, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_inc ', ', ', ', ', ', ', ' sc0')),
        (75, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_inc ', ', ', ', off')),
        (75, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_inc ', ', ', ', ', ', off', ' sc0')),
        (75, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_inc ', ', ', ', ')),
        (75, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_inc ', ', ', ', ', ', ', ' sc0')),
        (75, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_inc ', ', ', ', off')),
        (75, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_inc ', ', ', ', ', ', off', ' sc0')),
        (76, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_dec ', ', ')),
        (76, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_dec ', ', ', ', ', ' sc0')),
        (76, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_dec ', ', ')),
        (76, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_dec ', ', ', ', ', ' sc0')),
        (76, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_dec ', ', ', ', ')),
        (76, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_dec ', ', ', ', ', ', ', ' sc0')),
        (76, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_dec ', ', ', ', off')),
        (76, 2, 0, 1, 1, 0): (shape_9e21d33fe55a, ('global_atomic_dec ', ', ', ', ', ', off', ' sc0')),
        (76, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_dec ', ', ', ', ')),
        (76, 2, 1, 0, 1, 0): (shape_424eff4066b4, ('global_atomic_dec ', ', ', ', ', ', ', ' sc0')),
        (76, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_dec ', ', ', ', off')),
        (76, 2, 1, 1, 1, 0): (shape_82d518143105, ('global_atomic_dec ', ', ', ', ', ', off', ' sc0')),
        (77, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_add_f32 ', ', ')),
        (77, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_add_f32 ', ', ', ', ', ' sc0')),
        (77, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_add_f32 ', ', ')),
        (77, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_add_f32 ', ', ', ', ', ' sc0')),
        (77, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_add_f32 ', ', ', ', ')),
        (77, 2, 0, 0, 1, 0): (shape_d6199144e16c, ('global_atomic_add_f32 ', ', ', ', ', ', ', ' sc0')),
        (77, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_add_f32 ', ', ', ', off')),
        (77, 2, 0, 1, 1, 0): (
            shape_9e21d33fe55a,
            ('global_atomic_add_f32 ', ', ', ', ', ', off', ' sc0'),
        ),
        (77, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_add_f32 ', ', ', ', ')),
        (77, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_add_f32 ', ', ', ', off')),
        (78, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_pk_add_f16 ', ', ')),
        (78, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_pk_add_f16 ', ', ', ', ', ' sc0')),
        (78, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_pk_add_f16 ', ', ')),
        (78, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_pk_add_f16 ', ', ', ', ', ' sc0')),
        (78, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_pk_add_f16 ', ', ', ', ')),
        (78, 2, 0, 0, 1, 0): (
            shape_d6199144e16c,
            ('global_atomic_pk_add_f16 ', ', ', ', ', ', ', ' sc0'),
        ),
        (78, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_pk_add_f16 ', ', ', ', off')),
        (78, 2, 0, 1, 1, 0): (
            shape_9e21d33fe55a,
            ('global_atomic_pk_add_f16 ', ', ', ', ', ', off', ' sc0'),
        ),
        (78, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_pk_add_f16 ', ', ', ', ')),
        (78, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_pk_add_f16 ', ', ', ', off')),
        (79, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_add_f64 ', ', ')),
        (79, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_add_f64 ', ', ', ', ', ' sc0')),
        (79, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_add_f64 ', ', ')),
        (79, 0, 1, 0, 1, 0): (shape_c99b0f1e6130, ('flat_atomic_add_f64 ', ', ', ', ', ' sc0')),
        (79, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_add_f64 ', ', ', ', ')),
        (79, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_add_f64 ', ', ', ', ', ', ', ' sc0')),
        (79, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_add_f64 ', ', ', ', off')),
        (79, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_add_f64 ', ', ', ', ', ', off', ' sc0'),
        ),
        (79, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_add_f64 ', ', ', ', ')),
        (79, 2, 1, 0, 1, 0): (shape_cfaac62c1050, ('global_atomic_add_f64 ', ', ', ', ', ', ', ' sc0')),
        (79, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_add_f64 ', ', ', ', off')),
        (79, 2, 1, 1, 1, 0): (
            shape_dd1852cedb0a,
            ('global_atomic_add_f64 ', ', ', ', ', ', off', ' sc0'),
        ),
        (80, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_min_f64 ', ', ')),
        (80, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_min_f64 ', ', ', ', ', ' sc0')),
        (80, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_min_f64 ', ', ')),
        (80, 0, 1, 0, 1, 0): (shape_c99b0f1e6130, ('flat_atomic_min_f64 ', ', ', ', ', ' sc0')),
        (80, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_min_f64 ', ', ', ', ')),
        (80, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_min_f64 ', ', ', ', ', ', ', ' sc0')),
        (80, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_min_f64 ', ', ', ', off')),
        (80, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_min_f64 ', ', ', ', ', ', off', ' sc0'),
        ),
        (80, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_min_f64 ', ', ', ', ')),
        (80, 2, 1, 0, 1, 0): (shape_cfaac62c1050, ('global_atomic_min_f64 ', ', ', ', ', ', ', ' sc0')),
        (80, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_min_f64 ', ', ', ', off')),
        (80, 2, 1, 1, 1, 0): (
            shape_dd1852cedb0a,
            ('global_atomic_min_f64 ', ', ', ', ', ', off', ' sc0'),
        ),
        (81, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_max_f64 ', ', ')),
        (81, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_max_f64 ', ', ', ', ', ' sc0')),
        (81, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_max_f64 ', ', ')),
        (81, 0, 1, 0, 1, 0): (shape_c99b0f1e6130, ('flat_atomic_max_f64 ', ', ', ', ', ' sc0')),
        (81, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_max_f64 ', ', ', ', ')),
        (81, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_max_f64 ', ', ', ', ', ', ', ' sc0')),
        (81, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_max_f64 ', ', ', ', off')),
        (81, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_max_f64 ', ', ', ', ', ', off', ' sc0'),
        ),
        (81, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_max_f64 ', ', ', ', ')),
        (81, 2, 1, 0, 1, 0): (shape_cfaac62c1050, ('global_atomic_max_f64 ', ', ', ', ', ', ', ' sc0')),
        (81, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_max_f64 ', ', ', ', off')),
        (81, 2, 1, 1, 1, 0): (
            shape_dd1852cedb0a,
            ('global_atomic_max_f64 ', ', ', ', ', ', off', ' sc0'),
        ),
        (82, 0, 0, 0, 0, 0): (shape_ca36c4ea27d2, ('flat_atomic_pk_add_bf16 ', ', ')),
        (82, 0, 0, 0, 1, 0): (shape_7d405be3e8fa, ('flat_atomic_pk_add_bf16 ', ', ', ', ', ' sc0')),
        (82, 0, 1, 0, 0, 0): (shape_c4ceb1a62bf3, ('flat_atomic_pk_add_bf16 ', ', ')),
        (82, 0, 1, 0, 1, 0): (shape_32e1feeb3527, ('flat_atomic_pk_add_bf16 ', ', ', ', ', ' sc0')),
        (82, 2, 0, 0, 0, 0): (shape_01b5c74b37d5, ('global_atomic_pk_add_bf16 ', ', ', ', ')),
        (82, 2, 0, 0, 1, 0): (
            shape_d6199144e16c,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' sc0'),
        ),
        (82, 2, 0, 1, 0, 0): (shape_1dfc7ccfcae1, ('global_atomic_pk_add_bf16 ', ', ', ', off')),
        (82, 2, 0, 1, 1, 0): (
            shape_9e21d33fe55a,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', off', ' sc0'),
        ),
        (82, 2, 1, 0, 0, 0): (shape_296d9aad5cce, ('global_atomic_pk_add_bf16 ', ', ', ', ')),
        (82, 2, 1, 0, 1, 0): (
            shape_424eff4066b4,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', ', ' sc0'),
        ),
        (82, 2, 1, 1, 0, 0): (shape_9ed16edc69db, ('global_atomic_pk_add_bf16 ', ', ', ', off')),
        (82, 2, 1, 1, 1, 0): (
            shape_82d518143105,
            ('global_atomic_pk_add_bf16 ', ', ', ', ', ', off', ' sc0'),
        ),
        (96, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_swap_x2 ', ', ')),
        (96, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_swap_x2 ', ', ', ', ', ' sc0')),
        (96, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_swap_x2 ', ', ')),
        (96, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_swap_x2 ', ', ', ', ', ' sc0')),
        (96, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_swap_x2 ', ', ', ', ')),
        (96, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_swap_x2 ', ', ', ', ', ', ', ' sc0')),
        (96, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_swap_x2 ', ', ', ', off')),
        (96, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_swap_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (96, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_swap_x2 ', ', ', ', ')),
        (96, 2, 1, 0, 1, 0): (shape_b1499a34c6f8, ('global_atomic_swap_x2 ', ', ', ', ', ', ', ' sc0')),
        (96, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_swap_x2 ', ', ', ', off')),
        (96, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_swap_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (97, 0, 0, 0, 0, 0): (shape_94109758bcdf, ('flat_atomic_cmpswap_x2 ', ', ')),
        (97, 0, 0, 0, 1, 0): (shape_f8603ceda137, ('flat_atomic_cmpswap_x2 ', ', ', ', ', ' sc0')),
        (97, 0, 1, 0, 0, 0): (shape_9681b58e367c, ('flat_atomic_cmpswap_x2 ', ', ')),
        (97, 0, 1, 0, 1, 0): (shape_78883890526e, ('flat_atomic_cmpswap_x2 ', ', ', ', ', ' sc0')),
        (97, 2, 0, 0, 0, 0): (shape_2c0531c02ff9, ('global_atomic_cmpswap_x2 ', ', ', ', ')),
        (97, 2, 0, 0, 1, 0): (
            shape_1eff95a2891f,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (97, 2, 0, 1, 0, 0): (shape_50c8cc9da9c0, ('global_atomic_cmpswap_x2 ', ', ', ', off')),
        (97, 2, 0, 1, 1, 0): (
            shape_41460455f3a5,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (97, 2, 1, 0, 0, 0): (shape_74f5a68186c0, ('global_atomic_cmpswap_x2 ', ', ', ', ')),
        (97, 2, 1, 0, 1, 0): (
            shape_4995a94c350b,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (97, 2, 1, 1, 0, 0): (shape_f816775ca86b, ('global_atomic_cmpswap_x2 ', ', ', ', off')),
        (97, 2, 1, 1, 1, 0): (
            shape_274e39e4f62c,
            ('global_atomic_cmpswap_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (98, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_add_x2 ', ', ')),
        (98, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_add_x2 ', ', ', ', ', ' sc0')),
        (98, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_add_x2 ', ', ')),
        (98, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_add_x2 ', ', ', ', ', ' sc0')),
        (98, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_add_x2 ', ', ', ', ')),
        (98, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_add_x2 ', ', ', ', ', ', ', ' sc0')),
        (98, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_add_x2 ', ', ', ', off')),
        (98, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_add_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (98, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_add_x2 ', ', ', ', ')),
        (98, 2, 1, 0, 1, 0): (shape_b1499a34c6f8, ('global_atomic_add_x2 ', ', ', ', ', ', ', ' sc0')),
        (98, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_add_x2 ', ', ', ', off')),
        (98, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_add_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (99, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_sub_x2 ', ', ')),
        (99, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_sub_x2 ', ', ', ', ', ' sc0')),
        (99, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_sub_x2 ', ', ')),
        (99, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_sub_x2 ', ', ', ', ', ' sc0')),
        (99, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_sub_x2 ', ', ', ', ')),
        (99, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_sub_x2 ', ', ', ', ', ', ', ' sc0')),
        (99, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_sub_x2 ', ', ', ', off')),
        (99, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_sub_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (99, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_sub_x2 ', ', ', ', ')),
        (99, 2, 1, 0, 1, 0): (shape_b1499a34c6f8, ('global_atomic_sub_x2 ', ', ', ', ', ', ', ' sc0')),
        (99, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_sub_x2 ', ', ', ', off')),
        (99, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_sub_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (100, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_smin_x2 ', ', ')),
        (100, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_smin_x2 ', ', ', ', ', ' sc0')),
        (100, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_smin_x2 ', ', ')),
        (100, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_smin_x2 ', ', ', ', ', ' sc0')),
        (100, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_smin_x2 ', ', ', ', ')),
        (100, 2, 0, 0, 1, 0): (
            shape_4444394d7b0a,
            ('global_atomic_smin_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (100, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_smin_x2 ', ', ', ', off')),
        (100, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_smin_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (100, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_smin_x2 ', ', ', ', ')),
        (100, 2, 1, 0, 1, 0): (
            shape_b1499a34c6f8,
            ('global_atomic_smin_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (100, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_smin_x2 ', ', ', ', off')),
        (100, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_smin_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (101, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_umin_x2 ', ', ')),
        (101, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_umin_x2 ', ', ', ', ', ' sc0')),
        (101, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_umin_x2 ', ', ')),
        (101, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_umin_x2 ', ', ', ', ', ' sc0')),
        (101, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_umin_x2 ', ', ', ', ')),
        (101, 2, 0, 0, 1, 0): (
            shape_4444394d7b0a,
            ('global_atomic_umin_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (101, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_umin_x2 ', ', ', ', off')),
        (101, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_umin_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (101, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_umin_x2 ', ', ', ', ')),
        (101, 2, 1, 0, 1, 0): (
            shape_b1499a34c6f8,
            ('global_atomic_umin_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (101, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_umin_x2 ', ', ', ', off')),
        (101, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_umin_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (102, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_smax_x2 ', ', ')),
        (102, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_smax_x2 ', ', ', ', ', ' sc0')),
        (102, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_smax_x2 ', ', ')),
        (102, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_smax_x2 ', ', ', ', ', ' sc0')),
        (102, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_smax_x2 ', ', ', ', ')),
        (102, 2, 0, 0, 1, 0): (
            shape_4444394d7b0a,
            ('global_atomic_smax_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (102, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_smax_x2 ', ', ', ', off')),
        (102, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_smax_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (102, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_smax_x2 ', ', ', ', ')),
        (102, 2, 1, 0, 1, 0): (
            shape_b1499a34c6f8,
            ('global_atomic_smax_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (102, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_smax_x2 ', ', ', ', off')),
        (102, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_smax_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (103, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_umax_x2 ', ', ')),
        (103, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_umax_x2 ', ', ', ', ', ' sc0')),
        (103, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_umax_x2 ', ', ')),
        (103, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_umax_x2 ', ', ', ', ', ' sc0')),
        (103, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_umax_x2 ', ', ', ', ')),
        (103, 2, 0, 0, 1, 0): (
            shape_4444394d7b0a,
            ('global_atomic_umax_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (103, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_umax_x2 ', ', ', ', off')),
        (103, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_umax_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (103, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_umax_x2 ', ', ', ', ')),
        (103, 2, 1, 0, 1, 0): (
            shape_b1499a34c6f8,
            ('global_atomic_umax_x2 ', ', ', ', ', ', ', ' sc0'),
        ),
        (103, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_umax_x2 ', ', ', ', off')),
        (103, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_umax_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (104, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_and_x2 ', ', ')),
        (104, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_and_x2 ', ', ', ', ', ' sc0')),
        (104, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_and_x2 ', ', ')),
        (104, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_and_x2 ', ', ', ', ', ' sc0')),
        (104, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_and_x2 ', ', ', ', ')),
        (104, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_and_x2 ', ', ', ', ', ', ', ' sc0')),
        (104, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_and_x2 ', ', ', ', off')),
        (104, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_and_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (104, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_and_x2 ', ', ', ', ')),
        (104, 2, 1, 0, 1, 0): (shape_b1499a34c6f8, ('global_atomic_and_x2 ', ', ', ', ', ', ', ' sc0')),
        (104, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_and_x2 ', ', ', ', off')),
        (104, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_and_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (105, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_or_x2 ', ', ')),
        (105, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_or_x2 ', ', ', ', ', ' sc0')),
        (105, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_or_x2 ', ', ')),
        (105, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_or_x2 ', ', ', ', ', ' sc0')),
        (105, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_or_x2 ', ', ', ', ')),
        (105, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_or_x2 ', ', ', ', ', ', ', ' sc0')),
        (105, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_or_x2 ', ', ', ', off')),
        (105, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_or_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (105, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_or_x2 ', ', ', ', ')),
        (105, 2, 1, 0, 1, 0): (shape_b1499a34c6f8, ('global_atomic_or_x2 ', ', ', ', ', ', ', ' sc0')),
        (105, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_or_x2 ', ', ', ', off')),
        (105, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_or_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (106, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_xor_x2 ', ', ')),
        (106, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_xor_x2 ', ', ', ', ', ' sc0')),
        (106, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_xor_x2 ', ', ')),
        (106, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_xor_x2 ', ', ', ', ', ' sc0')),
        (106, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_xor_x2 ', ', ', ', ')),
        (106, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_xor_x2 ', ', ', ', ', ', ', ' sc0')),
        (106, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_xor_x2 ', ', ', ', off')),
        (106, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_xor_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (106, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_xor_x2 ', ', ', ', ')),
        (106, 2, 1, 0, 1, 0): (shape_b1499a34c6f8, ('global_atomic_xor_x2 ', ', ', ', ', ', ', ' sc0')),
        (106, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_xor_x2 ', ', ', ', off')),
        (106, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_xor_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (107, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_inc_x2 ', ', ')),
        (107, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_inc_x2 ', ', ', ', ', ' sc0')),
        (107, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_inc_x2 ', ', ')),
        (107, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_inc_x2 ', ', ', ', ', ' sc0')),
        (107, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_inc_x2 ', ', ', ', ')),
        (107, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_inc_x2 ', ', ', ', ', ', ', ' sc0')),
        (107, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_inc_x2 ', ', ', ', off')),
        (107, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_inc_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (107, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_inc_x2 ', ', ', ', ')),
        (107, 2, 1, 0, 1, 0): (shape_b1499a34c6f8, ('global_atomic_inc_x2 ', ', ', ', ', ', ', ' sc0')),
        (107, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_inc_x2 ', ', ', ', off')),
        (107, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_inc_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (108, 0, 0, 0, 0, 0): (shape_7ec43809dbed, ('flat_atomic_dec_x2 ', ', ')),
        (108, 0, 0, 0, 1, 0): (shape_6e4707a4fd99, ('flat_atomic_dec_x2 ', ', ', ', ', ' sc0')),
        (108, 0, 1, 0, 0, 0): (shape_7c17e6dd6f88, ('flat_atomic_dec_x2 ', ', ')),
        (108, 0, 1, 0, 1, 0): (shape_a1026b6aa830, ('flat_atomic_dec_x2 ', ', ', ', ', ' sc0')),
        (108, 2, 0, 0, 0, 0): (shape_d7115ce6f35c, ('global_atomic_dec_x2 ', ', ', ', ')),
        (108, 2, 0, 0, 1, 0): (shape_4444394d7b0a, ('global_atomic_dec_x2 ', ', ', ', ', ', ', ' sc0')),
        (108, 2, 0, 1, 0, 0): (shape_8727204b7e42, ('global_atomic_dec_x2 ', ', ', ', off')),
        (108, 2, 0, 1, 1, 0): (
            shape_3ca58d8ccfd3,
            ('global_atomic_dec_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (108, 2, 1, 0, 0, 0): (shape_f6dcae8e52bc, ('global_atomic_dec_x2 ', ', ', ', ')),
        (108, 2, 1, 0, 1, 0): (shape_b1499a34c6f8, ('global_atomic_dec_x2 ', ', ', ', ', ', ', ' sc0')),
        (108, 2, 1, 1, 0, 0): (shape_891fe9a2d0c8, ('global_atomic_dec_x2 ', ', ', ', off')),
        (108, 2, 1, 1, 1, 0): (
            shape_e0ca45c7e3cd,
            ('global_atomic_dec_x2 ', ', ', ', ', ', off', ' sc0'),
        ),
        (125, 2, 0, 0, 0, 0): (shape_ce8c3aa0cfe6, ('global_load_lds_dwordx4 ', ', ')),
        (125, 2, 0, 0, 1, 0): (shape_a31597d4c625, ('global_load_lds_dwordx4 ', ', ', ' sc0')),
        (125, 2, 0, 1, 0, 0): (shape_56dae1cf5246, ('global_load_lds_dwordx4 ', ', off')),
        (125, 2, 0, 1, 1, 0): (shape_b4202363351b, ('global_load_lds_dwordx4 ', ', off', ' sc0')),
        (126, 2, 0, 0, 0, 0): (shape_ce8c3aa0cfe6, ('global_load_lds_dwordx3 ', ', ')),
        (126, 2, 0, 0, 1, 0): (shape_a31597d4c625, ('global_load_lds_dwordx3 ', ', ', ' sc0')),
        (126, 2, 0, 1, 0, 0): (shape_56dae1cf5246, ('global_load_lds_dwordx3 ', ', off')),
        (126, 2, 0, 1, 1, 0): (shape_b4202363351b, ('global_load_lds_dwordx3 ', ', off', ' sc0')),
    }


def build_lossless(R, literal_ok, fmt_ok):
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
    def lossless_02610f3eb68f(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_03fe05f59833(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_05ac3b2efadd(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_06488d36d2d2(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_069881009e3d(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_072eef71e187(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_0bdcfc309709(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1efde9b7[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_0e4ef899ec9f(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_101154899d24(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_11162d5eedde(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4f47c8b8[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_138b2a4cde7d(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_15348ce927e9(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1671f5bcc510(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1728d7fa9074(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_181fc3b90d94(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_18b640b869cc(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1b32bfbd1c90(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1b4b319b5e12(mask, base):
        def lossless(v, lit):
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1bb7dcd61fe3(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1be26e364e52(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1d55873ba0ba(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2332bdbdee45(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_23f1d1925ee9(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_23fd3816bfd1(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_242372eb4614(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_25917bdb0339(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_295672e013b1(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2b3090b4e410(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2b9cca5c20d7(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2e63162e0e65(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_33900950f947(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_33942adae92d(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_33d30ac8d762(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_378d88984a1f(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_380ca3363c64(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_383c32c4de33(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3951388bd0b6(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3a5113b2b9ee(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3a5bf16dc09f(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3b74439d41fd(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3cf7589154b1(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3d4db28feedd(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3f0fa53a16fb(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_40c94c8e5234(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_41e16aa410a5(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_43309ec20b3a(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_43cb9ded8114(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_44ccd575d70d(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_46408ba93581(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4710cb9be8c4(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_47e47e8fe49d(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4940533f883b(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4feba81ded3b(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_107584a0[((v >> 25) & 1)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_504baad21079(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_51f7ddf68796(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_521889f2950b(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4b1c8ada[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_54cddbc70e48(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_57165bcdabe4(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_573b8938f3fc(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_58fc8b62ea85(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5aca36ab87bc(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5b3a789e2972(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5cc9dac0472e(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5e30370021ec(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6231923d5edb(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6337f3f264b3(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_63399c7a417f(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_63b3ed66b106(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_66d2f48fd6dd(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_69952e1bf165(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_107584a0[((v >> 25) & 1)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6c6b7625fa9c(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6daf029da9b1(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6ddd2e33be02(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6e16ff0d75f1(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6ff45e37438d(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7186cf9f4d15(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7245b0646ccb(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_726500fd4b26(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_73d70c89a9ad(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_76ec3421974c(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7757088b6d4a(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7833810781c3(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_79ceb97e0753(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7b24ae40a511(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7b617faba4c6(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7b7307e9c79a(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7f6f3fc2e808(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7faf98141ee8(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7fd5af55a618(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_800425c2e77b(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_870c79cd96e7(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_87c178c10b15(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_107584a0[((v >> 25) & 1)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8833cf66ecd4(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_886eeb9f1b95(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_88dc4ab2e800(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8a3484ee73f6(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8eb13c88082f(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8f76232074f2(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_92f960a28dd5(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_937917285dc3(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_98125578c6c2(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_987cf1fce7e1(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_99207e2cea4d(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_99f2f3cae0a3(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9e580928e3c9(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9f2462e395a5(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9f949526d621(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a084babced2c(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a0ab92c5e1d0(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a37f33e05b81(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a3e942debd2e(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_aa236c99eb5d(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ad59a2d338e5(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4f47c8b8[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_aed1a0c4ad6e(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b026b9cbe070(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b0a66a99e48b(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b5b224f09136(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b80ff19e0a0d(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b95493337854(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_be0efb73cc8a(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_bf6f553b6289(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4b1c8ada[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c081d96d98a3(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c1386e44ce8c(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c1595f35c5c1(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c40a4f2bc2ab(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c48c53bf3816(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_cbd907a7e1dd(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_cd961320dca9(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d111c5f5ed39(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d296f43362e5(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d3f6a3af57fa(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d42e94475088(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d4b5a8c8e766(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d562240ad507(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d7ec6ff1f2d5(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4f47c8b8[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d8a26eea6780(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_db681f144614(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_4b1c8ada[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_dc4fc4974b99(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ddd4e375871c(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_de60d1c3ed5a(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_dee69ad4f876(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e00bdd2d55cf(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e43cf41eb7b8(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e87904f69c22(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e8d348335a0d(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e8e01e1888fd(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ed1cd0364297(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f136dee0f91b(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f20c53aa0e2b(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f31db6277680(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f3c693f02144(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f42e30e4fdfe(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f44f9d581fc8(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f4de83690834(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f5955a1dd276(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f647c51a7e50(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_0fc17826[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f9dabe3cb95e(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_fbaa7a8fe0a6(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_49323971[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_feb75eaaffb0(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_feff9fb49c5c(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ff285366ec6f(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_256b9fef[((v >> 48) & 127)]: return False
            if not fmt_ok('fmt_d4baf79c', ((v >> 0) & 8191)): return False
            if not C_map_9217653d[((v >> 17) & 1)]: return False
            if not C_map_06ddb367[((v >> 25) & 1)]: return False
            return (v & mask) == base
        return lossless
    return {
        (16, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (16, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (16, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (16, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (16, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (16, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (16, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (16, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (16, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (16, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (16, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (16, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (16, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (16, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (16, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (16, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (16, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (16, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (16, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (16, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (16, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (16, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (16, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (16, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (16, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (16, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (16, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (16, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (17, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (17, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (17, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (17, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (17, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (17, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (17, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (17, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (17, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (17, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (17, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (17, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (17, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (17, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (17, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (17, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (17, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (17, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (17, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (17, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (17, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (17, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (17, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (17, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (17, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (17, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (17, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (17, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (18, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (18, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (18, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (18, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (18, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (18, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (18, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (18, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (18, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (18, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (18, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (18, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (18, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (18, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (18, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (18, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (18, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (18, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (18, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (18, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (18, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (18, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (18, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (18, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (18, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (18, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (18, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (18, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (19, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (19, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (19, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (19, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (19, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (19, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (19, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (19, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (19, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (19, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (19, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (19, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (19, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (19, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (19, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (19, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (19, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (19, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (19, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (19, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (19, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (19, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (19, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (19, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (19, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (19, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (19, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (19, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (20, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (20, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (20, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (20, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (20, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (20, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (20, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (20, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (20, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (20, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (20, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (20, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (20, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (20, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (20, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (20, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (20, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (20, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (20, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (20, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (20, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (20, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (20, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (20, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (20, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (20, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (20, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (20, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (21, 0, 0, 0, 0, 0): (lossless_b5b224f09136, 0xff0000000000, 0x0),
        (21, 0, 0, 0, 1, 0): (lossless_43cb9ded8114, 0xff0000000000, 0x0),
        (21, 0, 1, 0, 0, 0): (lossless_33900950f947, 0xff0000000000, 0x0),
        (21, 0, 1, 0, 1, 0): (lossless_069881009e3d, 0xff0000000000, 0x0),
        (21, 1, 0, 0, 0, 0): (lossless_101154899d24, 0xffff00000000, 0x0),
        (21, 1, 0, 0, 0, 1): (lossless_41e16aa410a5, 0xff0000000000, 0x0),
        (21, 1, 0, 0, 1, 0): (lossless_101154899d24, 0xffff00000000, 0x0),
        (21, 1, 0, 0, 1, 1): (lossless_41e16aa410a5, 0xff0000000000, 0x0),
        (21, 1, 0, 1, 0, 0): (lossless_c081d96d98a3, 0xffff00000000, 0x0),
        (21, 1, 0, 1, 0, 1): (lossless_3a5113b2b9ee, 0xff0000000000, 0x0),
        (21, 1, 0, 1, 1, 0): (lossless_c081d96d98a3, 0xffff00000000, 0x0),
        (21, 1, 0, 1, 1, 1): (lossless_3a5113b2b9ee, 0xff0000000000, 0x0),
        (21, 1, 1, 0, 0, 0): (lossless_cd961320dca9, 0xffff00000000, 0x0),
        (21, 1, 1, 0, 0, 1): (lossless_e8e01e1888fd, 0xff0000000000, 0x0),
        (21, 1, 1, 0, 1, 0): (lossless_cd961320dca9, 0xffff00000000, 0x0),
        (21, 1, 1, 0, 1, 1): (lossless_e8e01e1888fd, 0xff0000000000, 0x0),
        (21, 1, 1, 1, 0, 0): (lossless_9f2462e395a5, 0xffff00000000, 0x0),
        (21, 1, 1, 1, 0, 1): (lossless_02610f3eb68f, 0xff0000000000, 0x0),
        (21, 1, 1, 1, 1, 0): (lossless_9f2462e395a5, 0xffff00000000, 0x0),
        (21, 1, 1, 1, 1, 1): (lossless_02610f3eb68f, 0xff0000000000, 0x0),
        (21, 2, 0, 0, 0, 0): (lossless_ff285366ec6f, 0xff0000000000, 0x0),
        (21, 2, 0, 0, 1, 0): (lossless_ff285366ec6f, 0xff0000000000, 0x0),
        (21, 2, 0, 1, 0, 0): (lossless_3cf7589154b1, 0xff0000000000, 0x0),
        (21, 2, 0, 1, 1, 0): (lossless_3cf7589154b1, 0xff0000000000, 0x0),
        (21, 2, 1, 0, 0, 0): (lossless_6ddd2e33be02, 0xff0000000000, 0x0),
        (21, 2, 1, 0, 1, 0): (lossless_6ddd2e33be02, 0xff0000000000, 0x0),
        (21, 2, 1, 1, 0, 0): (lossless_242372eb4614, 0xff0000000000, 0x0),
        (21, 2, 1, 1, 1, 0): (lossless_242372eb4614, 0xff0000000000, 0x0),
        (22, 0, 0, 0, 0, 0): (lossless_63399c7a417f, 0xff0000000000, 0x0),
        (22, 0, 0, 0, 1, 0): (lossless_8f76232074f2, 0xff0000000000, 0x0),
        (22, 0, 1, 0, 0, 0): (lossless_f31db6277680, 0xff0000000000, 0x0),
        (22, 0, 1, 0, 1, 0): (lossless_06488d36d2d2, 0xff0000000000, 0x0),
        (22, 1, 0, 0, 0, 0): (lossless_6ff45e37438d, 0xffff00000000, 0x0),
        (22, 1, 0, 0, 0, 1): (lossless_7b24ae40a511, 0xff0000000000, 0x0),
        (22, 1, 0, 0, 1, 0): (lossless_6ff45e37438d, 0xffff00000000, 0x0),
        (22, 1, 0, 0, 1, 1): (lossless_7b24ae40a511, 0xff0000000000, 0x0),
        (22, 1, 0, 1, 0, 0): (lossless_5aca36ab87bc, 0xffff00000000, 0x0),
        (22, 1, 0, 1, 0, 1): (lossless_ddd4e375871c, 0xff0000000000, 0x0),
        (22, 1, 0, 1, 1, 0): (lossless_5aca36ab87bc, 0xffff00000000, 0x0),
        (22, 1, 0, 1, 1, 1): (lossless_ddd4e375871c, 0xff0000000000, 0x0),
        (22, 1, 1, 0, 0, 0): (lossless_d4b5a8c8e766, 0xffff00000000, 0x0),
        (22, 1, 1, 0, 0, 1): (lossless_23fd3816bfd1, 0xff0000000000, 0x0),
        (22, 1, 1, 0, 1, 0): (lossless_d4b5a8c8e766, 0xffff00000000, 0x0),
        (22, 1, 1, 0, 1, 1): (lossless_23fd3816bfd1, 0xff0000000000, 0x0),
        (22, 1, 1, 1, 0, 0): (lossless_3a5bf16dc09f, 0xffff00000000, 0x0),
        (22, 1, 1, 1, 0, 1): (lossless_e8d348335a0d, 0xff0000000000, 0x0),
        (22, 1, 1, 1, 1, 0): (lossless_3a5bf16dc09f, 0xffff00000000, 0x0),
        (22, 1, 1, 1, 1, 1): (lossless_e8d348335a0d, 0xff0000000000, 0x0),
        (22, 2, 0, 0, 0, 0): (lossless_4940533f883b, 0xff0000000000, 0x0),
        (22, 2, 0, 0, 1, 0): (lossless_4940533f883b, 0xff0000000000, 0x0),
        (22, 2, 0, 1, 0, 0): (lossless_dee69ad4f876, 0xff0000000000, 0x0),
        (22, 2, 0, 1, 1, 0): (lossless_dee69ad4f876, 0xff0000000000, 0x0),
        (22, 2, 1, 0, 0, 0): (lossless_88dc4ab2e800, 0xff0000000000, 0x0),
        (22, 2, 1, 0, 1, 0): (lossless_88dc4ab2e800, 0xff0000000000, 0x0),
        (22, 2, 1, 1, 0, 0): (lossless_7f6f3fc2e808, 0xff0000000000, 0x0),
        (22, 2, 1, 1, 1, 0): (lossless_7f6f3fc2e808, 0xff0000000000, 0x0),
        (23, 0, 0, 0, 0, 0): (lossless_8833cf66ecd4, 0xff0000000000, 0x0),
        (23, 0, 0, 0, 1, 0): (lossless_e00bdd2d55cf, 0xff0000000000, 0x0),
        (23, 0, 1, 0, 0, 0): (lossless_0e4ef899ec9f, 0xff0000000000, 0x0),
        (23, 0, 1, 0, 1, 0): (lossless_a3e942debd2e, 0xff0000000000, 0x0),
        (23, 1, 0, 0, 0, 0): (lossless_f647c51a7e50, 0xffff00000000, 0x0),
        (23, 1, 0, 0, 0, 1): (lossless_380ca3363c64, 0xff0000000000, 0x0),
        (23, 1, 0, 0, 1, 0): (lossless_f647c51a7e50, 0xffff00000000, 0x0),
        (23, 1, 0, 0, 1, 1): (lossless_380ca3363c64, 0xff0000000000, 0x0),
        (23, 1, 0, 1, 0, 0): (lossless_4710cb9be8c4, 0xffff00000000, 0x0),
        (23, 1, 0, 1, 0, 1): (lossless_47e47e8fe49d, 0xff0000000000, 0x0),
        (23, 1, 0, 1, 1, 0): (lossless_4710cb9be8c4, 0xffff00000000, 0x0),
        (23, 1, 0, 1, 1, 1): (lossless_47e47e8fe49d, 0xff0000000000, 0x0),
        (23, 1, 1, 0, 0, 0): (lossless_b026b9cbe070, 0xffff00000000, 0x0),
        (23, 1, 1, 0, 0, 1): (lossless_aa236c99eb5d, 0xff0000000000, 0x0),
        (23, 1, 1, 0, 1, 0): (lossless_b026b9cbe070, 0xffff00000000, 0x0),
        (23, 1, 1, 0, 1, 1): (lossless_aa236c99eb5d, 0xff0000000000, 0x0),
        (23, 1, 1, 1, 0, 0): (lossless_a084babced2c, 0xffff00000000, 0x0),
        (23, 1, 1, 1, 0, 1): (lossless_99207e2cea4d, 0xff0000000000, 0x0),
        (23, 1, 1, 1, 1, 0): (lossless_a084babced2c, 0xffff00000000, 0x0),
        (23, 1, 1, 1, 1, 1): (lossless_99207e2cea4d, 0xff0000000000, 0x0),
        (23, 2, 0, 0, 0, 0): (lossless_886eeb9f1b95, 0xff0000000000, 0x0),
        (23, 2, 0, 0, 1, 0): (lossless_886eeb9f1b95, 0xff0000000000, 0x0),
        (23, 2, 0, 1, 0, 0): (lossless_feff9fb49c5c, 0xff0000000000, 0x0),
        (23, 2, 0, 1, 1, 0): (lossless_feff9fb49c5c, 0xff0000000000, 0x0),
        (23, 2, 1, 0, 0, 0): (lossless_3d4db28feedd, 0xff0000000000, 0x0),
        (23, 2, 1, 0, 1, 0): (lossless_3d4db28feedd, 0xff0000000000, 0x0),
        (23, 2, 1, 1, 0, 0): (lossless_d8a26eea6780, 0xff0000000000, 0x0),
        (23, 2, 1, 1, 1, 0): (lossless_d8a26eea6780, 0xff0000000000, 0x0),
        (24, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (24, 0, 0, 0, 1, 0): (lossless_295672e013b1, 0xff00000000000000, 0x0),
        (24, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (24, 0, 1, 0, 1, 0): (lossless_9e580928e3c9, 0xff00000000000000, 0x0),
        (24, 1, 0, 0, 0, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (24, 1, 0, 0, 0, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (24, 1, 0, 0, 1, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (24, 1, 0, 0, 1, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (24, 1, 0, 1, 0, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (24, 1, 0, 1, 0, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (24, 1, 0, 1, 1, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (24, 1, 0, 1, 1, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (24, 1, 1, 0, 0, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (24, 1, 1, 0, 0, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (24, 1, 1, 0, 1, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (24, 1, 1, 0, 1, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (24, 1, 1, 1, 0, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (24, 1, 1, 1, 0, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (24, 1, 1, 1, 1, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (24, 1, 1, 1, 1, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (24, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (24, 2, 0, 0, 1, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (24, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (24, 2, 0, 1, 1, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (24, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (24, 2, 1, 0, 1, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (24, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (24, 2, 1, 1, 1, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (25, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (25, 0, 0, 0, 1, 0): (lossless_295672e013b1, 0xff00000000000000, 0x0),
        (25, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (25, 0, 1, 0, 1, 0): (lossless_9e580928e3c9, 0xff00000000000000, 0x0),
        (25, 1, 0, 0, 0, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (25, 1, 0, 0, 0, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (25, 1, 0, 0, 1, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (25, 1, 0, 0, 1, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (25, 1, 0, 1, 0, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (25, 1, 0, 1, 0, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (25, 1, 0, 1, 1, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (25, 1, 0, 1, 1, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (25, 1, 1, 0, 0, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (25, 1, 1, 0, 0, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (25, 1, 1, 0, 1, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (25, 1, 1, 0, 1, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (25, 1, 1, 1, 0, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (25, 1, 1, 1, 0, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (25, 1, 1, 1, 1, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (25, 1, 1, 1, 1, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (25, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (25, 2, 0, 0, 1, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (25, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (25, 2, 0, 1, 1, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (25, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (25, 2, 1, 0, 1, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (25, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (25, 2, 1, 1, 1, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (26, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (26, 0, 0, 0, 1, 0): (lossless_295672e013b1, 0xff00000000000000, 0x0),
        (26, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (26, 0, 1, 0, 1, 0): (lossless_9e580928e3c9, 0xff00000000000000, 0x0),
        (26, 1, 0, 0, 0, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (26, 1, 0, 0, 0, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (26, 1, 0, 0, 1, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (26, 1, 0, 0, 1, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (26, 1, 0, 1, 0, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (26, 1, 0, 1, 0, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (26, 1, 0, 1, 1, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (26, 1, 0, 1, 1, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (26, 1, 1, 0, 0, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (26, 1, 1, 0, 0, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (26, 1, 1, 0, 1, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (26, 1, 1, 0, 1, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (26, 1, 1, 1, 0, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (26, 1, 1, 1, 0, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (26, 1, 1, 1, 1, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (26, 1, 1, 1, 1, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (26, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (26, 2, 0, 0, 1, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (26, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (26, 2, 0, 1, 1, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (26, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (26, 2, 1, 0, 1, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (26, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (26, 2, 1, 1, 1, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (27, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (27, 0, 0, 0, 1, 0): (lossless_295672e013b1, 0xff00000000000000, 0x0),
        (27, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (27, 0, 1, 0, 1, 0): (lossless_9e580928e3c9, 0xff00000000000000, 0x0),
        (27, 1, 0, 0, 0, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (27, 1, 0, 0, 0, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (27, 1, 0, 0, 1, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (27, 1, 0, 0, 1, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (27, 1, 0, 1, 0, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (27, 1, 0, 1, 0, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (27, 1, 0, 1, 1, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (27, 1, 0, 1, 1, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (27, 1, 1, 0, 0, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (27, 1, 1, 0, 0, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (27, 1, 1, 0, 1, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (27, 1, 1, 0, 1, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (27, 1, 1, 1, 0, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (27, 1, 1, 1, 0, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (27, 1, 1, 1, 1, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (27, 1, 1, 1, 1, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (27, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (27, 2, 0, 0, 1, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (27, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (27, 2, 0, 1, 1, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (27, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (27, 2, 1, 0, 1, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (27, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (27, 2, 1, 1, 1, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (28, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (28, 0, 0, 0, 1, 0): (lossless_295672e013b1, 0xff00000000000000, 0x0),
        (28, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (28, 0, 1, 0, 1, 0): (lossless_9e580928e3c9, 0xff00000000000000, 0x0),
        (28, 1, 0, 0, 0, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (28, 1, 0, 0, 0, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (28, 1, 0, 0, 1, 0): (lossless_7fd5af55a618, 0xff0000ff00000000, 0x0),
        (28, 1, 0, 0, 1, 1): (lossless_f44f9d581fc8, 0xff00000000000000, 0x0),
        (28, 1, 0, 1, 0, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (28, 1, 0, 1, 0, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (28, 1, 0, 1, 1, 0): (lossless_46408ba93581, 0xff0000ff00000000, 0x0),
        (28, 1, 0, 1, 1, 1): (lossless_b0a66a99e48b, 0xff00000000000000, 0x0),
        (28, 1, 1, 0, 0, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (28, 1, 1, 0, 0, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (28, 1, 1, 0, 1, 0): (lossless_73d70c89a9ad, 0xff0000ff00000000, 0x0),
        (28, 1, 1, 0, 1, 1): (lossless_3f0fa53a16fb, 0xff00000000000000, 0x0),
        (28, 1, 1, 1, 0, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (28, 1, 1, 1, 0, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (28, 1, 1, 1, 1, 0): (lossless_9f949526d621, 0xff0000ff00000000, 0x0),
        (28, 1, 1, 1, 1, 1): (lossless_a37f33e05b81, 0xff00000000000000, 0x0),
        (28, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (28, 2, 0, 0, 1, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (28, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (28, 2, 0, 1, 1, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (28, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (28, 2, 1, 0, 1, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (28, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (28, 2, 1, 1, 1, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (29, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (29, 0, 0, 0, 1, 0): (lossless_870c79cd96e7, 0xff00000000000000, 0x0),
        (29, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (29, 0, 1, 0, 1, 0): (lossless_b80ff19e0a0d, 0xff00000000000000, 0x0),
        (29, 1, 0, 0, 0, 0): (lossless_d111c5f5ed39, 0xff0000ff00000000, 0x0),
        (29, 1, 0, 0, 0, 1): (lossless_5b3a789e2972, 0xff00000000000000, 0x0),
        (29, 1, 0, 0, 1, 0): (lossless_d111c5f5ed39, 0xff0000ff00000000, 0x0),
        (29, 1, 0, 0, 1, 1): (lossless_5b3a789e2972, 0xff00000000000000, 0x0),
        (29, 1, 0, 1, 0, 0): (lossless_de60d1c3ed5a, 0xff0000ff00000000, 0x0),
        (29, 1, 0, 1, 0, 1): (lossless_7757088b6d4a, 0xff00000000000000, 0x0),
        (29, 1, 0, 1, 1, 0): (lossless_de60d1c3ed5a, 0xff0000ff00000000, 0x0),
        (29, 1, 0, 1, 1, 1): (lossless_7757088b6d4a, 0xff00000000000000, 0x0),
        (29, 1, 1, 0, 0, 0): (lossless_79ceb97e0753, 0xff0000ff00000000, 0x0),
        (29, 1, 1, 0, 0, 1): (lossless_138b2a4cde7d, 0xff00000000000000, 0x0),
        (29, 1, 1, 0, 1, 0): (lossless_79ceb97e0753, 0xff0000ff00000000, 0x0),
        (29, 1, 1, 0, 1, 1): (lossless_138b2a4cde7d, 0xff00000000000000, 0x0),
        (29, 1, 1, 1, 0, 0): (lossless_800425c2e77b, 0xff0000ff00000000, 0x0),
        (29, 1, 1, 1, 0, 1): (lossless_8a3484ee73f6, 0xff00000000000000, 0x0),
        (29, 1, 1, 1, 1, 0): (lossless_800425c2e77b, 0xff0000ff00000000, 0x0),
        (29, 1, 1, 1, 1, 1): (lossless_8a3484ee73f6, 0xff00000000000000, 0x0),
        (29, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (29, 2, 0, 0, 1, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (29, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (29, 2, 0, 1, 1, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (29, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (29, 2, 1, 0, 1, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (29, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (29, 2, 1, 1, 1, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (30, 0, 0, 0, 0, 0): (lossless_fbaa7a8fe0a6, 0xff00000000000000, 0x0),
        (30, 0, 0, 0, 1, 0): (lossless_573b8938f3fc, 0xff00000000000000, 0x0),
        (30, 0, 1, 0, 0, 0): (lossless_378d88984a1f, 0xff00000000000000, 0x0),
        (30, 0, 1, 0, 1, 0): (lossless_7833810781c3, 0xff00000000000000, 0x0),
        (30, 1, 0, 0, 0, 0): (lossless_a0ab92c5e1d0, 0xff0000ff00000000, 0x0),
        (30, 1, 0, 0, 0, 1): (lossless_5e30370021ec, 0xff00000000000000, 0x0),
        (30, 1, 0, 0, 1, 0): (lossless_a0ab92c5e1d0, 0xff0000ff00000000, 0x0),
        (30, 1, 0, 0, 1, 1): (lossless_5e30370021ec, 0xff00000000000000, 0x0),
        (30, 1, 0, 1, 0, 0): (lossless_7faf98141ee8, 0xff0000ff00000000, 0x0),
        (30, 1, 0, 1, 0, 1): (lossless_f20c53aa0e2b, 0xff00000000000000, 0x0),
        (30, 1, 0, 1, 1, 0): (lossless_7faf98141ee8, 0xff0000ff00000000, 0x0),
        (30, 1, 0, 1, 1, 1): (lossless_f20c53aa0e2b, 0xff00000000000000, 0x0),
        (30, 1, 1, 0, 0, 0): (lossless_99f2f3cae0a3, 0xff0000ff00000000, 0x0),
        (30, 1, 1, 0, 0, 1): (lossless_6e16ff0d75f1, 0xff00000000000000, 0x0),
        (30, 1, 1, 0, 1, 0): (lossless_99f2f3cae0a3, 0xff0000ff00000000, 0x0),
        (30, 1, 1, 0, 1, 1): (lossless_6e16ff0d75f1, 0xff00000000000000, 0x0),
        (30, 1, 1, 1, 0, 0): (lossless_1b32bfbd1c90, 0xff0000ff00000000, 0x0),
        (30, 1, 1, 1, 0, 1): (lossless_7b7307e9c79a, 0xff00000000000000, 0x0),
        (30, 1, 1, 1, 1, 0): (lossless_1b32bfbd1c90, 0xff0000ff00000000, 0x0),
        (30, 1, 1, 1, 1, 1): (lossless_7b7307e9c79a, 0xff00000000000000, 0x0),
        (30, 2, 0, 0, 0, 0): (lossless_1bb7dcd61fe3, 0xff00000000000000, 0x0),
        (30, 2, 0, 0, 1, 0): (lossless_1bb7dcd61fe3, 0xff00000000000000, 0x0),
        (30, 2, 0, 1, 0, 0): (lossless_7b617faba4c6, 0xff00000000000000, 0x0),
        (30, 2, 0, 1, 1, 0): (lossless_7b617faba4c6, 0xff00000000000000, 0x0),
        (30, 2, 1, 0, 0, 0): (lossless_6daf029da9b1, 0xff00000000000000, 0x0),
        (30, 2, 1, 0, 1, 0): (lossless_6daf029da9b1, 0xff00000000000000, 0x0),
        (30, 2, 1, 1, 0, 0): (lossless_c1595f35c5c1, 0xff00000000000000, 0x0),
        (30, 2, 1, 1, 1, 0): (lossless_c1595f35c5c1, 0xff00000000000000, 0x0),
        (31, 0, 0, 0, 0, 0): (lossless_3b74439d41fd, 0xff00000000000000, 0x0),
        (31, 0, 0, 0, 1, 0): (lossless_40c94c8e5234, 0xff00000000000000, 0x0),
        (31, 0, 1, 0, 0, 0): (lossless_c48c53bf3816, 0xff00000000000000, 0x0),
        (31, 0, 1, 0, 1, 0): (lossless_2b9cca5c20d7, 0xff00000000000000, 0x0),
        (31, 1, 0, 0, 0, 0): (lossless_58fc8b62ea85, 0xff0000ff00000000, 0x0),
        (31, 1, 0, 0, 0, 1): (lossless_57165bcdabe4, 0xff00000000000000, 0x0),
        (31, 1, 0, 0, 1, 0): (lossless_58fc8b62ea85, 0xff0000ff00000000, 0x0),
        (31, 1, 0, 0, 1, 1): (lossless_57165bcdabe4, 0xff00000000000000, 0x0),
        (31, 1, 0, 1, 0, 0): (lossless_d3f6a3af57fa, 0xff0000ff00000000, 0x0),
        (31, 1, 0, 1, 0, 1): (lossless_ed1cd0364297, 0xff00000000000000, 0x0),
        (31, 1, 0, 1, 1, 0): (lossless_d3f6a3af57fa, 0xff0000ff00000000, 0x0),
        (31, 1, 0, 1, 1, 1): (lossless_ed1cd0364297, 0xff00000000000000, 0x0),
        (31, 1, 1, 0, 0, 0): (lossless_7186cf9f4d15, 0xff0000ff00000000, 0x0),
        (31, 1, 1, 0, 0, 1): (lossless_05ac3b2efadd, 0xff00000000000000, 0x0),
        (31, 1, 1, 0, 1, 0): (lossless_7186cf9f4d15, 0xff0000ff00000000, 0x0),
        (31, 1, 1, 0, 1, 1): (lossless_05ac3b2efadd, 0xff00000000000000, 0x0),
        (31, 1, 1, 1, 0, 0): (lossless_be0efb73cc8a, 0xff0000ff00000000, 0x0),
        (31, 1, 1, 1, 0, 1): (lossless_2332bdbdee45, 0xff00000000000000, 0x0),
        (31, 1, 1, 1, 1, 0): (lossless_be0efb73cc8a, 0xff0000ff00000000, 0x0),
        (31, 1, 1, 1, 1, 1): (lossless_2332bdbdee45, 0xff00000000000000, 0x0),
        (31, 2, 0, 0, 0, 0): (lossless_c40a4f2bc2ab, 0xff00000000000000, 0x0),
        (31, 2, 0, 0, 1, 0): (lossless_c40a4f2bc2ab, 0xff00000000000000, 0x0),
        (31, 2, 0, 1, 0, 0): (lossless_383c32c4de33, 0xff00000000000000, 0x0),
        (31, 2, 0, 1, 1, 0): (lossless_383c32c4de33, 0xff00000000000000, 0x0),
        (31, 2, 1, 0, 0, 0): (lossless_18b640b869cc, 0xff00000000000000, 0x0),
        (31, 2, 1, 0, 1, 0): (lossless_18b640b869cc, 0xff00000000000000, 0x0),
        (31, 2, 1, 1, 0, 0): (lossless_6231923d5edb, 0xff00000000000000, 0x0),
        (31, 2, 1, 1, 1, 0): (lossless_6231923d5edb, 0xff00000000000000, 0x0),
        (32, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (32, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (32, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (32, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (32, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (32, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (32, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (32, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (32, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (32, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (32, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (32, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (32, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (32, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (32, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (32, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (32, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (32, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (32, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (32, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (32, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (32, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (32, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (32, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (32, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (32, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (32, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (32, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (33, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (33, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (33, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (33, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (33, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (33, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (33, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (33, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (33, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (33, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (33, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (33, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (33, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (33, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (33, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (33, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (33, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (33, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (33, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (33, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (33, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (33, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (33, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (33, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (33, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (33, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (33, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (33, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (34, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (34, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (34, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (34, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (34, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (34, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (34, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (34, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (34, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (34, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (34, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (34, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (34, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (34, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (34, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (34, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (34, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (34, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (34, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (34, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (34, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (34, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (34, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (34, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (34, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (34, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (34, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (34, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (35, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (35, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (35, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (35, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (35, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (35, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (35, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (35, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (35, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (35, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (35, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (35, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (35, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (35, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (35, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (35, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (35, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (35, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (35, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (35, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (35, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (35, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (35, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (35, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (35, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (35, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (35, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (35, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (36, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (36, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (36, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (36, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (36, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (36, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (36, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (36, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (36, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (36, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (36, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (36, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (36, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (36, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (36, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (36, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (36, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (36, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (36, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (36, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (36, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (36, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (36, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (36, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (36, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (36, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (36, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (36, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (37, 0, 0, 0, 0, 0): (lossless_d562240ad507, 0xff0000000000, 0x0),
        (37, 0, 0, 0, 1, 0): (lossless_76ec3421974c, 0xff0000000000, 0x0),
        (37, 0, 1, 0, 0, 0): (lossless_f136dee0f91b, 0xff0000000000, 0x0),
        (37, 0, 1, 0, 1, 0): (lossless_33942adae92d, 0xff0000000000, 0x0),
        (37, 1, 0, 0, 0, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (37, 1, 0, 0, 0, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (37, 1, 0, 0, 1, 0): (lossless_aed1a0c4ad6e, 0xffff00000000, 0x0),
        (37, 1, 0, 0, 1, 1): (lossless_66d2f48fd6dd, 0xff0000000000, 0x0),
        (37, 1, 0, 1, 0, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (37, 1, 0, 1, 0, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (37, 1, 0, 1, 1, 0): (lossless_937917285dc3, 0xffff00000000, 0x0),
        (37, 1, 0, 1, 1, 1): (lossless_504baad21079, 0xff0000000000, 0x0),
        (37, 1, 1, 0, 0, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (37, 1, 1, 0, 0, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (37, 1, 1, 0, 1, 0): (lossless_1be26e364e52, 0xffff00000000, 0x0),
        (37, 1, 1, 0, 1, 1): (lossless_5cc9dac0472e, 0xff0000000000, 0x0),
        (37, 1, 1, 1, 0, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (37, 1, 1, 1, 0, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (37, 1, 1, 1, 1, 0): (lossless_6337f3f264b3, 0xffff00000000, 0x0),
        (37, 1, 1, 1, 1, 1): (lossless_33d30ac8d762, 0xff0000000000, 0x0),
        (37, 2, 0, 0, 0, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (37, 2, 0, 0, 1, 0): (lossless_cbd907a7e1dd, 0xff0000000000, 0x0),
        (37, 2, 0, 1, 0, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (37, 2, 0, 1, 1, 0): (lossless_f42e30e4fdfe, 0xff0000000000, 0x0),
        (37, 2, 1, 0, 0, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (37, 2, 1, 0, 1, 0): (lossless_181fc3b90d94, 0xff0000000000, 0x0),
        (37, 2, 1, 1, 0, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (37, 2, 1, 1, 1, 0): (lossless_8eb13c88082f, 0xff0000000000, 0x0),
        (38, 1, 0, 0, 0, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (38, 1, 0, 0, 0, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (38, 1, 0, 0, 1, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (38, 1, 0, 0, 1, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (38, 1, 0, 1, 0, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (38, 1, 0, 1, 0, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (38, 1, 0, 1, 1, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (38, 1, 0, 1, 1, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (38, 2, 0, 0, 0, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (38, 2, 0, 0, 1, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (38, 2, 0, 1, 0, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (38, 2, 0, 1, 1, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (39, 1, 0, 0, 0, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (39, 1, 0, 0, 0, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (39, 1, 0, 0, 1, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (39, 1, 0, 0, 1, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (39, 1, 0, 1, 0, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (39, 1, 0, 1, 0, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (39, 1, 0, 1, 1, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (39, 1, 0, 1, 1, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (39, 2, 0, 0, 0, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (39, 2, 0, 0, 1, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (39, 2, 0, 1, 0, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (39, 2, 0, 1, 1, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (40, 1, 0, 0, 0, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (40, 1, 0, 0, 0, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (40, 1, 0, 0, 1, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (40, 1, 0, 0, 1, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (40, 1, 0, 1, 0, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (40, 1, 0, 1, 0, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (40, 1, 0, 1, 1, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (40, 1, 0, 1, 1, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (40, 2, 0, 0, 0, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (40, 2, 0, 0, 1, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (40, 2, 0, 1, 0, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (40, 2, 0, 1, 1, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (41, 1, 0, 0, 0, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (41, 1, 0, 0, 0, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (41, 1, 0, 0, 1, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (41, 1, 0, 0, 1, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (41, 1, 0, 1, 0, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (41, 1, 0, 1, 0, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (41, 1, 0, 1, 1, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (41, 1, 0, 1, 1, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (41, 2, 0, 0, 0, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (41, 2, 0, 0, 1, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (41, 2, 0, 1, 0, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (41, 2, 0, 1, 1, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (42, 1, 0, 0, 0, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (42, 1, 0, 0, 0, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (42, 1, 0, 0, 1, 0): (lossless_1b4b319b5e12, 0xff00ffff00000000, 0x0),
        (42, 1, 0, 0, 1, 1): (lossless_2e63162e0e65, 0xff00ff0000000000, 0x0),
        (42, 1, 0, 1, 0, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (42, 1, 0, 1, 0, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (42, 1, 0, 1, 1, 0): (lossless_03fe05f59833, 0xff00ffff00000000, 0x0),
        (42, 1, 0, 1, 1, 1): (lossless_2b3090b4e410, 0xff00ff0000000000, 0x0),
        (42, 2, 0, 0, 0, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (42, 2, 0, 0, 1, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (42, 2, 0, 1, 0, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (42, 2, 0, 1, 1, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (64, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (64, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (64, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (64, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (64, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (64, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (64, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (64, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (64, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (64, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (64, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (64, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (65, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (65, 0, 0, 0, 1, 0): (lossless_1671f5bcc510, 0x0, 0x0),
        (65, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (65, 0, 1, 0, 1, 0): (lossless_726500fd4b26, 0x0, 0x0),
        (65, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (65, 2, 0, 0, 1, 0): (lossless_f4de83690834, 0x0, 0x0),
        (65, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (65, 2, 0, 1, 1, 0): (lossless_1728d7fa9074, 0x0, 0x0),
        (65, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (65, 2, 1, 0, 1, 0): (lossless_25917bdb0339, 0x0, 0x0),
        (65, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (65, 2, 1, 1, 1, 0): (lossless_44ccd575d70d, 0x0, 0x0),
        (66, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (66, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (66, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (66, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (66, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (66, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (66, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (66, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (66, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (66, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (66, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (66, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (67, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (67, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (67, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (67, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (67, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (67, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (67, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (67, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (67, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (67, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (67, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (67, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (68, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (68, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (68, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (68, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (68, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (68, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (68, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (68, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (68, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (68, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (68, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (68, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (69, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (69, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (69, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (69, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (69, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (69, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (69, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (69, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (69, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (69, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (69, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (69, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (70, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (70, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (70, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (70, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (70, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (70, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (70, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (70, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (70, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (70, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (70, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (70, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (71, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (71, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (71, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (71, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (71, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (71, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (71, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (71, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (71, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (71, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (71, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (71, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (72, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (72, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (72, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (72, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (72, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (72, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (72, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (72, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (72, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (72, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (72, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (72, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (73, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (73, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (73, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (73, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (73, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (73, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (73, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (73, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (73, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (73, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (73, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (73, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (74, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (74, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (74, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (74, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (74, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (74, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (74, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (74, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (74, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (74, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (74, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (74, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (75, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (75, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (75, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (75, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (75, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (75, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (75, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (75, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (75, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (75, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (75, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (75, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (76, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (76, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (76, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (76, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (76, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (76, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (76, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (76, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (76, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (76, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (76, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (76, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (77, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (77, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (77, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (77, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (77, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (77, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (77, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (77, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (77, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (77, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (78, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (78, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (78, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (78, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (78, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (78, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (78, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (78, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (78, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (78, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (79, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (79, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (79, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (79, 0, 1, 0, 1, 0): (lossless_4feba81ded3b, 0x0, 0x0),
        (79, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (79, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (79, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (79, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (79, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (79, 2, 1, 0, 1, 0): (lossless_87c178c10b15, 0x0, 0x0),
        (79, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (79, 2, 1, 1, 1, 0): (lossless_69952e1bf165, 0x0, 0x0),
        (80, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (80, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (80, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (80, 0, 1, 0, 1, 0): (lossless_4feba81ded3b, 0x0, 0x0),
        (80, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (80, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (80, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (80, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (80, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (80, 2, 1, 0, 1, 0): (lossless_87c178c10b15, 0x0, 0x0),
        (80, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (80, 2, 1, 1, 1, 0): (lossless_69952e1bf165, 0x0, 0x0),
        (81, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (81, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (81, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (81, 0, 1, 0, 1, 0): (lossless_4feba81ded3b, 0x0, 0x0),
        (81, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (81, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (81, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (81, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (81, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (81, 2, 1, 0, 1, 0): (lossless_87c178c10b15, 0x0, 0x0),
        (81, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (81, 2, 1, 1, 1, 0): (lossless_69952e1bf165, 0x0, 0x0),
        (82, 0, 0, 0, 0, 0): (lossless_d296f43362e5, 0xff00000000000000, 0x0),
        (82, 0, 0, 0, 1, 0): (lossless_63b3ed66b106, 0x0, 0x0),
        (82, 0, 1, 0, 0, 0): (lossless_f9dabe3cb95e, 0xff00000000000000, 0x0),
        (82, 0, 1, 0, 1, 0): (lossless_43309ec20b3a, 0x0, 0x0),
        (82, 2, 0, 0, 0, 0): (lossless_f5955a1dd276, 0xff00000000000000, 0x0),
        (82, 2, 0, 0, 1, 0): (lossless_15348ce927e9, 0x0, 0x0),
        (82, 2, 0, 1, 0, 0): (lossless_51f7ddf68796, 0xff00000000000000, 0x0),
        (82, 2, 0, 1, 1, 0): (lossless_3951388bd0b6, 0x0, 0x0),
        (82, 2, 1, 0, 0, 0): (lossless_6c6b7625fa9c, 0xff00000000000000, 0x0),
        (82, 2, 1, 0, 1, 0): (lossless_c1386e44ce8c, 0x0, 0x0),
        (82, 2, 1, 1, 0, 0): (lossless_d42e94475088, 0xff00000000000000, 0x0),
        (82, 2, 1, 1, 1, 0): (lossless_54cddbc70e48, 0x0, 0x0),
        (96, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (96, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (96, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (96, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (96, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (96, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (96, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (96, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (96, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (96, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (96, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (96, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (97, 0, 0, 0, 0, 0): (lossless_3b74439d41fd, 0xff00000000000000, 0x0),
        (97, 0, 0, 0, 1, 0): (lossless_db681f144614, 0x0, 0x0),
        (97, 0, 1, 0, 0, 0): (lossless_c48c53bf3816, 0xff00000000000000, 0x0),
        (97, 0, 1, 0, 1, 0): (lossless_ad59a2d338e5, 0x0, 0x0),
        (97, 2, 0, 0, 0, 0): (lossless_c40a4f2bc2ab, 0xff00000000000000, 0x0),
        (97, 2, 0, 0, 1, 0): (lossless_bf6f553b6289, 0x0, 0x0),
        (97, 2, 0, 1, 0, 0): (lossless_383c32c4de33, 0xff00000000000000, 0x0),
        (97, 2, 0, 1, 1, 0): (lossless_521889f2950b, 0x0, 0x0),
        (97, 2, 1, 0, 0, 0): (lossless_18b640b869cc, 0xff00000000000000, 0x0),
        (97, 2, 1, 0, 1, 0): (lossless_11162d5eedde, 0x0, 0x0),
        (97, 2, 1, 1, 0, 0): (lossless_6231923d5edb, 0xff00000000000000, 0x0),
        (97, 2, 1, 1, 1, 0): (lossless_d7ec6ff1f2d5, 0x0, 0x0),
        (98, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (98, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (98, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (98, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (98, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (98, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (98, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (98, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (98, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (98, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (98, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (98, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (99, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (99, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (99, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (99, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (99, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (99, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (99, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (99, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (99, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (99, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (99, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (99, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (100, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (100, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (100, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (100, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (100, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (100, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (100, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (100, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (100, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (100, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (100, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (100, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (101, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (101, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (101, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (101, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (101, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (101, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (101, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (101, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (101, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (101, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (101, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (101, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (102, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (102, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (102, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (102, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (102, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (102, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (102, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (102, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (102, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (102, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (102, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (102, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (103, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (103, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (103, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (103, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (103, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (103, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (103, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (103, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (103, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (103, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (103, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (103, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (104, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (104, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (104, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (104, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (104, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (104, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (104, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (104, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (104, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (104, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (104, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (104, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (105, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (105, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (105, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (105, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (105, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (105, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (105, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (105, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (105, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (105, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (105, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (105, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (106, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (106, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (106, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (106, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (106, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (106, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (106, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (106, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (106, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (106, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (106, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (106, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (107, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (107, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (107, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (107, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (107, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (107, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (107, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (107, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (107, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (107, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (107, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (107, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (108, 0, 0, 0, 0, 0): (lossless_e87904f69c22, 0xff00000000000000, 0x0),
        (108, 0, 0, 0, 1, 0): (lossless_92f960a28dd5, 0x0, 0x0),
        (108, 0, 1, 0, 0, 0): (lossless_b95493337854, 0xff00000000000000, 0x0),
        (108, 0, 1, 0, 1, 0): (lossless_e43cf41eb7b8, 0x0, 0x0),
        (108, 2, 0, 0, 0, 0): (lossless_7245b0646ccb, 0xff00000000000000, 0x0),
        (108, 2, 0, 0, 1, 0): (lossless_1d55873ba0ba, 0x0, 0x0),
        (108, 2, 0, 1, 0, 0): (lossless_feb75eaaffb0, 0xff00000000000000, 0x0),
        (108, 2, 0, 1, 1, 0): (lossless_dc4fc4974b99, 0x0, 0x0),
        (108, 2, 1, 0, 0, 0): (lossless_f3c693f02144, 0xff00000000000000, 0x0),
        (108, 2, 1, 0, 1, 0): (lossless_987cf1fce7e1, 0x0, 0x0),
        (108, 2, 1, 1, 0, 0): (lossless_23f1d1925ee9, 0xff00000000000000, 0x0),
        (108, 2, 1, 1, 1, 0): (lossless_98125578c6c2, 0x0, 0x0),
        (125, 2, 0, 0, 0, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (125, 2, 0, 0, 1, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (125, 2, 0, 1, 0, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (125, 2, 0, 1, 1, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (126, 2, 0, 0, 0, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (126, 2, 0, 0, 1, 0): (lossless_0bdcfc309709, 0xff00ff0000000000, 0x0),
        (126, 2, 0, 1, 0, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
        (126, 2, 0, 1, 1, 0): (lossless_072eef71e187, 0xff00ff0000000000, 0x0),
    }
