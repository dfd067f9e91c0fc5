"""Writing output files safely.

Every file gcnasm writes (a disassembly, a rewritten code object, a JSON
report) goes through :func:`write_atomically`: a temporary file in the
destination's directory, flushed to disk, given the mode a new file would
get (``0o666`` less the umask) or the mode of the file it replaces, then
renamed over the destination.  Readers see the old file or the whole new one,
never a partial write, and a failure leaves nothing behind.  A destination
that is not a regular file (``/dev/null``, a pipe) is written into instead:
renaming over it would replace the device with a plain file.

Commands check their outputs against their inputs first
(:func:`check_output`): an output that is one of the inputs,
by any name (a relative path, a symbolic or a hard link), or that cannot be
written (a directory, a missing directory) is refused before any work starts.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable

from .errors import GcnasmError


class OutputError(GcnasmError, OSError):
    """An output that cannot or must not be written; the message names the
    path as the user gave it.  Also an OSError, as a failed ``open`` is."""


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """Whether ``a`` and ``b`` name one existing file (through symbolic
    links, hard links or different spellings of the path)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        # One of them does not exist (or cannot be examined): compare names.
        return os.path.realpath(a) == os.path.realpath(b)


def check_output(output: str | os.PathLike | None,
                 inputs: Iterable[tuple[str, str | os.PathLike | None]],
                 option: str = "-o") -> None:
    """Before a command starts: raise OutputError when ``output`` is one of
    ``inputs`` (pairs of a description, e.g. ``"the template"``, and a path;
    None paths are skipped), is a directory, or lies in a directory that does
    not exist.  ``None`` and ``"-"`` (stdout) pass."""
    if output is None or str(output) == "-":
        return
    for role, path in inputs:
        if path is not None and same_file(output, path):
            same = "" if str(output) == str(path) else f" ({path})"
            raise OutputError(f"{option} {output} is {role}{same}; refusing to overwrite an "
                              "input: choose another output file")
    _check_destination(str(output), os.path.realpath(output))


def _check_destination(shown: str, target: str) -> None:
    if os.path.isdir(target):
        raise OutputError(f"cannot write {shown}: it is a directory")
    if not os.path.isdir(os.path.dirname(target)):
        parent = os.path.dirname(shown) or "."
        raise OutputError(f"cannot write {shown}: directory {parent} does not exist")


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomically(path: str | os.PathLike, data: bytes | str) -> None:
    """Write ``data`` (text is written as UTF-8) to ``path`` atomically; see
    the module docstring.  A symbolic link at ``path`` is followed: the file
    it names is replaced and the link stays.  Raises OutputError naming
    ``path`` when the directory is missing, ``path`` is a directory, or the
    write fails."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    shown = str(path)
    target = os.path.realpath(path)
    _check_destination(shown, target)
    directory = os.path.dirname(target)
    try:
        st = os.stat(target)
        mode = stat.S_IMODE(st.st_mode)
    except FileNotFoundError:
        st, mode = None, 0o666 & ~_umask()
    except OSError as exc:
        raise OutputError(f"cannot write {shown}: {exc.strerror or exc}") from None
    if st is not None and not stat.S_ISREG(st.st_mode):
        # /dev/null, /dev/stdout, a pipe: written into, never renamed over
        # (a rename would replace the device or pipe with a plain file)
        try:
            with open(target, "wb") as fh:
                fh.write(data)
        except OSError as exc:
            raise OutputError(f"cannot write {shown}: {exc.strerror or exc}") from None
        return
    try:
        fd, tmp = _create_temporary(directory, os.path.basename(target))
    except OSError as exc:
        raise OutputError(f"cannot write {shown}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            os.fchmod(fh.fileno(), mode)        # created 0600
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise OutputError(f"cannot write {shown}: {exc.strerror or exc}") from None
        raise
    _sync_directory(directory)


def _create_temporary(directory: str, name: str) -> tuple[int, str]:
    """A new file ``.NAME.PID.K.tmp`` beside the destination, opened for
    writing, mode 0600 (what tempfile.mkstemp does, without importing
    tempfile and random on every command's start-up path)."""
    for attempt in range(1000):
        tmp = os.path.join(directory, f".{name}.{os.getpid()}.{attempt}.tmp")
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name in {directory}")


def _sync_directory(directory: str) -> None:
    """Make the rename durable (best effort: not every file system allows it)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
