#include "report/ChromeTrace.h"

#include "../TestReports.h" // shared with the tests in tests/core
#include "common/Error.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>

namespace tilescope {
namespace {

nlohmann::json chromeTraceOf(const Report& report)
{
    std::ostringstream out;
    writeChromeTrace(report, out);
    return nlohmann::json::parse(out.str());
}

Report smallReportWithExecution()
{
    auto report = test::makeSmallReport();
    report.execution = test::makeSmallExecution();
    return report;
}

TEST(ChromeTrace, OneCompleteEventPerTraceRowInMicroseconds)
{
    const auto report = smallReportWithExecution();
    const auto j = chromeTraceOf(report);
    std::vector<nlohmann::json> events;
    for (const auto& event : j.at("traceEvents"))
        if (event.at("ph") == "X")
            events.push_back(event);
    ASSERT_EQ(events.size(), report.execution->traceRowCount());
    // Row 1: the convolution on IPU 0, 1200 cycles from cycle 110.
    const auto& conv = events[1];
    EXPECT_EQ(conv.at("pid"), 0);
    EXPECT_EQ(conv.at("name"), "conv1/Convolve");
    EXPECT_EQ(conv.at("cat"), "OnTileExecute");
    EXPECT_NEAR(conv.at("ts").get<double>(), 110 / 1.33e9 * 1e6, 1e-3);
    EXPECT_NEAR(conv.at("dur").get<double>(), 1200 / 1.33e9 * 1e6, 1e-3);
    EXPECT_EQ(conv.at("args").at("op"), "conv1");
    EXPECT_EQ(conv.at("args").at("phase"), "forward");
    EXPECT_EQ(conv.at("args").at("microBatch"), 0);
    EXPECT_EQ(conv.at("args").at("stage"), 0);
    EXPECT_EQ(conv.at("args").at("cycles"), 1200);
    // The exchange carries its bytes; IPU 1 begins by waiting.
    EXPECT_EQ(events[0].at("args").at("bytesIn"), 4096);
    EXPECT_EQ(events[4].at("pid"), 1);
    EXPECT_EQ(events[4].at("name"), "Idle");
}

TEST(ChromeTrace, NamesEachIpuAndEachStepKind)
{
    const auto j = chromeTraceOf(smallReportWithExecution());
    std::vector<std::string> processes;
    int threads = 0;
    for (const auto& event : j.at("traceEvents")) {
        if (event.at("ph") != "M")
            continue;
        if (event.at("name") == "process_name")
            processes.push_back(event.at("args").at("name"));
        if (event.at("name") == "thread_name")
            ++threads;
    }
    EXPECT_EQ(processes, (std::vector<std::string>{"IPU 0 (stage 0)", "IPU 1 (stage 1)"}));
    EXPECT_EQ(threads, 2 * 7);
}

TEST(ChromeTrace, AReportWithoutExecutionSaysWhy)
{
    auto report = test::makeSmallReport(true);
    std::ostringstream out;
    try {
        writeChromeTrace(report, out);
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::InvalidOption);
        EXPECT_NE(e.message().find("does not fit"), std::string::npos) << e.message();
    }
    report = test::makeSmallReport();
    report.engineOptions["autoReport.outputExecutionProfile"] = "false";
    EXPECT_NE(missingExecutionReason(report).find("profiling was off"), std::string::npos);
    EXPECT_EQ(missingExecutionReason(smallReportWithExecution()), "");
}

TEST(ChromeTrace, StopsWhenAsked)
{
    auto report = smallReportWithExecution();
    // Enough rows for a stop check to come round.
    auto& e = *report.execution;
    const auto rows = e.traceRowCount();
    for (int copy = 0; copy < 2000; ++copy)
        for (std::size_t row = 4; row < rows; ++row) {
            e.traceStep.push_back(e.traceStep[row]);
            e.traceKind.push_back(e.traceKind[row]);
            e.traceStartCycle.push_back(e.traceStartCycle[row]);
            e.traceCycles.push_back(e.traceCycles[row]);
            e.tracePhase.push_back(e.tracePhase[row]);
            e.traceMicroBatch.push_back(e.traceMicroBatch[row]);
        }
    e.traceIpuBegin.back() = e.traceStep.size();
    const std::atomic<bool> stop{true};
    std::ostringstream out;
    try {
        writeChromeTrace(report, out, &stop);
        FAIL();
    } catch (const Error& error) {
        EXPECT_EQ(error.code(), ErrorCode::Cancelled);
    }
}

} // namespace
} // namespace tilescope
