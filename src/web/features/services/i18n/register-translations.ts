import { i18n } from '../../../i18n/i18n.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The recipe dialog's texts (under `serviceRecipe.`; the services page's own are the back office's)
 * travel with the services page's chunk: they join the shared i18next instance when it loads.
 */
i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, false);
i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
