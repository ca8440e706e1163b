#pragma once
// Which pipeline stage, and so which IPU, each op of a model runs on (docs/SIMULATION.md §5).
//
// A model that places its ops (`pipelineStage`, `ipu` in the model file, poptorch.Block's ipu_id)
// is honoured. A model without placements compiled for N IPUs is split, in op order, into N
// contiguous stages: at the blocks named by --pipeline-split (the first block of each stage after
// the first, as PopTorch's BeginBlock), or else where the stages' estimated memory is most even
// (cycles breaking ties), cutting only between blocks when the model has them.

#include "model/Model.h"
#include "options/CompileOptions.h"
#include "target/Target.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

struct StagePlacement {
    std::vector<std::int32_t> opStage;   // per op of the model
    std::vector<std::uint32_t> stageIpu; // per stage
    std::vector<std::string> stageFirstBlock; // per stage: the block it starts with ("" when none)
    bool automatic = false;              // split by the simulator rather than given
    std::string explanation;             // how the split was chosen, in words (empty with one stage)

    std::uint32_t stageCount() const { return std::uint32_t(stageIpu.size()); }
    std::uint32_t ipuOf(std::size_t op) const { return stageIpu[std::size_t(opStage[op])]; }
};

/// Estimated bytes an op brings to its stage: the parameters it first uses (with their gradient and
/// optimiser state in training) and its output activations for one micro-batch.
std::uint64_t estimatedStageBytes(const Model& model, std::size_t op, const CompileOptions& options,
                                  std::vector<bool>& parameterSeen);

/// Places every op of `model` (shapes inferred). Throws Error(InvalidOption) naming --pipeline-split
/// for a block the model does not have or blocks out of order, --ipus for placements beyond the IPUs
/// given, and Error(InvalidModel) naming the op whose stages go backwards.
StagePlacement placeStages(const Model& model, const CompileOptions& options, const Target& target);

/// The fewest micro-batches per weight update a pipelined training of `stages` stages needs:
/// 2 x stages - 1, so that every stage has a forward and a backward in flight (seed 004).
std::uint32_t minimumPipelineAccumulation(std::uint32_t stages);

/// Checks what the execution options ask of these stages; throws Error(InvalidOption) naming the
/// option: --pipeline for a single stage (nothing to pipeline) or for stages that do not follow the
/// ops' order, --gradient-accumulation below 2 x stages - 1 in a pipelined training (naming the
/// minimum).
void checkExecutionOptions(const Model& model, const StagePlacement& placement, const CompileOptions& options);

} // namespace tilescope
