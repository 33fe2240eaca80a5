import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { calendarStartDay, DateInput, MonthCalendar, movedDay } from './date-input.tsx';
import { TimeInput } from './time-input.tsx';

const languageBefore = i18n.language;
afterAll(() => i18n.changeLanguage(languageBefore));

async function render(language: string, element: React.ReactElement): Promise<string> {
  await i18n.changeLanguage(language);
  return renderToStaticMarkup(element);
}

const noop = () => {};

describe('DateInput', () => {
  it('shows the day as the language writes it, with the placeholder and button in that language', async () => {
    const pt = await render('pt-BR', <DateInput value="2026-11-27" onValueChange={noop} />);
    expect(pt).toContain('value="27/11/2026"');
    expect(pt).toContain('placeholder="dd/mm/aaaa"');
    expect(pt).toContain('aria-label="Abrir calendário"');

    const en = await render('en-US', <DateInput value="2026-11-27" onValueChange={noop} />);
    expect(en).toContain('value="11/27/2026"');
    expect(en).toContain('aria-label="Open calendar"');
  });

  it('shows an empty field for no day or a value that is not a day', async () => {
    for (const value of ['', '2026-02-30', 'tomorrow']) {
      const html = await render('pt-BR', <DateInput value={value} onValueChange={noop} />);
      expect(html).toContain('value=""');
    }
  });

  it('disables the field and its calendar button together', async () => {
    const html = await render('en-US', <DateInput value="2026-11-27" onValueChange={noop} disabled />);
    expect(html.match(/disabled=""/g)).toHaveLength(2);
  });
});

describe('MonthCalendar', () => {
  const calendar = (language: string, props: Partial<React.ComponentProps<typeof MonthCalendar>> = {}) =>
    render(
      language,
      <MonthCalendar
        selected="2026-11-27"
        min={undefined}
        max={undefined}
        language={language}
        onPick={noop}
        {...props}
      />,
    );

  it('names the month and the week days in the language, and lays the month out in whole weeks', async () => {
    const pt = await calendar('pt-BR');
    expect(pt).toContain('novembro de 2026');
    const en = await calendar('en-US');
    expect(en).toContain('November 2026');
    // November 2026 starts on a Sunday and ends on a Monday: five weeks of seven days.
    expect(en.match(/data-day="/g)).toHaveLength(35);
    expect(en).toContain('data-day="2026-11-01"');
    expect(en).toContain('data-day="2026-12-05"');
  });

  it('marks the chosen day and makes it the one tab stop', async () => {
    const html = await calendar('en-US');
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toMatch(/tabindex="0"[^>]*data-day="2026-11-27"/);
  });

  it('marks the days outside min and max as unavailable', async () => {
    const html = await calendar('en-US', { min: '2026-11-10', max: '2026-11-20' });
    const unavailable = [...html.matchAll(/aria-disabled="true"[^>]*data-day="([\d-]+)"/g)].map((match) => match[1]);
    expect(unavailable).toContain('2026-11-09');
    expect(unavailable).toContain('2026-11-21');
    expect(unavailable).not.toContain('2026-11-10');
    expect(unavailable).not.toContain('2026-11-20');
    expect(unavailable).toHaveLength(35 - 11);
  });
});

describe('the calendar keys', () => {
  const day = '2026-11-27'; // a Friday
  const key = (name: string, shiftKey = false) => movedDay(day, { key: name, shiftKey });

  it('move a day, a week, to the week’s ends, a month and a year', () => {
    expect(key('ArrowLeft')).toBe('2026-11-26');
    expect(key('ArrowRight')).toBe('2026-11-28');
    expect(key('ArrowUp')).toBe('2026-11-20');
    expect(key('ArrowDown')).toBe('2026-12-04');
    expect(key('Home')).toBe('2026-11-22');
    expect(key('End')).toBe('2026-11-28');
    expect(key('PageUp')).toBe('2026-10-27');
    expect(key('PageDown')).toBe('2026-12-27');
    expect(key('PageUp', true)).toBe('2025-11-27');
    expect(key('PageDown', true)).toBe('2027-11-27');
  });

  it('leave every other key to the browser', () => {
    for (const name of ['Enter', ' ', 'Tab', 'Escape', 'a']) expect(key(name)).toBeNull();
  });

  it('open on the chosen day, else today, always within min and max', () => {
    expect(calendarStartDay('2026-11-27', '2026-01-01', undefined, undefined)).toBe('2026-11-27');
    expect(calendarStartDay(null, '2026-01-01', undefined, undefined)).toBe('2026-01-01');
    expect(calendarStartDay(null, '2026-01-01', '2026-02-01', undefined)).toBe('2026-02-01');
    expect(calendarStartDay('2026-11-27', '2026-01-01', undefined, '2026-06-30')).toBe('2026-06-30');
  });
});

describe('TimeInput', () => {
  it('offers the times at its step, written as the language reads the clock', async () => {
    const pt = await render('pt-BR', <TimeInput value="14:30" step={30} onChange={noop} />);
    expect(pt.match(/<option /g)).toHaveLength(48);
    expect(pt).toMatch(/<option value="14:30" selected="">14:30<\/option>/);
    const en = await render('en-US', <TimeInput value="14:30" step={30} onChange={noop} />);
    expect(en).toMatch(/<option value="14:30" selected="">2:30\s?PM<\/option>/);
  });

  it('keeps a time off the step among the choices, and asks for a time when it holds none', async () => {
    const odd = await render('en-US', <TimeInput value="09:10" step={30} onChange={noop} />);
    expect(odd).toContain('value="09:10"');
    const empty = await render('pt-BR', <TimeInput value="" step={60} onChange={noop} />);
    expect(empty).toMatch(/<option value="" disabled="" selected="">Escolher horário<\/option>/);
  });
});
