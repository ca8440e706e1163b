// The lowering sizes a long model's tables (variables, steps, program nodes) once, for its number of
// ops, so that they are not moved again and held twice by a doubling at the end (issue 28). A chain
// of linear layers needs exactly the counts per op the reserve is made of, plus the program's parts
// that belong to no op: the tables must hold all of it without growing.

#include "LongChain.h"

#include "compiler/ConvPlanCache.h"
#include "compiler/Lowering.h"
#include "compiler/StagePlacement.h"
#include "target/Target.h"

#include <gtest/gtest.h>

namespace tilescope {
namespace {

/// `column` was sized once: a doubling at the end would leave it about half full.
template <class Column> void expectFilledWithoutRegrowing(const Column& column, const char* what)
{
    ASSERT_GT(column.size(), 0u) << what;
    EXPECT_GT(double(column.size()) / double(column.capacity()), 0.9)
        << what << ": " << column.size() << " of " << column.capacity();
}

TEST(LoweringTables, ALongChainFillsItsReservedTablesWithoutRegrowing)
{
    for (const bool training : {false, true}) {
        SCOPED_TRACE(training ? "training" : "inference");
        auto model = longChain(OpType::Linear, 3000);
        CompileOptions options;
        options.training = training;
        inferShapes(model);
        const auto target = makeTarget(options.arch, options.ipus, options.replicas);
        ConvPlanCache plans;
        const auto lowered = lowerModel(model, options, target, placeStages(model, options, target), plans);
        expectFilledWithoutRegrowing(lowered.variables, "variables");
        expectFilledWithoutRegrowing(lowered.steps, "steps");
        expectFilledWithoutRegrowing(lowered.programs.name, "program names");
        expectFilledWithoutRegrowing(lowered.programs.kind, "program kinds");
    }
}

} // namespace
} // namespace tilescope
