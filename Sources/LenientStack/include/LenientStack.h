#ifndef LENIENT_STACK_H
#define LENIENT_STACK_H

/// Whether the calling thread has used half its stack or more (or all but 64 KiB, on a
/// thread whose half is less): 1 if so, 0 if not, or where its stack cannot be told.
/// Its frame's address is the stack's own, also under AddressSanitizer (whose "fake
/// stack" moves a function's local variables to the heap).
int lenient_stack_is_low(void);

#endif
