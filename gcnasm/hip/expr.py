"""Arithmetic expressions in site definitions (``"2*M*D1*D2"``,
``"ceil_div(M, 128) * G"``, ``"num_cus * occupancy"``).

Evaluated with Python's own parser but only over numbers, names bound by
the caller, ``+ - * / // % **``, comparisons, ``a if c else b`` and the
functions in :data:`FUNCTIONS`; anything else (attributes, subscripts,
calls of other names) is rejected, so a site file can never run code.
"""

from __future__ import annotations

import ast
import math
import operator
from typing import Mapping, Union

from .errors import SiteError

Number = Union[int, float]

FUNCTIONS = {
    "ceil_div": lambda a, b: -(-a // b),
    "align_up": lambda a, b: -(-a // b) * b,
    "min": min,
    "max": max,
    "abs": abs,
    "int": int,
    "float": float,
    "log2": math.log2,
    "sqrt": math.sqrt,
}

_BINARY = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
    ast.Pow: operator.pow, ast.LShift: operator.lshift, ast.RShift: operator.rshift,
    ast.BitAnd: operator.and_, ast.BitOr: operator.or_,
}
_COMPARE = {
    ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
    ast.Eq: operator.eq, ast.NotEq: operator.ne,
}


def evaluate(text, names: Mapping[str, Number], where: str = "expression") -> Number:
    """The value of ``text`` (an int, a float or an expression string) with
    ``names`` bound.  ``where`` names the field in error messages."""
    if isinstance(text, bool):
        raise SiteError(f"{where}: expected a number or an expression, got {text!r}")
    if isinstance(text, (int, float)):
        return text
    if not isinstance(text, str):
        raise SiteError(f"{where}: expected a number or an expression, got {type(text).__name__}")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as exc:
        raise SiteError(f"{where}: cannot parse {text!r}: {exc.msg}") from None
    try:
        return _eval(tree.body, names)
    except SiteError as exc:
        raise SiteError(f"{where}: {text!r}: {exc}") from None
    except (ZeroDivisionError, OverflowError, ValueError, TypeError) as exc:
        raise SiteError(f"{where}: {text!r}: {exc}") from None


def names_in(text) -> set:
    """The free names an expression uses (empty for plain numbers)."""
    if not isinstance(text, str):
        return set()
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError:
        return set()
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id not in FUNCTIONS}


def _eval(node, names):
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
            and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.Name):
        if node.id in names:
            return names[node.id]
        known = ", ".join(sorted(names)) or "none"
        raise SiteError(f"unknown name {node.id!r} (known: {known})")
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        return _BINARY[type(node.op)](_eval(node.left, names), _eval(node.right, names))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        value = _eval(node.operand, names)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE:
        return int(_COMPARE[type(node.ops[0])](_eval(node.left, names),
                                                _eval(node.comparators[0], names)))
    if isinstance(node, ast.IfExp):
        return _eval(node.body, names) if _eval(node.test, names) else _eval(node.orelse, names)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id in FUNCTIONS and not node.keywords:
        return FUNCTIONS[node.func.id](*(_eval(a, names) for a in node.args))
    raise SiteError(f"unsupported syntax {ast.dump(node)[:60]}")
