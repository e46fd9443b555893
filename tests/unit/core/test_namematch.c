/* test_namematch.c - the desk's name search (app/core/namematch.c): the
 * folding of what people type differently, the edit distance and which
 * names match. */
#include <stdlib.h>
#include <string.h>

#include "namematch.h"
#include "th.h"

/* folded keys as namekey_of gives them (case folded: "ß" already "ss") */
static void fold(void)
{
    char *f = namematch_fold("uwe schäfer");
    TH_EQ_STR(f, "uwe schaefer");
    free(f);
    f = namematch_fold("jürgen-weiss  müller.");
    TH_EQ_STR(f, "juergen weiss mueller");
    free(f);
    f = namematch_fold("josé łukasz ß");
    TH_EQ_STR(f, "jose lukasz ss");
    free(f);
    f = namematch_fold("");
    TH_EQ_STR(f, "");
    free(f);
}

static void dist(void)
{
    TH_EQ_INT(namematch_dist("schaefer", "schaefer", 2), 0);
    TH_EQ_INT(namematch_dist("schaefer", "schafer", 2), 1);
    TH_EQ_INT(namematch_dist("schaefer", "shcaefer", 2), 1); /* a swap is one typo */
    TH_EQ_INT(namematch_dist("schaefer", "schaeffre", 2), 2);
    TH_EQ_INT(namematch_dist("schaefer", "mueller", 2), 3);  /* capped at max + 1 */
    TH_EQ_INT(namematch_dist("jörg", "jorg", 2), 1);          /* by code point */
    TH_EQ_INT(namematch_tolerance(4), 0);
    TH_EQ_INT(namematch_tolerance(5), 1);
    TH_EQ_INT(namematch_tolerance(9), 1);
    TH_EQ_INT(namematch_tolerance(10), 2);
}

static void score(void)
{
    TH_EQ_INT(namematch_score("uwe schaefer", "uwe schaefer"), 0);
    TH_EQ_INT(namematch_score("uwe schafer", "uwe schaefer"), 1);
    TH_EQ_INT(namematch_score("uwe shaefre", "uwe schaefer"), 1);
    TH_EQ_INT(namematch_score("schaefer uwe", "uwe schaefer"), 1);
    TH_EQ_INT(namematch_score("schaefer", "uwe schaefer"), 2);
    TH_EQ_INT(namematch_score("schafer", "uwe schaefer"), 2);
    TH_EQ_INT(namematch_score("uwe", "uwe schaefer"), 2);
    TH_EQ_INT(namematch_score("ute", "uwe schaefer"), -1);   /* short: exact only */
    TH_EQ_INT(namematch_score("anna", "hanna"), -1);
    TH_EQ_INT(namematch_score("uwe schmidt", "uwe schaefer"), -1);
    TH_EQ_INT(namematch_score("anna muster", "hanna mustermann"), -1);
    TH_EQ_INT(namematch_score("", "uwe schaefer"), -1);
}

int main(void)
{
    TH_SUITE("namematch");
    TH_RUN(fold);
    TH_RUN(dist);
    TH_RUN(score);
    return th_done();
}
