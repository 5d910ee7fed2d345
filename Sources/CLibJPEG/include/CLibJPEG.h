#ifndef FLIPBOOK_CLIBJPEG_H
#define FLIPBOOK_CLIBJPEG_H

#include <stddef.h>
#include <stdint.h>

/// Reads the header of a JPEG held in memory. Returns 0 and the size on success, -1 and a
/// message (NUL-terminated, at most `error_size` bytes) otherwise. Nothing is allocated for
/// the pixels.
int flipbook_jpeg_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                            char *error, size_t error_size);

/// Decodes a JPEG held in memory through libjpeg-turbo into opaque RGBA8 rows in `pixels`,
/// which must hold `width * height * 4` bytes for the size `flipbook_jpeg_read_size` reported.
/// Grey and colour (YCbCr, RGB) files decode; CMYK files are refused. A file cut short or
/// corrupt is an error, not a picture padded with grey. Returns 0, or -1 and a message.
int flipbook_jpeg_decode(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                         char *error, size_t error_size);

/// Encodes RGBA8 rows (alpha ignored) as a baseline JPEG of `quality` (1...100) held in
/// memory. Returns 0 and a malloc'd buffer in `*out` (free it with `flipbook_jpeg_free`), or -1
/// and a message.
int flipbook_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                         uint8_t **out, size_t *out_size, char *error, size_t error_size);

/// Frees a buffer returned by `flipbook_jpeg_encode`.
void flipbook_jpeg_free(uint8_t *buffer);

#endif
