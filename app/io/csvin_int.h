/* csvin_int.h - the CSV reader of csvin.c as the games format (csvgames.c)
 * uses it: the reader, a row callback, the field helpers.  Private to
 * app/io's CSV readers. */
#ifndef SK_CSVIN_INT_H
#define SK_CSVIN_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "csvin.h"

#define MAX_FIELDS 32

typedef struct reader reader;
/* Called per record with its fields (NUL-terminated, at most
 * CSVIN_MAX_FIELD + 1 bytes kept) after the generic checks passed. */
typedef void (*row_fn)(reader *r, long line, int nf, char **f);

struct reader {
    csvin_errors *errs;
    row_fn row;
    void *ctx;
    /* current record */
    sk_buf store;              /* fields, each NUL-terminated */
    size_t off[MAX_FIELDS];
    int nf;
    bool too_many;
    bool bad;                  /* a generic problem was reported */
    bool nul_seen;             /* a line of the record has a NUL byte (one
                                  memchr per line, not one per field) */
    long rec_line;             /* line where the record starts */
    long line;                 /* line of the chunk being parsed */
    /* header */
    bool have_header;
    bool header_bad;
    int ncols;
    const char *const *cols;   /* expected column names */
    int nreq;                  /* 0: every column required; else columns nreq..ncols-1
                                  come all together or not at all */
    int nhave;                 /* columns in the file's header */
    bool opt;                  /* the optional columns are in the file */
    int map[MAX_FIELDS];       /* file position -> column index */
    size_t rows;
};

/* The helpers of csvin.c (see there): a field fit for a message, reading a
 * buffer with a header, a whole number in a range, a 0/1 flag. */
const char *csvin_shown(const char *s);
int csvin_parse_with(const char *buf, size_t len, const char *const *cols, int ncols, int nreq,
                     row_fn row, void *ctx, csvin_errors *errs);
bool csvin_num(reader *r, long line, const char *what, const char *s, long min, long max,
               int *out);
bool csvin_flag(reader *r, long line, const char *what, const char *s, bool *out);

#endif
