/* Test picture encoders over libpng, libjpeg-turbo and giflib (see picture_fixtures.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>
#include <jpeglib.h>
#include <gif_lib.h>
#include <zlib.h>
#include "picture_fixtures.h"

uint32_t lv_fixture_crc32(const uint8_t *data, size_t size) {
  return (uint32_t)crc32(0, data, (uInt)size);
}

/* ---- PNG ---- */

typedef struct {
  uint8_t *data;
  size_t size, capacity;
} buffer;

static void grow(buffer *b, const void *bytes, size_t n) {
  if (b->size + n > b->capacity) {
    b->capacity = (b->size + n) * 2;
    b->data = realloc(b->data, b->capacity);
  }
  memcpy(b->data + b->size, bytes, n);
  b->size += n;
}

static void png_write_bytes(png_structp png, png_bytep data, png_size_t n) {
  grow(png_get_io_ptr(png), data, n);
}

static void png_flush_nothing(png_structp png) { (void)png; }

uint8_t *lv_fixture_png(const uint8_t *rgba, int width, int height, int color_type, int bit_depth,
                        int interlaced, size_t *size) {
  buffer out = {0};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(png);
  int channels = color_type == 0 ? 1 : color_type == 2 ? 3 : color_type == 3 ? 1 : color_type == 4 ? 2 : 4;
  int sample = bit_depth == 16 ? 2 : 1;
  uint8_t *rows = malloc((size_t)width * height * channels * sample);
  png_color palette[256];
  png_byte alphas[256];
  int colors = 0;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(rows);
    free(out.data);
    return NULL;
  }
  for (int i = 0; i < width * height; i++) {
    const uint8_t *p = rgba + 4 * i;
    int grey = (p[0] * 30 + p[1] * 59 + p[2] * 11) / 100;
    uint8_t values[4];
    int n = 0;
    if (color_type == 3) {
      int found = -1;
      for (int c = 0; c < colors; c++)
        if (palette[c].red == p[0] && palette[c].green == p[1] && palette[c].blue == p[2] && alphas[c] == p[3]) found = c;
      if (found < 0 && colors < 256) {
        palette[colors].red = p[0];
        palette[colors].green = p[1];
        palette[colors].blue = p[2];
        alphas[colors] = p[3];
        found = colors++;
      }
      values[n++] = (uint8_t)(found < 0 ? 0 : found);
    } else if (color_type == 0 || color_type == 4) {
      values[n++] = (uint8_t)grey;
      if (color_type == 4) values[n++] = p[3];
    } else {
      values[n++] = p[0];
      values[n++] = p[1];
      values[n++] = p[2];
      if (color_type == 6) values[n++] = p[3];
    }
    for (int k = 0; k < n; k++) {
      uint8_t *q = rows + ((size_t)i * channels + k) * sample;
      q[0] = values[k];
      if (sample == 2) q[1] = values[k];
    }
  }
  png_set_write_fn(png, &out, png_write_bytes, png_flush_nothing);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, bit_depth, color_type,
               interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  if (color_type == 3) {
    png_set_PLTE(png, info, palette, colors ? colors : 1);
    png_set_tRNS(png, info, alphas, colors ? colors : 1, NULL);
  }
  png_write_info(png, info);
  png_bytep *pointers = malloc(sizeof(png_bytep) * height);
  for (int y = 0; y < height; y++) pointers[y] = rows + (size_t)y * width * channels * sample;
  png_write_image(png, pointers);
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  free(pointers);
  free(rows);
  *size = out.size;
  return out.data;
}

/* ---- JPEG ---- */

uint8_t *lv_fixture_jpeg(const uint8_t *rgba, int width, int height, int progressive, int grey,
                         size_t *size) {
  struct jpeg_compress_struct info;
  struct jpeg_error_mgr errors;
  info.err = jpeg_std_error(&errors);
  jpeg_create_compress(&info);
  unsigned char *data = NULL;
  unsigned long length = 0;
  jpeg_mem_dest(&info, &data, &length);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 4;
  info.in_color_space = grey == 2 ? JCS_CMYK : JCS_EXT_RGBA;
  jpeg_set_defaults(&info);
  if (grey == 1) jpeg_set_colorspace(&info, JCS_GRAYSCALE);
  uint8_t *cmyk = NULL;
  if (grey == 2) { /* Adobe's inverted CMYK, as Photoshop writes it (with the Adobe marker) */
    jpeg_set_colorspace(&info, JCS_CMYK);
    cmyk = malloc((size_t)width * height * 4);
    for (int i = 0; i < width * height; i++) {
      const uint8_t *p = rgba + 4 * i;
      int max = p[0] > p[1] ? (p[0] > p[2] ? p[0] : p[2]) : (p[1] > p[2] ? p[1] : p[2]);
      int k = 255 - max;
      for (int c = 0; c < 3; c++) cmyk[4 * i + c] = (uint8_t)(max ? 255 - (max - p[c]) * 255 / max : 255);
      cmyk[4 * i + 3] = (uint8_t)(255 - k);
    }
    rgba = cmyk;
  }
  jpeg_set_quality(&info, 90, TRUE);
  if (progressive) jpeg_simple_progression(&info);
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * width * 4);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  free(cmyk);
  uint8_t *copy = malloc(length);
  memcpy(copy, data, length);
  free(data);
  *size = length;
  return copy;
}

/* ---- GIF ---- */

static int gif_write_bytes(GifFileType *gif, const GifByteType *bytes, int n) {
  grow(gif->UserData, bytes, (size_t)n);
  return n;
}

static int level(int value) { return (value * 5 + 127) / 255; }

uint8_t *lv_fixture_gif(const uint8_t *rgba, int width, int height, int frames, int interlaced,
                        int transparent, size_t *size) {
  buffer out = {0};
  int error = 0;
  GifFileType *gif = EGifOpen(&out, gif_write_bytes, &error);
  if (!gif) return NULL;
  GifColorType colors[256];
  memset(colors, 0, sizeof colors);
  for (int i = 0; i < 216; i++) {
    colors[i].Red = (GifByteType)(i / 36 * 51);
    colors[i].Green = (GifByteType)(i / 6 % 6 * 51);
    colors[i].Blue = (GifByteType)(i % 6 * 51);
  }
  ColorMapObject *map = GifMakeMapObject(256, colors);
  EGifSetGifVersion(gif, true);
  EGifPutScreenDesc(gif, width, height, 8, 0, map);
  GifPixelType *line = malloc((size_t)width);
  for (int f = 0; f < frames; f++) {
    if (transparent) {
      GifByteType control[4] = {1, 10, 0, 0};
      EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, control);
    }
    EGifPutImageDesc(gif, 0, 0, width, height, interlaced, NULL);
    static const int first[4] = {0, 4, 2, 1}, step[4] = {8, 8, 4, 2};
    for (int pass = 0; pass < (interlaced ? 4 : 1); pass++) {
      for (int y = interlaced ? first[pass] : 0; y < height; y += interlaced ? step[pass] : 1) {
        for (int x = 0; x < width; x++) {
          const uint8_t *p = rgba + 4 * ((size_t)y * width + x);
          line[x] = (GifPixelType)(level(p[0]) * 36 + level(p[1]) * 6 + level(p[2]));
          if (f > 0) line[x] = (GifPixelType)((line[x] + f) % 216);
        }
        EGifPutLine(gif, line, width);
      }
    }
  }
  EGifCloseFile(gif, &error);
  GifFreeMapObject(map);
  free(line);
  *size = out.size;
  return out.data;
}
