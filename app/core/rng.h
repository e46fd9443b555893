/* rng.h - the one random generator (splitmix64): a seed reproduces the same
 * sequence on every machine (draws, demo data, benchmarks). */
#ifndef SK_RNG_H
#define SK_RNG_H

#include <stdint.h>

/* The generator's state: seed it by setting s (or rng_seed). */
typedef struct rng {
    uint64_t s;
} rng;

void rng_seed(rng *r, uint64_t seed);
/* The next 64 random bits. */
uint64_t rng_next(rng *r);
/* A uniform value in [0, n) without modulo bias (rejection sampling).
 * Consumes at least one value for every n >= 1 (so n == 1 advances the
 * sequence too); n == 0 returns 0 and consumes nothing. */
uint64_t rng_below(rng *r, uint64_t n);

#endif
