"""The gfx950 encoding families and their bit layouts.

Every gfx950 instruction belongs to one family, told apart by the top bits of
its first dword (and, for DPP and SDWA, by the ``src0`` code that announces an
extension dword).  A family fixes where each field sits; which fields an
opcode prints, and how, is learned from llvm-mc by :mod:`gcnasm.isa.generate`
and kept in the generated tables.

Bit positions count from bit 0 of the instruction's *base value*: the first
dword for 32-bit families, the first two dwords (little-endian) for 64-bit
ones.  A DPP or SDWA extension dword follows a VOP1/VOP2/VOPC word and its
fields sit at bits 32..63.  A 32-bit literal, where an operand asks for one,
follows the base value and is not part of it.

Fields are as fine-grained as the printer needs (one bit per source for
abs/neg/op_sel), so the generator can find which printed text each bit
controls.  Some families have two layouts of the same bits (VOP3 with a
scalar carry-out in place of abs/op_sel); ``alt_fields`` names the second.
"""

from __future__ import annotations

from ..records import FrozenRecord


class Field:
    """``width`` bits at ``lo``; a field split over several places (SDWA's
    source: 8 bits plus an SGPR flag) lists further ``(lo, width)`` parts in
    ``more``, which supply the value's higher bits in order.  Immutable; equal
    when name and placement are.  (A plain class rather than a dataclass:
    every process builds a few hundred of these at import.)"""

    __slots__ = ("name", "lo", "width", "more", "parts", "bits", "mask", "_hash")

    def __init__(self, name: str, lo: int, width: int, more: tuple[tuple[int, int], ...] = ()):
        self.name = name
        self.lo = lo
        self.width = width
        self.more = more
        # Derived once (the encoder reads them for every operand): ``parts``,
        # all (lo, width) pieces; ``bits``, the value's width; ``mask``, the
        # bits the field occupies in the base value.
        self.parts = parts = ((lo, width),) + more
        mask = 0
        for at, w in parts:
            mask |= ((1 << w) - 1) << at
        self.mask = mask
        self.bits = width + sum(w for _, w in more)
        self._hash = hash((name, lo, width, more))

    def __eq__(self, other) -> bool:
        if not isinstance(other, Field):
            return NotImplemented
        return (self.name, self.lo, self.width, self.more) == \
            (other.name, other.lo, other.width, other.more)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Field(name={self.name!r}, lo={self.lo}, width={self.width}, more={self.more})"

    def get(self, value: int) -> int:
        if not self.more:
            return (value >> self.lo) & ((1 << self.width) - 1)
        out, shift = 0, 0
        for lo, w in self.parts:
            out |= ((value >> lo) & ((1 << w) - 1)) << shift
            shift += w
        return out

    def put(self, value: int, x: int) -> int:
        for lo, w in self.parts:
            m = (1 << w) - 1
            value = (value & ~(m << lo)) | ((x & m) << lo)
            x >>= w
        return value


class Family(FrozenRecord):
    """One encoding family.

    ``match``/``fixed`` select the family from the first dword
    (``dword & match == fixed``); ``size`` is the base size in bytes;
    ``key_fields`` (the opcode, plus any field that changes the syntax, such
    as SMEM's ``imm``) identify a table entry; ``fields`` are the rest.
    ``src_fields`` are source operands (9 bits, or MUBUF/MTBUF's 8-bit
    soffset) where code 255 announces a 32-bit literal after the base value.
    Immutable; equal (and hashed alike) when every argument is."""

    FIELDS = ("name", "match", "fixed", "size", "key_fields", "fields", "src_fields",
              "alt_fields", "parent")
    __slots__ = FIELDS + ("_by_name", "_key_parts")      # the fields, and what they index

    def __init__(self, name: str, match: int, fixed: int, size: int,
                 key_fields: tuple[str, ...], fields: tuple[Field, ...],
                 src_fields: tuple[str, ...] = (), alt_fields: tuple[Field, ...] = (),
                 parent: str | None = None):
        set_field = object.__setattr__
        set_field(self, "name", name)
        set_field(self, "match", match)
        set_field(self, "fixed", fixed)
        set_field(self, "size", size)
        set_field(self, "key_fields", key_fields)
        set_field(self, "fields", fields)
        set_field(self, "src_fields", src_fields)
        set_field(self, "alt_fields", alt_fields)
        # A family that shares its parent's top bits and is told apart by
        # opcode (matrix instructions inside VOP3P).
        set_field(self, "parent", parent)
        by = {f.name: f for f in fields}
        by.update({f.name: f for f in alt_fields})
        set_field(self, "_by_name", by)
        set_field(self, "_key_parts", tuple(self.key_part(n) for n in key_fields))

    def f(self, name: str) -> Field:
        return self._by_name[name]

    def key_part(self, name: str) -> tuple[Field, int | None]:
        """A key field, or for ``"field=N"`` the field and N: that key part
        is 1 when the field holds N, else 0 (FLAT's ``saddr=127``, "no
        scalar address", changes the width of the vector address)."""
        if "=" in name:
            fname, val = name.split("=")
            return self._by_name[fname], int(val)
        return self._by_name[name], None

    def has(self, name: str) -> bool:
        return name in self._by_name

    def key(self, value: int) -> tuple[int, ...]:
        out = []
        for f, eq in self._key_parts:
            x = f.get(value)
            out.append(x if eq is None else int(x == eq))
        return tuple(out)

    @property
    def bits(self) -> int:
        return self.size * 8


def _fields(*spec) -> tuple[Field, ...]:
    return tuple(sorted((Field(*s) for s in spec), key=lambda f: f.lo))


F = Family

# --- scalar -------------------------------------------------------------------
SOP2 = F("SOP2", 0xC000_0000, 0x8000_0000, 4, ("op",), _fields(
    ("ssrc0", 0, 8), ("ssrc1", 8, 8), ("sdst", 16, 7), ("op", 23, 7)),
    src_fields=("ssrc0", "ssrc1"))
SOPK = F("SOPK", 0xF000_0000, 0xB000_0000, 4, ("op",), _fields(
    ("simm16", 0, 16), ("sdst", 16, 7), ("op", 23, 5)))
SOP1 = F("SOP1", 0xFF80_0000, 0xBE80_0000, 4, ("op",), _fields(
    ("ssrc0", 0, 8), ("op", 8, 8), ("sdst", 16, 7)), src_fields=("ssrc0",))
SOPC = F("SOPC", 0xFF80_0000, 0xBF00_0000, 4, ("op",), _fields(
    ("ssrc0", 0, 8), ("ssrc1", 8, 8), ("op", 16, 7)), src_fields=("ssrc0", "ssrc1"))
SOPP = F("SOPP", 0xFF80_0000, 0xBF80_0000, 4, ("op",), _fields(
    ("simm16", 0, 16), ("op", 16, 7)))
SMEM = F("SMEM", 0xFC00_0000, 0xC000_0000, 8, ("op", "imm", "soe"), _fields(
    ("sbase", 0, 6), ("sdata", 6, 7), ("b13", 13, 1), ("soe", 14, 1), ("nv", 15, 1),
    ("glc", 16, 1), ("imm", 17, 1), ("op", 18, 8),
    ("offset", 32, 21), ("b53", 53, 4), ("soffset", 57, 7)))

# --- vector ALU -----------------------------------------------------------------
_VOP3_COMMON = (("vdst", 0, 8), ("clamp", 15, 1), ("op", 16, 10),
                ("src0", 32, 9), ("src1", 41, 9), ("src2", 50, 9), ("omod", 59, 2),
                ("neg0", 61, 1), ("neg1", 62, 1), ("neg2", 63, 1))
VOP3 = F("VOP3", 0xFC00_0000, 0xD000_0000, 8, ("op",), _fields(
    *_VOP3_COMMON, ("abs0", 8, 1), ("abs1", 9, 1), ("abs2", 10, 1),
    ("opsel0", 11, 1), ("opsel1", 12, 1), ("opsel2", 13, 1), ("opsel3", 14, 1)),
    src_fields=("src0", "src1", "src2"),
    # VOP3b: a scalar carry-out (v_add_co_u32_e64, v_div_scale_*) in bits 8..14.
    alt_fields=_fields(*_VOP3_COMMON, ("sdst", 8, 7)))
VOP3P = F("VOP3P", 0xFF80_0000, 0xD380_0000, 8, ("op",), _fields(
    ("vdst", 0, 8), ("neg_hi0", 8, 1), ("neg_hi1", 9, 1), ("neg_hi2", 10, 1),
    ("opsel0", 11, 1), ("opsel1", 12, 1), ("opsel2", 13, 1), ("opsel_hi2", 14, 1),
    ("clamp", 15, 1), ("op", 16, 7), ("src0", 32, 9), ("src1", 41, 9), ("src2", 50, 9),
    ("opsel_hi0", 59, 1), ("opsel_hi1", 60, 1), ("neg0", 61, 1), ("neg1", 62, 1),
    ("neg2", 63, 1)),
    src_fields=("src0", "src1", "src2"))
# Matrix instructions (MFMA, SMFMAC) share VOP3P's opcode space but not its
# modifier bits; the AGPR-select bits are part of the key because they change
# which register file every tuple names.
VOP3P_MAI = F("VOP3P_MAI", 0xFF80_0000, 0xD380_0000, 8, ("op", "acc_cd", "acc0", "acc1"),
              _fields(("vdst", 0, 8), ("cbsz", 8, 3), ("abid", 11, 4), ("acc_cd", 15, 1),
                      ("op", 16, 7), ("src0", 32, 9), ("src1", 41, 9), ("src2", 50, 9),
                      ("acc0", 59, 1), ("acc1", 60, 1), ("blgp", 61, 3)),
              src_fields=("src0", "src1", "src2"), parent="VOP3P")
# The gfx950 scaled MFMA: a v_mfma_ld_scale_b32 prefix (VOP3P op 0x2c, whose
# sources are the A and B scales) and an f8f6f4 MFMA, 16 bytes decoded as one
# instruction.  The MFMA's fields sit at bits 64..127.
VOP3P_SCALE = F("VOP3P_SCALE", 0xFFFF_0000, 0xD3AC_0000, 16, ("op", "acc_cd", "acc0", "acc1"),
                _fields(("pvdst", 0, 8), ("pneg_hi", 8, 3), ("popsel0", 11, 1),
                        ("popsel1", 12, 1), ("popsel2", 13, 1), ("popsel_hi2", 14, 1),
                        ("pclamp", 15, 1), ("scale_a", 32, 9), ("scale_b", 41, 9),
                        ("pscale_c", 50, 9), ("popsel_hi0", 59, 1), ("popsel_hi1", 60, 1),
                        ("pneg", 61, 3),
                        ("vdst", 64, 8), ("cbsz", 72, 3), ("abid", 75, 4), ("acc_cd", 79, 1),
                        ("op", 80, 7), ("src0", 96, 9), ("src1", 105, 9), ("src2", 114, 9),
                        ("acc0", 123, 1), ("acc1", 124, 1), ("blgp", 125, 3)),
                src_fields=("scale_a", "scale_b", "pscale_c", "src0", "src1", "src2"),
                parent="VOP3P")
VOP3P_SCALE_PREFIX_OP = 0x2C

VOP2 = F("VOP2", 0x8000_0000, 0x0000_0000, 4, ("op",), _fields(
    ("src0", 0, 9), ("vsrc1", 9, 8), ("vdst", 17, 8), ("op", 25, 6)), src_fields=("src0",))
VOP1 = F("VOP1", 0xFE00_0000, 0x7E00_0000, 4, ("op",), _fields(
    ("src0", 0, 9), ("op", 9, 8), ("vdst", 17, 8)), src_fields=("src0",))
VOPC = F("VOPC", 0xFE00_0000, 0x7C00_0000, 4, ("op",), _fields(
    ("src0", 0, 9), ("vsrc1", 9, 8), ("op", 17, 8)), src_fields=("src0",))

# DPP (src0 = 250) and SDWA (src0 = 249): the first dword keeps its VOP1/2/C
# layout (src0 fixed), an extension dword follows.
_DPP = (("dsrc0", 32, 8), ("dpp_ctrl", 40, 9), ("b49", 49, 1), ("fi", 50, 1),
        ("bound_ctrl", 51, 1), ("dneg0", 52, 1), ("dabs0", 53, 1), ("dneg1", 54, 1),
        ("dabs1", 55, 1), ("bank_mask", 56, 4), ("row_mask", 60, 4))
# The SDWA source codes are 9 bits: 8 in one place and an "is scalar" flag
# (bit 23 / 31 of the extension dword) as the top bit.
_SDWA = (("dsrc0", 32, 8, ((55, 1),)), ("dst_sel", 40, 3), ("dst_unused", 43, 2),
         ("sclamp", 45, 1), ("somod", 46, 2), ("src0_sel", 48, 3), ("sext0", 51, 1),
         ("sneg0", 52, 1), ("sabs0", 53, 1), ("b54", 54, 1), ("src1_sel", 56, 3),
         ("sext1", 59, 1), ("sneg1", 60, 1), ("sabs1", 61, 1), ("b62", 62, 1))
_SDWA_VOPC = (("dsrc0", 32, 8, ((55, 1),)), ("sdst", 40, 7), ("sd", 47, 1), ("src0_sel", 48, 3),
              ("sext0", 51, 1), ("sneg0", 52, 1), ("sabs0", 53, 1), ("b54", 54, 1),
              ("src1_sel", 56, 3), ("sext1", 59, 1), ("sneg1", 60, 1), ("sabs1", 61, 1),
              ("b62", 62, 1))

VOP2_DPP = F("VOP2_DPP", 0x8000_01FF, 0x0000_00FA, 8, ("op",), _fields(
    ("src0", 0, 9), ("vsrc1", 9, 8), ("vdst", 17, 8), ("op", 25, 6), *_DPP))
VOP1_DPP = F("VOP1_DPP", 0xFE00_01FF, 0x7E00_00FA, 8, ("op",), _fields(
    ("src0", 0, 9), ("op", 9, 8), ("vdst", 17, 8), *_DPP))
VOPC_DPP = F("VOPC_DPP", 0xFE00_01FF, 0x7C00_00FA, 8, ("op",), _fields(
    ("src0", 0, 9), ("vsrc1", 9, 8), ("op", 17, 8), *_DPP))
VOP2_SDWA = F("VOP2_SDWA", 0x8000_01FF, 0x0000_00F9, 8, ("op",), _fields(
    ("src0", 0, 9), ("vsrc1", 9, 8, ((63, 1),)), ("vdst", 17, 8), ("op", 25, 6), *_SDWA))
VOP1_SDWA = F("VOP1_SDWA", 0xFE00_01FF, 0x7E00_00F9, 8, ("op",), _fields(
    ("src0", 0, 9), ("op", 9, 8), ("vdst", 17, 8), *_SDWA, ("s1", 63, 1)))
# sd is part of the VOPC SDWA key: it decides whether the destination
# prints as vcc or as the SGPR pair in sdst.
VOPC_SDWA = F("VOPC_SDWA", 0xFE00_01FF, 0x7C00_00F9, 8, ("op", "sd"), _fields(
    ("src0", 0, 9), ("vsrc1", 9, 8, ((63, 1),)), ("op", 17, 8), *_SDWA_VOPC))

# --- memory -----------------------------------------------------------------------
# The AGPR-select bit ("acc") of memory instructions is part of the key: it
# changes which register file all data operands name.
_DS_REST = (("gds", 16, 1), ("op", 17, 8), ("acc", 25, 1), ("addr", 32, 8), ("data0", 40, 8),
            ("data1", 48, 8), ("vdst", 56, 8))
DS = F("DS", 0xFC00_0000, 0xD800_0000, 8, ("op", "acc"), _fields(
    ("offset0", 0, 8), ("offset1", 8, 8), *_DS_REST),
    # Instructions with one address offset use both bytes as a 16-bit offset.
    alt_fields=_fields(("offset", 0, 16), *_DS_REST))
# sc0 ("glc") is part of the key of FLAT and MUBUF words: on an atomic it
# selects the returning form, which has one more operand.
# lds (bit 13) is a key bit too: on scratch_* it is the "vector address
# enabled" bit, which decides whether the address prints as a register or off.
FLAT = F("FLAT", 0xFC00_0000, 0xDC00_0000, 8, ("op", "seg", "acc", "saddr=127", "sc0", "lds"),
         _fields(
    ("offset", 0, 13), ("lds", 13, 1), ("seg", 14, 2), ("sc0", 16, 1), ("nt", 17, 1),
    ("op", 18, 7), ("sc1", 25, 1), ("addr", 32, 8), ("data", 40, 8), ("saddr", 48, 7),
    ("acc", 55, 1), ("vdst", 56, 8)))
# offen/idxen are part of the MUBUF/MTBUF key: they decide whether the vector
# address prints as "off", one register or a pair.
MUBUF = F("MUBUF", 0xFC00_0000, 0xE000_0000, 8, ("op", "lds", "acc", "sc0", "offen", "idxen"),
          _fields(
    ("offset", 0, 12), ("offen", 12, 1), ("idxen", 13, 1), ("sc0", 14, 1), ("sc1", 15, 1),
    ("lds", 16, 1), ("nt", 17, 1), ("op", 18, 7), ("vaddr", 32, 8), ("vdata", 40, 8),
    ("srsrc", 48, 5), ("b53", 53, 2), ("acc", 55, 1), ("soffset", 56, 8)),
          src_fields=("soffset",))
MTBUF = F("MTBUF", 0xFC00_0000, 0xE800_0000, 8, ("op", "acc", "sc0", "offen", "idxen"),
          _fields(
    ("offset", 0, 12), ("offen", 12, 1), ("idxen", 13, 1), ("sc0", 14, 1), ("op", 15, 4),
    ("dfmt", 19, 4), ("nfmt", 23, 3), ("vaddr", 32, 8), ("vdata", 40, 8), ("srsrc", 48, 5),
    ("sc1", 53, 1), ("nt", 54, 1), ("acc", 55, 1), ("soffset", 56, 8)),
          src_fields=("soffset",))

ALL = (SOP2, SOPK, SOP1, SOPC, SOPP, SMEM, VOP2, VOP1, VOPC, VOP3, VOP3P, VOP3P_MAI, VOP3P_SCALE,
       VOP2_DPP, VOP1_DPP, VOPC_DPP, VOP2_SDWA, VOP1_SDWA, VOPC_SDWA, DS, FLAT, MUBUF, MTBUF)
BY_NAME: dict[str, Family] = {f.name: f for f in ALL}

# More specific patterns first: SOP1/SOPC/SOPP are carved out of SOPK and
# SOP2; VOP1/VOPC out of VOP2; VOP3P out of VOP3; DPP/SDWA out of VOP1/2/C.
ORDER = (SOP1, SOPC, SOPP, SOPK, SOP2, VOP1_DPP, VOP1_SDWA, VOP1, VOPC_DPP, VOPC_SDWA, VOPC,
         VOP2_DPP, VOP2_SDWA, VOP2, VOP3P, VOP3, SMEM, DS, FLAT, MUBUF, MTBUF)


def classify(dword: int) -> Family | None:
    """The family of an instruction whose first dword is ``dword``, or None
    when its top bits name no gfx950 family."""
    for fam in ORDER:
        if dword & fam.match == fam.fixed:
            return fam
    return None
