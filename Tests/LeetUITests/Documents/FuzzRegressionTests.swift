import Foundation
import LeetText
import Testing

@testable import LeetModel
@testable import LeetUI

/// Every input a fuzzer (libFuzzer through `Scripts/fuzz.sh`, or the seeded random tests) ever
/// found to break a rule, reduced by hand and kept here so it stays fixed.
@Suite struct FuzzRegressionTests {
  /// DecoderFuzzTests, seed 8008: a question whose title is an OSC 52 clipboard write gave a
  /// `titleLine` with ESC and BEL in it (its callers cleaned it; the property now does too).
  ///
  /// Since issue 18 a frontend id holding a control character is refused at decoding.
  @Test func titleLineIsSanitised() throws {
    let json =
      #"{"data":{"question":{"title":"\u001b]52;c;eA==\u0007Sum\u009b1m","titleSlug":"s","questionFrontendId":"7"}}}"#
    let problem = try ProblemDecoder.decode(Data(json.utf8))
    for language in Language.allCases {
      let line = ProblemPage(problem: problem, language: language).titleLine
      #expect(line == "7. Sum")
    }
    let hostileID = json.replacingOccurrences(of: #""7""#, with: #""7\u001b[2J""#)
    #expect(throws: ProblemDecoder.Failure.self) { try ProblemDecoder.decode(Data(hostileID.utf8)) }
  }
}
