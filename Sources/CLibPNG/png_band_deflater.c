// One raw deflate stream a band (see png_band_deflater.h): igzip at level 1, zlib otherwise.
// igzip chooses its code by the processor's features; its bytes are the same on every x86-64
// processor with SSE4.2 (and are valid deflate everywhere).
#include "png_band_deflater.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>

/// Output room asked for before each call into a deflater.
enum { output_step = 65536 };

struct flipbook_band_deflater {
    int uses_igzip;
    z_stream zlib;
    struct isal_zstream igzip;
    uint8_t *igzip_level_buffer;
};

flipbook_band_deflater *flipbook_band_deflater_create(int level) {
    flipbook_band_deflater *deflater = calloc(1, sizeof *deflater);
    if (deflater == NULL) return NULL;
    deflater->uses_igzip = level == 1;
    if (deflater->uses_igzip) {
        deflater->igzip_level_buffer = malloc(ISAL_DEF_LVL1_DEFAULT);
        if (deflater->igzip_level_buffer != NULL) return deflater;
    } else if (deflateInit2(&deflater->zlib, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) == Z_OK) {
        return deflater; // libpng's parameters for unfiltered rows, raw (the bands share one wrapper)
    }
    free(deflater);
    return NULL;
}

void flipbook_band_deflater_destroy(flipbook_band_deflater *deflater) {
    if (deflater == NULL) return;
    if (deflater->uses_igzip) free(deflater->igzip_level_buffer); else deflateEnd(&deflater->zlib);
    free(deflater);
}

int flipbook_band_deflater_begin(flipbook_band_deflater *deflater) {
    if (!deflater->uses_igzip) return deflateReset(&deflater->zlib) == Z_OK ? 0 : -1;
    struct isal_zstream *stream = &deflater->igzip;
    isal_deflate_init(stream);
    stream->level = 1;
    stream->level_buf = deflater->igzip_level_buffer;
    stream->level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    stream->gzip_flag = IGZIP_DEFLATE;
    stream->end_of_stream = 0;
    return 0;
}

/// igzip's half of `flipbook_band_deflater_add`: called until it leaves output room unused,
/// so it has taken all the input and, when flushing, written all of the flush.
static int add_with_igzip(struct isal_zstream *stream, const uint8_t *bytes, size_t length, int last,
                          flipbook_byte_buffer *out) {
    stream->next_in = (uint8_t *)bytes;
    stream->avail_in = (uint32_t)length;
    stream->flush = last ? SYNC_FLUSH : NO_FLUSH;
    do {
        if (flipbook_reserve(out, output_step) != 0) return -1;
        stream->next_out = out->bytes + out->size;
        stream->avail_out = output_step;
        int status = isal_deflate(stream);
        out->size += output_step - stream->avail_out;
        if (status != COMP_OK) return -1;
    } while (stream->avail_out == 0 || stream->avail_in > 0);
    return 0;
}

int flipbook_band_deflater_add(flipbook_band_deflater *deflater, const uint8_t *bytes, size_t length, int last,
                               flipbook_byte_buffer *out) {
    if (deflater->uses_igzip) return add_with_igzip(&deflater->igzip, bytes, length, last, out);
    deflater->zlib.next_in = (Bytef *)bytes;
    deflater->zlib.avail_in = (uInt)length;
    return flipbook_deflate_into(&deflater->zlib, out, last ? Z_SYNC_FLUSH : Z_NO_FLUSH);
}
