"""``gcnasm devices`` and ``gcnasm sites``.

(``gcnasm compare`` runs on hip's backends or the emulator, a package above
this one: it lives in :mod:`gcnasm.workflow`.)
"""

from __future__ import annotations

import sys

from ..errors import GcnasmError

# Each command imports what it runs inside its function, for start-up time:
# `gcnasm --help` and the other packages' commands load none of it.


def register(subparsers) -> None:
    p = subparsers.add_parser("devices", help="list GPUs visible through HIP or the CUDA driver",
                              description="Open the backend and list each device's name, compute "
                                          "units, memory and L2; or show why it cannot be opened "
                                          "(library lookup, hipInit status).")
    _backend_args(p)
    p.set_defaults(func=_devices)

    p = subparsers.add_parser("sites", help="list compare sites, or print one as a JSON site file",
                              description="List the built-in sites (and those of --sites files) "
                                          "with their dims and buffer sizes.")
    p.add_argument("--sites", action="append", default=[], metavar="FILE",
                   help="TOML or JSON file of extra sites")
    p.add_argument("--dump", metavar="NAME",
                   help="print site NAME as a JSON site file to copy and edit ('all' for every site)")
    p.add_argument("--for", dest="for_", metavar="X.co",
                   help="the sites --site auto builds for this code object's kernel, and why "
                        "(exit 1 when no family knows it)")
    p.add_argument("--kernel", metavar="NAME", help="with --for: the kernel, when the file has several")
    p.set_defaults(func=_sites)


def _backend_args(p) -> None:
    p.add_argument("--backend", choices=("auto", "hip", "cuda"), default="auto",
                   help="GPU runtime: hip (AMD, .co), cuda (NVIDIA, cubin), auto tries hip then cuda")
    p.add_argument("--device", type=int, default=0, help="device index (0)")
    p.add_argument("--library", metavar="PATH",
                   help="runtime library to load (else GCNASM_LIBHIP / GCNASM_LIBCUDA, then the usual places)")


def _devices(args) -> int:
    from .backends import open_backend
    with open_backend(args.backend, args.device, args.library) as gpu:
        versions = gpu.versions()
        print(", ".join(f"{k}: {v}" for k, v in versions.items()))
        for i in range(gpu.device_count()):
            d = gpu.device_info(i)
            arch = f" {d.arch}" if d.arch else ""
            print(f"  [{i}] {d.name}{arch}: {d.compute_units} {d.unit_name}, "
                  f"{d.total_memory / 2**30:.1f} GiB, L2 {d.l2_cache_bytes / 2**20:.0f} MiB, "
                  f"warp {d.warp_size}")
    return 0


def _sites(args) -> int:
    if args.for_:
        from .families import describe_for     # only --for reads a code object
        fits, lines = describe_for(args.for_, args.kernel)
        print("\n".join(lines))
        return 0 if fits else 1
    from .sites import site_table
    table = site_table(args.sites)
    if args.dump:
        names = list(table) if args.dump == "all" else [args.dump]
        missing = [n for n in names if n not in table]
        if missing:
            raise GcnasmError(f"unknown site {missing[0]!r}; known: {', '.join(table)}")
        import json     # here: start-up time, as above
        print(json.dumps({"sites": [table[n].to_dict() for n in names]}, indent=2))
        return 0
    device = {"num_cus": 256, "warp_size": 64, "l2_bytes": 4 << 20, "max_threads_per_block": 1024}
    print("Sites (buffer sizes as resolved; grids shown for a 256-CU device):")
    for s in table.values():
        r = s.resolve(device)
        print(f"  {r.line()}")
        print(f"  {'':16} {s.description}  [{s.source}]" if s.description else f"  {'':16} [{s.source}]")
    return 0
