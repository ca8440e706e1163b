#pragma once
// The bytes of a report as nlohmann's readers take them: from memory, or from a file through one
// fixed buffer so that the file is never held whole next to the document parsed from it.
// Used by core/report and by the sweep reader (core/simulation/SweepFileReader.cpp).

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace tilescope {

class InputFile;

class ReportInput {
public:
    /// Called after each chunk of a file is read, with the bytes read so far and the file's size (0
    /// when unknown). It may throw to abandon the read (Error(Cancelled)); the parse then unwinds.
    using AfterChunk = std::function<void(std::uint64_t readBytes, std::uint64_t sizeBytes)>;

    /// Reads `bytes`, which must outlive this input.
    explicit ReportInput(std::string_view bytes);

    /// Reads `file` from its current position, a chunk at a time; `file` must outlive this input.
    ReportInput(InputFile& file, AfterChunk afterChunk);

    ~ReportInput();
    ReportInput(const ReportInput&) = delete;
    ReportInput& operator=(const ReportInput&) = delete;

    using CharInt = std::char_traits<char>::int_type;

    /// A read position, and the input adapter of nlohmann's lexer and binary reader (which move it
    /// into themselves: hence a small handle rather than the input). Its fast path is the same as
    /// nlohmann's own adapter over a memory range; only at the end of a chunk does it call back.
    /// One cursor of an input is in use at a time.
    class Cursor {
    public:
        using char_type = char;

        /// The next byte, or std::char_traits<char>::eof() at the end of the input.
        CharInt get_character()
        {
            if (next_ != end_)
                return std::char_traits<char>::to_int_type(*next_++);
            return input_->refill(*this);
        }

    private:
        friend class ReportInput;
        explicit Cursor(ReportInput& input) : input_(&input) {}

        ReportInput* input_;
        const char* next_ = nullptr;
        const char* end_ = nullptr;
    };

    /// A cursor on the first byte of the input (a file is sought back when it has moved on).
    Cursor start();

private:
    CharInt refill(Cursor& cursor);

    std::string_view memory_;
    InputFile* file_ = nullptr;
    AfterChunk afterChunk_;
    std::unique_ptr<char[]> buffer_;
    std::size_t bufferedBytes_ = 0;
    bool bufferHoldsStart_ = false; // the buffer holds the file's first chunk
    std::uint64_t readBytes_ = 0;   // from the start of the file, through the end of the buffer
    std::uint64_t reportedBytes_ = 0;
};

} // namespace tilescope
