// A PNG encoder for Cairo's opaque frames, written with zlib directly: the BGRX → RGB
// conversion is fused into the loop that feeds deflate (no libpng row transforms, no separate
// opacity scan: a pixel that is not opaque stops it, and the caller falls back to libpng's
// straight-alpha path). With one band its bytes are libpng's own for the same options (same
// chunks, same zlib parameters, IDAT chunks of libpng's 8192 bytes). With several bands, each
// band of rows is deflated on its own thread as a raw stream ended by a full flush (the last
// one finished), the bands joined after one zlib header and their adler32s combined: one
// valid zlib stream, as pigz writes, decoded by every PNG reader.
#include "CLibPNG.h"
#include "png_stream.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { max_bands = 64 };

/// One band of rows and what deflating it gave.
typedef struct {
    const uint8_t *data;
    size_t stride;
    uint32_t width, first_row, row_count;
    int level, raw, last;
    flipbook_byte_buffer out;
    uLong adler;
    int status; // 0 done, 1 a pixel is not opaque, -1 out of memory or zlib error
} band_job;

static void *compress_band(void *argument) {
    band_job *job = argument;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    // libpng's parameters for unfiltered rows: window 15, memLevel 8, the default strategy.
    if (deflateInit2(&stream, job->level, Z_DEFLATED, job->raw ? -15 : 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        job->status = -1;
        return NULL;
    }
    size_t row_bytes = (size_t)job->width * 3 + 1;
    uint8_t *row = malloc(row_bytes);
    job->adler = adler32(0, NULL, 0);
    job->status = row == NULL ? -1 : 0;
    for (uint32_t y = 0; y < job->row_count && job->status == 0; y++) {
        const uint8_t *input = job->data + (size_t)(job->first_row + y) * job->stride;
        if ((flipbook_convert_row((const uint32_t *)input, row, job->width) >> 24) != 0xFF) { job->status = 1; break; }
        if (job->raw) job->adler = flipbook_adler32(job->adler, row, row_bytes);
        stream.next_in = row;
        stream.avail_in = (uInt)row_bytes;
        if (flipbook_deflate_into(&stream, &job->out, Z_NO_FLUSH) != 0) job->status = -1;
    }
    if (job->status == 0 && flipbook_deflate_into(&stream, &job->out, job->last ? Z_FINISH : Z_FULL_FLUSH) != 0) job->status = -1;
    deflateEnd(&stream);
    free(row);
    return NULL;
}

/// Runs the bands (on threads when more than one) and joins them into one zlib stream.
static int compress_bands(band_job *jobs, int bands, int level, flipbook_byte_buffer *stream) {
    pthread_t threads[max_bands];
    int started[max_bands] = {0};
    for (int b = 1; b < bands; b++) started[b] = pthread_create(&threads[b], NULL, compress_band, &jobs[b]) == 0;
    compress_band(&jobs[0]);
    for (int b = 1; b < bands; b++) {
        if (started[b]) pthread_join(threads[b], NULL); else compress_band(&jobs[b]);
    }
    int status = 0;
    for (int b = 0; b < bands; b++) if (jobs[b].status != 0 && status != -1) status = jobs[b].status;
    if (status != 0 || bands == 1) {
        if (status == 0) *stream = jobs[0].out; else free(jobs[0].out.bytes);
        for (int b = 1; b < bands; b++) free(jobs[b].out.bytes);
        return status;
    }
    uLong adler = jobs[0].adler;
    size_t total = 6;
    for (int b = 0; b < bands; b++) total += jobs[b].out.size;
    for (int b = 1; b < bands; b++) {
        adler = adler32_combine(adler, jobs[b].adler, (z_off_t)((size_t)jobs[b].row_count * (jobs[b].width * 3 + 1)));
    }
    if (flipbook_reserve(stream, total) != 0) status = -1;
    if (status == 0) {
        flipbook_zlib_header(level, stream->bytes);
        stream->size = 2;
        for (int b = 0; b < bands; b++) {
            memcpy(stream->bytes + stream->size, jobs[b].out.bytes, jobs[b].out.size);
            stream->size += jobs[b].out.size;
        }
        flipbook_put_u32(stream->bytes + stream->size, (uint32_t)adler);
        stream->size += 4;
    }
    for (int b = 0; b < bands; b++) free(jobs[b].out.bytes);
    return status;
}

int flipbook_png_encode_opaque_argb32(const uint8_t *data, uint32_t width, uint32_t height, size_t stride,
                                      int compression_level, int bands, uint8_t **out, size_t *out_size) {
    if (width == 0 || height == 0) return 1;
    bands = bands < 1 ? 1 : (bands > max_bands ? max_bands : bands);
    if ((uint32_t)bands > height) bands = (int)height;
    band_job jobs[max_bands];
    memset(jobs, 0, sizeof jobs);
    for (int b = 0; b < bands; b++) {
        uint32_t first = (uint32_t)((uint64_t)height * b / bands), next = (uint32_t)((uint64_t)height * (b + 1) / bands);
        jobs[b] = (band_job){data, stride, width, first, next - first, compression_level, bands > 1, b == bands - 1,
                             {NULL, 0, 0}, 0, 0};
    }
    flipbook_byte_buffer stream = {NULL, 0, 0}, png = {NULL, 0, 0};
    int status = compress_bands(jobs, bands, compression_level, &stream);
    if (status == 0 && flipbook_write_rgb_png(&png, width, height, &stream) != 0) status = -1;
    free(stream.bytes);
    if (status != 0) {
        free(png.bytes);
        return status;
    }
    *out = png.bytes;
    *out_size = png.size;
    return 0;
}
