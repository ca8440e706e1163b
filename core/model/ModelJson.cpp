// Reading a JSON model file.
//
// A model of 10^6 layers is a file of ~90 MB: it is read from a small buffer (ReportInput), never
// whole, and each tensor and op is checked and added to the Model as soon as nlohmann's SAX parser
// has read it, then dropped, so that no document of every tensor or op is ever held (ModelSaxReader,
// a StreamedArrayReader like the sweep file's). ModelParser checks the fields and builds the model.
// That needs the header (format, version) before "tensors" and "ops", and "tensors" before "ops",
// as modelToJson writes them; a file in another order is read as a whole document. A file that
// fails any check is read again from its start as a whole document by the reader of before
// (ModelParser::parse), so that every error, and which of two errors comes first, is worded exactly
// as it always was.

#include "model/ModelJson.h"

#include "common/Error.h"
#include "common/FileRead.h"
#include "common/InputFile.h"
#include "common/JsonDocumentBuilder.h"
#include "common/LoadGuard.h"
#include "common/StreamedArrayReader.h"
#include "model/ModelParser.h"
#include "report/ReportInput.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace tilescope {
namespace {

using nlohmann::json;
using detail::ModelParser;

/// Thrown by ModelSaxReader when the file cannot be streamed after all: it is read whole.
struct ReadWhole {};

/// Streams the elements of "tensors" and then of "ops" to a ModelParser once the header is there
/// (format and version before them). A "format", "version" or "tensors" after the streamed tensors
/// or ops, or a second "ops", would change what they mean: the file is then read whole (ReadWhole).
class ModelSaxReader : public StreamedArrayReader {
public:
    ModelSaxReader() : StreamedArrayReader({"tensors", "ops"}), parser_(root()) {}

    /// After the parse: the model, streamed or from the whole document.
    Model finish()
    {
        if (streamingOps_)
            return parser_.finishOps();
        if (streamingTensors_)
            throw ReadWhole{}; // tensors streamed but no ops after them: the document lacks the tensors
        return ModelParser(root()).parse();
    }

private:
    void rootKey(const std::string& key) override
    {
        const bool streaming = streamingTensors_ || streamingOps_;
        if (streaming && (key == "format" || key == "version" || key == "tensors"))
            throw ReadWhole{};
        if (streamingOps_ && key == "ops")
            throw ReadWhole{};
    }

    bool arrayBegins(const std::string& key) override
    {
        if (!root().contains("format") || !root().contains("version"))
            return false;
        if (key == "tensors") {
            parser_.beginTensors();
            streamingTensors_ = true;
            return true;
        }
        parser_.beginOps();
        streamingOps_ = true;
        return true;
    }

    void elementRead(const std::string& key, json::array_t& elements) override
    {
        if (key == "tensors")
            parser_.addTensor(elements.back());
        else
            parser_.addOp(elements.back());
        elements.pop_back();
    }

    ModelParser parser_;
    bool streamingTensors_ = false; // the tensors are being (or were) read as they came
    bool streamingOps_ = false;     // the ops are being (or were) read as they came
};

/// The model of `input` read as it comes, or nullopt when it is not a valid model (or not one in
/// the order that can be streamed): the caller then reads it whole, to word the error.
std::optional<Model> streamModel(ReportInput& input)
{
    try {
        ModelSaxReader reader;
        nlohmann::detail::parser<json, ReportInput::Cursor>(input.start()).sax_parse(&reader, true);
        return reader.finish();
    } catch (const Error&) {
    } catch (const json::exception&) {
    } catch (const ReadWhole&) {
    }
    return std::nullopt;
}

/// The reader of before: the whole file's document, then the model.
Model parseWholeModel(std::string_view text, const std::string& fileName)
{
    const json root = parseJsonDocument(text, fileName);
    try {
        return ModelParser(root).parse();
    } catch (const Error& e) {
        throw e.withFile(fileName);
    } catch (const json::exception& e) {
        throw Error(ErrorCode::InvalidField, plainJsonMessage(e), fileName);
    }
}

} // namespace

Model parseModel(std::string_view text, const std::string& fileName)
{
    return guardLoad(fileName, [&] {
        ReportInput input(text);
        if (auto model = streamModel(input))
            return std::move(*model);
        return parseWholeModel(text, fileName);
    });
}

Model loadModel(const std::string& path)
{
    return guardLoad(path, [&] {
        {
            InputFile file(path, "model");
            // A pipe or a device (or an empty file) cannot be read twice: it is read whole.
            if (file.sizeBytes() > 0) {
                ReportInput input(file, {});
                if (auto model = streamModel(input))
                    return std::move(*model);
            }
        }
        return parseWholeModel(readFileBytes(path, "model"), path);
    });
}

} // namespace tilescope
