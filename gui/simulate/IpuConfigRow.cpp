#include "simulate/IpuConfigRow.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace tilescope::gui {

IpuConfigRow::IpuConfigRow(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("ipuConfigRow"));
    title_ = new QLabel(this);
    title_->setWordWrap(true); // a narrow dock wraps it rather than growing
    name_ = new QLabel(this);
    name_->setObjectName(QStringLiteral("ipuConfigFile"));
    name_->setWordWrap(true);
    name_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    legend_ = new QLabel(this);
    legend_->setObjectName(QStringLiteral("ipuConfigLegend"));
    legend_->setWordWrap(true);
    open_ = new QPushButton(this);
    open_->setObjectName(QStringLiteral("openIpuConfig"));
    clear_ = new QPushButton(this);
    clear_->setObjectName(QStringLiteral("clearIpuConfig"));
    connect(open_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open an IPU Config"), QString(),
                                                          tr("IPU configs (*.json);;All files (*)"));
        if (!path.isEmpty())
            emit openAsked(path);
    });
    connect(clear_, &QPushButton::clicked, this, &IpuConfigRow::clearAsked);
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_, 0, 0, 1, 3);
    layout->addWidget(name_, 1, 0);
    layout->addWidget(open_, 1, 1);
    layout->addWidget(clear_, 1, 2);
    layout->addWidget(legend_, 2, 0, 1, 3);
    layout->setColumnStretch(0, 1);
    retranslateUi();
}

void IpuConfigRow::setFile(const QString& path)
{
    path_ = path;
    retranslateUi();
}

void IpuConfigRow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void IpuConfigRow::retranslateUi()
{
    title_->setText(tr("IPU config: an optimum-graphcore ipu_config.json the options start from"));
    name_->setText(path_.isEmpty() ? tr("none") : QFileInfo(path_).fileName());
    name_->setToolTip(path_);
    open_->setText(tr("Open…"));
    open_->setToolTip(tr("Start the options from an optimum-graphcore ipu_config.json"));
    clear_->setText(tr("Clear"));
    clear_->setToolTip(tr("Keep the options as they are, without the file"));
    clear_->setEnabled(!path_.isEmpty());
    legend_->setText(tr("Options in italics come from the file; in bold, changed here from the file's value."));
    legend_->setVisible(!path_.isEmpty());
}

} // namespace tilescope::gui
