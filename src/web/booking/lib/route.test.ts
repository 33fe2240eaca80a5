import { describe, expect, it } from 'vitest';
import { parseBookingRoute } from './route.ts';

const id = '3f2b8c1e-6a4d-4f1b-9c2e-7d8a9b0c1d2e';

describe('parseBookingRoute', () => {
  it('reads the booking page of a business, with or without a trailing slash', () => {
    expect(parseBookingRoute(`/agendar/${id}`)).toEqual({ page: 'book', businessId: id });
    expect(parseBookingRoute(`/agendar/${id}/`)).toEqual({ page: 'book', businessId: id });
  });

  it('reads the booking page again for the client of a booking, whose package sessions it shows', () => {
    expect(parseBookingRoute(`/agendar/${id}`, '?reserva=abcDEF_123')).toEqual({
      page: 'book',
      businessId: id,
      token: 'abcDEF_123',
    });
    expect(parseBookingRoute(`/agendar/${id}`, '?reserva=')).toEqual({ page: 'book', businessId: id });
  });

  it('reads the manage link of the e-mails', () => {
    expect(parseBookingRoute(`/agendar/${id}/reserva/abcDEF_123-xyz456789012`)).toEqual({
      page: 'manage',
      businessId: id,
      token: 'abcDEF_123-xyz456789012',
    });
  });

  it("reads a waitlist offer's claim link", () => {
    expect(parseBookingRoute(`/agendar/${id}/oferta/abcDEF_123-xyz456789012`)).toEqual({
      page: 'offer',
      businessId: id,
      token: 'abcDEF_123-xyz456789012',
    });
    expect(parseBookingRoute(`/agendar/${id}/oferta`)).toEqual({ page: 'unknown' });
    expect(parseBookingRoute(`/agendar/${id}/oferta/`)).toEqual({ page: 'unknown' });
  });

  it('reads the static fallback with query parameters', () => {
    expect(parseBookingRoute('/agendar.html', `?negocio=${id}`)).toEqual({ page: 'book', businessId: id });
    expect(parseBookingRoute('/agendar.html', `?negocio=${id}&reserva=tok`)).toEqual({
      page: 'manage',
      businessId: id,
      token: 'tok',
    });
  });

  it('knows no other path', () => {
    expect(parseBookingRoute('/agendar')).toEqual({ page: 'unknown' });
    expect(parseBookingRoute('/agendar.html')).toEqual({ page: 'unknown' });
    expect(parseBookingRoute(`/agendar/${id}/reserva`)).toEqual({ page: 'unknown' });
    expect(parseBookingRoute(`/agendar/${id}/outra/coisa`)).toEqual({ page: 'unknown' });
    expect(parseBookingRoute('/agendar/%E0%A4%A')).toEqual({ page: 'unknown' });
  });
});
