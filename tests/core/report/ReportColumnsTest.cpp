// Validation checks every column the codec lists (ReportColumns.h) for its table's row count: a
// report with any one column a row short is refused, naming that column, so a column added to the
// list is checked without a line of validation written for it.

#include "report/ReportColumns.h"

#include "../TestReports.h" // shared with the tests in tests/core
#include "common/Error.h"
#include "report/ReportIO.h"

#include <gtest/gtest.h>

#include <array>
#include <string>

using namespace tilescope;
using namespace tilescope::codec;

namespace {

// The rows a column holds: for a list of columns (one per IPU), those of its first.
template <class Table, class Column> auto& rowsOf(Table& table, const Column& column)
{
    return table.*column.member;
}

template <class Table, class T> auto& rowsOf(Table& table, const ColumnListColumn<Table, T>& list)
{
    return (table.*list.member).front();
}

// The field an error about the column's length names, below its table.
template <class Column> std::string fieldOf(const Column& column)
{
    return column.key;
}

template <class Table, class T> std::string fieldOf(const ColumnListColumn<Table, T>& list)
{
    return std::string(list.key) + "/0";
}

void expectRefusedNaming(const Report& report, const std::string& field)
{
    try {
        validateReport(report);
        ADD_FAILURE() << "a report with " << field << " a row short was accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.code(), ErrorCode::InvalidField) << e.what();
        EXPECT_EQ(e.field(), field) << e.what();
        EXPECT_NE(e.message().find(" entries, expected "), std::string::npos) << e.what();
    }
}

// Shortens each column of `group` of `table` (a table of `report`) in turn, expects the report
// refused, and puts the column back. When the group counts its own rows, its first column sets the
// count, so a short first column is reported as the second being long.
template <class Table, class Group>
void expectEachShortColumnRefused(Report& report, Table& table, const Group& group, const std::string& tablePath)
{
    const auto fields = std::apply([](const auto&... column) { return std::array{fieldOf(column)...}; },
                                   group.columns);
    const bool countsOwnRows = group.rowCount == nullptr;
    if (countsOwnRows && fields.size() < 2) {
        ADD_FAILURE() << tablePath << "/" << fields[0] << " counts its own rows but no column follows it";
        return;
    }
    std::size_t index = 0;
    auto shortenAndExpectRefused = [&](const auto& column) {
        auto& rows = rowsOf(table, column);
        const auto whole = rows;
        EXPECT_FALSE(rows.empty()) << tablePath << "/" << fieldOf(column) << ": the test report leaves it empty";
        if (!rows.empty())
            rows.pop_back();
        expectRefusedNaming(report, tablePath + "/" + (countsOwnRows && index == 0 ? fields[1] : fields[index]));
        rows = whole;
        ++index;
    };
    std::apply([&](const auto&... column) { (shortenAndExpectRefused(column), ...); }, group.columns);
}

Report wholeReport()
{
    auto report = test::makeSmallReport();
    report.execution = test::makeSmallExecution();
    return report;
}

} // namespace

TEST(ReportColumns, TheWholeTestReportIsValid)
{
    EXPECT_NO_THROW(validateReport(wholeReport()));
}

TEST(ReportColumns, EveryListedColumnARowShortIsRefusedNamingIt)
{
    auto report = wholeReport();
    std::size_t tables = 0;
    forEachTable(report, [&](const std::string& tablePath, auto& table, const auto& groups) {
        std::apply([&](const auto&... group) { (expectEachShortColumnRefused(report, table, group, tablePath), ...); },
                   groups);
        ++tables;
    });
    EXPECT_EQ(tables, 7u); // the execution's too
    EXPECT_EQ(report, wholeReport());
}

TEST(ReportColumns, AListOfColumnsMustHaveOnePerIpu)
{
    auto report = wholeReport();
    report.liveness.notAlwaysLiveBytesPerIpu.pop_back();
    expectRefusedNaming(report, "/liveness/notAlwaysLiveBytesPerIpu");
}

TEST(ReportColumns, ACategoryOfMemoryARowShortIsRefused)
{
    auto report = wholeReport();
    report.memory.interleavedBytes[categoryIndex(MemoryCategory::AlwaysLiveVariable)].pop_back();
    expectRefusedNaming(report,
                        "/memory/interleaved/" + std::string(memoryCategoryName(MemoryCategory::AlwaysLiveVariable)));
}

// A plan row names an operation once, in operation order (planRowOf searches them).
TEST(ReportColumns, PlanRowsMustNameOperationsInOrder)
{
    auto report = wholeReport();
    ASSERT_EQ(report.operations.planRowOf(0), 0);
    EXPECT_EQ(report.operations.planRowOf(1), kNone);
    report.operations.planOperation = {2};
    try {
        validateReport(report);
        ADD_FAILURE() << "a plan of operation 2 of 2 was accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.field(), "/operations/planOperation/0") << e.what();
    }
    auto twice = wholeReport();
    for (auto* column : {&twice.operations.planInputBytes, &twice.operations.planWeightBytes,
                         &twice.operations.planPartialBytes, &twice.operations.planTransformBytes,
                         &twice.operations.planTileTransformBytes, &twice.operations.planReduceBytes,
                         &twice.operations.planRearrangeBytes, &twice.operations.planInPlaceBytes,
                         &twice.operations.planBroadcastBytes, &twice.operations.planBudgetBytes})
        column->push_back(0);
    twice.operations.planOperation.push_back(0);
    try {
        validateReport(twice);
        ADD_FAILURE() << "two plans of operation 0 were accepted";
    } catch (const Error& e) {
        EXPECT_EQ(e.field(), "/operations/planOperation/1") << e.what();
    }
}
