"""The exception hierarchy shared by every part of gcnasm.

Every error a user can cause (bad assembly, a damaged ELF, a missing tool or
library, a failed launch) is a :class:`GcnasmError`, so scripts and the CLI can
catch one type and print its message, which always names the place at fault.
"""


class GcnasmError(Exception):
    """Base class of every error gcnasm raises on purpose."""


class AsmError(GcnasmError):
    """Assembly text that cannot be encoded.

    ``line`` and ``column`` are 1-based (``None`` when unknown); ``path`` is
    the source file's name when the text came from a file.  One AsmError can
    carry every error of a source: ``errors`` lists them in order (this one,
    the first, leads) and the message shows each, as llvm-mc does; when the
    assembler stopped at its error limit, ``truncated`` says so."""

    def __init__(self, message: str, line=None, column=None, path=None, source_line=None,
                 *, more=(), truncated=False):
        self.message = message
        self.line = line
        self.column = column
        self.path = path
        self.source_line = source_line
        self.more = tuple(more)
        self.truncated = truncated
        super().__init__(self._format_all())

    @classmethod
    def from_errors(cls, errors, limit=None, truncated=False) -> "AsmError":
        """One AsmError for several (each a single AsmError), in their order;
        past ``limit`` (0 or None: no limit) the rest are left out and the
        result is ``truncated``."""
        errors = [e for err in errors for e in err.errors]
        if limit and len(errors) > limit:
            errors, truncated = errors[:limit], True
        first, rest = errors[0], errors[1:]
        return cls(first.message, first.line, first.column, first.path, first.source_line,
                   more=rest, truncated=truncated)

    @property
    def errors(self) -> list:
        """Every error this one stands for, each without ``more``."""
        return [self.single()] + list(self.more)

    def single(self) -> "AsmError":
        return AsmError(self.message, self.line, self.column, self.path, self.source_line)

    def _format(self) -> str:
        """``file:line:col: error: message``, then the source line and a
        caret under the column, as llvm-mc prints them (tabs expanded to
        8-column stops in both)."""
        where = self.path or "<input>"
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        text = f"{where}: error: {self.message}"
        if self.source_line is not None:
            source = self.source_line.rstrip("\n")
            text += "\n" + source.expandtabs(TAB_STOP)
            if self.column is not None:
                lead = source[:self.column - 1].expandtabs(TAB_STOP)
                text += "\n" + " " * len(lead) + "^"
        return text

    def _format_all(self) -> str:
        parts = [self._format()] + [e._format() for e in self.more]
        if self.truncated:
            parts.append(f"{self.path or '<input>'}: note: too many errors; stopped after the "
                         f"first {len(parts)} (the error limit)")
        return "\n".join(parts)

    def located(self, line=None, column_offset=0, path=None, source_line=None) -> "AsmError":
        """A copy placed in a larger source: ``line`` replaces the line number,
        ``column_offset`` is added to the column."""
        col = None if self.column is None else self.column + column_offset
        return AsmError(self.message, line if line is not None else self.line, col,
                        path or self.path, source_line if source_line is not None else self.source_line)

    def __reduce__(self):
        return (_rebuild_asm_error, (self.message, self.line, self.column, self.path,
                                     self.source_line, self.more, self.truncated))


def _rebuild_asm_error(message, line, column, path, source_line, more, truncated):
    return AsmError(message, line, column, path, source_line, more=more, truncated=truncated)


# llvm's SourceMgr prints source lines with tabs expanded to this stop.
TAB_STOP = 8
# How many errors of one source are reported before the assembler stops
# (llvm-mc 22 has no limit; clang's -ferror-limit defaults to 20).
ERROR_LIMIT = 20


class DecodeError(GcnasmError):
    """Machine code that is not a valid gfx950 instruction."""

    def __init__(self, message: str, offset: int = 0, word=None):
        self.message = message
        self.offset = offset
        self.word = word
        text = f"offset 0x{offset:x}"
        if word is not None:
            text += f", word 0x{word:08x}"
        super().__init__(f"{text}: {message}")

    def __reduce__(self):
        return (DecodeError, (self.message, self.offset, self.word))


class CodeObjectError(GcnasmError):
    """A code object that cannot be read, rewritten or verified.  The message
    names the file and the offending field."""


def unknown_attribute(owner: str, name: str, known, kind: str = "field") -> AttributeError:
    """The AttributeError for assigning ``name``, which ``owner`` (a class
    name) does not have, suggesting the closest of ``known``: an assignment
    to a misspelt field must fail, not add an attribute nothing reads."""
    import difflib     # only when suggesting: not on the start-up path
    close = difflib.get_close_matches(name, sorted(known), n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(close)}?" if close else ""
    return AttributeError(f"{owner} has no {kind} {name!r}{hint}")
