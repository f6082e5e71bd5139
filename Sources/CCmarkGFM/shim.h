#ifndef CCMARKGFM_SHIM_H
#define CCMARKGFM_SHIM_H
/* GitHub's CommonMark parser (Debian libcmark-gfm-dev, libcmark-gfm-extensions-dev)
   and its table, strikethrough, autolink and tasklist extensions. */
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

/* Macros Swift cannot import, exposed as constants. */
static const int LV_CMARK_OPT_DEFAULT = CMARK_OPT_DEFAULT;
static const int LV_CMARK_OPT_VALIDATE_UTF8 = CMARK_OPT_VALIDATE_UTF8;
static const int LV_CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE = CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE;
#endif
