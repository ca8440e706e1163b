#pragma once
// The Simulate panel's IPUConfig row: the optimum-graphcore ipu_config.json the options start from
// (its name, the whole path as a tip), a button to open one and one to let it go, and the legend of
// how the controls say where their values come from.

#include <QWidget>

class QLabel;
class QPushButton;

namespace tilescope::gui {

class IpuConfigRow : public QWidget {
    Q_OBJECT
public:
    explicit IpuConfigRow(QWidget* parent = nullptr);

    /// Shows `path` as the file in use (empty: none).
    void setFile(const QString& path);
    QString file() const { return path_; }

signals:
    /// The user chose a file to open.
    void openAsked(const QString& path);
    /// The user let the file go.
    void clearAsked();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QString path_;
    QLabel* title_ = nullptr;
    QLabel* name_ = nullptr;
    QLabel* legend_ = nullptr;
    QPushButton* open_ = nullptr;
    QPushButton* clear_ = nullptr;
};

} // namespace tilescope::gui
