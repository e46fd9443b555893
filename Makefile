# skatsheet - build, demo, tests.  See README.md.
#   make          install missing Debian packages, build build/skatsheet
#   make demo     ... and run the built-in demo
#   make test     ... and run every test (last line: "N passed, N failed")
#   make asan     the whole suite under AddressSanitizer + UBSan (build-asan/)
#   make valgrind the CLI suites with skatsheet under valgrind (slow)

MAKEFLAGS += --no-print-directory

# The packages first, then everything else.  This Makefile asks pkg-config
# and the compiler about the installed libraries when make reads it, and on a
# fresh machine they are not there yet: pkg-config prints nothing, and the
# build has no include paths.  So the first level only runs
# scripts/install-deps and then invokes make again with the same goals
# (SK_DEPS=done), which reads the rest with every package in place.
# `make clean` and `make fresh` (it installs what it needs itself) skip it.
ifeq ($(SK_DEPS),)
SK_GOALS := $(or $(MAKECMDGOALS),all)
ifneq ($(filter-out clean fresh,$(SK_GOALS)),)
.PHONY: $(SK_GOALS) sk-deps
$(SK_GOALS): sk-deps
	@:
sk-deps:
	@./scripts/install-deps
	@$(MAKE) SK_DEPS=done $(SK_GOALS)
else
SK_DEPS := skip
endif
endif

ifneq ($(SK_DEPS),)
BUILD ?= build
SAN ?= 0
CC ?= cc

PKGS_CFLAGS := $(filter-out -D_XOPEN_SOURCE% -D_DEFAULT_SOURCE,$(shell pkg-config --cflags sqlite3 xlsxwriter ncursesw libmicrohttpd libqrencode libpq jansson libcurl libcrypto libxml-2.0 zlib 2>/dev/null))
PKGS_LIBS := $(shell pkg-config --libs sqlite3 ncursesw jansson libxml-2.0 zlib 2>/dev/null || echo -lsqlite3 -lncursesw -ljansson -lxml2 -lz)
# Loaded by the commands that use them (app/core/dynlib.h), not linked: the
# server's libmicrohttpd (with GnuTLS), libxlsxwriter (with libcrypto),
# libharu, libqrencode, libpq (with OpenSSL, Kerberos, LDAP: 20 more
# libraries, 4.8 ms at every start) for a postgresql:// database, and a
# venue's libcurl (as many again) and libcrypto for the federation.  Their
# file names (sonames) from the installed development libraries.
soname = $(or $(shell objdump -p "$$($(CC) -print-file-name=lib$(1).so)" 2>/dev/null | awk '/SONAME/ { print $$2 }'),$(2))
SONAMES := -DSK_SONAME_MHD='"$(call soname,microhttpd,libmicrohttpd.so.12)"' \
	-DSK_SONAME_LXW='"$(call soname,xlsxwriter,libxlsxwriter.so.4)"' \
	-DSK_SONAME_HPDF='"$(call soname,hpdf,libhpdf-2.3.0.so)"' \
	-DSK_SONAME_QR='"$(call soname,qrencode,libqrencode.so.4)"' \
	-DSK_SONAME_PQ='"$(call soname,pq,libpq.so.5)"' \
	-DSK_SONAME_CURL='"$(call soname,curl,libcurl.so.4)"' \
	-DSK_SONAME_CRYPTO='"$(call soname,crypto,libcrypto.so.3)"' \
	-DSK_SONAME_SYSTEMD='"$(call soname,systemd,libsystemd.so.0)"'

# The layers, each compiled with the include paths of what it may use, so a
# file that reaches past its layer does not compile (HACKING.md):
#   app/core   pure rules and computations: libc only
#   app/io     files and CSV parsing (libcsv)        -> core
#   db         all SQL                               -> core
#   reports    PDF, XLSX                             -> core, io
#   app/ops    the operations every front end calls  -> core, io, db, reports
#   app/tui    the curses front end                  -> core, io, db, ops
#   app/web    the HTTP front end (serve)            -> core, io, db, ops
#   app/cli    main, the command table, commands     -> all of the above
INC_CORE    = -Iapp/core
INC_IO      = $(INC_CORE) -Iapp/io
INC_DB      = $(INC_CORE) -Idb
INC_REPORTS = $(INC_IO) -Ireports
INC_OPS     = $(INC_IO) -Idb -Ireports -Iapp/ops
INC_TUI     = $(INC_IO) -Idb -Iapp/ops -Iapp/tui
INC_WEB     = $(INC_IO) -Idb -Iapp/ops -Iapp/web
INC_CLI     = $(INC_IO) -Idb -Ireports -Iapp/ops -Iapp/tui -Iapp/web -Iapp/cli
layer_inc = $(strip \
	$(if $(filter app/core/%,$1),$(INC_CORE),\
	$(if $(filter app/io/%,$1),$(INC_IO),\
	$(if $(filter db/%,$1),$(INC_DB),\
	$(if $(filter reports/%,$1),$(INC_REPORTS),\
	$(if $(filter app/ops/%,$1),$(INC_OPS),\
	$(if $(filter app/tui/%,$1),$(INC_TUI),\
	$(if $(filter app/web/%,$1),$(INC_WEB),\
	$(if $(filter app/cli/%,$1),$(INC_CLI),\
	$(error $1 is in no layer))))))))))

# make install PREFIX=/usr/local DESTDIR=: the program looks for its
# translations next to itself first (build/locale, PREFIX/bin/../share/locale),
# then in LOCALEDIR (app/io/langsetup.h).
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LOCALEDIR ?= $(PREFIX)/share/locale
MANDIR ?= $(PREFIX)/share/man
COMPLETIONDIR ?= $(PREFIX)/share/bash-completion/completions

CFLAGS_COMMON = -std=c11 -Wall -Wextra -Werror -g -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=700 \
	-DSK_LOCALEDIR='"$(LOCALEDIR)"' $(SONAMES) $(PKGS_CFLAGS)
ifeq ($(SAN),1)
CFLAGS_OPT = -O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDFLAGS_SAN = -fsanitize=address,undefined
else
CFLAGS_OPT = -O2
LDFLAGS_SAN =
endif
CFLAGS_ALL = $(CFLAGS_COMMON) $(CFLAGS_OPT) $(CFLAGS)
LIBS = $(PKGS_LIBS) -lcsv -lunistring -lm

CORE_SRC := $(wildcard app/core/*.c)
# + the name rule's character classes, generated from libunistring
# (scripts/gen-uniclass): the core links libc only, the data comes from the library
CORE_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(CORE_SRC)) $(BUILD)/obj/gen/uniclass_gen.o
LIB_SRC := $(filter-out app/cli/main.c,$(wildcard app/io/*.c db/*.c reports/*.c app/ops/*.c app/tui/*.c app/web/*.c app/cli/*.c))
LIB_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(LIB_SRC)) $(BUILD)/obj/gen/schema_gen.o \
	$(BUILD)/obj/gen/assets_gen.o
# Unit tests of the core (tests/unit/core) see only the core and link only
# libcore.a and libc; the others (tests/unit) link everything.
CORE_UNIT_SRC := $(wildcard tests/unit/core/test_*.c)
UNIT_SRC := $(wildcard tests/unit/test_*.c)
UNIT_BIN := $(patsubst tests/unit/core/%.c,$(BUILD)/tests/%,$(CORE_UNIT_SRC)) \
	$(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRC))
SCHEMA := $(sort $(wildcard schema/*.sql))
SCHEMA_PG := $(sort $(wildcard schema/pg/*.sql))
WEB_ASSETS := $(sort $(wildcard app/web/assets/*))
FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_REPLAY := $(patsubst tests/fuzz/fuzz_%.c,$(BUILD)/tests/fuzzrep_%,$(FUZZ_SRC))
ALL_LIBS = $(BUILD)/libskat.a $(BUILD)/libcore.a

# The translations: po/LANG.po compiled by msgfmt into BUILD/locale (found
# next to the binary).  `make pot` extracts the strings marked _() and N_()
# into po/skatsheet.pot and merges them into every po/LANG.po.
PO := $(wildcard po/*.po)
MO := $(patsubst po/%.po,$(BUILD)/locale/%/LC_MESSAGES/skatsheet.mo,$(PO))
# the web's L(lang, "en", "de") (app/web/html.h) is a keyword there only;
# db_sqlerr/db_exec_id take the words of what failed ("reading the games")
XGETTEXT_OPTS = --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ --keyword=sk_tr_in:2 \
	--keyword=sk_ntr:1,2 --keyword=NP_:1,2 --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=sk_trc_in:2c,3 --keyword=db_sqlerr:3 --keyword=db_exec_id:4 --keyword=db_drv_err:4 --keyword=db_fx_run:3 --keyword=db_run:4 --keyword=db_run_tx:4 --keyword=dbl_create_named:7 --keyword=db_tournaments_collect:5 --keyword=db_count:5 --keyword=db_query_int:6 --keyword=db_query_str:6 --keyword=db_query_one:7 --keyword=db_query_list:7 --keyword=db_query_cols:7 --keyword=dn_collect:8 --keyword=dn_one:7 --keyword=dn_write:3 --keyword=db_query_fn_one:8 --keyword=db_query_ints:7 --keyword=db_query_checked:9 --keyword=db_query_fn_list:9 --add-comments --package-name=skatsheet --msgid-bugs-address=none \
	--no-wrap --sort-by-file
XGETTEXT_SRC = $(sort $(wildcard app/*/*.c app/*/*.h db/*.c db/*.h reports/*.c reports/*.h))

.PHONY: all build deps demo test asan clean fuzz valgrind pot install bench bench-tools docs fresh deb

all: build
	@:

deps:
	@./scripts/install-deps

build: $(BUILD)/skatsheet $(UNIT_BIN) $(FUZZ_REPLAY) $(MO)

$(BUILD)/locale/%/LC_MESSAGES/skatsheet.mo: po/%.po
	@mkdir -p $(dir $@)
	@echo "  MSGFMT  $@"
	@msgfmt --check -o $@.tmp $< && mv $@.tmp $@

# the command table's texts, printed as N_() lines for xgettext
$(BUILD)/tools/cmdstrings: scripts/cmdstrings.c $(ALL_LIBS)
	@mkdir -p $(dir $@)
	@$(CC) $(CFLAGS_ALL) $(INC_CLI) $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $< $(ALL_LIBS) $(LIBS)

pot: $(BUILD)/tools/cmdstrings
	@mkdir -p $(BUILD)/gen
	$(BUILD)/tools/cmdstrings > $(BUILD)/gen/cmdstrings.c
	xgettext $(XGETTEXT_OPTS) -o $(BUILD)/gen/main.pot \
		$(filter-out app/web/%,$(XGETTEXT_SRC)) $(BUILD)/gen/cmdstrings.c
	xgettext $(XGETTEXT_OPTS) --keyword=L:2 -o $(BUILD)/gen/web.pot $(filter app/web/%,$(XGETTEXT_SRC))
	msgcat --use-first --no-wrap --sort-by-file -o po/skatsheet.pot $(BUILD)/gen/main.pot $(BUILD)/gen/web.pot
	@for po in $(PO); do msgmerge --quiet --no-wrap --update --backup=none $$po po/skatsheet.pot; done

# PostgreSQL's migrations: scripts/pg-dialect's translation of schema/NNN_x.sql
# (its @pg parts as written), or schema/pg/NNN_x.sql (014_base; HACKING.md, "Database");
# the directories too: a file removed (a pg file now generated) changes them
$(BUILD)/gen/schema_gen.c: $(SCHEMA) $(SCHEMA_PG) schema schema/pg scripts/embed-schema scripts/pg-dialect scripts/sqlite-dialect
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	@./scripts/embed-schema db_migrations_sqlite $(SCHEMA) -- db_migrations_pg $(SCHEMA_PG) \
		--generate scripts/pg-dialect $(SCHEMA) > $@.tmp && mv $@.tmp $@

$(BUILD)/obj/gen/schema_gen.o: $(BUILD)/gen/schema_gen.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(CFLAGS_ALL) $(INC_DB) -c -o $@ $<

$(BUILD)/tools/gen-uniclass: scripts/gen-uniclass.c app/core/uniclass.h
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	@$(CC) $(CFLAGS_ALL) $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $< -lunistring

$(BUILD)/gen/uniclass_gen.c: $(BUILD)/tools/gen-uniclass
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	@$< > $@.tmp && mv $@.tmp $@

$(BUILD)/obj/gen/uniclass_gen.o: $(BUILD)/gen/uniclass_gen.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(CFLAGS_ALL) $(INC_CORE) -c -o $@ $<

# The web front end's scripts and styles, served from the binary (app/web/assets.h).
$(BUILD)/gen/assets_gen.c: $(WEB_ASSETS) scripts/embed-assets
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	@./scripts/embed-assets $(WEB_ASSETS) > $@.tmp && mv $@.tmp $@

$(BUILD)/obj/gen/assets_gen.o: $(BUILD)/gen/assets_gen.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(CFLAGS_ALL) $(INC_WEB) -c -o $@ $<

# -MMD -MP: each object's header dependencies in a .d file beside it.
$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(CFLAGS_ALL) $(call layer_inc,$<) -MMD -MP -c -o $@ $<

$(BUILD)/libcore.a: $(CORE_OBJ)
	@rm -f $@
	@echo "  AR      $@"
	@ar rcs $@ $^

$(BUILD)/libskat.a: $(LIB_OBJ)
	@rm -f $@
	@echo "  AR      $@"
	@ar rcs $@ $^

$(BUILD)/skatsheet: $(BUILD)/obj/app/cli/main.o $(ALL_LIBS)
	@echo "  LINK    $@"
	@$(CC) $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $^ $(LIBS)

# Core unit tests: the core's include path and libcore.a, no other library,
# so a core module that needs more than libc does not link.
$(BUILD)/tests/%: tests/unit/core/%.c tests/unit/th.h $(BUILD)/libcore.a
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	@$(CC) $(CFLAGS_ALL) $(INC_CORE) -Itests/unit -MMD -MP $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $< $(BUILD)/libcore.a

$(BUILD)/tests/%: tests/unit/%.c tests/unit/th.h $(ALL_LIBS)
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	@$(CC) $(CFLAGS_ALL) $(INC_CLI) -Itests/unit -MMD -MP $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $< $(ALL_LIBS) $(LIBS)

# A fuzz harness replayed over its saved corpus with the normal compiler.
$(BUILD)/tests/fuzzrep_%: tests/fuzz/fuzz_%.c tests/fuzz/replay.c tests/fuzz/fuzz_csv.h $(ALL_LIBS)
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	@$(CC) $(CFLAGS_ALL) $(INC_CLI) $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $< tests/fuzz/replay.c $(ALL_LIBS) $(LIBS)

-include $(shell find $(BUILD)/obj $(BUILD)/tests -type f -name '*.d' 2>/dev/null)

# Run one libFuzzer harness for a while:  make fuzz FUZZ=gameflags SECONDS=300
FUZZ ?= gameflags
SECONDS ?= 60
fuzz:
	@$(MAKE) BUILD=build-fuzz CC=clang CFLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined" build-fuzz/libskat.a build-fuzz/libcore.a
	clang $(CFLAGS_COMMON) $(INC_CLI) -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -o build-fuzz/fuzz_$(FUZZ) \
		tests/fuzz/fuzz_$(FUZZ).c build-fuzz/libskat.a build-fuzz/libcore.a $(LIBS)
	@mkdir -p build-fuzz/corpus-$(FUZZ)
	build-fuzz/fuzz_$(FUZZ) -max_total_time=$(SECONDS) build-fuzz/corpus-$(FUZZ) tests/fuzz/corpus/$(FUZZ)

# The benches' generators and reference programs (bench/*.c; not part of
# build: the benches make what they use)
BENCH_TOOLS := $(patsubst bench/%.c,$(BUILD)/bench/%,$(wildcard bench/*.c))
bench-tools: $(BENCH_TOOLS)
$(BUILD)/bench/%: bench/%.c bench/gen_out.h $(ALL_LIBS)
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	@$(CC) $(CFLAGS_ALL) $(INC_CLI) $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $< $(ALL_LIBS) $(LIBS)

# every bench, then one table of figure, goal, now (bench/README.md)
bench: all bench-tools
	@SKATSHEET=$(CURDIR)/$(BUILD)/skatsheet ./bench/run

demo: all
	@./scripts/demo $(BUILD)/skatsheet

test: all bench-tools
	@SKATSHEET=$(CURDIR)/$(BUILD)/skatsheet TESTBIN=$(CURDIR)/$(BUILD)/tests ./tests/run

asan:
	@$(MAKE) BUILD=build-asan SAN=1 test

# The CLI suites with every skatsheet run under valgrind (slow; not in make test).
VG_SUITES ?= cli/ db/ io/ standings/ bad_input/
valgrind: build
	@for s in $(VG_SUITES); do SKATSHEET=$(CURDIR)/scripts/valgrind-skatsheet \
		SKATSHEET_REAL=$(CURDIR)/$(BUILD)/skatsheet TESTBIN=$(CURDIR)/$(BUILD)/tests \
		./tests/run $$s | grep -v '^unit/' || exit 1; done

# docs/commands.md, every command, generated from the command table
# (scripts/gen-commands; tests/readme/commands.sh checks it is current).
docs: $(BUILD)/skatsheet
	./scripts/gen-commands $(BUILD)/skatsheet > docs/commands.md.tmp && mv docs/commands.md.tmp docs/commands.md

# Binary, translations, man page skatsheet(1) (English, and one per
# translation under MANDIR/LANG/man1) and bash completion, generated from
# `skatsheet help --all` (scripts/gen-man, scripts/gen-completion).
install: $(BUILD)/skatsheet $(MO)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(COMPLETIONDIR)
	install -m 755 $(BUILD)/skatsheet $(DESTDIR)$(BINDIR)/skatsheet
	@for mo in $(MO); do l=$${mo#$(BUILD)/locale/}; l=$${l%%/*}; \
		install -d $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES && \
		install -m 644 $$mo $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/skatsheet.mo || exit 1; done
	./scripts/gen-man $(BUILD)/skatsheet > $(DESTDIR)$(MANDIR)/man1/skatsheet.1
	@for po in $(PO); do l=$${po#po/}; l=$${l%.po}; \
		install -d $(DESTDIR)$(MANDIR)/$$l/man1 && \
		./scripts/gen-man $(BUILD)/skatsheet $$l > $(DESTDIR)$(MANDIR)/$$l/man1/skatsheet.1 || exit 1; done
	./scripts/gen-completion $(BUILD)/skatsheet > $(DESTDIR)$(COMPLETIONDIR)/skatsheet

clean:
	rm -rf build build-asan build-fuzz

# The Debian package: build/skatsheet_VERSION_ARCH.deb, built by
# dpkg-buildpackage (debhelper, debian/) from a copy of the tracked files,
# then checked by lintian (an error fails).  Needs debhelper, lintian and
# fakeroot: scripts/install-deps --deb installs them.
deb:
	@./scripts/install-deps --deb
	@./scripts/make-deb

# A fresh Debian 12 root (mmdebstrap), a clone of HEAD in it, and the
# README's two commands run there as written: as root, then as a user with
# sudo (scripts/fresh; docs/install.md).  FRESH_STEPS=demo runs only
# `make demo` as root (what CI runs).
FRESH_STEPS ?= all
fresh:
	@./scripts/fresh $(FRESH_STEPS)

endif
