#include "common/MemoryReturn.h"

#include <cstdlib> // defines __GLIBC__ where glibc is the C library

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace tilescope {

bool returnLargeBuffersWhenFreed()
{
#if defined(__GLIBC__)
    // Setting the threshold at all turns off its growth; 128 KiB is glibc's own starting value.
    return mallopt(M_MMAP_THRESHOLD, 128 * 1024) == 1;
#else
    return false;
#endif
}

bool keepLargeBuffersForReuse()
{
#if defined(__GLIBC__)
    // 32 MiB is the most glibc takes (half its largest heap); the heap's top is trimmed only past
    // 512 MiB free, so that a candidate's freed report stays for the next one's.
    return mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1 && mallopt(M_TRIM_THRESHOLD, 512 << 20) == 1;
#else
    return false;
#endif
}

} // namespace tilescope
