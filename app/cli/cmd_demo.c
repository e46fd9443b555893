/* cmd_demo.c - `skatsheet demo`: a demo tournament with drawn seats and
 * realistic, valid games (app/demogen.c), reproducible with --seed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "db.h"
#include "db_tournaments.h"
#include "demo.h"

int cmd_demo(cli_ctx *ctx, const cli_args *a)
{
    long nplayers = cli_int(a, "players", 24), nseries = cli_int(a, "series", 3);
    long seed = cli_int(a, "seed", 2025);
    if (nplayers == 5)
        return sk_err_set(&ctx->err, SK_INVALID,
                          _("--players 5 cannot be seated: tables have 3 or 4 players"));

    db *d = NULL;
    bool file = db_target_is_file(ctx->db_path);
    bool created = file && access(ctx->db_path, F_OK) != 0;
    int rc;
    if (!file) { /* a server's database: the schema made when it is empty */
        sk_err e;
        sk_err_clear(&e);
        rc = db_open(ctx->db_path, &d, &e);
        if (rc != SK_OK) {
            created = true;
            rc = db_create(ctx->db_path, &d, &ctx->err);
            if (rc != SK_OK) /* say why the open failed: the create's refusal is the lesser */
                sk_err_set(&ctx->err, rc, "%s", e.msg);
        }
    } else {
        rc = created ? db_create(ctx->db_path, &d, &ctx->err)
                     : db_open(ctx->db_path, &d, &ctx->err);
    }
    if (rc != SK_OK)
        return rc;
    db_tournament t;
    memset(&t, 0, sizeof t);
    long ngames = 0, npassed = 0, nlost = 0;
    rc = ops_demo_fill(d, (int)nplayers, (int)nseries, (uint64_t)seed, &t, &ngames, &npassed,
                       &nlost, &ctx->err);
    db_close(d);
    if (rc != SK_OK) {
        if (created && file) {
            char *w = xasprintf("%s-wal", ctx->db_path), *m = xasprintf("%s-shm", ctx->db_path);
            unlink(ctx->db_path);
            unlink(w);
            unlink(m);
            free(w);
            free(m);
        }
        return rc;
    }
    printf(sk_ntr("demo tournament '%s' (seed %ld): %ld players, %ld series, %ld games "
                  "(%ld passed, %ld lost)\n",
                  "demo tournament '%s' (seed %ld): %ld players, %ld series, %ld games "
                  "(%ld passed, %ld lost)\n", (unsigned long)nseries),
           t.name, seed, nplayers, nseries, ngames, npassed, nlost);
    char shown[512];
    db_target_shown(ctx->db_path, shown, sizeof shown);
    printf(_("database: %s%s\n"), shown, created ? _(" (created)") : "");
    printf(_("try: skatsheet --db %s tournament show\n"), shown);
    free(t.name);
    return SK_OK;
}
