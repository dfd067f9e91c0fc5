"""``--site auto`` and ``gcnasm sites --for X.co``: the sites that fit a kernel.

The families of :mod:`gcnasm.hip.families` read the kernel's name and
metadata; this module reads the code object and turns ``"auto"`` into their
sites, or into one error line that says no family knows the kernel and how
to write a site for it.
"""

from __future__ import annotations

from typing import List, Optional, Sequence, Union

from ..errors import GcnasmError
from ..hip import families
from ..hip.module import EM_CUDA, Module, describe_image, elf_machine, find_kernel, read_image
from ..hip.sites import Site

AUTO = "auto"


def _kernel(source, kernel: Optional[str]):
    if isinstance(source, Module):
        return find_kernel(source.kernels, kernel, source.source), source.source
    image, where = read_image(source)
    kind, kernels = describe_image(image, where)
    if kind != "amdgpu":
        raise GcnasmError(f"{where}: --site auto knows AMD code objects only (this is a {kind}); "
                          f"name a site with --site")
    return find_kernel(kernels, kernel, where), where


def auto_sites(source, kernel: Optional[str] = None) -> List[Site]:
    """The sites the families build for the kernel of ``source`` (a path,
    bytes or loaded Module); raises one clear line when none fits."""
    info, where = _kernel(source, kernel)
    sites = families.family_sites(info.name, info.metadata)
    if not sites:
        raise GcnasmError(f"{where}: {families.no_site_message(info.name, info.metadata)}")
    return sites


def expand_sites(site: Union[str, Site, Sequence[Union[str, Site]]], ref,
                 kernel: Optional[str] = None):
    """``site`` with each ``"auto"`` replaced by the reference kernel's
    family sites (``"auto:NAME"`` keeps only the one called NAME)."""
    wanted = site if isinstance(site, (list, tuple)) else [site]
    if not any(isinstance(s, str) and (s == AUTO or s.startswith(AUTO + ":")) for s in wanted):
        return site
    out: List[Union[str, Site]] = []
    built = None
    for s in wanted:
        if isinstance(s, str) and (s == AUTO or s.startswith(AUTO + ":")):
            built = built if built is not None else auto_sites(ref, kernel)
            if s == AUTO:
                out.extend(built)
            else:
                name = s[len(AUTO) + 1:]
                chosen = [b for b in built if b.name == name]
                if not chosen:
                    raise GcnasmError(f"--site {s}: the kernel's family builds no site {name!r} "
                                      f"(it builds: {', '.join(b.name for b in built)})")
                out.extend(chosen)
        else:
            out.append(s)
    return out


def default_site(ref) -> str:
    """compare's site when none is named: ``auto`` for a code object, the
    built-in ``gate_up_fwd`` for an NVIDIA cubin (the families are AMD's)."""
    try:
        image, _ = read_image(ref)
    except (GcnasmError, OSError):
        return AUTO             # the compare itself reports the unreadable file
    return "gate_up_fwd" if elf_machine(image) == EM_CUDA else AUTO
