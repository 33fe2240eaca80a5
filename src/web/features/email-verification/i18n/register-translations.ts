import { i18n } from '../../../i18n/i18n.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The texts of a return from the e-mail confirmation link (under `emailVerification.`) travel with
 * this feature's lazy chunk, loaded only for such a return: the landing page carries none of them.
 */
i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, false);
i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
