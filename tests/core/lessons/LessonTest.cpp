#include "lessons/Lesson.h"
#include "lessons/LessonClaims.h"
#include "report/TileMemoryMap.h"

#include "../ErrorOf.h"
#include "../TestReports.h"

#include <gtest/gtest.h>

using namespace tilescope;
using tilescope::test::errorOf;

namespace {

// A lesson of one step around `step` (JSON text of the step object).
std::string lessonWith(const std::string& step)
{
    return R"json({"format": "tilescope-lesson", "version": "1.0", "title": {"en": "T", "de": "T (de)"},
               "introduction": "I", "steps": [)json" +
           step + "]}";
}

const char* kGoodStep = R"({"title": "S", "configurations": ["mlp --batch-size 2", "mlp --batch-size 4"],
    "view": "memory", "focus": {"tile": "worst"}, "text": {"en": "E", "fr": "F"}, "guide": "000 §2.1",
    "claims": [{"figure": "totalBytes", "of": 0, "lessThan": 1}, {"figure": "fits", "is": true}]})";

Error refusal(const std::string& step)
{
    return errorOf([&] { parseLesson(lessonWith(step), "lessons/bad.json"); });
}

} // namespace

TEST(Lesson, ParsesStepsTextsByLanguageFocusAndClaims)
{
    const Lesson lesson = parseLesson(lessonWith(kGoodStep), "lessons/good.json");
    EXPECT_EQ(lesson.id, "good");
    EXPECT_EQ(lesson.title.in("de"), "T (de)");
    EXPECT_EQ(lesson.title.in("de_DE"), "T (de)");
    EXPECT_EQ(lesson.title.in("ja"), "T");
    EXPECT_EQ(lesson.introduction.in("fr"), "I");
    ASSERT_EQ(lesson.steps.size(), 1u);
    const LessonStep& step = lesson.steps.front();
    EXPECT_EQ(step.inputs.size(), 2u);
    EXPECT_EQ(step.inputs[1].options.batchSize, 4u);
    EXPECT_EQ(step.view, "memory");
    EXPECT_TRUE(step.focus.worstTile);
    EXPECT_EQ(step.text.in("fr"), "F");
    ASSERT_EQ(step.claims.size(), 2u);
    EXPECT_EQ(step.claims[0].lessThan, 1u);
    EXPECT_EQ(step.claims[1].is, 1.0);
    EXPECT_EQ(step.claims[1].pointer, "/steps/0/claims/1");
}

TEST(Lesson, EveryBadFieldIsNamedByItsPointer)
{
    const auto replaced = [&](const std::string& from, const std::string& to) {
        std::string s = kGoodStep;
        s.replace(s.find(from), from.size(), to);
        return s;
    };
    EXPECT_EQ(refusal(replaced(R"("view": "memory")", R"("view": "heatmap")")).field(), "/steps/0/view");
    EXPECT_EQ(refusal(replaced(R"("mlp --batch-size 4")", R"("mlp --warp 9")")).field(), "/steps/0/configurations/1");
    EXPECT_EQ(refusal(replaced(R"("mlp --batch-size 4")", R"("no-such-model --batch-size 4")")).field(),
              "/steps/0/configurations/1");
    EXPECT_EQ(refusal(replaced(R"("mlp --batch-size 4")", R"("mlp --batch-size 0")")).field(),
              "/steps/0/configurations/1");
    EXPECT_EQ(refusal(replaced(R"("figure": "totalBytes")", R"("figure": "happiness")")).field(),
              "/steps/0/claims/0/figure");
    EXPECT_EQ(refusal(replaced(R"("lessThan": 1)", R"("lessThan": 2)")).field(), "/steps/0/claims/0/lessThan");
    EXPECT_EQ(refusal(replaced(R"("text": {"en": "E", "fr": "F"})", R"("text": {"fr": "F"})")).field(),
              "/steps/0/text/en");
    EXPECT_EQ(refusal(replaced(R"("focus": {"tile": "worst"})", R"("focus": {"tile": "best"})")).field(),
              "/steps/0/focus/tile");
    const Error missing = refusal(replaced(R"("view": "memory",)", ""));
    EXPECT_EQ(missing.code(), ErrorCode::MissingField);
    EXPECT_EQ(missing.field(), "/steps/0/view");
    EXPECT_EQ(missing.file(), "lessons/bad.json");
    EXPECT_EQ(errorOf([] { parseLesson("{\"format\": \"tilescope\"}", "x.json"); }).field(), "/format");
    EXPECT_EQ(errorOf([] { parseLesson("", "empty.json"); }).code(), ErrorCode::FileUnreadable);
}

TEST(Lesson, ClaimsCompareConfigurationsAndNumbers)
{
    Report small = test::makeSmallReport(false);
    Report oom = test::makeSmallReport(true);
    const ReportSummary smallSummary = summarize(small), oomSummary = summarize(oom);
    const std::vector<LessonEvidence> evidence{{&small, &smallSummary}, {&oom, &oomSummary}};
    LessonClaim claim;
    claim.figure = "fits";
    claim.is = 1;
    EXPECT_TRUE(checkClaim(claim, evidence).holds);
    claim.of = 1;
    EXPECT_FALSE(checkClaim(claim, evidence).holds);
    claim = {};
    claim.figure = "worstTileBytes";
    claim.lessThan = 1;
    const auto result = checkClaim(claim, evidence);
    EXPECT_TRUE(result.holds) << result.explanation;
    EXPECT_NE(result.explanation.find("worstTileBytes of configuration 0"), std::string::npos);
    claim.factor = 1000;
    EXPECT_FALSE(checkClaim(claim, evidence).holds);
    claim = {};
    claim.figure = "category.alwaysLiveVariable";
    claim.sameAs = 0;
    EXPECT_TRUE(checkClaim(claim, evidence).holds);
    // What a reader's sentence is made of: the figure, whose it is, each relation and its other side.
    claim = {};
    claim.figure = "worstTileBytes";
    claim.of = 1;
    claim.greaterThan = 0;
    claim.factor = 2;
    claim.atMost = 1e6;
    const ClaimResult parts = checkClaim(claim, evidence);
    EXPECT_EQ(parts.figure, "worstTileBytes");
    EXPECT_EQ(parts.of, 1u);
    EXPECT_EQ(parts.value, double(oomSummary.worstTile.bytes));
    EXPECT_EQ(parts.worstTile, oomSummary.worstTile.id);
    EXPECT_EQ(parts.worstTileBytes, oomSummary.worstTile.bytes);
    ASSERT_EQ(parts.relations.size(), 2u);
    EXPECT_EQ(parts.relations[0].kind, ClaimRelation::Kind::GreaterThan);
    EXPECT_EQ(parts.relations[0].other, std::optional<std::size_t>(0));
    EXPECT_EQ(parts.relations[0].value, double(smallSummary.worstTile.bytes));
    EXPECT_EQ(parts.relations[0].factor, 2.0);
    EXPECT_EQ(parts.relations[0].holds, oomSummary.worstTile.bytes > 2 * smallSummary.worstTile.bytes);
    EXPECT_EQ(parts.relations[1].kind, ClaimRelation::Kind::AtMost);
    EXPECT_EQ(parts.relations[1].value, 1e6);
    EXPECT_EQ(parts.holds, parts.relations[0].holds && parts.relations[1].holds);
    EXPECT_TRUE(isLessonFigure("category.globalExchangeCode"));
    EXPECT_FALSE(isLessonFigure("category.happiness"));
}

// The gaps' cause a lesson names: of the fullest tile's gaps at its peak, the share that are
// addresses other steps' variables use (the Regions view's "free at the peak").
TEST(Lesson, TheFreeAtPeakGapShareIsOfTheFullestTilesGaps)
{
    for (const bool outOfMemory : {false, true}) {
        const Report report = test::makeSmallReport(outOfMemory);
        const ReportSummary summary = summarize(report);
        const std::uint32_t tile = summary.worstTile.id;
        const auto gaps = tilePeak(report, tile, tileMemoryMap(report, tile)).gaps;
        std::uint64_t all = 0, free = 0;
        for (const TileGap& gap : gaps) {
            all += gap.bytes;
            free += gap.cause == GapCause::FreeAtPeak ? gap.bytes : 0;
        }
        const double share = lessonFigure("worstTileFreeAtPeakGapShare", {&report, &summary});
        EXPECT_GE(share, 0.0);
        EXPECT_LE(share, 1.0);
        EXPECT_DOUBLE_EQ(share, all == 0 ? 0.0 : double(free) / double(all)) << "out of memory: " << outOfMemory;
    }
    EXPECT_TRUE(isLessonFigure("worstTileFreeAtPeakGapShare"));
}

// Every bundled lesson loads; tests/core/lessons runs each one's claims as its own test.
TEST(Lesson, TheBundledLessonsLoad)
{
    std::vector<std::string> failures;
    const auto lessons = loadLessons(TILESCOPE_LESSONS_DIR, &failures);
    EXPECT_TRUE(failures.empty()) << (failures.empty() ? "" : failures.front());
    EXPECT_GE(lessons.size(), 1u);
    for (const auto& lesson : lessons)
        for (const auto& step : lesson.steps)
            EXPECT_FALSE(step.claims.empty()) << lesson.id;
}

// Issue 28: the lessons list in teaching order, the out-of-memory journey first; a lesson without a
// place follows those with one; a place that is not a whole number is refused by its pointer.
TEST(Lesson, TheLessonsListInTeachingOrder)
{
    const auto lessons = loadLessons(TILESCOPE_LESSONS_DIR);
    ASSERT_GE(lessons.size(), 2u);
    EXPECT_EQ(lessons.front().id, "oom-journey");
    for (std::size_t i = 1; i < lessons.size(); ++i) {
        ASSERT_TRUE(lessons[i].order) << lessons[i].id << " has no place in teaching order";
        EXPECT_LT(*lessons[i - 1].order, *lessons[i].order) << lessons[i].id;
    }
    const auto withOrder = [](const std::string& order) {
        return R"json({"format": "tilescope-lesson", "version": "1.0", "order": )json" + order +
               R"json(, "title": "T", "introduction": "I", "steps": [)json" + kGoodStep + "]}";
    };
    EXPECT_EQ(parseLesson(withOrder("3"), "x.json").order, std::optional<std::uint32_t>(3));
    EXPECT_FALSE(parseLesson(lessonWith(kGoodStep), "x.json").order);
    EXPECT_EQ(errorOf([&] { parseLesson(withOrder("-1"), "x.json"); }).field(), "/order");
    EXPECT_EQ(errorOf([&] { parseLesson(withOrder("\"first\""), "x.json"); }).field(), "/order");
}
