#include "document/ReportSaver.h"

#include "common/Error.h"
#include "models/QtText.h"
#include "report/ReportIO.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace tilescope::gui {

ReportSaver::ReportSaver(QObject* parent) : QObject(parent) {}

void ReportSaver::save(std::shared_ptr<const LoadedReport> report, const QString& path)
{
    // The watcher answers on the UI thread; the work holds the report, which may be replaced in
    // the document meanwhile. Its result is the error's text, empty when the file was written.
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, path] {
        const QString error = watcher->result();
        watcher->deleteLater();
        --running_;
        if (error.isEmpty())
            emit saved(path);
        else
            emit failed(path, error);
    });
    ++running_;
    watcher->setFuture(QtConcurrent::run([report = std::move(report), file = path.toStdString()]() -> QString {
        try {
            saveReport(report->report, file, encodingForPath(file));
            return {};
        } catch (const Error& e) {
            return qtText(e.what());
        } catch (const std::exception& e) {
            return QString::fromLocal8Bit(e.what());
        }
    }));
}

} // namespace tilescope::gui
