#pragma once
// A lesson: a guide's behaviour made one click away (docs/LESSONS.md). Data, not code: a title, an
// introduction and steps, each naming the configurations to simulate (as the CLI spells them), the
// view to open and what to point at, a text per language of what to notice and why, and claims the
// simulated reports must make true, so a lesson whose claim stops holding fails the test suite.

#include "options/OptionCatalog.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tilescope {

/// The `format` field of a lesson file.
inline constexpr const char* kLessonFormat = "tilescope-lesson";

/// The views a step may open (the viewer's `--view` names).
const std::vector<std::string>& lessonViews();

/// A text in several languages: "en" is required; "de", "fr", "ja", "zh_CN" and others may follow.
struct LocalizedText {
    std::map<std::string, std::string> byLanguage;
    /// The text in `language` ("de", "zh_CN"; also "de_DE" finds "de"), else in English.
    const std::string& in(std::string_view language) const;
};

/// What a step points at in its view. At most one of these is set.
struct LessonFocus {
    std::optional<std::uint32_t> tile;      // a tile by number
    bool worstTile = false;                 // the first configuration's worst tile
    std::optional<std::uint64_t> step;      // a liveness step by number
    bool peakStep = false;                  // the step of the first configuration's liveness peak
    std::string operation;                  // an operation by name
    std::optional<std::pair<std::uint64_t, std::uint64_t>> traceCycles; // a trace window [from, to)
    std::string category;                   // a memory category by its libpva name ("globalExchangeCode")
};

/// A claim a step's text makes, checked in its simulated reports: `figure` of configuration `of`
/// is `is` (equals), is the same as another configuration's (`sameAs` its index), or compares with another configuration's (`lessThan`/`greaterThan` its index,
/// optionally by a factor) or with a number (`atLeast`/`atMost`).
struct LessonClaim {
    std::string figure;        // see lessonFigureNames()
    std::size_t of = 0;        // which configuration of the step
    std::optional<double> is;  // exactly (fits: 1 or 0)
    std::optional<std::size_t> lessThan;
    std::optional<std::size_t> greaterThan;
    std::optional<std::size_t> sameAs; // equal to that configuration's
    double factor = 1.0;       // with lessThan/greaterThan: by at least this factor
    std::optional<double> atLeast;
    std::optional<double> atMost;
    std::string pointer;       // the claim's JSON pointer in its file, for messages
};

struct LessonStep {
    LocalizedText title;
    std::vector<std::string> configurations; // `tilescope-cli compile` arguments: what the step shows
                                             // ("after"), then what it is compared with ("before")
    std::vector<SimulationInput> inputs;     // the same, parsed (a relative model file resolved against
                                             // the lesson file's directory)
    std::string view;                        // one of lessonViews()
    LessonFocus focus;
    LocalizedText text;
    std::string guide;                       // the guide's section it teaches ("000 §2.1")
    std::vector<LessonClaim> claims;
};

struct Lesson {
    std::string id; // the file's stem: what `tilescope-cli lesson NAME` takes
    /// Its place in teaching order ("order", optional): lower first; lessons without one follow.
    std::optional<std::uint32_t> order;
    LocalizedText title;
    LocalizedText introduction;
    std::vector<LessonStep> steps;
};

/// Parses a lesson file's text. Throws Error naming `fileName` and the JSON pointer of the field:
/// a missing or mistyped field, an unknown view, an option the CLI does not take, a model that does
/// not exist (neither built in nor a file), a claim of an unknown figure or configuration.
Lesson parseLesson(std::string_view text, const std::string& fileName);
/// Reads a lesson file; its id is the file's stem.
Lesson loadLesson(const std::string& path);

/// Where the bundled lessons are: TILESCOPE_LESSONS when set, else next to an installed program
/// (../share/tilescope/lessons), else the source tree this program was built from.
std::string bundledLessonsDirectory();

/// The lessons of a directory (every *.json), in teaching order (by "order", then by file name for
/// those without one); those that fail to load are reported in
/// `failures` (one Error each) and the others still load.
std::vector<Lesson> loadLessons(const std::string& directory, std::vector<std::string>* failures = nullptr);

} // namespace tilescope
