/* fuzz_gameflags.c - libFuzzer harness for the option parser (the `value`
 * row of the command table), the game flags and the rules engine.  The
 * input is split into arguments at NUL or newline bytes, parsed like
 * `skatsheet value ARGS`, and every parsed game is evaluated at a 3- and a
 * 4-table.  Invariants of a valid game are asserted. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gameargs.h"
#include "rules.h"

#define MAX_ARGS 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0;
    char *buf = xmalloc(size + 1);
    memcpy(buf, data, size);
    buf[size] = '\0';
    char *argv[MAX_ARGS + 1];
    int argc = 0;
    char *p = buf, *end = buf + size;
    while (p < end && argc < MAX_ARGS) {
        char *q = p;
        while (q < end && *q != '\n' && *q != '\0')
            q++;
        *q = '\0';
        argv[argc++] = p;
        p = q + 1;
    }
    argv[argc] = NULL;

    cli_walk w = cli_walk_first(cli_commands);
    while (strcmp(w.c->name, "value") != 0)
        cli_walk_next(&w);
    const cli_command *value = w.c;
    cli_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    sk_err_clear(&ctx.err);
    rules_game g;
    sk_err err;
    sk_err_clear(&err);
    cli_args args;
    int rc = cli_parse(&ctx, value, argc, argv, &args);
    if (rc == SK_OK) {
        rc = gameargs_game(&args, &g, &err);
        cli_args_free(&args);
    } else {
        err = ctx.err;
    }
    if (rc == SK_OK) {
        for (int table = 3; table <= 4; table++) {
            rules_outcome o;
            sk_err e2;
            sk_err_clear(&e2);
            if (rules_evaluate(&g, table, &o, &e2) == SK_OK) {
                if (!o.overbid && o.value < g.bid)
                    abort();
                if (o.score != (o.won ? o.value : -2 * o.value))
                    abort();
                if (o.seeger != o.score + (o.won ? 50 : -50))
                    abort();
                if ((o.opponent_bonus == 0) != o.won)
                    abort();
                if (o.overbid && o.won)
                    abort();
                char d[256];
                rules_describe(&g, &o, d, sizeof d);
            } else if (e2.msg[0] == '\0' || e2.status != SK_INVALID) {
                abort();
            }
        }
    } else if (err.msg[0] == '\0') {
        abort();
    }
    free(buf);
    return 0;
}
