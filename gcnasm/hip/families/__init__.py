"""Kernel families: a compare site and a numpy reference for AMD's kernels.

``--site auto`` asks each family here whether it knows a kernel: a family
reads the kernel's name (aiter's ``_ZN5aiter<len><name>E`` symbols carry the
data types, the tile and the variant) and its metadata (which arguments the
kernarg segment names), and builds the sites that fit, with the tile, the
variant and small default dimensions filled in.  Nothing is looked up in a
fixed per-kernel table: a kernel of a known family with a tile the corpus
never had gets a site all the same.

Each family also owns the mathematics of its kernels: ``reference(inputs,
dims)`` computes, in float64 numpy from the site's input buffers as stored
(raw storage arrays, preshuffled layouts undone here), what every output
buffer must hold, and ``tolerance`` says how close the kernel must come, per
output dtype (see docs/compare.md, "Families and references").

The argument meaning, padding, grid and layouts come from aiter's public
host code, cited at each family; facts, not code.
"""

from __future__ import annotations

from typing import Any, List, Mapping, Optional, Tuple

from ..sites import Site, site_from_dict
from .base import (SOURCE, TOLERANCES, Family, Match, Tolerance, buffer_entry, decode,
                   short_name, shuffle_16x16, u32, unshuffle_16x16)
from .gemm import BF16GEMM, F4GEMM, FP8GEMM_BLOCKSCALE, I8GEMM, e8m0, unpack_fp4, unshuffle_scale
from .topk import TOPKSOFTMAX
from .attention import FMHA_V3_FWD
from .attention_bwd import FMHA_V3_BWD
from .attention_v4 import FMHA_V4_FWD
from .paged import MLA, PA
from .paged_ps import PA_PS
from .mla_ps import MLA_PS
from .mla_prefill import MLA_PREFILL
from .moe import FMOE, FMOE_STAGE1
from .f8_block_scale import F8_BLOCK_SCALE

__all__ = ["SOURCE", "TOLERANCES", "Family", "Match", "Tolerance", "buffer_entry", "decode",
           "short_name", "shuffle_16x16", "u32", "unshuffle_16x16", "e8m0", "unpack_fp4",
           "unshuffle_scale", "FAMILIES", "matches", "family_sites", "family",
           "no_site_message", "describe_for"]

# One module per group of families; a new family is one line here.
FAMILIES: List[Family] = [BF16GEMM, I8GEMM, F4GEMM, FP8GEMM_BLOCKSCALE, TOPKSOFTMAX, FMHA_V3_FWD,
                          FMHA_V3_BWD, FMHA_V4_FWD, PA, PA_PS, MLA, MLA_PS, MLA_PREFILL, FMOE,
                          FMOE_STAGE1, F8_BLOCK_SCALE]


# --- selection ------------------------------------------------------------------

def matches(kernel_name: str, metadata: Mapping[str, Any]) -> List[Match]:
    return [m for m in (f.match(kernel_name, metadata) for f in FAMILIES) if m]


def family_sites(kernel_name: str, metadata: Mapping[str, Any]) -> List[Site]:
    """Every site the families build for a kernel (empty: no family knows it)."""
    out = []
    for m in matches(kernel_name, metadata):
        for entry in m.sites:
            out.append(site_from_dict(entry, f"{SOURCE} ({m.family.name})"))
    return out


def family(name: str) -> Family:
    for f in FAMILIES:
        if f.name == name:
            return f
    raise KeyError(name)


def no_site_message(kernel_name: str, metadata=None) -> str:
    """One line: no site fits, the families known, how to write a site, and
    (given the kernel's metadata) why a family that knows the kernel builds
    none for it."""
    known = ", ".join(f.name for f in FAMILIES)
    why = ""
    if metadata is not None:
        why = "; ".join(f"family {m.family.name}: {m.why}" for m in matches(kernel_name, metadata)
                        if not m.sites)
    return (f"no site fits kernel {kernel_name} (--site auto knows the families {known}); "
            f"write a site file binding its arguments by name (docs/compare.md, 'Writing a "
            f"site file'; `gcnasm info` lists them) and pass --sites FILE --site NAME"
            + (f" ({why})" if why else ""))


def describe_for(source, kernel: Optional[str] = None, device: Optional[Mapping[str, int]] = None
                 ) -> Tuple[bool, List[str]]:
    """``gcnasm sites --for X.co``: (fits, lines): the family, why it fits,
    and each site it builds with its resolved dimensions."""
    from ..module import describe_image, find_kernel, read_image   # reads the code object
    image, where = read_image(source)
    kind, kernels = describe_image(image, where)
    info = find_kernel(kernels, kernel, where)
    found = matches(info.name, info.metadata)
    if not any(m.sites for m in found):     # a family that knows the kernel but builds no site
        return False, [f"{where}: {no_site_message(info.name, info.metadata)}"]
    device = device or {"num_cus": 256, "warp_size": 64, "l2_bytes": 4 << 20,
                        "max_threads_per_block": 1024}
    lines = [f"{where}: kernel {info.name}"]
    for m in found:
        lines.append(f"  family {m.family.name}: {m.why}")
        lines.append(f"    facts from aiter's {m.family.source}")
        for entry in m.sites:
            site = site_from_dict(entry, f"{SOURCE} ({m.family.name})")
            lines.append(f"    {site.resolve(device).line()}")
            lines.append(f"    {'':16} {site.description}")
    return True, lines
