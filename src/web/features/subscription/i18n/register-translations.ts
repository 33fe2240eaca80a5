import { i18n } from '../../../i18n/i18n.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The closed-business page's texts (under `businessClosed.`) travel with its lazy chunk instead of
 * the app's main bundle: they join the shared i18next instance when this module loads.
 */
i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, false);
i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
