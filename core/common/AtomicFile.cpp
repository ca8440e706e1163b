#include "common/AtomicFile.h"

#include "common/Error.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <climits>
#include <cstring>
#include <filesystem>
#include <ostream>
#include <random>
#include <streambuf>
#include <vector>

namespace tilescope {
namespace {

std::string systemReason(int error)
{
    return std::strerror(error);
}

/// Writes all of [data, data + size) to `descriptor`; returns 0 or the errno of the failure.
int writeAll(int descriptor, const char* data, std::size_t size)
{
    while (size > 0) {
        const ssize_t written = ::write(descriptor, data, size);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (written == 0)
            return EIO;
        data += written;
        size -= std::size_t(written);
    }
    return 0;
}

/// A hidden name in `directory` nobody uses yet: ".tilescope-<random>.tmp".
std::string freshTemporaryName(const std::string& directory)
{
    static std::atomic<std::uint64_t> counter{0};
    thread_local std::mt19937_64 random{std::random_device{}() ^ std::uint64_t(::getpid())};
    char name[64];
    std::snprintf(name, sizeof name, ".tilescope-%016llx-%llu.tmp", static_cast<unsigned long long>(random()),
                  static_cast<unsigned long long>(counter++));
    return (std::filesystem::path(directory) / name).string();
}

mode_t requestedMode(FilePermissions permissions)
{
    return permissions == FilePermissions::Executable ? 0777 : 0666;
}

} // namespace

/// A stream buffer over the temporary's descriptor that keeps the first error's errno, which
/// std::ofstream would lose.
class AtomicFile::Buffer : public std::streambuf {
public:
    explicit Buffer(int descriptor) : descriptor_(descriptor), bytes_(64 * 1024)
    {
        setp(bytes_.data(), bytes_.data() + bytes_.size());
    }
    int error() const { return error_; }

protected:
    int_type overflow(int_type c) override
    {
        if (!drain())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    std::streamsize xsputn(const char* data, std::streamsize size) override
    {
        if (size < epptr() - pptr()) {
            std::memcpy(pptr(), data, std::size_t(size));
            pbump(int(size));
            return size;
        }
        if (!drain())
            return 0;
        if (error_ == 0)
            error_ = writeAll(descriptor_, data, std::size_t(size));
        return error_ == 0 ? size : 0;
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    bool drain()
    {
        if (error_ == 0 && pptr() > pbase())
            error_ = writeAll(descriptor_, pbase(), std::size_t(pptr() - pbase()));
        setp(bytes_.data(), bytes_.data() + bytes_.size());
        return error_ == 0;
    }

    int descriptor_;
    int error_ = 0;
    std::vector<char> bytes_;
};

AtomicFile::AtomicFile(std::string path, FilePermissions permissions) : path_(std::move(path))
{
    const std::filesystem::path target(path_);
    if (path_.empty())
        throw Error(ErrorCode::WriteFailed, "no file name given", path_);
    directory_ = target.has_parent_path() ? target.parent_path().string() : std::string(".");
    if (target.filename().string().size() > NAME_MAX)
        fail("cannot write the file", ENAMETOOLONG);
    struct stat existing {};
    const bool replaces = ::stat(path_.c_str(), &existing) == 0;
    if (replaces && S_ISDIR(existing.st_mode))
        fail("cannot write the file", EISDIR);

    const mode_t mode = requestedMode(permissions);
    descriptor_ = ::open(directory_.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
    if (descriptor_ < 0) {
        const int error = errno;
        // File systems without unnamed files (and old kernels) get a hidden named temporary.
        if (error != EOPNOTSUPP && error != EISDIR && error != EINVAL)
            fail("cannot create a file in the folder '" + directory_ + "'", error);
        for (int attempt = 0; descriptor_ < 0; ++attempt) {
            temporaryName_ = freshTemporaryName(directory_);
            descriptor_ = ::open(temporaryName_.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode);
            if (descriptor_ < 0 && (errno != EEXIST || attempt > 100)) {
                const int openError = errno;
                temporaryName_.clear();
                fail("cannot create a file in the folder '" + directory_ + "'", openError);
            }
        }
    }
    // A replaced file keeps its permissions (a private file stays private).
    if (replaces) {
        mode_t kept = existing.st_mode & 07777;
        if (permissions == FilePermissions::Executable)
            kept |= (kept & 0444) >> 2;
        ::fchmod(descriptor_, kept);
    }
    buffer_ = std::make_unique<Buffer>(descriptor_);
    stream_ = std::make_unique<std::ostream>(buffer_.get());
}

AtomicFile::~AtomicFile()
{
    if (!committed_)
        discard();
}

std::ostream& AtomicFile::stream()
{
    return *stream_;
}

void AtomicFile::discard() noexcept
{
    if (descriptor_ >= 0)
        ::close(descriptor_);
    descriptor_ = -1;
    if (!temporaryName_.empty())
        ::unlink(temporaryName_.c_str());
    temporaryName_.clear();
}

void AtomicFile::fail(const std::string& what, int error)
{
    discard();
    throw Error(ErrorCode::WriteFailed, what + ": " + systemReason(error) + " (any previous file is left as it was)",
                path_);
}

void AtomicFile::throwIfWriteFailed()
{
    if (buffer_ && buffer_->error() != 0)
        fail("cannot write the file", buffer_->error());
    if (stream_ && !*stream_)
        fail("cannot write the file", EIO);
}

void AtomicFile::commit()
{
    if (committed_ || descriptor_ < 0)
        throw Error(ErrorCode::Internal, "the file was already written or abandoned", path_);
    stream_->flush();
    throwIfWriteFailed();
    if (::fsync(descriptor_) != 0)
        fail("cannot write the file", errno);
    if (temporaryName_.empty()) {
        // The unnamed temporary gets a hidden name first: rename() is what replaces a file in one step.
        const std::string self = "/proc/self/fd/" + std::to_string(descriptor_);
        for (int attempt = 0;; ++attempt) {
            const std::string name = freshTemporaryName(directory_);
            if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0) {
                temporaryName_ = name;
                break;
            }
            if (errno != EEXIST || attempt > 100)
                fail("cannot write the file", errno);
        }
    }
    const int descriptor = descriptor_;
    descriptor_ = -1;
    if (::close(descriptor) != 0) {
        const int error = errno;
        fail("cannot write the file", error);
    }
    if (::rename(temporaryName_.c_str(), path_.c_str()) != 0)
        fail("cannot write the file", errno);
    temporaryName_.clear();
    committed_ = true;
    // The new name itself reaches the disk with its folder (best effort: some file systems refuse).
    if (const int folder = ::open(directory_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
}

void writeFileAtomically(const std::string& path, std::string_view bytes, FilePermissions permissions)
{
    AtomicFile file(path, permissions);
    file.stream().write(bytes.data(), std::streamsize(bytes.size()));
    file.commit();
}

void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write,
                         FilePermissions permissions)
{
    AtomicFile file(path, permissions);
    try {
        write(file.stream());
    } catch (const Error&) {
        file.throwIfWriteFailed(); // the system's reason, rather than the writer's "could not write"
        throw;
    }
    file.commit();
}

} // namespace tilescope
