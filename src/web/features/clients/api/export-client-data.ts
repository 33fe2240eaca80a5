import { downloadCsv } from '../../../lib/download-csv.ts';

export type ClientDataFormat = 'json' | 'csv';

export function clientDataPath(id: string, format: ClientDataFormat): string {
  return `/api/clients/${encodeURIComponent(id)}/data?format=${format}`;
}

/**
 * Downloads everything the business holds about a client, as the server names the file. The CSV
 * helper fetches in the interface language and saves the answer as it is, so it serves the JSON
 * copy too.
 */
export function downloadClientData(id: string, format: ClientDataFormat): Promise<void> {
  return downloadCsv(clientDataPath(id, format), `client-data.${format}`);
}
