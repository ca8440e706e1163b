#pragma once
// The JSON model format (docs/MODEL_FORMAT.md): ops in order, tensors referenced by name, parameters
// declared inline where first used or in a "tensors" list, output shapes inferred.

#include "model/Model.h"

#include <iosfwd>
#include <string>
#include <string_view>

namespace tilescope {

inline constexpr const char* kModelFormat = "tilescope-model";
inline constexpr int kModelMajorVersion = 1;
inline constexpr int kModelMinorVersion = 0;

/// Reads and checks the model file at `path`, with shapes inferred. Throws Error(FileNotFound) or
/// Error(FileUnreadable) for a missing, empty or truncated file, and Error(MissingField,
/// InvalidField, UnsupportedVersion or InvalidModel) naming the file and the JSON pointer otherwise.
Model loadModel(const std::string& path);

/// Parses and checks a model from JSON text; `fileName` is used in errors. Throws as loadModel.
Model parseModel(std::string_view json, const std::string& fileName);

/// Writes the model in the JSON format, one op per line, to `out` as each line is made (a long
/// model is never held as text); parseModel reads it back to the same graph.
void writeModelJson(const Model& model, std::ostream& out);
/// writeModelJson's text as a string.
std::string modelToJson(const Model& model);

} // namespace tilescope
