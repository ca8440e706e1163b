// The one writer of every file: a write that fails part way (a file size limit, a writer that
// throws, a process killed between writes) leaves the previous file intact and nothing beside it.

#include "common/AtomicFile.h"

#include "../ErrorOf.h"
#include "common/FileRead.h"

#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <ostream>

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
