// No standard-library exception escapes a loader: a path of 300 characters (longer than a file
// name may be) reaches every loader and comes back as an Error naming the file, with the reason.

#include "../ErrorOf.h"
#include "common/AtomicFile.h"
#include "lessons/Lesson.h"
#include "model/Builtins.h"
#include "model/ModelJson.h"
#include "onnx/OnnxImport.h"
#include "report/ReportIO.h"
#include "simulation/SweepFile.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>

using namespace tilescope;
using tilescope::test::errorOf;
namespace fs = std::filesystem;

namespace {

const std::string kLongName = std::string(300, 'x') + ".json";

std::string longPath()
{
    return (fs::temp_directory_path() / kLongName).string();
}

void expectNamedWithReason(const Error& e, const std::string& path)
{
    EXPECT_EQ(e.file(), path);
    EXPECT_NE(e.message().find("File name too long"), std::string::npos) << e.what();
}

} // namespace

TEST(LongPathLoaders, ModelFile)
{
    expectNamedWithReason(errorOf([] { loadModel(longPath()); }), longPath());
    // A name that is neither built in nor an existing file, as `compile NAME` takes it.
    const Error e = errorOf([] { resolveModel(longPath(), {}); });
    EXPECT_EQ(e.file(), longPath());
}

TEST(LongPathLoaders, OnnxFile)
{
    const std::string path = (fs::temp_directory_path() / (std::string(300, 'o') + ".onnx")).string();
    expectNamedWithReason(errorOf([&] { importOnnxModel(path, {}); }), path);
    expectNamedWithReason(errorOf([&] { loadModelInput(path, {}, {}); }), path);
}

TEST(LongPathLoaders, Report)
{
    expectNamedWithReason(errorOf([] { loadReport(longPath()); }), longPath());
}

TEST(LongPathLoaders, Sweep)
{
    expectNamedWithReason(errorOf([] { loadSweep(longPath()); }), longPath());
}

TEST(LongPathLoaders, LessonFile)
{
    expectNamedWithReason(errorOf([] { loadLesson(longPath()); }), longPath());
}

// The viewer's abort: a lesson whose configuration names a model longer than a file name may be.
// The lesson is refused naming its field, and the folder's other lessons still load.
TEST(LongPathLoaders, LessonNamingALongModelIsRefusedAndTheOthersStillLoad)
{
    const fs::path folder = fs::temp_directory_path() / ("tilescope_long_lessons_" + std::to_string(::getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder);
    const auto lesson = [](const std::string& configuration) {
        return R"({"format": "tilescope-lesson", "version": "1.0", "title": "T", "introduction": "I", "steps": [
            {"title": "S", "configurations": [")" +
               configuration + R"("], "view": "memory", "text": "E", "claims": [{"figure": "fits", "is": true}]}]})";
    };
    writeFileAtomically((folder / "a-good.json").string(), lesson("mlp --batch-size 2"));
    writeFileAtomically((folder / "b-long.json").string(), lesson(std::string(300, 'm') + ".json --batch-size 2"));
    std::vector<std::string> failures;
    const auto lessons = loadLessons(folder.string(), &failures);
    ASSERT_EQ(lessons.size(), 1u);
    EXPECT_EQ(lessons.front().id, "a-good");
    ASSERT_EQ(failures.size(), 1u);
    EXPECT_NE(failures.front().find("b-long.json"), std::string::npos) << failures.front();
    EXPECT_NE(failures.front().find("/steps/0/configurations/0"), std::string::npos) << failures.front();
    fs::remove_all(folder);
}
