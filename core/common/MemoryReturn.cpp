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

} // namespace tilescope
