// A bounded cache of deflated bands of rows, kept by their rows' bytes, shared by the threads that
// encode a frame sequence (png_bands.c). Entries are found by a hash of the pixels and
// confirmed by comparing the rows with a kept copy, so a hash collision costs time, never a
// wrong band. Least recently used entries go first once the bytes held pass the limit; an
// entry being compared when it is evicted is freed by the last thread that holds it.
//
// A band is kept the second time it is compressed while the cache still remembers its hash
// (one slot a hash, overwritten by the next hash to land there), not the first: most bands of
// a moving scene never come back, and copying each one in (75 kB of pixels a band at 1170
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
    uint8_t rows_bytes[]; // the band's rows as deflate takes them (rows × (width × 3 + 1)), then the deflated bytes
} band_entry;

struct flipbook_band_cache {
    pthread_mutex_t lock;
    band_entry *buckets[bucket_count];
    band_entry *oldest, *newest;
    size_t bytes, cap, frame_bytes, entries;
    double frames;
    uint64_t hits, misses, kept;
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
    *stats = (flipbook_band_cache_stats){cache->bytes, cache->entries, cache->hits, cache->misses, cache->kept};
    pthread_mutex_unlock(&cache->lock);
}

void flipbook_band_cache_note_kept(flipbook_band_cache *cache, size_t bands) {
    pthread_mutex_lock(&cache->lock);
    cache->kept += bands;
    pthread_mutex_unlock(&cache->lock);
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

static int same_rows(const band_entry *entry, const flipbook_band_key *key) {
    return memcmp(entry->rows_bytes, key->rows_bytes, key->size) == 0;
}

int flipbook_band_cache_append(flipbook_band_cache *cache, const flipbook_band_key *key,
                               flipbook_byte_buffer *out, uLong *adler) {
    pthread_mutex_lock(&cache->lock);
    band_entry *entry = find(cache, key);
    if (entry != NULL) entry->holders += 1;
    pthread_mutex_unlock(&cache->lock);
    int found = entry != NULL && same_rows(entry, key);
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
    size_t cost = sizeof(band_entry) + key->size + size;
    band_entry *entry = malloc(cost);
    if (entry == NULL) return;
    *entry = (band_entry){NULL, NULL, NULL, key->hash, key->width, key->rows, key->level, 0, 0, adler, size, cost, NULL};
    memcpy(entry->rows_bytes, key->rows_bytes, key->size);
    entry->deflated = entry->rows_bytes + key->size;
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
