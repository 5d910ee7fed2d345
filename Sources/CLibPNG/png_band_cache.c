// A bounded cache of deflated bands of rows, kept by their pixels, shared by the threads that
// encode a frame sequence (png_bands.c). Entries are found by a hash of the pixels and
// confirmed by comparing the pixels with a kept copy, so a hash collision costs time, never a
// wrong band. Least recently used entries go first once the bytes held pass the limit; an
// entry being compared when it is evicted is freed by the last thread that holds it.
//
// A band is kept the second time it is compressed while the cache still remembers its hash
// (one slot a hash, overwritten by the next hash to land there), not the first: most bands of
// a moving scene never come back, and copying each one's pixels in (75 kB a band at 1170
// pixels) cost the standard sequence 8.5 MB of copies and a hundred large blocks allocated and
// freed a frame. A band that does come back is compressed once more than before.
#include "png_band_cache.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

enum { bucket_count = 4096, seen_slots = 8192 };

typedef struct band_entry {
    struct band_entry *next;          // in its bucket
    struct band_entry *older, *newer; // in order of use
    uint64_t hash;
    uint32_t width, rows;
    int level;
    int holders;  // threads comparing against it
    int evicted;  // out of the cache, freed when the last holder lets go
    uLong adler;
    size_t deflated_size, cost;
    uint8_t *deflated;
    uint8_t pixels[]; // rows × width × 4 bytes, packed, then the deflated bytes
} band_entry;

struct flipbook_band_cache {
    pthread_mutex_t lock;
    band_entry *buckets[bucket_count];
    band_entry *oldest, *newest;
    size_t bytes, cap, frame_bytes, entries;
    double frames;
    uint64_t hits, misses;
    uint64_t seen[seen_slots]; // hashes of bands offered lately, one a slot (see `offered_before`)
};

flipbook_band_cache *flipbook_band_cache_create(double frames, size_t cap_bytes) {
    flipbook_band_cache *cache = calloc(1, sizeof *cache);
    if (cache == NULL) return NULL;
    pthread_mutex_init(&cache->lock, NULL);
    cache->frames = frames;
    cache->cap = cap_bytes;
    return cache;
}

void flipbook_band_cache_destroy(flipbook_band_cache *cache) {
    if (cache == NULL) return;
    for (band_entry *entry = cache->oldest, *next; entry != NULL; entry = next) {
        next = entry->newer;
        free(entry);
    }
    pthread_mutex_destroy(&cache->lock);
    free(cache);
}

void flipbook_band_cache_get_stats(flipbook_band_cache *cache, flipbook_band_cache_stats *stats) {
    pthread_mutex_lock(&cache->lock);
    *stats = (flipbook_band_cache_stats){cache->bytes, cache->entries, cache->hits, cache->misses};
    pthread_mutex_unlock(&cache->lock);
}

static inline uint64_t load64(const uint8_t *bytes) { uint64_t word; memcpy(&word, bytes, 8); return word; }

/// One step of a lane: xor in a word, multiply by an odd constant, rotate (so high bits reach
/// low ones). Each step is a bijection of the lane for a given word.
static inline uint64_t mix(uint64_t lane, uint64_t word) {
    lane = (lane ^ word) * 0x9E3779B97F4A7C15ull;
    return (lane << 31) | (lane >> 33);
}

/// MurmurHash3's 64-bit finaliser.
static inline uint64_t finish(uint64_t value) {
    value ^= value >> 33; value *= 0xFF51AFD7ED558CCDull;
    value ^= value >> 33; value *= 0xC4CEB9FE1A85EC53ull;
    return value ^ (value >> 33);
}

uint64_t flipbook_band_hash(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t rows) {
    uint64_t a = 0x243F6A8885A308D3ull, b = 0x13198A2E03707344ull, c = 0xA4093822299F31D0ull, d = 0x082EFA98EC4E6C89ull;
    size_t row_bytes = (size_t)width * 4;
    for (uint32_t y = 0; y < rows; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        size_t i = 0;
        for (; i + 32 <= row_bytes; i += 32) {
            a = mix(a, load64(row + i)); b = mix(b, load64(row + i + 8));
            c = mix(c, load64(row + i + 16)); d = mix(d, load64(row + i + 24));
        }
        for (; i + 8 <= row_bytes; i += 8) a = mix(a, load64(row + i));
        if (i < row_bytes) { uint32_t word; memcpy(&word, row + i, 4); b = mix(b, word); }
    }
    return finish(finish(a) ^ (finish(b) * 3) ^ (finish(c) * 5) ^ (finish(d) * 7) ^ ((uint64_t)width << 32 | rows));
}

static band_entry **bucket(flipbook_band_cache *cache, uint64_t hash) {
    return &cache->buckets[hash & (bucket_count - 1)];
}

static void unlink_from_age(flipbook_band_cache *cache, band_entry *entry) {
    if (entry->older) entry->older->newer = entry->newer; else cache->oldest = entry->newer;
    if (entry->newer) entry->newer->older = entry->older; else cache->newest = entry->older;
    entry->older = entry->newer = NULL;
}

static void link_newest(flipbook_band_cache *cache, band_entry *entry) {
    entry->older = cache->newest;
    entry->newer = NULL;
    if (cache->newest) cache->newest->newer = entry; else cache->oldest = entry;
    cache->newest = entry;
}

/// An entry of the key's hash, size and level (under the lock), or NULL.
static band_entry *find(flipbook_band_cache *cache, const flipbook_band_key *key) {
    for (band_entry *entry = *bucket(cache, key->hash); entry != NULL; entry = entry->next) {
        if (entry->hash == key->hash && entry->width == key->width && entry->rows == key->rows && entry->level == key->level) {
            return entry;
        }
    }
    return NULL;
}

static size_t limit(const flipbook_band_cache *cache) {
    double frames = cache->frames * (double)cache->frame_bytes;
    return frames < (double)cache->cap ? (size_t)frames : cache->cap;
}

/// Takes the oldest entries out until the bytes held fit the limit (under the lock).
static void evict(flipbook_band_cache *cache) {
    while (cache->bytes > limit(cache) && cache->oldest != NULL) {
        band_entry *entry = cache->oldest;
        band_entry **link = bucket(cache, entry->hash);
        while (*link != entry) link = &(*link)->next;
        *link = entry->next;
        unlink_from_age(cache, entry);
        cache->bytes -= entry->cost;
        cache->entries -= 1;
        if (entry->holders == 0) free(entry); else entry->evicted = 1;
    }
}

void flipbook_band_cache_note_frame(flipbook_band_cache *cache, size_t frame_bytes) {
    pthread_mutex_lock(&cache->lock);
    if (frame_bytes > cache->frame_bytes) cache->frame_bytes = frame_bytes;
    pthread_mutex_unlock(&cache->lock);
}

static int same_pixels(const band_entry *entry, const flipbook_band_key *key) {
    size_t row_bytes = (size_t)key->width * 4;
    for (uint32_t y = 0; y < key->rows; y++) {
        if (memcmp(entry->pixels + y * row_bytes, key->pixels + y * key->stride, row_bytes) != 0) return 0;
    }
    return 1;
}

int flipbook_band_cache_append(flipbook_band_cache *cache, const flipbook_band_key *key,
                               flipbook_byte_buffer *out, uLong *adler) {
    pthread_mutex_lock(&cache->lock);
    band_entry *entry = find(cache, key);
    if (entry != NULL) entry->holders += 1;
    pthread_mutex_unlock(&cache->lock);
    int found = entry != NULL && same_pixels(entry, key);
    if (found && flipbook_reserve(out, entry->deflated_size) != 0) found = -1;
    if (found == 1) {
        memcpy(out->bytes + out->size, entry->deflated, entry->deflated_size);
        out->size += entry->deflated_size;
        *adler = entry->adler;
    }
    pthread_mutex_lock(&cache->lock);
    if (found == 1) cache->hits += 1; else cache->misses += 1;
    int release = 0;
    if (entry != NULL) {
        entry->holders -= 1;
        release = entry->evicted && entry->holders == 0;
        if (found == 1 && !entry->evicted) { unlink_from_age(cache, entry); link_newest(cache, entry); }
    }
    pthread_mutex_unlock(&cache->lock);
    if (release) free(entry);
    return found;
}

/// Whether a band of `hash` was offered before, while its slot remembered it; remembers it
/// now (under the lock).
static int offered_before(flipbook_band_cache *cache, uint64_t hash) {
    uint64_t *slot = &cache->seen[(hash >> 32) & (seen_slots - 1)];
    int seen = *slot == hash;
    *slot = hash;
    return seen;
}

void flipbook_band_cache_insert(flipbook_band_cache *cache, const flipbook_band_key *key,
                                const uint8_t *deflated, size_t size, uLong adler) {
    pthread_mutex_lock(&cache->lock);
    int again = offered_before(cache, key->hash);
    pthread_mutex_unlock(&cache->lock);
    if (!again) return;
    size_t pixel_bytes = (size_t)key->width * 4 * key->rows;
    size_t cost = sizeof(band_entry) + pixel_bytes + size;
    band_entry *entry = malloc(cost);
    if (entry == NULL) return;
    *entry = (band_entry){NULL, NULL, NULL, key->hash, key->width, key->rows, key->level, 0, 0, adler, size, cost, NULL};
    for (uint32_t y = 0; y < key->rows; y++) {
        memcpy(entry->pixels + (size_t)y * key->width * 4, key->pixels + y * key->stride, (size_t)key->width * 4);
    }
    entry->deflated = entry->pixels + pixel_bytes;
    memcpy(entry->deflated, deflated, size);
    pthread_mutex_lock(&cache->lock);
    int kept = cost <= limit(cache) && find(cache, key) == NULL;
    if (kept) {
        entry->next = *bucket(cache, key->hash);
        *bucket(cache, key->hash) = entry;
        link_newest(cache, entry);
        cache->bytes += cost;
        cache->entries += 1;
        evict(cache);
    }
    pthread_mutex_unlock(&cache->lock);
    if (!kept) free(entry);
}
