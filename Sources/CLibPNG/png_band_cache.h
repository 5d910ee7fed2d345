// The band cache's side of the band encoder (png_bands.c); the public half is in CLibPNG.h.
// Private to CLibPNG.
#ifndef FLIPBOOK_PNG_BAND_CACHE_H
#define FLIPBOOK_PNG_BAND_CACHE_H

#include "CLibPNG.h"
#include "png_stream.h"

/// What identifies a band of pixels: its rows as deflate takes them (`size` bytes, each row a
/// filter byte and `width` RGB triples, see `flipbook_convert_band`), its size in pixels, the
/// zlib level it is deflated at, and the hash of its pixels.
typedef struct {
    const uint8_t *rows_bytes;
    size_t size;
    uint32_t width, rows;
    int level;
    uint64_t hash;
} flipbook_band_key;

/// Tells the cache the pixel bytes of a frame about to be encoded (its limit follows the
/// largest frame, see `flipbook_band_cache_create`).
void flipbook_band_cache_note_frame(flipbook_band_cache *cache, size_t frame_bytes);

/// Counts `bands` copied from a band memory (`flipbook_png_encode_opaque_bands`), which the
/// cache was not asked for.
void flipbook_band_cache_note_kept(flipbook_band_cache *cache, size_t bands);

/// When the cache holds a band with exactly the key's rows, appends its deflated bytes to
/// `out`, sets `*adler` to the adler32 of its rows and returns 1; else returns 0 (-1: out of
/// memory). The rows are compared byte for byte, outside the lock.
int flipbook_band_cache_append(flipbook_band_cache *cache, const flipbook_band_key *key,
                               flipbook_byte_buffer *out, uLong *adler);

/// Keeps a copy of the key's rows with their `size` deflated bytes and their rows' adler32,
/// evicting the least recently used bands past the limit. Does nothing when an entry of the
/// same hash and size is there already (two threads that compressed the same band) or when
/// memory is short.
void flipbook_band_cache_insert(flipbook_band_cache *cache, const flipbook_band_key *key,
                                const uint8_t *deflated, size_t size, uLong adler);

#endif
