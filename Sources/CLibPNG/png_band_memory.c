// The bands of the last frame encoded from one kept surface (png_bands.c): that frame's zlib
// stream, where each band's deflated bytes lie in it and its rows' adler32. A band whose rows
// nothing drew over since is copied from here without its pixels being read, converted or
// hashed; its bytes are what deflating those same pixels gives, so the file is unchanged.
#include "png_band_memory.h"

#include <stdlib.h>
#include <string.h>

struct flipbook_band_memory {
    flipbook_byte_buffer stream; // the last frame's whole zlib stream
    flipbook_band_record *bands; // where each of its bands lies in `stream`
    size_t band_count;
    uint32_t width, height, band_rows;
    int level;
    int valid;
};

flipbook_band_memory *flipbook_band_memory_create(void) {
    return calloc(1, sizeof(flipbook_band_memory));
}

void flipbook_band_memory_destroy(flipbook_band_memory *memory) {
    if (memory == NULL) return;
    free(memory->stream.bytes);
    free(memory->bands);
    free(memory);
}

const flipbook_band_record *flipbook_band_memory_bands(const flipbook_band_memory *memory, uint32_t width,
                                                       uint32_t height, uint32_t band_rows, int level) {
    if (!memory->valid || memory->width != width || memory->height != height || memory->band_rows != band_rows
        || memory->level != level || band_rows == 0 || memory->band_count != (height + band_rows - 1) / band_rows) return NULL;
    return memory->bands;
}

const uint8_t *flipbook_band_memory_stream(const flipbook_band_memory *memory) {
    return memory->stream.bytes;
}

void flipbook_band_memory_keep(flipbook_band_memory *memory, flipbook_byte_buffer *stream, flipbook_band_record **bands,
                               size_t band_count, uint32_t width, uint32_t height, uint32_t band_rows, int level) {
    free(memory->stream.bytes);
    free(memory->bands);
    memory->stream = *stream;
    memory->bands = *bands;
    *stream = (flipbook_byte_buffer){NULL, 0, 0};
    *bands = NULL;
    memory->band_count = band_count;
    memory->width = width;
    memory->height = height;
    memory->band_rows = band_rows;
    memory->level = level;
    memory->valid = 1;
}

void flipbook_band_memory_forget(flipbook_band_memory *memory) {
    // The stream's block stays for the next frame kept (about a sixteenth of a frame's pixels).
    memory->valid = 0;
}
