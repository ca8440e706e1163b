#include "widgets/FlowLayout.h"

#include <QHBoxLayout>
#include <QSpacerItem>
#include <QStyle>
#include <QWidget>

#include <algorithm>
#include <cstdint>

namespace tilescope::gui {
namespace {

constexpr int kFallbackSpacing = 6;

} // namespace

FlowLayout::FlowLayout(QWidget* parent) : QLayout(parent) {}

// Taken out one by one: a group's layout, deleted, takes itself out of its parent layout.
FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::add(QLayoutItem* item, Kind kind, int stretch)
{
    entries_.push_back({item, kind, std::max(stretch, 0)});
    invalidate();
}

void FlowLayout::addItem(QLayoutItem* item) { add(item, Kind::Item, 0); }

void FlowLayout::addWidget(QWidget* widget, int stretch)
{
    QLayout::addWidget(widget);
    entries_.back().stretch = std::max(stretch, 0);
}

void FlowLayout::addGroup(std::initializer_list<QWidget*> widgets, int stretch)
{
    auto* group = new QHBoxLayout;
    group->setContentsMargins(0, 0, 0, 0);
    addChildLayout(group);
    for (QWidget* widget : widgets)
        group->addWidget(widget);
    add(group, Kind::Item, stretch);
}

void FlowLayout::addSpacing(int width)
{
    add(new QSpacerItem(width, 0, QSizePolicy::Fixed, QSizePolicy::Minimum), Kind::Gap, 0);
}

void FlowLayout::addStretch(int stretch)
{
    add(new QSpacerItem(0, 0, QSizePolicy::Expanding, QSizePolicy::Minimum), Kind::Stretch, std::max(stretch, 1));
}

int FlowLayout::count() const { return int(entries_.size()); }

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < count() ? entries_[std::size_t(index)].item : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= count())
        return nullptr;
    QLayoutItem* item = entries_[std::size_t(index)].item;
    entries_.erase(entries_.begin() + index);
    invalidate();
    return item;
}

Qt::Orientations FlowLayout::expandingDirections() const { return Qt::Horizontal; }

void FlowLayout::invalidate()
{
    cachedWidth_ = -1;
    QLayout::invalidate();
}

int FlowLayout::spacingBetween() const
{
    if (const int spacing = QLayout::spacing(); spacing >= 0)
        return spacing;
    if (const QWidget* widget = parentWidget())
        if (const int spacing = widget->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing); spacing >= 0)
            return spacing;
    return kFallbackSpacing;
}

int FlowLayout::heightForWidth(int width) const
{
    if (width != cachedWidth_) {
        cachedHeight_ = arrange(QRect(0, 0, width, 0), false);
        cachedWidth_ = width;
    }
    return cachedHeight_;
}

// As narrow as the widest item (each then has a row of its own), one row high.
QSize FlowLayout::minimumSize() const
{
    QSize size(0, 0);
    for (const Entry& entry : entries_)
        if (entry.kind == Kind::Item && !entry.item->isEmpty())
            size = size.expandedTo(entry.item->minimumSize());
    const QMargins margins = contentsMargins();
    return size.grownBy(margins);
}

// Everything on one row.
QSize FlowLayout::sizeHint() const
{
    int width = 0, height = 0, items = 0;
    for (const Entry& entry : entries_) {
        if (entry.item->isEmpty() && entry.kind == Kind::Item)
            continue;
        const QSize hint = entry.item->sizeHint();
        width += hint.width();
        height = std::max(height, hint.height());
        items += entry.kind == Kind::Item ? 1 : 0;
    }
    width += std::max(items - 1, 0) * spacingBetween();
    return QSize(width, height).grownBy(contentsMargins());
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int spacing = spacingBetween();
    struct Placed {
        const Entry* entry;
        int width;
    };
    std::vector<Placed> row;
    int used = 0; // width of the row's items and the spacing between them
    int y = area.y();
    int rows = 0;
    const auto finishRow = [&] {
        while (!row.empty() && row.back().entry->kind == Kind::Gap) { // no gap ends a row
            used -= row.back().width + (row.size() > 1 ? spacing : 0);
            row.pop_back();
        }
        if (row.empty())
            return;
        // What is left of the row goes to its stretches and stretched items, by their shares.
        int shares = 0;
        for (const Placed& placed : row)
            shares += placed.entry->stretch;
        if (const int extra = std::max(area.width() - used, 0); shares > 0 && extra > 0) {
            int given = 0, sharesSoFar = 0;
            for (Placed& placed : row) {
                if (placed.entry->stretch == 0)
                    continue;
                sharesSoFar += placed.entry->stretch;
                const int upTo = int(std::int64_t(extra) * sharesSoFar / shares);
                placed.width += upTo - given;
                given = upTo;
            }
        }
        int height = 0;
        std::vector<int> heights;
        heights.reserve(row.size());
        for (const Placed& placed : row) {
            const QLayoutItem* item = placed.entry->item;
            const int h = item->hasHeightForWidth() ? item->heightForWidth(placed.width) : item->sizeHint().height();
            heights.push_back(std::clamp(h, item->minimumSize().height(), std::max(item->maximumSize().height(), 0)));
            height = std::max(height, heights.back());
        }
        if (apply) {
            int x = area.x();
            for (std::size_t i = 0; i < row.size(); ++i) {
                row[i].entry->item->setGeometry(QRect(x, y + (height - heights[i]) / 2, row[i].width, heights[i]));
                x += row[i].width + spacing;
            }
        }
        y += height + spacing;
        ++rows;
        row.clear();
        used = 0;
    };
    for (const Entry& entry : entries_) {
        if (entry.kind == Kind::Item && entry.item->isEmpty())
            continue; // a hidden widget takes no room
        if (entry.kind == Kind::Gap && row.empty())
            continue; // no gap starts a row
        // A stretched item starts from its minimum and grows by its share of what is left; others
        // take their size hint, up to the row's width.
        const int minimum = entry.item->minimumSize().width();
        const int maximum = std::max(minimum, std::min(entry.item->maximumSize().width(), area.width()));
        int width = 0;
        if (entry.kind != Kind::Stretch)
            width = entry.stretch > 0 ? minimum : std::clamp(entry.item->sizeHint().width(), minimum, maximum);
        if (!row.empty() && used + spacing + width > area.width()) {
            finishRow();
            if (entry.kind == Kind::Gap)
                continue;
        }
        used += (row.empty() ? 0 : spacing) + width;
        row.push_back({&entry, width});
    }
    finishRow();
    const int height = rows > 0 ? y - spacing - area.y() : 0;
    const QMargins margins = contentsMargins();
    return height + margins.top() + margins.bottom();
}

} // namespace tilescope::gui
