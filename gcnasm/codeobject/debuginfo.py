"""The DWARF sections an assembler makes from ``.file``/``.loc`` and
``.cfi_*`` directives, as llvm-mc 22 makes them for AMDGPU (checked byte for
byte against llvm-mc on Triton's gfx950 output).

* ``.debug_line`` (DWARF 4): header with minimum instruction length 4,
  ``line_base`` -5, ``line_range`` 14, ``opcode_base`` 13; the include
  directories and files of the ``.file N "dir" "name"`` directives; one
  sequence for ``.text``: per row, the file, column, ``is_stmt`` and
  ``prologue_end`` changes, then the line and address advance as a special
  opcode when one fits (else ``DW_LNS_advance_line`` / ``DW_LNS_const_add_pc``
  / ``DW_LNS_advance_pc``), the first row after ``DW_LNE_set_address``, and
  ``DW_LNE_end_sequence`` at the end of ``.text``.
* ``.debug_frame`` (``.cfi_sections .debug_frame``): one CIE (version 4,
  code alignment 4, data alignment 4, return address column 16, no initial
  instructions) and one FDE per ``.cfi_startproc`` ... ``.cfi_endproc``,
  each padded with DW_CFA_nop to 8 bytes; advances as DW_CFA_advance_loc,
  ``_loc1``, ``_loc2`` or ``_loc4``.

Each function returns the bytes and the relocations (offset, type, target
section, addend) the linker resolves.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import elf

MIN_INST_LENGTH = 4
LINE_BASE, LINE_RANGE, OPCODE_BASE = -5, 14, 13
STANDARD_LENGTHS = bytes([0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1])
MAX_SPECIAL_ADDR_DELTA = (255 - OPCODE_BASE) // LINE_RANGE
DW_LNS_copy, DW_LNS_advance_pc, DW_LNS_advance_line, DW_LNS_set_file = 1, 2, 3, 4
DW_LNS_set_column, DW_LNS_negate_stmt, DW_LNS_const_add_pc = 5, 6, 8
DW_LNS_set_prologue_end, DW_LNS_set_epilogue_begin, DW_LNS_set_basic_block = 10, 11, 7
DW_LNE_end_sequence, DW_LNE_set_address = 1, 2
FLAG_IS_STMT, FLAG_BASIC_BLOCK, FLAG_PROLOGUE_END, FLAG_EPILOGUE_BEGIN = 1, 2, 4, 8
CODE_ALIGNMENT, DATA_ALIGNMENT, RETURN_ADDRESS_COLUMN = 4, 4, 16
DW_CFA_advance_loc, DW_CFA_advance_loc1, DW_CFA_advance_loc2, DW_CFA_advance_loc4 = \
    0x40, 0x02, 0x03, 0x04
DW_CFA_undefined, DW_CFA_same_value = 0x07, 0x08

Relocation = tuple[int, int, str, int]          # offset, type, target section, addend


def uleb(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def sleb(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40)
        out.append(byte if done else byte | 0x80)
        if done:
            return bytes(out)


@dataclass
class LineRow:
    offset: int          # in .text
    file: int
    line: int
    column: int
    flags: int


def line_advance(line_delta, addr_delta: int) -> bytes:
    """MC's MCDwarfLineAddr::encode (addr_delta already in instruction units;
    line_delta None: the end of the sequence)."""
    out = bytearray()
    if line_delta is None:
        if addr_delta == MAX_SPECIAL_ADDR_DELTA:
            out.append(DW_LNS_const_add_pc)
        elif addr_delta:
            out += bytes([DW_LNS_advance_pc]) + uleb(addr_delta)
        return bytes(out + bytes([0, 1, DW_LNE_end_sequence]))
    temp = line_delta - LINE_BASE
    need_copy = False
    if temp < 0 or temp >= LINE_RANGE or temp + OPCODE_BASE > 255:
        out += bytes([DW_LNS_advance_line]) + sleb(line_delta)
        line_delta, temp, need_copy = 0, -LINE_BASE, True
    if line_delta == 0 and addr_delta == 0:
        return bytes(out + bytes([DW_LNS_copy]))
    temp += OPCODE_BASE
    if addr_delta < 256 + MAX_SPECIAL_ADDR_DELTA:
        opcode = temp + addr_delta * LINE_RANGE
        if opcode <= 255:
            return bytes(out + bytes([opcode]))
        opcode = temp + (addr_delta - MAX_SPECIAL_ADDR_DELTA) * LINE_RANGE
        if opcode <= 255:
            return bytes(out + bytes([DW_LNS_const_add_pc, opcode]))
    out += bytes([DW_LNS_advance_pc]) + uleb(addr_delta)
    out.append(DW_LNS_copy if need_copy else temp)
    return bytes(out)


DW_LNCT_path, DW_LNCT_directory_index, DW_LNCT_MD5 = 1, 2, 5
DW_FORM_line_strp, DW_FORM_udata, DW_FORM_data16 = 0x1F, 0x0F, 0x1E


def line_table_v5(files: dict, md5s: dict, rows: list[LineRow], text_size: int,
                  compilation_dir: str, text_section: str = ".text",
                  line_str_section: str = ".debug_line_str"):
    """A DWARF 5 line table (``.file 0`` given): directory 0 is file 0's
    directory (else the compilation directory), paths are offsets into
    ``.debug_line_str`` (returned too), MD5s when every file has one.
    Returns (line table, its relocations, .debug_line_str bytes)."""
    strings = bytearray()
    string_at = {}

    def line_str(text: str) -> int:
        if text not in string_at:
            string_at[text] = len(strings)
            strings.extend(text.encode() + b"\0")
        return string_at[text]

    root_dir = files[0][0] or compilation_dir
    directories = [root_dir]
    for number in sorted(files):
        directory = files[number][0]
        if number and directory and directory not in directories:
            directories.append(directory)
    with_md5 = all(n in md5s for n in files)
    header = bytearray([MIN_INST_LENGTH, 1, 1, LINE_BASE & 0xFF, LINE_RANGE, OPCODE_BASE])
    header += STANDARD_LENGTHS
    relocations: list[Relocation] = []
    fixed = 4 + 2 + 1 + 1 + 4                 # unit length, version, sizes, header length

    def strp(text: str) -> None:
        relocations.append((fixed + len(header), elf.R_AMDGPU_ABS32, line_str_section,
                            line_str(text)))
        header.extend(bytes(4))

    header += bytes([1]) + uleb(DW_LNCT_path) + uleb(DW_FORM_line_strp)
    header += uleb(len(directories))
    for directory in directories:
        strp(directory)
    formats = [(DW_LNCT_path, DW_FORM_line_strp), (DW_LNCT_directory_index, DW_FORM_udata)]
    if with_md5:
        formats.append((DW_LNCT_MD5, DW_FORM_data16))
    header += bytes([len(formats)]) + b"".join(uleb(a) + uleb(b) for a, b in formats)
    numbers = list(range(0, max(files) + 1))
    header += uleb(len(numbers))
    for number in numbers:
        directory, name = files.get(number, ("", ""))
        strp(name)
        index = 0 if not directory or directory == root_dir or number == 0 else \
            directories.index(directory)
        header += uleb(index)
        if with_md5:
            header += md5s[number]
    program, program_relocs = _line_program(rows, text_size, text_section)
    base = fixed + len(header)
    relocations += [(base + off, kind, target, addend) for off, kind, target, addend in
                    program_relocs]
    body = (5).to_bytes(2, "little") + bytes([8, 0]) + len(header).to_bytes(4, "little") + \
        bytes(header) + program
    return len(body).to_bytes(4, "little") + body, relocations, bytes(strings)


def _line_program(rows: list[LineRow], text_size: int, text_section: str):
    program = bytearray()
    relocations: list[Relocation] = []
    file, column, flags, line = 1, 0, FLAG_IS_STMT, 1
    last = None
    for row in rows:
        if row.file != file:
            file = row.file
            program += bytes([DW_LNS_set_file]) + uleb(file)
        if row.column != column:
            column = row.column
            program += bytes([DW_LNS_set_column]) + uleb(column)
        if (row.flags ^ flags) & FLAG_IS_STMT:
            flags = (flags & ~FLAG_IS_STMT) | (row.flags & FLAG_IS_STMT)
            program.append(DW_LNS_negate_stmt)
        if row.flags & FLAG_BASIC_BLOCK:
            program.append(DW_LNS_set_basic_block)
        if row.flags & FLAG_PROLOGUE_END:
            program.append(DW_LNS_set_prologue_end)
        if row.flags & FLAG_EPILOGUE_BEGIN:
            program.append(DW_LNS_set_epilogue_begin)
        if last is None:
            program += bytes([0, 9, DW_LNE_set_address])
            relocations.append((len(program), elf.R_AMDGPU_ABS64, text_section, row.offset))
            program += bytes(8)
            program += line_advance(row.line - line, 0)
        else:
            program += line_advance(row.line - line, (row.offset - last) // MIN_INST_LENGTH)
        line, last = row.line, row.offset
    if last is not None:
        program += line_advance(None, (text_size - last) // MIN_INST_LENGTH)
    return bytes(program), relocations


def line_table(files: dict, rows: list[LineRow], text_size: int,
               text_section: str = ".text") -> tuple[bytes, list[Relocation]]:
    """A DWARF 4 line table; ``files``: number -> (directory, name)."""
    directories: list[str] = []
    file_entries = bytearray()
    for number in range(1, max(files, default=0) + 1):
        directory, name = files.get(number, ("", ""))
        index = 0
        if directory:
            if directory not in directories:
                directories.append(directory)
            index = directories.index(directory) + 1
        file_entries += name.encode() + b"\0" + uleb(index) + b"\0\0"
    header_rest = bytes([MIN_INST_LENGTH, 1, 1, LINE_BASE & 0xFF, LINE_RANGE, OPCODE_BASE]) + \
        STANDARD_LENGTHS + b"".join(d.encode() + b"\0" for d in directories) + b"\0" + \
        bytes(file_entries) + b"\0"
    prologue = 2 + 4 + 4 + len(header_rest)           # unit length, version, header length
    program, relocs = _line_program(rows, text_size, text_section)
    relocations = [(prologue + off, kind, target, addend) for off, kind, target, addend in relocs]
    body = (4).to_bytes(2, "little") + len(header_rest).to_bytes(4, "little") + header_rest + \
        bytes(program)
    return len(body).to_bytes(4, "little") + body, relocations


@dataclass
class Frame:
    start: int
    end: int = 0
    instructions: list[tuple[int, bytes]] = field(default_factory=list)   # (offset, bytes)


def _advance_loc(delta: int) -> bytes:
    delta //= CODE_ALIGNMENT
    if delta == 0:
        return b""
    if delta < 64:
        return bytes([DW_CFA_advance_loc | delta])
    if delta < 1 << 8:
        return bytes([DW_CFA_advance_loc1, delta])
    if delta < 1 << 16:
        return bytes([DW_CFA_advance_loc2]) + delta.to_bytes(2, "little")
    return bytes([DW_CFA_advance_loc4]) + delta.to_bytes(4, "little")


def _pad(data: bytes, alignment: int = 8) -> bytes:
    return data + bytes(-(len(data) + 4) % alignment)


def debug_frame(frames: list[Frame], text_section: str = ".text",
                frame_section: str = ".debug_frame") -> tuple[bytes, list[Relocation]]:
    cie_body = b"\xff\xff\xff\xff" + bytes([4, 0, 8, 0]) + uleb(CODE_ALIGNMENT) + \
        sleb(DATA_ALIGNMENT) + uleb(RETURN_ADDRESS_COLUMN)
    cie_body = _pad(cie_body)
    out = bytearray(len(cie_body).to_bytes(4, "little") + cie_body)
    relocations: list[Relocation] = []
    for frame in frames:
        instructions = bytearray()
        at = frame.start
        for offset, data in frame.instructions:
            instructions += _advance_loc(offset - at)
            at = offset
            instructions += data
        body = bytes(4) + bytes(8) + (frame.end - frame.start).to_bytes(8, "little") + \
            bytes(instructions)
        body = _pad(body)
        start = len(out)
        out += len(body).to_bytes(4, "little") + body
        relocations.append((start + 4, elf.R_AMDGPU_ABS32, frame_section, 0))
        relocations.append((start + 8, elf.R_AMDGPU_ABS64, text_section, frame.start))
    return bytes(out), relocations
