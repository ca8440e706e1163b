#include "document/JobTracker.h"

#include <algorithm>

namespace tilescope::gui {

void JobControl::setProgress(double fraction)
{
    permille_.store(int(1000.0 * std::clamp(fraction, 0.0, 1.0)), std::memory_order_relaxed);
}

JobTracker::JobTracker(QObject* parent) : QObject(parent)
{
    progressTimer_.setInterval(50);
    connect(&progressTimer_, &QTimer::timeout, this, [this] { emit progressChanged(progress()); });
}

JobTracker::~JobTracker()
{
    if (control_)
        control_->requestStop();
}

quint64 JobTracker::beginJob()
{
    if (control_)
        control_->requestStop(); // a superseded job stops working, not only its result is dropped
    control_ = std::make_shared<JobControl>();
    progressTimer_.start();
    if (!running_) {
        running_ = true;
        emit runningChanged(true);
    }
    return ++generation_;
}

void JobTracker::settle(quint64 generation)
{
    if (generation != generation_)
        return;
    control_.reset();
    progressTimer_.stop();
    running_ = false;
    emit progressChanged(1000); // a quick job may end before the timer ever fires
    emit runningChanged(false);
}

void JobTracker::reset()
{
    ++generation_;
    if (control_)
        control_->requestStop();
    control_.reset();
    progressTimer_.stop();
    if (running_) {
        running_ = false;
        emit runningChanged(false);
    }
}

} // namespace tilescope::gui
