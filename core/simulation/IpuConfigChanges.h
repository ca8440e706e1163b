#pragma once
// A simulation's options in an optimum-graphcore IPUConfig's words: the fields the options give
// (layers_per_ipu from the stages, matmul_proportion from the amps, ...), a changed configuration's
// fields beside its baseline's ("layers_per_ipu: [3, 7, 7, 7] -> [4, 7, 7, 6]"), and the user's file
// rewritten with them. The reading the other way is options/IpuConfigInput; what the advisor and the
// CLI say and write in the file's words comes from here.

#include "model/Model.h"
#include "options/OptionCatalog.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace tilescope {

/// The IPUConfig fields `input` simulates, in the mode's names (the inference_* twins without
/// --training): ipus_per_replica, layers_per_ipu (when `model` has numbered layers and runs on more
/// than one IPU), matmul_proportion (one value when every IPU has the same, else one per IPU),
/// replication_factor, device_iterations, embedding_serialization_factor, enable_half_partials,
/// and with --training gradient_accumulation_steps, replicated_tensor_sharding (with more than one
/// replica: optimum ignores it otherwise), optimizer_state_offchip, recompute_checkpoint_every_layer. Throws what placing the stages throws.
nlohmann::ordered_json ipuConfigFields(const SimulationInput& input, const Model& model);

/// "field: before -> after" for each field of `after` whose value differs from `before`'s, in
/// `after`'s order, values as JSON writes them on one line ("[3, 7, 7, 7]").
std::vector<std::string> ipuConfigChangeWords(const nlohmann::ordered_json& before,
                                              const nlohmann::ordered_json& after);

/// `original` (the user's ipu_config.json, its fields in their order) with the fields `input`
/// simulates set to its values; a field `original` has in a list (matmul_proportion for every IPU)
/// stays a list, and the fields Tilescope does not simulate are kept as they are.
nlohmann::ordered_json rewriteIpuConfig(const nlohmann::ordered_json& original, const SimulationInput& input,
                                        const Model& model);

} // namespace tilescope
