#pragma once
// What the window shows while no report is open: what Tilescope is for and the two ways in, to
// open a report or to simulate a model.

#include <QWidget>

class QLabel;
class QPushButton;

namespace tilescope::gui {

class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget* parent = nullptr);

signals:
    void openRequested();
    void simulateRequested();
    void lessonsRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* title_;
    QLabel* hint_;
    QPushButton* open_;
    QPushButton* simulate_;
    QPushButton* lessons_;
};

} // namespace tilescope::gui
