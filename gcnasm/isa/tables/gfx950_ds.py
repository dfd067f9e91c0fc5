"""gfx950 DS templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    F_swizzle = F['swizzle']
    F_u16_dec = F['u16_dec']
    M_map_0140201f = R['map_0140201f'][1]
    M_map_048b1485 = R['map_048b1485'][1]
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
    def shape_098fed8c4aff(s):
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
        return render, takes_literal
    def shape_0ced829b3260(s):
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
        return render, takes_literal
    def shape_1453f427646e(s):
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
        return render, takes_literal
    def shape_155bdb718cff(s):
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
        return render, takes_literal
    def shape_197959bbd97f(s):
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
        return render, takes_literal
    def shape_22b4db317f00(s):
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
        return render, takes_literal
    def shape_234c440bf269(s):
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
        return render, takes_literal
    def shape_260e9f7e0142(s):
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
        return render, takes_literal
    def shape_26c773d8a706(s):
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
        return render, takes_literal
    def shape_273ca6315f3b(s):
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
        return render, takes_literal
    def shape_290857aac413(s):
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
        return render, takes_literal
    def shape_2b33c3ad33c5(s):
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
        return render, takes_literal
    def shape_2c08edb8eba1(s):
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
        return render, takes_literal
    def shape_2f66c737fb6f(s):
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
        return render, takes_literal
    def shape_30a089815983(s):
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
        return render, takes_literal
    def shape_311f980af1bc(s):
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
        return render, takes_literal
    def shape_383ec4d34bcd(s):
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
        return render, takes_literal
    def shape_3b023149f4fe(s):
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
        return render, takes_literal
    def shape_3b7ea89cb507(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_5b377423[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 65535)
            if t3 == 0: t2 = ''
            else:
                t2 = F_u16_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_048b1485[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_445eef89[((v >> 40) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_445eef89[((v >> 48) & 255)]
            if t6 is None: raise Invalid
            t7 = M_map_445eef89[((v >> 56) & 255)]
            if t7 is None: raise Invalid
            return s0 + t1 + t2 + s1 + t4 + t5 + t6 + t7
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_419927fc548b(s):
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
        return render, takes_literal
    def shape_41e0ad9b8542(s):
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
        return render, takes_literal
    def shape_4d299c33f008(s):
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
        return render, takes_literal
    def shape_4f9b4dfa5e17(s):
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
        return render, takes_literal
    def shape_56cb19464a68(s):
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
        return render, takes_literal
    def shape_5f23313b828d(s):
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
        return render, takes_literal
    def shape_62272ef5274d(s):
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
        return render, takes_literal
    def shape_632c77b42360(s):
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
        return render, takes_literal
    def shape_63682c825d72(s):
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
        return render, takes_literal
    def shape_69eb0b37b48a(s):
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
        return render, takes_literal
    def shape_7791f24f0cd3(s):
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
        return render, takes_literal
    def shape_85e56b4e542e(s):
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
        return render, takes_literal
    def shape_8a4e60fca261(s):
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
        return render, takes_literal
    def shape_8cb3bbd9d6c3(s):
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
        return render, takes_literal
    def shape_92bb8ce67a5f(s):
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
        return render, takes_literal
    def shape_92fcdd4bcc73(s):
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
        return render, takes_literal
    def shape_9a5c82e5f985(s):
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
        return render, takes_literal
    def shape_a165d0d609a7(s):
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
        return render, takes_literal
    def shape_a2682fc84657(s):
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
        return render, takes_literal
    def shape_afa78b33228b(s):
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
        return render, takes_literal
    def shape_b1d6bf1ff225(s):
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
        return render, takes_literal
    def shape_bf6d424d792d(s):
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
        return render, takes_literal
    def shape_c425ee9d1f4c(s):
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
        return render, takes_literal
    def shape_d2b8c490448d(s):
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
        return render, takes_literal
    def shape_d4f6ff418330(s):
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
        return render, takes_literal
    def shape_dbad7dc22a2c(s):
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
        return render, takes_literal
    def shape_dd7f05ffe1d0(s):
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
        return render, takes_literal
    def shape_e5d4f04c53ea(s):
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
        return render, takes_literal
    def shape_effa3e037d37(s):
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
        return render, takes_literal
    def shape_f2a964175530(s):
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
        return render, takes_literal
    def shape_f5579f0898a9(s):
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
        return render, takes_literal
    def shape_f7e4d9335f0d(s):
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
        return render, takes_literal
    def shape_fb940ce7d8f0(s):
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
        return render, takes_literal
    def shape_fca7d21f41cc(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 65535)
            if t2 == 0: t1 = ''
            else:
                t1 = F_u16_dec(t2)
                if t1 is None: raise Invalid
                t1 = ' offset:' + t1 + ''
            t3 = M_map_048b1485[((v >> 16) & 1)]
            if t3 is None: raise Invalid
            t4 = M_map_445eef89[((v >> 32) & 255)]
            if t4 is None: raise Invalid
            t5 = M_map_445eef89[((v >> 40) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_445eef89[((v >> 48) & 255)]
            if t6 is None: raise Invalid
            t7 = M_map_445eef89[((v >> 56) & 255)]
            if t7 is None: raise Invalid
            return s0 + t1 + s1 + t3 + t4 + t5 + t6 + t7
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_fcd885c5b9ff(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 32) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 0) & 65535)
            if t3 == 0: t2 = ''
            else:
                t2 = F_u16_dec(t3)
                if t2 is None: raise Invalid
                t2 = ' offset:' + t2 + ''
            t4 = M_map_048b1485[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_445eef89[((v >> 40) & 255)]
            if t5 is None: raise Invalid
            t6 = M_map_445eef89[((v >> 48) & 255)]
            if t6 is None: raise Invalid
            t7 = M_map_445eef89[((v >> 56) & 255)]
            if t7 is None: raise Invalid
            return s0 + t1 + t2 + s1 + t4 + t5 + t6 + t7
        def takes_literal(v):
            return False
        return render, takes_literal
    return {
        (0, 0): (shape_2f66c737fb6f, ('ds_add_u32 ', ', ')),
        (0, 1): (shape_d2b8c490448d, ('ds_add_u32 ', ', ')),
        (1, 0): (shape_2f66c737fb6f, ('ds_sub_u32 ', ', ')),
        (1, 1): (shape_d2b8c490448d, ('ds_sub_u32 ', ', ')),
        (2, 0): (shape_2f66c737fb6f, ('ds_rsub_u32 ', ', ')),
        (2, 1): (shape_d2b8c490448d, ('ds_rsub_u32 ', ', ')),
        (3, 0): (shape_2f66c737fb6f, ('ds_inc_u32 ', ', ')),
        (3, 1): (shape_d2b8c490448d, ('ds_inc_u32 ', ', ')),
        (4, 0): (shape_2f66c737fb6f, ('ds_dec_u32 ', ', ')),
        (4, 1): (shape_d2b8c490448d, ('ds_dec_u32 ', ', ')),
        (5, 0): (shape_2f66c737fb6f, ('ds_min_i32 ', ', ')),
        (5, 1): (shape_d2b8c490448d, ('ds_min_i32 ', ', ')),
        (6, 0): (shape_2f66c737fb6f, ('ds_max_i32 ', ', ')),
        (6, 1): (shape_d2b8c490448d, ('ds_max_i32 ', ', ')),
        (7, 0): (shape_2f66c737fb6f, ('ds_min_u32 ', ', ')),
        (7, 1): (shape_d2b8c490448d, ('ds_min_u32 ', ', ')),
        (8, 0): (shape_2f66c737fb6f, ('ds_max_u32 ', ', ')),
        (8, 1): (shape_d2b8c490448d, ('ds_max_u32 ', ', ')),
        (9, 0): (shape_2f66c737fb6f, ('ds_and_b32 ', ', ')),
        (9, 1): (shape_d2b8c490448d, ('ds_and_b32 ', ', ')),
        (10, 0): (shape_2f66c737fb6f, ('ds_or_b32 ', ', ')),
        (10, 1): (shape_d2b8c490448d, ('ds_or_b32 ', ', ')),
        (11, 0): (shape_2f66c737fb6f, ('ds_xor_b32 ', ', ')),
        (11, 1): (shape_d2b8c490448d, ('ds_xor_b32 ', ', ')),
        (12, 0): (shape_4f9b4dfa5e17, ('ds_mskor_b32 ', ', ', ', ')),
        (12, 1): (shape_5f23313b828d, ('ds_mskor_b32 ', ', ', ', ')),
        (13, 0): (shape_2f66c737fb6f, ('ds_write_b32 ', ', ')),
        (13, 1): (shape_d2b8c490448d, ('ds_write_b32 ', ', ')),
        (14, 0): (shape_1453f427646e, ('ds_write2_b32 ', ', ', ', ')),
        (14, 1): (shape_afa78b33228b, ('ds_write2_b32 ', ', ', ', ')),
        (15, 0): (shape_1453f427646e, ('ds_write2st64_b32 ', ', ', ', ')),
        (15, 1): (shape_afa78b33228b, ('ds_write2st64_b32 ', ', ', ', ')),
        (16, 0): (shape_4f9b4dfa5e17, ('ds_cmpst_b32 ', ', ', ', ')),
        (16, 1): (shape_5f23313b828d, ('ds_cmpst_b32 ', ', ', ', ')),
        (17, 0): (shape_4f9b4dfa5e17, ('ds_cmpst_f32 ', ', ', ', ')),
        (17, 1): (shape_5f23313b828d, ('ds_cmpst_f32 ', ', ', ', ')),
        (18, 0): (shape_2f66c737fb6f, ('ds_min_f32 ', ', ')),
        (18, 1): (shape_d2b8c490448d, ('ds_min_f32 ', ', ')),
        (19, 0): (shape_2f66c737fb6f, ('ds_max_f32 ', ', ')),
        (19, 1): (shape_d2b8c490448d, ('ds_max_f32 ', ', ')),
        (20, 0): (shape_e5d4f04c53ea, ('ds_nop',)),
        (21, 0): (shape_2f66c737fb6f, ('ds_add_f32 ', ', ')),
        (21, 1): (shape_d2b8c490448d, ('ds_add_f32 ', ', ')),
        (23, 0): (shape_2f66c737fb6f, ('ds_pk_add_f16 ', ', ')),
        (23, 1): (shape_d2b8c490448d, ('ds_pk_add_f16 ', ', ')),
        (24, 0): (shape_2f66c737fb6f, ('ds_pk_add_bf16 ', ', ')),
        (24, 1): (shape_d2b8c490448d, ('ds_pk_add_bf16 ', ', ')),
        (29, 0): (shape_8a4e60fca261, ('ds_write_addtid_b32 ',)),
        (29, 1): (shape_effa3e037d37, ('ds_write_addtid_b32 ',)),
        (30, 0): (shape_2f66c737fb6f, ('ds_write_b8 ', ', ')),
        (30, 1): (shape_d2b8c490448d, ('ds_write_b8 ', ', ')),
        (31, 0): (shape_2f66c737fb6f, ('ds_write_b16 ', ', ')),
        (31, 1): (shape_d2b8c490448d, ('ds_write_b16 ', ', ')),
        (32, 0): (shape_63682c825d72, ('ds_add_rtn_u32 ', ', ', ', ')),
        (32, 1): (shape_41e0ad9b8542, ('ds_add_rtn_u32 ', ', ', ', ')),
        (33, 0): (shape_63682c825d72, ('ds_sub_rtn_u32 ', ', ', ', ')),
        (33, 1): (shape_41e0ad9b8542, ('ds_sub_rtn_u32 ', ', ', ', ')),
        (34, 0): (shape_63682c825d72, ('ds_rsub_rtn_u32 ', ', ', ', ')),
        (34, 1): (shape_41e0ad9b8542, ('ds_rsub_rtn_u32 ', ', ', ', ')),
        (35, 0): (shape_63682c825d72, ('ds_inc_rtn_u32 ', ', ', ', ')),
        (35, 1): (shape_41e0ad9b8542, ('ds_inc_rtn_u32 ', ', ', ', ')),
        (36, 0): (shape_63682c825d72, ('ds_dec_rtn_u32 ', ', ', ', ')),
        (36, 1): (shape_41e0ad9b8542, ('ds_dec_rtn_u32 ', ', ', ', ')),
        (37, 0): (shape_63682c825d72, ('ds_min_rtn_i32 ', ', ', ', ')),
        (37, 1): (shape_41e0ad9b8542, ('ds_min_rtn_i32 ', ', ', ', ')),
        (38, 0): (shape_63682c825d72, ('ds_max_rtn_i32 ', ', ', ', ')),
        (38, 1): (shape_41e0ad9b8542, ('ds_max_rtn_i32 ', ', ', ', ')),
        (39, 0): (shape_63682c825d72, ('ds_min_rtn_u32 ', ', ', ', ')),
        (39, 1): (shape_41e0ad9b8542, ('ds_min_rtn_u32 ', ', ', ', ')),
        (40, 0): (shape_63682c825d72, ('ds_max_rtn_u32 ', ', ', ', ')),
        (40, 1): (shape_41e0ad9b8542, ('ds_max_rtn_u32 ', ', ', ', ')),
        (41, 0): (shape_63682c825d72, ('ds_and_rtn_b32 ', ', ', ', ')),
        (41, 1): (shape_41e0ad9b8542, ('ds_and_rtn_b32 ', ', ', ', ')),
        (42, 0): (shape_63682c825d72, ('ds_or_rtn_b32 ', ', ', ', ')),
        (42, 1): (shape_41e0ad9b8542, ('ds_or_rtn_b32 ', ', ', ', ')),
        (43, 0): (shape_63682c825d72, ('ds_xor_rtn_b32 ', ', ', ', ')),
        (43, 1): (shape_41e0ad9b8542, ('ds_xor_rtn_b32 ', ', ', ', ')),
        (44, 0): (shape_30a089815983, ('ds_mskor_rtn_b32 ', ', ', ', ', ', ')),
        (44, 1): (shape_a2682fc84657, ('ds_mskor_rtn_b32 ', ', ', ', ', ', ')),
        (45, 0): (shape_63682c825d72, ('ds_wrxchg_rtn_b32 ', ', ', ', ')),
        (45, 1): (shape_41e0ad9b8542, ('ds_wrxchg_rtn_b32 ', ', ', ', ')),
        (46, 0): (shape_2b33c3ad33c5, ('ds_wrxchg2_rtn_b32 ', ', ', ', ', ', ')),
        (46, 1): (shape_26c773d8a706, ('ds_wrxchg2_rtn_b32 ', ', ', ', ', ', ')),
        (47, 0): (shape_2b33c3ad33c5, ('ds_wrxchg2st64_rtn_b32 ', ', ', ', ', ', ')),
        (47, 1): (shape_26c773d8a706, ('ds_wrxchg2st64_rtn_b32 ', ', ', ', ', ', ')),
        (48, 0): (shape_30a089815983, ('ds_cmpst_rtn_b32 ', ', ', ', ', ', ')),
        (48, 1): (shape_a2682fc84657, ('ds_cmpst_rtn_b32 ', ', ', ', ', ', ')),
        (49, 0): (shape_30a089815983, ('ds_cmpst_rtn_f32 ', ', ', ', ', ', ')),
        (49, 1): (shape_a2682fc84657, ('ds_cmpst_rtn_f32 ', ', ', ', ', ', ')),
        (50, 0): (shape_63682c825d72, ('ds_min_rtn_f32 ', ', ', ', ')),
        (50, 1): (shape_41e0ad9b8542, ('ds_min_rtn_f32 ', ', ', ', ')),
        (51, 0): (shape_63682c825d72, ('ds_max_rtn_f32 ', ', ', ', ')),
        (51, 1): (shape_41e0ad9b8542, ('ds_max_rtn_f32 ', ', ', ', ')),
        (52, 0): (shape_30a089815983, ('ds_wrap_rtn_b32 ', ', ', ', ', ', ')),
        (52, 1): (shape_a2682fc84657, ('ds_wrap_rtn_b32 ', ', ', ', ', ', ')),
        (53, 0): (shape_63682c825d72, ('ds_add_rtn_f32 ', ', ', ', ')),
        (53, 1): (shape_41e0ad9b8542, ('ds_add_rtn_f32 ', ', ', ', ')),
        (54, 0): (shape_8cb3bbd9d6c3, ('ds_read_b32 ', ', ')),
        (54, 1): (shape_632c77b42360, ('ds_read_b32 ', ', ')),
        (55, 0): (shape_9a5c82e5f985, ('ds_read2_b32 ', ', ')),
        (55, 1): (shape_f5579f0898a9, ('ds_read2_b32 ', ', ')),
        (56, 0): (shape_9a5c82e5f985, ('ds_read2st64_b32 ', ', ')),
        (56, 1): (shape_f5579f0898a9, ('ds_read2st64_b32 ', ', ')),
        (57, 0): (shape_8cb3bbd9d6c3, ('ds_read_i8 ', ', ')),
        (57, 1): (shape_632c77b42360, ('ds_read_i8 ', ', ')),
        (58, 0): (shape_8cb3bbd9d6c3, ('ds_read_u8 ', ', ')),
        (58, 1): (shape_632c77b42360, ('ds_read_u8 ', ', ')),
        (59, 0): (shape_8cb3bbd9d6c3, ('ds_read_i16 ', ', ')),
        (59, 1): (shape_632c77b42360, ('ds_read_i16 ', ', ')),
        (60, 0): (shape_8cb3bbd9d6c3, ('ds_read_u16 ', ', ')),
        (60, 1): (shape_632c77b42360, ('ds_read_u16 ', ', ')),
        (61, 0): (shape_260e9f7e0142, ('ds_swizzle_b32 ', ', ')),
        (61, 1): (shape_bf6d424d792d, ('ds_swizzle_b32 ', ', ')),
        (62, 0): (shape_383ec4d34bcd, ('ds_permute_b32 ', ', ', ', ')),
        (62, 1): (shape_d4f6ff418330, ('ds_permute_b32 ', ', ', ', ')),
        (63, 0): (shape_383ec4d34bcd, ('ds_bpermute_b32 ', ', ', ', ')),
        (63, 1): (shape_d4f6ff418330, ('ds_bpermute_b32 ', ', ', ', ')),
        (64, 0): (shape_197959bbd97f, ('ds_add_u64 ', ', ')),
        (64, 1): (shape_fb940ce7d8f0, ('ds_add_u64 ', ', ')),
        (65, 0): (shape_197959bbd97f, ('ds_sub_u64 ', ', ')),
        (65, 1): (shape_fb940ce7d8f0, ('ds_sub_u64 ', ', ')),
        (66, 0): (shape_197959bbd97f, ('ds_rsub_u64 ', ', ')),
        (66, 1): (shape_fb940ce7d8f0, ('ds_rsub_u64 ', ', ')),
        (67, 0): (shape_197959bbd97f, ('ds_inc_u64 ', ', ')),
        (67, 1): (shape_fb940ce7d8f0, ('ds_inc_u64 ', ', ')),
        (68, 0): (shape_197959bbd97f, ('ds_dec_u64 ', ', ')),
        (68, 1): (shape_fb940ce7d8f0, ('ds_dec_u64 ', ', ')),
        (69, 0): (shape_197959bbd97f, ('ds_min_i64 ', ', ')),
        (69, 1): (shape_fb940ce7d8f0, ('ds_min_i64 ', ', ')),
        (70, 0): (shape_197959bbd97f, ('ds_max_i64 ', ', ')),
        (70, 1): (shape_fb940ce7d8f0, ('ds_max_i64 ', ', ')),
        (71, 0): (shape_197959bbd97f, ('ds_min_u64 ', ', ')),
        (71, 1): (shape_fb940ce7d8f0, ('ds_min_u64 ', ', ')),
        (72, 0): (shape_197959bbd97f, ('ds_max_u64 ', ', ')),
        (72, 1): (shape_fb940ce7d8f0, ('ds_max_u64 ', ', ')),
        (73, 0): (shape_197959bbd97f, ('ds_and_b64 ', ', ')),
        (73, 1): (shape_fb940ce7d8f0, ('ds_and_b64 ', ', ')),
        (74, 0): (shape_197959bbd97f, ('ds_or_b64 ', ', ')),
        (74, 1): (shape_fb940ce7d8f0, ('ds_or_b64 ', ', ')),
        (75, 0): (shape_197959bbd97f, ('ds_xor_b64 ', ', ')),
        (75, 1): (shape_fb940ce7d8f0, ('ds_xor_b64 ', ', ')),
        (76, 0): (shape_273ca6315f3b, ('ds_mskor_b64 ', ', ', ', ')),
        (76, 1): (shape_c425ee9d1f4c, ('ds_mskor_b64 ', ', ', ', ')),
        (77, 0): (shape_197959bbd97f, ('ds_write_b64 ', ', ')),
        (77, 1): (shape_fb940ce7d8f0, ('ds_write_b64 ', ', ')),
        (78, 0): (shape_85e56b4e542e, ('ds_write2_b64 ', ', ', ', ')),
        (78, 1): (shape_4d299c33f008, ('ds_write2_b64 ', ', ', ', ')),
        (79, 0): (shape_85e56b4e542e, ('ds_write2st64_b64 ', ', ', ', ')),
        (79, 1): (shape_4d299c33f008, ('ds_write2st64_b64 ', ', ', ', ')),
        (80, 0): (shape_273ca6315f3b, ('ds_cmpst_b64 ', ', ', ', ')),
        (80, 1): (shape_c425ee9d1f4c, ('ds_cmpst_b64 ', ', ', ', ')),
        (81, 0): (shape_273ca6315f3b, ('ds_cmpst_f64 ', ', ', ', ')),
        (81, 1): (shape_c425ee9d1f4c, ('ds_cmpst_f64 ', ', ', ', ')),
        (82, 0): (shape_197959bbd97f, ('ds_min_f64 ', ', ')),
        (82, 1): (shape_fb940ce7d8f0, ('ds_min_f64 ', ', ')),
        (83, 0): (shape_197959bbd97f, ('ds_max_f64 ', ', ')),
        (83, 1): (shape_fb940ce7d8f0, ('ds_max_f64 ', ', ')),
        (84, 0): (shape_2f66c737fb6f, ('ds_write_b8_d16_hi ', ', ')),
        (84, 1): (shape_d2b8c490448d, ('ds_write_b8_d16_hi ', ', ')),
        (85, 0): (shape_2f66c737fb6f, ('ds_write_b16_d16_hi ', ', ')),
        (85, 1): (shape_d2b8c490448d, ('ds_write_b16_d16_hi ', ', ')),
        (86, 0): (shape_8cb3bbd9d6c3, ('ds_read_u8_d16 ', ', ')),
        (86, 1): (shape_632c77b42360, ('ds_read_u8_d16 ', ', ')),
        (87, 0): (shape_8cb3bbd9d6c3, ('ds_read_u8_d16_hi ', ', ')),
        (87, 1): (shape_632c77b42360, ('ds_read_u8_d16_hi ', ', ')),
        (88, 0): (shape_8cb3bbd9d6c3, ('ds_read_i8_d16 ', ', ')),
        (88, 1): (shape_632c77b42360, ('ds_read_i8_d16 ', ', ')),
        (89, 0): (shape_8cb3bbd9d6c3, ('ds_read_i8_d16_hi ', ', ')),
        (89, 1): (shape_632c77b42360, ('ds_read_i8_d16_hi ', ', ')),
        (90, 0): (shape_8cb3bbd9d6c3, ('ds_read_u16_d16 ', ', ')),
        (90, 1): (shape_632c77b42360, ('ds_read_u16_d16 ', ', ')),
        (91, 0): (shape_8cb3bbd9d6c3, ('ds_read_u16_d16_hi ', ', ')),
        (91, 1): (shape_632c77b42360, ('ds_read_u16_d16_hi ', ', ')),
        (92, 0): (shape_197959bbd97f, ('ds_add_f64 ', ', ')),
        (92, 1): (shape_fb940ce7d8f0, ('ds_add_f64 ', ', ')),
        (96, 0): (shape_419927fc548b, ('ds_add_rtn_u64 ', ', ', ', ')),
        (96, 1): (shape_92bb8ce67a5f, ('ds_add_rtn_u64 ', ', ', ', ')),
        (97, 0): (shape_419927fc548b, ('ds_sub_rtn_u64 ', ', ', ', ')),
        (97, 1): (shape_92bb8ce67a5f, ('ds_sub_rtn_u64 ', ', ', ', ')),
        (98, 0): (shape_419927fc548b, ('ds_rsub_rtn_u64 ', ', ', ', ')),
        (98, 1): (shape_92bb8ce67a5f, ('ds_rsub_rtn_u64 ', ', ', ', ')),
        (99, 0): (shape_419927fc548b, ('ds_inc_rtn_u64 ', ', ', ', ')),
        (99, 1): (shape_92bb8ce67a5f, ('ds_inc_rtn_u64 ', ', ', ', ')),
        (100, 0): (shape_419927fc548b, ('ds_dec_rtn_u64 ', ', ', ', ')),
        (100, 1): (shape_92bb8ce67a5f, ('ds_dec_rtn_u64 ', ', ', ', ')),
        (101, 0): (shape_419927fc548b, ('ds_min_rtn_i64 ', ', ', ', ')),
        (101, 1): (shape_92bb8ce67a5f, ('ds_min_rtn_i64 ', ', ', ', ')),
        (102, 0): (shape_419927fc548b, ('ds_max_rtn_i64 ', ', ', ', ')),
        (102, 1): (shape_92bb8ce67a5f, ('ds_max_rtn_i64 ', ', ', ', ')),
        (103, 0): (shape_419927fc548b, ('ds_min_rtn_u64 ', ', ', ', ')),
        (103, 1): (shape_92bb8ce67a5f, ('ds_min_rtn_u64 ', ', ', ', ')),
        (104, 0): (shape_419927fc548b, ('ds_max_rtn_u64 ', ', ', ', ')),
        (104, 1): (shape_92bb8ce67a5f, ('ds_max_rtn_u64 ', ', ', ', ')),
        (105, 0): (shape_419927fc548b, ('ds_and_rtn_b64 ', ', ', ', ')),
        (105, 1): (shape_92bb8ce67a5f, ('ds_and_rtn_b64 ', ', ', ', ')),
        (106, 0): (shape_419927fc548b, ('ds_or_rtn_b64 ', ', ', ', ')),
        (106, 1): (shape_92bb8ce67a5f, ('ds_or_rtn_b64 ', ', ', ', ')),
        (107, 0): (shape_419927fc548b, ('ds_xor_rtn_b64 ', ', ', ', ')),
        (107, 1): (shape_92bb8ce67a5f, ('ds_xor_rtn_b64 ', ', ', ', ')),
        (108, 0): (shape_dd7f05ffe1d0, ('ds_mskor_rtn_b64 ', ', ', ', ', ', ')),
        (108, 1): (shape_f2a964175530, ('ds_mskor_rtn_b64 ', ', ', ', ', ', ')),
        (109, 0): (shape_419927fc548b, ('ds_wrxchg_rtn_b64 ', ', ', ', ')),
        (109, 1): (shape_92bb8ce67a5f, ('ds_wrxchg_rtn_b64 ', ', ', ', ')),
        (110, 0): (shape_dbad7dc22a2c, ('ds_wrxchg2_rtn_b64 ', ', ', ', ', ', ')),
        (110, 1): (shape_b1d6bf1ff225, ('ds_wrxchg2_rtn_b64 ', ', ', ', ', ', ')),
        (111, 0): (shape_dbad7dc22a2c, ('ds_wrxchg2st64_rtn_b64 ', ', ', ', ', ', ')),
        (111, 1): (shape_b1d6bf1ff225, ('ds_wrxchg2st64_rtn_b64 ', ', ', ', ', ', ')),
        (112, 0): (shape_dd7f05ffe1d0, ('ds_cmpst_rtn_b64 ', ', ', ', ', ', ')),
        (112, 1): (shape_f2a964175530, ('ds_cmpst_rtn_b64 ', ', ', ', ', ', ')),
        (113, 0): (shape_dd7f05ffe1d0, ('ds_cmpst_rtn_f64 ', ', ', ', ', ', ')),
        (113, 1): (shape_f2a964175530, ('ds_cmpst_rtn_f64 ', ', ', ', ', ', ')),
        (114, 0): (shape_419927fc548b, ('ds_min_rtn_f64 ', ', ', ', ')),
        (114, 1): (shape_92bb8ce67a5f, ('ds_min_rtn_f64 ', ', ', ', ')),
        (115, 0): (shape_419927fc548b, ('ds_max_rtn_f64 ', ', ', ', ')),
        (115, 1): (shape_92bb8ce67a5f, ('ds_max_rtn_f64 ', ', ', ', ')),
        (118, 0): (shape_22b4db317f00, ('ds_read_b64 ', ', ')),
        (118, 1): (shape_0ced829b3260, ('ds_read_b64 ', ', ')),
        (119, 0): (shape_311f980af1bc, ('ds_read2_b64 ', ', ')),
        (119, 1): (shape_3b023149f4fe, ('ds_read2_b64 ', ', ')),
        (120, 0): (shape_311f980af1bc, ('ds_read2st64_b64 ', ', ')),
        (120, 1): (shape_3b023149f4fe, ('ds_read2st64_b64 ', ', ')),
        (124, 0): (shape_419927fc548b, ('ds_add_rtn_f64 ', ', ', ', ')),
        (124, 1): (shape_92bb8ce67a5f, ('ds_add_rtn_f64 ', ', ', ', ')),
        (126, 0): (shape_419927fc548b, ('ds_condxchg32_rtn_b64 ', ', ', ', ')),
        (126, 1): (shape_92bb8ce67a5f, ('ds_condxchg32_rtn_b64 ', ', ', ', ')),
        (152, 0): (shape_fca7d21f41cc, ('ds_gws_sema_release_all', ' gds')),
        (153, 0): (shape_fcd885c5b9ff, ('ds_gws_init ', ' gds')),
        (153, 1): (shape_3b7ea89cb507, ('ds_gws_init ', ' gds')),
        (154, 0): (shape_fca7d21f41cc, ('ds_gws_sema_v', ' gds')),
        (155, 0): (shape_fcd885c5b9ff, ('ds_gws_sema_br ', ' gds')),
        (155, 1): (shape_3b7ea89cb507, ('ds_gws_sema_br ', ' gds')),
        (156, 0): (shape_fca7d21f41cc, ('ds_gws_sema_p', ' gds')),
        (157, 0): (shape_fcd885c5b9ff, ('ds_gws_barrier ', ' gds')),
        (157, 1): (shape_3b7ea89cb507, ('ds_gws_barrier ', ' gds')),
        (182, 0): (shape_290857aac413, ('ds_read_addtid_b32 ',)),
        (182, 1): (shape_62272ef5274d, ('ds_read_addtid_b32 ',)),
        (183, 0): (shape_63682c825d72, ('ds_pk_add_rtn_f16 ', ', ', ', ')),
        (183, 1): (shape_41e0ad9b8542, ('ds_pk_add_rtn_f16 ', ', ', ', ')),
        (184, 0): (shape_63682c825d72, ('ds_pk_add_rtn_bf16 ', ', ', ', ')),
        (184, 1): (shape_41e0ad9b8542, ('ds_pk_add_rtn_bf16 ', ', ', ', ')),
        (189, 0): (shape_290857aac413, ('ds_consume ',)),
        (189, 1): (shape_62272ef5274d, ('ds_consume ',)),
        (190, 0): (shape_290857aac413, ('ds_append ',)),
        (190, 1): (shape_62272ef5274d, ('ds_append ',)),
        (222, 0): (shape_a165d0d609a7, ('ds_write_b96 ', ', ')),
        (222, 1): (shape_234c440bf269, ('ds_write_b96 ', ', ')),
        (223, 0): (shape_2c08edb8eba1, ('ds_write_b128 ', ', ')),
        (223, 1): (shape_92fcdd4bcc73, ('ds_write_b128 ', ', ')),
        (224, 0): (shape_22b4db317f00, ('ds_read_b64_tr_b4 ', ', ')),
        (224, 1): (shape_0ced829b3260, ('ds_read_b64_tr_b4 ', ', ')),
        (225, 0): (shape_f7e4d9335f0d, ('ds_read_b96_tr_b6 ', ', ')),
        (225, 1): (shape_155bdb718cff, ('ds_read_b96_tr_b6 ', ', ')),
        (226, 0): (shape_22b4db317f00, ('ds_read_b64_tr_b8 ', ', ')),
        (226, 1): (shape_0ced829b3260, ('ds_read_b64_tr_b8 ', ', ')),
        (227, 0): (shape_22b4db317f00, ('ds_read_b64_tr_b16 ', ', ')),
        (227, 1): (shape_0ced829b3260, ('ds_read_b64_tr_b16 ', ', ')),
        (254, 0): (shape_69eb0b37b48a, ('ds_read_b96 ', ', ')),
        (254, 1): (shape_7791f24f0cd3, ('ds_read_b96 ', ', ')),
        (255, 0): (shape_56cb19464a68, ('ds_read_b128 ', ', ')),
        (255, 1): (shape_098fed8c4aff, ('ds_read_b128 ', ', ')),
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
    C_map_048b1485 = bytes.fromhex('0001')
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
    def lossless_0f9eb0092dd0(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_12cfdeeb4fad(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_250bdec9', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_152beacbc766(mask, base):
        def lossless(v, lit):
            if not C_map_32b6191d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_184a04a44a13(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            if not C_map_048b1485[((v >> 16) & 1)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_19e791fc3530(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_1b97fc2ebfe2(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_50142e9d[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_240a652dbf06(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_0140201f[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2509f6231470(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_2ed7d9359690(mask, base):
        def lossless(v, lit):
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            if not C_map_048b1485[((v >> 16) & 1)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3166cc7c3691(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_3711d097a0a8(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_38c6dad4069b(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_39a7cbc52569(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_fce9f7e1[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_3ca966097f61(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_5b377423[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_465d47183ae8(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_250bdec9', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_47ad1a7fd1a8(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_107584a0[((v >> 16) & 1)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_4b1925ae9bb2(mask, base):
        def lossless(v, lit):
            if not C_map_4b1c8ada[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4ddd39b1067a(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_5749dd02a39a(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_69c50934[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_6341a802e9e8(mask, base):
        def lossless(v, lit):
            if not C_map_fce9f7e1[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_64da5c81f7e9(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_4825ca0d[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_673347c888d9(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_5b377423[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_68487fbeaaed(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_77773deb3cba(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b8bb2eef[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_77e85a777013(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7a23f135f5c7(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7d0b1177c348(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_8401ad6bc8bc(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_5b377423[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_8737ad3dda35(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_8d738cbdab0e(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_906dc058e03c(mask, base):
        def lossless(v, lit):
            if not C_map_50142e9d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_99ecf1c63945(mask, base):
        def lossless(v, lit):
            if not C_map_e6f0a45f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_9f31931f9820(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_107584a0[((v >> 16) & 1)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_a1bb7b045176(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_0140201f[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_a6ce65414287(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_5b377423[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a914e3c179ee(mask, base):
        def lossless(v, lit):
            if not C_map_69c50934[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_b44fe444e347(mask, base):
        def lossless(v, lit):
            if not C_map_b8bb2eef[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_b64b0bcbf519(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_bcf6a96f3992(mask, base):
        def lossless(v, lit):
            if not C_map_4825ca0d[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_c0f236483e75(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c334e5430107(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_cfaa565583bc(mask, base):
        def lossless(v, lit):
            if not C_map_b76db404[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_d05d1b9b6b83(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_d30dcbdd4fac(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d8a5c5b336dc(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_1bfc3ba5[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_db8e608d5b0f(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_5b377423[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_dfd59295d222(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_e7b2e1e441df(mask, base):
        def lossless(v, lit):
            if not C_map_445eef89[((v >> 0) & 255)]: return False
            if not C_map_445eef89[((v >> 8) & 255)]: return False
            if not C_map_107584a0[((v >> 16) & 1)]: return False
            if not C_map_445eef89[((v >> 32) & 255)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ea16f68bf11e(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_ec56e77f1145(mask, base):
        def lossless(v, lit):
            if not C_map_5b377423[((v >> 32) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            if not C_map_048b1485[((v >> 16) & 1)]: return False
            if not C_map_445eef89[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ecf2f0113c5e(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_58198513[((v >> 40) & 255)]: return False
            if not C_map_58198513[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_f138ffe9c237(mask, base):
        def lossless(v, lit):
            if not C_map_0140201f[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_0140201f[((v >> 48) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_f892d51e36c0(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_b76db404[((v >> 40) & 255)]: return False
            if not C_map_445eef89[((v >> 48) & 255)]: return False
            if not C_map_445eef89[((v >> 56) & 255)]: return False
            if not fmt_ok('fmt_9b6f8661', ((v >> 0) & 65535)): return False
            return (v & mask) == base
        return lossless
    def lossless_fc90e9665340(mask, base):
        def lossless(v, lit):
            if not C_map_4f47c8b8[((v >> 56) & 255)]: return False
            if not C_map_58198513[((v >> 32) & 255)]: return False
            if not C_map_0140201f[((v >> 40) & 255)]: return False
            if not C_map_0140201f[((v >> 48) & 255)]: return False
            if not C_map_457c97f0[((v >> 0) & 255)]: return False
            if not C_map_161ceb5f[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    return {
        (0, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (0, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (1, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (1, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (2, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (2, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (3, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (3, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (4, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (4, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (5, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (5, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (6, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (6, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (7, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (7, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (8, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (8, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (9, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (9, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (10, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (10, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (11, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (11, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (12, 0): (lossless_ecf2f0113c5e, 0x10000, 0x0),
        (12, 1): (lossless_8401ad6bc8bc, 0x10000, 0x0),
        (13, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (13, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (14, 0): (lossless_77e85a777013, 0x10000, 0x0),
        (14, 1): (lossless_3ca966097f61, 0x10000, 0x0),
        (15, 0): (lossless_77e85a777013, 0x10000, 0x0),
        (15, 1): (lossless_3ca966097f61, 0x10000, 0x0),
        (16, 0): (lossless_ecf2f0113c5e, 0x10000, 0x0),
        (16, 1): (lossless_8401ad6bc8bc, 0x10000, 0x0),
        (17, 0): (lossless_ecf2f0113c5e, 0x10000, 0x0),
        (17, 1): (lossless_8401ad6bc8bc, 0x10000, 0x0),
        (18, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (18, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (19, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (19, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (20, 0): (lossless_e7b2e1e441df, 0x0, 0x0),
        (21, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (21, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (23, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (23, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (24, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (24, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (29, 0): (lossless_19e791fc3530, 0x10000, 0x0),
        (29, 1): (lossless_4ddd39b1067a, 0x10000, 0x0),
        (30, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (30, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (31, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (31, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (32, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (32, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (33, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (33, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (34, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (34, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (35, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (35, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (36, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (36, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (37, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (37, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (38, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (38, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (39, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (39, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (40, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (40, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (41, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (41, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (42, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (42, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (43, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (43, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (44, 0): (lossless_dfd59295d222, 0x10000, 0x0),
        (44, 1): (lossless_673347c888d9, 0x10000, 0x0),
        (45, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (45, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (46, 0): (lossless_d30dcbdd4fac, 0x10000, 0x0),
        (46, 1): (lossless_a6ce65414287, 0x10000, 0x0),
        (47, 0): (lossless_d30dcbdd4fac, 0x10000, 0x0),
        (47, 1): (lossless_a6ce65414287, 0x10000, 0x0),
        (48, 0): (lossless_dfd59295d222, 0x10000, 0x0),
        (48, 1): (lossless_673347c888d9, 0x10000, 0x0),
        (49, 0): (lossless_dfd59295d222, 0x10000, 0x0),
        (49, 1): (lossless_673347c888d9, 0x10000, 0x0),
        (50, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (50, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (51, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (51, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (52, 0): (lossless_dfd59295d222, 0x10000, 0x0),
        (52, 1): (lossless_673347c888d9, 0x10000, 0x0),
        (53, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (53, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (54, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (54, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (55, 0): (lossless_c0f236483e75, 0x10000, 0x0),
        (55, 1): (lossless_906dc058e03c, 0x10000, 0x0),
        (56, 0): (lossless_c0f236483e75, 0x10000, 0x0),
        (56, 1): (lossless_906dc058e03c, 0x10000, 0x0),
        (57, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (57, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (58, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (58, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (59, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (59, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (60, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (60, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (61, 0): (lossless_12cfdeeb4fad, 0x10000, 0x0),
        (61, 1): (lossless_465d47183ae8, 0x10000, 0x0),
        (62, 0): (lossless_9f31931f9820, 0x0, 0x0),
        (62, 1): (lossless_47ad1a7fd1a8, 0x0, 0x0),
        (63, 0): (lossless_9f31931f9820, 0x0, 0x0),
        (63, 1): (lossless_47ad1a7fd1a8, 0x0, 0x0),
        (64, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (64, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (65, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (65, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (66, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (66, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (67, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (67, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (68, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (68, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (69, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (69, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (70, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (70, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (71, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (71, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (72, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (72, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (73, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (73, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (74, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (74, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (75, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (75, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (76, 0): (lossless_68487fbeaaed, 0x10000, 0x0),
        (76, 1): (lossless_a1bb7b045176, 0x10000, 0x0),
        (77, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (77, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (78, 0): (lossless_8737ad3dda35, 0x10000, 0x0),
        (78, 1): (lossless_240a652dbf06, 0x10000, 0x0),
        (79, 0): (lossless_8737ad3dda35, 0x10000, 0x0),
        (79, 1): (lossless_240a652dbf06, 0x10000, 0x0),
        (80, 0): (lossless_68487fbeaaed, 0x10000, 0x0),
        (80, 1): (lossless_a1bb7b045176, 0x10000, 0x0),
        (81, 0): (lossless_68487fbeaaed, 0x10000, 0x0),
        (81, 1): (lossless_a1bb7b045176, 0x10000, 0x0),
        (82, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (82, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (83, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (83, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (84, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (84, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (85, 0): (lossless_7d0b1177c348, 0x10000, 0x0),
        (85, 1): (lossless_2509f6231470, 0x10000, 0x0),
        (86, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (86, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (87, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (87, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (88, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (88, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (89, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (89, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (90, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (90, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (91, 0): (lossless_c334e5430107, 0x10000, 0x0),
        (91, 1): (lossless_d05d1b9b6b83, 0x10000, 0x0),
        (92, 0): (lossless_f892d51e36c0, 0x10000, 0x0),
        (92, 1): (lossless_1b97fc2ebfe2, 0x10000, 0x0),
        (96, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (96, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (97, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (97, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (98, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (98, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (99, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (99, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (100, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (100, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (101, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (101, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (102, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (102, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (103, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (103, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (104, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (104, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (105, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (105, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (106, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (106, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (107, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (107, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (108, 0): (lossless_3166cc7c3691, 0x10000, 0x0),
        (108, 1): (lossless_f138ffe9c237, 0x10000, 0x0),
        (109, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (109, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (110, 0): (lossless_4b1925ae9bb2, 0x10000, 0x0),
        (110, 1): (lossless_fc90e9665340, 0x10000, 0x0),
        (111, 0): (lossless_4b1925ae9bb2, 0x10000, 0x0),
        (111, 1): (lossless_fc90e9665340, 0x10000, 0x0),
        (112, 0): (lossless_3166cc7c3691, 0x10000, 0x0),
        (112, 1): (lossless_f138ffe9c237, 0x10000, 0x0),
        (113, 0): (lossless_3166cc7c3691, 0x10000, 0x0),
        (113, 1): (lossless_f138ffe9c237, 0x10000, 0x0),
        (114, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (114, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (115, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (115, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (118, 0): (lossless_cfaa565583bc, 0x10000, 0x0),
        (118, 1): (lossless_8d738cbdab0e, 0x10000, 0x0),
        (119, 0): (lossless_7a23f135f5c7, 0x10000, 0x0),
        (119, 1): (lossless_6341a802e9e8, 0x10000, 0x0),
        (120, 0): (lossless_7a23f135f5c7, 0x10000, 0x0),
        (120, 1): (lossless_6341a802e9e8, 0x10000, 0x0),
        (124, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (124, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (126, 0): (lossless_d8a5c5b336dc, 0x10000, 0x0),
        (126, 1): (lossless_0f9eb0092dd0, 0x10000, 0x0),
        (152, 0): (lossless_2ed7d9359690, 0x0, 0x0),
        (153, 0): (lossless_184a04a44a13, 0x0, 0x0),
        (153, 1): (lossless_ec56e77f1145, 0x0, 0x0),
        (154, 0): (lossless_2ed7d9359690, 0x0, 0x0),
        (155, 0): (lossless_184a04a44a13, 0x0, 0x0),
        (155, 1): (lossless_ec56e77f1145, 0x0, 0x0),
        (156, 0): (lossless_2ed7d9359690, 0x0, 0x0),
        (157, 0): (lossless_184a04a44a13, 0x0, 0x0),
        (157, 1): (lossless_ec56e77f1145, 0x0, 0x0),
        (182, 0): (lossless_38c6dad4069b, 0x10000, 0x0),
        (182, 1): (lossless_b64b0bcbf519, 0x10000, 0x0),
        (183, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (183, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (184, 0): (lossless_ea16f68bf11e, 0x10000, 0x0),
        (184, 1): (lossless_db8e608d5b0f, 0x10000, 0x0),
        (189, 0): (lossless_38c6dad4069b, 0x10000, 0x0),
        (189, 1): (lossless_b64b0bcbf519, 0x10000, 0x0),
        (190, 0): (lossless_38c6dad4069b, 0x10000, 0x0),
        (190, 1): (lossless_b64b0bcbf519, 0x10000, 0x0),
        (222, 0): (lossless_5749dd02a39a, 0x10000, 0x0),
        (222, 1): (lossless_77773deb3cba, 0x10000, 0x0),
        (223, 0): (lossless_64da5c81f7e9, 0x10000, 0x0),
        (223, 1): (lossless_39a7cbc52569, 0x10000, 0x0),
        (224, 0): (lossless_cfaa565583bc, 0x10000, 0x0),
        (224, 1): (lossless_8d738cbdab0e, 0x10000, 0x0),
        (225, 0): (lossless_152beacbc766, 0x10000, 0x0),
        (225, 1): (lossless_99ecf1c63945, 0x10000, 0x0),
        (226, 0): (lossless_cfaa565583bc, 0x10000, 0x0),
        (226, 1): (lossless_8d738cbdab0e, 0x10000, 0x0),
        (227, 0): (lossless_cfaa565583bc, 0x10000, 0x0),
        (227, 1): (lossless_8d738cbdab0e, 0x10000, 0x0),
        (254, 0): (lossless_a914e3c179ee, 0x10000, 0x0),
        (254, 1): (lossless_b44fe444e347, 0x10000, 0x0),
        (255, 0): (lossless_bcf6a96f3992, 0x10000, 0x0),
        (255, 1): (lossless_3711d097a0a8, 0x10000, 0x0),
    }
