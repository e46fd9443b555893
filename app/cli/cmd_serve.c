/* cmd_serve.c - `serve` (the live web front end) and `export html`. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "lookup.h"
#include "db_tournaments.h"
#include "fileio.h"
#include "langsetup.h"
#include "sdnotify.h"
#include "svcconf.h"
#include "version.h"
#include "web.h"

/* The limit named opt: the command line's, else c's (0: the default). */
static int limit(const cli_args *a, const char *opt, const sk_svcconf *c, sk_svckey k)
{
    return (int)cli_int(a, opt, sk_svcconf_int(c, k, 0));
}

static void limits_of(const cli_args *a, const sk_svcconf *c, web_limits *l)
{
    l->post_rate = limit(a, "post-rate", c, SVC_POST_RATE);
    l->header_timeout = limit(a, "header-timeout", c, SVC_HEADER_TIMEOUT);
    l->write_timeout = limit(a, "write-timeout", c, SVC_WRITE_TIMEOUT);
    l->max_connections = limit(a, "max-connections", c, SVC_MAX_CONNECTIONS);
    l->max_per_address = limit(a, "max-per-address", c, SVC_MAX_PER_ADDRESS);
}

/* The log file opened for appending (-1 and err set when it cannot be). */
static int open_log(const char *path, sk_err *err)
{
    int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0640);
    if (fd < 0)
        sk_err_set(err, SK_FAIL, _("cannot open the log %s: %s"), path, strerror(errno));
    return fd;
}

/* fd becomes standard error (every log line goes there), and is closed. */
static void log_to(int fd)
{
    fflush(stderr);
    dup2(fd, STDERR_FILENO);
    close(fd);
}

/* SIGHUP: the log file opened again (after a rotation), the configuration
 * read again and its language and limits applied (what the command line
 * gave stays); a configuration that is refused changes nothing.  *held: the
 * last one taken at a SIGHUP (replaced by the new one), none yet: the one
 * of the start. */
static void reload(cli_ctx *ctx, const cli_args *a, web_server *s, const char *log,
                   int lang, sk_svcconf *held)
{
    const sk_svcconf *cur = held->path ? held : ctx->conf;
    sk_err err;
    sk_err_clear(&err);
    if (log) {
        int fd = open_log(log, &err);
        if (fd >= 0)
            log_to(fd);
        else
            fprintf(stderr, _("skatsheet: SIGHUP: %s: still writing to the log as it was\n"), err.msg);
        sk_err_clear(&err);
    }
    if (!ctx->conf)
        return;
    sk_svcconf next;
    if (sk_svcconf_read(ctx->conf->path, &next, &err) != SK_OK) {
        fprintf(stderr, _("skatsheet: SIGHUP: %s: the configuration was not reloaded, the settings "
                          "stay as they were\n"), err.msg);
        sk_svcconf_free(&next);
        return;
    }
    /* what only a start applies: said, not taken */
    static const sk_svckey fixed[] = {SVC_DB, SVC_LISTEN, SVC_TOURNAMENT, SVC_PUBLIC_URL,
                                      SVC_TRUSTED_PROXY, SVC_THREADS, SVC_QUIET, SVC_LOG};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
        const char *was = sk_svcconf_get(cur, fixed[i]), *now = sk_svcconf_get(&next, fixed[i]);
        if ((was || now) && (!was || !now || strcmp(was, now) != 0))
            fprintf(stderr, _("skatsheet: SIGHUP: %s: %s changed: it takes effect at the next "
                              "start\n"), ctx->conf->path, sk_svcconf_name(fixed[i]));
    }
    web_limits l, want;
    limits_of(a, &next, &l);
    l.lang = lang; /* --lang, SKATSHEET_LANG: as started */
    if (ctx->lang_from_conf) {
        sk_lang sl;
        const char *v = sk_svcconf_get(&next, SVC_LANG);
        l.lang = v && sk_lang_parse(v, &sl) ? (int)sl : -1;
    }
    want = l;
    web_reload(s, &l);
    if (l.max_connections < want.max_connections)
        fprintf(stderr, _("skatsheet: SIGHUP: %s: max-connections %d is more than at the start: %d "
                          "until the next start\n"), ctx->conf->path, want.max_connections,
                l.max_connections);
    if (l.header_timeout < want.header_timeout)
        fprintf(stderr, _("skatsheet: SIGHUP: %s: header-timeout %d is more than at the start: %d "
                          "until the next start\n"), ctx->conf->path, want.header_timeout,
                l.header_timeout);
    fprintf(stderr, _("skatsheet: SIGHUP: reloaded %s: lang %s, post-rate %d, header-timeout %d, "
                      "write-timeout %d, max-connections %d, max-per-address %d\n"),
            ctx->conf->path, l.lang < 0 ? "-" : sk_lang_code((sk_lang)l.lang), l.post_rate,
            l.header_timeout, l.write_timeout, l.max_connections, l.max_per_address);
    sk_svcconf_free(held);
    *held = next;
}

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
    web_limits l;
    limits_of(a, c, &l);
    o.post_rate = l.post_rate;
    o.header_timeout = l.header_timeout;
    o.write_timeout = l.write_timeout;
    o.max_connections = l.max_connections;
    o.max_per_address = l.max_per_address;
    o.public_url = cli_str(a, "public-url") ? cli_str(a, "public-url")
                                            : sk_svcconf_get(c, SVC_PUBLIC_URL);
    o.trusted_proxy = cli_str(a, "trusted-proxy") ? cli_str(a, "trusted-proxy")
                                                  : sk_svcconf_get(c, SVC_TRUSTED_PROXY);
    const char *log = cli_str(a, "log") ? cli_str(a, "log") : sk_svcconf_get(c, SVC_LOG);
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
    int logfd = -1;
    if (log && (logfd = open_log(log, &ctx->err)) < 0) {
        if (!cli_str(a, "log"))
            sk_svcconf_line(c, SVC_LOG, &ctx->err);
        return SK_FAIL;
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
    if (rc != SK_OK) {
        /* a value of the configuration: its line named */
        if (strstr(ctx->err.msg, "--public-url") && !cli_str(a, "public-url"))
            sk_svcconf_line(c, SVC_PUBLIC_URL, &ctx->err);
        else if (strstr(ctx->err.msg, "--trusted-proxy") && !cli_str(a, "trusted-proxy"))
            sk_svcconf_line(c, SVC_TRUSTED_PROXY, &ctx->err);
        else if (!cli_str(a, "listen"))
            sk_svcconf_line(c, SVC_LISTEN, &ctx->err);
        if (logfd >= 0)
            close(logfd);
        return rc;
    }
    if (logfd >= 0)
        log_to(logfd); /* started: from here every line goes to the file */
    char shown[512];
    db_target_shown(ctx->db_path, shown, sizeof shown);
    printf(_("skatsheet: serving %s on %s (Ctrl-C stops)\n"), shown, web_url(s));
    fflush(stdout);
    /* under systemd (Type=notify): listening, and the database opened */
    sk_err nerr;
    sk_err_clear(&nerr);
    if (sk_sd_notify("READY=1", &nerr) != SK_OK)
        fprintf(stderr, "skatsheet: %s\n", nerr.msg);
    sk_svcconf held; /* the configuration reread at SIGHUP (none yet: ctx->conf) */
    memset(&held, 0, sizeof held);
    int sig = 0;
    while (sigwait(&set, &sig) == 0 && sig == SIGHUP)
        reload(ctx, a, s, log, o.lang, &held);
    sk_svcconf_free(&held);
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
    const db_tournament *t = &ctx->tour->row;
    sk_buf b = {0};
    int rc = web_export_html(ctx->db, t->name, lang, &b, &ctx->err);
    if (rc == SK_OK)
        rc = sk_write_file_atomic(file, b.s ? b.s : "", b.len, &ctx->err);
    if (rc == SK_OK)
        printf(_("wrote %s: the standings of '%s'\n"), file, t->name);
    sk_buf_free(&b);
    return rc;
}
