import { i18n } from '../../../i18n/i18n.ts';
import { reapplyPublishedTexts } from '../../../lib/site-content/published-texts.ts';
import enUS from './en-US.json';
import ptBR from './pt-BR.json';

/*
 * The blog's texts (under `blog.`) travel with its pages' lazy chunks: they join the shared
 * i18next instance when this module loads, before a page renders — in the server's first render
 * as in the browser. Super admins edit the list's introduction and the trial's invitation in
 * place (`blog.intro.`, `blog.cta.`): the published texts are laid over them as they join.
 */
i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, false);
i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
reapplyPublishedTexts();
