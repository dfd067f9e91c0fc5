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
    the source file's name when the text came from a file."""

    def __init__(self, message: str, line=None, column=None, path=None, source_line=None):
        self.message = message
        self.line = line
        self.column = column
        self.path = path
        self.source_line = source_line
        super().__init__(self._format())

    def _format(self) -> str:
        where = self.path or "<input>"
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        text = f"{where}: error: {self.message}"
        if self.source_line is not None:
            text += "\n" + self.source_line.rstrip("\n")
            if self.column is not None:
                text += "\n" + " " * (self.column - 1) + "^"
        return text

    def located(self, line=None, column_offset=0, path=None, source_line=None) -> "AsmError":
        """A copy placed in a larger source: ``line`` replaces the line number,
        ``column_offset`` is added to the column."""
        col = None if self.column is None else self.column + column_offset
        return AsmError(self.message, line if line is not None else self.line, col,
                        path or self.path, source_line if source_line is not None else self.source_line)

    def __reduce__(self):
        return (AsmError, (self.message, self.line, self.column, self.path, self.source_line))


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
