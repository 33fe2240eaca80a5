import { i18n } from '../../../i18n/i18n.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The packages page's texts (under `packages.`) travel with their lazy chunks: they join the shared
 * i18next instance when this module loads, before a page renders.
 */
i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, false);
i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
