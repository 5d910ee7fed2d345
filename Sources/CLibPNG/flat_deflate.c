// A deflater (RFC 1951) for the PNG rows of frames drawn in flat colours, where almost every
// byte repeats the pixel before it or the row above. zlib's level 1 searches hash chains and
// builds Huffman trees for every 16 K symbols; here each position tries three earlier ones
// (the pixel before, the row above, and the last position whose next four bytes hashed the
// same), takes the longest match greedily, and the band is one block whose Huffman codes are
// made for it (a band past 262,140 bytes, several). The hash table outlives the band, but an
// entry from an earlier band is never used, so the bytes are a function of the band alone.
#include "flat_deflate.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum {
    hash_bits = 14,
    min_match = 3,
    max_match = 258,
    window = 32768,
    block_bytes = 4 * 65535, // a block's input at most (so a band of any size keeps bounded symbols), four stored blocks
    literal_codes = 286, // 0–255 literals, 256 end of block, 257–285 lengths
    distance_codes = 30,
    length_codes = 19,   // the alphabet of the code lengths
    end_of_block = 256,
};

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                         67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                         4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
                                           513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
                                           8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
/// The order in which a block's header gives the code lengths' own code lengths.
static const uint8_t length_order[length_codes] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

int flipbook_flat_deflater_init(flipbook_flat_deflater *deflater) {
    memset(deflater, 0, sizeof *deflater);
    deflater->positions = calloc((size_t)1 << hash_bits, sizeof(uint32_t));
    deflater->origin = 1;
    return deflater->positions == NULL ? -1 : 0;
}

void flipbook_flat_deflater_free(flipbook_flat_deflater *deflater) {
    free(deflater->positions);
    free(deflater->symbols);
    memset(deflater, 0, sizeof *deflater);
}

// MARK: - Matches

/// The length code (0–28, for symbols 257–285) of a match of `length` bytes, 3...258.
static inline uint32_t length_code(uint32_t length) {
    if (length == max_match) return 28;
    uint32_t above = length - 3;
    if (above < 8) return above;
    uint32_t extra = 29 - (uint32_t)__builtin_clz(above); // floor(log2) - 2
    return (extra + 1) * 4 + ((above >> extra) & 3);
}

/// The distance code (0–29) of a match `distance` bytes back, 1...32768.
static inline uint32_t distance_code(uint32_t distance) {
    uint32_t back = distance - 1;
    if (back < 4) return back;
    uint32_t extra = 30 - (uint32_t)__builtin_clz(back); // floor(log2) - 1
    return extra * 2 + 2 + ((back >> extra) & 1);
}

/// How many of the first `limit` bytes at `a` and `b` are equal.
static inline uint32_t match_length(const uint8_t *a, const uint8_t *b, uint32_t limit) {
    uint32_t length = 0;
#if defined(__SSE2__)
    for (; length + 32 <= limit; length += 32) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + length)), y = _mm_loadu_si128((const __m128i *)(b + length));
        __m128i z = _mm_loadu_si128((const __m128i *)(a + length + 16)), w = _mm_loadu_si128((const __m128i *)(b + length + 16));
        uint32_t equal = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) | (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(z, w)) << 16;
        if (equal != 0xFFFFFFFFu) return length + (uint32_t)__builtin_ctz(~equal);
    }
    for (; length + 16 <= limit; length += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + length));
        __m128i y = _mm_loadu_si128((const __m128i *)(b + length));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ != 0) return length + (uint32_t)__builtin_ctz(differ);
    }
#endif
    while (length < limit && a[length] == b[length]) length++;
    return length;
}

/// The hash-table slot of the four bytes at `bytes`.
static inline uint32_t hash_slot(const uint8_t *bytes) {
    uint32_t word = (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24;
    return (word * 0x9E3779B1u) >> (32 - hash_bits);
}

/// What matching found for a block: its symbols' frequencies and their extra bits.
typedef struct {
    uint32_t literal_counts[literal_codes];
    uint32_t distance_counts[distance_codes];
    uint64_t extra_bits;
    size_t symbol_count;
} block_symbols;

/// Finds the matches of the band's bytes from `start` to `end` greedily into
/// `deflater->symbols`, counting them in `found`; they may reach back before `start`.
static void find_matches(flipbook_flat_deflater *deflater, const uint8_t *bytes, size_t start, size_t end,
                         size_t row_bytes, block_symbols *found) {
    uint32_t *symbols = deflater->symbols, *positions = deflater->positions, origin = deflater->origin;
    const size_t above = row_bytes <= window ? row_bytes : 0;
    size_t count = 0;
    for (size_t at = start; at < end;) {
        uint32_t limit = end - at < max_match ? (uint32_t)(end - at) : max_match;
        uint32_t best = 0, best_distance = 0;
        if (limit >= min_match) {
            if (at >= 3) best = match_length(bytes + at, bytes + at - 3, limit), best_distance = 3;
            if (best < limit && above != 0 && at >= above) {
                uint32_t candidate = match_length(bytes + at, bytes + at - above, limit);
                if (candidate > best) best = candidate, best_distance = (uint32_t)above;
            }
            if (best < limit && limit >= 4) {
                uint32_t slot = hash_slot(bytes + at), earlier = positions[slot];
                positions[slot] = origin + (uint32_t)at;
                size_t distance = earlier >= origin ? at - (earlier - origin) : 0;
                if (distance > 3 && distance <= window && distance != above) {
                    uint32_t candidate = match_length(bytes + at, bytes + at - distance, limit);
                    if (candidate > best) best = candidate, best_distance = (uint32_t)distance;
                }
            }
        }
        if (best >= min_match) {
            uint32_t code = length_code(best), far = distance_code(best_distance);
            found->literal_counts[257 + code]++;
            found->distance_counts[far]++;
            found->extra_bits += length_extra[code] + distance_extra[far];
            symbols[count++] = best << 15 | (best_distance - 1);
            at += best;
        } else {
            found->literal_counts[bytes[at]]++;
            symbols[count++] = bytes[at];
            at++;
        }
    }
    found->literal_counts[end_of_block]++;
    found->symbol_count = count;
}

// MARK: - Huffman codes

/// Sorts `keys` ascending by their counts (bits 16 and up), ties in the order given: by
/// insertion when they are few, else a radix sort, a byte of the counts a pass, skipping the
/// bytes every count shares.
static void sort_keys(uint64_t *keys, uint64_t *scratch, int count) {
    if (count <= 32) {
        for (int i = 1; i < count; i++) {
            uint64_t key = keys[i];
            int j = i;
            for (; j > 0 && keys[j - 1] >> 16 > key >> 16; j--) keys[j] = keys[j - 1];
            keys[j] = key;
        }
        return;
    }
    uint64_t any = 0, all = ~(uint64_t)0;
    for (int i = 0; i < count; i++) any |= keys[i], all &= keys[i];
    for (int shift = 16; shift < 64 && (any >> shift) != 0; shift += 8) {
        if (((any ^ all) >> shift & 0xFF) == 0) continue; // every count has this byte
        uint32_t starts[256] = {0};
        for (int i = 0; i < count; i++) starts[(keys[i] >> shift) & 0xFF]++;
        for (uint32_t digit = 0, sum = 0; digit < 256; digit++) {
            uint32_t n = starts[digit];
            starts[digit] = sum;
            sum += n;
        }
        for (int i = 0; i < count; i++) scratch[starts[(keys[i] >> shift) & 0xFF]++] = keys[i];
        memcpy(keys, scratch, (size_t)count * sizeof *keys);
    }
}

/// Turns `weights`, sorted ascending, into the depths of an optimal prefix code's leaves in
/// place (Moffat and Katajainen's in-place algorithm, 1995); `count` at least 2, and
/// `weights[count]` free for a sentinel.
static void minimum_redundancy_depths(uint32_t *weights, int count) {
    // Left to right: pair the two lightest of the leaves and the trees made so far; a tree
    // made keeps its weight until it is paired, then the index of its parent. The choices are
    // made without branches (they are as good as random), the sentinel past the leaves never
    // chosen.
    weights[count] = UINT32_MAX;
    weights[0] += weights[1];
    int root = 0, leaf = 2;
    for (int next = 1; next < count - 1; next++) {
        for (int pick = 0; pick < 2; pick++) {
            uint32_t tree = weights[root];
            int take_tree = (pick == 0 || root < next) && tree < weights[leaf];
            uint32_t weight = take_tree ? tree : weights[leaf];
            weights[root] = take_tree ? (uint32_t)next : tree; // before the sum: `root` may be `next`
            weights[next] = pick == 0 ? weight : weights[next] + weight;
            root += take_tree;
            leaf += !take_tree;
        }
    }
    // Right to left: the trees' depths from their parents' ...
    weights[count - 2] = 0;
    for (int next = count - 3; next >= 0; next--) weights[next] = weights[weights[next]] + 1;
    // ... and the leaves' depths from how many trees each level has.
    int available = 1, used = 0, depth = 0, tree = count - 2, next = count - 1;
    while (available > 0) {
        while (tree >= 0 && (int)weights[tree] == depth) used++, tree--;
        while (available > used) weights[next--] = (uint32_t)depth, available--;
        available = 2 * used;
        depth++;
        used = 0;
    }
}

/// Code lengths for the symbols' `counts` (at least two of them not zero), none longer than
/// `limit` bits, the longest to the rarest (ties to the higher symbol); unused symbols get 0.
static void code_lengths(const uint32_t *counts, int symbols, int limit, uint8_t *lengths) {
    uint64_t keys[literal_codes], scratch[literal_codes];
    uint32_t depths[literal_codes + 1];
    int used = 0;
    memset(lengths, 0, (size_t)symbols);
    for (int symbol = 0; symbol < symbols; symbol++) { // every symbol written, the used ones kept
        keys[used] = (uint64_t)counts[symbol] << 16 | (uint64_t)symbol;
        used += counts[symbol] != 0;
    }
    sort_keys(keys, scratch, used);
    for (int i = 0; i < used; i++) depths[i] = (uint32_t)(keys[i] >> 16);
    minimum_redundancy_depths(depths, used);
    // How many leaves each length has, the deeper ones brought up to `limit`, then leaves
    // moved down one level at a time until the code is complete again (as miniz does).
    uint32_t per_length[16] = {0};
    for (int i = 0; i < used; i++) per_length[depths[i] < (uint32_t)limit ? depths[i] : (uint32_t)limit]++;
    uint32_t total = 0;
    for (int bits = limit; bits >= 1; bits--) total += per_length[bits] << (limit - bits);
    for (; total > (1u << limit); total--) {
        per_length[limit]--;
        for (int bits = limit - 1; bits > 0; bits--) {
            if (per_length[bits] != 0) {
                per_length[bits]--;
                per_length[bits + 1] += 2;
                break;
            }
        }
    }
    int next = 0;
    for (int bits = limit; bits >= 1; bits--) {
        for (uint32_t n = per_length[bits]; n > 0; n--) lengths[keys[next++] & 0xFFFF] = (uint8_t)bits;
    }
}

/// Each byte with its bits in the opposite order.
static const uint8_t reversed_bytes[256] = {
#define R2(n) n, n + 2 * 64, n + 1 * 64, n + 3 * 64
#define R4(n) R2(n), R2(n + 2 * 16), R2(n + 1 * 16), R2(n + 3 * 16)
#define R6(n) R4(n), R4(n + 2 * 4), R4(n + 1 * 4), R4(n + 3 * 4)
    R6(0), R6(2), R6(1), R6(3)
#undef R6
#undef R4
#undef R2
};

/// The canonical codes (RFC 1951, 3.2.2) of `lengths`, bit-reversed for writing LSB first.
static void canonical_codes(const uint8_t *lengths, int symbols, uint16_t *codes) {
    uint32_t per_length[16] = {0}, next_code[16] = {0};
    for (int symbol = 0; symbol < symbols; symbol++) per_length[lengths[symbol]]++;
    per_length[0] = 0;
    for (uint32_t bits = 1, code = 0; bits < 16; bits++) {
        code = (code + per_length[bits - 1]) << 1;
        next_code[bits] = code;
    }
    for (int symbol = 0; symbol < symbols; symbol++) { // unused symbols (length 0) get codes never written
        int bits = lengths[symbol];
        uint32_t code = next_code[bits]++;
        code = (uint32_t)reversed_bytes[code & 0xFF] << 8 | reversed_bytes[code >> 8 & 0xFF];
        codes[symbol] = (uint16_t)(code >> (16 - bits));
    }
}

/// Gives at least two symbols a count, so every code is complete (a lone symbol gets a partner).
static void ensure_two_symbols(uint32_t *counts, int symbols) {
    int used = 0;
    for (int symbol = 0; symbol < symbols && used < 2; symbol++) used += counts[symbol] != 0;
    for (int symbol = 0; symbol < symbols && used < 2; symbol++) {
        if (counts[symbol] == 0) counts[symbol] = 1, used++;
    }
}

// MARK: - The block

/// A block's codes and its header's run-length-coded code lengths.
typedef struct {
    uint8_t literal_lengths[literal_codes], distance_lengths[distance_codes], length_lengths[length_codes];
    uint16_t literal_codes[literal_codes], distance_codes[distance_codes], length_codes[length_codes];
    int literal_count, distance_count, length_count; // HLIT + 257, HDIST + 1, HCLEN + 4
    uint8_t runs[literal_codes + distance_codes][2];  // a code-length symbol and its repeat
    int run_count;
    uint64_t bits; // the block's size, header included
} block_codes;

/// Run-length codes the code lengths (16 repeats the last, 17 and 18 repeat zeros) into
/// `block->runs`, counting the symbols in `counts`.
static void encode_lengths(block_codes *block, uint32_t counts[length_codes]) {
    uint8_t all[literal_codes + distance_codes];
    int total = block->literal_count + block->distance_count;
    memcpy(all, block->literal_lengths, (size_t)block->literal_count);
    memcpy(all + block->literal_count, block->distance_lengths, (size_t)block->distance_count);
    int runs = 0;
    for (int at = 0; at < total;) {
        uint8_t length = all[at];
        int repeat = 1;
        while (at + repeat < total && all[at + repeat] == length) repeat++;
        at += repeat;
        if (length == 0) {
            for (; repeat >= 11; repeat -= repeat < 138 ? repeat : 138) {
                block->runs[runs][0] = 18, block->runs[runs++][1] = (uint8_t)((repeat < 138 ? repeat : 138) - 11);
            }
            if (repeat >= 3) block->runs[runs][0] = 17, block->runs[runs++][1] = (uint8_t)(repeat - 3), repeat = 0;
        } else {
            block->runs[runs][0] = length, block->runs[runs++][1] = 0;
            repeat--;
            for (; repeat >= 3; repeat -= repeat < 6 ? repeat : 6) {
                block->runs[runs][0] = 16, block->runs[runs++][1] = (uint8_t)((repeat < 6 ? repeat : 6) - 3);
            }
        }
        for (; repeat > 0; repeat--) block->runs[runs][0] = length, block->runs[runs++][1] = 0;
    }
    block->run_count = runs;
    for (int i = 0; i < runs; i++) counts[block->runs[i][0]]++;
}

/// Makes the block's codes from what matching found, and its size in bits.
static void make_codes(block_symbols *found, block_codes *block) {
    ensure_two_symbols(found->literal_counts, literal_codes);
    ensure_two_symbols(found->distance_counts, distance_codes);
    code_lengths(found->literal_counts, literal_codes, 15, block->literal_lengths);
    code_lengths(found->distance_counts, distance_codes, 15, block->distance_lengths);
    block->literal_count = literal_codes;
    while (block->literal_lengths[block->literal_count - 1] == 0) block->literal_count--;
    block->distance_count = distance_codes;
    while (block->distance_lengths[block->distance_count - 1] == 0) block->distance_count--;
    uint32_t counts[length_codes] = {0};
    encode_lengths(block, counts);
    ensure_two_symbols(counts, length_codes);
    code_lengths(counts, length_codes, 7, block->length_lengths);
    block->length_count = length_codes;
    while (block->length_count > 4 && block->length_lengths[length_order[block->length_count - 1]] == 0) {
        block->length_count--;
    }
    canonical_codes(block->literal_lengths, literal_codes, block->literal_codes);
    canonical_codes(block->distance_lengths, distance_codes, block->distance_codes);
    canonical_codes(block->length_lengths, length_codes, block->length_codes);
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)block->length_count + found->extra_bits;
    for (int i = 0; i < block->run_count; i++) {
        uint8_t symbol = block->runs[i][0];
        bits += block->length_lengths[symbol] + (symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0);
    }
    for (int symbol = 0; symbol < literal_codes; symbol++) {
        bits += (uint64_t)found->literal_counts[symbol] * block->literal_lengths[symbol];
    }
    for (int symbol = 0; symbol < distance_codes; symbol++) {
        bits += (uint64_t)found->distance_counts[symbol] * block->distance_lengths[symbol];
    }
    block->bits = bits;
}

// MARK: - Writing bits

/// Bits written least significant first into bytes at `out`, which has room for them all.
typedef struct {
    uint8_t *out;
    uint64_t pending;
    int count;
} bit_writer;

static inline void put_bits(bit_writer *writer, uint32_t value, int bits) {
    writer->pending |= (uint64_t)value << writer->count;
    writer->count += bits;
    if (writer->count >= 32) {
        uint32_t word = (uint32_t)writer->pending;
        writer->out[0] = (uint8_t)word, writer->out[1] = (uint8_t)(word >> 8);
        writer->out[2] = (uint8_t)(word >> 16), writer->out[3] = (uint8_t)(word >> 24);
        writer->out += 4;
        writer->pending >>= 32;
        writer->count -= 32;
    }
}

/// Writes the bits pending, the last byte padded with zeros.
static void align_to_byte(bit_writer *writer) {
    for (; writer->count > 0; writer->count -= 8) {
        *writer->out++ = (uint8_t)writer->pending;
        writer->pending >>= 8;
    }
    writer->count = 0;
    writer->pending = 0;
}

/// A non-final block of the band's symbols with the block's codes.
static void write_block(bit_writer *writer, const block_codes *block, const uint32_t *symbols, size_t symbol_count) {
    put_bits(writer, 2 << 1, 3); // BFINAL 0, BTYPE 10: dynamic codes
    put_bits(writer, (uint32_t)block->literal_count - 257, 5);
    put_bits(writer, (uint32_t)block->distance_count - 1, 5);
    put_bits(writer, (uint32_t)block->length_count - 4, 4);
    for (int i = 0; i < block->length_count; i++) put_bits(writer, block->length_lengths[length_order[i]], 3);
    for (int i = 0; i < block->run_count; i++) {
        uint8_t symbol = block->runs[i][0];
        put_bits(writer, block->length_codes[symbol], block->length_lengths[symbol]);
        if (symbol >= 16) put_bits(writer, block->runs[i][1], symbol == 16 ? 2 : symbol == 17 ? 3 : 7);
    }
    for (size_t i = 0; i < symbol_count; i++) {
        uint32_t symbol = symbols[i];
        if (symbol < 256) {
            put_bits(writer, block->literal_codes[symbol], block->literal_lengths[symbol]);
            continue;
        }
        uint32_t length = symbol >> 15, distance = (symbol & 0x7FFF) + 1;
        uint32_t code = length_code(length), far = distance_code(distance);
        put_bits(writer, block->literal_codes[257 + code] | (length - length_base[code]) << block->literal_lengths[257 + code],
                 block->literal_lengths[257 + code] + length_extra[code]);
        put_bits(writer, block->distance_codes[far] | (distance - distance_base[far]) << block->distance_lengths[far],
                 block->distance_lengths[far] + distance_extra[far]);
    }
    put_bits(writer, block->literal_codes[end_of_block], block->literal_lengths[end_of_block]);
}

/// The band as stored blocks (non-final, 65,535 bytes at most each), for input that does not
/// compress.
static void write_stored(bit_writer *writer, const uint8_t *bytes, size_t length) {
    for (size_t at = 0; at < length;) {
        uint32_t size = length - at < 65535 ? (uint32_t)(length - at) : 65535;
        put_bits(writer, 0, 3);
        align_to_byte(writer);
        uint8_t *out = writer->out;
        out[0] = (uint8_t)size, out[1] = (uint8_t)(size >> 8), out[2] = (uint8_t)~size, out[3] = (uint8_t)(~size >> 8);
        memcpy(out + 4, bytes + at, size);
        writer->out = out + 4 + size;
        at += size;
    }
}

/// The size of `length` bytes as stored blocks, headers included.
static uint64_t stored_bits(size_t length) {
    return ((uint64_t)length + 5 * ((length + 65534) / 65535)) * 8;
}

/// Appends the band's bytes from `start` to `end` as one block, dynamic or stored, whichever
/// is smaller; 0, or -1 when out of memory.
static int deflate_block(flipbook_flat_deflater *deflater, const uint8_t *bytes, size_t start, size_t end,
                         size_t row_bytes, flipbook_byte_buffer *out, bit_writer *writer) {
    block_symbols found;
    memset(&found, 0, sizeof found);
    find_matches(deflater, bytes, start, end, row_bytes, &found);
    block_codes block;
    make_codes(&found, &block);
    int stored = block.bits >= stored_bits(end - start);
    uint64_t bits = stored ? stored_bits(end - start) + 8 : block.bits;
    size_t written = (size_t)(writer->out - out->bytes);
    if (flipbook_reserve(out, written - out->size + (size_t)(bits / 8) + 16) != 0) return -1;
    writer->out = out->bytes + written; // the buffer may have moved
    if (stored) {
        write_stored(writer, bytes + start, end - start);
    } else {
        write_block(writer, &block, deflater->symbols, found.symbol_count);
    }
    return 0;
}

int flipbook_flat_deflate(flipbook_flat_deflater *deflater, const uint8_t *bytes, size_t length, size_t row_bytes,
                          flipbook_byte_buffer *out) {
    if (length >= UINT32_MAX / 2) return -1;
    size_t most = (length < block_bytes ? length : block_bytes) + 1;
    if (most > deflater->symbols_capacity) {
        uint32_t *grown = realloc(deflater->symbols, most * sizeof(uint32_t));
        if (grown == NULL) return -1;
        deflater->symbols = grown;
        deflater->symbols_capacity = most;
    }
    if (UINT32_MAX - deflater->origin <= length) { // the offsets would wrap: start the table afresh
        memset(deflater->positions, 0, ((size_t)1 << hash_bits) * sizeof(uint32_t));
        deflater->origin = 1;
    }
    bit_writer writer = {out->bytes + out->size, 0, 0};
    for (size_t start = 0; start < length; start += block_bytes) {
        size_t end = length - start < block_bytes ? length : start + block_bytes;
        if (deflate_block(deflater, bytes, start, end, row_bytes, out, &writer) != 0) return -1;
    }
    deflater->origin += (uint32_t)length;
    // The sync flush: an empty stored block, so the band ends on a byte.
    put_bits(&writer, 0, 3);
    align_to_byte(&writer);
    static const uint8_t empty[4] = {0x00, 0x00, 0xFF, 0xFF};
    memcpy(writer.out, empty, 4);
    out->size = (size_t)(writer.out + 4 - out->bytes);
    return 0;
}
