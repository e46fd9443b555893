/* checkin.c - see checkin.h */
#include "checkin.h"

#include "cashbook.h"
#include "money.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkseat.h"
#include "entrycode.h"
#include "day.h"
#include "deskfind.h"
#include "db_evening.h"
#include "db_players.h"
#include "playername.h"
#include "register.h"
#include "scan.h"
#include "text.h"

void ops_checkin_result_clear(ops_checkin_result *r)
{
    if (!r)
        return;
    free(r->name);
    for (int k = 0; k < 3; k++)
        free(r->moved_name[k]);
    free(r->fee.name);
    free(r->warning);
    memset(r, 0, sizeof *r);
}

/* The fee to record at the check-in (none when *record is false). */
static int fee_for(db *d, const ops_tour *ot, const db_prereg *reg, const ops_fee_in *in,
                   db_fee *f, bool *record, sk_err *err)
{
    const db_tournament *t = &ot->row;
    *record = false;
    long long fee = 0;
    int rc = ops_day_fee(d, ot, &fee, err);
    if (rc != SK_OK)
        return rc;
    day_settings ds;
    rc = ops_day_load(d, t, &ds, err);
    if (rc != SK_OK)
        return rc;
    long long ct = in && in->given && in->ct >= 0 ? in->ct : fee;
    if (!(in && in->given) && fee == 0)
        return SK_OK; /* no entry fee: nothing to take */
    if (ct > DAY_FEE_MAX_CT)
        return sk_err_set(err, SK_INVALID, _("fee: %lld ct is more than %d"), ct, DAY_FEE_MAX_CT);
    if (ct > DAY_FEE_PLAIN_MAX_CT && in && in->given && in->ct >= 0 && !in->force)
        return sk_err_set(err, SK_INVALID, _("fee: %s euros is more than 1,000.00 euros (a typing "
                          "error?); --force if it is meant: nothing changed"),
                          money_euro_text(ct, (char[32]){0}, 32));
    if (ds.bavarian && ct > DAY_BAVARIAN_FEE_MAX_CT)
        return sk_err_set(err, SK_INVALID, _("fee: %s euros: the Bavarian preset allows an entry "
                          "fee of at most 15.00 euros"), money_euro_text(ct, (char[32]){0}, 32));
    f->ct = ct;
    if (reg && reg->prepaid_ct >= ct && ct > 0 && !(in && in->given && in->state == DB_FEE_WAIVED)) {
        /* paid by transfer before the day: never charged again */
        f->state = DB_FEE_PAID;
        snprintf(f->method, sizeof f->method, "transfer");
    } else if (in && in->given) {
        f->state = in->state;
        snprintf(f->method, sizeof f->method, "%s",
                 in->method ? in->method : in->state == DB_FEE_PAID ? "cash" : "");
    } else {
        f->state = DB_FEE_PAID;
        snprintf(f->method, sizeof f->method, "cash");
    }
    *record = true;
    return SK_OK;
}

/* Already checked in: nothing changes, the message says when and where. */
static int duplicate(db *d, const db_tournament *t, int64_t pid, const char *name,
                     const db_checkin *c, sk_err *err)
{
    int table = 0, seat = 0;
    int rc = ops_seat_of(d, t, c->from_series, pid, &table, &seat, err);
    if (rc != SK_OK)
        return rc;
    char when[64];
    sk_local_time(c->at, when, sizeof when);
    if (table)
        return sk_err_set(err, SK_INVALID, _("'%s' checked in already (%s, arrival %lld): series "
                          "%d, table %d, seat %d; nothing changed"), name, when,
                          (long long)c->arrival, c->from_series, table, seat);
    return sk_err_set(err, SK_INVALID, _("'%s' checked in already (%s, arrival %lld): nothing "
                      "changed"), name, when, (long long)c->arrival);
}

/* A registration's details go to its player (member number, lady, born). */
static int copy_info(db *d, int64_t pid, const db_prereg *r, sk_err *err)
{
    if (!r->member_no && !r->lady && !r->born)
        return SK_OK;
    db_player_info old;
    int rc = db_player_info_get(d, pid, &old, err);
    if (rc != SK_OK)
        return rc;
    rc = ops_player_info_set(d, pid, r->member_no && !old.member_no ? r->member_no : NULL,
                             r->lady ? 1 : -1, r->born && !old.born ? r->born : -1, err);
    db_player_info_clear(&old);
    return rc;
}

/* Player p gets the next start number (one above the highest). */
static int give_number(db *d, db_player *p, sk_err *err)
{
    db_player *v;
    size_t n;
    int rc = db_player_list(d, false, &v, &n, err);
    if (rc != SK_OK)
        return rc;
    int top = 0;
    for (size_t i = 0; i < n; i++)
        top = v[i].number > top ? v[i].number : top;
    db_players_free(v, n);
    p->number = top + 1;
    return db_player_update(d, p, err);
}

/* Cash handed over with the fee f just taken (in->given_ct): only for a
 * fee paid in cash. */
static int given(db *d, const db_tournament *t, const char *name, const db_fee *f,
                 const ops_fee_in *in, long long *over_ct, sk_err *err)
{
    if (!f || f->state != DB_FEE_PAID || strcmp(f->method, "cash") != 0)
        return sk_err_set(err, SK_INVALID, _("'%s': the entry fee is not paid in cash now (by "
                          "transfer, owed or waived): no cash is handed over; nothing changed"),
                          name);
    return ops_cash_given(d, t, f->player_id, name, f->ct, in->given_ct,
                          (ops_given_keep)in->keep, over_ct, err);
}

/* Check player pid (or registration reg's player) in: one write. */
static int check_in(db *d, const ops_tour *ot, const db_prereg *reg, int64_t pid,
                    bool new_player, const char *new_name, const char *new_club,
                    const char *how, const ops_fee_in *fee, ops_checkin_result *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    snprintf(out->how, sizeof out->how, "%s", how);
    if (reg) {
        snprintf(out->code, sizeof out->code, "%s", reg->code);
        if (reg->state == DB_REG_REJECTED)
            rc = sk_err_set(err, SK_INVALID, _("registration #%lld '%s' was rejected: nothing "
                            "changed"), (long long)reg->id, reg->name);
        else if (reg->state == DB_REG_CONFIRMED)
            pid = reg->player_id;
        else {
            /* the player the desk found, when the registration does not know it yet */
            db_reg r = {reg->id, reg->name, reg->club, reg->created, reg->state,
                        reg->player_id ? reg->player_id : pid};
            ops_reg_done done;
            memset(&done, 0, sizeof done);
            rc = ops_reg_player(d, &r, NULL, false, &done, err);
            if (rc == SK_INVALID) /* several players of that name: the desk decides */
                rc = sk_err_set(err, SK_INVALID, _("%s: confirm it at the desk with "
                                "'attendance confirm %lld --as PLAYER' (or --new): nothing "
                                "changed"), err->msg, (long long)reg->id);
            pid = done.player_id;
            out->created = done.created;
            ops_reg_done_clear(&done);
            if (rc == SK_OK)
                rc = db_reg_decide(d, t->id, reg->id, DB_REG_CONFIRMED, pid, err);
            if (rc == SK_OK)
                rc = copy_info(d, pid, reg, err);
        }
    } else if (new_player) {
        rc = db_player_add(d, new_name, 0, new_club, &pid, err);
        out->created = true;
    }
    db_player p;
    memset(&p, 0, sizeof p);
    if (rc == SK_OK)
        rc = db_player_get(d, pid, &p, err);
    if (rc == SK_OK && !p.number) /* the slip, the lists and every print show it */
        rc = give_number(d, &p, err);
    if (rc == SK_OK) {
        out->player_id = pid;
        out->name = xstrdup(p.name);
        out->number = p.number;
    }
    db_checkin prev;
    bool was = false;
    if (rc == SK_OK)
        rc = db_checkin_get(d, t->id, pid, &prev, &was, err);
    if (rc == SK_OK && was)
        rc = duplicate(d, t, pid, p.name, &prev, err);
    /* the arrival, then the seat (which needs the arrival number) */
    ops_now_iso(out->at);
    if (rc == SK_OK)
        rc = db_checkin_add(d, t->id, pid, 1, out->at, how, &out->arrival, err);
    if (rc == SK_OK)
        rc = ops_checkseat_arrive(d, ot, pid, out->arrival, out, err);
    if (rc == SK_OK && out->from_series != 1)
        rc = db_checkin_set_from(d, t->id, pid, out->from_series, err);
    db_attendee *att = NULL;
    size_t na = 0;
    if (rc == SK_OK)
        rc = db_attend_list(d, t->id, &att, &na, err);
    bool present = false;
    for (size_t i = 0; rc == SK_OK && i < na; i++)
        if (att[i].player_id == pid)
            present = att[i].from_series <= out->from_series && !att[i].to_series;
    db_attendees_free(att, na);
    if (rc == SK_OK && !present)
        rc = db_attend_set(d, t->id, &pid, 1, out->from_series, t->series_count, NULL, err);
    bool record = false;
    if (rc == SK_OK)
        rc = db_fee_get(d, t->id, pid, &out->fee, &out->has_fee, err);
    if (rc == SK_OK && (!out->has_fee || (fee && fee->given)))
        rc = fee_for(d, ot, reg, fee, &out->fee, &record, err);
    if (rc == SK_OK && record) {
        out->fee.player_id = pid;
        snprintf(out->fee.changed, sizeof out->fee.changed, "%s", out->at);
        rc = db_fee_put(d, t->id, &out->fee, err);
        out->has_fee = out->fee_recorded = true;
    }
    if (rc == SK_OK && fee && fee->given_ct > 0)
        rc = given(d, t, p.name, out->has_fee ? &out->fee : NULL, fee, &out->over_ct, err);
    if (rc == SK_OK)
        out->over_keep = fee ? fee->keep : 0;
    db_player_clear(&p);
    return db_finish(d, rc, err);
}

/* A registration of t whose member number is m (waiting first). */
static int reg_by_member(db *d, const db_tournament *t, const char *m, db_prereg *out,
                         bool *found, sk_err *err)
{
    *found = false;
    db_prereg *v;
    size_t n;
    int rc = db_prereg_list(d, t->id, false, &v, &n, err);
    for (size_t i = 0; rc == SK_OK && i < n && !*found; i++)
        if (v[i].member_no && strcmp(v[i].member_no, m) == 0 && v[i].state != DB_REG_REJECTED) {
            *out = v[i];
            memset(&v[i], 0, sizeof v[i]);
            *found = true;
        }
    if (rc == SK_OK)
        db_preregs_free(v, n);
    return rc;
}

/* Check player pid in with their registration of t: the one linked to
 * them, else a waiting registration of their name not linked to another
 * player (so a prepaid fee is never taken twice). */
static int player_in(db *d, const ops_tour *ot, int64_t pid, const char *how,
                     const ops_fee_in *fee, ops_checkin_result *out, sk_err *err)
{
    db_prereg r;
    bool has = false;
    int rc = db_prereg_of_player(d, ot->row.id, pid, &r, &has, err);
    if (rc == SK_OK && !has) {
        db_player p;
        memset(&p, 0, sizeof p);
        rc = db_player_get(d, pid, &p, err);
        if (rc == SK_OK)
            rc = ops_desk_registered(d, &ot->row, p.name, true, &r, &has, err);
        if (rc == SK_OK && has && (r.state != DB_REG_WAITING || (r.player_id && r.player_id != pid))) {
            db_prereg_clear(&r);
            has = false;
        }
        db_player_clear(&p);
    }
    if (rc == SK_OK)
        rc = check_in(d, ot, has ? &r : NULL, pid, false, NULL, NULL, how, fee, out, err);
    if (has)
        db_prereg_clear(&r);
    return rc;
}

/* Check in by a name as typed (or a start number): the registration or
 * the player it finds (deskfind.h); *found false when nothing matches. */
static int by_name(db *d, const ops_tour *ot, const char *typed, const ops_fee_in *fee,
                   ops_checkin_result *out, bool *found, sk_err *err)
{
    *found = false;
    char *key = xstrdup(typed);
    size_t l = strlen(key);
    while (l && (key[l - 1] == ' ' || key[l - 1] == '\t'))
        key[--l] = '\0';
    const char *k = key + strspn(key, " \t");
    int rc = SK_OK;
    sk_err e2;
    sk_err_clear(&e2);
    if (!*k || text_name_check("name", k, &e2) != SK_OK) {
        free(key);
        return SK_OK; /* no name: the caller's refusal */
    }
    db_player p;
    memset(&p, 0, sizeof p);
    if (text_digits_only(k)) { /* a start number */
        if (db_player_find(d, k, &p, &e2) == SK_OK) {
            *found = true;
            rc = player_in(d, ot, p.id, "desk", fee, out, err);
        }
        db_player_clear(&p);
        free(key);
        return rc;
    }
    ops_desk_hit h;
    rc = ops_desk_by_name(d, &ot->row, k, &h, found, err);
    if (rc == SK_OK && *found && h.has_reg)
        rc = check_in(d, ot, &h.reg, h.reg.player_id, false, NULL, NULL, "desk", fee, out, err);
    else if (rc == SK_OK && *found)
        rc = player_in(d, ot, h.player_id, "desk", fee, out, err);
    ops_desk_hit_clear(&h);
    free(key);
    return rc;
}

int ops_checkin_scan(db *d, const ops_tour *ot, const char *scan, const ops_fee_in *fee,
                     ops_checkin_result *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    scan_result s;
    sk_err perr;
    sk_err_clear(&perr);
    int rc = scan_parse(scan, &s, &perr);
    if (rc != SK_OK) { /* a name typed at the desk, else the scan's refusal */
        bool found = false;
        rc = by_name(d, ot, scan, fee, out, &found, err);
        sk_err e2;
        sk_err_clear(&e2);
        char q[80];
        if (rc == SK_OK && !found && text_name_check("name", scan, &e2) == SK_OK)
            rc = sk_err_set(err, SK_INVALID, _("'%s' matches no registration of '%s' and no "
                            "player (name, start number, member number or code): nothing "
                            "changed"), text_quote(scan, strlen(scan), q, sizeof q), t->name);
        else if (rc == SK_OK && !found)
            rc = sk_err_set(err, perr.status, "%s", perr.msg);
        return rc;
    }
    db_prereg reg;
    bool found = false;
    int64_t tid = 0;
    char yz[ENTRYCODE_LEN + 1];
    if (s.has_code) {
        rc = db_prereg_by_code(d, s.code, &tid, &reg, &found, err);
        /* a scanner typing a US layout on a German keyboard swaps Y and Z */
        if (rc == SK_OK && !found && scan_code_yz(s.code, yz))
            rc = db_prereg_by_code(d, yz, &tid, &reg, &found, err);
    }
    if (rc == SK_OK && found && tid != t->id) {
        char code[ENTRYCODE_LEN + 2];
        entrycode_format(reg.code, code);
        db_tournament *all = NULL;
        size_t nt = 0;
        const char *other = "?";
        sk_err e2;
        sk_err_clear(&e2);
        if (db_tournament_list(d, &all, &nt, &e2) == SK_OK)
            for (size_t i = 0; i < nt; i++)
                if (all[i].id == tid)
                    other = all[i].name;
        rc = sk_err_set(err, SK_INVALID, _("code %s is a registration of tournament '%s', not of "
                        "'%s': nothing changed"), code, other, t->name);
        db_tournaments_free(all, nt);
        db_prereg_clear(&reg);
        return rc;
    }
    if (rc == SK_OK && found) {
        rc = check_in(d, ot, &reg, 0, false, NULL, NULL, "code", fee, out, err);
        db_prereg_clear(&reg);
        return rc;
    }
    /* a member number: a known player, or a registration that gave it */
    const char *cand[3] = {s.has_member ? s.member : NULL, s.has_digits ? s.digits : NULL,
                           NULL};
    for (int k = 0; rc == SK_OK && k < 2; k++) {
        if (!cand[k])
            continue;
        int64_t pid = 0;
        rc = db_player_by_member(d, cand[k], &pid, err);
        if (rc == SK_OK && pid) {
            return player_in(d, ot, pid, "member", fee, out, err);
        }
        if (rc == SK_OK)
            rc = reg_by_member(d, t, cand[k], &reg, &found, err);
        if (rc == SK_OK && found) {
            rc = check_in(d, ot, &reg, 0, false, NULL, NULL, "member", fee, out, err);
            db_prereg_clear(&reg);
            return rc;
        }
    }
    if (rc != SK_OK)
        return rc;
    { /* a name or a start number typed at the desk */
        bool found = false;
        rc = by_name(d, ot, scan, fee, out, &found, err);
        if (rc != SK_OK || found)
            return rc;
    }
    char q[80];
    if (!s.has_code && !strpbrk(scan, "0123456789")) /* a name nobody has */
        return sk_err_set(err, SK_INVALID, _("'%s' matches no registration of '%s' and no player "
                          "(name, start number, member number or code): nothing changed"),
                          text_quote(scan, strlen(scan), q, sizeof q), t->name);
    const char *shown = s.has_code ? s.code : s.has_member ? s.member : s.digits;
    return sk_err_set(err, SK_INVALID, _("unknown code or member number '%s': no registration of "
                      "'%s' and no player has it; nothing changed"),
                      text_quote(shown, strlen(shown), q, sizeof q), t->name);
}

int ops_checkin_name(db *d, const ops_tour *ot, const char *key, bool new_player,
                     bool not_registered, const char *club, const ops_fee_in *fee,
                     ops_checkin_result *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    memset(out, 0, sizeof *out);
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    if (new_player) {
        int rc = text_name_check(_("name"), key, err);
        if (rc == SK_OK && text_digits_only(key))
            rc = sk_err_set(err, SK_INVALID, _("name: '%s' is only digits (digits are start "
                            "numbers)"), key);
        db_prereg r;
        bool has = false;
        if (rc == SK_OK && !not_registered)
            rc = ops_desk_registered(d, t, key, false, &r, &has, err);
        if (rc == SK_OK && has) {
            char code[ENTRYCODE_LEN + 2];
            entrycode_format(r.code, code);
            rc = sk_err_set(err, SK_INVALID, _("'%s' is registered as '%s' (code %s): check in "
                            "with that registration ('checkin add %s'); another person of that "
                            "name: --new --not-registered; nothing changed"), key, r.name,
                            r.code[0] ? code : "-", r.code[0] ? code : r.name);
            db_prereg_clear(&r);
        }
        if (rc != SK_OK)
            return rc;
        return check_in(d, ot, NULL, 0, true, key, club, "desk", fee, out, err);
    }
    /* a registration's code or a member number, as a scan */
    scan_result s;
    sk_err e2;
    sk_err_clear(&e2);
    db_player p;
    memset(&p, 0, sizeof p);
    int rc = SK_OK;
    if (scan_parse(key, &s, &e2) == SK_OK && s.has_code) {
        db_prereg reg;
        bool found = false;
        int64_t tid = 0;
        rc = db_prereg_by_code(d, s.code, &tid, &reg, &found, err);
        if (rc == SK_OK && found && tid == t->id) {
            rc = check_in(d, ot, &reg, 0, false, NULL, NULL, "code", fee, out, err);
            db_prereg_clear(&reg);
            return rc;
        }
        if (found)
            db_prereg_clear(&reg);
    }
    /* the exact name or start number of a player */
    sk_err_clear(&e2);
    if (rc == SK_OK && db_player_find(d, key, &p, &e2) == SK_OK) {
        rc = player_in(d, ot, p.id, "desk", fee, out, err);
        db_player_clear(&p);
        return rc;
    }
    /* a registration or player by name, as typed */
    bool found = false;
    if (rc == SK_OK)
        rc = by_name(d, ot, key, fee, out, &found, err);
    if (rc == SK_OK && !found)
        return ops_checkin_scan(d, ot, key, fee, out, err); /* a member number, or its refusal */
    return rc;
}

void ops_checkin_seat_text(const ops_checkin_result *r, sk_buf *b)
{
    if (r->table)
        sk_buf_printf(b, _("Series %d: table %d, seat %d"), r->series, r->table, r->seat);
}

/* "10.00 euros paid (cash)" */
static void fee_text(const db_fee *f, sk_buf *b)
{
    const char *state = f->state == DB_FEE_PAID ? _("paid") : f->state == DB_FEE_OWED ? _("owed")
                                                                                     : _("waived");
    sk_buf_printf(b, _("fee %s euros %s"), money_euro_text(f->ct, (char[32]){0}, 32), state);
    if (f->method[0])
        sk_buf_printf(b, " (%s)", strcmp(f->method, "transfer") == 0 ? _("transfer") : _("cash"));
}

void ops_checkin_describe(const ops_checkin_result *r, sk_buf *b)
{
    sk_buf_add(b, r->name ? r->name : "?");
    if (r->number)
        sk_buf_printf(b, _(" (no. %d)"), r->number);
    sk_buf_add(b, r->created ? _(" checked in (a new player)") : _(" checked in"));
    sk_buf_add(b, ": ");
    switch (r->seat_how) {
    case OPS_SEAT_DRAW:
        sk_buf_printf(b, _("present for the draw of series %d"), r->from_series);
        break;
    case OPS_SEAT_NEXT:
        sk_buf_printf(b, _("series %d has begun: seated by the draw of series %d"), r->series,
                      r->from_series);
        break;
    case OPS_SEAT_WAIT:
        sk_buf_printf(b, _("series %d has no free seat at a table of four: waits for the draw "
                           "of series %d"), r->series, r->from_series);
        break;
    default:
        sk_buf_printf(b, _("series %d, table %d, seat %d"), r->series, r->table, r->seat);
        if (r->seat_how == OPS_SEAT_FILL)
            sk_buf_add(b, _(" (a late arrival: the table seats four now)"));
        if (r->seat_how == OPS_SEAT_OPEN)
            sk_buf_printf(b, _(" (a late arrival opens the table: %s from table %d and %s from "
                               "table %d move to seats %d and %d)"), r->moved_name[0],
                          r->moved_from[0], r->moved_name[1], r->moved_from[1], r->moved_seat[0],
                          r->moved_seat[1]);
        if (r->seat_how == OPS_SEAT_OPEN4)
            sk_buf_printf(b, _(" (a late arrival opens a table of four with %s, %s and %s, who "
                               "were waiting: seats %d, %d and %d)"), r->moved_name[0],
                          r->moved_name[1], r->moved_name[2], r->moved_seat[0], r->moved_seat[1],
                          r->moved_seat[2]);
        break;
    }
    if (r->has_fee) {
        sk_buf_add(b, "; ");
        fee_text(&r->fee, b);
    }
    if (r->over_ct > 0) {
        sk_buf_add(b, "; ");
        ops_given_text(r->over_ct, r->over_keep, b);
    }
    if (r->warning)
        sk_buf_printf(b, _(" (warning: %s)"), r->warning);
}

void ops_given_text(long long over_ct, int keep, sk_buf *b)
{
    char e[32];
    money_euro_text(over_ct, e, sizeof e);
    if (keep == OPS_GIVEN_CHANGE)
        sk_buf_printf(b, _("%s euros above the fee given back as change"), e);
    else if (keep == OPS_GIVEN_DONATE)
        sk_buf_printf(b, _("%s euros above the fee kept as a donation"), e);
    else
        sk_buf_printf(b, _("%s euros above the fee: to give back ('cashier refund') or keep "
                      "('cashier donate')"), e);
}

int ops_fee_given(db *d, const ops_tour *ot, int64_t pid, const char *name, long long ct,
                  long long given_ct, int keep, bool force, db_fee *out, long long *over_ct,
                  sk_err *err)
{
    *over_ct = 0;
    int rc = db_begin(d, err);
    if (rc != SK_OK)
        return rc;
    db_fee f;
    memset(&f, 0, sizeof f);
    rc = ops_fee_set(d, ot, pid, DB_FEE_PAID, ct, "cash", force, &f, err);
    ops_fee_in in = {true, DB_FEE_PAID, ct, "cash", force, given_ct, keep};
    if (rc == SK_OK)
        rc = given(d, &ot->row, name, &f, &in, over_ct, err);
    if (rc == SK_OK && out)
        *out = f;
    return db_finish(d, rc, err);
}

int ops_fee_set(db *d, const ops_tour *ot, int64_t pid, db_fee_state state, long long ct,
                const char *method, bool force, db_fee *out, sk_err *err)
{
    const db_tournament *t = &ot->row;
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    if (method && *method && strcmp(method, "cash") != 0 && strcmp(method, "transfer") != 0)
        return sk_err_set(err, SK_INVALID, _("method '%s': cash or transfer"), method);
    ops_fee_in in = {true, state, ct, method && *method ? method : NULL, force, 0, 0};
    db_fee f;
    memset(&f, 0, sizeof f);
    bool record = false;
    int rc = fee_for(d, ot, NULL, &in, &f, &record, err);
    if (rc != SK_OK)
        return rc;
    f.player_id = pid;
    ops_now_iso(f.changed);
    rc = db_fee_put(d, t->id, &f, err);
    if (rc == SK_OK && out)
        *out = f;
    return rc;
}

int ops_prepaid_set(db *d, const ops_tour *ot, const db_prereg *r, db_fee_state state,
                    long long ct, bool force, long long *out_ct, sk_err *err)
{
    const db_tournament *t = &ot->row;
    if (t->closed)
        return sk_err_set(err, SK_INVALID, _("tournament '%s' is closed"), t->name);
    if (state == DB_FEE_WAIVED) { /* the transfer given back: nothing held for it */
        if (out_ct)
            *out_ct = 0;
        return db_prereg_set_prepaid(d, t->id, r->id, 0, err);
    }
    if (state != DB_FEE_PAID)
        return sk_err_set(err, SK_INVALID, _("registration #%lld is not checked in yet: "
                          "only a payment (a transfer) is recorded before the day, or given back "
                          "(--waived)"), (long long)r->id);
    ops_fee_in in = {true, DB_FEE_PAID, ct, "transfer", force, 0, 0};
    db_fee f;
    memset(&f, 0, sizeof f);
    bool record = false;
    int rc = fee_for(d, ot, NULL, &in, &f, &record, err);
    if (rc == SK_OK)
        rc = db_prereg_set_prepaid(d, t->id, r->id, f.ct, err);
    if (rc == SK_OK && out_ct)
        *out_ct = f.ct;
    return rc;
}
