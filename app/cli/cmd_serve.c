/* cmd_serve.c - `serve` (the live web front end) and `export html`. */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "lookup.h"
#include "db_tournaments.h"
#include "fileio.h"
#include "langsetup.h"
#include "sdnotify.h"
#include "svcconf.h"
#include "version.h"
#include "web.h"

int cmd_serve(cli_ctx *ctx, const cli_args *a)
{
    /* each option from the command line, else the configuration (--config) */
    const sk_svcconf *c = ctx->conf;
    web_opts o;
    memset(&o, 0, sizeof o);
    o.db_path = ctx->db_path;
    o.listen = cli_str(a, "listen") ? cli_str(a, "listen") : sk_svcconf_get(c, SVC_LISTEN);
    o.tournament = cli_str(a, "tournament") ? cli_str(a, "tournament")
                                            : sk_svcconf_get(c, SVC_TOURNAMENT);
    o.threads = (int)cli_int(a, "threads", sk_svcconf_int(c, SVC_THREADS, 0));
    o.post_rate = (int)cli_int(a, "post-rate", sk_svcconf_int(c, SVC_POST_RATE, 0));
    o.header_timeout = (int)cli_int(a, "header-timeout", sk_svcconf_int(c, SVC_HEADER_TIMEOUT, 0));
    o.write_timeout = (int)cli_int(a, "write-timeout", sk_svcconf_int(c, SVC_WRITE_TIMEOUT, 0));
    o.max_connections = (int)cli_int(a, "max-connections",
                                     sk_svcconf_int(c, SVC_MAX_CONNECTIONS, 0));
    o.max_per_address = (int)cli_int(a, "max-per-address",
                                     sk_svcconf_int(c, SVC_MAX_PER_ADDRESS, 0));
    o.public_url = cli_str(a, "public-url") ? cli_str(a, "public-url")
                                            : sk_svcconf_get(c, SVC_PUBLIC_URL);
    o.trusted_proxy = cli_str(a, "trusted-proxy") ? cli_str(a, "trusted-proxy")
                                                  : sk_svcconf_get(c, SVC_TRUSTED_PROXY);
    o.quiet = cli_has(a, "quiet") > 0 ||
              (sk_svcconf_get(c, SVC_QUIET) && strcmp(sk_svcconf_get(c, SVC_QUIET), "yes") == 0);
    /* from the environment, not an option: a token in the arguments would
     * show in every process list */
    o.metrics_token = getenv("SKATSHEET_METRICS_TOKEN");
    o.version = SKATSHEET_VERSION;
    /* the organiser's language for every page, by the CLI's rule: --lang or
     * SKATSHEET_LANG now (or the configuration's lang), else `config lang`
     * (read while serving), else the server's locale; a visitor's own
     * switch overrides it */
    o.lang = ctx->lang_given ? (int)sk_lang_get() : -1;
    o.locale_lang = (int)sk_lang_from_env(&(bool){false});
    if (o.tournament) {
        db_tournament t;
        int rc = lookup_tournament(ctx, o.tournament, &t);
        if (rc != SK_OK) {
            if (!cli_str(a, "tournament"))
                sk_svcconf_line(c, SVC_TOURNAMENT, &ctx->err);
            return rc;
        }
        db_tournament_clear(&t);
    }
    /* each request picks its language (?lang=, the visitor's choice, the
     * organiser's, the locale's): the German catalogue is bound
     * whatever this process speaks */
    sk_lang_catalogue(SK_LANG_DE);
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
    if (rc != SK_OK) {
        /* a value of the configuration: its line named */
        if (strstr(ctx->err.msg, "--public-url") && !cli_str(a, "public-url"))
            sk_svcconf_line(c, SVC_PUBLIC_URL, &ctx->err);
        else if (strstr(ctx->err.msg, "--trusted-proxy") && !cli_str(a, "trusted-proxy"))
            sk_svcconf_line(c, SVC_TRUSTED_PROXY, &ctx->err);
        else if (!cli_str(a, "listen"))
            sk_svcconf_line(c, SVC_LISTEN, &ctx->err);
        return rc;
    }
    char shown[512];
    db_target_shown(ctx->db_path, shown, sizeof shown);
    printf(_("skatsheet: serving %s on %s (Ctrl-C stops)\n"), shown, web_url(s));
    fflush(stdout);
    /* under systemd (Type=notify): listening, and the database opened */
    sk_err nerr;
    sk_err_clear(&nerr);
    if (sk_sd_notify("READY=1", &nerr) != SK_OK)
        fprintf(stderr, "skatsheet: %s\n", nerr.msg);
    int sig = 0;
    sigwait(&set, &sig);
    fprintf(stderr, _("skatsheet: %s: stopping\n"), sig == SIGINT ? "interrupted" : "terminated");
    sk_err_clear(&nerr);
    sk_sd_notify("STOPPING=1", &nerr);
    /* SIGTERM (systemd's stop, a rolling upgrade): no new connection, new
     * writes 503, the queued writes written and answered, the open
     * requests answered, for at most 10 s; then closed */
    if (sig == SIGTERM && !web_drain(s, 10000))
        fprintf(stderr, "%s", _("skatsheet: not every request was answered within 10 s\n"));
    web_stop(s);
    return SK_OK;
}

int cmd_export_html(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    const char *lang = sk_lang_code(sk_lang_get()); /* the global --lang */
    db_tournament t;
    int rc = lookup_tournament(ctx, cli_str(a, "tournament"), &t);
    if (rc != SK_OK)
        return rc;
    sk_buf b = {0};
    rc = web_export_html(ctx->db, t.name, lang, &b, &ctx->err);
    if (rc == SK_OK)
        rc = sk_write_file_atomic(file, b.s ? b.s : "", b.len, &ctx->err);
    if (rc == SK_OK)
        printf(_("wrote %s: the standings of '%s'\n"), file, t.name);
    sk_buf_free(&b);
    db_tournament_clear(&t);
    return rc;
}
