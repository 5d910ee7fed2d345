// The PNG encoder of a frame sequence's opaque frames: fixed-height bands of rows, each
// deflated on its own as a raw stream that starts afresh (no dictionary from the band above)
// and ends with a sync flush (byte-aligned, not final), so a band's bytes are a function of
// its pixels alone, wherever it is and whatever came before. The bands are joined after one
// zlib header and closed by an empty final block, with their adler32s combined: one valid
// zlib stream, as pigz writes, that every PNG reader decodes. At level 1 (`.fastest`, what
// frame sequences use) the bands go through flat_deflate.c, made for frames of flat colours
// (twice zlib's speed on them, files a fifth smaller); at other levels through zlib. A band
// whose pixels a cache holds from a recent frame is copied instead of compressed again, and a
// band nothing drew over since the frame a band memory holds is copied from that frame
// without its pixels being read; the output is the same bytes with or without either.
#include "CLibPNG.h"
#include "flat_deflate.h"
#include "png_band_cache.h"
#include "png_band_memory.h"
#include "png_stream.h"

#include <stdlib.h>
#include <string.h>

/// What every band of one frame shares: the deflate state (zlib's, reset for each band, or the
/// flat deflater's, whose output never depends on an earlier band), the band's rows converted
/// for deflate, and the zlib stream being built.
typedef struct {
    z_stream deflater;           // made at levels other than 1
    flipbook_flat_deflater flat; // made at level 1
    uint8_t *rows_bytes; // a whole band's rows, with `flipbook_convert_band`'s 16 bytes of slack
    flipbook_byte_buffer stream;
    int level;
} frame_encoder;

/// Deflates the key's rows into `stream` in one call: the flat deflater at level 1, else zlib
/// (the same bytes as a row a call: zlib's output does not depend on how its input is split
/// between calls that do not flush); 0, or -1 when out of memory or zlib failed.
static int deflate_band(frame_encoder *encoder, const flipbook_band_key *key, uLong *adler) {
    *adler = flipbook_adler32(adler32(0, NULL, 0), key->rows_bytes, key->size);
    if (encoder->level == 1) {
        size_t row_bytes = (size_t)key->width * 3 + 1;
        return flipbook_flat_deflate(&encoder->flat, key->rows_bytes, key->size, row_bytes, &encoder->stream);
    }
    if (deflateReset(&encoder->deflater) != Z_OK) return -1;
    encoder->deflater.next_in = (Bytef *)key->rows_bytes;
    encoder->deflater.avail_in = (uInt)key->size;
    return flipbook_deflate_into(&encoder->deflater, &encoder->stream, Z_SYNC_FLUSH);
}

/// Converts the band at `pixels` and appends it, from the cache when it holds the same rows,
/// else deflated (and then offered to the cache); 0, 1 when a pixel is not opaque, -1 when out
/// of memory or zlib failed.
static int append_band(frame_encoder *encoder, flipbook_band_cache *cache, const uint8_t *pixels, size_t stride,
                       uint32_t width, uint32_t rows, uLong *adler) {
    flipbook_band_key key = {encoder->rows_bytes, (size_t)rows * ((size_t)width * 3 + 1), width, rows, encoder->level, 0};
    if ((flipbook_convert_band(pixels, stride, width, rows, encoder->rows_bytes, &key.hash) >> 24) != 0xFF) return 1;
    if (cache != NULL) {
        int found = flipbook_band_cache_append(cache, &key, &encoder->stream, adler);
        if (found != 0) return found == 1 ? 0 : -1;
    }
    size_t start = encoder->stream.size;
    int status = deflate_band(encoder, &key, adler);
    if (status == 0 && cache != NULL) {
        flipbook_band_cache_insert(cache, &key, encoder->stream.bytes + start, encoder->stream.size - start, *adler);
    }
    return status;
}

/// Appends band `index`'s bytes from the memory's frame; 0, or -1 when out of memory.
static int copy_kept_band(frame_encoder *encoder, const flipbook_band_memory *memory, const flipbook_band_record *kept,
                          size_t index, uLong *adler) {
    if (flipbook_reserve(&encoder->stream, kept[index].size) != 0) return -1;
    memcpy(encoder->stream.bytes + encoder->stream.size, flipbook_band_memory_stream(memory) + kept[index].start,
           kept[index].size);
    encoder->stream.size += kept[index].size;
    *adler = kept[index].adler;
    return 0;
}

/// Builds the whole zlib stream of the frame in `encoder->stream`, noting where each band lies
/// in `records` (one a band); same results as `deflate_band`. A band `unchanged` marks is
/// copied from `kept`, the bands of the frame `memory` holds, when there are any.
static int encode_stream(frame_encoder *encoder, const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                         uint32_t band_rows, flipbook_band_cache *cache, const flipbook_band_memory *memory,
                         const flipbook_band_record *kept, const uint8_t *unchanged, flipbook_band_record *records,
                         size_t *copied) {
    // Room for a sixteenth of the rows (a frame of flat colours deflates to a fiftieth), so
    // the stream is seldom copied as it grows.
    if (flipbook_reserve(&encoder->stream, (size_t)height * ((size_t)width * 3 + 1) / 16 + 4096) != 0) return -1;
    flipbook_zlib_header(encoder->level, encoder->stream.bytes);
    encoder->stream.size = 2;
    uLong adler = adler32(0, NULL, 0);
    for (uint32_t first = 0, index = 0; first < height; first += band_rows, index++) {
        uint32_t rows = height - first < band_rows ? height - first : band_rows;
        uLong band_adler;
        size_t start = encoder->stream.size;
        int copy = kept != NULL && unchanged != NULL && unchanged[index] != 0;
        int status = copy ? copy_kept_band(encoder, memory, kept, index, &band_adler)
                          : append_band(encoder, cache, data + (size_t)first * stride, stride, width, rows, &band_adler);
        if (status != 0) return status;
        *copied += (size_t)copy;
        records[index] = (flipbook_band_record){start, encoder->stream.size - start, band_adler};
        adler = first == 0 ? band_adler : adler32_combine(adler, band_adler, (z_off_t)rows * ((z_off_t)width * 3 + 1));
    }
    // An empty final block with fixed codes (BFINAL 1, BTYPE 01, end of block), then the checksum.
    if (flipbook_reserve(&encoder->stream, 6) != 0) return -1;
    uint8_t *end = encoder->stream.bytes + encoder->stream.size;
    end[0] = 0x03; end[1] = 0x00;
    flipbook_put_u32(end + 2, (uint32_t)adler);
    encoder->stream.size += 6;
    return 0;
}

int flipbook_png_encode_opaque_bands(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                     int compression_level, uint32_t band_rows, flipbook_band_cache *cache,
                                     flipbook_band_memory *memory, const uint8_t *unchanged,
                                     uint8_t **out, size_t *out_size) {
    if (width == 0 || height == 0) {
        if (memory != NULL) flipbook_band_memory_forget(memory);
        return 1;
    }
    if (cache != NULL) flipbook_band_cache_note_frame(cache, (size_t)width * height * 4);
    frame_encoder encoder;
    memset(&encoder, 0, sizeof encoder);
    encoder.level = compression_level < 0 ? 0 : (compression_level > 9 ? 9 : compression_level);
    // Only the deflater the level uses is made (zlib's state is 256 kB, the flat one's table 64
    // kB); zlib with libpng's parameters for unfiltered rows, raw (the bands share one header).
    // Freeing the other, never made, does nothing.
    int made = encoder.level == 1 ? flipbook_flat_deflater_init(&encoder.flat) == 0
                                  : deflateInit2(&encoder.deflater, encoder.level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) == Z_OK;
    if (!made) {
        flipbook_flat_deflater_free(&encoder.flat);
        if (memory != NULL) flipbook_band_memory_forget(memory);
        return -1;
    }
    band_rows = band_rows < 1 ? 1 : (band_rows > height ? height : band_rows);
    size_t band_count = (height + band_rows - 1) / band_rows, copied = 0;
    const flipbook_band_record *kept = memory == NULL ? NULL
        : flipbook_band_memory_bands(memory, width, height, band_rows, encoder.level);
    encoder.rows_bytes = malloc((size_t)band_rows * ((size_t)width * 3 + 1) + 16);
    flipbook_band_record *records = malloc(band_count * sizeof *records);
    int status = encoder.rows_bytes == NULL || records == NULL ? -1
        : encode_stream(&encoder, data, width, height, stride, band_rows, cache, memory, kept, unchanged, records, &copied);
    deflateEnd(&encoder.deflater);
    flipbook_flat_deflater_free(&encoder.flat);
    free(encoder.rows_bytes);
    flipbook_byte_buffer png = {NULL, 0, 0};
    if (status == 0 && flipbook_write_rgb_png(&png, width, height, &encoder.stream) != 0) status = -1;
    if (memory != NULL && status == 0) {
        if (cache != NULL) flipbook_band_cache_note_kept(cache, copied);
        flipbook_band_memory_keep(memory, &encoder.stream, &records, band_count, width, height, band_rows, encoder.level);
    } else if (memory != NULL) {
        flipbook_band_memory_forget(memory);
    }
    free(records);
    free(encoder.stream.bytes);
    if (status != 0) {
        free(png.bytes);
        return status;
    }
    *out = png.bytes;
    *out_size = png.size;
    return 0;
}
