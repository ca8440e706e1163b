#pragma once
// optimum-graphcore's layers_per_ipu on a model: its layers (the blocks PREFIX.0, PREFIX.1, ...)
// placed IPU by IPU as get_layer_ipu places them, what comes before them (the embeddings) on IPU
// 0, and what comes after them (the heads) where the models' parallelize() puts them: on IPU 0
// when they share a weight with the embeddings (a tied decoder, and the heads beside it), else on
// the last layer's IPU.

#include "model/Model.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilescope {

/// The model's layer blocks in order ("layer.0", "layer.1", ...): the blocks whose names are one
/// prefix followed by ".0", ".1", ... in the model's order. Empty when the model has no such
/// sequence, or when its numbered blocks have more than one prefix (ResNet's layer1.0, layer2.0).
std::vector<std::string> layerBlocks(const Model& model);

/// The --pipeline-split entries that place `model` over `ipus` IPUs with `layersPerIpu` layers on
/// each (-1 entries as expandLayersPerIpu shares them), written as a user would: "B@N" only where
/// the stage's IPU is not the next one. Empty for one IPU. Throws Error(InvalidOption) naming
/// layers-per-ipu when the model has no layers or the counts do not fit its layers.
std::vector<std::string> layerSplitPoints(const Model& model, const std::vector<int>& layersPerIpu,
                                          std::uint32_t ipus);

} // namespace tilescope
