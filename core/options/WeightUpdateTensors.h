#pragma once
// The tensors the weight update of one weight keeps and uses, as PopART decomposes the optimisers
// PopTorch configures (docs/SIMULATION.md §5): which of them is the gradient accumulator (on chip,
// whatever the optimiser's location), which is optimiser state (offloaded with
// --offload-optimiser-state, sharded with --replicated-tensor-sharding), and what lives only
// during the update.

#include "options/CompileOptions.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tilescope {

struct WeightUpdateTensor {
    std::string name;    // after the weight's name and a slash: "accumulator", "velocity", "firstMoment"
    bool half = false;   // fp16, else fp32
    bool scalar = false; // one value per weight (Adam's step, LAMB's norms), else one per element

    std::uint32_t bytesPerElement() const { return half ? 2 : 4; }
};

struct WeightUpdateTensors {
    /// With gradient accumulation: the always-live buffer the micro-batches' gradients are added
    /// into. PopART treats SGD1's combined buffer as this, not as optimiser state.
    std::optional<WeightUpdateTensor> accumulator;
    /// Kept between updates, always live: PopART's optimiser state.
    std::vector<WeightUpdateTensor> state;
    /// Live only during the weight's update.
    std::vector<WeightUpdateTensor> temporaries;
    /// Tensors of one value per element the update's arithmetic reads and rewrites besides the
    /// weight: velocity, moments, the combined buffer.
    std::uint32_t rewrittenPerElement = 0;

    /// The state tensors of one value per element (what offloading streams and sharding splits).
    std::uint32_t stateTensorsPerElement() const;
    /// Bytes per element of those tensors together.
    std::uint32_t stateBytesPerElement() const;
};

/// The tensors of one weight's update under `options` (none in inference). SGD keeps nothing but,
/// with gradient accumulation, an accumulator; SGD with momentum, separate form (PopART SGD2): the
/// accumulator and a fp32 velocity; combined (SGD1): one buffer in the gradient's type, the
/// accumulator with gradient accumulation, else optimiser state; Adam and LAMB: the accumulator,
/// the first moment (fp16 with halfFirstOrderMomentum), the fp32 second moment and a fp32 step,
/// LAMB two fp32 norms during the update, and a fp32 copy of the gradient when a fp16 accumulator
/// meets fp32 moments (PopART casts it up before the update).
WeightUpdateTensors weightUpdateTensors(const CompileOptions& options);

/// The optimiser state tensors of one value per element under `options`: 0 for SGD, 1 for SGD with
/// momentum (separate form; combined without gradient accumulation), 2 for Adam and LAMB.
std::uint32_t optimiserStateTensors(const CompileOptions& options);

} // namespace tilescope
