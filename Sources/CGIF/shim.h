#ifndef CGIF_SHIM_H
#define CGIF_SHIM_H
/* giflib (Debian libgif-dev): the first frame of a GIF. Called only from CPictureDecode. */
#include <gif_lib.h>
#endif
