#pragma once
// Every file Tilescope writes goes through here (reports, models, sweeps, CSV, Chrome traces, a
// lesson's output, the viewer's saves and exports). What the path names decides how (WriteTarget.h):
//
// - A regular file or a new name (at the end of any symbolic links, which stay): the bytes go to a
//   temporary in the file's own folder, are flushed to the disk, and only then take the file's
//   name. A kill, a full disk or a refused write leaves the previous file exactly as it was.
// - A character device, FIFO, socket or one of the process's descriptors (/dev/null, a named pipe,
//   /dev/stdout): written in place, as `cp` and `sort -o` do; it stays what it is.
//
// The temporary is an unnamed file (Linux's O_TMPFILE) where the file system offers one, and gets
// a hidden name (".tilescope-<random>.tmp") only just before it replaces the file; elsewhere it has
// that name from the start. A writer holds a lock on its temporary while it lives, so the next
// write to the folder removes any such file whose writer was killed (no lock held) and leaves the
// others'. Setting TILESCOPE_NAMED_TEMPORARIES=1 takes the named path everywhere (for tests).

#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>

namespace tilescope {

struct WriteTarget;

enum class FilePermissions {
    Regular,    // read and write, as the umask allows (or as the replaced file had them)
    Executable, // also executable (scripts)
};

class AtomicFile {
public:
    /// Opens a temporary beside `path` (or `path` itself, when it is a device, FIFO, socket or
    /// descriptor). Throws Error(WriteFailed) naming `path`, with the system's reason (no such
    /// folder, permission denied, a block device, ...).
    explicit AtomicFile(std::string path, FilePermissions permissions = FilePermissions::Regular);
    /// Removes the temporary unless commit() succeeded: the previous file stays as it was.
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    /// Where the new contents are written.
    std::ostream& stream();
    /// Throws Error(WriteFailed) naming the file, with the system's reason, when a write to stream()
    /// failed (the temporary is then removed); does nothing otherwise.
    void throwIfWriteFailed();
    /// Flushes the contents to the disk and gives them the file's name, replacing the previous file
    /// in one step (a file written in place is flushed and closed). Throws Error(WriteFailed) naming
    /// the file with the system's reason (no space left on device, file too large, name too long,
    /// ...); the temporary is then removed.
    void commit();

    const std::string& path() const { return path_; }

private:
    class Buffer;
    [[noreturn]] void fail(const std::string& what, int error);
    void discard() noexcept;
    void openInPlace(const WriteTarget& target);
    void openTemporary(unsigned mode);

    std::string path_;      // as the caller named it, for messages
    std::string target_;    // what is replaced: the path at the end of any symbolic links
    bool inPlace_ = false;  // a device, FIFO, socket or descriptor: written directly
    std::string directory_;
    std::string temporaryName_; // empty while the temporary is unnamed
    int descriptor_ = -1;
    std::unique_ptr<Buffer> buffer_;
    std::unique_ptr<std::ostream> stream_;
    bool committed_ = false;
};

/// Writes `bytes` as the whole of `path`, atomically (see AtomicFile). Throws Error(WriteFailed).
void writeFileAtomically(const std::string& path, std::string_view bytes,
                         FilePermissions permissions = FilePermissions::Regular);

/// Writes what `write` puts into the stream as the whole of `path`, atomically. An exception from
/// `write` leaves the previous file and is passed on. Throws Error(WriteFailed) on a failed write.
void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write,
                         FilePermissions permissions = FilePermissions::Regular);

} // namespace tilescope
