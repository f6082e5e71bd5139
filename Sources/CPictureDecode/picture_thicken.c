/* Thickening of thin dark lines: each pixel takes the darkest colour among itself and its eight
   neighbours, so a 1-pixel line becomes 3 pixels wide, as wide as the strokes a cell's symbols
   can show wherever the line falls in the cell. */
#include <stdlib.h>
#include <string.h>
#include "picture_decode.h"

static inline uint32_t luma(const uint8_t *p) { return 77u * p[0] + 150u * p[1] + 29u * p[2]; }

int lv_picture_thicken(uint8_t *pixels, int width, int height) {
  if (width < 1 || height < 1) return 1;
  size_t row_bytes = (size_t)width * 4;
  uint8_t *copy = malloc(row_bytes * height);
  if (!copy) return 0;
  memcpy(copy, pixels, row_bytes * height);
  for (int y = 0; y < height; y++) {
    int y0 = y > 0 ? y - 1 : 0, y1 = y < height - 1 ? y + 1 : y;
    for (int x = 0; x < width; x++) {
      int x0 = x > 0 ? x - 1 : 0, x1 = x < width - 1 ? x + 1 : x;
      const uint8_t *darkest = copy + (size_t)y * row_bytes + 4 * (size_t)x;
      uint32_t best = luma(darkest);
      for (int ny = y0; ny <= y1; ny++) {
        for (int nx = x0; nx <= x1; nx++) {
          const uint8_t *p = copy + (size_t)ny * row_bytes + 4 * (size_t)nx;
          uint32_t l = luma(p);
          if (l < best) {
            best = l;
            darkest = p;
          }
        }
      }
      memcpy(pixels + (size_t)y * row_bytes + 4 * (size_t)x, darkest, 3);
    }
  }
  free(copy);
  return 1;
}
