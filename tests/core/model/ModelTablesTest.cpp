// A model's ops and tensors held as columns read back as the records they were added as: every
// field, lists of every length, names of every length, the side table of attributes, and the few
// ways a table is changed (a tensor's shape, type and constancy; an op replaced, ops removed).

#include "model/ListView.h"
#include "model/Model.h"
#include "common/NameView.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace tilescope {
namespace {

using Ids = std::vector<std::int32_t>;
using Dims = std::vector<std::int64_t>;

Tensor tensor(const std::string& name, Dims shape, bool parameter = false, DataType type = DataType::Float,
              bool constant = false)
{
    return Tensor{name, shape, parameter, type, constant};
}

/// Op `i` of a sample of every field: lists of 0 to 4 ids, names short and long, placements on
/// every other op, attributes and overrides on some.
Op sampleOp(int i)
{
    Op op;
    op.name = i % 2 ? "op" + std::to_string(i) : "a.name.longer.than.fifteen.characters." + std::to_string(i);
    op.type = i % 3 ? OpType::Add : OpType::Conv2d;
    for (int k = 0; k < i % 5; ++k)
        op.inputs.push_back(i * 10 + k);
    op.outputs = {i};
    if (i % 2)
        op.pipelineStage = i / 2;
    if (i % 4 == 1)
        op.ipu = i % 7;
    if (i % 3 == 0) {
        op.attributes.ints["stride"] = {2, 2};
        op.attributes.reals["ratio"] = 0.25;
    }
    if (i % 5 == 2)
        op.availableMemoryProportion = 0.05 * i;
    if (i % 6 == 4)
        op.partialsType = DataType::Half;
    op.checkpoint = i % 7 == 3;
    op.block = i < 4 ? "stem" : "layer" + std::to_string(i / 3);
    return op;
}

void expectSameOp(const OpView& got, const Op& expected)
{
    EXPECT_EQ(got.name, expected.name);
    EXPECT_EQ(got.type, expected.type);
    EXPECT_EQ(got.inputs.vector(), expected.inputs.vector());
    EXPECT_EQ(got.outputs.vector(), expected.outputs.vector());
    EXPECT_EQ(got.pipelineStage, expected.pipelineStage);
    EXPECT_EQ(got.ipu, expected.ipu);
    EXPECT_EQ(got.partialsType, expected.partialsType);
    EXPECT_EQ(got.checkpoint, expected.checkpoint);
    EXPECT_EQ(got.attributes.ints, expected.attributes.ints);
    EXPECT_EQ(got.attributes.reals, expected.attributes.reals);
    EXPECT_EQ(got.block, expected.block);
    EXPECT_EQ(got.availableMemoryProportion, expected.availableMemoryProportion);
}

TEST(TensorTable, ReadsEachTensorAsItWasAdded)
{
    TensorTable tensors;
    std::vector<Tensor> added;
    for (int i = 0; i < 40; ++i) {
        Dims shape;
        for (int d = 0; d < i % 6; ++d)
            shape.push_back(i + d + 1);
        added.push_back(tensor(i % 2 ? "t" + std::to_string(i) : "a.rather.long.tensor.name/" + std::to_string(i),
                               shape, i % 3 == 0, DataType(i % 4), i % 5 == 1));
        tensors.push_back(added.back());
    }
    ASSERT_EQ(tensors.size(), added.size());
    for (std::size_t i = 0; i < added.size(); ++i) {
        const auto view = tensors[i];
        EXPECT_EQ(view.name, added[i].name);
        EXPECT_EQ(tensors.nameAt(i), added[i].name);
        EXPECT_EQ(view.shape, added[i].shape.vector());
        EXPECT_EQ(view.parameter, added[i].parameter);
        EXPECT_EQ(view.dataType, added[i].dataType);
        EXPECT_EQ(view.constant, added[i].constant);
        const auto record = tensors.record(i);
        EXPECT_EQ(record.name, added[i].name);
        EXPECT_EQ(record.shape, added[i].shape);
    }
    EXPECT_EQ(tensors.front().name, "a.rather.long.tensor.name/0");
    EXPECT_EQ(tensors.back().name, "t39");
    EXPECT_THROW((void)tensors.at(40), std::out_of_range);
    EXPECT_THROW((void)TensorTable{}.back(), std::out_of_range);

    // Iterators read rows in order and take index arithmetic, as a vector's did.
    const auto it = std::ranges::find_if(tensors, [](const TensorView& t) { return t.name == "t7"; });
    ASSERT_NE(it, tensors.end());
    EXPECT_EQ(it - tensors.begin(), 7);
    EXPECT_EQ(it->shape.size(), 1u);
    EXPECT_EQ(std::ranges::count_if(tensors, [](const TensorView& t) { return t.parameter; }), 14);
}

TEST(TensorTable, GivesAShapeInPlaceOrAtTheEndAndChangesOnlyWhatItIsAsked)
{
    TensorTable tensors{tensor("a", {2, 3}), tensor("b", {}), tensor("c", {5}, true)};
    tensors.setShape(1, Dims{7, 8, 9}); // longer than held: goes to the end
    tensors.setShape(0, Dims{4});       // shorter: in place
    tensors.setShape(2, Dims{6});
    EXPECT_EQ(tensors[0].shape, (Dims{4}));
    EXPECT_EQ(tensors[1].shape, (Dims{7, 8, 9}));
    EXPECT_EQ(tensors[2].shape, (Dims{6}));
    tensors.setShape(0, Dims{});
    EXPECT_TRUE(tensors[0].shape.empty());
    EXPECT_EQ(tensors[1].shape, (Dims{7, 8, 9}));

    tensors.setConstant(0, true);
    tensors.setDataType(0, DataType::Int32);
    EXPECT_TRUE(tensors[0].constant);
    EXPECT_FALSE(tensors[0].parameter);
    EXPECT_EQ(tensors[0].dataType, DataType::Int32);
    tensors.setConstant(2, true);
    tensors.setConstant(2, false);
    EXPECT_TRUE(tensors[2].parameter); // the parameter flag stays when the constant one goes
    EXPECT_FALSE(tensors[2].constant);
    EXPECT_THROW(tensors.setShape(3, Dims{1}), std::out_of_range);
}

TEST(OpTable, ReadsEachOpAsItWasAdded)
{
    OpTable ops;
    std::vector<Op> added;
    for (int i = 0; i < 60; ++i) {
        added.push_back(sampleOp(i));
        ops.push_back(added.back());
    }
    ASSERT_EQ(ops.size(), added.size());
    for (std::size_t i = 0; i < added.size(); ++i) {
        SCOPED_TRACE(i);
        expectSameOp(ops[i], added[i]);
        EXPECT_EQ(ops[i].index, i);
        EXPECT_EQ(ops.nameAt(i), added[i].name);
        expectSameOp(ops[i].record(), added[i]); // and back to a record
    }
    EXPECT_THROW((void)ops.at(60), std::out_of_range);
    EXPECT_THROW((void)ops[0].inputs.at(0), std::out_of_range); // op 0 reads nothing

    const OpView ofRecord(added[3]);
    EXPECT_EQ(ofRecord.index, OpView::kNotInModel);
    expectSameOp(ofRecord, added[3]);
}

TEST(OpTable, ReplacesAnOpAndKeepsTheOthers)
{
    OpTable ops;
    for (int i = 0; i < 8; ++i)
        ops.push_back(sampleOp(i));
    auto changed = ops.record(5);
    changed.name = "renamed";
    changed.inputs = {1, 2, 3, 4, 5, 6};
    changed.availableMemoryProportion = 0.3;
    changed.block = "other";
    ops.replace(5, changed);
    for (int i = 0; i < 8; ++i)
        expectSameOp(ops[std::size_t(i)], i == 5 ? changed : sampleOp(i));
    EXPECT_THROW(ops.replace(8, changed), std::out_of_range);

    EXPECT_EQ(ops.keepOnly({true, false, true, true, false, true, true, false}), 3u);
    ASSERT_EQ(ops.size(), 5u);
    expectSameOp(ops[0], sampleOp(0));
    expectSameOp(ops[1], sampleOp(2));
    expectSameOp(ops[3], changed);
    expectSameOp(ops[4], sampleOp(6));
    EXPECT_EQ(ops[4].index, 4u);
}

TEST(OpTable, GivesAnAddedOpItsAttributesAndKeepsItsOverrides)
{
    OpTable ops;
    Op plain;
    plain.name = "plain";
    ops.push_back(plain);
    auto withAmp = plain;
    withAmp.name = "amp";
    withAmp.availableMemoryProportion = 0.4;
    ops.push_back(withAmp);
    EXPECT_TRUE(ops[0].attributes.ints.empty());

    ops.attributesOf(0).ints["axis"] = {1};
    ops.attributesOf(1).reals["epsilon"] = 1e-5;
    EXPECT_EQ(ops[0].attributes.intOr("axis", 0), 1);
    EXPECT_EQ(ops[1].attributes.realOr("epsilon", 0), 1e-5);
    EXPECT_EQ(ops[1].availableMemoryProportion, 0.4);
    EXPECT_FALSE(ops[0].availableMemoryProportion.has_value());
    EXPECT_THROW(ops.attributesOf(2), std::out_of_range);
}

TEST(OpTable, ReadsBlocksThatComeBack)
{
    // A block is kept once for each run of ops in it; one that comes back after another reads the same.
    OpTable ops;
    for (const auto* block : {"a", "a", "b", "", "a", "b", "b"}) {
        Op op;
        op.name = std::string("op-") + block;
        op.block = block;
        ops.push_back(op);
    }
    std::vector<std::string> blocks;
    for (const auto& op : ops)
        blocks.push_back(op.block);
    EXPECT_EQ(blocks, (std::vector<std::string>{"a", "a", "b", "", "a", "b", "b"}));
}

TEST(ModelTables, AModelCopiesItsTablesWhole)
{
    Model model;
    model.tensors = {tensor("x", {4}), tensor("y", {})};
    model.ops = {sampleOp(1), sampleOp(3)};
    Model copy = model;
    model.tensors.setShape(1, Dims{9, 9});
    model.ops.replace(0, sampleOp(5));
    EXPECT_TRUE(copy.tensors[1].shape.empty());
    expectSameOp(copy.ops[0], sampleOp(1));
    expectSameOp(copy.ops[1], sampleOp(3));
}

TEST(ListView, ReadsAsAVectorAndChecksItsIndex)
{
    const Dims values{3, 1, 4};
    const ListView<std::int64_t> list(values);
    EXPECT_EQ(list, values);
    EXPECT_EQ(list.vector(), values);
    EXPECT_EQ(static_cast<Dims>(list), values);
    EXPECT_EQ(list.front(), 3);
    EXPECT_EQ(list.back(), 4);
    EXPECT_EQ(list.at(1), 1);
    EXPECT_THROW((void)list.at(3), std::out_of_range);
    EXPECT_THROW((void)ListView<std::int64_t>{}.front(), std::out_of_range);
    EXPECT_EQ(nlohmann::json(list).dump(), "[3,1,4]");
    EXPECT_FALSE(list == ListView<std::int64_t>(std::span<const std::int64_t>(values.data(), 2)));
}

TEST(NameView, ComparesJoinsAndPrintsAsAString)
{
    const std::string text = "layer1.0.conv2";
    const NameView name(text);
    EXPECT_EQ(name, "layer1.0.conv2");
    EXPECT_EQ(name, std::string("layer1.0.conv2"));
    EXPECT_EQ(name, CompactString("layer1.0.conv2").view());
    EXPECT_LT(name, "layer2");
    EXPECT_EQ("/ops/3 (" + name + ")", "/ops/3 (layer1.0.conv2)");
    EXPECT_EQ(name + '/', "layer1.0.conv2/");
    EXPECT_EQ(std::string(name), text);
    EXPECT_EQ(name.str(), text);
    EXPECT_EQ(std::hash<NameView>{}(name), std::hash<std::string_view>{}(text));
    std::ostringstream out;
    out << name;
    EXPECT_EQ(out.str(), text);
    EXPECT_EQ(nlohmann::json(name).dump(), "\"layer1.0.conv2\"");
    EXPECT_TRUE(NameView().empty());
}

} // namespace
} // namespace tilescope
