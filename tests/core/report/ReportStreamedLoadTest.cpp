// loadReport parses straight from the file through a small buffer: these check that it reads what
// parseReport reads from memory, and that progress, cancelling and errors work during the parse.

#include "report/ReportIO.h"

#include "../ErrorOf.h"     // shared with the tests in tests/core
#include "../TestReports.h"
#include "common/Error.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

using namespace tilescope;
using test::errorOf;

namespace {

std::string tempPath(const std::string& name)
{
    return (std::filesystem::temp_directory_path() / ("tilescope_streamed_" + name)).string();
}

void writeFile(const std::string& path, const std::string& bytes)
{
    std::ofstream(path, std::ios::binary) << bytes;
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The small report with its liveness repeated for many steps: a few MB in either encoding, so
// that a load crosses many of the loader's chunks.
Report makeLongReport()
{
    Report r = test::makeSmallReport();
    const Liveness once = r.liveness;
    constexpr std::size_t kRepeats = 20000;
    for (std::size_t repeat = 1; repeat < kRepeats; ++repeat) {
        r.liveness.stepProgram.insert(r.liveness.stepProgram.end(), once.stepProgram.begin(), once.stepProgram.end());
        r.liveness.notAlwaysLiveBytes.insert(r.liveness.notAlwaysLiveBytes.end(), once.notAlwaysLiveBytes.begin(),
                                             once.notAlwaysLiveBytes.end());
        for (std::size_t ipu = 0; ipu < once.notAlwaysLiveBytesPerIpu.size(); ++ipu)
            r.liveness.notAlwaysLiveBytesPerIpu[ipu].insert(r.liveness.notAlwaysLiveBytesPerIpu[ipu].end(),
                                                            once.notAlwaysLiveBytesPerIpu[ipu].begin(),
                                                            once.notAlwaysLiveBytesPerIpu[ipu].end());
    }
    return r;
}

// A long report saved in `encoding`, removed again when the test ends.
class SavedReport {
public:
    SavedReport(const std::string& name, ReportEncoding encoding) : path_(tempPath(name))
    {
        saveReport(makeLongReport(), path_, encoding);
    }
    ~SavedReport() { std::filesystem::remove(path_); }
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

} // namespace

TEST(ReportStreamedLoad, EqualsTheInMemoryParseInBothEncodings)
{
    const Report expected = makeLongReport();
    for (const auto encoding : {ReportEncoding::Binary, ReportEncoding::Json}) {
        const SavedReport saved(encoding == ReportEncoding::Json ? "equal.json" : "equal.tsr", encoding);
        ASSERT_GT(std::filesystem::file_size(saved.path()), std::uintmax_t(1) << 20) << "should cross many chunks";
        const Report streamed = loadReport(saved.path());
        EXPECT_EQ(streamed, parseReport(readFile(saved.path()), saved.path()));
        EXPECT_EQ(streamed, expected);
    }
}

TEST(ReportStreamedLoad, ProgressRisesThroughTheParse)
{
    const SavedReport saved("progress.tsr", ReportEncoding::Binary);
    std::vector<double> fractions;
    LoadControl control;
    control.progress = [&](double fraction) { fractions.push_back(fraction); };
    loadReport(saved.path(), control);
    ASSERT_FALSE(fractions.empty());
    EXPECT_DOUBLE_EQ(fractions.front(), 0.0);
    EXPECT_DOUBLE_EQ(fractions.back(), 1.0);
    EXPECT_TRUE(std::is_sorted(fractions.begin(), fractions.end()));
    // Each chunk read during the parse moves the bar, not only the ends of the stages.
    const std::set<double> during(std::upper_bound(fractions.begin(), fractions.end(), 0.0),
                                  std::lower_bound(fractions.begin(), fractions.end(), 0.5));
    EXPECT_GE(during.size(), 4u);
}

TEST(ReportStreamedLoad, CancellingStopsDuringTheParse)
{
    for (const auto encoding : {ReportEncoding::Binary, ReportEncoding::Json}) {
        const SavedReport saved(encoding == ReportEncoding::Json ? "cancel.json" : "cancel.tsr", encoding);
        std::atomic<bool> stop{false};
        std::vector<double> fractions;
        LoadControl control;
        control.stop = &stop;
        // Asked to stop at the first chunk: the load ends at the next one, long before the parse does.
        control.progress = [&](double fraction) {
            fractions.push_back(fraction);
            if (fraction > 0.0)
                stop = true;
        };
        const Error error = errorOf([&] { loadReport(saved.path(), control); });
        EXPECT_EQ(error.code(), ErrorCode::Cancelled);
        EXPECT_EQ(error.file(), saved.path());
        ASSERT_EQ(fractions.size(), 2u); // the start, then the first chunk: nothing after the stop
        EXPECT_LT(fractions.back(), 0.25);
    }
}

TEST(ReportStreamedLoad, TruncatedFileNamesTheFileAsFromMemory)
{
    for (const auto encoding : {ReportEncoding::Binary, ReportEncoding::Json}) {
        const bool json = encoding == ReportEncoding::Json;
        const std::string bytes = serializeReport(makeLongReport(), encoding);
        const std::string path = tempPath(json ? "cut.json" : "cut.tsr");
        for (const std::size_t cut : {std::size_t(1), bytes.size() / 2, bytes.size() - 1}) {
            writeFile(path, bytes.substr(0, cut));
            const Error streamed = errorOf([&] { loadReport(path); });
            EXPECT_EQ(streamed.code(), ErrorCode::FileUnreadable) << streamed.what();
            EXPECT_EQ(streamed.file(), path);
            const std::string expectedStart = json ? "not valid JSON" : "not a readable report";
            EXPECT_EQ(streamed.message().rfind(expectedStart, 0), 0u) << streamed.what();
            // The same words as a parse of the same bytes in memory, position included.
            EXPECT_EQ(streamed.message(), errorOf([&] { parseReport(bytes.substr(0, cut), path); }).message());
        }
        std::filesystem::remove(path);
    }
}

TEST(ReportStreamedLoad, WhiteSpaceLongerThanAChunkBeforeTheReport)
{
    // More white space than the loader's buffer holds: telling the encoding reads past the first
    // chunk, and a file that then turns out not to be JSON is read again from its first byte.
    const std::string blank(std::size_t(1) << 20, ' ');
    const std::string path = tempPath("blank.json");
    writeFile(path, blank + serializeReport(test::makeSmallReport(), ReportEncoding::Json));
    EXPECT_EQ(loadReport(path), test::makeSmallReport());
    writeFile(path, blank + "hello");
    const Error streamed = errorOf([&] { loadReport(path); });
    EXPECT_EQ(streamed.code(), ErrorCode::FileUnreadable);
    EXPECT_EQ(streamed.message(), errorOf([&] { parseReport(blank + "hello", path); }).message());
    std::filesystem::remove(path);
}
