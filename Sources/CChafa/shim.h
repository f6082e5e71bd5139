#ifndef CCHAFA_SHIM_H
#define CCHAFA_SHIM_H
/* chafa (Debian libchafa-dev, 1.12 in Debian 12; the cell accessors need 1.8): pixels into
   character cells by symbol matching. */
#include <chafa.h>

/* Enum values Swift imports awkwardly, as plain constants. The symbols suit line art: blocks
   (halves, quadrants, eighths), sextants, box-drawing lines and diagonals, so that a 1-pixel
   line matches a thin stroke in a dark colour rather than a wide block in a pale one. */
static const int LV_CHAFA_SYMBOLS = CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_BLOCK |
                                    CHAFA_SYMBOL_TAG_HALF | CHAFA_SYMBOL_TAG_QUAD |
                                    CHAFA_SYMBOL_TAG_SEXTANT | CHAFA_SYMBOL_TAG_BORDER |
                                    CHAFA_SYMBOL_TAG_DIAGONAL;
#endif
