"""Cross-lane source selection: DPP controls as lane index maps.

:func:`dpp_map` turns the DPP modifiers of an instruction into ``(source
lane per lane, or -1 where the source lane is invalid; lanes whose result
is written (row_mask/bank_mask))``.  The rules are those of the GCN/CDNA
ISA documents' DPP_CTRL table: rows are 16 lanes, banks 4 lanes of a row.
"""

from __future__ import annotations

from typing import Dict, Optional, Tuple

import numpy as np

LANES = np.arange(64)


def dpp_map(mods: Dict[str, object]) -> Optional[Tuple[np.ndarray, np.ndarray, bool]]:
    """``(source index (64,), written lanes (64,) bool, bound_ctrl)`` or None
    when the instruction carries no DPP control."""
    l = LANES
    row, pos = l // 16, l % 16
    src = None
    if "quad_perm" in mods:
        perm = mods["quad_perm"]
        src = (l & ~3) + np.array(perm)[l & 3]
    elif "row_shl" in mods:
        n = int(mods["row_shl"])
        src = np.where(pos + n < 16, l + n, -1)
    elif "row_shr" in mods:
        n = int(mods["row_shr"])
        src = np.where(pos - n >= 0, l - n, -1)
    elif "row_ror" in mods:
        n = int(mods["row_ror"])
        src = row * 16 + (pos - n) % 16
    elif "wave_shl" in mods:
        src = np.where(l + 1 < 64, l + 1, -1)
    elif "wave_shr" in mods:
        src = l - 1
    elif "wave_rol" in mods:
        src = (l + 1) % 64
    elif "wave_ror" in mods:
        src = (l - 1) % 64
    elif "row_mirror" in mods:
        src = row * 16 + 15 - pos
    elif "row_half_mirror" in mods:
        src = (l & ~7) + 7 - (l & 7)
    elif "row_newbcast" in mods:
        # gfx90a+: every lane of a row reads lane N of its row (ROW_SHARE)
        src = row * 16 + int(mods["row_newbcast"])
    elif "row_bcast" in mods:
        n = int(mods["row_bcast"])
        if n == 15:
            src = np.where(row >= 1, (row - 1) * 16 + 15, -1)
        else:
            src = np.where(row >= 2, 31, -1)
    else:
        return None
    row_mask = int(mods.get("row_mask", 0xF))
    bank_mask = int(mods.get("bank_mask", 0xF))
    written = (((row_mask >> row) & 1) != 0) & (((bank_mask >> (pos // 4)) & 1) != 0)
    bound_ctrl = bool(mods.get("bound_ctrl", 0))
    return src.astype(np.int64), written, bound_ctrl
