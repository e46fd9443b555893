/* assets.h - the web front end's built-in files (styles, scripts), made
 * from app/web/assets/ by scripts/embed-assets at build time.  Nothing is
 * served from disk. */
#ifndef SK_ASSETS_H
#define SK_ASSETS_H

#include <stddef.h>

typedef struct web_asset {
    const char *name;            /* "style.css" */
    const char *mime;            /* "text/css; charset=utf-8" */
    const unsigned char *data;
    size_t len;
} web_asset;

/* Terminated by a row with name == NULL. */
extern const web_asset web_assets[];

/* The asset called name (no slashes), or NULL. */
const web_asset *web_asset_find(const char *name);

#endif
