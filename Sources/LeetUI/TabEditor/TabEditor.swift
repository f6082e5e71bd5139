import LeetModel
import TermCore

/// The tab bar's edit mode: the segments in order, which are hidden, and the one being moved.
public struct TabEditor: Hashable, Sendable {
  public var order: [Segment]
  public var hidden: Set<Segment>
  public var cursor = 0

  public init(order: [Segment], hidden: Set<Segment>) {
    var order = order.filter { Segment.allCases.contains($0) }
    for segment in Segment.allCases where !order.contains(segment) { order.append(segment) }
    self.order = order
    self.hidden = hidden.subtracting([.description])
  }

  /// An editor for the tabs `visible` shows, in that order, the rest hidden after them.
  public init(visible: [Segment]) {
    self.init(order: visible, hidden: Set(Segment.allCases).subtracting(visible))
  }

  /// The tabs shown, in order.
  public var visible: [Segment] { order.filter { !hidden.contains($0) } }

  /// What a key does to the editor.
  public enum Outcome: Equatable {
    case editing, save, cancel
  }

  /// Applies a key (`KeyContext.tabEditor`): j/k move the cursor, J/K (or -/+) move the tab, Space
  /// hides or shows it, Enter keeps the change, Esc drops it.
  public mutating func handle(_ key: Key) -> Outcome {
    switch KeyMap.command(for: key, in: .tabEditor) {
    case .lineDown?: cursor = min(order.count - 1, cursor + 1)
    case .lineUp?: cursor = max(0, cursor - 1)
    case .moveItemDown?: move(by: 1)
    case .moveItemUp?: move(by: -1)
    case .toggleShown?:
      let segment = order[cursor]
      guard segment != .description else { break }
      if hidden.contains(segment) { hidden.remove(segment) } else { hidden.insert(segment) }
    case .submit?: return .save
    case .cancel?: return .cancel
    default: break
    }
    return .editing
  }

  private mutating func move(by offset: Int) {
    let target = cursor + offset
    guard order.indices.contains(target) else { return }
    order.swapAt(cursor, target)
    cursor = target
  }
}
