// libpng reports errors by longjmp, which must never cross Swift frames: every libpng call
// that can fail is made here, in C, behind a setjmp of its own.
#include "CLibPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    int failed;
} memory_sink;

typedef struct {
    char *error;
    size_t error_size;
} error_slot;

static void copy_message(char *error, size_t error_size, const char *message) {
    if (error == NULL || error_size == 0) return;
    snprintf(error, error_size, "%s", message != NULL ? message : "unknown libpng error");
}

static void on_error(png_structp png, png_const_charp message) {
    error_slot *slot = (error_slot *)png_get_error_ptr(png);
    copy_message(slot->error, slot->error_size, message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void sink_write(png_structp png, png_bytep data, png_size_t length) {
    memory_sink *sink = (memory_sink *)png_get_io_ptr(png);
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity * 2;
        while (capacity < sink->size + length) capacity *= 2;
        uint8_t *grown = realloc(sink->bytes, capacity);
        if (grown == NULL) {
            sink->failed = 1;
            png_error(png, "out of memory while encoding PNG");
        }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->size, data, length);
    sink->size += length;
}

static void sink_flush(png_structp png) { (void)png; }

/// Where the rows come from: straight RGBA bytes, or Cairo's premultiplied native-endian
/// ARGB32 words (written as RGB when every pixel is opaque, else unpremultiplied row by row).
typedef struct {
    const uint8_t *data;
    size_t stride;
    int is_argb32;
    int opaque;
    uint8_t *scratch;
} row_source;

static int all_opaque(const uint8_t *data, uint32_t width, uint32_t height, size_t stride) {
    for (uint32_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        for (uint32_t x = 0; x < width; x++) {
            if ((row[x] >> 24) != 0xFF) return 0;
        }
    }
    return 1;
}

static void unpremultiply_row(const uint32_t *input, uint8_t *output, uint32_t width) {
    for (uint32_t x = 0; x < width; x++) {
        uint32_t word = input[x], alpha = word >> 24;
        uint32_t channels[3] = {(word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF};
        for (int c = 0; c < 3; c++) {
            uint32_t value = alpha == 0 ? 0 : (channels[c] * 255 + alpha / 2) / alpha;
            output[x * 4 + c] = (uint8_t)(value > 255 ? 255 : value);
        }
        output[x * 4 + 3] = (uint8_t)alpha;
    }
}

static const uint8_t *source_row(row_source *source, uint32_t y, uint32_t width) {
    const uint8_t *row = source->data + (size_t)y * source->stride;
    if (!source->is_argb32 || source->opaque) return row;
    unpremultiply_row((const uint32_t *)row, source->scratch, width);
    return source->scratch;
}

static int encode(row_source *source, uint32_t width, uint32_t height, int compression_level, int filter_rows,
                  uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    error_slot slot = {error, error_size};
    memory_sink sink = {NULL, 0, (size_t)width * height / 2 + 1024, 0};
    sink.bytes = malloc(sink.capacity);
    if (sink.bytes == NULL) {
        copy_message(error, error_size, "out of memory while encoding PNG");
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &slot, on_error, on_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_write_struct(&png, &info);
        free(sink.bytes);
        copy_message(error, error_size, "libpng could not start an encoder");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.bytes);
        return -1;
    }
    png_set_write_fn(png, &sink, sink_write, sink_flush);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter_rows ? PNG_ALL_FILTERS : PNG_FILTER_NONE);
    int rgb_only = source->is_argb32 && source->opaque;
    png_set_IHDR(png, info, width, height, 8, rgb_only ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    if (rgb_only) {
        // Little-endian ARGB32 words are the bytes B, G, R, A: swap to RGB and drop the A.
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    }
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, source_row(source, y, width));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = sink.bytes;
    *out_size = sink.size;
    return 0;
}

int flipbook_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height,
                        int compression_level, int filter_rows,
                        uint8_t **out, size_t *out_size,
                        char *error, size_t error_size) {
    row_source source = {rgba, (size_t)width * 4, 0, 0, NULL};
    return encode(&source, width, height, compression_level, filter_rows, out, out_size, error, error_size);
}

/// Whether libpng would shrink zlib's window for this image (its rows, filter bytes included,
/// fit in 16 KB): the zlib encoder keeps a 32 KB window, so such images go through libpng.
static int libpng_shrinks_window(uint32_t width, uint32_t height) {
    return (uint64_t)height * ((uint64_t)width * 3 + 1) <= 16384;
}

/// Encodes Cairo's pixels through libpng: RGB when `source->opaque`, else unpremultiplied RGBA
/// through a row of scratch memory.
static int encode_argb32(row_source *source, uint32_t width, uint32_t height, int compression_level, int filter_rows,
                         uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    if (!source->opaque) {
        source->scratch = malloc((size_t)width * 4);
        if (source->scratch == NULL) {
            copy_message(error, error_size, "out of memory while encoding PNG");
            return -1;
        }
    }
    int status = encode(source, width, height, compression_level, filter_rows, out, out_size, error, error_size);
    free(source->scratch);
    source->scratch = NULL;
    return status;
}

int flipbook_png_encode_argb32(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                               int compression_level, int filter_rows, int bands,
                               uint8_t **out, size_t *out_size,
                               char *error, size_t error_size) {
    row_source source = {data, stride, 1, 0, NULL};
    if (!filter_rows && !libpng_shrinks_window(width, height)) {
        int fast = flipbook_png_encode_opaque_argb32(data, width, height, stride, compression_level, bands, out, out_size);
        if (fast == 0) return 0;
        if (fast < 0) {
            copy_message(error, error_size, "out of memory while encoding PNG");
            return -1;
        }
    } else {
        source.opaque = all_opaque(data, width, height, stride);
    }
    return encode_argb32(&source, width, height, compression_level, filter_rows, out, out_size, error, error_size);
}

int flipbook_png_encode_argb32_bands(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                     int compression_level, uint32_t band_rows, flipbook_band_cache *cache,
                                     flipbook_band_memory *memory, const uint8_t *unchanged,
                                     uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    int fast = flipbook_png_encode_opaque_bands(data, width, height, stride, compression_level, band_rows, cache,
                                                memory, unchanged, out, out_size);
    if (fast == 0) return 0;
    if (fast < 0) {
        copy_message(error, error_size, "out of memory while encoding PNG");
        return -1;
    }
    row_source source = {data, stride, 1, 0, NULL};
    return encode_argb32(&source, width, height, compression_level, 0, out, out_size, error, error_size);
}

int flipbook_png_encode_argb32_libpng(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                      int compression_level, uint8_t **out, size_t *out_size,
                                      char *error, size_t error_size) {
    row_source source = {data, stride, 1, all_opaque(data, width, height, stride), NULL};
    if (!source.opaque) {
        copy_message(error, error_size, "the reference encoder takes opaque pixels only");
        return -1;
    }
    return encode(&source, width, height, compression_level, 0, out, out_size, error, error_size);
}

void flipbook_png_free(uint8_t *buffer) { free(buffer); }

/// Where a decoder reads from: a PNG held in memory.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} memory_source;

static void source_read(png_structp png, png_bytep out, png_size_t length) {
    memory_source *source = (memory_source *)png_get_io_ptr(png);
    if (length > source->size - source->offset) {
        png_error(png, "the file is cut short: its data ends before the image does");
    }
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

/// A decoder that has read the header of `data`, or NULL with a message in `error`.
static int start_decoder(png_structp *png, png_infop *info, memory_source *source, error_slot *slot) {
    if (source->size == 0) {
        copy_message(slot->error, slot->error_size, "not a PNG file: it is empty");
        return -1;
    }
    if (source->size < 8 || png_sig_cmp(source->data, 0, 8) != 0) {
        copy_message(slot->error, slot->error_size, "not a PNG file: it does not start with the PNG signature");
        return -1;
    }
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, slot, on_error, on_warning);
    *info = *png != NULL ? png_create_info_struct(*png) : NULL;
    if (*png == NULL || *info == NULL) {
        png_destroy_read_struct(png, info, NULL);
        copy_message(slot->error, slot->error_size, "libpng could not start a decoder");
        return -1;
    }
    png_set_read_fn(*png, source, source_read);
    return 0;
}

/// Asks libpng for 8-bit RGBA rows whatever the file holds: palettes and grey expanded,
/// 16-bit samples scaled to 8 bits (v * 255 / 65535, rounded), an opaque alpha added, the
/// seven passes of an interlaced file put together. Samples are taken as stored, with no
/// gamma or colour-space conversion, as image viewers and diff tools compare them.
static void request_rgba8(png_structp png, png_infop info) {
    png_byte color_type = png_get_color_type(png, info);
    png_set_expand(png);
#ifdef PNG_READ_SCALE_16_TO_8_SUPPORTED
    png_set_scale_16(png);
#else
    png_set_strip_16(png);
#endif
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
}

int flipbook_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                           char *error, size_t error_size) {
    error_slot slot = {error, error_size};
    memory_source source = {data, size, 0};
    png_structp png = NULL;
    png_infop info = NULL;
    if (start_decoder(&png, &info, &source, &slot) != 0) return -1;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int flipbook_png_decode(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                        char *error, size_t error_size) {
    error_slot slot = {error, error_size};
    memory_source source = {data, size, 0};
    png_structp png = NULL;
    png_infop info = NULL;
    png_bytep *volatile rows = NULL;
    if (start_decoder(&png, &info, &source, &slot) != 0) return -1;
    if (setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_read_info(png, info);
    request_rgba8(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    size_t stride = (size_t)width * 4;
    if (png_get_rowbytes(png, info) != stride || stride * height > pixels_size) {
        png_error(png, "PNG is larger than the buffer given for it");
    }
    rows = malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
    if (rows == NULL) png_error(png, "out of memory while decoding PNG");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * stride;
    png_read_image(png, rows);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}
