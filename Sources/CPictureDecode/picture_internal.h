#ifndef LV_PICTURE_INTERNAL_H
#define LV_PICTURE_INTERNAL_H
#include "picture_decode.h"

/** Averages source pixels into a smaller target picture, the dark ones weighing more (thin
    lines stay dark); at natural size it copies them
    straight in. A target a few pixels larger than the source in a side (a cell grid rounded up)
    repeats source pixels there. Rows may come in any order (GIF interlace); a decoder that
    gives them top to bottom says so (`ordered`), and then only one target row is summed at a
    time. */
typedef struct {
  int source_width, source_height;
  int width, height;
  uint8_t *pixels;     /* the target picture, white until written */
  int direct;          /* natural size: rows copied straight into `pixels` */
  int banded;          /* ordered rows, shrinking down: `sums` is one target row, `band` */
  int band;            /* the target row being summed (banded), -1 before the first */
  int *column_of;      /* first target column of each source column */
  int *last_column_of; /* last target column of each source column (more than one if enlarged) */
  uint64_t *sums;      /* r, g, b, weight per target pixel (of one row, when banded) */
} lv_shrinker;

/** Sets up a shrinker; returns 0 when out of memory. */
int lv_shrinker_start(lv_shrinker *s, int source_width, int source_height, int width, int height,
                      int ordered);
/** Adds source row `y` (RGBA8, `count` pixels starting at column `x0`), composited over white. */
void lv_shrinker_add_rgba(lv_shrinker *s, int y, int x0, const uint8_t *row, int count);
/** Hands over the averaged picture (RGBA8, opaque; untouched pixels white); free it with free. */
uint8_t *lv_shrinker_finish(lv_shrinker *s);
/** Frees what the shrinker holds. */
void lv_shrinker_free(lv_shrinker *s);

void lv_fit_box(int w, int h, int box_width, int box_height, int *out_w, int *out_h);

/** The size `target` gives a w x h source, within 1 .. w by 1 .. h. */
void lv_target_size(lv_picture_target target, int w, int h, int *out_w, int *out_h);

/** Sets `out` to a failure with a message. */
void lv_fail(lv_picture *out, int status, const char *message);

void lv_decode_png(const uint8_t *data, size_t size, lv_picture_target target,
                   lv_picture_budget budget,
                   lv_picture *out);
void lv_decode_jpeg(const uint8_t *data, size_t size, lv_picture_target target,
                   lv_picture_budget budget,
                    lv_picture *out);
void lv_decode_gif(const uint8_t *data, size_t size, lv_picture_target target,
                   lv_picture_budget budget,
                   lv_picture *out);
#endif
