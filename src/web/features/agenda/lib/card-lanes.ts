import type { MinuteSpan } from './grid-hours.ts';

export interface LaneInput extends MinuteSpan {
  id: string;
  cancelled: boolean;
}

/** Where a card sits across its column, as fractions of the column's width. */
export interface LanePlacement {
  left: number;
  width: number;
}

/** The share of the column a cancelled card keeps on the right, so the free time under it stays clickable. */
const CANCELLED_WIDTH = 0.45;

/**
 * Side-by-side lanes for cards that overlap in time (cancelled ones overlap others; the "all
 * professionals" week view overlaps a lot). Overlapping cards form a cluster; each card takes the
 * first free lane of its cluster and the cluster's lanes share the width. Active cards come first.
 * A cluster of cancelled cards only keeps to the right part of the column: the slot they no
 * longer hold can be booked by clicking its left part.
 */
export function layoutLanes(cards: readonly LaneInput[]): Map<string, LanePlacement> {
  return placeInLanes(cards).placements;
}

/** The most lanes any of the column's clusters needs side by side (1 for an empty column). */
export function laneCount(cards: readonly LaneInput[]): number {
  return placeInLanes(cards).lanes;
}

function placeInLanes(cards: readonly LaneInput[]): { placements: Map<string, LanePlacement>; lanes: number } {
  let mostLanes = 1;
  const sorted = [...cards].sort(
    (a, b) =>
      Number(a.cancelled) - Number(b.cancelled) || a.start - b.start || b.end - a.end || a.id.localeCompare(b.id),
  );
  const byTime = [...sorted].sort((a, b) => a.start - b.start || Number(a.cancelled) - Number(b.cancelled));
  const placements = new Map<string, LanePlacement>();

  // Clusters: runs of cards whose spans chain into each other.
  const clusters: LaneInput[][] = [];
  let current: LaneInput[] = [];
  let clusterEnd = -Infinity;
  for (const card of byTime) {
    if (current.length && card.start >= clusterEnd) {
      clusters.push(current);
      current = [];
      clusterEnd = -Infinity;
    }
    current.push(card);
    clusterEnd = Math.max(clusterEnd, Math.max(card.end, card.start + 1));
  }
  if (current.length) clusters.push(current);

  for (const cluster of clusters) {
    const ordered = sorted.filter((card) => cluster.includes(card));
    const laneEnds: number[] = [];
    const laneOf = new Map<string, number>();
    for (const card of ordered) {
      let lane = laneEnds.findIndex((end) => end <= card.start);
      if (lane === -1) {
        lane = laneEnds.length;
        laneEnds.push(0);
      }
      laneEnds[lane] = Math.max(card.end, card.start + 1);
      laneOf.set(card.id, lane);
    }
    const lanes = laneEnds.length;
    mostLanes = Math.max(mostLanes, lanes);
    const onlyCancelled = cluster.every((card) => card.cancelled);
    const offset = onlyCancelled ? 1 - CANCELLED_WIDTH : 0;
    const span = onlyCancelled ? CANCELLED_WIDTH : 1;
    for (const card of cluster) {
      const lane = laneOf.get(card.id) ?? 0;
      placements.set(card.id, { left: offset + (span * lane) / lanes, width: span / lanes });
    }
  }
  return { placements, lanes: mostLanes };
}
