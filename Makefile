# One optimised, self-contained askform binary (the Swift runtime linked in statically), and
# its installation. Runtime needs: glibc, libstdc++, libgcc_s, GNU readline 8 (libreadline8,
# with libtinfo6); libcurl 4 (libcurl4 or libcurl3-gnutls) only when submitting.
#
#   make release                  # -> dist/askform
#   make install PREFIX=/usr/local
#   make check-release            # the binary has no Swift libraries and answers a piped fill

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SCRATCH ?= .build

.PHONY: release install check-release clean-release

release:
	swift build -c release --product askform --scratch-path $(SCRATCH) >&2
	mkdir -p dist
	cp $(SCRATCH)/release/askform dist/askform
	strip dist/askform

install: release
	install -d $(DESTDIR)$(BINDIR)
	install -m 0755 dist/askform $(DESTDIR)$(BINDIR)/askform

check-release: release
	@if ldd dist/askform | grep -q swift; then echo "dist/askform needs Swift libraries:"; ldd dist/askform; exit 1; fi
	env -i PATH=/usr/bin:/bin HOME=/tmp dist/askform --version
	printf 'Noodle bar\nvegan\ny\n' | env -i PATH=/usr/bin:/bin HOME=/tmp dist/askform fill Forms/poll.json --no-submit

clean-release:
	rm -rf dist
