#ifndef FLIPBOOK_CSYSTEM_SHIM_H
#define FLIPBOOK_CSYSTEM_SHIM_H

#include <malloc.h>
#include <stddef.h>

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

#endif
