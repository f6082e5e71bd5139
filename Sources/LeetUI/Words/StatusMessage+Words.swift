extension StatusMessage {
  /// The message in `words`, as the status line and the help box show it.
  ///
  /// One switch over every case, so a new message does not compile until it has its words.
  func text(_ words: Words) -> String {
    let messages = words.messages
    let solving = words.solving
    let app = words.app
    switch self {
    case .noMatch(let query): return messages.noMatch(query)
    case .pastCode(let message): return message.text(words.pastCode)
    case .pressSlash: return messages.pressSlash
    case .noRandomMatch(let filter): return words.marks.noRandomMatch(filter)
    case .marksNotRefreshed(let reason): return words.marks.notRefreshed(reason)
    case .marksSignedOut: return words.marks.signedOut
    case .reviewGraded(let grade, let due):
      return words.review.graded(words.review.grade(grade), words.review.due(due))
    case .reviewNotGraded(let reason): return words.review.notGraded(reason)
    case .allHintsOpen: return words.hints.noMoreHints
    case .noHints: return words.hints.noHints
    case .noSimilarQuestions: return words.hints.noSimilarQuestions
    case .backTo(let key, let title): return words.hints.backTo(key, title)
    case .noProblemBefore: return words.hints.noProblemBefore
    case .wrappedToTop: return messages.wrappedToTop
    case .wrappedToBottom: return messages.wrappedToBottom
    case .picturesNeedColour: return messages.picturesNeedColour
    case .retryingPictures(let count): return messages.retryingPictures(count)
    case .noFailedPictures: return messages.noFailedPictures
    case .pictures(let shown): return messages.pictures(shown)
    case .noPictures: return messages.noPictures
    case .premiumSolution: return messages.premiumSolution
    case .noEntryAfter: return messages.noEntryAfter
    case .noEntryBefore: return messages.noEntryBefore
    case .alreadyLoading: return messages.alreadyLoading
    case .wholeListShown: return messages.wholeListShown
    case .judgeCarriesOn: return solving.judgeCarriesOn
    case .localRunCarriesOn: return words.localRun.carriesOn
    case .judgeNeedsNetwork: return solving.judgeNeedsNetwork
    case .needsSession(let login): return solving.needsSession(login)
    case .busyWithTypedCases(let asked): return solving.busyWithTypedCases(asked)
    case .busy(let running, let asked): return solving.busy(running, asked)
    case .typeFirst: return solving.typeFirst
    case .judgeEnded(let kind, let text): return solving.judgeEnded(kind, text)
    case .stillLoading(let pending): return app.stillLoading(pending.shownTitle(in: words.language))
    case .refreshingList: return app.refreshingList
    case .listRefreshed(let count): return app.listRefreshed(count)
    case .listNotRefreshed(let reason, let kept): return app.listNotRefreshed(reason, kept)
    case .noProblemOpen(let key): return app.noProblemOpen(key)
    case .escapeDoesNotQuit(let key): return app.escapeDoesNotQuit(key)
    case .sidebarHidden(let key): return app.sidebarHidden(key)
    case .sidebarNeedsWidth(let columns): return app.sidebarNeedsWidth(columns)
    case .readingList: return app.readingList
    case .noListCached: return app.noListCached
    case .syncGoesOn: return app.syncGoesOn
    case .noTranslation: return app.noTranslation
    case .syncNeedsNetwork: return app.syncNeedsNetwork
    case .syncAlreadyRunning: return app.syncAlreadyRunning
    case .syncStarting: return app.syncStarting
    case .tabsNotSaved(let reason): return app.tabsNotSaved(reason)
    case .cachedCopy(let note): return app.cachedCopy(note)
    case .bundledCopy(let note): return app.bundledCopy(note)
    case .reported(let text): return text
    }
  }
}
