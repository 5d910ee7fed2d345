// The hash that finds a band of pixels in the band cache (png_band_cache.c), computed as the
// band is converted (png_simd.c): four 64-bit lanes, each taking every fourth 8-byte word of
// a row's 32-byte steps, the row's last bytes in the first two, and Murmur's finaliser over
// them all. Where the processor has AES rounds, the 32-byte steps go into the lanes two by
// two, each pair mixed by an AES round instead of the multiplies: another hash, but one
// process uses one or the other throughout, and the cache confirms every hit by comparing
// rows. Private to CLibPNG.
#ifndef FLIPBOOK_PNG_BAND_HASH_H
#define FLIPBOOK_PNG_BAND_HASH_H

#include <stdint.h>
#include <string.h>

/// The four lanes of a band's hash so far.
typedef struct {
    uint64_t lanes[4];
} flipbook_band_hasher;

static inline flipbook_band_hasher flipbook_band_hasher_start(void) {
    return (flipbook_band_hasher){{0x243F6A8885A308D3ull, 0x13198A2E03707344ull, 0xA4093822299F31D0ull, 0x082EFA98EC4E6C89ull}};
}

/// One step of a lane: xor in a word, multiply by an odd constant, rotate (so high bits reach
/// low ones). Each step is a bijection of the lane for a given word.
static inline uint64_t flipbook_band_hash_mix(uint64_t lane, uint64_t word) {
    lane = (lane ^ word) * 0x9E3779B97F4A7C15ull;
    return (lane << 31) | (lane >> 33);
}

/// Takes the `length` bytes (under 32) that end a row: 8 at a time into the first lane, the
/// last 4 (a row is whole pixels) into the second.
static inline void flipbook_band_hash_row_end(flipbook_band_hasher *hasher, const uint8_t *bytes, size_t length) {
    size_t i = 0;
    for (; i + 8 <= length; i += 8) {
        uint64_t word;
        memcpy(&word, bytes + i, 8);
        hasher->lanes[0] = flipbook_band_hash_mix(hasher->lanes[0], word);
    }
    if (i < length) {
        uint32_t word;
        memcpy(&word, bytes + i, 4);
        hasher->lanes[1] = flipbook_band_hash_mix(hasher->lanes[1], word);
    }
}

/// MurmurHash3's 64-bit finaliser.
static inline uint64_t flipbook_band_hash_finish_lane(uint64_t value) {
    value ^= value >> 33; value *= 0xFF51AFD7ED558CCDull;
    value ^= value >> 33; value *= 0xC4CEB9FE1A85EC53ull;
    return value ^ (value >> 33);
}

/// The hash of a band of `rows` rows of `width` pixels whose words the hasher took.
static inline uint64_t flipbook_band_hash_finish(const flipbook_band_hasher *hasher, uint32_t width, uint32_t rows) {
    const uint64_t *lanes = hasher->lanes;
    return flipbook_band_hash_finish_lane(flipbook_band_hash_finish_lane(lanes[0]) ^ (flipbook_band_hash_finish_lane(lanes[1]) * 3)
                                          ^ (flipbook_band_hash_finish_lane(lanes[2]) * 5) ^ (flipbook_band_hash_finish_lane(lanes[3]) * 7)
                                          ^ ((uint64_t)width << 32 | rows));
}

#endif
