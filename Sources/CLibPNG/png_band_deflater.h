// The deflater of the band encoder (png_bands.c): one raw deflate stream a band, begun afresh
// and ended by a sync flush. Private to CLibPNG.
#ifndef FLIPBOOK_PNG_BAND_DEFLATER_H
#define FLIPBOOK_PNG_BAND_DEFLATER_H

#include "png_stream.h"

/// Deflates bands at one level: level 1 (`PNGOptions.fastest`, every frame sequence's default)
/// with ISA-L's igzip, which on these frames is 2.3 times as fast as zlib's level 1 and a little
/// smaller; every other level with zlib at that level.
typedef struct flipbook_band_deflater flipbook_band_deflater;

/// A deflater for `level` (0…9); NULL when out of memory or the library failed.
flipbook_band_deflater *flipbook_band_deflater_create(int level);

/// Frees the deflater.
void flipbook_band_deflater_destroy(flipbook_band_deflater *deflater);

/// Starts a new band: nothing deflated before is seen by what comes next. 0, or -1.
int flipbook_band_deflater_begin(flipbook_band_deflater *deflater);

/// Deflates `length` bytes of the band into `out`; `last` ends the band with a sync flush
/// (byte-aligned, not final). 0, or -1 when out of memory or the library failed.
int flipbook_band_deflater_add(flipbook_band_deflater *deflater, const uint8_t *bytes, size_t length, int last,
                               flipbook_byte_buffer *out);

#endif
