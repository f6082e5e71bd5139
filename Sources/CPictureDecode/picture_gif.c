/* GIF through giflib: the first frame only, on its logical screen (uncovered pixels white).
   Records are read one at a time and reading stops at the first frame, so a GIF of thousands of
   frames costs no more than its first. */
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>
#include "picture_internal.h"

typedef struct {
  const uint8_t *data;
  size_t size, offset;
} gif_source;

static int read_bytes(GifFileType *gif, GifByteType *out, int count) {
  gif_source *source = gif->UserData;
  size_t left = source->size - source->offset;
  size_t n = (size_t)count < left ? (size_t)count : left;
  memcpy(out, source->data + source->offset, n);
  source->offset += n;
  return (int)n;
}

/* Reads up to the first image descriptor, noting the transparent index of its graphic control
   extension. Returns 0 on a damaged file or one without a frame. */
static int seek_first_frame(GifFileType *gif, int *transparent) {
  *transparent = -1;
  for (;;) {
    GifRecordType type;
    if (DGifGetRecordType(gif, &type) == GIF_ERROR) return 0;
    if (type == IMAGE_DESC_RECORD_TYPE) return DGifGetImageDesc(gif) != GIF_ERROR;
    if (type != EXTENSION_RECORD_TYPE) return 0;
    int code;
    GifByteType *block;
    if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return 0;
    if (code == GRAPHICS_EXT_FUNC_CODE && block && block[0] >= 4)
      *transparent = (block[1] & 1) ? block[4] : -1;
    while (block) {
      if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return 0;
    }
  }
}

/* Adds frame row `row` (palette indices) as RGBA at screen row `y`. */
static void add_row(lv_shrinker *s, int y, int left, const GifPixelType *row, int count,
                    const ColorMapObject *map, int transparent, uint8_t *rgba) {
  for (int i = 0; i < count; i++) {
    uint8_t *p = rgba + 4 * i;
    int index = row[i];
    if (index == transparent || index >= map->ColorCount) {
      p[0] = p[1] = p[2] = 255;
      p[3] = index == transparent ? 0 : 255;
    } else {
      p[0] = map->Colors[index].Red;
      p[1] = map->Colors[index].Green;
      p[2] = map->Colors[index].Blue;
      p[3] = 255;
    }
  }
  lv_shrinker_add_rgba(s, y, left, rgba, count);
}

void lv_decode_gif(const uint8_t *data, size_t size, lv_picture_target target,
                   lv_picture_budget budget,
                   lv_picture *out) {
  gif_source source = {data, size, 0};
  int error = 0, transparent;
  GifFileType *gif = DGifOpen(&source, read_bytes, &error);
  if (!gif) {
    lv_fail(out, LV_PICTURE_CORRUPT, "damaged GIF (no screen descriptor)");
    return;
  }
  GifPixelType *line = NULL;
  uint8_t *rgba = NULL;
  lv_shrinker shrinker;
  int started = 0;
  if (!seek_first_frame(gif, &transparent)) {
    lv_fail(out, LV_PICTURE_CORRUPT, "damaged GIF (no frame)");
    goto done;
  }
  GifImageDesc frame = gif->Image;
  int w = gif->SWidth, h = gif->SHeight;
  if (frame.Left + frame.Width > w) w = frame.Left + frame.Width;
  if (frame.Top + frame.Height > h) h = frame.Top + frame.Height;
  out->source_width = w;
  out->source_height = h;
  if (w <= 0 || h <= 0 || frame.Width <= 0 || frame.Height <= 0) {
    lv_fail(out, LV_PICTURE_CORRUPT, "damaged GIF (empty frame)");
    goto done;
  }
  if ((int64_t)w * h > budget.max_source_pixels) {
    lv_fail(out, LV_PICTURE_TOO_LARGE, "too large to draw");
    goto done;
  }
  const ColorMapObject *map = frame.ColorMap ? frame.ColorMap : gif->SColorMap;
  if (!map) {
    lv_fail(out, LV_PICTURE_CORRUPT, "damaged GIF (no colour table)");
    goto done;
  }
  lv_target_size(target, w, h, &out->width, &out->height);
  line = malloc((size_t)frame.Width);
  rgba = malloc((size_t)frame.Width * 4);
  started = lv_shrinker_start(&shrinker, w, h, out->width, out->height, 0);
  if (!line || !rgba || !started) {
    lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
    goto done;
  }
  static const int first[4] = {0, 4, 2, 1}, step[4] = {8, 8, 4, 2};
  int passes = frame.Interlace ? 4 : 1;
  for (int pass = 0; pass < passes; pass++) {
    int y0 = frame.Interlace ? first[pass] : 0, dy = frame.Interlace ? step[pass] : 1;
    for (int y = y0; y < frame.Height; y += dy) {
      if (DGifGetLine(gif, line, frame.Width) == GIF_ERROR) {
        lv_fail(out, LV_PICTURE_CORRUPT, "damaged GIF (truncated)");
        goto done;
      }
      add_row(&shrinker, frame.Top + y, frame.Left, line, frame.Width, map, transparent, rgba);
    }
  }
  out->pixels = lv_shrinker_finish(&shrinker);
  if (!out->pixels) lv_fail(out, LV_PICTURE_NO_MEMORY, "out of memory");
done:
  if (started) lv_shrinker_free(&shrinker);
  free(line);
  free(rgba);
  DGifCloseFile(gif, &error);
}
