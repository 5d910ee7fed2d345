#ifndef FLIPBOOK_CSYSTEM_SHIM_H
#define FLIPBOOK_CSYSTEM_SHIM_H

#include <malloc.h>
#include <stddef.h>
#include <stdint.h>

// Process settings the frame workers use (glibc's, not exported to Swift by its Glibc module).

extern int flipbook_sched_getaffinity(int pid, size_t size, void *mask) __asm__("sched_getaffinity");

/// The processors this process may run on (its affinity mask, as `taskset` sets it); 0 when
/// the mask cannot be read.
static inline int flipbook_available_processors(void) {
    unsigned char mask[128];
    int count = 0;
    if (flipbook_sched_getaffinity(0, sizeof mask, mask) != 0) return 0;
    for (size_t i = 0; i < sizeof mask; i++) count += __builtin_popcount(mask[i]);
    return count;
}

/// Flushes the file system holding the open file `descriptor` to disk (frames written
/// unflushed, all at once at the end of a run).
extern int flipbook_syncfs(int descriptor) __asm__("syncfs");

/// Fixes glibc's threshold above which a block gets its own memory map (and stops glibc
/// raising it whenever such a block is freed).
static inline void flipbook_set_mmap_threshold(int bytes) { mallopt(M_MMAP_THRESHOLD, bytes); }

// The Swift runtime's table of the metadata sections of every loaded image (ELF), as its
// `swift_enumerateAllMetadataSections` hands them over; previews are found through it.

/// The addresses of one metadata section of an image.
typedef struct {
    uintptr_t start;
    size_t length;
} FlipbookMetadataSectionRange;

/// The first fields of the runtime's `MetadataSections`, as far as the conformances.
typedef struct {
    uintptr_t version;
    const void *baseAddress;
    void *unused0;
    void *unused1;
    FlipbookMetadataSectionRange protocols;
    FlipbookMetadataSectionRange protocolConformances;
} FlipbookMetadataSections;

/// Calls `body` with the sections of each loaded image until it returns false.
extern void flipbook_enumerate_metadata_sections(
    _Bool (*body)(const FlipbookMetadataSections *sections, void *context), void *context)
    __asm__("swift_enumerateAllMetadataSections");

/// What a type's metadata accessor returns: the metadata and its state.
typedef struct {
    const void *metadata;
    uintptr_t state;
} FlipbookMetadataResponse;

/// The metadata of a type that is not generic, from its accessor function (a complete-metadata
/// request; two words come back in registers under the Swift and C conventions alike).
static inline const void *flipbook_call_metadata_accessor(const void *accessor) {
    return ((FlipbookMetadataResponse (*)(uintptr_t))accessor)(0).metadata;
}

#endif
