#include "models/ComparedTableModel.h"

#include "models/ByteFormat.h"

#include <QLocale>

#include <cmath>

namespace tilescope::gui {
namespace {

bool isNumeric(ComparedTableModel::Format format) { return format != ComparedTableModel::Format::Text; }

// U+2212: a hyphen is too short to notice in a column of differences.
QString signedDecimal(double value, int decimals)
{
    const QString magnitude = QLocale().toString(std::abs(value), 'f', decimals);
    return value == 0.0 ? magnitude : (value < 0 ? QString(QChar(0x2212)) : QStringLiteral("+")) + magnitude;
}

} // namespace

ComparedTableModel::ComparedTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ComparedTableModel::setContent(std::vector<Field> fields, std::vector<RowPair> rows, bool comparing)
{
    beginResetModel();
    fields_ = std::move(fields);
    rows_ = std::move(rows);
    comparing_ = comparing;
    columns_.clear();
    const auto addField = [&](int f) {
        if (comparing_ && isNumeric(fields_[std::size_t(f)].format)) {
            columns_.push_back({f, Part::Source});
            columns_.push_back({f, Part::Target});
            columns_.push_back({f, Part::Difference});
        } else {
            columns_.push_back({f, Part::Value});
        }
    };
    // Compared, the row's name comes first and the compared figures right after it, the other
    // texts (a type, a block) last: each figure's source, target and difference are then read
    // side by side on a narrow screen, not scrolled to past the texts.
    for (int f = 0; f < int(fields_.size()); ++f)
        if (!comparing_ || f == 0 || isNumeric(fields_[std::size_t(f)].format))
            addField(f);
    if (comparing_)
        for (int f = 1; f < int(fields_.size()); ++f)
            if (!isNumeric(fields_[std::size_t(f)].format))
                addField(f);
    endResetModel();
}

int ComparedTableModel::columnOfField(int field) const
{
    for (int c = 0; c < int(columns_.size()); ++c)
        if (columns_[std::size_t(c)].field == field)
            return c;
    return -1;
}

int ComparedTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int ComparedTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(columns_.size());
}

QString ComparedTableModel::formatValue(const QVariant& value, Format format)
{
    if (!value.isValid())
        return {};
    switch (format) {
    case Format::Text: return value.toString();
    case Format::Count: return QLocale().toString(value.toULongLong());
    case Format::Bytes: return formatBytes(value.toULongLong());
    case Format::Decimal: return QLocale().toString(value.toDouble(), 'f', 2);
    case Format::Percent: return formatPercent(value.toDouble());
    }
    return {};
}

QVariant ComparedTableModel::rawValue(int row, const Column& column) const
{
    const RowPair& pair = rows_[std::size_t(row)];
    const Field& field = fields_[std::size_t(column.field)];
    const auto valueOf = [&](int side) {
        const int r = side == SourceSide ? pair.source : pair.target;
        return r < 0 ? QVariant() : field.value(side, r);
    };
    switch (column.part) {
    case Part::Value:
        // Alone, the source; compared text, the source or else the target.
        return pair.source >= 0 || !comparing_ ? valueOf(SourceSide) : valueOf(TargetSide);
    case Part::Source: return valueOf(SourceSide);
    case Part::Target: return valueOf(TargetSide);
    case Part::Difference: {
        const QVariant source = valueOf(SourceSide), target = valueOf(TargetSide);
        if (!source.isValid() || !target.isValid())
            return {};
        if (field.format == Format::Count || field.format == Format::Bytes)
            return QVariant::fromValue(qlonglong(byteDelta(source.toULongLong(), target.toULongLong())));
        return target.toDouble() - source.toDouble();
    }
    }
    return {};
}

QVariant ComparedTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const Column& column = columns_[std::size_t(index.column())];
    const Field& field = fields_[std::size_t(column.field)];
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant value = rawValue(index.row(), column);
        if (column.part == Part::Difference) {
            if (!value.isValid())
                return QString();
            switch (field.format) {
            case Format::Count: return formatCountDelta(value.toLongLong());
            case Format::Bytes: return formatByteDelta(value.toLongLong());
            case Format::Decimal: return signedDecimal(value.toDouble(), 2);
            case Format::Percent: return QString(signedDecimal(100.0 * value.toDouble(), 1) + u'\u00A0' + QLocale().percent());
            case Format::Text: return QString();
            }
        }
        const QString shown = formatValue(value, field.format);
        if (comparing_ && column.part == Part::Value) {
            // A text field that differs reads "source → target".
            const RowPair& pair = rows_[std::size_t(index.row())];
            if (pair.source >= 0 && pair.target >= 0) {
                const QString target = formatValue(field.value(TargetSide, pair.target), field.format);
                if (target != shown)
                    return tr("%1 → %2").arg(shown, target);
            }
        }
        return shown;
    }
    case RawValueRole: return rawValue(index.row(), column);
    case Qt::TextAlignmentRole:
        return isNumeric(field.format) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        const QString text = data(index, Qt::DisplayRole).toString();
        return text.size() > 40 ? text : QVariant();
    }
    default: return {};
    }
}

void ComparedTableModel::setReportNames(ReportNames names)
{
    names_ = std::move(names);
    if (columnCount() > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

QVariant ComparedTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    const Column& column = columns_[std::size_t(section)];
    const Field& field = fields_[std::size_t(column.field)];
    if (role == Qt::ToolTipRole) {
        // Compared, a column's tooltip says which report it is: the header has no room for it.
        QString report;
        switch (column.part) {
        case Part::Value: break;
        case Part::Source: report = names_.source.isEmpty() ? QString() : tr("Source: %1").arg(names_.source); break;
        case Part::Target: report = names_.target.isEmpty() ? QString() : tr("Target: %1").arg(names_.target); break;
        case Part::Difference: report = names_.differenceToolTip(); break;
        }
        const QString tip = report.isEmpty() || field.toolTip.isEmpty() ? QString(report + field.toolTip)
                                                                          : QString(report + u'\n' + field.toolTip);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column.part) {
    case Part::Value: return field.title;
    case Part::Source: return tr("%1 (source)").arg(field.title);
    case Part::Target: return tr("%1 (target)").arg(field.title);
    case Part::Difference: return tr("%1 (difference)").arg(field.title);
    }
    return {};
}

} // namespace tilescope::gui
