// The two loops of the PNG encoders that touch every byte besides deflate: the BGRX → RGB row
// conversion (for a frame's bands, with the band cache's hash of the pixels in the same pass,
// its steps AES rounds where the processor has them) and adler32. On x86-64 processors with
// SSSE3 (every one since 2006) they run 16 or 32 bytes at a time; elsewhere, the plain loops
// and zlib's adler32. The results are the same bytes either way.
#include "CLibPNG.h"
#include "png_band_hash.h"
#include "png_stream.h"

#include <string.h>

/// The plain conversion, for processors without SSSE3 and the end of a row.
static uint32_t convert_plain(const uint32_t *input, uint8_t *rgb, uint32_t width, uint32_t all) {
    for (uint32_t x = 0; x < width; x++) {
        uint32_t word = input[x];
        all &= word;
        rgb[0] = (uint8_t)(word >> 16); rgb[1] = (uint8_t)(word >> 8); rgb[2] = (uint8_t)word;
        rgb += 3;
    }
    return all;
}

/// Hashes one row's pixels the plain way: its 32-byte steps a word a lane, then its end.
static void hash_row_plain(flipbook_band_hasher *hasher, const uint8_t *row, size_t row_bytes) {
    size_t i = 0;
    for (; i + 32 <= row_bytes; i += 32) {
        for (int lane = 0; lane < 4; lane++) {
            uint64_t word;
            memcpy(&word, row + i + lane * 8, 8);
            hasher->lanes[lane] = flipbook_band_hash_mix(hasher->lanes[lane], word);
        }
    }
    flipbook_band_hash_row_end(hasher, row + i, row_bytes - i);
}

#if defined(__x86_64__)
#include <immintrin.h>

/// 4 pixels a shuffle: bytes B G R A of each to R G B; stores of 16 bytes 12 apart (the last 4
/// bytes of each are overwritten by the next), so the last 4 pixels go the plain way.
__attribute__((target("ssse3")))
static uint32_t convert_ssse3(const uint32_t *input, uint8_t *rgb, uint32_t width) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i all = _mm_set1_epi32(-1);
    uint32_t x = 0;
    for (; x + 8 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(input + x));
        all = _mm_and_si128(all, pixels);
        _mm_storeu_si128((__m128i *)(rgb + x * 3), _mm_shuffle_epi8(pixels, order));
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, all);
    return convert_plain(input + x, rgb + x * 3, width - x, lanes[0] & lanes[1] & lanes[2] & lanes[3]);
}

/// Converts and hashes one row 8 pixels a step (see `flipbook_convert_band`): two 16-byte
/// stores 12 apart, the last overwriting 4 bytes past the step, which the next step, the next
/// row or the band's slack takes. Each 16 bytes of pixels are xored into one of two 128-bit
/// lanes (the hasher's four words, two by two), which one AES round then mixes (a bijection of
/// the lane). Two rounds a step of eight pixels cost less than the plain hash's four 64-bit
/// multiplies. Another hash than `hash_row_plain`'s, so a process uses one or the other
/// throughout.
__attribute__((target("ssse3,aes")))
static uint32_t convert_hash_row_aes(const uint32_t *input, uint8_t *rgb, uint32_t width, flipbook_band_hasher *hasher) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m128i key = _mm_set_epi64x((long long)0x9E3779B97F4A7C15ull, (long long)0xC2B2AE3D27D4EB4Full);
    __m128i all = _mm_set1_epi32(-1);
    __m128i left = _mm_loadu_si128((const __m128i *)hasher->lanes), right = _mm_loadu_si128((const __m128i *)(hasher->lanes + 2));
    uint32_t x = 0;
    for (; x + 8 <= width; x += 8) {
        __m128i first = _mm_loadu_si128((const __m128i *)(input + x));
        __m128i second = _mm_loadu_si128((const __m128i *)(input + x + 4));
        all = _mm_and_si128(all, _mm_and_si128(first, second));
        _mm_storeu_si128((__m128i *)(rgb + x * 3), _mm_shuffle_epi8(first, order));
        _mm_storeu_si128((__m128i *)(rgb + x * 3 + 12), _mm_shuffle_epi8(second, order));
        left = _mm_aesenc_si128(_mm_xor_si128(left, first), key);
        right = _mm_aesenc_si128(_mm_xor_si128(right, second), key);
    }
    _mm_storeu_si128((__m128i *)hasher->lanes, left);
    _mm_storeu_si128((__m128i *)(hasher->lanes + 2), right);
    flipbook_band_hash_row_end(hasher, (const uint8_t *)(input + x), (size_t)(width - x) * 4);
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, all);
    return convert_plain(input + x, rgb + x * 3, width - x, lanes[0] & lanes[1] & lanes[2] & lanes[3]);
}

enum { adler_base = 65521, adler_max_run = 5552 };

/// adler32 32 bytes a step (Chromium's SSSE3 method): s1 sums the bytes, s2 the s1 after each
/// byte; a run of at most 5552 bytes cannot overflow 32 bits before the modulo.
__attribute__((target("ssse3")))
static uint32_t adler32_ssse3(uint32_t adler, const uint8_t *bytes, size_t length) {
    uint32_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    const __m128i taps1 = _mm_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17);
    const __m128i taps2 = _mm_setr_epi8(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    const __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi16(1);
    size_t blocks = length / 32;
    length -= blocks * 32;
    while (blocks > 0) {
        size_t run = blocks < adler_max_run / 32 ? blocks : adler_max_run / 32;
        blocks -= run;
        __m128i before = _mm_cvtsi32_si128((int)(s1 * run)), sums = zero, weighted = _mm_cvtsi32_si128((int)s2);
        for (size_t block = 0; block < run; block++, bytes += 32) {
            __m128i first = _mm_loadu_si128((const __m128i *)bytes), second = _mm_loadu_si128((const __m128i *)(bytes + 16));
            before = _mm_add_epi32(before, sums);
            sums = _mm_add_epi32(sums, _mm_add_epi32(_mm_sad_epu8(first, zero), _mm_sad_epu8(second, zero)));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_maddubs_epi16(first, taps1), ones));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_maddubs_epi16(second, taps2), ones));
        }
        weighted = _mm_add_epi32(weighted, _mm_slli_epi32(before, 5));
        sums = _mm_add_epi32(sums, _mm_shuffle_epi32(sums, _MM_SHUFFLE(2, 3, 0, 1)));
        sums = _mm_add_epi32(sums, _mm_shuffle_epi32(sums, _MM_SHUFFLE(1, 0, 3, 2)));
        weighted = _mm_add_epi32(weighted, _mm_shuffle_epi32(weighted, _MM_SHUFFLE(2, 3, 0, 1)));
        weighted = _mm_add_epi32(weighted, _mm_shuffle_epi32(weighted, _MM_SHUFFLE(1, 0, 3, 2)));
        s1 = (s1 + (uint32_t)_mm_cvtsi128_si32(sums)) % adler_base;
        s2 = (uint32_t)_mm_cvtsi128_si32(weighted) % adler_base;
    }
    for (; length > 0; length--) {
        s1 += *bytes++;
        s2 += s1;
    }
    return (s2 % adler_base) << 16 | (s1 % adler_base);
}

/// Whether the processor has SSSE3 (the compiler's runtime reads it once, before main).
static int has_ssse3(void) { return __builtin_cpu_supports("ssse3"); }

/// Whether it also has AES rounds (every x86-64 processor since 2010 or so); without them a
/// band is converted and then hashed the plain way.
static int has_aes(void) { return has_ssse3() && __builtin_cpu_supports("aes"); }
#endif

uint32_t flipbook_convert_row(const uint32_t *input, uint8_t *output, uint32_t width) {
    output[0] = 0;
#if defined(__x86_64__)
    if (has_ssse3()) return convert_ssse3(input, output + 1, width);
#endif
    return convert_plain(input, output + 1, width, 0xFFFFFFFFu);
}

/// `flipbook_convert_band`, taking the hash's steps as AES rounds when `with_aes`.
static uint32_t convert_band(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t rows, uint8_t *output,
                             uint64_t *hash, int with_aes) {
    flipbook_band_hasher hasher = flipbook_band_hasher_start();
    uint32_t all = 0xFFFFFFFFu;
    size_t row_bytes = (size_t)width * 3 + 1;
    for (uint32_t y = 0; y < rows; y++, pixels += stride, output += row_bytes) {
        const uint32_t *input = (const uint32_t *)pixels;
        output[0] = 0;
#if defined(__x86_64__)
        if (with_aes) {
            all &= convert_hash_row_aes(input, output + 1, width, &hasher);
            continue;
        }
#endif
        all &= flipbook_convert_row(input, output, width);
        hash_row_plain(&hasher, pixels, (size_t)width * 4);
    }
    *hash = flipbook_band_hash_finish(&hasher, width, rows);
    return all;
}

uint32_t flipbook_convert_band(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t rows, uint8_t *output,
                               uint64_t *hash) {
#if defined(__x86_64__)
    return convert_band(pixels, stride, width, rows, output, hash, has_aes());
#else
    return convert_band(pixels, stride, width, rows, output, hash, 0);
#endif
}

uint32_t flipbook_convert_band_without_aes(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t rows,
                                           uint8_t *output, uint64_t *hash) {
    return convert_band(pixels, stride, width, rows, output, hash, 0);
}

uLong flipbook_adler32(uLong adler, const uint8_t *bytes, size_t length) {
#if defined(__x86_64__)
    if (has_ssse3()) return adler32_ssse3((uint32_t)adler, bytes, length);
#endif
    return adler32_z(adler, bytes, length);
}
