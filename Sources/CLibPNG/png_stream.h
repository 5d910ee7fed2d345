// What the zlib encoders of opaque frames share (png_fast.c, png_bands.c): a growing byte
// buffer, the fused BGRX → RGB row conversion, deflate into a buffer, and the PNG around a
// finished zlib stream. Private to CLibPNG.
#ifndef FLIPBOOK_PNG_STREAM_H
#define FLIPBOOK_PNG_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include <zlib.h>

/// Bytes appended to a malloc'd block that grows by doubling.
typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
} flipbook_byte_buffer;

/// Makes room for `extra` more bytes; 0, or -1 when out of memory.
int flipbook_reserve(flipbook_byte_buffer *buffer, size_t extra);

/// Writes `value` big-endian into 4 bytes.
void flipbook_put_u32(uint8_t *out, uint32_t value);

/// Converts one row of little-endian ARGB32 words (bytes B, G, R, A) into a filter byte 0 and
/// RGB triples; returns the AND of the words, whose top byte is 0xFF when every pixel is opaque.
/// (png_simd.c)
uint32_t flipbook_convert_row(const uint32_t *input, uint8_t *output, uint32_t width);

// flipbook_convert_band is declared in CLibPNG.h (the tests compare its two paths).

/// zlib's adler32 of `length` bytes continuing `adler`, 32 bytes a step where the processor
/// can (png_simd.c).
uLong flipbook_adler32(uLong adler, const uint8_t *bytes, size_t length);

/// Runs deflate with `flush` on the stream's pending input, appending what it writes to `out`;
/// 0, or -1 when out of memory or zlib failed.
int flipbook_deflate_into(z_stream *stream, flipbook_byte_buffer *out, int flush);

/// zlib's two-byte header for `level` with a 32 KB window, as deflate writes it.
void flipbook_zlib_header(int level, uint8_t out[2]);

/// Writes an RGB PNG of `width`×`height` whose IDAT chunks (8192 bytes, as libpng's) carry the
/// zlib stream `stream`, with libpng's IHDR and sRGB chunks; 0, or -1 when out of memory.
int flipbook_write_rgb_png(flipbook_byte_buffer *png, uint32_t width, uint32_t height,
                           const flipbook_byte_buffer *stream);

#endif
