#pragma once
// A model's ops and tensors held as columns: each field of every op (or tensor) end to end, names
// in one buffer of characters, lists in one buffer of values, and the fields few ops set (their
// attributes, amp override, partials type and placement) in a side table. A model of 10^6 layers then takes
// about 70 bytes a layer where structs of one op and one tensor took 136, which is what lets such
// a model be read in less than twice its file.
//
// Rows are read through views (OpView, TensorView) whose members read as the record's fields did,
// so that code reading a model is written as it was for vectors of structs: `model.ops[i].name`,
// `for (const auto& op : model.ops)`. A view is valid while its model is neither changed nor
// destroyed. Rows are added as records (Op, Tensor) and changed only through the few setters below.

#include "model/ModelColumns.h"
#include "model/ModelRecords.h"

#include <cstdint>
#include <initializer_list>
#include <span>
#include <vector>

namespace tilescope {

// The members of a view are const: a view reads its model, and a change through it (as to the
// struct a row was held in before) would be lost without a word. Rows change through their table.

/// A tensor of a model, read from its columns (or from a record).
struct TensorView {
    TensorView(NameView tensorName, ListView<std::int64_t> tensorShape, bool isParameter, DataType type,
               bool isConstant)
        : name(tensorName), shape(tensorShape), parameter(isParameter), dataType(type), constant(isConstant)
    {
    }
    TensorView(const Tensor& tensor) // NOLINT: a record reads as a view of itself
        : TensorView(NameView(tensor.name.view()), std::span<const std::int64_t>(tensor.shape.data(), tensor.shape.size()),
                     tensor.parameter, tensor.dataType, tensor.constant)
    {
    }

    const NameView name;
    const ListView<std::int64_t> shape; // per sample for activations, full for parameters
    const bool parameter;
    const DataType dataType;
    const bool constant;
};

/// The fields of an OpView, gathered before it is made.
struct OpFields {
    NameView name;
    ListView<std::int32_t> inputs;
    ListView<std::int32_t> outputs;
    PackedOptional<std::int32_t, std::int16_t> pipelineStage;
    PackedOptional<std::int32_t, std::int16_t> ipu;
    std::optional<DataType> partialsType;
    OpType type = OpType::Relu;
    bool checkpoint = false;
    const OpAttributes* attributes = nullptr;
    NameView block;
    PackedOptional<double> availableMemoryProportion;
    std::size_t index = SIZE_MAX;
};

/// An op of a model, read from its columns (or from a record).
struct OpView {
    static constexpr std::size_t kNotInModel = SIZE_MAX;

    explicit OpView(const OpFields& f)
        : name(f.name), inputs(f.inputs), outputs(f.outputs), pipelineStage(f.pipelineStage), ipu(f.ipu),
          partialsType(f.partialsType), type(f.type), checkpoint(f.checkpoint), attributes(*f.attributes),
          block(f.block), availableMemoryProportion(f.availableMemoryProportion), index(f.index)
    {
    }
    OpView(const Op& op); // NOLINT: a record reads as a view of itself

    /// A record of this op, to be changed.
    Op record() const;

    const NameView name;
    const ListView<std::int32_t> inputs; // tensor ids, activations first then parameters
    const ListView<std::int32_t> outputs;
    const PackedOptional<std::int32_t, std::int16_t> pipelineStage;
    const PackedOptional<std::int32_t, std::int16_t> ipu;
    const std::optional<DataType> partialsType;
    const OpType type;
    const bool checkpoint;
    const OpAttributes& attributes;
    const NameView block;
    const PackedOptional<double> availableMemoryProportion;
    /// Its place in its model's OpTable; kNotInModel for a record read as a view.
    const std::size_t index;
};

class TensorTable {
public:
    using iterator = columns::RowIterator<TensorTable, TensorView>;
    using const_iterator = iterator;
    using value_type = TensorView;

    TensorTable() = default;
    TensorTable(std::initializer_list<Tensor> tensors); // NOLINT: a table is its rows

    std::size_t size() const { return rows_.size(); }
    bool empty() const { return rows_.empty(); }
    TensorView operator[](std::size_t i) const;
    /// Throws std::out_of_range for an index past the end.
    TensorView at(std::size_t i) const;
    TensorView front() const { return at(0); }
    TensorView back() const { return at(size() - 1); }
    iterator begin() const { return {this, 0}; }
    iterator end() const { return {this, size()}; }
    NameView nameAt(std::size_t i) const { return names_[i]; }
    /// Tensor i as a record.
    Tensor record(std::size_t i) const;

    void push_back(const Tensor& tensor);
    void reserve(std::size_t count);
    /// Gives tensor i a shape (shape inference, an imported graph's constants).
    void setShape(std::size_t i, std::span<const std::int64_t> shape);
    void setDataType(std::size_t i, DataType type) { rows_.at(i).dataType = type; }
    void setConstant(std::size_t i, bool constant);

private:
    enum Flags : std::uint8_t { kParameter = 1, kConstant = 2 };
    struct Row {
        std::uint32_t shapeBegin = 0; // into dims_
        std::uint16_t rank = 0;
        DataType dataType = DataType::Float;
        std::uint8_t flags = 0;
    };
    static_assert(sizeof(Row) == 8, "a tensor's row is what each tensor costs besides its name and shape");

    columns::Names names_;
    std::vector<std::int64_t> dims_;
    std::vector<Row> rows_;
};

class OpTable {
public:
    using iterator = columns::RowIterator<OpTable, OpView>;
    using const_iterator = iterator;
    using value_type = OpView;

    OpTable() = default;
    OpTable(std::initializer_list<Op> ops); // NOLINT: a table is its rows

    std::size_t size() const { return rows_.size(); }
    bool empty() const { return rows_.empty(); }
    OpView operator[](std::size_t i) const;
    /// Throws std::out_of_range for an index past the end.
    OpView at(std::size_t i) const;
    OpView front() const { return at(0); }
    OpView back() const { return at(size() - 1); }
    iterator begin() const { return {this, 0}; }
    iterator end() const { return {this, size()}; }
    NameView nameAt(std::size_t i) const { return names_[i]; }
    /// Op i as a record, to be changed and put into a table again.
    Op record(std::size_t i) const;

    void push_back(const Op& op);
    void reserve(std::size_t count);
    /// The attributes of op i, to be changed (an imported graph's ops get theirs once added).
    OpAttributes& attributesOf(std::size_t i);
    /// Puts `op` in the place of op i. The table is made again (its lists are end to end), so this
    /// is for changing a few ops, not each of many.
    void replace(std::size_t i, const Op& op);
    /// Keeps the ops for which `keep` holds, in their order; returns how many went.
    std::size_t keepOnly(const std::vector<bool>& keep);

private:
    static constexpr std::uint32_t kNone = UINT32_MAX;
    struct Row { // 12 bytes
        std::uint32_t block = kNone;  // into blocks_
        std::uint32_t extras = kNone; // into extras_
        OpType type = OpType::Relu;
        bool checkpoint = false;
    };
    static_assert(sizeof(Row) == 12, "an op's row is what each op of a long chain costs besides its lists");
    // What few ops set: a side table, so that the others take nothing for it (a pipelined model's
    // ops all have a stage, but such a model has thousands of ops, not millions).
    struct Extras {
        OpAttributes attributes;
        PackedOptional<double> availableMemoryProportion;
        PackedOptional<std::int32_t, std::int16_t> pipelineStage;
        PackedOptional<std::int32_t, std::int16_t> ipu;
        std::optional<DataType> partialsType;
    };

    std::uint32_t blockIndex(std::string_view block);

    columns::Names names_;
    columns::Lists<std::int32_t> inputs_, outputs_;
    std::vector<Row> rows_;
    // Blocks run in order (a layer's ops are adjacent), so a block is kept once for each run.
    columns::Names blocks_;
    std::vector<Extras> extras_;
};

} // namespace tilescope
