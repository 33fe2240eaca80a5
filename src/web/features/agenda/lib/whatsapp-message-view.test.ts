import { describe, expect, it } from 'vitest';
import { messageKind, messageState } from './whatsapp-message-view.ts';

describe('a WhatsApp message on the panel', () => {
  it('is named by its template, a text being a reply', () => {
    expect(messageKind({ template: 'booking_confirmation' })).toBe('confirmation');
    expect(messageKind({ template: 'booking_changed' })).toBe('change');
    expect(messageKind({ template: 'review_request' })).toBe('review');
    expect(messageKind({ template: null })).toBe('reply');
  });

  it('is scheduled while its moment is more than a minute away, else queued; sent ones keep their status', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(messageState({ status: 'queued', at: '2026-11-28T10:00:00Z' }, now)).toBe('scheduled');
    expect(messageState({ status: 'queued', at: '2026-11-27T12:00:30Z' }, now)).toBe('queued');
    expect(messageState({ status: 'queued', at: '2026-11-27T11:00:00Z' }, now)).toBe('queued');
    expect(messageState({ status: 'read', at: '2026-11-28T10:00:00Z' }, now)).toBe('read');
  });
});
