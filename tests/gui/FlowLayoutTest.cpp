// The toolbars' FlowLayout: on one row when there is room, with stretches taking what is left;
// wrapped onto more rows when narrow, groups kept whole, no gap at a row's start, hidden widgets
// taking no room; as narrow as its widest item.

#include "GuiTestSupport.h"
#include "widgets/FlowLayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace tilescope::gui;

class FlowLayoutTest : public QObject {
    Q_OBJECT

private:
    struct Bar {
        QWidget host;
        FlowLayout* layout = new FlowLayout(&host);
        QLabel* label = new QLabel(QStringLiteral("Order:"), &host);
        QComboBox* combo = new QComboBox(&host);
        QCheckBox* check = new QCheckBox(QStringLiteral("Include gaps"), &host);
        QLabel* status = new QLabel(QStringLiteral("status"), &host);
        QPushButton* button = new QPushButton(QStringLiteral("Select out-of-memory tiles"), &host);
        QPushButton* hidden = new QPushButton(QStringLiteral("hidden"), &host);
        Bar()
        {
            layout->setContentsMargins(0, 0, 0, 0);
            combo->addItem(QStringLiteral("Software order"));
            layout->addGroup({label, combo});
            layout->addSpacing(12);
            layout->addWidget(check);
            layout->addWidget(status, 1);
            layout->addWidget(hidden);
            layout->addWidget(button);
            hidden->hide();
        }
        void layOut(int width)
        {
            host.resize(width, layout->heightForWidth(width));
            layout->setGeometry(QRect(0, 0, width, layout->heightForWidth(width)));
        }
    };

private slots:
    void oneRowWhenThereIsRoom()
    {
        Bar bar;
        bar.host.show();
        const int width = bar.layout->sizeHint().width() + 200;
        bar.layOut(width);
        const int row = bar.label->geometry().center().y();
        for (QWidget* w : std::initializer_list<QWidget*>{bar.combo, bar.check, bar.status, bar.button})
            QCOMPARE(w->geometry().center().y(), row);
        QVERIFY(bar.label->geometry().right() < bar.combo->geometry().left());
        // The gap stands between the group and the check box; the status takes the spare width, so
        // the button ends at the right edge.
        QVERIFY(bar.check->geometry().left() - bar.combo->geometry().right() > 12);
        QCOMPARE(bar.button->geometry().right(), width - 1);
        QVERIFY(bar.status->width() > 200);
        QCOMPARE(bar.layout->heightForWidth(width), bar.layout->sizeHint().height());
    }

    void wrapsWhenNarrowKeepingGroupsWhole()
    {
        Bar bar;
        bar.host.show();
        const int wide = bar.layout->sizeHint().width() + 200;
        const int narrow = bar.layout->minimumSize().width();
        // As narrow as the widest item: here the group of the label and its box, or the button.
        QCOMPARE(narrow, std::max(bar.button->minimumSizeHint().width(),
                                  bar.label->minimumSizeHint().width() + bar.combo->minimumSizeHint().width() +
                                      bar.host.style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing)));
        QVERIFY(bar.layout->heightForWidth(narrow) > bar.layout->heightForWidth(wide));
        bar.layOut(narrow);
        QCOMPARE(bar.label->geometry().center().y(), bar.combo->geometry().center().y()); // the group stays
        QVERIFY(bar.check->geometry().top() > bar.combo->geometry().bottom());            // a new row
        QCOMPARE(bar.check->geometry().left(), 0);                                        // no gap starts it
        QVERIFY(bar.button->geometry().top() > bar.check->geometry().top());
        for (QWidget* w : std::initializer_list<QWidget*>{bar.label, bar.combo, bar.check, bar.status, bar.button})
            QVERIFY2(w->geometry().right() < narrow, w->metaObject()->className());
        QCOMPARE(bar.hidden->geometry().width() > 0 && bar.hidden->isVisible(), false);
    }
};

TILESCOPE_GUI_TEST_MAIN(FlowLayoutTest)
#include "FlowLayoutTest.moc"
