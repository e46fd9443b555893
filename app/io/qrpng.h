/* qrpng.h - a QR code as a PNG image (the attachments of `register mail`):
 * libqrencode (qrlib.h, error correction level M, as the PDFs and web
 * pages draw it) and a small PNG writer (8-bit grey, zlib's deflate). */
#ifndef SK_IO_QRPNG_H
#define SK_IO_QRPNG_H

#include "util.h"

/* The QR code of data (UTF-8, 8-bit mode), scale pixels a module with a
 * quiet zone of 4 modules, as a PNG file's bytes appended to out.
 * SK_FAIL when libqrencode cannot be loaded or data is too long. */
int io_qr_png(const char *data, int scale, sk_buf *out, sk_err *err);

#endif
