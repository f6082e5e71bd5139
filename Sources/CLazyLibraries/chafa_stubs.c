/* The chafa functions the picture helper uses to turn pixels into cells, loaded on first use
   (lazy_libraries.h). chafa's own calls into glib stay inside the libraries it loads. */
#include <chafa.h>

#include "lazy_library.h"

/* chafa 1.x has the soname libchafa.so.0 (the header names only the release). */
static struct lazy_library chafa = LAZY_LIBRARY("libchafa.so.0", "libchafa0");

LAZY_FUNCTION(chafa, ChafaSymbolMap *, chafa_symbol_map_new, (void), ())
LAZY_VOID_FUNCTION(chafa, chafa_symbol_map_add_by_tags, (ChafaSymbolMap * map, ChafaSymbolTags tags),
                   (map, tags))
LAZY_FUNCTION(chafa, ChafaCanvasConfig *, chafa_canvas_config_new, (void), ())
LAZY_VOID_FUNCTION(chafa, chafa_canvas_config_unref, (ChafaCanvasConfig * config), (config))
LAZY_VOID_FUNCTION(chafa, chafa_canvas_config_set_geometry, (ChafaCanvasConfig * config, gint width, gint height),
                   (config, width, height))
LAZY_VOID_FUNCTION(chafa, chafa_canvas_config_set_canvas_mode, (ChafaCanvasConfig * config, ChafaCanvasMode mode),
                   (config, mode))
LAZY_VOID_FUNCTION(chafa, chafa_canvas_config_set_symbol_map,
                   (ChafaCanvasConfig * config, const ChafaSymbolMap *map), (config, map))
LAZY_VOID_FUNCTION(chafa, chafa_canvas_config_set_preprocessing_enabled,
                   (ChafaCanvasConfig * config, gboolean enabled), (config, enabled))
LAZY_VOID_FUNCTION(chafa, chafa_canvas_config_set_dither_mode, (ChafaCanvasConfig * config, ChafaDitherMode mode),
                   (config, mode))
LAZY_FUNCTION(chafa, ChafaCanvas *, chafa_canvas_new, (const ChafaCanvasConfig *config), (config))
LAZY_VOID_FUNCTION(chafa, chafa_canvas_unref, (ChafaCanvas * canvas), (canvas))
LAZY_VOID_FUNCTION(chafa, chafa_canvas_draw_all_pixels,
                   (ChafaCanvas * canvas, ChafaPixelType type, const guint8 *pixels, gint width, gint height,
                    gint stride),
                   (canvas, type, pixels, width, height, stride))
LAZY_FUNCTION(chafa, gunichar, chafa_canvas_get_char_at, (ChafaCanvas * canvas, gint x, gint y), (canvas, x, y))
LAZY_VOID_FUNCTION(chafa, chafa_canvas_get_colors_at,
                   (ChafaCanvas * canvas, gint x, gint y, gint *foreground, gint *background),
                   (canvas, x, y, foreground, background))
