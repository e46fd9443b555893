/* fedanswer.h - the refusal of a federation request (fedhub.h's answer),
 * shared by the hub's routes (fedhub.c) and its trust checks (fedtrust.c). */
#ifndef SK_FEDANSWER_H
#define SK_FEDANSWER_H

#include "fedhub.h"

/* The answer {"error": msg} and a newline, with class cls, into out
 * (out->json malloc'd: ops_fed_answer_free). */
void ops_fed_refuse(ops_fed_answer *out, fed_class cls, const char *msg);

#endif
