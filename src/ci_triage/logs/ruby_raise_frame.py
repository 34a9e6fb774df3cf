"""The frame before an uncaught Ruby exception's message when an installed library raised it.

Ruby prints an exception nothing rescued as its innermost frame, the message and the class, then
``from`` lines: ``/usr/share/rubygems-integration/all/gems/bundler-2.3.15/lib/bundler/resolver.rb:271:in
`block in verify_gemfile_dependencies_are_found!': Could not find gem 'faraday_missing_gem' in
locally installed gems. (Bundler::GemNotFound)`` (``bundle exec rspec``, Bundler 2.3.15, Ruby 3.1.2;
Ruby 3.4 quotes the method ``'…'``). A frame at an absolute path is an installed library's (Bundler's,
RubyGems' ``kernel_require.rb`` above ``cannot load such file -- faraday (LoadError)``): the
summary quotes the message and class without it. A frame of the project (``lib/calc.rb:8:in
`divide'``) says where and stays.
"""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

_LIBRARY_RAISE_FRAME = LazyRE2(r"^(?:[A-Za-z]:)?[/\\][^\s:]*:\d+:in [`'][^`']*': ")
"""An absolute path's frame (``/usr/lib/ruby/3.1.0/…/kernel_require.rb:85:in `require': ``, a Windows
drive's ``C:/hostedtoolcache/…``) at the start of an uncaught exception's line, up to its message."""


def without_library_raise_frame(text: str) -> str:
    """``text`` (a line's text, stripped) from the message on when it opens with an installed
    library's raising frame (:data:`_LIBRARY_RAISE_FRAME`): ``/…/resolver.rb:271:in `block in x': Could
    not find gem 'y' in locally installed gems. (Bundler::GemNotFound)`` → ``Could not find gem 'y' in
    locally installed gems. (Bundler::GemNotFound)``; else ``text`` unchanged."""
    frame = _LIBRARY_RAISE_FRAME.match(text)
    rest = text[frame.end() :] if frame else ""
    return rest if rest.strip() else text
