"""Redaction: mask secret-shaped strings before text is shown, sent to a model, traced or posted.

Patterns follow the token formats their issuers document (GitHub: "About authentication to GitHub"
token prefixes; AWS access key ids; Slack, npm, GitLab, OpenAI, Google, Shopify, Stripe, Hugging
Face, PyPI, Docker Hub and SendGrid keys; Azure client secrets; JSON Web Tokens; PEM private keys,
header and body), plus credentials in URLs (an empty user too), ``Authorization`` headers, command
lines that take a password (``curl -u``, ``mysql -p``, ``docker login -p``, ``sshpass -p``, ``az
login -p``, ``--password VALUE``, a ``-D``/``-P`` property naming a secret, ``-Dgpg.passphrase=…``),
``.netrc`` entries, ``name=value`` pairs whose name says
secret/token/password/key/auth, the value on the name's line (a quoted value may hold spaces; a
``…_KEY`` or ``…_SID`` name hides a 20+ character alphanumeric or hexadecimal value, the shape of
Datadog, Twilio and similar vendor keys), the second half of such a value wrapped onto the next
line, and long high-entropy strings (Shannon entropy above 4.2 bits per character over 32+
characters, mixing cases and digits, and not mostly made of words; in a string with timestamps, a
part of 32+ characters between them: a tool's timestamped file such as npm's
``/root/.npm/_logs/2026-12-02T14_44_20_492Z-debug-0.log`` or Surefire's
``2026-12-02T15-04-33_401-jvmRun1.dumpstream`` is a path, not a secret, but a token in a folder
beside one is still masked; so is the start of a symbol cgo generates,
``_cgo_47508361d9fb_Cfunc_scale_int``, judged by the C name after it). A shell expansion of a
secret's name that holds no value of it
(``${NPM_TOKEN:?NPM_TOKEN is not set}``, ``${API_TOKEN:-$OTHER}``) is no assignment, nor is the
shell's own message about such a name (``NPM_TOKEN: unbound variable``), nor a name after it
(``PYPI_TOKEN: PYPI_TOKEN is empty``, :func:`_variable_name`), nor a message about it
(``Error: API_KEY: missing value, set it``, :func:`_message_about_variable`), nor code that reads the
variable by name (``token = os.environ["NPM_TOKEN"]``, ``process.env.NPM_TOKEN``), nor a format
placeholder where code fills a credential in (``f"postgresql://app:{pw}@…"``, ``"%s:%s@" % …``,
``${PASSWORD}``, :func:`_placeholder`), nor an error's
message after its class name (``InvalidPasswordError: password authentication failed``) or after a
word of a sentence (``Unexpected token: operator (*)``), nor a job's name before a log line it
printed (``secrets: ERROR: Potential secrets …``). Evidence stays: hexadecimal SHAs and UUIDs
(16 symbols carry at most 4 bits), subresource-integrity hashes (``sha512-…``), go.sum ``h1:``
hashes and an advisory's public id in a link's path (``github.com/advisories/GHSA-35jh-r3h4-6jhm``).

Values the process knows to be secret are masked wherever they appear, whatever their shape:
values given to :func:`register_secret` (the API key and GitHub token inputs), values a log
registered with the runner's ``::add-mask::`` command and values a context pattern masked
(``DB_PASSWORD=…``): :func:`learn_secrets` learns those of a whole log before any of it is shown. A
value shorter than 8 characters is learned only from 4 characters, only where the context says it
is a password (a secret-named variable or config key on a line of its own, in YAML, ``.env``, INI,
TOML or JSON, or as a ``set -x`` trace prints it, ``+ export DB_PASSWORD=…``, also a word it quotes whole,
``+ local 'pw=…'``, ``'-p…'``, each ``'`` as ``'\\''`` (:data:`_SINGLE_QUOTED`), learned as traced and as
the program got it; a one-line JSON, dict
or object dump's key, ``{"password":"…"}``, ``Settings(db_password='…')``; an XML element or NuGet
entry, ``<password>…</password>``, ``key="ClearTextPassword" value="…"``; a shell's ``PGPASSWORD=…
psql``; a URL's user information; ``curl -u``, ``mysql -p``, ``--password=…``, the options of
:data:`_PASSWORD_OPTIONS`, ``htpasswd -b``, ``-Drepo.password=…``; a value passed to such a flag is learned
whichever variable held it, ``local p=…`` too), and a learned value is masked only as a whole token,
where no letter or digit continues it (:func:`_glued`: ``backup_k580.sql`` and ``/tmp/k580-cache``
are masked, ``postgres`` in ``postgresql`` is not), unless it is unmistakable (:func:`_unmistakable`). A public default
(:func:`_public_default`: ``POSTGRES_PASSWORD=postgres``, ``guest:guest@``) is masked nowhere,
whichever pattern meets it.

Every pattern here runs on untrusted text, so every one is an RE2 automaton (google-re2): time is
linear in the length of the text, whatever the text. Masked values read ``<redacted:kind>``.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import os
import re
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import re2

Redactor = Callable[[str], str]

_OPTIONS = re2.Options()
_OPTIONS.max_mem = 64 << 20  # the combined automata are large; RE2 falls back to its NFA beyond
_OPTIONS.log_errors = False  # that fallback (256 long learned values) is no error to print on stderr


@functools.cache
def _linear(pattern: str) -> re2._Regexp:
    """``pattern`` compiled with RE2, once, on first use: the screen below tells which patterns a
    text needs, and most texts need none (compiling them all costs a small log's triage ≈ 9 ms)."""
    return re2.compile(pattern, _OPTIONS)


_SINGLE_QUOTED = r"(?:[^'\n]|'\\'')*"
"""The inside of a shell's single-quoted word as bash's ``set -x`` trace prints it: a ``'`` of the
value closes the quotes, is escaped and opens them again (``'Zq7x'\\''Kp'`` for ``Zq7x'Kp``), so the
word ends at the first ``'`` that no ``\\''`` follows (:func:`_shell_unquoted`)."""
_VALUE = rf"(?:\"[^\"\n]*\"|'{_SINGLE_QUOTED}'|[^\s\"';&|]+)"
"""A command-line argument: double-quoted, single-quoted (:data:`_SINGLE_QUOTED`) or bare, where a
shell's ``;``, ``&`` or ``|`` ends it and the command (``twine upload -p … ; cp …``)."""

_NETRC_VALUE = r"(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"']+(?:[\"']+[^\s\"']+)*)"
"""A ``.netrc`` value (``password z``): quoted, or bare with no quote at its ends, so the shell's
closing quote of ``echo "machine x login y password z" > ~/.netrc`` stays outside the masked value."""

_MASK = r"<redacted:[a-z0-9-]+>"
"""A mask :func:`redact` wrote: its words (``<redacted:password>``) are never a known value's, nor a
user name's and a password's around a ``:``."""
_SECRET_WORDS = (
    r"password|passwd|passphrase|pwd|secret|token|credentials?|creds"
    r"|(?:api|auth|access|account|service|client|db|database|priv|private)[_-]?key|(?:db|database|key)[_-]?pass"
)
"""The words that make a variable's or setting's name a secret's, in any case, anywhere in it: the
keywords of detect-secrets' keyword plugin (Yelp, ``detect_secrets/plugins/keyword.py``,
``DENYLIST``: ``api_?key`` … ``client_?key``, ``db_?pass``, ``database_?pass``, ``key_?pass``,
``password``, ``passwd``, ``pwd``, ``secret``) and of gitleaks' ``generic-api-key`` rule that name a
secret on their own (``credential``, ``creds``, ``token``; its ``access``, ``api``, ``auth`` and
``key`` alone name a setting as often), and ``passphrase`` (``GPG_PASSPHRASE``, Maven's
``<passphrase>``). ``pass``, ``pw`` and a key's material are words only at a name's end
(:data:`_ENDING_NAME`)."""
_NUMBERED = r"(?:[_.-]?[0-9]+|[_.-][Vv][0-9]+)?"
"""What may follow a name's last word and keep it that word's: a number (``PASS2``, ``DB_PASS_2``,
``SSH_KEY1``, ``ADMIN_PW_V2``), as a job numbers its second database's or registry's password."""
_ENDING_NAME = (
    rf"[A-Za-z0-9][\w.-]*[_.-](?i:pass|pw){_NUMBERED}"
    rf"|(?:[A-Za-z0-9][\w.-]*[_.-])?(?i:pass[_.-]phrase|(?:ssh|gpg|pgp|signing|private)[_.-]?key){_NUMBERED}"
)
"""A name ending in the word ``pass`` or ``pw`` after ``_``, ``.`` or ``-`` (``DB_PASS``,
``SMTP_PASS``, ``db.pass``, ``ADMIN_PW``), or in such a word and a number (:data:`_NUMBERED`), the
``_pass\b`` Bridgecrew's detect-secrets adds to the list above: inside a name ``pass`` is as often
``passed``, ``bypass`` or ``compass``, and a bare ``pass:`` counts tests; or in ``pass_phrase`` (``PASS_PHRASE``,
``GPG_PASS_PHRASE``) or the name of a key's material (``SSH_KEY``,
``GPG_KEY``, ``SIGNING_KEY``, ``PRIVATE_KEY``), where ``SSH_KEY_PATH`` names a file and a bare
``KEY`` or ``SORT_KEY`` a setting (:data:`_GENERIC_KEY_NAME`)."""
_SECRET_NAME = rf"(?i:(?:[A-Za-z_][\w.-]*)?(?:{_SECRET_WORDS})[\w.-]*|{_ENDING_NAME})"
"""A variable's or setting's name holding one of :data:`_SECRET_WORDS` (``DB_PASSWORD``, ``token``,
``spring.datasource.password``) or ending as :data:`_ENDING_NAME` says (``DB_PASS``, ``SSH_KEY``)."""
_SHELL_SECRET_NAME = rf"(?:{_SECRET_NAME}|(?i:pass|pw){_NUMBERED})"
"""A shell variable's name that is a secret's: :data:`_SECRET_NAME`, or the bare word ``pass`` or
``pw``, numbered or not (``PASS=…``, ``pw=…``, ``PASS2=…``), read only where a shell assigns it
(``+ PASS=…``, ``export pw=…``): as a setting's key ``pass:`` counts tests. ``PWD`` is the shell's working folder
(:data:`_WORKING_FOLDER_NAMES`)."""
_GENERIC_KEY_NAME = rf"(?i:(?:[A-Za-z0-9][\w.-]*[_.-])?key){_NUMBERED}"
"""A shell variable named ``KEY`` or ``…_KEY`` that :data:`_SECRET_NAME` does not name a secret's: as
often a cache's, a sort's or a map's key (``KEY=linux-node``, ``SORT_KEY=name``) as a password, so
its value is a secret only where it reads as random (:func:`_random_looking`), and learned only from
:data:`_MIN_KNOWN_CHARS` characters: a word there is no secret to mask wherever the log repeats it.
A shorter value of letters and digits without a separator is not learned either, even one mixing
cases (``Zq7xKp``): a cache key's parts have that shape as often (``py311``, ``Py311``, ``macOS14``,
``arm64v8``, ``node18``), and learning one would mask a tox environment, a runner label or an
architecture wherever the log names it; such a value is masked where assigned only."""
_SECRET_ENV_NAME = (
    r"(?:[A-Z0-9_]*(?:PASSWORD|PASSWD|PASSPHRASE|PWD|SECRET|TOKEN|CREDENTIALS?|CREDS"
    r"|(?:API|AUTH|ACCESS|ACCOUNT|SERVICE|CLIENT|DB|DATABASE|PRIV|PRIVATE)_?KEY|(?:DB|DATABASE|KEY)_?PASS)[A-Z0-9_]*"
    r"|[A-Z0-9][A-Z0-9_]*_(?:PASS|PW)(?:_?[0-9]+|_V[0-9]+)?"
    r"|(?:[A-Z0-9][A-Z0-9_]*_)?(?:PASS_PHRASE|(?:SSH|GPG|PGP|SIGNING|PRIVATE)_?KEY)(?:_?[0-9]+|_V[0-9]+)?)"
)
"""The same in an environment variable's upper case (``DB_PASSWORD``, ``SMTP_PASS``, ``SSH_KEY``,
numbered: ``SMTP_PASS_2``), as
the runner lists a step's ``env:`` block; a bare ``PASS`` there is as often a test's status
(``PASS=12 FAIL=0``, ``  PASS: tests/a.sh``)."""
_DECLARATION = r"(?:export|declare|typeset|local|readonly)(?:[ \t]+-[A-Za-z]+)*"
"""A shell builtin that assigns the variables its arguments name (``export``, ``declare -x``,
``typeset``, ``local``, ``readonly``)."""
_SHELL_ASSIGNMENT = rf"(?:\++[ \t]+)?(?:{_DECLARATION}[ \t]+)?"
"""What may stand before ``NAME=value`` on a shell's line: bash's or zsh's ``set -x`` trace, one
``+`` per level of nesting (``+ DB_PASSWORD=…``, ``++ MYSQL_PWD=…``: the default ``PS4``, its first
character repeated), then a builtin that assigns (``export``, ``declare -x``, ``typeset``, ``local``,
``readonly``), as the trace prints the command."""

_TOKEN_PATTERNS: tuple[tuple[str, str], ...] = (
    (
        "private-key",
        r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----(?:[A-Za-z0-9+/=]|\\n|\\r)*"
        r"(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----)?",
    ),
    (
        "github-token",
        r"(?:gh[pousr]_[A-Za-z0-9]{12,255})+|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59,255}|github_pat_[A-Za-z0-9_]{22,255}",
    ),
    ("slack-token", r"xox[abposr]-[A-Za-z0-9-]{10,}"),
    ("npm-token", r"npm_[A-Za-z0-9]{36}"),
    ("gitlab-token", r"glpat-[A-Za-z0-9_-]{20,}"),
    ("openai-key", r"sk-(?:proj-|svcacct-|admin-|ant-)?[A-Za-z0-9_-]{20,}"),
    ("google-api-key", r"AIza[0-9A-Za-z_-]{35}"),
    ("shopify-token", r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}"),
    ("stripe-key", r"(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}"),
    ("huggingface-token", r"hf_[A-Za-z0-9]{30,}"),
    ("pypi-token", r"pypi-AgE[A-Za-z0-9_-]{50,}"),
    ("dockerhub-token", r"dckr_pat_[A-Za-z0-9_-]{20,}"),
    ("sendgrid-key", r"SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}"),
    ("jwt", r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
)
"""Tokens recognised by shape alone; the whole match is masked where it is a whole token, as a
learned value is (:func:`_glued`): where no letter or digit continues it on either side, so a
token a file name or path glues by ``_`` (``<token>_backup.tar.gz``, ``dump_<token>.sql``) is
masked, while ``task-…`` or ``mynpm_…`` holds no ``sk-`` or ``npm_`` token (RE2's ``\\b`` took ``_``
for a word's character, so ``<token>_backup`` was no match). A GitHub token is masked after a word
too (:data:`_PREFIXED_KINDS`). GitHub tokens glued together (``ghp_…ghp_…``) are one match: the
first one's body ends at a letter, so alone it would be left in clear until its neighbour's mask
gave it an end (a second pass). A fine-grained token has the shape GitHub documents ("About
authentication to GitHub", ``github_pat_`` + 22 letters and digits + ``_`` + 59), tried first
(RE2 takes the first alternative that matches at a position), so a ``_word`` a file name glues to it
(``<token>_backup.tar.gz``) stays outside the mask, as after any other token; a longer body of
letters and digits is masked whole, and a ``github_pat_`` of another shape as far as ``_`` and
letters and digits run."""
_PREFIXED_KINDS = frozenset({"github-token"})
"""The token kinds masked also where a letter or digit comes right before them (``xxxxghp_…``):
GitHub designed its prefixes (``ghp_``, ``gho_``, ``ghu_``, ``ghs_``, ``ghr_``, ``github_pat_``) to be
found anywhere, its secret scanning finds them so, and no word ends in them."""

_PASSWORD_OPTIONS: tuple[tuple[str, str], ...] = (
    (r"(?:docker|podman|buildah|skopeo|nerdctl|oras|az|oc|cf)[ \t]+(?:registry[ \t]+)?login", r"-p|--password"),
    (r"helm[ \t]+registry[ \t]+login", r"-p|--password"),
    (r"sshpass", r"-p"),
    (r"twine", r"-p|--password"),
    (r"redis-cli", r"-a|--pass"),
    (r"sqlcmd|bcp", r"-P"),
    (r"mongosh|mongodump|mongorestore|mongoexport|mongoimport|mongofiles|mongostat|mongotop", r"-p|--password"),
    (r"ldapsearch|ldapadd|ldapmodify|ldapdelete|ldapwhoami|ldapcompare|ldapexop", r"-w"),
    (r"openssl", r"-k|-pass(?:in|out)?[ \t]+pass:"),
)
"""The options that take a password, each with the commands (RE2) it does so for, as their manuals
list them: ``docker login -p`` (and Podman's, Buildah's, skopeo's, nerdctl's, ORAS's, Azure CLI's,
OpenShift's ``oc`` and Cloud Foundry's ``cf login``), ``helm registry login -p``, ``sshpass -p``,
``twine upload -p``, ``redis-cli -a`` (its ``-p`` is the port), ``sqlcmd -P`` and ``bcp -P`` (``-p``
prints statistics), MongoDB's ``mongosh -p`` and database tools', OpenLDAP's ``ldapsearch -w``,
OpenSSL's ``openssl enc -k`` and its pass phrase arguments ``-pass``/``-passin``/``-passout pass:…``
(``openssl-passphrase-options(1)``; ``env:``, ``file:``, ``fd:`` name where it is, no password). A
short option means a password only for its own commands (``-p`` is a port for ``ssh``, ``psql``,
``redis-cli`` and ``docker run``), so the option is read on the command's own line, before any
``;``, ``&`` or ``|`` starts another command. ``mysql -p…`` (the value glued to the option) and
``htpasswd -b file user password`` (a position, not an option) have patterns of their own, and so
has ``--password`` (any prefix: ``--db-password``, ``--db-pass=``) for every command. A value glued to
an option (``-pSECRET``) never opens with ``-``: ``--password-stdin`` and ``--password-file`` are
options of their own (``docker login --password-stdin``), their ``-stdin`` no password."""

_PASSWORD_FLAG = (
    r"--?(?:(?:[a-mo-z0-9][a-z0-9]*|n|n[a-np-z0-9][a-z0-9]*|no[a-z0-9]+)-)*"
    r"(?:password|passwd|passphrase|pass|client-secret|secret|token|api-key|access-token)"
)
"""A long option that takes a password for any command (``--password``, ``--db-pass``, ``-token``),
but a negated one (``--no-password``)."""

_CONTEXT_PATTERNS: tuple[tuple[str, str], ...] = (
    (
        "aws-key-id",
        r"(?P<secret>(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16})(?:[^0-9A-Z]|$)",
    ),
    ("azure-client-secret", r"(?:^|[^A-Za-z0-9_~.-])(?P<secret>[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34})"),
    ("password", rf"\b[a-z][a-z0-9+.-]*://(?:{_MASK}|[^\s:/@])*:(?P<secret>[^\s@/]+)@"),
    ("credential", r"(?i)\bauthorization[ \t]*[:=][ \t]*(?:bearer|basic|token|bot)?[ \t]*(?P<secret>[^\s'\"]+)"),
    (
        "password",
        r"\bcurl\b[^\n]*?[ \t](?:-u|--user)(?:[ \t]+|=)?"
        rf"(?:\"(?:{_MASK}|[^\":\n])*:(?P<secret>[^\"\n]*)\"|'(?:{_MASK}|[^':\n])*:(?P<secret2>{_SINGLE_QUOTED})'"
        rf"|(?:{_MASK}|[^\s\"':])*:(?P<secret3>[^\s\"']+))",
    ),
    (
        "password",
        r"\bmysql(?:dump|admin|import|check|sh|slap)?\b[^\n]*?[ \t](?:-p(?P<secret>"
        + _VALUE
        + rf")|'-p(?P<secret2>{_SINGLE_QUOTED})')",
    ),
    (
        "password",
        "(?:"
        + "|".join(rf"\b(?:{tool})\b[^\n;&|]*?[ \t](?:{options})" for tool, options in _PASSWORD_OPTIONS)
        + r")(?:(?:[ \t]+|=)(?P<secret>"
        + _VALUE
        + r")|(?P<secret2>[^\s\"';&|-][^\s\"';&|]*))",
    ),
    ("password", rf"\bopenssl\b[^\n;&|]*?[ \t]-pass(?:in|out)?[ \t]+'pass:(?P<secret>{_SINGLE_QUOTED})'"),
    (
        "password",
        r"\bhtpasswd\b[^\n;&|]*?[ \t](?:-[ABCdimsv]*b[ABCdimsv]*(?:[ \t]+-[A-Za-z]+)*(?:[ \t]+[^\s-]\S*){2}"
        r"|-[A-Za-z]*(?:nb|bn)[A-Za-z]*(?:[ \t]+-[A-Za-z]+)*[ \t]+[^\s-]\S*)[ \t]+(?P<secret>" + _VALUE + ")",
    ),
    (
        "password",
        rf"(?i)(?:^|\s)(?:{_PASSWORD_FLAG}(?:[ \t]+|=)(?:pass:)?"
        rf"(?P<secret>\"[^\"\n]*\"|'{_SINGLE_QUOTED}'|[^\s\"'-][^\s\"']*)"
        rf"|'{_PASSWORD_FLAG}=(?:pass:)?(?P<secret2>{_SINGLE_QUOTED})')",
    ),
    (
        "password",
        rf"(?:^|[ \t])(?:-[DP]{_SECRET_NAME}=(?P<secret>\"[^\"\n]*\"|[^\s\"';&|]*[^\s\"';&|0-9.][^\s\"';&|]*)"
        rf"|'-[DP]{_SECRET_NAME}=(?P<secret2>{_SINGLE_QUOTED})')",
    ),
    (
        "password",
        rf"(?i)<(?:{_SECRET_NAME})>(?P<secret>[^<\s][^<\n]*)</"
        rf"|\bkey=\"{_SECRET_NAME}\"[ \t]+value=\"(?P<secret2>[^\"\n]+)\"",
    ),
    (
        "password",
        r"\bmachine[ \t]+\S+(?:[ \t]+(?:login|account|port)[ \t]+\S+)*?[ \t]+password[ \t]+(?P<secret>"
        + _NETRC_VALUE
        + ")",
    ),
    ("password", r"\blogin[ \t]+\S+[ \t]+password[ \t]+(?P<secret>" + _NETRC_VALUE + ")"),
    ("password", r"(?m)^[ \t]*password[ \t]+(?P<secret>" + _NETRC_VALUE + r")[\"']*[ \t]*$"),
    (
        "secret",
        rf"(?m)^(?:[ \t]*{_SHELL_ASSIGNMENT}(?i:[A-Za-z_][\w.-]*(?:{_SECRET_WORDS})[\w.-]*|{_ENDING_NAME})[ \t]*="
        rf"|[ \t]+{_SECRET_NAME}[ \t]*:)[ \t]*"
        r"(?P<assigned>[^\s\"'][^\n]*[ ;,\"'{}][^\n]*\S)[ \t]*$",
    ),
    (
        "secret",
        rf"(?m)^(?:[ \t]*{_SHELL_ASSIGNMENT}{_SHELL_SECRET_NAME}=|[ \t]+{_SECRET_ENV_NAME}[ \t]*:[ \t]*)"
        rf"(?P<assigned>\"[^\"\n]*\"|'{_SINGLE_QUOTED}'|[^\s\"']+)[ \t]*$",
    ),
    (
        "secret",
        rf"(?m)^[ \t]*(?:\++[ \t]+)?{_DECLARATION}[ \t]+'{_SHELL_SECRET_NAME}="
        rf"(?P<assigned_word>{_SINGLE_QUOTED})'[ \t]*$",
    ),
    (
        "secret",
        rf"(?m)^[ \t]*{_SHELL_ASSIGNMENT}{_GENERIC_KEY_NAME}="
        rf"(?P<generic_key>\"[^\"\n]*\"|'{_SINGLE_QUOTED}'|[^\s\"']+)[ \t]*$",
    ),
    (
        "secret",
        rf"(?m)^(?:[ \t]*{_SECRET_NAME}:[ \t]+|[ \t]*\"{_SECRET_NAME}\"[ \t]*:[ \t]*"
        rf"|(?: {{1,3}})?{_SECRET_NAME}[ \t]*=[ \t]*)"
        r"(?P<assigned>\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'(){}\[\]<>,;]+)[ \t]*,?[ \t]*$",
    ),
    (
        "secret",
        rf"(?:[\"']{_SECRET_NAME}[\"'][ \t]*:[ \t]*|[({{,][ \t]*{_SECRET_NAME}[ \t]*=[ \t]*)"
        r"(?P<assigned>\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'(){}\[\]<>,;=]*[^\s\"'(){}\[\]<>,;=0-9.][^\s\"'(){}\[\]<>,;=]*)"
        r"[ \t]*[,})\]]",
    ),
    (
        "secret",
        rf"(?m)(?:^|[ \t;&|(])(?:env[ \t]+)?{_SECRET_ENV_NAME}="
        rf"(?P<assigned>\"[^\"\n]*\"|'{_SINGLE_QUOTED}'|[^\s\"';&|)]+)[ \t]+\S",
    ),
    (
        "secret",
        rf"(?i)\b[\w.-]*(?:{_SECRET_WORDS})[\w.-]*[\"']?[ \t]*[:=][ \t]*"
        r"(?P<secret>\"[^\"\n]{4,}\"|'[^'\n]{4,}'|[^\s\"',;:][^\s\"',;]{5,})",
    ),
    ("secret", r"(?i)\b[\w.-]*auth[\"']?[ \t]*[:=][ \t]*[\"']?(?P<secret>[A-Za-z0-9+/=_-]{8,})"),
    ("secret", r"(?i)\b[\w.-]*(?:key|sid)[\"']?[ \t]*[:=][ \t]*[\"']?(?P<keyed>[A-Za-z0-9]{20,})"),
)
"""Secrets recognised by what surrounds them; only the ``secret*``, ``assigned`` (or ``keyed``) groups
are masked. A whole line that assigns a secret-named variable (``env`` printing ``DB_PASSWORD=open
sesame 580``, ``export API_TOKEN=a;b``, the runner's step ``env:`` block or a YAML mapping, indented,
``  DB_PASSWORD: Wint3r;Sun99x``, ``  password: correct horse 580``) masks its whole value, spaces,
quotes, ``;`` and ``,`` included, where a later pattern's value would stop at the first of them and
leave the rest in clear (trial 78); an unindented ``NAME: …`` line is read by the later patterns
only, as a sentence or a shell's message may start so (``NPM_TOKEN: must be set to publish``). The
next pattern reads a one-word value of such a line written as a shell, ``env`` or ``.env`` file
writes it (``DB_PASSWORD=k580``, no space around ``=``) or as the runner's step ``env:`` block lists
it (``  DB_PASSWORD: k580``), also after a ``set -x`` trace's ``+`` and ``export``
(:data:`_SHELL_ASSIGNMENT`), a bare ``PASS`` or ``pw`` there too (:data:`_SHELL_SECRET_NAME`); the next
one a generic ``KEY``'s or ``…_KEY``'s value a shell assigns (:data:`_GENERIC_KEY_NAME`), a
``generic_key`` group masked only where it reads as random and learned from :data:`_MIN_KNOWN_CHARS`
characters; the next one a config file ``cat`` printed (``password: k580``,
indented or not, quoted or not; JSON's ``"password": "k580",``; INI's and TOML's ``password = k580``
at the line's start or indented by 1 to 3 spaces, as ``.pypirc`` and ``my.cnf`` may be, where a
traceback indents code by 4), whose bare value holds no bracket, ``,`` or ``;`` (``password: Some(``, Rust's
``{:#?}`` of a struct, opens a value on the next lines): their value, an ``assigned`` group, is
learned from :data:`_MIN_ASSIGNED_CHARS`
characters, where ``    token = args``, an indented line of code with spaces around ``=``, is left
to the last patterns (6 characters or more, learned from 8); the next one a key of a one-line dump
(``{"db":{"password":"k580"}}``, ``{'password': 'k580'}``, ``Settings(db_password='k580')``, Java's
and Kotlin's ``Config{user=app, password=k580}``), its value ended by ``,``, ``}``, ``)`` or ``]``,
a bare one not a number (``{"max_tokens":1024}``, ``create(max_tokens=1024)``: a count, not a key);
so is the value of an upper-case
secret-named variable a command line sets before its command (``PGPASSWORD=k580 psql …``). The
``password`` patterns' values (a URL's, ``curl -u`` (a single-quoted word as :data:`_SINGLE_QUOTED` reads it),
``mysql -p``, ``--password=``, a Java system property's or Gradle project property's ``-D``/``-P`` naming
a secret (``-Djavax.net.ssl.trustStorePassword=…``, ``-PsigningPassword=…``; a bare value of digits
and dots is a C macro's size, ``-DMAX_TOKEN_LEN=256``), an XML element's) are learned
from :data:`_MIN_ASSIGNED_CHARS` characters too: the context says they are passwords."""

_ENVIRONMENT_READ = (
    r"(?:os\.environ|os\.getenv|os\.Getenv|os\.LookupEnv|process\.env|ENV|System\.getenv"
    r"|(?:std::)?env::var(?:_os)?|Environment\.GetEnvironmentVariable|Deno\.env|getenv)[.\[(]"
)
"""The start of code that reads an environment variable by name, the value of ``token = …``: Python's
``os.environ[…]``, ``os.environ.get(…)``, ``os.getenv(…)``; Node's ``process.env.NAME``; Ruby's
``ENV.fetch(…)``; Go's ``os.Getenv(…)``, ``os.LookupEnv(…)``; Java's ``System.getenv(…)``; Rust's
``std::env::var(…)``; .NET's ``Environment.GetEnvironmentVariable(…)``; Deno's ``Deno.env.get(…)``;
C's and PHP's ``getenv(…)``. The name it reads is no secret, and masking it would mask that code
wherever it appears (a masked value is learned). Only the start is matched (RE2, linear)."""

_KEY_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
"""What may not come right before an AWS key id: RE2 has no look-behind, so the pattern leaves the
left side open (a key stuck to ``test_`` or lower-case letters is still a key) and this excludes a
run of upper-case letters and digits that merely contains one."""
_ADD_MASK = r"::add-mask::(?P<secret>[^\n]+)"
HIGH_ENTROPY_MASK = "<redacted:high-entropy>"
"""The mask of a high-entropy string (:func:`_mask_high_entropy`)."""
WRAPPED_MASK = "<redacted:wrapped>"
"""The mask of a value's second half wrapped onto the line after its mask (:func:`_mask_wrapped`)."""
_WRAPPED = r"(?m)<redacted:[a-z0-9-]+>[\"']?[ \t]*\n[ \t]*(?P<secret>[A-Za-z0-9+/=_~.-]{4,})[\"',;]?[ \t]*$"
CANDIDATE_CHARS = 32
"""Fewest characters of a string the high-entropy rule judges."""
_CANDIDATE = rf"[A-Za-z0-9+/_=-]{{{CANDIDATE_CHARS},}}"
_WORD = r"[A-Z]?[a-z]{3,}"
_TIMESTAMP = r"\d{4}-\d{2}-\d{2}(?:T\d{2}[_-]?\d{2}(?:[_-]?\d{2}(?:_\d{1,9})?)?Z?)?|\d{8}T?\d{6}Z?"
"""A date, or a date and time, as a tool writes it into a file name where ``:`` and ``.`` may not
stand (``2026-12-02T14_44_20_492Z``: npm's debug logs; ``2026-12-02T15-04-33_401``: Maven
Surefire's dump files; ``20261202T144420Z``): a name a tool made, not a random token."""
_CGO_SYMBOL = r"_cgo_[0-9a-f]{12}_C[0-9a-z]+_|_cgoexp_[0-9a-f]{12}_"
"""The start of a symbol cgo generates for a C name a Go package uses: ``_cgo_`` with the 12
hexadecimal digits of the package's hash, the kind (``_Cfunc_``, ``_C2func_``, ``_Cmacro_``), then
the C name (``_cgo_47508361d9fb_Cfunc_scale_int``, which GNU ld quotes in ``in function `…'``
above a link error), or ``_cgoexp_`` and the hash for a Go function exported to C (Go's
``cmd/cgo/out.go``): a linker's symbol, not a random token."""
_GENERATED = rf"{_TIMESTAMP}|{_CGO_SYMBOL}"
"""What a tool writes into a name it makes (:data:`_TIMESTAMP`, :data:`_CGO_SYMBOL`): a value
holding one is judged by its parts around it, which a token would still be."""
_PUBLIC_ID = r"GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}|[A-Z][A-Z0-9]{1,9}-(?:19|20)\d{2}-\d{1,7}"
"""An advisory's public id as the advisory databases publish it: GitHub's ``GHSA-35jh-r3h4-6jhm``
(three groups of four from the alphabet GitHub documents for them, "About the GitHub Advisory
database"), and the year-numbered ids of CVE (``CVE-2021-23337``) and the OSV schema's databases
(``PYSEC-2021-59``, ``GO-2022-0493``, ``RUSTSEC-2021-0124``, ``OSV-2020-111``, ``MAL-2022-1``,
``GSD-2021-1000``): what a maintainer reads, or ignores with a reason, in an audit's failure."""
_INTEGRITY = r"sha(?:1|256|384|512)-[A-Za-z0-9+/]{20,}={0,2}$"
_EVIDENCE_BEFORE = ("h1:", "sha1-", "sha256-", "sha384-", "sha512-", "sha256:", "sha512:")
ENTROPY_BITS = 4.2
_MIN_KNOWN_CHARS = 8
"""Known values shorter than this (characters) are not masked: too likely to hit ordinary words
(a local provider's placeholder key such as ``ollama``). A shorter value learned anyway (below) is
masked only where it stands as a whole token (:func:`_glued`)."""
_MIN_MASKED_CHARS = 6
"""The same for values a log registered with ``::add-mask::`` (declared secret by the workflow),
masked inside any text as the runner masks them."""
_MIN_ASSIGNED_CHARS = 4
"""The same for the value a whole line assigns to a secret-named variable (``DB_PASSWORD=k580``, the
runner's step ``env:`` block): the variable's name says it is a password, however short, and a
password of 4 to 7 characters is as real as a longer one (trial 78: ``k580`` and ``s3cr3t!`` were
masked where assigned and printed in clear where the failing step repeated them). Shorter values (1
to 3 characters) are masked where assigned only: as whole tokens they would hit ordinary text."""


def _screen() -> Any:
    """One RE2 set of every pattern above: a single linear pass says which of them can match, so a
    line with nothing secret-shaped costs one scan instead of one per pattern. A set's DFA
    (``kManyMatch``) resets its cache when full instead of giving up as a single regex's may, so a
    long text cannot turn a miss into a skipped pattern (checked on 3 MB of crafted text with a
    1 MiB budget)."""
    screen = re2.Set.SearchSet(_OPTIONS)
    for _, pattern in (*_TOKEN_PATTERNS, *_CONTEXT_PATTERNS, ("", _CANDIDATE), ("", _ADD_MASK)):
        screen.Add(pattern)
    screen.Compile()
    return screen


_SCREEN = _screen()
_CANDIDATE_INDEX = len(_TOKEN_PATTERNS) + len(_CONTEXT_PATTERNS)

MAX_LEARNED_SECRETS = 256
"""Values a context pattern masked (a password after ``curl -u``, a ``PASSWORD=`` value) are also
masked by value wherever they appear, up to this many distinct values per process: each one
recompiles the pattern of known values, so a crafted log cannot make that quadratic."""

_known: dict[str, str] = {}
_whole_tokens: set[str] = set()
_learned_words: set[str] = set()
"""The whole-token values (:data:`_whole_tokens`) a pattern learned from a log: a password that may
be an ordinary word (``DB_PASSWORD=failed``), which :func:`redact_composed` leaves in ci-triage's
own wording."""
_public: set[str] = set()
_known_lock = threading.Lock()
_known_pattern: list[re2._Regexp | None] = [None]


def register_secret(
    value: str | None,
    name: str = "known-secret",
    minimum: int = _MIN_KNOWN_CHARS,
    *,
    anywhere: bool = False,
    learned: bool = False,
) -> None:
    """Mask ``value`` (e.g. the API key or GitHub token input) wherever :func:`redact` meets it from
    now on, as ``<redacted:name>``. Values shorter than ``minimum`` characters (default 8) are ignored,
    and so is a mask (``<redacted:…>``). A value shorter than 8 characters is masked
    only as a whole token (:func:`_glued`) unless ``anywhere`` (the runner's ``::add-mask::``,
    which masks inside any text). ``learned``: a pattern read it in a log's text, so
    :func:`redact_composed` leaves it where it could be an ordinary word (a whole token)."""
    value = (value or "").strip()
    if len(value) < minimum or value.startswith("<redacted"):
        return
    with _known_lock:
        if value not in _known and value not in _public:
            _known[value] = name
            if not anywhere and not _unmistakable(value):
                _whole_tokens.add(value)
                if learned:
                    _learned_words.add(value)
            _compile_known()


def _compile_known() -> None:
    """The pattern of every known value, longest first (one value may contain another), after the
    mask (:data:`_MASK`), which is kept whole; called with :data:`_known_lock` held."""
    ordered = sorted(_known, key=len, reverse=True)
    alternatives = [_MASK, *(re2.escape(known) for known in ordered)]
    _known_pattern[0] = re2.compile("|".join(alternatives), _OPTIONS) if ordered else None


def _unmistakable(value: str) -> bool:
    """Whether a known ``value`` is masked inside a longer run of letters and digits too
    (``<value>ql``), not only as a whole token (:func:`_glued`): it has :data:`_MIN_KNOWN_CHARS`
    characters or more, mixes two or more of upper-case letters, lower-case letters, digits and
    other characters, and is not mostly words (:data:`_WORD`), so no identifier, file name or English
    word holds it by chance. ``postgres``, ``hunter2secret`` or a value of 4 to 7 characters inside
    ``postgresql``, ``hunter2secrets`` or ``k5800`` is another word, left as it is; ``iR0xe6bq`` is
    masked wherever it stands."""
    return len(value) >= _MIN_KNOWN_CHARS and _random_looking(value)


def _random_looking(value: str) -> bool:
    """Whether ``value`` mixes two or more of upper-case letters, lower-case letters, digits and other
    characters and is not mostly words (:data:`_WORD`): ``Zq7xKp``, not ``linux-node`` or ``name``."""
    classes = (str.isupper, str.islower, str.isdigit, lambda ch: not ch.isalnum())
    if sum(any(test(ch) for ch in value) for test in classes) < 2:
        return False
    return sum(len(word) for word in _linear(_WORD).findall(value)) < len(value) / 2


def _declare_public(value: str) -> None:
    """Remember ``value`` as a public default (:func:`_public_default`): it is learned by no pattern
    from now on, and forgotten if one learned it already (a URL's ``app:postgres@`` read before the
    step's ``POSTGRES_PASSWORD: postgres``)."""
    with _known_lock:
        _public.add(value)
        if _known.pop(value, None) is not None:
            _whole_tokens.discard(value)
            _learned_words.discard(value)
            _compile_known()


def _glued(text: str, start: int, end: int) -> bool:
    """Whether the known value ``text[start:end]`` stands inside a longer run of letters and digits:
    its first character is a letter or digit (any script's) and so is the one right before it, or its
    last character is and so is the one right after it. A value delimited by anything else is a
    whole token, masked: a text's edge, a space, punctuation, ``_``, ``-``, ``.``, ``/``
    (``backup_k580.sql``, ``/tmp/k580-cache``, ``user:k580@host``), where a file name or path built
    from the value shows it whole. Inside a longer run it is another word (``k5800``, ``postgres`` in
    ``postgresql``, ``test`` in ``testing``), left as it is. RE2's ``\\b`` takes ``_`` for a word's
    character, so this is judged on each match of the bare value instead."""
    return (text[start].isalnum() and start > 0 and text[start - 1].isalnum()) or (
        text[end - 1].isalnum() and end < len(text) and text[end].isalnum()
    )


def forget_secrets() -> None:
    """Drop every value given to :func:`register_secret` (for tests and long-lived processes)."""
    with _known_lock:
        _known.clear()
        _whole_tokens.clear()
        _learned_words.clear()
        _public.clear()
        _known_pattern[0] = None


def redact(text: str) -> str:
    """``text`` with every secret-shaped or known secret string replaced by ``<redacted:kind>``.

    A value a pattern learns here is masked wherever ``text`` shows it: the text is read again from
    the start with that value known, as any later call would read it, so the result is the same
    whether the value was learned now or before, and redacting the result changes nothing (the
    pattern's own mask and the learned value's would otherwise meet differently in the two: the
    ``commit:`` of ``https://commit:commit:@/`` is a user name and ``:`` before, a password after)."""
    return _redact(text, words=True)


def redact_composed(text: str) -> str:
    """``text`` that ci-triage composed of its own wording and of pieces redacted when they were read
    (a sticky comment, a job summary, a check run, a fix PR's body, a step output, a trace record),
    masked as :func:`redact` masks it, but for a value learned from a log that may be an ordinary
    word (one masked only as a whole token: ``DB_PASSWORD=failed``). The pieces show that value masked
    already; masking it again in ci-triage's own words (``failed tests``, ``The test x failed.``,
    a JSON key ``failed_tests_total``) would tell the reader the password. Every other secret (a
    token's shape, a value in context, an unmistakable known value, an input's) is masked: the last
    guard before text leaves the process."""
    return _redact(text, words=False)


_MAX_PASSES = 4
"""Readings of a redacted text again (:func:`_redact`) before it is returned as it stands."""


def _redact(text: str, *, words: bool) -> str:
    """:func:`redact` (``words``: mask the learned values that may be ordinary words too) or
    :func:`redact_composed`. The result is read again until a reading changes nothing (at most
    :data:`_MAX_PASSES` times): a pattern's match consumes the text it read, so in a line where two
    commands' matches overlap (``twine upload -p "}"}twine upload -p twine upload -p +``) the first
    reading's masks end the matches elsewhere than the second's would, and a second :func:`redact`
    would mask more. A value learned on the way starts the reading again from ``text``."""
    _learn_masked(text)
    while True:
        state = learned_state()
        read, masked = text, _redact_once(text, words=words)
        for _ in range(_MAX_PASSES):
            if masked == read or learned_state() != state:
                break  # nothing masked: a reading again would read the same text the same way
            read, masked = masked, _redact_once(masked, words=words)
        if learned_state() == state:
            return masked


def learned_state() -> tuple[int, int]:
    """How many values are known and how many public (:func:`_public_default`): a change means a
    text read before may read differently now."""
    return len(_known), len(_public)


def _redact_once(text: str, *, words: bool = True) -> str:
    """:func:`redact`'s one reading of ``text`` with the values known when it starts (``words``: as
    in :func:`_redact`)."""
    text = _mask_known(text, words=words)
    hits = set(_SCREEN.Match(text) or ())
    for index, (kind, pattern) in enumerate(_TOKEN_PATTERNS):
        if index in hits:
            text = _linear(pattern).sub(lambda m, kind=kind: _mask_token(m, kind), text)
    for index, (kind, pattern) in enumerate(_CONTEXT_PATTERNS, start=len(_TOKEN_PATTERNS)):
        if index in hits:
            text = _linear(pattern).sub(lambda m, kind=kind: _mask_groups(m, kind), text)
    if hits:
        text = _mask_known(text, words=words)  # a known value that held a token, by its mask (k580<redacted:…>)
    text = _mask_wrapped_lines(text)  # a mask's value wrapped onto the next line, whichever step wrote the mask
    return _linear(_CANDIDATE).sub(_mask_high_entropy, text) if _CANDIDATE_INDEX in hits else text


def _mask_wrapped_lines(text: str) -> str:
    """``text`` with the line after each mask masked as its value's wrapped second half where it reads
    as one (:func:`_mask_wrapped`): the one rule of :func:`redact` and :func:`find_secrets`, whether
    the mask was in ``text`` already, a known value's or a pattern's."""
    if "\n" in text and "<redacted:" in text:
        return _linear(_WRAPPED).sub(_mask_wrapped, text)
    return text


CONTEXT_SCREEN = (
    rb"(?i:pass|pw|secret|token|key|cred|auth|sid)[\w.\-\"'\x00-\x08\x0b-\x1f\[;]*[ \t]*[:=>]"
    rb"|(?i:pass|pwd|secret|token|key|cred)[\w.-]*\"[ \t]+value="
    rb"|(?i:-(?:password|passwd|passphrase|pass|client-secret|secret|token|api-key|access-token))[ \t]|password[ \t]"
    rb"|curl|mysql|login|sshpass|twine|redis-cli|htpasswd|sqlcmd|bcp|mongo|ldap|openssl|://[^\s/@]*:[^\s@/]+@|AKIA|ASIA|ABIA|ACCA|\dQ~|::add-mask::"
)
"""An RE2 pattern (bytes) that matches inside every match of a context pattern and every
``::add-mask::`` command, also in a raw line whose name and ``=`` colour codes or control characters
part (the analysis reads the line without them): a line it misses holds no value
:func:`learn_secrets` would learn, so a scan of a whole log's bytes picks the few lines worth
decoding and reading. A name's keyword, then ``:`` or ``=`` (``DB_PASSWORD=``, ``api_key:``), a
password option (``--token VALUE``), a ``.netrc`` entry, the commands whose patterns take a
password, a URL's credentials, and the literals of the key shapes that need context."""


def can_learn() -> bool:
    """Whether :func:`learn_secrets` can still learn a value (fewer than :data:`MAX_LEARNED_SECRETS` known)."""
    return len(_known) < MAX_LEARNED_SECRETS


def learn_secrets(text: str) -> None:
    """Learn, without masking anything, each value :func:`redact` would learn from ``text``: a
    value registered with ``::add-mask::`` and every value a context pattern masks (``DB_PASSWORD=…``,
    ``password: …``, ``curl -u user:…``). From then on :func:`redact` masks it wherever it meets it:
    a password an earlier step printed is masked where a failing step repeats it bare (up to
    :data:`MAX_LEARNED_SECRETS` values). Time is linear in the length of ``text``."""
    _learn_masked(text)
    hits = set(_SCREEN.Match(text) or ())
    for index, (kind, pattern) in enumerate(_CONTEXT_PATTERNS, start=len(_TOKEN_PATTERNS)):
        if index in hits:
            for match in _linear(pattern).finditer(text):
                _mask_groups(match, kind)


def _learn_masked(text: str) -> None:
    if "::add-mask::" in text:
        for match in _linear(_ADD_MASK).finditer(text):
            register_secret(match["secret"], "masked-value", _MIN_MASKED_CHARS, anywhere=True)


def _mask_known(text: str, *, words: bool = True) -> str:
    """``text`` with every known value masked (a short one only as a whole token, :func:`_glued`; a
    learned one that may be an ordinary word, :data:`_learned_words`, only when ``words``), and
    every mask already in it kept as it is. Where a value is left as it stands, a shorter known value
    it starts with is tried there (``k580`` of ``k580-x9`` glued to ``k580-x9y``), then the text is
    searched again from the next character."""
    known = _known_pattern[0]
    if known is None:
        return text
    pieces: list[str] = []
    cursor = position = 0
    while (match := known.search(text, position)) is not None:
        start = match.start()
        end = _masked_end(known, text, start, match.end(), words=words)
        name = _known.get(text[start:end])
        if end < 0:
            position = start + 1
        elif name is None:  # a mask, kept whole
            position = end
        else:
            pieces += [text[cursor:start], f"<redacted:{name}>"]
            cursor = position = end
    return "".join([*pieces, text[cursor:]]) if pieces else text


def _masked_end(known: re2._Regexp, text: str, start: int, end: int, *, words: bool = True) -> int:
    """Where the longest known value or mask at ``text[start]`` (``known`` matched up to ``end``) that is
    not left in place (:func:`_left_in_place`; a learned word too unless ``words``) ends, or -1 when
    every one there is."""
    while text[start:end] in _whole_tokens and (
        _left_in_place(text, start, end) or (not words and text[start:end] in _learned_words)
    ):
        shorter = known.match(text, start, end - 1)
        if shorter is None:
            return -1
        end = shorter.end()
    return end


def _left_in_place(text: str, start: int, end: int) -> bool:
    """Whether the whole token ``text[start:end]`` (a known value) is left as it stands: inside a
    longer run of letters and digits (:func:`_glued`), or glued to a mask: a short value beside a
    string a pattern masked stood inside a longer word before that mask was written (``k580ghp_…``),
    so masking it now would mask what the first pass left, and a second pass over the result would
    not return it unchanged."""
    return _glued(text, start, end) or text.startswith("<redacted:", end) or _ends_with_mask(text, start)


def _mask_end(text: str, position: int) -> int:
    """Where the mask (:data:`_MASK`) ``text[position]`` is a character of, other than its first,
    ends, or -1. A pattern reading ``:`` as a separator would read its ``<redacted:password>`` as a
    user name and the start of a password; such a value is masked from the mask's end on, so that
    the mask it began in stays whole."""
    begin = text.rfind("<redacted:", max(0, position - 64), position)
    if begin < 0:
        return -1
    found = _linear(_MASK).match(text[begin : position + 64])
    return begin + found.end() if found is not None and begin + found.end() > position else -1


def _ends_with_mask(text: str, end: int) -> bool:
    """Whether ``text[:end]`` ends with a mask (:data:`_MASK`)."""
    begin = text.rfind("<redacted:", max(0, end - 64), end)
    return begin >= 0 and _linear(_MASK).fullmatch(text[begin:end]) is not None


def redact_lines(lines: Iterable[str], redactor: Redactor | None = None) -> list[str]:
    """``redactor`` (default :func:`redact`) over consecutive lines of one log at once, so that the
    second half of a secret wrapped onto the next line is masked too; one string per line in."""
    lines = list(lines)
    chosen = redactor or redact
    if not lines or any("\n" in line for line in lines):
        return [chosen(line) for line in lines]
    joined = chosen("\n".join(lines)).split("\n")
    return joined if len(joined) == len(lines) else [chosen(line) for line in lines]


def find_secrets(text: str, *, composed: bool = False) -> list[str]:
    """The kinds of secret-shaped strings in ``text`` (empty when :func:`redact` would change nothing;
    ``composed``: when :func:`redact_composed` would, for text ci-triage composed, a comment)."""
    kinds = [
        kind
        for kind, pattern in _TOKEN_PATTERNS
        if any(_mask_token(m, kind) != m.group() for m in _linear(pattern).finditer(text))
    ]
    if _mask_known(text, words=not composed) != text:
        kinds.append("known-secret")
    for kind, pattern in _CONTEXT_PATTERNS:
        if any(_mask_groups(m, kind) != m.group() for m in _linear(pattern).finditer(text)):
            kinds.append(kind)
    if _mask_wrapped_lines(text) != text:
        kinds.append("wrapped")
    if any(_mask_high_entropy(m) != m.group() for m in _linear(_CANDIDATE).finditer(text)):
        kinds.append("high-entropy")
    return list(dict.fromkeys(kinds))


def _mask_token(match: Any, kind: str) -> str:
    """The token ``match`` masked, or left as it is where a letter or digit continues it
    (as :func:`_glued` judges a learned value; before it, only for a kind not in :data:`_PREFIXED_KINDS`)."""
    text, start, end = match.string, match.start(), match.end()
    after = end < len(text) and text[end - 1].isalnum() and text[end].isalnum()
    before = kind not in _PREFIXED_KINDS and start > 0 and text[start].isalnum() and text[start - 1].isalnum()
    return match.group() if after or before else f"<redacted:{kind}>"


def _mask_groups(match: Any, kind: str) -> str:
    """The match with each participating secret group masked, unless its value is already masked
    (GitHub's ``***``, ours, a ``$VARIABLE`` or ``${{ expression }}`` reference)."""
    start = match.start()
    if kind == "secret" and start > 0 and match.string[start - 1] in "$%":
        return match.group()  # a variable reference such as $DB_PASSWORD or %API_TOKEN%
    if kind == "secret" and match.string[max(0, start - 2) : start] == "${" and _expansion_operand(match):
        return match.group()  # ${NPM_TOKEN:?message}: the shell's words when NPM_TOKEN is unset
    if kind == "secret" and _shell_message(match):
        return match.group()  # bash's "MAVEN_TOKEN: unbound variable": the name is unset, no value shown
    if kind == "secret" and _assigned_name(match).upper() in _WORKING_FOLDER_NAMES:
        return match.group()  # PWD=/home/runner/work/app/app: the shell's working folder, no password
    if kind == "secret" and _message_after_name(match):
        return match.group()  # "InvalidPasswordError: password authentication failed": an error's message
    if kind == "secret" and _message_about_variable(match):
        return match.group()  # "Error: API_KEY: missing value, set it": a message about the variable
    if kind == "secret" and _log_line_after_name(match):
        return match.group()  # "secrets: ERROR: Potential secrets …": a job's name before its log line
    if kind == "aws-key-id" and start > 0 and match.string[start - 1] in _KEY_ID_CHARS:
        return match.group()  # inside a longer upper-case run (a hash), not a key id of its own
    text = match.group()
    pieces: list[str] = []
    cursor = 0
    for group, value in match.groupdict().items():
        if value is None:
            continue
        if group == "keyed" and not _looks_like_key(value, match.string, match.end()):
            continue
        if group == "generic_key" and not _generic_key_value(value):
            continue
        begin, end = match.span(match.re.groupindex[group])
        mask_end = _mask_end(match.string, begin)
        if mask_end >= 0:  # a value starting inside a mask: its part after the mask, not learned
            if mask_end < end and not _already_masked(match.string[mask_end:end]):
                pieces += [text[cursor : mask_end - start], f"<redacted:{kind}>"]
                cursor = end - start
            continue
        if _already_masked(value) or _linear(_ENVIRONMENT_READ).match(value.strip("\"'")) or _literal(value):
            continue
        if _placeholder(value):
            continue  # f"postgresql://app:{pw}@…": code that fills the credential in at run time
        if kind == "secret" and _variable_name(value, match):
            continue  # "PYPI_TOKEN: PYPI_TOKEN is empty": a variable's name, not its value
        if _public_default(value, kind, match, begin):
            continue
        if can_learn():
            short = group.startswith("assigned") or kind == "password"
            minimum = _MIN_ASSIGNED_CHARS if short else _MIN_KNOWN_CHARS
            for form in dict.fromkeys((value.strip("\"'"), _shell_unquoted(value))):
                register_secret(form, kind, minimum, learned=True)
        pieces.append(text[cursor : begin - start])
        pieces.append(f"<redacted:{kind}>")
        cursor = end - start
    pieces.append(text[cursor:])
    return "".join(pieces)


def _shell_unquoted(value: str) -> str:
    """``value`` (a group of a pattern, quotes and all) as the program got it: without its quotes,
    and each ``'\\''`` with which bash's ``set -x`` trace prints a ``'`` inside single quotes
    (:data:`_SINGLE_QUOTED`) read as that ``'``: ``Zq7x'Kp`` of ``'Zq7x'\\''Kp'``, the value a file
    name or a tool's message shows later."""
    return value.strip("\"'").replace("'\\''", "'")


def _generic_key_value(value: str) -> bool:
    """Whether ``value``, assigned to a generic ``KEY`` (:data:`_GENERIC_KEY_NAME`), is a secret: it has
    :data:`_MIN_ASSIGNED_CHARS` characters or more, quotes aside, and reads as random
    (:func:`_random_looking`)."""
    bare = value.strip("\"'")
    return len(bare) >= _MIN_ASSIGNED_CHARS and _random_looking(bare)


def _assigned_name(match: Any) -> str:
    """The name a ``secret`` ``match`` assigns to: its text before the first ``=`` or ``:``, without
    quotes, spaces or a shell's ``export`` (``DB_PASSWORD`` of ``export DB_PASSWORD=…``)."""
    before = match.group().split("=", 1)[0].split(":", 1)[0].strip(" \t\"'")
    return before.rsplit(None, 1)[-1] if before else before


def _public_default(value: str, kind: str, match: Any, begin: int) -> bool:
    """Whether ``value``, the group of a ``kind`` ``match`` starting at ``begin``, is a public default,
    neither masked nor learned by any pattern: a word of the name it is assigned to
    (:func:`_named_default`), the user name right before it (``postgres:postgres@``, ``curl -u
    guest:guest``: whoever reads the user reads it), a whole word of the command line before a
    ``password`` (``mysql -u root -proot``, ``ldapadd -D cn=admin,dc=symfony,dc=com -w symfony``: the
    user or bind DN it repeats), or a value the text showed so before (the ``postgres`` of
    ``postgresql://app:postgres@…`` below ``POSTGRES_PASSWORD: postgres``)."""
    bare = value.strip("\"'")
    if bare in _public:
        return True
    start = begin - len(bare) - 1
    user = start >= 0 and match.string[start:begin] == f"{bare}:" and match.string[start - 1 : start] in "/ \t\"'="
    before = match.string[match.start() : begin]
    repeated = kind == "password" and bare in _linear(r"[A-Za-z0-9]+").findall(before)
    if not (user or repeated or (kind == "secret" and _named_default(value, match))):
        return False
    _declare_public(bare)
    return True


def _named_default(value: str, match: Any) -> bool:
    """Whether ``value`` (a ``secret`` ``match``'s, quotes and case aside) is a word of the name it is
    assigned to: ``POSTGRES_PASSWORD=postgres``, ``MYSQL_ROOT_PASSWORD=root``,
    ``postgresPassword: postgres``, ``ADMIN_PASSWORD=admin``. Such a value is the public default a
    service image documents (the Docker ``postgres`` image's user, database and, in countless
    workflows, password), and whoever reads the name reads it: every format shows the name. Masking
    it hides nothing, yet masks, wherever the log shows it, the user name, the database, the service
    id and the image the diagnosis cites (trial 78: ``psql -U <redacted:secret>``, ``service
    `<redacted:secret>```), and tells the reader that each of them is the password. A value that is
    no word of its name (``POSTGRES_PASSWORD=test``) stays masked and learned, whatever else it equals."""
    words = {word.lower() for word in _linear(r"[A-Z]?[a-z0-9]+|[A-Z0-9]+").findall(_assigned_name(match))}
    return value.strip("\"'").lower() in words


_WORKING_FOLDER_NAMES = frozenset({"PWD", "OLDPWD"})
"""The variables a POSIX shell keeps its working folder and the one before in (``env`` prints
``PWD=/home/runner/work/app/app``): ``pwd`` in them names no password."""

_LITERALS = frozenset({"true", "false", "null", "none", "nil", "yes", "no", "on", "off"})
"""Values a setting spells as a word of YAML 1.1 (booleans, null) or a language's null: ``persist-credentials:
false`` sets a flag, it holds no secret."""
_ABSENT_WORDS = frozenset({"", "undefined", "missing", "empty", "unset"})
"""Words a program prints in place of a value that is not there: JavaScript's ``undefined`` (envalid
8.2.0's report of the variables missing, ``    DEPLOY_TOKEN: undefined``), a placeholder's
``<missing>``, ``(empty)``, ``<unset>``, and nothing at all (``""``). A secret's name beside one
shows that the secret is missing, not its value."""


def _literal(value: str) -> bool:
    """Whether ``value``, without quotes and a trailing backtick or sentence punctuation, and without
    one pair of ``<…>`` or ``(…)`` around it (Go's ``<nil>``, ``(null)``), is one of :data:`_LITERALS`
    or :data:`_ABSENT_WORDS` in any case: no secret, so neither masked nor learned."""
    bare = value.strip("\"'").rstrip("`.,")
    bare = bare[1:-1] if bare[:1] + bare[-1:] in ("<>", "()") else bare.rstrip(")")
    return bare.lower() in _LITERALS | _ABSENT_WORDS


_BRACED_PLACEHOLDER = r"\{\{[^{}\n]*\}\}|[$#]?\{[^{}\n]*\}"
"""A format placeholder in braces, where code fills in a value at run time: Jinja's, Go templates'
and Handlebars' ``{{ password }}``; Python's ``str.format`` and f-strings', Rust's ``format!``,
.NET's and SLF4J's ``{pw}``, ``{}``, ``{0}``, ``{:?}``; shell's and JavaScript's ``${PASSWORD}``;
Ruby's ``#{pw}``."""
_PRINTF_PLACEHOLDER = r"%(?:\([A-Za-z_][A-Za-z0-9_]*\))?[-+ #0]*[0-9]*(?:\.[0-9]+)?[A-Za-z]"
"""A printf conversion (C's, Python's ``%`` operator's, Go's): ``%s``, ``%(pw)s``, ``%-8s``, ``%v``."""
_MAX_LITERAL_CHARS = 3
"""Characters a value holding a placeholder in braces may have outside its placeholders and still
hold no credential: fewer than a learned password's :data:`_MIN_ASSIGNED_CHARS`."""


def _placeholder(value: str) -> bool:
    """Whether ``value`` (quotes aside) is a template, no credential: printf conversions alone
    (:data:`_PRINTF_PLACEHOLDER`: ``%s``, ``%(pw)s``), or placeholders in braces
    (:data:`_BRACED_PLACEHOLDER`) and at most :data:`_MAX_LITERAL_CHARS` characters around them
    (``{pw}``, ``x{pw}y``). A source line a traceback or a test listing quotes builds the credential
    there (``f"postgresql://app:{pw}@127.0.0.1/db"``, ``"postgresql://%s:%s@%s/db" % …``) and shows
    none of it; masking and learning ``{pw}`` would mask the code wherever it appears and hide how
    the URL was built. A literal value beside a placeholder (``hunter2{n}``) is still masked, and so
    is one holding ``%`` and a letter (``p%ss``), a password's shape as much as a conversion's."""
    bare = value.strip("\"'")
    unbraced = _linear(_BRACED_PLACEHOLDER).sub("", bare)
    literal = _linear(_PRINTF_PLACEHOLDER).sub("", unbraced)
    if not literal:
        return bool(bare)
    return unbraced != bare and len(literal) <= _MAX_LITERAL_CHARS


def _expansion_operand(match: Any) -> bool:
    """Whether the value a ``secret`` ``match`` found right after ``${NAME:`` is the operand of a
    shell parameter expansion (POSIX, Shell Command Language, 2.6.2 Parameter Expansion) that holds
    no value of NAME: ``${NAME:?message}`` (the error the shell prints when NAME is unset or empty),
    or ``${NAME:-$OTHER}`` / ``${NAME:=$OTHER}`` / ``${NAME:+$OTHER}`` (another variable's reference).
    A literal default (``${DB_PASSWORD:-hunter2secret}``) is a value NAME takes, so it stays masked."""
    value = next((value for value in match.groupdict().values() if value), "").strip("\"'")
    return value.startswith("?") or (value[:1] in "-=+" and value[1:2] == "$")


_SHELL_VARIABLE_MESSAGES = frozenset(
    {"unbound variable", "parameter null or not set", "parameter not set", "readonly variable"}
)
"""What a shell prints after ``NAME: `` about a variable it could not expand or assign (bash's
``set -u`` error and ``${NAME:?}`` without a message, dash's and zsh's ``parameter not set``, bash's
``readonly variable``): the shell's words, never a value of NAME."""


def _shell_message(match: Any) -> bool:
    """Whether a ``secret`` ``match``'s value starts, right after ``NAME: ``, a line's remainder that
    is one of :data:`_SHELL_VARIABLE_MESSAGES` as a whole, or one closed by a backtick (a report
    quoting the shell's line: ``(the log: `…: TOKEN: unbound variable`)``); so ``TOKEN: unbound2x9``
    stays masked."""
    groups = match.re.groupindex
    begin = next((match.start(groups[name]) for name, value in match.groupdict().items() if value is not None), -1)
    if begin < 2 or match.string[begin - 2 : begin] != ": ":
        return False
    end = match.string.find("\n", begin)
    rest = match.string[begin : end if end >= 0 else None].rstrip()
    return rest in _SHELL_VARIABLE_MESSAGES or rest.partition("`")[0] in _SHELL_VARIABLE_MESSAGES


_EXCEPTION_SUFFIXES = ("Error", "Exception", "Warning")
"""How the class name of an exception or warning ends in Python, Java, JavaScript, .NET and Ruby
(``asyncpg.exceptions.InvalidPasswordError``, ``NoCredentialsError``, ``JsonWebTokenError``)."""


def _message_after_name(match: Any) -> bool:
    """Whether a ``secret`` ``match``'s ``NAME: value`` is a message, not an assignment: NAME is an
    exception's class name, dotted or not, as a traceback or test report prints it before its message
    (``asyncpg.exceptions.InvalidPasswordError: password authentication failed for user "ci"``,
    ``botocore.exceptions.NoCredentialsError: Unable to locate credentials``); or NAME is one word of
    a sentence, after another word, and the value one lower-case word the sentence goes on after
    (``Unexpected token: operator (<)``), where a value of a password's shape stays masked
    (``Wrong password: hunter22``, ``Admin password: letmein`` at the line's end); or the value is a
    capitalised word a sentence goes on after (``credential_validation_SUITE: Starting test, 17 test
    cases``, Common Test's progress line)."""
    text = match.group()
    colon, equals = text.find(":"), text.find("=")
    if colon < 0 or 0 <= equals < colon:
        return False  # NAME=value assigns, whatever NAME is
    name = text[:colon].rstrip(" \t\"'")
    last = name.rsplit(".", 1)[-1]
    if last[:1].isupper() and last.endswith(_EXCEPTION_SUFFIXES):
        return True
    value = next((value for value in match.groupdict().values() if value), "")
    start, end = match.start(), match.end()
    before = match.string[max(0, start - 2) : start]
    after = match.string[end : end + 2]
    if value.isalpha() and value[:1].isupper() and value[1:].islower() and after[:1] == " " and after[1:].strip():
        return True  # "credential_validation_SUITE: Starting test, 17 test cases": a sentence starts
    return (
        name.isalpha()
        and len(before) == 2
        and before[0].isalpha()
        and before[1] == " "
        and value.isalpha()
        and value.islower()
        and len(after) == 2
        and after[0] == " "
        and not after[1].isspace()
    )


_VARIABLE_SUBJECT = r"\S: [A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$"
"""What stands before a message's ``: `` that names an environment variable as its subject: an
upper-case name with ``_`` after another message's ``: `` (``Error: API_KEY``, ``./publish.sh: line
3: PYPI_TOKEN``), the ``program: subject: message`` form of a diagnostic. A name at the line's start
may be a file's setting (``API_KEY: value``), so it is not read so."""
_MESSAGE_GOES_ON = r"[ \t]+[A-Za-z]"
"""A sentence going on after a word: blanks, then a word."""


def _message_about_variable(match: Any) -> bool:
    """Whether a ``secret`` ``match``'s ``NAME: value`` is a message about the variable NAME, not its
    value: NAME is an environment variable's upper-case name after another message's ``: ``
    (:data:`_VARIABLE_SUBJECT`), and the value one lower-case word a sentence goes
    on after on the same line (``Error: API_KEY: missing value, set it in repository secrets``, a
    CLI's check of its token; ``NPM_TOKEN: empty in this run, set it``). A value of a password's
    shape (digits, capitals, symbols) or a lower-case word at the line's end stays masked
    (``API_TOKEN: operator``)."""
    text = match.group()
    colon, equals = text.find(":"), text.find("=")
    if colon < 0 or 0 <= equals < colon:
        return False
    line_start = match.string.rfind("\n", 0, match.start()) + 1
    before = match.string[line_start : match.start() + colon].rstrip(" \t\"'")
    if _linear(_VARIABLE_SUBJECT).search(before) is None:
        return False
    value = next((value for value in match.groupdict().values() if value), "")
    after = match.string[match.end() :].partition("\n")[0]
    return value.isalpha() and value.islower() and _linear(_MESSAGE_GOES_ON).match(after) is not None


def _variable_name(value: str, match: Any) -> bool:
    """Whether ``value``, a ``secret`` ``match``'s, is a variable's name, not a value: the name it is
    assigned to itself (``PYPI_TOKEN: PYPI_TOKEN is empty - set the repository secret``, bash's
    ``${PYPI_TOKEN:?message}`` naming it again), or an upper-case name with ``_`` that names a secret
    (:data:`_SECRET_ENV_NAME`: ``GH_TOKEN: GITHUB_TOKEN is not set``). Such a name is what a
    maintainer needs to read to set the secret; masking it would also mask it, learned, wherever the
    log and the workflow show it (``${{ secrets.PYPI_TOKEN }}``)."""
    bare = value.strip("\"'")
    if bare == _assigned_name(match):
        return bool(bare)
    return "_" in bare and _linear(rf"(?:{_SECRET_ENV_NAME})").fullmatch(bare) is not None


_LOG_LEVEL = (
    r"(?i)\[?(?:emerg(?:ency)?|alert|crit(?:ical)?|err(?:or)?|warn(?:ing)?|notice|info(?:rmational)?|debug"
    r"|trace|fatal|severe)\]?:?[ \t]+\S"
)
"""A log line's start: a severity (syslog's, RFC 5424 6.2.1, and the words of common loggers: ``ERROR``,
``WARN``, ``[info]``, ``FATAL``, ``SEVERE``), then more words on the line."""


def _log_line_after_name(match: Any) -> bool:
    """Whether a ``secret`` ``match``'s ``NAME: value`` is a label before a log line, not an
    assignment: the value starts with a severity that more words follow on its line
    (:data:`_LOG_LEVEL`), as a job's or step's name prefixes the lines it prints (``secrets: ERROR:
    Potential secrets about to be committed to git repo!``: a job named ``secrets``). ``NAME=value``
    still assigns, and a password that only starts with such a word (``password: error-9x``) or is
    one alone on its line stays masked."""
    text = match.group()
    colon, equals = text.find(":"), text.find("=")
    if colon < 0 or 0 <= equals < colon:
        return False
    group = next((name for name, value in match.groupdict().items() if value is not None), None)
    if group is None:
        return False
    begin = match.start(match.re.groupindex[group])
    end = match.string.find("\n", begin)
    return _linear(_LOG_LEVEL).match(match.string[begin : end if end >= 0 else None]) is not None


def _looks_like_key(value: str, text: str, end: int) -> bool:
    """A ``…_KEY=value`` value is a vendor key when it is one run of letters and digits (not part of a
    dotted or hyphenated name such as a cache key), has digits, and is hexadecimal or mixes cases."""
    if end < len(text) and text[end] in "-./_":
        return False
    if not any(ch.isdigit() for ch in value) or not any(ch.isalpha() for ch in value):
        return False
    hexadecimal = all(ch in "0123456789abcdefABCDEF" for ch in value)
    return hexadecimal or (any(ch.isupper() for ch in value) and any(ch.islower() for ch in value))


def _mask_wrapped(match: Any) -> str:
    """The line after a masked value masked as that value's wrapped second half, when it reads as
    one: a run of a token's characters with digits (or mixed cases, 16 or more), no space, and no
    ``=`` but a base64 value's closing padding; a ``NAME=value`` line (``DB_HOST=127.0.0.1`` below
    ``DB_PASSWORD=…``) is a line of its own. A wrapped half is the value's end: the line after it
    is not masked in turn (so that a second :func:`redact` changes nothing), nor is the line after a
    high-entropy string's mask: that rule judged the whole run of a token's characters, and the next
    line is as often the next path of a listing (``…/MANIFEST-000143`` above ``…/Release/git2.a``)."""
    if match.group().startswith((WRAPPED_MASK, HIGH_ENTROPY_MASK)):
        return match.group()
    tail = match["secret"]
    has_digit = any(ch.isdigit() for ch in tail)
    mixed = any(ch.isupper() for ch in tail) and any(ch.islower() for ch in tail)
    if _already_masked(tail) or "=" in tail.rstrip("=") or not (has_digit or (mixed and len(tail) >= 16)):
        return match.group()
    start = match.start()
    begin, end = match.span(1)
    text = match.group()
    return f"{text[: begin - start]}{WRAPPED_MASK}{text[end - start :]}"


_MASKED_STARTS = ("<redacted", "***", "${{", "$", "[REDACTED", "[secure]")
"""How a value masked already starts: ours, GitHub's ``***``, a variable's reference, Travis CI's
``[secure]`` for an encrypted variable (``export AWS_ACCESS_KEY_ID=[secure]``)."""


def _already_masked(value: str) -> bool:
    stripped = value.strip("\"'")
    return stripped.startswith(_MASKED_STARTS) or set(stripped) <= {"*", "x", "X"}


def _mask_high_entropy(match: Any) -> str:
    value = match.group()
    before = match.string[max(0, match.start() - 8) : match.start()]
    if before.endswith(_EVIDENCE_BEFORE) or _linear(_INTEGRITY).search(value):
        return value  # go.sum h1: hashes, subresource-integrity hashes and digests are evidence
    return HIGH_ENTROPY_MASK if _is_high_entropy(value) else value


def _is_high_entropy(value: str) -> bool:
    """Whether ``value`` (a candidate, :data:`_CANDIDATE`) reads as a random token: mixed cases and
    digits, not mostly words, above :data:`ENTROPY_BITS`; a value holding an advisory's public id
    as a whole path segment (:func:`_around_public_ids`), timestamps or the start of a cgo symbol
    (:data:`_GENERATED`) is judged by its parts around them of :data:`CANDIDATE_CHARS` or more."""
    parts = _around_public_ids(value) or _linear(_GENERATED).split(value)
    if len(parts) > 1:
        return any(len(part) >= CANDIDATE_CHARS and _is_high_entropy(part) for part in parts)
    has_digit = any(ch.isdigit() for ch in value)
    has_upper = any(ch.isupper() for ch in value)
    has_lower = any(ch.islower() for ch in value)
    if not (has_digit and has_upper and has_lower):
        return False
    if sum(len(word) for word in _linear(_WORD).findall(value)) >= len(value) / 2:
        return False  # mostly words: an identifier such as TestTransportHTTP2ConnReuse, not a token
    counts = Counter(value)
    entropy = -sum(count / len(value) * math.log2(count / len(value)) for count in counts.values())
    return entropy > ENTROPY_BITS


def _around_public_ids(value: str) -> list[str]:
    """The parts of ``value`` (a candidate, :data:`_CANDIDATE`) around its ``/``-separated segments
    that are a whole :data:`_PUBLIC_ID` (``com/advisories/GHSA-35jh-r3h4-6jhm``, the path of an
    advisory database's page: ``["com/advisories"]``); empty when no segment is one. Only a whole
    segment counts, so a token holding an id's shape inside it, or glued to one, is judged whole."""
    segments = value.split("/")
    public = _linear(_PUBLIC_ID)
    if not any(public.fullmatch(segment) for segment in segments):
        return []
    parts: list[str] = [""]
    for segment in segments:
        if public.fullmatch(segment):
            parts.append("")
        else:
            parts[-1] = f"{parts[-1]}/{segment}" if parts[-1] else segment
    return parts


SECRET_NAME = re.compile(
    r"TOKEN|KEY|SECRET|PASSWORD|PASSWD|PASS_?PHRASE|CREDENTIAL|CREDS"
    r"|_(?:PASS|PWD|PW)(?:_?[0-9]+|_V[0-9]+)?$|^(?:PASS|PW)(?:_?[0-9]+|_V[0-9]+)?$",
    re.IGNORECASE,
)
"""Environment variable names treated as secrets (also used to strip the terminal's environment):
those of :data:`_SECRET_WORDS`, ``…_PASS``, ``…_PW``, a bare ``PASS`` or ``PW``, ``…_PASS_PHRASE`` and
``…_PWD`` (``MYSQL_PWD``; the shell's own ``PWD`` and ``OLDPWD`` hold its working folder), each
also numbered (``PASS2``, ``DB_PASS_2``, :data:`_NUMBERED`). Run on
variable names only, never on untrusted text."""

_MIN_SECRET_CHARS = 8
"""Values shorter than this (characters) are not masked: too likely to hit ordinary words."""


def mask_environment_secrets(text: str, environ: Mapping[str, str] | None = None) -> str:
    """Replace each value of a secret-named variable in ``environ`` (default ``os.environ``)
    that occurs in ``text`` with ``[REDACTED:<NAME>]``."""
    env = os.environ if environ is None else environ
    for name, value in env.items():
        if len(value) >= _MIN_SECRET_CHARS and _is_secret_name(name) and value in text:
            text = text.replace(value, f"[REDACTED:{name}]")
    return text


@functools.lru_cache(maxsize=4096)
def _is_secret_name(name: str) -> bool:
    """Whether :data:`SECRET_NAME` finds a secret's word in the variable name ``name``; remembered,
    as every text a run redacts walks the whole environment (about 1,500 texts a run)."""
    return SECRET_NAME.search(name) is not None


def default_redactor() -> Redactor:
    """:func:`redact` (secret-shaped strings) after :func:`mask_environment_secrets` (the literal
    values of this process's secret-named variables): for text read from a log, a run or a tool."""
    return lambda text: redact(mask_environment_secrets(text))


def composed_redactor() -> Redactor:
    """:func:`redact_composed` after :func:`mask_environment_secrets`: the last guard over text
    ci-triage composed of pieces :func:`default_redactor` masked when they were read."""
    return lambda text: redact_composed(mask_environment_secrets(text))


OWN_TEXT = "own_text"
"""Marks a field whose text is ci-triage's own, not the log's: a dataclass field's metadata key
(``field(metadata={OWN_TEXT: True})``) or a pydantic field's annotation (``Annotated[str, OWN_TEXT]``).
Such a field holds a name from a vocabulary fixed before the log was read (a skill's or signal's id,
a category, a catalogue tool, an excerpt reason made of those) or a path the user gave on the
command line, and :func:`redact_value` leaves it as it is.

That shows nothing of the log: the field's value is the same whatever secret the log holds. Masking
it would show one: a value learned from the log (``password="postgres"``) masked inside a public id
(``<redacted:secret>-client-local-refused``) tells the reader the secret. A secret equal to such a
name is still masked wherever the log's own text shows it."""


def own_texts(value: Any) -> frozenset[str]:
    """Every string held by a field marked :data:`OWN_TEXT` anywhere inside ``value`` (dataclass
    instances, pydantic models by their declared fields, dicts, lists, tuples): keys and values,
    nested ones too. A container this does not walk adds nothing, so what it misses is masked."""
    found: set[str] = set()
    _collect_own(value, found, own=False)
    return frozenset(found)


def _collect_own(value: Any, found: set[str], *, own: bool) -> None:
    if isinstance(value, str):
        if own:
            found.add(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            _collect_own(key, found, own=own)
            _collect_own(item, found, own=own)
    elif isinstance(value, list | tuple):
        for item in value:
            _collect_own(item, found, own=own)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            _collect_own(getattr(value, item.name), found, own=own or bool(item.metadata.get(OWN_TEXT)))
    else:
        model_fields = getattr(type(value), "model_fields", None)  # a pydantic model, read without importing pydantic
        for name, info in (model_fields or {}).items():
            _collect_own(getattr(value, name, None), found, own=own or OWN_TEXT in info.metadata)


def redact_value(value: Any, redactor: Redactor, own: frozenset[str] = frozenset()) -> Any:
    """Apply ``redactor`` to every string inside ``value`` (dicts, lists, tuples, dataclass
    instances: a copy with each field walked in order), keys included, except ci-triage's own text:
    the fields marked :data:`OWN_TEXT` (left as they are) and the strings of ``own``
    (:func:`own_texts` of the object ``value`` was dumped from, whose fields a dict no longer marks).

    A password found in one string (say the excerpt's ``curl -u`` line) is masked in every other
    string too, also in those walked before it (a summary quoting a later line): when the walk
    learned a value, the result is walked once more."""
    state = learned_state()
    redacted = _redact_tree(value, redactor, own)
    return _redact_tree(value, redactor, own) if learned_state() != state else redacted


def _redact_tree(value: Any, redactor: Redactor, own: frozenset[str]) -> Any:
    if isinstance(value, str):
        return value if value in own else redactor(value)
    if isinstance(value, dict):
        return {_redact_tree(k, redactor, own): _redact_tree(v, redactor, own) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        walked = {
            item.name: _redact_tree(getattr(value, item.name), redactor, own)
            for item in dataclasses.fields(value)
            if item.init and not item.metadata.get(OWN_TEXT)
        }
        return dataclasses.replace(value, **walked)
    if isinstance(value, list | tuple):
        if value and all(isinstance(v, str) for v in value):
            lines = redact_lines(value, redactor)  # lines of an excerpt: a wrapped secret spans two
            return [line if line in own else masked for line, masked in zip(value, lines, strict=True)]
        return [_redact_tree(v, redactor, own) for v in value]
    return value
