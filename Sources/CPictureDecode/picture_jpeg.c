/* JPEG through libjpeg-turbo, decoded at full size when that is at most LV_JPEG_FULL_PIXELS,
   else at the largest of its scales (1/8 .. 8/8) within that, never below the fitted size:
   libjpeg's scaling averages thin lines into grey before the shrinker can keep them dark. */
#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include "picture_internal.h"

typedef struct {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  int warnings;
  char message[JMSG_LENGTH_MAX];
} jpeg_failure;

static void on_error(j_common_ptr info) {
  jpeg_failure *failure = (jpeg_failure *)info->err;
  info->err->format_message(info, failure->message);
  longjmp(failure->jump, 1);
}

/* Warnings: a truncated file (libjpeg pads it with grey) is an error; other damage is tolerated
   up to a bound, since each warning costs time. */
static void on_message(j_common_ptr info, int level) {
  jpeg_failure *failure = (jpeg_failure *)info->err;
  if (level >= 0) return;
  if (info->err->msg_code == JWRN_JPEG_EOF) {
    snprintf(failure->message, sizeof failure->message, "truncated");
    longjmp(failure->jump, 1);
  }
  if (++failure->warnings > 1000) {
    snprintf(failure->message, sizeof failure->message, "too many errors");
    longjmp(failure->jump, 1);
  }
}

static void on_output(j_common_ptr info) { (void)info; }

/* Most pixels a JPEG is decoded at before the shrinker (about 2300 x 1700). */
#define LV_JPEG_FULL_PIXELS 4000000

/* The pixels `info` decodes at with its scale_num set to `num` (of 8). */
static int64_t scaled_pixels(struct jpeg_decompress_struct *info, unsigned num) {
  info->scale_num = num;
  jpeg_calc_output_dimensions(info);
  return (int64_t)info->output_width * info->output_height;
}

void lv_decode_jpeg(const uint8_t *data, size_t size, lv_picture_target target,
                   lv_picture_budget budget,
                    lv_picture *out) {
  struct jpeg_decompress_struct info;
  memset(&info, 0, sizeof info);
  jpeg_failure failure;
  memset(&failure, 0, sizeof failure);
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = on_error;
  failure.manager.emit_message = on_message;
  failure.manager.output_message = on_output;
  uint8_t *volatile row = NULL;
  lv_shrinker shrinker;
  memset(&shrinker, 0, sizeof shrinker);
  lv_shrinker *volatile started = NULL;
  if (setjmp(failure.jump)) {
    char message[160];
    snprintf(message, sizeof message, "damaged JPEG (%s)", failure.message);
    lv_fail(out, LV_PICTURE_CORRUPT, message);
    goto done;
  }
  jpeg_create_decompress(&info);
  info.mem->max_memory_to_use = (long)budget.max_buffer_bytes;
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  int w = (int)info.image_width, h = (int)info.image_height;
  out->source_width = w;
  out->source_height = h;
  int64_t claimed = (int64_t)w * h;
  if (claimed > budget.max_source_pixels ||
      (info.progressive_mode && claimed * info.num_components * 2 > budget.max_buffer_bytes)) {
    lv_fail(out, LV_PICTURE_TOO_LARGE, "too large to draw");
    goto done;
  }
  int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  int fw, fh;
  lv_target_size(target, w, h, &fw, &fh);
  info.scale_denom = 8;
  unsigned covering = 1; /* the smallest scale that covers fw x fh (or the full size) */
  for (; covering < 8; covering++) {
    scaled_pixels(&info, covering);
    if ((int)info.output_width >= fw && (int)info.output_height >= fh) break;
  }
  unsigned num = 8;
  while (num > covering && scaled_pixels(&info, num) > LV_JPEG_FULL_PIXELS) num--;
  scaled_pixels(&info, num);
  jpeg_start_decompress(&info);
  int ow = (int)info.output_width, oh = (int)info.output_height;
  out->width = fw; /* the scale covers fw x fh (or is the full size); the shrinker does the rest */
  out->height = fh;
  if (!lv_shrinker_start(&shrinker, ow, oh, out->width, out->height, 1)) {
    lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
    goto done;
  }
  started = &shrinker;
  row = malloc((size_t)ow * 4);
  if (!row) {
    lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
    goto done;
  }
  while (info.output_scanline < info.output_height) {
    int y = (int)info.output_scanline;
    JSAMPROW rows[1] = {row};
    if (jpeg_read_scanlines(&info, rows, 1) != 1) break;
    if (cmyk) { /* with the Adobe marker, inverted as Photoshop writes it; else plain inks */
      for (int x = 0; x < ow; x++) {
        uint8_t *p = row + 4 * x;
        for (int k = 0; k < 4 && !info.saw_Adobe_marker; k++) p[k] = (uint8_t)(255 - p[k]);
        unsigned black = p[3];
        p[0] = (uint8_t)(p[0] * black / 255);
        p[1] = (uint8_t)(p[1] * black / 255);
        p[2] = (uint8_t)(p[2] * black / 255);
        p[3] = 255;
      }
    }
    lv_shrinker_add_rgba(&shrinker, y, 0, row, ow);
  }
  out->pixels = lv_shrinker_finish(&shrinker);
  if (!out->pixels) lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
done:
  if (started) lv_shrinker_free(started);
  free(row);
  jpeg_destroy_decompress(&info);
}
