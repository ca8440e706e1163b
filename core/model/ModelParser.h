#pragma once
// Checks a JSON model document and builds its Model, with shapes inferred: the whole document at
// once, or its ops one at a time as ModelJson.cpp's streaming reader hands them over. Throws
// Error(MissingField, InvalidField, UnsupportedVersion or InvalidModel) naming the JSON pointer of
// the field at fault (ModelJson.cpp adds the file).

#include "model/Model.h"

#include <nlohmann/json_fwd.hpp>

#include <memory>

namespace tilescope::detail {

class ModelParser {
public:
    /// Reads `root`, which must outlive the parser (and, streaming, is still being filled).
    explicit ModelParser(const nlohmann::json& root);
    ModelParser(const ModelParser&) = delete;
    ModelParser& operator=(const ModelParser&) = delete;
    ~ModelParser();

    /// The whole document's model.
    Model parse();

    /// Streaming, when "tensors" begins (before the ops): the header.
    void beginTensors();
    /// Streaming: the next element of "tensors".
    void addTensor(const nlohmann::json& value);
    /// Streaming, when the ops begin: the header (unless the tensors checked it), and the tensors
    /// listed before the ops that were not streamed.
    void beginOps();
    /// Streaming: the next element of "ops".
    void addOp(const nlohmann::json& value);
    /// Streaming, after the whole file: the fields that may follow the ops, and the graph's checks.
    Model finishOps();

private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace tilescope::detail
