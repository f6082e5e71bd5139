#ifndef CCHAFA_SHIM_H
#define CCHAFA_SHIM_H
/* chafa (Debian libchafa-dev, 1.12 in Debian 12; the cell accessors need 1.8): pixels into
   character cells by symbol matching. */
#include <chafa.h>

/* Enum values Swift imports awkwardly, as plain constants. */
static const int LV_CHAFA_SYMBOLS =
    CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_HALF | CHAFA_SYMBOL_TAG_QUAD | CHAFA_SYMBOL_TAG_SEXTANT;
#endif
