#include "common/FileRead.h"

#include "common/Error.h"
#include "common/InputFile.h"

#include <algorithm>
#include <filesystem>

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

std::vector<std::string> filesInDirectory(const std::string& directory, std::string_view extension)
{
    std::vector<std::string> files;
    std::error_code ec;
    // The increments take the error code too: a range-for would throw from them.
    for (std::filesystem::directory_iterator entry(directory, ec), end; !ec && entry != end; entry.increment(ec))
        if (entry->path().extension() == extension)
            files.push_back(entry->path().string());
    if (ec == std::errc::no_such_file_or_directory)
        throw Error(ErrorCode::FileNotFound, "no such directory", directory);
    if (ec)
        throw Error(ErrorCode::FileNotFound, "cannot read the directory: " + ec.message(), directory);
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace tilescope
