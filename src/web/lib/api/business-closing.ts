import { downloadCsv } from '../download-csv.ts';

/** Where all of the business's data downloads as one ZIP (exportBusinessData). */
export const BUSINESS_EXPORT_URL = '/api/business/export';

/**
 * Downloads the ZIP as the server names it (`agendo-<business>-<date>.zip`), fetched with the
 * interface language so the files are headed in it. Failures are ApiErrors.
 */
export function downloadBusinessData(): Promise<void> {
  return downloadCsv(BUSINESS_EXPORT_URL, 'agendo.zip');
}
