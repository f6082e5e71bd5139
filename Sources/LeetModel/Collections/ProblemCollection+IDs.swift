extension ProblemCollection {
  /// The set with each problem that came without a frontend id (a contest's) given the one
  /// `list` has for its slug; problems the list does not have are left as they are.
  public func fillingIDs(from list: ProblemList) -> ProblemCollection {
    var filled = self
    for group in filled.groups.indices {
      for entry in filled.groups[group].entries.indices
      where filled.groups[group].entries[entry].item.frontendID.isEmpty {
        let item = filled.groups[group].entries[entry].item
        guard let known = list.item(slug: item.titleSlug) else { continue }
        var merged = known
        merged.title = item.title
        if item.difficulty != nil { merged.difficulty = item.difficulty }
        filled.groups[group].entries[entry].item = merged
      }
    }
    return filled
  }
}
