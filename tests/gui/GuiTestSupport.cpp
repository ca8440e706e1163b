#include "GuiTestSupport.h"

#include "driver/Compiler.h"
#include "model/Builtins.h"

#include "SyntheticReport.h"
#include "TestReports.h"
#include "app/MainWindow.h"
#include "report/ReportIO.h"

#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace tilescope::test {

QString writeSmallReport(const QTemporaryDir& dir, bool outOfMemory, const QString& name)
{
    const QString path = dir.filePath(name);
    saveReport(makeSmallReport(outOfMemory), path.toStdString(), encodingForPath(path.toStdString()));
    return path;
}

void isolateSettings()
{
    static QTemporaryDir settingsDir; // lives until the test program ends
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings().clear();
}

bool waitForLoad(gui::MainWindow& window, int timeoutMs)
{
    QSignalSpy shown(&window, &gui::MainWindow::reportShown);
    QSignalSpy failed(&window, &gui::MainWindow::errorOccurred);
    return QTest::qWaitFor([&] { return !shown.isEmpty() || !failed.isEmpty(); }, timeoutMs);
}

void prepareGuiTestEnvironment()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QCoreApplication::setAttribute(Qt::AA_Use96Dpi);
    QCoreApplication::setOrganizationName(QStringLiteral("TilescopeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tilescope-tests"));
}

Report smallReportWithExecution()
{
    Report report = makeSmallReport();
    report.execution = makeSmallExecution();
    return report;
}

Report smallPipelinedReport(std::uint64_t traceRows)
{
    bench::SyntheticReportSize size;
    size.ipus = 4;
    size.steps = 2'000;
    size.operations = 40;
    size.alwaysLiveVariables = 40;
    size.notAlwaysLiveVariables = 120;
    size.traceRows = traceRows;
    return bench::makeSyntheticReport(size);
}

std::shared_ptr<gui::LoadedReport> loadedReport(Report report, const QString& path)
{
    auto result = std::make_shared<gui::LoadedReport>();
    result->path = path;
    result->report = std::move(report);
    result->summary = summarize(result->report);
    return result;
}

std::shared_ptr<gui::LoadedReport> compiledResNeXt(double amp)
{
    CompileOptions options;
    options.batchSize = 32;
    options.availableMemoryProportion = amp;
    return loadedReport(compile(makeBuiltinModel("resnext101_32x8d"), options),
                        QStringLiteral("resnext_amp%1.tsr").arg(amp));
}

} // namespace tilescope::test
