#include "common/FileRead.h"

#include "common/Error.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include <sys/stat.h>

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

TEST(FileRead, AnEmptyFileIsOneChunkOfNothing)
{
    const auto path = (std::filesystem::temp_directory_path() / "tilescope_test_read_empty.bin").string();
    std::ofstream(path, std::ios::binary).flush();
    int calls = 0;
    EXPECT_EQ(readFileBytes(path, "report", [&](std::uint64_t read, std::uint64_t size) {
                  ++calls;
                  EXPECT_EQ(read, 0u);
                  EXPECT_EQ(size, 0u);
              }),
              "");
    EXPECT_EQ(calls, 1);
    std::filesystem::remove(path);
}

// A pipe tells no size: its bytes are read on, past several chunks (and the probe that finds them),
// to its end, and each chunk reports what has been read so far.
TEST(FileRead, APipeOfNoSizeIsReadToItsEnd)
{
    const auto path = (std::filesystem::temp_directory_path() / "tilescope_test_read.fifo").string();
    std::filesystem::remove(path);
    ASSERT_EQ(mkfifo(path.c_str(), 0600), 0);
    std::string content(std::size_t(17) << 20, '\0'); // past two 8 MiB chunks
    for (std::size_t i = 0; i < content.size(); ++i)
        content[i] = char('a' + i % 23);
    std::thread writer([&] { std::ofstream(path, std::ios::binary) << content; });
    std::uint64_t lastRead = 0;
    int calls = 0;
    const auto read = readFileBytes(path, "report", [&](std::uint64_t got, std::uint64_t size) {
        EXPECT_GE(got, lastRead);
        EXPECT_EQ(size, 0u);
        lastRead = got;
        ++calls;
    });
    writer.join();
    EXPECT_EQ(read.size(), content.size());
    EXPECT_TRUE(read == content);
    EXPECT_EQ(lastRead, content.size());
    EXPECT_GE(calls, 3);
    std::filesystem::remove(path);
}
