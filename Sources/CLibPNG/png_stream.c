// The pieces the zlib encoders of opaque frames share; see png_stream.h.
#include "png_stream.h"

#include <stdlib.h>
#include <string.h>

/// libpng's IDAT size (PNG_ZBUF_SIZE): matching it keeps one-band output byte-identical.
enum { idat_size = 8192 };

int flipbook_reserve(flipbook_byte_buffer *buffer, size_t extra) {
    if (buffer->size + extra <= buffer->capacity) return 0;
    size_t capacity = buffer->capacity > 0 ? buffer->capacity : 4096;
    while (capacity < buffer->size + extra) capacity *= 2;
    uint8_t *grown = realloc(buffer->bytes, capacity);
    if (grown == NULL) return -1;
    buffer->bytes = grown;
    buffer->capacity = capacity;
    return 0;
}

void flipbook_put_u32(uint8_t *out, uint32_t value) {
    out[0] = (uint8_t)(value >> 24); out[1] = (uint8_t)(value >> 16);
    out[2] = (uint8_t)(value >> 8); out[3] = (uint8_t)value;
}

static int put_chunk(flipbook_byte_buffer *png, const char *type, const uint8_t *data, size_t length) {
    if (flipbook_reserve(png, length + 12) != 0) return -1;
    uint8_t *out = png->bytes + png->size;
    flipbook_put_u32(out, (uint32_t)length);
    memcpy(out + 4, type, 4);
    if (length > 0) memcpy(out + 8, data, length);
    flipbook_put_u32(out + 8 + length, (uint32_t)crc32(0, out + 4, (uInt)(length + 4)));
    png->size += length + 12;
    return 0;
}

int flipbook_deflate_into(z_stream *stream, flipbook_byte_buffer *out, int flush) {
    do {
        if (flipbook_reserve(out, 65536) != 0) return -1;
        stream->next_out = out->bytes + out->size;
        stream->avail_out = 65536;
        int status = deflate(stream, flush);
        out->size += 65536 - stream->avail_out;
        if (status == Z_STREAM_ERROR) return -1;
    } while (stream->avail_out == 0 || (flush == Z_FINISH && stream->avail_in > 0));
    return 0;
}

void flipbook_zlib_header(int level, uint8_t out[2]) {
    int flags = level < 2 ? 0 : (level < 6 ? 1 : (level == 6 ? 2 : 3));
    out[0] = 0x78;
    out[1] = (uint8_t)(flags << 6);
    out[1] += (uint8_t)(31 - ((out[0] << 8) + out[1]) % 31);
}

int flipbook_write_rgb_png(flipbook_byte_buffer *png, uint32_t width, uint32_t height,
                           const flipbook_byte_buffer *stream) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    uint8_t header[13];
    flipbook_put_u32(header, width);
    flipbook_put_u32(header + 4, height);
    header[8] = 8; header[9] = 2; header[10] = 0; header[11] = 0; header[12] = 0;
    const uint8_t intent = 0; // sRGB, perceptual
    if (flipbook_reserve(png, stream->size + stream->size / idat_size * 12 + 128) != 0) return -1;
    memcpy(png->bytes, signature, 8);
    png->size = 8;
    if (put_chunk(png, "IHDR", header, 13) != 0 || put_chunk(png, "sRGB", &intent, 1) != 0) return -1;
    for (size_t offset = 0; offset < stream->size; offset += idat_size) {
        size_t length = stream->size - offset < idat_size ? stream->size - offset : idat_size;
        if (put_chunk(png, "IDAT", stream->bytes + offset, length) != 0) return -1;
    }
    return put_chunk(png, "IEND", NULL, 0);
}
