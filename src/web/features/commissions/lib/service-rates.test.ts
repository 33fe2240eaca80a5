import { describe, expect, it } from 'vitest';
import { rateRows, readRates } from './service-rates.ts';

const services = [
  { id: 's1', name: 'Corte' },
  { id: 's2', name: 'Barba' },
  { id: 's3', name: 'Coloração' },
];

describe('the per-service rates form', () => {
  it("lists the professional's services and any other that has a rate, by name, with the rate as typed", () => {
    const rows = rateRows(['s1', 's2'], services, [{ serviceId: 's3', serviceName: 'Coloração', rate: 12.5 }], 'pt-BR');
    expect(rows).toEqual([
      { serviceId: 's2', serviceName: 'Barba', text: '' },
      { serviceId: 's3', serviceName: 'Coloração', text: '12,5' },
      { serviceId: 's1', serviceName: 'Corte', text: '' },
    ]);
  });

  it('sends the rates filled in and leaves blank ones out', () => {
    expect(
      readRates(
        [
          { serviceId: 's1', serviceName: 'Corte', text: '50' },
          { serviceId: 's2', serviceName: 'Barba', text: '' },
          { serviceId: 's3', serviceName: 'Coloração', text: '12,5%' },
        ],
        'pt-BR',
      ),
    ).toEqual({
      body: {
        serviceRates: [
          { serviceId: 's1', rate: 50 },
          { serviceId: 's3', rate: 12.5 },
        ],
      },
    });
  });

  it('names each field that is not a rate of 0 to 100', () => {
    const result = readRates(
      [
        { serviceId: 's1', serviceName: 'Corte', text: 'abc' },
        { serviceId: 's2', serviceName: 'Barba', text: '120' },
        { serviceId: 's3', serviceName: 'Coloração', text: '10' },
      ],
      'pt-BR',
    );
    expect(result).toEqual({ errors: { s1: 'forms.invalidPercent', s2: 'Deve ser menor ou igual a 100' } });
  });
});
