"""gfx950 SOPC templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    L_b32 = L['b32']
    L_b64 = L['b64']
    M_map_8da80177 = R['map_8da80177'][1]
    M_map_b2287ba1 = R['map_b2287ba1'][1]
    M_map_f3692563 = R['map_f3692563'][1]
    def shape_2314e48959de(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_b32(lit) + ''
            else:
                t3 = M_map_8da80177[t2]
                if t3 is None: raise Invalid
            t5 = ((v >> 8) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            return s0 + t3 + s1 + t6
        def takes_literal(v):
            return ((v >> 0) & 255) == 255 or ((v >> 8) & 255) == 255
        return render, takes_literal
    def shape_42748ea9048a(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_b64(lit) + ''
            else:
                t3 = M_map_b2287ba1[t2]
                if t3 is None: raise Invalid
            t5 = ((v >> 8) & 255)
            if t5 == 255: t6 = L_b64(lit) + ''
            else:
                t6 = M_map_b2287ba1[t5]
                if t6 is None: raise Invalid
            return s0 + t3 + s1 + t6
        def takes_literal(v):
            return ((v >> 0) & 255) == 255 or ((v >> 8) & 255) == 255
        return render, takes_literal
    def shape_9f17eddc239a(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_b32(lit) + ''
            else:
                t3 = M_map_8da80177[t2]
                if t3 is None: raise Invalid
            t4 = M_map_f3692563[((v >> 8) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 255) == 255
        return render, takes_literal
    def shape_c7bf64632fb0(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 255)
            if t2 == 255: t3 = L_b64(lit) + ''
            else:
                t3 = M_map_b2287ba1[t2]
                if t3 is None: raise Invalid
            t5 = ((v >> 8) & 255)
            if t5 == 255: t6 = L_b32(lit) + ''
            else:
                t6 = M_map_8da80177[t5]
                if t6 is None: raise Invalid
            return s0 + t3 + s1 + t6
        def takes_literal(v):
            return ((v >> 0) & 255) == 255 or ((v >> 8) & 255) == 255
        return render, takes_literal
    return {
        (0,): (shape_2314e48959de, ('s_cmp_eq_i32 ', ', ')),
        (1,): (shape_2314e48959de, ('s_cmp_lg_i32 ', ', ')),
        (2,): (shape_2314e48959de, ('s_cmp_gt_i32 ', ', ')),
        (3,): (shape_2314e48959de, ('s_cmp_ge_i32 ', ', ')),
        (4,): (shape_2314e48959de, ('s_cmp_lt_i32 ', ', ')),
        (5,): (shape_2314e48959de, ('s_cmp_le_i32 ', ', ')),
        (6,): (shape_2314e48959de, ('s_cmp_eq_u32 ', ', ')),
        (7,): (shape_2314e48959de, ('s_cmp_lg_u32 ', ', ')),
        (8,): (shape_2314e48959de, ('s_cmp_gt_u32 ', ', ')),
        (9,): (shape_2314e48959de, ('s_cmp_ge_u32 ', ', ')),
        (10,): (shape_2314e48959de, ('s_cmp_lt_u32 ', ', ')),
        (11,): (shape_2314e48959de, ('s_cmp_le_u32 ', ', ')),
        (12,): (shape_2314e48959de, ('s_bitcmp0_b32 ', ', ')),
        (13,): (shape_2314e48959de, ('s_bitcmp1_b32 ', ', ')),
        (14,): (shape_c7bf64632fb0, ('s_bitcmp0_b64 ', ', ')),
        (15,): (shape_c7bf64632fb0, ('s_bitcmp1_b64 ', ', ')),
        (16,): (shape_2314e48959de, ('s_setvskip ', ', ')),
        (17,): (shape_9f17eddc239a, ('s_set_gpr_idx_on ', ', ')),
        (18,): (shape_42748ea9048a, ('s_cmp_eq_u64 ', ', ')),
        (19,): (shape_42748ea9048a, ('s_cmp_lg_u64 ', ', ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
    C_map_f3692563 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
    )
    C_src_41a256a7 = bytes.fromhex(
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010001000100'
        '0100010001000100010001000100010001000100010001000100010000010100'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000100000000010101010101010101010101010100000101010000'
    )
    C_src_5b9094f8 = bytes.fromhex(
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101010101010101010101010101010101'
        '0101010101010101010101010101010101000000000000000000000000000000'
        '0000000000000101000000010101010101010101010101010100000101010000'
    )
    def lossless_711dce92dcd6(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            x = ((v >> 8) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_be014d359851(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            x = ((v >> 8) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            return (v & mask) == base
        return lossless
    def lossless_c0634bce0509(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_5b9094f8', lit): return False
            elif not C_src_5b9094f8[x]: return False
            if not C_map_f3692563[((v >> 8) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_fa7f71eda181(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            x = ((v >> 8) & 255)
            if x == 255:
                if not literal_ok('src_41a256a7', lit): return False
            elif not C_src_41a256a7[x]: return False
            return (v & mask) == base
        return lossless
    return {
        (0,): (lossless_711dce92dcd6, 0x0, 0x0),
        (1,): (lossless_711dce92dcd6, 0x0, 0x0),
        (2,): (lossless_711dce92dcd6, 0x0, 0x0),
        (3,): (lossless_711dce92dcd6, 0x0, 0x0),
        (4,): (lossless_711dce92dcd6, 0x0, 0x0),
        (5,): (lossless_711dce92dcd6, 0x0, 0x0),
        (6,): (lossless_711dce92dcd6, 0x0, 0x0),
        (7,): (lossless_711dce92dcd6, 0x0, 0x0),
        (8,): (lossless_711dce92dcd6, 0x0, 0x0),
        (9,): (lossless_711dce92dcd6, 0x0, 0x0),
        (10,): (lossless_711dce92dcd6, 0x0, 0x0),
        (11,): (lossless_711dce92dcd6, 0x0, 0x0),
        (12,): (lossless_711dce92dcd6, 0x0, 0x0),
        (13,): (lossless_711dce92dcd6, 0x0, 0x0),
        (14,): (lossless_be014d359851, 0x0, 0x0),
        (15,): (lossless_be014d359851, 0x0, 0x0),
        (16,): (lossless_711dce92dcd6, 0x0, 0x0),
        (17,): (lossless_c0634bce0509, 0x0, 0x0),
        (18,): (lossless_fa7f71eda181, 0x0, 0x0),
        (19,): (lossless_fa7f71eda181, 0x0, 0x0),
    }
