/* rep_venuecodes.c - see rep_venuecodes.h.  Laid out twice like every PDF
 * here: a dry pass counts the pages, then the real one draws. */
#include "rep_venuecodes.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rep_pdf_int.h"

static const char *L(const pdf *p, const char *key)
{
    return rep_label(p->info->lang, key);
}

static void venue_page(pdf *p, int matchday, const char *hub, const rep_venue_page *v)
{
    rpdf_new_page(p, false);
    rpdf_frame(p, L(p, "vc_title"));
    const float m = MARGIN_X, w = PAGE_W - 2 * m, qr = 150;
    char buf[600], date[32];
    float y = TOP_Y - 40;
    rpdf_text_shrink(p, true, 26, 12, C_ACCENT, m, y, w, REP_LEFT, v->venue);
    y -= 22;
    snprintf(buf, sizeof buf, L(p, "vc_matchday"), matchday, rpdf_doc_date(p->info, date,
                                                                         sizeof date));
    rpdf_text_shrink(p, false, 13, 8, C_BLACK, m, y, w, REP_LEFT, buf);
    if (v->address) {
        y -= 17;
        rpdf_text_shrink(p, false, 11, 7, C_GREY, m, y, w, REP_LEFT, v->address);
    }
    if (v->contact) {
        y -= 15;
        snprintf(buf, sizeof buf, L(p, "vc_contact"), v->contact);
        rpdf_text_shrink(p, false, 11, 7, C_GREY, m, y, w, REP_LEFT, buf);
    }
    y -= 24;
    float top = y;
    bool has = v->code && *v->code;
    if (has) {
        rpdf_qr(p, m + w - qr, y - qr, qr, v->code);
        rpdf_text(p, false, 9, C_GREY, m + w - qr - 20, y - qr - 14, qr + 40, REP_CENTER,
                  L(p, "vc_scan"));
    }
    float tw = has ? w - qr - 24 : w;
    rpdf_text(p, false, 11, C_BLACK, m, y - 14, tw, REP_LEFT, L(p, "vc_code"));
    if (has)
        rpdf_text_shrink(p, true, 26, 12, C_ACCENT, m, y - 46, tw, REP_LEFT, v->code);
    else
        rpdf_text_lines(p, true, 12, 8, C_ACCENT, m, y - 40, 15, tw, REP_LEFT, L(p, "vc_kept"),
                        2);
    snprintf(buf, sizeof buf, L(p, "vc_hub"), hub);
    rpdf_text_shrink(p, false, 11, 7, C_BLACK, m, y - 74, tw, REP_LEFT, buf);
    y = top - (has ? qr + 40 : 110);
    rpdf_text(p, true, 13, C_BLACK, m, y, w, REP_LEFT, L(p, "vc_groups"));
    y -= 18;
    char *g = xstrdup(v->groups ? v->groups : ""), *save = NULL;
    for (char *ln = strtok_r(g, "\n", &save); ln; ln = strtok_r(NULL, "\n", &save)) {
        char *tab = strchr(ln, '\t');
        if (!tab)
            continue;
        *tab = '\0';
        snprintf(buf, sizeof buf, L(p, "vc_group"), atoi(ln), tab + 1);
        int used = rpdf_text_lines(p, false, 11, 7, C_BLACK, m + 10, y, 14, w - 10, REP_LEFT,
                                   buf, 3);
        y -= 14.0f * (float)(used > 0 ? used : 1) + 4;
    }
    free(g);
    y -= 14;
    rpdf_text(p, true, 13, C_BLACK, m, y, w, REP_LEFT, L(p, "vc_steps"));
    y -= 18;
    const char *code = has ? v->code : "CODE";
    for (int s = 1; s <= 5; s++) {
        char key[16];
        snprintf(key, sizeof key, "vc_step%d", s);
        if (s == 1)
            snprintf(buf, sizeof buf, L(p, key), hub, code);
        else if (s == 2)
            snprintf(buf, sizeof buf, L(p, key), v->tournament ? v->tournament : "");
        else if (s == 5)
            snprintf(buf, sizeof buf, L(p, key), hub, matchday);
        else
            snprintf(buf, sizeof buf, "%s", L(p, key));
        char line[640];
        snprintf(line, sizeof line, "%d. %s", s, buf);
        int used = rpdf_text_lines(p, false, 11, 7, C_BLACK, m + 10, y, 14, w - 10, REP_LEFT,
                                   line, 3);
        y -= 14.0f * (float)(used > 0 ? used : 1) + 6;
    }
}

static void pass(pdf *p, int matchday, const char *hub, const rep_venue_page *v, int n)
{
    for (int i = 0; i < n && !rpdf_failed(p); i++)
        venue_page(p, matchday, hub, &v[i]);
}

int rep_pdf_venue_codes(const char *path, const rep_doc *doc, int matchday, const char *hub,
                        const rep_venue_page *v, int n, sk_err *err)
{
    if (n < 1)
        return sk_err_set(err, SK_INVALID, _("match day %d: no venue to print"), matchday);
    pdf p;
    if (rpdf_open(&p, doc, err) != SK_OK)
        return err->status;
    p.dry = true;
    do
        pass(&p, matchday, hub, v, n);
    while (rpdf_again(&p));
    return rpdf_save(&p, path);
}
