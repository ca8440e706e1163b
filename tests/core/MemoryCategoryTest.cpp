#include "report/MemoryCategory.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace tilescope;

TEST(MemoryCategory, NamesRoundTripAndAreUnique)
{
    std::set<std::string> names;
    for (MemoryCategory c : allMemoryCategories()) {
        const auto name = memoryCategoryName(c);
        names.insert(std::string(name));
        EXPECT_EQ(parseMemoryCategory(name), c);
    }
    EXPECT_EQ(names.size(), kMemoryCategoryCount);
    EXPECT_FALSE(parseMemoryCategory("noSuchCategory").has_value());
}

TEST(MemoryCategory, CodeAndLivenessClassification)
{
    EXPECT_TRUE(isCodeCategory(MemoryCategory::VertexCode));
    EXPECT_TRUE(isCodeCategory(MemoryCategory::GlobalExchangeCode));
    EXPECT_FALSE(isCodeCategory(MemoryCategory::VertexInstanceState));
    EXPECT_FALSE(isAlwaysLiveCategory(MemoryCategory::NotAlwaysLiveVariable));
    EXPECT_TRUE(isAlwaysLiveCategory(MemoryCategory::ControlCode));
    EXPECT_EQ(memoryCategoryName(MemoryCategory::VertexCode), "vertexCode");
}
