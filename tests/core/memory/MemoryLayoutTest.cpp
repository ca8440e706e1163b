// The compiler lays memory out with layoutMemoryTakingNames, which moves the variables' names into
// the layout instead of copying them (a long model's millions of names): the layout must be the
// one layoutMemory computes, name for name.

#include "memory/MemoryLayout.h"

#include "compiler/ConvPlanCache.h"
#include "compiler/Lowering.h"
#include "compiler/StagePlacement.h"
#include "model/Builtins.h"
#include "target/Target.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

LoweredProgram loweredMlp(bool training)
{
    auto model = makeBuiltinModel("mlp");
    CompileOptions options;
    options.training = training;
    if (!training)
        removeLoss(model);
    inferShapes(model);
    const auto target = makeTarget(options.arch, options.ipus, options.replicas);
    ConvPlanCache plans;
    return lowerModel(model, options, target, placeStages(model, options, target), plans);
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
        EXPECT_EQ(taken.variables.sliceBegin, copied.variables.sliceBegin);
        EXPECT_EQ(taken.variables.sliceTile, copied.variables.sliceTile);
        EXPECT_EQ(taken.variables.sliceOffset, copied.variables.sliceOffset);
        EXPECT_EQ(taken.memory.peakNotAlwaysLiveBytes, copied.memory.peakNotAlwaysLiveBytes);
        EXPECT_EQ(taken.memory.gapBytes, copied.memory.gapBytes);
        EXPECT_EQ(taken.tileGroups, copied.tileGroups);
        EXPECT_TRUE(program.variableNames.empty()) << "the names were copied, not moved";
    }
}

} // namespace
} // namespace tilescope
