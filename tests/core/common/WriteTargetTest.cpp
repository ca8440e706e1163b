// Where a write to a path goes: the file at the end of its links, or the device, FIFO, socket or
// descriptor it names, written in place.

#include "common/WriteTarget.h"

#include "../ErrorOf.h"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

using namespace tilescope;
using tilescope::test::errorOf;
namespace fs = std::filesystem;

namespace {

class WriteTargetTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        directory_ = fs::temp_directory_path() / ("tilescope_target_" + std::to_string(::getpid()) + "_" +
                                                  ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(directory_);
        fs::create_directories(directory_);
    }
    void TearDown() override { fs::remove_all(directory_); }
    std::string file(const std::string& name) const { return (directory_ / name).string(); }

    fs::path directory_;
};

} // namespace

TEST_F(WriteTargetTest, ANewNameAndARegularFileAreReplaced)
{
    EXPECT_EQ(resolveWriteTarget(file("new.tsr")).kind, WriteTargetKind::ReplaceFile);
    std::ofstream(file("old.tsr")) << "x";
    const WriteTarget old = resolveWriteTarget(file("old.tsr"));
    EXPECT_EQ(old.kind, WriteTargetKind::ReplaceFile);
    EXPECT_EQ(old.path, file("old.tsr"));
}

TEST_F(WriteTargetTest, LinksLeadToTheirTargetRelativeToTheirOwnFolder)
{
    fs::create_directories(file("sub"));
    std::ofstream(file("sub/real.tsr")) << "x";
    fs::create_symlink("real.tsr", file("sub/link.tsr"));
    fs::create_symlink("sub/link.tsr", file("top.tsr"));
    const WriteTarget target = resolveWriteTarget(file("top.tsr"));
    EXPECT_EQ(target.kind, WriteTargetKind::ReplaceFile);
    EXPECT_EQ(fs::path(target.path).lexically_normal(), fs::path(file("sub/real.tsr")).lexically_normal());
}

TEST_F(WriteTargetTest, AFifoIsOpenedInPlace)
{
    ASSERT_EQ(::mkfifo(file("pipe").c_str(), 0600), 0);
    EXPECT_EQ(resolveWriteTarget(file("pipe")).kind, WriteTargetKind::OpenInPlace);
}

TEST_F(WriteTargetTest, TheProcesssOwnDescriptorsAreWrittenThroughThemselves)
{
    const WriteTarget target = resolveWriteTarget("/proc/self/fd/2");
    EXPECT_EQ(target.kind, WriteTargetKind::Descriptor);
    EXPECT_EQ(target.descriptor, 2);
    fs::create_symlink("/dev/fd/1", file("out"));
    EXPECT_EQ(resolveWriteTarget(file("out")).descriptor, 1);
}

TEST_F(WriteTargetTest, AFolderOrNoNameIsRefused)
{
    EXPECT_NE(errorOf([&] { resolveWriteTarget(directory_.string()); }).message().find("Is a directory"),
              std::string::npos);
    EXPECT_EQ(errorOf([&] { resolveWriteTarget(""); }).code(), ErrorCode::WriteFailed);
}

TEST_F(WriteTargetTest, StandardOutputIsRecognisedBehindItsLinks)
{
    // Standard output is redirected to a file of the test's own for the check.
    const std::string path = file("stdout.txt");
    std::ofstream(path) << "";
    std::fflush(stdout);
    const int saved = ::dup(STDOUT_FILENO);
    std::FILE* redirected = std::freopen(path.c_str(), "w", stdout);
    ASSERT_NE(redirected, nullptr);
    const bool viaLink = reachesStandardOutput("/dev/stdout");
    const bool viaPath = reachesStandardOutput(path);
    const bool other = reachesStandardOutput(file("missing"));
    std::fflush(stdout);
    ::dup2(saved, STDOUT_FILENO);
    ::close(saved);
    EXPECT_TRUE(viaLink);
    EXPECT_TRUE(viaPath);
    EXPECT_FALSE(other);
}
