# vitrin: `make run` serves the shop, `make test` runs every test. See README.md.

SHELL := /bin/bash
CARGO ?= cargo
NPM ?= npm
BIN := target/release/vitrin
# The browser tests' server is the binary built beside the API tests in the test-run profile
# (Cargo.toml). Within `make test` that one build also lints the crate (scripts/clippy-rustc), so
# the crate is compiled once.
TEST_BIN := target/test-run/vitrin
# Lighthouse audits with Debian's Chromium; the browser tests run its headless shell, the same
# engine without the browser's own layers, which took a quarter less processor time
# (bench/README.md, "Test run").
CHROMIUM := /usr/bin/chromium
CHROMIUM_SHELL := /usr/bin/chromium-headless-shell

.PHONY: run test test-phases web-deps web-build release lint fmt clippy eslint typecheck \
	build-tests test-rust test-web test-size test-contract test-invoices test-e2e test-smoke chromium chromium-shell \
	bench-tools lighthouse \
	clean

run: release
	$(BIN) serve

## Every phase of `make test` is run through `timed`, which appends the phase's name, start,
## wall time and exit status to $(TIMES) for the table printed at the end.
TIMES := target/test-times.tsv
timed = @echo "== $(1)"; start=$$(date +%s); status=0; ( $(2) ) || status=$$?; \
	if [ -f $(TIMES) ]; then printf '%s\t%s\t%s\t%s\n' "$(1)" $$start $$(( $$(date +%s) - start )) $$status >> $(TIMES); fi; \
	exit $$status

## The web app's dependencies, installed from the lock file when missing or outdated.
web/node_modules/.package-lock.json: web/package-lock.json
	$(call timed,web dependencies (npm ci),cd web && $(NPM) ci --no-audit --no-fund)
	touch $@

web-deps: web/node_modules/.package-lock.json

# Rebuilt only when a source changed, so a second `make run` starts at once.
WEB_SOURCES := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts \
	web/tsconfig.json web/tsconfig.app.json web/package-lock.json
web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	$(call timed,web build (tsc -b + Vite),cd web && $(NPM) run build)

web-build: web/dist/index.html

release: web-build
	$(CARGO) build --release --locked

## Checks. The server embeds web/dist, so compiling it needs the web app built.
lint: fmt clippy eslint typecheck

fmt:
	$(call timed,rustfmt,$(CARGO) fmt --all --check)

clippy: web-build
	$(call timed,clippy,$(CARGO) clippy --locked --all-targets -- -D warnings)

eslint: web-deps
	$(call timed,ESLint,cd web && $(NPM) run lint)

typecheck: web-deps
	$(call timed,tsc,cd web && $(NPM) run typecheck)

## Tests.
test-web: web-deps
	$(call timed,Vitest,cd web && $(NPM) run test:unit)

# The performance budget of the first load of every page kind and language (web/scripts/
# bundle-size.mjs): over it, the phase fails.
test-size: web-build
	$(call timed,first-load size,cd web && node scripts/bundle-size.mjs dist)

# The test binaries and the server binary in one optimised build, timed apart from the tests' run
# (bench/README.md, "Test run"). Within `make test` Clippy's driver compiles the crate, so the
# build is the lint as well (its warnings are errors), and the test harnesses compile without
# optimisation (scripts/clippy-rustc); the tests' run keeps the same compiler, or Cargo would
# compile the crate again.
ifdef TEST_RUN
export RUSTC_WORKSPACE_WRAPPER := $(CURDIR)/scripts/clippy-rustc
BUILD_PHASE := Rust build and clippy (tests + server)
else
BUILD_PHASE := Rust build (tests + server)
endif
build-tests: web-build
	$(call timed,$(BUILD_PHASE),$(CARGO) test --profile test-run --locked --no-run)

# On PostgreSQL as well when VITRIN_TEST_POSTGRES_URL is set. Two tests a core: an API test
# waits on its databases' writes (a third of the machine idle with one a core), so a second one
# fills that time (bench/README.md, "Test run").
test-rust: build-tests
	$(call timed,Rust tests (unit + API),rm -rf $(INVOICES) && \
		RUST_TEST_THREADS=$$(( $$(nproc) * 2 )) INVOICES_OUT=$(CURDIR)/$(INVOICES) \
		$(CARGO) test --profile test-run --locked)

## The e-Archive invoices the API tests wrote (and the reference ones), checked against GİB's
## UBL-TR schemas and schematron rules by a validator in a virtual environment of its own.
INVOICE := crates/vitrin/tests/invoice
INVOICE_VENV := target/invoice-venv
INVOICES := target/invoices
$(INVOICE_VENV)/.installed: $(INVOICE)/requirements.txt
	$(call timed,invoice validator install (pip),python3 -m venv $(INVOICE_VENV) && \
		$(INVOICE_VENV)/bin/pip install --quiet --disable-pip-version-check --no-deps -r $<)
	touch $@

test-invoices: test-rust $(INVOICE_VENV)/.installed
	$(call timed,UBL-TR invoices,$(INVOICE_VENV)/bin/python $(INVOICE)/validate.py \
		$(INVOICES)/*.xml $(INVOICE)/samples/*.xml)

## The contract fuzzer (Schemathesis) in a virtual environment of its own, from the pinned
## requirements; it runs every operation of the OpenAPI document against the test server.
CONTRACT := crates/vitrin/tests/contract
CONTRACT_VENV := target/contract-venv
$(CONTRACT_VENV)/.installed: $(CONTRACT)/requirements.txt
	$(call timed,contract fuzzer install (pip),python3 -m venv $(CONTRACT_VENV) && \
		$(CONTRACT_VENV)/bin/pip install --quiet --disable-pip-version-check -r $<)
	touch $@

test-contract: build-tests $(CONTRACT_VENV)/.installed
	$(call timed,Schemathesis,$(CONTRACT_VENV)/bin/python $(CONTRACT)/run.py $(TEST_BIN))

chromium:
	@test -x $(CHROMIUM) || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)

chromium-shell:
	@test -x $(CHROMIUM_SHELL) || (apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell)

bench-tools:
	@command -v wrk >/dev/null && command -v nginx >/dev/null || \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk nginx)

## The smoke benchmark: bench/run.sh at 10,000 products, two seconds per kind of call at eight
## connections, against nginx serving the same bodies. It prints the shares for the run's log
## and fails only when a call answers an error, never on the figures, which move with the
## machine's load (within `make test` the Rust tests run beside it).
test-smoke: build-tests bench-tools
	$(call timed,smoke benchmark,BENCH_BIN=$(CURDIR)/$(TEST_BIN) BENCH_PRODUCTS=10000 \
		BENCH_DURATION=2s BENCH_CONCURRENCY=8 BENCH_PORT=18580 BENCH_NGINX_PORT=18590 bench/run.sh)

test-e2e: build-tests chromium-shell
	$(call timed,Playwright,cd web && E2E_VITRIN_BIN=$(CURDIR)/$(TEST_BIN) CHROMIUM_PATH=$(CHROMIUM_SHELL) \
		$(NPM) run test:e2e)

## `make test`: every phase, then the table of their wall times, also when one failed (then it
## fails too). Two lines of work run side by side: the Rust one (rustfmt, the build with Clippy's
## lints, its tests, then the check of the invoices they wrote) and the web one (ESLint, Vitest,
## the first-load size budget, then the contract fuzzer and the smoke benchmark once the server is
## built, beside the Rust tests); a failure in one lets the other finish. Playwright runs once both are done, as it wants the machine to itself.
test:
	@mkdir -p target && printf 'start\t%s\n' $$(date +%s) > $(TIMES)
	@status=0; $(MAKE) --no-print-directory -j2 --keep-going --output-sync=target TEST_RUN=1 test-phases || status=$$?; \
	$(print-times); exit $$status

# The web build's `tsc -b` type-checks both of the web app's projects, as `make typecheck` does.
test-phases: fmt eslint test-web test-size test-rust test-contract test-smoke test-invoices test-e2e

# Within `make test` each line runs in order.
ifdef TEST_RUN
build-tests: | fmt
test-web: | eslint
test-size: | test-web
$(CONTRACT_VENV)/.installed: | test-size
$(INVOICE_VENV)/.installed: | $(CONTRACT_VENV)/.installed
test-smoke: | test-contract
test-e2e: | test-rust test-contract test-smoke test-invoices
endif

# The table, in the shape of bench/README.md's "Test run" section.
define print-times
awk -F '\t' -v end=$$(date +%s) -v failed=$$status ' \
	function clock(s) { return sprintf("%d:%02d", s / 60, s % 60) } \
	$$1 == "start" { start = $$2; next } \
	{ printf "| %s | %s | %s | %s |\n", $$1, clock($$2 - start), clock($$3), ($$4 == 0 ? "ok" : "failed (" $$4 ")") } \
	BEGIN { print ""; print "| phase | started | wall time | result |"; print "|---|---:|---:|---|" } \
	END { printf "| **make test** | | **%s** | %s |\n", clock(end - start), (failed == 0 ? "ok" : "failed") }' $(TIMES)
endef

## Lighthouse (mobile preset) on the home, a category and a product page of the release server.
lighthouse: release chromium
	cd bench/lighthouse && $(NPM) ci --no-audit --no-fund && node audit.mjs

clean:
	rm -rf target web/dist web/node_modules

## The web app's API types, regenerated from the server's OpenAPI document: the committed
## web/src/lib/openapi.json and api-schema.ts (tests fail when either is stale).
.PHONY: api-types
api-types: web-deps
	$(CARGO) run --locked --quiet -- openapi > web/src/lib/openapi.json.new
	mv web/src/lib/openapi.json.new web/src/lib/openapi.json
	cd web && node scripts/api-types.mjs
