// `lesson`: the bundled lessons (resources/lessons, docs/LESSONS.md) from the command line: --list
// them, --check that what a lesson's text claims holds in its simulated reports, and --out DIR
// writes each step's reports (and, with the viewer at hand, a screenshot of the step's view).

#include "cli/CliContext.h"

#include "common/Error.h"
#include "options/CompileCommand.h"
#include "report/ReportIO.h"
#include "simulation/LessonRunner.h"

#include <cstdlib>
#include <filesystem>
#include <iostream>

namespace tilescope::cli {
namespace {

namespace fs = std::filesystem;

struct LessonArguments {
    std::string name;
    bool list = false;
    bool check = false;
    std::string out;
    std::string directory;
    std::string language = "en";
    std::string viewer;
};

std::string lessonsDirectory(const LessonArguments& a)
{
    return a.directory.empty() ? bundledLessonsDirectory() : a.directory;
}

// The viewer that writes screenshots: --viewer, TILESCOPE_VIEWER, beside this program (installed),
// or the build tree's.
std::string viewerProgram(const LessonArguments& a)
{
    if (!a.viewer.empty())
        return a.viewer;
    if (const char* fromEnvironment = std::getenv("TILESCOPE_VIEWER"))
        return fromEnvironment;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (ec)
        return {};
    for (const fs::path& candidate :
         {self.parent_path() / "tilescope", self.parent_path().parent_path().parent_path() / "gui" / "tilescope"}) {
        std::error_code missing;
        if (fs::is_regular_file(candidate, missing))
            return candidate.string();
    }
    return {};
}

bool namesFile(const LessonArguments& a)
{
    return a.name.size() > 5 && a.name.substr(a.name.size() - 5) == ".json";
}

// NAME as given when it is a lesson file, else the bundled lesson of that name.
fs::path lessonFilePath(const LessonArguments& a)
{
    return namesFile(a) ? fs::path(a.name) : fs::path(lessonsDirectory(a)) / (a.name + ".json");
}

Lesson findLesson(const LessonArguments& a)
{
    const fs::path path = lessonFilePath(a);
    std::error_code ec;
    if (!namesFile(a) && !fs::is_regular_file(path, ec))
        throw Error(ErrorCode::FileNotFound, "no lesson named '" + a.name + "' (see `tilescope-cli lesson --list`)",
                    path.string());
    return loadLesson(path.string());
}



int runLesson(const LessonArguments& a)
{
    if (a.list) {
        std::vector<std::string> failures;
        const auto lessons = loadLessons(lessonsDirectory(a), &failures);
        for (const auto& lesson : lessons)
            std::cout << lesson.id << "  " << lesson.title.in(a.language) << " (" << lesson.steps.size() << " steps)\n";
        for (const auto& failure : failures)
            std::cerr << "error: " << failure << '\n';
        return failures.empty() ? kSuccess : kUsageOrInput;
    }
    if (a.name.empty())
        throw Error(ErrorCode::InvalidOption, "name a lesson (see --list)", {}, "lesson");
    const Lesson lesson = findLesson(a);
    std::cout << lesson.title.in(a.language) << "\n\n" << lesson.introduction.in(a.language) << "\n";
    ConvPlanCache plans;
    bool allHold = true;
    const std::string viewer = a.out.empty() ? std::string() : viewerProgram(a);
    for (std::size_t s = 0; s < lesson.steps.size(); ++s) {
        const LessonStep& step = lesson.steps[s];
        std::cout << "\nStep " << s + 1 << ": " << step.title.in(a.language) << " (" << step.view << " view"
                  << (step.guide.empty() ? "" : "; " + step.guide) << ")\n";
        for (const auto& configuration : step.configurations)
            std::cout << "  tilescope-cli compile " << configuration << "\n";
        const LessonStepRun run = runLessonStep(step, plans);
        if (a.check || !a.out.empty())
            for (std::size_t c = 0; c < run.claims.size(); ++c) {
                std::cout << "  " << (run.claims[c].holds ? "holds:  " : "FAILS:  ") << run.claims[c].explanation << "\n";
                allHold = allHold && run.claims[c].holds;
            }
        if (!a.check || !a.out.empty())
            std::cout << "\n" << step.text.in(a.language) << "\n";
        if (a.out.empty())
            continue;
        const fs::path directory = fs::path(a.out) / ("step-" + std::to_string(s + 1));
        std::error_code ec;
        fs::create_directories(directory, ec);
        if (ec)
            throw Error(ErrorCode::WriteFailed, "cannot create the directory: " + ec.message(), directory.string());
        std::vector<std::string> files;
        for (std::size_t c = 0; c < run.reports.size(); ++c) {
            files.push_back((directory / (c == 0 ? "source.tsr" : "target.tsr")).string());
            saveReport(run.reports[c], files.back(), ReportEncoding::Binary);
        }
        if (viewer.empty()) {
            std::cout << "  (no screenshot: the viewer `tilescope` was not found; give --viewer)\n";
            continue;
        }
        // The viewer shows the step as Help > Lessons does (its view at its spot, the text beside it).
        const std::string lessonFile = fs::absolute(lessonFilePath(a), ec).string();
        const std::string command = "QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} " + shellQuoted(viewer) +
                                    " --lesson " + shellQuoted(lessonFile) + " --lesson-step " + std::to_string(s + 1) +
                                    " --screenshot-views " + step.view + " --screenshot " +
                                    shellQuoted(directory.string()) + " >/dev/null 2>&1";
        if (std::system(command.c_str()) != 0)
            std::cerr << "warning: the viewer could not write the screenshot of step " << s + 1 << "\n";
        else
            std::cout << "  wrote " << (directory / (step.view + ".png")).string() << "\n";
    }
    if (a.check || !a.out.empty())
        std::cout << "\n" << (allHold ? "Every claim holds." : "Some claims do NOT hold.") << "\n";
    return allHold ? kSuccess : kFailure;
}

} // namespace

void addLessonCommand(CLI::App& app, int& exitCode)
{
    auto arguments = std::make_shared<LessonArguments>();
    auto& a = *arguments;
    auto* command = app.add_subcommand("lesson", "Run a lesson of the guides: its steps' simulations, texts and "
                                                 "claims (--list the lessons)");
    command->add_option("NAME", a.name, "A bundled lesson's name, or a lesson file (.json)");
    command->add_flag("--list", a.list, "List the bundled lessons");
    command->add_flag("--check", a.check, "Check every claim of the lesson's texts (exit 1 when one fails)");
    command->add_option("--out", a.out, "Write each step's reports and a screenshot of its view to DIR/step-N/");
    command->add_option("--lessons", a.directory, "The directory of lessons (default: the bundled ones)");
    command->add_option("--language", a.language, "The texts' language: en, de, fr, ja or zh_CN")->capture_default_str();
    command->add_option("--viewer", a.viewer, "The viewer that writes the screenshots (default: beside this program)");
    command->callback([arguments, &exitCode] { exitCode = runGuarded([&] { return runLesson(*arguments); }, std::cerr); });
}

} // namespace tilescope::cli
