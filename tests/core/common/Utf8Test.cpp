#include "common/Utf8.h"

#include <gtest/gtest.h>

#include <string>

using tilescope::isUtf8;

TEST(Utf8, AcceptsWellFormedText)
{
    EXPECT_TRUE(isUtf8(""));
    EXPECT_TRUE(isUtf8("conv1/Convolve"));
    EXPECT_TRUE(isUtf8("\xc3\xa9"));         // é
    EXPECT_TRUE(isUtf8("\xe2\x82\xac"));     // €
    EXPECT_TRUE(isUtf8("\xf0\x9f\x98\x80")); // U+1F600
    EXPECT_TRUE(isUtf8("\xf4\x8f\xbf\xbf")); // U+10FFFF, the last code point
    EXPECT_TRUE(isUtf8(std::string("a\0b", 3)));
}

TEST(Utf8, RefusesWhatUnicodeForbids)
{
    EXPECT_FALSE(isUtf8("\xff"));             // never a UTF-8 byte
    EXPECT_FALSE(isUtf8("\x80"));             // a continuation without a lead
    EXPECT_FALSE(isUtf8("\xc0\x80"));         // overlong NUL
    EXPECT_FALSE(isUtf8("\xe0\x80\xaf"));     // overlong '/'
    EXPECT_FALSE(isUtf8("\xed\xa0\x80"));     // a UTF-16 surrogate
    EXPECT_FALSE(isUtf8("\xf4\x90\x80\x80")); // past U+10FFFF
    EXPECT_FALSE(isUtf8("\xe2\x82"));         // cut short
    EXPECT_FALSE(isUtf8("\xe2\x28\xa1"));     // a continuation that is not one
}
