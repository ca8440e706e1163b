#pragma once
// Reads a JSON file whose bulk is in arrays of its root object ("tensors" and "ops" of a model,
// "rows" of a sweep) without ever holding those arrays whole. nlohmann's SAX events are passed on
// to a JsonDocumentBuilder of the file's document (which names the field of what fails while
// reading), and each element of a streamed array, once complete, is handed to the reader that
// derives from this one, which reads it and drops it from the document. Everything else in the
// file (the header, fields after the arrays) is in the document as usual.

#include "common/JsonDocumentBuilder.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace tilescope {

class StreamedArrayReader {
public:
    using json = nlohmann::json;

    /// Streams the elements of the root's members `arrayKeys`.
    explicit StreamedArrayReader(std::vector<std::string> arrayKeys)
        : arrayKeys_(std::move(arrayKeys)), builder_(root_)
    {
    }
    StreamedArrayReader(const StreamedArrayReader&) = delete;
    StreamedArrayReader& operator=(const StreamedArrayReader&) = delete;
    virtual ~StreamedArrayReader() = default;

    // nlohmann's SAX interface.
    bool null() { return afterValue(builder_.null()); }
    bool boolean(bool v) { return afterValue(builder_.boolean(v)); }
    bool number_integer(json::number_integer_t v) { return afterValue(builder_.number_integer(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return afterValue(builder_.number_unsigned(v)); }
    bool number_float(json::number_float_t v, const json::string_t& text)
    {
        return afterValue(builder_.number_float(v, text));
    }
    bool string(json::string_t& v) { return afterValue(builder_.string(v)); }
    bool binary(json::binary_t& v) { return afterValue(builder_.binary(v)); }
    bool start_object(std::size_t elements)
    {
        ++depth_;
        return builder_.start_object(elements);
    }
    bool key(json::string_t& k)
    {
        if (depth_ == 1) {
            rootKey(k);
            const bool streamed = std::find(arrayKeys_.begin(), arrayKeys_.end(), k) != arrayKeys_.end();
            arrayKey_ = streamed ? k : std::string();
        }
        return builder_.key(k);
    }
    bool end_object()
    {
        const bool more = builder_.end_object();
        --depth_;
        return afterValue(more);
    }
    bool start_array(std::size_t elements)
    {
        const bool more = builder_.start_array(elements);
        if (++depth_ == 2 && !arrayKey_.empty())
            inArray_ = arrayBegins(arrayKey_);
        return more;
    }
    bool end_array()
    {
        const bool more = builder_.end_array();
        if (depth_-- == 2)
            inArray_ = false;
        return afterValue(more);
    }
    template <class Exception> bool parse_error(std::size_t position, const std::string& token, const Exception& error)
    {
        return builder_.parse_error(position, token, error);
    }

protected:
    /// The document read so far: the streamed array holds only the elements not yet handed over.
    json& root() { return root_; }
    const json& root() const { return root_; }

    /// A key of the root object is about to be read (its value follows).
    virtual void rootKey(const std::string& /*key*/) {}
    /// The streamed array `key` begins (a second one of the same key replaces the first, as in a
    /// document); returns whether its elements are to be handed over as they complete.
    virtual bool arrayBegins(const std::string& key) = 0;
    /// An element of the array `key` is complete: it is the last of `elements`, which the reader
    /// pops once read (or keeps, to read at the end).
    virtual void elementRead(const std::string& key, json::array_t& elements) = 0;

private:
    // An element of the array is complete when the reader is back at the array's depth.
    bool afterValue(bool more)
    {
        if (inArray_ && depth_ == 2)
            elementRead(arrayKey_, root_[arrayKey_].get_ref<json::array_t&>());
        return more;
    }

    std::vector<std::string> arrayKeys_;
    json root_;
    JsonDocumentBuilder builder_;
    std::size_t depth_ = 0;  // of the containers open
    std::string arrayKey_;   // the root's key read last, when it is a streamed array's
    bool inArray_ = false;   // within the array, handing its elements over
};

} // namespace tilescope
