import Foundation
import Lenient
import Testing

/// Date ← RFC 3339 text exact; a date alone, a declared format, or UNIX seconds or
/// milliseconds coerced; anything else, `null` included, defaulted (no date for `Date?`,
/// the epoch for `Date`).
@Suite struct DateRuleTests {
    static let exact: [RuleCase] = [
        RuleCase(#""2013-02-18T15:43:24-05:00""#, date(sampleInstant), .exact),
        RuleCase(#""2013-02-19T02:13:24+05:30""#, date(sampleInstant), .exact),
        RuleCase(#""2013-02-18T20:43:24Z""#, date(sampleInstant), .exact),
        RuleCase(#""2013-02-18T20:43:24z""#, date(sampleInstant), .exact),
        RuleCase(#""2013-02-18t20:43:24Z""#, date(sampleInstant), .exact),
        RuleCase(#""2013-02-18 20:43:24Z""#, date(sampleInstant), .exact),
        RuleCase(#""2013-02-18T20:43:24+00:00""#, date(sampleInstant), .exact),
        RuleCase(#""2013-02-18T20:43:24.5Z""#, date(sampleInstant + 0.5), .exact),
        RuleCase(#"" 2013-02-18T20:43:24Z ""#, date(sampleInstant), .exact),
        RuleCase(#""2016-12-31T23:59:60Z""#, date(1_483_228_799), .exact),
        RuleCase(#""0001-01-01T00:00:00Z""#, date(-62_135_596_800), .exact),
        RuleCase(#""9999-12-31T23:59:59Z""#, date(253_402_300_799), .exact),
        RuleCase(#""9999-12-31T23:59:59.999Z""#, date(253_402_300_799.999), .exact),
        RuleCase(#""9999-12-31T23:59:59.9994Z""#, date(253_402_300_799.9994), .exact),
        RuleCase(#""0001-01-01T00:01:00+00:01""#, date(-62_135_596_800), .exact),
        RuleCase(#""9999-12-31T23:59:59-00:00""#, date(253_402_300_799), .exact),
        // Year 0000 is read: an offset can bring it into 0001.
        RuleCase(#""0000-12-31T23:30:00-01:00""#, date(-62_135_596_800 + 1800), .exact),
    ]

    /// Held dates are the years 0001–9999 once the offset is applied and the instant is
    /// rounded to the millisecond it is written with.
    static let outsideTheYears: [RuleCase] = [
        RuleCase(#""9999-12-31T23:59:59.9995Z""#, .null, .defaulted, .outOfRange),
        RuleCase(#""9999-12-31T23:59:59.9999Z""#, .null, .defaulted, .outOfRange),
        RuleCase(#""9999-12-31T23:00:00-01:00""#, .null, .defaulted, .outOfRange),
        RuleCase(#""0001-01-01T00:00:00+00:01""#, .null, .defaulted, .outOfRange),
        RuleCase(#""0000-01-01T00:00:00Z""#, .null, .defaulted, .outOfRange),
        RuleCase(#""0000-12-31""#, .null, .defaulted, .outOfRange),
        RuleCase(#""0000-01-01""#, .null, .defaulted, .outOfRange),
        RuleCase(#"" 0001-01-01T00:30:00.5+01:00 ""#, .null, .defaulted, .outOfRange),
        RuleCase("-62135596801", .null, .defaulted, .outOfRange),
        RuleCase(#""-62135596800.5""#, .null, .defaulted, .outOfRange),
        RuleCase("253402300800000", .null, .defaulted, .outOfRange),
    ]

    static let coerced: [RuleCase] = [
        RuleCase(#""2013-02-18""#, date(sampleDay), .coerced, .dateOnly),
        RuleCase(#""2012-02-29""#, date(1_330_473_600), .coerced, .dateOnly),
        RuleCase("1361220204", date(sampleInstant), .coerced, .unixSeconds),
        RuleCase("1361220204.5", date(sampleInstant + 0.5), .coerced, .unixSeconds),
        RuleCase(#""1361220204""#, date(sampleInstant), .coerced, .unixSeconds),
        RuleCase("0", date(0), .coerced, .unixSeconds),
        RuleCase("-1", date(-1), .coerced, .unixSeconds),
        RuleCase("20000000000", date(20_000_000_000), .coerced, .unixSeconds),
        RuleCase("20000000001", date(20_000_000.001), .coerced, .unixMilliseconds),
        RuleCase("1361220204000", date(sampleInstant), .coerced, .unixMilliseconds),
        RuleCase(#""1361220204123""#, date(1_361_220_204.123), .coerced, .unixMilliseconds),
        // Negative timestamps are always seconds, never milliseconds.
        RuleCase("-20000000001", date(-20_000_000_001), .coerced, .unixSeconds),
        RuleCase("-62135596800", date(-62_135_596_800), .coerced, .unixSeconds),
        RuleCase(#""-1361220204000""#, .null, .defaulted, .outOfRange),
        RuleCase("253402300799999", date(253_402_300_799.999), .coerced, .unixMilliseconds),
    ]

    static let defaulted: [RuleCase] = [
        RuleCase("null", .null, .defaulted, .null),
        RuleCase(#""2013-02-30""#, .null, .defaulted, .unrecognizedDate),
        RuleCase(#""2013-13-01""#, .null, .defaulted, .unrecognizedDate),
        RuleCase(#""2013-02-18T20:43:24""#, .null, .defaulted, .unrecognizedDate),
        RuleCase(#""2013-02-18T24:00:00Z""#, .null, .defaulted, .unrecognizedDate),
        RuleCase(#""2013-02-18T20:43:24+24:00""#, .null, .defaulted, .unrecognizedDate),
        RuleCase(#""2013-02-18T20:43:24.Z""#, .null, .defaulted, .unrecognizedDate),
        RuleCase(#""2013-02-18T20:43:24Zjunk""#, .null, .defaulted, .unrecognizedDate),
        RuleCase(#""18/02/2013""#, .null, .defaulted, .unrecognizedDate),
        RuleCase(#""yesterday""#, .null, .defaulted, .unrecognizedDate),
        RuleCase(#""""#, .null, .defaulted, .unrecognizedDate),
        RuleCase("1e20", .null, .defaulted, .outOfRange),
        RuleCase("1e400", .null, .defaulted, .outOfRange),
        RuleCase(#""1e20""#, .null, .defaulted, .outOfRange),
        RuleCase("true", .null, .defaulted, .expectedDate),
        RuleCase("{}", .null, .defaulted, .expectedDate),
        RuleCase(#"["2013-02-18"]"#, .null, .defaulted, .expectedDate),
    ]

    @Test(arguments: exact) func rfc3339IsExact(_ row: RuleCase) throws {
        try check(DateBox.self, row)
    }

    @Test(arguments: coerced) func datesAndTimestampsAreCoerced(_ row: RuleCase) throws {
        try check(DateBox.self, row)
    }

    @Test(arguments: outsideTheYears) func datesOutsideTheYearsAreOutOfRange(_ row: RuleCase) throws {
        try check(DateBox.self, row)
    }

    /// A declared format read in its time zone can leave the years too.
    @Test func declaredFormatOutsideTheYearsIsOutOfRange() throws {
        let zone = try #require(TimeZone(secondsFromGMT: -3600))
        let options = ValidationOptions(dateFormats: [DateFormat("yyyy-MM-dd HH:mm", timeZone: zone)])
        try check(DateBox.self, RuleCase(#""9999-12-31 23:30""#, .null, .defaulted, .outOfRange), options: options)
        try check(DateBox.self, RuleCase(#""0000-12-31 22:00""#, .null, .defaulted, .outOfRange), options: options)
        try check(DateBox.self, RuleCase(#""0000-12-31 23:30""#, date(-62_135_596_800 + 1800), .coerced, .declaredFormat), options: options)
        try check(DateBox.self, RuleCase(#""9999-12-31 22:30""#, date(253_402_299_000), .coerced, .declaredFormat), options: options)
    }

    @Test(arguments: defaulted) func anythingElseIsNoDate(_ row: RuleCase) throws {
        try check(DateBox.self, row)
    }

    /// Numeric text beyond range is out of range, as the same number is, declared formats
    /// or not.
    @Test(arguments: [[], [DateFormat("yyyyMMdd")]] as [[DateFormat]])
    func hugeNumericTextIsOutOfRange(formats: [DateFormat]) throws {
        let options = ValidationOptions(dateFormats: formats)
        try check(DateBox.self, RuleCase(#""1e400""#, .null, .defaulted, .outOfRange), options: options)
        try check(DateBox.self, RuleCase(#""-1e400""#, .null, .defaulted, .outOfRange), options: options)
        try check(DateBox.self, RuleCase("1e400", .null, .defaulted, .outOfRange), options: options)
    }

    /// A non-optional date defaults to the UNIX epoch, and `null` is not a valid date.
    @Test(arguments: [
        RuleCase("null", date(0), .defaulted, .null),
        RuleCase(#""soon""#, date(0), .defaulted, .unrecognizedDate),
        RuleCase(#""2013-02-18""#, date(sampleDay), .coerced, .dateOnly),
    ])
    func nonOptionalDateDefaultsToEpoch(_ row: RuleCase) throws {
        try check(EpochDateBox.self, row)
    }

    @Test func sourceDeclaresFormat() throws {
        let options = ValidationOptions(dateFormats: [DateFormat("dd/MM/yyyy HH:mm:ss")])
        try check(DateBox.self, RuleCase(#""18/02/2013 20:43:24""#, date(sampleInstant), .coerced, .declaredFormat), options: options)
        try check(DateBox.self, RuleCase(#""18/02/2013""#, .null, .defaulted, .unrecognizedDate), options: options)
        // The built-in forms come first: RFC 3339 text stays exact.
        try check(DateBox.self, RuleCase(#""2013-02-18T20:43:24Z""#, date(sampleInstant), .exact), options: options)
    }

    /// A declared format is the source's own word: it is tried after RFC 3339 and the date
    /// alone but before timestamps, so `yyyyMMdd` reads the text "20130218" as a day. Text
    /// the format does not read, and a JSON number, are still timestamps.
    @Test func declaredFormatGoesBeforeTimestamps() throws {
        let options = ValidationOptions(dateFormats: [DateFormat("yyyyMMdd")])
        try check(DateBox.self, RuleCase(#""20130218""#, date(sampleDay), .coerced, .declaredFormat), options: options)
        try check(DateBox.self, RuleCase(#""1361220204""#, date(sampleInstant), .coerced, .unixSeconds), options: options)
        try check(DateBox.self, RuleCase("20130218", date(20_130_218), .coerced, .unixSeconds), options: options)
        try check(DateBox.self, RuleCase(#""2013-02-18""#, date(sampleDay), .coerced, .dateOnly), options: options)
        // Without the declaration the same text is seconds.
        try check(DateBox.self, RuleCase(#""20130218""#, date(20_130_218), .coerced, .unixSeconds))
    }

    @Test func formatInADeclaredTimeZone() throws {
        let zone = try #require(TimeZone(secondsFromGMT: -5 * 3600))
        let format = DateFormat("dd/MM/yyyy HH:mm:ss", timeZone: zone)
        #expect(format.date(from: "18/02/2013 15:43:24") == Date(timeIntervalSince1970: sampleInstant))
    }

    @Test(arguments: [
        ("dd/MM/yyyy HH:mm:ss", "18/02/2013 20:43:24", sampleInstant),
        ("dd/MM/yyyy HH:mm:ss", " 18/02/2013 20:43:24 ", sampleInstant),
        ("dd/MM/yyyy", "18/02/2013", sampleDay),
        ("d/M/yyyy H:mm", "18/2/2013 9:05", sampleDay + 9 * 3600 + 5 * 60),
        ("d/M/yyyy H:mm", "18/02/2013 13:05", sampleDay + 13 * 3600 + 5 * 60),
        ("yyyy-MM-dd HH:mm:ss.SSS", "2013-02-18 20:43:24.500", sampleInstant + 0.5),
        ("MM/dd/yyyy", "02/18/2013", sampleDay),
        ("yyyyMMdd", "20130218", sampleDay),
    ] as [(String, String, Double)])
    func formatReadsDates(pattern: String, text: String, seconds: Double) {
        #expect(DateFormat(pattern).date(from: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        ("dd/MM/yyyy", "30/02/2013"),
        ("dd/MM/yyyy", "18/02/13"),
        ("dd/MM/yyyy", "18-02-2013"),
        ("dd/MM/yyyy", "18/02/2013 extra"),
        ("dd/MM/yyyy", ""),
        ("dd/MM/yyyy HH:mm", "18/02/2013 25:00"),
        ("dd/MM/yyyy HH:mm", "18/02/2013 20:60"),
        ("MM/dd/yyyy", "18/02/2013"),
        ("dd/MM/yyyy", "１８/02/2013"),
    ] as [(String, String)])
    func formatRejectsOtherText(pattern: String, text: String) {
        #expect(DateFormat(pattern).date(from: text) == nil)
    }

    @Test func ruleFunctions() {
        #expect(Coerce.date(fromRFC3339: "2013-02-18T15:43:24-05:00") == Date(timeIntervalSince1970: sampleInstant))
        #expect(Coerce.date(fromRFC3339: "2013-02-18") == nil)
        #expect(Coerce.date(fromDateOnly: "2013-02-18") == Date(timeIntervalSince1970: sampleDay))
        #expect(Coerce.date(fromDateOnly: "2013-2-18") == nil)
        #expect(Coerce.date(fromUnix: 1_361_220_204)?.rule == .unixSeconds)
        #expect(Coerce.date(fromUnix: 1_361_220_204_000)?.rule == .unixMilliseconds)
        #expect(Coerce.date(fromUnix: .nan) == nil)
        #expect(Coerce.date(fromUnix: 1e20) == nil)
        #expect(Coerce.date(fromUnix: -2e10 - 1)?.rule == .unixSeconds)
        #expect(Coerce.date(fromRFC3339: "9999-12-31T23:59:59.9999Z") == nil)
        #expect(Coerce.date(fromDateOnly: "0000-12-31") == nil)
        #expect(DateFormat("dd/MM/yyyy").date(from: "31/12/0000") == nil)
        #expect(Coerce.heldDate(seconds: 253_402_300_799.9995) == nil)
        #expect(Coerce.heldDate(seconds: 253_402_300_799.9994) != nil)
    }
}
