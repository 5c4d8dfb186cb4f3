/** The timeline module's public face: what other modules may use. */
export { isCollated } from './collated';
export { logSource } from './log.source';
export { recordTimelineRoutes } from './record-timeline.routes';
export type { RecordTimeline, RecordTimelineOptions, ZodApp } from './record-timeline.types';
export { createTimeline } from './timeline.service';
export type { TimelineCollation, TimelineSource } from './timeline.types';
export { asTimelineEntry } from './timeline-entry';
