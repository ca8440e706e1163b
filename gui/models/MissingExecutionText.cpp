#include "models/MissingExecutionText.h"

#include "report/ChromeTrace.h"

#include <QCoreApplication>

namespace tilescope::gui {
namespace {

// Core's reasons, word for word, so that lupdate offers them for translation.
[[maybe_unused]] constexpr const char* kReasons[] = {
    QT_TRANSLATE_NOOP("MissingExecution", "the program does not fit in memory, so it was never executed"),
    QT_TRANSLATE_NOOP("MissingExecution",
                      "execution profiling was off (autoReport.outputExecutionProfile is false)"),
    QT_TRANSLATE_NOOP("MissingExecution", "the report holds no execution profile"),
};

} // namespace

QString missingExecutionText(const Report& report)
{
    const std::string reason = missingExecutionReason(report);
    if (reason.empty())
        return {};
    // An unknown reason (a newer core) is shown in core's words.
    return QCoreApplication::translate("MissingExecution", reason.c_str());
}

} // namespace tilescope::gui
