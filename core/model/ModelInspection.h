#pragma once
// What `inspect` reports of a model before it is compiled: parameters, MACs and activation bytes in
// all and per op. The JSON form is written op by op as it is made, so that a model of 10^6 layers
// is inspected in little more memory than the model takes itself.

#include "model/Model.h"

#include <cstdint>
#include <iosfwd>
#include <vector>

namespace tilescope {

struct InspectFigures {
    std::uint64_t batchSize = 1;
    std::uint32_t bytesPerElement = 2;       // activations
    std::uint32_t weightBytesPerElement = 2; // 16.32 keeps fp32 master weights
    std::uint64_t parameters = 0;
    std::uint64_t macsPerSample = 0;
    std::uint64_t activationBytesPerSample = 0;
};

/// The whole model's figures at `batchSize`, activations of `bytesPerElement` and weights of
/// `weightBytesPerElement` bytes. Needs inferred shapes.
InspectFigures inspectFigures(const Model& model, std::uint64_t batchSize, std::uint32_t bytesPerElement,
                              std::uint32_t weightBytesPerElement);

/// Parameters attributed to the first op that reads them, so that the per-op column sums to the
/// total even with tied weights (BERT's decoder reads the word embeddings).
std::vector<std::uint64_t> firstUseParameters(const Model& model);

/// Writes the stable JSON object of `inspect --json` to `out` (two-space indent, keys in a fixed
/// order, a newline at the end): the figures, then "ops" with each op's name, type, block, output
/// shape, MACs per sample, parameters and, where the model places it, pipeline stage and IPU.
void writeInspectJson(const Model& model, const InspectFigures& figures, std::ostream& out);

} // namespace tilescope
