#include "views/ColourKey.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>

namespace tilescope::gui {

ColourKey::ColourKey(QWidget* parent) : QWidget(parent), layout_(new QHBoxLayout(this))
{
    layout_->setContentsMargins(0, 0, 0, 0);
    layout_->setSpacing(4);
    layout_->addStretch(1);
}

void ColourKey::setEntries(const QList<std::pair<QColor, QString>>& entries)
{
    while (layout_->count() > 1) { // keep the stretch at the end
        QLayoutItem* item = layout_->takeAt(0);
        delete item->widget();
        delete item;
    }
    names_.clear();
    const int size = fontMetrics().height() - 4;
    int position = 0;
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
        layout_->insertWidget(position++, icon);
        layout_->insertWidget(position++, label);
        layout_->insertSpacing(position++, 10);
        names_.append(name);
    }
}

QStringList ColourKey::names() const { return names_; }

} // namespace tilescope::gui
