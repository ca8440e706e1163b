// The small teaching models: the PopTorch pipelining tutorial's MNIST network (seed 003) and an MLP.

#include "model/BuiltinGenerators.h"
#include "model/GraphBuilder.h"

namespace tilescope {
namespace {

std::int32_t linear(GraphBuilder& graph, std::int32_t x, const std::string& name, std::int64_t in, std::int64_t out)
{
    return graph.op(OpType::Linear, name,
                    {x, graph.parameter(name + ".weight", {out, in}), graph.parameter(name + ".bias", {out})});
}

/// The tutorial's ConvLayer: Conv2d (with bias), MaxPool2d, ReLU, in that order.
std::int32_t convLayer(GraphBuilder& graph, std::int32_t x, const std::string& name, std::int64_t in,
                       std::int64_t filters, std::int64_t kernel, std::int64_t pool)
{
    x = graph.op(OpType::Conv2d, name + ".conv",
                 {x, graph.parameter(name + ".conv.weight", {filters, in, kernel, kernel}),
                  graph.parameter(name + ".conv.bias", {filters})});
    x = graph.op(OpType::MaxPool, name + ".pool", {x}, ints({{"kernel", {pool}}}));
    return graph.op(OpType::Relu, name + ".relu", {x});
}

} // namespace

Model makeMnistPipeline(const BuiltinOptions& options)
{
    // Blocks B1..B4 become pipeline stages 0..3 on IPUs 0..3, as PipelinedExecution("B1", "B2", "B3", "B4").
    GraphBuilder graph("mnist-pipeline");
    const auto place = [&](std::int32_t stage) {
        graph.setBlock("B" + std::to_string(stage + 1));
        graph.setPlacement(stage, stage);
    };
    place(0);
    auto x = graph.input("image", {1, 28, 28});
    x = convLayer(graph, x, "layer1", 1, 10, 5, 2);
    place(1);
    x = convLayer(graph, x, "layer2", 10, 20, 5, 2);
    place(2);
    x = graph.op(OpType::Reshape, "view", {x}, ints({{"shape", {320}}})); // x.view(-1, 320)
    x = linear(graph, x, "layer3", 320, 256);
    x = graph.op(OpType::Relu, "layer3_act", {x});
    place(3);
    x = linear(graph, x, "layer4", 256, options.classes.value_or(10));
    if (options.withLoss) { // TrainingModelWithLoss puts the loss in block B4
        const auto labels = graph.input("labels", {}, DataType::Int32);
        graph.op(OpType::CrossEntropy, "loss", {x, labels});
    }
    return graph.finish();
}

Model makeMlp(const BuiltinOptions& options)
{
    GraphBuilder graph("mlp");
    graph.setBlock("input");
    auto x = graph.input("image", {1, 28, 28});
    x = graph.op(OpType::Flatten, "flatten", {x});
    const std::int64_t widths[] = {784, 512, 512};
    for (int layer = 1; layer <= 2; ++layer) {
        const std::string name = "fc" + std::to_string(layer);
        graph.setBlock(name);
        x = linear(graph, x, name, widths[layer - 1], widths[layer]);
        x = graph.op(OpType::Relu, name + ".relu", {x});
    }
    graph.setBlock("fc3");
    x = linear(graph, x, "fc3", 512, options.classes.value_or(10));
    if (options.withLoss) {
        const auto labels = graph.input("labels", {}, DataType::Int32);
        graph.op(OpType::CrossEntropy, "loss", {x, labels});
    }
    return graph.finish();
}

} // namespace tilescope
