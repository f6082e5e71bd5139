/// A key as the interface understands it, independent of the terminal library.
public enum Key: Hashable, Sendable {
  /// A printable character, including space.
  case character(Character)
  /// A control chord such as Ctrl-F, with its lowercase letter.
  case control(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case tab, backTab, enter, escape, backspace, delete
  case function(Int)
}

/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    case press, release, wheelUp, wheelDown
  }

  public var kind: Kind
  public var point: Point

  public init(_ kind: Kind, at point: Point) {
    self.kind = kind
    self.point = point
  }
}

/// Something the terminal reported.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal now has this size.
  case resize(Size)
}
