// A deflater for the bands of frames drawn in flat colours (png_bands.c at level 1): greedy
// matches against the pixel before, the row above and one hashed earlier position, blocks
// with Huffman codes made for them (one for a band of 16 rows), and a sync flush. Its bytes
// are a function of its input alone, whatever the deflater compressed before. Private to
// CLibPNG.
#ifndef FLIPBOOK_FLAT_DEFLATE_H
#define FLIPBOOK_FLAT_DEFLATE_H

#include "png_stream.h"

#include <stddef.h>
#include <stdint.h>

/// A deflater's memory, kept from band to band: a table of recent positions by the hash of
/// their next four bytes, and the band's symbols before they are coded.
typedef struct {
    uint32_t *positions;   // `flat_hash_size` entries, each 0 or `origin` + an offset in a band
    uint32_t origin;       // added to this band's offsets; entries below it are from earlier bands
    uint32_t *symbols;     // a literal byte, or a match (length << 15 | distance - 1)
    size_t symbols_capacity;
} flipbook_flat_deflater;

/// Prepares `deflater`; 0, or -1 when out of memory.
int flipbook_flat_deflater_init(flipbook_flat_deflater *deflater);

/// Frees what `deflater` holds.
void flipbook_flat_deflater_free(flipbook_flat_deflater *deflater);

/// Appends to `out` the raw deflate stream of `bytes` (`length` of them, PNG rows of
/// `row_bytes` bytes each, so the row above is `row_bytes` back): non-final blocks ended by a
/// sync flush (an empty stored block), so bands join. The bytes depend on the input alone.
/// 0, or -1 when out of memory.
int flipbook_flat_deflate(flipbook_flat_deflater *deflater, const uint8_t *bytes, size_t length, size_t row_bytes,
                          flipbook_byte_buffer *out);

#endif
