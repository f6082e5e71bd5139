/* The libpng functions the picture helper's decoder uses, loaded on first use
   (lazy_libraries.h). png_jmpbuf is a macro that calls png_set_longjmp_fn with libc's longjmp. */
#include <png.h>

#include "lazy_library.h"

static struct lazy_library png = LAZY_LIBRARY(
    "libpng" LAZY_STRING(PNG_LIBPNG_VER_DLLNUM) ".so." LAZY_STRING(PNG_LIBPNG_VER_SONUM), "libpng16-16");

LAZY_FUNCTION(png, png_structp, png_create_read_struct,
              (png_const_charp version, png_voidp context, png_error_ptr on_error, png_error_ptr on_warning),
              (version, context, on_error, on_warning))
LAZY_FUNCTION(png, png_infop, png_create_info_struct, (png_const_structrp reader), (reader))
LAZY_VOID_FUNCTION(png, png_destroy_read_struct, (png_structpp reader, png_infopp info, png_infopp end),
                   (reader, info, end))
LAZY_FUNCTION(png, jmp_buf *, png_set_longjmp_fn,
              (png_structrp reader, png_longjmp_ptr jump, size_t size), (reader, jump, size))
LAZY_NORETURN_FUNCTION(png, png_error, (png_const_structrp reader, png_const_charp message),
                       (reader, message))
LAZY_NORETURN_FUNCTION(png, png_longjmp, (png_const_structrp reader, int value), (reader, value))
LAZY_FUNCTION(png, png_voidp, png_get_error_ptr, (png_const_structrp reader), (reader))
LAZY_FUNCTION(png, png_voidp, png_get_io_ptr, (png_const_structrp reader), (reader))
LAZY_VOID_FUNCTION(png, png_set_read_fn, (png_structrp reader, png_voidp source, png_rw_ptr read),
                   (reader, source, read))
LAZY_VOID_FUNCTION(png, png_set_user_limits,
                   (png_structrp reader, png_uint_32 width, png_uint_32 height), (reader, width, height))
LAZY_VOID_FUNCTION(png, png_set_chunk_malloc_max, (png_structrp reader, png_alloc_size_t most),
                   (reader, most))
LAZY_FUNCTION(png, int, png_set_option, (png_structrp reader, int option, int on), (reader, option, on))
LAZY_VOID_FUNCTION(png, png_read_info, (png_structrp reader, png_inforp info), (reader, info))
LAZY_FUNCTION(png, png_uint_32, png_get_image_width, (png_const_structrp reader, png_const_inforp info),
              (reader, info))
LAZY_FUNCTION(png, png_uint_32, png_get_image_height, (png_const_structrp reader, png_const_inforp info),
              (reader, info))
LAZY_VOID_FUNCTION(png, png_set_expand, (png_structrp reader), (reader))
LAZY_VOID_FUNCTION(png, png_set_strip_16, (png_structrp reader), (reader))
LAZY_VOID_FUNCTION(png, png_set_gray_to_rgb, (png_structrp reader), (reader))
LAZY_VOID_FUNCTION(png, png_set_add_alpha, (png_structrp reader, png_uint_32 filler, int flags),
                   (reader, filler, flags))
LAZY_FUNCTION(png, int, png_set_interlace_handling, (png_structrp reader), (reader))
LAZY_VOID_FUNCTION(png, png_read_update_info, (png_structrp reader, png_inforp info), (reader, info))
LAZY_FUNCTION(png, size_t, png_get_rowbytes, (png_const_structrp reader, png_const_inforp info),
              (reader, info))
LAZY_VOID_FUNCTION(png, png_read_image, (png_structrp reader, png_bytepp rows), (reader, rows))
LAZY_VOID_FUNCTION(png, png_read_row, (png_structrp reader, png_bytep row, png_bytep display),
                   (reader, row, display))
/* Writing, for pictures in the terminal's graphics (picture_png_write.c). */
LAZY_FUNCTION(png, png_structp, png_create_write_struct,
              (png_const_charp version, png_voidp context, png_error_ptr on_error, png_error_ptr on_warning),
              (version, context, on_error, on_warning))
LAZY_VOID_FUNCTION(png, png_destroy_write_struct, (png_structpp writer, png_infopp info), (writer, info))
LAZY_VOID_FUNCTION(png, png_set_write_fn,
                   (png_structrp writer, png_voidp sink, png_rw_ptr write, png_flush_ptr flush),
                   (writer, sink, write, flush))
LAZY_VOID_FUNCTION(png, png_set_compression_level, (png_structrp writer, int level), (writer, level))
LAZY_VOID_FUNCTION(png, png_set_filter, (png_structrp writer, int method, int filters),
                   (writer, method, filters))
LAZY_VOID_FUNCTION(png, png_set_IHDR,
                   (png_const_structrp writer, png_inforp info, png_uint_32 width, png_uint_32 height,
                    int depth, int color, int interlace, int compression, int filter),
                   (writer, info, width, height, depth, color, interlace, compression, filter))
LAZY_VOID_FUNCTION(png, png_write_info, (png_structrp writer, png_const_inforp info), (writer, info))
LAZY_VOID_FUNCTION(png, png_write_row, (png_structrp writer, png_const_bytep row), (writer, row))
LAZY_VOID_FUNCTION(png, png_write_end, (png_structrp writer, png_inforp info), (writer, info))
