/**
 * A template's text as the conversation keeps it ends with its quick-reply buttons, one line of
 * '[Confirmar] [Cancelar] [Remarcar]' after a blank line: the bubble shows them apart, as a phone
 * does. A text without that last line is left whole.
 */
export function splitButtonLine(body: string): { text: string; buttons: string[] } {
  const line = /\n\n((?:\[[^\]\n]+\] ?)+)$/.exec(body);
  if (!line) return { text: body, buttons: [] };
  const buttons = [...line[1]!.matchAll(/\[([^\]\n]+)\]/g)].map((match) => match[1]!);
  return { text: body.slice(0, line.index), buttons };
}
