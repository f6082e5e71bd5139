#ifndef LV_PICTURE_FIXTURES_H
#define LV_PICTURE_FIXTURES_H
/* Test pictures written with the libraries' own encoders: the team's fixtures, made at test time
   (no picture files are committed). Every function returns a malloc'd buffer (free it) or NULL. */
#include <stddef.h>
#include <stdint.h>

/** A PNG of `rgba` (width x height x 4 bytes) as colour type `color_type` (0 grey, 2 RGB,
    3 palette of the first 256 colours met, 4 grey+alpha, 6 RGBA) at `bit_depth` 8 or 16. */
uint8_t *lv_fixture_png(const uint8_t *rgba, int width, int height, int color_type, int bit_depth,
                        int interlaced, size_t *size);

/** A JPEG of `rgba` (alpha ignored); `grey` 1 writes one channel, 2 Adobe CMYK. */
uint8_t *lv_fixture_jpeg(const uint8_t *rgba, int width, int height, int progressive, int grey,
                         size_t *size);

/** A GIF of `frames` frames of `rgba` (colours reduced to 6x6x6 levels), `interlaced`, with
    index 0 transparent when `transparent`. */
uint8_t *lv_fixture_gif(const uint8_t *rgba, int width, int height, int frames, int interlaced,
                        int transparent, size_t *size);

/** zlib's CRC-32, to patch a PNG chunk. */
uint32_t lv_fixture_crc32(const uint8_t *data, size_t size);
#endif
