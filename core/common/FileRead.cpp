#include "common/FileRead.h"

#include "common/Error.h"

#include <filesystem>
#include <fstream>
#include <vector>

namespace tilescope {

std::string readFileBytes(const std::string& path, std::string_view kind,
                          const std::function<void(std::uint64_t read, std::uint64_t size)>& afterChunk)
{
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        throw Error(ErrorCode::FileNotFound, "no such file", path);
    if (std::filesystem::is_directory(path, ec))
        throw Error(ErrorCode::FileUnreadable, "is a directory, not a " + std::string(kind) + " file", path);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(ErrorCode::FileNotFound, "cannot open the file for reading", path);
    const auto size = std::filesystem::file_size(path, ec);
    std::string bytes;
    if (!ec)
        bytes.reserve(size);
    // In chunks, so that a large file can report progress and be abandoned.
    constexpr std::size_t kChunk = std::size_t(8) << 20;
    std::vector<char> chunk(kChunk);
    while (in) {
        in.read(chunk.data(), std::streamsize(chunk.size()));
        bytes.append(chunk.data(), std::size_t(in.gcount()));
        if (afterChunk)
            afterChunk(bytes.size(), ec ? 0 : size);
    }
    if (in.bad())
        throw Error(ErrorCode::FileUnreadable, "read error", path);
    return bytes;
}

} // namespace tilescope
