// A binary report is written one top-level field at a time (writeReportCbor), so that a long
// model's report is never whole in memory as a JSON document: the bytes must be those of the whole
// document's CBOR, for a report with an execution and for one without.

#include "report/ReportCodec.h"

#include "../TestReports.h" // shared with the tests in tests/core
#include "driver/Compiler.h"
#include "model/Builtins.h"
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
