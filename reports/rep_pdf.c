/* rep_pdf.c - PDF reports with libharu 2.3.0 (see rep_pdf.h): the document,
 * its drawing primitives, text on one or more lines, the page frame and QR
 * codes, for the writers of each kind of page (rep_pdf_int.h): the
 * standings rep_standpdf.c, report tables rep_tablepdf.c, score sheets
 * rep_sheetpdf.c, the seating plan and poster rep_plan.c, the paper of a
 * series and the code slips rep_day.c.
 *
 * Every document is produced in two passes over the same drawing code:
 * a dry pass (no libharu calls) counts the pages, so footers can say
 * "Page i of n", then the real pass draws.  Fonts: DejaVu Sans embedded as
 * TrueType with the UTF-8 encoder (base-14 fonts cannot do umlauts, € or
 * the suit symbols).
 */
#include "rep_pdf.h"
#include "rep_pdf_int.h"
#include "i18n.h"
#include "fileio.h"

#include "game.h"
#include "namekey.h"
#include "seeger.h"
#include "rep_hpdf.h"
#include "qrlib.h"
#include "text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FONT_DIR "/usr/share/fonts/truetype/dejavu/"
#define FONT_REG FONT_DIR "DejaVuSans.ttf"
#define FONT_BOLD FONT_DIR "DejaVuSans-Bold.ttf"

static void on_hpdf_error(HPDF_STATUS code, HPDF_STATUS detail, void *ud)
{
    pdf *p = ud;
    /* sk_err_set keeps only the first error */
    sk_err_set(p->err, SK_FAIL, _("PDF library error 0x%04X (detail %u)"), (unsigned)code,
               (unsigned)detail);
}

static bool failed(const pdf *p)
{
    return p->err->status != SK_OK;
}

static const char *L(const pdf *p, const char *key)
{
    return rep_label(p->info->lang, key);
}

/* libharu 2.3.0 gives a TrueType font under its UTF-8 encoder (Encoding
 * Identity-H: every 2-byte code is a CID, and the CID is the UCS-2 code
 * point of the character) a ToUnicode stream that is its CID CMap
 * ("begincidrange"), which a ToUnicode CMap must not be: poppler warns
 * "Invalid 'begincidrange' operator in ToUnicode CMap" on every PDF.  Its
 * content is replaced by the ToUnicode CMap the font means: each code to
 * the same Unicode value (bfrange per high byte, the surrogates left out;
 * later libharu versions do the same).  The stream keeps its place in the
 * document and is compressed like the others (the font's before-write). */
static HPDF_STATUS fix_to_unicode(HPDF_Font font)
{
    HPDF_FontAttr attr = (HPDF_FontAttr)((HPDF_Dict)font)->attr;
    if (!attr || !attr->cmap_stream || !attr->cmap_stream->stream)
        return HPDF_OK; /* nothing written by the library: nothing to fix */
    HPDF_Dict cm = attr->cmap_stream;
    HPDF_Stream st = cm->stream;
    /* the stream's dictionary says what it now is */
    HPDF_Dict info = HPDF_Dict_New(cm->mmgr);
    if (!info || HPDF_Dict_Add(info, "Registry", HPDF_String_New(cm->mmgr, "Adobe", NULL)) ||
        HPDF_Dict_Add(info, "Ordering", HPDF_String_New(cm->mmgr, "UCS", NULL)) ||
        HPDF_Dict_AddNumber(info, "Supplement", 0) || HPDF_Dict_Add(cm, "CIDSystemInfo", info) ||
        HPDF_Dict_AddName(cm, "CMapName", "Adobe-Identity-UCS"))
        return HPDF_FAILD_TO_ALLOC_MEM;
    HPDF_MemStream_FreeData(st);
    HPDF_STATUS rc = HPDF_Stream_WriteStr(
        st, "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
            "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
            "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n");
    int ranges[256], n = 0;
    for (int hi = 0; hi < 256; hi++)
        if (hi < 0xD8 || hi > 0xDF) /* no UTF-16 surrogates */
            ranges[n++] = hi;
    for (int k = 0; rc == HPDF_OK && k < n; k += 100) {
        int m = n - k < 100 ? n - k : 100; /* at most 100 entries per block */
        char line[64];
        snprintf(line, sizeof line, "%d beginbfrange\n", m);
        rc = HPDF_Stream_WriteStr(st, line);
        for (int j = 0; rc == HPDF_OK && j < m; j++) {
            snprintf(line, sizeof line, "<%02X00> <%02XFF> <%02X00>\n", ranges[k + j],
                     ranges[k + j], ranges[k + j]);
            rc = HPDF_Stream_WriteStr(st, line);
        }
        if (rc == HPDF_OK)
            rc = HPDF_Stream_WriteStr(st, "endbfrange\n");
    }
    if (rc == HPDF_OK)
        rc = HPDF_Stream_WriteStr(st, "endcmap\nCMapName currentdict /CMap defineresource pop\n"
                                      "end\nend\n");
    return rc;
}

/* ---- setup and teardown ---- */

static int pdf_open(pdf *p, const rep_doc *info, sk_err *err)
{
    memset(p, 0, sizeof *p);
    p->err = err;
    p->info = info;
    p->pw = A4_W;
    p->ph = A4_H;
    if (access(FONT_REG, R_OK) != 0 || access(FONT_BOLD, R_OK) != 0)
        return sk_err_set(err, SK_FAIL, _("font %s or %s is missing (package fonts-dejavu-core)"),
                          FONT_REG, FONT_BOLD);
    if (rep_hpdf_load(err) != SK_OK || io_qr_load(err) != SK_OK) /* rep_hpdf.h */
        return SK_FAIL;
    p->doc = HPDF_New(on_hpdf_error, p);
    if (!p->doc)
        return sk_err_set(err, SK_FAIL, _("cannot create a PDF document (out of memory)"));
    HPDF_SetCompressionMode(p->doc, HPDF_COMP_ALL);
    HPDF_UseUTFEncodings(p->doc);
    HPDF_SetCurrentEncoder(p->doc, "UTF-8");
    const char *rn = HPDF_LoadTTFontFromFile(p->doc, FONT_REG, HPDF_TRUE);
    const char *bn = HPDF_LoadTTFontFromFile(p->doc, FONT_BOLD, HPDF_TRUE);
    if (rn)
        p->reg = HPDF_GetFont(p->doc, rn, "UTF-8");
    if (bn)
        p->bold = HPDF_GetFont(p->doc, bn, "UTF-8");
    if (!p->reg || !p->bold || fix_to_unicode(p->reg) != HPDF_OK ||
        fix_to_unicode(p->bold) != HPDF_OK)
        sk_err_set(err, SK_FAIL, _("cannot load the DejaVu fonts into the PDF"));
    HPDF_SetInfoAttr(p->doc, HPDF_INFO_CREATOR, "skatsheet");
    if (failed(p)) {
        HPDF_Free(p->doc);
        p->doc = NULL;
        return err->status;
    }
    return SK_OK;
}

/* Render into memory and write it with sk_write_file_atomic (fileio.h: a
 * temp file and rename, a device written in place, the database refused),
 * so a write error is reported with its cause (no space left on the
 * device), not as a PDF library code. */
static int pdf_save(pdf *p, const char *path)
{
    int rc = p->err->status;
    if (rc == SK_OK) {
        HPDF_STATUS st = HPDF_SaveToStream(p->doc);
        HPDF_UINT32 size = st == HPDF_OK ? HPDF_GetStreamSize(p->doc) : 0;
        unsigned char *data = xmalloc(size ? size : 1);
        if (st == HPDF_OK && !failed(p))
            st = HPDF_ReadFromStream(p->doc, data, &size);
        if ((st != HPDF_OK && st != HPDF_STREAM_EOF) || failed(p)) {
            sk_err_set(p->err, SK_FAIL, _("cannot write %s: the PDF library failed (error 0x%04X)"),
                       path, (unsigned)st);
            rc = p->err->status;
        } else {
            rc = sk_write_file_atomic(path, data, size, p->err);
        }
        free(data);
    }
    HPDF_Free(p->doc);
    p->doc = NULL;
    return rc;
}

/* ---- drawing primitives (no-ops in the dry pass) ---- */

static void set_fill(pdf *p, rgb c)
{
    if (!p->dry)
        HPDF_Page_SetRGBFill(p->page, c.r, c.g, c.b);
}

static void set_stroke(pdf *p, rgb c)
{
    if (!p->dry)
        HPDF_Page_SetRGBStroke(p->page, c.r, c.g, c.b);
}

static void rect_fill(pdf *p, float x, float y, float w, float h, rgb c)
{
    if (p->dry)
        return;
    set_fill(p, c);
    HPDF_Page_Rectangle(p->page, x, y, w, h);
    HPDF_Page_Fill(p->page);
    set_fill(p, C_BLACK);
}

static void line(pdf *p, float x1, float y1, float x2, float y2, float width, rgb c)
{
    if (p->dry)
        return;
    set_stroke(p, c);
    HPDF_Page_SetLineWidth(p->page, width);
    HPDF_Page_MoveTo(p->page, x1, y1);
    HPDF_Page_LineTo(p->page, x2, y2);
    HPDF_Page_Stroke(p->page);
}

static void rect_stroke(pdf *p, float x, float y, float w, float h, float width, rgb c)
{
    if (p->dry)
        return;
    set_stroke(p, c);
    HPDF_Page_SetLineWidth(p->page, width);
    HPDF_Page_Rectangle(p->page, x, y, w, h);
    HPDF_Page_Stroke(p->page);
}

static float text_width(pdf *p, HPDF_Font f, float size, const char *s)
{
    (void)p;
    if (!*s)
        return 0;
    HPDF_TextWidth tw = HPDF_Font_TextWidth(f, (const HPDF_BYTE *)s, (HPDF_UINT)strlen(s));
    return (float)tw.width * size / 1000.0f;
}

/* Cut s (UTF-8) so that it fits max_w, appending "…" when cut. */
static char *fit_text(pdf *p, HPDF_Font f, float size, const char *s, float max_w)
{
    if (max_w <= 0 || text_width(p, f, size, s) <= max_w)
        return xstrdup(s);
    size_t n = strlen(s);
    char *buf = xmalloc(n + 4);
    float ell = text_width(p, f, size, "\xe2\x80\xa6");
    while (n > 0) {
        n--;
        while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
            n--;
        memcpy(buf, s, n);
        buf[n] = 0;
        if (text_width(p, f, size, buf) + ell <= max_w)
            break;
    }
    strcpy(buf + n, "\xe2\x80\xa6");
    return buf;
}

/* Text with its baseline at y, aligned within [x, x + w] (w 0: at x). */
static void text(pdf *p, HPDF_Font f, float size, rgb c, float x, float y, float w,
                 rep_align al, const char *s)
{
    if (!s || !*s || p->dry)
        return;
    if (!sk_utf8_valid(s)) {
        sk_err_set(p->err, SK_INVALID, _("report text is not valid UTF-8"));
        return;
    }
    char *t = w > 0 ? fit_text(p, f, size, s, w) : xstrdup(s);
    float tw = text_width(p, f, size, t);
    float tx = x;
    if (al == REP_RIGHT)
        tx = x + w - tw;
    else if (al == REP_CENTER)
        tx = x + (w - tw) / 2;
    set_fill(p, c);
    HPDF_Page_BeginText(p->page);
    HPDF_Page_SetFontAndSize(p->page, f, size);
    HPDF_Page_TextOut(p->page, tx, y, t);
    HPDF_Page_EndText(p->page);
    set_fill(p, C_BLACK);
    free(t);
}

/* Like text(), but shrinks the font from size down to min_size until s
 * fits w (then cuts it). */
static void text_shrink(pdf *p, HPDF_Font f, float size, float min_size, rgb c, float x, float y,
                        float w, rep_align al, const char *s)
{
    if (!s || !*s)
        return;
    float sz = size;
    if (sk_utf8_valid(s))
        while (sz > min_size && text_width(p, f, sz, s) > w)
            sz -= 0.5f;
    text(p, f, sz, c, x, y, w, al, s);
}

static void new_page(pdf *p, bool landscape)
{
    p->page_no++;
    p->pw = landscape ? A4_H : A4_W;
    p->ph = landscape ? A4_W : A4_H;
    if (p->dry)
        return;
    p->page = HPDF_AddPage(p->doc);
    HPDF_Page_SetSize(p->page, HPDF_PAGE_SIZE_A4,
                      landscape ? HPDF_PAGE_LANDSCAPE : HPDF_PAGE_PORTRAIT);
}

/* ---- the page: running header and footer, title block ---- */

const char *rpdf_doc_date(const rep_doc *d, char *buf, size_t n)
{
    return text_date_show(d->date, d->lang == REP_DE ? SK_LANG_DE : SK_LANG_EN, buf, n);
}

/* Running header (every page) and footer "Page i of n". */
static void page_frame(pdf *p, const char *what)
{
    char buf[128];
    const rep_doc *d = p->info;
    float w = PAGE_W - 2 * MARGIN_X;
    sk_buf left = {0};
    sk_buf_add(&left, d->tournament ? d->tournament : "");
    if (what && *what) {
        sk_buf_add(&left, " \xc2\xb7 ");
        sk_buf_add(&left, what);
    }
    text(p, p->reg, 8, C_GREY, MARGIN_X, TOP_Y, w * 0.7f, REP_LEFT, sk_buf_str(&left));
    sk_buf_free(&left);
    char date[32];
    text(p, p->reg, 8, C_GREY, MARGIN_X + w * 0.7f, TOP_Y, w * 0.3f, REP_RIGHT,
         rpdf_doc_date(d, date, sizeof date));
    line(p, MARGIN_X, TOP_Y - 5, PAGE_W - MARGIN_X, TOP_Y - 5, 0.5f, C_RULE);
    line(p, MARGIN_X, FOOT_Y + 10, PAGE_W - MARGIN_X, FOOT_Y + 10, 0.5f, C_RULE);
    text(p, p->reg, 8, C_GREY, MARGIN_X, FOOT_Y, 0, REP_LEFT, "skatsheet");
    snprintf(buf, sizeof buf, L(p, "page_of"), p->page_no, p->npages);
    text(p, p->reg, 8, C_GREY, MARGIN_X, FOOT_Y, w, REP_RIGHT, buf);
}

/* Title block of the first page; returns the y below it. */
static float title_block(pdf *p, const char *kind)
{
    const rep_doc *d = p->info;
    float y = TOP_Y - 34;
    float w = PAGE_W - 2 * MARGIN_X;
    text(p, p->bold, 20, C_ACCENT, MARGIN_X, y, w, REP_LEFT, d->tournament);
    y -= 20;
    sk_buf sub = {0};
    sk_buf_add(&sub, kind);
    if (d->series_info && *d->series_info) {
        sk_buf_add(&sub, " \xe2\x80\x93 ");
        sk_buf_add(&sub, d->series_info);
    }
    text(p, p->reg, 12, C_BLACK, MARGIN_X, y, w * 0.7f, REP_LEFT, sk_buf_str(&sub));
    sk_buf_free(&sub);
    if (d->date && *d->date) {
        char buf[160];
        char date[32];
        snprintf(buf, sizeof buf, "%s: %s", L(p, "date"), rpdf_doc_date(d, date, sizeof date));
        text(p, p->reg, 10, C_GREY, MARGIN_X + w * 0.6f, y, w * 0.4f, REP_RIGHT, buf);
    }
    y -= 10;
    line(p, MARGIN_X, y, PAGE_W - MARGIN_X, y, 1.2f, C_ACCENT);
    return y - 14;
}

/* ---- text on one or more lines ---- */

/* Two lines of s: the break at a space (dropped) or after a hyphen (kept
 * on the first line) that best balances the two widths.  *end is where
 * the first line ends, *next where the second starts; false when s has no
 * such break. */
static bool split_lines(pdf *p, HPDF_Font f, float size, const char *s, size_t *end,
                        size_t *next)
{
    bool found = false;
    float best_w = 0;
    char *a = xstrdup(s);
    for (size_t i = 1; s[i]; i++) {
        bool space = s[i] == ' ', hyphen = s[i] == '-' && s[i + 1] && s[i + 1] != ' ';
        if (!space && !hyphen)
            continue;
        size_t e = space ? i : i + 1, n = i + 1;
        a[e] = 0;
        float w1 = text_width(p, f, size, a), w2 = text_width(p, f, size, s + n);
        a[e] = s[e];
        float w = w1 > w2 ? w1 : w2;
        if (!found || w < best_w)
            found = true, best_w = w, *end = e, *next = n;
    }
    free(a);
    return found;
}

/* The width of s on two lines at its best break (the whole width when it
 * has none). */
static float two_line_width(pdf *p, HPDF_Font f, float size, const char *s)
{
    size_t e, n;
    if (!split_lines(p, f, size, s, &e, &n))
        return text_width(p, f, size, s);
    char *a = xstrdup(s);
    a[e] = 0;
    float w1 = text_width(p, f, size, a), w2 = text_width(p, f, size, s + n);
    free(a);
    return w1 > w2 ? w1 : w2;
}

/* Draw s within w: on one line at size when it fits; else on two lines
 * (baselines y2a, y2b) at size2 when it breaks so that both fit; else
 * shrunk on one line down to min_size; only then cut (the second line of a
 * break, or the one line).  y1 is the baseline of one line. */
static void text_fit2(pdf *p, HPDF_Font f, float size, float size2, float min_size, rgb c,
                      float x, float y1, float y2a, float y2b, float w, rep_align al,
                      const char *s)
{
    if (!s || !*s)
        return;
    if (!sk_utf8_valid(s) || text_width(p, f, size, s) <= w) {
        text(p, f, size, c, x, y1, w, al, s);
        return;
    }
    size_t e, n;
    if (split_lines(p, f, size2, s, &e, &n)) {
        char *a = xstrdup(s);
        a[e] = 0;
        float sz = size2;
        while (sz > min_size && (text_width(p, f, sz, a) > w || text_width(p, f, sz, s + n) > w))
            sz -= 0.5f;
        text(p, f, sz, c, x, y2a, w, al, a);
        text(p, f, sz, c, x, y2b, w, al, s + n);
        free(a);
        return;
    }
    text_shrink(p, f, size, min_size, c, x, y1, w, al, s);
}

/* s broken greedily into lines that fit w at size (breaks at spaces and
 * after hyphens); the byte offsets where line k starts and ends into
 * start[k], end[k] (at most max lines).  Returns the number of lines s
 * needs (may exceed max: then it does not fit); a word wider than w counts
 * as not fitting (returns max + 1). */
static int wrap_lines(pdf *p, HPDF_Font f, float size, const char *s, float w, size_t *start,
                      size_t *end, int max)
{
    int n = 0;
    size_t pos = 0, len = strlen(s);
    char *a = xstrdup(s);
    while (pos < len) {
        size_t best_e = 0, best_n = 0;
        bool any = false;
        for (size_t i = pos + 1; i <= len; i++) {
            bool at_end = i == len;
            bool space = !at_end && s[i] == ' ';
            bool hyphen = !at_end && s[i - 1] == '-' && s[i] != ' ';
            if (!at_end && !space && !hyphen)
                continue;
            char keep = a[i];
            a[i] = 0;
            bool fits = text_width(p, f, size, a + pos) <= w;
            a[i] = keep;
            if (!fits)
                break;
            any = true;
            best_e = i, best_n = space ? i + 1 : i;
        }
        if (!any) {
            free(a);
            return max + 1;
        }
        if (n < max)
            start[n] = pos, end[n] = best_e;
        n++;
        pos = best_n;
    }
    free(a);
    return n;
}

/* s in [x, x + w] on up to max lines from the baseline y down by lead:
 * at size when it fits on that many lines, else in smaller type down to
 * min_size; only then is the last line cut.  Returns the lines used. */
static int text_lines(pdf *p, HPDF_Font f, float size, float min_size, rgb c, float x, float y,
                      float lead, float w, rep_align al, const char *s, int max)
{
    if (!s || !*s)
        return 0;
    if (!sk_utf8_valid(s) || max < 1) {
        text(p, f, size, c, x, y, w, al, s);
        return 1;
    }
    size_t st[8], en[8];
    if (max > 8)
        max = 8;
    float sz = size;
    int n;
    while ((n = wrap_lines(p, f, sz, s, w, st, en, max)) > max && sz > min_size)
        sz -= 0.5f;
    if (n > max) { /* no room: the one line, shrunk and cut */
        text_shrink(p, f, size, min_size, c, x, y, w, al, s);
        return 1;
    }
    char *a = xstrdup(s);
    for (int k = 0; k < n; k++) {
        a[en[k]] = 0;
        text(p, f, sz, c, x, y - (float)k * lead, w, al, a + st[k]);
        memcpy(a, s, strlen(s) + 1);
    }
    free(a);
    return n;
}

/* The lines s needs within w at size (1 when it fits; more than max when it
 * does not fit on max lines even at min_size). */
static int lines_for(pdf *p, HPDF_Font f, float size, float min_size, const char *s, float w,
                     int max)
{
    if (!s || !*s || !sk_utf8_valid(s) || text_width(p, f, size, s) <= w)
        return 1;
    size_t st[8], en[8];
    int n = max + 1;
    for (float sz = size; sz >= min_size && n > max; sz -= 0.5f)
        n = wrap_lines(p, f, sz, s, w, st, en, max);
    return n;
}

/* Does s need two lines within w (wider than w on one line at size)? */
static bool needs_two(pdf *p, HPDF_Font f, float size, const char *s, float w)
{
    size_t e, n;
    return *s && sk_utf8_valid(s) && text_width(p, f, size, s) > w &&
           split_lines(p, f, size, s, &e, &n);
}

/* ---- entry codes ---- */

/* url as a QR code (libqrencode, level M, 8-bit mode) filling the square
 * at x, y (lower left) of side size, quiet zone included. */
static void qr_draw(pdf *p, float x, float y, float size, const char *url)
{
    if (p->dry || !url)
        return;
    QRcode *q = QRcode_encodeString(url, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!q) {
        sk_err_set(p->err, SK_FAIL, _("cannot make the QR code of %s"), url);
        return;
    }
    const int quiet = 4;
    float m = size / (float)(q->width + 2 * quiet);
    rect_fill(p, x, y, size, size, (rgb){1, 1, 1});
    set_fill(p, C_BLACK);
    for (int r = 0; r < q->width; r++)
        for (int c = 0; c < q->width; c++)
            if (q->data[r * q->width + c] & 1)
                HPDF_Page_Rectangle(p->page, x + (float)(c + quiet) * m,
                                    y + size - (float)(r + 1 + quiet) * m, m + 0.02f, m + 0.02f);
    HPDF_Page_Fill(p->page);
    QRcode_free(q);
}

/* ---- for the other writers of this layer (rep_pdf_int.h) ---- */

int rpdf_open(pdf *p, const rep_doc *info, sk_err *err)
{
    return pdf_open(p, info, err);
}

int rpdf_save(pdf *p, const char *path)
{
    return pdf_save(p, path);
}

void rpdf_new_page(pdf *p, bool landscape)
{
    new_page(p, landscape);
}

void rpdf_frame(pdf *p, const char *what)
{
    page_frame(p, what);
}

void rpdf_text(pdf *p, bool bold, float size, rgb c, float x, float y, float w, rep_align al,
               const char *s)
{
    text(p, bold ? p->bold : p->reg, size, c, x, y, w, al, s);
}

void rpdf_text_shrink(pdf *p, bool bold, float size, float min_size, rgb c, float x, float y,
                      float w, rep_align al, const char *s)
{
    text_shrink(p, bold ? p->bold : p->reg, size, min_size, c, x, y, w, al, s);
}

float rpdf_text_width(pdf *p, bool bold, float size, const char *s)
{
    return text_width(p, bold ? p->bold : p->reg, size, s);
}

void rpdf_set_fill(pdf *p, rgb c)
{
    set_fill(p, c);
}

void rpdf_set_stroke(pdf *p, rgb c)
{
    set_stroke(p, c);
}

float rpdf_title_block(pdf *p, const char *kind)
{
    return title_block(p, kind);
}

float rpdf_two_line_width(pdf *p, bool bold, float size, const char *s)
{
    return two_line_width(p, bold ? p->bold : p->reg, size, s);
}

void rpdf_line(pdf *p, float x1, float y1, float x2, float y2, float width, rgb c)
{
    line(p, x1, y1, x2, y2, width, c);
}

void rpdf_rect(pdf *p, float x, float y, float w, float h, float width, rgb c)
{
    rect_stroke(p, x, y, w, h, width, c);
}

void rpdf_fill(pdf *p, float x, float y, float w, float h, rgb c)
{
    rect_fill(p, x, y, w, h, c);
}

void rpdf_qr(pdf *p, float x, float y, float size, const char *data)
{
    qr_draw(p, x, y, size, data);
}


bool rpdf_needs_two(pdf *p, bool bold, float size, const char *s, float w)
{
    return needs_two(p, bold ? p->bold : p->reg, size, s, w);
}

void rpdf_text_fit2(pdf *p, bool bold, float size, float size2, float min_size, rgb c, float x,
                    float y1, float y2a, float y2b, float w, rep_align al, const char *s)
{
    text_fit2(p, bold ? p->bold : p->reg, size, size2, min_size, c, x, y1, y2a, y2b, w, al, s);
}

int rpdf_text_lines(pdf *p, bool bold, float size, float min_size, rgb c, float x, float y,
                    float lead, float w, rep_align al, const char *s, int max)
{
    return text_lines(p, bold ? p->bold : p->reg, size, min_size, c, x, y, lead, w, al, s, max);
}

int rpdf_lines_for(pdf *p, bool bold, float size, float min_size, const char *s, float w, int max)
{
    return lines_for(p, bold ? p->bold : p->reg, size, min_size, s, w, max);
}

const char *rpdf_label(const pdf *p, const char *key)
{
    return L(p, key);
}

bool rpdf_again(pdf *p)
{
    if (!p->dry)
        return false;
    p->npages = p->page_no;
    p->page_no = 0;
    p->dry = false;
    return true;
}

bool rpdf_failed(const pdf *p)
{
    return failed(p);
}
