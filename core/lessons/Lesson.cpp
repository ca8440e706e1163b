#include "lessons/Lesson.h"

#include "common/Error.h"
#include "common/FileRead.h"
#include "common/JsonDocumentBuilder.h"
#include "common/LoadGuard.h"
#include "lessons/LessonClaims.h"
#include "model/Builtins.h"
#include "options/CompileCommand.h"
#include "report/MemoryCategory.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace tilescope {
namespace {

using json = nlohmann::json;

std::string text(const json& value, const std::string& pointer)
{
    if (!value.is_string())
        invalidField(pointer, "expected a string");
    return value.get<std::string>();
}

LocalizedText localized(const json& object, const std::string& key, const std::string& pointer)
{
    const json& value = requiredMember(object, key, pointer);
    LocalizedText result;
    const std::string here = pointer + "/" + key;
    if (value.is_string()) {
        result.byLanguage["en"] = value.get<std::string>();
        return result;
    }
    if (!value.is_object())
        invalidField(here, "expected a text, or an object of texts by language such as {\"en\": \"...\", \"de\": \"...\"}");
    for (const auto& [language, words] : value.items())
        result.byLanguage[language] = text(words, here + "/" + jsonPointerToken(language));
    if (!result.byLanguage.count("en"))
        throw Error(ErrorCode::MissingField, "missing: every text has an English version", {}, here + "/en");
    return result;
}

double number(const json& value, const std::string& pointer)
{
    if (value.is_boolean())
        return value.get<bool>() ? 1.0 : 0.0;
    if (!value.is_number())
        invalidField(pointer, "expected a number");
    return value.get<double>();
}

std::size_t configurationIndex(const json& value, const std::string& pointer, std::size_t count)
{
    if (!value.is_number_unsigned() || value.get<std::size_t>() >= count)
        invalidField(pointer, "expected the index of one of the step's " + std::to_string(count) + " configuration(s)");
    return value.get<std::size_t>();
}

LessonFocus focusOf(const json& value, const std::string& pointer)
{
    LessonFocus focus;
    if (!value.is_object() || value.size() != 1)
        invalidField(pointer, "expected one of {\"tile\": N or \"worst\"}, {\"step\": N or \"peak\"}, {\"operation\": NAME}, "
                     "{\"trace\": [FROM, TO]}, {\"category\": NAME}");
    // Read through the object's own iterator: a structured binding to *items().begin() would refer
    // to the proxy's temporary iterator, gone before it is read.
    const auto entry = value.begin();
    const std::string key = entry.key();
    const json& what = entry.value();
    const std::string here = pointer + "/" + jsonPointerToken(key);
    if (key == "tile") {
        if (what == "worst")
            focus.worstTile = true;
        else if (what.is_number_unsigned())
            focus.tile = what.get<std::uint32_t>();
        else
            invalidField(here, "expected a tile number or \"worst\"");
    } else if (key == "step") {
        if (what == "peak")
            focus.peakStep = true;
        else if (what.is_number_unsigned())
            focus.step = what.get<std::uint64_t>();
        else
            invalidField(here, "expected a step number or \"peak\"");
    } else if (key == "operation") {
        focus.operation = text(what, here);
    } else if (key == "trace") {
        if (!what.is_array() || what.size() != 2 || !what[0].is_number_unsigned() || !what[1].is_number_unsigned() ||
            what[0].get<std::uint64_t>() >= what[1].get<std::uint64_t>())
            invalidField(here, "expected [FROM, TO] cycles with FROM < TO");
        focus.traceCycles = {{what[0].get<std::uint64_t>(), what[1].get<std::uint64_t>()}};
    } else if (key == "category") {
        focus.category = text(what, here);
        if (!parseMemoryCategory(focus.category))
            invalidField(here, "unknown memory category '" + focus.category + "'");
    } else {
        invalidField(here, "unknown focus '" + key + "' (tile, step, operation, trace or category)");
    }
    return focus;
}

LessonClaim claimOf(const json& value, const std::string& pointer, std::size_t configurations)
{
    LessonClaim claim;
    claim.pointer = pointer;
    claim.figure = text(requiredMember(value, "figure", pointer), pointer + "/figure");
    if (!isLessonFigure(claim.figure))
        invalidField(pointer + "/figure", "unknown figure '" + claim.figure + "'");
    if (value.contains("of"))
        claim.of = configurationIndex(value["of"], pointer + "/of", configurations);
    bool any = false;
    if (value.contains("is")) {
        claim.is = number(value["is"], pointer + "/is");
        any = true;
    }
    if (value.contains("lessThan")) {
        claim.lessThan = configurationIndex(value["lessThan"], pointer + "/lessThan", configurations);
        any = true;
    }
    if (value.contains("greaterThan")) {
        claim.greaterThan = configurationIndex(value["greaterThan"], pointer + "/greaterThan", configurations);
        any = true;
    }
    if (value.contains("sameAs")) {
        claim.sameAs = configurationIndex(value["sameAs"], pointer + "/sameAs", configurations);
        any = true;
    }
    if (value.contains("factor")) {
        claim.factor = number(value["factor"], pointer + "/factor");
        if (!(claim.factor > 0))
            invalidField(pointer + "/factor", "expected a positive factor");
    }
    if (value.contains("atLeast")) {
        claim.atLeast = number(value["atLeast"], pointer + "/atLeast");
        any = true;
    }
    if (value.contains("atMost")) {
        claim.atMost = number(value["atMost"], pointer + "/atMost");
        any = true;
    }
    if (!any)
        invalidField(pointer, "a claim says what the figure is: is, sameAs, lessThan, greaterThan, atLeast or atMost");
    return claim;
}

LessonStep stepOf(const json& value, const std::string& pointer, const std::filesystem::path& lessonDirectory)
{
    LessonStep step;
    step.title = localized(value, "title", pointer);
    const json& configurations = requiredMember(value, "configurations", pointer);
    if (!configurations.is_array() || configurations.empty() || configurations.size() > 2)
        invalidField(pointer + "/configurations",
                     "expected one or two configurations (what the step shows, then what it is compared with)");
    for (std::size_t c = 0; c < configurations.size(); ++c) {
        const std::string here = pointer + "/configurations/" + std::to_string(c);
        const std::string arguments = text(configurations[c], here);
        try {
            auto input = parseCompileArguments(splitCommandLine(arguments));
            validateInput(input);
            // A model file is named relative to the lesson's own file, so lessons travel with their models.
            if (!isBuiltinModel(input.model) && std::filesystem::path(input.model).is_relative())
                input.model = (lessonDirectory / input.model).lexically_normal().string();
            std::error_code ec;
            if (!isBuiltinModel(input.model) && !std::filesystem::is_regular_file(input.model, ec))
                invalidField(here, "the model '" + input.model + "' is neither built in nor an existing file" +
                                       (ec && ec != std::errc::no_such_file_or_directory ? " (" + ec.message() + ")" : ""));
            step.inputs.push_back(std::move(input));
        } catch (const Error& e) {
            if (e.code() == ErrorCode::InvalidField)
                throw;
            invalidField(here, (e.field().empty() ? "" : "--" + e.field() + ": ") + e.message());
        }
        step.configurations.push_back(arguments);
    }
    step.view = text(requiredMember(value, "view", pointer), pointer + "/view");
    const auto& views = lessonViews();
    if (std::find(views.begin(), views.end(), step.view) == views.end()) {
        std::string known;
        for (const auto& v : views)
            known += (known.empty() ? "" : ", ") + v;
        invalidField(pointer + "/view", "unknown view '" + step.view + "' (" + known + ")");
    }
    if (value.contains("focus"))
        step.focus = focusOf(value["focus"], pointer + "/focus");
    step.text = localized(value, "text", pointer);
    if (value.contains("guide"))
        step.guide = text(value["guide"], pointer + "/guide");
    const json& claims = requiredMember(value, "claims", pointer);
    if (!claims.is_array() || claims.empty())
        invalidField(pointer + "/claims", "expected at least one claim: what the text says must be checked");
    for (std::size_t c = 0; c < claims.size(); ++c)
        step.claims.push_back(claimOf(claims[c], pointer + "/claims/" + std::to_string(c), step.inputs.size()));
    return step;
}

Lesson parseLessonDocument(const json& root, const std::string& fileName)
{
    try {
        if (!root.is_object() || root.value("format", json()) != kLessonFormat)
            throw Error(ErrorCode::InvalidField, "not a Tilescope lesson (expected \"format\": \"tilescope-lesson\")",
                        {}, "/format");
        const std::string version = text(requiredMember(root, "version", ""), "/version");
        if (version.rfind("1.", 0) != 0)
            throw Error(ErrorCode::UnsupportedVersion, "lesson version " + version + " is newer than 1.x", {},
                        "/version");
        Lesson lesson;
        lesson.id = std::filesystem::path(fileName).stem().string();
        lesson.title = localized(root, "title", "");
        lesson.introduction = localized(root, "introduction", "");
        if (const auto order = root.find("order"); order != root.end()) {
            if (!order->is_number_unsigned() || order->get<std::uint64_t>() > 1'000'000)
                invalidField("/order", "expected a whole number from 0 to 1000000, the lesson's place in teaching order");
            lesson.order = order->get<std::uint32_t>();
        }
        const json& steps = requiredMember(root, "steps", "");
        if (!steps.is_array() || steps.empty())
            invalidField("/steps", "expected at least one step");
        for (std::size_t s = 0; s < steps.size(); ++s)
            lesson.steps.push_back(
                stepOf(steps[s], "/steps/" + std::to_string(s), std::filesystem::path(fileName).parent_path()));
        return lesson;
    } catch (const Error& e) {
        throw e.withFile(fileName);
    } catch (const json::exception& e) {
        throw Error(ErrorCode::InvalidField, plainJsonMessage(e), fileName);
    }
}

} // namespace

std::string bundledLessonsDirectory()
{
    if (const char* fromEnvironment = std::getenv("TILESCOPE_LESSONS"))
        return fromEnvironment;
    std::error_code ec;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const auto installed = self.parent_path().parent_path() / "share" / "tilescope" / "lessons";
        if (std::filesystem::is_directory(installed, ec))
            return installed.string();
    }
    return TILESCOPE_SOURCE_LESSONS_DIR;
}

const std::vector<std::string>& lessonViews()
{
    static const std::vector<std::string> views{"summary", "memory",  "liveness",  "regions",
                                                "programs", "trace", "operations"};
    return views;
}

const std::string& LocalizedText::in(std::string_view language) const
{
    if (const auto it = byLanguage.find(std::string(language)); it != byLanguage.end())
        return it->second;
    if (const auto underscore = language.find('_'); underscore != std::string_view::npos)
        if (const auto it = byLanguage.find(std::string(language.substr(0, underscore))); it != byLanguage.end())
            return it->second;
    return byLanguage.at("en");
}

Lesson parseLesson(std::string_view bytes, const std::string& fileName)
{
    return guardLoad(fileName, [&] { return parseLessonDocument(parseJsonDocument(bytes, fileName), fileName); });
}

Lesson loadLesson(const std::string& path)
{
    return guardLoad(path, [&] { return parseLesson(readFileBytes(path, "lesson"), path); });
}

std::vector<Lesson> loadLessons(const std::string& directory, std::vector<std::string>* failures)
{
    std::vector<Lesson> lessons;
    for (const auto& file : filesInDirectory(directory, ".json")) {
        try {
            lessons.push_back(loadLesson(file));
        } catch (const Error& e) {
            if (!failures)
                throw;
            failures->push_back(e.what());
        }
    }
    // filesInDirectory gives file names in order; a stable sort keeps it among equal places.
    std::stable_sort(lessons.begin(), lessons.end(), [](const Lesson& a, const Lesson& b) {
        return a.order.value_or(UINT32_MAX) < b.order.value_or(UINT32_MAX);
    });
    return lessons;
}

} // namespace tilescope
