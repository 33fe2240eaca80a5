/*
 * The interface language a person chose (the language switcher), kept by the browser in its
 * storage and, for the server, in this cookie: the pages the server renders come in the chosen
 * language from their first byte (docs/decisions/0025).
 */

/** The cookie's name; its value is a language the interface speaks ('pt-BR', 'en-US'). */
export const LANGUAGE_COOKIE = 'agendo_language';

/** A year; every visit starts it again. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
