/* PNG through libpng: every format expanded to RGBA8; rows streamed into the shrinker, so only
   an interlaced picture (within the buffer budget) is ever held whole. */
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include "picture_internal.h"

typedef struct {
  const uint8_t *data;
  size_t size, offset;
  char message[120];
} png_source;

static void read_bytes(png_structp png, png_bytep out, png_size_t count) {
  png_source *source = png_get_io_ptr(png);
  if (source->size - source->offset < count) png_error(png, "truncated");
  memcpy(out, source->data + source->offset, count);
  source->offset += count;
}

static void on_error(png_structp png, png_const_charp message) {
  png_source *source = png_get_error_ptr(png);
  snprintf(source->message, sizeof source->message, "%s", message);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

void lv_decode_png(const uint8_t *data, size_t size, lv_picture_target target,
                   lv_picture_budget budget,
                   lv_picture *out) {
  png_source source = {data, size, 0, ""};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, on_error, on_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info) {
    png_destroy_read_struct(&png, NULL, NULL);
    lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
    return;
  }
  uint8_t *volatile row = NULL;
  uint8_t *volatile whole = NULL;
  png_bytep *volatile rows = NULL;
  lv_shrinker shrinker;
  memset(&shrinker, 0, sizeof shrinker);
  lv_shrinker *volatile started = NULL;
  if (setjmp(png_jmpbuf(png))) {
    char message[160];
    snprintf(message, sizeof message, "damaged PNG (%s)", source.message);
    lv_fail(out, LV_PICTURE_CORRUPT, message);
    goto done;
  }
  png_set_read_fn(png, &source, read_bytes);
  png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
  png_set_chunk_malloc_max(png, 8u << 20);
  /* Chunk CRCs still catch damage; zlib's own checksum of the whole stream only costs time. */
  png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
  png_read_info(png, info);
  png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
  out->source_width = (int)w;
  out->source_height = (int)h;
  if (w > 65535 || h > 65535 || (int64_t)w * h > budget.max_source_pixels) { /* rows stay small */
    lv_fail(out, LV_PICTURE_TOO_LARGE, "too large to draw");
    goto done;
  }
  png_set_expand(png);
  png_set_strip_16(png);
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);
  size_t row_bytes = png_get_rowbytes(png, info);
  if (row_bytes != (size_t)w * 4) {
    lv_fail(out, LV_PICTURE_CORRUPT, "unsupported PNG layout");
    goto done;
  }
  lv_target_size(target, (int)w, (int)h, &out->width, &out->height);
  if (!lv_shrinker_start(&shrinker, (int)w, (int)h, out->width, out->height, 1)) {
    lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
    goto done;
  }
  started = &shrinker;
  if (passes > 1) {
    if ((int64_t)row_bytes * h > budget.max_buffer_bytes) {
      lv_fail(out, LV_PICTURE_TOO_LARGE, "interlaced and too large to draw");
      goto done;
    }
    whole = malloc(row_bytes * h);
    rows = malloc(sizeof(png_bytep) * h);
    if (!whole || !rows) {
      lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
      goto done;
    }
    for (png_uint_32 y = 0; y < h; y++) rows[y] = whole + row_bytes * y;
    png_read_image(png, rows);
    for (png_uint_32 y = 0; y < h; y++) lv_shrinker_add_rgba(&shrinker, (int)y, 0, rows[y], (int)w);
  } else {
    row = malloc(row_bytes);
    if (!row) {
      lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
      goto done;
    }
    for (png_uint_32 y = 0; y < h; y++) {
      png_read_row(png, row, NULL);
      lv_shrinker_add_rgba(&shrinker, (int)y, 0, row, (int)w);
    }
  }
  out->pixels = lv_shrinker_finish(&shrinker);
  if (!out->pixels) lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
done:
  if (started) lv_shrinker_free(started);
  free(row);
  free(whole);
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
}
