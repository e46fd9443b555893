/* schcli.c - what cmd_schafkopf.c and cmd_schrep.c both ask (schcli.h):
 * a seat's player, the declaring party's Augen, the loaded tournament's
 * settings.  Below both: it calls neither. */
#include "schcli.h"


const char *schcli_seat_name(const db_table *t, int seat)
{
    if (seat < 1 || seat > t->size || !t->seats[seat - 1].name)
        return "?";
    return t->seats[seat - 1].name;
}

/* The settings of the loaded tournament (parsed once when it was loaded:
 * ops_tour), or the refusal of a damaged rules text. */
int schcli_settings(const ops_tour *t, sch_settings *s, sk_err *err)
{
    *s = t->rules.sch;
    return ops_tour_ok(t, err);
}

int schcli_augen(const sch_game *g)
{
    return sch_game_augen(g);
}
