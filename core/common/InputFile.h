#pragma once
// An input file opened with the checks and errors that every kind of input shares, read a chunk at
// a time so that a large file need never be held whole.

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

namespace tilescope {

class InputFile {
public:
    /// Opens `path`; `kind` ("report", "model") words the errors. Throws Error(FileNotFound) for a
    /// missing or unopenable file and Error(FileUnreadable) for a directory, naming the file.
    InputFile(const std::string& path, std::string_view kind);

    /// Reads up to `capacity` bytes into `into`; returns how many were read, 0 at the end of the file.
    /// Throws Error(FileUnreadable) naming the file on a read error.
    std::size_t read(char* into, std::size_t capacity);

    /// Goes back to the first byte; throws Error(FileUnreadable) when the file cannot seek (a pipe).
    void rewind();

    /// The size the file had when opened, or 0 when it cannot be told (a pipe or a device).
    std::uint64_t sizeBytes() const { return sizeBytes_; }

    const std::string& path() const { return path_; }

private:
    struct Closer {
        void operator()(std::FILE* file) const { std::fclose(file); }
    };

    std::string path_;
    std::unique_ptr<std::FILE, Closer> file_;
    std::uint64_t sizeBytes_ = 0;
};

} // namespace tilescope
