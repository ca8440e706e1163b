// diffReports and reportDiffToJson: small reports built in memory for the exact figures and orders,
// and reports compiled in-test for what a user sees (ResNeXt-50 in fp32 at batch 48, where lowering
// availableMemoryProportion from 0.6 to 0.35 replans convolutions and makes the program fit).

#include "report/ReportDiff.h"

#include "../TestReports.h"
#include "driver/Compiler.h"
#include "model/Builtins.h"
#include "report/ReportSummary.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <map>
#include <set>

using namespace tilescope;

namespace {

/// ResNeXt-50 32x4d, fp32, batch 48, inference on one Mk2, compiled once per amp.
const Report& resnextReport(double amp)
{
    static std::map<double, Report> reports;
    auto it = reports.find(amp);
    if (it == reports.end()) {
        CompileOptions options;
        options.batchSize = 48;
        options.precision = Precision::parse("32.32");
        options.availableMemoryProportion = amp;
        it = reports.emplace(amp, compile(makeBuiltinModel("resnext50_32x4d", {}), options)).first;
    }
    return it->second;
}

Report compileBuiltin(const std::string& model, std::uint32_t batchSize)
{
    CompileOptions options;
    options.batchSize = batchSize;
    return compile(makeBuiltinModel(model, {}), options);
}

void addOperation(Operations& ops, const std::string& name, const std::string& type, const std::string& plan,
                  std::uint64_t cycles, std::uint64_t tempBytes)
{
    ops.name.push_back(name);
    ops.type.push_back(type);
    ops.layer.push_back("layer");
    ops.ipu.push_back(0);
    ops.pipelineStage.push_back(kNone);
    ops.availableMemoryProportion.push_back(0.6);
    ops.partialsType.push_back("float");
    ops.plan.push_back(plan);
    ops.vertexType.push_back("Vertex");
    ops.tilesUsed.push_back(8);
    ops.serialSteps.push_back(1);
    ops.cycles.push_back(cycles);
    ops.tempBytesPerTile.push_back(tempBytes);
    ops.codeBytes.push_back(100);
    ops.flops.push_back(1000);
    ops.plannerPhase.push_back(PlannerPhase::Phase1);
}

Report withExecution(Report report)
{
    report.execution = test::makeSmallExecution();
    return report;
}

} // namespace

TEST(ReportDiff, AReportAgainstItselfChangesNothing)
{
    const auto report = withExecution(test::makeSmallReport());
    const auto d = diffReports(report, report);
    EXPECT_TRUE(d.sameModel);
    EXPECT_TRUE(d.sameTarget);
    EXPECT_TRUE(d.notes.empty());
    for (const auto& f : d.figures) {
        ASSERT_TRUE(f.difference()) << f.name;
        EXPECT_EQ(*f.difference(), 0.0) << f.name;
    }
    for (const auto& c : d.categories)
        EXPECT_EQ(c.difference(), 0.0) << c.name;
    ASSERT_EQ(d.ipus.size(), 2u);
    for (const auto& ipu : d.ipus) {
        ASSERT_TRUE(ipu.source && ipu.target);
        EXPECT_EQ(ipu.source->busyCycles, ipu.target->busyCycles);
    }
    const auto& o = d.operations;
    EXPECT_EQ(o.matched, report.operations.size());
    EXPECT_EQ(o.changed, 0u);
    EXPECT_TRUE(o.byCycles.empty());
    EXPECT_TRUE(o.byTempBytes.empty());
    EXPECT_TRUE(o.planChanges.empty());
    EXPECT_EQ(o.sourceOnlyCount + o.targetOnlyCount, 0u);
}

TEST(ReportDiff, HeadlineFiguresAreTheSummariesInAFixedOrder)
{
    const auto source = test::makeSmallReport();
    const auto target = test::makeSmallReport(true);
    const auto d = diffReports(source, target);
    const auto s = summarize(source), t = summarize(target);

    std::vector<std::string> names;
    for (const auto& f : d.figures)
        names.push_back(f.name);
    EXPECT_EQ(names, (std::vector<std::string>{"totalMemoryBytes", "totalMemoryBytesExcludingGaps", "gapBytes",
                                               "alwaysLiveBytes", "peakNotAlwaysLiveBytes", "worstTileBytes",
                                               "codeBytes", "cyclesPerIteration", "samplesPerSecond"}));
    EXPECT_TRUE(d.sourceFits);
    EXPECT_FALSE(d.targetFits);
    EXPECT_EQ(d.figure("totalMemoryBytes").source, double(s.totalMemoryBytes));
    EXPECT_EQ(d.figure("totalMemoryBytes").target, double(t.totalMemoryBytes));
    EXPECT_EQ(d.figure("totalMemoryBytesExcludingGaps").target, double(t.totalMemoryBytes - t.gapBytes));
    EXPECT_EQ(d.figure("peakNotAlwaysLiveBytes").target, double(t.peakNotAlwaysLiveBytes));
    EXPECT_EQ(d.figure("worstTileBytes").target, double(t.worstTile.bytes));
    EXPECT_EQ(d.targetWorstTile.id, 5u);
    EXPECT_EQ(*d.figure("worstTileBytes").difference(), double(t.worstTile.bytes) - double(s.worstTile.bytes));
    EXPECT_GT(*d.figure("worstTileBytes").percentChange(), 0.0);
    EXPECT_EQ(d.figure("codeBytes").unit, FigureUnit::Bytes);
    EXPECT_EQ(d.figure("cyclesPerIteration").unit, FigureUnit::Cycles);
    for (MemoryCategory c : allMemoryCategories()) {
        const auto i = categoryIndex(c);
        EXPECT_EQ(d.categories[i].name, memoryCategoryName(c));
        EXPECT_EQ(d.categories[i].source, double(s.categoryBytes[i]));
        EXPECT_EQ(d.categories[i].target, double(t.categoryBytes[i]));
    }
    EXPECT_THROW((void)d.figure("noSuchFigure"), std::out_of_range);
}

TEST(ReportDiff, ExecutionFiguresAreAbsentWhereAReportHasNoExecution)
{
    const auto d = diffReports(test::makeSmallReport(), withExecution(test::makeSmallReport()));
    const auto& cycles = d.figure("cyclesPerIteration");
    EXPECT_FALSE(cycles.source);
    ASSERT_TRUE(cycles.target);
    EXPECT_EQ(*cycles.target, 1510.0);
    EXPECT_FALSE(cycles.difference());
    EXPECT_FALSE(cycles.percentChange());
    EXPECT_FALSE(d.figure("samplesPerSecond").source);
    ASSERT_EQ(d.ipus.size(), 2u);
    EXPECT_FALSE(d.ipus[1].source);
    ASSERT_TRUE(d.ipus[1].target);
    EXPECT_EQ(d.ipus[1].target->busyCycles, 200u);

    const auto neither = diffReports(test::makeSmallReport(), test::makeSmallReport());
    EXPECT_TRUE(neither.ipus.empty());
}

TEST(ReportDiff, PercentChangeNeedsBothSidesAndANonZeroSource)
{
    EXPECT_EQ(*FigureChange({"x", FigureUnit::Bytes, 200.0, 150.0}).percentChange(), -25.0);
    EXPECT_FALSE(FigureChange({"x", FigureUnit::Bytes, 0.0, 150.0}).percentChange());
    EXPECT_EQ(*FigureChange({"x", FigureUnit::Bytes, 0.0, 150.0}).difference(), 150.0);
    EXPECT_FALSE(FigureChange({"x", FigureUnit::Bytes, std::nullopt, 150.0}).percentChange());
}

TEST(ReportDiff, OperationsChangedMostComeFirstAndAreCapped)
{
    auto source = test::makeSmallReport();
    auto target = test::makeSmallReport();
    source.operations = {};
    target.operations = {};
    // Op i's cycles change by +-(i * 100) (sign alternating), its temporary bytes by i; op 0 is unchanged;
    // ops 14 and 15 change their cycles by the same amount, so report order decides.
    for (int i = 0; i < 16; ++i) {
        const auto name = "op" + std::to_string(i);
        const std::int64_t cyclesChange = (i == 15 ? 14 : i) * 100 * (i % 2 ? -1 : 1);
        addOperation(source.operations, name, "conv2d", "plan A", 10000, 1000);
        addOperation(target.operations, name, "conv2d", i % 3 == 1 ? "plan B" : "plan A",
                     std::uint64_t(10000 + cyclesChange), std::uint64_t(1000 + i));
    }
    const auto d = diffReports(source, target);
    const auto& o = d.operations;
    EXPECT_EQ(o.matched, 16u);
    EXPECT_EQ(o.changed, 15u);
    ASSERT_EQ(o.byCycles.size(), kDiffTopOperations);
    EXPECT_EQ(o.byCycles[0].name, "op14");
    EXPECT_EQ(o.byCycles[1].name, "op15");
    EXPECT_EQ(o.byCycles[1].cyclesDifference(), -1400);
    EXPECT_EQ(o.byCycles[2].name, "op13");
    for (std::size_t i = 1; i < o.byCycles.size(); ++i)
        EXPECT_GE(std::abs(o.byCycles[i - 1].cyclesDifference()), std::abs(o.byCycles[i].cyclesDifference()));
    ASSERT_EQ(o.byTempBytes.size(), kDiffTopOperations);
    EXPECT_EQ(o.byTempBytes[0].name, "op15");
    EXPECT_EQ(o.byTempBytes[0].sourceTempBytesPerTile, 1000u);
    EXPECT_EQ(o.byTempBytes[0].targetTempBytesPerTile, 1015u);
    EXPECT_EQ(o.byTempBytes.back().name, "op6");
    std::vector<std::string> replanned;
    for (const auto& c : o.planChanges) {
        EXPECT_EQ(c.sourcePlan, "plan A");
        EXPECT_EQ(c.targetPlan, "plan B");
        replanned.push_back(c.name);
    }
    EXPECT_EQ(replanned, (std::vector<std::string>{"op1", "op4", "op7", "op10", "op13"}));
    ASSERT_EQ(o.types.size(), 1u);
    EXPECT_EQ(o.types[0].sourceOperations, 16u);
    EXPECT_EQ(o.types[0].sourceCycles, 160000u);
}

TEST(ReportDiff, OperationsOnOneSideAreCountedAndTheFirstListed)
{
    auto source = test::makeSmallReport();
    auto target = test::makeSmallReport();
    for (int i = 0; i < 12; ++i)
        addOperation(source.operations, "gone" + std::to_string(i), "matmul", "", 50, 0);
    addOperation(target.operations, "new", "softmax", "", 70, 0);
    const auto d = diffReports(source, target);
    const auto& o = d.operations;
    EXPECT_EQ(o.matched, 2u);
    EXPECT_EQ(o.sourceOnlyCount, 12u);
    ASSERT_EQ(o.sourceOnly.size(), kDiffListedOneSided);
    EXPECT_EQ(o.sourceOnly.front(), "gone0");
    EXPECT_EQ(o.sourceOnly.back(), "gone9");
    EXPECT_EQ(o.targetOnlyCount, 1u);
    EXPECT_EQ(o.targetOnly, std::vector<std::string>{"new"});
    EXPECT_EQ(o.changed, 0u);
    std::map<std::string, OperationTypeChange> types;
    for (const auto& t : o.types)
        types[t.type] = t;
    EXPECT_EQ(types.at("matmul").sourceOperations, 12u);
    EXPECT_EQ(types.at("matmul").targetOperations, 0u);
    EXPECT_EQ(types.at("softmax").targetCycles, 70u);
    EXPECT_EQ(types.at("conv2d").sourceCycles, types.at("conv2d").targetCycles);
    EXPECT_EQ(o.types.front().type, "conv2d"); // most cycles first
}

TEST(ReportDiff, LoweringAmpReplansConvolutionsAndTheProgramFits)
{
    const auto& source = resnextReport(0.6);
    const auto& target = resnextReport(0.35);
    const auto d = diffReports(source, target);
    EXPECT_FALSE(d.sourceFits);
    EXPECT_TRUE(d.targetFits);
    EXPECT_LT(*d.figure("totalMemoryBytes").difference(), 0.0);
    EXPECT_LT(*d.figure("peakNotAlwaysLiveBytes").difference(), 0.0);
    EXPECT_LE(d.figure("worstTileBytes").target, double(target.target.bytesPerTile));
    // Out of memory, the source was not executed; the target was.
    EXPECT_FALSE(d.figure("cyclesPerIteration").source);
    EXPECT_TRUE(d.figure("cyclesPerIteration").target);
    ASSERT_EQ(d.ipus.size(), 1u);
    EXPECT_FALSE(d.ipus[0].source);
    EXPECT_TRUE(d.ipus[0].target);

    const auto& o = d.operations;
    EXPECT_EQ(o.matched, source.operations.size());
    EXPECT_EQ(o.sourceOnlyCount + o.targetOnlyCount, 0u);
    EXPECT_GT(o.planChanges.size(), 0u);
    EXPECT_GE(o.changed, o.planChanges.size());
    for (const auto& c : o.planChanges) {
        EXPECT_EQ(c.type, "conv2d") << c.name;
        EXPECT_NE(c.sourcePlan, c.targetPlan) << c.name;
    }
    // Less memory for temporaries: the replanned convolutions need fewer temporary bytes and more cycles.
    ASSERT_FALSE(o.byTempBytes.empty());
    EXPECT_LT(o.byTempBytes.front().tempBytesDifference(), 0);
    ASSERT_FALSE(o.byCycles.empty());
    EXPECT_GT(o.byCycles.front().cyclesDifference(), 0);
    EXPECT_LE(o.byCycles.size(), kDiffTopOperations);
    std::set<std::string> replanned;
    for (const auto& c : o.planChanges)
        replanned.insert(c.name);
    for (const auto& c : o.byCycles)
        EXPECT_TRUE(replanned.count(c.name)) << c.name << " changed its cycles without another plan";
}

TEST(ReportDiff, ExecutedReportsCompareEachIpu)
{
    const auto source = compileBuiltin("mlp", 4);
    const auto target = compileBuiltin("mlp", 16);
    const auto d = diffReports(source, target);
    const auto s = summarize(source), t = summarize(target);
    ASSERT_TRUE(d.figure("cyclesPerIteration").difference());
    EXPECT_EQ(*d.figure("cyclesPerIteration").difference(),
              double(t.cyclesPerIteration) - double(s.cyclesPerIteration));
    EXPECT_GT(*d.figure("cyclesPerIteration").difference(), 0.0);
    EXPECT_EQ(d.figure("samplesPerSecond").target, t.samplesPerSecond);
    ASSERT_EQ(d.ipus.size(), 1u);
    ASSERT_TRUE(d.ipus[0].source && d.ipus[0].target);
    EXPECT_EQ(d.ipus[0].source->busyCycles, s.ipuExecution[0].busyCycles);
    EXPECT_EQ(d.ipus[0].target->utilisation, t.ipuExecution[0].utilisation);
}

TEST(ReportDiff, DifferentModelsAreNotedAndTheirOperationsMostlyUnmatched)
{
    const auto source = compileBuiltin("mlp", 4);
    const auto target = compileBuiltin("resnet18", 1);
    const auto d = diffReports(source, target);
    EXPECT_FALSE(d.sameModel);
    EXPECT_EQ(d.sourceModel, "mlp");
    EXPECT_EQ(d.targetModel, "resnet18");
    ASSERT_FALSE(d.notes.empty());
    EXPECT_NE(d.notes[0].find("different models"), std::string::npos);
    const auto& o = d.operations;
    EXPECT_EQ(o.matched + o.sourceOnlyCount, source.operations.size());
    EXPECT_EQ(o.matched + o.targetOnlyCount, target.operations.size());
    EXPECT_GT(o.targetOnlyCount, kDiffListedOneSided);
    EXPECT_EQ(o.targetOnly.size(), kDiffListedOneSided);
}

TEST(ReportDiff, JsonHasTheStableKeysWithIntegersAndNulls)
{
    const auto d = diffReports(test::makeSmallReport(true), withExecution(test::makeSmallReport()));
    const auto j = reportDiffToJson(d);
    for (const char* key : {"source", "target", "sameModel", "sameTarget", "notes", "fitsChanged", "figures",
                            "categories", "ipus", "operations"})
        EXPECT_TRUE(j.contains(key)) << key;
    for (const char* key : {"model", "arch", "ipus", "tilesPerIpu", "replicas", "fits", "worstTile"})
        EXPECT_TRUE(j["source"].contains(key)) << key;
    EXPECT_FALSE(j["source"]["fits"].get<bool>());
    EXPECT_TRUE(j["target"]["fits"].get<bool>());
    EXPECT_TRUE(j["fitsChanged"].get<bool>());
    EXPECT_EQ(j["source"]["worstTile"]["id"], 5);
    for (const auto& f : d.figures) {
        ASSERT_TRUE(j["figures"].contains(f.name)) << f.name;
        for (const char* key : {"source", "target", "difference", "percent"})
            EXPECT_TRUE(j["figures"][f.name].contains(key)) << f.name << " " << key;
    }
    const auto& total = j["figures"]["totalMemoryBytes"];
    EXPECT_TRUE(total["source"].is_number_integer());
    EXPECT_TRUE(total["difference"].is_number_integer());
    EXPECT_EQ(total["difference"].get<std::int64_t>(), std::int64_t(*d.figure("totalMemoryBytes").difference()));
    EXPECT_LT(total["difference"].get<std::int64_t>(), 0);
    EXPECT_TRUE(total["percent"].is_number_float());
    const auto& cycles = j["figures"]["cyclesPerIteration"];
    EXPECT_TRUE(cycles["source"].is_null());
    EXPECT_EQ(cycles["target"], 1510);
    EXPECT_TRUE(cycles["difference"].is_null());
    EXPECT_TRUE(j["figures"]["samplesPerSecond"]["target"].is_number_float());
    EXPECT_EQ(j["categories"].size(), kMemoryCategoryCount);
    EXPECT_TRUE(j["categories"]["constant"]["percent"].is_null()); // zero on both sides
    ASSERT_EQ(j["ipus"].size(), 2u);
    EXPECT_TRUE(j["ipus"][0]["source"].is_null());
    EXPECT_EQ(j["ipus"][0]["target"]["busyCycles"], 1340);
    EXPECT_TRUE(j["ipus"][0]["utilisationDifference"].is_null());
    const auto& o = j["operations"];
    for (const char* key : {"matched", "changed", "planChanged", "sourceOnly", "targetOnly", "byCycles",
                            "byTempBytesPerTile", "planChanges", "types"})
        EXPECT_TRUE(o.contains(key)) << key;
    EXPECT_EQ(o["matched"], 2);
    EXPECT_EQ(o["sourceOnly"]["count"], 0);
    EXPECT_TRUE(o["sourceOnly"]["names"].is_array());
}

TEST(ReportDiff, JsonOfAnOperationChangeHasBothSides)
{
    auto source = test::makeSmallReport();
    auto target = test::makeSmallReport();
    target.operations.plan.set(0, "batch 1, field 2x2, in 1, out 2, serial in 2");
    target.operations.cycles[0] = 1500;
    target.operations.tempBytesPerTile[0] = 250;
    const auto j = reportDiffToJson(diffReports(source, target));
    const auto& o = j["operations"];
    EXPECT_EQ(o["changed"], 1);
    EXPECT_EQ(o["planChanged"], 1);
    ASSERT_EQ(o["byCycles"].size(), 1u);
    const auto& c = o["byCycles"][0];
    EXPECT_EQ(c["name"], "conv1");
    EXPECT_EQ(c["type"], "conv2d");
    EXPECT_EQ(c["cycles"]["source"], 1200);
    EXPECT_EQ(c["cycles"]["target"], 1500);
    EXPECT_EQ(c["cycles"]["difference"], 300);
    EXPECT_EQ(c["tempBytesPerTile"]["difference"], -150);
    EXPECT_EQ(c["plan"]["source"], "batch 1, field 2x2, in 1, out 2");
    EXPECT_TRUE(c["plan"]["changed"].get<bool>());
    EXPECT_EQ(o["planChanges"], o["byCycles"]);
    EXPECT_EQ(o["byTempBytesPerTile"], o["byCycles"]);
}
