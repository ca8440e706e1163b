#include "simulate/RangedSpinBoxes.h"

namespace tilescope::gui {

std::optional<double> outsideRange(const QAbstractSpinBox& box, double minimum, double maximum, const QString& text)
{
    const QString typed = text.trimmed();
    if (typed.isEmpty() || typed == box.specialValueText())
        return std::nullopt;
    bool ok = false;
    const double value = box.locale().toDouble(typed, &ok);
    if (ok && (value < minimum || value > maximum))
        return value;
    return std::nullopt;
}

} // namespace tilescope::gui
