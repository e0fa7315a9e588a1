# One optimised, self-contained askform binary (the Swift runtime linked in statically), and
# its installation. Runtime needs: glibc 2.36 or later (packed relocations), libstdc++, libgcc_s, GNU readline 8 (libreadline8,
# with libtinfo6); libcurl 4 (libcurl4 or libcurl3-gnutls) only when submitting.
#
#   make release                  # -> dist/askform
#   make install PREFIX=/usr/local  # the binary, askform(1), and bash, zsh and fish completion
#   make check-release            # the binary has no Swift libraries and answers a piped fill
#
# The manual page and the completion scripts are printed by the binary itself (`askform help
# --man`, `askform completion SHELL`) from the table `--help` is made from.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
DATADIR ?= $(PREFIX)/share
SCRATCH ?= .build

.PHONY: release install check-release clean-release

release:
	swift build -c release --product askform --scratch-path $(SCRATCH) >&2
	mkdir -p dist
	cp $(SCRATCH)/release/askform dist/askform
	strip dist/askform

install: release
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(DATADIR)/bash-completion/completions \
		$(DESTDIR)$(DATADIR)/zsh/site-functions $(DESTDIR)$(DATADIR)/fish/vendor_completions.d
	install -m 0755 dist/askform $(DESTDIR)$(BINDIR)/askform
	dist/askform help --man > $(DESTDIR)$(MANDIR)/man1/askform.1
	dist/askform completion bash > $(DESTDIR)$(DATADIR)/bash-completion/completions/askform
	dist/askform completion zsh > $(DESTDIR)$(DATADIR)/zsh/site-functions/_askform
	dist/askform completion fish > $(DESTDIR)$(DATADIR)/fish/vendor_completions.d/askform.fish
	chmod 0644 $(DESTDIR)$(MANDIR)/man1/askform.1 $(DESTDIR)$(DATADIR)/bash-completion/completions/askform \
		$(DESTDIR)$(DATADIR)/zsh/site-functions/_askform $(DESTDIR)$(DATADIR)/fish/vendor_completions.d/askform.fish

check-release: release
	@if ldd dist/askform | grep -q swift; then echo "dist/askform needs Swift libraries:"; ldd dist/askform; exit 1; fi
	env -i PATH=/usr/bin:/bin HOME=/tmp dist/askform --version
	printf 'Noodle bar\nvegan\ny\n' | env -i PATH=/usr/bin:/bin HOME=/tmp dist/askform fill Forms/poll.json --no-submit

clean-release:
	rm -rf dist
