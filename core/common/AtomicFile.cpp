#include "common/AtomicFile.h"

#include "common/Error.h"
#include "common/WriteTarget.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <ostream>
#include <random>
#include <streambuf>
#include <string_view>
#include <utility>
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

/// A hidden name in `directory` nobody uses yet: ".tilescope-<random>-<count>.tmp".
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

/// A name freshTemporaryName gives (".tilescope-" 16 hex digits "-" a count ".tmp").
bool isTemporaryName(const char* name)
{
    const std::string_view text(name);
    constexpr std::string_view prefix = ".tilescope-", suffix = ".tmp";
    if (text.size() < prefix.size() + 16 + 2 + suffix.size() || !text.starts_with(prefix) || !text.ends_with(suffix))
        return false;
    const std::string_view middle = text.substr(prefix.size(), text.size() - prefix.size() - suffix.size());
    return middle.size() > 17 && middle[16] == '-' &&
           middle.substr(0, 16).find_first_not_of("0123456789abcdef") == std::string_view::npos &&
           middle.substr(17).find_first_not_of("0123456789") == std::string_view::npos;
}

/// Removes the temporaries in `directory` that a killed writer left: a living writer holds a lock
/// on its own, so one whose lock can be taken has no writer. Best effort: a folder that cannot be
/// listed, or a file that cannot be opened, is left as it is.
void removeStaleTemporaries(const std::string& directory)
{
    DIR* folder = ::opendir(directory.c_str());
    if (!folder)
        return;
    const int folderDescriptor = ::dirfd(folder);
    while (const dirent* entry = ::readdir(folder)) {
        if (!isTemporaryName(entry->d_name))
            continue;
        int file = ::openat(folderDescriptor, entry->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (file < 0)
            file = ::openat(folderDescriptor, entry->d_name, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (file < 0)
            continue;
        struct stat opened {}, named {};
        // Still the same file under that name once locked: nobody removed it meanwhile.
        if (::flock(file, LOCK_EX | LOCK_NB) == 0 && ::fstat(file, &opened) == 0 && S_ISREG(opened.st_mode) &&
            ::fstatat(folderDescriptor, entry->d_name, &named, AT_SYMLINK_NOFOLLOW) == 0 &&
            opened.st_dev == named.st_dev && opened.st_ino == named.st_ino)
            ::unlinkat(folderDescriptor, entry->d_name, 0);
        ::close(file);
    }
    ::closedir(folder);
}

/// True when the named temporary is to be used even where unnamed ones exist (tests of that path).
bool namedTemporariesOnly()
{
    const char* setting = std::getenv("TILESCOPE_NAMED_TEMPORARIES");
    return setting && std::string_view(setting) == "1";
}

/// A stream socket connected to the Unix socket at `path`, or -1 with errno set.
int connectSocket(const std::string& path)
{
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (path.size() >= sizeof address.sun_path) {
        errno = ENAMETOOLONG;
        return -1;
    }
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    const int socket = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (socket < 0)
        return -1;
    if (::connect(socket, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
        const int error = errno;
        ::close(socket);
        errno = error;
        return -1;
    }
    return socket;
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
    const WriteTarget target = resolveWriteTarget(path_);
    if (target.kind != WriteTargetKind::ReplaceFile) {
        openInPlace(target);
    } else {
        target_ = target.path;
        const std::filesystem::path resolved(target_);
        directory_ = resolved.has_parent_path() ? resolved.parent_path().string() : std::string(".");
        if (resolved.filename().string().size() > NAME_MAX)
            fail("cannot write the file", ENAMETOOLONG);
        struct stat existing {};
        const bool replaces = ::stat(target_.c_str(), &existing) == 0;
        removeStaleTemporaries(directory_);
        openTemporary(requestedMode(permissions));
        // A replaced file keeps its permissions (a private file stays private).
        if (replaces) {
            mode_t kept = existing.st_mode & 07777;
            if (permissions == FilePermissions::Executable)
                kept |= (kept & 0444) >> 2;
            ::fchmod(descriptor_, kept);
        }
    }
    buffer_ = std::make_unique<Buffer>(descriptor_);
    stream_ = std::make_unique<std::ostream>(buffer_.get());
}

void AtomicFile::openInPlace(const WriteTarget& target)
{
    inPlace_ = true;
    switch (target.kind) {
    case WriteTargetKind::Descriptor:
        descriptor_ = ::fcntl(target.descriptor, F_DUPFD_CLOEXEC, 0);
        break;
    case WriteTargetKind::Socket:
        descriptor_ = connectSocket(target.path);
        break;
    default: // a FIFO waits here for its reader, as `cp` does
        descriptor_ = ::open(target.path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
        break;
    }
    if (descriptor_ < 0)
        fail("cannot write the file", errno);
}

void AtomicFile::openTemporary(unsigned mode)
{
    if (!namedTemporariesOnly()) {
        descriptor_ = ::open(directory_.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, mode_t(mode));
        if (descriptor_ >= 0) {
            ::flock(descriptor_, LOCK_EX); // taken before the file has a name anyone could see
            return;
        }
        const int error = errno;
        // File systems without unnamed files (and old kernels) get a hidden named temporary.
        if (error != EOPNOTSUPP && error != EISDIR && error != EINVAL)
            fail("cannot create a file in the folder '" + directory_ + "'", error);
    }
    for (int attempt = 0;; ++attempt) {
        temporaryName_ = freshTemporaryName(directory_);
        descriptor_ = ::open(temporaryName_.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode_t(mode));
        if (descriptor_ < 0) {
            const int error = errno;
            temporaryName_.clear();
            if (error != EEXIST || attempt > 100)
                fail("cannot create a file in the folder '" + directory_ + "'", error);
            continue;
        }
        ::flock(descriptor_, LOCK_EX);
        // Between its creation and the lock, another writer's clean-up may have taken it for a
        // stale one and removed it: then it is given up for a new name.
        struct stat opened {}, named {};
        if (::fstat(descriptor_, &opened) == 0 && ::lstat(temporaryName_.c_str(), &named) == 0 &&
            opened.st_dev == named.st_dev && opened.st_ino == named.st_ino)
            return;
        ::close(descriptor_);
        descriptor_ = -1;
        temporaryName_.clear();
        if (attempt > 100)
            fail("cannot create a file in the folder '" + directory_ + "'", EEXIST);
    }
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
    throw Error(ErrorCode::WriteFailed,
                what + ": " + systemReason(error) + (inPlace_ ? "" : " (any previous file is left as it was)"), path_);
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
    if (inPlace_) {
        const int descriptor = std::exchange(descriptor_, -1);
        if (::close(descriptor) != 0)
            fail("cannot write the file", errno);
        committed_ = true;
        return;
    }
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
    // Renamed while still open, so that its lock keeps other writers' clean-up away from it until
    // it is the file; the contents reached the disk with fsync above, so the close has nothing to lose.
    if (::rename(temporaryName_.c_str(), target_.c_str()) != 0)
        fail("cannot write the file", errno);
    temporaryName_.clear();
    ::close(std::exchange(descriptor_, -1));
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
