# vitrin: `make run` serves the shop, `make test` runs every test. See README.md.

SHELL := /bin/bash
CARGO ?= cargo
NPM ?= npm
BIN := target/release/vitrin
CHROMIUM := /usr/bin/chromium

.PHONY: run test web-deps web-build release lint test-rust test-web test-e2e chromium lighthouse clean

run: release
	$(BIN) serve

## The web app's dependencies, installed from the lock file when missing or outdated.
web/node_modules/.package-lock.json: web/package-lock.json
	cd web && $(NPM) ci --no-audit --no-fund
	touch $@

web-deps: web/node_modules/.package-lock.json

# Rebuilt only when a source changed, so a second `make run` starts at once.
WEB_SOURCES := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts \
	web/tsconfig.json web/tsconfig.app.json web/package-lock.json
web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	cd web && $(NPM) run build

web-build: web/dist/index.html

release: web-build
	$(CARGO) build --release --locked

# The server embeds web/dist, so even linting it needs the web app built.
lint: web-build
	$(CARGO) fmt --all --check
	$(CARGO) clippy --locked --all-targets -- -D warnings
	cd web && $(NPM) run lint && $(NPM) run typecheck

test-rust: web-build
	$(CARGO) test --locked

test-web: web-deps
	cd web && $(NPM) run test:unit

chromium:
	@test -x $(CHROMIUM) || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)

test-e2e: release chromium
	cd web && $(NPM) run test:e2e

test: lint test-web test-rust test-e2e

## Lighthouse (mobile preset) on the home, a category and a product page of the release server.
lighthouse: release chromium
	cd bench/lighthouse && $(NPM) ci --no-audit --no-fund && node audit.mjs

clean:
	rm -rf target web/dist web/node_modules
