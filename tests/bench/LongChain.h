#pragma once
// The long model of issue 28's "Big inputs": a chain of N small layers. The benchmarks time it
// (LongModelBench.cpp) and the tests check what those timings rest on (LoweringTablesTest.cpp), on
// the same chain.

#include "model/GraphBuilder.h"

#include <cstdint>
#include <string>

namespace tilescope {

/// An input and `layers` ops of `type`, each reading the one before, each in a block of its own as
/// a traced framework module would be (so that outlining finds them alike). Linear ops get a weight
/// and a bias of their own. The layers are small: the cost is in the number of ops, not their size.
inline Model longChain(OpType type, std::int64_t layers)
{
    constexpr std::int64_t kWidth = 16;
    GraphBuilder graph("chain");
    graph.setBlock("input");
    auto x = graph.input("x", {kWidth});
    for (std::int64_t i = 0; i < layers; ++i) {
        const auto name = "layer" + std::to_string(i);
        graph.setBlock(name);
        if (type == OpType::Linear)
            x = graph.op(type, name, {x, graph.parameter(name + ".weight", {kWidth, kWidth}),
                                      graph.parameter(name + ".bias", {kWidth})});
        else
            x = graph.op(type, name, {x});
    }
    return graph.finish();
}

} // namespace tilescope
