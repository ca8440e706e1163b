// With returnLargeBuffersWhenFreed, a large buffer stays a mapping of its own after a larger one was
// freed (glibc would otherwise have raised its threshold past it and served it from its heap).

#include "common/MemoryReturn.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace tilescope {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kOwnAllocator = true; // AddressSanitizer's malloc has no such threshold
#else
constexpr bool kOwnAllocator = false;
#endif

std::size_t mappedBytes()
{
#if defined(__GLIBC__)
    return mallinfo2().hblkhd;
#else
    return 0;
#endif
}

void* touched(std::size_t bytes)
{
    auto* buffer = static_cast<char*>(std::malloc(bytes));
    std::memset(buffer, 1, bytes);
    return buffer;
}

TEST(MemoryReturn, ALargeBufferIsMappedAfterALargerOneWasFreed)
{
#if !defined(__GLIBC__)
    GTEST_SKIP() << "not glibc: the C library's own policy applies";
#endif
    if (kOwnAllocator)
        GTEST_SKIP() << "the sanitizer's allocator replaces glibc's";
    ASSERT_TRUE(returnLargeBuffersWhenFreed());
    std::free(touched(std::size_t(16) << 20)); // would raise glibc's threshold to 16 MiB
    const auto before = mappedBytes();
    void* buffer = touched(std::size_t(1) << 20);
    EXPECT_GE(mappedBytes(), before + (std::size_t(1) << 20));
    std::free(buffer);
    EXPECT_EQ(mappedBytes(), before); // and given back
}

TEST(MemoryReturn, KeptForReuseALargeBufferComesFromTheHeap)
{
#if !defined(__GLIBC__)
    GTEST_SKIP() << "not glibc: the C library's own policy applies";
#endif
    if (kOwnAllocator)
        GTEST_SKIP() << "the sanitizer's allocator replaces glibc's";
    ASSERT_TRUE(keepLargeBuffersForReuse());
    const auto before = mappedBytes();
    void* buffer = touched(std::size_t(16) << 20);
    EXPECT_EQ(mappedBytes(), before) << "16 MiB served from the heap, not mapped";
    void* larger = touched(std::size_t(40) << 20);
    EXPECT_GE(mappedBytes(), before + (std::size_t(40) << 20)) << "past 32 MiB, mapped still";
    std::free(larger);
    std::free(buffer);
    ASSERT_TRUE(returnLargeBuffersWhenFreed()); // as the other tests of this process expect
}

} // namespace
} // namespace tilescope
