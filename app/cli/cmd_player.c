/* cmd_player.c - `player add`, `player list`, `player edit`,
 * `player remove`, `player import`. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "outfmt.h"
#include "day.h"
#include "importfile.h"
#include "importlist.h"
#include "members.h"
#include "db.h"
#include "db_players.h"
#include "namekey.h"
#include "playername.h"
#include "players.h"
#include "pmerge.h"

/* A name that only looks different from another player's is refused; one
 * that differs only in case or Unicode form is a likely duplicate: refused
 * unless --allow-similar (playername_check). */
static int similar(cli_ctx *ctx, const cli_args *a, const char *name, int64_t self)
{
    return playername_check(ctx->db, name, self, cli_has(a, "allow-similar"), &ctx->err);
}

/* --member, --lady/--no-lady, --born of player add and edit into *info;
 * whether any of them was given. */
static bool info_opts(const cli_args *a, ops_player_info *info)
{
    info->member = cli_has(a, "no-member") ? "" : cli_str(a, "member");
    info->lady = cli_has(a, "lady") ? 1 : cli_has(a, "no-lady") ? 0 : -1;
    info->born = cli_has(a, "no-born") ? 0 : (int)cli_int(a, "born", -1);
    info->state = cli_has(a, "no-state") ? "" : cli_str(a, "state");
    return info->member || info->lady >= 0 || info->born >= 0 || info->state;
}

int cmd_player_add(cli_ctx *ctx, const cli_args *a)
{
    const char *club = cli_str(a, "club");
    int number = (int)cli_int(a, "number", 0);
    char *name = namekey_nfc(a->pos[0]); /* stored in NFC */
    int rc = similar(ctx, a, name, 0);
    ops_player_info info;
    info_opts(a, &info);
    if (rc == SK_OK)
        rc = ops_player_add_info(ctx->db, name, number, club, &info, NULL, &ctx->err);
    if (rc == SK_OK) {
        printf(_("added %s"), name);
        if (number)
            printf(_(" (no. %d)"), number);
        if (club && *club)
            printf(", %s", club);
        printf("\n");
    }
    free(name);
    return rc;
}

int cmd_player_list(cli_ctx *ctx, const cli_args *a)
{
    bool active_only = cli_has(a, "active");
    db_player *v;
    size_t n;
    int rc = db_player_list(ctx->db, active_only, &v, &n, &ctx->err);
    if (rc != SK_OK)
        return rc;
    int wn = outfmt_col_width(sk_utf8_width(_("name")), v, n, sizeof *v,
                              offsetof(db_player, name));
    int wc = outfmt_col_width(sk_utf8_width(_("club")), v, n, sizeof *v,
                              offsetof(db_player, club));
    sk_buf b = {0};
    sk_buf_add(&b, _("   no  "));
    sk_buf_pad(&b, _("name"), wn, false);
    sk_buf_add(&b, "  ");
    sk_buf_pad(&b, _("club"), wc, false);
    sk_buf_add(&b, _("  active\n"));
    for (size_t i = 0; i < n; i++) {
        if (v[i].number)
            sk_buf_printf(&b, "%5d  ", v[i].number);
        else
            sk_buf_add(&b, "    -  ");
        sk_buf_pad(&b, v[i].name, wn, false);
        sk_buf_add(&b, "  ");
        sk_buf_pad(&b, v[i].club ? v[i].club : "-", wc, false);
        sk_buf_add(&b, v[i].active ? _("  yes\n") : _("  no\n"));
    }
    if (n == 0)
        sk_buf_add(&b, _("(no players)\n"));
    outfmt_put(&b);
    db_players_free(v, n);
    return SK_OK;
}

int cmd_player_edit(cli_ctx *ctx, const cli_args *a)
{
    const char *key = a->pos[0], *name = cli_str(a, "name"), *club = cli_str(a, "club");
    int number = cli_has(a, "no-number") ? 0 : (int)cli_int(a, "number", -1);
    int active = cli_has(a, "active") ? 1 : cli_has(a, "inactive") ? 0 : -1;
    bool no_club = cli_has(a, "no-club");
    ops_player_info info;
    bool given = info_opts(a, &info);
    if (!name && number < 0 && !club && !no_club && active < 0 && !given)
        return cli_usage(ctx, _("nothing to change: give --name, --number, --no-number, --club, "
                              "--no-club, --active, --inactive, --member, --lady, --born or "
                              "--state"));
    db_player p;
    int rc = playername_find(ctx->db, key, &p, &ctx->err);
    if (rc != SK_OK)
        return rc;
    if (name) {
        free(p.name);
        p.name = namekey_nfc(name);
        rc = similar(ctx, a, p.name, p.id);
        if (rc != SK_OK) {
            db_player_clear(&p);
            return rc;
        }
    }
    if (number >= 0)
        p.number = number;
    if (club || no_club) {
        free(p.club);
        p.club = no_club ? NULL : xstrdup(club);
    }
    if (active >= 0)
        p.active = active;
    rc = ops_player_update_info(ctx->db, &p, &info, &ctx->err);
    if (rc == SK_OK)
        printf(_("changed %s\n"), p.name);
    db_player_clear(&p);
    return rc;
}

int cmd_player_remove(cli_ctx *ctx, const cli_args *a)
{
    db_player p;
    int rc = playername_find(ctx->db, a->pos[0], &p, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = ops_player_remove(ctx->db, p.id, &ctx->err);
    if (rc == SK_OK)
        printf(_("removed %s\n"), p.name);
    db_player_clear(&p);
    return rc;
}

/* ---- player import FILE.csv (name,number,club; all or nothing) ---- */

int cmd_player_import(cli_ctx *ctx, const cli_args *a)
{
    importfile f;
    size_t n;
    int rc = importfile_load(ctx, a->pos[0], &f);
    if (rc == SK_OK)
        rc = importfile_end(ctx, &f, ops_import_players(ctx->db, f.buf, f.len,
                                                        cli_has(a, "allow-similar"), &f.errs,
                                                        &n, &ctx->err));
    if (rc == SK_OK)
        printf(sk_ntr("imported %zu player from %s\n", "imported %zu players from %s\n", n), n,
               f.path);
    return rc;
}

int cmd_player_import_members(cli_ctx *ctx, const cli_args *a)
{
    importfile f;
    ops_members_result r;
    int rc = importfile_load(ctx, a->pos[0], &f);
    if (rc == SK_OK)
        rc = importfile_end(ctx, &f, ops_import_members(ctx->db, f.buf, f.len, &f.errs, &r,
                                                        &ctx->err));
    if (rc == SK_OK)
        printf(_("member list %s: players added %zu, updated %zu, unchanged %zu\n"), f.path,
               r.added, r.updated, r.unchanged);
    if (rc == SK_OK && r.stale)
        rc = sk_err_set(&ctx->err, SK_FAIL, "%s", r.stale_msg);
    return rc;
}

/* ---- player merge A B, player unmerge B, player duplicates ---- */

int cmd_player_merge(cli_ctx *ctx, const cli_args *a)
{
    db_player pa, pb;
    int rc = ops_player_lookup(ctx->db, a->pos[0], &pa, &ctx->err);
    if (rc != SK_OK)
        return rc;
    rc = ops_player_lookup(ctx->db, a->pos[1], &pb, &ctx->err);
    int64_t moved = 0;
    if (rc == SK_OK)
        rc = ops_player_merge(ctx->db, pa.id, pb.id, &moved, &ctx->err);
    if (rc == SK_OK)
        printf(sk_ntr("merged %s into %s: %lld row moved (undo: skatsheet player unmerge '%s')\n",
                      "merged %s into %s: %lld rows moved (undo: skatsheet player unmerge '%s')\n",
                      (unsigned long)moved),
               pb.name, pa.name, (long long)moved, pb.name);
    db_player_clear(&pa);
    db_player_clear(&pb);
    return rc;
}

int cmd_player_unmerge(cli_ctx *ctx, const cli_args *a)
{
    db_player p;
    int rc = ops_player_lookup(ctx->db, a->pos[0], &p, &ctx->err);
    if (rc != SK_OK)
        return rc;
    int64_t into = 0;
    rc = ops_player_unmerge(ctx->db, p.id, &into, &ctx->err);
    if (rc == SK_OK) {
        db_player pa;
        if (db_player_get(ctx->db, into, &pa, &ctx->err) == SK_OK) {
            printf(_("%s is a record of its own again (was merged into %s)\n"), p.name, pa.name);
            db_player_clear(&pa);
        }
    }
    db_player_clear(&p);
    return rc;
}

int cmd_player_duplicates(cli_ctx *ctx, const cli_args *a)
{
    (void)a;
    ops_suspect *v;
    size_t n;
    int rc = ops_player_suspects(ctx->db, &v, &n, &ctx->err);
    if (rc != SK_OK)
        return rc;
    for (size_t i = 0; i < n; i++) {
        printf(_("%s (%s) and %s (%s): %s\n"), v[i].a.name, v[i].a.club ? v[i].a.club : "-",
               v[i].b.name, v[i].b.club ? v[i].b.club : "-", _(v[i].why));
        printf(_("  one person? skatsheet player merge '%s' '%s'\n"), v[i].a.name, v[i].b.name);
    }
    if (n == 0)
        printf(_("no two players look like one person\n"));
    ops_suspects_free(v, n);
    return SK_OK;
}
