#include "views/summary/FitBanner.h"

#include "models/ByteFormat.h"
#include "models/QtText.h"
#include "models/RoomToSpareText.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace tilescope::gui {

// Poplar's errors, but of the tiles out of memory only the fullest few, then how many there are:
// ten lines that differ only in a tile's number hide the count, which is what tells a tile's
// hot spot from a program too big everywhere.
QString FitBanner::errorsText(const ReportSummary& summary)
{
    constexpr int kTilesListed = 3;
    QStringList lines;
    int tilesShown = 0;
    for (std::size_t i = 0; i < summary.errors.size(); ++i) {
        const bool tileLine = i < summary.errorCodes.size() && summary.errorCodes[i] == "out-of-memory-tile";
        if (tileLine && tilesShown == kTilesListed)
            continue;
        tilesShown += tileLine;
        lines.append(qtText(summary.errors[i]));
    }
    if (tilesShown > 0 && summary.tilesOutOfMemory > std::uint32_t(tilesShown))
        lines.append(tr("… %1 tiles out of memory in all (the Memory view shows each).")
                         .arg(QLocale().toString(summary.tilesOutOfMemory)));
    return lines.join(u'\n');
}

// Material 800/900 shades: white text on them passes WCAG AA contrast (over 6:1).
QColor FitBanner::fitsColor() { return {0x2e, 0x7d, 0x32}; }
QColor FitBanner::outOfMemoryColor() { return {0xc6, 0x28, 0x28}; }

FitBanner::FitBanner(QWidget* parent)
    : QFrame(parent), headline_(new QLabel(this)), worstTile_(new QLabel(this)), room_(new QLabel(this)),
      errors_(new QLabel(this)), targetVerdict_(new QLabel(this)), findFit_(new QPushButton(this))
{
    setAutoFillBackground(true);
    setFrameShape(QFrame::NoFrame);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);

    QFont headlineFont = headline_->font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.8);
    headlineFont.setBold(true);
    headline_->setFont(headlineFont);
    for (QLabel* label : {headline_, worstTile_, room_, errors_, targetVerdict_}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setTextFormat(Qt::PlainText);
    }
    headline_->setObjectName(QStringLiteral("fitHeadline"));
    errors_->setObjectName(QStringLiteral("fitErrors"));
    room_->setObjectName(QStringLiteral("fitRoom"));

    findFit_->setObjectName(QStringLiteral("findFitButton"));
    findFit_->setText(tr("Find a Configuration That Fits…"));
    findFit_->setVisible(false);
    connect(findFit_, &QPushButton::clicked, this, &FitBanner::findFitRequested);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->setSpacing(4);
    auto* top = new QHBoxLayout;
    top->addWidget(headline_, 1);
    top->addWidget(findFit_, 0, Qt::AlignTop);
    layout->addLayout(top);
    layout->addWidget(worstTile_);
    layout->addWidget(room_);
    layout->addWidget(errors_);
    layout->addWidget(targetVerdict_);
    setSummaries(nullptr);
}

void FitBanner::setSummaries(const ReportSummary* summary, const ReportSummary* other, const QString& name,
                             const QString& otherName, Other otherIs)
{
    outOfMemory_ = summary && !summary->fits;
    QPalette p = palette();
    p.setColor(QPalette::Window, outOfMemory_ ? outOfMemoryColor() : fitsColor());
    p.setColor(QPalette::WindowText, Qt::white);
    p.setColor(QPalette::Text, Qt::white);
    setPalette(p);
    setVisible(summary != nullptr);
    findFit_->setVisible(outOfMemory_ && advisable_);
    if (!summary)
        return;

    headline_->setText(outOfMemory_ ? tr("OUT OF MEMORY") : tr("Fits in memory"));
    const TileUsage& worst = summary->worstTile;
    const std::uint64_t capacity = summary->target.bytesPerTile;
    const QString percent = formatPercent(capacity ? double(worst.bytes) / double(capacity) : 0.0);
    worstTile_->setText(
        other && !name.isEmpty()
            ? tr("%1: largest tile %2 uses %3 of %4 (%5)")
                  .arg(name, QLocale().toString(worst.id), formatBytes(worst.bytes), formatBytes(capacity), percent)
            : tr("Largest tile: %1 uses %2 of %3 (%4)")
                  .arg(QLocale().toString(worst.id), formatBytes(worst.bytes), formatBytes(capacity), percent));
    // The room the tightest tile (the largest) has left, so that a comfortable fit reads apart from
    // a tight one; out of memory, the errors say the overflow.
    const RoomToSpare& room = summary->roomToSpare;
    const QString roomBytes = formatBytes(std::uint64_t(std::max<std::int64_t>(room.bytes, 0)));
    const QString roomTile = QLocale().toString(room.tile);
    if (outOfMemory_)
        room_->clear();
    else if (other && !name.isEmpty())
        room_->setText(tr("%1: room to spare %2 on tile %3").arg(name, roomBytes, roomTile));
    else
        room_->setText(
            tr("Room to spare: %1 on tile %2 (the largest block free at its peak)").arg(roomBytes, roomTile));
    room_->setVisible(!outOfMemory_);
    room_->setToolTip(RoomToSpareText::explanation());
    errors_->setText(errorsText(*summary));
    errors_->setVisible(!errors_->text().isEmpty());

    // The colour stays the headline's verdict; the other report's is one line, so both read at a
    // glance.
    targetVerdict_->setVisible(other != nullptr);
    if (other) {
        const QString tile = QLocale().toString(other->worstTile.id);
        const QString bytes = formatBytes(other->worstTile.bytes);
        const QString spare = formatBytes(std::uint64_t(std::max<std::int64_t>(other->roomToSpare.bytes, 0)));
        if (otherIs == Other::Target)
            targetVerdict_->setText(other->fits
                                        ? tr("Target report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)")
                                              .arg(otherName, tile, bytes, spare)
                                        : tr("Target report: OUT OF MEMORY (%1, largest tile %2 uses %3)")
                                              .arg(otherName, tile, bytes));
        else
            targetVerdict_->setText(other->fits
                                        ? tr("Source report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)")
                                              .arg(otherName, tile, bytes, spare)
                                        : tr("Source report: OUT OF MEMORY (%1, largest tile %2 uses %3)")
                                              .arg(otherName, tile, bytes));
    }
}

QString FitBanner::headline() const { return headline_->text(); }

void FitBanner::setAdvisable(bool advisable)
{
    advisable_ = advisable;
    findFit_->setVisible(outOfMemory_ && advisable_);
}

void FitBanner::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        findFit_->setText(tr("Find a Configuration That Fits…"));
    QFrame::changeEvent(event);
}

QString FitBanner::details() const
{
    return worstTile_->text() % u'\n' % room_->text() % u'\n' % errors_->text() % u'\n' % targetVerdict_->text();
}

QString FitBanner::roomToSpare() const { return room_->text(); }

} // namespace tilescope::gui
