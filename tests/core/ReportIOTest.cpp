#include "report/ReportIO.h"

#include "TestReports.h"
#include "common/Error.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>

using namespace tilescope;
using nlohmann::json;

namespace {

std::string tempPath(const std::string& name)
{
    return (std::filesystem::temp_directory_path() / ("tilescope_test_" + name)).string();
}

void writeFile(const std::string& path, const std::string& bytes)
{
    std::ofstream(path, std::ios::binary) << bytes;
}

// Expects parseReport to throw an Error with `code` naming `field` (when not empty) and the file.
void expectParseError(const std::string& bytes, ErrorCode code, const std::string& field)
{
    try {
        parseReport(bytes, "bad.json");
        FAIL() << "expected an error for field " << field;
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), code) << e.what();
        EXPECT_EQ(e.file(), "bad.json");
        if (!field.empty()) {
            EXPECT_EQ(e.field(), field) << e.what();
        }
    }
}

// A binary report's first member (the format) and then `member` with the CBOR bytes of its value.
std::string binaryReportWith(const std::string& member, const std::string& value)
{
    return std::string("\xa2\x66" "format" "\x70" "tilescope-report") + char(0x60 + member.size()) + member + value;
}

json smallReportJson()
{
    return json::parse(serializeReport(test::makeSmallReport(), ReportEncoding::Json));
}

} // namespace

TEST(ReportIO, JsonRoundTripIsExact)
{
    const auto report = test::makeSmallReport(true);
    EXPECT_EQ(parseReport(serializeReport(report, ReportEncoding::Json), "r.json"), report);
}

TEST(ReportIO, BinaryRoundTripIsExact)
{
    auto report = test::makeSmallReport();
    report.execution = test::makeSmallExecution();
    report.notes = {{"pipeline-split", "split at block layer2"}};
    EXPECT_EQ(parseReport(serializeReport(report, ReportEncoding::Binary), "r.tsr"), report);
}

TEST(ReportIO, JsonRoundTripWithExecutionIsExact)
{
    auto report = test::makeSmallReport();
    report.execution = test::makeSmallExecution();
    EXPECT_EQ(parseReport(serializeReport(report, ReportEncoding::Json), "r.json"), report);
}

TEST(ReportIO, ATraceLaneThatGoesBackInTimeIsRefused)
{
    auto report = test::makeSmallReport();
    report.execution = test::makeSmallExecution();
    report.execution->traceStartCycle[1] = 50; // starts inside the exchange before it
    auto j = json::parse(serializeReport(report, ReportEncoding::Json));
    expectParseError(j.dump(), ErrorCode::InvalidField, "/execution/traceStartCycle/1");
}

TEST(ReportIO, BinaryIsSmallerThanJson)
{
    const auto report = test::makeSmallReport();
    EXPECT_LT(serializeReport(report, ReportEncoding::Binary).size(),
              serializeReport(report, ReportEncoding::Json).size());
}

TEST(ReportIO, SaveAndLoadBothEncodings)
{
    const auto report = test::makeSmallReport();
    for (const auto& name : {std::string("roundtrip.json"), std::string("roundtrip.tsr")}) {
        const auto path = tempPath(name);
        saveReport(report, path, encodingForPath(path));
        EXPECT_EQ(loadReport(path), report);
        std::filesystem::remove(path);
    }
}

TEST(ReportIO, EncodingFromPathAndName)
{
    EXPECT_EQ(encodingForPath("a/b.json"), ReportEncoding::Json);
    EXPECT_EQ(encodingForPath("a/b.tsr"), ReportEncoding::Binary);
    EXPECT_EQ(parseEncoding("binary"), ReportEncoding::Binary);
    EXPECT_THROW(parseEncoding("xml"), Error);
}

TEST(ReportIO, MissingFileNamesTheFile)
{
    try {
        loadReport("/nonexistent/report.tsr");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileNotFound);
        EXPECT_EQ(e.file(), "/nonexistent/report.tsr");
    }
}

TEST(ReportIO, DirectoryIsRefused)
{
    EXPECT_THROW(loadReport(std::filesystem::temp_directory_path().string()), Error);
}

TEST(ReportIO, EmptyFileIsUnreadable)
{
    const auto path = tempPath("empty.json");
    writeFile(path, "");
    try {
        loadReport(path);
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::FileUnreadable);
        EXPECT_EQ(e.file(), path);
        EXPECT_NE(std::string(e.what()).find("empty"), std::string::npos);
    }
    std::filesystem::remove(path);
}

TEST(ReportIO, TruncatedJsonIsUnreadable)
{
    const auto bytes = serializeReport(test::makeSmallReport(), ReportEncoding::Json);
    expectParseError(bytes.substr(0, bytes.size() / 2), ErrorCode::FileUnreadable, "");
}

TEST(ReportIO, TruncatedBinaryIsUnreadable)
{
    const auto bytes = serializeReport(test::makeSmallReport(), ReportEncoding::Binary);
    for (std::size_t cut : {std::size_t(1), bytes.size() / 3, bytes.size() - 1}) {
        EXPECT_THROW(parseReport(bytes.substr(0, cut), "cut.tsr"), Error) << "cut at " << cut;
    }
}

TEST(ReportIO, GarbageIsNotAReport)
{
    expectParseError("hello, world", ErrorCode::FileUnreadable, "");
    expectParseError("[1, 2, 3]", ErrorCode::NotAReport, "");
    expectParseError(R"({"format": "something-else", "version": "1.0"})", ErrorCode::NotAReport, "/format");
}

TEST(ReportIO, NewerMajorVersionIsRefusedClearly)
{
    auto j = smallReportJson();
    j["version"] = "2.0";
    try {
        parseReport(j.dump(), "new.json");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::UnsupportedVersion);
        EXPECT_NE(std::string(e.what()).find("newer"), std::string::npos);
    }
}

TEST(ReportIO, NewerMinorVersionAndUnknownFieldsAreAccepted)
{
    auto j = smallReportJson();
    j["version"] = "1.7";
    j["somethingNew"] = {{"a", 1}};
    j["memory"]["nonInterleaved"]["futureCategory"] = json::array({1, 2, 3});
    const auto report = parseReport(j.dump(), "newer-minor.json");
    EXPECT_EQ(report.versionMinor, 7u);
    EXPECT_EQ(report.model.name, "tiny");
}

TEST(ReportIO, NegativeSizeNamesTheField)
{
    auto j = smallReportJson();
    j["memory"]["gapBytes"][3] = -16;
    expectParseError(j.dump(), ErrorCode::InvalidField, "/memory/gapBytes/3");
}

TEST(ReportIO, AbsurdSizeNamesTheField)
{
    auto j = smallReportJson();
    j["memory"]["alwaysLiveBytes"][2] = std::uint64_t(1) << 50;
    expectParseError(j.dump(), ErrorCode::InvalidField, "/memory/alwaysLiveBytes/2");
    j = smallReportJson();
    j["target"]["bytesPerTile"] = 0;
    expectParseError(j.dump(), ErrorCode::InvalidField, "/target/bytesPerTile");
}

TEST(ReportIO, ANumberBeyondADoubleNamesTheField)
{
    auto j = smallReportJson();
    j["target"]["clockHz"] = "CLOCK";
    auto text = j.dump();
    text.replace(text.find("\"CLOCK\""), 7, "1e400"); // nlohmann writes no such number itself
    expectParseError(text, ErrorCode::InvalidField, "/target/clockHz");
}

TEST(ReportIO, AnAbsurdLengthInABinaryReportIsUnreadable)
{
    // An array that declares 2^63 - 1 elements: once "excessive array size" as an internal error.
    expectParseError(binaryReportWith("memory", std::string("\x9b\x7f\xff\xff\xff\xff\xff\xff\xff", 9)),
                     ErrorCode::FileUnreadable, "/memory");
}

TEST(ReportIO, DeepNestingInABinaryReportIsRefused)
{
    // Once followed by the CBOR reader until the stack overflowed.
    expectParseError(binaryReportWith("layers", std::string(100000, '\x81') + '\0'), ErrorCode::InvalidField, "");
}

TEST(ReportIO, NamesInABinaryReportMustBeText)
{
    // JSON refuses such bytes as it reads them; CBOR does not, and `convert --to json` then failed.
    auto bytes = serializeReport(test::makeSmallReport(), ReportEncoding::Binary);
    const auto name = bytes.find("conv1/Convolve");
    ASSERT_NE(name, std::string::npos);
    bytes[name] = '\xff';
    expectParseError(bytes, ErrorCode::InvalidField, "/computeSets/name/0");
}

TEST(ReportIO, WrongTypeNamesTheField)
{
    auto j = smallReportJson();
    j["operations"]["cycles"][1] = "many";
    expectParseError(j.dump(), ErrorCode::InvalidField, "/operations/cycles/1");
    j = smallReportJson();
    j["operations"]["cycles"][1] = 1.5;
    expectParseError(j.dump(), ErrorCode::InvalidField, "/operations/cycles/1");
}

TEST(ReportIO, MissingFieldIsNamed)
{
    auto j = smallReportJson();
    j["liveness"].erase("stepProgram");
    expectParseError(j.dump(), ErrorCode::MissingField, "/liveness/stepProgram");
}

TEST(ReportIO, ColumnLengthMismatchIsNamed)
{
    auto j = smallReportJson();
    j["memory"]["gapBytes"].erase(0);
    expectParseError(j.dump(), ErrorCode::InvalidField, "/memory/gapBytes");
}

TEST(ReportIO, OutOfRangeIndexIsNamed)
{
    auto j = smallReportJson();
    j["variables"]["sliceTile"][0] = 99;
    expectParseError(j.dump(), ErrorCode::InvalidField, "/variables/sliceTile/0");
    j = smallReportJson();
    j["variables"]["sliceTileCount"][0] = 9;
    expectParseError(j.dump(), ErrorCode::InvalidField, "/variables/sliceTileCount/0");
    j = smallReportJson();
    j["liveness"]["stepProgram"][0] = 42;
    expectParseError(j.dump(), ErrorCode::InvalidField, "/liveness/stepProgram/0");
    j = smallReportJson();
    j["programs"]["parent"][2] = 4;
    expectParseError(j.dump(), ErrorCode::InvalidField, "/programs/parent/2");
}

TEST(ReportIO, UnknownEnumValueIsNamed)
{
    auto j = smallReportJson();
    j["programs"]["kind"][1] = "Teleport";
    expectParseError(j.dump(), ErrorCode::InvalidField, "/programs/kind/1");
}

TEST(ReportIO, SaveToUnwritablePlaceFails)
{
    try {
        saveReport(test::makeSmallReport(), "/nonexistent-dir/out.json", ReportEncoding::Json);
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::WriteFailed);
        EXPECT_EQ(e.file(), "/nonexistent-dir/out.json");
    }
}

TEST(ReportIO, ValidateAcceptsTheSmallReport)
{
    EXPECT_NO_THROW(validateReport(test::makeSmallReport()));
    EXPECT_NO_THROW(validateReport(test::makeSmallReport(true)));
}

TEST(ReportIO, ValidateRefusesBadLiveRange)
{
    auto report = test::makeSmallReport();
    report.variables.lastStep[1] = 0;
    report.variables.firstStep[1] = 2;
    EXPECT_THROW(validateReport(report), Error);
}

TEST(ReportIO, LoadReportsRisingProgressToOne)
{
    const auto path = tempPath("progress.tsr");
    saveReport(test::makeSmallReport(), path, ReportEncoding::Binary);
    std::vector<double> fractions;
    LoadControl control;
    control.progress = [&](double fraction) { fractions.push_back(fraction); };
    EXPECT_EQ(loadReport(path, control), test::makeSmallReport());
    ASSERT_GE(fractions.size(), 4u);
    EXPECT_DOUBLE_EQ(fractions.front(), 0.0);
    EXPECT_DOUBLE_EQ(fractions.back(), 1.0);
    EXPECT_TRUE(std::is_sorted(fractions.begin(), fractions.end()));
    std::filesystem::remove(path);
}

TEST(ReportIO, LoadStopsWhenAsked)
{
    const auto path = tempPath("stop.json");
    saveReport(test::makeSmallReport(), path, ReportEncoding::Json);
    std::atomic<bool> stop{false};
    LoadControl control;
    control.stop = &stop;
    // Asked to stop once parsing is done: the next stage does not run.
    control.progress = [&](double fraction) {
        if (fraction > 0.5)
            stop = true;
    };
    try {
        loadReport(path, control);
        FAIL() << "expected the load to stop";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::Cancelled);
        EXPECT_EQ(e.file(), path);
    }
    stop = true;
    EXPECT_THROW(loadReport(path, LoadControl{&stop, {}}), Error);
    std::filesystem::remove(path);
}

// `trace` on a report with no execution profile says so from the file's first members: the rest,
// hundreds of megabytes for a long model, is not read (here: cut off, and still not needed).
TEST(ReportIO, AReportWithoutExecutionIsToldFromItsFirstMembers)
{
    const auto outOfMemory = test::makeSmallReport(true);
    ASSERT_FALSE(outOfMemory.execution);
    for (const auto encoding : {ReportEncoding::Binary, ReportEncoding::Json}) {
        const std::string bytes = serializeReport(outOfMemory, encoding);
        const std::string path = tempPath(encoding == ReportEncoding::Json ? "head.json" : "head.tsr");
        writeFile(path, bytes.substr(0, bytes.size() * 2 / 3));
        EXPECT_THROW(loadReport(path), Error); // the whole file is not a report any more
        const auto head = loadReportIfWithoutExecution(path);
        ASSERT_TRUE(head);
        EXPECT_EQ(head->diagnostics, outOfMemory.diagnostics);
        EXPECT_EQ(head->engineOptions, outOfMemory.engineOptions);
        EXPECT_FALSE(head->fits());
        std::filesystem::remove(path);
    }
    const std::string path = tempPath("with-execution.tsr");
    auto executed = test::makeSmallReport();
    executed.execution = test::makeSmallExecution();
    writeFile(path, serializeReport(executed, ReportEncoding::Binary));
    EXPECT_FALSE(loadReportIfWithoutExecution(path));
    std::filesystem::remove(path);
    EXPECT_THROW(loadReportIfWithoutExecution(tempPath("no-such.tsr")), Error);
}
