"""gfx950 VOPC templates as code, generated with the tables by
``python -m gcnasm.isa.generate`` (gcnasm.isa.codegen.code_module_source):
do not edit."""


def build(R, F, L, Invalid, compose):
    L_b32 = L['b32']
    L_b64 = L['b64']
    L_f16 = L['f16']
    L_f64 = L['f64']
    L_i16 = L['i16']
    M_map_1bfc3ba5 = R['map_1bfc3ba5'][1]
    M_map_58198513 = R['map_58198513'][1]
    M_map_cbc5d73e = R['map_cbc5d73e'][1]
    M_map_f1eeac2d = R['map_f1eeac2d'][1]
    M_map_f218ebb2 = R['map_f218ebb2'][1]
    def shape_11e2d80a9d38(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_f64(lit) + ''
            else:
                t3 = M_map_f218ebb2[t2]
                if t3 is None: raise Invalid
            t4 = M_map_1bfc3ba5[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        return render, takes_literal
    def shape_196d3b892591(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_b64(lit) + ''
            else:
                t3 = M_map_f218ebb2[t2]
                if t3 is None: raise Invalid
            t4 = M_map_1bfc3ba5[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        return render, takes_literal
    def shape_1c8c6ba2852c(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_f64(lit) + ''
            else:
                t3 = M_map_f218ebb2[t2]
                if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        return render, takes_literal
    def shape_61b1aca2bc96(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_f16(lit) + ''
            else:
                t3 = M_map_f1eeac2d[t2]
                if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        return render, takes_literal
    def shape_cae9d269d325(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_i16(lit) + ''
            else:
                t3 = M_map_cbc5d73e[t2]
                if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        return render, takes_literal
    def shape_dee28830de6c(s):
        s0, s1 = s
        def render(v, lit):
            t2 = ((v >> 0) & 511)
            if t2 == 255: t3 = L_b32(lit) + ''
            else:
                t3 = M_map_f1eeac2d[t2]
                if t3 is None: raise Invalid
            t4 = M_map_58198513[((v >> 9) & 255)]
            if t4 is None: raise Invalid
            return s0 + t3 + s1 + t4
        def takes_literal(v):
            return ((v >> 0) & 511) == 255
        return render, takes_literal
    return {
        (16,): (shape_dee28830de6c, ('v_cmp_class_f32_e32 vcc, ', ', ')),
        (17,): (shape_dee28830de6c, ('v_cmpx_class_f32_e32 vcc, ', ', ')),
        (18,): (shape_1c8c6ba2852c, ('v_cmp_class_f64_e32 vcc, ', ', ')),
        (19,): (shape_1c8c6ba2852c, ('v_cmpx_class_f64_e32 vcc, ', ', ')),
        (20,): (shape_61b1aca2bc96, ('v_cmp_class_f16_e32 vcc, ', ', ')),
        (21,): (shape_61b1aca2bc96, ('v_cmpx_class_f16_e32 vcc, ', ', ')),
        (32,): (shape_61b1aca2bc96, ('v_cmp_f_f16_e32 vcc, ', ', ')),
        (33,): (shape_61b1aca2bc96, ('v_cmp_lt_f16_e32 vcc, ', ', ')),
        (34,): (shape_61b1aca2bc96, ('v_cmp_eq_f16_e32 vcc, ', ', ')),
        (35,): (shape_61b1aca2bc96, ('v_cmp_le_f16_e32 vcc, ', ', ')),
        (36,): (shape_61b1aca2bc96, ('v_cmp_gt_f16_e32 vcc, ', ', ')),
        (37,): (shape_61b1aca2bc96, ('v_cmp_lg_f16_e32 vcc, ', ', ')),
        (38,): (shape_61b1aca2bc96, ('v_cmp_ge_f16_e32 vcc, ', ', ')),
        (39,): (shape_61b1aca2bc96, ('v_cmp_o_f16_e32 vcc, ', ', ')),
        (40,): (shape_61b1aca2bc96, ('v_cmp_u_f16_e32 vcc, ', ', ')),
        (41,): (shape_61b1aca2bc96, ('v_cmp_nge_f16_e32 vcc, ', ', ')),
        (42,): (shape_61b1aca2bc96, ('v_cmp_nlg_f16_e32 vcc, ', ', ')),
        (43,): (shape_61b1aca2bc96, ('v_cmp_ngt_f16_e32 vcc, ', ', ')),
        (44,): (shape_61b1aca2bc96, ('v_cmp_nle_f16_e32 vcc, ', ', ')),
        (45,): (shape_61b1aca2bc96, ('v_cmp_neq_f16_e32 vcc, ', ', ')),
        (46,): (shape_61b1aca2bc96, ('v_cmp_nlt_f16_e32 vcc, ', ', ')),
        (47,): (shape_61b1aca2bc96, ('v_cmp_tru_f16_e32 vcc, ', ', ')),
        (48,): (shape_61b1aca2bc96, ('v_cmpx_f_f16_e32 vcc, ', ', ')),
        (49,): (shape_61b1aca2bc96, ('v_cmpx_lt_f16_e32 vcc, ', ', ')),
        (50,): (shape_61b1aca2bc96, ('v_cmpx_eq_f16_e32 vcc, ', ', ')),
        (51,): (shape_61b1aca2bc96, ('v_cmpx_le_f16_e32 vcc, ', ', ')),
        (52,): (shape_61b1aca2bc96, ('v_cmpx_gt_f16_e32 vcc, ', ', ')),
        (53,): (shape_61b1aca2bc96, ('v_cmpx_lg_f16_e32 vcc, ', ', ')),
        (54,): (shape_61b1aca2bc96, ('v_cmpx_ge_f16_e32 vcc, ', ', ')),
        (55,): (shape_61b1aca2bc96, ('v_cmpx_o_f16_e32 vcc, ', ', ')),
        (56,): (shape_61b1aca2bc96, ('v_cmpx_u_f16_e32 vcc, ', ', ')),
        (57,): (shape_61b1aca2bc96, ('v_cmpx_nge_f16_e32 vcc, ', ', ')),
        (58,): (shape_61b1aca2bc96, ('v_cmpx_nlg_f16_e32 vcc, ', ', ')),
        (59,): (shape_61b1aca2bc96, ('v_cmpx_ngt_f16_e32 vcc, ', ', ')),
        (60,): (shape_61b1aca2bc96, ('v_cmpx_nle_f16_e32 vcc, ', ', ')),
        (61,): (shape_61b1aca2bc96, ('v_cmpx_neq_f16_e32 vcc, ', ', ')),
        (62,): (shape_61b1aca2bc96, ('v_cmpx_nlt_f16_e32 vcc, ', ', ')),
        (63,): (shape_61b1aca2bc96, ('v_cmpx_tru_f16_e32 vcc, ', ', ')),
        (64,): (shape_dee28830de6c, ('v_cmp_f_f32_e32 vcc, ', ', ')),
        (65,): (shape_dee28830de6c, ('v_cmp_lt_f32_e32 vcc, ', ', ')),
        (66,): (shape_dee28830de6c, ('v_cmp_eq_f32_e32 vcc, ', ', ')),
        (67,): (shape_dee28830de6c, ('v_cmp_le_f32_e32 vcc, ', ', ')),
        (68,): (shape_dee28830de6c, ('v_cmp_gt_f32_e32 vcc, ', ', ')),
        (69,): (shape_dee28830de6c, ('v_cmp_lg_f32_e32 vcc, ', ', ')),
        (70,): (shape_dee28830de6c, ('v_cmp_ge_f32_e32 vcc, ', ', ')),
        (71,): (shape_dee28830de6c, ('v_cmp_o_f32_e32 vcc, ', ', ')),
        (72,): (shape_dee28830de6c, ('v_cmp_u_f32_e32 vcc, ', ', ')),
        (73,): (shape_dee28830de6c, ('v_cmp_nge_f32_e32 vcc, ', ', ')),
        (74,): (shape_dee28830de6c, ('v_cmp_nlg_f32_e32 vcc, ', ', ')),
        (75,): (shape_dee28830de6c, ('v_cmp_ngt_f32_e32 vcc, ', ', ')),
        (76,): (shape_dee28830de6c, ('v_cmp_nle_f32_e32 vcc, ', ', ')),
        (77,): (shape_dee28830de6c, ('v_cmp_neq_f32_e32 vcc, ', ', ')),
        (78,): (shape_dee28830de6c, ('v_cmp_nlt_f32_e32 vcc, ', ', ')),
        (79,): (shape_dee28830de6c, ('v_cmp_tru_f32_e32 vcc, ', ', ')),
        (80,): (shape_dee28830de6c, ('v_cmpx_f_f32_e32 vcc, ', ', ')),
        (81,): (shape_dee28830de6c, ('v_cmpx_lt_f32_e32 vcc, ', ', ')),
        (82,): (shape_dee28830de6c, ('v_cmpx_eq_f32_e32 vcc, ', ', ')),
        (83,): (shape_dee28830de6c, ('v_cmpx_le_f32_e32 vcc, ', ', ')),
        (84,): (shape_dee28830de6c, ('v_cmpx_gt_f32_e32 vcc, ', ', ')),
        (85,): (shape_dee28830de6c, ('v_cmpx_lg_f32_e32 vcc, ', ', ')),
        (86,): (shape_dee28830de6c, ('v_cmpx_ge_f32_e32 vcc, ', ', ')),
        (87,): (shape_dee28830de6c, ('v_cmpx_o_f32_e32 vcc, ', ', ')),
        (88,): (shape_dee28830de6c, ('v_cmpx_u_f32_e32 vcc, ', ', ')),
        (89,): (shape_dee28830de6c, ('v_cmpx_nge_f32_e32 vcc, ', ', ')),
        (90,): (shape_dee28830de6c, ('v_cmpx_nlg_f32_e32 vcc, ', ', ')),
        (91,): (shape_dee28830de6c, ('v_cmpx_ngt_f32_e32 vcc, ', ', ')),
        (92,): (shape_dee28830de6c, ('v_cmpx_nle_f32_e32 vcc, ', ', ')),
        (93,): (shape_dee28830de6c, ('v_cmpx_neq_f32_e32 vcc, ', ', ')),
        (94,): (shape_dee28830de6c, ('v_cmpx_nlt_f32_e32 vcc, ', ', ')),
        (95,): (shape_dee28830de6c, ('v_cmpx_tru_f32_e32 vcc, ', ', ')),
        (96,): (shape_11e2d80a9d38, ('v_cmp_f_f64_e32 vcc, ', ', ')),
        (97,): (shape_11e2d80a9d38, ('v_cmp_lt_f64_e32 vcc, ', ', ')),
        (98,): (shape_11e2d80a9d38, ('v_cmp_eq_f64_e32 vcc, ', ', ')),
        (99,): (shape_11e2d80a9d38, ('v_cmp_le_f64_e32 vcc, ', ', ')),
        (100,): (shape_11e2d80a9d38, ('v_cmp_gt_f64_e32 vcc, ', ', ')),
        (101,): (shape_11e2d80a9d38, ('v_cmp_lg_f64_e32 vcc, ', ', ')),
        (102,): (shape_11e2d80a9d38, ('v_cmp_ge_f64_e32 vcc, ', ', ')),
        (103,): (shape_11e2d80a9d38, ('v_cmp_o_f64_e32 vcc, ', ', ')),
        (104,): (shape_11e2d80a9d38, ('v_cmp_u_f64_e32 vcc, ', ', ')),
        (105,): (shape_11e2d80a9d38, ('v_cmp_nge_f64_e32 vcc, ', ', ')),
        (106,): (shape_11e2d80a9d38, ('v_cmp_nlg_f64_e32 vcc, ', ', ')),
        (107,): (shape_11e2d80a9d38, ('v_cmp_ngt_f64_e32 vcc, ', ', ')),
        (108,): (shape_11e2d80a9d38, ('v_cmp_nle_f64_e32 vcc, ', ', ')),
        (109,): (shape_11e2d80a9d38, ('v_cmp_neq_f64_e32 vcc, ', ', ')),
        (110,): (shape_11e2d80a9d38, ('v_cmp_nlt_f64_e32 vcc, ', ', ')),
        (111,): (shape_11e2d80a9d38, ('v_cmp_tru_f64_e32 vcc, ', ', ')),
        (112,): (shape_11e2d80a9d38, ('v_cmpx_f_f64_e32 vcc, ', ', ')),
        (113,): (shape_11e2d80a9d38, ('v_cmpx_lt_f64_e32 vcc, ', ', ')),
        (114,): (shape_11e2d80a9d38, ('v_cmpx_eq_f64_e32 vcc, ', ', ')),
        (115,): (shape_11e2d80a9d38, ('v_cmpx_le_f64_e32 vcc, ', ', ')),
        (116,): (shape_11e2d80a9d38, ('v_cmpx_gt_f64_e32 vcc, ', ', ')),
        (117,): (shape_11e2d80a9d38, ('v_cmpx_lg_f64_e32 vcc, ', ', ')),
        (118,): (shape_11e2d80a9d38, ('v_cmpx_ge_f64_e32 vcc, ', ', ')),
        (119,): (shape_11e2d80a9d38, ('v_cmpx_o_f64_e32 vcc, ', ', ')),
        (120,): (shape_11e2d80a9d38, ('v_cmpx_u_f64_e32 vcc, ', ', ')),
        (121,): (shape_11e2d80a9d38, ('v_cmpx_nge_f64_e32 vcc, ', ', ')),
        (122,): (shape_11e2d80a9d38, ('v_cmpx_nlg_f64_e32 vcc, ', ', ')),
        (123,): (shape_11e2d80a9d38, ('v_cmpx_ngt_f64_e32 vcc, ', ', ')),
        (124,): (shape_11e2d80a9d38, ('v_cmpx_nle_f64_e32 vcc, ', ', ')),
        (125,): (shape_11e2d80a9d38, ('v_cmpx_neq_f64_e32 vcc, ', ', ')),
        (126,): (shape_11e2d80a9d38, ('v_cmpx_nlt_f64_e32 vcc, ', ', ')),
        (127,): (shape_11e2d80a9d38, ('v_cmpx_tru_f64_e32 vcc, ', ', ')),
        (160,): (shape_cae9d269d325, ('v_cmp_f_i16_e32 vcc, ', ', ')),
        (161,): (shape_cae9d269d325, ('v_cmp_lt_i16_e32 vcc, ', ', ')),
        (162,): (shape_cae9d269d325, ('v_cmp_eq_i16_e32 vcc, ', ', ')),
        (163,): (shape_cae9d269d325, ('v_cmp_le_i16_e32 vcc, ', ', ')),
        (164,): (shape_cae9d269d325, ('v_cmp_gt_i16_e32 vcc, ', ', ')),
        (165,): (shape_cae9d269d325, ('v_cmp_ne_i16_e32 vcc, ', ', ')),
        (166,): (shape_cae9d269d325, ('v_cmp_ge_i16_e32 vcc, ', ', ')),
        (167,): (shape_cae9d269d325, ('v_cmp_t_i16_e32 vcc, ', ', ')),
        (168,): (shape_cae9d269d325, ('v_cmp_f_u16_e32 vcc, ', ', ')),
        (169,): (shape_cae9d269d325, ('v_cmp_lt_u16_e32 vcc, ', ', ')),
        (170,): (shape_cae9d269d325, ('v_cmp_eq_u16_e32 vcc, ', ', ')),
        (171,): (shape_cae9d269d325, ('v_cmp_le_u16_e32 vcc, ', ', ')),
        (172,): (shape_cae9d269d325, ('v_cmp_gt_u16_e32 vcc, ', ', ')),
        (173,): (shape_cae9d269d325, ('v_cmp_ne_u16_e32 vcc, ', ', ')),
        (174,): (shape_cae9d269d325, ('v_cmp_ge_u16_e32 vcc, ', ', ')),
        (175,): (shape_cae9d269d325, ('v_cmp_t_u16_e32 vcc, ', ', ')),
        (176,): (shape_cae9d269d325, ('v_cmpx_f_i16_e32 vcc, ', ', ')),
        (177,): (shape_cae9d269d325, ('v_cmpx_lt_i16_e32 vcc, ', ', ')),
        (178,): (shape_cae9d269d325, ('v_cmpx_eq_i16_e32 vcc, ', ', ')),
        (179,): (shape_cae9d269d325, ('v_cmpx_le_i16_e32 vcc, ', ', ')),
        (180,): (shape_cae9d269d325, ('v_cmpx_gt_i16_e32 vcc, ', ', ')),
        (181,): (shape_cae9d269d325, ('v_cmpx_ne_i16_e32 vcc, ', ', ')),
        (182,): (shape_cae9d269d325, ('v_cmpx_ge_i16_e32 vcc, ', ', ')),
        (183,): (shape_cae9d269d325, ('v_cmpx_t_i16_e32 vcc, ', ', ')),
        (184,): (shape_cae9d269d325, ('v_cmpx_f_u16_e32 vcc, ', ', ')),
        (185,): (shape_cae9d269d325, ('v_cmpx_lt_u16_e32 vcc, ', ', ')),
        (186,): (shape_cae9d269d325, ('v_cmpx_eq_u16_e32 vcc, ', ', ')),
        (187,): (shape_cae9d269d325, ('v_cmpx_le_u16_e32 vcc, ', ', ')),
        (188,): (shape_cae9d269d325, ('v_cmpx_gt_u16_e32 vcc, ', ', ')),
        (189,): (shape_cae9d269d325, ('v_cmpx_ne_u16_e32 vcc, ', ', ')),
        (190,): (shape_cae9d269d325, ('v_cmpx_ge_u16_e32 vcc, ', ', ')),
        (191,): (shape_cae9d269d325, ('v_cmpx_t_u16_e32 vcc, ', ', ')),
        (192,): (shape_dee28830de6c, ('v_cmp_f_i32_e32 vcc, ', ', ')),
        (193,): (shape_dee28830de6c, ('v_cmp_lt_i32_e32 vcc, ', ', ')),
        (194,): (shape_dee28830de6c, ('v_cmp_eq_i32_e32 vcc, ', ', ')),
        (195,): (shape_dee28830de6c, ('v_cmp_le_i32_e32 vcc, ', ', ')),
        (196,): (shape_dee28830de6c, ('v_cmp_gt_i32_e32 vcc, ', ', ')),
        (197,): (shape_dee28830de6c, ('v_cmp_ne_i32_e32 vcc, ', ', ')),
        (198,): (shape_dee28830de6c, ('v_cmp_ge_i32_e32 vcc, ', ', ')),
        (199,): (shape_dee28830de6c, ('v_cmp_t_i32_e32 vcc, ', ', ')),
        (200,): (shape_dee28830de6c, ('v_cmp_f_u32_e32 vcc, ', ', ')),
        (201,): (shape_dee28830de6c, ('v_cmp_lt_u32_e32 vcc, ', ', ')),
        (202,): (shape_dee28830de6c, ('v_cmp_eq_u32_e32 vcc, ', ', ')),
        (203,): (shape_dee28830de6c, ('v_cmp_le_u32_e32 vcc, ', ', ')),
        (204,): (shape_dee28830de6c, ('v_cmp_gt_u32_e32 vcc, ', ', ')),
        (205,): (shape_dee28830de6c, ('v_cmp_ne_u32_e32 vcc, ', ', ')),
        (206,): (shape_dee28830de6c, ('v_cmp_ge_u32_e32 vcc, ', ', ')),
        (207,): (shape_dee28830de6c, ('v_cmp_t_u32_e32 vcc, ', ', ')),
        (208,): (shape_dee28830de6c, ('v_cmpx_f_i32_e32 vcc, ', ', ')),
        (209,): (shape_dee28830de6c, ('v_cmpx_lt_i32_e32 vcc, ', ', ')),
        (210,): (shape_dee28830de6c, ('v_cmpx_eq_i32_e32 vcc, ', ', ')),
        (211,): (shape_dee28830de6c, ('v_cmpx_le_i32_e32 vcc, ', ', ')),
        (212,): (shape_dee28830de6c, ('v_cmpx_gt_i32_e32 vcc, ', ', ')),
        (213,): (shape_dee28830de6c, ('v_cmpx_ne_i32_e32 vcc, ', ', ')),
        (214,): (shape_dee28830de6c, ('v_cmpx_ge_i32_e32 vcc, ', ', ')),
        (215,): (shape_dee28830de6c, ('v_cmpx_t_i32_e32 vcc, ', ', ')),
        (216,): (shape_dee28830de6c, ('v_cmpx_f_u32_e32 vcc, ', ', ')),
        (217,): (shape_dee28830de6c, ('v_cmpx_lt_u32_e32 vcc, ', ', ')),
        (218,): (shape_dee28830de6c, ('v_cmpx_eq_u32_e32 vcc, ', ', ')),
        (219,): (shape_dee28830de6c, ('v_cmpx_le_u32_e32 vcc, ', ', ')),
        (220,): (shape_dee28830de6c, ('v_cmpx_gt_u32_e32 vcc, ', ', ')),
        (221,): (shape_dee28830de6c, ('v_cmpx_ne_u32_e32 vcc, ', ', ')),
        (222,): (shape_dee28830de6c, ('v_cmpx_ge_u32_e32 vcc, ', ', ')),
        (223,): (shape_dee28830de6c, ('v_cmpx_t_u32_e32 vcc, ', ', ')),
        (224,): (shape_196d3b892591, ('v_cmp_f_i64_e32 vcc, ', ', ')),
        (225,): (shape_196d3b892591, ('v_cmp_lt_i64_e32 vcc, ', ', ')),
        (226,): (shape_196d3b892591, ('v_cmp_eq_i64_e32 vcc, ', ', ')),
        (227,): (shape_196d3b892591, ('v_cmp_le_i64_e32 vcc, ', ', ')),
        (228,): (shape_196d3b892591, ('v_cmp_gt_i64_e32 vcc, ', ', ')),
        (229,): (shape_196d3b892591, ('v_cmp_ne_i64_e32 vcc, ', ', ')),
        (230,): (shape_196d3b892591, ('v_cmp_ge_i64_e32 vcc, ', ', ')),
        (231,): (shape_196d3b892591, ('v_cmp_t_i64_e32 vcc, ', ', ')),
        (232,): (shape_196d3b892591, ('v_cmp_f_u64_e32 vcc, ', ', ')),
        (233,): (shape_196d3b892591, ('v_cmp_lt_u64_e32 vcc, ', ', ')),
        (234,): (shape_196d3b892591, ('v_cmp_eq_u64_e32 vcc, ', ', ')),
        (235,): (shape_196d3b892591, ('v_cmp_le_u64_e32 vcc, ', ', ')),
        (236,): (shape_196d3b892591, ('v_cmp_gt_u64_e32 vcc, ', ', ')),
        (237,): (shape_196d3b892591, ('v_cmp_ne_u64_e32 vcc, ', ', ')),
        (238,): (shape_196d3b892591, ('v_cmp_ge_u64_e32 vcc, ', ', ')),
        (239,): (shape_196d3b892591, ('v_cmp_t_u64_e32 vcc, ', ', ')),
        (240,): (shape_196d3b892591, ('v_cmpx_f_i64_e32 vcc, ', ', ')),
        (241,): (shape_196d3b892591, ('v_cmpx_lt_i64_e32 vcc, ', ', ')),
        (242,): (shape_196d3b892591, ('v_cmpx_eq_i64_e32 vcc, ', ', ')),
        (243,): (shape_196d3b892591, ('v_cmpx_le_i64_e32 vcc, ', ', ')),
        (244,): (shape_196d3b892591, ('v_cmpx_gt_i64_e32 vcc, ', ', ')),
        (245,): (shape_196d3b892591, ('v_cmpx_ne_i64_e32 vcc, ', ', ')),
        (246,): (shape_196d3b892591, ('v_cmpx_ge_i64_e32 vcc, ', ', ')),
        (247,): (shape_196d3b892591, ('v_cmpx_t_i64_e32 vcc, ', ', ')),
        (248,): (shape_196d3b892591, ('v_cmpx_f_u64_e32 vcc, ', ', ')),
        (249,): (shape_196d3b892591, ('v_cmpx_lt_u64_e32 vcc, ', ', ')),
        (250,): (shape_196d3b892591, ('v_cmpx_eq_u64_e32 vcc, ', ', ')),
        (251,): (shape_196d3b892591, ('v_cmpx_le_u64_e32 vcc, ', ', ')),
        (252,): (shape_196d3b892591, ('v_cmpx_gt_u64_e32 vcc, ', ', ')),
        (253,): (shape_196d3b892591, ('v_cmpx_ne_u64_e32 vcc, ', ', ')),
        (254,): (shape_196d3b892591, ('v_cmpx_ge_u64_e32 vcc, ', ', ')),
        (255,): (shape_196d3b892591, ('v_cmpx_t_u64_e32 vcc, ', ', ')),
    }


def build_lossless(R, literal_ok, fmt_ok):
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
    C_src_0019b712 = bytes.fromhex(
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
    C_src_01d44697 = bytes.fromhex(
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
    C_src_08f690c8 = bytes.fromhex(
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
    C_src_a1e43052 = bytes.fromhex(
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
    C_src_fa4b5876 = bytes.fromhex(
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
    def lossless_1b7cc18d63c5(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_a1e43052', lit): return False
            elif not C_src_a1e43052[x]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_71050bd24c2b(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_0019b712', lit): return False
            elif not C_src_0019b712[x]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_736a29d93d53(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_fa4b5876', lit): return False
            elif not C_src_fa4b5876[x]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_7dcde5dd583b(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_08f690c8', lit): return False
            elif not C_src_08f690c8[x]: return False
            if not C_map_1bfc3ba5[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_c6f6d37f9be5(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_01d44697', lit): return False
            elif not C_src_01d44697[x]: return False
            if not C_map_58198513[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return lossless
    def lossless_df2d9fb7b321(mask, base):
        def lossless(v, lit):
            x = ((v >> 0) & 511)
            if x == 255:
                if not literal_ok('src_0019b712', lit): return False
            elif not C_src_0019b712[x]: return False
            if not C_map_1bfc3ba5[((v >> 9) & 255)]: return False
            return (v & mask) == base
        return lossless
    return {
        (16,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (17,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (18,): (lossless_71050bd24c2b, 0x0, 0x0),
        (19,): (lossless_71050bd24c2b, 0x0, 0x0),
        (20,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (21,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (32,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (33,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (34,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (35,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (36,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (37,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (38,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (39,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (40,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (41,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (42,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (43,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (44,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (45,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (46,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (47,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (48,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (49,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (50,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (51,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (52,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (53,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (54,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (55,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (56,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (57,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (58,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (59,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (60,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (61,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (62,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (63,): (lossless_1b7cc18d63c5, 0x0, 0x0),
        (64,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (65,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (66,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (67,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (68,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (69,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (70,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (71,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (72,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (73,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (74,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (75,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (76,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (77,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (78,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (79,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (80,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (81,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (82,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (83,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (84,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (85,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (86,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (87,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (88,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (89,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (90,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (91,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (92,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (93,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (94,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (95,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (96,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (97,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (98,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (99,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (100,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (101,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (102,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (103,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (104,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (105,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (106,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (107,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (108,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (109,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (110,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (111,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (112,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (113,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (114,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (115,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (116,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (117,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (118,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (119,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (120,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (121,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (122,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (123,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (124,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (125,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (126,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (127,): (lossless_df2d9fb7b321, 0x0, 0x0),
        (160,): (lossless_736a29d93d53, 0x0, 0x0),
        (161,): (lossless_736a29d93d53, 0x0, 0x0),
        (162,): (lossless_736a29d93d53, 0x0, 0x0),
        (163,): (lossless_736a29d93d53, 0x0, 0x0),
        (164,): (lossless_736a29d93d53, 0x0, 0x0),
        (165,): (lossless_736a29d93d53, 0x0, 0x0),
        (166,): (lossless_736a29d93d53, 0x0, 0x0),
        (167,): (lossless_736a29d93d53, 0x0, 0x0),
        (168,): (lossless_736a29d93d53, 0x0, 0x0),
        (169,): (lossless_736a29d93d53, 0x0, 0x0),
        (170,): (lossless_736a29d93d53, 0x0, 0x0),
        (171,): (lossless_736a29d93d53, 0x0, 0x0),
        (172,): (lossless_736a29d93d53, 0x0, 0x0),
        (173,): (lossless_736a29d93d53, 0x0, 0x0),
        (174,): (lossless_736a29d93d53, 0x0, 0x0),
        (175,): (lossless_736a29d93d53, 0x0, 0x0),
        (176,): (lossless_736a29d93d53, 0x0, 0x0),
        (177,): (lossless_736a29d93d53, 0x0, 0x0),
        (178,): (lossless_736a29d93d53, 0x0, 0x0),
        (179,): (lossless_736a29d93d53, 0x0, 0x0),
        (180,): (lossless_736a29d93d53, 0x0, 0x0),
        (181,): (lossless_736a29d93d53, 0x0, 0x0),
        (182,): (lossless_736a29d93d53, 0x0, 0x0),
        (183,): (lossless_736a29d93d53, 0x0, 0x0),
        (184,): (lossless_736a29d93d53, 0x0, 0x0),
        (185,): (lossless_736a29d93d53, 0x0, 0x0),
        (186,): (lossless_736a29d93d53, 0x0, 0x0),
        (187,): (lossless_736a29d93d53, 0x0, 0x0),
        (188,): (lossless_736a29d93d53, 0x0, 0x0),
        (189,): (lossless_736a29d93d53, 0x0, 0x0),
        (190,): (lossless_736a29d93d53, 0x0, 0x0),
        (191,): (lossless_736a29d93d53, 0x0, 0x0),
        (192,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (193,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (194,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (195,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (196,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (197,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (198,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (199,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (200,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (201,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (202,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (203,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (204,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (205,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (206,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (207,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (208,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (209,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (210,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (211,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (212,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (213,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (214,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (215,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (216,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (217,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (218,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (219,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (220,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (221,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (222,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (223,): (lossless_c6f6d37f9be5, 0x0, 0x0),
        (224,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (225,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (226,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (227,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (228,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (229,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (230,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (231,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (232,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (233,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (234,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (235,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (236,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (237,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (238,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (239,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (240,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (241,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (242,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (243,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (244,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (245,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (246,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (247,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (248,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (249,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (250,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (251,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (252,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (253,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (254,): (lossless_7dcde5dd583b, 0x0, 0x0),
        (255,): (lossless_7dcde5dd583b, 0x0, 0x0),
    }
