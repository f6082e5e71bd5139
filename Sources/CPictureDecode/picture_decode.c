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
