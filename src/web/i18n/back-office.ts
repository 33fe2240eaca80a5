import enUS from './back-office.en-US.json';
import ptBR from './back-office.pt-BR.json';
import { i18n } from './i18n.ts';

/*
 * The texts of the signed-in pages (services, professionals, clients, settings, users, setup) in
 * both languages. They are not in pt-BR.json / en-US.json because those travel with the landing
 * page, whose JavaScript has a budget; the signed-in layout imports this module, so its chunk
 * carries them and they are in place before any of those pages renders.
 */
i18n.addResourceBundle('pt-BR', 'translation', ptBR, true, false);
i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
