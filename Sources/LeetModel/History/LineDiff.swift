/// The shortest edit between two sequences of lines, by Myers' O(ND) algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", 1986), after the common head and tail are set aside.
///
/// Pure. Past `differenceLimit` differences the middle is written as removed, then added, whole,
/// so that the work and the memory stay bounded (at most `differenceLimit`² positions kept).
public enum LineDiff {
  /// One step of the edit: a line kept, removed from the first or added from the second.
  public enum Edit: Hashable, Sendable {
    /// Line `old` of the first and `new` of the second are the same.
    case same(old: Int, new: Int)
    /// Line `old` of the first is removed.
    case removed(old: Int)
    /// Line `new` of the second is added.
    case added(new: Int)
  }

  /// The most differences searched for before the middle is replaced whole.
  public static let differenceLimit = 2_000

  /// The edit that turns `old` into `new`, in order.
  public static func edits(_ old: [String], _ new: [String]) -> [Edit] {
    var head = 0
    while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head,
      old[old.count - 1 - tail] == new[new.count - 1 - tail]
    {
      tail += 1
    }
    var edits = (0..<head).map { Edit.same(old: $0, new: $0) }
    let oldMiddle = head..<(old.count - tail)
    let newMiddle = head..<(new.count - tail)
    edits +=
      middle(old[oldMiddle], new[newMiddle])
      ?? oldMiddle.map { Edit.removed(old: $0) } + newMiddle.map { Edit.added(new: $0) }
    edits += (0..<tail).map { Edit.same(old: old.count - tail + $0, new: new.count - tail + $0) }
    return edits
  }

  /// Myers' search over the middles, indices kept as in the whole sequences; nil past the limit.
  static func middle(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> [Edit]? {
    let n = a.count
    let m = b.count
    let limit = min(n + m, differenceLimit)
    let offset = limit + 1
    var furthest = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    for d in 0...limit {
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
          ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[a.startIndex + x] == b[b.startIndex + y] {
          x += 1
          y += 1
        }
        furthest[offset + k] = x
        if x >= n, y >= m {
          trace.append(Array(furthest[(offset - d)...(offset + d)]))
          return backtrack(trace, n: n, m: m, oldStart: a.startIndex, newStart: b.startIndex)
        }
      }
      trace.append(Array(furthest[(offset - d)...(offset + d)]))
    }
    return nil
  }

  /// The edits read back from the furthest points of each round (`trace[d]` holds diagonals
  /// `-d...d`).
  static func backtrack(_ trace: [[Int]], n: Int, m: Int, oldStart: Int, newStart: Int) -> [Edit] {
    var x = n
    var y = m
    var reversed: [Edit] = []
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let k = x - y
      var previousX = 0
      var previousY = 0
      if d > 0 {
        let previous = trace[d - 1]
        /// The furthest point of the previous round on `diagonal`.
        func at(_ diagonal: Int) -> Int { previous[diagonal + d - 1] }
        let down = k == -d || (k != d && at(k - 1) < at(k + 1))
        let previousK = down ? k + 1 : k - 1
        previousX = at(previousK)
        previousY = previousX - previousK
      }
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        reversed.append(.same(old: oldStart + x, new: newStart + y))
      }
      guard d > 0 else { break }
      if x == previousX {
        reversed.append(.added(new: newStart + previousY))
      } else {
        reversed.append(.removed(old: oldStart + previousX))
      }
      x = previousX
      y = previousY
    }
    return reversed.reversed()
  }
}
