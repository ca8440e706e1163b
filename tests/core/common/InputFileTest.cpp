#include "common/InputFile.h"

#include "common/Error.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace tilescope;

TEST(InputFile, ReadsInPiecesAndGoesBackToTheStart)
{
    const auto path = (std::filesystem::temp_directory_path() / "tilescope_test_input_file.txt").string();
    std::ofstream(path, std::ios::binary) << "0123456789";
    InputFile file(path, "report");
    EXPECT_EQ(file.sizeBytes(), 10u);
    EXPECT_EQ(file.path(), path);
    char piece[6] = {};
    ASSERT_EQ(file.read(piece, 6), 6u);
    EXPECT_EQ(std::string(piece, 6), "012345");
    ASSERT_EQ(file.read(piece, 6), 4u); // the rest, short: the end of the file
    EXPECT_EQ(std::string(piece, 4), "6789");
    EXPECT_EQ(file.read(piece, 6), 0u);
    file.rewind();
    ASSERT_EQ(file.read(piece, 3), 3u);
    EXPECT_EQ(std::string(piece, 3), "012");
    std::filesystem::remove(path);
}

TEST(InputFile, MissingFileAndDirectoryAreNamed)
{
    try {
        InputFile file("/nonexistent/report.tsr", "report");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileNotFound);
        EXPECT_EQ(e.file(), "/nonexistent/report.tsr");
        EXPECT_EQ(e.message(), "no such file");
    }
    try {
        InputFile file(std::filesystem::temp_directory_path().string(), "report");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileUnreadable);
        EXPECT_EQ(e.message(), "is a directory, not a report file");
    }
}
