/* bankfile.c - see bankfile.h */
#include "bankfile.h"

#include <csv.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdlib.h>
#include <string.h>

#include "bankline.h"
#include "text.h"

static char *xstrndup(const char *s, size_t n)
{
    char *r = xmalloc(n + 1);
    memcpy(r, s, n);
    r[n] = '\0';
    return r;
}

void bank_lines_free(bank_lines *b)
{
    for (size_t i = 0; b && i < b->n; i++) {
        free(b->v[i].name);
        free(b->v[i].purpose);
        free(b->v[i].ref);
    }
    if (b) {
        free(b->v);
        memset(b, 0, sizeof *b);
    }
}

static bank_line *push(bank_lines *b)
{
    b->v = sk_grow(b->v, b->n, &b->cap, sizeof *b->v, 16);
    bank_line *l = &b->v[b->n++];
    memset(l, 0, sizeof *l);
    return l;
}

bool bank_is_xml(const char *buf, size_t len)
{
    size_t i = len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\r' || buf[i] == '\n'))
        i++;
    return i < len && buf[i] == '<';
}

/* ---- CAMT.053 ---- */

static bool named(const xmlNode *n, const char *name)
{
    return n && n->type == XML_ELEMENT_NODE && strcmp((const char *)n->name, name) == 0;
}

static xmlNode *child(const xmlNode *n, const char *name)
{
    for (xmlNode *c = n ? n->children : NULL; c; c = c->next)
        if (named(c, name))
            return c;
    return NULL;
}

/* The element at a path of local names "A/B/C" below n. */
static xmlNode *at(const xmlNode *n, const char *path)
{
    char part[64];
    const xmlNode *cur = n;
    while (cur && *path) {
        size_t k = strcspn(path, "/");
        snprintf(part, sizeof part, "%.*s", (int)k, path);
        cur = child(cur, part);
        path += k + (path[k] == '/');
    }
    return (xmlNode *)cur;
}

/* n's text, trimmed (malloc'd; "" for none). */
static char *text_of(const xmlNode *n)
{
    xmlChar *s = n ? xmlNodeGetContent(n) : NULL;
    const char *p = s ? (const char *)s : "";
    while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')
        p++;
    size_t k = strlen(p);
    while (k && (p[k - 1] == ' ' || p[k - 1] == '\n' || p[k - 1] == '\r' || p[k - 1] == '\t'))
        k--;
    char *r = xstrndup(p, k);
    xmlFree(s);
    return r;
}

/* Every Ustrd of a RmtInf, joined with spaces. */
static char *purpose_of(const xmlNode *tx)
{
    sk_buf b = {0};
    for (xmlNode *r = tx ? child(tx, "RmtInf") ? child(tx, "RmtInf")->children : NULL : NULL; r;
         r = r->next)
        if (named(r, "Ustrd")) {
            char *t = text_of(r);
            sk_buf_printf(&b, "%s%s", b.len ? " " : "", t);
            free(t);
        }
    char *s = sk_buf_take(&b);
    return s ? s : xstrdup("");
}

static char *payer_of(const xmlNode *tx)
{
    const char *paths[] = {"RltdPties/Dbtr/Nm", "RltdPties/Dbtr/Pty/Nm", "RltdPties/UltmtDbtr/Nm"};
    for (int i = 0; i < 3; i++)
        if (at(tx, paths[i]))
            return text_of(at(tx, paths[i]));
    return xstrdup("");
}

static int camt_amount(const xmlNode *amt, bank_line *l, long line, sk_err *err)
{
    char *s = text_of(amt);
    bool ok = bank_amount_parse(s, false, &l->ct) && l->ct > 0;
    free(s);
    xmlChar *ccy = xmlGetProp(amt, (const xmlChar *)"Ccy");
    snprintf(l->ccy, sizeof l->ccy, "%s", ccy ? (const char *)ccy : "");
    xmlFree(ccy);
    if (!ok)
        return sk_err_set(err, SK_INVALID, _("line %ld: the amount (Amt) is not an amount in "
                                             "cents of a positive sum"), line);
    if (!l->ccy[0])
        return sk_err_set(err, SK_INVALID, _("line %ld: the amount (Amt) names no currency "
                                             "(Ccy)"), line);
    return SK_OK;
}

static int camt_entry(const xmlNode *e, bank_lines *out, sk_err *err)
{
    long line = xmlGetLineNo(e);
    char *ind = text_of(child(e, "CdtDbtInd"));
    char *date = text_of(at(e, "BookgDt/Dt") ? at(e, "BookgDt/Dt") : at(e, "BookgDt/DtTm"));
    char *ref = text_of(child(e, "AcctSvcrRef"));
    char iso[11] = "";
    int rc = SK_OK;
    if (strcmp(ind, "CRDT") != 0 && strcmp(ind, "DBIT") != 0)
        rc = sk_err_set(err, SK_INVALID, _("line %ld: an entry (Ntry) without CdtDbtInd "
                                           "CRDT or DBIT"), line);
    else if (strlen(date) < 10 || (date[10] = '\0', !text_date_parse(date, iso)))
        rc = sk_err_set(err, SK_INVALID, _("line %ld: an entry (Ntry) without a booking date "
                                           "(BookgDt)"), line);
    const xmlNode *txs[64];
    int ntx = 0;
    for (xmlNode *d = child(e, "NtryDtls"); rc == SK_OK && d; d = d->next)
        if (named(d, "NtryDtls"))
            for (xmlNode *t = d->children; t && ntx < 64; t = t->next)
                if (named(t, "TxDtls"))
                    txs[ntx++] = t;
    /* a batch: each transaction with its own amount, else the entry as one line */
    bool each = ntx > 1;
    for (int i = 0; each && i < ntx; i++)
        if (!at(txs[i], "Amt") && !at(txs[i], "AmtDtls/TxAmt/Amt"))
            each = false;
    for (int i = 0; rc == SK_OK && i < (each ? ntx : 1); i++) {
        const xmlNode *tx = ntx ? txs[i] : NULL;
        bank_line *l = push(out);
        l->line = tx && each ? xmlGetLineNo(tx) : line;
        l->credit = strcmp(ind, "CRDT") == 0;
        memcpy(l->booked, iso, sizeof l->booked);
        const xmlNode *amt = !each ? child(e, "Amt")
                             : at(tx, "Amt") ? at(tx, "Amt") : at(tx, "AmtDtls/TxAmt/Amt");
        if (!amt)
            rc = sk_err_set(err, SK_INVALID, _("line %ld: an entry (Ntry) without an amount "
                                               "(Amt)"), l->line);
        else
            rc = camt_amount(amt, l, l->line, err);
        l->name = payer_of(tx);
        l->purpose = purpose_of(tx);
        char *txref = tx ? text_of(at(tx, "Refs/AcctSvcrRef")) : xstrdup("");
        if (each && txref[0])
            l->ref = xstrdup(txref);
        else if (ref[0])
            l->ref = each ? xasprintf("%s/%d", ref, i + 1) : xstrdup(ref);
        else {
            char h[BANK_HASH_LEN];
            bank_line_hash(l->booked, l->ct, l->purpose, h);
            l->ref = xstrdup(h);
        }
        free(txref);
    }
    free(ind);
    free(date);
    free(ref);
    return rc;
}

int bank_camt_parse(const char *buf, size_t len, bank_lines *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    if (len > 64u * 1024 * 1024)
        return sk_err_set(err, SK_INVALID, _("the statement is larger than 64 MB"));
    xmlDoc *doc = xmlReadMemory(buf, (int)len, "statement.xml", NULL,
                                XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    if (!doc) {
        const xmlError *x = xmlGetLastError();
        return sk_err_set(err, SK_INVALID, _("line %d: not well-formed XML (a truncated or "
                                             "damaged file?): nothing booked"),
                          x ? x->line : 0);
    }
    xmlNode *root = xmlDocGetRootElement(doc);
    xmlNode *bk = named(root, "Document") ? child(root, "BkToCstmrStmt") : NULL;
    int rc = SK_OK, nstmt = 0;
    if (!bk)
        rc = sk_err_set(err, SK_INVALID, _("not a CAMT.053 statement (no Document/"
                                           "BkToCstmrStmt): nothing booked"));
    for (xmlNode *s = bk ? bk->children : NULL; rc == SK_OK && s; s = s->next) {
        if (!named(s, "Stmt"))
            continue;
        nstmt++;
        for (xmlNode *e = s->children; rc == SK_OK && e; e = e->next)
            if (named(e, "Ntry"))
                rc = camt_entry(e, out, err);
    }
    if (rc == SK_OK && !nstmt)
        rc = sk_err_set(err, SK_INVALID, _("not a CAMT.053 statement (no Stmt): nothing "
                                           "booked"));
    xmlFreeDoc(doc);
    if (rc != SK_OK)
        bank_lines_free(out);
    return rc;
}

/* ---- CSV ---- */

enum { C_DATE, C_AMOUNT, C_PURPOSE, C_NAME, C_REF, C_CCY, NCOLS };
static const char *const col_keys[NCOLS] = {"date", "amount", "purpose", "name", "ref",
                                            "currency"};

typedef struct csv_rows {
    char **f;            /* fields of the current row */
    int nf, cap;
    char ***rows;        /* every row (NULL-terminated field lists) */
    size_t n, rcap;
} csv_rows;

static void on_field(void *s, size_t len, void *ud)
{
    csv_rows *r = ud;
    if (r->nf + 2 > r->cap)
        r->f = xrealloc(r->f, (size_t)(r->cap = r->cap ? 2 * r->cap : 16) * sizeof *r->f);
    r->f[r->nf++] = xstrndup(s ? s : "", len);
}

static void on_row(int c, void *ud)
{
    (void)c;
    csv_rows *r = ud;
    r->rows = sk_grow(r->rows, r->n, &r->rcap, sizeof *r->rows, 64);
    if (!r->f)
        r->f = xcalloc(1, sizeof *r->f);
    r->f[r->nf] = NULL;
    r->rows[r->n++] = r->f;
    r->f = NULL;
    r->nf = r->cap = 0;
}

static void rows_free(csv_rows *r)
{
    for (size_t i = 0; i < r->n; i++) {
        for (char **f = r->rows[i]; *f; f++)
            free(*f);
        free(r->rows[i]);
    }
    free(r->rows);
    for (int i = 0; i < r->nf; i++)
        free(r->f[i]);
    free(r->f);
}

static int parse_map(const char *map, char *names[NCOLS], sk_err *err)
{
    const char *p = map;
    while (*p) {
        size_t k = strcspn(p, ",");
        const char *eq = memchr(p, '=', k);
        int c = -1;
        for (int i = 0; eq && i < NCOLS; i++)
            if ((size_t)(eq - p) == strlen(col_keys[i]) && !strncmp(p, col_keys[i], eq - p))
                c = i;
        if (c < 0 || eq + 1 == p + k)
            return sk_err_set(err, SK_USAGE, _("--map: '%.*s' is not KEY=COLUMN with a key of "
                                               "'date', 'amount', 'purpose', 'name', 'ref', "
                                               "'currency'"), (int)k, p);
        if (names[c])
            return sk_err_set(err, SK_USAGE, _("--map: the key '%s' is given twice"), col_keys[c]);
        names[c] = xstrndup(eq + 1, (size_t)(p + k - eq - 1));
        p += k + (p[k] == ',');
    }
    for (int c = C_DATE; c <= C_PURPOSE; c++)
        if (!names[c])
            return sk_err_set(err, SK_USAGE, _("--map: the key '%s' is missing (the columns "
                                               "'date', 'amount' and 'purpose' are needed)"),
                              col_keys[c]);
    return SK_OK;
}

static int csv_rows_read(const char *buf, size_t len, unsigned char delim, csv_rows *r,
                         sk_err *err)
{
    struct csv_parser p;
    if (csv_init(&p, CSV_APPEND_NULL) != 0)
        return sk_err_set(err, SK_FAIL, _("out of memory"));
    csv_set_delim(&p, delim);
    int rc = SK_OK;
    if (csv_parse(&p, buf, len, on_field, on_row, r) != len || csv_fini(&p, on_field, on_row, r))
        rc = sk_err_set(err, SK_INVALID, _("row %zu: the CSV cannot be read (%s): nothing booked"),
                        r->n + 1, csv_strerror(csv_error(&p)));
    csv_free(&p);
    return rc;
}

int bank_csv_parse(const char *buf, size_t len, const char *map, bank_lines *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    char *names[NCOLS] = {0};
    int rc = parse_map(map, names, err);
    if (rc == SK_OK && len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) {
        buf += 3;
        len -= 3;
    }
    if (rc == SK_OK && !sk_utf8_validn(buf, len))
        rc = sk_err_set(err, SK_INVALID, _("the CSV is not UTF-8 text (export it as UTF-8): "
                                           "nothing booked"));
    const char *nl = memchr(buf, '\n', len);
    unsigned char delim = memchr(buf, ';', nl ? (size_t)(nl - buf) : len) ? ';' : ',';
    csv_rows r = {0};
    if (rc == SK_OK)
        rc = csv_rows_read(buf, len, delim, &r, err);
    int col[NCOLS];
    size_t hdr = r.n;
    for (size_t i = 0; rc == SK_OK && i < r.n && hdr == r.n; i++) {
        bool all = true;
        for (int c = 0; c < NCOLS; c++) {
            col[c] = -1;
            for (int k = 0; names[c] && r.rows[i][k]; k++)
                if (strcmp(r.rows[i][k], names[c]) == 0)
                    col[c] = k;
            if (names[c] && col[c] < 0)
                all = false;
        }
        if (all)
            hdr = i;
    }
    if (rc == SK_OK && hdr == r.n) {
        sk_buf b = {0};
        for (int c = 0; c < NCOLS; c++)
            if (names[c])
                sk_buf_printf(&b, "%s'%s'", b.len ? ", " : "", names[c]);
        rc = sk_err_set(err, SK_INVALID, _("no line of the CSV names the columns %s (--map): "
                                           "nothing booked"), sk_buf_str(&b));
        sk_buf_free(&b);
    }
    for (size_t i = hdr + 1; rc == SK_OK && i < r.n; i++) {
        char **f = r.rows[i];
        int nf = 0;
        while (f[nf])
            nf++;
        if (nf == 0 || (nf == 1 && !f[0][0]))
            continue;
        const char *v[NCOLS];
        for (int c = 0; c < NCOLS; c++)
            v[c] = col[c] >= 0 && col[c] < nf ? f[col[c]] : (names[c] ? NULL : "");
        long line = (long)i + 1;
        for (int c = 0; rc == SK_OK && c < NCOLS; c++)
            if (!v[c])
                rc = sk_err_set(err, SK_INVALID, _("row %ld: the column '%s' is missing: "
                                                   "nothing booked"), line, names[c]);
        if (rc != SK_OK)
            break;
        bank_line *l = push(out);
        l->line = line;
        long long ct;
        char date[16];
        snprintf(date, sizeof date, "%s", v[C_DATE]);
        /* 15.01.27: the two-digit year of the banks' exports */
        if (strlen(date) == 8 && date[2] == '.' && date[5] == '.')
            snprintf(date, sizeof date, "%.6s20%s", v[C_DATE], v[C_DATE] + 6);
        if (!text_date_parse(date, l->booked))
            rc = sk_err_set(err, SK_INVALID, _("row %ld: the date '%s' (column '%s') is not a "
                                               "date: nothing booked"), line, v[C_DATE],
                            names[C_DATE]);
        else if (!bank_amount_parse(v[C_AMOUNT], true, &ct) || ct == 0)
            rc = sk_err_set(err, SK_INVALID, _("row %ld: the amount '%s' (column '%s') is not an "
                                               "amount like 12,00: nothing booked"), line,
                            v[C_AMOUNT], names[C_AMOUNT]);
        if (rc != SK_OK)
            break;
        l->credit = ct > 0;
        l->ct = ct > 0 ? ct : -ct;
        snprintf(l->ccy, sizeof l->ccy, "%s", v[C_CCY][0] ? v[C_CCY] : "EUR");
        if (strcmp(v[C_CCY], "€") == 0)
            snprintf(l->ccy, sizeof l->ccy, "EUR");
        l->name = xstrdup(v[C_NAME]);
        l->purpose = xstrdup(v[C_PURPOSE]);
        if (v[C_REF][0])
            l->ref = xstrdup(v[C_REF]);
        else {
            char h[BANK_HASH_LEN];
            bank_line_hash(l->booked, ct, l->purpose, h);
            l->ref = xstrdup(h);
        }
    }
    rows_free(&r);
    for (int c = 0; c < NCOLS; c++)
        free(names[c]);
    if (rc != SK_OK)
        bank_lines_free(out);
    return rc;
}
