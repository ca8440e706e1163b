#include "app/WelcomePage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace tilescope::gui {

WelcomePage::WelcomePage(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)), hint_(new QLabel(this)), open_(new QPushButton(this)),
      simulate_(new QPushButton(this)), lessons_(new QPushButton(this))
{
    open_->setObjectName(QStringLiteral("welcomeOpen"));
    simulate_->setObjectName(QStringLiteral("welcomeSimulate"));
    lessons_->setObjectName(QStringLiteral("welcomeLessons"));
    title_->setAlignment(Qt::AlignCenter);
    title_->setWordWrap(true);
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    title_->setFont(titleFont);
    hint_->setAlignment(Qt::AlignCenter);
    hint_->setWordWrap(true);
    connect(open_, &QPushButton::clicked, this, &WelcomePage::openRequested);
    connect(simulate_, &QPushButton::clicked, this, &WelcomePage::simulateRequested);
    connect(lessons_, &QPushButton::clicked, this, &WelcomePage::lessonsRequested);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(open_);
    buttons->addWidget(simulate_);
    buttons->addWidget(lessons_);
    buttons->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(title_);
    layout->addWidget(hint_);
    layout->addSpacing(12);
    layout->addLayout(buttons);
    layout->addStretch(2);
    retranslateUi();
}

void WelcomePage::retranslateUi()
{
    title_->setText(tr("Open a report to see where the memory of an IPU program goes."));
    // A newcomer, or a class, starts best with a lesson: the welcome page says they are there.
    hint_->setText(tr("Use File > Open (Ctrl+O) or drop a .tsr or .json report here, or simulate a model "
                      "with File > New Simulation (Ctrl+N). New to IPU memory? Help > Lessons walks through "
                      "out-of-memory cases, liveness, gaps, pipelining and more, step by step."));
    open_->setText(tr("Open Report…"));
    simulate_->setText(tr("New Simulation…"));
    lessons_->setText(tr("Lessons…"));
}

void WelcomePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace tilescope::gui
