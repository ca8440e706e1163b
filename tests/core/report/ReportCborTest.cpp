// A binary report is written one top-level field at a time (writeReportCbor), so that a long
// model's report is never whole in memory as a JSON document: the bytes must be those of the whole
// document's CBOR, for a report with an execution and for one without.

#include "report/ReportCodec.h"

#include "../TestReports.h" // shared with the tests in tests/core
#include "driver/Compiler.h"
#include "model/Builtins.h"
#include "report/ReportColumns.h"
#include "report/ReportIO.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>

namespace tilescope {
namespace {

std::string wholeDocumentCbor(const Report& report)
{
    const auto bytes = nlohmann::json::to_cbor(reportToJson(report, true));
    return std::string(bytes.begin(), bytes.end());
}

std::string writtenCbor(const Report& report)
{
    std::ostringstream out;
    writeReportCbor(report, out);
    return out.str();
}

TEST(ReportCbor, WrittenFieldByFieldAreTheWholeDocumentsBytes)
{
    CompileOptions training;
    training.training = true;
    auto withoutExecution = test::makeSmallReport(true);
    withoutExecution.execution.reset();
    for (const auto& report : {test::makeSmallReport(), withoutExecution, compile(makeBuiltinModel("mlp"), training)}) {
        const auto expected = wholeDocumentCbor(report);
        EXPECT_EQ(writtenCbor(report), expected);
        EXPECT_EQ(serializeReport(report, ReportEncoding::Binary), expected);
    }
}

// The tables with texts are written text by text (writeTableCbor): every length of head CBOR has
// (texts of 0 to 23 characters, then 1, 2 and 4 bytes of length; arrays likewise) must come out
// as to_cbor writes it.
TEST(ReportCbor, TablesWrittenTextByTextAreTheirJsonsBytes)
{
    Programs programs;
    const std::size_t lengths[] = {0, 5, 23, 24, 255, 256, 65535, 65536};
    for (std::size_t row = 0; row < 70000; ++row) { // more rows than two bytes count
        const auto length = row < std::size(lengths) ? lengths[row] : row % 30;
        programs.kind.push_back(ProgramKind(row % codec::kProgramKindCount));
        programs.parent.push_back(std::int32_t(row) - 1);
        programs.name.push_back(std::string(length, char('a' + row % 26)));
        programs.operation.push_back(kNone);
        programs.computeSet.push_back(std::int32_t(row % 7));
        programs.callee.push_back(kNone);
        programs.repeatCount.push_back(1);
        programs.exchangeBytes.push_back(row * 1000);
    }
    for (const bool packed : {true, false}) {
        std::ostringstream written;
        codec::writeTableCbor(written, programs, codec::kProgramColumns, packed);
        const auto expected = nlohmann::json::to_cbor(codec::writeTable(programs, codec::kProgramColumns, packed));
        EXPECT_EQ(written.str(), std::string(expected.begin(), expected.end())) << (packed ? "packed" : "as arrays");
    }
}

// Number columns and lists of them are written from the columns as byte strings tagged with their
// kind, as to_cbor writes their JSON form; and as arrays when not packed.
TEST(ReportCbor, NumberColumnsWrittenFromTheColumnAreTheirJsonsBytes)
{
    Liveness liveness;
    liveness.alwaysLiveBytes = 123456789;
    for (std::size_t step = 0; step < 9000; ++step) { // 72,000 bytes: a four-byte length
        liveness.stepProgram.push_back(std::int32_t(step) - 3);
        liveness.notAlwaysLiveBytes.push_back(step * 977);
    }
    liveness.notAlwaysLiveBytesPerIpu = {{}, {1, 2, 3}, liveness.notAlwaysLiveBytes};
    for (const bool packed : {true, false}) {
        std::ostringstream written;
        codec::writeTableCbor(written, liveness, codec::kLivenessFields, packed);
        const auto expected = nlohmann::json::to_cbor(codec::writeTable(liveness, codec::kLivenessFields, packed));
        EXPECT_EQ(written.str(), std::string(expected.begin(), expected.end())) << (packed ? "packed" : "as arrays");
    }
}

TEST(ReportCbor, HeadsTakeTheShortestForm)
{
    const auto head = [](std::uint8_t major, std::uint64_t n) {
        std::ostringstream out;
        codec::writeCborHead(out, major, n);
        return out.str();
    };
    EXPECT_EQ(head(3, 23), "\x77");
    EXPECT_EQ(head(3, 24), std::string("\x78\x18"));
    EXPECT_EQ(head(4, 256), std::string("\x99\x01\x00", 3));
    EXPECT_EQ(head(5, 65536), std::string("\xba\x00\x01\x00\x00", 5));
    EXPECT_EQ(head(4, std::uint64_t(1) << 33), std::string("\x9b\x00\x00\x00\x02\x00\x00\x00\x00", 9));
}

TEST(ReportCbor, ReadsBackAsTheReport)
{
    const auto report = compile(makeBuiltinModel("mlp"), CompileOptions{});
    const auto read = parseReport(writtenCbor(report), "mlp.tsr");
    EXPECT_EQ(read.variables.name, report.variables.name);
    EXPECT_EQ(read.programs.name, report.programs.name);
    EXPECT_EQ(read.liveness.notAlwaysLiveBytes, report.liveness.notAlwaysLiveBytes);
}

} // namespace
} // namespace tilescope
