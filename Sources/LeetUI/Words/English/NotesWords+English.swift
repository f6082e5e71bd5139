extension NotesWords {
  /// The words of notes in English.
  static let english = NotesWords(
    title: { "Note · \($0)" }, synced: "saved on LeetCode", waiting: "kept here, waiting to be sent",
    refused: { "kept here: LeetCode refused it (\($0))" },
    bothKept: "changed here and on LeetCode: both kept, marked; edit it to settle them",
    empty: "No note yet.", reading: "Reading LeetCode's copy…",
    couldNotKeep: { "The note could not be kept: \($0)" }, editHint: "edit", backHint: "back",
    offline: "offline", signedOut: "not signed in: leetview login",
    otherSite: "notes on leetcode.cn are not supported yet (its note API is its own); nothing was changed",
    saved: { "the note of \($0) is saved here and on LeetCode" },
    keptWaiting: { "the note of \($0) is kept here; it is sent on the next online run (\($1))" },
    unchanged: { "the note of \($0) is unchanged" }, none: { "\($0) has no note yet" },
    refusedNotice: {
      "LeetCode refused the note of \($0) (\($1)); it is kept here, sent again only when edited"
    },
    bothKeptNotice: {
      "the note of \($0) changed on LeetCode too: both copies are kept, marked; edit it to settle them"
    },
    sentWaiting: { "sent \($0) waiting \($0 == 1 ? "note" : "notes") to LeetCode" })
}
