#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H
/* libjpeg-turbo (Debian libjpeg62-turbo-dev). Called only from CPictureDecode, whose setjmp keeps
   its longjmp in C. */
#include <stdio.h>
#include <jpeglib.h>
#endif
