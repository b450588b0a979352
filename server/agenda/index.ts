// The entry of the agenda context on the server (ADR 0048): what the composition and later contexts use.

export { horizonEnd, loadBusyIntervals } from './availability/busy-intervals.ts';
export {
  cachedFreeSlots,
  cachedSlotDays,
  forgetAllBusyIntervals,
  forgetBusyIntervals,
} from './availability/busy-intervals-cache.ts';
export { registerExplainSlotRoutes } from './availability/explain-slot-routes.ts';
export { startNextFreeSlotRefresher } from './availability/next-free-slot.ts';
export { agendaListensToProfessionalsChanged } from './availability/professionals-changed-listener.ts';
export {
  calendarSyncDepsOf,
  registerCalendarConnectionRoutes,
} from './calendar-sync/calendar-connection-routes.ts';
export type { TOutgoingEvent, TWrittenEvent } from './calendar-sync/calendar-provider.ts';
export {
  calendarProvidersFromConfig,
  calendarPushBase,
} from './calendar-sync/calendar-providers.ts';
export { ensurePushChannels, startPushChannelUpkeep } from './calendar-sync/calendar-push-channels.ts';
export { registerCalendarPushRoutes } from './calendar-sync/calendar-push-routes.ts';
export {
  calendarNotified,
  listenToOwnCalendarObjects,
  providerConnection,
  providerOf,
  recordConnectionFailure,
  refreshStaleBlockingCalendars,
  startCalendarSyncLoop,
  syncConnectedCalendar,
  syncDueCalendars,
  type TCalendarProviders,
  type TCalendarSyncDeps,
  type TOwnObjectSeen,
  type TOwnObjectsListener,
} from './calendar-sync/calendar-sync-engine.ts';
export { registerCalendarRoutes } from './calendars/calendar-routes.ts';
export { startCalendarRefresher } from './calendars/calendar-sync.ts';
export { listPlanningEvents, registerPlanningEventRoutes } from './planning/planning-event-routes.ts';
export { checkTimeConflicts } from './planning/time-conflicts.ts';
