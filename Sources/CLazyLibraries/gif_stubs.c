/* The giflib functions the picture helper's decoder uses, loaded on first use
   (lazy_libraries.h). */
#include <gif_lib.h>

#include "lazy_library.h"

/* giflib 5.1 and later have the soname libgif.so.7 (the header names only the release, 5). */
static struct lazy_library gif = LAZY_LIBRARY("libgif.so.7", "libgif7");

LAZY_FUNCTION(gif, GifFileType *, DGifOpen, (void *source, InputFunc read, int *error), (source, read, error))
LAZY_FUNCTION(gif, int, DGifCloseFile, (GifFileType * file, int *error), (file, error))
LAZY_FUNCTION(gif, int, DGifGetRecordType, (GifFileType * file, GifRecordType *type), (file, type))
LAZY_FUNCTION(gif, int, DGifGetImageDesc, (GifFileType * file), (file))
LAZY_FUNCTION(gif, int, DGifGetExtension, (GifFileType * file, int *code, GifByteType **block),
              (file, code, block))
LAZY_FUNCTION(gif, int, DGifGetExtensionNext, (GifFileType * file, GifByteType **block), (file, block))
LAZY_FUNCTION(gif, int, DGifGetLine, (GifFileType * file, GifPixelType *line, int length), (file, line, length))
