#include "views/liveness/LivenessCsv.h"

#include "models/CsvField.h"

#include <optional>

namespace tilescope::gui {

QString LivenessCsv::write(const LivenessSeries* source, const LivenessWindow& sourceWindow,
                           const LivenessSeries* target, const LivenessWindow& targetWindow)
{
    if ((!source || sourceWindow.keys.isEmpty()) && (!target || targetWindow.keys.isEmpty()))
        return {};
    const QChar comma(u',');
    QString text = csvField(tr("Report")) % comma % csvField(tr("First step")) % comma % csvField(tr("Last step"))
                   % comma % csvField(tr("Always-live bytes")) % comma % csvField(tr("Not-always-live bytes (minimum)"))
                   % comma % csvField(tr("Not-always-live bytes (maximum)")) % comma
                   % csvField(tr("Max memory bytes")) % u'\n';
    const auto rows = [&](const LivenessSeries* series, const LivenessWindow& window, const QString& name) {
        if (!series)
            return;
        const QString report = csvField(name);
        const QString alwaysLive = QString::number(series->alwaysLiveBytes());
        const QString maxMemory = QString::number(series->maxMemoryBytes());
        for (qsizetype i = 0; i < window.keys.size(); ++i) {
            // Aligned, a bucket holds positions: its steps are the report's first and last in it,
            // and a bucket of gaps only is no row.
            std::optional<std::size_t> first, last;
            for (std::size_t p = window.firstStep[std::size_t(i)]; p <= window.lastStep[std::size_t(i)]; ++p)
                if (const auto step = series->stepAt(p)) {
                    first = first ? first : step;
                    last = step;
                }
            if (!first)
                continue;
            text += report % comma % QString::number(qulonglong(*first)) % comma % QString::number(qulonglong(*last))
                    % comma % alwaysLive % comma % QString::number(qulonglong(window.minimum[i])) % comma
                    % QString::number(qulonglong(window.maximum[i])) % comma % maxMemory % u'\n';
        }
    };
    rows(source, sourceWindow, target ? tr("Source") : tr("Report"));
    rows(target, targetWindow, tr("Target"));
    return text;
}

} // namespace tilescope::gui
