/* The shrinker: source rows in, a smaller (or a few pixels larger) picture out, each target
   pixel the average of the source pixels that fall on it, weighted toward the dark ones so that
   thin dark lines on white (trees, graphs) stay dark rather than fading to grey. */
#include <stdlib.h>
#include <string.h>
#include "picture_internal.h"

int lv_shrinker_start(lv_shrinker *s, int source_width, int source_height, int width, int height,
                      int ordered) {
  memset(s, 0, sizeof *s);
  s->source_width = source_width;
  s->source_height = source_height;
  s->width = width;
  s->height = height;
  s->band = -1;
  size_t bytes = (size_t)width * height * 4;
  s->pixels = malloc(bytes);
  if (!s->pixels) return 0;
  s->direct = width == source_width && height == source_height; /* rows go straight in */
  s->banded = !s->direct && ordered && height <= source_height;
  if (!s->banded) memset(s->pixels, 255, bytes); /* banded: every row is written */
  if (s->direct) return 1;
  size_t summed = s->banded ? (size_t)width : (size_t)width * height;
  s->column_of = malloc(sizeof(int) * (size_t)source_width);
  s->last_column_of = malloc(sizeof(int) * (size_t)source_width);
  s->sums = calloc(summed * 4, sizeof(uint64_t));
  if (!s->column_of || !s->last_column_of || !s->sums) {
    lv_shrinker_free(s);
    return 0;
  }
  for (int x = 0; x < source_width; x++) {
    s->column_of[x] = (int)((int64_t)x * width / source_width);
    s->last_column_of[x] = width > source_width
                               ? (int)(((int64_t)x * width + width - 1) / source_width)
                               : s->column_of[x];
  }
  return 1;
}

/* How much a source pixel counts toward its target pixel's colour: 1 for white, rising with the
   square of its darkness to 1 + LV_DARK_WEIGHT for black. One black pixel among 16 white then
   gives luma 15 rather than 239, and one among 64 gives 50; a fill of one colour keeps it. */
#define LV_DARK_WEIGHT 255u

static inline void accumulate(uint64_t *sum, uint32_t r, uint32_t g, uint32_t b) {
  if ((r & g & b) == 255) { /* white, most of a diagram: weight 1 */
    sum[0] += 255;
    sum[1] += 255;
    sum[2] += 255;
    sum[3] += 1;
    return;
  }
  uint32_t dark = 255 - ((77 * r + 150 * g + 29 * b) >> 8);
  uint64_t weight = 1 + ((dark * dark * LV_DARK_WEIGHT) >> 16);
  sum[0] += r * weight;
  sum[1] += g * weight;
  sum[2] += b * weight;
  sum[3] += weight;
}

/* Writes the averages of `count` summed pixels (r, g, b, weight each) from target pixel `first`
   (white where nothing fell), clearing the sums. */
static void write_averages(lv_shrinker *s, uint64_t *sums, size_t count, size_t first) {
  uint8_t *out = s->pixels + 4 * first;
  for (size_t t = 0; t < count; t++, sums += 4, out += 4) {
    uint64_t c = sums[3];
    out[3] = 255;
    if (!c) {
      out[0] = out[1] = out[2] = 255;
      continue;
    }
    out[0] = (uint8_t)(sums[0] / c);
    out[1] = (uint8_t)(sums[1] / c);
    out[2] = (uint8_t)(sums[2] / c);
    sums[0] = sums[1] = sums[2] = sums[3] = 0;
  }
}

/* Banded: target row `band` is complete; write it out (the sums start again from zero), and
   whiten the rows up to `next` that no source row fell on (a truncated picture's last rows). */
static void close_band(lv_shrinker *s, int next) {
  if (s->band >= 0) write_averages(s, s->sums, (size_t)s->width, (size_t)s->band * s->width);
  size_t from = (size_t)(s->band + 1) * s->width * 4;
  if (next > s->band + 1) memset(s->pixels + from, 255, (size_t)next * s->width * 4 - from);
  s->band = next;
}

/* Whether pixels first ..< last of an RGBA row are all opaque. */
static int opaque(const uint8_t *row, int first, int last) {
  uint8_t all = 255;
  for (int i = first; i < last; i++) all &= row[4 * (size_t)i + 3];
  return all == 255;
}

void lv_shrinker_add_rgba(lv_shrinker *s, int y, int x0, const uint8_t *row, int count) {
  if (y < 0 || y >= s->source_height) return;
  int first = x0 < 0 ? -x0 : 0;
  int last = x0 + count > s->source_width ? s->source_width - x0 : count;
  if (s->direct) {
    uint8_t *out = s->pixels + 4 * ((size_t)y * s->width + x0);
    for (int i = first; i < last; i++) {
      const uint8_t *p = row + 4 * (size_t)i;
      uint32_t a = p[3], white = 255 * (255 - a);
      for (int k = 0; k < 3; k++) out[4 * i + k] = a == 255 ? p[k] : (uint8_t)((p[k] * a + white) / 255);
    }
    return;
  }
  int first_row = (int)((int64_t)y * s->height / s->source_height);
  int last_row = s->height > s->source_height
                     ? (int)(((int64_t)y * s->height + s->height - 1) / s->source_height)
                     : first_row;
  if (s->banded && first_row != s->band) {
    if (first_row < s->band) return; /* a row out of order: the decoder promised none */
    close_band(s, first_row);
  }
  if (s->width == s->source_width && first_row == last_row && opaque(row, first, last)) {
    /* the common case for cells (8 pixels a cell across at natural size): rows merged only */
    uint64_t *sums = s->sums + 4 * ((s->banded ? 0 : (size_t)first_row * s->width) + x0);
    for (int i = 4 * first; i < 4 * last; i += 4)
      accumulate(sums + i, row[i], row[i + 1], row[i + 2]);
    return;
  }
  if (s->width <= s->source_width && first_row == last_row) { /* shrinking: one target each */
    uint64_t *sums = s->sums + 4 * (s->banded ? 0 : (size_t)first_row * s->width);
    const int *column_of = s->column_of + x0;
    for (int i = first; i < last; i++) {
      const uint8_t *p = row + 4 * (size_t)i;
      uint64_t *sum = sums + 4 * (size_t)column_of[i];
      uint32_t a = p[3];
      if (a == 255) { /* the common case: opaque */
        accumulate(sum, p[0], p[1], p[2]);
      } else {
        uint32_t white = 255 * (255 - a);
        accumulate(sum, (p[0] * a + white) / 255, (p[1] * a + white) / 255,
                   (p[2] * a + white) / 255);
      }
    }
    return;
  }
  for (int ty = first_row; ty <= last_row; ty++) {
    uint64_t *sums = s->sums + 4 * (s->banded ? 0 : (size_t)ty * s->width);
    for (int i = first; i < last; i++) {
      const uint8_t *p = row + 4 * (size_t)i;
      uint32_t a = p[3], c[3] = {p[0], p[1], p[2]};
      if (a != 255) { /* composited over white */
        uint32_t white = 255 * (255 - a);
        for (int k = 0; k < 3; k++) c[k] = (c[k] * a + white) / 255;
      }
      int tx = s->column_of[x0 + i], end = s->last_column_of[x0 + i];
      for (; tx <= end; tx++) accumulate(sums + 4 * (size_t)tx, c[0], c[1], c[2]);
    }
  }
}

uint8_t *lv_shrinker_finish(lv_shrinker *s) {
  if (s->banded) {
    close_band(s, s->height);
  } else if (!s->direct) {
    write_averages(s, s->sums, (size_t)s->width * s->height, 0);
  }
  uint8_t *pixels = s->pixels;
  s->pixels = NULL;
  return pixels;
}

void lv_shrinker_free(lv_shrinker *s) {
  free(s->column_of);
  free(s->last_column_of);
  free(s->sums);
  free(s->pixels);
  s->column_of = NULL;
  s->last_column_of = NULL;
  s->sums = NULL;
  s->pixels = NULL;
}
