/* test_fedwhy.c - a review's reasons (app/ops/fedwhy.h): each code with its
 * parameters worded in English and in German from what is stored, several
 * reasons joined, and what cannot be worded (a review stored as text by an
 * older version, a code of a newer one, a parameter missing, no JSON)
 * shown as stored. */
#include "th.h"

#include <locale.h>
#include <stdlib.h>

#include "fedwhy.h"
#include "langsetup.h"

/* why stored (fedwhy_store) and read back in lang: caller frees. */
static char *round_trip(json_t *why, sk_lang lang, char **text)
{
    char *codes;
    fedwhy_store(why, text, &codes);
    char *s = fedwhy_text(codes, *text, lang);
    free(codes);
    return s;
}

static void one(fedwhy_code code, const fedwhy_args *a, const char *en, const char *de)
{
    json_t *why = json_array();
    fedwhy_add(why, code, a);
    char *text, *text2;
    char *e = round_trip(why, SK_LANG_EN, &text);
    char *d = round_trip(why, SK_LANG_DE, &text2);
    TH_EQ_STR(e, en);
    TH_EQ_STR(d, de);
    TH_EQ_STR(text, en); /* the column beside the codes: English */
    free(e);
    free(d);
    free(text);
    free(text2);
    json_decref(why);
}

static void test_each_code(void)
{
    one(FEDWHY_PLAYED_ELSEWHERE,
        &(fedwhy_args){.player = "A1", .matchday = 3, .group = "L matchday 3 venue 1"},
        "A1 played match day 3 in 'L matchday 3 venue 1' already",
        "A1 spielte Spieltag 3 schon in 'L matchday 3 venue 1'");
    one(FEDWHY_OTHER_ROSTER, &(fedwhy_args){.player = "Jürgen", .team = "E", .roster = "A"},
        "Jürgen plays for E here but is on the roster of A",
        "Jürgen spielt hier für E, steht aber im Kader von A");
    one(FEDWHY_TWO_TEAMS,
        &(fedwhy_args){.player = "A1", .matchday = 3, .team = "E", .table = 2, .seat = 4,
                       .roster = "A", .group = "L matchday 3 venue 1"},
        "A1 plays match day 3 for E here (table 2, seat 4) and played it for A in "
        "'L matchday 3 venue 1' already",
        "A1 spielt Spieltag 3 hier für E (Tisch 2, Platz 4) und spielte ihn schon für A in "
        "'L matchday 3 venue 1'");
    one(FEDWHY_GUEST, &(fedwhy_args){.player = "A1", .roster = "A", .table = 3, .seat = 1},
        "A1 is on the roster of A and plays as a guest here (table 3, seat 1)",
        "A1 steht im Kader von A und spielt hier als Gast (Tisch 3, Platz 1)");
    one(FEDWHY_SEATING_WAITS, &(fedwhy_args){.series = 2},
        "the seating of series 2 waits in the review queue",
        "die Sitzordnung von Serie 2 wartet auf Prüfung");
    one(FEDWHY_NOT_SEATED, &(fedwhy_args){.series = 4}, "series 4 is not seated at the hub",
        "Serie 4 ist auf dem Server nicht ausgelost");
    one(FEDWHY_OFFICIAL_VERSION, NULL, "an official changed it at the hub",
        "ein Funktionär hat es auf dem Server geändert");
    one(FEDWHY_EARLIER_REPORT, NULL, "the hub has another version from an earlier report",
        "der Server hat eine andere Fassung aus einer früheren Meldung");
    one(FEDWHY_OTHER_VERSION, NULL, "the hub has another version",
        "der Server hat eine andere Fassung");
    one(FEDWHY_OFFICIAL_CHANGE, NULL, "an official changed a result a venue reported",
        "ein Funktionär hat ein Ergebnis geändert, das ein Spielort gemeldet hat");
}

static void test_joined(void)
{
    json_t *why = json_array();
    fedwhy_add(why, FEDWHY_PLAYED_ELSEWHERE,
               &(fedwhy_args){.player = "A1", .matchday = 1, .group = "G1"});
    fedwhy_add(why, FEDWHY_OTHER_ROSTER, &(fedwhy_args){.player = "A1", .team = "E", .roster = "A"});
    char *en = fedwhy_words(why, SK_LANG_EN), *de = fedwhy_words(why, SK_LANG_DE);
    TH_EQ_STR(en, "A1 played match day 1 in 'G1' already; A1 plays for E here but is on the "
                  "roster of A");
    TH_EQ_STR(de, "A1 spielte Spieltag 1 schon in 'G1'; A1 spielt hier für E, steht aber im "
                  "Kader von A");
    free(en);
    free(de);
    char *codes, *text;
    fedwhy_store(why, &text, &codes);
    TH_EQ_STR(codes, "[{\"code\":\"played_elsewhere\",\"group\":\"G1\",\"matchday\":1,"
                     "\"player\":\"A1\"},{\"code\":\"other_roster\",\"player\":\"A1\","
                     "\"roster\":\"A\",\"team\":\"E\"}]");
    free(codes);
    free(text);
    json_decref(why);
}

static void test_as_stored(void)
{
    const char *old = "the hub has another version from an earlier report";
    static const char *const unworded[] = {
        NULL,                                         /* an older version's review */
        "",                                           /* not JSON */
        "[",                                          /* not JSON */
        "{\"code\":\"other_version\"}",               /* not an array */
        "[]",                                         /* no reason */
        "[{\"code\":\"asked_twice\"}]",               /* a newer version's code */
        "[{\"code\":\"not_seated\"}]",                /* its parameter missing */
        "[{\"code\":\"not_seated\",\"series\":\"2\"}]", /* a parameter of another type */
        "[{\"code\":\"other_version\"},{\"code\":\"played_elsewhere\",\"player\":\"A1\"}]",
        "[{\"series\":2}]",                           /* no code */
    };
    for (size_t i = 0; i < sizeof unworded / sizeof unworded[0]; i++) {
        char *s = fedwhy_text(unworded[i], old, SK_LANG_DE);
        TH_EQ_STR(s, old);
        free(s);
    }
    char *s = fedwhy_text(NULL, NULL, SK_LANG_EN);
    TH_EQ_STR(s, "");
    free(s);
}

int main(void)
{
    TH_SUITE("fedwhy");
    /* the German comes from the catalogue (build/locale, found from
     * build/tests as the program finds it next to itself) */
    setlocale(LC_ALL, "");
    sk_lang_catalogue(SK_LANG_DE);
    TH_RUN(test_each_code);
    TH_RUN(test_joined);
    TH_RUN(test_as_stored);
    return th_done();
}
