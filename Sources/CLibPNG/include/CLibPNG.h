#ifndef FLIPBOOK_CLIBPNG_H
#define FLIPBOOK_CLIBPNG_H

#include <stddef.h>
#include <stdint.h>

/// Converts a band of `rows` rows of ARGB32 words, `stride` bytes apart, into PNG rows packed
/// in `output` (each a filter byte 0 and RGB triples, as `flipbook_convert_row`), which must
/// have 16 bytes of room past the last row; sets `*hash` to a 64-bit hash of the pixels (for
/// the band cache, png_band_hash.h). Returns the AND of the words. One read of the pixels
/// where the processor has AES rounds (the hash's steps); two elsewhere.
/// (png_simd.c)
uint32_t flipbook_convert_band(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t rows, uint8_t *output,
                               uint64_t *hash);

/// `flipbook_convert_band` as it runs on a processor without AES rounds: the same rows and the
/// same AND, the plain hash. For the tests, which run where the processor has them.
/// (png_simd.c)
uint32_t flipbook_convert_band_without_aes(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t rows,
                                           uint8_t *output, uint64_t *hash);

/// Encodes straight-alpha RGBA8 rows into a PNG held in memory.
/// `compression_level` is zlib's 0...9; `filter_rows` chooses libpng's adaptive row filters
/// (smaller, slower) over none. On success returns 0 and hands over a malloc'd buffer in
/// `*out` (free it with `flipbook_png_free`); on failure returns -1 and writes libpng's
/// message into `error` (NUL-terminated, at most `error_size` bytes).
int flipbook_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                        int compression_level, int filter_rows,
                        uint8_t **out, size_t *out_size,
                        char *error, size_t error_size);

/// Encodes Cairo's ARGB32 pixels (premultiplied, native-endian words, rows `stride` bytes
/// apart) into a PNG held in memory: RGB when every pixel is opaque, else straight-alpha RGBA.
/// Opaque images without row filters go through `flipbook_png_encode_opaque_argb32` with
/// `bands` bands (1: the same bytes as libpng), others through libpng.
/// Little-endian machines only. Same results and ownership as `flipbook_png_encode`.
int flipbook_png_encode_argb32(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                               int compression_level, int filter_rows, int bands,
                               uint8_t **out, size_t *out_size,
                               char *error, size_t error_size);

/// Encodes opaque ARGB32 pixels as an RGB PNG with zlib directly, the BGRX → RGB conversion
/// fused into deflate's input. `bands` 1 gives libpng's bytes for unfiltered rows at
/// `compression_level` (when the rows exceed 16 KB, below which libpng shrinks its window);
/// more bands (at most 64) deflate bands of rows on threads of their own, joined into one
/// zlib stream with full flushes and a combined adler32 (other bytes, the same pixels).
/// Returns 0 with a malloc'd PNG, 1 when a pixel is not opaque (nothing is returned), -1 when
/// memory or zlib failed.
int flipbook_png_encode_opaque_argb32(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                      int compression_level, int bands, uint8_t **out, size_t *out_size);

/// A bounded cache of deflated bands of rows (see `flipbook_png_encode_opaque_bands`), kept by
/// their pixels and shared by the threads that encode one frame sequence (it has its own lock).
typedef struct flipbook_band_cache flipbook_band_cache;

/// Creates an empty band cache that holds at most `frames` frames' worth of pixels (in bytes
/// of the largest frame's ARGB pixels encoded through it; copies of the bands' RGB rows,
/// deflated bytes and bookkeeping counted) and never more than `cap_bytes`; least recently used bands go first. NULL when
/// out of memory.
flipbook_band_cache *flipbook_band_cache_create(double frames, size_t cap_bytes);

/// Frees the cache and every band it holds; no encoder may be using it.
void flipbook_band_cache_destroy(flipbook_band_cache *cache);

/// What a band cache holds and how often it served.
typedef struct {
    size_t bytes;      // held: row copies, deflated bytes and bookkeeping
    size_t entries;    // bands held
    uint64_t hits;     // bands found with the same pixels, copied instead of compressed
    uint64_t misses;   // bands looked for and not found
    uint64_t kept;     // bands copied from a band memory instead (not looked for)
} flipbook_band_cache_stats;

/// Reads the cache's counters (under its lock).
void flipbook_band_cache_get_stats(flipbook_band_cache *cache, flipbook_band_cache_stats *stats);

/// The bands of the last frame encoded from one kept surface (see
/// `flipbook_png_encode_opaque_bands`), for copying those that nothing drew over since. Not
/// thread-safe: one encoder at a time.
typedef struct flipbook_band_memory flipbook_band_memory;

/// An empty band memory; NULL when out of memory.
flipbook_band_memory *flipbook_band_memory_create(void);

/// Frees the memory and the frame it holds.
void flipbook_band_memory_destroy(flipbook_band_memory *memory);

/// Encodes opaque ARGB32 pixels as an RGB PNG for a frame sequence: the rows in bands of
/// `band_rows` (the last one shorter), each deflated at `compression_level` (level 1 by the
/// deflater for flat colours, flat_deflate.c; other levels by zlib) as a raw stream of its
/// own, started afresh and ended by a sync flush, joined after one zlib header, closed by
/// an empty final block and checked by the combined adler32. A band's bytes depend on its
/// pixels alone, so `cache` (NULL for none) gives back a band seen in a recent frame instead
/// of compressing it again, and the file is the same bytes with or without it.
///
/// `memory` (NULL for none) holds the bands of the last frame encoded through it, and is left
/// holding this one's. When `unchanged` is not NULL it has a byte a band, not 0 where the
/// band's pixels are those of the frame the memory holds (no drawing touched its rows since):
/// such a band is copied from the memory, its pixels not read, when the memory holds a frame
/// of this size, band height and level. Passing a band as unchanged whose pixels changed
/// writes the old band: the caller knows. Returns 0 with a malloc'd PNG, 1 when a pixel is not
/// opaque (nothing is returned), -1 when memory or zlib failed; the memory then holds no frame.
int flipbook_png_encode_opaque_bands(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                     int compression_level, uint32_t band_rows, flipbook_band_cache *cache,
                                     flipbook_band_memory *memory, const uint8_t *unchanged,
                                     uint8_t **out, size_t *out_size);

/// `flipbook_png_encode_opaque_bands`, or libpng's straight-alpha RGBA encoding when a pixel is
/// not opaque. Same results and ownership as `flipbook_png_encode`.
int flipbook_png_encode_argb32_bands(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                     int compression_level, uint32_t band_rows, flipbook_band_cache *cache,
                                     flipbook_band_memory *memory, const uint8_t *unchanged,
                                     uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Encodes opaque ARGB32 pixels as RGB through libpng alone, rows unfiltered: the reference
/// whose bytes one band of `flipbook_png_encode_opaque_argb32` reproduces (tests use it).
int flipbook_png_encode_argb32_libpng(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                      int compression_level, uint8_t **out, size_t *out_size,
                                      char *error, size_t error_size);

/// Frees a buffer returned by `flipbook_png_encode`.
void flipbook_png_free(uint8_t *buffer);

/// Reads the header of a PNG held in memory. Returns 0 and the size on success, -1 and a
/// message otherwise. Nothing is allocated for the pixels.
int flipbook_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                           char *error, size_t error_size);

/// Decodes a PNG held in memory into straight-alpha RGBA8 rows in `pixels`, which must hold
/// `width * height * 4` bytes for the size `flipbook_png_read_size` reported.
int flipbook_png_decode(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                        char *error, size_t error_size);

#endif
