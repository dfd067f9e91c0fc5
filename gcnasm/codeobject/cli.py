"""The code-object subcommands of ``gcnasm``: info, disasm, roundtrip, verify.

(``gcnasm asm`` assembles and then checks: it combines this package with
gcnasm.checker, so it lives in the layer above both, :mod:`gcnasm.workflow`.)

Each command is a thin layer over the Python API; errors are
:class:`~gcnasm.errors.GcnasmError` and ``gcnasm.cli`` prints them without a
traceback.
"""

from __future__ import annotations

import sys

# The commands import the modules they use when they run: deliberately lazy,
# so that ``gcnasm --help`` and the other subcommands start without them.


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "info", help="show a code object's kernels, descriptors, registers and arguments",
        description="Print the target, the .text placement, and for each kernel its entry, "
                    "every kernel-descriptor field (rsrc1/2/3 bitfields decoded), the register "
                    "counts granted by the descriptor and claimed by the metadata, and the "
                    "kernel arguments from the NT_AMDGPU_METADATA note.")
    p.add_argument("input", metavar="IN.co", help="code object to describe")
    p.add_argument("--json", action="store_true",
                   help="print one JSON object instead (metadata as stored, descriptor fields "
                        "by name)")
    p.set_defaults(func=_info)

    p = subparsers.add_parser(
        "disasm", help="disassemble a code object into a .s that 'gcnasm asm' reassembles",
        description="Write .text as llvm-mc-syntax assembly with labels at every branch "
                    "target, kernel entry and symbol, s_getpc_b64-relative offsets written "
                    "against labels, data and padding shown as they are, and a comment header "
                    "per kernel (descriptor, register counts, arguments).  "
                    "'gcnasm asm OUT.s --template IN.co' rebuilds IN.co byte for byte.")
    p.add_argument("input", metavar="IN.co")
    p.add_argument("-o", "--output", metavar="OUT.s", help="output file (default or '-': stdout)")
    p.add_argument("--standalone", action="store_true",
                   help="write the whole code object (descriptors as .amdhsa_kernel, metadata "
                        "as .amdgpu_metadata, sections, symbols): 'gcnasm asm OUT.s' then "
                        "needs no template")
    p.set_defaults(func=_disasm)

    p = subparsers.add_parser(
        "roundtrip", help="check that disasm + asm rebuilds a code object byte for byte",
        description="Disassemble IN.co, reassemble the text against IN.co as template and "
                    "compare.  Prints BYTE-IDENTICAL and exits 0, or prints where the files "
                    "differ and exits 1.")
    p.add_argument("input", metavar="IN.co")
    p.add_argument("--keep", metavar="OUT.s", help="also write the intermediate assembly here")
    p.set_defaults(func=_roundtrip)

    p = subparsers.add_parser(
        "verify", help="check a (rewritten) code object against the layout invariants",
        description="Check that segments, sections, dynamic entries, symbols, kernel "
                    "descriptors and relocations are consistent (the invariants in "
                    "docs/codeobject.md).  With --reference, also check that every branch "
                    "and s_getpc_b64 reference resolves to the same instruction or data as in "
                    "the reference code object.  Exits 0 when every check holds, 1 otherwise.")
    p.add_argument("input", metavar="OUT.co")
    p.add_argument("--reference", "-r", metavar="REF.co",
                   help="the code object OUT.co was rewritten from")
    p.set_defaults(func=_verify)


# --- info --------------------------------------------------------------------

def _info(args) -> int:
    from .codeobject import CodeObject
    co = CodeObject.load(args.input)
    if args.json:
        import json     # here: only --json needs it (start-up time)
        json.dump(info_dict(co), sys.stdout, indent=1, default=_json_default)
        print()
        return 0
    print("\n".join(info_lines(co)))
    return 0


def _json_default(value: object):
    if isinstance(value, (bytes, bytearray)):
        return value.hex()
    if isinstance(value, range):
        return [value.start, value.stop]
    return str(value)


def _string_keys(value: object):
    """``value`` with every map key a string, as JSON needs (a damaged
    metadata note may have other keys)."""
    if isinstance(value, dict):
        return {key if isinstance(key, str) else str(_json_default(key)):
                _string_keys(v) for key, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_string_keys(v) for v in value]
    return value


def info_dict(co) -> dict:
    return {
        "path": co.path,
        "target": str(co.target),
        "e_flags": co.target.e_flags,
        "code_object_version": co.target.code_object_version,
        "text": {"address": co.text_address, "offset": co.text_offset, "size": len(co.text)},
        "kernels": [{
            "name": k.name,
            "entry_address": k.entry_address,
            "descriptor_address": k.descriptor_address,
            "code": k.code,
            "descriptor": dict(k.descriptor.fields()),
            "granted": {"vgprs": k.descriptor.vgpr_count, "sgprs": k.descriptor.sgpr_count,
                        "accum_offset": k.descriptor.accum_offset},
            "metadata": _string_keys(k.metadata),
        } for k in co.kernels],
    }


def info_lines(co) -> list[str]:
    text = co.text_section
    out = [f"file:    {co.path}",
           f"target:  {co.target.target_id} (e_flags 0x{co.target.e_flags:x}, code object "
           f"v{co.target.code_object_version or '?'})",
           f".text:   offset 0x{text.offset:x}, address 0x{text.addr:x}, size {text.size} "
           f"(0x{text.size:x}) bytes",
           f"kernels: {len(co.kernels)}"]
    for k in co.kernels:
        d, m = k.descriptor, k.metadata
        out += ["", f"kernel {k.name}",
                f"  entry        0x{k.entry_address:x} (.text+0x{k.code.start:x}), code "
                f"{len(k.code)} bytes; descriptor {k.descriptor_symbol} at 0x{k.descriptor_address:x}",
                f"  registers    granted: {d.vgpr_count} VGPRs (AGPRs from v{d.accum_offset}), "
                f"{d.sgpr_count} SGPRs; metadata: .vgpr_count {m.get('.vgpr_count', '-')}, "
                f".agpr_count {m.get('.agpr_count', '-')}, .sgpr_count {m.get('.sgpr_count', '-')}",
                f"  memory       LDS {d.group_segment_fixed_size} bytes, scratch "
                f"{d.private_segment_fixed_size} bytes/lane, kernarg {d.kernarg_size} bytes "
                f"(metadata {m.get('.kernarg_segment_size', '-')})"]
        if d.uses_kernarg_preload:
            out.append(f"  preload      {d.kernarg_preload_spec_length} kernarg dwords from "
                       f"dword {d.kernarg_preload_spec_offset}; body at entry+256")
        out.append("  descriptor")
        out += [f"    {line}" for line in d.describe()]
        args_ = k.args
        if args_:
            out.append(f"  arguments ({len(args_)})")
            for a in args_:
                extra = ", ".join(f"{key.lstrip('.')}={a[key]}" for key in
                                  (".address_space", ".actual_access", ".value_type") if key in a)
                # str(): a damaged note may hold any type where a number belongs
                out.append(f"    [{str(a.get('.offset', '?')):>4}] {str(a.get('.size', '?')):>2} "
                           f"bytes  {a.get('.name', '')}: {a.get('.value_kind', '?')}"
                           + (f" ({extra})" if extra else ""))
        others = {key: v for key, v in m.items() if key != ".args"}
        if others:
            out.append("  metadata")
            # keys are strings in a well-formed note; a damaged one may hold others
            out += [f"    {key}: {v}" for key, v in sorted(others.items(),
                                                            key=lambda item: str(item[0]))]
    return out


# --- the rewriting commands (they need gcnasm.isa) ---------------------------

def _disasm(args) -> int:
    from ..outputs import check_output, write_atomically
    from .codeobject import CodeObject
    from .disasm import disassemble
    check_output(args.output, [("the input code object", args.input)])
    text = disassemble(CodeObject.load(args.input), standalone=args.standalone)
    if args.output and args.output != "-":
        write_atomically(args.output, text)
    else:
        sys.stdout.write(text)
    return 0


def _roundtrip(args) -> int:
    from ..outputs import check_output, write_atomically
    from .codeobject import CodeObject
    from .disasm import disassemble
    from .rewriter import assemble
    check_output(args.keep, [("the input code object", args.input)], "--keep")
    co = CodeObject.load(args.input)
    text = disassemble(co)
    if args.keep:
        write_atomically(args.keep, text)
    new = assemble(text, co, path=args.keep or f"{args.input} (disassembled)").to_bytes()
    old = co.to_bytes()
    if new == old:
        print(f"BYTE-IDENTICAL {args.input} ({len(old)} bytes)")
        return 0
    print(f"DIFFER {args.input}: original {len(old)} bytes, reassembled {len(new)} bytes")
    for line in describe_differences(co, old, new):
        print(f"  {line}")
    return 1


def describe_differences(co, old: bytes, new: bytes, limit: int = 10) -> list[str]:
    """Where two versions of a file differ, by section and offset."""
    out = []
    n = min(len(old), len(new))
    diffs = [i for i in range(n) if old[i] != new[i]]
    if len(old) != len(new):
        out.append(f"sizes differ: {len(old)} vs {len(new)} bytes")
    for i in diffs[:limit]:
        where = "headers"
        for sec in co.elf.sections:
            if sec.file_size and sec.offset <= i < sec.offset + sec.size:
                where = f"{sec.name}+0x{i - sec.offset:x}"
        out.append(f"file offset 0x{i:x} ({where}): 0x{old[i]:02x} -> 0x{new[i]:02x}")
    if len(diffs) > limit:
        out.append(f"... {len(diffs) - limit} more differing bytes")
    return out


def _verify(args) -> int:
    from .codeobject import CodeObject
    from .verifier import verify
    co = CodeObject.load(args.input)
    ref = CodeObject.load(args.reference) if args.reference else None
    report = verify(co, reference=ref)
    for line in report.lines():
        print(line)
    return 0 if report.ok else 1
