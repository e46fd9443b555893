/* qrpng.c - see qrpng.h */
#include "qrpng.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "qrlib.h"

static void be32(sk_buf *b, uint32_t v)
{
    char c[4] = {(char)(v >> 24), (char)(v >> 16), (char)(v >> 8), (char)v};
    sk_buf_addn(b, c, 4);
}

static void chunk(sk_buf *b, const char *type, const unsigned char *data, size_t n)
{
    be32(b, (uint32_t)n);
    size_t at = b->len;
    sk_buf_addn(b, type, 4);
    if (n)
        sk_buf_addn(b, (const char *)data, n);
    be32(b, (uint32_t)crc32(0L, (const Bytef *)b->s + at, (uInt)(n + 4)));
}

int io_qr_png(const char *data, int scale, sk_buf *out, sk_err *err)
{
    if (io_qr_load(err) != SK_OK)
        return SK_FAIL;
    QRcode *q = QRcode_encodeString(data, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!q)
        return sk_err_set(err, SK_FAIL, _("the QR code could not be made (%zu bytes)"),
                          strlen(data));
    const int quiet = 4, px = (q->width + 2 * quiet) * scale;
    size_t row = (size_t)px + 1, raw_n = row * (size_t)px;
    unsigned char *raw = xmalloc(raw_n);
    for (int y = 0; y < px; y++) {
        unsigned char *r = raw + (size_t)y * row;
        r[0] = 0; /* filter: none */
        int my = y / scale - quiet;
        for (int x = 0; x < px; x++) {
            int mx = x / scale - quiet;
            bool dark = my >= 0 && my < q->width && mx >= 0 && mx < q->width &&
                        (q->data[my * q->width + mx] & 1);
            r[1 + x] = dark ? 0 : 255;
        }
    }
    QRcode_free(q);
    uLongf zn = compressBound((uLong)raw_n);
    unsigned char *z = xmalloc(zn);
    int zr = compress2(z, &zn, raw, (uLong)raw_n, 9);
    free(raw);
    if (zr != Z_OK) {
        free(z);
        return sk_err_set(err, SK_FAIL, _("the QR code's image could not be compressed"));
    }
    sk_buf_addn(out, "\x89PNG\r\n\x1a\n", 8);
    unsigned char ihdr[13] = {(unsigned char)(px >> 24), (unsigned char)(px >> 16),
                              (unsigned char)(px >> 8), (unsigned char)px,
                              (unsigned char)(px >> 24), (unsigned char)(px >> 16),
                              (unsigned char)(px >> 8), (unsigned char)px,
                              8, 0, 0, 0, 0}; /* 8-bit grey, deflate, no interlace */
    chunk(out, "IHDR", ihdr, sizeof ihdr);
    chunk(out, "IDAT", z, zn);
    chunk(out, "IEND", NULL, 0);
    free(z);
    return SK_OK;
}
