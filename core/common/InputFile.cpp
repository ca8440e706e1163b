#include "common/InputFile.h"

#include "common/Error.h"

#include <filesystem>

namespace tilescope {

InputFile::InputFile(const std::string& path, std::string_view kind) : path_(path)
{
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec && ec != std::errc::no_such_file_or_directory)
        throw Error(ErrorCode::FileNotFound, "cannot open the file: " + ec.message(), path);
    if (!std::filesystem::exists(status))
        throw Error(ErrorCode::FileNotFound, "no such file", path);
    if (std::filesystem::is_directory(status))
        throw Error(ErrorCode::FileUnreadable, "is a directory, not a " + std::string(kind) + " file", path);
    file_.reset(std::fopen(path.c_str(), "rb"));
    if (!file_)
        throw Error(ErrorCode::FileNotFound, "cannot open the file for reading", path);
    const auto size = std::filesystem::file_size(path, ec);
    sizeBytes_ = ec ? 0 : size;
    // Callers read in large chunks of their own: stdio's buffer would only add a copy.
    std::setvbuf(file_.get(), nullptr, _IONBF, 0);
}

std::size_t InputFile::read(char* into, std::size_t capacity)
{
    std::size_t total = 0;
    // fread may return short on a pipe before the end; keep going until full, the end or an error.
    while (total < capacity) {
        const std::size_t got = std::fread(into + total, 1, capacity - total, file_.get());
        total += got;
        if (got == 0)
            break;
    }
    if (std::ferror(file_.get()))
        throw Error(ErrorCode::FileUnreadable, "read error", path_);
    return total;
}

void InputFile::rewind()
{
    if (std::fseek(file_.get(), 0, SEEK_SET) != 0)
        throw Error(ErrorCode::FileUnreadable, "cannot go back to the start of the file", path_);
}

} // namespace tilescope
