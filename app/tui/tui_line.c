/* tui_line.c - editing one typed line (tui_line.h). */
#include "tui_line.h"

#include <stdint.h>
#include <string.h>

#include "entry.h"
#include "tui_int.h"
#include "util.h"

bool tui_line_key(char *buf, size_t cap, size_t *len, int k)
{
    if (k == TE_KEY_BACKSPACE) {
        while (*len > 0 && ((unsigned char)buf[*len - 1] & 0xC0) == 0x80)
            (*len)--;
        if (*len > 0)
            (*len)--;
        buf[*len] = '\0';
        return true;
    }
    if (k < 32 || k >= 0x110000)
        return false;
    char u[4];
    size_t n = sk_utf8_encode((uint32_t)k, u);
    if (*len + n < cap) {
        memcpy(buf + *len, u, n);
        *len += n;
        buf[*len] = '\0';
    }
    return true;
}

bool tui_line_typed(struct tui *t, int k, char *buf, size_t cap, size_t *len, bool *typing,
                    const char *cancelled)
{
    if (k == TE_KEY_ESC) {
        *typing = false;
        tui_status(t, false, "%s", cancelled);
        return false;
    }
    if (k == TE_KEY_ENTER)
        return *len > 0;
    tui_line_key(buf, cap, len, k);
    return false;
}
