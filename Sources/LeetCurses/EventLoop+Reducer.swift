import TermCore

extension EventLoop.Program {
  /// A program in the Elm manner: everything that happens becomes a `Message` (an action), `update`
  /// applies it to the caller's state and returns effects, and `perform` starts each effect,
  /// returning what the loop itself must do (a frame, a redraw, quitting), if anything.
  ///
  /// - Parameters:
  ///   - start: the action sent once, before the first frame is drawn.
  ///   - event: the action for a key, a click or a resize.
  ///   - frame: the action for a due animation frame (time since start, tag).
  ///   - signal: the action for a stop signal.
  public static func reducing<Effect>(
    start: Message,
    event: @escaping (InputEvent) -> Message,
    frame: @escaping (Duration, Int) -> Message,
    signal: @escaping (Int32) -> Message,
    update: @escaping (Message) -> [Effect],
    perform: @escaping (Effect) -> LoopRequest?,
    render: @escaping () -> CellGrid
  ) -> EventLoop.Program {
    func apply(_ message: Message) -> [LoopRequest] { update(message).compactMap(perform) }
    return EventLoop.Program(
      handleStart: { apply(start) },
      handleEvent: { apply(event($0)) },
      handleMessage: { apply($0) },
      handleFrame: { apply(frame($0, $1)) },
      handleSignal: { apply(signal($0)) },
      render: render)
  }
}
