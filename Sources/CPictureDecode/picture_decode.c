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

void lv_target_size(lv_picture_target target, int w, int h, int *out_w, int *out_h) {
  if (!target.sizer) {
    lv_fit_box(w, h, target.box_width, target.box_height, out_w, out_h);
    return;
  }
  int tw = w, th = h;
  target.sizer(w, h, target.context, &tw, &th);
  /* A sizer may round up to whole cells, never more than a cell's pixels past the source. */
  *out_w = tw < 1 ? 1 : (tw > w + 8 ? w + 8 : tw);
  *out_h = th < 1 ? 1 : (th > h + 8 ? h + 8 : th);
}

void lv_picture_decode_to(const uint8_t *data, size_t size, lv_picture_target target,
                          lv_picture_budget budget, lv_picture *out) {
  memset(out, 0, sizeof *out);
  out->format = lv_picture_sniff(data, size);
  switch (out->format) {
  case LV_PICTURE_PNG: lv_decode_png(data, size, target, budget, out); break;
  case LV_PICTURE_JPEG: lv_decode_jpeg(data, size, target, budget, out); break;
  case LV_PICTURE_GIF: lv_decode_gif(data, size, target, budget, out); break;
  default: lv_fail(out, LV_PICTURE_NOT_A_PICTURE, "not a PNG, JPEG or GIF picture");
  }
}

void lv_picture_decode(const uint8_t *data, size_t size, int box_width, int box_height,
                       lv_picture_budget budget, lv_picture *out) {
  lv_picture_target target = {box_width, box_height, NULL, NULL};
  lv_picture_decode_to(data, size, target, budget, out);
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
  if (width == source_width && height == source_height) { /* natural size: rows go straight in */
    s->direct = malloc((size_t)width * height * 4);
    if (!s->direct) return 0;
    memset(s->direct, 255, (size_t)width * height * 4);
    return 1;
  }
  s->column_of = malloc(sizeof(int) * (size_t)source_width);
  s->last_column_of = malloc(sizeof(int) * (size_t)source_width);
  s->sums = calloc((size_t)width * height * 3, sizeof(uint64_t));
  s->counts = calloc((size_t)width * height, sizeof(uint32_t));
  if (!s->column_of || !s->last_column_of || !s->sums || !s->counts) {
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

void lv_shrinker_add_rgba(lv_shrinker *s, int y, int x0, const uint8_t *row, int count) {
  if (y < 0 || y >= s->source_height) return;
  int first_row = (int)((int64_t)y * s->height / s->source_height);
  int last_row = s->height > s->source_height
                     ? (int)(((int64_t)y * s->height + s->height - 1) / s->source_height)
                     : first_row;
  int first = x0 < 0 ? -x0 : 0;
  int last = x0 + count > s->source_width ? s->source_width - x0 : count;
  if (s->direct) {
    uint8_t *out = s->direct + 4 * ((size_t)y * s->width + x0);
    for (int i = first; i < last; i++) {
      const uint8_t *p = row + 4 * (size_t)i;
      uint32_t a = p[3], white = 255 * (255 - a);
      for (int k = 0; k < 3; k++) out[4 * i + k] = a == 255 ? p[k] : (uint8_t)((p[k] * a + white) / 255);
    }
    return;
  }
  if (first_row == last_row && s->width <= s->source_width) { /* shrinking: one target each */
    uint64_t *sums = s->sums + 3 * (size_t)first_row * s->width;
    uint32_t *counts = s->counts + (size_t)first_row * s->width;
    const int *column_of = s->column_of + x0;
    for (int i = first; i < last; i++) {
      const uint8_t *p = row + 4 * (size_t)i;
      uint64_t *sum = sums + 3 * column_of[i];
      uint32_t a = p[3];
      if (a == 255) { /* the common case: opaque */
        sum[0] += p[0];
        sum[1] += p[1];
        sum[2] += p[2];
      } else {
        uint32_t white = 255 * (255 - a);
        sum[0] += (p[0] * a + white) / 255;
        sum[1] += (p[1] * a + white) / 255;
        sum[2] += (p[2] * a + white) / 255;
      }
      counts[column_of[i]] += 1;
    }
    return;
  }
  for (int ty = first_row; ty <= last_row; ty++) {
    size_t base = (size_t)ty * s->width;
    for (int i = first; i < last; i++) {
      const uint8_t *p = row + 4 * (size_t)i;
      uint32_t a = p[3], c[3] = {p[0], p[1], p[2]};
      if (a != 255) { /* composited over white */
        uint32_t white = 255 * (255 - a);
        for (int k = 0; k < 3; k++) c[k] = (c[k] * a + white) / 255;
      }
      for (int tx = s->column_of[x0 + i]; tx <= s->last_column_of[x0 + i]; tx++) {
        uint64_t *sum = s->sums + 3 * (base + tx);
        sum[0] += c[0];
        sum[1] += c[1];
        sum[2] += c[2];
        s->counts[base + tx] += 1;
      }
    }
  }
}

uint8_t *lv_shrinker_finish(lv_shrinker *s) {
  if (s->direct) {
    uint8_t *pixels = s->direct;
    s->direct = NULL;
    return pixels;
  }
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
  free(s->last_column_of);
  free(s->sums);
  free(s->counts);
  free(s->direct);
  s->direct = NULL;
  s->column_of = NULL;
  s->last_column_of = NULL;
  s->sums = NULL;
  s->counts = NULL;
}
