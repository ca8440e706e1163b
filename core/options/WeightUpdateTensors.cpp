#include "options/WeightUpdateTensors.h"

namespace tilescope {

std::uint32_t WeightUpdateTensors::stateTensorsPerElement() const
{
    std::uint32_t count = 0;
    for (const auto& tensor : state)
        count += tensor.scalar ? 0 : 1;
    return count;
}

std::uint32_t WeightUpdateTensors::stateBytesPerElement() const
{
    std::uint32_t bytes = 0;
    for (const auto& tensor : state)
        bytes += tensor.scalar ? 0 : tensor.bytesPerElement();
    return bytes;
}

WeightUpdateTensors weightUpdateTensors(const CompileOptions& options)
{
    WeightUpdateTensors tensors;
    if (!options.training)
        return tensors;
    const bool accumulated = options.gradientAccumulation > 1;
    // The gradient has the weight's type (PopART's Adam requires it).
    const bool halfGradient = options.precision.halfWeights;
    const bool halfAccumulator = options.halfAccumulator();
    if (options.optimiser == Optimiser::SgdCombined) {
        // [R: popart sgd1decompose.cpp] one tensor of the weight gradient's type; PopTorch ignores
        // accum_type and velocity_accum_type. With accumulation PopART locates it as an accumulator
        // (streamingmemoryopinserter.cpp determineTensorLocation), so it is no optimiser state.
        const WeightUpdateTensor combined{"accumulatorAndVelocity", halfGradient, false};
        if (accumulated)
            tensors.accumulator = combined;
        else
            tensors.state.push_back(combined);
        tensors.rewrittenPerElement = 1;
        return tensors;
    }
    // [R: popart sgd0decompose.cpp, sgd2decompose.cpp, adamdecompose.cpp] the accumulator exists
    // only with gradient accumulation, in accum_type.
    if (accumulated)
        tensors.accumulator = WeightUpdateTensor{"accumulator", halfAccumulator, false};
    switch (options.optimiser) {
    case Optimiser::Sgd:
    case Optimiser::SgdCombined: break;
    case Optimiser::SgdMomentum:
        // velocity_accum_type: fp32 by default [R: poptorch python/optim.py].
        tensors.state.push_back({"velocity", false, false});
        break;
    case Optimiser::Adam:
    case Optimiser::Lamb: {
        const bool halfFirst = options.halfFirstOrderMomentum;
        tensors.state.push_back({"firstMoment", halfFirst, false});
        tensors.state.push_back({"secondMoment", false, false});
        tensors.state.push_back({"step", false, true});
        // "Cast if accumulator is fp16, and optimizer state is fp32" [R: adamdecompose.cpp].
        if (halfAccumulator && !halfFirst)
            tensors.temporaries.push_back({"gradientAsFloat", false, false});
        if (options.optimiser == Optimiser::Lamb) {
            tensors.temporaries.push_back({"weightNorm", false, true});
            tensors.temporaries.push_back({"updateNorm", false, true});
        }
        break;
    }
    }
    tensors.rewrittenPerElement = tensors.stateTensorsPerElement();
    return tensors;
}

std::uint32_t optimiserStateTensors(const CompileOptions& options)
{
    return weightUpdateTensors(options).stateTensorsPerElement();
}

} // namespace tilescope
