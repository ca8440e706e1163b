#pragma once
// Spin boxes that let a number outside their range be typed in full, so that the panel can say
// what the range is (Qt's own refuse the key silently: 100000 stops at 10000, 0 reverts to the last
// value), and that correct an out-of-range value to the nearest end when the edit ends.

#include <QDoubleSpinBox>
#include <QEvent>
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

    /// Shows `word` for the lowest value (the model's own). The box keeps it whole: Qt lays a box
    /// out again neither for its special text nor for a new font, and a narrow panel read
    /// "nodel's own".
    void setDefaultWord(const QString& word)
    {
        this->setSpecialValueText(word);
        fitWord();
    }

    /// The number being typed when it is outside the range; nothing otherwise.
    std::optional<double> outOfRange() const { return outside(this->lineEdit()->text()); }
    /// Its text, a value or not: QSpinBox::textChanged announces values only.
    QLineEdit* editor() const { return this->lineEdit(); }

protected:
    void changeEvent(QEvent* event) override
    {
        Box::changeEvent(event);
        if (event->type() == QEvent::FontChange)
            fitWord();
    }

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
    void fitWord()
    {
        if (this->specialValueText().isEmpty())
            return;
        this->setMinimumWidth(0); // its size hint, not the minimum it had
        this->setMinimumWidth(this->sizeHint().width());
    }

    std::optional<double> outside(const QString& text) const
    {
        return outsideRange(*this, double(this->minimum()), double(this->maximum()), text);
    }
};

using RangedSpinBox = Ranged<QSpinBox>;
using RangedDoubleSpinBox = Ranged<QDoubleSpinBox>;

} // namespace tilescope::gui
