"""gfx950 VOP3 templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    L_b32 = L['b32']
    L_b64 = L['b64']
    L_bf16 = L['bf16']
    L_f16 = L['f16']
    L_f64 = L['f64']
    L_i16 = L['i16']
    L_imm32 = L['imm32']
    L_v2bf16 = L['v2bf16']
    L_v2f16 = L['v2f16']
    M_map_0745adee = R['map_0745adee'][1]
    M_map_0b1145d9 = R['map_0b1145d9'][1]
    M_map_107584a0 = R['map_107584a0'][1]
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_1efde9b7 = R['map_1efde9b7'][1]
    M_map_29dfc4d7 = R['map_29dfc4d7'][1]
    M_map_3037a1ac = R['map_3037a1ac'][1]
    M_map_33b8e8f7 = R['map_33b8e8f7'][1]
    M_map_37f8ef90 = R['map_37f8ef90'][1]
    M_map_445eef89 = R['map_445eef89'][1]
    M_map_4b1c8ada = R['map_4b1c8ada'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_5bd92dbc = R['map_5bd92dbc'][1]
    M_map_613b1dc2 = R['map_613b1dc2'][1]
    M_map_78e70d63 = R['map_78e70d63'][1]
    M_map_7e5a8223 = R['map_7e5a8223'][1]
    M_map_a92e01a9 = R['map_a92e01a9'][1]
    M_map_b0f8de9c = R['map_b0f8de9c'][1]
    M_map_b5c66c46 = R['map_b5c66c46'][1]
    M_map_b9553f7f = R['map_b9553f7f'][1]
    M_map_c60ddf02 = R['map_c60ddf02'][1]
    M_map_c7bd23c4 = R['map_c7bd23c4'][1]
    M_map_cbc5d73e = R['map_cbc5d73e'][1]
    M_map_ce714811 = R['map_ce714811'][1]
    M_map_d741ef42 = R['map_d741ef42'][1]
    M_map_d7b5c8b3 = R['map_d7b5c8b3'][1]
    M_map_de5ea07a = R['map_de5ea07a'][1]
    M_map_dea46155 = R['map_dea46155'][1]
    M_map_f1eeac2d = R['map_f1eeac2d'][1]
    M_map_f218ebb2 = R['map_f218ebb2'][1]
    M_map_f8096436 = R['map_f8096436'][1]
    def shape_02e1b9144723(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b9553f7f[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_7e5a8223[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 61) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 62) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_107584a0[((v >> 63) & 1)]
            if t18 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17 + t18
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_0430d8c53acb(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t10 = ((v >> 50) & 511)
            if t10 == 255: t11 = L_b32(lit) + ''
            else:
                t11 = M_map_f1eeac2d[t10]
                if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_f8096436[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + s3 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_04b65d473834(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1efde9b7[((v >> 8) & 127)]
            if t2 is None: raise Invalid
            t5 = ((v >> 32) & 511)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_f1eeac2d[t5]
                if t6 is None: raise Invalid
            t3 = compose('fp', t6, 0, ((v >> 61) & 1), 0)
            t9 = ((v >> 41) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t7 = compose('fp', t10, 0, ((v >> 62) & 1), 0)
            t13 = ((v >> 50) & 511)
            if t13 == 255: t14 = L_b32(lit) + ''
            else:
                t14 = M_map_f1eeac2d[t13]
                if t14 is None: raise Invalid
            t11 = compose('fp', t14, 0, ((v >> 63) & 1), 0)
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_dea46155[((v >> 59) & 3)]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t7 + s4 + t11 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_09fa05ed0f0c(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_f16(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 63) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_f8096436[((v >> 15) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_dea46155[((v >> 59) & 3)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_0d0ec2b7138b(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 62) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 63) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_f8096436[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_dea46155[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t6 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_0f68c714b52a(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 62) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 63) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_f8096436[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_dea46155[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t6 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_0fe47617dff1(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 62) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 63) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t18 is None: raise Invalid
            t19 = M_map_f8096436[((v >> 15) & 1)]
            if t19 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t4
                + s2
                + t7
                + s3
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
                + t16
                + t17
                + t18
                + t19
            )
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_17a3f3882f85(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t5 = M_map_37f8ef90[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t11 = ((v >> 50) & 511)
            if t11 == 255: t12 = L_b32(lit) + ''
            else:
                t12 = M_map_f1eeac2d[t11]
                if t12 is None: raise Invalid
            t9 = compose('fp', t12, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t13 = M_map_107584a0[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + s3 + t9 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_1b0410ed8a49(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_33b8e8f7[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f64(lit) + ''
            else:
                t5 = M_map_f218ebb2[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_f64(lit) + ''
            else:
                t9 = M_map_f218ebb2[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_f8096436[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_1bf39ef665d4(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_c60ddf02[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_b5c66c46[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_1dfe777f7f39(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 62) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 63) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_f8096436[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t6 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_2253787818a0(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_v2f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 15) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_273f2cd8b935(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1efde9b7[((v >> 8) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t10 = ((v >> 50) & 511)
            if t10 == 255: t11 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t11 = M_map_29dfc4d7[t10]
                if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_f8096436[((v >> 15) & 1)]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t8 + s4 + t11 + t12 + t13 + t14 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_2dfd3f104401(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_bf16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 62) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 63) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_f8096436[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_dea46155[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t6 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_301ec266c8b3(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 15) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 62) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_34a5b9609777(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b9553f7f[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_de5ea07a[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 61) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 62) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_107584a0[((v >> 63) & 1)]
            if t18 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17 + t18
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_361003afaba1(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_map_f218ebb2[t3]
                if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 15) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 62) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_39d9945c7d8a(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f64(lit) + ''
            else:
                t5 = M_map_f218ebb2[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 10) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 63) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_f8096436[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_dea46155[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_3ba7cfb9369d(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_i16(lit) + ''
            else:
                t4 = M_map_cbc5d73e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_i16(lit) + ''
            else:
                t7 = M_map_cbc5d73e[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 61) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 62) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_3c04b03a33bc(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_b0f8de9c[t3]
                if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 15) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 62) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_0745adee[((v >> 12) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_a92e01a9[((v >> 11) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_3c0b90cc02df(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_v2f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t11 = ((v >> 50) & 511)
            if t11 == 255: t12 = L_b32(lit) + ''
            else:
                t12 = M_map_f1eeac2d[t11]
                if t12 is None: raise Invalid
            t9 = compose('fp', t12, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t13 = M_map_107584a0[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + s3 + t9 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_3d907b7d3ce9(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_33b8e8f7[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 62) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_3f18085d3b1c(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 10) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 13) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 63) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_46acbec2988d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_i16(lit) + ''
            else:
                t4 = M_map_cbc5d73e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_i16(lit) + ''
            else:
                t7 = M_map_cbc5d73e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_i16(lit) + ''
            else:
                t10 = M_map_cbc5d73e[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_0b1145d9[(
                ((v >> 8) & 1)
                | (((v >> 9) & 1) << 1)
                | (((v >> 10) & 1) << 2)
                | (((v >> 59) & 3) << 3)
                | (((v >> 61) & 1) << 5)
                | (((v >> 62) & 1) << 6)
                | (((v >> 63) & 1) << 7)
            )]
            if t12 is None: raise Invalid
            t13 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_47406f51c83a(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f64(lit) + ''
            else:
                t5 = M_map_f218ebb2[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 62) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 63) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_f8096436[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_dea46155[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t6 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_4a62770f8d94(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_v2bf16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t11 = ((v >> 50) & 511)
            if t11 == 255: t12 = L_b32(lit) + ''
            else:
                t12 = M_map_f1eeac2d[t11]
                if t12 is None: raise Invalid
            t9 = compose('fp', t12, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t13 = M_map_107584a0[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + s3 + t9 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_51454b0400fb(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_b9553f7f[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_7e5a8223[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t7 = M_map_7e5a8223[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 61) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 62) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_107584a0[((v >> 63) & 1)]
            if t18 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17 + t18
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_536b50b7b289(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t12 = ((v >> 50) & 511)
            if t12 == 255: t13 = L_b32(lit) + ''
            else:
                t13 = M_map_f1eeac2d[t12]
                if t13 is None: raise Invalid
            t10 = compose('fp', t13, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t14 = M_map_f8096436[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_dea46155[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + s3 + t10 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_55654d0ba713(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f64(lit) + ''
            else:
                t5 = M_map_f218ebb2[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_f64(lit) + ''
            else:
                t9 = M_map_f218ebb2[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 63) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_f8096436[((v >> 15) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_dea46155[((v >> 59) & 3)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_58d5595022ca(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_v2bf16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_v2bf16(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 63) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_f8096436[((v >> 15) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_dea46155[((v >> 59) & 3)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_5a7b54a1d2ef(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1efde9b7[((v >> 8) & 127)]
            if t2 is None: raise Invalid
            t5 = ((v >> 32) & 511)
            if t5 == 255: t6 = L_f64(lit) + ''
            else:
                t6 = M_map_f218ebb2[t5]
                if t6 is None: raise Invalid
            t3 = compose('fp', t6, 0, ((v >> 61) & 1), 0)
            t9 = ((v >> 41) & 511)
            if t9 == 255: t10 = L_f64(lit) + ''
            else:
                t10 = M_map_f218ebb2[t9]
                if t10 is None: raise Invalid
            t7 = compose('fp', t10, 0, ((v >> 62) & 1), 0)
            t13 = ((v >> 50) & 511)
            if t13 == 255: t14 = L_f64(lit) + ''
            else:
                t14 = M_map_f218ebb2[t13]
                if t14 is None: raise Invalid
            t11 = compose('fp', t14, 0, ((v >> 63) & 1), 0)
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_dea46155[((v >> 59) & 3)]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t7 + s4 + t11 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_64be623c854d(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1efde9b7[((v >> 8) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 61) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 62) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_f8096436[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t8 + t9 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_655a3baee4e6(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t11 = ((v >> 50) & 511)
            if t11 == 255: t12 = L_b32(lit) + ''
            else:
                t12 = M_map_f1eeac2d[t11]
                if t12 is None: raise Invalid
            t9 = compose('fp', t12, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t13 = M_map_107584a0[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + s3 + t9 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_6a363bffe532(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_33b8e8f7[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_6cecf2e6ea15(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 10) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 63) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_f8096436[((v >> 15) & 1)]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_6e60a21dbcaa(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_4b1c8ada[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_map_f218ebb2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t10 = M_map_613b1dc2[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 62) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 63) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_f8096436[((v >> 15) & 1)]
            if t18 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17 + t18
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_722f6bf889e2(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_i16(lit) + ''
            else:
                t4 = M_map_cbc5d73e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_i16(lit) + ''
            else:
                t7 = M_map_cbc5d73e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_i16(lit) + ''
            else:
                t10 = M_map_cbc5d73e[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 62) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 63) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_f8096436[((v >> 15) & 1)]
            if t18 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17 + t18
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_76aef57932c4(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_33b8e8f7[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f64(lit) + ''
            else:
                t5 = M_map_f218ebb2[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 62) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_792b523adfd8(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_f8096436[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_82b660b1a697(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 61) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 62) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_107584a0[((v >> 63) & 1)]
            if t18 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17 + t18
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_8b35d39b13ce(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_f16(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t12 = ((v >> 50) & 511)
            if t12 == 255: t13 = L_f16(lit) + ''
            else:
                t13 = M_map_f1eeac2d[t12]
                if t13 is None: raise Invalid
            t10 = compose('fp', t13, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t14 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_dea46155[((v >> 59) & 3)]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + s3 + t10 + t14 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_8e0c18d370ab(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_33b8e8f7[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_map_f218ebb2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b64(lit) + ''
            else:
                t7 = M_map_f218ebb2[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_8e951db556df(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 61) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 62) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 63) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_f8096436[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_dea46155[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_91cde3ab9436(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 62) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 63) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_f8096436[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_dea46155[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t6 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_91eccd28eea7(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_i16(lit) + ''
            else:
                t4 = M_map_cbc5d73e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_i16(lit) + ''
            else:
                t7 = M_map_cbc5d73e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 62) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 63) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t18 is None: raise Invalid
            t19 = M_map_f8096436[((v >> 15) & 1)]
            if t19 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t4
                + s2
                + t7
                + s3
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
                + t16
                + t17
                + t18
                + t19
            )
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_9413aed79f64(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_v2bf16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_94b43d710a2c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_f16(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t12 = ((v >> 50) & 511)
            if t12 == 255: t13 = L_f16(lit) + ''
            else:
                t13 = M_map_f1eeac2d[t12]
                if t13 is None: raise Invalid
            t10 = compose('fp', t13, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t14 = M_map_f8096436[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_dea46155[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + s3 + t10 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_9687473a66cf(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t5 = compose('fp', t8, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t9 = M_map_107584a0[((v >> 10) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 13) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 63) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t5 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_971966ee5347(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 61) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 62) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 63) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_f8096436[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_dea46155[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_97f149012314(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_3037a1ac[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_3037a1ac[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_98e74038f5a0(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 10) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 63) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_f8096436[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_9c48a936ec69(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_33b8e8f7[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 62) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_9e550b2e6fb6(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_i16(lit) + ''
            else:
                t4 = M_map_cbc5d73e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_i16(lit) + ''
            else:
                t7 = M_map_cbc5d73e[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_a3c40aaed11b(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_v2f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_v2f16(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 63) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_f8096436[((v >> 15) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_dea46155[((v >> 59) & 3)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_a53828bc0a58(s):
        s0, = s
        def render(v, lit):
            t1 = M_map_445eef89[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_107584a0[((v >> 8) & 1)]
            if t2 is None: raise Invalid
            t3 = M_map_107584a0[((v >> 9) & 1)]
            if t3 is None: raise Invalid
            t4 = M_map_107584a0[((v >> 10) & 1)]
            if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 15) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 61) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 62) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 63) & 1)]
            if t9 is None: raise Invalid
            return s0 + t1 + t2 + t3 + t4 + t5 + t6 + t7 + t8 + t9
        def takes_literal(v):
            return False
        return render, takes_literal
    def shape_a690883f0ccb(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t11 = ((v >> 50) & 511)
            if t11 == 255: t12 = L_b32(lit) + ''
            else:
                t12 = M_map_f1eeac2d[t11]
                if t12 is None: raise Invalid
            t9 = compose('fp', t12, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t13 = M_map_107584a0[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + s3 + t9 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_a7e9c1ed5495(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b64(lit) + ''
            else:
                t7 = M_map_f218ebb2[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_a7fab346dab1(s):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t2 = M_map_1efde9b7[((v >> 8) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t10 = ((v >> 50) & 511)
            if t10 == 255: t11 = L_b64(lit) + ''
            else:
                t11 = M_map_f218ebb2[t10]
                if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_f8096436[((v >> 15) & 1)]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t5 + s3 + t8 + s4 + t11 + t12 + t13 + t14 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_a9fe7db9533b(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 11) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 12) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 13) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 14) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_0b1145d9[(
                ((v >> 8) & 1)
                | (((v >> 9) & 1) << 1)
                | (((v >> 10) & 1) << 2)
                | (((v >> 59) & 3) << 3)
                | (((v >> 61) & 1) << 5)
                | (((v >> 62) & 1) << 6)
                | (((v >> 63) & 1) << 7)
            )]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_ad097b832fe6(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t11 = ((v >> 50) & 511)
            if t11 == 255: t12 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t12 = M_map_29dfc4d7[t11]
                if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 63) & 1)]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + s3 + t12 + t13 + t14 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_b02ed94d5612(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_bf16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t11 = ((v >> 50) & 511)
            if t11 == 255: t12 = L_b32(lit) + ''
            else:
                t12 = M_map_f1eeac2d[t11]
                if t12 is None: raise Invalid
            t9 = compose('fp', t12, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t13 = M_map_107584a0[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + s3 + t9 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_b27cc941e207(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_i16(lit) + ''
            else:
                t4 = M_map_cbc5d73e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_i16(lit) + ''
            else:
                t7 = M_map_cbc5d73e[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]
            if t16 is None: raise Invalid
            t17 = M_map_f8096436[((v >> 15) & 1)]
            if t17 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_b660ebd5536a(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 15) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_b69cb78ac957(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_i16(lit) + ''
            else:
                t4 = M_map_cbc5d73e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_i16(lit) + ''
            else:
                t7 = M_map_cbc5d73e[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_i16(lit) + ''
            else:
                t10 = M_map_cbc5d73e[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 62) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 63) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t18 is None: raise Invalid
            t19 = M_map_f8096436[((v >> 15) & 1)]
            if t19 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t4
                + s2
                + t7
                + s3
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
                + t16
                + t17
                + t18
                + t19
            )
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_b7ff766ab1f9(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_map_f218ebb2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b64(lit) + ''
            else:
                t10 = M_map_f218ebb2[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 62) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 63) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_f8096436[((v >> 15) & 1)]
            if t18 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17 + t18
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_b808485950e9(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_33b8e8f7[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_i16(lit) + ''
            else:
                t4 = M_map_cbc5d73e[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_i16(lit) + ''
            else:
                t7 = M_map_cbc5d73e[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_b80d46353d29(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_f8096436[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_dea46155[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_b93d0e1d7396(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_v2bf16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 15) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_c38ed8fa2826(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 10) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 63) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_f8096436[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_dea46155[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_c440d58b285f(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 63) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_f8096436[((v >> 15) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_dea46155[((v >> 59) & 3)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_c9bdc0497526(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f64(lit) + ''
            else:
                t5 = M_map_f218ebb2[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_f64(lit) + ''
            else:
                t9 = M_map_f218ebb2[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t12 = ((v >> 50) & 511)
            if t12 == 255: t13 = L_f64(lit) + ''
            else:
                t13 = M_map_f218ebb2[t12]
                if t13 is None: raise Invalid
            t10 = compose('fp', t13, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t14 = M_map_f8096436[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_dea46155[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + s3 + t10 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_cb07ffbb62a4(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_78e70d63[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_ce714811[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_3037a1ac[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_d94c1bd4b916(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 61) & 1)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 62) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 63) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_f8096436[((v >> 15) & 1)]
            if t18 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17 + t18
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_da1efa04364c(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b32(lit) + ''
            else:
                t10 = M_map_f1eeac2d[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_dd3aece4c386(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_df7751b339cb(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b64(lit) + ''
            else:
                t4 = M_map_f218ebb2[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t9 = ((v >> 50) & 511)
            if t9 == 255: t10 = L_b64(lit) + ''
            else:
                t10 = M_map_f218ebb2[t9]
                if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 8) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 9) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 10) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            t16 = M_map_107584a0[((v >> 61) & 1)]
            if t16 is None: raise Invalid
            t17 = M_map_107584a0[((v >> 62) & 1)]
            if t17 is None: raise Invalid
            t18 = M_map_107584a0[((v >> 63) & 1)]
            if t18 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + s3 + t10 + t11 + t12 + t13 + t14 + t15 + t16 + t17 + t18
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_e27b0fb7f792(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_33b8e8f7[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_f16(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_f8096436[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_e2c454b9e6a2(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_1bfc3ba5[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f64(lit) + ''
            else:
                t5 = M_map_f218ebb2[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 62) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 63) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_f8096436[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_dea46155[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t6 + t7 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_ea2f5272708f(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_v2f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 15) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_eb1039a7c575(s):
        s0, s1 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_i16(lit) + ''
            else:
                t4 = M_map_cbc5d73e[t3]
                if t4 is None: raise Invalid
            t5 = M_map_107584a0[((v >> 8) & 1)]
            if t5 is None: raise Invalid
            t6 = M_map_107584a0[((v >> 9) & 1)]
            if t6 is None: raise Invalid
            t7 = M_map_107584a0[((v >> 10) & 1)]
            if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 61) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 62) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 63) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_f8096436[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_dea46155[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255
        return render, takes_literal
    def shape_ed969e4af804(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_b9553f7f[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_7e5a8223[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_efdc681c2b12(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_33b8e8f7[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_f8096436[((v >> 15) & 1)]
            if t13 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_f16267ead60a(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t11 is None: raise Invalid
            t12 = M_map_107584a0[((v >> 61) & 1)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 62) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_f3acffed6a07(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_f16(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 13) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 63) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]
            if t14 is None: raise Invalid
            t15 = M_map_f8096436[((v >> 15) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_f7760bb38696(s):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t8 = ((v >> 41) & 511)
            if t8 == 255: t9 = L_b32(lit) + ''
            else:
                t9 = M_map_f1eeac2d[t8]
                if t9 is None: raise Invalid
            t6 = compose('fp', t9, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t12 = ((v >> 50) & 511)
            if t12 == 255: t13 = L_b32(lit) + ''
            else:
                t13 = M_map_f1eeac2d[t12]
                if t13 is None: raise Invalid
            t10 = compose('fp', t13, ((v >> 10) & 1), ((v >> 63) & 1), 0)
            t14 = M_map_107584a0[((v >> 15) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t15 is None: raise Invalid
            t16 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t16 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t6 + s3 + t10 + t14 + t15 + t16
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255 or ((v >> 50) & 511) == 255
        return render, takes_literal
    def shape_f84ce7392425(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_b32(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 15) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t10 is None: raise Invalid
            t11 = M_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]
            if t11 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + t9 + t10 + t11
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_fc1b47adf618(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t4 = ((v >> 32) & 511)
            if t4 == 255: t5 = L_f16(lit) + ''
            else:
                t5 = M_map_f1eeac2d[t4]
                if t5 is None: raise Invalid
            t2 = compose('fp', t5, ((v >> 8) & 1), ((v >> 61) & 1), 0)
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_f16(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 10) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 63) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_f8096436[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_dea46155[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_ff1461c31ba9(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_d741ef42[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_imm32(lit) + '/*Invalid immediate*/'
            else:
                t4 = M_map_b5c66c46[t3]
                if t4 is None: raise Invalid
            t6 = ((v >> 41) & 511)
            if t6 == 255: t7 = L_b32(lit) + ''
            else:
                t7 = M_map_f1eeac2d[t6]
                if t7 is None: raise Invalid
            t8 = M_map_107584a0[((v >> 8) & 1)]
            if t8 is None: raise Invalid
            t9 = M_map_107584a0[((v >> 9) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 10) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_107584a0[((v >> 62) & 1)]
            if t14 is None: raise Invalid
            t15 = M_map_107584a0[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14 + t15
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    def shape_ffc40183dfe8(s):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_map_58198513[((v >> 0) & 255)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 511)
            if t3 == 255: t4 = L_b32(lit) + ''
            else:
                t4 = M_map_f1eeac2d[t3]
                if t4 is None: raise Invalid
            t7 = ((v >> 41) & 511)
            if t7 == 255: t8 = L_b32(lit) + ''
            else:
                t8 = M_map_f1eeac2d[t7]
                if t8 is None: raise Invalid
            t5 = compose('fp', t8, ((v >> 9) & 1), ((v >> 62) & 1), 0)
            t9 = M_map_107584a0[((v >> 10) & 1)]
            if t9 is None: raise Invalid
            t10 = M_map_107584a0[((v >> 13) & 1)]
            if t10 is None: raise Invalid
            t11 = M_map_107584a0[((v >> 15) & 1)]
            if t11 is None: raise Invalid
            t12 = M_map_d7b5c8b3[((v >> 59) & 3)]
            if t12 is None: raise Invalid
            t13 = M_map_107584a0[((v >> 63) & 1)]
            if t13 is None: raise Invalid
            t14 = M_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t4 + s2 + t5 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return ((v >> 32) & 511) == 255 or ((v >> 41) & 511) == 255
        return render, takes_literal
    return {
        (16,): (shape_3d907b7d3ce9, ('v_cmp_class_f32_e64 ', ', ', ', ')),
        (17,): (shape_3d907b7d3ce9, ('v_cmpx_class_f32_e64 ', ', ', ', ')),
        (18,): (shape_76aef57932c4, ('v_cmp_class_f64_e64 ', ', ', ', ')),
        (19,): (shape_76aef57932c4, ('v_cmpx_class_f64_e64 ', ', ', ', ')),
        (20,): (shape_9c48a936ec69, ('v_cmp_class_f16_e64 ', ', ', ', ')),
        (21,): (shape_9c48a936ec69, ('v_cmpx_class_f16_e64 ', ', ', ', ')),
        (32,): (shape_e27b0fb7f792, ('v_cmp_f_f16_e64 ', ', ', ', ')),
        (33,): (shape_e27b0fb7f792, ('v_cmp_lt_f16_e64 ', ', ', ', ')),
        (34,): (shape_e27b0fb7f792, ('v_cmp_eq_f16_e64 ', ', ', ', ')),
        (35,): (shape_e27b0fb7f792, ('v_cmp_le_f16_e64 ', ', ', ', ')),
        (36,): (shape_e27b0fb7f792, ('v_cmp_gt_f16_e64 ', ', ', ', ')),
        (37,): (shape_e27b0fb7f792, ('v_cmp_lg_f16_e64 ', ', ', ', ')),
        (38,): (shape_e27b0fb7f792, ('v_cmp_ge_f16_e64 ', ', ', ', ')),
        (39,): (shape_e27b0fb7f792, ('v_cmp_o_f16_e64 ', ', ', ', ')),
        (40,): (shape_e27b0fb7f792, ('v_cmp_u_f16_e64 ', ', ', ', ')),
        (41,): (shape_e27b0fb7f792, ('v_cmp_nge_f16_e64 ', ', ', ', ')),
        (42,): (shape_e27b0fb7f792, ('v_cmp_nlg_f16_e64 ', ', ', ', ')),
        (43,): (shape_e27b0fb7f792, ('v_cmp_ngt_f16_e64 ', ', ', ', ')),
        (44,): (shape_e27b0fb7f792, ('v_cmp_nle_f16_e64 ', ', ', ', ')),
        (45,): (shape_e27b0fb7f792, ('v_cmp_neq_f16_e64 ', ', ', ', ')),
        (46,): (shape_e27b0fb7f792, ('v_cmp_nlt_f16_e64 ', ', ', ', ')),
        (47,): (shape_e27b0fb7f792, ('v_cmp_tru_f16_e64 ', ', ', ', ')),
        (48,): (shape_e27b0fb7f792, ('v_cmpx_f_f16_e64 ', ', ', ', ')),
        (49,): (shape_e27b0fb7f792, ('v_cmpx_lt_f16_e64 ', ', ', ', ')),
        (50,): (shape_e27b0fb7f792, ('v_cmpx_eq_f16_e64 ', ', ', ', ')),
        (51,): (shape_e27b0fb7f792, ('v_cmpx_le_f16_e64 ', ', ', ', ')),
        (52,): (shape_e27b0fb7f792, ('v_cmpx_gt_f16_e64 ', ', ', ', ')),
        (53,): (shape_e27b0fb7f792, ('v_cmpx_lg_f16_e64 ', ', ', ', ')),
        (54,): (shape_e27b0fb7f792, ('v_cmpx_ge_f16_e64 ', ', ', ', ')),
        (55,): (shape_e27b0fb7f792, ('v_cmpx_o_f16_e64 ', ', ', ', ')),
        (56,): (shape_e27b0fb7f792, ('v_cmpx_u_f16_e64 ', ', ', ', ')),
        (57,): (shape_e27b0fb7f792, ('v_cmpx_nge_f16_e64 ', ', ', ', ')),
        (58,): (shape_e27b0fb7f792, ('v_cmpx_nlg_f16_e64 ', ', ', ', ')),
        (59,): (shape_e27b0fb7f792, ('v_cmpx_ngt_f16_e64 ', ', ', ', ')),
        (60,): (shape_e27b0fb7f792, ('v_cmpx_nle_f16_e64 ', ', ', ', ')),
        (61,): (shape_e27b0fb7f792, ('v_cmpx_neq_f16_e64 ', ', ', ', ')),
        (62,): (shape_e27b0fb7f792, ('v_cmpx_nlt_f16_e64 ', ', ', ', ')),
        (63,): (shape_e27b0fb7f792, ('v_cmpx_tru_f16_e64 ', ', ', ', ')),
        (64,): (shape_efdc681c2b12, ('v_cmp_f_f32_e64 ', ', ', ', ')),
        (65,): (shape_efdc681c2b12, ('v_cmp_lt_f32_e64 ', ', ', ', ')),
        (66,): (shape_efdc681c2b12, ('v_cmp_eq_f32_e64 ', ', ', ', ')),
        (67,): (shape_efdc681c2b12, ('v_cmp_le_f32_e64 ', ', ', ', ')),
        (68,): (shape_efdc681c2b12, ('v_cmp_gt_f32_e64 ', ', ', ', ')),
        (69,): (shape_efdc681c2b12, ('v_cmp_lg_f32_e64 ', ', ', ', ')),
        (70,): (shape_efdc681c2b12, ('v_cmp_ge_f32_e64 ', ', ', ', ')),
        (71,): (shape_efdc681c2b12, ('v_cmp_o_f32_e64 ', ', ', ', ')),
        (72,): (shape_efdc681c2b12, ('v_cmp_u_f32_e64 ', ', ', ', ')),
        (73,): (shape_efdc681c2b12, ('v_cmp_nge_f32_e64 ', ', ', ', ')),
        (74,): (shape_efdc681c2b12, ('v_cmp_nlg_f32_e64 ', ', ', ', ')),
        (75,): (shape_efdc681c2b12, ('v_cmp_ngt_f32_e64 ', ', ', ', ')),
        (76,): (shape_efdc681c2b12, ('v_cmp_nle_f32_e64 ', ', ', ', ')),
        (77,): (shape_efdc681c2b12, ('v_cmp_neq_f32_e64 ', ', ', ', ')),
        (78,): (shape_efdc681c2b12, ('v_cmp_nlt_f32_e64 ', ', ', ', ')),
        (79,): (shape_efdc681c2b12, ('v_cmp_tru_f32_e64 ', ', ', ', ')),
        (80,): (shape_efdc681c2b12, ('v_cmpx_f_f32_e64 ', ', ', ', ')),
        (81,): (shape_efdc681c2b12, ('v_cmpx_lt_f32_e64 ', ', ', ', ')),
        (82,): (shape_efdc681c2b12, ('v_cmpx_eq_f32_e64 ', ', ', ', ')),
        (83,): (shape_efdc681c2b12, ('v_cmpx_le_f32_e64 ', ', ', ', ')),
        (84,): (shape_efdc681c2b12, ('v_cmpx_gt_f32_e64 ', ', ', ', ')),
        (85,): (shape_efdc681c2b12, ('v_cmpx_lg_f32_e64 ', ', ', ', ')),
        (86,): (shape_efdc681c2b12, ('v_cmpx_ge_f32_e64 ', ', ', ', ')),
        (87,): (shape_efdc681c2b12, ('v_cmpx_o_f32_e64 ', ', ', ', ')),
        (88,): (shape_efdc681c2b12, ('v_cmpx_u_f32_e64 ', ', ', ', ')),
        (89,): (shape_efdc681c2b12, ('v_cmpx_nge_f32_e64 ', ', ', ', ')),
        (90,): (shape_efdc681c2b12, ('v_cmpx_nlg_f32_e64 ', ', ', ', ')),
        (91,): (shape_efdc681c2b12, ('v_cmpx_ngt_f32_e64 ', ', ', ', ')),
        (92,): (shape_efdc681c2b12, ('v_cmpx_nle_f32_e64 ', ', ', ', ')),
        (93,): (shape_efdc681c2b12, ('v_cmpx_neq_f32_e64 ', ', ', ', ')),
        (94,): (shape_efdc681c2b12, ('v_cmpx_nlt_f32_e64 ', ', ', ', ')),
        (95,): (shape_efdc681c2b12, ('v_cmpx_tru_f32_e64 ', ', ', ', ')),
        (96,): (shape_1b0410ed8a49, ('v_cmp_f_f64_e64 ', ', ', ', ')),
        (97,): (shape_1b0410ed8a49, ('v_cmp_lt_f64_e64 ', ', ', ', ')),
        (98,): (shape_1b0410ed8a49, ('v_cmp_eq_f64_e64 ', ', ', ', ')),
        (99,): (shape_1b0410ed8a49, ('v_cmp_le_f64_e64 ', ', ', ', ')),
        (100,): (shape_1b0410ed8a49, ('v_cmp_gt_f64_e64 ', ', ', ', ')),
        (101,): (shape_1b0410ed8a49, ('v_cmp_lg_f64_e64 ', ', ', ', ')),
        (102,): (shape_1b0410ed8a49, ('v_cmp_ge_f64_e64 ', ', ', ', ')),
        (103,): (shape_1b0410ed8a49, ('v_cmp_o_f64_e64 ', ', ', ', ')),
        (104,): (shape_1b0410ed8a49, ('v_cmp_u_f64_e64 ', ', ', ', ')),
        (105,): (shape_1b0410ed8a49, ('v_cmp_nge_f64_e64 ', ', ', ', ')),
        (106,): (shape_1b0410ed8a49, ('v_cmp_nlg_f64_e64 ', ', ', ', ')),
        (107,): (shape_1b0410ed8a49, ('v_cmp_ngt_f64_e64 ', ', ', ', ')),
        (108,): (shape_1b0410ed8a49, ('v_cmp_nle_f64_e64 ', ', ', ', ')),
        (109,): (shape_1b0410ed8a49, ('v_cmp_neq_f64_e64 ', ', ', ', ')),
        (110,): (shape_1b0410ed8a49, ('v_cmp_nlt_f64_e64 ', ', ', ', ')),
        (111,): (shape_1b0410ed8a49, ('v_cmp_tru_f64_e64 ', ', ', ', ')),
        (112,): (shape_1b0410ed8a49, ('v_cmpx_f_f64_e64 ', ', ', ', ')),
        (113,): (shape_1b0410ed8a49, ('v_cmpx_lt_f64_e64 ', ', ', ', ')),
        (114,): (shape_1b0410ed8a49, ('v_cmpx_eq_f64_e64 ', ', ', ', ')),
        (115,): (shape_1b0410ed8a49, ('v_cmpx_le_f64_e64 ', ', ', ', ')),
        (116,): (shape_1b0410ed8a49, ('v_cmpx_gt_f64_e64 ', ', ', ', ')),
        (117,): (shape_1b0410ed8a49, ('v_cmpx_lg_f64_e64 ', ', ', ', ')),
        (118,): (shape_1b0410ed8a49, ('v_cmpx_ge_f64_e64 ', ', ', ', ')),
        (119,): (shape_1b0410ed8a49, ('v_cmpx_o_f64_e64 ', ', ', ', ')),
        (120,): (shape_1b0410ed8a49, ('v_cmpx_u_f64_e64 ', ', ', ', ')),
        (121,): (shape_1b0410ed8a49, ('v_cmpx_nge_f64_e64 ', ', ', ', ')),
        (122,): (shape_1b0410ed8a49, ('v_cmpx_nlg_f64_e64 ', ', ', ', ')),
        (123,): (shape_1b0410ed8a49, ('v_cmpx_ngt_f64_e64 ', ', ', ', ')),
        (124,): (shape_1b0410ed8a49, ('v_cmpx_nle_f64_e64 ', ', ', ', ')),
        (125,): (shape_1b0410ed8a49, ('v_cmpx_neq_f64_e64 ', ', ', ', ')),
        (126,): (shape_1b0410ed8a49, ('v_cmpx_nlt_f64_e64 ', ', ', ', ')),
        (127,): (shape_1b0410ed8a49, ('v_cmpx_tru_f64_e64 ', ', ', ', ')),
        (160,): (shape_b808485950e9, ('v_cmp_f_i16_e64 ', ', ', ', ')),
        (161,): (shape_b808485950e9, ('v_cmp_lt_i16_e64 ', ', ', ', ')),
        (162,): (shape_b808485950e9, ('v_cmp_eq_i16_e64 ', ', ', ', ')),
        (163,): (shape_b808485950e9, ('v_cmp_le_i16_e64 ', ', ', ', ')),
        (164,): (shape_b808485950e9, ('v_cmp_gt_i16_e64 ', ', ', ', ')),
        (165,): (shape_b808485950e9, ('v_cmp_ne_i16_e64 ', ', ', ', ')),
        (166,): (shape_b808485950e9, ('v_cmp_ge_i16_e64 ', ', ', ', ')),
        (167,): (shape_b808485950e9, ('v_cmp_t_i16_e64 ', ', ', ', ')),
        (168,): (shape_b808485950e9, ('v_cmp_f_u16_e64 ', ', ', ', ')),
        (169,): (shape_b808485950e9, ('v_cmp_lt_u16_e64 ', ', ', ', ')),
        (170,): (shape_b808485950e9, ('v_cmp_eq_u16_e64 ', ', ', ', ')),
        (171,): (shape_b808485950e9, ('v_cmp_le_u16_e64 ', ', ', ', ')),
        (172,): (shape_b808485950e9, ('v_cmp_gt_u16_e64 ', ', ', ', ')),
        (173,): (shape_b808485950e9, ('v_cmp_ne_u16_e64 ', ', ', ', ')),
        (174,): (shape_b808485950e9, ('v_cmp_ge_u16_e64 ', ', ', ', ')),
        (175,): (shape_b808485950e9, ('v_cmp_t_u16_e64 ', ', ', ', ')),
        (176,): (shape_b808485950e9, ('v_cmpx_f_i16_e64 ', ', ', ', ')),
        (177,): (shape_b808485950e9, ('v_cmpx_lt_i16_e64 ', ', ', ', ')),
        (178,): (shape_b808485950e9, ('v_cmpx_eq_i16_e64 ', ', ', ', ')),
        (179,): (shape_b808485950e9, ('v_cmpx_le_i16_e64 ', ', ', ', ')),
        (180,): (shape_b808485950e9, ('v_cmpx_gt_i16_e64 ', ', ', ', ')),
        (181,): (shape_b808485950e9, ('v_cmpx_ne_i16_e64 ', ', ', ', ')),
        (182,): (shape_b808485950e9, ('v_cmpx_ge_i16_e64 ', ', ', ', ')),
        (183,): (shape_b808485950e9, ('v_cmpx_t_i16_e64 ', ', ', ', ')),
        (184,): (shape_b808485950e9, ('v_cmpx_f_u16_e64 ', ', ', ', ')),
        (185,): (shape_b808485950e9, ('v_cmpx_lt_u16_e64 ', ', ', ', ')),
        (186,): (shape_b808485950e9, ('v_cmpx_eq_u16_e64 ', ', ', ', ')),
        (187,): (shape_b808485950e9, ('v_cmpx_le_u16_e64 ', ', ', ', ')),
        (188,): (shape_b808485950e9, ('v_cmpx_gt_u16_e64 ', ', ', ', ')),
        (189,): (shape_b808485950e9, ('v_cmpx_ne_u16_e64 ', ', ', ', ')),
        (190,): (shape_b808485950e9, ('v_cmpx_ge_u16_e64 ', ', ', ', ')),
        (191,): (shape_b808485950e9, ('v_cmpx_t_u16_e64 ', ', ', ', ')),
        (192,): (shape_6a363bffe532, ('v_cmp_f_i32_e64 ', ', ', ', ')),
        (193,): (shape_6a363bffe532, ('v_cmp_lt_i32_e64 ', ', ', ', ')),
        (194,): (shape_6a363bffe532, ('v_cmp_eq_i32_e64 ', ', ', ', ')),
        (195,): (shape_6a363bffe532, ('v_cmp_le_i32_e64 ', ', ', ', ')),
        (196,): (shape_6a363bffe532, ('v_cmp_gt_i32_e64 ', ', ', ', ')),
        (197,): (shape_6a363bffe532, ('v_cmp_ne_i32_e64 ', ', ', ', ')),
        (198,): (shape_6a363bffe532, ('v_cmp_ge_i32_e64 ', ', ', ', ')),
        (199,): (shape_6a363bffe532, ('v_cmp_t_i32_e64 ', ', ', ', ')),
        (200,): (shape_6a363bffe532, ('v_cmp_f_u32_e64 ', ', ', ', ')),
        (201,): (shape_6a363bffe532, ('v_cmp_lt_u32_e64 ', ', ', ', ')),
        (202,): (shape_6a363bffe532, ('v_cmp_eq_u32_e64 ', ', ', ', ')),
        (203,): (shape_6a363bffe532, ('v_cmp_le_u32_e64 ', ', ', ', ')),
        (204,): (shape_6a363bffe532, ('v_cmp_gt_u32_e64 ', ', ', ', ')),
        (205,): (shape_6a363bffe532, ('v_cmp_ne_u32_e64 ', ', ', ', ')),
        (206,): (shape_6a363bffe532, ('v_cmp_ge_u32_e64 ', ', ', ', ')),
        (207,): (shape_6a363bffe532, ('v_cmp_t_u32_e64 ', ', ', ', ')),
        (208,): (shape_6a363bffe532, ('v_cmpx_f_i32_e64 ', ', ', ', ')),
        (209,): (shape_6a363bffe532, ('v_cmpx_lt_i32_e64 ', ', ', ', ')),
        (210,): (shape_6a363bffe532, ('v_cmpx_eq_i32_e64 ', ', ', ', ')),
        (211,): (shape_6a363bffe532, ('v_cmpx_le_i32_e64 ', ', ', ', ')),
        (212,): (shape_6a363bffe532, ('v_cmpx_gt_i32_e64 ', ', ', ', ')),
        (213,): (shape_6a363bffe532, ('v_cmpx_ne_i32_e64 ', ', ', ', ')),
        (214,): (shape_6a363bffe532, ('v_cmpx_ge_i32_e64 ', ', ', ', ')),
        (215,): (shape_6a363bffe532, ('v_cmpx_t_i32_e64 ', ', ', ', ')),
        (216,): (shape_6a363bffe532, ('v_cmpx_f_u32_e64 ', ', ', ', ')),
        (217,): (shape_6a363bffe532, ('v_cmpx_lt_u32_e64 ', ', ', ', ')),
        (218,): (shape_6a363bffe532, ('v_cmpx_eq_u32_e64 ', ', ', ', ')),
        (219,): (shape_6a363bffe532, ('v_cmpx_le_u32_e64 ', ', ', ', ')),
        (220,): (shape_6a363bffe532, ('v_cmpx_gt_u32_e64 ', ', ', ', ')),
        (221,): (shape_6a363bffe532, ('v_cmpx_ne_u32_e64 ', ', ', ', ')),
        (222,): (shape_6a363bffe532, ('v_cmpx_ge_u32_e64 ', ', ', ', ')),
        (223,): (shape_6a363bffe532, ('v_cmpx_t_u32_e64 ', ', ', ', ')),
        (224,): (shape_8e0c18d370ab, ('v_cmp_f_i64_e64 ', ', ', ', ')),
        (225,): (shape_8e0c18d370ab, ('v_cmp_lt_i64_e64 ', ', ', ', ')),
        (226,): (shape_8e0c18d370ab, ('v_cmp_eq_i64_e64 ', ', ', ', ')),
        (227,): (shape_8e0c18d370ab, ('v_cmp_le_i64_e64 ', ', ', ', ')),
        (228,): (shape_8e0c18d370ab, ('v_cmp_gt_i64_e64 ', ', ', ', ')),
        (229,): (shape_8e0c18d370ab, ('v_cmp_ne_i64_e64 ', ', ', ', ')),
        (230,): (shape_8e0c18d370ab, ('v_cmp_ge_i64_e64 ', ', ', ', ')),
        (231,): (shape_8e0c18d370ab, ('v_cmp_t_i64_e64 ', ', ', ', ')),
        (232,): (shape_8e0c18d370ab, ('v_cmp_f_u64_e64 ', ', ', ', ')),
        (233,): (shape_8e0c18d370ab, ('v_cmp_lt_u64_e64 ', ', ', ', ')),
        (234,): (shape_8e0c18d370ab, ('v_cmp_eq_u64_e64 ', ', ', ', ')),
        (235,): (shape_8e0c18d370ab, ('v_cmp_le_u64_e64 ', ', ', ', ')),
        (236,): (shape_8e0c18d370ab, ('v_cmp_gt_u64_e64 ', ', ', ', ')),
        (237,): (shape_8e0c18d370ab, ('v_cmp_ne_u64_e64 ', ', ', ', ')),
        (238,): (shape_8e0c18d370ab, ('v_cmp_ge_u64_e64 ', ', ', ', ')),
        (239,): (shape_8e0c18d370ab, ('v_cmp_t_u64_e64 ', ', ', ', ')),
        (240,): (shape_8e0c18d370ab, ('v_cmpx_f_i64_e64 ', ', ', ', ')),
        (241,): (shape_8e0c18d370ab, ('v_cmpx_lt_i64_e64 ', ', ', ', ')),
        (242,): (shape_8e0c18d370ab, ('v_cmpx_eq_i64_e64 ', ', ', ', ')),
        (243,): (shape_8e0c18d370ab, ('v_cmpx_le_i64_e64 ', ', ', ', ')),
        (244,): (shape_8e0c18d370ab, ('v_cmpx_gt_i64_e64 ', ', ', ', ')),
        (245,): (shape_8e0c18d370ab, ('v_cmpx_ne_i64_e64 ', ', ', ', ')),
        (246,): (shape_8e0c18d370ab, ('v_cmpx_ge_i64_e64 ', ', ', ', ')),
        (247,): (shape_8e0c18d370ab, ('v_cmpx_t_i64_e64 ', ', ', ', ')),
        (248,): (shape_8e0c18d370ab, ('v_cmpx_f_u64_e64 ', ', ', ', ')),
        (249,): (shape_8e0c18d370ab, ('v_cmpx_lt_u64_e64 ', ', ', ', ')),
        (250,): (shape_8e0c18d370ab, ('v_cmpx_eq_u64_e64 ', ', ', ', ')),
        (251,): (shape_8e0c18d370ab, ('v_cmpx_le_u64_e64 ', ', ', ', ')),
        (252,): (shape_8e0c18d370ab, ('v_cmpx_gt_u64_e64 ', ', ', ', ')),
        (253,): (shape_8e0c18d370ab, ('v_cmpx_ne_u64_e64 ', ', ', ', ')),
        (254,): (shape_8e0c18d370ab, ('v_cmpx_ge_u64_e64 ', ', ', ', ')),
        (255,): (shape_8e0c18d370ab, ('v_cmpx_t_u64_e64 ', ', ', ', ')),
        (256,): (shape_ad097b832fe6, ('v_cndmask_b32_e64 ', ', ', ', ', ', ')),
        (257,): (shape_c440d58b285f, ('v_add_f32_e64 ', ', ', ', ')),
        (258,): (shape_c440d58b285f, ('v_sub_f32_e64 ', ', ', ', ')),
        (259,): (shape_c440d58b285f, ('v_subrev_f32_e64 ', ', ', ', ')),
        (260,): (shape_55654d0ba713, ('v_fmac_f64_e64 ', ', ', ', ')),
        (261,): (shape_c440d58b285f, ('v_mul_f32_e64 ', ', ', ', ')),
        (262,): (shape_f16267ead60a, ('v_mul_i32_i24_e64 ', ', ', ', ')),
        (263,): (shape_dd3aece4c386, ('v_mul_hi_i32_i24_e64 ', ', ', ', ')),
        (264,): (shape_f16267ead60a, ('v_mul_u32_u24_e64 ', ', ', ', ')),
        (265,): (shape_dd3aece4c386, ('v_mul_hi_u32_u24_e64 ', ', ', ', ')),
        (266,): (shape_c440d58b285f, ('v_min_f32_e64 ', ', ', ', ')),
        (267,): (shape_c440d58b285f, ('v_max_f32_e64 ', ', ', ', ')),
        (268,): (shape_dd3aece4c386, ('v_min_i32_e64 ', ', ', ', ')),
        (269,): (shape_dd3aece4c386, ('v_max_i32_e64 ', ', ', ', ')),
        (270,): (shape_dd3aece4c386, ('v_min_u32_e64 ', ', ', ', ')),
        (271,): (shape_dd3aece4c386, ('v_max_u32_e64 ', ', ', ', ')),
        (272,): (shape_dd3aece4c386, ('v_lshrrev_b32_e64 ', ', ', ', ')),
        (273,): (shape_dd3aece4c386, ('v_ashrrev_i32_e64 ', ', ', ', ')),
        (274,): (shape_dd3aece4c386, ('v_lshlrev_b32_e64 ', ', ', ', ')),
        (275,): (shape_dd3aece4c386, ('v_and_b32_e64 ', ', ', ', ')),
        (276,): (shape_dd3aece4c386, ('v_or_b32_e64 ', ', ', ', ')),
        (277,): (shape_dd3aece4c386, ('v_xor_b32_e64 ', ', ', ', ')),
        (278,): (shape_58d5595022ca, ('v_dot2c_f32_bf16_e64 ', ', ', ', ')),
        (281,): (shape_64be623c854d, ('v_add_co_u32_e64 ', ', ', ', ', ', ')),
        (282,): (shape_64be623c854d, ('v_sub_co_u32_e64 ', ', ', ', ', ', ')),
        (283,): (shape_64be623c854d, ('v_subrev_co_u32_e64 ', ', ', ', ', ', ')),
        (284,): (shape_273f2cd8b935, ('v_addc_co_u32_e64 ', ', ', ', ', ', ', ', ')),
        (285,): (shape_273f2cd8b935, ('v_subb_co_u32_e64 ', ', ', ', ', ', ', ', ')),
        (286,): (shape_273f2cd8b935, ('v_subbrev_co_u32_e64 ', ', ', ', ', ', ', ', ')),
        (287,): (shape_09fa05ed0f0c, ('v_add_f16_e64 ', ', ', ', ')),
        (288,): (shape_09fa05ed0f0c, ('v_sub_f16_e64 ', ', ', ', ')),
        (289,): (shape_09fa05ed0f0c, ('v_subrev_f16_e64 ', ', ', ', ')),
        (290,): (shape_09fa05ed0f0c, ('v_mul_f16_e64 ', ', ', ', ')),
        (291,): (shape_09fa05ed0f0c, ('v_mac_f16_e64 ', ', ', ', ')),
        (294,): (shape_3ba7cfb9369d, ('v_add_u16_e64 ', ', ', ', ')),
        (295,): (shape_3ba7cfb9369d, ('v_sub_u16_e64 ', ', ', ', ')),
        (296,): (shape_3ba7cfb9369d, ('v_subrev_u16_e64 ', ', ', ', ')),
        (297,): (shape_9e550b2e6fb6, ('v_mul_lo_u16_e64 ', ', ', ', ')),
        (298,): (shape_9e550b2e6fb6, ('v_lshlrev_b16_e64 ', ', ', ', ')),
        (299,): (shape_9e550b2e6fb6, ('v_lshrrev_b16_e64 ', ', ', ', ')),
        (300,): (shape_9e550b2e6fb6, ('v_ashrrev_i16_e64 ', ', ', ', ')),
        (301,): (shape_09fa05ed0f0c, ('v_max_f16_e64 ', ', ', ', ')),
        (302,): (shape_09fa05ed0f0c, ('v_min_f16_e64 ', ', ', ', ')),
        (303,): (shape_9e550b2e6fb6, ('v_max_u16_e64 ', ', ', ', ')),
        (304,): (shape_9e550b2e6fb6, ('v_max_i16_e64 ', ', ', ', ')),
        (305,): (shape_9e550b2e6fb6, ('v_min_u16_e64 ', ', ', ', ')),
        (306,): (shape_9e550b2e6fb6, ('v_min_i16_e64 ', ', ', ', ')),
        (307,): (shape_fc1b47adf618, ('v_ldexp_f16_e64 ', ', ', ', ')),
        (308,): (shape_f16267ead60a, ('v_add_u32_e64 ', ', ', ', ')),
        (309,): (shape_f16267ead60a, ('v_sub_u32_e64 ', ', ', ', ')),
        (310,): (shape_f16267ead60a, ('v_subrev_u32_e64 ', ', ', ', ')),
        (311,): (shape_a3c40aaed11b, ('v_dot2c_f32_f16_e64 ', ', ', ', ')),
        (312,): (shape_98e74038f5a0, ('v_dot2c_i32_i16_e64 ', ', ', ', ')),
        (313,): (shape_98e74038f5a0, ('v_dot4c_i32_i8_e64 ', ', ', ', ')),
        (314,): (shape_98e74038f5a0, ('v_dot8c_i32_i4_e64 ', ', ', ', ')),
        (315,): (shape_c440d58b285f, ('v_fmac_f32_e64 ', ', ', ', ')),
        (316,): (shape_a3c40aaed11b, ('v_pk_fmac_f16_e64 ', ', ', ', ')),
        (317,): (shape_dd3aece4c386, ('v_xnor_b32_e64 ', ', ', ', ')),
        (320,): (shape_a53828bc0a58, ('v_nop',)),
        (321,): (shape_301ec266c8b3, ('v_mov_b32_e64 ', ', ')),
        (323,): (shape_47406f51c83a, ('v_cvt_i32_f64_e64 ', ', ')),
        (324,): (shape_8e951db556df, ('v_cvt_f64_i32_e64 ', ', ')),
        (325,): (shape_971966ee5347, ('v_cvt_f32_i32_e64 ', ', ')),
        (326,): (shape_971966ee5347, ('v_cvt_f32_u32_e64 ', ', ')),
        (327,): (shape_91cde3ab9436, ('v_cvt_u32_f32_e64 ', ', ')),
        (328,): (shape_91cde3ab9436, ('v_cvt_i32_f32_e64 ', ', ')),
        (330,): (shape_91cde3ab9436, ('v_cvt_f16_f32_e64 ', ', ')),
        (331,): (shape_0d0ec2b7138b, ('v_cvt_f32_f16_e64 ', ', ')),
        (332,): (shape_1dfe777f7f39, ('v_cvt_rpi_i32_f32_e64 ', ', ')),
        (333,): (shape_1dfe777f7f39, ('v_cvt_flr_i32_f32_e64 ', ', ')),
        (334,): (shape_971966ee5347, ('v_cvt_off_f32_i4_e64 ', ', ')),
        (335,): (shape_47406f51c83a, ('v_cvt_f32_f64_e64 ', ', ')),
        (336,): (shape_0f68c714b52a, ('v_cvt_f64_f32_e64 ', ', ')),
        (337,): (shape_971966ee5347, ('v_cvt_f32_ubyte0_e64 ', ', ')),
        (338,): (shape_971966ee5347, ('v_cvt_f32_ubyte1_e64 ', ', ')),
        (339,): (shape_971966ee5347, ('v_cvt_f32_ubyte2_e64 ', ', ')),
        (340,): (shape_971966ee5347, ('v_cvt_f32_ubyte3_e64 ', ', ')),
        (341,): (shape_47406f51c83a, ('v_cvt_u32_f64_e64 ', ', ')),
        (342,): (shape_8e951db556df, ('v_cvt_f64_u32_e64 ', ', ')),
        (343,): (shape_e2c454b9e6a2, ('v_trunc_f64_e64 ', ', ')),
        (344,): (shape_e2c454b9e6a2, ('v_ceil_f64_e64 ', ', ')),
        (345,): (shape_e2c454b9e6a2, ('v_rndne_f64_e64 ', ', ')),
        (346,): (shape_e2c454b9e6a2, ('v_floor_f64_e64 ', ', ')),
        (347,): (shape_91cde3ab9436, ('v_fract_f32_e64 ', ', ')),
        (348,): (shape_91cde3ab9436, ('v_trunc_f32_e64 ', ', ')),
        (349,): (shape_91cde3ab9436, ('v_ceil_f32_e64 ', ', ')),
        (350,): (shape_91cde3ab9436, ('v_rndne_f32_e64 ', ', ')),
        (351,): (shape_91cde3ab9436, ('v_floor_f32_e64 ', ', ')),
        (352,): (shape_91cde3ab9436, ('v_exp_f32_e64 ', ', ')),
        (353,): (shape_91cde3ab9436, ('v_log_f32_e64 ', ', ')),
        (354,): (shape_91cde3ab9436, ('v_rcp_f32_e64 ', ', ')),
        (355,): (shape_91cde3ab9436, ('v_rcp_iflag_f32_e64 ', ', ')),
        (356,): (shape_91cde3ab9436, ('v_rsq_f32_e64 ', ', ')),
        (357,): (shape_e2c454b9e6a2, ('v_rcp_f64_e64 ', ', ')),
        (358,): (shape_e2c454b9e6a2, ('v_rsq_f64_e64 ', ', ')),
        (359,): (shape_91cde3ab9436, ('v_sqrt_f32_e64 ', ', ')),
        (360,): (shape_e2c454b9e6a2, ('v_sqrt_f64_e64 ', ', ')),
        (361,): (shape_91cde3ab9436, ('v_sin_f32_e64 ', ', ')),
        (362,): (shape_91cde3ab9436, ('v_cos_f32_e64 ', ', ')),
        (363,): (shape_301ec266c8b3, ('v_not_b32_e64 ', ', ')),
        (364,): (shape_301ec266c8b3, ('v_bfrev_b32_e64 ', ', ')),
        (365,): (shape_301ec266c8b3, ('v_ffbh_u32_e64 ', ', ')),
        (366,): (shape_301ec266c8b3, ('v_ffbl_b32_e64 ', ', ')),
        (367,): (shape_301ec266c8b3, ('v_ffbh_i32_e64 ', ', ')),
        (368,): (shape_47406f51c83a, ('v_frexp_exp_i32_f64_e64 ', ', ')),
        (369,): (shape_e2c454b9e6a2, ('v_frexp_mant_f64_e64 ', ', ')),
        (370,): (shape_e2c454b9e6a2, ('v_fract_f64_e64 ', ', ')),
        (371,): (shape_1dfe777f7f39, ('v_frexp_exp_i32_f32_e64 ', ', ')),
        (372,): (shape_91cde3ab9436, ('v_frexp_mant_f32_e64 ', ', ')),
        (373,): (shape_a53828bc0a58, ('v_clrexcp',)),
        (375,): (shape_301ec266c8b3, ('v_screen_partition_4se_b32_e64 ', ', ')),
        (376,): (shape_361003afaba1, ('v_mov_b64_e64 ', ', ')),
        (377,): (shape_eb1039a7c575, ('v_cvt_f16_u16_e64 ', ', ')),
        (378,): (shape_eb1039a7c575, ('v_cvt_f16_i16_e64 ', ', ')),
        (379,): (shape_0d0ec2b7138b, ('v_cvt_u16_f16_e64 ', ', ')),
        (380,): (shape_0d0ec2b7138b, ('v_cvt_i16_f16_e64 ', ', ')),
        (381,): (shape_0d0ec2b7138b, ('v_rcp_f16_e64 ', ', ')),
        (382,): (shape_0d0ec2b7138b, ('v_sqrt_f16_e64 ', ', ')),
        (383,): (shape_0d0ec2b7138b, ('v_rsq_f16_e64 ', ', ')),
        (384,): (shape_0d0ec2b7138b, ('v_log_f16_e64 ', ', ')),
        (385,): (shape_0d0ec2b7138b, ('v_exp_f16_e64 ', ', ')),
        (386,): (shape_0d0ec2b7138b, ('v_frexp_mant_f16_e64 ', ', ')),
        (387,): (shape_0d0ec2b7138b, ('v_frexp_exp_i16_f16_e64 ', ', ')),
        (388,): (shape_0d0ec2b7138b, ('v_floor_f16_e64 ', ', ')),
        (389,): (shape_0d0ec2b7138b, ('v_ceil_f16_e64 ', ', ')),
        (390,): (shape_0d0ec2b7138b, ('v_trunc_f16_e64 ', ', ')),
        (391,): (shape_0d0ec2b7138b, ('v_rndne_f16_e64 ', ', ')),
        (392,): (shape_0d0ec2b7138b, ('v_fract_f16_e64 ', ', ')),
        (393,): (shape_0d0ec2b7138b, ('v_sin_f16_e64 ', ', ')),
        (394,): (shape_0d0ec2b7138b, ('v_cos_f16_e64 ', ', ')),
        (395,): (shape_91cde3ab9436, ('v_exp_legacy_f32_e64 ', ', ')),
        (396,): (shape_91cde3ab9436, ('v_log_legacy_f32_e64 ', ', ')),
        (397,): (shape_0d0ec2b7138b, ('v_cvt_norm_i16_f16_e64 ', ', ')),
        (398,): (shape_0d0ec2b7138b, ('v_cvt_norm_u16_f16_e64 ', ', ')),
        (399,): (shape_301ec266c8b3, ('v_sat_pk_u8_i16_e64 ', ', ')),
        (404,): (shape_971966ee5347, ('v_cvt_f32_fp8_e64 ', ', ')),
        (405,): (shape_971966ee5347, ('v_cvt_f32_bf8_e64 ', ', ')),
        (406,): (shape_8e951db556df, ('v_cvt_pk_f32_fp8_e64 ', ', ')),
        (407,): (shape_8e951db556df, ('v_cvt_pk_f32_bf8_e64 ', ', ')),
        (408,): (shape_301ec266c8b3, ('v_prng_b32_e64 ', ', ')),
        (409,): (shape_3c04b03a33bc, ('v_permlane16_swap_b32_e64 ', ', ')),
        (410,): (shape_3c04b03a33bc, ('v_permlane32_swap_b32_e64 ', ', ')),
        (411,): (shape_2dfd3f104401, ('v_cvt_f32_bf16_e64 ', ', ')),
        (450,): (shape_d94c1bd4b916, ('v_mad_i32_i24 ', ', ', ', ', ', ')),
        (451,): (shape_d94c1bd4b916, ('v_mad_u32_u24 ', ', ', ', ', ', ')),
        (452,): (shape_536b50b7b289, ('v_cubeid_f32 ', ', ', ', ', ', ')),
        (453,): (shape_536b50b7b289, ('v_cubesc_f32 ', ', ', ', ', ', ')),
        (454,): (shape_536b50b7b289, ('v_cubetc_f32 ', ', ', ', ', ', ')),
        (455,): (shape_536b50b7b289, ('v_cubema_f32 ', ', ', ', ', ', ')),
        (456,): (shape_82b660b1a697, ('v_bfe_u32 ', ', ', ', ', ', ')),
        (457,): (shape_82b660b1a697, ('v_bfe_i32 ', ', ', ', ', ', ')),
        (458,): (shape_82b660b1a697, ('v_bfi_b32 ', ', ', ', ', ', ')),
        (459,): (shape_536b50b7b289, ('v_fma_f32 ', ', ', ', ', ', ')),
        (460,): (shape_c9bdc0497526, ('v_fma_f64 ', ', ', ', ', ', ')),
        (461,): (shape_82b660b1a697, ('v_lerp_u8 ', ', ', ', ', ', ')),
        (462,): (shape_0fe47617dff1, ('v_alignbit_b32 ', ', ', ', ', ', ')),
        (463,): (shape_0fe47617dff1, ('v_alignbyte_b32 ', ', ', ', ', ', ')),
        (464,): (shape_536b50b7b289, ('v_min3_f32 ', ', ', ', ', ', ')),
        (465,): (shape_82b660b1a697, ('v_min3_i32 ', ', ', ', ', ', ')),
        (466,): (shape_82b660b1a697, ('v_min3_u32 ', ', ', ', ', ', ')),
        (467,): (shape_536b50b7b289, ('v_max3_f32 ', ', ', ', ', ', ')),
        (468,): (shape_82b660b1a697, ('v_max3_i32 ', ', ', ', ', ', ')),
        (469,): (shape_82b660b1a697, ('v_max3_u32 ', ', ', ', ', ', ')),
        (470,): (shape_536b50b7b289, ('v_med3_f32 ', ', ', ', ', ', ')),
        (471,): (shape_82b660b1a697, ('v_med3_i32 ', ', ', ', ', ', ')),
        (472,): (shape_82b660b1a697, ('v_med3_u32 ', ', ', ', ', ', ')),
        (473,): (shape_d94c1bd4b916, ('v_sad_u8 ', ', ', ', ', ', ')),
        (474,): (shape_d94c1bd4b916, ('v_sad_hi_u8 ', ', ', ', ', ', ')),
        (475,): (shape_d94c1bd4b916, ('v_sad_u16 ', ', ', ', ', ', ')),
        (476,): (shape_d94c1bd4b916, ('v_sad_u32 ', ', ', ', ', ', ')),
        (477,): (shape_0430d8c53acb, ('v_cvt_pk_u8_f32 ', ', ', ', ', ', ')),
        (478,): (shape_536b50b7b289, ('v_div_fixup_f32 ', ', ', ', ', ', ')),
        (479,): (shape_c9bdc0497526, ('v_div_fixup_f64 ', ', ', ', ', ', ')),
        (480,): (shape_04b65d473834, ('v_div_scale_f32 ', ', ', ', ', ', ', ', ')),
        (481,): (shape_5a7b54a1d2ef, ('v_div_scale_f64 ', ', ', ', ', ', ', ', ')),
        (482,): (shape_536b50b7b289, ('v_div_fmas_f32 ', ', ', ', ', ', ')),
        (483,): (shape_c9bdc0497526, ('v_div_fmas_f64 ', ', ', ', ', ', ')),
        (484,): (shape_d94c1bd4b916, ('v_msad_u8 ', ', ', ', ', ', ')),
        (485,): (shape_b7ff766ab1f9, ('v_qsad_pk_u16_u8 ', ', ', ', ', ', ')),
        (486,): (shape_b7ff766ab1f9, ('v_mqsad_pk_u16_u8 ', ', ', ', ', ', ')),
        (487,): (shape_6e60a21dbcaa, ('v_mqsad_u32_u8 ', ', ', ', ', ', ')),
        (488,): (shape_a7fab346dab1, ('v_mad_u64_u32 ', ', ', ', ', ', ', ', ')),
        (489,): (shape_a7fab346dab1, ('v_mad_i64_i32 ', ', ', ', ', ', ', ', ')),
        (490,): (shape_94b43d710a2c, ('v_mad_legacy_f16 ', ', ', ', ', ', ')),
        (491,): (shape_722f6bf889e2, ('v_mad_legacy_u16 ', ', ', ', ', ', ')),
        (492,): (shape_722f6bf889e2, ('v_mad_legacy_i16 ', ', ', ', ', ', ')),
        (493,): (shape_82b660b1a697, ('v_perm_b32 ', ', ', ', ', ', ')),
        (494,): (shape_94b43d710a2c, ('v_fma_legacy_f16 ', ', ', ', ', ', ')),
        (495,): (shape_94b43d710a2c, ('v_div_fixup_legacy_f16 ', ', ', ', ', ', ')),
        (496,): (shape_6cecf2e6ea15, ('v_cvt_pkaccum_u8_f32 ', ', ', ', ')),
        (497,): (shape_91eccd28eea7, ('v_mad_u32_u16 ', ', ', ', ', ', ')),
        (498,): (shape_91eccd28eea7, ('v_mad_i32_i16 ', ', ', ', ', ', ')),
        (499,): (shape_82b660b1a697, ('v_xad_u32 ', ', ', ', ', ', ')),
        (500,): (shape_8b35d39b13ce, ('v_min3_f16 ', ', ', ', ', ', ')),
        (501,): (shape_b69cb78ac957, ('v_min3_i16 ', ', ', ', ', ', ')),
        (502,): (shape_b69cb78ac957, ('v_min3_u16 ', ', ', ', ', ', ')),
        (503,): (shape_8b35d39b13ce, ('v_max3_f16 ', ', ', ', ', ', ')),
        (504,): (shape_b69cb78ac957, ('v_max3_i16 ', ', ', ', ', ', ')),
        (505,): (shape_b69cb78ac957, ('v_max3_u16 ', ', ', ', ', ', ')),
        (506,): (shape_8b35d39b13ce, ('v_med3_f16 ', ', ', ', ', ', ')),
        (507,): (shape_b69cb78ac957, ('v_med3_i16 ', ', ', ', ', ', ')),
        (508,): (shape_b69cb78ac957, ('v_med3_u16 ', ', ', ', ', ', ')),
        (509,): (shape_82b660b1a697, ('v_lshl_add_u32 ', ', ', ', ', ', ')),
        (510,): (shape_82b660b1a697, ('v_add_lshl_u32 ', ', ', ', ', ', ')),
        (511,): (shape_82b660b1a697, ('v_add3_u32 ', ', ', ', ', ', ')),
        (512,): (shape_82b660b1a697, ('v_lshl_or_b32 ', ', ', ', ', ', ')),
        (513,): (shape_82b660b1a697, ('v_and_or_b32 ', ', ', ', ', ', ')),
        (514,): (shape_82b660b1a697, ('v_or3_b32 ', ', ', ', ', ', ')),
        (515,): (shape_8b35d39b13ce, ('v_mad_f16 ', ', ', ', ', ', ')),
        (516,): (shape_b69cb78ac957, ('v_mad_u16 ', ', ', ', ', ', ')),
        (517,): (shape_b69cb78ac957, ('v_mad_i16 ', ', ', ', ', ', ')),
        (518,): (shape_8b35d39b13ce, ('v_fma_f16 ', ', ', ', ', ', ')),
        (519,): (shape_8b35d39b13ce, ('v_div_fixup_f16 ', ', ', ', ', ', ')),
        (520,): (shape_df7751b339cb, ('v_lshl_add_u64 ', ', ', ', ', ', ')),
        (563,): (shape_46acbec2988d, ('v_bitop3_b16 ', ', ', ', ', ', ')),
        (564,): (shape_a9fe7db9533b, ('v_bitop3_b32 ', ', ', ', ', ', ')),
        (565,): (shape_f7760bb38696, ('v_cvt_scalef32_pk_fp8_f32 ', ', ', ', ', ', ')),
        (566,): (shape_f7760bb38696, ('v_cvt_scalef32_pk_bf8_f32 ', ', ', ', ', ', ')),
        (567,): (shape_a690883f0ccb, ('v_cvt_scalef32_sr_fp8_f32 ', ', ', ', ', ', ')),
        (568,): (shape_a690883f0ccb, ('v_cvt_scalef32_sr_bf8_f32 ', ', ', ', ', ', ')),
        (569,): (shape_9687473a66cf, ('v_cvt_scalef32_pk_f32_fp8 ', ', ', ', ')),
        (570,): (shape_9687473a66cf, ('v_cvt_scalef32_pk_f32_bf8 ', ', ', ', ')),
        (571,): (shape_ffc40183dfe8, ('v_cvt_scalef32_f32_fp8 ', ', ', ', ')),
        (572,): (shape_ffc40183dfe8, ('v_cvt_scalef32_f32_bf8 ', ', ', ', ')),
        (573,): (shape_f7760bb38696, ('v_cvt_scalef32_pk_fp4_f32 ', ', ', ', ', ', ')),
        (574,): (shape_17a3f3882f85, ('v_cvt_scalef32_sr_pk_fp4_f32 ', ', ', ', ', ', ')),
        (575,): (shape_9687473a66cf, ('v_cvt_scalef32_pk_f32_fp4 ', ', ', ', ')),
        (576,): (shape_2253787818a0, ('v_cvt_scalef32_pk_fp8_f16 ', ', ', ', ')),
        (577,): (shape_2253787818a0, ('v_cvt_scalef32_pk_bf8_f16 ', ', ', ', ')),
        (578,): (shape_655a3baee4e6, ('v_cvt_scalef32_sr_fp8_f16 ', ', ', ', ', ', ')),
        (579,): (shape_655a3baee4e6, ('v_cvt_scalef32_sr_bf8_f16 ', ', ', ', ', ', ')),
        (580,): (shape_b93d0e1d7396, ('v_cvt_scalef32_pk_fp8_bf16 ', ', ', ', ')),
        (581,): (shape_b93d0e1d7396, ('v_cvt_scalef32_pk_bf8_bf16 ', ', ', ', ')),
        (582,): (shape_b02ed94d5612, ('v_cvt_scalef32_sr_fp8_bf16 ', ', ', ', ', ', ')),
        (583,): (shape_b02ed94d5612, ('v_cvt_scalef32_sr_bf8_bf16 ', ', ', ', ', ', ')),
        (584,): (shape_ffc40183dfe8, ('v_cvt_scalef32_pk_f16_fp8 ', ', ', ', ')),
        (585,): (shape_ffc40183dfe8, ('v_cvt_scalef32_pk_f16_bf8 ', ', ', ', ')),
        (586,): (shape_ffc40183dfe8, ('v_cvt_scalef32_f16_fp8 ', ', ', ', ')),
        (587,): (shape_ffc40183dfe8, ('v_cvt_scalef32_f16_bf8 ', ', ', ', ')),
        (588,): (shape_ea2f5272708f, ('v_cvt_scalef32_pk_fp4_f16 ', ', ', ', ')),
        (589,): (shape_9413aed79f64, ('v_cvt_scalef32_pk_fp4_bf16 ', ', ', ', ')),
        (590,): (shape_3c0b90cc02df, ('v_cvt_scalef32_sr_pk_fp4_f16 ', ', ', ', ', ', ')),
        (591,): (shape_4a62770f8d94, ('v_cvt_scalef32_sr_pk_fp4_bf16 ', ', ', ', ', ', ')),
        (592,): (shape_ffc40183dfe8, ('v_cvt_scalef32_pk_f16_fp4 ', ', ', ', ')),
        (593,): (shape_ffc40183dfe8, ('v_cvt_scalef32_pk_bf16_fp4 ', ', ', ', ')),
        (594,): (shape_51454b0400fb, ('v_cvt_scalef32_2xpk16_fp6_f32 ', ', ', ', ', ', ')),
        (595,): (shape_51454b0400fb, ('v_cvt_scalef32_2xpk16_bf6_f32 ', ', ', ', ', ', ')),
        (596,): (shape_34a5b9609777, ('v_cvt_scalef32_sr_pk32_fp6_f32 ', ', ', ', ', ', ')),
        (597,): (shape_34a5b9609777, ('v_cvt_scalef32_sr_pk32_bf6_f32 ', ', ', ', ', ', ')),
        (598,): (shape_1bf39ef665d4, ('v_cvt_scalef32_pk32_f32_fp6 ', ', ', ', ')),
        (599,): (shape_1bf39ef665d4, ('v_cvt_scalef32_pk32_f32_bf6 ', ', ', ', ')),
        (600,): (shape_ed969e4af804, ('v_cvt_scalef32_pk32_fp6_f16 ', ', ', ', ')),
        (601,): (shape_ed969e4af804, ('v_cvt_scalef32_pk32_fp6_bf16 ', ', ', ', ')),
        (602,): (shape_ed969e4af804, ('v_cvt_scalef32_pk32_bf6_f16 ', ', ', ', ')),
        (603,): (shape_ed969e4af804, ('v_cvt_scalef32_pk32_bf6_bf16 ', ', ', ', ')),
        (604,): (shape_02e1b9144723, ('v_cvt_scalef32_sr_pk32_fp6_f16 ', ', ', ', ', ', ')),
        (605,): (shape_02e1b9144723, ('v_cvt_scalef32_sr_pk32_fp6_bf16 ', ', ', ', ', ', ')),
        (606,): (shape_02e1b9144723, ('v_cvt_scalef32_sr_pk32_bf6_f16 ', ', ', ', ', ', ')),
        (607,): (shape_02e1b9144723, ('v_cvt_scalef32_sr_pk32_bf6_bf16 ', ', ', ', ', ', ')),
        (608,): (shape_ff1461c31ba9, ('v_cvt_scalef32_pk32_f16_fp6 ', ', ', ', ')),
        (609,): (shape_ff1461c31ba9, ('v_cvt_scalef32_pk32_bf16_fp6 ', ', ', ', ')),
        (610,): (shape_ff1461c31ba9, ('v_cvt_scalef32_pk32_f16_bf6 ', ', ', ', ')),
        (611,): (shape_ff1461c31ba9, ('v_cvt_scalef32_pk32_bf16_bf6 ', ', ', ', ')),
        (613,): (shape_da1efa04364c, ('v_ashr_pk_i8_i32 ', ', ', ', ', ', ')),
        (614,): (shape_da1efa04364c, ('v_ashr_pk_u8_i32 ', ', ', ', ', ', ')),
        (615,): (shape_c440d58b285f, ('v_cvt_pk_f16_f32 ', ', ', ', ')),
        (616,): (shape_b80d46353d29, ('v_cvt_pk_bf16_f32 ', ', ', ', ')),
        (617,): (shape_ffc40183dfe8, ('v_cvt_scalef32_pk_bf16_fp8 ', ', ', ', ')),
        (618,): (shape_ffc40183dfe8, ('v_cvt_scalef32_pk_bf16_bf8 ', ', ', ', ')),
        (640,): (shape_55654d0ba713, ('v_add_f64 ', ', ', ', ')),
        (641,): (shape_55654d0ba713, ('v_mul_f64 ', ', ', ', ')),
        (642,): (shape_55654d0ba713, ('v_min_f64 ', ', ', ', ')),
        (643,): (shape_55654d0ba713, ('v_max_f64 ', ', ', ', ')),
        (644,): (shape_39d9945c7d8a, ('v_ldexp_f64 ', ', ', ', ')),
        (645,): (shape_dd3aece4c386, ('v_mul_lo_u32 ', ', ', ', ')),
        (646,): (shape_dd3aece4c386, ('v_mul_hi_u32 ', ', ', ', ')),
        (647,): (shape_dd3aece4c386, ('v_mul_hi_i32 ', ', ', ', ')),
        (648,): (shape_c38ed8fa2826, ('v_ldexp_f32 ', ', ', ', ')),
        (649,): (shape_cb07ffbb62a4, ('v_readlane_b32 ', ', ', ', ')),
        (650,): (shape_97f149012314, ('v_writelane_b32 ', ', ', ', ')),
        (651,): (shape_dd3aece4c386, ('v_bcnt_u32_b32 ', ', ', ', ')),
        (652,): (shape_dd3aece4c386, ('v_mbcnt_lo_u32_b32 ', ', ', ', ')),
        (653,): (shape_dd3aece4c386, ('v_mbcnt_hi_u32_b32 ', ', ', ', ')),
        (655,): (shape_a7e9c1ed5495, ('v_lshlrev_b64 ', ', ', ', ')),
        (656,): (shape_a7e9c1ed5495, ('v_lshrrev_b64 ', ', ', ', ')),
        (657,): (shape_a7e9c1ed5495, ('v_ashrrev_i64 ', ', ', ', ')),
        (658,): (shape_39d9945c7d8a, ('v_trig_preop_f64 ', ', ', ', ')),
        (659,): (shape_dd3aece4c386, ('v_bfm_b32 ', ', ', ', ')),
        (660,): (shape_792b523adfd8, ('v_cvt_pknorm_i16_f32 ', ', ', ', ')),
        (661,): (shape_792b523adfd8, ('v_cvt_pknorm_u16_f32 ', ', ', ', ')),
        (662,): (shape_c440d58b285f, ('v_cvt_pkrtz_f16_f32 ', ', ', ', ')),
        (663,): (shape_dd3aece4c386, ('v_cvt_pk_u16_u32 ', ', ', ', ')),
        (664,): (shape_dd3aece4c386, ('v_cvt_pk_i16_i32 ', ', ', ', ')),
        (665,): (shape_f3acffed6a07, ('v_cvt_pknorm_i16_f16 ', ', ', ', ')),
        (666,): (shape_f3acffed6a07, ('v_cvt_pknorm_u16_f16 ', ', ', ', ')),
        (668,): (shape_f16267ead60a, ('v_add_i32 ', ', ', ', ')),
        (669,): (shape_f16267ead60a, ('v_sub_i32 ', ', ', ', ')),
        (670,): (shape_b27cc941e207, ('v_add_i16 ', ', ', ', ')),
        (671,): (shape_b27cc941e207, ('v_sub_i16 ', ', ', ', ')),
        (672,): (shape_f3acffed6a07, ('v_pack_b32_f16 ', ', ', ', ')),
        (673,): (shape_c440d58b285f, ('v_mul_legacy_f32 ', ', ', ', ')),
        (674,): (shape_b660ebd5536a, ('v_cvt_pk_fp8_f32 ', ', ', ', ')),
        (675,): (shape_b660ebd5536a, ('v_cvt_pk_bf8_f32 ', ', ', ', ')),
        (676,): (shape_f84ce7392425, ('v_cvt_sr_fp8_f32 ', ', ', ', ')),
        (677,): (shape_f84ce7392425, ('v_cvt_sr_bf8_f32 ', ', ', ', ')),
        (678,): (shape_3f18085d3b1c, ('v_cvt_sr_f16_f32 ', ', ', ', ')),
        (679,): (shape_3f18085d3b1c, ('v_cvt_sr_bf16_f32 ', ', ', ', ')),
        (680,): (shape_536b50b7b289, ('v_minimum3_f32 ', ', ', ', ', ', ')),
        (681,): (shape_536b50b7b289, ('v_maximum3_f32 ', ', ', ', ', ', ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
    C_map_0745adee = bytes.fromhex('0101')
    C_map_0b1145d9 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
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
    C_map_33b8e8f7 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000100000000010101010101010101010101010100000101010000'
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
    C_map_5bd92dbc = bytes.fromhex('0101010101010101')
    C_map_78e70d63 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
    )
    C_map_a92e01a9 = bytes.fromhex('0101')
    C_map_b9553f7f = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_c60ddf02 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_c7bd23c4 = bytes.fromhex('01010101010101010101010101010101')
    C_map_d741ef42 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_map_d7b5c8b3 = bytes.fromhex('01000000')
    C_map_dea46155 = bytes.fromhex('01010101')
    C_map_f8096436 = bytes.fromhex('0101')
    C_src_2a4a1714 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000101000000010101010100000000000000000000000101010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_3d357455 = bytes.fromhex(
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
    C_src_4586632f = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_4bab393b = bytes.fromhex(
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
    C_src_50364096 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010000000101010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_53ee95b7 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000100000000010101010100000000000000000000000101010000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_7bfd2bbc = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_84a1f715 = bytes.fromhex(
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
    C_src_90d19b37 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    C_src_929c5620 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
    )
    C_src_9ea21601 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000100000000010101010100000000000000000000000101010000'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_ca5e4fba = bytes.fromhex(
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
    C_src_cd816cb1 = bytes.fromhex(
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
    C_src_d4f7da2d = bytes.fromhex(
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
    C_src_eaf60737 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010000000101010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_f5b31295 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010100000000000000000000000101010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_f7a57b86 = bytes.fromhex(
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000010000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0000000000000000000000000000000000000000000000000000000000000000'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
    )
    def lossless_06efac2f079c(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_076e32ed30c1(mask, base):
        def lossless(v, lit):
            if not C_map_33b8e8f7[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_07c58ea61084(mask, base):
        def lossless(v, lit):
            if not C_map_33b8e8f7[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_14e25f0fb108(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_eaf60737', lit): return False
            elif not C_src_eaf60737[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_15d48f0f451d(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_17e31ebb3bf1(mask, base):
        def lossless(v, lit):
            if not C_map_33b8e8f7[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_1f262ac2d3a6(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_1f4b5f87520c(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2551ed082260(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_cd816cb1', lit): return False
            elif not C_src_cd816cb1[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_0745adee[((v >> 12) & 1)]: return False
            if not C_map_a92e01a9[((v >> 11) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_26a05dcfb8e6(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2ca269ef9173(mask, base):
        def lossless(v, lit):
            if not C_map_4b1c8ada[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_f7a57b86', lit): return False
            elif not C_src_f7a57b86[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_2edb8325de60(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3008b5b73e71(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_53ee95b7', lit): return False
            elif not C_src_53ee95b7[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_3429d29d13fc(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3742061e33e8(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 11) & 1)]: return False
            if not C_map_107584a0[((v >> 12) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 14) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_0b1145d9[(
                ((v >> 8) & 1)
                | (((v >> 9) & 1) << 1)
                | (((v >> 10) & 1) << 2)
                | (((v >> 59) & 3) << 3)
                | (((v >> 61) & 1) << 5)
                | (((v >> 62) & 1) << 6)
                | (((v >> 63) & 1) << 7)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_392bc189d5d7(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_3b907fdb8685(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4753a54df524(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_eaf60737', lit): return False
            elif not C_src_eaf60737[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_48b41847e09f(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_496e48198424(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            if not C_map_1efde9b7[((v >> 8) & 127)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_49ad7540b111(mask, base):
        def lossless(v, lit):
            return False
        return lossless
    def lossless_4d2cd45ba076(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_4f1453c74c2c(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_50c2630bc289(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_0b1145d9[(
                ((v >> 8) & 1)
                | (((v >> 9) & 1) << 1)
                | (((v >> 10) & 1) << 2)
                | (((v >> 59) & 3) << 3)
                | (((v >> 61) & 1) << 5)
                | (((v >> 62) & 1) << 6)
                | (((v >> 63) & 1) << 7)
            )]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_554378aaa0f6(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_55be67161fc9(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5824820c8325(mask, base):
        def lossless(v, lit):
            if not C_map_33b8e8f7[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5a2564b9f7ea(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_5afdd965bb96(mask, base):
        def lossless(v, lit):
            if not C_map_33b8e8f7[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5d4b945ea482(mask, base):
        def lossless(v, lit):
            if not C_map_33b8e8f7[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5d4d87c49e09(mask, base):
        def lossless(v, lit):
            if not C_map_d741ef42[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_4586632f', lit): return False
            elif not C_src_4586632f[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5f129e55470e(mask, base):
        def lossless(v, lit):
            if not C_map_b9553f7f[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_90d19b37', lit): return False
            elif not C_src_90d19b37[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_90d19b37', lit): return False
            elif not C_src_90d19b37[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5f99efd0edff(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_5fda0f9823b8(mask, base):
        def lossless(v, lit):
            if not C_map_c60ddf02[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_4586632f', lit): return False
            elif not C_src_4586632f[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_638c02b857d3(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_669183371c97(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6e12b4dbda2d(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            if not C_map_1efde9b7[((v >> 8) & 127)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_6f3bcf283471(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            if not C_map_1efde9b7[((v >> 8) & 127)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_70e62c1ab691(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            if not C_map_1efde9b7[((v >> 8) & 127)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7c9147209475(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7d80ccbc6b99(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7f743faa92a2(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50364096', lit): return False
            elif not C_src_50364096[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_83654f8777b4(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50364096', lit): return False
            elif not C_src_50364096[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_891507521bad(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9865076185ad(mask, base):
        def lossless(v, lit):
            if not C_map_78e70d63[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_2a4a1714', lit): return False
            elif not C_src_2a4a1714[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_929c5620', lit): return False
            elif not C_src_929c5620[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_99a1484d756f(mask, base):
        def lossless(v, lit):
            if not C_map_b9553f7f[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_7bfd2bbc', lit): return False
            elif not C_src_7bfd2bbc[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9d348017fd24(mask, base):
        def lossless(v, lit):
            if not C_map_b9553f7f[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_90d19b37', lit): return False
            elif not C_src_90d19b37[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_9f6976b39f6e(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a06d72248480(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a3c6f0766902(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a600558dabcb(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_a66c7b5a0b56(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_aa74f86879ed(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_ab6a6ed33b78(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_aec351521778(mask, base):
        def lossless(v, lit):
            if not C_map_33b8e8f7[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_af60e7a90f0e(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_b2718be9f6d0(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b507c3db7ef6(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b83f9c5463b8(mask, base):
        def lossless(v, lit):
            if not C_map_b9553f7f[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_90d19b37', lit): return False
            elif not C_src_90d19b37[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b8aa736980f5(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_b8c059483dbc(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_b9ee850487fb(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            if not C_map_1efde9b7[((v >> 8) & 127)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_9ea21601', lit): return False
            elif not C_src_9ea21601[x]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_bf79aa08c840(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50364096', lit): return False
            elif not C_src_50364096[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_c533d2c48c99(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_cb5a363f8eb2(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d205d36944ba(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_d3dbc09d1cf8(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_4bab393b', lit): return False
            elif not C_src_4bab393b[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_d593cb9e7310(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_de1305fa063a(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_e5ec414ff898(mask, base):
        def lossless(v, lit):
            if not C_map_33b8e8f7[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_e8bc6b166782(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 13) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_5bd92dbc[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 14) & 1) << 2)
            )]: return False
            return (v & mask) == base
        return lossless
    def lossless_e91436269fe6(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_eb1d6f827b6d(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_9ea21601', lit): return False
            elif not C_src_9ea21601[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f322fb057cac(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f5b4a7106b72(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_50364096', lit): return False
            elif not C_src_50364096[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_50364096', lit): return False
            elif not C_src_50364096[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_f836497354e6(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_84a1f715', lit): return False
            elif not C_src_84a1f715[x]: return False
            if not C_map_c7bd23c4[(
                ((v >> 11) & 1)
                | (((v >> 12) & 1) << 1)
                | (((v >> 13) & 1) << 2)
                | (((v >> 14) & 1) << 3)
            )]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_fc03254ed302(mask, base):
        def lossless(v, lit):
            if not C_map_58198513[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_f5b31295', lit): return False
            elif not C_src_f5b31295[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_fce6d79b9d43(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_3d357455', lit): return False
            elif not C_src_3d357455[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_d4f7da2d', lit): return False
            elif not C_src_d4f7da2d[x]: return False
            if not C_map_107584a0[((v >> 8) & 1)]: return False
            if not C_map_107584a0[((v >> 9) & 1)]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_107584a0[((v >> 15) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 61) & 1)]: return False
            if not C_map_107584a0[((v >> 62) & 1)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return lossless
    def lossless_fda0ccf0ceeb(mask, base):
        def lossless(v, lit):
            if not C_map_1bfc3ba5[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            x = ((v >> 50) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            if not C_map_dea46155[((v >> 59) & 3)]: return False
            return (v & mask) == base
        return lossless
    def lossless_fdcb699fc9c3(mask, base):
        def lossless(v, lit):
            if not C_map_33b8e8f7[((v >> 0) & 255)]: return False
            x = ((v >> 32) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            x = ((v >> 41) & 511)
            if x == 255:
                if not literal_ok('src_ca5e4fba', lit): return False
            elif not C_src_ca5e4fba[x]: return False
            if not C_map_107584a0[((v >> 10) & 1)]: return False
            if not C_map_d7b5c8b3[((v >> 59) & 3)]: return False
            if not C_map_107584a0[((v >> 63) & 1)]: return False
            if not C_map_f8096436[((v >> 15) & 1)]: return False
            return (v & mask) == base
        return lossless
    return {
        (16,): (lossless_17e31ebb3bf1, 0x7fc000000007800, 0x0),
        (17,): (lossless_17e31ebb3bf1, 0x7fc000000007800, 0x0),
        (18,): (lossless_5d4b945ea482, 0x7fc000000007800, 0x0),
        (19,): (lossless_5d4b945ea482, 0x7fc000000007800, 0x0),
        (20,): (lossless_5afdd965bb96, 0x7fc000000007800, 0x0),
        (21,): (lossless_5afdd965bb96, 0x7fc000000007800, 0x0),
        (32,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (33,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (34,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (35,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (36,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (37,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (38,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (39,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (40,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (41,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (42,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (43,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (44,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (45,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (46,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (47,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (48,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (49,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (50,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (51,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (52,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (53,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (54,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (55,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (56,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (57,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (58,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (59,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (60,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (61,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (62,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (63,): (lossless_076e32ed30c1, 0x7fc000000007800, 0x0),
        (64,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (65,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (66,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (67,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (68,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (69,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (70,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (71,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (72,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (73,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (74,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (75,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (76,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (77,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (78,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (79,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (80,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (81,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (82,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (83,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (84,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (85,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (86,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (87,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (88,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (89,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (90,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (91,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (92,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (93,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (94,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (95,): (lossless_5824820c8325, 0x7fc000000007800, 0x0),
        (96,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (97,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (98,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (99,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (100,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (101,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (102,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (103,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (104,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (105,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (106,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (107,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (108,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (109,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (110,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (111,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (112,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (113,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (114,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (115,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (116,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (117,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (118,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (119,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (120,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (121,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (122,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (123,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (124,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (125,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (126,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (127,): (lossless_fdcb699fc9c3, 0x7fc000000007800, 0x0),
        (160,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (161,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (162,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (163,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (164,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (165,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (166,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (167,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (168,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (169,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (170,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (171,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (172,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (173,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (174,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (175,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (176,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (177,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (178,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (179,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (180,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (181,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (182,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (183,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (184,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (185,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (186,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (187,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (188,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (189,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (190,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (191,): (lossless_e5ec414ff898, 0x7fc000000007800, 0x0),
        (192,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (193,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (194,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (195,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (196,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (197,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (198,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (199,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (200,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (201,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (202,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (203,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (204,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (205,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (206,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (207,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (208,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (209,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (210,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (211,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (212,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (213,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (214,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (215,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (216,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (217,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (218,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (219,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (220,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (221,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (222,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (223,): (lossless_07c58ea61084, 0x7fc000000007800, 0x0),
        (224,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (225,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (226,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (227,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (228,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (229,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (230,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (231,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (232,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (233,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (234,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (235,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (236,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (237,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (238,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (239,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (240,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (241,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (242,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (243,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (244,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (245,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (246,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (247,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (248,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (249,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (250,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (251,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (252,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (253,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (254,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (255,): (lossless_aec351521778, 0x7fc000000007800, 0x0),
        (256,): (lossless_eb1d6f827b6d, 0x7800, 0x0),
        (257,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (258,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (259,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (260,): (lossless_aa74f86879ed, 0x7fc000000007800, 0x0),
        (261,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (262,): (lossless_d593cb9e7310, 0x7fc000000007800, 0x0),
        (263,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (264,): (lossless_d593cb9e7310, 0x7fc000000007800, 0x0),
        (265,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (266,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (267,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (268,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (269,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (270,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (271,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (272,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (273,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (274,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (275,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (276,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (277,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (278,): (lossless_f5b4a7106b72, 0x7fc000000007800, 0x0),
        (281,): (lossless_70e62c1ab691, 0x7fc000000000000, 0x0),
        (282,): (lossless_70e62c1ab691, 0x7fc000000000000, 0x0),
        (283,): (lossless_70e62c1ab691, 0x7fc000000000000, 0x0),
        (284,): (lossless_b9ee850487fb, 0x0, 0x0),
        (285,): (lossless_b9ee850487fb, 0x0, 0x0),
        (286,): (lossless_b9ee850487fb, 0x0, 0x0),
        (287,): (lossless_3429d29d13fc, 0x7fc000000007800, 0x0),
        (288,): (lossless_3429d29d13fc, 0x7fc000000007800, 0x0),
        (289,): (lossless_3429d29d13fc, 0x7fc000000007800, 0x0),
        (290,): (lossless_3429d29d13fc, 0x7fc000000007800, 0x0),
        (291,): (lossless_3429d29d13fc, 0x7fc000000007800, 0x0),
        (294,): (lossless_15d48f0f451d, 0x7fc000000007800, 0x0),
        (295,): (lossless_15d48f0f451d, 0x7fc000000007800, 0x0),
        (296,): (lossless_15d48f0f451d, 0x7fc000000007800, 0x0),
        (297,): (lossless_26a05dcfb8e6, 0x7fc000000007800, 0x0),
        (298,): (lossless_26a05dcfb8e6, 0x7fc000000007800, 0x0),
        (299,): (lossless_26a05dcfb8e6, 0x7fc000000007800, 0x0),
        (300,): (lossless_26a05dcfb8e6, 0x7fc000000007800, 0x0),
        (301,): (lossless_3429d29d13fc, 0x7fc000000007800, 0x0),
        (302,): (lossless_3429d29d13fc, 0x7fc000000007800, 0x0),
        (303,): (lossless_26a05dcfb8e6, 0x7fc000000007800, 0x0),
        (304,): (lossless_26a05dcfb8e6, 0x7fc000000007800, 0x0),
        (305,): (lossless_26a05dcfb8e6, 0x7fc000000007800, 0x0),
        (306,): (lossless_26a05dcfb8e6, 0x7fc000000007800, 0x0),
        (307,): (lossless_3429d29d13fc, 0x47fc000000007a00, 0x0),
        (308,): (lossless_d593cb9e7310, 0x7fc000000007800, 0x0),
        (309,): (lossless_d593cb9e7310, 0x7fc000000007800, 0x0),
        (310,): (lossless_d593cb9e7310, 0x7fc000000007800, 0x0),
        (311,): (lossless_638c02b857d3, 0x7fc000000007800, 0x0),
        (312,): (lossless_4f1453c74c2c, 0x67fc000000007b00, 0x0),
        (313,): (lossless_4f1453c74c2c, 0x67fc000000007b00, 0x0),
        (314,): (lossless_4f1453c74c2c, 0x67fc000000007b00, 0x0),
        (315,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (316,): (lossless_638c02b857d3, 0x7fc000000007800, 0x0),
        (317,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (320,): (lossless_49ad7540b111, 0x0, 0x0),
        (321,): (lossless_4d2cd45ba076, 0x7fffe0000007800, 0x0),
        (323,): (lossless_f322fb057cac, 0x7fffe0000007800, 0x0),
        (324,): (lossless_c533d2c48c99, 0x7fffe0000007800, 0x0),
        (325,): (lossless_b507c3db7ef6, 0x7fffe0000007800, 0x0),
        (326,): (lossless_b507c3db7ef6, 0x7fffe0000007800, 0x0),
        (327,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (328,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (330,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (331,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (332,): (lossless_7c9147209475, 0x7fffe0000007800, 0x0),
        (333,): (lossless_7c9147209475, 0x7fffe0000007800, 0x0),
        (334,): (lossless_b507c3db7ef6, 0x7fffe0000007800, 0x0),
        (335,): (lossless_f322fb057cac, 0x7fffe0000007800, 0x0),
        (336,): (lossless_7d80ccbc6b99, 0x7fffe0000007800, 0x0),
        (337,): (lossless_b507c3db7ef6, 0x7fffe0000007800, 0x0),
        (338,): (lossless_b507c3db7ef6, 0x7fffe0000007800, 0x0),
        (339,): (lossless_b507c3db7ef6, 0x7fffe0000007800, 0x0),
        (340,): (lossless_b507c3db7ef6, 0x7fffe0000007800, 0x0),
        (341,): (lossless_f322fb057cac, 0x7fffe0000007800, 0x0),
        (342,): (lossless_c533d2c48c99, 0x7fffe0000007800, 0x0),
        (343,): (lossless_a3c6f0766902, 0x7fffe0000007800, 0x0),
        (344,): (lossless_a3c6f0766902, 0x7fffe0000007800, 0x0),
        (345,): (lossless_a3c6f0766902, 0x7fffe0000007800, 0x0),
        (346,): (lossless_a3c6f0766902, 0x7fffe0000007800, 0x0),
        (347,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (348,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (349,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (350,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (351,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (352,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (353,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (354,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (355,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (356,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (357,): (lossless_a3c6f0766902, 0x7fffe0000007800, 0x0),
        (358,): (lossless_a3c6f0766902, 0x7fffe0000007800, 0x0),
        (359,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (360,): (lossless_a3c6f0766902, 0x7fffe0000007800, 0x0),
        (361,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (362,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (363,): (lossless_4d2cd45ba076, 0x7fffe0000007800, 0x0),
        (364,): (lossless_4d2cd45ba076, 0x7fffe0000007800, 0x0),
        (365,): (lossless_4d2cd45ba076, 0x7fffe0000007800, 0x0),
        (366,): (lossless_4d2cd45ba076, 0x7fffe0000007800, 0x0),
        (367,): (lossless_4d2cd45ba076, 0x7fffe0000007800, 0x0),
        (368,): (lossless_f322fb057cac, 0x7fffe0000007800, 0x0),
        (369,): (lossless_a3c6f0766902, 0x7fffe0000007800, 0x0),
        (370,): (lossless_a3c6f0766902, 0x7fffe0000007800, 0x0),
        (371,): (lossless_7c9147209475, 0x7fffe0000007800, 0x0),
        (372,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (373,): (lossless_49ad7540b111, 0x0, 0x0),
        (375,): (lossless_4d2cd45ba076, 0x7fffe0000007800, 0x0),
        (376,): (lossless_a06d72248480, 0x7fffe0000007800, 0x0),
        (377,): (lossless_fc03254ed302, 0x7fffe0000007800, 0x0),
        (378,): (lossless_fc03254ed302, 0x7fffe0000007800, 0x0),
        (379,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (380,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (381,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (382,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (383,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (384,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (385,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (386,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (387,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (388,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (389,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (390,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (391,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (392,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (393,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (394,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (395,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (396,): (lossless_ab6a6ed33b78, 0x7fffe0000007800, 0x0),
        (397,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (398,): (lossless_d205d36944ba, 0x7fffe0000007800, 0x0),
        (399,): (lossless_4d2cd45ba076, 0x7fffe0000007800, 0x0),
        (404,): (lossless_b507c3db7ef6, 0x7fffe0000007800, 0x0),
        (405,): (lossless_b507c3db7ef6, 0x7fffe0000007800, 0x0),
        (406,): (lossless_c533d2c48c99, 0x7fffe0000007800, 0x0),
        (407,): (lossless_c533d2c48c99, 0x7fffe0000007800, 0x0),
        (408,): (lossless_4d2cd45ba076, 0x7fffe0000007800, 0x0),
        (409,): (lossless_2551ed082260, 0x7fffe0000006000, 0x0),
        (410,): (lossless_2551ed082260, 0x7fffe0000006000, 0x0),
        (411,): (lossless_4753a54df524, 0x7fffe0000007800, 0x0),
        (450,): (lossless_b8c059483dbc, 0x7800, 0x0),
        (451,): (lossless_b8c059483dbc, 0x7800, 0x0),
        (452,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (453,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (454,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (455,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (456,): (lossless_2edb8325de60, 0x7800, 0x0),
        (457,): (lossless_2edb8325de60, 0x7800, 0x0),
        (458,): (lossless_2edb8325de60, 0x7800, 0x0),
        (459,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (460,): (lossless_fda0ccf0ceeb, 0x7800, 0x0),
        (461,): (lossless_2edb8325de60, 0x7800, 0x0),
        (462,): (lossless_48b41847e09f, 0x0, 0x0),
        (463,): (lossless_48b41847e09f, 0x0, 0x0),
        (464,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (465,): (lossless_2edb8325de60, 0x7800, 0x0),
        (466,): (lossless_2edb8325de60, 0x7800, 0x0),
        (467,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (468,): (lossless_2edb8325de60, 0x7800, 0x0),
        (469,): (lossless_2edb8325de60, 0x7800, 0x0),
        (470,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (471,): (lossless_2edb8325de60, 0x7800, 0x0),
        (472,): (lossless_2edb8325de60, 0x7800, 0x0),
        (473,): (lossless_b8c059483dbc, 0x7800, 0x0),
        (474,): (lossless_b8c059483dbc, 0x7800, 0x0),
        (475,): (lossless_b8c059483dbc, 0x7800, 0x0),
        (476,): (lossless_b8c059483dbc, 0x7800, 0x0),
        (477,): (lossless_3b907fdb8685, 0xc000000000007e00, 0x0),
        (478,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (479,): (lossless_fda0ccf0ceeb, 0x7800, 0x0),
        (480,): (lossless_496e48198424, 0x0, 0x0),
        (481,): (lossless_6f3bcf283471, 0x0, 0x0),
        (482,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (483,): (lossless_fda0ccf0ceeb, 0x7800, 0x0),
        (484,): (lossless_b8c059483dbc, 0x7800, 0x0),
        (485,): (lossless_a66c7b5a0b56, 0x7800, 0x0),
        (486,): (lossless_a66c7b5a0b56, 0x7800, 0x0),
        (487,): (lossless_2ca269ef9173, 0x7800, 0x0),
        (488,): (lossless_6e12b4dbda2d, 0x0, 0x0),
        (489,): (lossless_6e12b4dbda2d, 0x0, 0x0),
        (490,): (lossless_e91436269fe6, 0x7800, 0x0),
        (491,): (lossless_a600558dabcb, 0x7800, 0x0),
        (492,): (lossless_a600558dabcb, 0x7800, 0x0),
        (493,): (lossless_2edb8325de60, 0x7800, 0x0),
        (494,): (lossless_e91436269fe6, 0x7800, 0x0),
        (495,): (lossless_e91436269fe6, 0x7800, 0x0),
        (496,): (lossless_4f1453c74c2c, 0x47fc000000007a00, 0x0),
        (497,): (lossless_669183371c97, 0x0, 0x0),
        (498,): (lossless_669183371c97, 0x0, 0x0),
        (499,): (lossless_2edb8325de60, 0x7800, 0x0),
        (500,): (lossless_f836497354e6, 0x0, 0x0),
        (501,): (lossless_392bc189d5d7, 0x0, 0x0),
        (502,): (lossless_392bc189d5d7, 0x0, 0x0),
        (503,): (lossless_f836497354e6, 0x0, 0x0),
        (504,): (lossless_392bc189d5d7, 0x0, 0x0),
        (505,): (lossless_392bc189d5d7, 0x0, 0x0),
        (506,): (lossless_f836497354e6, 0x0, 0x0),
        (507,): (lossless_392bc189d5d7, 0x0, 0x0),
        (508,): (lossless_392bc189d5d7, 0x0, 0x0),
        (509,): (lossless_2edb8325de60, 0x7800, 0x0),
        (510,): (lossless_2edb8325de60, 0x7800, 0x0),
        (511,): (lossless_2edb8325de60, 0x7800, 0x0),
        (512,): (lossless_2edb8325de60, 0x7800, 0x0),
        (513,): (lossless_2edb8325de60, 0x7800, 0x0),
        (514,): (lossless_2edb8325de60, 0x7800, 0x0),
        (515,): (lossless_f836497354e6, 0x0, 0x0),
        (516,): (lossless_392bc189d5d7, 0x0, 0x0),
        (517,): (lossless_392bc189d5d7, 0x0, 0x0),
        (518,): (lossless_f836497354e6, 0x0, 0x0),
        (519,): (lossless_f836497354e6, 0x0, 0x0),
        (520,): (lossless_fce6d79b9d43, 0x7800, 0x0),
        (563,): (lossless_50c2630bc289, 0x0, 0x0),
        (564,): (lossless_3742061e33e8, 0x0, 0x0),
        (565,): (lossless_06efac2f079c, 0x0, 0x0),
        (566,): (lossless_06efac2f079c, 0x0, 0x0),
        (567,): (lossless_06efac2f079c, 0x4000000000000200, 0x0),
        (568,): (lossless_06efac2f079c, 0x4000000000000200, 0x0),
        (569,): (lossless_e8bc6b166782, 0x27fc000000000100, 0x0),
        (570,): (lossless_e8bc6b166782, 0x27fc000000000100, 0x0),
        (571,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (572,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (573,): (lossless_06efac2f079c, 0x0, 0x0),
        (574,): (lossless_3008b5b73e71, 0x4000000000000200, 0x0),
        (575,): (lossless_e8bc6b166782, 0x27fc000000000100, 0x0),
        (576,): (lossless_d3dbc09d1cf8, 0x7fc000000000000, 0x0),
        (577,): (lossless_d3dbc09d1cf8, 0x7fc000000000000, 0x0),
        (578,): (lossless_de1305fa063a, 0x4000000000000200, 0x0),
        (579,): (lossless_de1305fa063a, 0x4000000000000200, 0x0),
        (580,): (lossless_83654f8777b4, 0x7fc000000000000, 0x0),
        (581,): (lossless_83654f8777b4, 0x7fc000000000000, 0x0),
        (582,): (lossless_14e25f0fb108, 0x4000000000000200, 0x0),
        (583,): (lossless_14e25f0fb108, 0x4000000000000200, 0x0),
        (584,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (585,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (586,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (587,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (588,): (lossless_5a2564b9f7ea, 0x87fc000000000400, 0x0),
        (589,): (lossless_bf79aa08c840, 0x87fc000000000400, 0x0),
        (590,): (lossless_1f262ac2d3a6, 0x4000000000000200, 0x0),
        (591,): (lossless_7f743faa92a2, 0x4000000000000200, 0x0),
        (592,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (593,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (594,): (lossless_5f129e55470e, 0x7800, 0x0),
        (595,): (lossless_5f129e55470e, 0x7800, 0x0),
        (596,): (lossless_99a1484d756f, 0x7800, 0x0),
        (597,): (lossless_99a1484d756f, 0x7800, 0x0),
        (598,): (lossless_5fda0f9823b8, 0x7fc000000007800, 0x0),
        (599,): (lossless_5fda0f9823b8, 0x7fc000000007800, 0x0),
        (600,): (lossless_9d348017fd24, 0x7fc000000007800, 0x0),
        (601,): (lossless_9d348017fd24, 0x7fc000000007800, 0x0),
        (602,): (lossless_9d348017fd24, 0x7fc000000007800, 0x0),
        (603,): (lossless_9d348017fd24, 0x7fc000000007800, 0x0),
        (604,): (lossless_b83f9c5463b8, 0x7800, 0x0),
        (605,): (lossless_b83f9c5463b8, 0x7800, 0x0),
        (606,): (lossless_b83f9c5463b8, 0x7800, 0x0),
        (607,): (lossless_b83f9c5463b8, 0x7800, 0x0),
        (608,): (lossless_5d4d87c49e09, 0x7fc000000007800, 0x0),
        (609,): (lossless_5d4d87c49e09, 0x7fc000000007800, 0x0),
        (610,): (lossless_5d4d87c49e09, 0x7fc000000007800, 0x0),
        (611,): (lossless_5d4d87c49e09, 0x7fc000000007800, 0x0),
        (613,): (lossless_06efac2f079c, 0xe000000000000700, 0x0),
        (614,): (lossless_06efac2f079c, 0xe000000000000700, 0x0),
        (615,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (616,): (lossless_55be67161fc9, 0x7fc000000005800, 0x0),
        (617,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (618,): (lossless_af60e7a90f0e, 0x27fc000000000100, 0x0),
        (640,): (lossless_aa74f86879ed, 0x7fc000000007800, 0x0),
        (641,): (lossless_aa74f86879ed, 0x7fc000000007800, 0x0),
        (642,): (lossless_aa74f86879ed, 0x7fc000000007800, 0x0),
        (643,): (lossless_aa74f86879ed, 0x7fc000000007800, 0x0),
        (644,): (lossless_cb5a363f8eb2, 0x47fc000000007a00, 0x0),
        (645,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (646,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (647,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (648,): (lossless_9f6976b39f6e, 0x47fc000000007a00, 0x0),
        (649,): (lossless_9865076185ad, 0x7fc000000007800, 0x0),
        (650,): (lossless_49ad7540b111, 0x0, 0x0),
        (651,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (652,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (653,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (655,): (lossless_554378aaa0f6, 0x7fc000000007800, 0x0),
        (656,): (lossless_554378aaa0f6, 0x7fc000000007800, 0x0),
        (657,): (lossless_554378aaa0f6, 0x7fc000000007800, 0x0),
        (658,): (lossless_cb5a363f8eb2, 0x47fc000000007a00, 0x0),
        (659,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (660,): (lossless_4f1453c74c2c, 0x7fc000000007800, 0x0),
        (661,): (lossless_4f1453c74c2c, 0x7fc000000007800, 0x0),
        (662,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (663,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (664,): (lossless_891507521bad, 0x7fc000000007800, 0x0),
        (665,): (lossless_5f99efd0edff, 0x7fc000000000000, 0x0),
        (666,): (lossless_5f99efd0edff, 0x7fc000000000000, 0x0),
        (668,): (lossless_d593cb9e7310, 0x7fc000000007800, 0x0),
        (669,): (lossless_d593cb9e7310, 0x7fc000000007800, 0x0),
        (670,): (lossless_b2718be9f6d0, 0x7fc000000000000, 0x0),
        (671,): (lossless_b2718be9f6d0, 0x7fc000000000000, 0x0),
        (672,): (lossless_5f99efd0edff, 0x7fc000000000000, 0x0),
        (673,): (lossless_9f6976b39f6e, 0x7fc000000007800, 0x0),
        (674,): (lossless_af60e7a90f0e, 0x7fc000000000000, 0x0),
        (675,): (lossless_af60e7a90f0e, 0x7fc000000000000, 0x0),
        (676,): (lossless_b8aa736980f5, 0xc7fc000000000600, 0x0),
        (677,): (lossless_b8aa736980f5, 0xc7fc000000000600, 0x0),
        (678,): (lossless_af60e7a90f0e, 0x47fc000000000200, 0x0),
        (679,): (lossless_af60e7a90f0e, 0x47fc000000000200, 0x0),
        (680,): (lossless_1f4b5f87520c, 0x7800, 0x0),
        (681,): (lossless_1f4b5f87520c, 0x7800, 0x0),
    }
