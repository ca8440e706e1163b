#pragma once
// Reading an input file whole, with the same checks and errors for every kind of input.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace tilescope {

/// The bytes of `path`, read in chunks; `kind` ("report", "model") words the errors.
/// `afterChunk`, when given, is called with the bytes read so far and the file's size after each
/// chunk; it may throw to abandon the read. Throws Error(FileNotFound) for a missing or unopenable
/// file and Error(FileUnreadable) for a directory or a read error, naming the file.
std::string readFileBytes(const std::string& path, std::string_view kind,
                          const std::function<void(std::uint64_t read, std::uint64_t size)>& afterChunk = {});

} // namespace tilescope
