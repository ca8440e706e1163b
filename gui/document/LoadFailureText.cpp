#include "document/LoadFailureText.h"

#include <QDir>

namespace tilescope::gui {

QString LoadFailureText::headline(const LoadFailure& failure)
{
    // An ONNX model opened as a report is what a user of their own framework tries first.
    const bool onnx = failure.file.endsWith(QStringLiteral(".onnx"), Qt::CaseInsensitive);
    if (onnx && (failure.code == ErrorCode::FileUnreadable || failure.code == ErrorCode::NotAReport))
        return tr("The file is an ONNX model, not a report: simulate it with File > New Simulation (Ctrl+N).");
    switch (failure.code) {
    case ErrorCode::FileNotFound:
        return tr("The file does not exist or cannot be opened.");
    case ErrorCode::FileUnreadable:
        return tr("The file is empty, truncated or not in a format Tilescope reads.");
    case ErrorCode::NotAReport:
        return tr("The file is not a Tilescope report.");
    case ErrorCode::UnsupportedVersion:
        return tr("The report was written by a newer version of Tilescope.");
    case ErrorCode::InvalidField:
        return tr("The report contains an invalid value.");
    case ErrorCode::MissingField:
        return tr("The report lacks a required field.");
    case ErrorCode::InvalidModel:
        return tr("The model could not be read.");
    case ErrorCode::InvalidOption:
    case ErrorCode::WriteFailed:
    case ErrorCode::Cancelled: // never shown: a cancelled load's result is dropped by the loader
    case ErrorCode::Internal:
        break;
    }
    return tr("The report could not be loaded.");
}

QString LoadFailureText::describe(const LoadFailure& failure)
{
    QString text = headline(failure) % u"\n\n" % tr("File: %1").arg(QDir::toNativeSeparators(failure.file));
    if (!failure.field.isEmpty())
        text += u'\n' % tr("Field: %1").arg(failure.field);
    if (!failure.message.isEmpty())
        text += u'\n' % tr("Details: %1").arg(failure.message);
    return text;
}

} // namespace tilescope::gui
