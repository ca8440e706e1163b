#include "GuiTestSupport.h"

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

} // namespace tilescope::test
