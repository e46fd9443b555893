/* gameflags.c - see gameflags.h */
#include "gameflags.h"

#include <string.h>

/* If argv[*i] is --name or --name=VALUE, set *val to the value (from the
 * next argument or after '=') and return 1; return 0 when it is another
 * option; -1 when the value is missing. */
static int opt_value(int argc, char **argv, int *i, const char *name, const char **val)
{
    const char *a = argv[*i];
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0)
        return 0;
    if (a[n] == '=') {
        *val = a + n + 1;
        return 1;
    }
    if (a[n] != '\0')
        return 0;
    if (*i + 1 >= argc)
        return -1;
    *val = argv[++*i];
    return 1;
}

static int need_int(const char *flag, const char *v, long min, long max, long *out, sk_err *err)
{
    if (!sk_parse_int(v, -1000000, 1000000, out))
        return sk_err_set(err, SK_USAGE, "%s needs a whole number, not '%s'", flag, v);
    if (*out < min || *out > max)
        return SK_INVALID; /* range is a rule: the caller reports it */
    return SK_OK;
}

int gameflags_take(int argc, char **argv, int *i, rules_game *g, gameflags_state *st,
                   sk_err *err)
{
    const char *a = argv[*i];
    const char *v = NULL;
    int r;
    long n;

    if (a[0] != '-' || a[1] == '\0') {
        if (st->have_contract)
            return 0;
        rules_contract c;
        if (!rules_parse_contract(a, &c)) {
            sk_err_set(err, SK_INVALID,
                       "contract '%s' is unknown: use clubs, spades, hearts, diamonds, grand "
                       "or null (German: kreuz/eichel, pik/grün/blatt, herz/rot, karo/schellen)",
                       a);
            return -1;
        }
        g->contract = c;
        st->have_contract = true;
        (*i)++;
        return 1;
    }

    static const char *const valued[] = {"--with", "--without", "--announce", "--bid", "--points"};
    for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++) {
        r = opt_value(argc, argv, i, valued[k], &v);
        if (r == 0)
            continue;
        if (r < 0) {
            sk_err_set(err, SK_USAGE, "%s needs a value", valued[k]);
            return -1;
        }
        if (k <= 1) { /* --with / --without */
            if (st->have_matadors) {
                sk_err_set(err, SK_USAGE, "matadors given twice (use one --with or --without)");
                return -1;
            }
            if (!sk_parse_int(v, -1000000, 1000000, &n)) {
                sk_err_set(err, SK_USAGE, "%s needs a whole number, not '%s'", valued[k], v);
                return -1;
            }
            if (n <= 0) {
                sk_err_set(err, SK_INVALID, "matadors %s %ld are impossible: at least 1",
                           k == 0 ? "with" : "without", n);
                return -1;
            }
            if (n > 11) {
                sk_err_set(err, SK_INVALID, "matadors %s %ld are impossible: at most 11 "
                           "in a suit game and 4 in grand", k == 0 ? "with" : "without", n);
                return -1;
            }
            g->matadors = (int)(k == 0 ? n : -n);
            st->have_matadors = true;
        } else if (k == 2) { /* --announce */
            if (st->have_announce) {
                sk_err_set(err, SK_USAGE, "--announce given twice");
                return -1;
            }
            st->have_announce = true;
            if (sk_streq_ci(v, "schneider")) {
                g->announce = RULES_ANN_SCHNEIDER;
            } else if (sk_streq_ci(v, "schwarz")) {
                g->announce = RULES_ANN_SCHWARZ;
            } else {
                sk_err_set(err, SK_INVALID,
                           "announce '%s' is unknown: use schneider or schwarz", v);
                return -1;
            }
        } else if (k == 3) { /* --bid */
            if (st->have_bid) {
                sk_err_set(err, SK_USAGE, "--bid given twice");
                return -1;
            }
            int rc = need_int("--bid", v, 0, 100000, &n, err);
            if (rc == SK_USAGE)
                return -1;
            if (rc == SK_INVALID) {
                sk_err_set(err, SK_INVALID, "bid %s is not a possible game value", v);
                return -1;
            }
            g->bid = (int)n;
            st->have_bid = true;
        } else { /* --points */
            if (st->have_points) {
                sk_err_set(err, SK_USAGE, "--points given twice");
                return -1;
            }
            int rc = need_int("--points", v, 0, 120, &n, err);
            if (rc == SK_USAGE)
                return -1;
            if (rc == SK_INVALID) {
                sk_err_set(err, SK_INVALID,
                           "card points %s are impossible: they lie between 0 and 120", v);
                return -1;
            }
            g->points = (int)n;
            st->have_points = true;
        }
        (*i)++;
        return 1;
    }

    if (strcmp(a, "--hand") == 0) {
        g->hand = true;
    } else if (strcmp(a, "--ouvert") == 0) {
        g->ouvert = true;
    } else if (strcmp(a, "--schwarz") == 0) {
        g->schwarz = true;
    } else if (strcmp(a, "--schneider") == 0) {
        g->schneider = true;
    } else if (strcmp(a, "--won") == 0 || strcmp(a, "--lost") == 0) {
        rules_result res = a[2] == 'w' ? RULES_RES_WON : RULES_RES_LOST;
        if (st->have_result && g->result != res) {
            sk_err_set(err, SK_USAGE, "--won and --lost exclude each other");
            return -1;
        }
        g->result = res;
        st->have_result = true;
    } else {
        return 0;
    }
    (*i)++;
    return 1;
}

int gameflags_finish(const rules_game *g, const gameflags_state *st, sk_err *err)
{
    (void)g;
    if (!st->have_contract)
        return sk_err_set(err, SK_USAGE, "contract missing (clubs, spades, hearts, diamonds, "
                          "grand or null)");
    return SK_OK;
}

int gameflags_parse(int argc, char **argv, rules_game *g, sk_err *err)
{
    gameflags_state st;
    memset(&st, 0, sizeof st);
    rules_game_init(g);
    int i = 1;
    while (i < argc) {
        int r = gameflags_take(argc, argv, &i, g, &st, err);
        if (r < 0)
            return err->status;
        if (r == 0)
            return sk_err_set(err, SK_USAGE, "unknown option %s", argv[i]);
    }
    return gameflags_finish(g, &st, err);
}
