// What the Liveness plot draws and where (issue 13): every pixel column shows exactly the steps
// that meet it, from the first plot after a report opens; compared, each report's
// not-always-live stands on its own always-live and both always-live lines show; and nothing
// moves under the mouse as texts come and go.

#include "document/ReportDocument.h"
#include "GuiTestSupport.h"
#include "TestReports.h"
#include "views/liveness/LivenessPlot.h"
#include "views/liveness/LivenessSeries.h"
#include "views/liveness/LivenessView.h"

#include <QLabel>
#include <QLineEdit>
#include <QTest>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

using namespace tilescope;
using namespace tilescope::gui;
using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<LoadedReport> loaded(Report report, const QString& path = u"test.tsr"_s)
{
    return test::loadedReport(std::move(report), path);
}

// The small report stretched to `steps` steps of uneven, repeatable values, as a real model's.
Report jaggedReport(std::size_t steps)
{
    Report r = test::makeSmallReport(false);
    r.liveness.stepProgram.assign(steps, 2);
    r.liveness.notAlwaysLiveBytes.resize(steps);
    std::uint64_t state = 12345;
    for (auto& bytes : r.liveness.notAlwaysLiveBytes) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        bytes = 1'000 + (state >> 33) % 9'000;
    }
    r.liveness.notAlwaysLiveBytesPerIpu = {std::vector<std::uint64_t>(steps, 0), r.liveness.notAlwaysLiveBytes};
    return r;
}

// The data QCustomPlot draws in pixel column `column` of the axis rect: the lowest value of
// `lower` and the highest of `upper` over the segments [key_i, key_i+1) that meet the column.
std::pair<double, double> drawnInColumn(const QCustomPlot& plot, const QCPGraph& lower, const QCPGraph& upper,
                                        int column)
{
    const QCPRange range = plot.xAxis->range();
    const double width = range.size() / plot.axisRect()->width();
    // A hair inside the column, so that rounding in the last bit of a key does not count a neighbour.
    const double left = range.lower + (column + 1e-6) * width, right = range.lower + (column + 1 - 1e-6) * width;
    const auto extreme = [&](const QCPGraph& graph, bool highest) {
        double value = highest ? -1e300 : 1e300;
        const auto& data = *graph.data();
        for (int i = 0; i + 1 < data.size(); ++i)
            if (data.at(i)->key < right && data.at(i + 1)->key > left)
                value = highest ? std::max(value, data.at(i)->value) : std::min(value, data.at(i)->value);
        return value;
    };
    return {extreme(lower, false), extreme(upper, true)};
}

// Checks, for every pixel column of the plot, that the drawn not-always-live envelope (stacked on
// `base` bytes) is exactly the lowest and highest of the steps that meet the column, and that
// hovering the column names a step drawn at the column's top. Returns the first mismatch.
QString envelopeMismatch(const LivenessPlot& plot, const LivenessSeries& series, int minimumGraph, int maximumGraph)
{
    const QCustomPlot& custom = *plot.customPlot();
    const QCPRange range = custom.xAxis->range();
    const int columns = custom.axisRect()->width();
    const double width = range.size() / columns;
    const double perUnit = custom.yAxis->label().contains(u"MiB"_s) ? 1024.0 * 1024.0 : 1024.0;
    const double base = double(series.alwaysLiveBytes());
    for (int c = 0; c < columns; ++c) {
        const double left = range.lower + c * width;
        const auto first = std::size_t(std::max(0.0, std::floor(left)));
        const auto last = std::min(series.stepCount(), std::size_t(std::ceil(left + width)));
        if (first >= last)
            continue;
        const auto [lo, hi] = std::minmax_element(series.notAlwaysLiveBytes().begin() + std::ptrdiff_t(first),
                                                  series.notAlwaysLiveBytes().begin() + std::ptrdiff_t(last));
        const auto [drawnLo, drawnHi] =
            drawnInColumn(custom, *custom.graph(minimumGraph), *custom.graph(maximumGraph), c);
        const auto near = [](double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); };
        if (!near(drawnLo * perUnit, double(*lo) + base) || !near(drawnHi * perUnit, double(*hi) + base))
            return u"column %1 (steps %2–%3): drawn %4–%5, steps %6–%7"_s.arg(c)
                .arg(first)
                .arg(last - 1)
                .arg(drawnLo * perUnit - base)
                .arg(drawnHi * perUnit - base)
                .arg(*lo)
                .arg(*hi);
        const int x = custom.mapTo(&plot, QPoint(custom.axisRect()->left() + c, 0)).x();
        const auto hovered = plot.stepAtPixel(x);
        if (!hovered || series.notAlwaysLiveBytes(*hovered) != *hi)
            return u"column %1: hover names step %2, not one drawn at the top"_s.arg(c).arg(hovered.value_or(0));
    }
    return {};
}

// A Liveness view of `source` (compared with `target` when given), shown at `size` and laid out.
struct ShownView {
    ReportDocument document;
    LivenessView view{document};

    ShownView(std::shared_ptr<const LoadedReport> source, std::shared_ptr<const LoadedReport> target, QSize size)
    {
        document.setReports(std::move(source), std::move(target));
        view.resize(size);
        view.show();
    }
    bool settle()
    {
        if (!QTest::qWaitForWindowExposed(&view))
            return false;
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        return true;
    }
};

// The small out-of-memory report with tiles of 4000 bytes: its spike at step 2 crosses the line.
Report crossingReport()
{
    Report r = test::makeSmallReport(true);
    r.target.bytesPerTile = 4000;
    return r;
}

bool isSkyBlue(const QColor& c) { return c.blue() > 200 && c.green() > 160 && c.red() < 160; }

} // namespace

class LivenessPlotDrawingTest : public QObject {
    Q_OBJECT

private:
    const Report small_ = test::makeSmallReport(true);

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    // A freshly opened report is drawn at the resolution of the axis it is drawn on (issue 13.1):
    // the series arrives before the first layout, yet every pixel column shows exactly its steps.
    void firstPlotIsBucketedForItsRealWidth_data()
    {
        QTest::addColumn<int>("steps");
        QTest::newRow("fewer steps than pixels") << 430;
        QTest::newRow("more steps than pixels") << 5'003;
    }

    void firstPlotIsBucketedForItsRealWidth()
    {
        QFETCH(int, steps);
        ShownView shown(loaded(jaggedReport(std::size_t(steps))), nullptr, {1280, 860});
        QVERIFY(shown.settle());
        LivenessView& view = shown.view;
        const LivenessPlot& plot = *view.plot();
        QCOMPARE(plot.pixelColumns(), plot.customPlot()->axisRect()->width());
        const QString mismatch = envelopeMismatch(plot, *view.sourceSeries(), 1, 2);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        // The band between a column's lowest and highest step is drawn only with its legend entry.
        const bool band = plot.sourceWindow().hasRanges();
        QCOMPARE(band, steps > plot.pixelColumns());
        QCOMPARE(plot.legendNames().contains(u"Range of the steps in one pixel\n(zoom in to separate them)"_s), band);

        // The pixels agree: the highest step is drawn up to its value and not above.
        const auto peak = *view.sourceSeries()->peakStep();
        const double top = double(view.sourceSeries()->alwaysLiveBytes() + view.sourceSeries()->peakNotAlwaysLiveBytes());
        view.plot()->setCurrentStep(std::nullopt); // its line would cross the peak
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        const QImage image = const_cast<LivenessPlot&>(plot).grab().toImage();
        const QPoint atPeak = plot.pixelAt(double(peak) + 0.5, top);
        QVERIFY2(isSkyBlue(image.pixelColor(atPeak + QPoint(0, 3))) || steps > plot.pixelColumns(),
                 "not-always-live just under the peak");
        QVERIFY2(qGray(image.pixel(atPeak - QPoint(0, 3))) > 230, "nothing drawn above the peak");

        // A resize re-buckets before the next drawing, as does a narrower window.
        view.resize(900, 700);
        QCoreApplication::processEvents();
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        const QString narrow = envelopeMismatch(plot, *view.sourceSeries(), 1, 2);
        QVERIFY2(narrow.isEmpty(), qPrintable(narrow));
    }

    // Compared, each report's not-always-live sits on its own always-live (issue 13.2, the seed's
    // Fig. 2.8), so the peaks read against the max-memory line as they do alone, and both
    // always-live lines show even where they coincide.
    void comparedCurvesStackOnTheirOwnAlwaysLive()
    {
        const Report sourceReport = crossingReport();
        Report targetReport = crossingReport();
        for (auto& bytes : targetReport.liveness.notAlwaysLiveBytes)
            bytes = bytes * 3 / 4;
        targetReport.liveness.notAlwaysLiveBytesPerIpu[1] = targetReport.liveness.notAlwaysLiveBytes;
        ShownView shown(loaded(sourceReport), loaded(targetReport, u"target.tsr"_s), {1280, 860});
        QVERIFY(shown.settle());
        LivenessView& view = shown.view;
        LivenessPlot& plot = *view.plot();
        const QString source = envelopeMismatch(plot, *view.sourceSeries(), 1, 2);
        QVERIFY2(source.isEmpty(), qPrintable(source));
        const QString target = envelopeMismatch(plot, *view.targetSeries(), 4, 5);
        QVERIFY2(target.isEmpty(), qPrintable(target));
        QCOMPARE(plot.maxMemoryLineBytes(), double(view.sourceSeries()->maxMemoryBytes()));
        // The peak stands above the max-memory line here as it does in the single view.
        const double peak = double(view.sourceSeries()->alwaysLiveBytes() + view.sourceSeries()->peakNotAlwaysLiveBytes());
        QVERIFY(peak > plot.maxMemoryLineBytes());

        // Both reports have the same always-live bytes: the dashed target line over the source's
        // leaves both colours on the line.
        QCOMPARE(view.targetSeries()->alwaysLiveBytes(), view.sourceSeries()->alwaysLiveBytes());
        plot.customPlot()->replot(QCustomPlot::rpImmediateRefresh);
        const QImage image = plot.grab().toImage();
        const QPoint onLine = plot.pixelAt(3.5, double(view.sourceSeries()->alwaysLiveBytes()));
        bool sourceColour = false, targetColour = false;
        for (int dx = -12; dx <= 12; ++dx)
            for (int dy = -2; dy <= 2; ++dy) {
                const QColor c = image.pixelColor(onLine + QPoint(dx, dy));
                sourceColour |= c.blue() > 150 && c.green() < 140 && c.red() < 60; // #0072b2
                targetColour |= c.green() > 130 && c.blue() < 140 && c.red() < 60; // #009e73
            }
        QVERIFY2(sourceColour, "the source's always-live line");
        QVERIFY2(targetColour, "the target's always-live line");
    }

    // Nothing moves under the mouse as texts come and go (issue 13.13): the search field keeps its
    // place whatever the match label says, and the plot its place when the gaps note appears.
    void searchFieldAndPlotStayPut()
    {
        ShownView shown(loaded(small_), nullptr, {1200, 700});
        const auto settled = [&] { QVERIFY(shown.settle()); };
        settled();
        LivenessView& view = shown.view;
        const QRect field = view.searchField()->geometry();
        for (const QString& text : {u"CONV"_s, u"nothing like it"_s, u"relu"_s}) {
            view.searchField()->setText(text);
            settled();
            QCOMPARE(view.searchField()->geometry(), field);
        }
        view.nextMatch();
        settled();
        QCOMPARE(view.matchText(), u"Match 1 of 1"_s);
        QCOMPARE(view.searchField()->geometry(), field);

        const auto plotRect = [&] { return QRect(view.plot()->mapTo(&view, QPoint(0, 0)), view.plot()->size()); };
        const QRect alone = plotRect();
        view.setSource(LivenessSource::tile(5)); // out of memory under the line: the gaps note shows
        settled();
        QVERIFY(view.noteLabel()->isVisible());
        QCOMPARE(plotRect(), alone);
        view.setSource(LivenessSource::allTiles());
        settled();
        QVERIFY(!view.noteLabel()->isVisible());
        QCOMPARE(plotRect(), alone);
    }

};

TILESCOPE_GUI_TEST_MAIN(LivenessPlotDrawingTest)
#include "LivenessPlotDrawingTest.moc"
