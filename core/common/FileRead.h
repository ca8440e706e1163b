#pragma once
// Reading an input file whole, or a folder of them, with the same checks and errors for every kind
// of input.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tilescope {

/// The bytes of `path`, read in chunks; `kind` ("report", "model") words the errors.
/// `afterChunk`, when given, is called with the bytes read so far and the file's size after each
/// chunk; it may throw to abandon the read. Throws Error(FileNotFound) for a missing or unopenable
/// file and Error(FileUnreadable) for a directory or a read error, naming the file.
std::string readFileBytes(const std::string& path, std::string_view kind,
                          const std::function<void(std::uint64_t read, std::uint64_t size)>& afterChunk = {});

/// The paths of the entries of `directory` whose names end in `extension` (".json"), sorted.
/// Throws Error(FileNotFound) naming the directory, with the system's reason, when it cannot be read.
std::vector<std::string> filesInDirectory(const std::string& directory, std::string_view extension);

} // namespace tilescope
