"""Write ``src/ci_triage/logs/locale_messages.json``: the system messages a CI log holds, translated.

A runner or container image that sets ``LANG=de_DE.UTF-8`` makes the C library, coreutils, tar,
GNU make and bash print their messages translated (``cp: der Aufruf von stat für 'x' ist nicht
möglich: Datei oder Verzeichnis nicht gefunden``). The skills read the C locale's texts; this script
takes each text below from the gettext catalogues (``.mo``) installed under ``/usr/share/locale``
and writes its translation in each locale of :data:`LOCALES`, for
:mod:`ci_triage.logs.c_locale_reading` to read such a line as the C locale prints it.

Source: Debian 12's packages ``libc-l10n`` (glibc 2.36, domain ``libc``), ``coreutils`` 9.1,
``tar`` 1.34, ``make`` 4.3 and ``bash`` 5.2 (their ``/usr/share/locale/LANG/LC_MESSAGES/DOMAIN.mo``),
as `apt-get install locales-all` leaves them. The translations are the Translation Project's, under
their packages' licences: LGPL-2.1-or-later (glibc's ``libc``), GPL-3.0-or-later (coreutils, tar,
make, bash); the table quotes a few short messages of each.

Run: ``python scripts/locale_messages.py`` (``--check``: exit 1 when the table differs from what
the catalogues here give, without writing it).
"""

from __future__ import annotations

import argparse
import gettext
import json
import sys
from pathlib import Path

LOCALE_DIR = Path("/usr/share/locale")
TABLE = Path(__file__).resolve().parent.parent / "src" / "ci_triage" / "logs" / "locale_messages.json"
LOCALES = (
    *("de", "fr", "es", "it", "pt_BR", "pt", "nl", "pl", "cs", "sv", "tr", "uk", "ru", "ja", "ko", "zh_CN", "zh_TW"),
)
"""The locales read: at least the common ones of CI runners' and container images' ``LANG``."""
MESSAGES: dict[str, tuple[str, ...]] = {
    # strerror(3) texts of the errno values a failing file operation reports, and strsignal(3)'s
    # descriptions of the signals that kill a job (bash prints them for a job a signal killed)
    "libc": (
        "No such file or directory",
        "Permission denied",
        "No space left on device",
        "File exists",
        "Not a directory",
        "Is a directory",
        "Directory not empty",
        "Read-only file system",
        "Operation not permitted",
        "Segmentation fault",
        "Bus error",
        "Illegal instruction",
        "Aborted",
        "Floating point exception",
        "Killed",
        "Terminated",
    ),
    # bash's own: a script's line, a command it did not find, its own signal list (siglist.c)
    "bash": (
        "%s: line %d: ",
        "%s: command not found",
        " (core dumped)",
        "Segmentation fault",
        "Bus error",
        "Illegal instruction",
        "Floating point exception",
        "Killed",
        "Terminated",
    ),
    # coreutils' reports of a path it could not use (cp, mv, ls, chmod, cat, mkdir, rm, touch)
    "coreutils": (
        "cannot stat %s",
        "cannot access %s",
        "cannot open %s for reading",
        "cannot create directory %s",
        "cannot create regular file %s",
        "cannot remove %s",
        "cannot touch %s",
    ),
    # tar's report of a member it could not read, and its closing line
    "tar": ("%s: Cannot %s", "Exiting with failure status due to previous errors"),
    # GNU make's stop lines and a recipe's failure
    "make": (
        "%sNo rule to make target '%s'%s",
        "%sNo rule to make target '%s', needed by '%s'%s",
        ".  Stop.\n",
        "%s[%s: %s] Error %d%s",
    ),
}
"""The C-locale texts (gettext ``msgid``) taken, by gettext domain."""


def _catalogue(domain: str, locale: str) -> gettext.NullTranslations:
    """The catalogue of ``domain`` in ``locale``; one that translates nothing when it is not installed."""
    path = LOCALE_DIR / locale / "LC_MESSAGES" / f"{domain}.mo"
    if not path.is_file():
        return gettext.NullTranslations()
    with path.open("rb") as file:
        return gettext.GNUTranslations(file)


def build() -> dict[str, object]:
    """The table: ``messages``, a list of ``{"domain", "msgid", "translations": {locale: msgstr}}``,
    a translation the same as its ``msgid`` or missing left out."""
    messages = []
    for domain, msgids in MESSAGES.items():
        catalogues = {locale: _catalogue(domain, locale) for locale in LOCALES}
        for msgid in msgids:
            translations = {
                locale: catalogue.gettext(msgid)
                for locale, catalogue in catalogues.items()
                if catalogue.gettext(msgid) != msgid
            }
            messages.append({"domain": domain, "msgid": msgid, "translations": translations})
    return {
        "source": (
            "gettext catalogues of Debian 12 (libc-l10n/glibc 2.36 'libc', coreutils 9.1, tar 1.34, make 4.3,"
            " bash 5.2), /usr/share/locale/LANG/LC_MESSAGES/DOMAIN.mo; written by scripts/locale_messages.py"
        ),
        "license": (
            "Translation Project translations under their packages' licences: LGPL-2.1-or-later (glibc libc),"
            " GPL-3.0-or-later (coreutils, tar, make, bash)"
        ),
        "messages": messages,
    }


def main(argv: list[str] | None = None) -> int:
    """Write the table (exit 0), or with ``--check`` compare it with the file (exit 1 when they differ)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the table, write nothing")
    args = parser.parse_args(argv)
    text = json.dumps(build(), ensure_ascii=False, indent=1) + "\n"
    if args.check:
        same = TABLE.is_file() and TABLE.read_text(encoding="utf-8") == text
        print("up to date" if same else f"{TABLE} differs from the catalogues here", file=sys.stderr)
        return 0 if same else 1
    TABLE.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
