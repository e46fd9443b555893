/* main.c - locale, global options, dispatch through the command table, and
 * the one place that decides where messages go (stderr). */
#include <errno.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "db.h"
#include "db_config.h"
#include "fileio.h"
#include "i18n.h"
#include "langsetup.h"
#include "lookup.h"
#include "svcconf.h"
#include "tzsetup.h"
#include "version.h"

static const char *prog = "skatsheet";

/* The command named by the most leading words of argv (any number of
 * words: "value", "player add", "league team add"); *words is how many. */
static const cli_command *find_command(int argc, char **argv, int *words)
{
    const cli_command *best = NULL;
    *words = 0;
    for (cli_walk w = cli_walk_first(cli_commands); w.c; cli_walk_next(&w)) {
        const cli_command *c = w.c;
        int n = 1;
        for (const char *p = c->name; *p; p++)
            n += *p == ' ';
        if (n <= argc && n > *words && cli_words_prefix(c->name, argv, n) == strlen(c->name)) {
            best = c;
            *words = n;
        }
    }
    return best;
}

/* How many leading words of argv are the first words of a longer command
 * ("league", "league team")?  0 when none. */
static int group_words(int argc, char **argv)
{
    int best = 0;
    for (cli_walk w = cli_walk_first(cli_commands); w.c; cli_walk_next(&w))
        for (int n = 1; n <= argc; n++) {
            size_t at = cli_words_prefix(w.c->name, argv, n);
            if (at && w.c->name[at] == ' ' && n > best)
                best = n;
        }
    return best;
}

/* Move the global --db FILE, --lang LANG and --config FILE (wherever they
 * stand before "--") into ctx->db_path, *lang and *config and the other
 * arguments into args; their count, or -1 on a usage error (printed). */
static int pull_global(int argc, char **argv, cli_ctx *ctx, const char **lang, const char **config,
                       char **args)
{
    int n = 0;
    bool db_seen = false, lang_seen = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            while (i < argc)
                args[n++] = argv[i++];
            break;
        }
        /* one value per option, as for a command's options */
        bool is_db = strcmp(argv[i], "--db") == 0 || strncmp(argv[i], "--db=", 5) == 0;
        bool is_lang = strcmp(argv[i], "--lang") == 0 || strncmp(argv[i], "--lang=", 7) == 0;
        if ((is_db && db_seen) || (is_lang && lang_seen)) {
            fprintf(stderr, _("%s: --%s given twice\n"), prog, is_db ? "db" : "lang");
            return -1;
        }
        db_seen |= is_db;
        lang_seen |= is_lang;
        if (strcmp(argv[i], "--config") == 0 || strncmp(argv[i], "--config=", 9) == 0) {
            if (*config) {
                fprintf(stderr, _("%s: --%s given twice\n"), prog, "config");
                return -1;
            }
            if (argv[i][8] == '=') {
                *config = argv[i] + 9;
            } else if (i + 1 >= argc) {
                fprintf(stderr, _("%s: --config needs a FILE\n"), prog);
                return -1;
            } else {
                *config = argv[++i];
            }
        } else if (strcmp(argv[i], "--db") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, _("%s: --db needs a FILE\n"), prog);
                return -1;
            }
            ctx->db_path = argv[++i];
        } else if (strncmp(argv[i], "--db=", 5) == 0) {
            ctx->db_path = argv[i] + 5;
        } else if (strcmp(argv[i], "--lang") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, _("%s: --lang needs a value (de or en)\n"), prog);
                return -1;
            }
            *lang = argv[++i];
        } else if (strncmp(argv[i], "--lang=", 7) == 0) {
            *lang = argv[i] + 7;
        } else {
            args[n++] = argv[i];
        }
    }
    return n;
}

/* args[0..n-1] name no command: say why on stderr. */
static void not_a_command(int n, char **args)
{
    int gw = group_words(n, args);
    if (gw > 0) {
        sk_buf b = {0};
        for (int i = 0; i < gw; i++)
            sk_buf_printf(&b, "%s%s", i ? " " : "", args[i]);
        fprintf(stderr, _("%s: '%s' needs a subcommand; see '%s help %s'\n"), prog, sk_buf_str(&b),
                prog, sk_buf_str(&b));
        cli_print_matching_help(stderr, cli_commands, args, gw);
        sk_buf_free(&b);
    } else if (strcmp(args[0], "-t") == 0 || strncmp(args[0], "--tournament", 12) == 0 ||
               strcmp(args[0], "-l") == 0 || strncmp(args[0], "--league", 8) == 0) {
        /* only --db is global: "skatsheet -t X standings" is a common slip */
        int len = (int)strcspn(args[0], "=");
        bool league = args[0][1] == 'l' || args[0][2] == 'l';
        fprintf(stderr, _("%s: '%.*s' is an option of a command, not a global one: put it "
                "after the command (e.g. '%s %s %.*s NAME')\n"), prog, len, args[0], prog,
                league ? "league table" : "standings", len, args[0]);
    } else {
        fprintf(stderr, _("%s: '%s' is not a command; see '%s --help'\n"), prog, args[0], prog);
    }
}

/* Does cargv ask for the command's help (before a "--")? */
static bool wants_help(int cargc, char **cargv)
{
    for (int i = 0; i < cargc && strcmp(cargv[i], "--") != 0; i++)
        if (strcmp(cargv[i], "--help") == 0 || strcmp(cargv[i], "-h") == 0)
            return true;
    return false;
}

/* Parse cargv against cmd, open the database it needs (unless main opened
 * it already: ctx->db), run its handler and report a failure on stderr. */
static int run(cli_ctx *ctx, const cli_command *cmd, int cargc, char **cargv)
{
    if (wants_help(cargc, cargv)) {
        cli_print_help(stdout, cmd);
        return SK_OK;
    }
    ctx->cmd = cmd;
    cli_args a;
    int rc = cli_parse(ctx, cmd, cargc, cargv, &a);
    if (rc == SK_OK) {
        if ((cmd->flags & CLI_DB_OPEN) && !ctx->db) /* an existing database, migrated when older */
            rc = db_open(ctx->db_path, &ctx->db, &ctx->err);
        if (rc != SK_OK && (cmd->flags & CLI_DB_OPEN) && ctx->db_from_conf)
            sk_svcconf_line(ctx->conf, SVC_DB, &ctx->err); /* the file's line names it */
        else if (rc == SK_FAIL && (cmd->flags & CLI_DB_OPEN) && db_target_is_file(ctx->db_path) &&
            access(ctx->db_path, F_OK) != 0 &&
            errno == ENOENT) /* the CLI's hint; db/ only names the problem */
            snprintf(ctx->err.msg + strlen(ctx->err.msg), sizeof ctx->err.msg - strlen(ctx->err.msg),
                     "%s", _(": run 'skatsheet init' first (or choose one with --db FILE)"));
        if (ctx->db && db_upgrade_backup(ctx->db)) /* said once, where the copy is */
            fprintf(stderr, _("skatsheet: before upgrading the database to schema version %d, "
                    "a copy of it as it was was written to %s\n"), db_schema_latest(),
                    db_upgrade_backup(ctx->db));
        if (rc == SK_OK && ctx->db) { /* times in `config tz` (tzsetup.h) */
            char *tz = NULL;
            sk_err e;
            sk_err_clear(&e);
            if (db_config_get(ctx->db, "tz", &tz, &e) == SK_OK && tz)
                sk_tz_setup(tz);
            free(tz);
        }
        lookup_row row; /* the row's tournament or league (CLI_TOUR, CLI_LEAGUE, ...) */
        if (rc == SK_OK)
            rc = lookup_row_open(ctx, &a, &row);
        if (rc == SK_OK)
            rc = cmd->fn(ctx, &a);
        lookup_row_close(ctx);
        if (cmd->flags & CLI_DB_OPEN) {
            db_close(ctx->db);
            ctx->db = NULL;
        }
        cli_args_free(&a);
    }
    if (ctx->db) { /* opened by main, but the arguments were refused */
        db_close(ctx->db);
        ctx->db = NULL;
    }
    if (rc != SK_OK) {
        if (ctx->err.status != SK_OK && ctx->err.msg[0])
            fprintf(stderr, "%s: %s\n", prog, ctx->err.msg);
        if (rc == SK_USAGE)
            cli_print_usage(cmd);
    }
    return rc;
}

/* Every command's standard output checked in one place: a full disk, a
 * closed or failing pipe or /dev/full would otherwise cut a report short
 * with exit 0.  Returns rc, or SK_FAIL with a message when a write failed. */
static int finish_stdout(int rc)
{
    errno = 0;
    bool bad = ferror(stdout) != 0;
    if (fflush(stdout) != 0)
        bad = true;
    int e = errno;
    if (fclose(stdout) != 0 && !bad) {
        bad = true;
        e = errno;
    }
    if (!bad || rc != SK_OK) /* a failed command has said what failed */
        return rc;
    fprintf(stderr, _("%s: cannot write standard output: %s (the output is incomplete)\n"), prog,
            e ? strerror(e) : _("a write failed (disk full?)"));
    return SK_FAIL;
}

/* The language of the messages: --lang, then $SKATSHEET_LANG, then the
 * default stored in the database (`config lang`), then the locale.  The
 * first two are taken here (true: *decided); a bad --lang or
 * SKATSHEET_LANG is a usage error (printed, false). */
static bool lang_given(const char *opt, bool *decided)
{
    *decided = false;
    const char *env = getenv("SKATSHEET_LANG");
    const char *what = opt ? "--lang" : "SKATSHEET_LANG";
    const char *v = opt ? opt : env && *env ? env : NULL;
    if (!v)
        return true;
    sk_lang l = SK_LANG_EN;
    if (strcmp(v, "de") != 0 && strcmp(v, "en") != 0) {
        sk_lang_setup(sk_lang_from_env(&(bool){false}));
        fprintf(stderr, _("%s: %s must be de or en, not '%s'\n"), prog, what, v);
        return false;
    }
    sk_lang_parse(v, &l);
    sk_lang_setup(l);
    *decided = true;
    return true;
}

/* The stored default (NULL: none), else the locale's language. */
static void lang_stored(char *stored)
{
    sk_lang l = SK_LANG_EN;
    bool found = stored && sk_lang_parse(stored, &l);
    free(stored);
    if (!found)
        l = sk_lang_from_env(&found);
    sk_lang_setup(l);
}

/* The language stored in the database for a command that opens it: read
 * through the connection the command then uses (opened here, before its
 * arguments are parsed, so that their messages are in that language), not
 * through a second connection: reading the schema twice was a third of the
 * start (bench/startup).  When the database cannot be opened nothing is
 * kept (ctx->db NULL) and the caller peeks and lets run() open it again, so
 * every message (a usage error first, then why the database cannot be
 * opened) comes as before. */
static bool lang_from_open_db(cli_ctx *ctx)
{
    sk_err e;
    sk_err_clear(&e);
    if (db_open(ctx->db_path, &ctx->db, &e) != SK_OK)
        return false;
    char *stored = NULL;
    if (db_config_get(ctx->db, "lang", &stored, &e) != SK_OK)
        stored = NULL;
    lang_stored(stored);
    return true;
}

int main(int argc, char **argv)
{
    if (!setlocale(LC_ALL, "")) {
        /* the locale asked for is not generated (LANG=de_DE.UTF-8 on a
         * fresh machine): keep its UTF-8 at least */
        const char *v = getenv("LC_ALL");
        if (!v || !*v)
            v = getenv("LC_CTYPE");
        if (!v || !*v)
            v = getenv("LANG");
        if (v && (strstr(v, "UTF-8") || strstr(v, "utf8") || strstr(v, "UTF8") ||
                  strstr(v, "utf-8")))
            setlocale(LC_CTYPE, "C.UTF-8");
    }
    setlocale(LC_NUMERIC, "C");
    sk_tz_setup(NULL); /* $TZ, else Europe/Berlin; `config tz` once the database is open */

    cli_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    sk_err_clear(&ctx.err);
    ctx.commands = cli_commands;
    ctx.db_path = getenv("SKATSHEET_DB");
    if (!ctx.db_path || !*ctx.db_path)
        ctx.db_path = "skatsheet.db";

    char **args = xcalloc((size_t)argc + 1, sizeof *args);
    const char *lang = NULL, *config = NULL, *env_db = ctx.db_path;
    bool decided = false;
    int n = pull_global(argc, argv, &ctx, &lang, &config, args);
    if (n < 0) {
        free(args);
        return SK_USAGE;
    }
    /* --config FILE: a service's database, language and serve options
     * (svcconf.h); --db and --lang on the command line come first */
    sk_svcconf conf;
    memset(&conf, 0, sizeof conf);
    if (config) {
        int crc = sk_svcconf_read(config, &conf, &ctx.err);
        if (crc != SK_OK) {
            /* worded in the language of --lang, $SKATSHEET_LANG or the
             * locale (the file's own lang is what could not be read) */
            if (lang_given(lang, &decided)) {
                if (!decided)
                    sk_lang_setup(sk_lang_from_env(&(bool){false}));
                sk_svcconf_free(&conf);
                sk_err_clear(&ctx.err);
                sk_svcconf_read(config, &conf, &ctx.err);
            }
            fprintf(stderr, "%s: %s\n", prog, ctx.err.msg);
            sk_svcconf_free(&conf);
            free(args);
            return crc;
        }
        ctx.conf = &conf;
        if (ctx.db_path == env_db && sk_svcconf_get(&conf, SVC_DB)) {
            ctx.db_path = sk_svcconf_get(&conf, SVC_DB);
            ctx.db_from_conf = true;
        }
        const char *env_lang = getenv("SKATSHEET_LANG");
        if (!lang && !(env_lang && *env_lang))
            ctx.lang_from_conf = true;
        if (!lang)
            lang = sk_svcconf_get(&conf, SVC_LANG);
    }
    if (!lang_given(lang, &decided)) {
        sk_svcconf_free(&conf);
        free(args);
        return SK_USAGE;
    }
    ctx.lang_given = decided; /* --lang or SKATSHEET_LANG */

    static char tui_word[] = "tui";
    if (n == 0 && isatty(0) && isatty(1))
        args[n++] = tui_word; /* no command on a terminal: the TUI */
    int rc = SK_USAGE, words = 0;
    const cli_command *cmd = n > 0 ? find_command(n, args, &words) : NULL;
    /* what a PostgreSQL server lists for this process's connections (before
     * any is opened): an upgrade by another version waits until a serve of
     * this one has stopped */
    db_set_client(cmd && cmd->fn == cmd_serve ? "skatsheet-serve" : "skatsheet", SKATSHEET_VERSION,
                  db_schema_latest());
    if (!decided) {
        bool runs_with_db = cmd && (cmd->flags & CLI_DB_OPEN) && group_words(n, args) <= words &&
                            !wants_help(n - words, args + words);
        if (!runs_with_db || !lang_from_open_db(&ctx))
            lang_stored(db_config_peek(ctx.db_path, "lang"));
    }

    sk_out_protect(ctx.db_path); /* no export may write over the database */

    if (n == 0) {
        cli_print_overview(stderr, cli_commands);
    } else if (strcmp(args[0], "--help") == 0 || strcmp(args[0], "-h") == 0) {
        cli_print_overview(stdout, cli_commands);
        rc = SK_OK;
    } else if (strcmp(args[0], "--version") == 0 || strcmp(args[0], "-V") == 0) {
        printf("skatsheet %s\n", SKATSHEET_VERSION);
        rc = SK_OK;
    } else if (!cmd || group_words(n, args) > words) {
        not_a_command(n, args);
    } else {
        rc = run(&ctx, cmd, n - words, args + words);
    }
    sk_svcconf_free(&conf);
    free(args);
    return finish_stdout(rc);
}
