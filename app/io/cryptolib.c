/* cryptolib.c - see cryptolib.h */
#define IO_CRYPTO_TABLE_ONLY
#include "cryptolib.h"

#ifndef SK_SONAME_CRYPTO
#define SK_SONAME_CRYPTO "libcrypto.so.3"
#endif

SK_DYNLIB_DEFINE(io_crypto, io_crypto_table, SK_SONAME_CRYPTO, "libssl3", IO_CRYPTO_FUNCS)
