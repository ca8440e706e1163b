#include "common/Error.h"

#include <gtest/gtest.h>

using namespace tilescope;

TEST(Error, WhatNamesFileFieldAndMessage)
{
    const Error e(ErrorCode::InvalidField, "must not be negative", "a.json", "/memory/gapBytes/3");
    EXPECT_STREQ(e.what(), "a.json: field '/memory/gapBytes/3': must not be negative");
    EXPECT_EQ(e.code(), ErrorCode::InvalidField);
    EXPECT_EQ(e.file(), "a.json");
    EXPECT_EQ(e.field(), "/memory/gapBytes/3");
    EXPECT_EQ(e.message(), "must not be negative");
}

TEST(Error, WhatLeavesOutEmptyParts)
{
    EXPECT_STREQ(Error(ErrorCode::FileNotFound, "no such file", "x.tsr").what(), "x.tsr: no such file");
    EXPECT_STREQ(Error(ErrorCode::InvalidOption, "bad").what(), "bad");
}

TEST(Error, WithFileKeepsCodeAndField)
{
    const auto e = Error(ErrorCode::MissingField, "required", {}, "/model").withFile("r.json");
    EXPECT_EQ(e.file(), "r.json");
    EXPECT_EQ(e.field(), "/model");
    EXPECT_EQ(e.code(), ErrorCode::MissingField);
}

TEST(Error, CodeNamesAreDistinct)
{
    EXPECT_STREQ(errorCodeName(ErrorCode::FileNotFound), "file-not-found");
    EXPECT_STREQ(errorCodeName(ErrorCode::UnsupportedVersion), "unsupported-version");
    EXPECT_STRNE(errorCodeName(ErrorCode::InvalidField), errorCodeName(ErrorCode::MissingField));
}
