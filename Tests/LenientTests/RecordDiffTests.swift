import Foundation
import Lenient
import Testing

/// What changed between two records of one model: fields matched by path; a field changed
/// when its outcome, value, rule or post-validation did, not when only its input did; worse
/// and better by how far the value ended from its input; containers by shape; ignored keys
/// that came or went; and the diff's JSON form.
@Suite struct RecordDiffTests {
    /// The diff of `before` and `after`, each one document of `Model`.
    static func diff<Model: LenientModel>(_ type: Model.Type, _ before: String, _ after: String) throws -> RecordDiff {
        let older = try record(type, before)
        let newer = try record(type, after)
        return RecordDiff(before: older.fields, after: newer.fields, ignoredBefore: older.ignored, ignoredAfter: newer.ignored)
    }

    static func change(_ diff: RecordDiff, _ path: FieldPath, sourceLocation: SourceLocation = #_sourceLocation) throws -> FieldChange {
        try #require(diff.fields.first { $0.path == path }, "no change at \(path)", sourceLocation: sourceLocation)
    }

    static let document = """
        {"name": "Café", "price": 3.5, "count": 4, "flag": true, "values": [1, 2],
         "items": [{"label": "a", "price": 1}], "part": {"label": "p", "price": 2}, "id": "x", "bogus": 1}
        """

    // MARK: Nothing changed

    @Test func identicalRecordsMakeAnEmptyDiff() throws {
        let diff = try Self.diff(Sample.self, Self.document, Self.document)
        #expect(diff.fields.isEmpty)
        #expect(diff.ignored.isEmpty)
        #expect(diff.changed.isEmpty)
        #expect(diff.worse.isEmpty)
        #expect(diff.isEmpty)
        #expect(diff == RecordDiff(fields: [], ignored: []))
    }

    /// Lines and columns are where a field was, not what it is: a document laid out anew,
    /// its keys in another order, is the same record.
    @Test func layoutAndKeyOrderAreNotChanges() throws {
        let moved = """
            {
              "bogus": 1, "id": "x",
              "part": {"price": 2, "label": "p"},
              "items": [
                {"price": 1, "label": "a"}
              ],
              "values": [1, 2], "flag": true, "count": 4, "price": 3.5, "name": "Café"
            }
            """
        let older = try record(Sample.self, Self.document)
        let newer = try record(Sample.self, moved)
        #expect(older.field("price")?.line != newer.field("price")?.line, "the fixture must move the fields")
        let diff = RecordDiff(before: older.fields, after: newer.fields, ignoredBefore: older.ignored, ignoredAfter: newer.ignored)
        // Only the containers' inputs differ (their text is laid out anew): kept, not changes.
        #expect(diff.fields.map(\.path.description) == ["items", "items[0]", "part"])
        #expect(diff.fields.allSatisfy { $0.aspects == [.input] && !$0.isChanged })
        #expect(diff.changed.isEmpty)
        #expect(diff.ignored.isEmpty, "an ignored key is matched by path and reason, not position")
        #expect(diff.isEmpty)
    }

    // MARK: Worse and better

    @Test func exactToDefaultedIsWorse() throws {
        let diff = try Self.diff(NumberBox.self, #"{"value": 3.5}"#, #"{"value": "abc"}"#)
        #expect(diff.fields.count == 1)
        let change = try Self.change(diff, "value")
        #expect(change.before?.outcome == .exact)
        #expect(change.after?.outcome == .defaulted)
        #expect(change.after?.rule == .notANumber)
        #expect(change.aspects == [.outcome, .value, .rule, .input])
        #expect(change.isChanged)
        #expect(change.isWorse)
        #expect(!change.isBetter)
        #expect(diff.worse == [change])
        #expect(diff.changed == [change])
        #expect(!diff.isEmpty)
    }

    @Test func coercedToExactIsBetterAndNotWorse() throws {
        let diff = try Self.diff(NumberBox.self, #"{"value": "$3.50"}"#, #"{"value": 3.5}"#)
        let change = try Self.change(diff, "value")
        #expect(change.before?.outcome == .coerced)
        #expect(change.before?.rule == .currencyText)
        #expect(change.after?.outcome == .exact)
        // 3.5 both times: the value did not change, how it was reached did.
        #expect(change.aspects == [.outcome, .rule, .input])
        #expect(change.isChanged)
        #expect(change.isBetter)
        #expect(!change.isWorse)
        #expect(diff.worse.isEmpty)
    }

    /// exact 0 < coerced 1 < defaulted 2 = dropped 2, in each direction.
    @Test(arguments: [
        (#"3.5"#, #""$3.50""#, true, false),
        (#""$3.50""#, #""abc""#, true, false),
        (#"3.5"#, #""abc""#, true, false),
        (#""abc""#, #""$3.50""#, false, true),
        (#""abc""#, #"3.5"#, false, true),
        (#""abc""#, #"null"#, false, false),
    ] as [(String, String, Bool, Bool)])
    func severityOrdersOutcomes(before: String, after: String, worse: Bool, better: Bool) throws {
        let diff = try Self.diff(NumberBox.self, #"{"value": \#(before)}"#, #"{"value": \#(after)}"#)
        let change = try Self.change(diff, "value")
        #expect(change.isWorse == worse)
        #expect(change.isBetter == better)
        #expect(change.isChanged)
    }

    @Test func severities() {
        #expect(Outcome.exact.severity == 0)
        #expect(Outcome.coerced.severity == 1)
        #expect(Outcome.defaulted.severity == 2)
        #expect(Outcome.dropped.severity == 2)
    }

    // MARK: What changed

    @Test func aValueChangeAloneIsChangedNotWorse() throws {
        let diff = try Self.diff(NumberBox.self, #"{"value": 3.5}"#, #"{"value": 3.6}"#)
        let change = try Self.change(diff, "value")
        #expect(change.aspects == [.value, .input])
        #expect(change.before?.value == .number(3.5))
        #expect(change.after?.value == .number(3.6))
        #expect(change.isChanged)
        #expect(!change.isWorse)
        #expect(!change.isBetter)
        #expect(diff.changed == [change])
        #expect(diff.worse.isEmpty)
        #expect(!diff.isEmpty)
    }

    /// `"3.5"` and `"3.50"` are both coerced to 3.5 by the same rule: only the input differs.
    /// The change is kept, but the field is not changed and the diff is empty.
    @Test func anInputChangeAloneIsNotAChange() throws {
        let diff = try Self.diff(NumberBox.self, #"{"value": "3.5"}"#, #"{"value": "3.50"}"#)
        let change = try Self.change(diff, "value")
        #expect(change.before?.outcome == .coerced && change.after?.outcome == .coerced)
        #expect(change.before?.rule == change.after?.rule)
        #expect(change.before?.input == #""3.5""#)
        #expect(change.after?.input == #""3.50""#)
        #expect(change.aspects == [.input])
        #expect(!change.isChanged)
        #expect(!change.isWorse && !change.isBetter)
        #expect(diff.fields == [change])
        #expect(diff.changed.isEmpty)
        #expect(diff.isEmpty)
    }

    /// The kind of input counts as input: `3.5` and `"3.5"` differ in kind, outcome and rule.
    @Test func aNumberWrittenAsTextIsAnInputAndRuleChange() throws {
        let diff = try Self.diff(NumberBox.self, #"{"value": 3.5}"#, #"{"value": "3.5"}"#)
        let change = try Self.change(diff, "value")
        #expect(change.aspects == [.outcome, .rule, .input])
        #expect(change.isWorse)
    }

    /// Another rule reaching the same value with the same outcome: changed, neither worse nor better.
    @Test func aRuleChangeAlone() throws {
        let diff = try Self.diff(NumberBox.self, #"{"value": "$3.50"}"#, #"{"value": "3.50"}"#)
        let change = try Self.change(diff, "value")
        #expect(change.before?.rule == .currencyText)
        #expect(change.after?.rule != .currencyText && change.after?.rule != nil)
        #expect(change.aspects == [.rule, .input])
        #expect(change.isChanged)
        #expect(!change.isWorse && !change.isBetter)
    }

    /// A post-validation step that comes with the same value: `"07105"` as written, then
    /// `"7105"` padded to it.
    @Test func aPostValidationChange() throws {
        let diff = try Self.diff(PaddedZip.self, #"{"zip": "07105"}"#, #"{"zip": "7105"}"#)
        let change = try Self.change(diff, "zip")
        #expect(change.before?.post == nil)
        #expect(change.after?.post == .zeroPadded)
        #expect(change.before?.value == change.after?.value)
        #expect(change.after?.outcome == .coerced && change.after?.rule == nil)
        #expect(change.aspects == [.outcome, .post, .input])
        #expect(change.isChanged)
        #expect(change.isWorse)

        // The same post-validation after another rule: the rule changed, the post did not.
        let rule = try Self.change(try Self.diff(PaddedZip.self, #"{"zip": "7105"}"#, #"{"zip": 7105}"#), "zip")
        #expect(rule.after?.post == .zeroPadded)
        #expect(rule.aspects == [.rule, .input])
        #expect(rule.isChanged && !rule.isWorse && !rule.isBetter)
    }

    // MARK: Containers

    /// A list that grows: the list's own change is its count; the new element and its
    /// fields are new fields, worse only where not exact.
    @Test func aListGrowingByOneElement() throws {
        let before = #"{"items": [{"label": "a", "price": 1}]}"#
        let after = #"{"items": [{"label": "a", "price": 1}, {"label": "b", "price": "$2"}]}"#
        let diff = try Self.diff(Sample.self, before, after)
        #expect(diff.fields.map(\.path.description) == ["items", "items[1]", "items[1].label", "items[1].price"])

        let list = try Self.change(diff, "items")
        #expect(list.aspects.contains(.value))
        #expect(list.aspects.contains(.input))
        #expect(!list.aspects.contains(.outcome))
        #expect(list.isChanged && !list.isWorse && !list.isBetter)

        for path: FieldPath in ["items[1]", "items[1].label", "items[1].price"] {
            let new = try Self.change(diff, path)
            #expect(new.before == nil, "\(path)")
            #expect(new.after != nil, "\(path)")
            #expect(new.aspects == .all, "\(path)")
            #expect(new.isChanged, "\(path)")
            #expect(!new.isBetter, "\(path)")
        }
        #expect(try Self.change(diff, "items[1].label").isWorse == false, "a new exact field is not worse")
        #expect(try Self.change(diff, "items[1].price").after?.outcome == .coerced)
        #expect(try Self.change(diff, "items[1].price").isWorse, "a new coerced field is worse")
        #expect(diff.worse.map(\.path) == ["items[1].price"])
    }

    /// A new element that cannot be kept is dropped: as far as a default, so worse.
    @Test func aNewDroppedElementIsWorse() throws {
        let diff = try Self.diff(NumbersBox.self, #"{"value": [1]}"#, #"{"value": [1, "x"]}"#)
        let dropped = try Self.change(diff, "value[1]")
        #expect(dropped.before == nil)
        #expect(dropped.after?.outcome == .dropped)
        #expect(dropped.isWorse)
    }

    /// A list that shrinks: the gone element's fields have no after side, come after the
    /// newer record's fields, and are never worse.
    @Test func aListElementRemoved() throws {
        let before = #"{"items": [{"label": "a", "price": 1}, {"label": "b", "price": "abc"}], "name": "n"}"#
        let after = #"{"items": [{"label": "a", "price": 1}], "name": "n"}"#
        let diff = try Self.diff(Sample.self, before, after)
        #expect(diff.fields.map(\.path.description) == ["items", "items[1]", "items[1].label", "items[1].price"])
        let list = try Self.change(diff, "items")
        #expect(list.before?.value.listCount == 2 && list.after?.value.listCount == 1)
        #expect(list.aspects.contains(.value))
        for change in diff.fields.dropFirst() {
            #expect(change.after == nil, "\(change.path)")
            #expect(change.before != nil, "\(change.path)")
            #expect(change.aspects == .all)
            #expect(change.isChanged)
            #expect(!change.isWorse, "a field that is gone is never worse, even one that was defaulted")
            #expect(!change.isBetter, "nor better")
        }
        #expect(try Self.change(diff, "items[1].price").before?.outcome == .defaulted)
        #expect(diff.worse.isEmpty)
    }

    /// An element changed inside a list: the element's field changed, the list (same count)
    /// and the element (same members) only in their input.
    @Test func containersCompareByShape() throws {
        let before = #"{"items": [{"label": "a", "price": 1}], "part": {"label": "p", "price": 2}}"#
        let after = #"{"items": [{"label": "z", "price": 1}], "part": {"label": "p", "price": 9}}"#
        let diff = try Self.diff(Sample.self, before, after)
        #expect(diff.changed.map(\.path.description) == ["items[0].label", "part.price"])
        for path: FieldPath in ["items", "items[0]", "part"] {
            let container = try Self.change(diff, path)
            #expect(container.aspects == [.input], "\(path)")
            #expect(!container.isChanged, "\(path)")
        }
        #expect(try Self.change(diff, "part.price").aspects == [.value, .input])
    }

    /// An optional object that comes: its value goes from null to an object.
    @Test func anObjectThatComes() throws {
        let diff = try Self.diff(Sample.self, #"{"part": null}"#, #"{"part": {"label": "p", "price": 2}}"#)
        let part = try Self.change(diff, "part")
        #expect(part.before != nil && part.after != nil)
        #expect(part.aspects.contains(.value))
        #expect(part.isChanged)
        #expect(try Self.change(diff, "part.label").before == nil)
        #expect(try Self.change(diff, "part.price").before == nil)
    }

    // MARK: Ignored keys

    @Test func ignoredKeysThatComeAndGo() throws {
        let before = #"{"price": 1, "bogus": true, "kept": 1}"#
        let after = "{\n\"kept\": 1,\n\"price\": 1, \"extra\": \"x\"}"
        let diff = try Self.diff(Sample.self, before, after)
        #expect(diff.fields.isEmpty)
        #expect(diff.ignored.map(\.path.description) == ["extra", "bogus"], "the newer record's first, then the older's")
        let came = try #require(diff.ignored.first)
        #expect(came.before == nil)
        #expect(came.after?.key == "extra")
        #expect(came.after?.input == #""x""#)
        #expect(came.after?.reason == .unknownKey)
        let went = try #require(diff.ignored.last)
        #expect(went.after == nil)
        #expect(went.before?.key == "bogus")
        #expect(went.before?.input == "true")
        #expect(!diff.isEmpty, "an ignored key that came or went is a change")
        #expect(diff.changed.isEmpty && diff.worse.isEmpty)
    }

    /// Keys are matched by path and reason, a repeated one n-th with n-th: one more
    /// repetition is one change.
    @Test func repeatedIgnoredKeysAreMatchedInTurn() {
        let key = { (line: Int) in IgnoredKey(path: "bogus", key: "bogus", input: "1", line: line, column: 1, reason: .unknownKey) }
        let other = IgnoredKey(path: "bogus", key: "bogus", input: "1", line: 9, column: 1, reason: .null)
        let diff = RecordDiff(before: [], after: [], ignoredBefore: [key(1)], ignoredAfter: [key(2), key(3), other])
        #expect(diff.ignored == [
            IgnoredChange(path: "bogus", before: nil, after: key(3)),
            IgnoredChange(path: "bogus", before: nil, after: other),
        ])
        // The same key ignored for another reason: one gone, one come.
        let reason = RecordDiff(before: [], after: [], ignoredBefore: [key(1)], ignoredAfter: [other])
        #expect(reason.ignored == [
            IgnoredChange(path: "bogus", before: nil, after: other),
            IgnoredChange(path: "bogus", before: key(1), after: nil),
        ])
        let back = RecordDiff(before: [], after: [], ignoredBefore: [key(2), key(3), other], ignoredAfter: [key(1)])
        #expect(back.ignored == [
            IgnoredChange(path: "bogus", before: key(3), after: nil),
            IgnoredChange(path: "bogus", before: other, after: nil),
        ])
    }

    // MARK: Order

    /// The newer record's fields in its order, then those only the older one has.
    @Test func changesInTheNewerRecordsOrderThenTheGoneOnes() throws {
        let before = #"{"name": "a", "price": 1, "values": [1, 2, 3]}"#
        let after = #"{"name": "b", "price": 2, "values": [1]}"#
        let diff = try Self.diff(Sample.self, before, after)
        #expect(diff.fields.map(\.path.description) == ["name", "price", "values", "values[1]", "values[2]"])
        #expect(diff.fields.suffix(2).allSatisfy { $0.after == nil })
    }

    // MARK: JSON

    static func json(_ diff: RecordDiff) throws -> [String: Any] {
        let text = RecordJSON.write(diff)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test func jsonOfAnEmptyDiff() throws {
        #expect(RecordJSON.write(RecordDiff(fields: [], ignored: [])) == #"{"fields":[],"ignored":[]}"#)
        let object = try Self.json(try Self.diff(Sample.self, Self.document, Self.document))
        #expect(Set(object.keys) == ["fields", "ignored"])
        #expect((object["fields"] as? [Any])?.isEmpty == true)
        #expect((object["ignored"] as? [Any])?.isEmpty == true)
    }

    @Test func jsonOfChangedFields() throws {
        let before = #"{"name": "n", "price": 3.5, "count": "4", "items": [{"label": "a", "price": 1}], "bogus": 1}"#
        let after = #"{"name": "n", "price": "abc", "count": "4.0", "items": [], "extra": 2}"#
        let object = try Self.json(try Self.diff(Sample.self, before, after))
        let fields = try #require(object["fields"] as? [[String: Any]])
        // `count` changed in its input alone: left out.
        #expect(fields.map { $0["path"] as? String } == ["price", "items", "items[0]", "items[0].label", "items[0].price"])
        for field in fields {
            #expect(Set(field.keys) == ["path", "changed", "worse", "better", "before", "after"])
        }

        let price = fields[0]
        #expect(price["changed"] as? [String] == ["outcome", "value", "rule", "input"])
        #expect(price["worse"] as? Bool == true)
        #expect(price["better"] as? Bool == false)
        let old = try #require(price["before"] as? [String: Any])
        let new = try #require(price["after"] as? [String: Any])
        #expect(Set(new.keys) == ["path", "key", "match", "type", "input", "line", "column", "outcome", "rule", "post", "value"])
        #expect(old["outcome"] as? String == "exact")
        #expect(old["value"] as? Double == 3.5)
        #expect(old["rule"] is NSNull)
        #expect(new["outcome"] as? String == "defaulted")
        #expect(new["rule"] as? String == "not_a_number")
        #expect(new["input"] as? String == #""abc""#)
        #expect(new["value"] as? Double == 0)

        let items = fields[1]
        #expect(items["changed"] as? [String] == ["value", "input"])
        #expect(items["worse"] as? Bool == false && items["better"] as? Bool == false)

        for gone in fields.dropFirst(2) {
            #expect(gone["changed"] as? [String] == ["outcome", "value", "rule", "post", "input"])
            #expect(gone["after"] is NSNull)
            #expect(gone["before"] is [String: Any])
            #expect(gone["worse"] as? Bool == false)
        }

        let ignored = try #require(object["ignored"] as? [[String: Any]])
        #expect(ignored.map { $0["path"] as? String } == ["extra", "bogus"])
        for key in ignored { #expect(Set(key.keys) == ["path", "before", "after"]) }
        #expect(ignored[0]["before"] is NSNull)
        let extra = try #require(ignored[0]["after"] as? [String: Any])
        #expect(extra["key"] as? String == "extra" && extra["input"] as? String == "2" && extra["reason"] as? String == "unknown_key")
        #expect(ignored[1]["after"] is NSNull)
        #expect((ignored[1]["before"] as? [String: Any])?["key"] as? String == "bogus")
    }

    @Test func jsonOfANewFieldAndABetterOne() throws {
        let diff = try Self.diff(Sample.self, #"{"price": "$1", "values": []}"#, #"{"price": 1, "values": [2]}"#)
        let fields = try #require(try Self.json(diff)["fields"] as? [[String: Any]])
        let price = try #require(fields.first { $0["path"] as? String == "price" })
        #expect(price["better"] as? Bool == true && price["worse"] as? Bool == false)
        let new = try #require(fields.first { $0["path"] as? String == "values[0]" })
        #expect(new["before"] is NSNull)
        #expect((new["after"] as? [String: Any])?["value"] as? Double == 2)
        #expect(new["worse"] as? Bool == false, "a new exact field")
    }
}

private extension KVCValue {
    var listCount: Int? {
        if case .list(let elements) = self { elements.count } else { nil }
    }
}
