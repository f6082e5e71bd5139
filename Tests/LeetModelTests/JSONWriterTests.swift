import Foundation
import LeetModel
import LeetTestSupport
import Testing

/// `JSONWriter` writes the bytes Foundation's `JSONSerialization` wrote for the same value.
@Suite struct JSONWriterTests {
  /// The bytes JSONSerialization writes for `object` (sorted keys, pretty when asked).
  static func serialized(_ object: Any, pretty: Bool = false) throws -> String {
    let options: JSONSerialization.WritingOptions = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
    return String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: options), as: UTF8.self)
  }

  /// `value` as JSONWriter writes it.
  static func written(_ value: JSONValue, pretty: Bool = false) -> String {
    String(decoding: JSONWriter.data(value, pretty: pretty), as: UTF8.self)
  }

  @Test func keysComeInJSONSerializationsOrder() throws {
    var keys = (32...126).compactMap { Unicode.Scalar($0) }.map { "a" + String(Character($0)) }
    keys += [
      "item10", "Item9", "item9", "a", "B", "b", "A", "_x", "z1", "Z01", "z001", "100", "99", "1a",
      "Ab", "two-sum", "two-sum-ii", "twoSum", "1700000000", "999999999", "fetchedAt", "version",
      "frontendQuestionId", "acRate", "x-2", "x-10", "0", "00", "",
    ]
    let object = Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) })
    let value = JSONValue.object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.number(1)) }))
    #expect(Self.written(value) == (try Self.serialized(object)))
  }

  @Test func scalarsAndEscapesAreWrittenAsJSONSerializationWritesThem() throws {
    let text = "a/b\"\\\u{0}\u{1}\u{1f}\n\t\u{8}\u{c}\r\u{7f}é😀\u{2028}中"
    let numbers: [Double] = [
      0, -0.0, 1, -3, 1.5, 0.1, 1e-7, 123_456_789_012.5, 999_999_999_999_999, 1e15, 1e20, 1e300,
    ]
    let value = JSONValue.object([
      "s": .string(text), "t": .bool(true), "f": .bool(false), "n": .null,
      "d": .array(numbers.map(JSONValue.number)), "e": .array([]), "o": .object([:]),
      "nested": .object(["x": .array([.number(1), .object(["y": .number(2)])])]),
    ])
    let object: [String: Any] = [
      "s": text, "t": true, "f": false, "n": NSNull(),
      "d": numbers.map { $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) as Any : $0 as Any }, "e": [Any](),
      "o": [String: Any](), "nested": ["x": [1, ["y": 2]] as [Any]],
    ]
    #expect(Self.written(value) == (try Self.serialized(object)))
    #expect(Self.written(value, pretty: true) == (try Self.serialized(object, pretty: true)))
  }

  @Test func aNumberThatIsNotFiniteIsWrittenAsNull() {
    #expect(Self.written(.array([.number(.nan), .number(.infinity)])) == "[null,null]")
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absentReason))
  func recordedAnswersAreWrittenBackAsJSONSerializationWritesThem() throws {
    let files = try #require(Corpus.recorded())
    #expect(!files.isEmpty)
    for file in files {
      let data = try Data(contentsOf: file)
      guard let value = try? JSONValue.parse(data) else { continue }
      let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      #expect(Self.written(value) == (try Self.serialized(object)), "\(file.lastPathComponent)")
    }
  }
}
