import { type Coordinates, coordinatesOf, TRAVEL_MESSAGES } from '@fieldbook/domain/addresses/travel.rules';
import { dateIn } from '@fieldbook/domain/dates/date-codec';
import { formatAddress } from '@fieldbook/domain/inputs/address.rules';
import type { Executor } from '../../db/database';
import type { TravelEstimate } from '../addresses/index';
import type { Busy } from './appointment-availability';
import { appointmentAddresses } from './appointment-licences.repository';

type Span = { start: Date; end: Date };
type Neighbour = Busy & { id: number };
export type TravelledSpan = Span & { travel: string[] };

/** A staff member's jobs either side of a span on its day: the one ending last before, the one starting first after. */
function neighboursOf(span: Span, busy: readonly Neighbour[], userId: number, timezone: string) {
  const day = dateIn(span.start, timezone);
  const mine = busy.filter((b) => b.userId === userId);
  const before = mine
    .filter((b) => b.endAt <= span.start && dateIn(b.endAt, timezone) === day)
    .sort((a, b) => b.endAt.getTime() - a.endAt.getTime())[0];
  const after = mine
    .filter((b) => b.startAt >= span.end && dateIn(b.startAt, timezone) === dateIn(span.end, timezone))
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())[0];
  return { before, after };
}

/**
 * Weighs suggested spans by travel (issue 37): a span that leaves less time than the estimate to get
 * from a staff member's previous job that day, or on to the next, is dropped; the first `count` of the
 * rest are kept, each saying the longest travel either side. Without the job's place, none is weighed.
 */
export async function weighTravel(
  db: Executor,
  companyId: number,
  job: { candidates: Span[]; busy: readonly Neighbour[]; userIds: readonly number[]; timezone: string },
  destination: Coordinates | null,
  estimate: TravelEstimate,
  count: number,
): Promise<TravelledSpan[]> {
  if (!destination)
    return job.candidates.slice(0, count).map((span) => Object.assign({}, span, { travel: [] as string[] }));
  const sides = job.candidates.map((span) =>
    job.userIds.map((userId) => neighboursOf(span, job.busy, userId, job.timezone)),
  );
  const ids = [...new Set(sides.flat().flatMap(({ before, after }) => [before?.id, after?.id]))].filter(
    (id): id is number => id !== undefined,
  );
  const places = new Map(
    (await appointmentAddresses(db, companyId, ids)).flatMap(({ id, address }) => {
      const at = coordinatesOf(address);
      return at ? [[id, { at, name: address?.address_line_1 || formatAddress(address) }] as const] : [];
    }),
  );
  const placed = [...places.entries()];
  const minutes = await estimate(
    placed.map(([, place]) => place.at),
    destination,
  );
  // Each neighbour's estimate to the job serves both ways: the straight line is the same either way,
  // and a routing provider's difference is small beside a half-hour step.
  const travelTo = new Map(placed.map(([id], index) => [id, minutes[index] ?? null]));

  const kept: TravelledSpan[] = [];
  job.candidates.forEach((span, index) => {
    if (kept.length >= count) return;
    let from: { minutes: number; name: string } | null = null;
    let to: { minutes: number; name: string } | null = null;
    for (const { before, after } of sides[index] ?? []) {
      const back = before && travelTo.get(before.id);
      const on = after && travelTo.get(after.id);
      const beforePlace = before && places.get(before.id);
      const afterPlace = after && places.get(after.id);
      if (before && beforePlace && typeof back === 'number') {
        if (span.start.getTime() - before.endAt.getTime() < back * 60_000) return;
        if (!from || back > from.minutes) from = { minutes: back, name: beforePlace.name };
      }
      if (after && afterPlace && typeof on === 'number') {
        if (after.startAt.getTime() - span.end.getTime() < on * 60_000) return;
        if (!to || on > to.minutes) to = { minutes: on, name: afterPlace.name };
      }
    }
    const travel = [
      ...(from ? [TRAVEL_MESSAGES.from(from.minutes, from.name)] : []),
      ...(to ? [TRAVEL_MESSAGES.to(to.minutes, to.name)] : []),
    ];
    kept.push(Object.assign({}, span, { travel }));
  });
  return kept;
}
