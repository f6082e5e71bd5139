/* The libjpeg functions the picture helper's decoder uses, loaded on first use
   (lazy_libraries.h). The soname follows the API the header declares (62 for Debian's
   libjpeg62-turbo, 8 for a jpeg8 build). */
#include <stdio.h>
#include <jpeglib.h>

#include "lazy_library.h"

static struct lazy_library jpeg = LAZY_LIBRARY("libjpeg.so." LAZY_STRING(JPEG_LIB_VERSION), "libjpeg62-turbo");

LAZY_FUNCTION(jpeg, struct jpeg_error_mgr *, jpeg_std_error, (struct jpeg_error_mgr * manager), (manager))
LAZY_VOID_FUNCTION(jpeg, jpeg_CreateDecompress, (j_decompress_ptr info, int version, size_t size),
                   (info, version, size))
LAZY_VOID_FUNCTION(jpeg, jpeg_destroy_decompress, (j_decompress_ptr info), (info))
LAZY_VOID_FUNCTION(jpeg, jpeg_mem_src, (j_decompress_ptr info, const unsigned char *data, unsigned long size),
                   (info, data, size))
LAZY_FUNCTION(jpeg, int, jpeg_read_header, (j_decompress_ptr info, boolean image), (info, image))
LAZY_VOID_FUNCTION(jpeg, jpeg_calc_output_dimensions, (j_decompress_ptr info), (info))
LAZY_FUNCTION(jpeg, boolean, jpeg_start_decompress, (j_decompress_ptr info), (info))
LAZY_FUNCTION(jpeg, JDIMENSION, jpeg_read_scanlines, (j_decompress_ptr info, JSAMPARRAY rows, JDIMENSION most),
              (info, rows, most))
