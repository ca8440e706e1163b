// The one writer of every file: a write that fails part way (a file size limit, a writer that
// throws, a process killed between writes) leaves the previous file intact and nothing beside it;
// a link, a device, a FIFO or a socket at the path stays what it is.

#include "common/AtomicFile.h"

#include "../ErrorOf.h"
#include "common/FileRead.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <thread>

using namespace tilescope;
using tilescope::test::errorOf;
namespace fs = std::filesystem;

namespace {

class AtomicFileTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        directory_ = fs::temp_directory_path() /
                     ("tilescope_atomic_" + std::to_string(::getpid()) + "_" +
                      ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(directory_);
        fs::create_directories(directory_);
    }
    void TearDown() override { fs::remove_all(directory_); }

    std::string file(const std::string& name) const { return (directory_ / name).string(); }
    static std::string read(const std::string& path) { return readFileBytes(path, "test"); }
    // Every name in the folder: a failed write must leave none of its own.
    std::vector<std::string> names() const
    {
        std::vector<std::string> all;
        for (const auto& entry : fs::directory_iterator(directory_))
            all.push_back(entry.path().filename().string());
        std::sort(all.begin(), all.end());
        return all;
    }
    void writePrevious(const std::string& path) const { std::ofstream(path, std::ios::binary) << "previous model"; }

    fs::path directory_;
};

// Runs `child` in a forked process and returns its wait status.
template <class Child> int inChild(Child&& child)
{
    const pid_t pid = ::fork();
    if (pid == 0) {
        child();
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return status;
}

} // namespace

TEST_F(AtomicFileTest, WritesANewFileAndLeavesNothingElse)
{
    writeFileAtomically(file("model.json"), std::string_view("{\"ops\": []}"));
    EXPECT_EQ(read(file("model.json")), "{\"ops\": []}");
    EXPECT_EQ(names(), std::vector<std::string>{"model.json"});
}

TEST_F(AtomicFileTest, ReplacesAFileKeepingItsPermissions)
{
    writePrevious(file("private.json"));
    ::chmod(file("private.json").c_str(), 0600);
    writeFileAtomically(file("private.json"), [](std::ostream& out) { out << "new contents"; });
    EXPECT_EQ(read(file("private.json")), "new contents");
    struct stat info {};
    ASSERT_EQ(::stat(file("private.json").c_str(), &info), 0);
    EXPECT_EQ(info.st_mode & 0777, 0600u);
    EXPECT_EQ(names(), std::vector<std::string>{"private.json"});
}

TEST_F(AtomicFileTest, ScriptsAreExecutable)
{
    writeFileAtomically(file("sweep.sbatch"), std::string_view("#!/bin/bash\n"), FilePermissions::Executable);
    struct stat info {};
    ASSERT_EQ(::stat(file("sweep.sbatch").c_str(), &info), 0);
    EXPECT_TRUE(info.st_mode & S_IXUSR);
}

TEST_F(AtomicFileTest, AWriterThatThrowsLeavesThePreviousFile)
{
    writePrevious(file("trace.json"));
    EXPECT_THROW(writeFileAtomically(file("trace.json"),
                                     [](std::ostream& out) {
                                         out << std::string(200'000, 'x');
                                         throw Error(ErrorCode::Cancelled, "cancelled");
                                     }),
                 Error);
    EXPECT_EQ(read(file("trace.json")), "previous model");
    EXPECT_EQ(names(), std::vector<std::string>{"trace.json"});
}

TEST_F(AtomicFileTest, AFileSizeLimitFailsWithTheReasonAndKeepsThePreviousFile)
{
    writePrevious(file("model.json"));
    const std::string path = file("model.json");
    // In a child: the limit and the ignored signal (else SIGXFSZ kills) are the child's alone.
    const int status = inChild([&] {
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{4096, 4096};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        try {
            writeFileAtomically(path, std::string(130'000, 'm'));
        } catch (const Error& e) {
            const bool named = e.file() == path && e.code() == ErrorCode::WriteFailed &&
                               e.message().find("File too large") != std::string::npos;
            ::_exit(named ? 0 : 3);
        }
        ::_exit(4); // the write should have failed
    });
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
    EXPECT_EQ(read(path), "previous model");
    EXPECT_EQ(names(), std::vector<std::string>{"model.json"});
}

TEST_F(AtomicFileTest, AKillBetweenWritesKeepsThePreviousFileAndLeavesNothingBeside)
{
    writePrevious(file("model.json"));
    const std::string path = file("model.json");
    const int status = inChild([&] {
        writeFileAtomically(path, [](std::ostream& out) {
            out << std::string(100'000, 'a');
            out.flush();
            ::raise(SIGKILL);
        });
    });
    ASSERT_TRUE(WIFSIGNALED(status));
    EXPECT_EQ(read(path), "previous model");
    EXPECT_EQ(names(), std::vector<std::string>{"model.json"});
}

TEST_F(AtomicFileTest, AMissingFolderIsNamedWithTheReason)
{
    const std::string path = file("no-such-folder/model.json");
    const Error e = errorOf([&] { writeFileAtomically(path, std::string_view("x")); });
    EXPECT_EQ(e.code(), ErrorCode::WriteFailed);
    EXPECT_EQ(e.file(), path);
    EXPECT_NE(e.message().find("No such file or directory"), std::string::npos) << e.message();
}

TEST_F(AtomicFileTest, ANameTooLongIsRefusedBeforeWriting)
{
    const std::string path = file(std::string(300, 'n') + ".json");
    const Error e = errorOf([&] { writeFileAtomically(path, std::string_view("x")); });
    EXPECT_EQ(e.code(), ErrorCode::WriteFailed);
    EXPECT_NE(e.message().find("File name too long"), std::string::npos) << e.message();
    EXPECT_TRUE(names().empty());
}

TEST_F(AtomicFileTest, AFolderInTheWayIsNamed)
{
    fs::create_directories(file("report.tsr"));
    const Error e = errorOf([&] { writeFileAtomically(file("report.tsr"), std::string_view("x")); });
    EXPECT_NE(e.message().find("Is a directory"), std::string::npos) << e.message();
}

TEST_F(AtomicFileTest, APermissionDeniedIsNamed)
{
    if (::geteuid() == 0)
        GTEST_SKIP() << "root may write anywhere";
    ::chmod(directory_.c_str(), 0500);
    const Error e = errorOf([&] { writeFileAtomically(file("model.json"), std::string_view("x")); });
    ::chmod(directory_.c_str(), 0700);
    EXPECT_NE(e.message().find("Permission denied"), std::string::npos) << e.message();
}

// What the path names is kept what it is: a link stays a link, a device a device, a FIFO a FIFO.

namespace {

std::string fileType(const std::string& path)
{
    struct stat info {};
    if (::lstat(path.c_str(), &info) != 0)
        return "missing";
    if (S_ISLNK(info.st_mode))
        return "link";
    if (S_ISREG(info.st_mode))
        return "file";
    if (S_ISCHR(info.st_mode))
        return "character device";
    if (S_ISFIFO(info.st_mode))
        return "fifo";
    if (S_ISSOCK(info.st_mode))
        return "socket";
    return "other";
}

// Everything that can be read from `descriptor` until its writer closes it.
std::string readAll(int descriptor)
{
    std::string all;
    char chunk[65536];
    for (ssize_t n; (n = ::read(descriptor, chunk, sizeof chunk)) > 0;)
        all.append(chunk, std::size_t(n));
    return all;
}

} // namespace

TEST_F(AtomicFileTest, ASymbolicLinkIsFollowedAndStays)
{
    writePrevious(file("real.tsr"));
    fs::create_symlink("real.tsr", file("link.tsr"));
    fs::create_symlink(file("link.tsr"), file("link-to-link.tsr"));
    writeFileAtomically(file("link-to-link.tsr"), std::string_view("new report"));
    EXPECT_EQ(fileType(file("link.tsr")), "link");
    EXPECT_EQ(fileType(file("link-to-link.tsr")), "link");
    EXPECT_EQ(read(file("real.tsr")), "new report");
    EXPECT_EQ(names(), (std::vector<std::string>{"link-to-link.tsr", "link.tsr", "real.tsr"}));
}

TEST_F(AtomicFileTest, ADanglingLinkGetsItsTarget)
{
    fs::create_symlink("made.json", file("dangling.json"));
    writeFileAtomically(file("dangling.json"), std::string_view("made"));
    EXPECT_EQ(fileType(file("dangling.json")), "link");
    EXPECT_EQ(read(file("made.json")), "made");
}

TEST_F(AtomicFileTest, ALoopOfLinksIsRefusedByName)
{
    fs::create_symlink("b", file("a"));
    fs::create_symlink("a", file("b"));
    const Error e = errorOf([&] { writeFileAtomically(file("a"), std::string_view("x")); });
    EXPECT_EQ(e.file(), file("a"));
    EXPECT_NE(e.message().find("Too many levels of symbolic links"), std::string::npos) << e.message();
}

TEST_F(AtomicFileTest, AFolderBehindALinkIsRefused)
{
    fs::create_directories(file("folder"));
    fs::create_symlink("folder", file("out.tsr"));
    const Error e = errorOf([&] { writeFileAtomically(file("out.tsr"), std::string_view("x")); });
    EXPECT_NE(e.message().find("Is a directory"), std::string::npos) << e.message();
    EXPECT_EQ(fileType(file("out.tsr")), "link");
}

TEST_F(AtomicFileTest, ACharacterDeviceIsWrittenInPlaceAndStaysADevice)
{
    // A private null device in the test's own folder, never the real /dev.
    if (::mknod(file("null").c_str(), S_IFCHR | 0666, ::makedev(1, 3)) != 0)
        GTEST_SKIP() << "cannot make a device node here: " << std::strerror(errno);
    writeFileAtomically(file("null"), std::string(300'000, 'r'));
    EXPECT_EQ(fileType(file("null")), "character device");
    EXPECT_EQ(names(), std::vector<std::string>{"null"});
}

TEST_F(AtomicFileTest, ABlockDeviceIsRefusedByName)
{
    if (::mknod(file("disk").c_str(), S_IFBLK | 0600, ::makedev(7, 200)) != 0)
        GTEST_SKIP() << "cannot make a device node here: " << std::strerror(errno);
    fs::create_symlink("disk", file("to-disk"));
    const Error e = errorOf([&] { writeFileAtomically(file("to-disk"), std::string_view("x")); });
    EXPECT_EQ(e.file(), file("to-disk"));
    EXPECT_NE(e.message().find("leads to '" + file("disk") + "', which is a block device"), std::string::npos)
        << e.message();
    EXPECT_EQ(fileType(file("disk")), "other");
}

TEST_F(AtomicFileTest, AFifoIsWrittenInPlaceAndStaysAFifo)
{
    ASSERT_EQ(::mkfifo(file("pipe").c_str(), 0600), 0);
    const std::string contents(500'000, 'f'); // more than a pipe holds: the reader must drain it
    std::string received;
    std::thread reader([&] {
        const int descriptor = ::open(file("pipe").c_str(), O_RDONLY);
        received = readAll(descriptor);
        ::close(descriptor);
    });
    writeFileAtomically(file("pipe"), contents);
    reader.join();
    EXPECT_EQ(received, contents);
    EXPECT_EQ(fileType(file("pipe")), "fifo");
    EXPECT_EQ(names(), std::vector<std::string>{"pipe"});
}

TEST_F(AtomicFileTest, ASocketIsConnectedToAndStaysASocket)
{
    const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const std::string path = file("socket");
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    ASSERT_EQ(::bind(listener, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
    ASSERT_EQ(::listen(listener, 1), 0);
    std::string received;
    std::thread reader([&] {
        const int connection = ::accept(listener, nullptr, nullptr);
        received = readAll(connection);
        ::close(connection);
    });
    writeFileAtomically(path, std::string_view("over the socket"));
    reader.join();
    ::close(listener);
    EXPECT_EQ(received, "over the socket");
    EXPECT_EQ(fileType(path), "socket");
}

TEST_F(AtomicFileTest, AnOwnDescriptorIsWrittenThroughItsOpenFile)
{
    // /dev/stdout is /proc/self/fd/1: the descriptor's own open file, at its offset, is written.
    int ends[2];
    ASSERT_EQ(::pipe(ends), 0);
    fs::create_symlink("/proc/self/fd/" + std::to_string(ends[1]), file("stdout"));
    std::string received;
    std::thread reader([&] { received = readAll(ends[0]); });
    writeFileAtomically(file("stdout"), std::string_view("to the pipe"));
    ::close(ends[1]);
    reader.join();
    ::close(ends[0]);
    EXPECT_EQ(received, "to the pipe");
    EXPECT_EQ(fileType(file("stdout")), "link");
}

// A killed writer's temporaries are removed by the next write to the folder; a living one's stay.

TEST_F(AtomicFileTest, TheNextWriteRemovesAKilledWritersTemporary)
{
    writePrevious(file(".tilescope-0123456789abcdef-0.tmp"));
    writePrevious(file(".tilescope-notours.tmp"));
    writeFileAtomically(file("report.tsr"), std::string_view("x"));
    EXPECT_EQ(names(), (std::vector<std::string>{".tilescope-notours.tmp", "report.tsr"}));
}

TEST_F(AtomicFileTest, ALivingWritersTemporaryIsLeftAlone)
{
    const std::string busy = file(".tilescope-fedcba9876543210-3.tmp");
    writePrevious(busy);
    const int descriptor = ::open(busy.c_str(), O_RDONLY);
    ASSERT_EQ(::flock(descriptor, LOCK_EX), 0);
    writeFileAtomically(file("report.tsr"), std::string_view("x"));
    EXPECT_TRUE(fs::exists(busy));
    ::close(descriptor);
    writeFileAtomically(file("report.tsr"), std::string_view("y"));
    EXPECT_FALSE(fs::exists(busy));
}

// Where the file system has no unnamed temporaries, the named one keeps every promise.
class NamedTemporaryTest : public AtomicFileTest {
protected:
    void SetUp() override
    {
        AtomicFileTest::SetUp();
        ::setenv("TILESCOPE_NAMED_TEMPORARIES", "1", 1);
    }
    void TearDown() override
    {
        ::unsetenv("TILESCOPE_NAMED_TEMPORARIES");
        AtomicFileTest::TearDown();
    }
};

TEST_F(NamedTemporaryTest, AKillKeepsThePreviousFileAndTheNextWriteRemovesWhatItLeft)
{
    writePrevious(file("model.json"));
    const std::string path = file("model.json");
    const int status = inChild([&] {
        writeFileAtomically(path, [](std::ostream& out) {
            out << std::string(100'000, 'a');
            out.flush();
            ::raise(SIGKILL);
        });
    });
    ASSERT_TRUE(WIFSIGNALED(status));
    EXPECT_EQ(read(path), "previous model");
    ASSERT_EQ(names().size(), 2u); // the named temporary the kill left
    writeFileAtomically(file("model.json"), std::string_view("whole new model"));
    EXPECT_EQ(read(path), "whole new model");
    EXPECT_EQ(names(), std::vector<std::string>{"model.json"});
}

TEST_F(NamedTemporaryTest, AFailedWriteLeavesNothingBeside)
{
    writePrevious(file("trace.json"));
    EXPECT_THROW(writeFileAtomically(file("trace.json"),
                                     [](std::ostream& out) {
                                         out << std::string(200'000, 'x');
                                         throw Error(ErrorCode::Cancelled, "cancelled");
                                     }),
                 Error);
    EXPECT_EQ(read(file("trace.json")), "previous model");
    EXPECT_EQ(names(), std::vector<std::string>{"trace.json"});
    writeFileAtomically(file("trace.json"), std::string_view("new"));
    EXPECT_EQ(read(file("trace.json")), "new");
}
