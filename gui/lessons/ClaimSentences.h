#pragma once
// A lesson's claim as a sentence a student reads, in the interface's language, with its figures
// formatted and its configurations named as the views name them: "With amp 0.8 it does not fit: tile
// 63 needs 751.81 KiB", "Throughput with batch 16: 2,519.2 samples/s, more than the 2,283.0
// samples/s with batch 8".
// core/lessons/LessonClaims checks the claim; this only words what it found.

#include "lessons/LessonClaims.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tilescope::gui {

class ClaimSentences {
    Q_DECLARE_TR_FUNCTIONS(ClaimSentences)
public:
    /// The claim's sentence; `names[i]` is what the views call the step's configuration i (a name
    /// missing is "configuration i + 1").
    static QString sentence(const ClaimResult& claim, const QStringList& names);
    /// A figure's name for a reader ("Total memory", a category's name).
    static QString figureName(const std::string& figure);
    /// A value of `figure` for a reader: bytes in KiB, MiB or GiB, counts grouped, rates with one decimal.
    static QString figureValue(const std::string& figure, double value);
};

} // namespace tilescope::gui
