/* opt.c - the one option parser, driven by the command table (cli.h), and
 * the usage, help and option listing generated from the same rows. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "i18n.h"

static const char *prog = "skatsheet";

/* ---- the options of a row ---- */

/* Every option of cmd, own ones first, then the shared set: k-th or NULL. */
static const cli_opt *opt_at(const cli_command *cmd, int k)
{
    const cli_opt *sets[2] = {cmd->opts, cmd->shared};
    for (int s = 0; s < 2; s++)
        for (const cli_opt *o = sets[s]; o && o->name; o++)
            if (k-- == 0)
                return o;
    return NULL;
}

static const cli_opt *find_long(const cli_command *cmd, const char *name, size_t n)
{
    const cli_opt *o;
    for (int k = 0; (o = opt_at(cmd, k)); k++)
        if (strlen(o->name) == n && strncmp(o->name, name, n) == 0)
            return o;
    return NULL;
}

static const cli_opt *find_alias(const cli_command *cmd, char c)
{
    const cli_opt *o;
    for (int k = 0; (o = opt_at(cmd, k)); k++)
        if (o->alias && o->alias == c)
            return o;
    return NULL;
}

/* Is choice `v` one of "a|b|c" (any case)?  Its index, or -1. */
static int choice_index(const char *choices, const char *v)
{
    int k = 0;
    for (const char *p = choices;; k++) {
        size_t n = strcspn(p, "|");
        if (strlen(v) == n && strncasecmp(p, v, n) == 0)
            return k;
        if (!p[n])
            return -1;
        p += n + 1;
    }
}

/* "a, b or c" from "a|b|c" into b. */
static void choices_words(sk_buf *b, const char *choices)
{
    for (const char *p = choices; *p;) {
        size_t n = strcspn(p, "|");
        sk_buf_addn(b, p, n);
        p += n;
        if (!*p)
            break;
        p++;
        sk_buf_add(b, strchr(p, '|') ? ", " : _(" or "));
    }
}

/* ---- parsing ---- */

int cli_usage(cli_ctx *ctx, const char *fmt, ...)
{
    char msg[900];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return sk_err_set(&ctx->err, SK_USAGE, "%s", msg);
}

static int count_of(const cli_args *a, const cli_opt *o)
{
    int n = 0;
    for (int i = 0; i < a->ngiven; i++)
        n += a->given[i].opt == o;
    return n;
}

/* The value v of option o into *g, checked against its kind. */
static int take_value(cli_ctx *ctx, const cli_opt *o, const char *v, cli_given *g)
{
    g->val = v;
    g->named = o->kind == CLI_SEAT && *v && !strchr("0123456789+-", *v);
    if (g->named) {
        g->num = 0; /* a player's name: the handler finds the seat (cliseat.h) */
    } else if (o->kind == CLI_INT || o->kind == CLI_SEAT) {
        bool ranged = o->min || o->max;
        if (!sk_parse_int(v, ranged ? o->min : -1000000000L, ranged ? o->max : 1000000000L,
                          &g->num)) {
            if (ranged)
                return cli_usage(ctx, _("--%s must be a whole number from %ld to %ld, not '%s'"),
                                 o->name, o->min, o->max, v);
            return cli_usage(ctx, _("--%s needs a whole number, not '%s'"), o->name, v);
        }
    } else if (o->kind == CLI_ENUM) {
        g->num = choice_index(o->choices, v);
        if (g->num < 0) {
            sk_buf b = {0};
            choices_words(&b, o->choices);
            int rc = cli_usage(ctx, _("--%s must be %s, not '%s'"), o->name, sk_buf_str(&b), v);
            sk_buf_free(&b);
            return rc;
        }
    }
    return SK_OK;
}

/* Does o exclude p (one group, or p in o's excludes list)? */
static bool excludes(const cli_opt *o, const cli_opt *p)
{
    if (o == p)
        return false;
    if (o->group && o->group == p->group)
        return true;
    size_t n = strlen(p->name);
    for (const char *s = o->excludes; s && *s;) {
        size_t m = strcspn(s, " ");
        if (m == n && strncmp(s, p->name, n) == 0)
            return true;
        s += m;
        s += strspn(s, " ");
    }
    return false;
}

static int check_given(cli_ctx *ctx, const cli_command *cmd, const cli_args *a)
{
    const cli_opt *o, *p;
    for (int k = 0; (o = opt_at(cmd, k)); k++) {
        int n = count_of(a, o);
        if (n == 0 && (o->flags & CLI_REQUIRED))
            return cli_usage(ctx, _("--%s%s%s is required"), o->name, o->kind == CLI_FLAG ? "" : " ",
                             o->kind == CLI_FLAG ? "" : o->arg ? o->arg : o->choices);
        if (n == 0)
            continue;
        if (o->needs && !cli_has(a, o->needs))
            return cli_usage(ctx, _("--%s needs --%s"), o->name, o->needs);
        for (int j = k + 1; (p = opt_at(cmd, j)); j++)
            if ((excludes(o, p) || excludes(p, o)) && count_of(a, p))
                return cli_usage(ctx, _("--%s and --%s exclude each other"), o->name, p->name);
    }
    return SK_OK;
}

static bool names_a_name(const cli_command *cmd)
{
    for (int k = 0; k < CLI_MAX_POS && cmd->pos[k].name; k++)
        if (strstr(cmd->pos[k].name, "NAME") || strstr(cmd->pos[k].name, "TEAM") ||
            strstr(cmd->pos[k].name, "PLAYER"))
            return true;
    return false;
}

static int check_pos(cli_ctx *ctx, const cli_command *cmd, const cli_args *a)
{
    int need = 0, max = 0;
    for (int k = 0; k < CLI_MAX_POS && cmd->pos[k].name; k++) {
        const cli_pos *p = &cmd->pos[k];
        need += p->min;
        if (a->npos < need) {
            static const char *const count[] = {"", N_("one"), N_("two"), N_("three")};
            if (p->min > 1 && p->min <= 3)
                return cli_usage(ctx, _("%s is required (at least %s)"), p->name, _(count[p->min]));
            if (p->min > 1)
                return cli_usage(ctx, _("%s is required (at least %d)"), p->name, p->min);
            return cli_usage(ctx, _("%s is required"), p->name);
        }
        if (max >= 0)
            max = p->max < 0 ? -1 : max + p->max;
    }
    if (max >= 0 && a->npos > max)
        return cli_usage(ctx, _("unexpected argument '%s'%s"), a->pos[max],
                         names_a_name(cmd) ? _(" (quote a name with spaces)") : "");
    /* whole numbers where declared (only a leading single positional has a range) */
    const cli_pos *p = &cmd->pos[0];
    long v;
    if (p->name && (p->lo || p->hi) && a->npos > 0 && !sk_parse_int(a->pos[0], p->lo, p->hi, &v))
        return cli_usage(ctx, _("%s must be a whole number from %ld to %ld, not '%s'"), p->name,
                         p->lo, p->hi, a->pos[0]);
    return SK_OK;
}

int cli_parse(cli_ctx *ctx, const cli_command *cmd, int argc, char **argv, cli_args *a)
{
    memset(a, 0, sizeof *a);
    a->given = xcalloc((size_t)argc + 1, sizeof *a->given);
    a->pos = xcalloc((size_t)argc + 1, sizeof *a->pos);
    bool only_pos = false;
    int rc = SK_OK;
    for (int i = 0; i < argc && rc == SK_OK; i++) {
        const char *s = argv[i];
        if (only_pos || s[0] != '-' || s[1] == '\0') {
            a->pos[a->npos++] = argv[i];
            continue;
        }
        if (strcmp(s, "--") == 0) {
            only_pos = true;
            continue;
        }
        const cli_opt *o;
        const char *inline_val = NULL;
        if (s[1] == '-') {
            const char *eq = strchr(s + 2, '=');
            size_t n = eq ? (size_t)(eq - s - 2) : strlen(s + 2);
            o = find_long(cmd, s + 2, n);
            if (eq)
                inline_val = eq + 1;
        } else {
            o = s[2] == '\0' ? find_alias(cmd, s[1]) : NULL;
        }
        if (!o) {
            rc = cli_usage(ctx, _("unknown option %s"), s);
            break;
        }
        if (count_of(a, o) && !(o->flags & CLI_REPEAT)) {
            rc = cli_usage(ctx, _("--%s given twice"), o->name);
            break;
        }
        cli_given *g = &a->given[a->ngiven];
        g->opt = o;
        if (o->kind == CLI_FLAG) {
            if (inline_val) {
                rc = cli_usage(ctx, _("--%s takes no value"), o->name);
                break;
            }
        } else {
            const char *v = inline_val;
            if (!v && i + 1 < argc)
                v = argv[++i];
            if (!v) {
                rc = cli_usage(ctx, _("--%s needs a value"), o->name);
                break;
            }
            rc = take_value(ctx, o, v, g);
        }
        a->ngiven++;
    }
    if (rc == SK_OK)
        rc = check_given(ctx, cmd, a);
    if (rc == SK_OK)
        rc = check_pos(ctx, cmd, a);
    if (rc != SK_OK)
        cli_args_free(a);
    return rc;
}

void cli_args_free(cli_args *a)
{
    free(a->given);
    free(a->pos);
    memset(a, 0, sizeof *a);
}

/* ---- lookups ---- */

static const cli_given *last_given(const cli_args *a, const char *name)
{
    for (int i = a->ngiven - 1; i >= 0; i--)
        if (strcmp(a->given[i].opt->name, name) == 0)
            return &a->given[i];
    return NULL;
}

int cli_has(const cli_args *a, const char *name)
{
    int n = 0;
    for (int i = 0; i < a->ngiven; i++)
        n += strcmp(a->given[i].opt->name, name) == 0;
    return n;
}

const char *cli_str(const cli_args *a, const char *name)
{
    const cli_given *g = last_given(a, name);
    return g ? g->val : NULL;
}

long cli_int(const cli_args *a, const char *name, long def)
{
    const cli_given *g = last_given(a, name);
    return g ? g->num : def;
}

const char *cli_nth(const cli_args *a, const char *name, int k)
{
    for (int i = 0; i < a->ngiven; i++)
        if (strcmp(a->given[i].opt->name, name) == 0 && k-- == 0)
            return a->given[i].val;
    return NULL;
}

/* ---- usage and help ---- */

/* "-t NAME", "--series N", "--lang de|en", "--hand" */
static void opt_form(sk_buf *b, const cli_opt *o, bool short_form)
{
    if (short_form && o->alias)
        sk_buf_printf(b, "-%c", o->alias);
    else
        sk_buf_printf(b, "--%s", o->name);
    if (o->kind != CLI_FLAG)
        sk_buf_printf(b, " %s", o->arg ? o->arg : o->choices);
}

/* o with the options that need it nested: "--league NAME [--division D]". */
static void opt_nested(sk_buf *b, const cli_opt *set, const cli_opt *o)
{
    opt_form(b, o, true);
    for (const cli_opt *c = set; c->name; c++)
        if (c->needs && strcmp(c->needs, o->name) == 0) {
            sk_buf_add(b, " [");
            opt_nested(b, set, c);
            sk_buf_add(b, "]");
        }
}

static void usage_opts(sk_buf *b, const cli_opt *set)
{
    for (const cli_opt *o = set; o && o->name; o++) {
        if (o->needs)
            continue;
        if (o->group) {
            const cli_opt *first = set;
            while (first->group != o->group)
                first++;
            if (first != o)
                continue; /* shown with the group's first */
            sk_buf_add(b, " [");
            for (const cli_opt *p = o; p->name; p++)
                if (p->group == o->group) {
                    if (p != o)
                        sk_buf_add(b, " | ");
                    opt_nested(b, set, p);
                }
            sk_buf_add(b, "]");
            continue;
        }
        bool req = o->flags & CLI_REQUIRED;
        sk_buf_add(b, req ? " " : " [");
        opt_nested(b, set, o);
        if (!req)
            sk_buf_add(b, "]");
        if (o->flags & CLI_REPEAT)
            sk_buf_add(b, "...");
    }
}

static void usage_pos(sk_buf *b, const cli_pos *p)
{
    sk_buf_add(b, " ");
    if (p->min == 0)
        sk_buf_add(b, "[");
    for (int k = 1; k < p->min; k++)
        sk_buf_printf(b, "%s ", p->name);
    sk_buf_add(b, p->name);
    if (p->max < 0)
        sk_buf_add(b, "...");
    if (p->min == 0)
        sk_buf_add(b, "]");
}

/* The arguments after the name: " NAME [--number N] ..." (or ""). */
static void usage_args(sk_buf *b, const cli_command *cmd)
{
    for (int k = 0; k < CLI_MAX_POS && cmd->pos[k].name; k++)
        usage_pos(b, &cmd->pos[k]);
    usage_opts(b, cmd->opts);
    if (cmd->shared && cmd->shared_name)
        sk_buf_printf(b, " [%s]", _(cmd->shared_name));
    else
        usage_opts(b, cmd->shared);
}

void cli_print_usage_to(FILE *f, const cli_command *cmd)
{
    sk_buf b = {0};
    usage_args(&b, cmd);
    fprintf(f, _("usage: %s %s%s\n"), prog, cmd->name, sk_buf_str(&b));
    sk_buf_free(&b);
}

void cli_print_usage(const cli_command *cmd)
{
    cli_print_usage_to(stderr, cmd);
}

/* The option list: "  -t, --tournament NAME   help". */
static void help_opts(FILE *f, const cli_opt *set)
{
    int w = 0;
    for (const cli_opt *o = set; o && o->name; o++) {
        sk_buf b = {0};
        if (o->alias)
            sk_buf_printf(&b, "-%c, ", o->alias);
        opt_form(&b, o, false);
        int n = sk_utf8_width(sk_buf_str(&b));
        if (n > w)
            w = n;
        sk_buf_free(&b);
    }
    for (const cli_opt *o = set; o && o->name; o++) {
        sk_buf b = {0};
        sk_buf_add(&b, "  ");
        if (o->alias)
            sk_buf_printf(&b, "-%c, ", o->alias);
        opt_form(&b, o, false);
        if (o->help) {
            sk_buf_printf(&b, "%*s", w + 5 - (int)sk_utf8_width(sk_buf_str(&b)), "");
            sk_buf_add(&b, _(o->help));
        }
        if (o->flags & CLI_REPEAT)
            sk_buf_add(&b, _(" (repeatable)"));
        fprintf(f, "%s\n", sk_buf_str(&b));
        sk_buf_free(&b);
    }
}

void cli_print_help(FILE *f, const cli_command *cmd)
{
    cli_print_usage_to(f, cmd);
    fprintf(f, "\n%s\n", _(cmd->summary));
    if (cmd->opts && cmd->opts->name) {
        fprintf(f, _("\nOptions:\n"));
        help_opts(f, cmd->opts);
    }
    if (cmd->shared && cmd->shared->name) {
        fprintf(f, _("\nGame flags:\n"));
        help_opts(f, cmd->shared);
    }
    if (cmd->help)
        fprintf(f, "\n%s\n", _(cmd->help));
}

/* `help --all`: one record per line, fields separated by a tab:
 *   command NAME SUMMARY FLAGS            FLAGS: db|nodb[,hidden]
 *   pos NAME MIN MAX KIND                 MAX -1: any number; KIND string|int:LO..HI
 *   option --LONG -S KIND ARG FLAGS HELP  -S is "-" without a short form;
 *       KIND flag|string|int|int:MIN..MAX|enum:A|B|C; ARG "-" when none;
 *       FLAGS repeat,required,group=N,needs=NAME,excludes=NAME+NAME or "-"
 * A command's pos and option lines follow its command line. */
/* The first row of the group at *g or after it, NULL past the last group
 * (a group may be empty). */
static const cli_command *group_row(const cli_command *const **g)
{
    while (**g && !(**g)->name)
        (*g)++;
    return **g;
}

cli_walk cli_walk_first(const cli_command *const *t)
{
    cli_walk w = {NULL, t};
    w.c = group_row(&w.group);
    return w;
}

void cli_walk_next(cli_walk *w)
{
    if (!w->c)
        return;
    w->c++;
    if (!w->c->name) {
        w->group++;
        w->c = group_row(&w->group);
    }
}

void cli_print_all(FILE *f, const cli_command *const *cmds)
{
    for (cli_walk w = cli_walk_first(cmds); w.c; cli_walk_next(&w)) {
        const cli_command *c = w.c;
        fprintf(f, "command\t%s\t%s\t%s%s\n", c->name, _(c->summary),
                c->flags & CLI_DB_OPEN ? "db" : "nodb", c->flags & CLI_HIDDEN ? ",hidden" : "");
        for (int k = 0; k < CLI_MAX_POS && c->pos[k].name; k++) {
            const cli_pos *p = &c->pos[k];
            fprintf(f, "pos\t%s\t%d\t%d\t", p->name, p->min, p->max);
            if (p->lo || p->hi)
                fprintf(f, "int:%ld..%ld\n", p->lo, p->hi);
            else
                fprintf(f, "string\n");
        }
        const cli_opt *o;
        for (int k = 0; (o = opt_at(c, k)); k++) {
            sk_buf fl = {0};
            if (o->flags & CLI_REPEAT)
                sk_buf_add(&fl, "repeat,");
            if (o->flags & CLI_REQUIRED)
                sk_buf_add(&fl, "required,");
            if (o->group)
                sk_buf_printf(&fl, "group=%d,", o->group);
            if (o->needs)
                sk_buf_printf(&fl, "needs=%s,", o->needs);
            if (o->excludes) {
                sk_buf_add(&fl, "excludes=");
                for (const char *s = o->excludes; *s; s++)
                    sk_buf_addn(&fl, *s == ' ' ? "+" : s, 1);
                sk_buf_add(&fl, ",");
            }
            if (fl.len)
                fl.s[--fl.len] = '\0';
            fprintf(f, "option\t--%s\t", o->name);
            if (o->alias)
                fprintf(f, "-%c\t", o->alias);
            else
                fprintf(f, "-\t");
            switch (o->kind) {
            case CLI_FLAG: fprintf(f, "flag"); break;
            case CLI_STR: fprintf(f, "string"); break;
            case CLI_INT:
            case CLI_SEAT:
                if (o->min || o->max)
                    fprintf(f, "int:%ld..%ld", o->min, o->max);
                else
                    fprintf(f, "int");
                break;
            default: fprintf(f, "enum:%s", o->choices); break;
            }
            fprintf(f, "\t%s\t%s\t%s\n", o->arg ? o->arg : "-", fl.len ? fl.s : "-",
                    o->help ? _(o->help) : "");
            sk_buf_free(&fl);
        }
    }
}
