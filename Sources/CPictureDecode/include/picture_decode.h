#ifndef LV_PICTURE_DECODE_H
#define LV_PICTURE_DECODE_H
/* Decoding of PNG, JPEG and GIF (first frame) into a small RGBA picture, with budgets.
   libpng and libjpeg report errors by longjmp; every setjmp and longjmp stays inside this C
   target, so none ever crosses a Swift frame. Callers get a status and a message. */
#include <stddef.h>
#include <stdint.h>

/** The formats recognised by their first bytes. */
enum lv_picture_format {
  LV_PICTURE_UNKNOWN = 0,
  LV_PICTURE_PNG = 1,
  LV_PICTURE_JPEG = 2,
  LV_PICTURE_GIF = 3,
};

/** What became of a decode. */
enum lv_picture_status {
  LV_PICTURE_OK = 0,
  /** Not PNG, JPEG or GIF by its magic bytes (an HTML page served as a picture, say). */
  LV_PICTURE_NOT_A_PICTURE = 1,
  /** Truncated or damaged. */
  LV_PICTURE_CORRUPT = 2,
  /** Claims more pixels than the budget allows. */
  LV_PICTURE_TOO_LARGE = 3,
  /** An allocation failed. */
  LV_PICTURE_NO_MEMORY = 4,
};

/** Limits a decode keeps to. */
typedef struct {
  /** Most pixels a source may have (width x height of the picture as its header claims). */
  int64_t max_source_pixels;
  /** Most bytes a decoder may hold for a whole picture (interlaced PNG, progressive JPEG). */
  int64_t max_buffer_bytes;
} lv_picture_budget;

/** A decoded picture: RGBA8, opaque (transparency composited over white), width x height. */
typedef struct {
  int status;
  int format;
  /** The size the picture claims (its natural size). */
  int source_width;
  int source_height;
  /** The size of `pixels`: the natural size fitted into the box asked for, never larger. */
  int width;
  int height;
  uint8_t *pixels;
  char message[160];
} lv_picture;

/** The format of `data` by its magic bytes. */
int lv_picture_sniff(const uint8_t *data, size_t size);

/** Chooses the size to decode a source_width x source_height picture at, once its header is read:
    sets *width and *height (each then kept within 1 .. the source's + 8: a grid of cells may
    round a side up by a few pixels, which repeats source pixels). */
typedef void (*lv_picture_sizer)(int source_width, int source_height, void *context, int *width,
                                 int *height);

/** The size a decode scales to: a sizer when set, else the box (aspect kept, never enlarged). */
typedef struct {
  int box_width, box_height;
  lv_picture_sizer sizer;
  void *context;
} lv_picture_target;

/** Decodes `data` scaled down to the size `target` gives, each target pixel the average of the
    source pixels it covers, weighted toward the dark ones so that thin lines stay dark (and so a
    cells renderer can be handed exactly the pixels it samples).
    Always fills `out`; free it with lv_picture_release. */
void lv_picture_decode_to(const uint8_t *data, size_t size, lv_picture_target target,
                          lv_picture_budget budget, lv_picture *out);

/** Decodes `data` scaled down (aspect kept, never enlarged) to fit box_width x box_height.
    Always fills `out`; free it with lv_picture_release. */
void lv_picture_decode(const uint8_t *data, size_t size, int box_width, int box_height,
                       lv_picture_budget budget, lv_picture *out);

/** Thickens thin dark lines in RGBA8 `pixels` (width x height) in place to 2 pixels: each pixel
    becomes the darkest of itself and its neighbours right, below and below right. */
void lv_picture_thicken(uint8_t *pixels, int width, int height);

/** Encodes RGB8 `rgb` (width x height, 3 bytes a pixel) as an RGB PNG of at most `limit` bytes into a new buffer at *out (free it with lv_picture_free_bytes).
    Returns 1 on success, 0 when it is too large, out of memory, or libpng fails. */
int lv_picture_encode_png(const uint8_t *rgb, int width, int height, size_t limit, uint8_t **out,
                          size_t *out_count);

/** Frees a buffer lv_picture_encode_png made. */
void lv_picture_free_bytes(uint8_t *bytes);

/** Frees the pixels of `picture`. */
void lv_picture_release(lv_picture *picture);

#endif
