/* register.c - see register.h */
#include "register.h"
#include "drawn.h"
#include "tour.h"

#include "mailaddr.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_day.h"
#include "db_evening.h"
#include "db_seating.h"
#include "entrycodes.h"
#include "scan.h"
#include "namekey.h"
#include "playername.h"
#include "text.h"

void ops_reg_done_clear(ops_reg_done *r)
{
    free(r->name);
    memset(r, 0, sizeof *r);
}

/* s without spaces and tabs at either end, in NFC (malloc'd). */
static char *tidy(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    char *t = xmalloc(n + 1);
    memcpy(t, s, n);
    t[n] = '\0';
    char *nfc = namekey_nfc(t);
    free(t);
    return nfc;
}

int ops_reg_open(db *d, const db_tournament *t, sk_err *err)
{
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed: registration is over"),
                          t->name);
    int last = 0;
    int rc = ops_series_last(d, t->id, &last, err);
    if (rc == SK_OK && last >= t->series_count)
        rc = sk_err_set(err, SK_INVALID,
                        _("every series of '%s' is drawn (%d of %d): registration is over, no "
                          "draw is left to seat a player in"),
                        t->name, last, t->series_count);
    return rc;
}

int ops_reg_submit(db *d, const db_tournament *t, const char *name, const char *club,
                   int64_t *id, sk_err *err)
{
    ops_reg_in in = {name, club, NULL, false, 0, 0, NULL};
    return ops_reg_submit_full(d, t, &in, id, NULL, err);
}

int ops_reg_submit_full(db *d, const db_tournament *t, const ops_reg_in *in, int64_t *id,
                        char *code, sk_err *err)
{
    int rc0 = ops_reg_open(d, t, err); /* closed, or every series drawn */
    if (rc0 != SK_OK)
        return rc0;
    char *nm = tidy(in->name ? in->name : "");
    char *cl = tidy(in->club ? in->club : "");
    db_prereg r;
    memset(&r, 0, sizeof r);
    r.lady = in->lady;
    r.born = in->born;
    r.player_id = in->player_id;
    int rc = SK_OK;
    char member[MEMBER_NO_MAX + 1] = "";
    if (in->member && *in->member)
        rc = member_no_check(in->member, member, err);
    char *ml = tidy(in->mail ? in->mail : "");
    if (rc == SK_OK && *ml)
        rc = mailaddr_check(_("mail"), ml, err);
    if (rc == SK_OK && in->born && (in->born < 1900 || in->born > 2100))
        rc = sk_err_set(err, SK_INVALID, _("born %d: a year from 1900 to 2100"), in->born);
    if (rc == SK_OK && in->player_id) {
        db_prereg old;
        bool found = false;
        rc = db_prereg_of_player(d, t->id, in->player_id, &old, &found, err);
        if (rc == SK_OK) {
            if (found)
                rc = sk_err_set(err, SK_INVALID, _("'%s' is registered already (#%lld, code "
                                "%s)"), nm, (long long)old.id, old.code[0] ? old.code : "-");
            db_prereg_clear(&old); /* (also after the refusal, which names its code) */
        }
    }
    if (text_digits_only(nm))
        rc = sk_err_set(err, SK_INVALID, _("name: '%s' is only digits (digits are start "
                        "numbers); type your name"), nm);
    if (rc == SK_OK && sk_utf8_valid(nm)) {
        /* the same person twice in the queue: refused */
        db_reg *v;
        size_t n;
        rc = db_reg_list(d, t->id, true, &v, &n, err);
        char *key = namekey_of(nm);
        for (size_t i = 0; rc == SK_OK && i < n; i++) {
            char *k = namekey_of(v[i].name);
            if (strcmp(k, key) == 0)
                rc = sk_err_set(err, SK_INVALID, _("name: '%s' is already in the queue (#%lld): "
                                "the organiser confirms it"), v[i].name, (long long)v[i].id);
            free(k);
        }
        free(key);
        if (v)
            db_regs_free(v, n);
    }
    if (rc == SK_OK)
        rc = ops_entry_code_new(r.code, err);
    if (rc == SK_OK) {
        r.name = nm;
        r.club = *cl ? cl : NULL;
        r.member_no = member[0] ? member : NULL;
        r.mail = *ml ? ml : NULL;
        rc = db_prereg_add(d, t->id, &r, id, err);
    }
    if (rc == SK_OK && code)
        snprintf(code, ENTRYCODE_LEN + 1, "%s", r.code);
    free(nm);
    free(cl);
    free(ml);
    return rc;
}

int ops_reg_match(db *d, const db_reg *r, int *count, db_player *player, char **names,
                  sk_err *err)
{
    *count = 0;
    db_player *pl;
    size_t np;
    int rc = db_player_list(d, false, &pl, &np, err);
    if (rc != SK_OK)
        return rc;
    char *key = namekey_of(r->name);
    sk_buf b = {0};
    size_t first = 0;
    for (size_t i = 0; i < np; i++) {
        char *k = namekey_of(pl[i].name);
        if (strcmp(k, key) == 0) {
            if (*count == 0)
                first = i;
            if (*count)
                sk_buf_add(&b, ", ");
            sk_buf_printf(&b, "'%s'", pl[i].name);
            if (pl[i].number)
                sk_buf_printf(&b, _(" (no. %d)"), pl[i].number);
            ++*count;
        }
        free(k);
    }
    free(key);
    if (*count == 1) {
        *player = pl[first];
        memset(&pl[first], 0, sizeof pl[first]);
    } else if (*count > 1 && names) {
        *names = xstrdup(sk_buf_str(&b));
    }
    sk_buf_free(&b);
    db_players_free(pl, np);
    return SK_OK;
}

int ops_reg_describe(db *d, const db_reg *r, char **text, sk_err *err)
{
    int count = 0;
    db_player p;
    char *names = NULL;
    int rc = ops_reg_match(d, r, &count, &p, &names, err);
    if (rc != SK_OK)
        return rc;
    sk_buf b = {0};
    if (count == 0) {
        sk_buf_add(&b, _("new player"));
    } else if (count == 1) {
        if (p.number)
            sk_buf_printf(&b, _("player '%s' (no. %d)"), p.name, p.number);
        else
            sk_buf_printf(&b, _("player '%s'"), p.name);
        db_player_clear(&p);
    } else {
        sk_buf_printf(&b, _("%d players: %s (confirm with --as or --new)"), count, names);
    }
    free(names);
    *text = xstrdup(sk_buf_str(&b));
    sk_buf_free(&b);
    return SK_OK;
}

/* Is pid marked present in t? */
static int is_present(db *d, int64_t tid, int64_t pid, bool *yes, sk_err *err)
{
    db_attendee *v;
    size_t n;
    *yes = false;
    int rc = db_attend_list(d, tid, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; i < n; i++)
        *yes |= v[i].player_id == pid;
    db_attendees_free(v, n);
    return SK_OK;
}

int ops_reg_player(db *d, const db_reg *r, const char *as_key, bool force_new,
                   ops_reg_done *out, sk_err *err)
{
    db_player p;
    memset(&p, 0, sizeof p);
    int rc = SK_OK;
    if (as_key) {
        rc = playername_find(d, as_key, &p, err);
    } else if (r->player_id && !force_new) {
        rc = db_player_get(d, r->player_id, &p, err);
    } else if (!force_new) {
        int count = 0;
        char *names = NULL;
        rc = ops_reg_match(d, r, &count, &p, &names, err);
        if (rc == SK_OK && count > 1)
            rc = sk_err_set(err, SK_INVALID, _("registration #%lld '%s' matches %d players: %s; "
                            "say which with --as PLAYER, or --new for another person"),
                            (long long)r->id, r->name, count, names);
        free(names);
        if (rc == SK_OK && count == 0)
            force_new = true;
    }
    if (rc != SK_OK)
        return rc;
    if (p.id) {
        out->player_id = p.id;
        out->name = p.name;
        out->number = p.number;
        p.name = NULL;
        db_player_clear(&p);
        return SK_OK;
    }
    rc = db_player_add(d, r->name, 0, r->club, &out->player_id, err);
    if (rc == SK_OK) {
        out->name = xstrdup(r->name);
        out->created = true;
    }
    return rc;
}

int ops_reg_confirm(db *d, const db_tournament *t, int64_t id, const char *as_key,
                    bool force_new, ops_reg_done *out, sk_err *err)
{
    memset(out, 0, sizeof *out);
    int rc = ops_tour_write_begin(d, t, err);
    if (rc != SK_OK)
        return rc;
    db_reg r;
    rc = db_reg_get(d, t->id, id, &r, err);
    if (rc != SK_OK)
        return db_finish(d, rc, err);
    if (r.state != DB_REG_WAITING)
        rc = sk_err_set(err, SK_INVALID, _("registration #%lld (%s) is already %s"), (long long)id,
                        r.name, r.state == DB_REG_CONFIRMED ? _("confirmed") : _("rejected"));
    /* the next draw: after the last drawn series (as the TUI's attendance) */
    int last = 0;
    if (rc == SK_OK)
        rc = ops_series_last(d, t->id, &last, err);
    if (rc == SK_OK && last >= t->series_count)
        rc = sk_err_set(err, SK_INVALID, _("every series of '%s' is drawn (%d of %d): no draw "
                        "is left to seat '%s' in"), t->name, last, t->series_count, r.name);
    if (rc == SK_OK)
        rc = ops_reg_player(d, &r, as_key, force_new, out, err);
    int marked = 0;
    if (rc == SK_OK)
        rc = db_attend_count(d, t->id, &marked, err);
    if (rc == SK_OK)
        rc = is_present(d, t->id, out->player_id, &out->was_present, err);
    out->from_series = last + 1;
    if (rc == SK_OK && marked == 0) {
        /* no attendance yet: the draw seats every active player, so the
         * player is made active instead of switching the whole tournament
         * to "only those marked present" */
        out->all_active = true;
        db_player p;
        rc = db_player_get(d, out->player_id, &p, err);
        if (rc == SK_OK && !p.active) {
            p.active = true;
            rc = db_player_update(d, &p, err);
        }
        if (rc == SK_OK)
            db_player_clear(&p);
    } else if (rc == SK_OK && !out->was_present) {
        rc = db_attend_set(d, t->id, &out->player_id, 1, out->from_series, t->series_count, NULL,
                           err);
    }
    if (rc == SK_OK)
        rc = db_reg_decide(d, t->id, id, DB_REG_CONFIRMED, out->player_id, err);
    db_reg_clear(&r);
    rc = db_finish(d, rc, err);
    if (rc != SK_OK)
        ops_reg_done_clear(out);
    return rc;
}

int ops_reg_reject(db *d, const db_tournament *t, int64_t id, sk_err *err)
{
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    return db_reg_decide(d, t->id, id, DB_REG_REJECTED, 0, err);
}
