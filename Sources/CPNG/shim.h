#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
/* libpng (Debian libpng-dev). Called only from CPictureDecode, whose setjmp keeps its longjmp in C. */
#include <png.h>
#endif
