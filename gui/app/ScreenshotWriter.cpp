#include "app/ScreenshotWriter.h"

#include "app/MainWindow.h"
#include "common/AtomicFile.h"
#include "common/Error.h"
#include "models/QtText.h"
#include "widgets/PageScrollArea.h"
#include "widgets/ReportView.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDockWidget>
#include <QDir>
#include <QEventLoop>
#include <QPixmap>
#include <QTimer>

namespace tilescope::gui {
namespace {

constexpr int kPreparationTimeoutMs = 120'000;

// A view that prepares its data in the background is grabbed once it is complete.
void waitUntilPrepared(ReportView* view)
{
    if (!view->isPreparing())
        return;
    QEventLoop loop;
    QObject::connect(view, &ReportView::prepared, &loop, &QEventLoop::quit);
    QTimer::singleShot(kPreparationTimeoutMs, &loop, &QEventLoop::quit);
    if (view->isPreparing())
        loop.exec();
}

} // namespace

ScreenshotWriter::ScreenshotWriter(MainWindow& window, QString directory, QSize windowSize, QObject* parent)
    : QObject(parent), window_(window), directory_(std::move(directory)), windowSize_(windowSize)
{
}

bool ScreenshotWriter::makeDirectory()
{
    if (QDir().mkpath(directory_))
        return true;
    error_ = tr("Cannot create the directory %1.").arg(QDir::toNativeSeparators(directory_));
    return false;
}

bool ScreenshotWriter::saveWindow(const QString& file)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!window_.grab().save(&buffer, "PNG")) {
        error_ = tr("Cannot write %1: the window could not be drawn.").arg(QDir::toNativeSeparators(file));
        return false;
    }
    try {
        writeFileAtomically(file.toStdString(), std::string_view(bytes.constData(), std::size_t(bytes.size())));
        return true;
    } catch (const Error& e) {
        error_ = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(file), qtText(e.message()));
        return false;
    }
}

QStringList ScreenshotWriter::writeAll(const QStringList& only)
{
    if (!makeDirectory())
        return {};
    window_.setWindowState(Qt::WindowNoState); // a restored maximised state would ignore the size
    window_.resize(windowSize_);
    const QDir directory(directory_);
    QStringList written;
    for (ReportView* view : window_.views()) {
        if (!only.isEmpty() && !only.contains(view->viewId(), Qt::CaseInsensitive))
            continue;
        window_.showView(view->viewId());
        // Let layouts settle and queued replots of plots run before grabbing.
        QCoreApplication::processEvents();
        waitUntilPrepared(view);
        settleLayouts();
        const QString file = directory.filePath(view->viewId() % u".png");
        if (!saveWindow(file))
            return {};
        written.append(file);
    }
    return written;
}

QString ScreenshotWriter::writeSweep()
{
    if (!makeDirectory())
        return {};
    window_.setWindowState(Qt::WindowNoState);
    window_.resize(windowSize_);
    if (window_.sweepDock()->widget()) // else the sweep fills the main area
        window_.sweepDock()->show();
    // Layouts settle, then the grid spaces its labels for its cells (a frame later).
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    const QString file = QDir(directory_).filePath(QStringLiteral("sweep.png"));
    if (!saveWindow(file))
        return {};
    return file;
}

} // namespace tilescope::gui
