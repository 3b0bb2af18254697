// The C library's `pthread_getattr_np` is declared only to C built with `_GNU_SOURCE`.
#define _GNU_SOURCE
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include "LenientStack.h"

/// Each thread's limit, plus one (0: not looked for yet; 1: its stack cannot be told).
static __thread uintptr_t limit_plus_one = 0;

/// The address below which the calling thread's stack counts as low, plus one.
static uintptr_t find_limit(void) {
    uintptr_t limit = 1;
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        void *address = NULL;
        size_t size = 0;
        if (pthread_attr_getstack(&attributes, &address, &size) == 0 && address != NULL && size > 0) {
            // The stack grows down from `address + size` to `address`.
            size_t reserve = size / 2;
            size_t least = size < 65536 ? size : 65536;
            if (reserve < least) reserve = least;
            limit = (uintptr_t)address + reserve + 1;
        }
        pthread_attr_destroy(&attributes);
    }
    return limit;
}

int lenient_stack_is_low(void) {
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    if (limit_plus_one == 0) limit_plus_one = find_limit();
    return here < limit_plus_one - 1;
}
