"""gfx950 SMEM templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.templates.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose, literal_ok, fmt_ok):
    C_r0 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r22 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r23 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010001'
    )
    C_r24 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_r25 = bytes.fromhex('0101')
    C_r28 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
    )
    C_r29 = bytes.fromhex(
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000000000000100000001000000010000000100000000010000'
    )
    C_r30 = bytes.fromhex(
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000000000000000000000100000001000000010000000000000000010000'
    )
    C_r31 = bytes.fromhex(
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000001000000'
        '0100000001000000010000000100000001000000010000000100000000000000'
        '0000000000000000000000000100000000000000000000000000000000010000'
    )
    C_r32 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100000001000100010001000000'
    )
    C_r33 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    F_smem_offset_hex = F['smem_offset_hex']
    M_r0 = R['r0'][1]
    M_r22 = R['r22'][1]
    M_r23 = R['r23'][1]
    M_r24 = R['r24'][2]
    M_r25 = R['r25'][1]
    M_r28 = R['r28'][1]
    M_r29 = R['r29'][1]
    M_r30 = R['r30'][1]
    M_r31 = R['r31'][1]
    M_r32 = R['r32'][1]
    M_r33 = R['r33'][1]
    def shape_00eb63343d7b(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r23[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t2 = M_r24[((v >> 32) & 2097151) & 127]
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r23[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_02aa26ddb127(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r31[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r31[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_057215b50bf3(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r29[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r29[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_065f9b81106f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r30[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r30[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_17ebffd56b23(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_1a90dc3df2c2(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r29[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r29[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_1ef9020e6476(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r22[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r22[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2aef69443b40(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r28[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_2d9cb696a507(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r31[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_34479253a089(s, mask, base):
        s0, = s
        def render(v, lit):
            return s0
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_3ebc71e83a14(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r29[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_42fb2f1cf86d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r30[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_44bf8926e967(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r30[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r30[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_5b5184b46f1a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r33[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_6892989f4776(s, mask, base):
        s0, = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            return s0 + t1
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r28[((v >> 6) & 127)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_6b42a1b5d5b2(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r31[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_71dee283ec97(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r30[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r30[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_7cfac1b08223(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r29[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r29[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_81afbdc453c3(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r31[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r31[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_832b4b2491e9(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r33[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r33[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_87eda760a319(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r22[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r22[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8c83bb599f6c(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r22[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r22[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_8f0de8e6b90f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r22[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_8f27422af028(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r30[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r30[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_924296c8140d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r33[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r33[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_93cb08df6c63(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r33[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r33[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_9c9f97d75f93(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r30[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r30[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_a2e4afdf663f(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r30[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_ac75390adb66(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r22[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r22[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_ae2c674db390(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_af305c732643(s, mask, base):
        s0, = s
        def render(v, lit):
            return s0
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b2a47469ae8b(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r31[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r31[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b37432ded62e(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r23[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t2 = M_r0[((v >> 57) & 127)]
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_b5d038fa30e3(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r28[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b624abd0c55f(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r33[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r33[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_b8c3c9ae326b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r28[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bd26249bd0ac(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r22[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r22[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_bd611e44012e(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r28[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c039224e2bbc(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r33[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_c36d21aa361b(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r31[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r31[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c47a2e0469c0(s, mask, base):
        s0, s1 = s
        def render(v, lit):
            t1 = M_r23[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t3 = ((v >> 32) & 2097151)
            t2 = F_smem_offset_hex(t3)
            if t2 is None: raise Invalid
            return s0 + t1 + s1 + t2
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r23[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_c757d2727020(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r29[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r29[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_cd8b3265ee7a(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r29[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_d029c50e482e(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r22[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_d2f10efa9843(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r33[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r33[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_d70754145608(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r29[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r29[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_da88676a70f4(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r22[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r22[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_df176b29dd0d(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r31[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r31[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_df6cb8c98e35(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t5 = M_r25[((v >> 16) & 1)]
            if t5 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t5
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r28[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e0a65870a5d5(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            return False
        return render, takes_literal, lossless
    def shape_e2f0f2feb379(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r33[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r33[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            if not fmt_ok('r26', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e836d8ad7d60(s, mask, base):
        s0, s1, s2, s3 = s
        def render(v, lit):
            t1 = M_r30[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r0[((v >> 57) & 127)]
            if t3 is None: raise Invalid
            t5 = ((v >> 32) & 2097151)
            t4 = F_smem_offset_hex(t5)
            if t4 is None: raise Invalid
            t4 = 'offset:' + t4 + ''
            t6 = M_r25[((v >> 16) & 1)]
            if t6 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + s3 + t4 + t6
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r30[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_e9f126fc14a2(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r28[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r28[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_eb8daacec475(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r29[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r23[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r29[((v >> 6) & 127)]: return False
            if not C_r23[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f2433808f35c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r31[((v >> 6) & 127)]
            if t1 is None: raise Invalid
            t2 = M_r32[((v >> 0) & 63)]
            if t2 is None: raise Invalid
            t3 = M_r24[((v >> 32) & 2097151) & 127]
            if t3 is None: raise Invalid
            t4 = M_r25[((v >> 16) & 1)]
            if t4 is None: raise Invalid
            return s0 + t1 + s1 + t2 + s2 + t3 + t4
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r31[((v >> 6) & 127)]: return False
            if not C_r32[((v >> 0) & 63)]: return False
            x = ((v >> 32) & 2097151)
            if x >> 7 or not C_r24[x]: return False
            if not C_r25[((v >> 16) & 1)]: return False
            return (v & mask) == base
        return render, takes_literal, lossless
    def shape_f4b77b4ae24c(s, mask, base):
        s0, s1, s2 = s
        def render(v, lit):
            t1 = M_r23[((v >> 0) & 63)]
            if t1 is None: raise Invalid
            t2 = M_r0[((v >> 57) & 127)]
            if t2 is None: raise Invalid
            t4 = ((v >> 32) & 2097151)
            t3 = F_smem_offset_hex(t4)
            if t3 is None: raise Invalid
            t3 = 'offset:' + t3 + ''
            return s0 + t1 + s1 + t2 + s2 + t3
        def takes_literal(v):
            return False
        def lossless(v, lit):
            if not C_r23[((v >> 0) & 63)]: return False
            if not C_r0[((v >> 57) & 127)]: return False
            if not fmt_ok('r27', ((v >> 32) & 2097151)): return False
            return (v & mask) == base
        return render, takes_literal, lossless
    return {
        (0, 0, 0): (shape_bd26249bd0ac, ('s_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (0, 0, 1): (shape_8f0de8e6b90f, ('s_load_dword ', ', ', ', '), 0x0, 0x0),
        (0, 1, 0): (shape_da88676a70f4, ('s_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (0, 1, 1): (shape_8c83bb599f6c, ('s_load_dword ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (1, 0, 0): (shape_b8c3c9ae326b, ('s_load_dwordx2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (1, 0, 1): (shape_e0a65870a5d5, ('s_load_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (1, 1, 0): (shape_df6cb8c98e35, ('s_load_dwordx2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (1, 1, 1): (shape_b5d038fa30e3, ('s_load_dwordx2 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (2, 0, 0): (shape_eb8daacec475, ('s_load_dwordx4 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (2, 0, 1): (shape_3ebc71e83a14, ('s_load_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (2, 1, 0): (shape_057215b50bf3, ('s_load_dwordx4 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (2, 1, 1): (shape_d70754145608, ('s_load_dwordx4 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (3, 0, 0): (shape_71dee283ec97, ('s_load_dwordx8 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (3, 0, 1): (shape_42fb2f1cf86d, ('s_load_dwordx8 ', ', ', ', '), 0x0, 0x0),
        (3, 1, 0): (shape_8f27422af028, ('s_load_dwordx8 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (3, 1, 1): (shape_e836d8ad7d60, ('s_load_dwordx8 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (4, 0, 0): (shape_df176b29dd0d, ('s_load_dwordx16 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (4, 0, 1): (shape_2d9cb696a507, ('s_load_dwordx16 ', ', ', ', '), 0x0, 0x0),
        (4, 1, 0): (shape_c36d21aa361b, ('s_load_dwordx16 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (4, 1, 1): (shape_02aa26ddb127, ('s_load_dwordx16 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (5, 0, 0): (shape_bd26249bd0ac, ('s_scratch_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (5, 0, 1): (shape_8f0de8e6b90f, ('s_scratch_load_dword ', ', ', ', '), 0x0, 0x0),
        (5, 1, 0): (shape_da88676a70f4, ('s_scratch_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (5, 1, 1): (
            shape_8c83bb599f6c,
            ('s_scratch_load_dword ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (6, 0, 0): (
            shape_b8c3c9ae326b,
            ('s_scratch_load_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (6, 0, 1): (shape_e0a65870a5d5, ('s_scratch_load_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (6, 1, 0): (
            shape_df6cb8c98e35,
            ('s_scratch_load_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (6, 1, 1): (
            shape_b5d038fa30e3,
            ('s_scratch_load_dwordx2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (7, 0, 0): (
            shape_eb8daacec475,
            ('s_scratch_load_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (7, 0, 1): (shape_3ebc71e83a14, ('s_scratch_load_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (7, 1, 0): (
            shape_057215b50bf3,
            ('s_scratch_load_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (7, 1, 1): (
            shape_d70754145608,
            ('s_scratch_load_dwordx4 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (8, 0, 0): (shape_1ef9020e6476, ('s_buffer_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (8, 0, 1): (shape_d029c50e482e, ('s_buffer_load_dword ', ', ', ', '), 0x0, 0x0),
        (8, 1, 0): (shape_87eda760a319, ('s_buffer_load_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (8, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_load_dword ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (9, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_load_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (9, 0, 1): (shape_ae2c674db390, ('s_buffer_load_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (9, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_load_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (9, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_load_dwordx2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (10, 0, 0): (
            shape_7cfac1b08223,
            ('s_buffer_load_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (10, 0, 1): (shape_cd8b3265ee7a, ('s_buffer_load_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (10, 1, 0): (
            shape_c757d2727020,
            ('s_buffer_load_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (10, 1, 1): (
            shape_1a90dc3df2c2,
            ('s_buffer_load_dwordx4 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (11, 0, 0): (
            shape_065f9b81106f,
            ('s_buffer_load_dwordx8 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (11, 0, 1): (shape_a2e4afdf663f, ('s_buffer_load_dwordx8 ', ', ', ', '), 0x0, 0x0),
        (11, 1, 0): (
            shape_9c9f97d75f93,
            ('s_buffer_load_dwordx8 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (11, 1, 1): (
            shape_44bf8926e967,
            ('s_buffer_load_dwordx8 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (12, 0, 0): (
            shape_f2433808f35c,
            ('s_buffer_load_dwordx16 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (12, 0, 1): (shape_6b42a1b5d5b2, ('s_buffer_load_dwordx16 ', ', ', ', '), 0x0, 0x0),
        (12, 1, 0): (
            shape_81afbdc453c3,
            ('s_buffer_load_dwordx16 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (12, 1, 1): (
            shape_b2a47469ae8b,
            ('s_buffer_load_dwordx16 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (16, 0, 0): (shape_bd26249bd0ac, ('s_store_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (16, 0, 1): (shape_8f0de8e6b90f, ('s_store_dword ', ', ', ', '), 0x0, 0x0),
        (16, 1, 0): (shape_da88676a70f4, ('s_store_dword ', ', ', ', '), 0xffe000000000a000, 0x0),
        (16, 1, 1): (shape_8c83bb599f6c, ('s_store_dword ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (17, 0, 0): (shape_b8c3c9ae326b, ('s_store_dwordx2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (17, 0, 1): (shape_e0a65870a5d5, ('s_store_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (17, 1, 0): (shape_df6cb8c98e35, ('s_store_dwordx2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (17, 1, 1): (shape_b5d038fa30e3, ('s_store_dwordx2 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (18, 0, 0): (shape_eb8daacec475, ('s_store_dwordx4 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (18, 0, 1): (shape_3ebc71e83a14, ('s_store_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (18, 1, 0): (shape_057215b50bf3, ('s_store_dwordx4 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (18, 1, 1): (shape_d70754145608, ('s_store_dwordx4 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (21, 0, 0): (
            shape_bd26249bd0ac,
            ('s_scratch_store_dword ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (21, 0, 1): (shape_8f0de8e6b90f, ('s_scratch_store_dword ', ', ', ', '), 0x0, 0x0),
        (21, 1, 0): (
            shape_da88676a70f4,
            ('s_scratch_store_dword ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (21, 1, 1): (
            shape_8c83bb599f6c,
            ('s_scratch_store_dword ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (22, 0, 0): (
            shape_b8c3c9ae326b,
            ('s_scratch_store_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (22, 0, 1): (shape_e0a65870a5d5, ('s_scratch_store_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (22, 1, 0): (
            shape_df6cb8c98e35,
            ('s_scratch_store_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (22, 1, 1): (
            shape_b5d038fa30e3,
            ('s_scratch_store_dwordx2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (23, 0, 0): (
            shape_eb8daacec475,
            ('s_scratch_store_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (23, 0, 1): (shape_3ebc71e83a14, ('s_scratch_store_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (23, 1, 0): (
            shape_057215b50bf3,
            ('s_scratch_store_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (23, 1, 1): (
            shape_d70754145608,
            ('s_scratch_store_dwordx4 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (24, 0, 0): (
            shape_1ef9020e6476,
            ('s_buffer_store_dword ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (24, 0, 1): (shape_d029c50e482e, ('s_buffer_store_dword ', ', ', ', '), 0x0, 0x0),
        (24, 1, 0): (
            shape_87eda760a319,
            ('s_buffer_store_dword ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (24, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_store_dword ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (25, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_store_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (25, 0, 1): (shape_ae2c674db390, ('s_buffer_store_dwordx2 ', ', ', ', '), 0x0, 0x0),
        (25, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_store_dwordx2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (25, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_store_dwordx2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (26, 0, 0): (
            shape_7cfac1b08223,
            ('s_buffer_store_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (26, 0, 1): (shape_cd8b3265ee7a, ('s_buffer_store_dwordx4 ', ', ', ', '), 0x0, 0x0),
        (26, 1, 0): (
            shape_c757d2727020,
            ('s_buffer_store_dwordx4 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (26, 1, 1): (
            shape_1a90dc3df2c2,
            ('s_buffer_store_dwordx4 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (32, 0, 0): (shape_af305c732643, ('s_dcache_inv',), 0xffffffff0001bfff, 0x0),
        (32, 0, 1): (shape_34479253a089, ('s_dcache_inv',), 0x0, 0x0),
        (33, 0, 0): (shape_af305c732643, ('s_dcache_wb',), 0xffffffff0001bfff, 0x0),
        (33, 0, 1): (shape_34479253a089, ('s_dcache_wb',), 0x0, 0x0),
        (34, 0, 0): (shape_af305c732643, ('s_dcache_inv_vol',), 0xffffffff0001bfff, 0x0),
        (34, 0, 1): (shape_34479253a089, ('s_dcache_inv_vol',), 0x0, 0x0),
        (35, 0, 0): (shape_af305c732643, ('s_dcache_wb_vol',), 0xffffffff0001bfff, 0x0),
        (35, 0, 1): (shape_34479253a089, ('s_dcache_wb_vol',), 0x0, 0x0),
        (36, 0, 0): (shape_6892989f4776, ('s_memtime ',), 0xffffffff0001a03f, 0x0),
        (36, 0, 1): (shape_17ebffd56b23, ('s_memtime ',), 0x0, 0x0),
        (37, 0, 0): (shape_6892989f4776, ('s_memrealtime ',), 0xffffffff0001a03f, 0x0),
        (37, 0, 1): (shape_17ebffd56b23, ('s_memrealtime ',), 0x0, 0x0),
        (38, 0, 0): (shape_d2f10efa9843, ('s_atc_probe ', ', ', ', '), 0xffe000000001a000, 0x0),
        (38, 0, 1): (shape_5b5184b46f1a, ('s_atc_probe ', ', ', ', '), 0x0, 0x0),
        (38, 1, 0): (shape_93cb08df6c63, ('s_atc_probe ', ', ', ', '), 0xffe000000001a000, 0x0),
        (38, 1, 1): (shape_b624abd0c55f, ('s_atc_probe ', ', ', ', ', ' '), 0x1e000000001a000, 0x0),
        (39, 0, 0): (shape_924296c8140d, ('s_atc_probe_buffer ', ', ', ', '), 0xffe000000001a000, 0x0),
        (39, 0, 1): (shape_c039224e2bbc, ('s_atc_probe_buffer ', ', ', ', '), 0x0, 0x0),
        (39, 1, 0): (shape_e2f0f2feb379, ('s_atc_probe_buffer ', ', ', ', '), 0xffe000000001a000, 0x0),
        (39, 1, 1): (
            shape_832b4b2491e9,
            ('s_atc_probe_buffer ', ', ', ', ', ' '),
            0x1e000000001a000, 0x0,
        ),
        (40, 0, 0): (shape_00eb63343d7b, ('s_dcache_discard ', ', '), 0xffe000000001bfc0, 0x0),
        (40, 0, 1): (shape_b37432ded62e, ('s_dcache_discard ', ', '), 0x0, 0x0),
        (40, 1, 0): (shape_c47a2e0469c0, ('s_dcache_discard ', ', '), 0xffe000000001bfc0, 0x0),
        (40, 1, 1): (shape_f4b77b4ae24c, ('s_dcache_discard ', ', ', ' '), 0x1e000000001bfc0, 0x0),
        (41, 0, 0): (shape_00eb63343d7b, ('s_dcache_discard_x2 ', ', '), 0xffe000000001bfc0, 0x0),
        (41, 0, 1): (shape_b37432ded62e, ('s_dcache_discard_x2 ', ', '), 0x0, 0x0),
        (41, 1, 0): (shape_c47a2e0469c0, ('s_dcache_discard_x2 ', ', '), 0xffe000000001bfc0, 0x0),
        (41, 1, 1): (shape_f4b77b4ae24c, ('s_dcache_discard_x2 ', ', ', ' '), 0x1e000000001bfc0, 0x0),
        (64, 0, 0): (
            shape_1ef9020e6476,
            ('s_buffer_atomic_swap ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (64, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_swap ', ', ', ', '), 0x0, 0x0),
        (64, 1, 0): (
            shape_87eda760a319,
            ('s_buffer_atomic_swap ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (64, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_swap ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (65, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_cmpswap ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (65, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_cmpswap ', ', ', ', '), 0x0, 0x0),
        (65, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_cmpswap ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (65, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_cmpswap ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (66, 0, 0): (shape_1ef9020e6476, ('s_buffer_atomic_add ', ', ', ', '), 0xffe000000000a000, 0x0),
        (66, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_add ', ', ', ', '), 0x0, 0x0),
        (66, 1, 0): (shape_87eda760a319, ('s_buffer_atomic_add ', ', ', ', '), 0xffe000000000a000, 0x0),
        (66, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_add ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (67, 0, 0): (shape_1ef9020e6476, ('s_buffer_atomic_sub ', ', ', ', '), 0xffe000000000a000, 0x0),
        (67, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_sub ', ', ', ', '), 0x0, 0x0),
        (67, 1, 0): (shape_87eda760a319, ('s_buffer_atomic_sub ', ', ', ', '), 0xffe000000000a000, 0x0),
        (67, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_sub ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (68, 0, 0): (
            shape_1ef9020e6476,
            ('s_buffer_atomic_smin ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (68, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_smin ', ', ', ', '), 0x0, 0x0),
        (68, 1, 0): (
            shape_87eda760a319,
            ('s_buffer_atomic_smin ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (68, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_smin ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (69, 0, 0): (
            shape_1ef9020e6476,
            ('s_buffer_atomic_umin ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (69, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_umin ', ', ', ', '), 0x0, 0x0),
        (69, 1, 0): (
            shape_87eda760a319,
            ('s_buffer_atomic_umin ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (69, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_umin ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (70, 0, 0): (
            shape_1ef9020e6476,
            ('s_buffer_atomic_smax ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (70, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_smax ', ', ', ', '), 0x0, 0x0),
        (70, 1, 0): (
            shape_87eda760a319,
            ('s_buffer_atomic_smax ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (70, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_smax ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (71, 0, 0): (
            shape_1ef9020e6476,
            ('s_buffer_atomic_umax ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (71, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_umax ', ', ', ', '), 0x0, 0x0),
        (71, 1, 0): (
            shape_87eda760a319,
            ('s_buffer_atomic_umax ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (71, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_umax ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (72, 0, 0): (shape_1ef9020e6476, ('s_buffer_atomic_and ', ', ', ', '), 0xffe000000000a000, 0x0),
        (72, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_and ', ', ', ', '), 0x0, 0x0),
        (72, 1, 0): (shape_87eda760a319, ('s_buffer_atomic_and ', ', ', ', '), 0xffe000000000a000, 0x0),
        (72, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_and ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (73, 0, 0): (shape_1ef9020e6476, ('s_buffer_atomic_or ', ', ', ', '), 0xffe000000000a000, 0x0),
        (73, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_or ', ', ', ', '), 0x0, 0x0),
        (73, 1, 0): (shape_87eda760a319, ('s_buffer_atomic_or ', ', ', ', '), 0xffe000000000a000, 0x0),
        (73, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_or ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (74, 0, 0): (shape_1ef9020e6476, ('s_buffer_atomic_xor ', ', ', ', '), 0xffe000000000a000, 0x0),
        (74, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_xor ', ', ', ', '), 0x0, 0x0),
        (74, 1, 0): (shape_87eda760a319, ('s_buffer_atomic_xor ', ', ', ', '), 0xffe000000000a000, 0x0),
        (74, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_xor ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (75, 0, 0): (shape_1ef9020e6476, ('s_buffer_atomic_inc ', ', ', ', '), 0xffe000000000a000, 0x0),
        (75, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_inc ', ', ', ', '), 0x0, 0x0),
        (75, 1, 0): (shape_87eda760a319, ('s_buffer_atomic_inc ', ', ', ', '), 0xffe000000000a000, 0x0),
        (75, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_inc ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (76, 0, 0): (shape_1ef9020e6476, ('s_buffer_atomic_dec ', ', ', ', '), 0xffe000000000a000, 0x0),
        (76, 0, 1): (shape_d029c50e482e, ('s_buffer_atomic_dec ', ', ', ', '), 0x0, 0x0),
        (76, 1, 0): (shape_87eda760a319, ('s_buffer_atomic_dec ', ', ', ', '), 0xffe000000000a000, 0x0),
        (76, 1, 1): (
            shape_ac75390adb66,
            ('s_buffer_atomic_dec ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (96, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_swap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (96, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_swap_x2 ', ', ', ', '), 0x0, 0x0),
        (96, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_swap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (96, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_swap_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (97, 0, 0): (
            shape_7cfac1b08223,
            ('s_buffer_atomic_cmpswap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (97, 0, 1): (shape_cd8b3265ee7a, ('s_buffer_atomic_cmpswap_x2 ', ', ', ', '), 0x0, 0x0),
        (97, 1, 0): (
            shape_c757d2727020,
            ('s_buffer_atomic_cmpswap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (97, 1, 1): (
            shape_1a90dc3df2c2,
            ('s_buffer_atomic_cmpswap_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (98, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_add_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (98, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_add_x2 ', ', ', ', '), 0x0, 0x0),
        (98, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_add_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (98, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_add_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (99, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_sub_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (99, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_sub_x2 ', ', ', ', '), 0x0, 0x0),
        (99, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_sub_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (99, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_sub_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (100, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_smin_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (100, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_smin_x2 ', ', ', ', '), 0x0, 0x0),
        (100, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_smin_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (100, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_smin_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (101, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_umin_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (101, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_umin_x2 ', ', ', ', '), 0x0, 0x0),
        (101, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_umin_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (101, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_umin_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (102, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_smax_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (102, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_smax_x2 ', ', ', ', '), 0x0, 0x0),
        (102, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_smax_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (102, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_smax_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (103, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_umax_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (103, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_umax_x2 ', ', ', ', '), 0x0, 0x0),
        (103, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_umax_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (103, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_umax_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (104, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_and_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (104, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_and_x2 ', ', ', ', '), 0x0, 0x0),
        (104, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_and_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (104, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_and_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (105, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_or_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (105, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_or_x2 ', ', ', ', '), 0x0, 0x0),
        (105, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_or_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (105, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_or_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (106, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_xor_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (106, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_xor_x2 ', ', ', ', '), 0x0, 0x0),
        (106, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_xor_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (106, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_xor_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (107, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_inc_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (107, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_inc_x2 ', ', ', ', '), 0x0, 0x0),
        (107, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_inc_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (107, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_inc_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (108, 0, 0): (
            shape_e9f126fc14a2,
            ('s_buffer_atomic_dec_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (108, 0, 1): (shape_ae2c674db390, ('s_buffer_atomic_dec_x2 ', ', ', ', '), 0x0, 0x0),
        (108, 1, 0): (
            shape_2aef69443b40,
            ('s_buffer_atomic_dec_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (108, 1, 1): (
            shape_bd611e44012e,
            ('s_buffer_atomic_dec_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (128, 0, 0): (shape_bd26249bd0ac, ('s_atomic_swap ', ', ', ', '), 0xffe000000000a000, 0x0),
        (128, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_swap ', ', ', ', '), 0x0, 0x0),
        (128, 1, 0): (shape_da88676a70f4, ('s_atomic_swap ', ', ', ', '), 0xffe000000000a000, 0x0),
        (128, 1, 1): (shape_8c83bb599f6c, ('s_atomic_swap ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (129, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_cmpswap ', ', ', ', '), 0xffe000000000a000, 0x0),
        (129, 0, 1): (shape_e0a65870a5d5, ('s_atomic_cmpswap ', ', ', ', '), 0x0, 0x0),
        (129, 1, 0): (shape_df6cb8c98e35, ('s_atomic_cmpswap ', ', ', ', '), 0xffe000000000a000, 0x0),
        (129, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_cmpswap ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (130, 0, 0): (shape_bd26249bd0ac, ('s_atomic_add ', ', ', ', '), 0xffe000000000a000, 0x0),
        (130, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_add ', ', ', ', '), 0x0, 0x0),
        (130, 1, 0): (shape_da88676a70f4, ('s_atomic_add ', ', ', ', '), 0xffe000000000a000, 0x0),
        (130, 1, 1): (shape_8c83bb599f6c, ('s_atomic_add ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (131, 0, 0): (shape_bd26249bd0ac, ('s_atomic_sub ', ', ', ', '), 0xffe000000000a000, 0x0),
        (131, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_sub ', ', ', ', '), 0x0, 0x0),
        (131, 1, 0): (shape_da88676a70f4, ('s_atomic_sub ', ', ', ', '), 0xffe000000000a000, 0x0),
        (131, 1, 1): (shape_8c83bb599f6c, ('s_atomic_sub ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (132, 0, 0): (shape_bd26249bd0ac, ('s_atomic_smin ', ', ', ', '), 0xffe000000000a000, 0x0),
        (132, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_smin ', ', ', ', '), 0x0, 0x0),
        (132, 1, 0): (shape_da88676a70f4, ('s_atomic_smin ', ', ', ', '), 0xffe000000000a000, 0x0),
        (132, 1, 1): (shape_8c83bb599f6c, ('s_atomic_smin ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (133, 0, 0): (shape_bd26249bd0ac, ('s_atomic_umin ', ', ', ', '), 0xffe000000000a000, 0x0),
        (133, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_umin ', ', ', ', '), 0x0, 0x0),
        (133, 1, 0): (shape_da88676a70f4, ('s_atomic_umin ', ', ', ', '), 0xffe000000000a000, 0x0),
        (133, 1, 1): (shape_8c83bb599f6c, ('s_atomic_umin ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (134, 0, 0): (shape_bd26249bd0ac, ('s_atomic_smax ', ', ', ', '), 0xffe000000000a000, 0x0),
        (134, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_smax ', ', ', ', '), 0x0, 0x0),
        (134, 1, 0): (shape_da88676a70f4, ('s_atomic_smax ', ', ', ', '), 0xffe000000000a000, 0x0),
        (134, 1, 1): (shape_8c83bb599f6c, ('s_atomic_smax ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (135, 0, 0): (shape_bd26249bd0ac, ('s_atomic_umax ', ', ', ', '), 0xffe000000000a000, 0x0),
        (135, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_umax ', ', ', ', '), 0x0, 0x0),
        (135, 1, 0): (shape_da88676a70f4, ('s_atomic_umax ', ', ', ', '), 0xffe000000000a000, 0x0),
        (135, 1, 1): (shape_8c83bb599f6c, ('s_atomic_umax ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (136, 0, 0): (shape_bd26249bd0ac, ('s_atomic_and ', ', ', ', '), 0xffe000000000a000, 0x0),
        (136, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_and ', ', ', ', '), 0x0, 0x0),
        (136, 1, 0): (shape_da88676a70f4, ('s_atomic_and ', ', ', ', '), 0xffe000000000a000, 0x0),
        (136, 1, 1): (shape_8c83bb599f6c, ('s_atomic_and ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (137, 0, 0): (shape_bd26249bd0ac, ('s_atomic_or ', ', ', ', '), 0xffe000000000a000, 0x0),
        (137, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_or ', ', ', ', '), 0x0, 0x0),
        (137, 1, 0): (shape_da88676a70f4, ('s_atomic_or ', ', ', ', '), 0xffe000000000a000, 0x0),
        (137, 1, 1): (shape_8c83bb599f6c, ('s_atomic_or ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (138, 0, 0): (shape_bd26249bd0ac, ('s_atomic_xor ', ', ', ', '), 0xffe000000000a000, 0x0),
        (138, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_xor ', ', ', ', '), 0x0, 0x0),
        (138, 1, 0): (shape_da88676a70f4, ('s_atomic_xor ', ', ', ', '), 0xffe000000000a000, 0x0),
        (138, 1, 1): (shape_8c83bb599f6c, ('s_atomic_xor ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (139, 0, 0): (shape_bd26249bd0ac, ('s_atomic_inc ', ', ', ', '), 0xffe000000000a000, 0x0),
        (139, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_inc ', ', ', ', '), 0x0, 0x0),
        (139, 1, 0): (shape_da88676a70f4, ('s_atomic_inc ', ', ', ', '), 0xffe000000000a000, 0x0),
        (139, 1, 1): (shape_8c83bb599f6c, ('s_atomic_inc ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (140, 0, 0): (shape_bd26249bd0ac, ('s_atomic_dec ', ', ', ', '), 0xffe000000000a000, 0x0),
        (140, 0, 1): (shape_8f0de8e6b90f, ('s_atomic_dec ', ', ', ', '), 0x0, 0x0),
        (140, 1, 0): (shape_da88676a70f4, ('s_atomic_dec ', ', ', ', '), 0xffe000000000a000, 0x0),
        (140, 1, 1): (shape_8c83bb599f6c, ('s_atomic_dec ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (160, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_swap_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (160, 0, 1): (shape_e0a65870a5d5, ('s_atomic_swap_x2 ', ', ', ', '), 0x0, 0x0),
        (160, 1, 0): (shape_df6cb8c98e35, ('s_atomic_swap_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (160, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_swap_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (161, 0, 0): (
            shape_eb8daacec475,
            ('s_atomic_cmpswap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (161, 0, 1): (shape_3ebc71e83a14, ('s_atomic_cmpswap_x2 ', ', ', ', '), 0x0, 0x0),
        (161, 1, 0): (
            shape_057215b50bf3,
            ('s_atomic_cmpswap_x2 ', ', ', ', '),
            0xffe000000000a000, 0x0,
        ),
        (161, 1, 1): (
            shape_d70754145608,
            ('s_atomic_cmpswap_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (162, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_add_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (162, 0, 1): (shape_e0a65870a5d5, ('s_atomic_add_x2 ', ', ', ', '), 0x0, 0x0),
        (162, 1, 0): (shape_df6cb8c98e35, ('s_atomic_add_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (162, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_add_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (163, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_sub_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (163, 0, 1): (shape_e0a65870a5d5, ('s_atomic_sub_x2 ', ', ', ', '), 0x0, 0x0),
        (163, 1, 0): (shape_df6cb8c98e35, ('s_atomic_sub_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (163, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_sub_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (164, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_smin_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (164, 0, 1): (shape_e0a65870a5d5, ('s_atomic_smin_x2 ', ', ', ', '), 0x0, 0x0),
        (164, 1, 0): (shape_df6cb8c98e35, ('s_atomic_smin_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (164, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_smin_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (165, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_umin_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (165, 0, 1): (shape_e0a65870a5d5, ('s_atomic_umin_x2 ', ', ', ', '), 0x0, 0x0),
        (165, 1, 0): (shape_df6cb8c98e35, ('s_atomic_umin_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (165, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_umin_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (166, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_smax_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (166, 0, 1): (shape_e0a65870a5d5, ('s_atomic_smax_x2 ', ', ', ', '), 0x0, 0x0),
        (166, 1, 0): (shape_df6cb8c98e35, ('s_atomic_smax_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (166, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_smax_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (167, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_umax_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (167, 0, 1): (shape_e0a65870a5d5, ('s_atomic_umax_x2 ', ', ', ', '), 0x0, 0x0),
        (167, 1, 0): (shape_df6cb8c98e35, ('s_atomic_umax_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (167, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_umax_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (168, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_and_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (168, 0, 1): (shape_e0a65870a5d5, ('s_atomic_and_x2 ', ', ', ', '), 0x0, 0x0),
        (168, 1, 0): (shape_df6cb8c98e35, ('s_atomic_and_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (168, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_and_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (169, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_or_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (169, 0, 1): (shape_e0a65870a5d5, ('s_atomic_or_x2 ', ', ', ', '), 0x0, 0x0),
        (169, 1, 0): (shape_df6cb8c98e35, ('s_atomic_or_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (169, 1, 1): (shape_b5d038fa30e3, ('s_atomic_or_x2 ', ', ', ', ', ' '), 0x1e000000000a000, 0x0),
        (170, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_xor_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (170, 0, 1): (shape_e0a65870a5d5, ('s_atomic_xor_x2 ', ', ', ', '), 0x0, 0x0),
        (170, 1, 0): (shape_df6cb8c98e35, ('s_atomic_xor_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (170, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_xor_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (171, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_inc_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (171, 0, 1): (shape_e0a65870a5d5, ('s_atomic_inc_x2 ', ', ', ', '), 0x0, 0x0),
        (171, 1, 0): (shape_df6cb8c98e35, ('s_atomic_inc_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (171, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_inc_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
        (172, 0, 0): (shape_b8c3c9ae326b, ('s_atomic_dec_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (172, 0, 1): (shape_e0a65870a5d5, ('s_atomic_dec_x2 ', ', ', ', '), 0x0, 0x0),
        (172, 1, 0): (shape_df6cb8c98e35, ('s_atomic_dec_x2 ', ', ', ', '), 0xffe000000000a000, 0x0),
        (172, 1, 1): (
            shape_b5d038fa30e3,
            ('s_atomic_dec_x2 ', ', ', ', ', ' '),
            0x1e000000000a000, 0x0,
        ),
    }
