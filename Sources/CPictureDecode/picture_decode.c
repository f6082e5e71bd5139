/* Sniffing, dispatch and the shrinker shared by the three decoders. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "picture_internal.h"

int lv_picture_sniff(const uint8_t *data, size_t size) {
  static const uint8_t png[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (size >= 8 && memcmp(data, png, 8) == 0) return LV_PICTURE_PNG;
  if (size >= 3 && data[0] == 0xff && data[1] == 0xd8 && data[2] == 0xff) return LV_PICTURE_JPEG;
  if (size >= 6 && (memcmp(data, "GIF87a", 6) == 0 || memcmp(data, "GIF89a", 6) == 0))
    return LV_PICTURE_GIF;
  return LV_PICTURE_UNKNOWN;
}

void lv_fail(lv_picture *out, int status, const char *message) {
  free(out->pixels);
  out->pixels = NULL;
  out->width = out->height = 0;
  out->status = status;
  snprintf(out->message, sizeof out->message, "%s", message);
}

void lv_fit_box(int w, int h, int box_width, int box_height, int *out_w, int *out_h) {
  double scale = 1.0;
  if (box_width > 0 && (double)box_width / w < scale) scale = (double)box_width / w;
  if (box_height > 0 && (double)box_height / h < scale) scale = (double)box_height / h;
  int fw = (int)(w * scale + 0.5), fh = (int)(h * scale + 0.5);
  *out_w = fw < 1 ? 1 : (fw > w ? w : fw);
  *out_h = fh < 1 ? 1 : (fh > h ? h : fh);
}

void lv_picture_decode(const uint8_t *data, size_t size, int box_width, int box_height,
                       lv_picture_budget budget, lv_picture *out) {
  memset(out, 0, sizeof *out);
  out->format = lv_picture_sniff(data, size);
  switch (out->format) {
  case LV_PICTURE_PNG: lv_decode_png(data, size, box_width, box_height, budget, out); break;
  case LV_PICTURE_JPEG: lv_decode_jpeg(data, size, box_width, box_height, budget, out); break;
  case LV_PICTURE_GIF: lv_decode_gif(data, size, box_width, box_height, budget, out); break;
  default: lv_fail(out, LV_PICTURE_NOT_A_PICTURE, "not a PNG, JPEG or GIF picture");
  }
}

void lv_picture_release(lv_picture *picture) {
  free(picture->pixels);
  picture->pixels = NULL;
}

int lv_shrinker_start(lv_shrinker *s, int source_width, int source_height, int width, int height) {
  memset(s, 0, sizeof *s);
  s->source_width = source_width;
  s->source_height = source_height;
  s->width = width;
  s->height = height;
  s->column_of = malloc(sizeof(int) * (size_t)source_width);
  s->sums = calloc((size_t)width * height * 3, sizeof(uint64_t));
  s->counts = calloc((size_t)width * height, sizeof(uint32_t));
  if (!s->column_of || !s->sums || !s->counts) {
    lv_shrinker_free(s);
    return 0;
  }
  for (int x = 0; x < source_width; x++) s->column_of[x] = (int)((int64_t)x * width / source_width);
  return 1;
}

void lv_shrinker_add_rgba(lv_shrinker *s, int y, int x0, const uint8_t *row, int count) {
  if (y < 0 || y >= s->source_height) return;
  size_t base = (size_t)((int64_t)y * s->height / s->source_height) * s->width;
  for (int i = 0; i < count; i++) {
    int x = x0 + i;
    if (x < 0 || x >= s->source_width) continue;
    const uint8_t *p = row + 4 * (size_t)i;
    uint32_t a = p[3], white = 255 * (255 - a);
    size_t t = base + s->column_of[x];
    s->sums[3 * t] += (p[0] * a + white) / 255;
    s->sums[3 * t + 1] += (p[1] * a + white) / 255;
    s->sums[3 * t + 2] += (p[2] * a + white) / 255;
    s->counts[t] += 1;
  }
}

uint8_t *lv_shrinker_finish(lv_shrinker *s) {
  size_t n = (size_t)s->width * s->height;
  uint8_t *pixels = malloc(n * 4);
  if (!pixels) return NULL;
  for (size_t t = 0; t < n; t++) {
    uint32_t c = s->counts[t];
    for (int k = 0; k < 3; k++) pixels[4 * t + k] = c ? (uint8_t)(s->sums[3 * t + k] / c) : 255;
    pixels[4 * t + 3] = 255;
  }
  return pixels;
}

void lv_shrinker_free(lv_shrinker *s) {
  free(s->column_of);
  free(s->sums);
  free(s->counts);
  s->column_of = NULL;
  s->sums = NULL;
  s->counts = NULL;
}
