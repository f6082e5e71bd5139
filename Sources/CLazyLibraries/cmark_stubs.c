/* The cmark-gfm functions leetview uses, loaded on first use (lazy_libraries.h). The extensions
   library needs the core one, so loading it loads both and its handle finds the functions of
   each. Its headers declare every function with default visibility unless told the library is
   linked statically: told so, they let these stand-ins be hidden (lazy_library.h). */
#define CMARK_GFM_STATIC_DEFINE 1
#define CMARK_GFM_EXTENSIONS_STATIC_DEFINE 1
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm_version.h>

#include "lazy_library.h"

static struct lazy_library cmark =
    LAZY_LIBRARY("libcmark-gfm-extensions.so." CMARK_GFM_VERSION_STRING, "libcmark-gfm-extensions0.29.0.gfm.6");

LAZY_FUNCTION(cmark, cmark_parser *, cmark_parser_new, (int options), (options))
LAZY_VOID_FUNCTION(cmark, cmark_parser_free, (cmark_parser * parser), (parser))
LAZY_VOID_FUNCTION(cmark, cmark_parser_feed, (cmark_parser * parser, const char *buffer, size_t length),
                   (parser, buffer, length))
LAZY_FUNCTION(cmark, cmark_node *, cmark_parser_finish, (cmark_parser * parser), (parser))
LAZY_FUNCTION(cmark, int, cmark_parser_attach_syntax_extension,
              (cmark_parser * parser, cmark_syntax_extension *extension), (parser, extension))
LAZY_FUNCTION(cmark, cmark_syntax_extension *, cmark_find_syntax_extension, (const char *name), (name))
LAZY_VOID_FUNCTION(cmark, cmark_gfm_core_extensions_ensure_registered, (void), ())
LAZY_FUNCTION(cmark, bool, cmark_gfm_extensions_get_tasklist_item_checked, (cmark_node * node), (node))

LAZY_FUNCTION(cmark, cmark_iter *, cmark_iter_new, (cmark_node * root), (root))
LAZY_VOID_FUNCTION(cmark, cmark_iter_free, (cmark_iter * iter), (iter))
LAZY_FUNCTION(cmark, cmark_event_type, cmark_iter_next, (cmark_iter * iter), (iter))
LAZY_FUNCTION(cmark, cmark_node *, cmark_iter_get_node, (cmark_iter * iter), (iter))
LAZY_VOID_FUNCTION(cmark, cmark_node_free, (cmark_node * node), (node))

LAZY_FUNCTION(cmark, cmark_node_type, cmark_node_get_type, (cmark_node * node), (node))
LAZY_FUNCTION(cmark, const char *, cmark_node_get_type_string, (cmark_node * node), (node))
LAZY_FUNCTION(cmark, const char *, cmark_node_get_literal, (cmark_node * node), (node))
LAZY_FUNCTION(cmark, const char *, cmark_node_get_url, (cmark_node * node), (node))
LAZY_FUNCTION(cmark, const char *, cmark_node_get_fence_info, (cmark_node * node), (node))
LAZY_FUNCTION(cmark, int, cmark_node_get_heading_level, (cmark_node * node), (node))
LAZY_FUNCTION(cmark, int, cmark_node_get_list_start, (cmark_node * node), (node))
LAZY_FUNCTION(cmark, cmark_list_type, cmark_node_get_list_type, (cmark_node * node), (node))
LAZY_FUNCTION(cmark, int, cmark_node_get_start_line, (cmark_node * node), (node))
LAZY_FUNCTION(cmark, int, cmark_node_get_end_line, (cmark_node * node), (node))
