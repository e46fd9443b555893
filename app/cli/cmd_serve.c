/* cmd_serve.c - `serve` (the live web front end) and `export html`. */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "cliopt.h"
#include "db.h"
#include "fileio.h"
#include "web.h"

int cmd_serve(cli_ctx *ctx, int argc, char **argv)
{
    web_opts o;
    memset(&o, 0, sizeof o);
    o.db_path = ctx->db_path;
    int threads = 0, rate = 0;
    for (int i = 1; i < argc;) {
        int r;
        if ((r = cliopt_str(ctx, argc, argv, &i, "--listen", NULL, &o.listen)) ||
            (r = cliopt_str(ctx, argc, argv, &i, "--tournament", "-t", &o.tournament)) ||
            (r = cliopt_int_value(ctx, argc, argv, &i, "--threads", 1, 64, &threads)) ||
            (r = cliopt_int_value(ctx, argc, argv, &i, "--post-rate", 1, 100000, &rate))) {
            if (r < 0)
                return ctx->err.status;
            continue;
        }
        if (strcmp(argv[i], "--quiet") == 0) {
            o.quiet = true;
            i++;
            continue;
        }
        return cli_usage(ctx, argv[i][0] == '-' ? "unknown option %s" : "unexpected argument '%s'",
                         argv[i]);
    }
    o.threads = threads;
    o.post_rate = rate;
    if (o.tournament) {
        db_tournament t;
        int rc = cliopt_tournament(ctx, o.tournament, &t);
        if (rc != SK_OK)
            return rc;
        db_tournament_clear(&t);
    }
    /* The threads started below inherit this mask: only sigwait sees them. */
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
    signal(SIGPIPE, SIG_IGN);
    web_server *s;
    int rc = web_start(&o, &s, &ctx->err);
    if (rc != SK_OK)
        return rc;
    printf("skatsheet: serving %s on %s (Ctrl-C stops)\n", ctx->db_path, web_url(s));
    fflush(stdout);
    int sig = 0;
    sigwait(&set, &sig);
    fprintf(stderr, "skatsheet: %s: stopping\n", sig == SIGINT ? "interrupted" : "terminated");
    web_stop(s);
    return SK_OK;
}

int cmd_export_html(cli_ctx *ctx, int argc, char **argv)
{
    const char *file = NULL, *tournament = NULL, *lang = "en";
    for (int i = 1; i < argc;) {
        int r;
        if ((r = cliopt_str(ctx, argc, argv, &i, "--tournament", "-t", &tournament)) ||
            (r = cliopt_str(ctx, argc, argv, &i, "--lang", NULL, &lang))) {
            if (r < 0)
                return ctx->err.status;
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1])
            return cli_usage(ctx, "unknown option %s", argv[i]);
        if (file)
            return cli_usage(ctx, "unexpected argument '%s'", argv[i]);
        file = argv[i++];
    }
    if (!file)
        return cli_usage(ctx, "FILE is required: the HTML file to write");
    if (strcmp(lang, "de") != 0 && strcmp(lang, "en") != 0)
        return cli_usage(ctx, "--lang must be de or en, not '%s'", lang);
    db_tournament t;
    int rc = cliopt_tournament(ctx, tournament, &t);
    if (rc != SK_OK)
        return rc;
    sk_buf b = {0};
    rc = web_export_html(ctx->db, t.name, lang, &b, &ctx->err);
    if (rc == SK_OK)
        rc = sk_write_file_atomic(file, b.s, b.len, &ctx->err);
    if (rc == SK_OK)
        printf("wrote %s: the standings of '%s'\n", file, t.name);
    sk_buf_free(&b);
    db_tournament_clear(&t);
    return rc;
}
