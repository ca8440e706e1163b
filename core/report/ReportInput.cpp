#include "report/ReportInput.h"

#include "common/InputFile.h"

#include <algorithm>

namespace tilescope {
namespace {

// Large enough that refilling costs nothing next to parsing, small enough that the stop flag is
// polled every millisecond or so and that the buffer is nothing next to a report.
constexpr std::size_t kChunkBytes = std::size_t(256) << 10;

} // namespace

ReportInput::ReportInput(std::string_view bytes) : memory_(bytes) {}

ReportInput::ReportInput(InputFile& file, AfterChunk afterChunk)
    : file_(&file), afterChunk_(std::move(afterChunk)), buffer_(new char[kChunkBytes])
{
}

ReportInput::~ReportInput() = default;

ReportInput::Cursor ReportInput::start()
{
    Cursor cursor(*this);
    if (!file_) {
        cursor.next_ = memory_.data();
        cursor.end_ = memory_.data() + memory_.size();
    } else if (bufferHoldsStart_) {
        cursor.next_ = buffer_.get();
        cursor.end_ = buffer_.get() + bufferedBytes_;
    } else if (readBytes_ > 0) {
        file_->rewind();
        readBytes_ = 0;
        bufferedBytes_ = 0;
    }
    return cursor;
}

ReportInput::CharInt ReportInput::refill(Cursor& cursor)
{
    if (!file_)
        return std::char_traits<char>::eof();
    bufferHoldsStart_ = readBytes_ == 0;
    bufferedBytes_ = file_->read(buffer_.get(), kChunkBytes);
    readBytes_ += bufferedBytes_;
    cursor.next_ = buffer_.get();
    cursor.end_ = buffer_.get() + bufferedBytes_;
    if (bufferedBytes_ == 0)
        return std::char_traits<char>::eof();
    // After a rewind the first chunks are read again: progress does not go back for them.
    reportedBytes_ = std::max(reportedBytes_, readBytes_);
    if (afterChunk_)
        afterChunk_(reportedBytes_, file_->sizeBytes());
    return std::char_traits<char>::to_int_type(*cursor.next_++);
}

} // namespace tilescope
