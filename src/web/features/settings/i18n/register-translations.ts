import { i18n } from '../../../i18n/i18n.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The settings' own texts — WhatsApp (under `whatsappSettings.`) and deposits (under
 * `depositSettings.`) — travel with the settings page's lazy chunk: they join the shared i18next
 * instance when this module loads, before the page renders.
 */
i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, false);
i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
