/* dynlib.h - libraries loaded by the commands that use them, not at every
 * start of the program (a platform helper like util.h: every layer may load
 * its library through it).
 *
 * Starting skatsheet used to load every library any command needs:
 * libmicrohttpd (with GnuTLS, nettle, gmp, p11-kit ... and GnuTLS's own
 * initialisation) for `serve`, libxlsxwriter (with libcrypto) for `export
 * xlsx`, libharu and libqrencode for the PDFs: 2.1 ms of the 6 ms that
 * `player list` took on an empty database (bench/startup, bench/README.md).
 * These are opened with dlopen when first used instead.  A module that
 * uses such a library includes its own header (app/web/mhd.h,
 * reports/rep_hpdf.h, rep_lxw.h, app/io/qrlib.h, db/pqlib.h) instead of the
 * library's: it lists the functions used
 * (an X-macro), declares a table of pointers to them (typed by the
 * library's own prototypes, __typeof__), and maps each name to the table
 * by a macro, so the calls read as before.  The table is filled once
 * (pthread_once) by SK_DYNLIB_DEFINE.  A function of such a library used
 * for the first time is added to its header's list and macros: until then
 * the link fails with "undefined reference" (the library is not linked).
 *
 * The library's file name (soname) comes from the build (the Makefile reads
 * it from the development library: SK_SONAME_*).  Errors: PREFIX_load
 * returns SK_FAIL with "cannot load LIBRARY: REASON (install it: PACKAGE)";
 * a front end calls it before the first use (serve, export) and reports
 * that like any error.  PREFIX() itself, used by the macros, stops the
 * program with the same message on stderr (exit 1) when the library cannot
 * be loaded: only a caller that skipped PREFIX_load can get there. */
#ifndef SK_DYNLIB_H
#define SK_DYNLIB_H

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "util.h"

/* Open soname (RTLD_NOW): the handle, or NULL with err set naming package
 * (the Debian package that has it). */
void *sk_dynlib_open(const char *soname, const char *package, sk_err *err);
/* The address of name in h (opened from soname), or NULL with err set. */
void *sk_dynlib_sym(void *h, const char *soname, const char *package, const char *name,
                    sk_err *err);

/* Declares the table type TYPE (one pointer member per name of the X-macro
 * LIST, typed by the library's own prototype) and PREFIX_load / PREFIX
 * (below).  The header then maps each name to the table: #define name
 * (PREFIX()->name). */
#define SK_DYNLIB_MEMBER_(name) __typeof__(name) *name;
#define SK_DYNLIB_DECLARE(PREFIX, TYPE, LIST)                                                \
    typedef struct TYPE {                                                                  \
        LIST(SK_DYNLIB_MEMBER_)                                                            \
    } TYPE;                                                                                \
    int PREFIX##_load(sk_err *err);                                                        \
    const TYPE *PREFIX(void);

/* Defines, for a table type TYPE with one pointer member per name of the
 * X-macro LIST (X(name) ...):
 *   int PREFIX_load(sk_err *err)   load once; SK_OK or SK_FAIL with err
 *   const TYPE *PREFIX(void)       the table (exit 1 with the message when
 *                                  the library cannot be loaded) */
#define SK_DYNLIB_DEFINE(PREFIX, TYPE, SONAME, PACKAGE, LIST)                                 \
    static TYPE PREFIX##_fns;                                                            \
    static sk_err PREFIX##_err;                                                            \
    static int PREFIX##_rc = SK_FAIL;                                                      \
    static pthread_once_t PREFIX##_once = PTHREAD_ONCE_INIT;                               \
    static void PREFIX##_init(void)                                                        \
    {                                                                                      \
        const char *sk_dl_so = SONAME, *sk_dl_pkg = PACKAGE;                               \
        TYPE *sk_dl_table = &PREFIX##_fns;                                               \
        sk_err *sk_dl_err = &PREFIX##_err;                                                 \
        sk_err_clear(sk_dl_err);                                                           \
        void *sk_dl_h = sk_dynlib_open(sk_dl_so, sk_dl_pkg, sk_dl_err), *sk_dl_p;          \
        if (!sk_dl_h)                                                                      \
            return;                                                                        \
        LIST(SK_DYNLIB_FILL_)                                                              \
        PREFIX##_rc = SK_OK;                                                               \
    }                                                                                      \
    int PREFIX##_load(sk_err *err)                                                         \
    {                                                                                      \
        pthread_once(&PREFIX##_once, PREFIX##_init);                                       \
        if (PREFIX##_rc != SK_OK)                                                          \
            return sk_err_set(err, SK_FAIL, "%s", PREFIX##_err.msg);                       \
        return SK_OK;                                                                      \
    }                                                                                      \
    const TYPE *PREFIX(void)                                                               \
    {                                                                                      \
        pthread_once(&PREFIX##_once, PREFIX##_init);                                       \
        if (PREFIX##_rc != SK_OK) {                                                        \
            fprintf(stderr, "skatsheet: %s\n", PREFIX##_err.msg);                          \
            exit(SK_FAIL);                                                                 \
        }                                                                                  \
        return &PREFIX##_fns;                                                            \
    }
/* one member of the table (inside PREFIX##_init, with its sk_dl_ locals) */
#define SK_DYNLIB_FILL_(name)                                                              \
    if (!(sk_dl_p = sk_dynlib_sym(sk_dl_h, sk_dl_so, sk_dl_pkg, #name, sk_dl_err)))        \
        return;                                                                            \
    sk_dl_table->name = (__typeof__(sk_dl_table->name))sk_dl_p;

#endif
