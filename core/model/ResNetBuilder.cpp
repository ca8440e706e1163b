// torchvision's ResNet and ResNeXt (torchvision/models/resnet.py): the same modules, parameter
// names and counts. Bottleneck blocks put the stride on the 3x3 convolution (ResNet v1.5), as
// torchvision does; convolutions have no bias, BatchNorm has a weight and a bias per channel.

#include "model/BuiltinGenerators.h"
#include "model/GraphBuilder.h"

#include "common/Error.h"

#include <array>

namespace tilescope {
namespace {

struct ResNetConfig {
    const char* name;
    bool bottleneck;              // Bottleneck (1x1, 3x3, 1x1, expansion 4) or BasicBlock (3x3, 3x3)
    std::array<int, 4> blocks;    // blocks per stage: layer1..layer4
    std::int64_t groups;          // ResNeXt cardinality
    std::int64_t widthPerGroup;
};

constexpr std::array<ResNetConfig, 5> kConfigs{{
    {"resnet18", false, {2, 2, 2, 2}, 1, 64},
    {"resnet50", true, {3, 4, 6, 3}, 1, 64},
    {"resnet101", true, {3, 4, 23, 3}, 1, 64},
    {"resnext50_32x4d", true, {3, 4, 6, 3}, 32, 4},
    {"resnext101_32x8d", true, {3, 4, 23, 3}, 32, 8},
}};

class ResNetBuilder {
public:
    ResNetBuilder(const ResNetConfig& config, const BuiltinOptions& options)
        : config_(config), options_(options), graph_(config.name)
    {
    }

    Model build()
    {
        graph_.setBlock("stem");
        auto x = graph_.input("image", {3, options_.imageSize, options_.imageSize});
        x = convBn(x, "conv1", "bn1", 3, 64, 7, 2, 1);
        x = graph_.op(OpType::Relu, "relu", {x});
        x = graph_.op(OpType::MaxPool, "maxpool", {x}, ints({{"kernel", {3}}, {"stride", {2}}, {"padding", {1}}}));

        const std::int64_t expansion = config_.bottleneck ? 4 : 1;
        for (int stage = 0; stage < 4; ++stage) {
            const std::int64_t planes = std::int64_t(64) << stage;
            for (int b = 0; b < config_.blocks[std::size_t(stage)]; ++b) {
                const std::int64_t stride = (stage > 0 && b == 0) ? 2 : 1;
                const std::string prefix = "layer" + std::to_string(stage + 1) + "." + std::to_string(b);
                graph_.setBlock(prefix);
                x = config_.bottleneck ? bottleneck(x, prefix, planes, stride) : basicBlock(x, prefix, planes, stride);
                inplanes_ = planes * expansion;
            }
        }

        graph_.setBlock("head");
        const auto classes = options_.classes.value_or(1000);
        x = graph_.op(OpType::GlobalAvgPool, "avgpool", {x});
        x = graph_.op(OpType::Linear, "fc", {x, graph_.parameter("fc.weight", {classes, inplanes_}),
                                              graph_.parameter("fc.bias", {classes})});
        if (options_.withLoss) {
            const auto labels = graph_.input("labels", {}, DataType::Int32);
            graph_.op(OpType::CrossEntropy, "loss", {x, labels});
        }
        return graph_.finish();
    }

private:
    /// A bias-free convolution followed by its BatchNorm, named as in torchvision's state dict.
    std::int32_t convBn(std::int32_t x, const std::string& conv, const std::string& bn, std::int64_t in,
                        std::int64_t out, std::int64_t kernel, std::int64_t stride, std::int64_t groups)
    {
        const auto weight = graph_.parameter(conv + ".weight", {out, in / groups, kernel, kernel});
        x = graph_.op(OpType::Conv2d, conv, {x, weight},
                      ints({{"stride", {stride}}, {"padding", {kernel / 2}}, {"groups", {groups}}}));
        return graph_.op(OpType::BatchNorm, bn, {x, graph_.parameter(bn + ".weight", {out}),
                                                 graph_.parameter(bn + ".bias", {out})});
    }

    /// The shortcut: identity, or a strided 1x1 convolution + BatchNorm when the shape changes.
    std::int32_t shortcut(std::int32_t x, const std::string& prefix, std::int64_t out, std::int64_t stride)
    {
        if (stride == 1 && inplanes_ == out)
            return x;
        return convBn(x, prefix + ".downsample.0", prefix + ".downsample.1", inplanes_, out, 1, stride, 1);
    }

    std::int32_t basicBlock(std::int32_t x, const std::string& prefix, std::int64_t planes, std::int64_t stride)
    {
        auto y = convBn(x, prefix + ".conv1", prefix + ".bn1", inplanes_, planes, 3, stride, 1);
        y = graph_.op(OpType::Relu, prefix + ".relu1", {y});
        y = convBn(y, prefix + ".conv2", prefix + ".bn2", planes, planes, 3, 1, 1);
        const auto identity = shortcut(x, prefix, planes, stride); // after the main path, as torchvision runs it
        y = graph_.op(OpType::Add, prefix + ".add", {y, identity});
        return graph_.op(OpType::Relu, prefix + ".relu", {y});
    }

    std::int32_t bottleneck(std::int32_t x, const std::string& prefix, std::int64_t planes, std::int64_t stride)
    {
        const std::int64_t width = planes * config_.widthPerGroup / 64 * config_.groups;
        auto y = convBn(x, prefix + ".conv1", prefix + ".bn1", inplanes_, width, 1, 1, 1);
        y = graph_.op(OpType::Relu, prefix + ".relu1", {y});
        y = convBn(y, prefix + ".conv2", prefix + ".bn2", width, width, 3, stride, config_.groups);
        y = graph_.op(OpType::Relu, prefix + ".relu2", {y});
        y = convBn(y, prefix + ".conv3", prefix + ".bn3", width, planes * 4, 1, 1, 1);
        const auto identity = shortcut(x, prefix, planes * 4, stride); // after the main path, as torchvision runs it
        y = graph_.op(OpType::Add, prefix + ".add", {y, identity});
        return graph_.op(OpType::Relu, prefix + ".relu", {y});
    }

    const ResNetConfig& config_;
    const BuiltinOptions& options_;
    GraphBuilder graph_;
    std::int64_t inplanes_ = 64;
};

} // namespace

Model makeResNet(const std::string& name, const BuiltinOptions& options)
{
    if (options.imageSize < 32 || options.imageSize > 1024)
        throw Error(ErrorCode::InvalidOption,
                    "image size must be between 32 and 1024 pixels, not " + std::to_string(options.imageSize));
    for (const auto& config : kConfigs)
        if (name == config.name)
            return ResNetBuilder(config, options).build();
    throw Error(ErrorCode::InvalidModel, "unknown ResNet variant '" + name + "'");
}

} // namespace tilescope
