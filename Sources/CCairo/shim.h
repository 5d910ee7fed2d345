#ifndef FLIPBOOK_CCAIRO_SHIM_H
#define FLIPBOOK_CCAIRO_SHIM_H

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

/// A Pango font map over Cairo's FreeType backend that sees only the fonts of `config`.
/// FreeType is the only Cairo backend that draws colour emoji.
static inline PangoFontMap *flipbook_font_map_new(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map != NULL) {
        pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    }
    return map;
}

static inline void flipbook_object_unref(void *object) { g_object_unref(object); }

#endif
