/* qrsvg.c - a QR code as inline SVG for the web pages (libqrencode, level
 * M, 8-bit mode; see webday.h): one path of unit squares with the quiet
 * zone of four modules, crisp edges, so a camera or zbarimg reads it off a
 * screen as well as off paper. */
#include <stdio.h>

#include "qrlib.h"
#include "webday.h"

bool webday_qr_svg(sk_buf *b, const char *data, int px, const char *label)
{
    sk_err e;
    sk_err_clear(&e);
    if (!data || io_qr_load(&e) != SK_OK) /* loaded here, not at every start (qrlib.h) */
        return false;
    QRcode *q = QRcode_encodeString(data, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!q)
        return false;
    const int quiet = 4, n = q->width + 2 * quiet;
    sk_buf_printf(b, "<svg class=\"qr\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
                     "height=\"%d\" viewBox=\"0 0 %d %d\" shape-rendering=\"crispEdges\" "
                     "role=\"img\" aria-label=\"", px, px, n, n);
    html_esc(b, label ? label : "QR");
    sk_buf_printf(b, "\"><rect width=\"%d\" height=\"%d\" fill=\"#fff\"/><path fill=\"#000\" d=\"",
                  n, n);
    for (int r = 0; r < q->width; r++)
        for (int c = 0; c < q->width; c++)
            if (q->data[r * q->width + c] & 1)
                sk_buf_printf(b, "M%d %dh1v1h-1z", c + quiet, r + quiet);
    sk_buf_add(b, "\"/></svg>");
    QRcode_free(q);
    return true;
}
