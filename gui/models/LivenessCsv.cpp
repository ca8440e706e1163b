#include "models/LivenessCsv.h"

namespace tilescope::gui {
namespace {

// RFC 4180: quoted when the field holds a separator, a quote or a line break (translated
// headers may).
QString field(const QString& text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' % quoted % u'"';
}

} // namespace

QString LivenessCsv::write(const LivenessSeries* source, const LivenessWindow& sourceWindow,
                           const LivenessSeries* target, const LivenessWindow& targetWindow)
{
    if ((!source || sourceWindow.keys.isEmpty()) && (!target || targetWindow.keys.isEmpty()))
        return {};
    const QChar comma(u',');
    QString text = field(tr("Report")) % comma % field(tr("First step")) % comma % field(tr("Always-live bytes"))
                   % comma % field(tr("Not-always-live bytes (minimum)")) % comma
                   % field(tr("Not-always-live bytes (maximum)")) % comma % field(tr("Max memory bytes")) % u'\n';
    const auto rows = [&](const LivenessSeries* series, const LivenessWindow& window, const QString& name) {
        if (!series)
            return;
        const QString report = field(name);
        const QString alwaysLive = QString::number(series->alwaysLiveBytes());
        const QString maxMemory = QString::number(series->maxMemoryBytes());
        for (qsizetype i = 0; i < window.keys.size(); ++i)
            text += report % comma % QString::number(qulonglong(window.keys[i])) % comma % alwaysLive % comma
                    % QString::number(qulonglong(window.minimum[i])) % comma
                    % QString::number(qulonglong(window.maximum[i])) % comma % maxMemory % u'\n';
    };
    rows(source, sourceWindow, target ? tr("Source") : tr("Report"));
    rows(target, targetWindow, tr("Target"));
    return text;
}

} // namespace tilescope::gui
