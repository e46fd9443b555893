# skatsheet - build, demo, tests.  See README.md.
#   make          install missing Debian packages, build build/skatsheet
#   make demo     ... and run the built-in demo
#   make test     ... and run every test (last line: "N passed, N failed")
#   make asan     the whole suite under AddressSanitizer + UBSan (build-asan/)
#   make valgrind the CLI suites with skatsheet under valgrind (slow)

BUILD ?= build
SAN ?= 0
CC ?= cc
MAKEFLAGS += --no-print-directory

PKGS_CFLAGS := $(filter-out -D_XOPEN_SOURCE% -D_DEFAULT_SOURCE,$(shell pkg-config --cflags sqlite3 xlsxwriter ncursesw 2>/dev/null))
PKGS_LIBS := $(shell pkg-config --libs sqlite3 xlsxwriter ncursesw 2>/dev/null || echo -lsqlite3 -lxlsxwriter -lncursesw)

CFLAGS_COMMON = -std=c11 -Wall -Wextra -Werror -g -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=700 \
	-Iapp -Idb -Ireports -I$(BUILD)/gen $(PKGS_CFLAGS)
ifeq ($(SAN),1)
CFLAGS_OPT = -O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDFLAGS_SAN = -fsanitize=address,undefined
else
CFLAGS_OPT = -O2
LDFLAGS_SAN =
endif
CFLAGS_ALL = $(CFLAGS_COMMON) $(CFLAGS_OPT) $(CFLAGS)
LIBS = $(PKGS_LIBS) -lhpdf -lcsv -lm

LIB_SRC := $(filter-out app/main.c,$(wildcard app/*.c db/*.c reports/*.c))
LIB_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(LIB_SRC)) $(BUILD)/obj/gen/schema_gen.o
UNIT_SRC := $(wildcard tests/unit/test_*.c)
UNIT_BIN := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRC))
SCHEMA := $(sort $(wildcard schema/*.sql))
FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_REPLAY := $(patsubst tests/fuzz/fuzz_%.c,$(BUILD)/tests/fuzzrep_%,$(FUZZ_SRC))

.PHONY: all build deps demo test asan clean fuzz valgrind

all: deps build

deps:
	@./scripts/install-deps

build: $(BUILD)/skatsheet $(UNIT_BIN) $(FUZZ_REPLAY)

$(BUILD)/gen/schema_gen.c: $(SCHEMA) scripts/embed-schema
	@mkdir -p $(dir $@)
	@echo "  GEN     $@"
	@./scripts/embed-schema $(SCHEMA) > $@.tmp && mv $@.tmp $@

$(BUILD)/obj/gen/schema_gen.o: $(BUILD)/gen/schema_gen.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(CFLAGS_ALL) -c -o $@ $<

$(BUILD)/obj/%.o: %.c $(wildcard app/*.h db/*.h reports/*.h) $(BUILD)/gen/schema_gen.c
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	@$(CC) $(CFLAGS_ALL) -c -o $@ $<

$(BUILD)/libskat.a: $(LIB_OBJ)
	@rm -f $@
	@echo "  AR      $@"
	@ar rcs $@ $^

$(BUILD)/skatsheet: $(BUILD)/obj/app/main.o $(BUILD)/libskat.a
	@echo "  LINK    $@"
	@$(CC) $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $^ $(LIBS)

$(BUILD)/tests/%: tests/unit/%.c tests/unit/th.h $(BUILD)/libskat.a
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	@$(CC) $(CFLAGS_ALL) -Itests/unit $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $< $(BUILD)/libskat.a $(LIBS)

# A fuzz harness replayed over its saved corpus with the normal compiler.
$(BUILD)/tests/fuzzrep_%: tests/fuzz/fuzz_%.c tests/fuzz/replay.c $(BUILD)/libskat.a
	@mkdir -p $(dir $@)
	@echo "  CC      $@"
	@$(CC) $(CFLAGS_ALL) $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $< tests/fuzz/replay.c $(BUILD)/libskat.a $(LIBS)

# Run one libFuzzer harness for a while:  make fuzz FUZZ=gameflags SECONDS=300
FUZZ ?= gameflags
SECONDS ?= 60
fuzz: deps
	@$(MAKE) BUILD=build-fuzz CC=clang CFLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined" build-fuzz/libskat.a
	clang $(CFLAGS_COMMON) -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -o build-fuzz/fuzz_$(FUZZ) \
		tests/fuzz/fuzz_$(FUZZ).c build-fuzz/libskat.a $(LIBS)
	@mkdir -p build-fuzz/corpus-$(FUZZ)
	build-fuzz/fuzz_$(FUZZ) -max_total_time=$(SECONDS) build-fuzz/corpus-$(FUZZ) tests/fuzz/corpus/$(FUZZ)

# bench/gen's game generator (not part of build; bench/gen makes it)
$(BUILD)/bench/gen_games: bench/gen_games.c $(BUILD)/libskat.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS_SAN) $(LDFLAGS) -o $@ $< $(BUILD)/libskat.a $(LIBS)

demo: all
	@./scripts/demo $(BUILD)/skatsheet

test: all
	@SKATSHEET=$(CURDIR)/$(BUILD)/skatsheet TESTBIN=$(CURDIR)/$(BUILD)/tests ./tests/run

asan:
	@$(MAKE) BUILD=build-asan SAN=1 test

# The CLI suites with every skatsheet run under valgrind (slow; not in make test).
VG_SUITES ?= cli/ db/ io/ standings/ bad_input/
valgrind: build
	@for s in $(VG_SUITES); do SKATSHEET=$(CURDIR)/scripts/valgrind-skatsheet \
		SKATSHEET_REAL=$(CURDIR)/$(BUILD)/skatsheet TESTBIN=$(CURDIR)/$(BUILD)/tests \
		./tests/run $$s | grep -v '^unit/' || exit 1; done

clean:
	rm -rf build build-asan build-fuzz
