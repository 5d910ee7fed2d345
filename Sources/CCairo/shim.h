#ifndef FLIPBOOK_CCAIRO_SHIM_H
#define FLIPBOOK_CCAIRO_SHIM_H

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stddef.h>

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

/// The unreferenced scaled fonts Cairo keeps for reuse (CAIRO_SCALED_FONT_MAX_HOLDOVERS, 256 in
/// every Cairo since 1.2), each with its glyph images.
enum { flipbook_cairo_font_holdovers = 256 };

/// Pushes every scaled font that nothing references out of Cairo's holdover list, so that
/// Cairo frees them with their glyph images. Cairo offers no call for this; it destroys the
/// oldest holdover whenever a newly unreferenced font joins a full list, so this makes and
/// drops as many fonts of a fresh, empty user font face (distinct sizes; no glyphs, a few
/// hundred bytes each). Thread-safe, like every scaled-font call; fonts in use are untouched.
static inline void flipbook_cairo_flush_font_holdovers(void) {
    cairo_font_face_t *face = cairo_user_font_face_create();
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_matrix_t identity, size;
    cairo_matrix_init_identity(&identity);
    for (int i = 1; i <= flipbook_cairo_font_holdovers; i++) {
        cairo_matrix_init_scale(&size, i, i);
        cairo_scaled_font_destroy(cairo_scaled_font_create(face, &size, &identity, options));
    }
    cairo_font_options_destroy(options);
    cairo_font_face_destroy(face);
}

#endif
