// The band memory's side of the band encoder (png_bands.c); the public half is in CLibPNG.h.
// Private to CLibPNG.
#ifndef FLIPBOOK_PNG_BAND_MEMORY_H
#define FLIPBOOK_PNG_BAND_MEMORY_H

#include "CLibPNG.h"
#include "png_stream.h"

/// Where one band's deflated bytes lie in a frame's zlib stream, and its rows' adler32.
typedef struct {
    size_t start, size;
    uLong adler;
} flipbook_band_record;

/// The bands of the frame the memory holds, when it holds one encoded at this size, band
/// height and level; `NULL` otherwise.
const flipbook_band_record *flipbook_band_memory_bands(const flipbook_band_memory *memory, uint32_t width,
                                                       uint32_t height, uint32_t band_rows, int level);

/// The zlib stream the records of `flipbook_band_memory_bands` point into.
const uint8_t *flipbook_band_memory_stream(const flipbook_band_memory *memory);

/// Makes the memory hold a frame just encoded: takes `*stream` and `*bands` (`band_count`
/// records), leaving them empty, and frees what it held.
void flipbook_band_memory_keep(flipbook_band_memory *memory, flipbook_byte_buffer *stream, flipbook_band_record **bands,
                               size_t band_count, uint32_t width, uint32_t height, uint32_t band_rows, int level);

/// Makes the memory hold no frame (the last one was not encoded in bands).
void flipbook_band_memory_forget(flipbook_band_memory *memory);

#endif
