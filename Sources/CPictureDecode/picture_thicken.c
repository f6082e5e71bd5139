/* Thickening of thin dark lines: each pixel takes the darkest colour among itself and its
   neighbours to the right, below and below right, so a 1-pixel line becomes 2 pixels wide,
   enough for a cell's symbols to cover it with a stroke in its own colour wherever it falls,
   while digits and letters keep their holes (a 3 x 3 neighbourhood filled them in). */
#include <string.h>
#include "picture_decode.h"

static inline uint32_t luma(const uint8_t *p) { return 77u * p[0] + 150u * p[1] + 29u * p[2]; }

void lv_picture_thicken(uint8_t *pixels, int width, int height) {
  if (!pixels) return;
  size_t row_bytes = (size_t)width * 4;
  /* In place, in reading order: each pixel reads only pixels after it, still untouched. */
  for (int y = 0; y < height; y++) {
    uint8_t *row = pixels + (size_t)y * row_bytes;
    uint8_t *below = y + 1 < height ? row + row_bytes : NULL;
    for (int x = 0; x < width; x++) {
      uint8_t *p = row + 4 * (size_t)x;
      const uint8_t *darkest = p;
      const uint8_t *others[3] = {
          x + 1 < width ? p + 4 : NULL,
          below ? below + 4 * (size_t)x : NULL,
          below && x + 1 < width ? below + 4 * (size_t)x + 4 : NULL,
      };
      for (int k = 0; k < 3; k++)
        if (others[k] && luma(others[k]) < luma(darkest)) darkest = others[k];
      if (darkest != p) memcpy(p, darkest, 3);
    }
  }
}
