import LeetApp
import LeetFetch
import LeetModel
import Testing

@testable import leetview

/// The choices the option table writes out are the enums' own raw values, in case order.
@Suite struct OptionChoiceTests {
  /// The words offered for the option `id`.
  static func words(_ id: OptionSpec.ID) -> [String] {
    OptionTable.options.first { $0.id == id }?.completionWords ?? []
  }

  @Test func choicesAreTheEnumsRawValues() {
    #expect(Self.words(.segment) == Segment.allCases.map(\.rawValue))
    #expect(Self.words(.color) == Options.ColorMode.allCases.map(\.rawValue))
    #expect(Self.words(.site) == Site.allCases.map(\.rawValue))
    #expect(Self.words(.contentLanguage) == Options.Language.allCases.map(\.rawValue))
    #expect(Self.words(.pictures) == Options.PicturesSetting.allCases.map(\.rawValue))
  }
}
