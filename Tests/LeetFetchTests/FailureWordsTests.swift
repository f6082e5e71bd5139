import LeetFetch
import Testing

/// The word tables of failures: one typed reason, phrased for the command line or the interface.
@Suite("Failures as typed reasons, phrased by the front that reads them")
struct FailureWordsTests {
  /// A request that failed for want of a network.
  let unreachable = FetchError.unreachable(host: "leetcode.com", reason: "no route")

  @Test func onlyTheCommandLineAdvisesOfflineAndOnlyWhenACopyCouldShow() {
    let reason = LoadError.network(.failed(unreachable, offlineHelps: true))
    let plain = "cannot reach leetcode.com (no route); check the network"
    #expect(FailureWords.commandLine.phrase(reason) == plain + ", or use --offline for cached problems")
    #expect(FailureWords.interface.phrase(reason) == plain)
    let nothingCached = LoadError.network(.failed(unreachable, offlineHelps: false))
    #expect(FailureWords.commandLine.phrase(nothingCached) == FailureWords.interface.phrase(reason))
    #expect(reason.message == FailureWords.commandLine.phrase(reason), "`message` is the command line's")
  }

  @Test func aListThatCouldNotBeFetchedNamesTheIdAndWhyInTheFrontsWords() {
    let reason = FetchReason.listNotFetched(id: "77", because: .failed(unreachable, offlineHelps: true))
    let prefix = "no problem with id '77' in the cached problem list, and a newer list could not be fetched: "
    let why = "cannot reach leetcode.com (no route); check the network"
    #expect(FailureWords.interface.phrase(reason) == prefix + why)
    #expect(FailureWords.commandLine.phrase(reason).hasSuffix(", or use --offline for cached problems"))
  }

  @Test func wordsSaidAlreadyReadTheSameOnEveryFront() {
    let reason = FetchReason.said("changing a list needs the network")
    #expect(FailureWords.commandLine.phrase(reason) == FailureWords.interface.phrase(reason))
    #expect(reason.message == "changing a list needs the network")
  }

  @Test func theJudgeNeverAdvisesOfflineOnEitherFront() {
    let error = JudgeError.fetch(unreachable)
    for words in [FailureWords.commandLine, .interface] {
      #expect(words.phrase(error) == "cannot reach leetcode.com (no route); check the network")
    }
  }
}
