#include "simulation/SweepProgress.h"

#include <cmath>
#include <cstdio>

namespace tilescope {

std::string describeDuration(double seconds)
{
    if (!(seconds >= 1.0))
        return "<1 s";
    const auto whole = static_cast<unsigned long long>(std::llround(seconds));
    char text[64];
    if (whole < 60)
        std::snprintf(text, sizeof text, "%llu s", whole);
    else if (whole < 3600)
        std::snprintf(text, sizeof text, "%llu min %02llu s", whole / 60, whole % 60);
    else
        std::snprintf(text, sizeof text, "%llu h %02llu min", whole / 3600, whole % 3600 / 60);
    return text;
}

std::string describeSweepProgress(std::size_t done, std::size_t total, double elapsedSeconds)
{
    if (total == 0)
        return "no points to simulate";
    char text[160];
    std::snprintf(text, sizeof text, "%zu of %zu points simulated", done, total);
    std::string line = text;
    if (done == 0 || !(elapsedSeconds > 0.0))
        return line;
    const double rate = double(done) / elapsedSeconds;
    std::snprintf(text, sizeof text, rate >= 10.0 ? ", %.0f points/s" : ", %.1f points/s", rate);
    line += text;
    if (done >= total) {
        std::snprintf(text, sizeof text, ", done in %.1f s", elapsedSeconds);
        return line + text;
    }
    const double left = double(total - done) / rate;
    return line + (left < 1.0 ? ", under 1 s left" : ", about " + describeDuration(left) + " left");
}

} // namespace tilescope
