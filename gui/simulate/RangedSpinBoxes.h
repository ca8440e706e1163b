#pragma once
// Spin boxes that let a number outside their range be typed in full, so that the panel can say
// what the range is (Qt's own refuse the key silently: 100000 stops at 10000, 0 reverts to the last
// value), and that correct an out-of-range value to the nearest end when the edit ends.

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSpinBox>

#include <optional>

namespace tilescope::gui {

/// A number in `box`'s locale, group separators allowed, when it is outside the box's range.
std::optional<double> outsideRange(const QAbstractSpinBox& box, double minimum, double maximum, const QString& text);

template <class Box> class Ranged : public Box {
public:
    explicit Ranged(QWidget* parent = nullptr) : Box(parent)
    {
        this->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    }

    /// The number being typed when it is outside the range; nothing otherwise.
    std::optional<double> outOfRange() const { return outside(this->lineEdit()->text()); }
    /// Its text, a value or not: QSpinBox::textChanged announces values only.
    QLineEdit* editor() const { return this->lineEdit(); }

protected:
    QValidator::State validate(QString& text, int& pos) const override
    {
        const QValidator::State state = Box::validate(text, pos);
        // A number out of range is kept while it is typed (it is not one yet), corrected at the end.
        return state == QValidator::Invalid && outside(text) ? QValidator::Intermediate : state;
    }

    void fixup(QString& text) const override
    {
        if (const auto typed = outside(text))
            text = this->textFromValue(*typed < this->minimum() ? this->minimum() : this->maximum());
        else
            Box::fixup(text);
    }

private:
    std::optional<double> outside(const QString& text) const
    {
        return outsideRange(*this, double(this->minimum()), double(this->maximum()), text);
    }
};

using RangedSpinBox = Ranged<QSpinBox>;
using RangedDoubleSpinBox = Ranged<QDoubleSpinBox>;

} // namespace tilescope::gui
