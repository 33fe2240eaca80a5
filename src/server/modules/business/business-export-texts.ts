import type { Locale } from '../../i18n/locale.ts';
import type { ExportTexts } from './business-export-files.ts';
import { EXPORT_TEXTS_EN_US } from './business-export-texts-en-us.ts';
import { EXPORT_TEXTS_PT_BR } from './business-export-texts-pt-br.ts';

/** The business data export's texts in each language Agendo speaks. */
export const EXPORT_TEXTS: Record<Locale, ExportTexts> = { 'pt-BR': EXPORT_TEXTS_PT_BR, 'en-US': EXPORT_TEXTS_EN_US };
