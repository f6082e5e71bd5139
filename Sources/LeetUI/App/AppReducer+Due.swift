// The Due section's solved list refreshed in the background at the start.

/// The background refresh of the Due section's solved list at the start, when it is old and a
/// session is present; never offline.
func dueRefreshAtStart(_ state: AppState) -> [AppEffect] {
  state.dueNeedsRefresh && !state.settings.offline ? [.refreshDue] : []
}
