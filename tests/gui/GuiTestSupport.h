#pragma once
// Shared set-up of the GUI tests: 96 dpi offscreen application, settings in a temporary
// directory, and small reports written to temporary files.

#include <QApplication>
#include <QString>
#include <QTemporaryDir>

#include "app/MainWindow.h"
#include "document/ReportDocument.h"
#include "widgets/ReportView.h"

#include <memory>

namespace tilescope::test {

/// Writes makeSmallReport(outOfMemory) to `dir`/`name` (the encoding follows the extension).
QString writeSmallReport(const QTemporaryDir& dir, bool outOfMemory, const QString& name);

/// Points QSettings at a fresh temporary directory so tests neither see nor change the user's.
void isolateSettings();

/// Waits until `window` shows a report or reports an error; false on timeout.
bool waitForLoad(gui::MainWindow& window, int timeoutMs = 10000);

/// A loaded report as the loader would deliver it: `report` with its summary, named `path`.
std::shared_ptr<gui::LoadedReport> loadedReport(Report report, const QString& path);

/// makeSmallReport() with makeSmallExecution(): two IPUs, four steps, each IPU idle while the other works.
Report smallReportWithExecution();

/// A small pipelined report of the benchmark's shape (SyntheticReport.h): 4 IPUs, one stage each,
/// about `traceRows` trace rows with ramp-up, main phase, ramp-down and weight update.
Report smallPipelinedReport(std::uint64_t traceRows = 40'000);

/// The seed's ResNeXt-101 32x8d at batch 32 with `amp`, compiled in-process and loaded.
std::shared_ptr<gui::LoadedReport> compiledResNeXt(double amp);

/// Sets what every GUI test needs before the QApplication exists.
void prepareGuiTestEnvironment();

/// The view of type `View` among `window`'s pages, or null.
template <class View>
View* viewOf(gui::MainWindow& window)
{
    for (gui::ReportView* view : window.views())
        if (auto* found = qobject_cast<View*>(view))
            return found;
    return nullptr;
}

} // namespace tilescope::test

/// QTEST_MAIN with the attributes that must be set before the application is created.
#define TILESCOPE_GUI_TEST_MAIN(TestClass)                                                                  \
    int main(int argc, char** argv)                                                                        \
    {                                                                                                      \
        tilescope::test::prepareGuiTestEnvironment();                                                      \
        QApplication app(argc, argv);                                                                      \
        TestClass test;                                                                                    \
        return QTest::qExec(&test, argc, argv);                                                            \
    }
