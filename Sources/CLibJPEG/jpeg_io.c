#include "CLibJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// libjpeg's error manager with a way back to the caller and room for the message.
struct flipbook_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void flipbook_jpeg_fail(j_common_ptr info) {
    struct flipbook_jpeg_error *error = (struct flipbook_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

/// Warnings (a file cut short, corrupt data) are failures too: a partial picture is not one.
static void flipbook_jpeg_message(j_common_ptr info, int level) {
    if (level < 0) flipbook_jpeg_fail(info);
}

static void flipbook_jpeg_copy_message(const char *message, char *error, size_t error_size) {
    if (error_size == 0) return;
    snprintf(error, error_size, "%s", message);
}

/// Starts a decompressor over `data` with the header read; returns 0, or -1 after a failure
/// (the caller's setjmp fires).
static void flipbook_jpeg_start(struct jpeg_decompress_struct *info, struct flipbook_jpeg_error *error,
                                const uint8_t *data, size_t size) {
    info->err = jpeg_std_error(&error->manager);
    error->manager.error_exit = flipbook_jpeg_fail;
    error->manager.emit_message = flipbook_jpeg_message;
    jpeg_create_decompress(info);
    jpeg_mem_src(info, data, (unsigned long)size);
    jpeg_read_header(info, TRUE);
}

int flipbook_jpeg_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                            char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    struct flipbook_jpeg_error failure;
    memset(&info, 0, sizeof info);
    if (size == 0) {
        flipbook_jpeg_copy_message("the file is empty", error, error_size);
        return -1;
    }
    if (setjmp(failure.jump)) {
        flipbook_jpeg_copy_message(failure.message, error, error_size);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    flipbook_jpeg_start(&info, &failure, data, size);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int flipbook_jpeg_decode(const uint8_t *data, size_t size, uint8_t *pixels, size_t pixels_size,
                         char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    struct flipbook_jpeg_error failure;
    memset(&info, 0, sizeof info);
    if (setjmp(failure.jump)) {
        flipbook_jpeg_copy_message(failure.message, error, error_size);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    flipbook_jpeg_start(&info, &failure, data, size);
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        flipbook_jpeg_copy_message("CMYK JPEG files are not supported", error, error_size);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    if (info.output_components != 4 || stride * info.output_height > pixels_size) {
        flipbook_jpeg_copy_message("the decoded size does not match the header", error, error_size);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

int flipbook_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int quality,
                         uint8_t **out, size_t *out_size, char *error, size_t error_size) {
    struct jpeg_compress_struct info;
    struct flipbook_jpeg_error failure;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = flipbook_jpeg_fail;
    if (setjmp(failure.jump)) {
        flipbook_jpeg_copy_message(failure.message, error, error_size);
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = size;
    return 0;
}

void flipbook_jpeg_free(uint8_t *buffer) { free(buffer); }
