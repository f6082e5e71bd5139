/* Thickening of thin dark lines: each pixel takes the darkest colour among itself and its
   neighbours to the right, below and below right, so a 1-pixel line becomes 2 pixels wide,
   enough for a cell's symbols to cover it with a stroke in its own colour wherever it falls,
   while digits and letters keep their holes (a 3 x 3 neighbourhood filled them in). */
#include <string.h>
#include "picture_decode.h"

static inline uint32_t luma(const uint8_t *p) { return 77u * p[0] + 150u * p[1] + 29u * p[2]; }

static inline uint32_t word(const uint8_t *p) {
  uint32_t w;
  memcpy(&w, p, 4);
  return w;
}

void lv_picture_thicken(uint8_t *pixels, int width, int height) {
  if (!pixels || width < 1 || height < 1) return;
  size_t row_bytes = (size_t)width * 4;
  /* In place, in reading order: each pixel reads only pixels after it, still untouched. The
     last column and row have fewer neighbours; they repeat the pixel itself. */
  for (int y = 0; y < height; y++) {
    uint8_t *row = pixels + (size_t)y * row_bytes;
    uint8_t *below = y + 1 < height ? row + row_bytes : row;
    for (int x = 0; x < width; x++) {
      uint8_t *p = row + 4 * (size_t)x;
      size_t right = x + 1 < width ? 4 : 0;
      const uint8_t *others[3] = {p + right, below + 4 * (size_t)x, below + 4 * (size_t)x + right};
      uint32_t own = word(p);
      if (word(others[0]) == own && word(others[1]) == own && word(others[2]) == own) continue;
      const uint8_t *darkest = p;
      uint32_t least = luma(p);
      for (int k = 0; k < 3; k++) {
        uint32_t l = luma(others[k]);
        if (l < least) {
          least = l;
          darkest = others[k];
        }
      }
      if (darkest != p) memcpy(p, darkest, 3);
    }
  }
}
