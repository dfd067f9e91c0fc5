"""gfx950 VOP1_SDWA templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_r144 = bytes.fromhex('0100000000000000')
    C_r193 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
    )
    C_r195 = bytes.fromhex('0101010101010100')
    C_r196 = bytes.fromhex('01010100')
    C_r197 = bytes.fromhex('0101010101010100')
    C_r200 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010100'
    )
    C_r202 = bytes.fromhex('0000000000000100')
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
    C_r60 = bytes.fromhex('0100')
    C_r61 = bytes.fromhex('01000000')
    C_r66 = bytes.fromhex('0101')
    C_r71 = bytes.fromhex('01010101')
    M_r144 = R['r144'][1]
    M_r193 = R['r193'][1]
    M_r195 = R['r195'][1]
    M_r196 = R['r196'][1]
    M_r197 = R['r197'][1]
    M_r200 = R['r200'][1]
    M_r202 = R['r202'][1]
    M_r34 = R['r34'][1]
    M_r38 = R['r38'][1]
    M_r47 = R['r47'][1]
    M_r60 = R['r60'][1]
    M_r61 = R['r61'][1]
    M_r66 = R['r66'][1]
    M_r71 = R['r71'][1]
    def shape_003b0d7bfa6b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r34[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_r193[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_r66[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r71[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_r197[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_r202[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_r60[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r144[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_r60[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5 + s2 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_r193[x]: return False
            if not C_r66[((v >> 45) & 1)]: return False
            if not C_r71[((v >> 46) & 3)]: return False
            if not C_r197[((v >> 48) & 7)]: return False
            if not C_r202[((v >> 40) & 7)]: return False
            if not C_r60[((v >> 52) & 1)]: return False
            if not C_r60[((v >> 53) & 1)]: return False
            if not C_r144[((v >> 56) & 7)]: return False
            if not C_r60[((v >> 59) & 1)]: return False
            if not C_r60[((v >> 60) & 1)]: return False
            if not C_r60[((v >> 61) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7026053b1647(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r38[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_r193[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_r66[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r71[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_r197[((v >> 48) & 7)]
            if t6 is None: raise Invalid
            t7 = M_r202[((v >> 40) & 7)]
            if t7 is None: raise Invalid
            t8 = M_r60[((v >> 52) & 1)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 53) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r144[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_r60[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return s0 + t1 + s1 + t2 + t4 + t5 + s2 + t6 + t7 + t8 + t9 + t10 + t11 + t12 + t13 + t14
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r38[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_r193[x]: return False
            if not C_r66[((v >> 45) & 1)]: return False
            if not C_r71[((v >> 46) & 3)]: return False
            if not C_r197[((v >> 48) & 7)]: return False
            if not C_r202[((v >> 40) & 7)]: return False
            if not C_r60[((v >> 52) & 1)]: return False
            if not C_r60[((v >> 53) & 1)]: return False
            if not C_r144[((v >> 56) & 7)]: return False
            if not C_r60[((v >> 59) & 1)]: return False
            if not C_r60[((v >> 60) & 1)]: return False
            if not C_r60[((v >> 61) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7adc1742cae1(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_r200[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_r66[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r71[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_r195[((v >> 40) & 7)]
            if t6 is None: raise Invalid
            t7 = M_r196[((v >> 43) & 3)]
            if t7 is None: raise Invalid
            t8 = M_r197[((v >> 48) & 7)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 52) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r60[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r144[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 59) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_r60[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            t15 = M_r60[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + t5
                + s2
                + t6
                + s3
                + t7
                + s4
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_r200[x]: return False
            if not C_r66[((v >> 45) & 1)]: return False
            if not C_r71[((v >> 46) & 3)]: return False
            if not C_r195[((v >> 40) & 7)]: return False
            if not C_r196[((v >> 43) & 3)]: return False
            if not C_r197[((v >> 48) & 7)]: return False
            if not C_r60[((v >> 52) & 1)]: return False
            if not C_r60[((v >> 53) & 1)]: return False
            if not C_r144[((v >> 56) & 7)]: return False
            if not C_r60[((v >> 59) & 1)]: return False
            if not C_r60[((v >> 60) & 1)]: return False
            if not C_r60[((v >> 61) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9b7b239693fd(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r47[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t2 = M_r60[((v >> 45) & 1)]
            if t2 is None: raise Invalid
            t3 = M_r61[((v >> 46) & 3)]
            if t3 is None: raise Invalid
            t4 = M_r144[((v >> 48) & 7)]
            if t4 is None: raise Invalid
            t5 = M_r60[((v >> 51) & 1)]
            if t5 is None: raise Invalid
            t6 = M_r60[((v >> 52) & 1)]
            if t6 is None: raise Invalid
            t7 = M_r60[((v >> 53) & 1)]
            if t7 is None: raise Invalid
            t8 = M_r144[((v >> 56) & 7)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 59) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r60[((v >> 60) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 61) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 63) & 1)]
            if t12 is None: raise Invalid
            return s0 + t1 + t2 + t3 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11 + t12
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_af36667cec40(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_r193[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_r66[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r195[((v >> 40) & 7)]
            if t5 is None: raise Invalid
            t6 = M_r196[((v >> 43) & 3)]
            if t6 is None: raise Invalid
            t7 = M_r197[((v >> 48) & 7)]
            if t7 is None: raise Invalid
            t8 = M_r61[((v >> 46) & 3)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r144[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_r60[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + s2
                + t5
                + s3
                + t6
                + s4
                + t7
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_r193[x]: return False
            if not C_r66[((v >> 45) & 1)]: return False
            if not C_r195[((v >> 40) & 7)]: return False
            if not C_r196[((v >> 43) & 3)]: return False
            if not C_r197[((v >> 48) & 7)]: return False
            if not C_r61[((v >> 46) & 3)]: return False
            if not C_r60[((v >> 51) & 1)]: return False
            if not C_r144[((v >> 56) & 7)]: return False
            if not C_r60[((v >> 59) & 1)]: return False
            if not C_r60[((v >> 60) & 1)]: return False
            if not C_r60[((v >> 61) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ba20f9dae6c3(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_r193[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_r66[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r71[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_r195[((v >> 40) & 7)]
            if t6 is None: raise Invalid
            t7 = M_r196[((v >> 43) & 3)]
            if t7 is None: raise Invalid
            t8 = M_r197[((v >> 48) & 7)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 52) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r60[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r144[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 59) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_r60[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            t15 = M_r60[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + t5
                + s2
                + t6
                + s3
                + t7
                + s4
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_r193[x]: return False
            if not C_r66[((v >> 45) & 1)]: return False
            if not C_r71[((v >> 46) & 3)]: return False
            if not C_r195[((v >> 40) & 7)]: return False
            if not C_r196[((v >> 43) & 3)]: return False
            if not C_r197[((v >> 48) & 7)]: return False
            if not C_r60[((v >> 52) & 1)]: return False
            if not C_r60[((v >> 53) & 1)]: return False
            if not C_r144[((v >> 56) & 7)]: return False
            if not C_r60[((v >> 59) & 1)]: return False
            if not C_r60[((v >> 60) & 1)]: return False
            if not C_r60[((v >> 61) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cd11b4b953d4(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_r193[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('fp', t3, ((v >> 53) & 1), ((v >> 52) & 1), 0)
            t4 = M_r66[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r71[((v >> 46) & 3)]
            if t5 is None: raise Invalid
            t6 = M_r195[((v >> 40) & 7)]
            if t6 is None: raise Invalid
            t7 = M_r196[((v >> 43) & 3)]
            if t7 is None: raise Invalid
            t8 = M_r197[((v >> 48) & 7)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 51) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r144[((v >> 56) & 7)]
            if t10 is None: raise Invalid
            t11 = M_r60[((v >> 59) & 1)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 60) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 61) & 1)]
            if t13 is None: raise Invalid
            t14 = M_r60[((v >> 63) & 1)]
            if t14 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + t5
                + s2
                + t6
                + s3
                + t7
                + s4
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_r193[x]: return False
            if not C_r66[((v >> 45) & 1)]: return False
            if not C_r71[((v >> 46) & 3)]: return False
            if not C_r195[((v >> 40) & 7)]: return False
            if not C_r196[((v >> 43) & 3)]: return False
            if not C_r197[((v >> 48) & 7)]: return False
            if not C_r60[((v >> 51) & 1)]: return False
            if not C_r144[((v >> 56) & 7)]: return False
            if not C_r60[((v >> 59) & 1)]: return False
            if not C_r60[((v >> 60) & 1)]: return False
            if not C_r60[((v >> 61) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e717523053f9(s, mask, base):
        s0, s1, s2, s3, s4 = s
        def render(v, lit):
            t1 = M_r34[((v >> 17) & 255)]
            if t1 is None: raise Invalid
            t3 = M_r193[((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))]
            if t3 is None: raise Invalid
            t2 = compose('int', t3, 0, 0, ((v >> 51) & 1))
            t4 = M_r66[((v >> 45) & 1)]
            if t4 is None: raise Invalid
            t5 = M_r195[((v >> 40) & 7)]
            if t5 is None: raise Invalid
            t6 = M_r196[((v >> 43) & 3)]
            if t6 is None: raise Invalid
            t7 = M_r197[((v >> 48) & 7)]
            if t7 is None: raise Invalid
            t8 = M_r61[((v >> 46) & 3)]
            if t8 is None: raise Invalid
            t9 = M_r60[((v >> 52) & 1)]
            if t9 is None: raise Invalid
            t10 = M_r60[((v >> 53) & 1)]
            if t10 is None: raise Invalid
            t11 = M_r144[((v >> 56) & 7)]
            if t11 is None: raise Invalid
            t12 = M_r60[((v >> 59) & 1)]
            if t12 is None: raise Invalid
            t13 = M_r60[((v >> 60) & 1)]
            if t13 is None: raise Invalid
            t14 = M_r60[((v >> 61) & 1)]
            if t14 is None: raise Invalid
            t15 = M_r60[((v >> 63) & 1)]
            if t15 is None: raise Invalid
            return (
                s0
                + t1
                + s1
                + t2
                + t4
                + s2
                + t5
                + s3
                + t6
                + s4
                + t7
                + t8
                + t9
                + t10
                + t11
                + t12
                + t13
                + t14
                + t15
            )
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r34[((v >> 17) & 255)]: return False
            x = ((((v >> 32) & 255) << 0) | (((v >> 55) & 1) << 8))
            if not C_r193[x]: return False
            if not C_r66[((v >> 45) & 1)]: return False
            if not C_r195[((v >> 40) & 7)]: return False
            if not C_r196[((v >> 43) & 3)]: return False
            if not C_r197[((v >> 48) & 7)]: return False
            if not C_r61[((v >> 46) & 3)]: return False
            if not C_r60[((v >> 52) & 1)]: return False
            if not C_r60[((v >> 53) & 1)]: return False
            if not C_r144[((v >> 56) & 7)]: return False
            if not C_r60[((v >> 59) & 1)]: return False
            if not C_r60[((v >> 60) & 1)]: return False
            if not C_r60[((v >> 61) & 1)]: return False
            if not C_r60[((v >> 63) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0,): (shape_9b7b239693fd, ('v_nop',), 0x0, 0x0),
        (1,): (shape_e717523053f9, ('v_mov_b32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (5,): (
            shape_ba20f9dae6c3,
            ('v_cvt_f32_i32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (6,): (
            shape_ba20f9dae6c3,
            ('v_cvt_f32_u32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (7,): (
            shape_af36667cec40,
            ('v_cvt_u32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (8,): (
            shape_af36667cec40,
            ('v_cvt_i32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (10,): (
            shape_cd11b4b953d4,
            ('v_cvt_f16_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (11,): (
            shape_cd11b4b953d4,
            ('v_cvt_f32_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (12,): (
            shape_af36667cec40,
            ('v_cvt_rpi_i32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (13,): (
            shape_af36667cec40,
            ('v_cvt_flr_i32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (14,): (
            shape_ba20f9dae6c3,
            ('v_cvt_off_f32_i4_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (17,): (
            shape_ba20f9dae6c3,
            ('v_cvt_f32_ubyte0_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (18,): (
            shape_ba20f9dae6c3,
            ('v_cvt_f32_ubyte1_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (19,): (
            shape_ba20f9dae6c3,
            ('v_cvt_f32_ubyte2_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (20,): (
            shape_ba20f9dae6c3,
            ('v_cvt_f32_ubyte3_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (27,): (
            shape_cd11b4b953d4,
            ('v_fract_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (28,): (
            shape_cd11b4b953d4,
            ('v_trunc_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (29,): (shape_cd11b4b953d4, ('v_ceil_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (30,): (
            shape_cd11b4b953d4,
            ('v_rndne_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (31,): (
            shape_cd11b4b953d4,
            ('v_floor_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (32,): (shape_cd11b4b953d4, ('v_exp_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (33,): (shape_cd11b4b953d4, ('v_log_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (34,): (shape_cd11b4b953d4, ('v_rcp_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (35,): (
            shape_cd11b4b953d4,
            ('v_rcp_iflag_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (36,): (shape_cd11b4b953d4, ('v_rsq_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (39,): (shape_cd11b4b953d4, ('v_sqrt_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (41,): (shape_cd11b4b953d4, ('v_sin_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (42,): (shape_cd11b4b953d4, ('v_cos_f32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (43,): (shape_e717523053f9, ('v_not_b32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (44,): (
            shape_e717523053f9,
            ('v_bfrev_b32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (45,): (shape_e717523053f9, ('v_ffbh_u32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (46,): (shape_e717523053f9, ('v_ffbl_b32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (47,): (shape_e717523053f9, ('v_ffbh_i32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (51,): (
            shape_af36667cec40,
            ('v_frexp_exp_i32_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (52,): (
            shape_cd11b4b953d4,
            ('v_frexp_mant_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (55,): (
            shape_e717523053f9,
            ('v_screen_partition_4se_b32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (57,): (
            shape_7adc1742cae1,
            ('v_cvt_f16_u16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (58,): (
            shape_7adc1742cae1,
            ('v_cvt_f16_i16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (59,): (
            shape_af36667cec40,
            ('v_cvt_u16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (60,): (
            shape_af36667cec40,
            ('v_cvt_i16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (61,): (shape_cd11b4b953d4, ('v_rcp_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (62,): (shape_cd11b4b953d4, ('v_sqrt_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (63,): (shape_cd11b4b953d4, ('v_rsq_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (64,): (shape_cd11b4b953d4, ('v_log_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (65,): (shape_cd11b4b953d4, ('v_exp_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (66,): (
            shape_cd11b4b953d4,
            ('v_frexp_mant_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (67,): (
            shape_af36667cec40,
            ('v_frexp_exp_i16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (68,): (
            shape_cd11b4b953d4,
            ('v_floor_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (69,): (shape_cd11b4b953d4, ('v_ceil_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (70,): (
            shape_cd11b4b953d4,
            ('v_trunc_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (71,): (
            shape_cd11b4b953d4,
            ('v_rndne_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (72,): (
            shape_cd11b4b953d4,
            ('v_fract_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (73,): (shape_cd11b4b953d4, ('v_sin_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (74,): (shape_cd11b4b953d4, ('v_cos_f16_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (75,): (
            shape_cd11b4b953d4,
            ('v_exp_legacy_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (76,): (
            shape_cd11b4b953d4,
            ('v_log_legacy_f32_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (77,): (
            shape_af36667cec40,
            ('v_cvt_norm_i16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (78,): (
            shape_af36667cec40,
            ('v_cvt_norm_u16_f16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (79,): (
            shape_e717523053f9,
            ('v_sat_pk_u8_i16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
        (84,): (shape_003b0d7bfa6b, ('v_cvt_f32_fp8_sdwa ', ', ', ' '), 0x4040180000000000, 0x0),
        (85,): (shape_003b0d7bfa6b, ('v_cvt_f32_bf8_sdwa ', ', ', ' '), 0x4040180000000000, 0x0),
        (86,): (shape_7026053b1647, ('v_cvt_pk_f32_fp8_sdwa ', ', ', ' '), 0x4040180000000000, 0x0),
        (87,): (shape_7026053b1647, ('v_cvt_pk_f32_bf8_sdwa ', ', ', ' '), 0x4040180000000000, 0x0),
        (88,): (shape_e717523053f9, ('v_prng_b32_sdwa ', ', ', ' ', ' ', ' '), 0x4040000000000000, 0x0),
        (91,): (
            shape_cd11b4b953d4,
            ('v_cvt_f32_bf16_sdwa ', ', ', ' ', ' ', ' '),
            0x4040000000000000, 0x0,
        ),
    }
