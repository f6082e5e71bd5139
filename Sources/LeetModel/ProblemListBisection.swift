extension ProblemList {
  /// The slug of the row whose numeric id is `wanted`, found by bisecting the list's bytes.
  ///
  /// A list `sync` writes is in id order, so halving the byte range on the id found after its
  /// middle reaches the row after about a dozen short searches instead of reading everything
  /// before it. Nil when `wanted` is not a plain number, a row on the way has another kind of id,
  /// or no row is found so (an unsorted list, an absent id): the caller then searches the whole
  /// list, so the answer never depends on the order. Ids are unique in a list, so the row found is
  /// the one a search from the start finds.
  static func bisectedSlug(_ bytes: UnsafeBufferPointer<UInt8>, wanted: String) -> String? {
    guard let target = plainNumber(wanted.utf8) else { return nil }
    var low = 0
    var high = bytes.count
    while low < high {
      let middle = low + (high - low) / 2
      // Only up to `high`: a list whose rows are not written so would otherwise be read to its
      // end at every step (a list written with spaces cost five times the instructions).
      guard let key = find(bisectionKey, in: bytes, from: middle, before: high) else {
        high = middle
        continue
      }
      let start = key + bisectionKey.count
      guard let end = closingQuote(bytes, from: start),
        let found = plainNumber(bytes[start..<end])
      else { return nil }
      if found == target { return slugAfterID(bytes, at: end + 1) }
      if found < target { low = end + 1 } else { high = middle }
    }
    return nil
  }

  /// The id key as `sync` writes it, up to the id's opening quote.
  private static let bisectionKey = Array("\"frontendQuestionId\":\"".utf8)

  /// The index of the first `"` at or after `index`, within the next 24 bytes.
  private static func closingQuote(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    var end = index
    while end < bytes.count, end < index + 24 {
      if bytes[end] == UInt8(ascii: "\"") { return end }
      end += 1
    }
    return nil
  }

  /// The value of `digits` when it is a number written plainly: 1 to 18 digits, no leading zero.
  private static func plainNumber(_ digits: some Collection<UInt8>) -> Int? {
    guard let first = digits.first, digits.count <= 18, first != UInt8(ascii: "0") || digits.count == 1
    else { return nil }
    var value = 0
    for digit in digits {
      guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return value
  }
}
