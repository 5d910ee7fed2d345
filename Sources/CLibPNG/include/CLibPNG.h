#ifndef FLIPBOOK_CLIBPNG_H
#define FLIPBOOK_CLIBPNG_H

#include <stddef.h>
#include <stdint.h>

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
