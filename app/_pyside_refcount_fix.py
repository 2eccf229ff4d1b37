"""Work around a PySide6 6.12 bug on Python < 3.12: every call of a Qt method
that returns ``void`` drops one reference to ``None`` that it never took
(measured: 100 calls of ``QTimer.stop()`` lower ``sys.getrefcount(None)`` by
100).  Python 3.12 made ``None`` immortal, so the bug only bites 3.11, where
after a few thousand calls ``None`` is "deallocated" and the interpreter
aborts ("Fatal Python error: none_dealloc").  We give ``None`` (and the two
bools, for safety) a reference count so large it cannot run out, which is what
3.12 does.  Import this module before using Qt; importing it twice is harmless.
"""

import sys

if sys.implementation.name == "cpython" and sys.version_info < (3, 12) and not getattr(sys, "_yezi_immortal", False):
    import ctypes

    for _obj in (None, True, False):
        # ob_refcnt is the first field of every object in a release build
        ctypes.c_ssize_t.from_address(id(_obj)).value += 1 << 40
    sys._yezi_immortal = True
