#include "models/CsvField.h"

#include <QStringBuilder>

namespace tilescope::gui {

QString csvField(const QString& text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' % quoted % u'"';
}

} // namespace tilescope::gui
