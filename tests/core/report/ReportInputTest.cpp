#include "report/ReportInput.h"

#include "common/InputFile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <vector>

using namespace tilescope;

namespace {

// Everything a cursor yields until the end of the input.
std::string drain(ReportInput::Cursor cursor)
{
    std::string bytes;
    for (auto c = cursor.get_character(); c != std::char_traits<char>::eof(); c = cursor.get_character())
        bytes.push_back(std::char_traits<char>::to_char_type(c));
    return bytes;
}

// A file of a few chunks whose bytes differ from chunk to chunk, removed when the test ends. Named
// after the test: ctest runs tests in parallel.
class PatternFile {
public:
    PatternFile()
        : path_((std::filesystem::temp_directory_path() /
                 (std::string("tilescope_test_input_") +
                  ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".bin"))
                    .string())
    {
        for (std::size_t i = 0; i < 1000003; ++i)
            bytes_.push_back(char(i * 7 + i / 4096));
        std::ofstream(path_, std::ios::binary) << bytes_;
    }
    ~PatternFile() { std::filesystem::remove(path_); }
    const std::string& path() const { return path_; }
    const std::string& bytes() const { return bytes_; }

private:
    std::string path_;
    std::string bytes_;
};

} // namespace

TEST(ReportInput, MemoryInputYieldsItsBytesThenTheEnd)
{
    const std::string bytes("a\0\xff z", 5); // a NUL and a byte above 127 are bytes like any other
    ReportInput input(bytes);
    EXPECT_EQ(drain(input.start()), bytes);
    EXPECT_EQ(drain(input.start()), bytes); // and again from the start
    ReportInput empty(std::string_view{});
    EXPECT_EQ(empty.start().get_character(), std::char_traits<char>::eof());
}

TEST(ReportInput, FileInputCrossesChunksAndReportsEachOne)
{
    const PatternFile file;
    InputFile opened(file.path(), "report");
    std::vector<std::uint64_t> reads;
    ReportInput input(opened, [&](std::uint64_t readBytes, std::uint64_t sizeBytes) {
        EXPECT_EQ(sizeBytes, file.bytes().size());
        reads.push_back(readBytes);
    });
    EXPECT_EQ(drain(input.start()), file.bytes());
    ASSERT_GE(reads.size(), 3u);
    EXPECT_TRUE(std::is_sorted(reads.begin(), reads.end()));
    EXPECT_EQ(reads.back(), file.bytes().size());
}

TEST(ReportInput, StartingAgainRereadsTheFileFromItsFirstByte)
{
    const PatternFile file;
    InputFile opened(file.path(), "report");
    std::vector<std::uint64_t> reads;
    ReportInput input(opened, [&](std::uint64_t readBytes, std::uint64_t) { reads.push_back(readBytes); });
    {
        auto cursor = input.start();
        for (int i = 0; i < 10; ++i) // within the first chunk: no second read of the file
            cursor.get_character();
    }
    const auto readsInFirstChunk = reads.size();
    EXPECT_EQ(drain(input.start()), file.bytes());
    EXPECT_EQ(drain(input.start()), file.bytes()); // past the first chunk: the file is sought back
    EXPECT_EQ(readsInFirstChunk, 1u);
    // Progress never goes back, even when chunks are read again.
    EXPECT_TRUE(std::is_sorted(reads.begin(), reads.end()));
}

TEST(ReportInput, AfterChunkCanAbandonTheRead)
{
    const PatternFile file;
    InputFile opened(file.path(), "report");
    ReportInput input(opened, [](std::uint64_t readBytes, std::uint64_t) {
        if (readBytes > 300000)
            throw std::runtime_error("stop");
    });
    EXPECT_THROW(drain(input.start()), std::runtime_error);
}
