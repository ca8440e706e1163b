#include "common/FileRead.h"

#include "common/InputFile.h"

#include <vector>

namespace tilescope {

std::string readFileBytes(const std::string& path, std::string_view kind,
                          const std::function<void(std::uint64_t read, std::uint64_t size)>& afterChunk)
{
    InputFile file(path, kind);
    std::string bytes;
    bytes.reserve(file.sizeBytes());
    // In chunks, so that a large file can report progress and be abandoned.
    constexpr std::size_t kChunk = std::size_t(8) << 20;
    std::vector<char> chunk(kChunk);
    for (;;) {
        const std::size_t got = file.read(chunk.data(), chunk.size());
        bytes.append(chunk.data(), got);
        if (afterChunk)
            afterChunk(bytes.size(), file.sizeBytes());
        if (got < chunk.size())
            return bytes; // InputFile::read fills the chunk unless the file has ended
    }
}

} // namespace tilescope
