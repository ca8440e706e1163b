// Lesson claims as a student reads them (lessons/ClaimSentences): every claim of every bundled
// lesson, holding and not, rendered in every language with figures of a real scale, reads as a
// sentence: no identifier of the lesson file ("category.", "samplesPerSecond", "configuration 0"),
// no raw count of more than four digits, the configurations by their names, and translated.

#include "app/LanguageSetting.h"
#include "GuiTestSupport.h"
#include "lessons/ClaimSentences.h"
#include "lessons/Lesson.h"
#include "lessons/LessonClaims.h"

#include <QRegularExpression>
#include <QTest>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

namespace {

// A figure of a real report's scale for `figure`: bytes in the hundreds of MiB, cycles in the
// tens of millions, throughput in the thousands.
double realScale(const std::string& figure)
{
    if (figure == "samplesPerSecond")
        return 2725.94;
    if (figure == "cyclesPerIteration")
        return 23'419'615;
    if (figure == "maxMeanTileRatio")
        return 1.37;
    if (figure == "plannerFallbacks" || figure == "fits")
        return 1;
    if (figure == "traceRows")
        return 1'234'567;
    return 1'197'479'856;
}

// `claim` as checked with real-scale figures: holding or not, each relation with the other side
// of the same scale.
ClaimResult resultOf(const LessonClaim& claim, bool holds)
{
    ClaimResult result;
    result.holds = holds;
    result.figure = claim.figure;
    result.of = claim.of;
    result.value = claim.figure == "fits" ? double(holds == (claim.is.value_or(1) != 0)) : realScale(claim.figure);
    result.worstTile = 63;
    result.worstTileBytes = 769'853;
    using Kind = ClaimRelation::Kind;
    const auto add = [&](Kind kind, double value, std::optional<std::size_t> other) {
        result.relations.push_back({kind, holds, value, other, claim.factor});
    };
    if (claim.is)
        add(Kind::Is, *claim.is, std::nullopt);
    if (claim.sameAs)
        add(Kind::SameAs, result.value * 0.93, claim.sameAs);
    if (claim.lessThan)
        add(Kind::LessThan, result.value * 1.7, claim.lessThan);
    if (claim.greaterThan)
        add(Kind::GreaterThan, result.value * 0.6, claim.greaterThan);
    if (claim.atLeast)
        add(Kind::AtLeast, *claim.atLeast, std::nullopt);
    if (claim.atMost)
        add(Kind::AtMost, *claim.atMost, std::nullopt);
    return result;
}

} // namespace

class LessonClaimsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }
    void cleanupTestCase() { LanguageSetting::install(*QCoreApplication::instance(), u"en"_s); }

    void everyClaimOfEveryLessonIsASentenceInEveryLanguage()
    {
        std::vector<std::string> failures;
        const std::vector<Lesson> lessons = loadLessons(TILESCOPE_LESSONS_DIR, &failures);
        QVERIFY(failures.empty());
        QVERIFY(lessons.size() >= 17);
        const QStringList names{u"amp 0.8"_s, u"amp 0.75"_s, u"batch 16"_s};
        // Identifiers of the lesson file, "configuration 0", and a count of five digits or more
        // written without grouping.
        const QRegularExpression identifier(uR"(category\.|\b[a-z]+[A-Z][A-Za-z]*|configuration \d|\d{5,})"_s);
        std::size_t rendered = 0;
        QStringList english; // in rendering order, so that each translation is checked to differ
        for (const QString& language : {u"en"_s, u"de"_s, u"fr"_s, u"ja"_s, u"zh_CN"_s}) {
            LanguageSetting::install(*QCoreApplication::instance(), language);
            qsizetype index = 0;
            for (const Lesson& lesson : lessons)
                for (const LessonStep& step : lesson.steps)
                    for (const LessonClaim& claim : step.claims)
                        for (const bool holds : {true, false}) {
                            const ClaimResult result = resultOf(claim, holds);
                            const QString sentence = ClaimSentences::sentence(result, names);
                            const QString where = u"%1 %2 %3 (%4): %5"_s.arg(
                                language, QString::fromStdString(lesson.id), QString::fromStdString(claim.pointer),
                                holds ? u"holds"_s : u"fails"_s, sentence);
                            QVERIFY2(!sentence.isEmpty(), qPrintable(where));
                            QVERIFY2(!identifier.match(sentence).hasMatch(), qPrintable(where));
                            QVERIFY2(sentence.contains(names[qsizetype(claim.of)]), qPrintable(where));
                            if (language == u"en"_s)
                                english.append(sentence);
                            else
                                QVERIFY2(sentence != english.value(index), qPrintable(where + u" (not translated)"_s));
                            ++index;
                            ++rendered;
                        }
        }
        QVERIFY(rendered > 1000);
    }

    // The issue's own example, and the figures formatted in the reader's locale.
    void sentencesReadAsTheIssueAsks()
    {
        LanguageSetting::install(*QCoreApplication::instance(), u"en"_s);
        ClaimResult fits;
        fits.figure = "fits";
        fits.value = 0;
        fits.worstTile = 63;
        fits.worstTileBytes = 769'853;
        fits.relations.push_back({ClaimRelation::Kind::Is, true, 0, std::nullopt, 1.0});
        QCOMPARE(ClaimSentences::sentence(fits, {u"amp 0.8"_s}), u"With amp 0.8 it does not fit: tile 63 needs 751.81 KiB"_s);

        ClaimResult code;
        code.figure = "category.controlCode";
        code.value = 3'992'064;
        code.relations.push_back({ClaimRelation::Kind::LessThan, true, 18'405'888, 1, 1.0});
        QCOMPARE(ClaimSentences::sentence(code, {u"outlined"_s, u"inlined"_s}),
                 u"Control code with outlined: 3.81 MiB, less than the 17.55 MiB with inlined"_s);

        ClaimResult rate;
        rate.figure = "samplesPerSecond";
        rate.of = 1;
        rate.value = 2519.2;
        rate.relations.push_back({ClaimRelation::Kind::GreaterThan, false, 2283.04, 0, 1.1});
        QCOMPARE(ClaimSentences::sentence(rate, {u"batch 8"_s, u"batch 16"_s}),
                 u"Throughput with batch 16: 2,519.2 samples/s, not more than 1.1 times the 2,283.0 samples/s with batch 8"_s);

        // "At least 1 byte" says there are some: the figure says it, never "at least 1 bytes".
        ClaimResult gaps;
        gaps.figure = "gapBytes";
        gaps.value = 105'960'000;
        gaps.relations.push_back({ClaimRelation::Kind::AtLeast, true, 1, std::nullopt, 1.0});
        QCOMPARE(ClaimSentences::sentence(gaps, {u"amp 0.6"_s}), u"Gaps with amp 0.6: 101.05 MiB"_s);
        gaps.value = 0;
        gaps.relations.back().holds = false;
        QCOMPARE(ClaimSentences::sentence(gaps, {u"amp 0.6"_s}), u"Gaps with amp 0.6: none"_s);

        LanguageSetting::install(*QCoreApplication::instance(), u"de"_s);
        const QString german = ClaimSentences::sentence(rate, {u"batch 8"_s, u"batch 16"_s});
        QVERIFY2(german.contains(u"2.519,2"_s) && german.contains(u"1,1"_s), qPrintable(german));
    }
};

TILESCOPE_GUI_TEST_MAIN(LessonClaimsTest)
#include "LessonClaimsTest.moc"
