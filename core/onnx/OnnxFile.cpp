// Reading an .onnx file: the file is mapped, and its protobuf is parsed without the weights'
// bytes, which the wire format lets us step over (and weights in external files are never
// opened); a file that is not ONNX, is truncated or has no graph is refused by name.

#include "onnx/OnnxImport.h"

#include "common/Error.h"
#include "common/LoadGuard.h"
#include "common/InputFile.h"
#include "onnx/OnnxImporter.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <climits>
#include <filesystem>

namespace tilescope {
namespace {

// Raw data longer than this is a weight: never read, only stepped over.
constexpr std::uint64_t kMaxKeptRawBytes = 4096;

// Field numbers of onnx.proto: ModelProto.graph, GraphProto.initializer, TensorProto.raw_data.
constexpr std::uint32_t kModelGraph = 7;
constexpr std::uint32_t kGraphInitializer = 5;
constexpr std::uint32_t kTensorRawData = 9;

/// The file's bytes, mapped read-only: pages of weights that are stepped over are never read.
class MappedFile {
public:
    explicit MappedFile(const std::string& path)
    {
        InputFile check(path, "model"); // the shared errors for a missing file or a directory
        const int fd = ::open(path.c_str(), O_RDONLY);
        struct stat info {};
        if (fd < 0 || ::fstat(fd, &info) != 0) {
            if (fd >= 0)
                ::close(fd);
            throw Error(ErrorCode::FileUnreadable, "cannot be read", path);
        }
        size_ = std::size_t(info.st_size);
        if (size_ > 0) {
            void* mapped = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, fd, 0);
            data_ = mapped == MAP_FAILED ? nullptr : static_cast<const std::uint8_t*>(mapped);
        }
        ::close(fd);
        if (size_ > 0 && !data_)
            throw Error(ErrorCode::FileUnreadable, "cannot be mapped into memory", path);
    }
    ~MappedFile()
    {
        if (data_)
            ::munmap(const_cast<std::uint8_t*>(data_), size_);
    }
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    const std::uint8_t* data() const { return data_; }
    std::size_t size() const { return size_; }

private:
    const std::uint8_t* data_ = nullptr;
    std::size_t size_ = 0;
};

/// Copies protobuf messages field by field, leaving out the raw data of large initializers.
class WeightlessCopy {
public:
    WeightlessCopy(const std::uint8_t* data, std::size_t size, const std::string& path)
        : data_(data), size_(size), path_(path)
    {
    }

    std::string model() { return message(0, size_, 0); }

private:
    enum Level { Model, Graph, Initializer, Other };

    [[noreturn]] void malformed() const
    {
        throw Error(ErrorCode::FileUnreadable, "not an ONNX model (or a truncated one): its protobuf does not parse",
                    path_);
    }

    std::uint64_t varint(std::size_t& pos, std::size_t end) const
    {
        std::uint64_t value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (pos >= end)
                malformed();
            const auto byte = data_[pos++];
            value |= std::uint64_t(byte & 0x7f) << shift;
            if (!(byte & 0x80))
                return value;
        }
        malformed();
    }

    static void appendVarint(std::string& out, std::uint64_t value)
    {
        while (value >= 0x80) {
            out.push_back(char(value | 0x80));
            value >>= 7;
        }
        out.push_back(char(value));
    }

    std::string message(std::size_t begin, std::size_t end, int level)
    {
        std::string out;
        std::size_t pos = begin;
        while (pos < end) {
            const auto fieldStart = pos;
            const auto tag = varint(pos, end);
            const auto field = std::uint32_t(tag >> 3);
            switch (tag & 7) {
            case 0: varint(pos, end); break;
            case 1: pos += 8; break;
            case 5: pos += 4; break;
            case 2: {
                const auto length = varint(pos, end);
                if (length > end - pos)
                    malformed();
                const auto bodyStart = pos;
                pos += length;
                const int next = level == Model && field == kModelGraph           ? Graph
                                 : level == Graph && field == kGraphInitializer ? Initializer
                                                                                : Other;
                if (level == Initializer && field == kTensorRawData && length > kMaxKeptRawBytes)
                    continue; // a weight: left out
                if (next != Other) {
                    // The message shrinks, so its length is written anew.
                    const auto body = message(bodyStart, pos, next);
                    appendVarint(out, tag);
                    appendVarint(out, body.size());
                    out += body;
                    continue;
                }
                break;
            }
            default: malformed();
            }
            if (pos > end)
                malformed();
            out.append(reinterpret_cast<const char*>(data_ + fieldStart), pos - fieldStart);
        }
        return out;
    }

    const std::uint8_t* data_;
    std::size_t size_;
    const std::string& path_;
};

onnx::ModelProto parseOnnx(const std::uint8_t* data, std::size_t size, const std::string& path)
{
    if (size == 0)
        throw Error(ErrorCode::FileUnreadable, "the file is empty", path);
    const auto bytes = WeightlessCopy(data, size, path).model();
    onnx::ModelProto proto;
    if (!proto.ParseFromString(bytes))
        throw Error(ErrorCode::FileUnreadable, "not an ONNX model (or a truncated one): its protobuf does not parse",
                    path);
    if (proto.ir_version() == 0 && proto.opset_import_size() == 0)
        throw Error(ErrorCode::FileUnreadable, "not an ONNX model: it has no IR version and no operator set", path);
    if (!proto.has_graph())
        throw Error(ErrorCode::FileUnreadable, "the ONNX model has no graph", path);
    if (proto.graph().node_size() == 0)
        throw Error(ErrorCode::FileUnreadable, "the ONNX model's graph has no nodes", path);
    return proto;
}

} // namespace

Model importOnnxModel(const std::string& path, const OnnxImportOptions& options)
{
    return guardLoad(path, [&] {
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec))
            throw Error(ErrorCode::FileUnreadable, "is a directory, not an ONNX file", path);
        const MappedFile file(path);
        const auto proto = parseOnnx(file.data(), file.size(), path);
        return onnx_import::Importer(proto, path, options).run();
    });
}

Model parseOnnxModel(std::string_view bytes, const std::string& fileName, const OnnxImportOptions& options)
{
    return guardLoad(fileName, [&] {
        const auto proto = parseOnnx(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), fileName);
        return onnx_import::Importer(proto, fileName, options).run();
    });
}

bool isOnnxPath(const std::string& path)
{
    std::string extension = std::filesystem::path(path).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return extension == ".onnx";
}

Model loadModelInput(const std::string& nameOrPath, const BuiltinOptions& builtin, const OnnxImportOptions& onnx)
{
    if (!isBuiltinModel(nameOrPath) && isOnnxPath(nameOrPath)) {
        checkModelOptions(nameOrPath, builtin);
        return importOnnxModel(nameOrPath, onnx);
    }
    return resolveModel(nameOrPath, builtin);
}

} // namespace tilescope
