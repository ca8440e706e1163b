// The compiler lays memory out with layoutMemoryTakingNames, which moves the variables' names into
// the layout instead of copying them (a long model's millions of names): the layout must be the
// one layoutMemory computes, name for name.

#include "memory/MemoryLayout.h"
#include "memory/TileLayoutCache.h"

#include "compiler/ConvPlanCache.h"
#include "compiler/Lowering.h"
#include "compiler/StagePlacement.h"
#include "model/Builtins.h"
#include "target/Target.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

LoweredProgram loweredMlp(bool training, std::uint32_t ipus = 1)
{
    auto model = makeBuiltinModel("mlp");
    CompileOptions options;
    options.training = training;
    options.ipus = ipus;
    if (!training)
        removeLoss(model);
    inferShapes(model);
    const auto target = makeTarget(options.arch, options.ipus, options.replicas);
    ConvPlanCache plans;
    return lowerModel(model, options, target, placeStages(model, options, target), plans);
}

// The same addresses for every variable's slices and the same memory on every tile.
void expectSameLayout(const MemoryLayout& got, const MemoryLayout& expected)
{
    EXPECT_EQ(got.variables.sliceBegin, expected.variables.sliceBegin);
    EXPECT_EQ(got.variables.sliceTile, expected.variables.sliceTile);
    EXPECT_EQ(got.variables.sliceOffset, expected.variables.sliceOffset);
    EXPECT_EQ(got.memory.peakNotAlwaysLiveBytes, expected.memory.peakNotAlwaysLiveBytes);
    EXPECT_EQ(got.memory.gapBytes, expected.memory.gapBytes);
    EXPECT_EQ(got.memory.alwaysLiveBytes, expected.memory.alwaysLiveBytes);
    EXPECT_EQ(got.tileGroups, expected.tileGroups);
}

TEST(MemoryLayout, TakingTheNamesGivesTheSameLayoutAndLeavesTheNamesEmpty)
{
    for (const bool training : {false, true}) {
        auto program = loweredMlp(training);
        const auto copied = layoutMemory(program);
        const auto taken = layoutMemoryTakingNames(program);
        ASSERT_FALSE(copied.variables.name.empty());
        EXPECT_EQ(taken.variables.name, copied.variables.name);
        EXPECT_EQ(taken.variables.category, copied.variables.category);
        EXPECT_EQ(taken.variables.firstStep, copied.variables.firstStep);
        EXPECT_EQ(taken.variables.lastStep, copied.variables.lastStep);
        expectSameLayout(taken, copied);
        EXPECT_TRUE(program.variableNames.empty()) << "the names were copied, not moved";
    }
}

} // namespace
} // namespace tilescope

namespace tilescope {
namespace {

// [R, seed 002] Code runs only from non-interleaved memory (the lowest 208 KiB of a Mk2 tile): a
// tile with more code than that fails in Poplar's words; one with less does not.
TEST(MemoryLayout, CodeBeyondCodeMemoryIsPoplarsStartError)
{
    auto program = loweredMlp(false);
    const std::uint64_t codeMemory = program.target.interleavedStartBytes();
    program.code.add(MemoryCategory::ControlCode, 3, 1, codeMemory); // tile 3: more than fits
    const auto layout = layoutMemory(program);
    std::vector<std::string> errors;
    for (const auto& d : layout.diagnostics)
        if (d.severity == Severity::Error && d.message.find("_poplar_start") != std::string::npos)
            errors.push_back(d.message);
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].substr(0, 36), "tile 3 _poplar_start must be 0 not 2");
    EXPECT_NE(errors[0].find(" bytes from the start of memory. Typically this error occurs when there is too much "
                             "code to fit incode memory."),
              std::string::npos);
    auto fitting = loweredMlp(false);
    fitting.code.add(MemoryCategory::ControlCode, 3, 1, codeMemory / 2);
    for (const auto& d : layoutMemory(fitting).diagnostics)
        EXPECT_EQ(d.message.find("_poplar_start"), std::string::npos);
}

} // namespace
} // namespace tilescope

namespace tilescope {
namespace {

// Programs laid out through one shared cache (the advisor's candidates, a sweep's points) get the
// layouts they get alone, the second one's tiles found in the cache.
TEST(MemoryLayout, ASharedCacheOfTileLayoutsChangesNoLayout)
{
    TileLayoutCache shared;
    const bool trainings[] = {false, true, false};
    for (std::size_t i = 0; i < 3; ++i) {
        const auto program = loweredMlp(trainings[i]);
        const auto alone = layoutMemory(program);
        const auto hitsBefore = shared.counts().hits;
        expectSameLayout(layoutMemory(program, &shared), alone);
        if (i == 2) { // the first program again: every tile group found
            EXPECT_GE(shared.counts().hits - hitsBefore, alone.tileGroups);
        }
    }
}

} // namespace
} // namespace tilescope

namespace tilescope {
namespace {

// A change on one IPU renumbers the steps of the others but leaves them as they were: their tiles
// are laid out by the order of their items' steps, so they are found in the cache all the same,
// and the layout is still the one computed alone.
TEST(MemoryLayout, AnIpuWhoseStepsAreRenumberedInOrderIsFoundInTheCache)
{
    const auto program = loweredMlp(true, 2);
    const auto tilesPerIpu = program.target.tilesPerIpu;
    auto renumbered = program;
    std::size_t onSecondIpu = 0;
    for (auto& variable : renumbered.variables)
        if (!variable.alwaysLive() && variable.spread.tiles > 0 && variable.spread.firstTile >= tilesPerIpu) {
            variable.firstStep = 3 * variable.firstStep + 1000; // the same order, other numbers
            variable.lastStep = 3 * variable.lastStep + 1000;
            ++onSecondIpu;
        }
    ASSERT_GT(onSecondIpu, 0u) << "the MLP's second stage holds variables of its own";
    TileLayoutCache shared;
    const auto first = layoutMemory(program, &shared);
    const auto missesBefore = shared.counts().misses;
    const auto second = layoutMemory(renumbered, &shared);
    EXPECT_EQ(shared.counts().misses, missesBefore) << "every tile was found";
    const auto alone = layoutMemory(renumbered);
    expectSameLayout(second, alone);
    EXPECT_EQ(first.variables.sliceOffset, alone.variables.sliceOffset);
}

} // namespace
} // namespace tilescope
