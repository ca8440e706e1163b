#pragma once
// Where a write to a path really goes, decided before a byte is written. A user's `-o` may name a
// new file, a regular file, a symbolic link, a device such as /dev/null, a FIFO, a socket or one of
// the process's own descriptors (/dev/stdout): each is written as `cp` and `sort -o` would, and
// never replaced by a regular file of ours.

#include <string>

namespace tilescope {

enum class WriteTargetKind {
    ReplaceFile, // a regular file or a new name: replaced atomically through a temporary beside it
    OpenInPlace, // a character device or FIFO (or another process's descriptor): opened and written
    Socket,      // a Unix socket: connected to and written
    Descriptor,  // one of this process's open descriptors (/dev/stdout, /proc/self/fd/N): written
};

struct WriteTarget {
    WriteTargetKind kind = WriteTargetKind::ReplaceFile;
    std::string path;   // the path at the end of any symbolic links (ReplaceFile, OpenInPlace, Socket)
    int descriptor = -1; // Descriptor: the number of the descriptor
};

/// Follows `path`'s symbolic links (at most 40) to what a write would reach. Throws
/// Error(WriteFailed) naming `path` for a folder, a block device or anything else that is not a
/// file to write, a loop of links, or a link that cannot be read, with the system's reason.
WriteTarget resolveWriteTarget(const std::string& path);

/// True when `path` reaches the process's standard output (its messages must then go elsewhere).
bool reachesStandardOutput(const std::string& path);

} // namespace tilescope
