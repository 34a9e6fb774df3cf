"""A shell script's simple commands, each with the operator that joined it to the one before.

A step's command lines (``make lint && make test``, a multi-line ``run:`` script) are read by the
tool catalogue (:mod:`ci_triage.logs.tools`) to tell which programs the step ran and which of its
commands ran only after another succeeded. :func:`simple_commands` cuts a script the way bash(1)
reads it ("SHELL GRAMMAR", "QUOTING", "Here Documents"), as far as that can be done in one pass over
its characters (linear time, no regular expression):

- the list and pipeline operators ``&&``, ``||``, ``;``, ``&``, ``|`` and a newline end a simple
  command; a redirection's ``2>&1``, ``&>file`` or ``>|file`` is a word, not an operator;
- a quote (``'``, ``"``) or a backslash outside single quotes makes what it quotes part of a word;
  an operator inside quotes still cuts the command (the quoted text may be a script: ``bash -c "cd
  app && pytest"`` runs pytest; ``docker exec db psql -c "…"``'s may name a program), flagged
  :attr:`SimpleCommand.quoted` unless the quotes hold a shell's ``-c`` script (:func:`runs_shell_script`:
  then it is that shell's operator), save in the text ``echo`` or ``printf`` prints
  (:data:`~ci_triage.logs.script_echo.ECHO_COMMANDS`: ``echo "db not ready; mysql is slow"`` runs no
  mysql);
- a command substitution (``$(gofmt -l .)``, a backtick's) is a simple command of its own, after the
  words before it, and the words after it another;
- a ``#`` that starts a word outside quotes starts a comment, to the end of the line;
- a here-document's lines (``cat <<EOF`` up to the line ``EOF``) are data, no command;
- a backslash that ends a line continues its command on the next; a line that ends on ``&&``,
  ``||`` or ``|`` joins the next line's first command with that operator.

Each line is read with no quote open at its start (a log shows a script line by line, and a line it
cut short must not swallow the next).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ci_triage.logs.script_echo import ECHO_COMMANDS

LIST_OPERATORS = frozenset({"&&", "||", ";", "&", "|", "\n"})
"""The operators that join two commands in the shell that reads the script (bash(1), "Lists" and
"Pipelines"; a newline is a ``;``)."""
SUBSTITUTION_BOUNDARIES = frozenset({"$(", "`", ")"})
"""The boundaries of a command substitution, which :func:`simple_commands` gives as the operator of
the command after them: ``$(`` or a backtick before its command, ``)`` or a backtick before the
words after it."""
SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh"})
"""The shells whose ``-c`` option reads its argument as a script (bash(1), dash(1), "OPTIONS")."""
_OPERATOR_CHARACTERS = frozenset("&|;")
_WORD_END = frozenset(" \t\r\n&|;<>()")
"""Characters that end an unquoted here-document delimiter (white space and bash's metacharacters)."""


@dataclass(frozen=True)
class SimpleCommand:
    """One simple command of a script: its ``words`` as the script wrote them (quotes and escapes
    kept, white space inside quotes too: ``("git", "commit", "-m", '"fix tests"')``); ``operator``,
    what joined it to the command before (one of :data:`LIST_OPERATORS` or
    :data:`SUBSTITUTION_BOUNDARIES`; ``""`` for a script's first command); ``quoted``, whether that
    operator stood inside quotes (the quoted argument of the command before, not the script's own
    operator, and no shell's ``-c`` script either: ``python -c "x && y"``); ``line``, the 0-based
    index of the script line it starts on. A command cut inside quotes has its words split at
    blanks, as the program that reads the quoted text as a script would split them."""

    words: tuple[str, ...]
    operator: str = ""
    quoted: bool = False
    line: int = 0

    @property
    def text(self) -> str:
        """The command's words joined by single spaces."""
        return " ".join(self.words)

    @property
    def joins_list(self) -> bool:
        """Whether :attr:`operator` is one of the script's own list or pipeline operators
        (:data:`LIST_OPERATORS`, not quoted), not a boundary inside the command before."""
        return self.operator in LIST_OPERATORS and not self.quoted


def simple_commands(lines: Sequence[str]) -> tuple[SimpleCommand, ...]:
    """The simple commands of the script whose lines are ``lines`` (in order; a line's end is a
    newline), empty ones left out, read as the module docstring says. Never raises: an unclosed
    quote ends with its line, an unclosed here-document with the script. Linear in the script's
    length (results cached per script)."""
    return _simple_commands(tuple(lines))


@lru_cache(maxsize=4096)
def _simple_commands(lines: tuple[str, ...]) -> tuple[SimpleCommand, ...]:
    reader = _ScriptReader()
    here_documents: list[str] = []
    for index, line in enumerate(lines):
        if here_documents:
            if line.strip() == here_documents[0]:
                here_documents.pop(0)
            continue
        here_documents.extend(reader.read_line(line, index))
    reader.end_command()
    return tuple(reader.commands)


class _ScriptReader:
    """The state of :func:`simple_commands` between the characters of a script: the commands read,
    the words of the one being read, the operator before it, the quote open at each level of
    command substitution."""

    def __init__(self) -> None:
        self.commands: list[SimpleCommand] = []
        self.words: list[str] = []
        self.word: list[str] = []
        self.operator = ""
        self.quoted = False
        self.line = 0
        self.start = 0
        self.continued = False
        self.nested = False  # the command being read was cut inside quotes
        self.script_quote = False  # the quote open holds a shell's -c script

    def read_line(self, text: str, line: int) -> list[str]:
        """Read the script line ``text`` (0-based index ``line``); return the delimiters of the
        here-documents it opens, in order (their lines follow it)."""
        if not self.continued:
            self.end_command()
            if self.operator not in ("&&", "||", "|") or self.quoted:
                self.operator, self.quoted = ("\n" if self.commands else ""), False
        self.continued = False
        self.end_word()  # a continued line's last word ended with it
        self.line = line
        delimiters: list[str] = []
        quote = ""
        levels: list[tuple[str, str]] = []  # per open substitution: its opener and the quote outside it
        index = 0
        while index < len(text):
            char = text[index]
            pair = text[index : index + 2]
            if quote == "'" and char == "'":
                quote = ""
                self.word.append(char)
            elif char in _OPERATOR_CHARACTERS and not self._redirection(text, index):
                operator = pair if pair in ("&&", "||") else char
                if not quote:
                    self.cut(operator, quoted=False)
                elif not (self.words and self.words[0] in ECHO_COMMANDS):
                    self.cut(operator, quoted=not self.script_quote)
                    self.nested = True
                else:
                    self.word.append(operator)
                index += len(operator) - 1
            elif quote and char in " \t" and (self.nested or not self.word):
                self.end_word()  # a blank between the words of a quoted script (bash -c "cd app && make")
            elif quote == "'":
                self.word.append(char)
            elif char == "\\" and index + 1 == len(text) and not quote:
                self.continued = True  # the command goes on on the next line
            elif char == "\\":
                self.word.append(pair)
                index += 1
            elif pair == "$(":
                levels.append(("$(", quote))
                quote = ""
                self.cut("$(", quoted=False)
                index += 1
            elif char == "`" and levels and levels[-1][0] == "`" and not quote:
                quote = levels.pop()[1]
                self.cut("`", quoted=False)
            elif char == "`":
                levels.append(("`", quote))
                quote = ""
                self.cut("`", quoted=False)
            elif char == ")" and levels and levels[-1][0] == "$(" and not quote:
                quote = levels.pop()[1]
                self.cut(")", quoted=False)
            elif char == "'" and not quote:
                quote = "'"
                self.script_quote = runs_shell_script(self.words)
                self.word.append(char)
            elif char == '"':
                quote = "" if quote else '"'  # a single quote was handled above
                self.script_quote = bool(quote) and runs_shell_script(self.words)
                self.word.append(char)
            elif quote:
                self.word.append(char)
            elif char in " \t\r":
                self.end_word()
            elif char == "#" and not self.word:
                break  # a comment, to the end of the line
            elif pair == "<<" and text[index + 2 : index + 3] != "<":
                delimiter, end = _here_document(text, index + 2)
                if delimiter:
                    delimiters.append(delimiter)
                self.word.append(text[index:end])
                index = end - 1
            else:
                self.word.append(char)
            index += 1
        return delimiters

    def _redirection(self, text: str, index: int) -> bool:
        """Whether the ``&`` or ``|`` at ``index`` of ``text`` belongs to a redirection (``2>&1``,
        ``<&3``, ``>|file``, ``&>file``), not to an operator."""
        before = self.word[-1][-1:] if self.word else ""
        if text[index] in "&|" and before in (">", "<"):
            return True
        return text[index] == "&" and text[index + 1 : index + 2] == ">"

    def end_word(self) -> None:
        """End the word being read (if any), adding it to the command's words."""
        if self.word:
            if not self.words:
                self.start = self.line
            self.words.append("".join(self.word))
            self.word = []

    def end_command(self) -> None:
        """End the command being read (if it has words), adding it to :attr:`commands`."""
        self.end_word()
        if self.words:
            self.commands.append(SimpleCommand(tuple(self.words), self.operator, self.quoted, self.start))
            self.words = []
            self.operator, self.quoted = "", False
        self.nested = False

    def cut(self, operator: str, *, quoted: bool) -> None:
        """End the command being read at ``operator``, which the next command is joined by."""
        while self.word and self.word[-1] in (" ", "\t"):
            self.word.pop()  # the blank before a quoted operator: bash -c "make && make test"
        had_words = bool(self.words or self.word)
        self.end_command()
        if had_words or self.operator not in LIST_OPERATORS:
            self.operator, self.quoted = operator, quoted  # else the first of two operators joins


def runs_shell_script(words: Sequence[str]) -> bool:
    """Whether the simple command ``words`` (as :class:`SimpleCommand` gives them) runs one of
    :data:`SHELLS` (by name or path: ``/bin/sh``) with an option that holds ``c`` after it (``-c``,
    ``-ec``, ``-lc``): its next argument is a script that shell reads (``bash -c "make && make
    test"``, ``docker exec box sh -c '…'``)."""
    shell = next((index for index, word in enumerate(words) if word.rsplit("/", 1)[-1] in SHELLS), None)
    return shell is not None and any(
        word.startswith("-") and not word.startswith("--") and "c" in word for word in words[shell + 1 :]
    )


def _here_document(text: str, start: int) -> tuple[str, int]:
    """The delimiter of the here-document whose ``<<`` ends just before ``start`` in ``text`` (a
    ``-`` after it and blanks passed over; quotes and backslashes taken off the word: ``<<'EOF'`` →
    ``EOF``), and the index just past it; ``""`` when no word that starts with a letter, ``_`` or a
    quote follows (``$((1 << 2))`` shifts a number)."""
    index = start
    if text[index : index + 1] == "-":
        index += 1
    while index < len(text) and text[index] in " \t":
        index += 1
    first = text[index : index + 1]
    if not first or not (first.isalpha() or first in "_'\"\\"):
        return "", index
    delimiter: list[str] = []
    quote = ""
    while index < len(text):
        char = text[index]
        if quote:
            quote = "" if char == quote else quote
            if quote:
                delimiter.append(char)
        elif char in "'\"":
            quote = char
        elif char in _WORD_END:
            break
        elif char != "\\":
            delimiter.append(char)
        index += 1
    return "".join(delimiter), index
