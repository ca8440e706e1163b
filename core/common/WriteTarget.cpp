#include "common/WriteTarget.h"

#include "common/Error.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

namespace tilescope {
namespace {

constexpr int kMaxLinks = 40; // as the kernel's own limit on links followed in one path (ELOOP)

[[noreturn]] void refuse(const std::string& path, const std::string& what)
{
    throw Error(ErrorCode::WriteFailed, what + " (nothing was written)", path);
}

[[noreturn]] void refuseWithReason(const std::string& path, const std::string& what, int error)
{
    refuse(path, what + ": " + std::strerror(error));
}

std::string parentOf(const std::string& path)
{
    const std::filesystem::path p(path);
    return p.has_parent_path() ? p.parent_path().string() : std::string(".");
}

std::string readLink(const std::string& original, const std::string& link)
{
    std::vector<char> target(PATH_MAX + 1);
    const ssize_t length = ::readlink(link.c_str(), target.data(), target.size());
    if (length < 0)
        refuseWithReason(original, "cannot read the symbolic link '" + link + "'", errno);
    if (std::size_t(length) >= target.size())
        refuseWithReason(original, "cannot read the symbolic link '" + link + "'", ENAMETOOLONG);
    const std::string text(target.data(), std::size_t(length));
    if (!text.empty() && text.front() == '/')
        return text;
    return (std::filesystem::path(parentOf(link)) / text).string();
}

/// When `link` is an entry of a process's descriptor folder (/proc/PID/fd, which /dev/fd and
/// /proc/self/fd lead to), that process's id and the descriptor's number.
bool descriptorLink(const std::string& link, long& process, int& descriptor)
{
    char* resolved = ::realpath(parentOf(link).c_str(), nullptr);
    if (!resolved)
        return false;
    const std::string folder(resolved);
    std::free(resolved);
    const std::string name = std::filesystem::path(link).filename().string();
    if (folder.rfind("/proc/", 0) != 0 || folder.size() < 10 || folder.compare(folder.size() - 3, 3, "/fd") != 0)
        return false;
    const std::string pid = folder.substr(6, folder.size() - 9);
    if (pid.empty() || name.empty() || pid.find_first_not_of("0123456789") != std::string::npos ||
        name.find_first_not_of("0123456789") != std::string::npos || name.size() > 9)
        return false;
    process = std::strtol(pid.c_str(), nullptr, 10);
    descriptor = int(std::strtol(name.c_str(), nullptr, 10));
    return true;
}

const char* kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a folder";
    if (S_ISBLK(mode))
        return "a block device";
    return "not a file Tilescope can write";
}

} // namespace

WriteTarget resolveWriteTarget(const std::string& path)
{
    if (path.empty())
        throw Error(ErrorCode::WriteFailed, "no file name given", path);
    std::string current = path;
    for (int links = 0;; ++links) {
        struct stat entry {};
        if (::lstat(current.c_str(), &entry) != 0) {
            if (errno == ENOENT) // a new name (a missing folder is said when the file is created)
                return {WriteTargetKind::ReplaceFile, current, -1};
            refuseWithReason(path, "cannot write the file", errno);
        }
        if (S_ISLNK(entry.st_mode)) {
            if (links == kMaxLinks)
                refuseWithReason(path, "cannot write the file", ELOOP);
            long process = 0;
            int descriptor = -1;
            if (descriptorLink(current, process, descriptor)) {
                if (process == long(::getpid()))
                    return {WriteTargetKind::Descriptor, current, descriptor};
                // Another process's descriptor: opened through the link, as the kernel resolves it.
                return {WriteTargetKind::OpenInPlace, current, -1};
            }
            current = readLink(path, current);
            continue;
        }
        if (S_ISREG(entry.st_mode))
            return {WriteTargetKind::ReplaceFile, current, -1};
        if (S_ISCHR(entry.st_mode) || S_ISFIFO(entry.st_mode))
            return {WriteTargetKind::OpenInPlace, current, -1};
        if (S_ISSOCK(entry.st_mode))
            return {WriteTargetKind::Socket, current, -1};
        const std::string leads = current == path ? "it" : "it leads to '" + current + "', which";
        if (S_ISDIR(entry.st_mode))
            refuseWithReason(path, "cannot write the file", EISDIR);
        refuse(path, "cannot write the file: " + leads + " is " + kindOf(entry.st_mode) +
                         "; Tilescope writes regular files, character devices (such as /dev/null), FIFOs and sockets");
    }
}

bool reachesStandardOutput(const std::string& path)
{
    struct stat target {}, output {};
    return ::stat(path.c_str(), &target) == 0 && ::fstat(STDOUT_FILENO, &output) == 0 &&
           target.st_dev == output.st_dev && target.st_ino == output.st_ino;
}

} // namespace tilescope
