/* cmd_dayprint.c - the paper of a tournament day: `series print FILE
 * --series N` (table cards with the entry QR codes, draw slips and the
 * pre-filled score sheets of a drawn series, one PDF), `register slips`
 * (the personal check-in codes, with the GiroCode) and `register
 * girocode` (rep_day.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "day.h"
#include "db_seating.h"
#include "entrycode.h"
#include "entrycodes.h"
#include "iban.h"
#include "lookup.h"
#include "namekey.h"
#include "opsfam.h"
#include "outfmt.h"
#include "prereg.h"
#include "rep_day.h"
#include "schcli.h"

typedef struct slip_key {
    rep_slip s;
    char *key;               /* the name's sort key (umlauts by their base letter) */
} slip_key;

static int cmp_slip(const void *x, const void *y)
{
    const slip_key *a = x, *b = y;
    int c = strcmp(a->key, b->key);
    return c ? c : strcmp(a->s.name, b->s.name);
}

/* The official list of each table of a drawn series, with names and
 * seats filled in (series print): the Skat tournament sheet, the house list
 * of its rules (as 'sheet pdf --blank'), or the Schafkopf list. */
typedef struct paper {
    rep_sheet *sheets;            /* Skat: a sheet per table */
    size_t nsheets;
    rep_entry *entries;           /* the entry code on each sheet */
    rep_house_sheet hs[2];        /* house rules: the blank list at a 3- and a 4-table */
    char htitle[2][200];
    schcli_lists sl;              /* Schafkopf: a list per table */
    const rep_day_lists *lists;   /* &sl.lists, or NULL */
} paper;

typedef int (*paper_fn)(cli_ctx *ctx, const cli_args *a, const ops_tour *t, const db_series *s,
                        const rep_card *cards, paper *p);

/* Skat: a sheet per table with its entry code; hs the blank house list at
 * a 3- and a 4-table (NULL: tournament scoring). */
static void skat_sheets(const ops_tour *t, const db_series *s, const rep_card *cards,
                        const rep_house_sheet *hs, paper *p)
{
    size_t nt = s->ntables;
    p->sheets = xcalloc(nt ? nt : 1, sizeof *p->sheets);
    p->entries = xcalloc(nt ? nt : 1, sizeof *p->entries);
    for (size_t k = 0; k < nt; k++) {
        const db_table *tb = &s->tables[k];
        rep_sheet *r = &p->sheets[p->nsheets++];
        game_table_rules tr;
        db_tournament_table_rules(&t->row, tb->size, &tr);
        r->series = s->series_no;
        r->table_no = tb->table_no;
        r->table_size = tb->size;
        r->series_games = tr.series_games;
        r->first_dealer = tr.first_dealer;
        r->house = hs ? &hs[tb->size == 4] : NULL;
        for (int st = 0; st < tb->size && st < SHEET_MAX_SEATS; st++) {
            r->names[st] = tb->seats[st].name;
            r->start_no[st] = tb->seats[st].number;
        }
        p->entries[k] = (rep_entry){cards[k].table_no, cards[k].code, cards[k].url};
        r->entry = cards[k].code ? &p->entries[k] : NULL;
    }
}

static int isko_paper(cli_ctx *ctx, const cli_args *a, const ops_tour *t, const db_series *s,
                      const rep_card *cards, paper *p)
{
    (void)ctx;
    (void)a;
    skat_sheets(t, s, cards, NULL, p);
    return SK_OK;
}

static int house_paper(cli_ctx *ctx, const cli_args *a, const ops_tour *t, const db_series *s,
                       const rep_card *cards, paper *p)
{
    (void)ctx;
    (void)a;
    for (int k = 0; k < 2; k++)
        cli_blank_house(&t->rules.house, 3 + k, &p->hs[k], p->htitle[k], sizeof p->htitle[k]);
    skat_sheets(t, s, cards, p->hs, p);
    return SK_OK;
}

/* Schafkopf: the list of each table, its code with the table's number. */
static int sch_paper(cli_ctx *ctx, const cli_args *a, const ops_tour *t, const db_series *s,
                     const rep_card *cards, paper *p)
{
    size_t nt = s->ntables;
    const char **codes = xcalloc(nt ? nt : 1, sizeof *codes);
    for (size_t k = 0; k < nt; k++)
        codes[k] = cards[k].code;
    int rc = schcli_blank_lists(ctx, t, s, outfmt_lang(a), codes, &p->sl);
    free(codes);
    p->lists = &p->sl.lists;
    return rc;
}

static const paper_fn paper_by[OPS_FORM_COUNT] = {
    [OPS_FORM_ISKO] = isko_paper,
    [OPS_FORM_HOUSE] = house_paper,
    [OPS_FORM_SCHAFKOPF] = sch_paper,
};

int cmd_series_print(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0];
    int series = (int)cli_int(a, "series", 1);
    const char *given = cli_str(a, "url");
    ops_tour t; /* with its rules, parsed once */
    memset(&t, 0, sizeof t);
    db_series s;
    int rc = lookup_tour_series(ctx, cli_str(a, "tournament"), series, &t, &s);
    if (rc != SK_OK) {
        ops_tour_clear(&t);
        return rc;
    }
    ops_entry_link *links = NULL;
    size_t nl = 0;
    rc = ops_entry_links(ctx->db, &t.row, series, false, false, 0, given, &links, &nl, NULL,
                         &ctx->err);
    size_t nt = s.ntables, np = 0;
    for (size_t k = 0; k < nt; k++)
        np += (size_t)s.tables[k].size;
    rep_card *cards = xcalloc(nt ? nt : 1, sizeof *cards);
    slip_key *sk = xcalloc(np ? np : 1, sizeof *sk);
    rep_slip *slips = xcalloc(np ? np : 1, sizeof *slips);
    size_t ns = 0;
    for (size_t k = 0; rc == SK_OK && k < nt; k++) {
        const db_table *tb = &s.tables[k];
        rep_card *c = &cards[k];
        c->table_no = tb->table_no;
        c->size = tb->size;
        for (size_t i = 0; i < nl; i++)
            if (links[i].table_no == tb->table_no && links[i].code[0]) {
                c->code = links[i].code;
                c->url = links[i].url;
            }
        for (int st = 0; st < tb->size; st++) {
            c->names[st] = tb->seats[st].name;
            sk[ns].s = (rep_slip){tb->seats[st].name, tb->seats[st].number, tb->table_no, st + 1};
            sk[ns].key = namekey_of(tb->seats[st].name ? tb->seats[st].name : "");
            ns++;
        }
    }
    /* slips in the order of the names: the desk finds each at once */
    qsort(sk, ns, sizeof *sk, cmp_slip);
    for (size_t i = 0; i < ns; i++)
        slips[i] = sk[i].s;
    paper pp;
    memset(&pp, 0, sizeof pp);
    if (rc == SK_OK)
        rc = paper_by[ops_form_of(&t.rules)](ctx, a, &t, &s, cards, &pp);
    if (rc == SK_OK) {
        char info[64];
        snprintf(info, sizeof info, rep_label(outfmt_lang(a), "series_n"), series);
        rep_doc doc = {t.row.name, t.row.date, info, outfmt_lang(a)};
        rc = rep_pdf_series_day(file, &doc, series, cards, (int)nt, slips, (int)ns, pp.sheets,
                                (int)pp.nsheets, pp.lists, &ctx->err);
    }
    if (rc == SK_OK) {
        printf(_("wrote %s: %zu table cards, %zu draw slips, %zu score sheets of series %d\n"),
               file, nt, ns, pp.nsheets + pp.sl.n, series);
        if (nl && !links[0].url)
            printf(_("no base address stored, so the cards have no QR codes: give --url "
                     "http://HOST:PORT once\n"));
    }
    if (rc == SK_OK && given) { /* stored once the paper is written */
        char *stored = NULL;
        rc = ops_web_base_url(ctx->db, given, true, &stored, &ctx->err);
        free(stored);
    }
    for (size_t i = 0; i < ns; i++)
        free(sk[i].key);
    SK_FREE_ALL(sk, slips, cards, pp.sheets, pp.entries);
    schcli_lists_free(&pp.sl);
    ops_entry_links_free(links, nl);
    db_series_clear(&s);
    ops_tour_clear(&t);
    return rc;
}

/* The payee shown beside a GiroCode. */
typedef struct payee {
    char *name, *iban, *bic;
    char iban_fmt[64];
    bool ok;
} payee;

static int payee_load(cli_ctx *ctx, payee *p)
{
    memset(p, 0, sizeof *p);
    int rc = ops_payee(ctx->db, &p->name, &p->iban, &p->bic, &p->ok, &ctx->err);
    if (rc == SK_OK && p->iban)
        iban_format(p->iban, p->iban_fmt, sizeof p->iban_fmt);
    return rc;
}

static void payee_free(payee *p)
{
    free(p->name);
    free(p->iban);
    free(p->bic);
}

int cmd_register_slips(cli_ctx *ctx, const cli_args *a)
{
    const char *file = a->pos[0], *given = cli_str(a, "url");
    ops_tour *ot = ctx->tour;
    const db_tournament *t = &ot->row;
    char *base = NULL;
    db_prereg *v = NULL;
    size_t n = 0;
    payee py;
    memset(&py, 0, sizeof py);
    int rc = ops_web_base_url(ctx->db, given, false, &base, &ctx->err);
    if (rc == SK_OK)
        rc = ops_prereg_list(ctx->db, t, true, &v, &n, &ctx->err);
    if (rc == SK_OK)
        rc = payee_load(ctx, &py);
    rep_code_slip *sl = xcalloc(n ? n : 1, sizeof *sl);
    char (*codes)[ENTRYCODE_LEN + 2] = xcalloc(n ? n : 1, sizeof *codes);
    char **qrs = xcalloc(n ? n : 1, sizeof *qrs);
    sk_buf *giro = xcalloc(n ? n : 1, sizeof *giro);
    int ngiro = 0;
    long long fee = 0;
    if (rc == SK_OK)
        rc = ops_day_fee(ctx->db, ot, &fee, &ctx->err);
    for (size_t i = 0; rc == SK_OK && i < n; i++) {
        entrycode_format(v[i].code, codes[i]);
        qrs[i] = ops_prereg_url(base, v[i].code);
        sl[i] = (rep_code_slip){v[i].name, v[i].club, codes[i], qrs[i] ? qrs[i] : codes[i],
                                NULL, 0, py.name, py.iban_fmt};
        sk_err e2;
        sk_err_clear(&e2);
        if (py.ok && fee > v[i].prepaid_ct &&
            ops_girocode(ctx->db, ot, &v[i], &giro[i], &e2) == SK_OK) {
            sl[i].giro = giro[i].s;
            sl[i].giro_ct = fee - v[i].prepaid_ct;
            ngiro++;
        }
    }
    if (rc == SK_OK && !n)
        rc = sk_err_set(&ctx->err, SK_INVALID, _("'%s' has no registration waiting: nothing to "
                        "print"), t->name);
    if (rc == SK_OK) {
        rep_doc doc = {t->name, t->date, NULL, outfmt_lang(a)};
        rc = rep_pdf_code_slips(file, &doc, sl, (int)n, cli_has(a, "list") > 0, &ctx->err);
    }
    if (rc == SK_OK) {
        printf(sk_ntr("wrote %s: the check-in code of %zu registration",
                      "wrote %s: the check-in codes of %zu registrations", n), file, n);
        if (ngiro)
            printf(sk_ntr(", %d with a GiroCode", ", %d with a GiroCode", (unsigned long)ngiro),
                   ngiro);
        printf("\n");
        if (!base)
            printf(_("no base address stored: the QR codes hold the codes themselves (give --url "
                     "http://HOST:PORT for the page of each registration)\n"));
    }
    if (rc == SK_OK && given) {
        char *stored = NULL;
        rc = ops_web_base_url(ctx->db, given, true, &stored, &ctx->err);
        free(stored);
    }
    for (size_t i = 0; i < n; i++) {
        free(qrs[i]);
        sk_buf_free(&giro[i]);
    }
    SK_FREE_ALL(qrs, giro, codes, sl);
    payee_free(&py);
    db_preregs_free(v, n);
    free(base);
    return rc;
}

int cmd_register_girocode(cli_ctx *ctx, const cli_args *a)
{
    ops_tour *ot = ctx->tour;
    const db_tournament *t = &ot->row;
    db_prereg r;
    memset(&r, 0, sizeof r);
    int rc = ops_prereg_find(ctx->db, t, a->pos[0], &r, &ctx->err);
    sk_buf b = {0};
    if (rc == SK_OK)
        rc = ops_girocode(ctx->db, ot, &r, &b, &ctx->err);
    if (rc == SK_OK && (cli_has(a, "payload") || a->npos < 2)) {
        fputs(b.s, stdout);
        fputs("\n", stdout);
    } else if (rc == SK_OK) {
        payee py;
        rc = payee_load(ctx, &py);
        long long fee = 0;
        if (rc == SK_OK)
            rc = ops_day_fee(ctx->db, ot, &fee, &ctx->err);
        char code[ENTRYCODE_LEN + 2];
        entrycode_format(r.code, code);
        rep_code_slip sl = {r.name, r.club, code, code, b.s, fee - r.prepaid_ct, py.name,
                            py.iban_fmt};
        rep_doc doc = {t->name, t->date, NULL, outfmt_lang(a)};
        if (rc == SK_OK)
            rc = rep_pdf_code_slips(a->pos[1], &doc, &sl, 1, false, &ctx->err);
        if (rc == SK_OK)
            printf(_("wrote %s: the GiroCode of registration #%lld (%s)\n"), a->pos[1],
                   (long long)r.id, code);
        payee_free(&py);
    }
    sk_buf_free(&b);
    db_prereg_clear(&r);
    return rc;
}
