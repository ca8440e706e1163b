#pragma once
// Writes reports on the thread pool, like every other write of the viewer: a large report takes
// seconds to encode, which on the UI thread would freeze the window. Each save runs to its end (a
// second save does not cancel the first; core's atomic writer leaves the previous file whole if
// one fails) and is answered by saved() or failed() on the UI thread.

#include "document/ReportDocument.h"

#include <QObject>
#include <QString>

#include <memory>

namespace tilescope::gui {

class ReportSaver : public QObject {
    Q_OBJECT
public:
    explicit ReportSaver(QObject* parent = nullptr);

    /// Starts writing `report` to `path`, encoded by its extension (.tsr binary, .json JSON).
    void save(std::shared_ptr<const LoadedReport> report, const QString& path);
    /// Saves started and not yet answered.
    int running() const { return running_; }

signals:
    void saved(const QString& path);
    /// `text` names the file and the reason (disk full, permission denied).
    void failed(const QString& path, const QString& text);

private:
    int running_ = 0;
};

} // namespace tilescope::gui
