#include "widgets/ColourKey.h"

#include "widgets/FlowLayout.h"

#include <QLabel>
#include <QPainter>
#include <QPixmap>

namespace tilescope::gui {

ColourKey::ColourKey(QWidget* parent) : QWidget(parent), layout_(new FlowLayout(this))
{
    layout_->setContentsMargins(0, 0, 0, 0);
    layout_->setSpacing(4);
}

void ColourKey::setEntries(const QList<std::pair<QColor, QString>>& entries)
{
    qDeleteAll(findChildren<QLabel*>(Qt::FindDirectChildrenOnly));
    while (QLayoutItem* item = layout_->takeAt(0)) // the entries' groups and the gaps between them
        delete item;
    names_.clear();
    const int size = fontMetrics().height() - 4;
    for (const auto& [colour, name] : entries) {
        QPixmap swatch(size, size);
        swatch.fill(colour);
        QPainter painter(&swatch);
        painter.setPen(palette().color(QPalette::Mid));
        painter.drawRect(0, 0, size - 1, size - 1);
        painter.end();
        auto* icon = new QLabel(this);
        icon->setPixmap(swatch);
        auto* label = new QLabel(name, this);
        layout_->addGroup({icon, label}); // a swatch never parts from its name
        layout_->addSpacing(10);
        names_.append(name);
    }
}

QStringList ColourKey::names() const { return names_; }

} // namespace tilescope::gui
