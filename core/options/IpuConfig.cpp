#include "options/IpuConfig.h"

#include "common/Error.h"
#include "common/FileRead.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <utility>
#include <set>

namespace tilescope {
namespace {

using nlohmann::json;

// The fields Tilescope simulates; any other is listed in the notes as not simulated.
const std::set<std::string>& simulatedFields()
{
    static const std::set<std::string> fields{
        "layers_per_ipu", "inference_layers_per_ipu", "ipus_per_replica", "inference_ipus_per_replica",
        "matmul_proportion", "inference_matmul_proportion", "replication_factor", "inference_replication_factor",
        "gradient_accumulation_steps", "device_iterations", "inference_device_iterations",
        "embedding_serialization_factor", "inference_embedding_serialization_factor",
        "projection_serialization_factor", "inference_projection_serialization_factor",
        "serialized_embedding_splits_per_ipu", "inference_serialized_embedding_splits_per_ipu",
        "serialized_projection_splits_per_ipu", "inference_serialized_projection_splits_per_ipu",
        "enable_half_partials", "optimizer_state_offchip", "replicated_tensor_sharding",
        "recompute_checkpoint_every_layer"};
    return fields;
}

struct Reader {
    const json& root;
    const std::string& file;
    const IpuConfigReading& reading;
    std::vector<std::string>& notes;

    [[noreturn]] void fail(const std::string& key, const std::string& message) const
    {
        throw Error(ErrorCode::InvalidField, message, file, "/" + key);
    }

    // A pod-type dictionary (optimum-graphcore before 0.7) resolved for the pod type asked for.
    const json* value(const std::string& key) const
    {
        const auto it = root.find(key);
        if (it == root.end() || it->is_null())
            return nullptr;
        if (!it->is_object())
            return &*it;
        const auto entry = it->find(reading.podType);
        const std::string used = entry != it->end() ? reading.podType : "default";
        const auto chosen = it->find(used);
        if (chosen == it->end())
            fail(key, "a pod-type dictionary without a '" + reading.podType + "' or a 'default' entry");
        const std::string note =
            key + ": the pod-type dictionary of optimum-graphcore 0.3 read for " + used + ": " + chosen->dump();
        if (std::find(notes.begin(), notes.end(), note) == notes.end())
            notes.push_back(note);
        return &*chosen;
    }

    bool has(const std::string& key) const { return value(key) != nullptr; }

    std::uint32_t count(const std::string& key, std::uint32_t fallback, bool zeroMeansOne = false) const
    {
        const json* v = value(key);
        if (!v)
            return fallback;
        if (!v->is_number_integer())
            fail(key, "must be a whole number, not " + v->dump());
        const auto n = v->get<std::int64_t>();
        if (n == 0 && zeroMeansOne) {
            notes.push_back(key + ": 0 read as 1, as optimum-graphcore 0.3 read it (it serialises only above 1)");
            return 1;
        }
        if (n < 1 || n > 1'000'000'000)
            fail(key, "must be at least 1, not " + std::to_string(n));
        return std::uint32_t(n);
    }

    bool flag(const std::string& key, bool fallback) const
    {
        const json* v = value(key);
        if (!v)
            return fallback;
        if (!v->is_boolean())
            fail(key, "must be true or false, not " + v->dump());
        return v->get<bool>();
    }

    std::vector<int> layers(const std::string& key, const std::vector<int>& fallback) const
    {
        const json* v = value(key);
        if (!v || (v->is_array() && v->empty()))
            return fallback; // optimum takes a falsy value as not given
        if (!v->is_array())
            fail(key, "must be a list of layer counts, not " + v->dump());
        std::vector<int> out;
        for (const auto& e : *v) {
            if (!e.is_number_integer() || e.get<std::int64_t>() < -1 || e.get<std::int64_t>() > 1'000'000)
                fail(key, "every entry must be a whole number of at least -1, not " + e.dump());
            out.push_back(int(e.get<std::int64_t>()));
        }
        return out;
    }

    std::vector<double> proportions(const std::string& key) const
    {
        const json* v = value(key);
        if (!v)
            return {};
        std::vector<double> out;
        const auto take = [&](const json& e) {
            if (!e.is_number() || !std::isfinite(e.get<double>()) || e.get<double>() < 0)
                fail(key, "must be numbers of at least 0, not " + e.dump());
            out.push_back(e.get<double>());
        };
        if (v->is_array())
            for (const auto& e : *v)
                take(e);
        else
            take(*v);
        if (v->is_array() && out.empty())
            return {};
        return out;
    }

    std::vector<std::uint32_t> splits(const std::string& key) const
    {
        const json* v = value(key);
        if (!v)
            return {};
        if (!v->is_array())
            fail(key, "must be a list, one count per IPU, not " + v->dump());
        std::vector<std::uint32_t> out;
        for (const auto& e : *v) {
            if (!e.is_number_integer() || e.get<std::int64_t>() < 0 || e.get<std::int64_t>() > 1'000'000)
                fail(key, "every entry must be a whole number of at least 0, not " + e.dump());
            out.push_back(std::uint32_t(e.get<std::int64_t>()));
        }
        return out;
    }
};

// One mode's checks of _validate_ipu_config, and the older one-element proportion list.
void checkMode(IpuConfigMode& mode, const std::string& prefix, const Reader& reader)
{
    const bool wildcard = std::find(mode.layersPerIpu.begin(), mode.layersPerIpu.end(), -1) != mode.layersPerIpu.end();
    if (!wildcard && mode.layersPerIpu.size() != mode.ipusPerReplica)
        reader.fail(prefix + "layers_per_ipu", "has " + std::to_string(mode.layersPerIpu.size()) +
                                                   " entries for " + std::to_string(mode.ipusPerReplica) +
                                                   " IPUs per replica");
    if (mode.matmulProportion.size() == 1 && mode.ipusPerReplica > 1 && reader.root.contains(prefix + "matmul_proportion") &&
        reader.root.at(prefix + "matmul_proportion").is_array()) {
        reader.notes.push_back(prefix + "matmul_proportion: a one-element list broadcast to every IPU, as "
                                        "optimum-graphcore 0.3 read it");
    } else if (mode.matmulProportion.size() > 1 && mode.matmulProportion.size() != mode.ipusPerReplica) {
        reader.fail(prefix + "matmul_proportion", "has " + std::to_string(mode.matmulProportion.size()) +
                                                      " values for " + std::to_string(mode.ipusPerReplica) +
                                                      " IPUs per replica");
    }
    const auto checkSplits = [&](const std::string& key, const std::vector<std::uint32_t>& splits, std::uint32_t factor,
                                 bool factorGiven) {
        if (splits.empty())
            return;
        if (factorGiven && factor > 1)
            reader.fail(prefix + key, "is given with its serialization factor: give one of the two");
        if (splits.size() != mode.ipusPerReplica)
            reader.fail(prefix + key, "has " + std::to_string(splits.size()) + " entries for " +
                                          std::to_string(mode.ipusPerReplica) + " IPUs per replica");
        const auto first = std::find_if(splits.begin(), splits.end(), [](auto n) { return n > 0; });
        const auto last = std::find_if(splits.rbegin(), splits.rend(), [](auto n) { return n > 0; }).base();
        if (first == splits.end())
            reader.fail(prefix + key, "must split into at least 1");
        if (std::find(first, last, 0u) != last)
            reader.fail(prefix + key, "must place its splits on consecutive IPUs");
    };
    checkSplits("serialized_embedding_splits_per_ipu", mode.serializedEmbeddingSplitsPerIpu,
                mode.embeddingSerializationFactor, reader.has(prefix + "embedding_serialization_factor"));
    checkSplits("serialized_projection_splits_per_ipu", mode.serializedProjectionSplitsPerIpu,
                mode.projectionSerializationFactor, reader.has(prefix + "projection_serialization_factor"));
}

// The fields each mode reads for itself, with no fallback to the other's.
void readOwnFields(const Reader& r, const std::string& prefix, IpuConfigMode& mode)
{
    mode.replicationFactor = r.count(prefix + "replication_factor", 1);
    mode.deviceIterations = r.count(prefix + "device_iterations", 1);
    mode.embeddingSerializationFactor = r.count(prefix + "embedding_serialization_factor", 1, true);
    mode.projectionSerializationFactor = r.count(prefix + "projection_serialization_factor", 1, true);
    mode.serializedEmbeddingSplitsPerIpu = r.splits(prefix + "serialized_embedding_splits_per_ipu");
    mode.serializedProjectionSplitsPerIpu = r.splits(prefix + "serialized_projection_splits_per_ipu");
}

} // namespace

IpuConfig parseIpuConfig(std::string_view text, const std::string& file, const IpuConfigReading& reading)
{
    json root;
    try {
        root = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        throw Error(ErrorCode::FileUnreadable, std::string("not JSON: ") + e.what(), file);
    }
    if (!root.is_object())
        throw Error(ErrorCode::FileUnreadable, "an IPUConfig is a JSON object", file);
    IpuConfig config;
    const Reader r{root, file, reading, config.notes};

    IpuConfigMode& t = config.training;
    t.layersPerIpu = r.layers("layers_per_ipu", {-1});
    t.ipusPerReplica = r.count("ipus_per_replica", std::uint32_t(t.layersPerIpu.size()));
    if (const auto p = r.proportions("matmul_proportion"); !p.empty())
        t.matmulProportion = p;
    readOwnFields(r, "", t);

    // The inference twins: layers, IPUs and proportions fall back to training's; replication,
    // device iterations and serialisation never do (IPUConfig.__init__).
    IpuConfigMode& i = config.inference;
    i.layersPerIpu = r.layers("inference_layers_per_ipu", t.layersPerIpu);
    const bool ownLayers = !(i.layersPerIpu.size() == 1 && i.layersPerIpu[0] == -1);
    i.ipusPerReplica = r.count("inference_ipus_per_replica",
                               t.ipusPerReplica == t.layersPerIpu.size() || ownLayers
                                   ? std::uint32_t(i.layersPerIpu.size())
                                   : t.ipusPerReplica);
    if (const auto p = r.proportions("inference_matmul_proportion"); !p.empty())
        i.matmulProportion = p;
    else if (t.matmulProportion.size() == 1 || t.matmulProportion.size() == i.ipusPerReplica)
        i.matmulProportion = t.matmulProportion;
    else
        i.matmulProportion = {0.2};
    readOwnFields(r, "inference_", i);

    config.gradientAccumulationSteps = r.count("gradient_accumulation_steps", 1);
    config.enableHalfPartials = r.flag("enable_half_partials", true);
    config.optimizerStateOffchip = r.flag("optimizer_state_offchip", false);
    config.replicatedTensorSharding = r.flag("replicated_tensor_sharding", false);
    config.recomputeCheckpointEveryLayer = r.flag("recompute_checkpoint_every_layer", false);

    checkMode(t, "", r);
    checkMode(i, "inference_", r);

    std::string unmodelled;
    for (const auto& [key, value] : root.items())
        if (!simulatedFields().contains(key))
            unmodelled += (unmodelled.empty() ? "" : ", ") + key;
    if (!unmodelled.empty())
        config.notes.push_back("not simulated: " + unmodelled);
    return config;
}

bool isIpuConfigFile(const std::string& path)
{
    std::error_code ec;
    if (std::filesystem::path(path).extension() != ".json" || !std::filesystem::is_regular_file(path, ec))
        return false;
    try {
        const json root = json::parse(readFileBytes(path, "IPU config"));
        if (!root.is_object() || root.contains("model_type") || root.contains("format"))
            return false;
        return std::any_of(root.items().begin(), root.items().end(),
                           [](const auto& item) { return simulatedFields().contains(item.key()); });
    } catch (const std::exception&) {
        return false;
    }
}

IpuConfig readIpuConfig(const std::string& path, const IpuConfigReading& reading)
{
    return parseIpuConfig(readFileBytes(path, "IPU config"), path, reading);
}

namespace {

[[noreturn]] void overrideError(const std::string& key, const std::string& message)
{
    throw Error(ErrorCode::InvalidOption, "--ipu-config-overrides: " + key + ": " + message);
}

std::string trimmed(std::string_view text)
{
    const auto begin = text.find_first_not_of(" \t");
    if (begin == std::string_view::npos)
        return {};
    const auto end = text.find_last_not_of(" \t");
    return std::string(text.substr(begin, end - begin + 1));
}

bool parseBool(const std::string& key, const std::string& value)
{
    std::string v = value;
    std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (v == "true" || v == "1" || v == "y" || v == "yes")
        return true;
    if (v == "false" || v == "0" || v == "n" || v == "no")
        return false;
    overrideError(key, "'" + value + "' is not true or false");
}

long long parseInteger(const std::string& key, const std::string& value, long long minimum)
{
    std::size_t used = 0;
    long long n = 0;
    try {
        n = std::stoll(value, &used);
    } catch (const std::exception&) {
        overrideError(key, "'" + value + "' is not a whole number");
    }
    if (used != value.size())
        overrideError(key, "'" + value + "' is not a whole number");
    if (n < minimum || n > 1'000'000'000)
        overrideError(key, "must be at least " + std::to_string(minimum) + ", not " + value);
    return n;
}

double parseNumber(const std::string& key, const std::string& value)
{
    std::size_t used = 0;
    double x = 0;
    try {
        x = std::stod(value, &used);
    } catch (const std::exception&) {
        overrideError(key, "'" + value + "' is not a number");
    }
    if (used != value.size() || !std::isfinite(x) || x < 0)
        overrideError(key, "must be a number of at least 0, not " + value);
    return x;
}

// "[a b c]": the list form update_from_string reads.
std::vector<std::string> listItems(const std::string& key, const std::string& value)
{
    if (value.size() < 2 || value.front() != '[' || value.back() != ']')
        overrideError(key, "a list is written [a b c], not '" + value + "'");
    std::vector<std::string> items;
    std::string item;
    for (const char c : value.substr(1, value.size() - 2)) {
        if (c == ' ' || c == ',') {
            if (!item.empty())
                items.push_back(std::exchange(item, {}));
        } else {
            item += c;
        }
    }
    if (!item.empty())
        items.push_back(item);
    return items;
}

} // namespace

void applyIpuConfigOverrides(IpuConfig& config, std::string_view overrides)
{
    // Split at commas outside brackets: "layers_per_ipu=[1 2],matmul_proportion=0.3".
    std::vector<std::string> pairs;
    std::string current;
    int depth = 0;
    for (const char c : overrides) {
        depth += c == '[' ? 1 : c == ']' ? -1 : 0;
        if (c == ',' && depth == 0)
            pairs.push_back(std::exchange(current, {}));
        else
            current += c;
    }
    pairs.push_back(current);
    for (const std::string& pair : pairs) {
        if (trimmed(pair).empty())
            continue;
        const auto equals = pair.find('=');
        if (equals == std::string::npos)
            overrideError(trimmed(pair), "write key=value");
        const std::string key = trimmed(std::string_view(pair).substr(0, equals));
        const std::string value = trimmed(std::string_view(pair).substr(equals + 1));
        const bool inference = key.rfind("inference_", 0) == 0;
        IpuConfigMode& mode = inference ? config.inference : config.training;
        const std::string name = inference ? key.substr(10) : key;
        const auto count = [&] { return std::uint32_t(parseInteger(key, value, 1)); };
        if (name == "layers_per_ipu") {
            std::vector<int> layers;
            for (const auto& item : listItems(key, value))
                layers.push_back(int(parseInteger(key, item, -1)));
            mode.layersPerIpu = layers;
        } else if (name == "ipus_per_replica") {
            mode.ipusPerReplica = count();
        } else if (name == "matmul_proportion") {
            std::vector<double> values;
            if (!value.empty() && value.front() == '[')
                for (const auto& item : listItems(key, value))
                    values.push_back(parseNumber(key, item));
            else
                values.push_back(parseNumber(key, value));
            if (values.empty())
                overrideError(key, "an empty list");
            mode.matmulProportion = values;
        } else if (name == "replication_factor") {
            mode.replicationFactor = count();
        } else if (name == "device_iterations") {
            mode.deviceIterations = count();
        } else if (name == "embedding_serialization_factor") {
            mode.embeddingSerializationFactor = count();
        } else if (name == "projection_serialization_factor") {
            mode.projectionSerializationFactor = count();
        } else if (name == "serialized_embedding_splits_per_ipu" || name == "serialized_projection_splits_per_ipu") {
            // optimum cannot set from a string what is None: the splits not given stay so.
            auto& splits = name == "serialized_embedding_splits_per_ipu" ? mode.serializedEmbeddingSplitsPerIpu
                                                                          : mode.serializedProjectionSplitsPerIpu;
            if (splits.empty())
                overrideError(key, "is not set in the file, and optimum-graphcore cannot set it from a string");
            splits.clear();
            for (const auto& item : listItems(key, value))
                splits.push_back(std::uint32_t(parseInteger(key, item, 0)));
        } else if (!inference && name == "gradient_accumulation_steps") {
            config.gradientAccumulationSteps = count();
        } else if (!inference && name == "enable_half_partials") {
            config.enableHalfPartials = parseBool(key, value);
        } else if (!inference && name == "optimizer_state_offchip") {
            config.optimizerStateOffchip = parseBool(key, value);
        } else if (!inference && name == "replicated_tensor_sharding") {
            config.replicatedTensorSharding = parseBool(key, value);
        } else if (!inference && name == "recompute_checkpoint_every_layer") {
            config.recomputeCheckpointEveryLayer = parseBool(key, value);
        } else {
            overrideError(key, "not a field of an IPUConfig that Tilescope simulates");
        }
    }
}

void applyNIpu(IpuConfig& config, std::uint32_t nIpu)
{
    if (nIpu == 0 || nIpu > 64 || (nIpu & (nIpu - 1)) != 0)
        throw Error(ErrorCode::InvalidOption, "--n-ipu must be a power of 2 up to 64, not " + std::to_string(nIpu));
    for (IpuConfigMode* mode : {&config.training, &config.inference}) {
        if (nIpu % mode->ipusPerReplica != 0)
            throw Error(ErrorCode::InvalidOption, "--n-ipu " + std::to_string(nIpu) + " is not a multiple of " +
                                                      std::to_string(mode->ipusPerReplica) + " IPUs per replica");
        mode->replicationFactor = nIpu / mode->ipusPerReplica;
    }
}

std::vector<std::uint32_t> expandLayersPerIpu(const std::vector<int>& layersPerIpu, std::uint32_t ipus,
                                              std::uint32_t layers)
{
    const auto fail = [](const std::string& message) {
        throw Error(ErrorCode::InvalidOption, "layers_per_ipu: " + message);
    };
    if (ipus == 0)
        fail("a replica needs at least 1 IPU");
    if (ipus == 1)
        return {layers};
    const auto wildcards = std::count(layersPerIpu.begin(), layersPerIpu.end(), -1);
    std::vector<std::uint32_t> counts(ipus, 0);
    if (wildcards == std::ptrdiff_t(layersPerIpu.size())) { // [-1] or all -1: an even split
        for (std::uint32_t k = 0; k < ipus; ++k)
            counts[k] = layers / ipus;
        counts.back() += layers % ipus;
        return counts;
    }
    if (layersPerIpu.size() != ipus)
        fail("has " + std::to_string(layersPerIpu.size()) + " entries for " + std::to_string(ipus) + " IPUs");
    long long fixed = 0;
    for (const int n : layersPerIpu)
        fixed += n > 0 ? n : 0;
    if (wildcards == 0) {
        if (fixed != layers)
            fail("places " + std::to_string(fixed) + " layers, and the model has " + std::to_string(layers));
        for (std::uint32_t k = 0; k < ipus; ++k)
            counts[k] = std::uint32_t(layersPerIpu[k]);
        return counts;
    }
    if (fixed > layers)
        fail("places " + std::to_string(fixed) + " layers before its -1 entries, and the model has " +
             std::to_string(layers));
    const auto rest = std::uint32_t(layers - fixed);
    std::uint32_t lastWildcard = 0;
    for (std::uint32_t k = 0; k < ipus; ++k) {
        if (layersPerIpu[k] == -1) {
            counts[k] = rest / std::uint32_t(wildcards);
            lastWildcard = k;
        } else {
            counts[k] = std::uint32_t(layersPerIpu[k]);
        }
    }
    counts[lastWildcard] += rest % std::uint32_t(wildcards);
    return counts;
}

} // namespace tilescope
