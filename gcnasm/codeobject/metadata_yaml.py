"""The metadata map as ``.amdgpu_metadata`` YAML, written and read as LLVM 22
does (its msgpack document <-> YAML mapping).

Writing (what llvm-readelf --notes and LLVM's assembly printer show): map
keys in msgpack order, each ``key:`` padded with spaces to 16 columns (one
space when longer), block sequences ``- item`` two columns deeper, scalars
quoted where YAML would misread them, and a ``!str``/``!int``/``!bool``/
``!float`` tag where the text alone would read back as another type.

Reading (LLVM's ``DocNode::fromString``): an untagged scalar, quoted or not,
is an unsigned integer if it parses as one (``0x``/``0b``/``0o``/leading-0
prefixes as in LLVM), else a signed integer, else ``true``/``false``, else a
float, else a string; maps are sorted by key, as LLVM's msgpack document
keeps them.  The YAML itself is parsed by PyYAML.
"""

from __future__ import annotations

import math
import re

from ..errors import CodeObjectError

_PAD = 16
_INDICATORS = "-?:\\,[]{}#&*!|>'\"%@`"
_SAFE = set("_-^., \t")
_NUMERIC = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$|"
                      r"[-+]?\.(inf|Inf|INF)$|\.(nan|NaN|NAN)$|0x[0-9a-fA-F]+$|0o[0-7]+$")
_FLOAT = re.compile(r"[-+]?((\d+\.?\d*|\.\d+)([eE][-+]?\d+)?|inf(inity)?|nan|"
                    r"0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)([pP][-+]?\d+)?)$",
                    re.IGNORECASE)


class MetadataYAMLError(CodeObjectError):
    """YAML that is not a metadata map; ``line``/``column`` are 1-based
    within the YAML text when known."""

    def __init__(self, message: str, line: int = 0, column: int = 0):
        super().__init__(message)
        self.message, self.line, self.column = message, line, column


# --- scalars -----------------------------------------------------------------

def _unsigned(text: str):
    if not text or text[0] in "+-":
        return None
    radix, digits = 10, text
    low = text.lower()
    if low.startswith("0x"):
        radix, digits = 16, text[2:]
    elif low.startswith("0b"):
        radix, digits = 2, text[2:]
    elif low.startswith("0o"):
        radix, digits = 8, text[2:]
    elif len(text) > 1 and text[0] == "0" and text[1].isdigit():
        radix, digits = 8, text[1:]
    if not digits or not all(c in "0123456789abcdef"[:radix] for c in digits.lower()):
        return None
    value = int(digits, radix)
    return value if value < 1 << 64 else None


def _signed(text: str):
    if text.startswith("-"):
        value = _unsigned(text[1:])
        if value is not None and value <= 1 << 63:
            return -value
        return None
    value = _unsigned(text)
    return value if value is not None and value < 1 << 63 else None


def from_scalar(text: str, tag: str = "") -> object:
    """The value LLVM gives a YAML scalar (``tag``: "", "!str", "!int", ...)."""
    if tag == "tag:yaml.org,2002:str":
        tag = ""
    if tag in ("", "!int"):
        value = _unsigned(text)
        if value is None:
            value = _signed(text)
        if value is not None:
            return value
        if tag:
            raise MetadataYAMLError(f"'{text}' is not an integer (tagged !int)")
    if tag == "!nil":
        return None
    if tag == "!bool":
        if text in ("true", "True", "TRUE", "false", "False", "FALSE"):
            return text.lower() == "true"
        raise MetadataYAMLError(f"'{text}' is not a boolean (tagged !bool)")
    if tag == "" and text in ("true", "false"):
        return text == "true"
    if tag in ("", "!float") and text == "":
        return 0.0                    # LLVM's strtod-based parse accepts "" as 0.0
    if tag in ("", "!float") and _FLOAT.match(text):
        return float(text) if not text.lower().lstrip("+-").startswith("0x") else \
            float.fromhex(text)
    if tag == "!float":
        raise MetadataYAMLError(f"'{text}' is not a number (tagged !float)")
    if tag not in ("", "!str"):
        raise MetadataYAMLError(f"unsupported YAML tag {tag}")
    return text


def _kind(value: object) -> str:
    if value is None:
        return "nil"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    return "str"


def _float_text(value: float) -> str:
    # raw_ostream << double prints like printf("%e")
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return f"{value:e}"


def to_scalar(value: object) -> str:
    """A scalar as LLVM writes it: tag, then the (possibly quoted) text."""
    if value is None:
        return "!nil ''"
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, int):
        text = str(value)
    elif isinstance(value, float):
        text = _float_text(value)
    elif isinstance(value, bytes):
        raise MetadataYAMLError("binary metadata values have no YAML form")
    else:
        text = str(value)
    tag = ""
    try:
        back = from_scalar(text)
    except MetadataYAMLError:
        back = text
    if _kind(back) != _kind(value):
        tag = {"str": "!str", "int": "!int", "bool": "!bool", "float": "!float"}[_kind(value)]
    quoted = _quote(text) if isinstance(value, str) else text
    return f"{tag} {quoted}" if tag else quoted


def _quote(text: str) -> str:
    style = _quoting(text)
    if style == "":
        return text
    if style == "'":
        return "'" + text.replace("'", "''") + "'"
    out = []
    for ch in text:
        code = ord(ch)
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif code < 0x20 or code == 0x7F:
            out.append({"\n": "\\n", "\t": "\\t", "\r": "\\r", "\0": "\\0"}.get(
                ch, f"\\x{code:02X}"))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _quoting(text: str) -> str:
    if not text or text[0] in " \t" or text[-1] in " \t":
        return "'"
    if text in ("null", "Null", "NULL", "~", "true", "True", "TRUE", "false", "False", "FALSE"):
        return "'"
    if _NUMERIC.match(text):
        return "'"
    need = ""
    if text[0] in _INDICATORS:
        need = "'"
    for ch in text:
        if ch.isascii() and ch.isalnum() or ch in _SAFE:
            continue
        code = ord(ch)
        if ch in "\n\r":
            need = "'"
            continue
        if code == 0x7F or code <= 0x1F or code >= 0x80:
            return '"'
        need = "'"
    return need


# --- documents -----------------------------------------------------------------

def dump(metadata: dict[str, object]) -> str:
    """The YAML document (``---`` ... ``...``) for a metadata map."""
    lines: list[str] = ["---"]
    _map(metadata, 0, lines, None)
    lines.append("...")
    return "\n".join(lines) + "\n"


def _key_text(key: object) -> str:
    return to_scalar(key) if not isinstance(key, str) else key


def _value(value: object, indent: int, lines: list[str], head: str) -> None:
    """Write ``head`` (``key:`` padded, or ``- ``) followed by ``value``."""
    if isinstance(value, dict):
        if not value:
            lines.append(head + "{}")
        else:
            lines.append(head.rstrip())
            _map(value, indent + 2, lines, None)
    elif isinstance(value, (list, tuple)):
        if not value:
            lines.append(head + "[]")
        else:
            lines.append(head.rstrip())
            _seq(value, indent + 2, lines)
    else:
        lines.append(head + to_scalar(value))


def _padded(key: str) -> str:
    return key + ":" + (" " * (_PAD - len(key)) if len(key) < _PAD else " ")


def _map(value: dict, indent: int, lines: list[str], first_prefix) -> None:
    for i, (key, item) in enumerate(value.items()):
        prefix = first_prefix if (i == 0 and first_prefix is not None) else " " * indent
        text = _key_text(key)
        if isinstance(item, (list, tuple)) and item:
            lines.append(prefix + text + ":")
            _seq(item, indent + 2, lines)
        elif isinstance(item, dict) and item:
            lines.append(prefix + text + ":")
            _map(item, indent + 2, lines, None)
        else:
            _value(item, indent, lines, prefix + _padded(text))


def _seq(value, indent: int, lines: list[str]) -> None:
    for item in value:
        prefix = " " * indent + "- "
        if isinstance(item, dict) and item:
            _map(item, indent + 2, lines, prefix)
        elif isinstance(item, (list, tuple)) and item:
            lines.append(prefix.rstrip())
            _seq(item, indent + 2, lines)
        else:
            _value(item, indent, lines, prefix)


def load(text: str) -> dict[str, object]:
    """A metadata map from YAML text; errors carry the YAML line/column."""
    import yaml            # lazy: reading .amdgpu_metadata text alone needs PyYAML

    try:
        node = yaml.compose(text, Loader=yaml.BaseLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise MetadataYAMLError(f"invalid YAML: {problem}", mark.line + 1 if mark else 0,
                                mark.column + 1 if mark else 0) from None
    if node is None:
        raise MetadataYAMLError("empty metadata document")
    value = _convert(node)
    if not isinstance(value, dict):
        raise MetadataYAMLError("the metadata document is not a map",
                                node.start_mark.line + 1, node.start_mark.column + 1)
    return value


def _convert(node) -> object:
    import yaml            # lazy, as in load()

    where = (node.start_mark.line + 1, node.start_mark.column + 1)
    tag = node.tag or ""
    try:
        if isinstance(node, yaml.ScalarNode):
            return from_scalar(node.value, tag)
        if isinstance(node, yaml.SequenceNode):
            return [_convert(item) for item in node.value]
        if isinstance(node, yaml.MappingNode):
            out = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    raise MetadataYAMLError("a map key must be a scalar", *where)
                key = from_scalar(key_node.value, key_node.tag or "")
                if key in out:
                    raise MetadataYAMLError(f"duplicate key {key!r}",
                                            key_node.start_mark.line + 1,
                                            key_node.start_mark.column + 1)
                out[key] = _convert(value_node)
            return {k: out[k] for k in sorted(out, key=_sort_key)}
    except MetadataYAMLError as exc:
        if exc.line:
            raise
        raise MetadataYAMLError(exc.message, *where) from None
    raise MetadataYAMLError("unsupported YAML node", *where)


def _sort_key(key: object):
    """LLVM's msgpack map order: by kind, then value (strings bytewise)."""
    order = {"nil": 0, "bool": 2, "int": 3, "float": 5, "str": 6}
    kind = _kind(key)
    if kind == "str":
        return (order[kind], 0, key.encode())
    return (order[kind], key if key is not None else 0, b"")
