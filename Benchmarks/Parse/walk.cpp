// The parse limit: simdjson's DOM parse of a whole file, then a walk over every value, the
// whole process timed from outside as gasprices is. Prints the values counted and the
// seconds of reading and of parsing and walking, as one JSON line.
#include <simdjson.h>

#include <chrono>
#include <cstdio>

static size_t walk(simdjson::dom::element element) {
    switch (element.type()) {
    case simdjson::dom::element_type::ARRAY: {
        size_t count = 1;
        for (simdjson::dom::element child : simdjson::dom::array(element)) count += walk(child);
        return count;
    }
    case simdjson::dom::element_type::OBJECT: {
        size_t count = 1;
        for (simdjson::dom::key_value_pair field : simdjson::dom::object(element)) count += walk(field.value);
        return count;
    }
    default:
        return 1;
    }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: simdjson-walk FILE\n");
        return 2;
    }
    using clock = std::chrono::steady_clock;
    auto start = clock::now();
    simdjson::padded_string json;
    if (auto error = simdjson::padded_string::load(argv[1]).get(json)) {
        std::fprintf(stderr, "simdjson-walk: %s: %s\n", argv[1], simdjson::error_message(error));
        return 1;
    }
    auto read = clock::now();
    simdjson::dom::parser parser;
    simdjson::dom::element document;
    if (auto error = parser.parse(json).get(document)) {
        std::fprintf(stderr, "simdjson-walk: %s: %s\n", argv[1], simdjson::error_message(error));
        return 1;
    }
    size_t values = walk(document);
    auto done = clock::now();
    std::printf("{\"values\":%zu,\"bytes\":%zu,\"read_s\":%.3f,\"parse_walk_s\":%.3f}\n", values, json.size(),
                std::chrono::duration<double>(read - start).count(), std::chrono::duration<double>(done - read).count());
    return 0;
}
