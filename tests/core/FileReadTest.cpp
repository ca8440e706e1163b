#include "common/FileRead.h"

#include "common/Error.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace tilescope;

TEST(FileRead, ReadsTheWholeFileAndReportsItsChunks)
{
    const auto path = (std::filesystem::temp_directory_path() / "tilescope_test_read.bin").string();
    const std::string content(100000, 'x');
    std::ofstream(path, std::ios::binary) << content;
    std::uint64_t lastRead = 0, lastSize = 0;
    EXPECT_EQ(readFileBytes(path, "report", [&](std::uint64_t read, std::uint64_t size) {
                  lastRead = read;
                  lastSize = size;
              }),
              content);
    EXPECT_EQ(lastRead, content.size());
    EXPECT_EQ(lastSize, content.size());
    std::filesystem::remove(path);
}

TEST(FileRead, MissingFileAndDirectoryAreNamed)
{
    try {
        readFileBytes("/nonexistent/model.json", "model");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileNotFound);
        EXPECT_EQ(e.file(), "/nonexistent/model.json");
    }
    const auto directory = std::filesystem::temp_directory_path().string();
    try {
        readFileBytes(directory, "model");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileUnreadable);
        EXPECT_EQ(e.message(), "is a directory, not a model file");
    }
}
