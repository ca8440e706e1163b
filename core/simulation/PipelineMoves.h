#pragma once
// The moves the fit advisor tries on a pipeline that is tight on one IPU, as Graphcore tuned its
// own pipelines by hand (the configurations of ../shared/real-configs): a stage one block shorter
// on the tight IPU (an uneven layer split, such as BERT-Large's [3, 7, 7, 7]), a lower proportion on
// that IPU alone (--amp-ipu), and a block that reads a weight of stage 0 (a tied decoder) back on
// IPU 0 beside it, as a stage of its own (PopTorch's BeginBlock(ipu_id=0)).

#include "model/Model.h"
#include "options/OptionCatalog.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

/// A candidate configuration and what it changes, in the options' words.
struct AdvisorMove {
    std::string words;
    SimulationInput input;
};

/// Appends the move unless the options refuse `input` (a combination that is not a candidate).
void addUnlessRefused(std::vector<AdvisorMove>& moves, std::string words, SimulationInput input);

/// A proportion or other real value as the options write it ("0.15").
std::string realText(double value);

/// A model's stages as --pipeline-split would name them: the blocks in op order, and for each
/// stage after the first, its first block with "@IPU" where the stage is not on the IPU of its
/// number.
struct PipelineLayout {
    std::vector<std::string> blocks;           // distinct blocks in op order
    std::vector<std::size_t> stageStart;       // per stage: index of its first block in `blocks`
    std::vector<std::uint32_t> stageIpu;       // per stage
    std::vector<std::string> splitEntries;     // --pipeline-split entries giving these stages
    std::string tiedBlock;                     // the first block after stage 0 reading a weight of
                                               // stage 0 (empty when none)
};

/// The layout `options` give `model` (shapes inferred, loss removed for inference, as the compiler
/// has it). Throws what placing the stages throws.
PipelineLayout pipelineLayoutOf(Model model, const CompileOptions& options);

/// The moves for `input`, a pipelined configuration whose tightest tile is on IPU `tightIpu`:
/// each stage on that IPU one block shorter at either end, a lower proportion on that IPU, and the
/// tied block back on IPU 0 (with the accumulation raised to what one more stage needs). Moves the
/// options refuse are left out.
std::vector<AdvisorMove> pipelineMoves(const SimulationInput& input, const PipelineLayout& layout,
                                       std::uint32_t tightIpu);

} // namespace tilescope
