import { describe, expect, it } from 'vitest';
import { laneCount, layoutLanes } from './card-lanes.ts';

const card = (id: string, start: number, end: number, cancelled = false) => ({ id, start, end, cancelled });

describe('card lanes', () => {
  it('gives a lone card the whole column and back-to-back cards too', () => {
    const lanes = layoutLanes([card('a', 600, 630), card('b', 630, 660)]);
    expect(lanes.get('a')).toEqual({ left: 0, width: 1 });
    expect(lanes.get('b')).toEqual({ left: 0, width: 1 });
  });

  it('puts overlapping cards side by side, active before cancelled', () => {
    const lanes = layoutLanes([card('cancelled', 600, 660, true), card('active', 600, 630)]);
    expect(lanes.get('active')).toEqual({ left: 0, width: 0.5 });
    expect(lanes.get('cancelled')).toEqual({ left: 0.5, width: 0.5 });
  });

  it('keeps a cancelled card to the right, leaving its free time clickable', () => {
    const lanes = layoutLanes([card('cancelled', 600, 660, true)]);
    expect(lanes.get('cancelled')?.left).toBeCloseTo(0.55);
    expect(lanes.get('cancelled')?.width).toBeCloseTo(0.45);
  });

  it('never overlaps two cards of one cluster', () => {
    const cards = [
      card('a', 600, 700),
      card('b', 610, 640),
      card('c', 650, 720),
      card('d', 700, 730),
      card('e', 615, 625, true),
    ];
    const lanes = layoutLanes(cards);
    for (const x of cards) {
      for (const y of cards) {
        if (x === y || x.end <= y.start || y.end <= x.start) continue;
        const px = lanes.get(x.id)!;
        const py = lanes.get(y.id)!;
        expect(px.left + px.width <= py.left + 1e-9 || py.left + py.width <= px.left + 1e-9).toBe(true);
      }
    }
  });

  it('counts the lanes of the widest cluster, for the width a column needs', () => {
    expect(laneCount([])).toBe(1);
    expect(laneCount([card('a', 600, 630), card('b', 630, 660)])).toBe(1);
    expect(
      laneCount([
        card('a', 600, 660),
        card('b', 610, 640),
        card('c', 620, 650),
        card('d', 700, 760),
        card('e', 700, 730),
      ]),
    ).toBe(3);
  });
});
